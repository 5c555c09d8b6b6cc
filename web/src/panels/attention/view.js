// Lesson attention, its view: one head of scaled dot-product attention over the learner's text, computed by
// the core (random token table and projections from the seed): scores, causal mask, softmax
// weights, and the N^2 memory of the weights matrix.
import { sequential } from '../../charts/colormap.js';
import { heatmapFigure } from '../../charts/heatmap.js';
import { byteLabel, formatNumber } from '../../format.js';
import { rangeText } from '../../ui/controls.js';
import { lessonView, refusal } from '../../ui/lesson-view.js';
import { h } from '../../base/dom.js';
import { explanation } from './content.js';
import { memorySection } from './memory.js';
import { tokenStrip } from '../../lesson-parts/attention-lessons/token-strip.js';
import { pointVerb } from '../../charts/pointer.js';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('attention', strings);

const num = (v) => formatNumber(v, 6);

/**
 * The causal mask leaks position: on a text of one repeated byte with no positions, every query
 * and key is the same, so all scores are equal and row t spreads its weight evenly over the t + 1
 * keys it can see. Its weight on the first token is exactly 1/(t + 1), computed by the core here.
 */
function maskLeakSection(core, current) {
  const n = 12;
  const lesson = core.attentionLesson('a'.repeat(n), {
    ...current,
    positions: false,
    causal: true,
  });
  const rows = Array.from({ length: n }, (_, row) =>
    h(
      'tr',
      {},
      h('th', { scope: 'row' }, String(row)),
      h('td', {}, num(lesson.weights.data[row * n])),
      h('td', {}, `1/${row + 1} = ${num(1 / (row + 1))}`),
    ),
  );
  return {
    element: h(
      'div',
      { className: 'mask-leak' },
      h('h3', {}, t('maskLeakTitle')),
      h('p', {}, t('maskLeakProse')),
      h(
        'div',
        { className: 'data-table mask-leak-table' },
        h(
          'table',
          {},
          h('caption', {}, t('maskLeakCaption')),
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              h('th', { scope: 'col' }, t('maskLeakRow')),
              h('th', { scope: 'col' }, t('maskLeakWeight')),
              h('th', { scope: 'col' }, '1/(t + 1)'),
            ),
          ),
          h('tbody', {}, rows),
        ),
      ),
    ),
  };
}

// The head's settings as the core takes them.
const headOf = (s) => ({ dModel: s.att_d, dK: s.att_dk, positions: s.att_pe, seed: s.seed });

/** Scores, weights and mask of one head on the text: everything the head's figures draw. */
function computeHead(core, s) {
  if (s.text.length === 0) throw refusal('text', t('textEmpty'));
  const head = { ...headOf(s), causal: s.att_causal };
  return { head, result: core.attentionLesson(s.text, head) };
}

// The three heatmaps read the head last drawn (drawn.head, drawn.lesson) for their read-outs.
const quote = (lesson, i) => t('token', { i, byte: byteLabel(lesson.ids[i]) });
const squareMap = (options) =>
  heatmapFigure({
    labels: 'both',
    className: 'matrix-figure',
    canvasClass: 'square',
    xLabel: t('keyAxis'),
    yLabel: t('queryAxis'),
    ...options,
  });

function scoresFigure(drawn) {
  return squareMap({
    name: 'attention-scores',
    title: t('scoresTitle'),
    legendNote: t('scoresLegendNote'),
    hover: (i, j) => {
      const { head, lesson } = drawn;
      const values = {
        query: quote(lesson, i),
        key: quote(lesson, j),
        dK: head.dK,
        score: num(lesson.scores.data[i * lesson.scores.cols + j]),
      };
      return head.causal && j > i ? t('scoreHoverMasked', values) : t('scoreHover', values);
    },
    idle: () => t('scoresIdle', { point: pointVerb() }),
  });
}

function maskFigure(drawn) {
  return squareMap({
    name: 'attention-mask',
    title: t('maskTitle'),
    colormap: sequential,
    legend: [t('maskHidden'), t('maskVisible')],
    hover: (i, j) => {
      const pair = { query: quote(drawn.lesson, i), key: quote(drawn.lesson, j) };
      return !drawn.head.causal || j <= i
        ? t('maskHoverVisible', pair)
        : t('maskHoverHidden', pair);
    },
    idle: () => (drawn.head.causal ? t('maskIdle') : t('maskIdleOff')),
  });
}

function weightsFigure(drawn) {
  return squareMap({
    name: 'attention-weights',
    title: t('weightsTitle'),
    colormap: sequential,
    legend: ['0', '1'],
    legendNote: t('weightsLegendNote'),
    hover: (i, j) => {
      const { weights } = drawn.lesson;
      const w = weights.data[i * weights.cols + j];
      let rowSum = 0;
      for (let c = 0; c < weights.cols; c++) rowSum += weights.data[i * weights.cols + c];
      const values = {
        query: quote(drawn.lesson, i),
        key: quote(drawn.lesson, j),
        i,
        sum: num(rowSum),
      };
      return w === 0
        ? t('weightHoverZero', values)
        : t('weightHover', { ...values, weight: num(w) });
    },
    idle: () => t('weightsIdle', { point: pointVerb() }),
  });
}

// The scores' colours reach at least ±1: scores 1 apart weigh e ≈ 2.7 times more after softmax,
// while scores within ±0.01 of each other (a head with no positions reading a repeated byte) are
// all but equal, and are drawn pale rather than as strong agreement and disagreement.
const scoreColourReach = 1;

