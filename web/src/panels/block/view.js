// Lesson block, its view: the transformer block as TinyGPT runs it: the residual stream as a running sum,
// pre-norm against post-norm across 1 to 8 stacked blocks, the MLP, the final norm and output
// head, and the next-byte probabilities; with a diagram of TinyGPT for the lab's settings.
import { sequential } from '../../charts/colormap.js';
import { byteLabel, formatCount } from '../../format.js';
import { coreMessage } from '../../base/core-message.js';
import { h } from '../../base/dom.js';
import { barFigure } from '../../charts/bar-chart.js';
import { labAwayNote } from '../../ui/lab-away.js';
import { mathElement } from '../../ui/math.js';
import { rangeText } from '../../ui/controls.js';
import { lessonView } from '../../ui/lesson-view.js';
import {
  describeShape,
  followLab,
  matrixFigure,
  num,
  seedHint,
  trainedWeights,
  weightsPicker,
} from '../../lesson-parts/model/common.js';
import { modelDiagram } from '../../lesson-parts/model/diagram.js';
import { gptShape } from '../../lesson-parts/model/gpt-shape.js';
import { computePlacement, mountPlacement } from './placement.js';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('block', strings);

/** What the lesson draws of the lab: the TinyGPT its settings describe, its trained weights. */
const labOf = ({ values, shared }) => ({
  shape: gptShape(values),
  weights: trainedWeights(shared),
});

/** TinyGPT on the text, random from the seed or trained when chosen and the lab has trained one. */
function computeBlock(core, s) {
  const tiny = { ...s.lab.shape, seed: s.seed };
  const weights = s.bk_weights === 'trained' ? s.lab.weights : null;
  return { tiny, trained: weights !== null, lesson: core.blockLesson(tiny, weights, s.text) };
}

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
const tokenLabels = (lesson) => Array.from(lesson.ids, (b, i) => `${i} ${byteLabel(b)}`);
/** The 12 likeliest next bytes, likeliest first. */
const topBytes = (probs) =>
  Array.from({ length: 256 }, (_, b) => b)
    .sort((a, b) => probs[b] - probs[a] || a - b)
    .slice(0, 12);

// The figures read the lesson drawn last (shown.lesson) for their hover texts and tables.
function streamFigure(shown) {
  return barFigure({
    name: 'block-residual-stream',
    heading: t('streamHeading'),
    hover: (i) => {
      const { lesson } = shown;
      const T = lesson.tokens;
      const stage = stageNames(lesson.layers)[i];
      const rms = num(lesson.streamRms.data[i * T + T - 1]);
      if (i === 0) return t('streamHover', { stage, rms });
      return t('streamHoverAdded', {
        stage,
        rms,
        added: num(lesson.updateRms.data[(i - 1) * T + T - 1]),
      });
    },
    idle: () => t('streamIdle'),
    table: () => ({
      rows: shown.lesson.streamRms.rows,
      cols: shown.lesson.tokens,
      data: shown.lesson.streamRms.data,
      rowLabels: stageNames(shown.lesson.layers),
      colLabels: tokenLabels(shown.lesson),
    }),
  });
}

function mlpFigure(shown) {
  return matrixFigure({
    name: 'block-mlp-hidden',
    heading: t('mlpHeading'),
    colormap: sequential,
    xLabel: t('hiddenAxis'),
    yLabel: t('tokenAxis'),
    hover: (i, c) => {
      const { ids, mlpHidden } = shown.lesson;
      const value = num(mlpHidden.data[i * mlpHidden.cols + c]);
      return t('mlpHover', { i, byte: byteLabel(ids[i]), c, value });
    },
    idle: () => t('mlpIdle'),
    labels: () => ({ rowLabels: tokenLabels(shown.lesson) }),
    tokenAxes: 'rows',
  });
}

