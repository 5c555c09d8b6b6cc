// The lesson's formula with its words (absolute, relative) in the page's language: built apart
// from the view, so node checks the TeX a language gives (tests/wasm/tex-words.test.mjs).
import { words } from '../../i18n/words.js';
import { texWords } from '../../ui/tex-words.js';
import { strings } from './strings.js';

const t = words('positions', strings);

/** What a score sees of two positions: both (absolute) or their difference (relative). */
export const absoluteRelativeTex = () =>
  String.raw`${texWords(t('texAbsolute'))}\ i,\; j \qquad ${texWords(t('texRelative'))}\ i - j`;
