// The one way the page shows a message of the core. The core raises a keyed message with its
// values (an Error's `key`, "position_table_too_short", and `values`, { tokens: 40, rows: 32 };
// src/core/messages.hpp), and this says it in the page's language from the catalogue's
// `core.<key>`, its numbers written as the page writes numbers (format.js: 0,5 in Spanish). A
// language without that key, English, or a core error with no key (its `key` is '') shows the
// core's own English sentence, the Error's message, marked lang="en". A message the page wrote
// itself (an Error with no `key` at all, or a string) is shown as it is: it is in the page's
// language already.
import { formatCount, formatNumber } from '../format.js';
import { directed, translates, words } from '../i18n/words.js';
import { strings } from './core-strings.js';
import { h } from './dom.js';

/** A value of a core message as the page writes it: whole numbers as counts, others to 6 digits. */
function shownValue(value) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return String(value);
  return Number.isInteger(value)
    ? formatCount(value)
    : formatNumber(value, 6, { scientific: true });
}

const placeholdersOf = (english) => [...english.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

/**
 * What coreMessage shows for problem (an Error or a worker's { message, key, values }, or a
 * string): { text, lang } with lang 'en' for the core's English, null for the page's language.
 */
export function coreText(problem) {
  const message = String(problem?.message ?? problem ?? '');
  const key = problem?.key;
  if (typeof key !== 'string') return { text: message, lang: null };
  const where = `core.${key}`;
  if (!Object.hasOwn(strings, key) || !translates(where)) return { text: message, lang: 'en' };
  // Numbers go in as numbers, so a plural form is chosen by the value, then are written out. A
  // value missing (an error that lost its values on the way) leaves the core's own sentence.
  const values = problem.values ?? {};
  if (placeholdersOf(strings[key]).some((name) => !(name in values)))
    return { text: message, lang: 'en' };
  const parts = words('core', strings).parts(key, values);
  // Directed once whole, its numbers written in (Arabic isolates "40 × 32" as one run).
  return {
    text: directed(
      parts.map((part) => (typeof part === 'number' ? shownValue(part) : part)).join(''),
    ),
    lang: null,
  };
}

/**
 * A message of the core as an element for the page, in the page's language when its catalogue
 * has the key: a span that says which key it came from (data-core), or the core's English
 * marked lang="en" and data-words="core" (the languages test skips it: no catalogue translates it).
 */
export function coreMessage(problem) {
  const { text, lang } = coreText(problem);
  if (lang) return h('span', { lang, 'data-words': 'core' }, text);
  return h(
    'span',
    { dataset: typeof problem?.key === 'string' ? { core: problem.key } : {} },
    text,
  );
}
