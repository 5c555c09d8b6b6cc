// Lesson pe-learned: what the page needs before the lesson is built (the shape: panels/index.js).
export const id = 'pe-learned';
export const title = 'Learned position embeddings';
export const place = 'positions: a learned table added to the token rows';
/** Works to read next (sources.js), listed at the end of the lesson. */
export const readMore = ['radford2019', 'raffel2020', 'vizuara'];
export const settings = {
  learn_len: { type: 'int', default: 32, min: 1, max: 512, label: 'max_len' },
  learn_d: { type: 'int', default: 64, min: 2, max: 512, even: true, label: 'd_model' },
  learn_seq: { type: 'int', default: 40, min: 1, max: 2048, label: 'sequence length' },
};
export { questions } from './questions.js';
/** The lesson's figures and controls, loaded when the lesson is first built. */
export const view = () => import('./view.js');