function probsFigure(shown) {
  return barFigure({
    name: 'block-next-byte',
    heading: t('probsHeading'),
    hover: (i) => {
      const { logits, probs } = shown.lesson;
      const b = topBytes(probs)[i];
      return t('probsHover', {
        byte: byteLabel(b),
        b,
        logit: num(logits[b]),
        probability: num(probs[b]),
      });
    },
    idle: () => t('probsIdle'),
    table: () => ({
      rows: 256,
      cols: 2,
      data: Float64Array.from(
        { length: 512 },
        (_, k) => (k % 2 ? shown.lesson.probs : shown.lesson.logits)[k >> 1],
      ),
      rowLabels: Array.from({ length: 256 }, (_, b) => `${b} ${byteLabel(b)}`),
      colLabels: [t('logitColumn'), t('probabilityColumn')],
    }),
  });
}

/** The stream's size at the last token after every stage, as bars. */
function drawStream(figure, lesson) {
  const L = lesson.layers;
  const T = lesson.tokens;
  const last = Array.from({ length: 2 * L + 1 }, (_, s) => lesson.streamRms.data[s * T + T - 1]);
  const ends = { count: 2 * L, first: num(last[0]), last: num(last[2 * L]), layers: L };
  figure.draw(last, shortStageNames(L), t('streamLabel', ends));
}

/**
 * The first MLP's hidden units after GELU; returns the share of them at zero, in percent. The
 * colours start at the smallest value, not at 0: GELU dips to −0.17 (at x ≈ −0.75), and a unit
 * there is not the same as one at 0.
 */
function drawMlp(figure, lesson) {
  const share = Math.round(lesson.mlpHiddenZeroShare * 100);
  figure.draw(lesson.mlpHidden, {
    lo: Math.min(...lesson.mlpHidden.data, 0),
    hi: Math.max(...lesson.mlpHidden.data, 1e-9),
    ariaLabel: t('mlpLabel', { tokens: lesson.tokens, units: lesson.mlpHidden.cols, share }),
  });
  return share;
}

function drawProbs(figure, { probs }) {
  const top = topBytes(probs);
  const likeliest = { byte: byteLabel(top[0]), probability: num(probs[top[0]]) };
  figure.draw(
    top.map((b) => probs[b]),
    top.map(byteLabel),
    t('probsLabel', likeliest),
  );
}

/** Which model is drawn, and how much of the text. */
function summaryText({ lesson, trained }, seed) {
  const T = lesson.tokens;
  const shown = { shape: describeShape(lesson), seed, tokens: T, total: lesson.totalTokens };
  if (lesson.totalTokens > T)
    return trained ? t('summaryTrainedCut', shown) : t('summaryRandomCut', shown);
  return trained ? t('summaryTrained', shown) : t('summaryRandom', shown);
}

/** How much of the model the output head is, and why it is the token table again. */
function tyingText(lesson) {
  return t('tying', {
    dModel: lesson.dModel,
    head: formatCount(lesson.headParameters),
    share: Math.round((100 * lesson.headParameters) / lesson.parameters),
    parameters: formatCount(lesson.parameters),
    rms: num(lesson.tokenRowRms),
  });
}

/** The stream, the diagram, the MLP, the output and its tying, and the summary: one model's. */
function streamPart(core) {
  const shown = { lesson: null };
  const figures = { stream: streamFigure(shown), mlp: mlpFigure(shown), probs: probsFigure(shown) };
  const summary = h('p', { className: 'note', 'aria-live': 'polite' });
  const diagram = modelDiagram(core);
  const mlpNote = h('p', { className: 'note' });
  const tying = h('p', {});
  const draw = (result, s) => {
    const { lesson } = result;
    shown.lesson = lesson;
    diagram.update(result.tiny);
    drawStream(figures.stream, lesson);
    const share = drawMlp(figures.mlp, lesson);
    drawProbs(figures.probs, lesson);
    tying.textContent = tyingText(lesson);
    summary.textContent = summaryText(result, s.seed);
    const count = formatCount(lesson.tokens * lesson.mlpHidden.cols);
    mlpNote.textContent = t('mlpNote', { share, count });
  };
  const part = { uses: ['text', 'seed', 'bk_weights', 'lab'], compute: computeBlock, draw };
  return { part, figures, summary, diagram, mlpNote, tying };
}

