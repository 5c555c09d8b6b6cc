// Every setting the page offers, in one typed table built from the panels' own declarations, and
// mirrored in the URL hash so any view is a shareable link:
//   #panel=pe-sinusoidal&pe_len=64&pe_d=128&text=Hello
// Parsing never throws: a value that is garbage, out of range or of the wrong kind falls back to
// its default and is reported in `problems`, which the page shows as a visible notice.
//
// Setting kinds: int / number {min, max, even?}, choice {options, renamed?}, text {maxLength,
// list?}, bool. A text setting with `list` holds numbers the learner types (readList).
import { formatCount } from './format.js';
import { languages, said, words } from './i18n/words.js';
import { strings } from './base/strings.js';

const t = words('page', strings);

/**
 * Settings every panel may read: the learner's text, the random seed, the colour theme, the
 * language.
 */
export const sharedSettings = {
  text: { type: 'text', default: 'The cat sat on the mat.', maxLength: 400, label: 'text' },
  seed: { type: 'int', default: 42, min: 0, max: 2147483647, label: 'random seed' },
  theme: { type: 'choice', default: 'auto', options: ['auto', 'light', 'dark'], label: 'theme' },
  // auto: the first of the browser's languages the page speaks, else English (i18n/words.js).
  lang: { type: 'choice', default: 'auto', options: ['auto', ...languages], label: 'language' },
};

/** Merges the shared settings and each panel's, refusing duplicate keys (a programming error). */
/**
 * A setting's name as the page shows it (controls, notices): its label in the page's language,
 * the catalogue's 'settings.<key>'. A link's alias (d_model=128) is the English label's.
 */
export const settingName = (key, spec) => said(`settings.${key}`, spec?.label ?? key);

export function settingsTable(panels) {
  const table = { ...sharedSettings };
  for (const panel of panels) {
    for (const [key, spec] of Object.entries(panel.settings ?? {})) {
      if (Object.hasOwn(table, key))
        throw new Error(`setting ${key} is declared twice (panel ${panel.id})`);
      table[key] = spec;
    }
  }
  return table;
}

/**
 * settingKey(name): the setting a name given in a link or a message stands for (a key of table,
 * or an alias of one), or the name itself when it is none; specOf(key): its spec, or undefined.
 * Only own properties count: `constructor` or `toString` (inherited from Object.prototype) are
 * not settings. One Map of every name, made once per link or message: a name is then looked up
 * once, however many names come (100,000 unknown ones cost 100,000 lookups, not three times that).
 */
function settingNames(table, aliases) {
  const names = new Map();
  for (const alias of Object.keys(aliases)) names.set(alias, aliases[alias]);
  for (const key of Object.keys(table)) names.set(key, key);
  return {
    settingKey: (name) => names.get(name) ?? name,
    specOf: (key) => (Object.hasOwn(table, key) ? table[key] : undefined),
  };
}

/** How many problems of one list are said one by one; the rest are counted in one more line. */
const problemsShown = 5;

/**
 * A list of problems that keeps the first few and counts the rest, so that a link or a message
 * with 100,000 bad names costs a count, not 100,000 sentences on the page or in a reply.
 * add(message) takes the message, or a function that makes it (called only for those kept);
 * list() gives the messages, ending with "…and N more." when some were left out.
 */
export function problemList(limit = problemsShown) {
  const kept = [];
  let more = 0;
  return {
    add(message) {
      if (kept.length < limit) kept.push(typeof message === 'function' ? message() : message);
      else more += 1;
    },
    list: () =>
      more ? [...kept, t('moreProblems', { n: more, count: formatCount(more) })] : [...kept],
  };
}

function clip(text, n = 40) {
  return text.length > n ? `${text.slice(0, n)}…` : text;
}

/**
 * What is wrong with `value` for `spec`, as words that follow the setting's name ("goes from 1 to
 * 4096 here"), or null when it is fine. The one place of these rules: links, the embedding API
 * and every control (ui/controls.js) ask here.
 */
export function settingProblem(spec, value) {
  const problem = problemWords(spec, value);
  return problem && problem();
}

