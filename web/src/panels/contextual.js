// Panel contextual: static against contextual embeddings. The same word in two texts has one row
// in the token table (cosine 1), but TinyGPT's hidden state for it differs after each block: the
// cosine per layer, for random weights and, once the lab has trained a TinyGPT, trained ones.
import { lineChart } from '../charts/line-chart.js';
import { byteLabel } from '../format.js';
import { applyOrRollBack } from '../ui/apply-or-roll-back.js';
import { chartTools } from '../ui/chart-tools.js';
import { h } from '../ui/dom.js';
import { mathElement } from '../ui/math.js';
import { textControl } from '../ui/controls.js';
import { checkYourself } from '../ui/quiz.js';
import {
  describeShape,
  followLab,
  labModel,
  num,
  randomSeedControl,
  trainedWeights,
} from './model/common.js';

export const id = 'contextual';
export const title = 'Static and contextual embeddings';
export const readMore = ['mikolov2013', 'peters2018', 'ethayarajh2019', 'radford2019'];

export const settings = {
  cx_a: { type: 'text', default: 'the river bank', maxLength: 64, label: 'text A' },
  cx_b: { type: 'text', default: 'the bank account', maxLength: 64, label: 'text B' },
  cx_word: { type: 'text', default: 'bank', maxLength: 16, label: 'word' },
};

export const questions = [
  {
    question:
      'Before the first block, what is the cosine between the token-table rows of “bank” in the two texts?',
    choices: ['0', 'It depends on the texts', '1', '−1'],
    answer: 2,
    explanation:
      'The token table has one row per token and looks it up whatever surrounds it: the same row twice, cosine exactly 1. That is a static embedding.',
  },
  {
    question: 'What makes the hidden states differ after a block?',
    choices: [
      'The token table, looked up again per text',
      'Attention to the other tokens',
      'The output head',
      'The softmax over bytes',
    ],
    answer: 1,
    explanation:
      'Attention mixes in the value rows of earlier tokens, and they differ between “the river …” and “the …”. The MLP then works on that mixture.',
  },
  {
    question:
      'With learned or sinusoidal positions, why is the cosine already below 1 at the input?',
    explanation:
      'The input is the token row plus the position row, and the word ends at different positions in the two texts. With RoPE, ALiBi or no positions nothing is added to the row, so the input cosine is exactly 1.',
  },
  {
    question: 'Would the word’s hidden state change if you edit text A after the word?',
    explanation:
      'No: the causal mask keeps every token from seeing later ones, so only the bytes up to the word matter. Try it.',
  },
];

