// Lesson position-experiment, its view: Vizuara's notebook's exercise. One token is placed at positions
// 0..N-1; the vectors token + position are compared by cosine similarity. Random learned
// positions make every pair about equally similar; sinusoidal ones make similarity depend on
// the distance, which draws bands along the diagonal.
import { diverging, sequential } from '../../charts/colormap.js';
import { heatmapFigure } from '../../charts/heatmap.js';
import { palette, lineChart } from '../../charts/line-chart.js';
import { byteLabel, formatFloat32, formatNumber } from '../../format.js';
import { chartTools } from '../../charts/chart-tools.js';
import { rangeText } from '../../ui/controls.js';
import { lessonView } from '../../ui/lesson-view.js';
import { h } from '../../base/dom.js';
import { inMath, mathElement, texWords } from '../../ui/math.js';
import { pointVerb } from '../../charts/pointer.js';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('position-experiment', strings);

// The chosen kind of positions, and the other kind for the distance chart (sinusoidal needs an
// even d: none then).
function compute(core, s) {
  const other = s.px_pos === 'learned' ? 'sinusoidal' : 'learned';
  return {
    chosen: core.placeToken(s.px_token, s.px_n, s.px_d, s.px_pos, s.seed),
    otherResult:
      other === 'learned' || s.px_d % 2 === 0
        ? core.placeToken(s.px_token, s.px_n, s.px_d, other, s.seed)
        : null,
  };
}

// "fit" stretches a sequential map over the off-diagonal values, so faint bands show; the
// legend then gives the real range (white no longer means 0, hence not the diverging map).
function colourRange(similarity, s) {
  if (s.px_scale !== 'fit') return [-1, 1];
  const sim = similarity.data;
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < s.px_n; i++)
    for (let j = 0; j < s.px_n; j++)
      if (i !== j) {
        lo = Math.min(lo, sim[i * s.px_n + j]);
        hi = Math.max(hi, sim[i * s.px_n + j]);
      }
  if (!(hi > lo)) hi = lo + 1e-6;
  return [lo, hi];
}

/** The heatmap of every pair's cosine similarity; draw(chosen, s) paints the chosen positions'. */
function similarityFigure() {
  const figure = heatmapFigure({
    name: 'position-experiment',
    className: 'token-figure',
    titleClass: 'figure-title',
    title: t('heatmapTitle'),
    labels: 'index',
    xLabel: t('xAxis'),
    yLabel: t('yAxis'),
    canvasClass: 'square',
    hover: (i, j, v) => t('hover', { i, j, distance: Math.abs(i - j), value: formatFloat32(v) }),
  });
  const draw = (chosen, s) => {
    const [lo, hi] = colourRange(chosen.similarity, s);
    const learned = s.px_pos === 'learned';
    const fitted = s.px_scale === 'fit';
    const about = {
      token: byteLabel(s.px_token),
      last: s.px_n - 1,
      n: s.px_n,
      lo: formatNumber(lo, 3),
      hi: formatNumber(hi, 3),
    };
    const summary = { n: s.px_n, d: s.px_d, point: pointVerb() };
    const label = learned
      ? fitted
        ? t('heatmapLabelLearnedFit', about)
        : t('heatmapLabelLearned', about)
      : fitted
        ? t('heatmapLabelSinusoidalFit', about)
        : t('heatmapLabelSinusoidal', about);
    figure.draw(chosen.similarity, {
      lo,
      hi,
      colormap: fitted ? sequential : diverging,
      label,
      summary: learned ? t('summaryLearned', summary) : t('summarySinusoidal', summary),
    });
  };
  return { element: figure.element, draw };
}

/** The chosen positions' mean similarity at distance 1, about N/2 and N − 1, in a sentence. */
function distanceStats(by, s) {
  const far = Math.max(1, Math.floor(s.px_n / 2));
  const atDistance = {
    near: formatNumber(by[1], 3),
    far,
    atFar: formatNumber(by[far], 3),
    last: s.px_n - 1,
    atLast: formatNumber(by[s.px_n - 1], 3),
  };
  return s.px_pos === 'learned' ? t('statsLearned', atDistance) : t('statsSinusoidal', atDistance);
}

/**
 * Mean similarity against distance for both kinds of positions, with its statistics and tools;
 * the chart is made at the first draw, when its box has its width.
 */
