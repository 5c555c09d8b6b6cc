// Lesson attention: what the page needs before the lesson is built (the shape: panels/index.js).
export const id = 'attention';
export const title = 'Scaled dot-product attention';
export const place = 'attention, inside every block';
/** Works to read next (sources.js), listed at the end of the lesson. */
export const readMore = ['vaswani2017', 'dao2022', 'haviv2022'];
export const settings = {
  att_d: { type: 'int', default: 16, min: 2, max: 64, label: 'd_model', core: 'd_model' },
  att_dk: { type: 'int', default: 8, min: 1, max: 64, label: 'd_k' },
  att_causal: { type: 'bool', default: true, label: 'causal mask' },
  att_pe: { type: 'bool', default: true, label: 'add positions' },
  att_n: { type: 'int', default: 4096, min: 1, max: 131072, label: 'sequence length N' },
};
export { questions } from './questions.js';
/** The lesson's figures and controls, loaded when the lesson is first built. */
export const view = () => import('./view.js');
