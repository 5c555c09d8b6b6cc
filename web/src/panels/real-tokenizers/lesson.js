// Lesson real-tokenizers: what the page needs before the lesson is built (the shape:
// panels/index.js). The rank tables are not here: the view loads them when it is built.
export const id = 'real-tokenizers';
export const title = 'Real tokenizers side by side';
export const place = 'bytes in: the ids real models are given for the same text';
/** Works to read next (sources.js), listed at the end of the lesson. */
export const readMore = ['radford2019', 'openai_tiktoken', 'gpt_tokenizer'];
export const settings = {
  rt_show: {
    type: 'choice',
    default: 'all',
    options: ['all', 'r50k_base', 'cl100k_base', 'o200k_base'],
    label: 'real tokenizers shown',
  },
  rt_merges: { type: 'int', default: 30, min: 0, max: 1000, label: 'merges of your BPE' },
  rt_sample: {
    type: 'choice',
    default: 'zh',
    options: ['en', 'es', 'zh', 'pt', 'ar', 'code'],
    label: 'the same sentence in',
  },
};
export { questions } from './questions.js';
/** The lesson's figures and controls, loaded when the lesson is first built. */
export const view = () => import('./view.js');
