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
 * with the lessons that train on them (other-languages.js fills in their text: BPE, the lab),
 * not in the page's first download: their ids, languages and titles are all the menus need, and
 * each one's first line (its first sentence, Li Bai's poem, the Mu'allaqa's first line) is all
 * the tokenizer lesson, near the top of the page, offers to try.
 */
export const shippedTexts = [
  ...englishTexts,
  {
    id: 'quijote',
    lang: 'es',
    sample:
      'En un lugar de la Mancha, de cuyo nombre no quiero acordarme, no ha mucho tiempo que vivía un hidalgo de los de lanza en astillero, adarga antigua, rocín flaco y galgo corredor.',
  },
  { id: 'tang', lang: 'zh', sample: '床前明月光，疑是地上霜。举头望明月，低头思故乡。' },
  {
    id: 'machado',
    lang: 'pt',
    sample:
      'Uma noite destas, vindo da cidade para o Engenho Novo, encontrei no trem da Central um rapaz aqui do bairro, que eu conheço de vista e de chapéu.',
  },
  { id: 'qasaid', lang: 'ar', sample: 'قفا نبك من ذكرى حبيب ومنزل   بسقط اللوى بين الدخول فحومل' },
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
