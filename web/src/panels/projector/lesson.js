// Lesson projector: what the page needs before the lesson is built (the shape: panels/index.js).
export const id = 'projector';
export const title = 'Embedding projector: t-SNE and neighbours';
export const place = 'the token table, seen from above: its rows placed in 2-D';
/** Works to read next (sources.js), listed at the end of the lesson. */
export const readMore = ['vandermaaten2008', 'smilkov2016'];
export const settings = {
  pj_source: {
    type: 'choice',
    default: 'trained',
    options: ['trained', 'random', 'file'],
    label: 'vectors shown',
  },
  pj_method: { type: 'choice', default: 'tsne', options: ['tsne', 'pca'], label: 'method' },
  pj_perplexity: {
    type: 'number',
    default: 10,
    min: 1,
    max: 100,
    label: 'perplexity',
    core: 'perplexity',
  },
  pj_iterations: {
    type: 'int',
    default: 1000,
    min: 250,
    max: 5000,
    label: 'iterations',
    core: 'iterations',
  },
  pj_point: { type: 'int', default: -1, min: -1, max: 4999, label: 'point chosen' },
};
export { questions } from './questions.js';
/** The lesson's figures and controls, loaded when the lesson is first built. */
export const view = () => import('./view.js');
