// Lesson position-experiment: what the page needs before the lesson is built (the shape: panels/index.js).
export const id = 'position-experiment';
export const title = 'Experiment: one token at every position';
export const place = 'positions: one token placed at every position';
/** Works to read next (sources.js), listed at the end of the lesson. */
export const readMore = ['vizuara'];
export const settings = {
  px_token: { type: 'int', default: 97, min: 0, max: 255, label: 'token id' },
  px_n: { type: 'int', default: 20, min: 2, max: 256, label: 'positions N' },
  px_d: { type: 'int', default: 64, min: 2, max: 512, label: 'd_model', core: 'd_model' },
  px_scale: { type: 'choice', default: 'full', options: ['full', 'fit'], label: 'colour range' },
  px_pos: {
    type: 'choice',
    default: 'learned',
    options: ['learned', 'sinusoidal'],
    label: 'positions',
  },
};
export { questions } from './questions.js';
/** The lesson's figures and controls, loaded when the lesson is first built. */
export const view = () => import('./view.js');
