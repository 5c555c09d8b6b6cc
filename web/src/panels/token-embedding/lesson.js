// Lesson token-embedding: what the page needs before the lesson is built (the shape: panels/index.js).
export const id = 'token-embedding';
export const title = 'Token embeddings: one learned row per id';
export const place = 'the token table: one row per token';
/** Works to read next (sources.js), listed at the end of the lesson. */
export const readMore = ['vizuara', 'radford2019'];
export const settings = {
  te_d: { type: 'int', default: 64, min: 1, max: 512, label: 'd_model' },
  te_chars: { type: 'text', default: 'abcxyz .01', maxLength: 40, label: 'characters to compare' },
  te_source: {
    type: 'choice',
    default: 'trained',
    options: ['trained', 'random'],
    label: 'table shown',
  },
};
export { questions } from './questions.js';
/** The lesson's figures and controls, loaded when the lesson is first built. */
export const view = () => import('./view.js');
