// Lesson heads: what the page needs before the lesson is built (the shape: panels/index.js).
export const id = 'heads';
export const title = 'Multi-head attention, all the way to the output';
export const place = 'multi-head attention, inside every block, and the way to the output';
export const readMore = ['vaswani2017', 'radford2019'];
export const settings = {
  hd_layer: { type: 'int', default: 1, min: 1, max: 8, label: 'block' },
  hd_head: { type: 'int', default: 1, min: 1, max: 8, label: 'head to open' },
};
export { questions } from './questions.js';
/** The lesson's figures and controls, loaded when the lesson is first built. */
export const view = () => import('./view.js');
