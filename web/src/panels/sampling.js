// Panel sampling: generating text with TinyGPT. The next byte's distribution at every stage
// (softmax, temperature, top-k, top-p), greedy against sampled continuations (seeded, so a link
// gives the same text), and the generation loop's KV cache. All from the core (sampling.hpp is
// also what the training lab's generator and `embedding-lab train --top-p` use).
import { formatCount } from '../format.js';
import { sharedSettings } from '../state.js';
import { chartTools } from '../ui/chart-tools.js';
import { h } from '../ui/dom.js';
import { mathElement } from '../ui/math.js';
import { settingControl, textControl } from '../ui/controls.js';
import { checkYourself } from '../ui/quiz.js';
import { byteLabel } from './attention-lessons/token-strip.js';
import {
  barFigure,
  describeShape,
  formatBytes,
  labModel,
  num,
  trainedWeights,
  weightsPicker,
} from './model/common.js';

export const id = 'sampling';
export const title = 'Generating text: temperature, top-k, top-p';
export const readMore = ['holtzman2020', 'fan2018', 'radford2019', 'pope2022'];

export const settings = {
  sp_prompt: { type: 'text', default: 'To be or not', maxLength: 64, label: 'prompt' },
  sp_temp: { type: 'number', default: 0.8, min: 0, max: 5, label: 'temperature' },
  sp_topk: { type: 'int', default: 0, min: 0, max: 256, label: 'top-k' },
  sp_topp: { type: 'number', default: 0.9, min: 0.01, max: 1, label: 'top-p' },
  sp_len: { type: 'int', default: 60, min: 1, max: 200, label: 'bytes to generate' },
  sp_weights: {
    type: 'choice',
    default: 'trained',
    options: ['random', 'trained'],
    label: 'weights',
  },
};

const shown = 16; // bars per stage: the most likely bytes of the model's own distribution

const questions = [
  {
    question: 'Temperature 0.5 makes the distribution…',
    choices: ['flatter', 'sharper', 'unchanged', 'uniform'],
    answer: 1,
    explanation:
      'Dividing the logits by 0.5 doubles their differences, so after the softmax the likely bytes get likelier and the rest fade. Temperature above 1 flattens; 0 is greedy.',
  },
  {
    question: 'With probabilities 0.5, 0.3, 0.15, 0.05 and top-p 0.6, which bytes stay?',
    choices: ['only the first', 'the first two', 'the first three', 'all four'],
    answer: 1,
    explanation:
      'Top-p keeps the smallest set of most likely bytes whose probability reaches p: 0.5 is short of 0.6, 0.5 + 0.3 = 0.8 reaches it. Then they are renormalised to 0.625 and 0.375.',
  },
  {
    question: 'Why does the same link always generate the same text?',
    explanation:
      'Sampling draws from a pseudo-random generator started from the random seed: the same random seed, model and settings give the same draws. Greedy decoding (temperature 0) draws nothing at all.',
  },
  {
    question:
      'Why can a decoder keep the keys and values of earlier tokens instead of recomputing them?',
    explanation:
      'The causal mask stops every token from seeing later ones, so a new token changes nothing about the earlier tokens’ keys and values: the core checks that they are identical. Each step then computes only the new token’s q, k, v.',
  },
];