/** The scores, coloured up to the largest one a query can see (masked ones are not drawn). */
function drawScores(figure, { head, lesson }, labels) {
  const n = labels.length;
  const future = (i, j) => head.causal && j > i;
  let peak = 0;
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++)
      if (!future(i, j)) peak = Math.max(peak, Math.abs(lesson.scores.data[i * n + j]));
  const reach = Math.max(peak, scoreColourReach);
  const range = { n, lo: num(-reach), hi: num(reach) };
  figure.setLegendNote(head.causal ? t('scoresLegendNote') : ''); // grey only under the mask
  figure.draw(lesson.scores, {
    lo: -reach,
    hi: reach,
    masked: future,
    rowLabels: labels,
    colLabels: labels,
    label: head.causal ? t('scoresLabel', range) : t('scoresLabelUnmasked', range),
  });
}

/** The mask: the core's causal one, or every key visible. */
function drawMask(figure, causalMask, labels) {
  const n = labels.length;
  figure.draw(causalMask ?? { rows: n, cols: n, data: new Float64Array(n * n).fill(1) }, {
    lo: 0,
    hi: 1,
    rowLabels: labels,
    colLabels: labels,
    label: causalMask ? t('maskLabel', { n }) : t('maskLabelOff', { count: n * n }),
  });
}

/**
 * The weights. Row 0 of a causal head is always exactly 1; the colours saturate at the largest
 * weight of the other rows so their pattern is visible (the legend says so).
 */
function drawWeights(figure, { head, lesson }, labels) {
  const n = labels.length;
  let top = 0;
  for (let k = head.causal ? n : 0; k < n * n; k++) top = Math.max(top, lesson.weights.data[k]);
  if (!(top > 0)) top = 1;
  figure.setLegend(['0', top < 1 ? `≥ ${formatNumber(top, 2)}` : '1']);
  figure.draw(lesson.weights, {
    lo: 0,
    hi: top,
    rowLabels: labels,
    colLabels: labels,
    label: head.causal ? t('weightsLabel', { n }) : t('weightsLabelUnmasked', { n }),
  });
}

/** What was drawn: the head's sizes and seed, with or without positions, the text cut or not. */
function summaryText(head, lesson) {
  const n = lesson.ids.length;
  const shown = { n, dModel: head.dModel, dK: head.dK, seed: head.seed };
  const cut = { ...shown, total: lesson.totalTokens };
  if (lesson.totalTokens > n)
    return head.positions ? t('summaryCut', cut) : t('summaryCutNoPositions', cut);
  return head.positions ? t('summary', shown) : t('summaryNoPositions', shown);
}

export function mount(section, ctx) {
  const { core, values, shared } = ctx;
  const drawn = { head: headOf(values), lesson: null };
  const summary = h('p', { className: 'note', 'aria-live': 'polite' });
  const strip = h('div', { className: 'token-strip-box' });
  const scores = scoresFigure(drawn);
  const mask = maskFigure(drawn);
  const weights = weightsFigure(drawn);
  let memory = null;

  const headPart = {
    uses: ['text', 'seed', 'att_d', 'att_dk', 'att_causal', 'att_pe'],
    compute: computeHead,
    draw: ({ head, result }) => {
      Object.assign(drawn, { head, lesson: result });
      const labels = Array.from(result.ids, byteLabel);
      drawScores(scores, drawn, labels);
      drawMask(mask, result.mask, labels);
      drawWeights(weights, drawn, labels);
      strip.replaceChildren(tokenStrip(result.ids, { label: t('stripLabel') }));
      summary.textContent = summaryText(head, result);
      // The decoder-only lesson shows rows of this same head.
      const { causal, ...detail } = head;
      shared.dispatchEvent(new CustomEvent('attention-head', { detail }));
    },
  };
  // N, the memory section's, draws no head: its read-out is all it changes.
  const memoryPart = {
    uses: ['att_n'],
    compute: (_, s) => s.att_n,
    draw: (n) => memory.describe(n),
  };
  const view = lessonView(section, ctx, {
    settings,
    reads: ['text', 'seed'],
    parts: [headPart, memoryPart],
  });

  const textBox = view.control('text', { hint: t('textHint') });
  const causal = view.control('att_causal', { label: t('causalLabel') });
  const positions = view.control('att_pe', {
    label: t('positionsLabel'),
    onError: (message) => summary.replaceChildren(message),
  });
  const nControl = view.control('att_n', {
    log: true,
    hint: t('memoryHint', { range: rangeText(settings.att_n), max: settings.att_n.max / 1024 }),
  });
  memory = memorySection({ core, control: nControl, maxN: settings.att_n.max });

  section.append(
    ...explanation(),
    h(
      'div',
      { className: 'controls' },
      textBox.element,
      view.control('att_d', {
        step: 2,
        hint: t('dModelHint', { range: rangeText(settings.att_d) }),
      }).element,
      view.control('att_dk', { hint: t('dKHint', { range: rangeText(settings.att_dk) }) }).element,
      view.control('seed', { hint: t('seedHint') }).element,
      h('div', { className: 'control checks' }, causal.element, positions.element),
    ),
    strip,
    summary,
    h('div', { className: 'attention-figures' }, scores.element, mask.element, weights.element),
    maskLeakSection(core, headOf(values)).element,
    memory.element,
  );
  view.start();
  memory.draw();
}
