// What the four model lessons (heads, block, contextual, sampling) share: the TinyGPT they run
// (the training lab's settings, random from the seed or the lab's trained weights), the choice
// between the two, and labelled heatmap and bar figures with hover read-outs and PNG/CSV/table.
import './model.css';

import { heatmapFigure } from '../../charts/heatmap.js';
import { formatNumber } from '../../format.js';
import { h } from '../../base/dom.js';
import { gptShape } from './gpt-shape.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('model', strings);

export const num = (v) => formatNumber(v, 4);

/** The TinyGPT shape the training lab's settings describe, with seed (default: the shared one). */
export function labModel(values, seed = values.seed) {
  return { ...gptShape(values), seed };
}

/** The seed control's hint in the model lessons: the seed draws their random weights. */
export const seedHint = () => t('seedHint');

/** One line describing a model's shape: "2 layers, 4 heads, d_model 64, learned positions". */
export function describeShape(m) {
  const pe =
    {
      none: t('peNone'),
      learned: t('peLearned'),
      sinusoidal: t('peSinusoidal'),
      rope: t('peRope'),
      alibi: t('peAlibi'),
    }[m.pe] ?? m.pe;
  return t('shape', {
    layers: t('layerCount', { n: m.layers }),
    heads: t('headCount', { n: m.heads }),
    dModel: m.dModel,
    positions: pe,
    norm: m.norm === 'layernorm' ? 'LayerNorm' : 'RMSNorm',
  });
}

/** The trained byte-level TinyGPT's weights file published by the training lab, or null (these
 * lessons follow bytes: a model on BPE tokens is named but not used). */
export function trainedWeights(shared) {
  if ((shared.model?.vocab ?? 256) !== 256) return null;
  return shared.model?.weights ?? null;
}

/**
 * Radio buttons "random (seed) | trained" for panels that run one model at a time, the control of
 * the setting `setting` (ov_weights, bk_weights, sp_weights: marked data-setting, as
 * settingControl marks its controls). onPick(kind) redraws. update() enables "trained" once the
 * lab has trained a TinyGPT. labOnPage (ctx's): where the lab is not, the hint does not send the
 * learner there (the lesson's labAwayNote says where it is).
 */
export function weightsPicker({ name, setting, value, shared, onPick, labOnPage }) {
  // What the learner asked for; "trained" shows as random until the lab has trained a TinyGPT.
  let wanted = value;
  const make = (kind, text) => {
    const input = h('input', { type: 'radio', name, value: kind });
    input.addEventListener('change', () => {
      if (!input.checked) return;
      wanted = kind;
      onPick(kind);
    });
    const label = h('label', { className: 'check' }, input, ` ${text}`);
    return { input, label };
  };
  const random = make('random', t('weightsRandom'));
  const trained = make('trained', t('weightsTrained'));
  const note = h('p', { className: 'control-hint' });
  const element = h(
    'fieldset',
    { className: 'control checks weights-picker', dataset: { setting } },
    h('legend', { className: 'control-label' }, t('weightsLegend')),
    random.label,
    trained.label,
    note,
  );
  const update = () => {
    const has = trainedWeights(shared) !== null;
    // A teacher's lock (teacher-controls.js) keeps both choices disabled whatever arrives.
    trained.input.disabled = !has || element.dataset.locked !== undefined;
    trained.input.checked = has && wanted === 'trained';
    random.input.checked = !trained.input.checked;
    note.textContent = has
      ? t('trainedReady', { label: shared.model.label })
      : shared.model && (shared.model.vocab ?? 256) !== 256
        ? t('trainedBpe', { label: shared.model.label })
        : shared.model
          ? t('trainedNoBlocks', { label: shared.model.label })
          : labOnPage
            ? t('trainedNone')
            : '';
  };
  update();
  return {
    element,
    update,
    /** 'trained' when chosen and available, else 'random'. */
    get kind() {
      return trained.input.checked ? 'trained' : 'random';
    },
  };
}

/**
 * The shared heatmap figure (charts/heatmap.js) as these lessons use it: a heading that can
 * change, a colour range and legend per draw. hover(row, col) -> text; idle() -> text;
 * labels() -> { rowLabels, colLabels } for the table and CSV.
 */
export function matrixFigure({
  name,
  heading,
  colormap,
  xLabel,
  yLabel,
  hover,
  idle,
  labels,
  tokenAxes,
  square = false,
}) {
  const shown = heatmapFigure({
    name,
    title: heading,
    labels: tokenAxes, // 'rows' or 'both': the tokens beside the map (labels() gives them)
    className: 'matrix-figure',
    canvasClass: square ? 'square' : '',
    colormap,
    xLabel,
    yLabel,
    legend: ['', ''], // set per draw: the range follows the data
    hover: (row, col) => hover(row, col),
    idle,
  });
  const title = shown.element.querySelector('h3');
  return {
    figure: shown.element,
    canvas: shown.canvas,
    setHeading: (text) => (title.textContent = text),
    /** Draws matrix { rows, cols, data } with colours from lo to hi. */
    draw(matrix, { lo, hi, ariaLabel, legend = [num(lo), num(hi)] }) {
      shown.draw(matrix, { lo, hi: hi === lo ? lo + 1 : hi, label: ariaLabel, ...labels?.() });
      shown.setLegend(legend);
    },
  };
}

/** Largest absolute value of an array-like. */
export function peak(data) {
  let m = 0;
  for (let i = 0; i < data.length; i++) m = Math.max(m, Math.abs(data[i]));
  return m || 1;
}

/**
 * Calls redraw when the lab's trained byte-level weights change. The lab publishes weights with
 * its final snapshots (a run done, diverged, or a model loaded; worker-core.js), and these
 * lessons rebuild the whole model in double for each drawing (tens of milliseconds on the page's
 * thread), so when weights arrive in quick succession (runs restarted, a comparison) they redraw
 * at most every everyMs, and a last call follows the final weights. A model without weights for
 * these lessons (the token + position predictor, BPE tokens) never redraws them.
 */
function onTrainedWeights(shared, signal, redraw, everyMs = 3000) {
  let last = trainedWeights(shared);
  let drawnAt = -Infinity;
  let timer = null;
  const draw = () => {
    timer = null;
    drawnAt = performance.now();
    redraw();
  };
  shared.addEventListener('model', () => {
    const now = trainedWeights(shared);
    if (now === last) return;
    last = now;
    if (timer) return;
    const wait = drawnAt + everyMs - performance.now();
    if (wait <= 0) draw();
    else timer = setTimeout(draw, wait);
  });
  signal?.addEventListener('abort', () => clearTimeout(timer));
}

/**
 * A model lesson follows the training lab: redraw when its trained weights change (as
 * onTrainedWeights paces it) and when its settings change the model's shape ('lab-settings').
 * redraw shows its own errors.
 */
export function followLab(shared, signal, redraw) {
  onTrainedWeights(shared, signal, redraw);
  shared.addEventListener('lab-settings', redraw);
}
