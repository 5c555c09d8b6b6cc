// pe-sinusoidal, part 2: chosen dimensions as curves over position, and the wavelengths of all
// pairs on a log axis (a geometric progression is a straight line there). Both are drawn from the
// table and the wavelengths the view's table part computes.
import { formatNumber, listSeparator } from '../../format.js';
import { h } from '../../base/dom.js';
import { mathElement } from '../../ui/math.js';
import { palette } from '../../charts/line-chart.js';
import { lineFigure } from '../../lesson-parts/position-lessons/line-figure.js';
import { words } from '../../i18n/words.js';
import { outsideLink } from '../../sources.js';
import { strings } from './strings.js';

const t = words('pe-sinusoidal', strings);

// Each dimension drawn as the continuous wave it samples, with the table's rows (whole positions)
// as dots on it: joining only the whole positions makes sin(p), whose wavelength is 2π ≈ 6.28
// positions, look jagged.
function curveColumns(table, wavelengths, dims) {
  const perPosition = Math.max(1, Math.min(8, Math.floor(4096 / table.rows)));
  const samples = (table.rows - 1) * perPosition + 1;
  const xs = Float64Array.from({ length: samples }, (_, k) => k / perPosition);
  const columns = [{ label: 'p', values: xs }];
  for (const j of dims) {
    const omega = (2 * Math.PI) / wavelengths[Math.floor(j / 2)];
    const wave = j % 2 ? Math.cos : Math.sin;
    columns.push({
      label: t('curveLabel', { j, fn: j % 2 ? 'cos' : 'sin', pair: Math.floor(j / 2) }),
      values: Float64Array.from(xs, (p) => wave(omega * p)),
    });
    columns.push({
      label: t('curveRowsLabel', { j }),
      values: Array.from(xs, (_, k) =>
        k % perPosition ? null : table.data[(k / perPosition) * table.cols + j],
      ),
    });
  }
  return columns;
}

/** The dimension curves; the dimensions' control goes under them (place). */
function dimensionCurves() {
  const figure = lineFigure({
    name: 'pe-dimension-curves',
    title: t('curvesTitle'),
    xLabel: t('curvesX'),
    integerX: true,
    yLabel: 'PE[p, j]',
    yRange: [-1.05, 1.05],
    height: 240,
    // Position 0's wave of 2π ≈ 6.3 positions needs about 8 px a position to read as a wave.
    pxPerX: 8,
    // Up to 8 dimensions, each a wave and, in the same colour, the table's rows on it as dots
    // (one legend row per dimension: the dots' values are the wave's at whole positions).
    series: palette.flatMap((color) => [
      { color },
      { color, width: 0, points: true, legend: false },
    ]),
  });
  // Dimensions past d_model are a warning, not a refusal: the link keeps them (they come back
  // when d_model grows) and the others are plotted.
  const missingNote = h('p', { className: 'control-hint', role: 'status' });
  const draw = ({ table, wavelengths }, { pe_dims: dims, pe_d: d }) => {
    const valid = dims.filter((j) => j < d);
    const missing = dims.filter((j) => j >= d);
    missingNote.textContent = missing.length
      ? t('dimsMissing', { n: missing.length, dims: missing.join(listSeparator()), d, last: d - 1 })
      : '';
    figure.update(
      curveColumns(table, wavelengths, valid),
      t('curvesSummary', { dims: valid.join(listSeparator()), last: table.rows - 1 }),
    );
  };
  const place = (control) => control.element.append(missingNote);
  return { element: figure.element, place, draw };
}

function wavelengthChart() {
  const figure = lineFigure({
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
  const prose = h('p', {});
  const draw = ({ wavelengths: lambda }, { pe_d: d, pe_base: base }) => {
    const n = lambda.length;
    const top = 2 * Math.PI * base;
    figure.update(
      [
        { label: t('pairAxis'), values: Float64Array.from({ length: n }, (_, i) => i) },
        { label: t('wavelengthSeries'), values: lambda },
        { label: '2π', values: new Float64Array(n).fill(2 * Math.PI) },
        { label: '2π·base', values: new Float64Array(n).fill(top) },
      ],
      t('wavelengthsSummary', {
        n,
        first: formatNumber(lambda[0]),
        last: formatNumber(lambda[n - 1]),
        top: formatNumber(top),
      }),
    );
    prose.textContent = t('wavelengthsProse', {
      d,
      base,
      ratio: formatNumber(n > 1 ? lambda[1] / lambda[0] : 1, 6),
      first: formatNumber(lambda[0]),
      lastPair: n - 1,
      last: formatNumber(lambda[n - 1], 6),
      top: formatNumber(top, 6),
      exponent: formatNumber((2 * (n - 1)) / d),
    });
  };
  return { figure, prose, draw };
}

/**
 * The curves and the wavelengths with their words: elements(dimsControl) in page order, and
 * draw({ table, wavelengths }, state).
 */
export function curveFigures() {
  const curves = dimensionCurves();
  const wavelengths = wavelengthChart();
  const elements = (dimsControl) => {
    curves.place(dimsControl);
    return [
      curves.element,
      dimsControl.element,
      h('p', {}, t('curvesProse')),
      wavelengths.figure.element,
      mathElement(
        String.raw`\lambda_i = \frac{2\pi}{\omega_i} = 2\pi \cdot \text{base}^{2i/d}, \qquad \frac{\lambda_{i+1}}{\lambda_i} = \text{base}^{2/d}`,
      ),
      wavelengths.prose,
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
    ];
  };
  const draw = (result, s) => {
    curves.draw(result, s);
    wavelengths.draw(result, s);
  };
  return { elements, draw };
}
