// Lesson rope: what the page needs before the lesson is built (the shape: panels/index.js).
export const id = 'rope';
export const title = 'RoPE: positions as rotations';
export const place = 'positions: queries and keys turned inside every attention head';
/** Works to read next (sources.js), listed at the end of the lesson. */
export const readMore = ['su2021'];
export const settings = {
  rope_pos: { type: 'int', default: 3, min: 0, max: 10000, label: 'position m' },
  rope_d: { type: 'int', default: 16, min: 2, max: 256, even: true, label: 'head width d' },
  rope_base: { type: 'number', default: 10000, min: 1.0001, max: 1e9, label: 'base' },
  rope_offset: { type: 'int', default: 48, min: 1, max: 1000, label: 'largest m − n' },
};
export { questions } from './questions.js';
/** The lesson's figures and controls, loaded when the lesson is first built. */
export const view = () => import('./view.js');
