// The page's words. Each lesson writes its English in its own strings.js (and the page's frame in
// base/strings.js); a view reads them through words(scope, english), never as literals, so a
// language is one catalogue of the same keys ('<scope>.<key>') that a translator fills in.
//   A message is a string with {name} placeholders, or, when it depends on a number, an object of
//   the language's plural forms chosen by Intl.PluralRules on values[plural]:
//     { plural: 'n', one: '{n} token', other: '{n} tokens' }
//   Values are inserted as given: numbers are formatted by the caller (format.js), so a message
//   never decides digits.
//   t(key, values) gives a string; t.parts(key, values) gives a list of strings and the values
//   themselves, for h(): a value may then be an element (a link, <code>) placed inside the prose.
// A key the chosen catalogue lacks falls back to English; a key English lacks is a programming
// error and throws, so a test finds it (a key name is never shown to a learner).

let catalogue = null; // the chosen language's messages by '<scope>.<key>'; null: English
let language = 'en';

// The languages with a catalogue, the one list of them (the menus, the `lang` setting, the SCORM
// command and the tests read it): a language is its folder catalogues/<lang>/ (every key of
// `node scripts/messages.mjs english`, translated, one file per area), catalogues/<lang>.js that
// gathers the folder into one chunk, and its line here, its name written in itself. A catalogue
// loads only when its language is chosen, so English visitors never fetch one.
const catalogues = {
  es: { name: 'Español', load: () => import('./catalogues/es.js') },
  // Chinese separates the items of a list with the enumeration comma: 头 1、头 2.
  zh: { name: '中文', list: '、', load: () => import('./catalogues/zh.js') },
  pt: { name: 'Português', load: () => import('./catalogues/pt.js') },
  // Arabic writes numbers with the digits 0-9 (docs/TRANSLATING.md says why): its locale for
  // Intl asks for them, whatever a browser's locale data takes as Arabic's default.
  ar: {
    name: 'العربية',
    dir: 'rtl',
    locale: 'ar-u-nu-latn',
    list: '، ',
    load: () => import('./catalogues/ar.js'),
  },
};

/**
 * The languages the page speaks: English, whose words are written beside the code, those with a
 * catalogue, and en-XA, a pseudo-locale for testing (every English message accented and a third
 * longer, so a string that does not come from a catalogue, or a box that cannot grow, shows at a
 * glance).
 */
export const languages = ['en', ...Object.keys(catalogues), 'en-XA'];
/** The languages a learner is offered (the language menu, the Share dialog, `npm run scorm -- --lang`). */
export const learnerLanguages = languages.filter((lang) => lang !== 'en-XA');
/** Each language's name in itself, for the menu. */
export const languageName = (lang) =>
  lang === 'en' ? 'English' : (catalogues[lang]?.name ?? lang);

/**
 * The direction `lang` is written in: 'rtl' for Arabic, else 'ltr'. <html dir> follows it, and the
 * page's CSS mirrors with it (logical properties), code, formulas and charts keeping their own.
 */
export const languageDirection = (lang) => catalogues[lang]?.dir ?? 'ltr';

/** The locale Intl writes `lang`'s numbers and dates with (format.js): the tag itself, or its own. */
export const languageLocale = (lang) => catalogues[lang]?.locale ?? lang;

/** What `lang` writes between the items of a list: ', ' unless its entry says otherwise. */
export const languageListSeparator = (lang) => catalogues[lang]?.list ?? ', ';

/** Chooses the language of the page's words (one of `languages`; a catalogue for others). */
export function useLanguage(lang, messages = null) {
  language = lang;
  catalogue = messages;
}

/**
 * `lang`'s messages for useLanguage (null for English and en-XA, which need none), its catalogue
 * loaded the first time. Nothing changes on the page: a caller that waits for it decides whether
 * its language is still wanted when it arrives (main.js applyLanguage).
 */
export async function catalogueOf(lang) {
  return catalogues[lang] ? (await catalogues[lang].load()).messages : null;
}

/** The language the words are in now (a BCP 47 tag). */
export const currentLanguage = () => language;

/**
 * Whether the page's language says the message `where` in its own words: its catalogue has it,
 * or en-XA makes it from the English. English and a key the catalogue lacks answer false (the
 * core's messages are then shown as the core wrote them: base/core-message.js).
 */
export const translates = (where) => language === 'en-XA' || catalogue?.[where] !== undefined;

const plain = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const accented = [...'ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ'];
const accents = Object.fromEntries([...plain].map((c, i) => [c, accented[i]]));

/**
 * en-XA's form of an English message: letters accented outside {placeholders}, bracketed, and a
 * third longer, as Android's and Chromium's pseudo-locales do.
 */
function pseudoLocalise(text) {
  const shown = text
    .split(/(\{\w+\})/)
    .map((part, i) => (i % 2 ? part : part.replace(/[A-Za-z]/g, (c) => accents[c] ?? c)))
    .join('');
  const letters = text.replace(/\{\w+\}/g, '').length;
  // The padding in groups of five, so a long message can wrap inside a narrow box.
  const padding = '·'.repeat(Math.ceil(letters * 0.3)).replace(/(·{5})(?=·)/g, '$1 ');
  return `[${shown}${letters > 3 ? ' ' + padding : ''}]`;
}

/**
 * A message that lives in a lesson's data rather than a strings.js (its title, a question, a
 * source's summary): `where` is its catalogue key, `english` the text written there.
 */
