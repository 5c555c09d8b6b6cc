// Lesson norms: what the page needs before the lesson is built (the shape: panels/index.js).
export const defaultVector = '2, -1, 0.5, 3';
export const id = 'norms';
export const title = 'Normalisation: LayerNorm and RMSNorm';
export const place = 'the norms before attention, before the MLP and after the last block';
/** Works to read next (sources.js), listed at the end of the lesson. */
export const readMore = ['ba2016', 'zhang2019'];
export const settings = {
  norm_x: {
    type: 'text',
    default: defaultVector,
    maxLength: 400,
    // most: the core's kNormLessonMaxValues (src/core/lessons/attention.hpp)
    list: { most: 32 },
    label: 'vector x',
  },
  norm_gamma: { type: 'number', default: 1, min: -10, max: 10, label: 'gamma γ' },
  norm_beta: { type: 'number', default: 0, min: -10, max: 10, label: 'beta β' },
  norm_eps: { type: 'number', default: 1e-5, min: 1e-12, max: 1, label: 'epsilon ε' },
  norm_scale: { type: 'number', default: 10, min: 1e-6, max: 1e6, label: 'scale factor' },
};
export { questions } from './questions.js';
/** The lesson's figures and controls, loaded when the lesson is first built. */
export const view = () => import('./view.js');
