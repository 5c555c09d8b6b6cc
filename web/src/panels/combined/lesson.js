// Lesson combined: what the page needs before the lesson is built (the shape: panels/index.js).
export const id = 'combined';
export const title = 'Token + position: the input vectors';
export const place = 'token row plus position row: the vectors that enter the first block';
/** Works to read next (sources.js), listed at the end of the lesson. */
export const readMore = ['vizuara', 'vaswani2017'];
export const settings = {
  cb_d: { type: 'int', default: 64, min: 1, max: 512, label: 'd_model', core: 'd_model' },
  cb_len: { type: 'int', default: 128, min: 1, max: 1024, label: 'max_len' },
  cb_pos: {
    type: 'choice',
    default: 'learned',
    options: ['learned', 'sinusoidal'],
    label: 'positions',
  },
  cb_join: { type: 'choice', default: 'add', options: ['add', 'concat'], label: 'join' },
};
export { questions } from './questions.js';
/** The lesson's figures and controls, loaded when the lesson is first built. */
export const view = () => import('./view.js');
