// Every number the page shows a person goes through here: exact, but no longer than needed, and
// negative numbers with the typographic minus (−0.5), so all panels read alike. Lists a learner
// may copy into code (the vectors of the norms lesson) keep ASCII hyphens: formatList.
// The digits are decided here; the decimal sign and the grouping follow the page's language
// (Intl.NumberFormat: 0,5 in Spanish). Data for machines (CSV, JSON, links, messages to a host
// page) never comes through here: it keeps JavaScript's own 0.5.
import { currentLanguage, languageListSeparator, languageLocale } from './i18n/words.js';

// The page's language's way of writing numbers (en-XA is English's), made once per language and
// each part when first needed: the browser's first Intl formatter loads its locale data (20 to
// 30 ms), and English's decimal point needs none, so the first lesson does not wait for it.
let numbers = null;
function languageNumbers() {
  const lang = currentLanguage() === 'en-XA' ? 'en' : currentLanguage();
  if (numbers?.lang !== lang) {
    const locale = languageLocale(lang);
    let decimal = lang === 'en' ? '.' : null;
    let sign = lang === 'en' ? '−' : null;
    let whole = null;
    numbers = {
      lang,
      locale,
      get decimal() {
        decimal ??=
          new Intl.NumberFormat(locale).formatToParts(0.5).find((part) => part.type === 'decimal')
            ?.value ?? '.';
        return decimal;
      },
      // The minus as the language writes it before a number, with the typographic −: Arabic's
      // carries a left-to-right mark, so −0.5 inside a right-to-left sentence keeps its sign in
      // front instead of being moved after the digits by the bidi algorithm.
      get sign() {
        if (sign === null) {
          const parts = new Intl.NumberFormat(locale).formatToParts(-1);
          const before = parts.slice(
            0,
            parts.findIndex((part) => part.type === 'integer'),
          );
          sign =
            before
              .map((part) => part.value)
              .join('')
              .replace('-', '−') || '−';
        }
        return sign;
      },
      get whole() {
        whole ??= new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
        return whole;
      },
    };
  }
  return numbers;
}

// A number written by JavaScript (-0.5, 1.2e-7) as people read it: the language's minus and
// decimal sign.
const minus = (text) => {
  const { decimal, sign } = languageNumbers();
  const signed = text.startsWith('-') ? sign + text.slice(1) : text;
  return decimal === '.' ? signed : signed.replace('.', decimal);
};

/** Shortest decimal that reads back as the same float32 (the value the core computed). */
export function formatFloat32(value) {
  if (!Number.isFinite(value)) return String(value);
  const target = Math.fround(value);
  for (let digits = 1; digits <= 9; digits++) {
    const text = target.toPrecision(digits);
    if (Math.fround(Number(text)) === target) return minus(trimNumber(text));
  }
  return minus(String(target));
}

// `digits` significant digits without trailing zeros; with `scientific`, values under 1e-3 or
// from 1e7 in exponent form (3.16228e-4), ASCII minus.
function plain(value, digits, scientific) {
  if (scientific && value !== 0) {
    const a = Math.abs(value);
    if (a < 1e-3 || a >= 1e7) return Number(value.toPrecision(digits)).toExponential();
  }
  return trimNumber(value.toPrecision(digits));
}

/**
 * A number for people: `digits` significant digits, no trailing zeros, − for minus (−0.5, 0.3333,
 * 1.2e-7). scientific: values under 1e-3 or from 1e7 in exponent form (1e-5, not 0.00001).
 */
export function formatNumber(value, digits = 4, { scientific = false } = {}) {
  if (!Number.isFinite(value)) return '–';
  return minus(plain(value, digits, scientific));
}

/**
 * A chart's tick label: whole numbers grouped as counts are (1,000 in English, 10.000 in
 * Spanish), others as formatNumber writes them (−0.5, 0,25), never the browser's own way.
 */
export function formatTick(value) {
  if (!Number.isFinite(value)) return '';
  return Number.isInteger(value) ? formatCount(value) : formatNumber(value, 6);
}

/** What goes between the items of a list for people in the page's language: ', ', '、', '، '. */
export const listSeparator = () => languageListSeparator(languageNumbers().lang);

/**
 * Numbers for people as one list, each written by `format(value, index)`: ", " between them, "; " where the
 * decimal sign is a comma (0,841; 0,54 in Spanish, not 0,841, 0,54).
 */
export function formatNumbers(values, format) {
  const between = languageNumbers().decimal === ',' ? '; ' : listSeparator();
  return Array.from(values, (v, i) => format(v, i)).join(between);
}

/** A share (0.0039) as a percentage for people: 0.3906%, with `digits` significant digits. */
export function formatPercent(share, digits = 3) {
  return Number.isFinite(share) ? `${formatNumber(share * 100, digits)}%` : '–';
}

function trimNumber(text) {
  if (text.includes('e')) {
    const [mantissa, exponent] = text.split('e');
    return `${trimNumber(mantissa)}e${exponent}`;
  }
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** Bytes in binary units for people: 4 B, 1.5 KiB, 64 GiB (3 significant digits, 4 from 100). */
export function formatBytes(bytes) {
  if (!Number.isFinite(bytes)) return '';
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${formatNumber(value, value >= 100 ? 4 : 3)} ${units[unit]}`;
}

/** A number with a fixed count of decimals (2.268, 2,268 in Spanish), − for minus. */
export function formatFixed(value, decimals) {
  return Number.isFinite(value) ? minus(value.toFixed(decimals)) : '–';
}

/** A loss in nats as the lab reports it: four decimals (2.3026), the precision runs compare at. */
export function formatLoss(value) {
  return formatFixed(value, 4);
}

/**
 * A moment (a Date or milliseconds) as the page's language writes a date and a time: 27 nov 2026,
 * 16:24 in Spanish, 2026年11月27日 16:24 in Chinese; never the browser's own way.
 */
export function formatDate(moment) {
  const date = new Date(moment);
  if (Number.isNaN(date.getTime())) return '–';
  const { locale } = languageNumbers();
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

// How a single byte token reads in a label, the core's rule for token labels (bpe_label) for one
// byte: printable ASCII as itself, a space as ␣, a backslash, newline, tab and carriage return
// as C escapes, every other byte as \xNN. tests/wasm/format.test.mjs holds it to the core's.
const byteEscapes = { 32: '␣', 92: '\\\\', 10: '\\n', 9: '\\t', 13: '\\r' };

/** A byte id (0..255) as a short label: a, ␣, \n, \xC3. */
export function byteLabel(id) {
  if (id in byteEscapes) return byteEscapes[id];
  if (id > 32 && id < 127) return String.fromCharCode(id);
  return `\\x${id.toString(16).toUpperCase().padStart(2, '0')}`;
}

/** 1234567 -> "1,234,567" in English, "1.234.567" in Spanish: the page's language, never the
 * machine's, so tests and screenshots do not depend on it. */
export function formatCount(n) {
  const rounded = Math.round(n);
  const digits = languageNumbers().whole.format(Math.abs(rounded));
  return rounded < 0 ? languageNumbers().sign + digits : digits;
}

/** A vector as "[1, -2.5, 0.333333]": 6 significant digits, tiny or huge values in exponent form
 * (3.16228e-4), ASCII minus so it can be pasted back into a list box or into code. */
export function formatList(values) {
  return `[${Array.from(values, (v) => (Number.isFinite(v) ? plain(v, 6, true) : String(v))).join(', ')}]`;
}
