// pe-sinusoidal, part 2: chosen dimensions as curves over position, and the wavelengths of all
// pairs on a log axis (a geometric progression is a straight line there).
import { formatNumber, parseWholeNumbers } from '../../format.js';
import { settingControl } from '../../ui/controls.js';
import { h } from '../../ui/dom.js';
import { mathElement } from '../../ui/math.js';
import { palette } from '../../charts/line-chart.js';
import { lineFigure } from '../position-lessons/line-figure.js';

/** "0, 1, 10" -> [0, 1, 10]; throws a message for anything that is not a list of whole numbers. */
export function parseDims(text) {
  return parseWholeNumbers(text, {
    empty: 'type at least one dimension, e.g. 0, 1, 10',
    most: 8,
    tooMany: (count) => `at most 8 dimensions at once (got ${count})`,
    notWhole: (part) => `“${part.slice(0, 12)}” is not a dimension number`,
  });
}

export function mountCurves(container, { settings, values, onChange }) {
  let dims = parseDims(values.pe_dims);
  const control = settingControl(settings, 'pe_dims', {
    values,
    onChange,
    hint: 'column numbers j, separated by commas (up to 8)',
    wide: false,
    apply(text) {
      dims = parseDims(text);
      if (shown) drawCurves();
    },
  });
  // Dimensions past d_model are a warning, not a refusal: the link keeps them (they come back
  // when d_model grows) and the others are plotted.
  const missingNote = h('p', { className: 'control-hint', role: 'status' });
  control.element.append(missingNote);
  const curves = lineFigure({
    name: 'pe-dimension-curves',
    title: 'Each dimension is a wave over position',
    xLabel: 'position p',
    integerX: true,
    yLabel: 'PE[p, j]',
    yRange: [-1.05, 1.05],
    height: 240,
    // Up to 8 dimensions, each a wave and, in the same colour, the table's rows on it as dots
    // (one legend row per dimension: the dots' values are the wave's at whole positions).
    series: palette.flatMap((color) => [
      { color },
      { color, width: 0, points: true, legend: false },
    ]),
  });
  const wavelengths = lineFigure({
    name: 'pe-wavelengths',
    title: 'Wavelengths: a geometric progression from 2π towards 2π·base',
    xLabel: 'pair i (dimensions 2i, 2i+1)',
    integerX: true,
    yLabel: 'λ, positions (log)',
    logY: true,
    yAxisSize: 72,
    height: 240,
    series: [
      { label: 'wavelength λᵢ' },
      { label: '2π', dash: [4, 4], width: 1 },
      { label: '2π·base', dash: [8, 4], width: 1 },
    ],
  });
  const wavelengthText = h('p', {});
  container.append(
    curves.element,
    control.element,
    h(
      'p',
      {},
      'Low dimensions swing fast: dimension 0 is sin(p), which repeats every 2π ≈ 6.28 positions. ' +
        'Higher pairs swing ever more slowly, so together they tell near positions and far positions apart.',
    ),
    wavelengths.element,
    mathElement(
      String.raw`\lambda_i = \frac{2\pi}{\omega_i} = 2\pi \cdot \text{base}^{2i/d}, \qquad \frac{\lambda_{i+1}}{\lambda_i} = \text{base}^{2/d}`,
    ),
    wavelengthText,
    h(
      'p',
      { className: 'attribution' },
      'Reading the wavelengths as a geometric progression follows Cong Le’s notes “Geometric Progression” (text licensed ',
      h(
        'a',
        { href: 'https://creativecommons.org/licenses/by/4.0/', rel: 'license noopener' },
        'CC BY 4.0',
      ),
      '), restated here in our own words with the figure computed live.',
    ),
  );

  let shown = null; // { state, matrix, core }
  // Each dimension drawn as the continuous wave it samples, with the table's rows (whole
  // positions) as dots on it: joining only the whole positions makes sin(p), whose wavelength is
  // 2π ≈ 6.28 positions, look jagged.
  const drawCurves = () => {
    const { state, matrix, core } = shown;
    const valid = dims.filter((j) => j < state.dModel);
    const missing = dims.filter((j) => j >= state.dModel);
    missingNote.textContent = missing.length
      ? `dimension ${missing.join(', ')} does not exist with d_model ${state.dModel} (0 to ${state.dModel - 1}); not plotted`
      : '';
    const lambda = core.peWavelengths(state.dModel, state.base);
    const perPosition = Math.max(1, Math.min(8, Math.floor(4096 / matrix.rows)));
    const samples = (matrix.rows - 1) * perPosition + 1;
    const xs = Float64Array.from({ length: samples }, (_, k) => k / perPosition);
    const columns = [{ label: 'p', values: xs }];
    for (const j of valid) {
      const omega = (2 * Math.PI) / lambda[Math.floor(j / 2)];
      const wave = j % 2 ? Math.cos : Math.sin;
      columns.push({
        label: `PE[p, ${j}] (${j % 2 ? 'cos' : 'sin'}, pair ${Math.floor(j / 2)})`,
        values: Float64Array.from(xs, (p) => wave(omega * p)),
      });
      columns.push({
        label: `rows of the table, dimension ${j}`,
        values: Array.from(xs, (_, k) =>
          k % perPosition ? null : matrix.data[(k / perPosition) * matrix.cols + j],
        ),
      });
    }
    curves.update(
      columns,
      `Line chart of PE[p, j] for dimensions ${valid.join(', ')} over positions 0 to ${matrix.rows - 1}; each curve stays between −1 and 1, low dimensions oscillate fastest.`,
    );
  };

  return {
    update(state, matrix, core) {
      shown = { state, matrix, core };
      drawCurves();
      const lambda = core.peWavelengths(state.dModel, state.base);
      const n = lambda.length;
      const xs = Float64Array.from({ length: n }, (_, i) => i);
      wavelengths.update(
        [
          { label: 'pair i', values: xs },
          { label: 'wavelength λᵢ', values: lambda },
          { label: '2π', values: new Float64Array(n).fill(2 * Math.PI) },
          { label: '2π·base', values: new Float64Array(n).fill(2 * Math.PI * state.base) },
        ],
        `Wavelengths of the ${n} pairs on a log scale: a straight line from ${formatNumber(lambda[0])} (2π) up to ${formatNumber(lambda[n - 1])}, below 2π·base = ${formatNumber(2 * Math.PI * state.base)}.`,
      );
      wavelengthText.textContent =
        `With d_model ${state.dModel} and base ${state.base}, each pair's wavelength is ${formatNumber(lambda.length > 1 ? lambda[1] / lambda[0] : 1, 6)} times the one before. ` +
        `Pair 0 repeats every ${formatNumber(lambda[0])} positions; the last pair (i = ${n - 1}) every ${formatNumber(lambda[n - 1], 6)}. ` +
        `The largest wavelength never quite reaches 2π·base = ${formatNumber(2 * Math.PI * state.base, 6)}, because the exponent 2i/d stops at ${formatNumber((2 * (n - 1)) / state.dModel)}, not 1 ` +
        '(so "2π to 20000π", often said of base 10000, rounds the top up).';
    },
  };
}
