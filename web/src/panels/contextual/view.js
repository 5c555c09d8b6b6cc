// Lesson contextual, its view: static against contextual embeddings. The same word in two texts has one row
// in the token table (cosine 1), but TinyGPT's hidden state for it differs after each block: the
// cosine per layer, for random weights, the lab's trained TinyGPT once there is one, and the
// lesson's own TinyGPT trained on a text that uses the word in both senses (contextual/senses.js).
import { lineChart } from '../../charts/line-chart.js';
import { byteLabel } from '../../format.js';
import { applyOrRollBack } from '../../ui/apply-or-roll-back.js';
import { chartTools } from '../../ui/chart-tools.js';
import { h } from '../../ui/dom.js';
import { mathElement } from '../../ui/math.js';
import { textControl } from '../../ui/controls.js';
import {
  describeShape,
  followLab,
  labModel,
  num,
  randomSeedControl,
  trainedWeights,
} from '../model/common.js';
import { sameSense, sensesModel, sensesSteps, sensesText, trainSenses } from './senses.js';
import { settings } from './lesson.js';

export function mount(section, { core, values, onChange, shared, signal }) {
  const current = { a: values.cx_a, b: values.cx_b, word: values.cx_word, seed: values.seed };
  let random = null;
  let trained = null;
  // The lesson's own experiment (contextual/senses.js): its weights and the seed they came from.
  const senses = { weights: null, seed: null, result: null, control: null };
  const summary = h('p', { className: 'note', 'aria-live': 'polite' });
  const readout = h('p', { className: 'readout', 'aria-live': 'polite' });
  const expectation = h('p', { className: 'note' });
  const chartBox = h('div', { className: 'placement-chart', role: 'img' });
  let chart = null;
  let curves = []; // [{ label, r: contextualLesson result, dash? }] as drawn
  const layerLabel = (l, L) => (l === 0 ? 'input' : `after block ${l}${l === L ? ' (last)' : ''}`);
  const lastOf = (c) => c[c.length - 1];
  const perLayer = (r) =>
    Array.from(r.cosine, (c, l) => `${layerLabel(l, r.layers)} ${num(c)}`).join('; ');

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
    if (senses.weights) {
      const sensesShape = { ...sensesModel, seed: senses.seed };
      const { a, b, word } = current;
      senses.result = core.contextualLesson(sensesShape, senses.weights, a, b, word);
      senses.control = core.contextualLesson(
        sensesShape,
        senses.weights,
        ...Object.values(sameSense),
      );
    }
    curves = [
      { label: 'random weights', r: random },
      trained && { label: 'trained in the lab', r: trained, dash: [6, 4] },
      senses.result && { label: 'trained on both senses', r: senses.result, dash: [2, 3] },
    ].filter(Boolean);
    const L = Math.max(...curves.map((c) => c.r.layers));
    const xs = Array.from({ length: L + 1 }, (_, l) => l);
    const pad = (c) => xs.map((l) => (l < c.length ? c[l] : null));
    chart?.destroy();
    chart = lineChart(chartBox, {
      series: curves.map(({ label, dash }) => ({ label, dash })),
      data: [xs, ...curves.map((c) => pad(c.r.cosine))],
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
      `Cosine between the two hidden states of ${word} per layer: ` +
        curves.map((c) => `${c.label} ${Array.from(c.r.cosine, num).join(', ')}`).join('; ') +
        '.',
    );
    readout.textContent =
      `Token table row of ${word} with itself: cosine ${num(random.tokenRowCosine)}. ` +
      curves.map((c) => `${c.label}: ${perLayer(c.r)}.`).join(' ');
    summary.textContent =
      `The word’s last byte ${word} is token ${random.positionA} of text A and token ${random.positionB} of text B. ` +
      `Random TinyGPT: ${describeShape(random)}, random seed ${current.seed}.` +
      (trained
        ? ` Trained in the lab: ${describeShape(trained)}.`
        : ' Train a TinyGPT in the training lab to add its curve.') +
      trainedNote;
    expectation.textContent = expect();
    section.dataset.status = 'ready';
  };

  // What the curves on screen say, from their own numbers.
  const expect = () => {
    const from = (r) =>
      `from ${num(r.cosine[0])} at the input to ${num(lastOf(r.cosine))} after the last block`;
    const parts = [
      `Random weights go ${from(random)}. They know nothing of rivers or money: each block mixes the earlier bytes with arbitrary weights, so the cosine moves by chance (another random seed moves it differently) and says nothing about meaning.`,
    ];
    if (trained)
      parts.push(
        `The lab’s model goes ${from(trained)}. A model this small, trained on a few thousand bytes that seldom use the word, learns which bytes tend to follow which, not what a bank is: its curve shows how differently its blocks mix the two contexts, and it need not fall or rise steadily from layer to layer.`,
      );
    if (senses.result) {
      const apart = lastOf(senses.result.cosine);
      const together = lastOf(senses.control.cosine);
      parts.push(
        `Trained on the short text about both kinds of bank (${sensesSteps} steps, random seed ${senses.seed}), the two states end at ${num(apart)}, and two uses of the river sense (“${sameSense.a}”, “${sameSense.b}”) at ${num(together)}. ` +
          (apart < together - 0.1
            ? 'Here context does separate the senses: to predict what follows “bank” in that text, the model has to carry which bank it is.'
            : 'Here the senses did not separate clearly: with so little text, a model this small learns little that depends on meaning. Try another random seed.'),
      );
    } else
      parts.push(
        'To see context separate meanings, train a model on a text that uses “bank” in both senses (the button below): predicting what follows the word there needs the sense.',
      );
    return parts.join(' ');
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

  const sensesButton = h('button', { type: 'button' }, 'Train on both senses');
  const sensesProgress = h('progress', {
    max: 1,
    value: 0,
    hidden: true,
    'aria-label': 'training on both senses',
  });
  const sensesStatus = h('span', { className: 'note', 'aria-live': 'polite' });
  sensesButton.addEventListener('click', async () => {
    sensesButton.disabled = true;
    sensesProgress.hidden = false;
    section.dataset.senses = 'training';
    const seed = current.seed;
    try {
      senses.weights = await trainSenses({
        core,
        seed,
        signal,
        onProgress: (step, total) => {
          sensesProgress.value = step / total;
          sensesStatus.textContent = `step ${step} of ${total}`;
        },
      });
      senses.seed = seed;
      sensesStatus.textContent = `trained ${sensesSteps} steps with random seed ${seed}`;
      section.dataset.senses = 'done';
      redraw();
    } catch (error) {
      if (signal.aborted) return;
      sensesStatus.textContent = `Training stopped: ${error.message}`;
      section.dataset.senses = 'error';
    } finally {
      sensesButton.disabled = false;
      sensesProgress.hidden = true;
    }
  });

  section.append(
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
      expectation,
      h(
        'p',
        { className: 'note' },
        `A TinyGPT of its own (${sensesModel.layers} blocks, ${sensesModel.heads} heads, d_model ${sensesModel.dModel}, RoPE) trained for ${sensesSteps} steps on ${sensesText.length} bytes that use “bank” by a river and “bank” for money: about ten seconds, in the background.`,
      ),
      h('div', { className: 'controls' }, sensesButton, sensesProgress, sensesStatus),
      chartTools({
        name: 'contextual-cosine',
        label: 'cosine per layer',
        canvas: () => chartBox.querySelector('canvas'),
        matrix: () => {
          const rows = Math.max(...curves.map((c) => c.r.cosine.length));
          const columns = curves.map((c) => c.r.cosine);
          return {
            rows,
            cols: columns.length,
            data: Float64Array.from(
              { length: rows * columns.length },
              (_, k) => columns[k % columns.length][Math.floor(k / columns.length)] ?? NaN,
            ),
            rowLabels: Array.from({ length: rows }, (_, l) => layerLabel(l, rows - 1)),
            colLabels: curves.map((c) => c.label),
          };
        },
      }),
    ),
  );
  try {
    render();
  } catch (error) {
    boxWord.showError(error.message);
    section.dataset.status = 'error';
  }
  return () => chart?.destroy();
}
