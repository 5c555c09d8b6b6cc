// long-context, part 1: ALiBi. One head's bias as a heatmap, the slopes of all heads, the weight
// the last query gives keys further and further back, and each head's span as a table.
import { palette } from '../../charts/line-chart.js';
import { sequential } from '../../charts/colormap.js';
import { heatmapFigure } from '../../charts/heatmap.js';
import { formatNumber } from '../../format.js';
import { h } from '../../base/dom.js';
import { refusal } from '../../ui/lesson-view.js';
import { focusableWhenScrolling } from '../../base/scroll-focus.js';
import { mathElement, texWords } from '../../ui/math.js';
import { lineFigure } from '../../lesson-parts/position-lessons/line-figure.js';
import { pointVerb } from '../../charts/pointer.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('long-context', strings);

/** One head's bias as a heatmap, the masked half grey. */
function biasFigure() {
  return heatmapFigure({
    name: 'alibi-bias',
    title: t('biasTitle'),
    labels: 'index',
    xLabel: t('keyAxis'),
    yLabel: t('queryAxis'),
    canvasClass: 'square',
    legendNote: t('maskedNote'),
    hover: (i, j, v) =>
      j > i
        ? t('maskedHover', { i, j })
        : t('biasHover', { i, j, back: i - j, bias: formatNumber(v, 4) }),
  });
}

/** Every head's slope, on a log scale. */
function slopeFigure() {
  return lineFigure({
    name: 'alibi-slopes',
    title: t('slopesTitle'),
    xLabel: t('headAxis'),
    integerX: true,
    yLabel: t('slopeAxis'),
    logY: true,
    height: 200,
    series: [{ label: t('slopeAxis'), color: palette[0], width: 2 }],
  });
}

/** The weight the last query gives a key d steps back, one curve per head. */
function weightFigure() {
  return lineFigure({
    name: 'alibi-weights',
    title: t('weightsTitle'),
    xLabel: t('distanceAxis'),
    integerX: true,
    yLabel: t('weightAxis'),
    height: 240,
    series: [],
  });
}

/** Every head's slope, bias and last query's weights; a head past the number of heads is refused. */
function compute(core, s) {
  if (s.lc_head > s.lc_heads) throw refusal('lc_head', t('headTooLarge', { heads: s.lc_heads }));
  return core.alibiView(s.lc_heads, s.lc_len);
}

// The masked half (j > i) never reaches the softmax: painted grey, as in the attention lesson,
// not as a bias of 0 (the diagonal's colour). Returns the shown head's causal half and its lowest
// value (a hair below 0 when every bias is 0, so the colour range is not empty).
function causalBias(v, s) {
  const T = s.lc_len;
  const h0 = s.lc_head - 1;
  const bias = v.bias.subarray(h0 * T * T, (h0 + 1) * T * T);
  const shown = new Float32Array(T * T);
  let lo = 0;
  for (let i = 0; i < T; i++)
    for (let j = 0; j <= i; j++) {
      shown[i * T + j] = bias[i * T + j];
      lo = Math.min(lo, bias[i * T + j]);
    }
  return { shown, lo: lo === 0 ? -1e-6 : lo };
}

function drawBias(figure, v, s) {
  const T = s.lc_len;
  const { shown, lo } = causalBias(v, s);
  const about = {
    head: s.lc_head,
    heads: s.lc_heads,
    slope: formatNumber(v.slopes[s.lc_head - 1], 4),
    len: T,
    lowest: formatNumber(lo, 4),
    last: T - 1,
    point: pointVerb(),
  };
  figure.draw(
    { rows: T, cols: T, data: shown },
    {
      lo,
      hi: 0,
      colormap: sequential,
      // Numbers under the axis captions (query i, key j): "key 12" does not fit a column.
      rowLabels: Array.from({ length: T }, (_, i) => String(i)),
      colLabels: Array.from({ length: T }, (_, j) => String(j)),
      masked: (i, j) => j > i,
      label: t('biasLabel', about),
      summary: t('biasSummary', about),
    },
  );
}

function drawSlopes(figure, v, s) {
  figure.update(
    [
      { label: t('headAxis'), values: Float64Array.from({ length: s.lc_heads }, (_, k) => k + 1) },
      { label: t('slopeAxis'), values: v.slopes },
    ],
    t('slopesSummary', {
      heads: s.lc_heads,
      first: formatNumber(v.slopes[0], 4),
      last: formatNumber(v.slopes[s.lc_heads - 1], 4),
    }),
  );
}

