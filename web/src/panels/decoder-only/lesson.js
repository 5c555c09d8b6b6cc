// Lesson decoder-only: what the page needs before the lesson is built (the shape: panels/index.js).
export const id = 'decoder-only';
export const title = 'Why GPT only looks back';
export const place = 'the whole model, trained to predict the next byte';
/** Works to read next (sources.js), listed at the end of the lesson. */
export const readMore = ['radford2019', 'devlin2019', 'vizuara'];
export const settings = {
  dec_t: { type: 'int', default: 6, min: 0, max: 127, label: 'token t' },
  dec_start: { type: 'int', default: 0, min: 0, max: 1599, label: 'start i' },
  dec_len: { type: 'int', default: 8, min: 1, max: 64, label: 'window T' },
  dec_mask: { type: 'bool', default: true, label: 'causal mask' },
};
export { questions } from './questions.js';
/** The lesson's figures and controls, loaded when the lesson is first built. */
export const view = () => import('./view.js');
