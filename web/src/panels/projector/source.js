// The projector's vectors: the rows of the characters of the text in the lab's trained token
// table (or in the random table it starts from, of the same shape), or the learner's own file.
// What the lab's similarity map shows: rows training never moved are left out.
import { byteLabel, formatCount } from '../../format.js';
import { refusal } from '../../ui/lesson-view.js';
import { strings } from './strings.js';
import { currentLanguage, sentences, words } from '../../i18n/words.js';

const t = words('projector', strings);

/** The distinct bytes of `text` (or of the bytes given), in order. */
function distinctBytes(bytes) {
  return [...new Set(bytes)].sort((a, b) => a - b);
}

/** Rows `ids` of table ({ rows, cols, data }) as a table of their own. */
function tableRows(table, ids) {
  const data = new Float32Array(ids.length * table.cols);
  ids.forEach((id, r) =>
    data.set(table.data.subarray(id * table.cols, (id + 1) * table.cols), r * table.cols),
  );
  return { rows: ids.length, cols: table.cols, data };
}

/** The bytes whose rows are shown: those the lab trained on, or those of the text. */
function rowsShown(s, trained) {
  const bytes =
    trained && s.trained.trainedBytes ? s.trained.trainedBytes : new TextEncoder().encode(s.text);
  const ids = distinctBytes(bytes);
  if (ids.length < 2) throw refusal('text', t('textTooShort'));
  return ids;
}

/** The lab's trained table when it is one row per byte, with a note when it is not. */
function usableTrained(trained) {
  if (!trained?.tokenTable) return { table: null, note: '' };
  if (trained.tokenTable.rows !== 256)
    return { table: null, note: t('notByteTable', { rows: trained.tokenTable.rows }) };
  return { table: trained.tokenTable, note: '' };
}

// The map part and the neighbours part ask for the same rows in one redraw: the last answer is
// kept for the same settings (the trained model and the file compared as objects).
let last = { key: [], value: null };

/**
 * The vectors the settings choose: { vectors, labels, colours, shown (a sentence), file } or
 * { vectors: null, shown } when the file is still to be chosen. core: for the random table.
 */
export function sourceVectors(core, s) {
  const key = [core, s.pj_source, s.text, s.seed, s.trained, s.file, currentLanguage()];
  if (key.every((part, i) => part === last.key[i])) return last.value;
  const value = chosenVectors(core, s);
  last = { key, value };
  return value;
}

function chosenVectors(core, s) {
  if (s.pj_source === 'file') {
    if (!s.file) return { vectors: null, labels: [], colours: null, shown: t('noFile') };
    const { vectors, labels, colours, name } = s.file;
    const shown = t('shownFile', {
      rows: t('rowCount', { n: formatCount(vectors.rows) }),
      d: vectors.cols,
      file: name,
    });
    return { vectors, labels, colours, shown };
  }
  const { table: trained, note } =
    s.pj_source === 'trained' ? usableTrained(s.trained) : { table: null, note: '' };
  const d = s.trained?.tokenTable?.cols ?? 64;
  const ids = rowsShown(s, trained);
  const table = trained ?? core.randomTokenTable(d, s.seed);
  const rows = t('rowCount', { n: formatCount(ids.length) });
  let shown;
  if (trained) shown = t('shownTrained', { source: s.trained.label ?? t('fromLab'), rows, d });
  else if (s.pj_source === 'trained' && !note && s.labOnPage)
    shown = t('shownRandomNoModel', { seed: s.seed, rows, d });
  else shown = sentences([note, t('shownRandom', { seed: s.seed, rows, d })]);
  return { vectors: tableRows(table, ids), labels: ids.map(byteLabel), colours: null, shown };
}

/**
 * The trained table's rows in a random table of its shape (random seed s.seed), to place beside
 * it: { vectors, labels, shown }, or null unless a trained table is shown.
 */
export function randomBeside(core, s) {
  const { table: trained } = s.pj_source === 'trained' ? usableTrained(s.trained) : { table: null };
  if (!trained) return null;
  const ids = rowsShown(s, trained);
  const shown = t('shownBeside', {
    seed: s.seed,
    rows: t('rowCount', { n: formatCount(ids.length) }),
    d: trained.cols,
  });
  const table = core.randomTokenTable(trained.cols, s.seed);
  return { vectors: tableRows(table, ids), labels: ids.map(byteLabel), colours: null, shown };
}
