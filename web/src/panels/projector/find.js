// A row found by what it is called: the learner types a character of the text (the lab's tables
// have a row per byte) or a word of their metadata, and its neighbours are listed as if its dot
// had been clicked. Labels are matched as the dots show them, then ignoring case; a single-byte
// character is also matched as the map writes it (a space as the dot's label for byte 32).
import { h } from '../../base/dom.js';
import { byteLabel, formatCount } from '../../format.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('projector', strings);
let made = 0; // find boxes made: each input's id

/** The rows of labels that `typed` names, best matches first: exact, then ignoring case. */
function rowsNamed(labels, typed) {
  const wanted = typed.trim() === '' ? typed : typed.trim();
  const bytes = new TextEncoder().encode(wanted);
  const names = new Set([wanted]);
  if (bytes.length === 1) names.add(byteLabel(bytes[0]));
  const exact = labels.flatMap((label, i) => (names.has(label) ? [i] : []));
  if (exact.length) return exact;
  const lower = wanted.toLocaleLowerCase();
  return labels.flatMap((label, i) => (label.toLocaleLowerCase() === lower ? [i] : []));
}

/**
 * The find box: labels() gives the rows' labels as the map shows them, choose(row) lists that
 * row's neighbours. Returns { element }.
 */
export function findRow({ labels, choose }) {
  const id = `projector-find-${++made}`;
  const input = h('input', {
    id,
    type: 'search',
    enterkeyhint: 'search',
    spellcheck: 'false',
    autocomplete: 'off',
  });
  const label = h('label', { className: 'control-label', for: id }, t('findLabel'));
  const button = h('button', { type: 'submit' }, t('findButton'));
  const said = h('p', { className: 'stat-line projector-found', 'aria-live': 'polite' });
  const inputs = h('div', { className: 'control-inputs' }, input, button);
  const form = h('form', { className: 'control projector-find' }, label, inputs, said);
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const typed = input.value;
    if (typed === '') {
      said.textContent = t('findEmpty');
      return;
    }
    const rows = rowsNamed(labels(), typed);
    if (!rows.length) {
      said.textContent = t('findNone', { label: typed });
      return;
    }
    said.textContent =
      rows.length > 1
        ? t('findSeveral', { label: typed, count: formatCount(rows.length), row: rows[0] })
        : t('findOne', { label: typed, row: rows[0] });
    choose(rows[0]);
  });
  return { element: form };
}
