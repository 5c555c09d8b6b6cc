// pe-sinusoidal, part 2: chosen dimensions as curves over position, and the wavelengths of all
// pairs on a log axis (a geometric progression is a straight line there).
import { formatNumber } from '../../format.js';
import { readList } from '../../state.js';
import { settingControl } from '../../ui/controls.js';
import { h } from '../../base/dom.js';
import { mathElement } from '../../ui/math.js';
import { palette } from '../../charts/line-chart.js';
import { lineFigure } from '../../lesson-parts/position-lessons/line-figure.js';
import { words } from '../../i18n/words.js';
import { outsideLink } from '../../sources.js';
import { strings } from './strings.js';

const t = words('pe-sinusoidal', strings);

export function mountCurves(container, { settings, values, onChange }) {
  const readDims = (text) => readList(settings.pe_dims, text);
  let dims = readDims(values.pe_dims);
  const control = settingControl(settings, 'pe_dims', {
    values,
    onChange,
    hint: t('dimsHint'),
    wide: false,
    apply(text) {
      dims = readDims(text);
      if (shown) drawCurves();
    },
  });
  // Dimensions past d_model are a warning, not a refusal: the link keeps them (they come back
  // when d_model grows) and the others are plotted.
  const missingNote = h('p', { className: 'control-hint', role: 'status' });
  control.element.append(missingNote);
  const curves = lineFigure({
    name: 'pe-dimension-curves',
    title: t('curvesTitle'),
    xLabel: t('curvesX'),
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
    title: t('wavelengthsTitle'),
    xLabel: t('wavelengthsX'),
    integerX: true,
    yLabel: t('wavelengthsY'),
    logY: true,
    yAxisSize: 72,
    height: 240,
    series: [
      { label: t('wavelengthSeries') },
      { label: '2π', dash: [4, 4], width: 1 },
      { label: '2π·base', dash: [8, 4], width: 1 },
    ],
  });
  const wavelengthText = h('p', {});
  container.append(
    curves.element,
    control.element,
    h('p', {}, t('curvesProse')),
    wavelengths.element,
    mathElement(
      String.raw`\lambda_i = \frac{2\pi}{\omega_i} = 2\pi \cdot \text{base}^{2i/d}, \qquad \frac{\lambda_{i+1}}{\lambda_i} = \text{base}^{2/d}`,
    ),
    wavelengthText,
    h(
      'p',
      { className: 'attribution' },
      ...t.parts('attribution', {
        licence: outsideLink(
          'https://creativecommons.org/licenses/by/4.0/',
          'license noopener',
          'CC BY 4.0',
        ),
      }),
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
      ? t('dimsMissing', {
          n: missing.length,
          dims: missing.join(', '),
          d: state.dModel,
          last: state.dModel - 1,
        })
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
        label: t('curveLabel', { j, fn: j % 2 ? 'cos' : 'sin', pair: Math.floor(j / 2) }),
        values: Float64Array.from(xs, (p) => wave(omega * p)),
      });
      columns.push({
        label: t('curveRowsLabel', { j }),
        values: Array.from(xs, (_, k) =>
          k % perPosition ? null : matrix.data[(k / perPosition) * matrix.cols + j],
        ),
      });
    }
    curves.update(columns, t('curvesSummary', { dims: valid.join(', '), last: matrix.rows - 1 }));
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
          { label: t('pairAxis'), values: xs },
          { label: t('wavelengthSeries'), values: lambda },
          { label: '2π', values: new Float64Array(n).fill(2 * Math.PI) },
          { label: '2π·base', values: new Float64Array(n).fill(2 * Math.PI * state.base) },
        ],
        t('wavelengthsSummary', {
          n,
          first: formatNumber(lambda[0]),
          last: formatNumber(lambda[n - 1]),
          top: formatNumber(2 * Math.PI * state.base),
        }),
      );
      wavelengthText.textContent = t('wavelengthsProse', {
        d: state.dModel,
        base: state.base,
        ratio: formatNumber(lambda.length > 1 ? lambda[1] / lambda[0] : 1, 6),
        first: formatNumber(lambda[0]),
        lastPair: n - 1,
        last: formatNumber(lambda[n - 1], 6),
        top: formatNumber(2 * Math.PI * state.base, 6),
        exponent: formatNumber((2 * (n - 1)) / state.dModel),
      });
    },
  };
}
