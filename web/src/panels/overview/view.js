// Lesson overview, its view: the whole model before its parts. TinyGPT drawn for the lab's settings, the
// path a prompt takes through it to the next byte's probabilities (computed by the core, random or
// trained weights), and a first look at every term the later lessons use, each linked to the
// lesson that teaches it in full (tests/browser/teaching.test.mjs checks the reading order).
import { byteLabel, formatPercent } from '../../format.js';
import { applyOrRollBack } from '../../ui/apply-or-roll-back.js';
import { h } from '../../ui/dom.js';
import { textControl } from '../../ui/controls.js';
import { modelDiagram } from '../model/diagram.js';
import {
  barFigure,
  describeShape,
  followLab,
  labModel,
  num,
  randomSeedControl,
  trainedWeights,
  weightsPicker,
} from '../model/common.js';
import { settings } from './lesson.js';

/** A first look at each term, in the order a prompt meets it: [term, words, lesson id]. */
const firstLook = [
  [
    'token',
    'A piece of text the model reads as one unit. Here each byte is a token: a number from 0 to 255.',
    'tokenizer',
  ],
  [
    'embedding',
    'The row of numbers (a vector) that the token table holds for a token. The model learns these rows.',
    'token-embedding',
  ],
  [
    'position',
    'The model must also know where a token sits. A positional encoding adds position numbers to each row, or turns parts of the vectors by an angle that grows with the position.',
    'positions',
  ],
  [
    'norm',
    'LayerNorm or RMSNorm rescales each token’s vector to a steady size before a layer uses it.',
    'norms',
  ],
  [
    'attention',
    'Each token gathers what it needs from earlier tokens. It makes a query (what it looks for); every token makes a key (what it offers) and a value (what it passes on). The dot product of the query with a key is a score; softmax turns a token’s scores into weights that are positive and add up to 1; the token’s output is the weighted sum of the values.',
    'attention',
  ],
  [
    'causal mask',
    'A token may attend to itself and earlier tokens only, never to later ones, so the model cannot read the byte it has to predict.',
    'attention',
  ],
  [
    'head',
    'Attention runs several times side by side. Each head makes its own queries, keys and values from the whole vector of every token.',
    'heads',
  ],
  [
    'block',
    'Attention and then a small network for each token on its own (the MLP). Each adds its result back onto the token’s vector, the residual stream. TinyGPT stacks a few blocks.',
    'block',
  ],
  [
    'logits and softmax',
    'After the last block the output head gives 256 scores for the next byte, the logits; softmax turns them into probabilities. Generating text means picking a byte from them, adding it to the text, and going again.',
    'sampling',
  ],
  [
    'loss',
    'Training shows the model text and asks, at every position, for the next byte. It is scored by the cross-entropy loss, −ln of the probability it gave the true byte; the gradient tells how to nudge every weight to lower it.',
    'decoder-only',
  ],
];

const shown = 12; // bars: the likeliest next bytes

export function mount(section, { core, values, onChange, shared, signal }) {
  const current = { prompt: values.ov_prompt, seed: values.seed };
  let next = null;
  let order = [];
  const diagram = modelDiagram(core);
  const summary = h('p', { className: 'note', 'aria-live': 'polite' });
  const bytesLine = h('p', { className: 'readout overview-bytes' });
  const picker = weightsPicker({
    name: 'overview-weights',
    value: values.ov_weights,
    shared,
    onPick: (kind) => {
      onChange({ ov_weights: kind });
      redraw();
    },
  });
  const figure = barFigure({
    name: 'overview-next-byte',
    heading: 'The next byte’s probabilities (the likeliest 12)',
    hover: (i) => `‘${byteLabel(order[i])}’ (byte ${order[i]}): ${num(next.plain[order[i]])}`,
    idle: () => 'Point at a bar to read its probability.',
    table: () => ({
      rows: order.length,
      cols: 2,
      data: Float64Array.from(order.flatMap((b) => [next.logits[b], next.plain[b]])),
      rowLabels: order.map((b) => `${b} ${byteLabel(b)}`),
      colLabels: ['logit', 'probability'],
    }),
  });

  const render = () => {
    const model = labModel(values, current.seed);
    diagram.update(model);
    const weights = picker.kind === 'trained' ? trainedWeights(shared) : null;
    next = core.nextByteLesson(model, weights, current.prompt, {
      temperature: 1,
      topK: 0,
      topP: 1,
    });
    order = Array.from(next.order.slice(0, shown));
    const ids = core.byteBreakdown(current.prompt).flatMap((c) => c.ids);
    bytesLine.textContent = ids.length
      ? `Its bytes, the token ids the model reads: ${ids.join(' ')}.`
      : '';
    const top = order[0];
    figure.draw(
      order.map((b) => next.plain[b]),
      order.map((b) => byteLabel(b)),
      `Bar chart of the ${shown} likeliest next bytes: ${order.map((b) => `‘${byteLabel(b)}’ ${num(next.plain[b])}`).join(', ')}.`,
    );
    summary.textContent =
      `${weights ? `Trained TinyGPT (${describeShape(model)})` : `TinyGPT with random weights (${describeShape(model)}, random seed ${current.seed})`}: ` +
      `after the text, the likeliest next byte is ‘${byteLabel(top)}’ at ${formatPercent(next.plain[top])}` +
      (weights
        ? '.'
        : `. Random weights have learned nothing, so this order is arbitrary (an even guess gives each byte 1/256 = ${formatPercent(1 / 256)}). Train the model in the training lab, then choose trained weights.`);
    section.dataset.status = 'ready';
  };
  const change = (changes) => applyOrRollBack(current, changes, render);
  const promptBox = textControl({
    label: settings.ov_prompt.label,
    value: values.ov_prompt,
    maxLength: settings.ov_prompt.maxLength,
    wide: false,
    hint: 'the model continues it by one byte',
    onInput: (text) => {
      if (!text) throw new Error('Type at least one character: the model continues the text.');
      change({ prompt: text });
      onChange({ ov_prompt: text });
    },
  });
  const seedControl = randomSeedControl({ values, onChange, apply: (seed) => change({ seed }) });
  const redraw = () => {
    try {
      render();
    } catch (error) {
      summary.textContent = error.message;
    }
  };
  shared.addEventListener('model', () => picker.update());
  followLab(shared, signal, redraw);

  const lessonLink = (lesson, text) => h('a', { href: `#panel=${lesson}` }, text);
  section.append(
    h(
      'p',
      { className: 'lead' },
      'A GPT reads text and guesses what comes next, one piece at a time. These lessons build a small one, TinyGPT, part by part, and train it in your browser. Here is all of it at once: the text goes in at the top, each stage hands the next one a vector of numbers per token, and probabilities for the next byte come out at the bottom. Each later lesson opens one stage.',
    ),
    h('div', { className: 'controls' }, promptBox.element, picker.element),
    summary,
    bytesLine,
    figure.figure,
    h('figure', { className: 'chart' }, h('h3', {}, 'TinyGPT, stage by stage'), diagram.element),
    h(
      'p',
      { className: 'note' },
      'The training lab sets the model’s size (layers, heads, d_model, positions, norm); this diagram and every lesson follow it. ',
      lessonLink('train', 'Go to the training lab'),
      ' to train it now, and come back to see what changed.',
    ),
    h('h3', {}, 'A first look at the words the lessons use'),
    h(
      'dl',
      { className: 'first-look' },
      ...firstLook.flatMap(([term, words, lesson]) => [
        h('dt', {}, term),
        h('dd', {}, `${words} `, lessonLink(lesson, 'More in its lesson.')),
      ]),
    ),
  );
  render();
}
