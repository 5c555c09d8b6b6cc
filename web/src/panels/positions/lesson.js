// Lesson positions: what the page needs before the lesson is built (the shape: panels/index.js).
export const id = 'positions';
export const title = 'Absolute and relative position';
export const place = 'positions: how the model tells where each token sits';
/** Works to read next (sources.js), listed at the end of the lesson. */
export const readMore = ['vaswani2017', 'su2021'];
export const settings = {
  posn_i: { type: 'int', default: 4, min: 0, max: 399, label: 'token i (query)' },
  posn_j: { type: 'int', default: 1, min: 0, max: 399, label: 'token j (key)' },
};
export { questions } from './questions.js';
/** The lesson's figures and controls, loaded when the lesson is first built. */
export const view = () => import('./view.js');