// settingProblem's rule, giving a function that words the problem rather than its words: a link
// or a message with 100,000 bad values words only the few it shows.
function problemWords(spec, value) {
  switch (spec.type) {
    case 'text':
      if (spec.maxLength !== undefined && value.length > spec.maxLength)
        return () => t('tooLong', { length: value.length, most: spec.maxLength });
      if (spec.list)
        try {
          readList(spec, value);
        } catch (error) {
          return () => t('notValid', { message: error.message });
        }
      return null;
    case 'choice':
      return spec.options.includes(value)
        ? null
        : () => t('notOneOf', { options: spec.options.join(', ') });
    case 'bool':
      return typeof value === 'boolean' ? null : () => t('notBoolean');
    default:
      if (typeof value !== 'number' || !Number.isFinite(value)) return () => t('notNumber');
      if (spec.type === 'int' && !Number.isInteger(value)) return () => t('notWhole');
      if (value < spec.min || value > spec.max)
        return () => t('outOfRange', { min: spec.min, max: spec.max });
      if (spec.even && value % 2 !== 0) return () => t('notEven');
      return null;
  }
}

// A number as a learner writes one: [+-] digits [. digits] [e [+-] digits], at least one digit
// before the exponent. Not what Number() would also take but a learner did not mean: Infinity,
// 0x10, 1_000, an empty item.
const plainDecimal = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/**
 * The numbers of a list setting's text (spec.list = { whole?, most, min?, max? }), separated by
 * commas, semicolons or spaces; throws an Error saying, in the page's language, what is wrong
 * with the first item that is. The one reader of every list a learner types or a link carries:
 * the control, the link and the lesson all ask here, so each says the same thing.
 */
export function readList(spec, text) {
  const { whole = false, most, min = -Infinity, max = Infinity } = spec.list;
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  if (parts.length === 0) throw new Error(t('listEmpty', { example: spec.default }));
  if (parts.length > most) throw new Error(t('listTooLong', { most, count: parts.length }));
  return parts.map((part) => {
    const shown = clip(part, 12);
    if (!plainDecimal.test(part)) throw new Error(t('listNotNumber', { part: shown }));
    const value = Number(part);
    if (!Number.isFinite(value)) throw new Error(t('listNotFinite', { part: shown }));
    if (whole && !Number.isInteger(value)) throw new Error(t('listNotWhole', { part: shown }));
    if (value < min || value > max) throw new Error(t('listOutOfRange', { part: shown, min, max }));
    return value;
  });
}

/**
 * A choice spec may declare `renamed: { oldName: newName }`: an older link's (or embedding page's)
 * name for an option still opens the same view.
 */
export function renamedChoice(spec, value) {
  return spec.renamed && Object.hasOwn(spec.renamed, value) ? spec.renamed[value] : value;
}

/** Parses one raw hash value against its spec: { value } or { error }. */
export function parseValue(spec, raw) {
  const { value, problem } = readValue(spec, raw);
  return problem ? { error: problem() } : { value };
}

/** parseValue's reading, the problem as problemWords gives it: { value, problem } (or null). */
function readValue(spec, raw) {
  let value = raw;
  if (spec.type === 'bool') {
    if (raw === '1' || raw === 'true') value = true;
    else if (raw === '0' || raw === 'false') value = false;
  } else if (spec.type === 'int' || spec.type === 'number') {
    value = raw.trim() === '' ? NaN : Number(raw);
  } else if (spec.type === 'choice') {
    value = renamedChoice(spec, raw);
  }
  return { value, problem: problemWords(spec, value) };
}

export function defaults(table) {
  return Object.fromEntries(Object.entries(table).map(([k, s]) => [k, s.default]));
}

/**
 * A panel's settings under their labels, lower-case with '_' between words ('d_model', 'max_len',
 * 'gamma'): embedded panels also accept these names (docs/EMBEDDING.md), so an instructor can
 * write d_model=128 instead of pe_d=128. Only one panel's, so a label cannot be ambiguous.
 */
