// Lesson block, its view: the transformer block as TinyGPT runs it: the residual stream as a running sum,
// pre-norm against post-norm across 1 to 8 stacked blocks, the MLP, the final norm and output
// head, and the next-byte probabilities; with a diagram of TinyGPT for the lab's settings.
import { sequential } from '../../charts/colormap.js';
import { lineChart } from '../../charts/line-chart.js';
import { byteLabel, formatCount } from '../../format.js';
import { applyOrRollBack } from '../../ui/apply-or-roll-back.js';
import { chartTools } from '../../ui/chart-tools.js';
import { h } from '../../ui/dom.js';
import { mathElement } from '../../ui/math.js';
import { rangeText, settingControl, sharedTextControl } from '../../ui/controls.js';
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
} from '../model/common.js';
import { modelDiagram } from '../model/diagram.js';
import { settings } from './lesson.js';

/**
 * What the gradient chart shows, from its own numbers, and what it cannot show: the warm-up
 * trouble of deep post-norm stacks is a fact about training the weights, which a chart of x's
 * gradients before any step does not measure.
 */
export function placementNoteText(placement) {
  const D = placement.depth;
  const pre = placement.preGradient;
  const post = placement.postGradient;
  const factor = post[0] / pre[0];
  const comparison =
    factor >= 1
      ? `${num(factor)} times pre-norm’s`
      : `${num(1 / factor)} times smaller than pre-norm’s`;
  const change = (values) => {
    const ratio = values[0] / values[D];
    if (ratio > 0.8 && ratio < 1.25)
      return `stays within a factor of 1.25 from the output back to the input (${num(values[D])} to ${num(values[0])})`;
    return `goes from ${num(values[D])} at the output to ${num(values[0])} at the input, ${num(ratio)} times`;
  };
  return (
    `What this chart shows: before any training, the gradient reaching the input is ${num(post[0])} with post-norm, ${comparison} (${num(pre[0])}). ` +
    `Post-norm’s ${change(post)}; pre-norm’s ${change(pre)}. ` +
    'Pre-norm’s x grows from block to block and its final norm divides by that size, which scales every gradient below it down. ' +
    'What it does not show is training. The trouble with post-norm is in the weights’ gradients once steps are taken: Xiong et al. (2020) found those near the output large at the start in deep post-norm stacks, which then needed a learning-rate warm-up to train at all, while pre-norm stacks trained without one. ' +
    'A chart of x’s gradients for one random output direction, before any step, cannot show that.'
  );
}

