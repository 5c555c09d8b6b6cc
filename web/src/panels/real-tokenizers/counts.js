// real-tokenizers, part 4: the counts of each tokenizer on the text: tokens as bars (with the
// chart's PNG, SVG and CSV downloads and its data table), and the comparison table beside the
// vocabulary sizes.
import { formatCount, formatNumber } from '../../format.js';
import { h } from '../../base/dom.js';
import { focusableWhenScrolling } from '../../base/scroll-focus.js';
import { barFigure } from '../../charts/bar-chart.js';
import { pointVerb } from '../../charts/pointer.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('real-tokenizers', strings);
const utf8 = new TextEncoder();

/** A column's counts: tokens, bytes per token, tokens per character ('–' for an empty text). */
export function rates(column, text) {
  const tokens = column.ids.length;
  const bytes = utf8.encode(text).length;
  return {
    tokens,
    bytesPerToken: tokens ? bytes / tokens : null,
    tokensPerCharacter: tokens ? tokens / [...text].length : null,
  };
}

export const ratio = (x) => (x === null ? '–' : formatNumber(x, 3));

/** The comparison: one row per tokenizer. */
export function statsTable(columns, text) {
  const row = (column) => {
    const r = rates(column, text);
    return h(
      'tr',
      { dataset: { encodingRow: column.key } },
      h('th', { scope: 'row', translate: column.encoding ? 'no' : null }, column.name),
      h('td', {}, formatCount(column.vocabulary)),
      h('td', {}, formatCount(r.tokens)),
      h('td', {}, ratio(r.bytesPerToken)),
      h('td', {}, ratio(r.tokensPerCharacter)),
    );
  };
  const heads = [
    t('tokenizerColumn'),
    t('vocabularyColumn'),
    t('tokensColumn'),
    t('bytesPerTokenColumn'),
    t('tokensPerCharacterColumn'),
  ];
  return focusableWhenScrolling(
    h(
      'div',
      { className: 'table-scroll' },
      h(
        'table',
        { className: 'compare-table rt-stats' },
        h('caption', {}, t('tableCaption')),
        h('thead', {}, h('tr', {}, ...heads.map((head) => h('th', { scope: 'col' }, head)))),
        h('tbody', {}, ...columns.map(row)),
      ),
    ),
  );
}

/** Tokens of the text by tokenizer, as bars: figure, draw(columns, text), destroy(). */
export function countsFigure() {
  let rows = [];
  const figure = barFigure({
    name: 'real-tokenizers-counts',
    heading: t('countsTitle'),
    hover: (i) => t('countsHover', { name: rows[i].name, tokens: formatCount(rows[i].tokens) }),
    idle: () => t('countsIdle', { point: pointVerb() }),
    table: () => ({
      rows: rows.length,
      cols: 4,
      data: Float64Array.from(
        rows.flatMap((r) => [
          r.vocabulary,
          r.tokens,
          r.bytesPerToken ?? NaN,
          r.perCharacter ?? NaN,
        ]),
      ),
      rowLabels: rows.map((r) => r.name),
      colLabels: [
        t('vocabularyColumn'),
        t('tokensColumn'),
        t('bytesPerTokenColumn'),
        t('tokensPerCharacterColumn'),
      ],
    }),
  });
  return {
    figure: figure.figure,
    draw(columns, text) {
      rows = columns.map((column) => {
        const r = rates(column, text);
        return {
          name: column.name,
          short: column.short,
          vocabulary: column.vocabulary,
          tokens: r.tokens,
          bytesPerToken: r.bytesPerToken,
          perCharacter: r.tokensPerCharacter,
        };
      });
      const said = rows.map((r) =>
        t('countsItem', { name: r.name, tokens: formatCount(r.tokens) }),
      );
      figure.draw(
        rows.map((r) => r.tokens),
        rows.map((r) => r.short),
        t('countsLabel', { counts: said.join('; ') }),
      );
    },
    destroy: () => figure.chart.destroy(),
  };
}
