// The page's words. Each lesson writes its English in its own strings.js (and the page's frame in
// ui/strings.js); a view reads them through words(scope, english), never as literals, so a
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

/** Chooses the catalogue the page's words come from (null: English). */
export function useCatalogue(lang, messages) {
  language = lang;
  catalogue = messages;
}

/** The language the words are in now (a BCP 47 tag). */
export const currentLanguage = () => language;

const placeholder = /\{(\w+)\}/g;

function pick(message, values, where) {
  if (typeof message === 'string') return message;
  if (message && typeof message === 'object' && message.plural) {
    const n = Number(values?.[message.plural]);
    const form = new Intl.PluralRules(language).select(n);
    return message[form] ?? message.other;
  }
  throw new Error(`the message ${where} is neither text nor plural forms`);
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
    return fill(pick(message, values, where), values, where);
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
    return parts.filter((part) => part !== '');
  };
  return t;
}
