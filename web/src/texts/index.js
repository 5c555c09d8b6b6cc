// Texts the lessons ship for BPE and the training lab: English public-domain passages and a story
// written for the lab, plain ASCII (one byte per character), and a text of each other language the
// page speaks: Cervantes for Spanish, Tang poems for Chinese, Machado de Assis for Portuguese,
// Imru' al-Qais and al-Mutanabbi for Arabic (several bytes per character).
import { alice } from './alice.js';
import { gettysburg } from './gettysburg.js';
import { lamplighter } from './lamplighter.js';
import { sonnets } from './sonnets.js';
import { strings } from './strings.js';
import { words } from '../i18n/words.js';

/** The English texts, the story last: together they are `library`, the lab's default text. */
export const englishTexts = [gettysburg, sonnets, alice, lamplighter];
/**
 * Every text a lesson offers: the English ones, then one of each other language. Those come
 * with the lessons that use them (other-languages.js fills in their text), not in the page's
 * first download: their ids, languages and titles are all the menus need.
 */
export const shippedTexts = [
  ...englishTexts,
  { id: 'quijote', lang: 'es' },
  { id: 'tang', lang: 'zh' },
  { id: 'machado', lang: 'pt' },
  { id: 'qasaid', lang: 'ar' },
];

/**
 * Every English text joined, the story last: the lab's default text. Its held-out last tenth is the
 * story's ending, new sentences in a style the model has read, sharing no 32-byte window with the
 * training part (tests/wasm/texts.test.mjs); 13 KB to train on is more than TinyGPT memorises at
 * the defaults, and long enough that the held-out tenth holds windows 8x the training length.
 */
export const library = {
  id: 'library',
  text: englishTexts.map((t) => t.text).join('\n\n'),
};

const t = words('texts', strings);

/** A shipped text's title in the page's language, by its id ('library' for the four English). */
export const textTitle = (id) => t(id);
