// Texts the training lab ships: public-domain passages and a story written for the lab, plain ASCII
// (one byte per character).
import { alice } from './alice.js';
import { gettysburg } from './gettysburg.js';
import { lamplighter } from './lamplighter.js';
import { sonnets } from './sonnets.js';
import { strings } from './strings.js';
import { words } from '../i18n/words.js';

export const shippedTexts = [gettysburg, sonnets, alice, lamplighter];

/**
 * Every shipped text joined, the story last: the lab's default text. Its held-out last tenth is the
 * story's ending, new sentences in a style the model has read, sharing no 32-byte window with the
 * training part (tests/wasm/texts.test.mjs); 13 KB to train on is more than TinyGPT memorises at
 * the defaults, and long enough that the held-out tenth holds windows 8x the training length.
 */
export const library = {
  id: 'library',
  text: shippedTexts.map((t) => t.text).join('\n\n'),
};

const t = words('texts', strings);

/** A shipped text's title in the page's language, by its id ('library' for all four). */
export const textTitle = (id) => t(id);
