// pe-sinusoidal, part 3: one row with the formula's numbers substituted; max_len against base;
// and the true PE[1, :4] for d_model 512 beside the d_model 4 row that is often quoted for it.
import { formatFloat32, formatNumber } from '../../format.js';
import { settingControl } from '../../ui/controls.js';
import { h } from '../../ui/dom.js';
import { focusableWhenScrolling } from '../../ui/scroll-focus.js';

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
        ? `Position ${position} lies past the ${state.maxLen} rows drawn above, yet the formula gives it all the same: a sinusoidal table has no last row.`
        : `Row ${position} of the heatmap above, all ${state.dModel} values. The divisor base^(2i/d) is the same for both members of a pair.`;
  };
  const control = settingControl(settings, 'pe_row', {
    values,
    onChange,
    hint: 'which position p to write out (any p ≥ 0; not limited to max_len)',
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
    { className: 'pos-scroll', tabindex: '0', role: 'region', 'aria-label': 'The row written out' },
    h(
      'table',
      { className: 'pos-table' },
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', {}, 'entry'),
          h('th', {}, 'formula with numbers'),
          h('th', {}, 'value'),
        ),
      ),
      tableBody,
    ),
  );
  container.append(
    h('h3', {}, 'One row, written out'),
    h('div', { className: 'controls' }, control.element),
    scroller,
    rowNote,
  );
  return { update: draw };
}

export function mountMaxLenVsBase(container, { core }) {
  const demo = h('p', {});
  container.append(
    h('h3', {}, 'max_len and base are different things'),
    h(
      'div',
      { className: 'two-columns' },
      h(
        'div',
        { className: 'pos-callout' },
        h('strong', {}, 'max_len'),
        ' is how many rows the table has: how many positions the model can be given at once (the context length, e.g. 512 in the original Transformer, 1024 in GPT-2). It never appears inside the formula.',
      ),
      h(
        'div',
        { className: 'pos-callout' },
        h('strong', {}, 'base'),
        ' (10000 in the paper) sits inside the formula and fixes the wavelengths: pair i repeats every 2π·base^(2i/d) positions. It is not a length limit and has nothing to do with how long a text may be.',
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
      demo.textContent =
        `Check it: the core just computed the table again with max_len ${state.maxLen + extra} instead of ${state.maxLen}. ` +
        `Of the ${matrix.data.length} values in the first ${state.maxLen} rows, ${differing} differ: the longer table only adds ${extra} rows at the bottom. ` +
        `Doubling base to ${otherBase} instead changes ${changed} of them (every row but p = 0 and the pair-0 columns moves).`;
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
    { className: 'pos-table', 'aria-label': 'PE[1, 0..3] for d_model 512 and for d_model 4' },
    h(
      'thead',
      {},
      h('tr', {}, h('th', {}, 'PE[1, j]'), ...[0, 1, 2, 3].map((j) => h('th', {}, `j = ${j}`))),
    ),
    h(
      'tbody',
      {},
      h('tr', { className: 'true-512' }, h('th', {}, 'd_model 512 (true)'), ...trueRow.map(cell)),
      h(
        'tr',
        { className: 'quoted-4' },
        h('th', {}, 'often quoted (this is d_model 4)'),
        ...quotedRow.map(cell),
      ),
    ),
  );
  container.append(
    h('h3', {}, 'PE[1, :4] for d_model 512: a common slip'),
    focusableWhenScrolling(h('div', { className: 'pos-compare' }, table)),
    h(
      'p',
      { className: 'pos-callout wrong' },
      `PE[1, :4] = [${quotedRow.map((v) => formatNumber(v, 3)).join(', ')}] is often printed for d_model 512. ` +
        `Those are the numbers of a 4-wide table: with d = 4 the second pair divides by 10000^(2/4) = ${formatNumber(pairs4[1].divisor)}, giving sin(1/100). ` +
        `With d = 512 the second pair divides by 10000^(2/512) = ${formatNumber(pairs512[1].divisor, 6)}, so PE[1, 2] = sin(${formatNumber(pairs512[1].angle, 6)}) = ${formatNumber(trueRow[2], 4)} and PE[1, 3] = cos(${formatNumber(pairs512[1].angle, 6)}) = ${formatNumber(trueRow[3], 5)}. ` +
        'In a wide table the first few pairs all turn almost as fast as pair 0; the slow pairs are at the far end. ' +
        '(For the same reason, "PE(1, 2) ≈ sin(1/10000)" is wrong too: 1/10000 is only approached by the last pair.)',
    ),
  );
}