export function said(where, english) {
  const text = catalogue?.[where] ?? english;
  return language === 'en-XA' ? pseudoLocalise(text) : directed(text);
}

/**
 * Sentences joined into one paragraph (empty ones left out): a space after each, except after
 * full-width punctuation (Chinese writes 。 and the next sentence with no space between them).
 */
export function sentences(parts) {
  return parts
    .filter(Boolean)
    .reduce(
      (text, part) =>
        !text ? part : /[。！？；：）」]$/.test(text) ? text + part : `${text} ${part}`,
      '',
    );
}

const placeholder = /\{(\w+)\}/g;

// In a right-to-left language, a run of digits, Latin letters and the signs of formulas between
// them (1000 × 32, i − j = 4 − 1 = 3, −ln p, +4, d_model 64) is set apart as left to right (U+2066 … U+2069):
// the bidi algorithm otherwise lays numbers joined by a neutral sign right to left, and
// "1000 × 32" would show as "32 × 1000". Code, formulas and figures are set apart by the page's
// CSS; this is the same rule for what a sentence says inline.
const letter = String.raw`\p{Script=Latin}\p{Script=Greek}\p{Nd}`; // é and ω too, not only a-z
const leftToRightRun = new RegExp(
  String.raw`[${letter}\u200e√−+](?:[${letter}_.,:×·−\-+=/^()\[\]|%–≈≤≥²√′\u200e ]*[${letter})\]%²])?`,
  'gu',
);
const hasLetter = new RegExp(`[${letter}]`, 'u');
const runEnd = new RegExp(String.raw`[^${letter})\]%²]+$`, 'u');

// Where a run's brackets stop pairing up (an unmatched close, or the first open never closed), or
// -1: a run is cut there, so a bracket isolated on one side is never drawn facing the wrong way.
function unpairedAt(run) {
  const open = [];
  for (let i = 0; i < run.length; i++)
    if (run[i] === '(' || run[i] === '[') open.push(i);
    else if (run[i] === ')' || run[i] === ']') {
      if (!open.length) return i;
      open.pop();
    }
  return open.length ? open[0] : -1;
}

/** `text` as shown in the page's language: in a right-to-left one, its left-to-right runs isolated. */
export function directed(given) {
  if (languageDirection(language) !== 'rtl') return given;
  const text = given.replace(/[\u2066\u2069]/g, ''); // directed again as a whole: one set of runs
  let shown = '';
  let done = 0;
  leftToRightRun.lastIndex = 0;
  for (let match; (match = leftToRightRun.exec(text));) {
    let run = match[0];
    const cut = unpairedAt(run);
    if (cut >= 0) {
      run = run.slice(0, cut).replace(runEnd, '');
      leftToRightRun.lastIndex = match.index + Math.max(cut, 1);
    }
    if (!hasLetter.test(run)) continue; // a sign alone ("+" between words) is no run
    shown += `${text.slice(done, match.index)}\u2066${run}\u2069`;
    done = match.index + run.length;
  }
  return shown + text.slice(done);
}

function pick(message, values, where) {
  let text;
  if (typeof message === 'string') text = message;
  else if (message && typeof message === 'object' && message.plural) {
    // An exact value first ('=1': a sentence about the one head, which a language with no
    // singular, Chinese, needs as much as English), then the language's plural category.
    const n = Number(values?.[message.plural]);
    const form = new Intl.PluralRules(language).select(n);
    text = message[`=${n}`] ?? message[form] ?? message.other;
  } else throw new Error(`the message ${where} is neither text nor plural forms`);
  return language === 'en-XA' ? pseudoLocalise(text) : text;
}

function fill(text, values, where) {
  return text.replace(placeholder, (whole, name) => {
    if (!values || !(name in values))
      throw new Error(`the message ${where} needs a value {${name}}`);
    return String(values[name]);
  });
}

/**
 * The words of one part of the page: `scope` names it in a catalogue (a lesson's id, 'page'),
 * `english` holds its messages by key.
 */
export function words(scope, english) {
  const lookup = (key) => {
    const where = `${scope}.${key}`;
    const own = catalogue?.[where];
    if (own !== undefined) return [own, where];
    if (!(key in english)) throw new Error(`there is no message ${where}`);
    return [english[key], where];
  };
  const t = (key, values) => {
    const [message, where] = lookup(key);
    return directed(fill(pick(message, values, where), values, where));
  };
  t.parts = (key, values) => {
    const [message, where] = lookup(key);
    const text = pick(message, values, where);
    const parts = [];
    let last = 0;
    for (const match of text.matchAll(placeholder)) {
      parts.push(text.slice(last, match.index));
      const name = match[1];
      if (!values || !(name in values))
        throw new Error(`the message ${where} needs a value {${name}}`);
      parts.push(values[name]);
      last = match.index + match[0].length;
    }
    parts.push(text.slice(last));
    // Text between two elements is one string, directed as one (a value and the words around
    // it: "{rows} × {cols}"); an element placed in the sentence keeps its own direction.
    const joined = [];
    for (const part of parts)
      if (typeof part === 'string' && typeof joined.at(-1) === 'string')
        joined.push(joined.pop() + part);
      else joined.push(part);
    return joined
      .filter((part) => part !== '')
      .map((part) => (typeof part === 'string' ? directed(part) : part));
  };
  return t;
}
