// Words inside a formula. A lesson never writes a word into its TeX: the word is a message of its
// strings.js, so every language says it, and it enters the formula through texWords, which sets
// it as \text{…} with TeX's special characters escaped: a translation cannot end the text early,
// open a group or start a command, whatever it holds. Kept apart from math.js (no stylesheet) so
// node reads it too.
import { currentLanguage, languageDirection } from '../i18n/words.js';

const special = {
  '\\': String.raw`\textbackslash{}`,
  '{': String.raw`\{`,
  '}': String.raw`\}`,
  '%': String.raw`\%`,
  '#': String.raw`\#`,
  '&': String.raw`\&`,
  _: String.raw`\_`,
  '^': String.raw`\textasciicircum{}`,
  '~': String.raw`\textasciitilde{}`,
  $: String.raw`\$`,
};

/**
 * Plain text as TeX's text mode reads it: each special character escaped, and the bidi isolates a
 * right-to-left sentence carries for HTML (i18n/words.js directed) left out: inside a formula
 * the direction is texWords' \htmlStyle, and KaTeX has no glyph for them.
 */
export const escapeTexText = (text) =>
  String(text)
    .replace(/[\u2066-\u2069]/g, '')
    .replace(/[\\{}%#&_^~$]/g, (c) => special[c]);

/** A value for a message's placeholder that is math, not words: set as math inside the text. */
export const inMath = (tex) => ({ tex });

const isolate = (direction) => `direction: ${direction}; unicode-bidi: isolate`;

/**
 * A message as TeX: `message` is t(key) or t.parts(key, { name: inMath('S') }) when a symbol
 * sits inside the sentence ("the smallest {S} with …"). In a right-to-left language such a
 * sentence runs right to left inside the left-to-right formula, so it reads in its own order
 * around the symbol; words alone ("absolute:") need nothing: the browser writes them right to
 * left, and their colon stays between them and the math that follows.
 */
export function texWords(message) {
  const parts = typeof message === 'string' ? [message] : message;
  const rtl =
    parts.some((part) => typeof part !== 'string') &&
    languageDirection(currentLanguage()) === 'rtl';
  // Inside right-to-left words a symbol keeps its own left-to-right order (∑ before its terms).
  const math = (tex) => (rtl ? String.raw`$\htmlStyle{${isolate('ltr')}}{${tex}}$` : `$${tex}$`);
  const body = parts
    .map((part) => (typeof part === 'string' ? escapeTexText(part) : math(part.tex)))
    .join('');
  const text = String.raw`\text{${body}}`;
  return rtl ? String.raw`\htmlStyle{${isolate('rtl')}}{${text}}` : text;
}
