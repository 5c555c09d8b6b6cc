// Lesson bpe: what the page needs before the lesson is built (the shape: panels/index.js).
import { shippedTexts } from '../../texts/index.js';

// The curve and the merge list cover this many merges; the slider goes no further.
export const maxMerges = 1000;
export const id = 'bpe';
export const title = 'Subword tokens: byte-pair encoding';
export const place = 'bytes in: merging frequent pairs of bytes into longer tokens';
/** Works to read next (sources.js), listed at the end of the lesson. */
export const readMore = ['sennrich2016', 'radford2019', 'karpathy_minbpe'];
export const settings = {
  bp_source: {
    type: 'choice',
    default: 'gettysburg',
    options: ['text', 'hamlet', ...shippedTexts.map((t) => t.id)],
    label: 'train on',
  },
  bp_merges: { type: 'int', default: 30, min: 0, max: maxMerges, label: 'merges' },
  bp_second: {
    type: 'text',
    default: 'The unbelievable nation endures.',
    maxLength: 300,
    label: 'a second text',
  },
};
export { questions } from './questions.js';
/** The lesson's figures and controls, loaded when the lesson is first built. */
export const view = () => import('./view.js');
