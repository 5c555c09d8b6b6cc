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

export function mount(section, ctx) {
  const { core, values, onChange, shared } = ctx;
  let current = headOf(values); // the head drawn, for the hover texts
  let lesson = null;
  const quote = (i) => t('token', { i, byte: byteLabel(lesson.ids[i]) });
  const summary = h('p', { className: 'note', 'aria-live': 'polite' });
  const strip = h('div', { className: 'token-strip-box' });

  const scores = heatmapFigure({
    name: 'attention-scores',
    labels: 'both',
    title: t('scoresTitle'),
    className: 'matrix-figure',
    canvasClass: 'square',
    xLabel: t('keyAxis'),
    yLabel: t('queryAxis'),
    legendNote: t('scoresLegendNote'),
    hover: (i, j) => {
      const values = {
        query: quote(i),
        key: quote(j),
        dK: current.dK,
        score: num(lesson.scores.data[i * lesson.scores.cols + j]),
      };
      return current.causal && j > i ? t('scoreHoverMasked', values) : t('scoreHover', values);
    },
    idle: () => t('scoresIdle', { point: pointVerb() }),
  });
  const mask = heatmapFigure({
    name: 'attention-mask',
    labels: 'both',
    title: t('maskTitle'),
    className: 'matrix-figure',
    canvasClass: 'square',
    xLabel: t('keyAxis'),
    yLabel: t('queryAxis'),
    colormap: sequential,
    legend: [t('maskHidden'), t('maskVisible')],
    hover: (i, j) =>
      !current.causal || j <= i
        ? t('maskHoverVisible', { query: quote(i), key: quote(j) })
        : t('maskHoverHidden', { query: quote(i), key: quote(j) }),
    idle: () => (current.causal ? t('maskIdle') : t('maskIdleOff')),
  });
  const weights = heatmapFigure({
    name: 'attention-weights',
    labels: 'both',
    title: t('weightsTitle'),
    className: 'matrix-figure',
    canvasClass: 'square',
    xLabel: t('keyAxis'),
    yLabel: t('queryAxis'),
    colormap: sequential,
    legend: ['0', '1'],
    legendNote: t('weightsLegendNote'),
    hover: (i, j) => {
      const w = lesson.weights.data[i * lesson.weights.cols + j];
      let rowSum = 0;
      for (let c = 0; c < lesson.weights.cols; c++)
        rowSum += lesson.weights.data[i * lesson.weights.cols + c];
      const values = { query: quote(i), key: quote(j), i, sum: num(rowSum) };
      return w === 0
        ? t('weightHoverZero', values)
        : t('weightHover', { ...values, weight: num(w) });
    },
    idle: () => t('weightsIdle', { point: pointVerb() }),
  });

  // Scores, weights and mask of one head on the text.
  const compute = (core, s) => {
    if (s.text.length === 0) throw refusal('text', t('textEmpty'));
    const head = { ...headOf(s), causal: s.att_causal };
    const result = core.attentionLesson(s.text, head);
    const n = result.ids.length;
    return { head, result, causalMask: head.causal ? core.causalMask(n) : null };
  };

  const draw = ({ head, result, causalMask }) => {
    current = head;
    lesson = result;
    const n = lesson.ids.length;
    const labels = Array.from(lesson.ids, byteLabel);
    let peak = 0;
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++)
        if (!current.causal || j <= i)
          peak = Math.max(peak, Math.abs(lesson.scores.data[i * n + j]));
    const future = (i, j) => current.causal && j > i;
    scores.draw(lesson.scores, {
      lo: -(peak || 1),
      hi: peak || 1,
      masked: future,
      rowLabels: labels,
      colLabels: labels,
      label: current.causal
        ? t('scoresLabel', { n, lo: num(-peak), hi: num(peak) })
        : t('scoresLabelUnmasked', { n, lo: num(-peak), hi: num(peak) }),
    });
    const maskMatrix = causalMask ?? { rows: n, cols: n, data: new Float64Array(n * n).fill(1) };
    mask.draw(maskMatrix, {
      lo: 0,
      hi: 1,
      rowLabels: labels,
      colLabels: labels,
      label: current.causal ? t('maskLabel', { n }) : t('maskLabelOff', { count: n * n }),
    });
    // Row 0 of a causal head is always exactly 1; saturate the colours at the largest weight of
    // the other rows so their pattern is visible (the legend says so).
    let top = 0;
    for (let k = current.causal ? n : 0; k < n * n; k++)
      top = Math.max(top, lesson.weights.data[k]);
    if (!(top > 0)) top = 1;
    weights.setLegend(['0', top < 1 ? `≥ ${formatNumber(top, 2)}` : '1']);
    weights.draw(lesson.weights, {
      lo: 0,
      hi: top,
      rowLabels: labels,
      colLabels: labels,
      label: current.causal ? t('weightsLabel', { n }) : t('weightsLabelUnmasked', { n }),
    });
    strip.replaceChildren(tokenStrip(lesson.ids, { label: t('stripLabel') }));
    const shown = { n, dModel: current.dModel, dK: current.dK, seed: current.seed };
    const cut = { ...shown, total: lesson.totalTokens };
    summary.textContent =
      lesson.totalTokens > n
        ? current.positions
          ? t('summaryCut', cut)
          : t('summaryCutNoPositions', cut)
        : current.positions
          ? t('summary', shown)
          : t('summaryNoPositions', shown);
    // The decoder-only lesson shows rows of this same head.
    const { causal, ...detail } = head;
    shared.dispatchEvent(new CustomEvent('attention-head', { detail }));
  };
  // N, the memory section's, is its own: it draws no head.
  const headSettings = Object.fromEntries(Object.entries(settings).filter(([k]) => k !== 'att_n'));
  const view = lessonView(section, ctx, {
    settings: headSettings,
    reads: ['text', 'seed'],
    compute,
    draw,
  });

  const textBox = view.control('text', { hint: t('textHint') });
  const causal = view.control('att_causal', { label: t('causalLabel') });
  const positions = view.control('att_pe', {
    label: t('positionsLabel'),
    onError: (message) => (summary.textContent = message),
  });
  const maskLeak = maskLeakSection(core, current);
  const memory = memorySection({ core, key: 'att_n', spec: settings.att_n, values, onChange });

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
    maskLeak.element,
    memory.element,
  );
  view.start();
  memory.draw();
}
