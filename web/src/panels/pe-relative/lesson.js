// Lesson pe-relative: what the page needs before the lesson is built (the shape: panels/index.js).
export const id = 'pe-relative';
export const title = 'Relative position inside the sinusoids';
export const place =
  'positions: what the sinusoidal table says about the distance between two tokens';
/** Works to read next (sources.js), listed at the end of the lesson. */
export const readMore = ['vaswani2017'];
export const settings = {
  rel_p: { type: 'int', default: 10, min: 0, max: 100000, label: 'p' },
  rel_k: { type: 'int', default: 100, min: 1, max: 5000, label: 'largest k' },
  rel_d: { type: 'int', default: 64, min: 2, max: 1024, even: true, label: 'd_model' },
  rel_base: { type: 'number', default: 10000, min: 1.0001, max: 1e9, label: 'base' },
  rel_pair: { type: 'int', default: 0, min: 0, max: 511, label: 'pair i' },
  rel_shift: { type: 'int', default: 3, min: -5000, max: 5000, label: 'k (turn)' },
};
export { questions } from './questions.js';
/** The lesson's figures and controls, loaded when the lesson is first built. */
export const view = () => import('./view.js');
