// Lesson contextual: what the page needs before the lesson is built (the shape: panels/index.js).
export const id = 'contextual';
export const title = 'Static and contextual embeddings';
export const place = 'the token vectors between blocks';
export const readMore = ['mikolov2013', 'peters2018', 'ethayarajh2019', 'radford2019'];
export const settings = {
  // The context comes before the word: the model reads left to right, so what follows cannot count.
  cx_a: { type: 'text', default: 'we sat on the river bank', maxLength: 64, label: 'text A' },
  cx_b: { type: 'text', default: 'she put her money in the bank', maxLength: 64, label: 'text B' },
  cx_word: { type: 'text', default: 'bank', maxLength: 16, label: 'word' },
};
export { questions } from './questions.js';
/** The lesson's figures and controls, loaded when the lesson is first built. */
export const view = () => import('./view.js');
