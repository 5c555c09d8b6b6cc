// The comparison's models and rows, what the page calls them, and the table of held-out losses:
// the same TinyGPT once per encoding (none, learned, a learned table longer than the training
// length, sinusoidal, RoPE, ALiBi), and in the table one row per model plus RoPE with two
// scalings applied at evaluation, one column per evaluation length.
import { formatNumber } from '../../format.js';
import { words } from '../../i18n/words.js';
import { coreMessage, coreText } from '../../base/core-message.js';
import { h } from '../../base/dom.js';
import { strings } from './strings.js';

const t = words('train', strings);

const f4 = (v) => formatNumber(v, 4);

/** The evaluation lengths, as multiples of the training length. */
export const multipliers = [1, 2, 4, 8];

// The table's rows: a model, and for RoPE a scaling applied at evaluation.
export const compareRows = [
  { key: 'none', model: 'none' },
  { key: 'learned', model: 'learned' },
  { key: 'learned-long', model: 'learned-long' },
  { key: 'sinusoidal', model: 'sinusoidal' },
  { key: 'rope', model: 'rope' },
  { key: 'rope-linear', model: 'rope', scaling: 'linear' },
  { key: 'rope-ntk', model: 'rope', scaling: 'ntk' },
  { key: 'alibi', model: 'alibi' },
];

/** A row's name in the table, the length chart and the paragraphs. */
export function rowLabel(row) {
  switch (row.key) {
    case 'none':
      return t('rowNone');
    case 'learned':
      return t('rowLearned');
    case 'learned-long':
      return t('rowLearnedLong');
    case 'sinusoidal':
      return t('rowSinusoidal');
    case 'rope':
      return t('rowRope');
    case 'rope-linear':
      return t('rowRopeLinear');
    case 'rope-ntk':
      return t('rowRopeNtk');
    case 'alibi':
      return t('rowAlibi');
    default:
      return row.key;
  }
}

/** A model's name (worker/protocol.js compareModels) in the curves and progress bars. */
export function modelLabel(model) {
  switch (model) {
    case 'none':
      return t('modelNone');
    case 'learned':
      return t('modelLearned');
    case 'learned-long':
      return t('modelLearnedLong');
    case 'sinusoidal':
      return t('modelSinusoidal');
    case 'rope':
      return t('modelRope');
    case 'alibi':
      return t('modelAlibi');
    default:
      return model;
  }
}

/**
 * The table's caption, head and body: the held-out loss (or the training text's, heldOut false)
 * of each row at each length, from entryOf(row, m) (a result, an error, or nothing yet).
 */
export function tableParts({ seqLen, heldOut, entryOf }) {
  const head = h(
    'tr',
    {},
    h('th', { scope: 'col' }, t('encodingColumn')),
    multipliers.map((m) =>
      h('th', { scope: 'col' }, t('lengthColumn', { multiple: m, positions: m * seqLen })),
    ),
  );
  const rows = compareRows.map((row) =>
    h(
      'tr',
      { dataset: { row: row.key } },
      h('th', { scope: 'row' }, rowLabel(row)),
      multipliers.map((m) => {
        if (row.scaling && m === 1) return h('td', {}, t('sameAsRope'));
        const entry = entryOf(row, m);
        if (!entry) return h('td', {}, '…');
        if ('loss' in entry)
          return h('td', { dataset: { loss: String(entry.loss) } }, f4(entry.loss));
        return h(
          'td',
          { className: 'lab-cell-error', title: coreText(entry.problem ?? entry.error).text },
          entry.pastTable ? t('noRowsPastTable') : t('noValue'),
          h(
            'span',
            { className: 'visually-hidden' },
            ' (',
            coreMessage(entry.problem ?? entry.error),
            ')',
          ),
        );
      }),
    ),
  );
  return [
    h('caption', {}, heldOut ? t('tableCaptionHeldOut') : t('tableCaptionTraining')),
    h('thead', {}, head),
    h('tbody', {}, rows),
  ];
}
