// Lesson attention, its view: one head of scaled dot-product attention over the learner's text, computed by
// the core (random token table and projections from the seed): scores, causal mask, softmax
// weights, and the N^2 memory of the weights matrix.
import { sequential } from '../../charts/colormap.js';
import { heatmapFigure } from '../../charts/heatmap.js';
import { byteLabel, formatNumber } from '../../format.js';
import { sharedSettings } from '../../state.js';
import {
  rangeText,
  settingControl,
  settingControls,
  sharedTextControl,
} from '../../ui/controls.js';
import { applyOrRollBack } from '../../ui/apply-or-roll-back.js';
import { h } from '../../ui/dom.js';
import { explanation } from './content.js';
import { memorySection } from './memory.js';
import { tokenStrip } from '../attention-lessons/token-strip.js';
import { pointVerb } from '../../charts/pointer.js';
import { settings } from './lesson.js';

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
  const rows = Array.from({ length: n }, (_, t) =>
    h(
      'tr',
      {},
      h('th', { scope: 'row' }, String(t)),
      h('td', {}, num(lesson.weights.data[t * n])),
      h('td', {}, `1/${t + 1} = ${num(1 / (t + 1))}`),
    ),
  );
  return {
    element: h(
      'div',
      { className: 'mask-leak' },
      h('h3', {}, 'The mask tells each row where it is'),
      h(
        'p',
        {},
        'Attention without positions is often called blind to order. Under the causal mask it is not. Take a text of one repeated byte, “aaaaaaaaaaaa”, with no positions: every query and every key is the same vector, so every score is the same. Row t still sees only keys 0 to t, and its softmax shares a total of 1 among those t + 1 keys, so its weight on the first token falls as 1/(t + 1). A later row averages over more keys, so its output differs from an earlier row’s: this is how a causal model with no positional encoding can still learn order (Haviv et al. 2022).',
      ),
      h(
        'div',
        { className: 'data-table mask-leak-table' },
        h(
          'table',
          {},
          h(
            'caption',
            {},
            'Weight of row t on token 0, no positions, causal mask (computed by the core)',
          ),
          h(
            'thead',
            {},
            h(
              'tr',
              {},
              h('th', { scope: 'col' }, 'row t'),
              h('th', { scope: 'col' }, 'weight on token 0'),
              h('th', { scope: 'col' }, '1/(t + 1)'),
            ),
          ),
          h('tbody', {}, rows),
        ),
      ),
    ),
  };
}