export function panelAliases(panel) {
  const aliases = {};
  for (const [key, spec] of Object.entries(panel?.settings ?? {})) {
    const alias = (spec.label ?? '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '');
    if (alias && alias !== key && !Object.hasOwn(aliases, alias)) aliases[alias] = key;
  }
  return aliases;
}

/**
 * Reads a hash such as "#panel=x&pe_d=64" into { values, panel, problems, extra, given }: given
 * lists the settings (table keys) the link itself set to a valid value; the others are defaults.
 */
export function parseHash(hash, table, panelIds, aliases = {}) {
  const values = defaults(table);
  const problems = problemList();
  const given = [];
  const extra = {}; // keys that are not settings (autorun, ...), kept for the panels
  let panel = null;
  let params;
  try {
    params = new URLSearchParams(hash.replace(/^#/, ''));
  } catch {
    return {
      values,
      panel,
      problems: [t('linkUnreadable')],
      extra,
      given,
    };
  }
  const { settingKey, specOf } = settingNames(table, aliases);
  for (const [name, raw] of params) {
    const key = settingKey(name);
    if (key === 'panel') {
      if (panelIds.includes(raw)) panel = raw;
      else problems.add(() => t('noPanel', { name: clip(raw) }));
      continue;
    }
    const spec = specOf(key);
    if (!spec) {
      extra[key] = raw; // unknown keys are kept aside: links from newer versions still open
      continue;
    }
    const parsed = readValue(spec, raw);
    if (parsed.problem)
      problems.add(() =>
        t('badInLink', {
          setting: settingName(key, spec),
          value: clip(raw),
          problem: parsed.problem(),
          fallback: spec.default,
        }),
      );
    else {
      values[key] = parsed.value;
      if (!given.includes(key)) given.push(key); // at most the table's keys
    }
  }
  return { values, panel, problems: problems.list(), extra, given };
}

/** Writes values (and the panel, if any) back into a hash string. Defaults are left out. */
export function toHash(values, panel, table) {
  const params = new URLSearchParams();
  if (panel) params.set('panel', panel);
  for (const [key, spec] of Object.entries(table)) {
    const v = values[key];
    if (v === undefined || v === spec.default) continue;
    params.set(key, spec.type === 'bool' ? (v ? '1' : '0') : String(v));
  }
  const text = params.toString();
  return text ? `#${text}` : '';
}

/**
 * Applies settings sent as an object ({ pe_d: 64, text: 'Hi' }) through the same checks as a link:
 * returns { values, problems, applied }, where values is a copy of `current` with every valid
 * setting replaced; a bad or unknown one keeps its current value and is reported in `problems`;
 * applied lists the settings (table keys) whose value the object gave and that were accepted.
 * A problem quotes only what was sent, never the current value: the sender may be another site
 * (an embedding page) and the current value may be what the learner typed.
 */
export function applySettings(current, settings, table, aliases = {}) {
  const values = { ...current };
  const problems = problemList();
  const applied = [];
  if (settings === null || typeof settings !== 'object' || Array.isArray(settings)) {
    return {
      values,
      problems: [t('settingsNotObject')],
      applied,
    };
  }
  // Keys, not entries: a message of 100,000 names should not make 100,000 pairs as well.
  const { settingKey, specOf } = settingNames(table, aliases);
  for (const name of Object.keys(settings)) {
    const given = settings[name];
    const key = settingKey(name);
    const spec = specOf(key);
    if (!spec) {
      problems.add(() => t('noSetting', { name: clip(name) }));
      continue;
    }
    if (!['string', 'number', 'boolean'].includes(typeof given)) {
      problems.add(() => t('settingWrongType', { setting: settingName(key, spec) }));
      continue;
    }
    const raw = typeof given === 'boolean' ? (given ? '1' : '0') : String(given);
    const parsed = readValue(spec, raw);
    if (parsed.problem)
      problems.add(() =>
        t('badApplied', {
          setting: settingName(key, spec),
          value: clip(raw),
          problem: parsed.problem(),
        }),
      );
    else {
      values[key] = parsed.value;
      if (!applied.includes(key)) applied.push(key); // at most the table's keys
    }
  }
  return { values, problems: problems.list(), applied };
}