function drawWeights(figure, v, s) {
  const T = s.lc_len;
  const distances = Float64Array.from({ length: T }, (_, k) => k);
  const columns = [{ label: t('distanceColumn'), values: distances }];
  for (let k = 0; k < s.lc_heads; k++) {
    const w = v.weights.subarray(k * T, (k + 1) * T);
    columns.push({
      label: t('headColumn', { n: k + 1 }),
      values: Float64Array.from(distances, (dist) => w[T - 1 - dist]),
    });
  }
  figure.update(
    columns,
    t('weightsSummary', {
      last: T - 1,
      steepest: formatNumber(v.weights[T - 1], 3),
      gentlest: formatNumber(v.weights[s.lc_heads * T - 1], 3),
    }),
  );
}

/** The slope table's caption, header and one row per head: slope, e^−m kept a step back, span. */
function slopeTableParts(v, s) {
  const T = s.lc_len;
  const header = (label) => h('th', { scope: 'col' }, label);
  return [
    h('caption', {}, t('slopesCaption', { len: T })),
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        header(t('headAxis')),
        header(t('slopeAxis')),
        header(t('keptHeader')),
        header(t('spanHeader')),
      ),
    ),
    h(
      'tbody',
      {},
      Array.from(v.slopes, (m, k) =>
        h(
          'tr',
          {},
          h('th', { scope: 'row' }, String(k + 1)),
          h('td', {}, formatNumber(m, 4)),
          h('td', {}, formatNumber(Math.exp(-m), 4)),
          h('td', {}, t('spanCell', { keys: v.span90[k], len: T })),
        ),
      ),
    ),
  ];
}

/** In words: the slopes, each end's span, and what the steepest head does to the farthest key. */
function alibiSummary(v, s) {
  const T = s.lc_len;
  return t('alibiText', {
    heads: s.lc_heads,
    first: formatNumber(v.slopes[0], 4),
    last: formatNumber(v.slopes[s.lc_heads - 1], 4),
    len: T,
    firstSpan: v.span90[0],
    lastSpan: v.span90[s.lc_heads - 1],
    back: t('stepsBack', { n: T - 1 }),
    bias: formatNumber(-v.slopes[0] * (T - 1), 4),
    factor: formatNumber(Math.exp(-v.slopes[0] * (T - 1)), 3),
  });
}

/**
 * Appends the ALiBi part to the lesson's section; returns its controls' box and its part of the
 * lesson (ui/lesson-view.js), whose compute throws for a head past the number of heads.
 */
export function mountAlibi(section) {
  const controls = h('div', { className: 'controls' });
  const bias = biasFigure();
  const slopes = slopeFigure();
  const weights = weightFigure();
  const slopeTable = h('table', { className: 'lab-compare-table lc-table' });
  // On a phone the table may be a few pixels wider than the column: it scrolls, not the page.
  const slopeScroll = h('div', { className: 'table-scroll' }, slopeTable);
  focusableWhenScrolling(slopeScroll);
  const alibiText = h('p', { 'aria-live': 'polite' });

  section.append(
    h('h3', {}, t('alibiTitle')),
    h('p', {}, t('alibiProse')),
    mathElement(
      // Each formula one unbreakable group: a phone wraps between the two, never inside one.
      String.raw`{${texWords(t('texScore'))}_h(i, j) = \frac{q_i\cdot k_j}{\sqrt{d_k}} - m_h\,(i - j)}, \qquad\allowbreak {m_h = 2^{-8h/n},\; h = 1,\dots,n}`,
    ),
    controls,
    bias.element,
    slopes.element,
    weights.element,
    alibiText,
    slopeScroll,
    h('p', {}, t('alibiFading')),
  );

  const draw = (v, s) => {
    drawBias(bias, v, s);
    drawSlopes(slopes, v, s);
    drawWeights(weights, v, s);
    slopeTable.replaceChildren(...slopeTableParts(v, s));
    alibiText.textContent = alibiSummary(v, s);
    section.dataset.alibiSlope = String(v.slopes[s.lc_head - 1]);
  };
  return { controls, part: { uses: ['lc_heads', 'lc_head', 'lc_len'], compute, draw } };
}