export function mount(section, { core, values, onChange, shared, signal }) {
  const current = { text: values.text, depth: values.bk_depth, seed: values.seed };
  let lesson = null;
  let placement = null;
  const summary = h('p', { className: 'note', 'aria-live': 'polite' });
  const diagram = modelDiagram(core);
  const stageNames = (L) => [
    'input',
    ...Array.from({ length: L }, (_, l) => [`attn ${l + 1}`, `MLP ${l + 1}`]).flat(),
  ];

  const streamFigure = barFigure({
    name: 'block-residual-stream',
    heading: 'Size of x (RMS) after each sub-layer, last token',
    hover: (i) => {
      const T = lesson.tokens;
      const v = lesson.streamRms.data[i * T + T - 1];
      const add =
        i > 0
          ? `; this sub-layer added a vector of RMS ${num(lesson.updateRms.data[(i - 1) * T + T - 1])}`
          : '';
      return `${stageNames(lesson.layers)[i]}: RMS of x = ${num(v)}${add}`;
    },
    idle: () =>
      'Each bar: the residual stream after one more sub-layer has been added (A2: the attention of block 2, M2: its MLP).',
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
    heading: 'MLP hidden layer of the last block: GELU(x·W₁)',
    colormap: sequential,
    xLabel: 'hidden unit → (4·d_model)',
    yLabel: 'token ↓',
    hover: (i, c) =>
      `token ${i} ‘${byteLabel(lesson.ids[i])}’, hidden unit ${c}: ${num(lesson.mlpHidden.data[i * lesson.mlpHidden.cols + c])}`,
    idle: () => 'Dark: GELU’s flat side near 0; bright: strongly active units.',
    labels: () => ({ rowLabels: Array.from(lesson.ids, (b, i) => `${i} ${byteLabel(b)}`) }),
    tokenAxes: 'rows',
  });
  const probsFigure = barFigure({
    name: 'block-next-byte',
    heading: 'Next-byte probabilities after the text (12 most likely)',
    hover: (i) => {
      const b = topBytes[i];
      return `‘${byteLabel(b)}’ (byte ${b}): logit ${num(lesson.logits[b])}, probability ${num(lesson.probs[b])}`;
    },
    idle: () => 'softmax(logits): all 256 bytes share probability 1.',
    table: () => ({
      rows: 256,
      cols: 2,
      data: Float64Array.from(
        { length: 512 },
        (_, k) => (k % 2 ? lesson.probs : lesson.logits)[k >> 1],
      ),
      rowLabels: Array.from({ length: 256 }, (_, b) => `${b} ${byteLabel(b)}`),
      colLabels: ['logit', 'probability'],
    }),
  });
  let topBytes = [];

  // Pre-norm vs post-norm, as two line charts over the stack depth.
  const activationBox = h('div', { className: 'placement-chart', role: 'img' });
  const gradientBox = h('div', { className: 'placement-chart', role: 'img' });
  let activationChart = null;
  let gradientChart = null;
  // One table per chart: rows are block boundaries, columns pre-norm and post-norm.
  const placementTable = (pre, post, what) => () => ({
    rows: placement.depth + 1,
    cols: 2,
    data: Float64Array.from(
      { length: (placement.depth + 1) * 2 },
      (_, k) => (k % 2 ? placement[post] : placement[pre])[k >> 1],
    ),
    rowLabels: Array.from({ length: placement.depth + 1 }, (_, l) =>
      l === placement.depth ? 'output' : `into block ${l + 1}`,
    ),
    colLabels: [`pre-norm ${what} RMS`, `post-norm ${what} RMS`],
  });
  const placementReadout = h('p', { className: 'readout', 'aria-live': 'polite' });
  const placementNote = h('p', { className: 'note placement-note' });

  const drawPlacement = () => {
    const model = labModel(values, current.seed);
    placement = core.normPlacement(
      current.depth,
      model.dModel,
      model.heads,
      16,
      model.norm,
      current.seed,
    );
    const xs = Array.from({ length: placement.depth + 1 }, (_, l) => l);
    const actData = [xs, Array.from(placement.preActivation), Array.from(placement.postActivation)];
    const gradData = [xs, Array.from(placement.preGradient), Array.from(placement.postGradient)];
    const series = [
      { label: 'pre-norm (GPT-2, TinyGPT)' },
      { label: 'post-norm (2017)', dash: [6, 4] },
    ];
    activationChart?.destroy();
    gradientChart?.destroy();
    activationChart = lineChart(activationBox, {
      series,
      data: actData,
      xLabel: 'block boundary (0 = input)',
      yLabel: 'RMS of x',
      points: true,
      integerX: true,
      height: 220,
    });
    gradientChart = lineChart(gradientBox, {
      series,
      data: gradData,
      xLabel: 'block boundary (0 = input)',
      yLabel: 'RMS of gradient',
      points: true,
      integerX: true,
      height: 220,
    });
    const D = placement.depth;
    activationBox.setAttribute(
      'aria-label',
      `Activation size through ${D} blocks: pre-norm grows from ${num(placement.preActivation[0])} to ${num(placement.preActivation[D])}; post-norm stays near ${num(placement.postActivation[D])}.`,
    );
    gradientBox.setAttribute(
      'aria-label',
      `Gradient size reaching each block: at the input, pre-norm ${num(placement.preGradient[0])}, post-norm ${num(placement.postGradient[0])}; at the output, pre-norm ${num(placement.preGradient[D])}, post-norm ${num(placement.postGradient[D])}.`,
    );
    placementReadout.textContent =
      `${D} random blocks (d_model ${model.dModel}, ${model.heads} heads, ${model.norm === 'layernorm' ? 'LayerNorm' : 'RMSNorm'}, 16 random tokens): ` +
      `x grows from ${num(placement.preActivation[0])} to ${num(placement.preActivation[D])} with pre-norm and ends at ${num(placement.postActivation[D])} with post-norm. ` +
      `The gradient at the input is ${num(placement.preGradient[0])} (pre) against ${num(placement.postGradient[0])} (post), ` +
      `a ratio to the output’s gradient of ${num(placement.preGradient[0] / placement.preGradient[D])} and ${num(placement.postGradient[0] / placement.postGradient[D])}.`;
    placementNote.textContent = placementNoteText(placement);
  };

  const picker = weightsPicker({
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
      stageNames(L).map((s) => s.replace('attn ', 'A').replace('MLP ', 'M')),
      `Bar chart: RMS of the residual stream for the last token after each of the ${2 * L} sub-layers, from ${num(last[0])} at the input to ${num(last[2 * L])} after block ${L}.`,
    );
    const hi = Math.max(...lesson.mlpHidden.data, 1e-9);
    mlpFigure.draw(lesson.mlpHidden, {
      lo: 0,
      hi,
      ariaLabel: `Heatmap of the last block’s MLP hidden layer, ${T} tokens by ${lesson.mlpHidden.cols} units; ${Math.round(lesson.mlpHiddenZeroShare * 100)}% of the values are within 0.01 of zero.`,
    });
    topBytes = Array.from({ length: 256 }, (_, b) => b)
      .sort((a, b) => lesson.probs[b] - lesson.probs[a] || a - b)
      .slice(0, 12);
    probsFigure.draw(
      topBytes.map((b) => lesson.probs[b]),
      topBytes.map(byteLabel),
      `Bar chart of the 12 most likely next bytes: first ‘${byteLabel(topBytes[0])}’ with probability ${num(lesson.probs[topBytes[0]])}.`,
    );
    tying.textContent =
      `In this TinyGPT the token table and the output head are both 256 × ${lesson.dModel} = ${formatCount(lesson.headParameters)} parameters, ` +
      `${Math.round((100 * lesson.headParameters) / lesson.parameters)}% of its ${formatCount(lesson.parameters)}: tying them would save that many. ` +
      `Its token table entries have an RMS of ${num(lesson.tokenRowRms)}.`;
    summary.textContent =
      `${weights ? 'Trained' : 'Random'} TinyGPT (${describeShape(lesson)}${weights ? '' : `, random seed ${current.seed}`}), ${T} tokens` +
      (lesson.totalTokens > T ? ` (the first ${T} of ${lesson.totalTokens} bytes).` : '.');
    mlpNote.textContent = `${Math.round(lesson.mlpHiddenZeroShare * 100)}% of these ${formatCount(T * lesson.mlpHidden.cols)} values are within 0.01 of zero.`;
    section.dataset.status = 'ready';
  };
  const redraw = () => {
    try {
      render();
      drawPlacement();
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
    hint: 'the prompt: each byte is a token; the first 64 are used',
    onText: (text) => change({ text }),
  });
  const depthControl = settingControl(settings, 'bk_depth', {
    values,
    onChange,
    apply: (v) => {
      current.depth = v;
      drawPlacement();
    },
    hint: `${rangeText(settings.bk_depth)} random blocks, same weights for both placements`,
  });
  const seedControl = randomSeedControl({
    values,
    onChange,
    apply: (seed) => {
      change({ seed });
      drawPlacement();
    },
  });
  const tying = h('p', {});
  const mlpNote = h('p', { className: 'note' });
  shared.addEventListener('model', () => picker.update());
  followLab(shared, signal, redraw);

  section.append(
    h(
      'p',
      { className: 'lead' },
      'A transformer is the same block repeated. Each block lets the tokens exchange information (attention), then transforms each token on its own (the MLP), and adds both results to a running vector x, the residual stream. After the last block a final norm and the output head turn each token’s x into 256 scores, one per possible next byte.',
    ),
    mathElement(
      String.raw`x \leftarrow x + \mathrm{Attn}(\mathrm{norm}_1(x)),\qquad x \leftarrow x + \mathrm{MLP}(\mathrm{norm}_2(x))`,
    ),
    mathElement(
      String.raw`\mathrm{MLP}(x) = \mathrm{GELU}(x W_1^{\top} + b_1)\, W_2^{\top} + b_2,\qquad W_1: 4d \times d`,
    ),
    // The controls and the residual stream come first: compact=1 keeps them (teacher-controls.js).
    h('div', { className: 'controls' }, textBox.element, picker.element, seedControl.element),
    summary,
    h('h3', {}, 'The residual stream is a running sum'),
    h(
      'p',
      {},
      'No sub-layer replaces x: each adds a correction to it. So the first block’s work is still in x at the end, and the gradient has a direct path, through the additions, from the loss to every block. The bars show how big x is (its root mean square) after each addition.',
    ),
    h('div', { className: 'norm-charts' }, streamFigure.figure),
    h('h3', {}, 'TinyGPT, as the training lab is set'),
    h(
      'p',
      {},
      'Change layers, heads, d_model, positions or the norm in the training lab and this diagram (and every lesson here) follows.',
    ),
    diagram.element,
    h('h3', {}, 'Pre-norm or post-norm'),
    h(
      'p',
      {},
      'The 2017 Transformer normalised after each addition: x = norm(x + sublayer(x)), post-norm. GPT-2 and TinyGPT normalise only the branch: x = x + sublayer(norm(x)), pre-norm, with one final norm at the end. Below, the same random blocks are stacked both ways on the same input; the gradient is that of a fixed random direction of the output.',
    ),
    h('div', { className: 'controls' }, depthControl.element),
    placementReadout,
    h(
      'div',
      { className: 'norm-charts' },
      h(
        'figure',
        { className: 'chart' },
        h('h3', {}, 'Activation size'),
        activationBox,
        chartTools({
          name: 'block-norm-placement-activations',
          label: 'activation size, pre-norm against post-norm',
          canvas: () => activationBox.querySelector('canvas'),
          matrix: placementTable('preActivation', 'postActivation', 'activation'),
        }),
      ),
      h(
        'figure',
        { className: 'chart' },
        h('h3', {}, 'Gradient size'),
        gradientBox,
        chartTools({
          name: 'block-norm-placement-gradients',
          label: 'gradient size, pre-norm against post-norm',
          canvas: () => gradientBox.querySelector('canvas'),
          matrix: placementTable('preGradient', 'postGradient', 'gradient'),
        }),
      ),
    ),
    placementNote,
    h('h3', {}, 'The MLP: 4·d hidden units, GELU'),
    h(
      'p',
      {},
      'The MLP widens each token’s vector to 4·d_model numbers, bends them with GELU (about 0 for negative inputs, about the input for positive ones), and projects back to d_model. It sees one token at a time: attention gathered the context, the MLP works on it.',
    ),
    mlpFigure.figure,
    mlpNote,
    h('h3', {}, 'Final norm, output head, softmax'),
    h(
      'p',
      {},
      'After the last block, a final norm rescales each token’s x and the output head, a 256 × d_model matrix, scores every possible next byte: the logits. A softmax turns the last token’s logits into the probabilities below.',
    ),
    probsFigure.figure,
    h('h3', {}, 'Weight tying and √d_model'),
    h(
      'p',
      {},
      'The output head asks “which byte’s row is x most like?”, the token table answers “which row stands for this byte?”. Weight tying uses one matrix for both, as GPT-2 does: fewer parameters, and a byte that is rarely seen still gets a sensible output row. The 2017 paper tied them too and multiplied the embeddings by √d_model: its table is drawn small (entries of size about 1/√d_model) so that the shared matrix gives moderate logits, and the factor √d_model brings the rows back to a size of about 1, comparable to the sinusoidal positions added to them, so that neither drowns the other.',
    ),
    tying,
  );
  try {
    render();
    drawPlacement();
  } catch (error) {
    textBox.showError(error.message);
    section.dataset.status = 'error';
  }
  return () => {
    activationChart?.destroy();
    gradientChart?.destroy();
    streamFigure.chart.destroy();
    probsFigure.chart.destroy();
  };
}
