// pe-sinusoidal, part 3: one row with the formula's numbers substituted; max_len against base;
// and the true PE[1, :4] for d_model 512 beside the d_model 4 row that is often quoted for it.
// Each is a part of the view: what it computes from the core, and what it draws from that.
import { formatCount, formatFloat32, formatNumber, formatNumbers } from '../../format.js';
import { h } from '../../base/dom.js';
import { focusableWhenScrolling } from '../../base/scroll-focus.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('pe-sinusoidal', strings);

const fmt = (v) => formatNumber(v, 6);

/** Row p's two entries of pair i, each with the formula's numbers substituted. */
function pairRows(pair, i, { pe_row: p, pe_d: d, pe_base: base }) {
  return [
    [0, 'sin', pair.sin],
    [1, 'cos', pair.cos],
  ].map(([offset, fn, value]) =>
    h(
      'tr',
      {},
      h('td', { className: 'formula-cell' }, `PE[${p}, ${2 * i + offset}]`),
      h(
        'td',
        { className: 'formula-cell' },
        `= ${fn}(${p} / ${base}^(${2 * i}/${d})) = ${fn}(${p} / ${fmt(pair.divisor)}) = ${fn}(${fmt(pair.angle)})`,
      ),
      h('td', {}, `= ${formatFloat32(value)}`),
    ),
  );
}

/** The row inspector: elements(rowControl) in page order, and its part of the view. */
export function rowInspector() {
  const tableBody = h('tbody', {});
  const rowNote = h('p', { className: 'note' });
  const scroller = h(
    'div',
    { className: 'pos-scroll', tabindex: '0', role: 'region', 'aria-label': t('rowRegion') },
    h(
      'table',
      { className: 'pos-table' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', {}, t('rowEntry')),
          h('th', {}, t('rowFormula')),
          h('th', {}, t('rowValue')),
        ),
      ),
      tableBody,
    ),
  );
  const elements = (rowControl) => [
    h('h3', {}, t('rowTitle')),
    h('div', { className: 'controls' }, rowControl.element),
    scroller,
    rowNote,
  ];
  const part = {
    // A d_model-row table rebuilt at every step of a dragged slider would be text out of sight.
    uses: ['pe_row', 'pe_len', 'pe_d', 'pe_base'],
    settles: ['pe_len', 'pe_d', 'pe_base'],
    compute: (core, s) => core.peRowBreakdown(s.pe_row, s.pe_d, s.pe_base),
    draw: (pairs, s) => {
      tableBody.replaceChildren(...pairs.flatMap((pair, i) => pairRows(pair, i, s)));
      rowNote.textContent =
        s.pe_row >= s.pe_len
          ? t('rowPastEnd', { p: s.pe_row, rows: s.pe_len })
          : t('rowInside', { p: s.pe_row, d: s.pe_d });
    },
  };
  return { elements, part };
}

const extraRows = 16;

/** max_len against base: what a longer table and another base do to the rows. */
export function maxLenVsBase() {
  const demo = h('p', {});
  const callout = (name, text) =>
    h('div', { className: 'pos-callout' }, h('strong', { translate: 'no' }, name), text);
  const elements = [
    h('h3', {}, t('maxLenBaseTitle')),
    h(
      'div',
      { className: 'two-columns' },
      callout('max_len', t('maxLenCallout')),
      callout('base', t('baseCallout')),
    ),
    demo,
  ];
  const part = {
    // Three more full tables per step of a dragged slider, for a sentence out of sight.
    uses: ['pe_len', 'pe_d', 'pe_base'],
    settles: ['pe_len', 'pe_d', 'pe_base'],
    // The table asked for again, longer and with twice the base, compared value by value.
    compute: (core, s) => core.peTableChecks(s.pe_len, s.pe_d, s.pe_base, extraRows),
    draw: ({ values, lengthened, rebased }, s) => {
      // Every angle but row 0's and pair 0's changes with the base; float32 hides a few changes.
      const rule = (s.pe_len - 1) * (s.pe_d - 2);
      const still = rule - rebased;
      demo.textContent = `${t('maxLenBaseCheck', {
        longer: s.pe_len + extraRows,
        rows: s.pe_len,
        values: formatCount(values),
        differing: formatCount(lengthened),
        extra: extraRows,
        otherBase: s.pe_base * 2,
        changed: formatCount(rebased),
      })} ${still > 0 ? t('rebasedRounding', { rule: formatCount(rule), still }) : t('rebasedAll')}`;
    },
  };
  return { elements, part };
}

// PE[1, :4] in double (peRowBreakdown), rounded from there: the float32 table holds cos(0.01) as
// 0.99994999..., which would round to 0.9999 instead of 0.99995.
const firstFour = (pairs) => [pairs[0].sin, pairs[0].cos, pairs[1].sin, pairs[1].cos];

function slipTable(trueRow, quotedRow) {
  const cell = (v) => h('td', {}, formatNumber(v, 5));
  return h(
    'table',
    { className: 'pos-table', 'aria-label': t('slipTableLabel') },
    h(
      'thead',
      {},
      h('tr', {}, h('th', {}, 'PE[1, j]'), ...[0, 1, 2, 3].map((j) => h('th', {}, `j = ${j}`))),
    ),
    h(
      'tbody',
      {},
      h('tr', { className: 'true-512' }, h('th', {}, t('slipTrue')), ...trueRow.map(cell)),
      h('tr', { className: 'quoted-4' }, h('th', {}, t('slipQuoted')), ...quotedRow.map(cell)),
    ),
  );
}

/** The true PE[1, :4] for d_model 512 beside the d_model 4 row quoted for it; no setting moves it. */
export function truePe512() {
  const compare = focusableWhenScrolling(h('div', { className: 'pos-compare' }));
  const prose = h('p', { className: 'pos-callout wrong' });
  const elements = [h('h3', {}, t('slipTitle')), compare, prose];
  const part = {
    uses: [],
    compute: (core) => ({
      wide: core.peRowBreakdown(1, 512, 10000),
      narrow: core.peRowBreakdown(1, 4, 10000),
    }),
    draw: ({ wide, narrow }) => {
      const trueRow = firstFour(wide);
      const quotedRow = firstFour(narrow);
      compare.replaceChildren(slipTable(trueRow, quotedRow));
      prose.textContent = t('slipProse', {
        quoted: formatNumbers(quotedRow, (v) => formatNumber(v, 3)),
        divisor4: formatNumber(narrow[1].divisor),
        divisor512: formatNumber(wide[1].divisor, 6),
        angle: formatNumber(wide[1].angle, 6),
        pe2: formatNumber(trueRow[2], 4),
        pe3: formatNumber(trueRow[3], 5),
      });
    },
  };
  return { elements, part };
}