export function mount(section, { core, values, onChange, shared }) {
  const current = {
    prompt: values.sp_prompt,
    temperature: values.sp_temp,
    topK: values.sp_topk,
    topP: values.sp_topp,
    length: values.sp_len,
    seed: values.seed,
  };
  // Greedy text depends on neither temperature nor top-k/top-p nor the seed's draws: kept while
  // only those change, so dragging a slider reruns one generation, not two.
  let greedyKey = '';
  let greedy = null;
  let next = null;
  let order = [];
  const summary = h('p', { className: 'note', 'aria-live': 'polite' });
  const greedyText = h('pre', { className: 'lab-generated', 'aria-live': 'polite' });
  const sampledText = h('pre', { className: 'lab-generated', 'aria-live': 'polite' });
  const kvText = h('div', { className: 'kv-cache' });
  let sampled = null;

  const stages = [
    ['plain', 'softmax(logits)', 'the model’s own distribution'],
    ['tempered', 'after temperature', 'softmax(logits / T)'],
    ['topK', 'after top-k', 'only the k most likely, renormalised'],
    ['topP', 'after top-p: drawn from this', 'the nucleus, renormalised'],
  ];
  const stageFigures = stages.map(([key, heading, idle]) =>
    barFigure({
      name: `sampling-${key}`,
      heading,
      height: 150,
      hover: (i) => {
        const b = order[i];
        return `‘${byteLabel(b)}’ (byte ${b}): ${num(next[key][b])}${next[key][b] === 0 ? ' (cut)' : ''}; logit ${num(next.logits[b])}`;
      },
      idle: () => idle,
      table: () => ({
        rows: 256,
        cols: 5,
        data: Float64Array.from({ length: 256 * 5 }, (_, k) => {
          const b = next.order[Math.floor(k / 5)];
          return [next.logits, next.plain, next.tempered, next.topK, next.topP][k % 5][b];
        }),
        rowLabels: Array.from(next.order, (b) => `${b} ${byteLabel(b)}`),
        colLabels: ['logit', 'softmax', 'temperature', 'top-k', 'top-p'],
      }),
    }),
  );

  const picker = weightsPicker({
    name: 'sampling-weights',
    value: values.sp_weights,
    shared,
    onPick: (kind) => {
      onChange({ sp_weights: kind });
      redraw();
    },
  });

  const render = () => {
    const model = labModel(values, current.seed);
    const weights = picker.kind === 'trained' ? trainedWeights(shared) : null;
    const sampling = { temperature: current.temperature, topK: current.topK, topP: current.topP };
    next = core.nextByteLesson(model, weights, current.prompt, sampling);
    order = Array.from(next.order).slice(0, shown);
    stageFigures.forEach((figure, s) => {
      const key = stages[s][0];
      figure.draw(
        order.map((b) => next[key][b]),
        order.map(byteLabel),
        `Bar chart ${stages[s][1]}: the ${shown} bytes the model finds most likely, most likely first ‘${byteLabel(order[0])}’ at ${num(next[key][order[0]])}.`,
      );
    });
    const key = JSON.stringify([
      model,
      weights ? shared.model.label : null,
      current.prompt,
      current.length,
    ]);
    if (key !== greedyKey) {
      greedy = core.generateLesson(model, weights, current.prompt, current.length, {
        temperature: 0,
        topK: 0,
        topP: 1,
        seed: 0,
      });
      greedyKey = key;
    }
    sampled = core.generateLesson(model, weights, current.prompt, current.length, {
      ...sampling,
      seed: current.seed,
    });
    const decode = (ids) => core.byteDecode(Array.from(ids));
    greedyText.textContent = current.prompt + decode(greedy.ids);
    sampledText.textContent = current.prompt + decode(sampled.ids);
    const kv = core.kvCacheLesson(
      model,
      weights,
      current.prompt.length >= 2 ? current.prompt : `${current.prompt} `,
      4,
    );
    const gpt2 = 2 * 12 * 768 * 4;
    kvText.replaceChildren(
      h(
        'table',
        { className: 'stats-table' },
        h('caption', {}, 'What a KV cache holds (float32, 4 bytes per number)'),
        h(
          'tbody',
          {},
          h(
            'tr',
            {},
            h('th', { scope: 'row' }, `this TinyGPT (${kv.layers} layers × d_model ${kv.dModel})`),
            h(
              'td',
              {},
              `2 × ${kv.layers} × ${kv.dModel} × 4 B = ${formatBytes(kv.bytesPerToken)} per token`,
            ),
          ),
          h(
            'tr',
            {},
            h(
              'th',
              { scope: 'row' },
              `its cache for a full window of ${formatCount(kv.maxLen)} tokens`,
            ),
            h('td', {}, formatBytes(kv.bytesPerToken * kv.maxLen)),
          ),
          h(
            'tr',
            {},
            h('th', { scope: 'row' }, 'GPT-2 small (12 layers × 768), for comparison'),
            h(
              'td',
              {},
              `2 × 12 × 768 × 4 B = ${formatBytes(gpt2)} per token; ${formatBytes(gpt2 * 1024)} for 1024 tokens`,
            ),
          ),
          h(
            'tr',
            {},
            h(
              'th',
              { scope: 'row' },
              `largest change of an earlier key or value when byte ${kv.tokens} is added`,
            ),
            h('td', {}, kv.prefixChange === 0 ? '0 (exactly)' : num(kv.prefixChange)),
          ),
        ),
      ),
    );
    const kept = `top-k keeps ${next.keptK} of 256 bytes, top-p ${next.keptP}`;
    summary.textContent =
      `${weights ? 'Trained' : 'Random'} TinyGPT (${describeShape(next)}${weights ? '' : `, random seed ${current.seed}`}). ` +
      `Temperature ${current.temperature}${current.temperature === 0 ? ' (greedy: always the most likely byte)' : ''}; ${kept}.` +
      (picker.kind === 'random' && values.sp_weights === 'trained'
        ? ' Train a TinyGPT in the training lab to sample from trained weights; until then the weights are random.'
        : '');
    section.dataset.status = 'ready';
  };
  const redraw = () => {
    try {
      render();
    } catch (error) {
      summary.textContent = error.message;
    }
  };
  const change = (changes) => {
    const previous = { ...current };
    Object.assign(current, changes);
    try {
      render();
    } catch (error) {
      Object.assign(current, previous);
      throw error;
    }
  };
  const table = { ...settings, seed: sharedSettings.seed };
  const control = (key, field, hint) =>
    settingControl(table, key, { values, onChange, apply: (v) => change({ [field]: v }), hint });
  const promptBox = textControl({
    label: settings.sp_prompt.label,
    value: values.sp_prompt,
    maxLength: settings.sp_prompt.maxLength,
    hint: 'the text to continue',
    wide: false,
    onInput: (text) => {
      if (text.length === 0)
        throw new Error('Type a prompt: generation continues from at least one byte.');
      change({ prompt: text });
      onChange({ sp_prompt: text });
    },
  });
  shared.addEventListener('model', () => {
    picker.update();
    redraw();
  });
  shared.addEventListener('lab-settings', redraw);

  section.replaceChildren(
    h('h2', { id: `${id}-title` }, title),
    h(
      'p',
      { className: 'lead' },
      'A language model does not write text; it gives a probability for every possible next byte. Generating means choosing one, appending it, and asking again. How we choose changes everything: always the likeliest (greedy) repeats itself, drawing from the raw distribution wanders off. Temperature, top-k and top-p reshape the distribution before the draw.',
    ),
    mathElement(
      String.raw`p_i = \frac{e^{z_i / T}}{\sum_j e^{z_j / T}},\qquad \text{top-}p:\ \text{smallest } S \text{ with } \textstyle\sum_{i \in S} p_i \ge p`,
    ),
    h(
      'p',
      {},
      'Temperature T divides the logits z: below 1 it sharpens the distribution, above 1 it flattens it, 0 means greedy. Top-k keeps only the k most likely bytes. Top-p (nucleus sampling, Holtzman et al. 2020) keeps the smallest set of most likely bytes whose probability reaches p, so it keeps few bytes when the model is sure and many when it is not. Each cut is renormalised to sum to 1, and one byte is drawn.',
    ),
    h(
      'div',
      { className: 'controls' },
      promptBox.element,
      control('sp_temp', 'temperature', '0 (greedy) to 5').element,
      control('sp_topk', 'topK', '0 keeps all 256').element,
      control('sp_topp', 'topP', '1 keeps all').element,
      control('sp_len', 'length', '1 to 200').element,
      settingControl(table, 'seed', {
        values,
        onChange,
        apply: (seed) => change({ seed }),
        hint: 'the draws (and the random weights)',
      }).element,
      picker.element,
    ),
    summary,
    h('h3', {}, `The next byte, stage by stage (the ${shown} likeliest bytes)`),
    h('div', { className: 'norm-charts' }, ...stageFigures.map((f) => f.figure)),
    h('h3', {}, 'Greedy against sampled'),
    h(
      'div',
      { className: 'norm-charts' },
      h('figure', { className: 'chart' }, h('h3', {}, 'Greedy (temperature 0)'), greedyText),
      h(
        'figure',
        { className: 'chart' },
        h('h3', {}, 'Sampled with the settings above'),
        sampledText,
      ),
    ),
    chartTools({
      name: 'sampling-generated',
      label: 'the sampled bytes',
      matrix: () => ({
        rows: sampled.ids.length,
        cols: 3,
        data: Float64Array.from(
          { length: sampled.ids.length * 3 },
          (_, k) =>
            [sampled.ids, sampled.probability, sampled.candidates][k % 3][Math.floor(k / 3)],
        ),
        rowLabels: Array.from(sampled.ids, (b, i) => `${i + 1} ${byteLabel(b)}`),
        colLabels: ['byte', 'probability when drawn', 'bytes left to choose from'],
      }),
    }),
    h('h3', {}, 'The generation loop and the KV cache'),
    h(
      'p',
      {},
      'Each new byte needs a forward pass. Done naively, that pass recomputes the keys and values of every earlier token at every layer, although they have not changed: the causal mask lets no token see a later one, so adding a byte cannot alter what came before. A KV cache keeps each layer’s keys and values, and each step computes q, k, v for the new token only, attending to the cached rows. The price is memory, growing with every token:',
    ),
    mathElement(
      String.raw`\text{bytes per token} = 2 \times \text{layers} \times d_{model} \times \text{bytes per number}`,
    ),
    kvText,
    h(
      'p',
      { className: 'note' },
      'The generation here recomputes the whole window for every byte, as the training lab’s generator does: for a model this small that is fast, and it gives exactly the cached result.',
    ),
    checkYourself(questions),
  );
  try {
    render();
  } catch (error) {
    promptBox.showError(error.message);
    section.dataset.status = 'error';
  }
  return () => stageFigures.forEach((f) => f.chart.destroy());
}
