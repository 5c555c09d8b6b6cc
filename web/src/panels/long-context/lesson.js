// Lesson long-context: what the page needs before the lesson is built (the shape: panels/index.js).
export const id = 'long-context';
export const title = 'Long inputs: ALiBi, and stretching RoPE';
export const place = 'positions: reading past the length the model trained on';
export const readMore = ['press2022', 'chen2023', 'bloc97_2023', 'su2021', 'haviv2022'];
export const settings = {
  lc_heads: { type: 'int', default: 8, min: 1, max: 16, label: 'heads' },
  lc_head: { type: 'int', default: 1, min: 1, max: 16, label: 'head shown' },
  lc_len: { type: 'int', default: 32, min: 2, max: 256, label: 'positions shown' },
  lc_trained: { type: 'int', default: 32, min: 4, max: 1024, label: 'trained length L' },
  lc_d: { type: 'int', default: 16, min: 4, max: 128, even: true, label: 'head width d' },
  lc_pair: { type: 'int', default: 7, min: 0, max: 63, label: 'pair i' },
};
export { questions } from './questions.js';
/** The lesson's figures and controls, loaded when the lesson is first built. */
export const view = () => import('./view.js');
