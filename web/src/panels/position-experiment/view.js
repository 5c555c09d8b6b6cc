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
import { mathElement } from '../../ui/math.js';
import { pointVerb } from '../../charts/pointer.js';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('position-experiment', strings);

export function mount(section, ctx) {
  const stats = h('p', { className: 'stat-line distance-stats', 'aria-live': 'polite' });
  const tokenName = h('p', { className: 'stat-line token-name' });
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
  const chartBox = h('div', { className: 'line-box', role: 'img' });
  let chart = null;
  let curves = null;

  // The chosen kind of positions, and the other kind for the distance chart (sinusoidal needs an
  // even d: none then).
  const compute = (core, s) => {
    const other = s.px_pos === 'learned' ? 'sinusoidal' : 'learned';
    return {
      chosen: core.placeToken(s.px_token, s.px_n, s.px_d, s.px_pos, s.seed),
      otherResult:
        other === 'learned' || s.px_d % 2 === 0
          ? core.placeToken(s.px_token, s.px_n, s.px_d, other, s.seed)
          : null,
    };
  };

  const draw = ({ chosen, otherResult }, s) => {
    const label = byteLabel(s.px_token);
    tokenName.textContent = t('tokenName', { id: s.px_token, label });
    // "fit" stretches a sequential map over the off-diagonal values, so faint bands show; the
    // legend then gives the real range (white no longer means 0, hence not the diverging map).
    let lo = -1;
    let hi = 1;
    if (s.px_scale === 'fit') {
      const sim = chosen.similarity.data;
      lo = Infinity;
      hi = -Infinity;
      for (let i = 0; i < s.px_n; i++)
        for (let j = 0; j < s.px_n; j++)
          if (i !== j) {
            lo = Math.min(lo, sim[i * s.px_n + j]);
            hi = Math.max(hi, sim[i * s.px_n + j]);
          }
      if (!(hi > lo)) hi = lo + 1e-6;
    }
    const learnedShown = s.px_pos === 'learned';
    const about = {
      token: label,
      last: s.px_n - 1,
      n: s.px_n,
      lo: formatNumber(lo, 3),
      hi: formatNumber(hi, 3),
    };
    const fitted = s.px_scale === 'fit';
    const summary = { n: s.px_n, d: s.px_d, point: pointVerb() };
    figure.draw(chosen.similarity, {
      lo,
      hi,
      colormap: fitted ? sequential : diverging,
      label: learnedShown
        ? fitted
          ? t('heatmapLabelLearnedFit', about)
          : t('heatmapLabelLearned', about)
        : fitted
          ? t('heatmapLabelSinusoidalFit', about)
          : t('heatmapLabelSinusoidal', about),
      summary: learnedShown ? t('summaryLearned', summary) : t('summarySinusoidal', summary),
    });
    const by = chosen.byDistance;
    const far = Math.max(1, Math.floor(s.px_n / 2));
    const atDistance = {
      near: formatNumber(by[1], 3),
      far,
      atFar: formatNumber(by[far], 3),
      last: s.px_n - 1,
      atLast: formatNumber(by[s.px_n - 1], 3),
    };
    stats.textContent = learnedShown
      ? t('statsLearned', atDistance)
      : t('statsSinusoidal', atDistance);

    const xs = Array.from({ length: s.px_n - 1 }, (_, k) => k + 1);
    const learned = s.px_pos === 'learned' ? by : otherResult.byDistance;
    const sinus = s.px_pos === 'sinusoidal' ? by : otherResult?.byDistance;
    curves = [xs, xs.map((k) => learned[k]), xs.map((k) => (sinus ? sinus[k] : null))];
    if (!chart)
      chart = lineChart(chartBox, {
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
  const lesson = lessonView(section, ctx, { settings, reads: ['seed'], compute, draw });

  const tokenControl = lesson.control('px_token', {
    hint: t('tokenHint', { range: rangeText(settings.px_token) }),
  });
  const nControl = lesson.control('px_n', {
    hint: t('nHint', { range: rangeText(settings.px_n) }),
  });
  const dControl = lesson.control('px_d', {
    hint: t('dHint', { range: rangeText(settings.px_d) }),
  });
  const posControl = lesson.control('px_pos', {
    options: [
      ['learned', t('learnedRandom')],
      ['sinusoidal', t('sinusoidal')],
    ],
  });
  const scaleControl = lesson.control('px_scale', {
    options: [
      ['full', t('fullRange')],
      ['fit', t('fitRange')],
    ],
  });

  section.append(
    h('p', { className: 'lead' }, t('lead')),
    mathElement(
      String.raw`v_i = E[\text{tok}] + P[i],\qquad S_{ij} = \cos(v_i, v_j)\ \approx\ \frac{\lVert E[\text{tok}]\rVert^2}{\lVert E[\text{tok}]\rVert^2 + \lVert P\rVert^2} \approx \tfrac12 \ \text{for random } P,\ i \ne j`,
    ),
    h(
      'div',
      { className: 'controls' },
      h('div', {}, tokenControl.element, tokenName),
      nControl.element,
      dControl.element,
      posControl.element,
      scaleControl.element,
    ),
    h(
      'div',
      { className: 'figure-row' },
      figure.element,
      h(
        'figure',
        { className: 'chart' },
        h('h3', { className: 'figure-title' }, t('byDistanceTitle')),
        chartBox,
        stats,
        chartTools({
          name: 'position-experiment-by-distance',
          label: t('byDistanceData'),
          canvas: () => chart.plot.ctx.canvas,
          matrix: () => {
            // Rows are distances; the sinusoidal column is left out when d is odd (no curve).
            const [xs, ...series] = curves;
            const shown = series.filter((ys, c) => c === 0 || ys.some((y) => y !== null));
            return {
              rows: xs.length,
              cols: shown.length,
              data: Float64Array.from(xs.flatMap((_, r) => shown.map((ys) => ys[r]))),
              rowLabels: xs.map((k) => t('distanceRow', { k })),
              colLabels: [t('learnedRandom'), t('sinusoidal')].slice(0, shown.length),
            };
          },
        }),
      ),
    ),
    h('p', {}, t('closing')),
  );

  lesson.start();
}
