// pe-sinusoidal, part 3: one row with the formula's numbers substituted; max_len against base;
// and the true PE[1, :4] for d_model 512 beside the d_model 4 row that is often quoted for it.
import { formatFloat32, formatNumber } from '../../format.js';
import { settingControl } from '../../ui/controls.js';
import { h } from '../../base/dom.js';
import { focusableWhenScrolling } from '../../base/scroll-focus.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('pe-sinusoidal', strings);

const fmt = (v) => formatNumber(v, 6);

export function mountInspector(container, { core, settings, values, onChange, getState }) {
  const tableBody = h('tbody', {});
  const rowNote = h('p', { className: 'note' });
  let position = values.pe_row;
  const draw = () => {
    const state = getState();
    const pairs = core.peRowBreakdown(position, state.dModel, state.base);
    const rows = [];
    pairs.forEach((pair, i) => {
      for (const [offset, fn] of [
        [0, 'sin'],
        [1, 'cos'],
      ]) {
        const j = 2 * i + offset;
        const value = offset === 0 ? pair.sin : pair.cos;
        rows.push(
          h(
            'tr',
            {},
            h('td', { className: 'formula-cell' }, `PE[${position}, ${j}]`),
            h(
              'td',
              { className: 'formula-cell' },
              `= ${fn}(${position} / ${state.base}^(${2 * i}/${state.dModel})) = ${fn}(${position} / ${fmt(pair.divisor)}) = ${fn}(${fmt(pair.angle)})`,
            ),
            h('td', {}, `= ${formatFloat32(value)}`),
          ),
        );
      }
    });
    tableBody.replaceChildren(...rows);
    rowNote.textContent =
      position >= state.maxLen
        ? t('rowPastEnd', { p: position, rows: state.maxLen })
        : t('rowInside', { p: position, d: state.dModel });
  };
  const control = settingControl(settings, 'pe_row', {
    values,
    onChange,
    hint: t('rowHint'),
    apply(value) {
      const previous = position;
      position = value;
      try {
        draw();
      } catch (error) {
        position = previous;
        throw error;
      }
    },
  });
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
  container.append(
    h('h3', {}, t('rowTitle')),
    h('div', { className: 'controls' }, control.element),
    scroller,
    rowNote,
  );
  return { update: draw };
}

export function mountMaxLenVsBase(container, { core }) {
  const demo = h('p', {});
  container.append(
    h('h3', {}, t('maxLenBaseTitle')),
    h(
      'div',
      { className: 'two-columns' },
      h(
        'div',
        { className: 'pos-callout' },
        h('strong', { translate: 'no' }, 'max_len'),
        t('maxLenCallout'),
      ),
      h(
        'div',
        { className: 'pos-callout' },
        h('strong', { translate: 'no' }, 'base'),
        t('baseCallout'),
      ),
    ),
    demo,
  );
  return {
    update(state, matrix) {
      // Ask the core for a longer table and compare the shared rows value by value.
      const extra = 16;
      const longer = core.sinusoidalPe(state.maxLen + extra, state.dModel, state.base);
      let differing = 0;
      for (let i = 0; i < matrix.data.length; i++)
        if (longer.data[i] !== matrix.data[i]) differing++;
      const otherBase = state.base * 2;
      const rebased = core.sinusoidalPe(state.maxLen, state.dModel, otherBase);
      let changed = 0;
      for (let i = 0; i < matrix.data.length; i++)
        if (rebased.data[i] !== matrix.data[i]) changed++;
      demo.textContent = t('maxLenBaseCheck', {
        longer: state.maxLen + extra,
        rows: state.maxLen,
        values: matrix.data.length,
        differing,
        extra,
        otherBase,
        changed,
      });
    },
  };
}

export function mountTruePe512(container, { core }) {
  // The rows in double (peRowBreakdown), rounded from there: the float32 table holds cos(0.01)
  // as 0.99994999..., which would round to 0.9999 instead of 0.99995.
  const pairs512 = core.peRowBreakdown(1, 512, 10000);
  const pairs4 = core.peRowBreakdown(1, 4, 10000);
  const row = (pairs) => [pairs[0].sin, pairs[0].cos, pairs[1].sin, pairs[1].cos];
  const trueRow = row(pairs512);
  const quotedRow = row(pairs4);
  const cell = (v) => h('td', {}, formatNumber(v, 5));
  const table = h(
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
  container.append(
    h('h3', {}, t('slipTitle')),
    focusableWhenScrolling(h('div', { className: 'pos-compare' }, table)),
    h(
      'p',
      { className: 'pos-callout wrong' },
      t('slipProse', {
        quoted: quotedRow.map((v) => formatNumber(v, 3)).join(', '),
        divisor4: formatNumber(pairs4[1].divisor),
        divisor512: formatNumber(pairs512[1].divisor, 6),
        angle: formatNumber(pairs512[1].angle, 6),
        pe2: formatNumber(trueRow[2], 4),
        pe3: formatNumber(trueRow[3], 5),
      }),
    ),
  );
}
