// Lesson tokenizer: what the page needs before the lesson is built (the shape: panels/index.js).
export const id = 'tokenizer';
export const title = 'Tokens: from text to ids';
export const place = 'bytes in: the text becomes token ids';
/** Works to read next (sources.js), listed at the end of the lesson. */
export const readMore = ['vizuara', 'radford2019'];
export const settings = {
  tk_mode: { type: 'choice', default: 'bytes', options: ['bytes', 'words'], label: 'tokenizer' },
  tk_cut: { type: 'bool', default: false, label: 'cut the last byte' },
  tk_bytes: {
    type: 'text',
    default: '104 105 32 240 159 152',
    maxLength: 300,
    // As many as 300 characters can hold ("1 1 1 …"): every link that opened before still does.
    list: { whole: true, most: 150, min: 0, max: 255 },
    label: 'byte ids to decode',
  },
  tk_vocab: {
    type: 'choice',
    default: 'corpus',
    options: ['corpus', 'text'],
    label: 'word vocabulary from',
  },
};
export { questions } from './questions.js';
/** The lesson's figures and controls, loaded when the lesson is first built. */
export const view = () => import('./view.js');
