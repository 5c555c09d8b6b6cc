// Lesson block: what the page needs before the lesson is built (the shape: panels/index.js).
export const id = 'block';
export const title = 'The transformer block';
export const place = 'the transformer block, stacked';
export const readMore = [
  'vaswani2017',
  'radford2019',
  'he2016',
  'xiong2020',
  'hendrycks2016',
  'press2017',
];
export const settings = {
  bk_depth: { type: 'int', default: 8, min: 1, max: 8, label: 'stacked blocks' },
  bk_weights: {
    type: 'choice',
    default: 'random',
    options: ['random', 'trained'],
    label: 'weights',
  },
};
export { questions } from './questions.js';
/** The lesson's figures and controls, loaded when the lesson is first built. */
export const view = () => import('./view.js');