export function mount(section, { core, values, onChange, shared }) {
  const current = {
    text: values.text,
    dModel: values.att_d,
    dK: values.att_dk,
    causal: values.att_causal,
    positions: values.att_pe,
    seed: values.seed,
  };
  let lesson = null;
  const quote = (i) => `${i} ‘${byteLabel(lesson.ids[i])}’`;
  const summary = h('p', { className: 'note', 'aria-live': 'polite' });
  const strip = h('div', { className: 'token-strip-box' });

  const scores = heatmapFigure({
    name: 'attention-scores',
    labels: 'both',
    title: '1. Scores q·k / √d_k',
    className: 'matrix-figure',
    canvasClass: 'square',
    xLabel: 'key j →',
    yLabel: 'query i ↓',
    legendNote: 'grey: masked (−∞), a future key',
    hover: (i, j) =>
      `query ${quote(i)} · key ${quote(j)} / √${current.dK} = ${num(lesson.scores.data[i * lesson.scores.cols + j])}` +
      (current.causal && j > i ? '  (masked: becomes −∞)' : ''),
    idle: () => `Red: query and key agree; blue: they disagree. ${pointVerb()} for exact values.`,
  });
  const mask = heatmapFigure({
    name: 'attention-mask',
    labels: 'both',
    title: '2. Causal mask',
    className: 'matrix-figure',
    canvasClass: 'square',
    xLabel: 'key j →',
    yLabel: 'query i ↓',
    colormap: sequential,
    legend: ['0 hidden', '1 visible'],
    hover: (i, j) =>
      `query ${quote(i)}, key ${quote(j)}: ${!current.causal || j <= i ? 'visible (add 0)' : 'future, hidden (add −∞)'}`,
    idle: () =>
      current.causal
        ? 'Row i sees keys 0..i: the lower triangle.'
        : 'Mask off: every token sees every other (as in an encoder).',
  });
  const weights = heatmapFigure({
    name: 'attention-weights',
    labels: 'both',
    title: '3. Weights softmax(row)',
    className: 'matrix-figure',
    canvasClass: 'square',
    xLabel: 'key j →',
    yLabel: 'query i ↓',
    colormap: sequential,
    legend: ['0', '1'],
    legendNote: 'each row sums to 1; the brightest colour is the largest weight outside row 0',
    hover: (i, j) => {
      const w = lesson.weights.data[i * lesson.weights.cols + j];
      let rowSum = 0;
      for (let c = 0; c < lesson.weights.cols; c++)
        rowSum += lesson.weights.data[i * lesson.weights.cols + c];
      return `weight of query ${quote(i)} on key ${quote(j)} = ${w === 0 ? '0 (exactly)' : num(w)};  row ${i} sums to ${num(rowSum)}`;
    },
    idle: () => `Bright: where each query looks. ${pointVerb()} for exact weights.`,
  });

  const render = () => {
    lesson = core.attentionLesson(current.text, current);
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
      label: `Heatmap of the ${n} by ${n} attention scores, from ${num(-peak)} (blue) to ${num(peak)} (red)${current.causal ? ', future keys masked in grey' : ''}.`,
    });
    const maskMatrix = current.causal
      ? core.causalMask(n)
      : { rows: n, cols: n, data: new Float64Array(n * n).fill(1) };
    mask.draw(maskMatrix, {
      lo: 0,
      hi: 1,
      rowLabels: labels,
      colLabels: labels,
      label: current.causal
        ? `Causal mask, ${n} by ${n}: ones on and below the diagonal, zeros above.`
        : `No mask: all ${n * n} entries are 1.`,
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
      label: `Heatmap of the ${n} by ${n} attention weights, 0 (dark) to 1 (yellow); each row sums to 1${current.causal ? '; above the diagonal exactly 0' : ''}.`,
    });
    strip.replaceChildren(tokenStrip(lesson.ids, { label: 'Tokens (bytes) of the text' }));
    summary.textContent =
      `${n} tokens, d_model ${current.dModel}, d_k ${current.dK}, random seed ${current.seed}` +
      (current.positions ? ', sinusoidal positions added' : ', no positions') +
      (lesson.totalTokens > n
        ? `. The text has ${lesson.totalTokens} bytes; the first ${n} are shown so the cells stay readable.`
        : '.');
    section.dataset.status = 'ready';
  };
  // Redraws with the changes (rolling back and rethrowing if the core rejects them) and tells the
  // decoder-only panel, which shows rows of this same head.
  const change = (changes) => {
    applyOrRollBack(current, changes, render);
    const { dModel, dK, positions, seed } = current;
    shared.dispatchEvent(
      new CustomEvent('attention-head', { detail: { dModel, dK, positions, seed } }),
    );
  };

  const textBox = sharedTextControl({
    values,
    onChange,
    shared,
    hint: 'each UTF-8 byte is a token; the first 128 are used',
    onText: (text) => {
      if (text.length === 0) throw new Error('Type some text: attention needs at least one token.');
      change({ text });
    },
  });
  const intControl = settingControls(
    { ...settings, seed: sharedSettings.seed },
    { values, onChange, render: change },
  );
  const causal = settingControl(settings, 'att_causal', {
    values,
    onChange,
    label: 'causal mask (look back only)',
    apply: (on) => change({ causal: on }),
  });
  const positions = settingControl(settings, 'att_pe', {
    values,
    onChange,
    label: 'add sinusoidal positions',
    apply: (on) => change({ positions: on }),
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
      intControl('att_d', 'dModel', {
        step: 2,
        hint: `embedding width, ${rangeText(settings.att_d)} (even with positions)`,
      }).element,
      intControl('att_dk', 'dK', { hint: `query/key width, ${rangeText(settings.att_dk)}` })
        .element,
      intControl('seed', 'seed', { hint: 'draws the random table and projections' }).element,
      h('div', { className: 'control checks' }, causal.element, positions.element),
    ),
    strip,
    summary,
    h('div', { className: 'attention-figures' }, scores.element, mask.element, weights.element),
    maskLeak.element,
    memory.element,
  );
  try {
    render();
  } catch (error) {
    // A link's text can be empty or its d_model odd with positions: say so next to the text box.
    textBox.showError(error.message);
    section.dataset.status = 'error';
  }
  memory.draw();
}