function distanceFigure() {
  const stats = h('p', { className: 'stat-line distance-stats', 'aria-live': 'polite' });
  const chartBox = h('div', { className: 'line-box', role: 'img' });
  let chart = null;
  let curves = null; // [distances, learned, sinusoidal (null when d is odd)]
  const makeChart = () =>
    lineChart(chartBox, {
      series: [
        { label: t('learnedRandom'), color: palette[0] },
        { label: t('sinusoidal'), color: palette[1], dash: [6, 4] },
      ],
      data: curves,
      xLabel: t('distanceAxis'),
      integerX: true,
      yLabel: t('meanAxis'),
      yRange: [-1, 1],
      height: 240,
    });
  // Rows are distances; the sinusoidal column is left out when d is odd (no curve).
  const shownData = () => {
    const [xs, ...series] = curves;
    const shown = series.filter((ys, c) => c === 0 || ys.some((y) => y !== null));
    return {
      rows: xs.length,
      cols: shown.length,
      data: Float64Array.from(xs.flatMap((_, r) => shown.map((ys) => ys[r]))),
      rowLabels: xs.map((k) => t('distanceRow', { k })),
      colLabels: [t('learnedRandom'), t('sinusoidal')].slice(0, shown.length),
    };
  };
  const element = h(
    'figure',
    { className: 'chart' },
    h('h3', { className: 'figure-title' }, t('byDistanceTitle')),
    chartBox,
    stats,
    chartTools({
      name: 'position-experiment-by-distance',
      label: t('byDistanceData'),
      canvas: () => chart.plot.ctx.canvas,
      matrix: shownData,
    }),
  );
  const draw = ({ chosen, otherResult }, s) => {
    const by = chosen.byDistance;
    stats.textContent = distanceStats(by, s);
    const xs = Array.from({ length: s.px_n - 1 }, (_, k) => k + 1);
    const learned = s.px_pos === 'learned' ? by : otherResult.byDistance;
    const sinus = s.px_pos === 'sinusoidal' ? by : otherResult?.byDistance;
    curves = [xs, xs.map((k) => learned[k]), xs.map((k) => (sinus ? sinus[k] : null))];
    if (!chart) chart = makeChart();
    else chart.update(curves);
    const ends = {
      first: formatNumber(learned[1], 3),
      last: formatNumber(learned[s.px_n - 1], 3),
      sinFirst: sinus ? formatNumber(sinus[1], 3) : '',
      sinLast: sinus ? formatNumber(sinus[s.px_n - 1], 3) : '',
    };
    chartBox.setAttribute(
      'aria-label',
      sinus ? t('byDistanceLabelBoth', ends) : t('byDistanceLabel', ends),
    );
  };
  return { element, draw };
}

export function mount(section, ctx) {
  const tokenName = h('p', { className: 'stat-line token-name' });
  const similarity = similarityFigure();
  const distance = distanceFigure();
  const draw = (result, s) => {
    tokenName.textContent = t('tokenName', { id: s.px_token, label: byteLabel(s.px_token) });
    similarity.draw(result.chosen, s);
    distance.draw(result, s);
  };
  const lesson = lessonView(section, ctx, { settings, reads: ['seed'], compute, draw });

  const control = (key, hint) => lesson.control(key, { hint }).element;
  const choice = (key, options) => lesson.control(key, { options }).element;
  section.append(
    h('p', { className: 'lead' }, t('lead')),
    mathElement(
      String.raw`v_i = E[\text{tok}] + P[i],\qquad S_{ij} = \cos(v_i, v_j)\ \approx\ \frac{\lVert E[\text{tok}]\rVert^2}{\lVert E[\text{tok}]\rVert^2 + \lVert P\rVert^2} \approx \tfrac12 \ ${texWords(t.parts('texForRandom', { P: inMath('P') }))},\ i \ne j`,
    ),
    h(
      'div',
      { className: 'controls' },
      h(
        'div',
        {},
        control('px_token', t('tokenHint', { range: rangeText(settings.px_token) })),
        tokenName,
      ),
      control('px_n', t('nHint', { range: rangeText(settings.px_n) })),
      control('px_d', t('dHint', { range: rangeText(settings.px_d) })),
      choice('px_pos', [
        ['learned', t('learnedRandom')],
        ['sinusoidal', t('sinusoidal')],
      ]),
      choice('px_scale', [
        ['full', t('fullRange')],
        ['fit', t('fitRange')],
      ]),
    ),
    h('div', { className: 'figure-row' }, similarity.element, distance.element),
    h('p', {}, t('closing')),
  );

  lesson.start();
}