export function mount(section, { core, values, onChange, shared, signal }) {
  const current = { a: values.cx_a, b: values.cx_b, word: values.cx_word, seed: values.seed };
  let random = null;
  let trained = null;
  const summary = h('p', { className: 'note', 'aria-live': 'polite' });
  const readout = h('p', { className: 'readout', 'aria-live': 'polite' });
  const chartBox = h('div', { className: 'placement-chart', role: 'img' });
  let chart = null;
  const layerLabel = (l, L) =>
    l === 0 ? 'input (token + position)' : `after block ${l}${l === L ? ' (last)' : ''}`;

  const render = () => {
    const model = labModel(values, current.seed);
    random = core.contextualLesson(model, null, current.a, current.b, current.word);
    trained = null;
    let trainedNote = '';
    const weights = trainedWeights(shared);
    if (weights) {
      try {
        trained = core.contextualLesson(model, weights, current.a, current.b, current.word);
      } catch (error) {
        trainedNote = ` Trained model: ${error.message}`;
      }
    }
    const L = Math.max(random.layers, trained?.layers ?? 0);
    const xs = Array.from({ length: L + 1 }, (_, l) => l);
    const pad = (c) => xs.map((l) => (l < c.length ? c[l] : null));
    const series = [{ label: 'random weights' }];
    const data = [xs, pad(random.cosine)];
    if (trained) {
      series.push({ label: 'trained weights', dash: [6, 4] });
      data.push(pad(trained.cosine));
    }
    chart?.destroy();
    chart = lineChart(chartBox, {
      series,
      data,
      xLabel: 'layer (0 = input)',
      yLabel: 'cosine A vs B',
      points: true,
      integerX: true,
      height: 240,
      yRange: [-1, 1],
    });
    const word = `‘${byteLabel(random.token)}’`;
    chartBox.setAttribute(
      'aria-label',
      `Cosine between the two hidden states of ${word} per layer, random weights: ${Array.from(random.cosine, num).join(', ')}` +
        (trained ? `; trained weights: ${Array.from(trained.cosine, num).join(', ')}` : '') +
        '.',
    );
    readout.textContent =
      `Token table row of ${word} with itself: cosine ${num(random.tokenRowCosine)}. ` +
      `Hidden states (random): ${Array.from(random.cosine, (c, l) => `${layerLabel(l, random.layers)} ${num(c)}`).join('; ')}.` +
      (trained
        ? ` Trained: ${Array.from(trained.cosine, (c, l) => `${layerLabel(l, trained.layers)} ${num(c)}`).join('; ')}.`
        : '');
    summary.textContent =
      `The word’s last byte ${word} is token ${random.positionA} of text A and token ${random.positionB} of text B. ` +
      `Random TinyGPT: ${describeShape(random)}, random seed ${current.seed}.` +
      (trained
        ? ` Trained: ${describeShape(trained)}.`
        : ' Train a TinyGPT in the training lab to add its curve.') +
      trainedNote;
    section.dataset.status = 'ready';
  };
  const change = (changes) => applyOrRollBack(current, changes, render);
  const field = (key, field, hint) =>
    textControl({
      label: settings[key].label,
      value: values[key],
      maxLength: settings[key].maxLength,
      hint,
      wide: false,
      onInput: (text) => {
        change({ [field]: text });
        onChange({ [key]: text });
      },
    });
  const boxA = field('cx_a', 'a', 'one context');
  const boxB = field('cx_b', 'b', 'another context');
  const boxWord = field('cx_word', 'word', 'must occur in both texts');
  const seedControl = randomSeedControl({ values, onChange, apply: (seed) => change({ seed }) });
  const redraw = () => {
    try {
      render();
    } catch (error) {
      summary.textContent = error.message;
    }
  };
  followLab(shared, signal, redraw);

  section.replaceChildren(
    h('h2', { id: `${id}-title` }, title),
    h(
      'p',
      { className: 'lead' },
      'The token table gives “bank” one vector, whether the text is about a river or money: a static embedding, as in word2vec. A transformer’s hidden state for the same token is contextual: after each block it has mixed in what came before. Here TinyGPT reads two texts and we compare its vectors for the word’s last byte, layer by layer.',
    ),
    mathElement(String.raw`\cos(a, b) = \frac{a \cdot b}{\lVert a \rVert\, \lVert b \rVert}`),
    h(
      'p',
      { className: 'note' },
      'Tokens here are bytes, so the word is several tokens; we follow its last byte, the one that has read the whole word and everything before it. With learned or sinusoidal positions the two input vectors already differ, because the word sits at different positions; with RoPE, ALiBi or no positions (set in the training lab) they start at exactly 1, and only the blocks move them apart. Random weights mix the contexts arbitrarily; trained weights mix them in ways that help predict the next byte.',
    ),
    h(
      'div',
      { className: 'controls' },
      boxA.element,
      boxB.element,
      boxWord.element,
      seedControl.element,
    ),
    summary,
    h(
      'figure',
      { className: 'chart' },
      h('h3', {}, 'Cosine of the two hidden states, per layer'),
      chartBox,
      readout,
      chartTools({
        name: 'contextual-cosine',
        label: 'cosine per layer',
        canvas: () => chartBox.querySelector('canvas'),
        matrix: () => {
          const rows = Math.max(random.cosine.length, trained?.cosine.length ?? 0);
          const columns = trained ? [random.cosine, trained.cosine] : [random.cosine];
          return {
            rows,
            cols: columns.length,
            data: Float64Array.from(
              { length: rows * columns.length },
              (_, k) => columns[k % columns.length][Math.floor(k / columns.length)] ?? NaN,
            ),
            rowLabels: Array.from({ length: rows }, (_, l) => layerLabel(l, rows - 1)),
            colLabels: trained ? ['random', 'trained'] : ['random'],
          };
        },
      }),
    ),
    checkYourself(questions),
  );
  try {
    render();
  } catch (error) {
    boxWord.showError(error.message);
    section.dataset.status = 'error';
  }
  return () => chart?.destroy();
}