function formulas() {
  return [
    mathElement(
      String.raw`x \leftarrow x + \mathrm{Attn}(\mathrm{norm}_1(x)),\qquad x \leftarrow x + \mathrm{MLP}(\mathrm{norm}_2(x))`,
    ),
    mathElement(
      String.raw`\mathrm{MLP}(x) = \mathrm{GELU}(x W_1^{\top} + b_1)\, W_2^{\top} + b_2,\qquad W_1: 4d \times d`,
    ),
  ];
}

/**
 * The lesson follows the lab (its shape, its trained weights) and the learner's choice of weights,
 * which the model lessons' own picker makes: it knows what the lab has. A lab the lesson cannot
 * draw leaves the last picture, the summary saying why. Returns the picker.
 */
function followTheLab(lesson, ctx, summary) {
  const { values, onChange, shared, signal } = ctx;
  const follow = (changes) => {
    try {
      lesson.change({ ...changes, lab: labOf(ctx) });
    } catch (error) {
      summary.replaceChildren(coreMessage(error));
    }
  };
  const picker = weightsPicker({
    setting: 'bk_weights',
    name: 'block-weights',
    value: values.bk_weights,
    shared,
    labOnPage: ctx.labOnPage,
    onPick: (kind) => {
      onChange({ bk_weights: kind });
      follow({ bk_weights: kind });
    },
  });
  shared.addEventListener('model', () => picker.update());
  followLab(shared, signal, () => follow({}));
  return picker;
}

export function mount(section, ctx) {
  const stream = streamPart(ctx.core);
  const { figures } = stream;
  let placement = null;
  const placementPart = {
    uses: ['bk_depth', 'seed', 'lab'],
    compute: computePlacement,
    draw: (result, s) => placement.draw(result, s.lab.shape),
  };
  const lesson = lessonView(section, ctx, {
    settings,
    reads: ['text', 'seed'],
    local: { lab: labOf(ctx) },
    parts: [stream.part, placementPart],
  });
  const depthHint = t('depthHint', { range: rangeText(settings.bk_depth) });
  placement = mountPlacement(lesson.control('bk_depth', { hint: depthHint }));
  const picker = followTheLab(lesson, ctx, stream.summary);

  section.append(
    h('p', { className: 'lead' }, t('lead')),
    ...formulas(),
    // The controls and the residual stream come first: compact=1 keeps them (teacher-controls.js).
    h(
      'div',
      { className: 'controls' },
      lesson.control('text', { hint: t('textHint') }).element,
      picker.element,
      lesson.control('seed', { hint: seedHint() }).element,
    ),
    stream.summary,
    h('h3', {}, t('streamTitle')),
    h('p', {}, t('streamProse')),
    h('div', { className: 'norm-charts' }, figures.stream.figure),
    h('h3', {}, t('diagramTitle')),
    ctx.labOnPage ? h('p', {}, t('diagramProse')) : labAwayNote(ctx),
    stream.diagram.element,
    ...placement.elements,
    h('h3', {}, t('mlpTitle')),
    h('p', {}, t('mlpProse')),
    figures.mlp.figure,
    stream.mlpNote,
    h('h3', {}, t('outputTitle')),
    h('p', {}, t('outputProse')),
    figures.probs.figure,
    h('h3', {}, t('tyingTitle')),
    h('p', {}, t('tyingProse')),
    stream.tying,
  );
  lesson.start();
  return () => {
    placement.destroy();
    figures.stream.chart.destroy();
    figures.probs.chart.destroy();
  };
}
