// Lesson pe-sinusoidal: what the page needs before the lesson is built (the shape: panels/index.js).
export const id = 'pe-sinusoidal';
export const title = 'Sinusoidal positional encoding';
export const place = 'positions: a fixed table of sines and cosines added to the token rows';
/** Works to read next (sources.js), listed at the end of the lesson. */
export const readMore = ['vaswani2017', 'congle2025'];
export const settings = {
  pe_len: { type: 'int', default: 64, min: 1, max: 4096, label: 'max_len' },
  pe_d: { type: 'int', default: 128, min: 2, max: 1024, even: true, label: 'd_model' },
  pe_base: { type: 'number', default: 10000, min: 1.0001, max: 1e9, label: 'base' },
  pe_dims: {
    type: 'text',
    default: '0, 1, 10, 11, 40',
    maxLength: 60,
    // Columns of the widest table (pe_d's max); those past the chosen width are noted, not refused.
    list: { whole: true, most: 8, min: 0, max: 1023 },
    label: 'dimensions to plot',
  },
  pe_row: { type: 'int', default: 3, min: 0, max: 100000, label: 'position p' },
};
export { questions } from './questions.js';
/** The lesson's figures and controls, loaded when the lesson is first built. */
export const view = () => import('./view.js');
