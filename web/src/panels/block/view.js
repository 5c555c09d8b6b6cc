// Lesson block, its view: the transformer block as TinyGPT runs it: the residual stream as a running sum,
// pre-norm against post-norm across 1 to 8 stacked blocks, the MLP, the final norm and output
// head, and the next-byte probabilities; with a diagram of TinyGPT for the lab's settings.
import { sequential } from '../../charts/colormap.js';
import { byteLabel, formatCount } from '../../format.js';
import { applyOrRollBack } from '../../ui/apply-or-roll-back.js';
import { h } from '../../base/dom.js';
import { mathElement } from '../../ui/math.js';
import { sharedTextControl } from '../../ui/controls.js';
import {
  barFigure,
  describeShape,
  followLab,
  labModel,
  matrixFigure,
  num,
  randomSeedControl,
  trainedWeights,
  weightsPicker,
} from '../../lesson-parts/model/common.js';
import { modelDiagram } from '../../lesson-parts/model/diagram.js';
import { mountPlacement } from './placement.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('block', strings);

export function mount(section, { core, values, onChange, shared, signal }) {
  const current = { text: values.text, depth: values.bk_depth, seed: values.seed };
  let lesson = null;
  const summary = h('p', { className: 'note', 'aria-live': 'polite' });
  const diagram = modelDiagram(core);
  const stageNames = (L) => [
    t('stageInput'),
    ...Array.from({ length: L }, (_, l) => [
      t('stageAttention', { l: l + 1 }),
      t('stageMlp', { l: l + 1 }),
    ]).flat(),
  ];
  // The bars' own labels: A2 for the attention of block 2, M2 for its MLP.
  const shortStageNames = (L) => [
    t('stageInput'),
    ...Array.from({ length: L }, (_, l) => [
      t('stageAttentionShort', { l: l + 1 }),
      t('stageMlpShort', { l: l + 1 }),
    ]).flat(),
  ];

  const streamFigure = barFigure({
    name: 'block-residual-stream',
    heading: t('streamHeading'),
    hover: (i) => {
      const T = lesson.tokens;
      const v = lesson.streamRms.data[i * T + T - 1];
      const stage = stageNames(lesson.layers)[i];
      return i > 0
        ? t('streamHoverAdded', {
            stage,
            rms: num(v),
            added: num(lesson.updateRms.data[(i - 1) * T + T - 1]),
          })
        : t('streamHover', { stage, rms: num(v) });
    },
    idle: () => t('streamIdle'),
    table: () => ({
      rows: lesson.streamRms.rows,
      cols: lesson.tokens,
      data: lesson.streamRms.data,
      rowLabels: stageNames(lesson.layers),
      colLabels: Array.from(lesson.ids, (b, i) => `${i} ${byteLabel(b)}`),
    }),
  });
  const mlpFigure = matrixFigure({
    name: 'block-mlp-hidden',
    heading: t('mlpHeading'),
    colormap: sequential,
    xLabel: t('hiddenAxis'),
    yLabel: t('tokenAxis'),
    hover: (i, c) =>
      t('mlpHover', {
        i,
        byte: byteLabel(lesson.ids[i]),
        c,
        value: num(lesson.mlpHidden.data[i * lesson.mlpHidden.cols + c]),
      }),
    idle: () => t('mlpIdle'),
    labels: () => ({ rowLabels: Array.from(lesson.ids, (b, i) => `${i} ${byteLabel(b)}`) }),
    tokenAxes: 'rows',
  });
  const probsFigure = barFigure({
    name: 'block-next-byte',
    heading: t('probsHeading'),
    hover: (i) => {
      const b = topBytes[i];
      return t('probsHover', {
        byte: byteLabel(b),
        b,
        logit: num(lesson.logits[b]),
        probability: num(lesson.probs[b]),
      });
    },
    idle: () => t('probsIdle'),
    table: () => ({
      rows: 256,
      cols: 2,
      data: Float64Array.from(
        { length: 512 },
        (_, k) => (k % 2 ? lesson.probs : lesson.logits)[k >> 1],
      ),
      rowLabels: Array.from({ length: 256 }, (_, b) => `${b} ${byteLabel(b)}`),
      colLabels: [t('logitColumn'), t('probabilityColumn')],
    }),
  });
  let topBytes = [];

  const picker = weightsPicker({
    setting: 'bk_weights',
    name: 'block-weights',
    value: values.bk_weights,
    shared,
    onPick: (kind) => {
      current.weights = kind;
      onChange({ bk_weights: kind });
      redraw();
    },
  });

  const render = () => {
    const model = labModel(values, current.seed);
    const weights = picker.kind === 'trained' ? trainedWeights(shared) : null;
    lesson = core.blockLesson(model, weights, current.text);
    diagram.update(model);
    const L = lesson.layers;
    const T = lesson.tokens;
    const last = Array.from({ length: 2 * L + 1 }, (_, s) => lesson.streamRms.data[s * T + T - 1]);
    streamFigure.draw(
      last,
      shortStageNames(L),
      t('streamLabel', { count: 2 * L, first: num(last[0]), last: num(last[2 * L]), layers: L }),
    );
    const hi = Math.max(...lesson.mlpHidden.data, 1e-9);
    const share = Math.round(lesson.mlpHiddenZeroShare * 100);
    mlpFigure.draw(lesson.mlpHidden, {
      lo: 0,
      hi,
      ariaLabel: t('mlpLabel', { tokens: T, units: lesson.mlpHidden.cols, share }),
    });
    topBytes = Array.from({ length: 256 }, (_, b) => b)
      .sort((a, b) => lesson.probs[b] - lesson.probs[a] || a - b)
      .slice(0, 12);
    probsFigure.draw(
      topBytes.map((b) => lesson.probs[b]),
      topBytes.map(byteLabel),
      t('probsLabel', {
        byte: byteLabel(topBytes[0]),
        probability: num(lesson.probs[topBytes[0]]),
      }),
    );
    tying.textContent = t('tying', {
      dModel: lesson.dModel,
      head: formatCount(lesson.headParameters),
      share: Math.round((100 * lesson.headParameters) / lesson.parameters),
      parameters: formatCount(lesson.parameters),
      rms: num(lesson.tokenRowRms),
    });
    const shown = {
      shape: describeShape(lesson),
      seed: current.seed,
      tokens: T,
      total: lesson.totalTokens,
    };
    summary.textContent =
      lesson.totalTokens > T
        ? weights
          ? t('summaryTrainedCut', shown)
          : t('summaryRandomCut', shown)
        : weights
          ? t('summaryTrained', shown)
          : t('summaryRandom', shown);
    mlpNote.textContent = t('mlpNote', { share, count: formatCount(T * lesson.mlpHidden.cols) });
    section.dataset.status = 'ready';
  };
  const redraw = () => {
    try {
      render();
      placement.draw();
      textBox.clearError();
    } catch (error) {
      summary.textContent = error.message;
    }
  };
  const change = (changes) => applyOrRollBack(current, changes, render);

  const textBox = sharedTextControl({
    values,
    onChange,
    shared,
    hint: t('textHint'),
    onText: (text) => change({ text }),
  });
  const placement = mountPlacement({ core, values, onChange, current });
  const seedControl = randomSeedControl({
    values,
    onChange,
    apply: (seed) => {
      change({ seed });
      placement.draw();
    },
  });
  const tying = h('p', {});
  const mlpNote = h('p', { className: 'note' });
  shared.addEventListener('model', () => picker.update());
  followLab(shared, signal, redraw);

  section.append(
    h('p', { className: 'lead' }, t('lead')),
    mathElement(
      String.raw`x \leftarrow x + \mathrm{Attn}(\mathrm{norm}_1(x)),\qquad x \leftarrow x + \mathrm{MLP}(\mathrm{norm}_2(x))`,
    ),
    mathElement(
      String.raw`\mathrm{MLP}(x) = \mathrm{GELU}(x W_1^{\top} + b_1)\, W_2^{\top} + b_2,\qquad W_1: 4d \times d`,
    ),
    // The controls and the residual stream come first: compact=1 keeps them (teacher-controls.js).
    h('div', { className: 'controls' }, textBox.element, picker.element, seedControl.element),
    summary,
    h('h3', {}, t('streamTitle')),
    h('p', {}, t('streamProse')),
    h('div', { className: 'norm-charts' }, streamFigure.figure),
    h('h3', {}, t('diagramTitle')),
    h('p', {}, t('diagramProse')),
    diagram.element,
    ...placement.elements,
    h('h3', {}, t('mlpTitle')),
    h('p', {}, t('mlpProse')),
    mlpFigure.figure,
    mlpNote,
    h('h3', {}, t('outputTitle')),
    h('p', {}, t('outputProse')),
    probsFigure.figure,
    h('h3', {}, t('tyingTitle')),
    h('p', {}, t('tyingProse')),
    tying,
  );
  try {
    render();
    placement.draw();
  } catch (error) {
    textBox.showError(error.message);
    section.dataset.status = 'error';
  }
  return () => {
    placement.destroy();
    streamFigure.chart.destroy();
    probsFigure.chart.destroy();
  };
}
