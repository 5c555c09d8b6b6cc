// Lesson heads, its view: multi-head attention to its output, on the TinyGPT the training lab is set to
// (random from the seed, and the trained one next to it once the lab has trained a TinyGPT).
// Every map and number is TinyGPT's own forward pass in the core (api.js headsLesson).
import { diverging, sequential } from '../../charts/colormap.js';
import { byteLabel, formatCount } from '../../format.js';
import { applyOrRollBack } from '../../ui/apply-or-roll-back.js';
import { h } from '../../ui/dom.js';
import { mathElement } from '../../ui/math.js';
import { settingControl, sharedTextControl } from '../../ui/controls.js';
import { tokenStrip } from '../attention-lessons/token-strip.js';
import {
  describeShape,
  followLab,
  labModel,
  matrixFigure,
  num,
  peak,
  randomSeedControl,
  trainedWeights,
} from '../model/common.js';
import { settings } from './lesson.js';

/**
 * What a head does most, from its (T, T) weights: the average weight, over queries 1..T-1, on
 * the token itself, on the previous token and on the first token; the largest is named.
 */
function habit(data, T) {
  if (T < 2) return 'One token: every head puts weight 1 on it.';
  const sums = { itself: 0, 'the previous byte': 0, 'the first byte': 0 };
  for (let i = 1; i < T; i++) {
    sums.itself += data[i * T + i];
    sums['the previous byte'] += data[i * T + i - 1];
    sums['the first byte'] += data[i * T];
  }
  const [name, sum] = Object.entries(sums).sort((a, b) => b[1] - a[1])[0];
  const share = sum / (T - 1);
  const uniform =
    Array.from({ length: T - 1 }, (_, i) => 1 / (i + 2)).reduce((a, b) => a + b, 0) / (T - 1);
  // "Mostly" only when it is most of the row; else compared with weight spread evenly over the
  // visible bytes (row i has i + 1 of them), which a head must clearly beat to be said to lean.
  if (share > 0.5) return `Mostly looks at ${name}: ${num(share)} of each row on average.`;
  return share > 1.5 * uniform
    ? `Leans towards ${name}: ${num(share)} of each row on average, against ${num(uniform)} if every visible byte got the same weight.`
    : `Spread out: no more than ${num(share)} of a row on itself, the previous or the first byte (${num(uniform)} if evenly spread).`;
}

export function mount(section, { core, values, onChange, shared, signal }) {
  const current = {
    text: values.text,
    layer: values.hd_layer,
    head: values.hd_head,
    seed: values.seed,
  };
  let random = null;
  let trained = null;
  const summary = h('p', { className: 'note', 'aria-live': 'polite' });
  const strip = h('div', { className: 'token-strip-box' });
  const randomMaps = h('div', { className: 'head-maps' });
  const trainedMaps = h('div', { className: 'head-maps' });
  const trainedBox = h(
    'div',
    { className: 'trained-heads' },
    h('h3', {}, 'The same heads after training'),
    trainedMaps,
  );
  const counts = h('div', { className: 'head-counts' });
  const labels = () => Array.from(random.ids, (b, i) => `${i} ${byteLabel(b)}`);
  const quote = (i) => `${i} ‘${byteLabel(random.ids[i])}’`;

  // One weight map per head, drawn from lesson (rows [h*T, (h+1)*T) of lesson.weights).
  const headMaps = (lesson, box, tag) => {
    const T = lesson.tokens;
    const own = (i) => `${i} ‘${byteLabel(lesson.ids[i])}’`;
    const ownLabels = () => Array.from(lesson.ids, (b, i) => `${i} ${byteLabel(b)}`);
    box.replaceChildren();
    for (let hd = 0; hd < lesson.heads; hd++) {
      const data = lesson.weights.data.subarray(hd * T * T, (hd + 1) * T * T);
      const matrix = { rows: T, cols: T, data };
      const figure = matrixFigure({
        name: `heads-${tag}-layer${current.layer}-head${hd + 1}`,
        heading: `Head ${hd + 1}`,
        colormap: sequential,
        xLabel: 'key j →',
        yLabel: 'query i ↓',
        square: true,
        hover: (i, j) =>
          `head ${hd + 1}: query ${own(i)} on key ${own(j)}: ${j > i ? '0 (future, masked)' : num(data[i * T + j])}`,
        idle: () => habit(data, T),
        // Columns by their byte alone: a column strip has room for one character per key.
        labels: () => ({ rowLabels: ownLabels(), colLabels: Array.from(lesson.ids, byteLabel) }),
        tokenAxes: 'both',
      });
      figure.draw(matrix, {
        lo: 0,
        hi: 1,
        legend: ['0', '1'],
        ariaLabel: `Head ${hd + 1} of block ${current.layer} (${tag} weights): ${T} by ${T} attention weights, each row sums to 1, zero above the diagonal.`,
      });
      box.append(figure.figure);
    }
  };

  // weights · V = out for the opened head, then concatenation and projection.
  const headWeights = matrixFigure({
    name: 'heads-weights',
    heading: 'weights (T × T)',
    colormap: sequential,
    xLabel: 'key j →',
    yLabel: 'query i ↓',
    square: true,
    hover: (i, j) =>
      `weight of ${quote(i)} on ${quote(j)} = ${num(cell(random.weights, (current.head - 1) * random.tokens + i, j))}`,
    idle: () => 'Rows sum to 1.',
    labels: () => ({ rowLabels: labels(), colLabels: Array.from(random.ids, byteLabel) }),
    tokenAxes: 'both',
  });
  const slice = (m, c0, w) => {
    const out = new Float64Array(m.rows * w);
    for (let r = 0; r < m.rows; r++)
      out.set(m.data.subarray(r * m.cols + c0, r * m.cols + c0 + w), r * w);
    return { rows: m.rows, cols: w, data: out };
  };
  const cell = (m, r, c) => m.data[r * m.cols + c];
  let vSlice = null;
  let outSlice = null;
  const valueFigure = matrixFigure({
    name: 'heads-values',
    heading: 'V of this head (T × d_head)',
    colormap: diverging,
    xLabel: 'dimension →',
    yLabel: 'token ↓',
    hover: (i, c) => `value of ${quote(i)}, dimension ${c}: ${num(cell(vSlice, i, c))}`,
    idle: () => 'Each row: what that token passes on.',
    labels: () => ({ rowLabels: labels() }),
    tokenAxes: 'rows',
  });
  const outFigure = matrixFigure({
    name: 'heads-output',
    heading: 'output = weights · V',
    colormap: diverging,
    xLabel: 'dimension →',
    yLabel: 'token ↓',
    hover: (i, c) => `output of ${quote(i)}, dimension ${c}: ${num(cell(outSlice, i, c))}`,
    idle: () => 'Row i: the weighted average of the value rows.',
    labels: () => ({ rowLabels: labels() }),
    tokenAxes: 'rows',
  });
  const concatFigure = matrixFigure({
    name: 'heads-concatenated',
    heading: 'All heads side by side (T × d_model)',
    colormap: diverging,
    xLabel: 'column → (head 1 | head 2 | …)',
    yLabel: 'token ↓',
    hover: (i, c) =>
      `${quote(i)}, column ${c} (head ${Math.floor(c / random.headDim) + 1}): ${num(cell(random.headsOut, i, c))}`,
    idle: () => 'Head h fills columns h·d_head to (h+1)·d_head − 1.',
    labels: () => ({ rowLabels: labels() }),
    tokenAxes: 'rows',
  });
  const projFigure = matrixFigure({
    name: 'heads-projected',
    heading: 'After W_o: what is added to x',
    colormap: diverging,
    xLabel: 'column →',
    yLabel: 'token ↓',
    hover: (i, c) => `${quote(i)}, column ${c}: ${num(cell(random.projected, i, c))}`,
    idle: () => 'Every column now mixes every head.',
    labels: () => ({ rowLabels: labels() }),
    tokenAxes: 'rows',
  });

  const render = () => {
    const model = labModel(values, current.seed);
    const layer = current.layer - 1;
    random = core.headsLesson(model, null, current.text, layer);
    const weights = trainedWeights(shared);
    trained = null;
    let trainedError = '';
    if (weights) {
      try {
        trained = core.headsLesson(model, weights, current.text, layer);
      } catch (error) {
        trainedError = error.message;
      }
    }
    if (current.head > random.heads)
      throw new Error(
        `This model has ${random.heads} head${random.heads === 1 ? '' : 's'}: pick a head from 1 to ${random.heads}.`,
      );
    const T = random.tokens;
    strip.replaceChildren(tokenStrip(random.ids, { label: 'Tokens (bytes) of the text' }));
    headMaps(random, randomMaps, 'random');
    trainedBox.hidden = !trained && !trainedError;
    if (trained) headMaps(trained, trainedMaps, 'trained');
    else trainedMaps.replaceChildren(h('p', { className: 'note' }, trainedError));

    const hd = random.headDim;
    const c0 = (current.head - 1) * hd;
    const w = {
      rows: T,
      cols: T,
      data: random.weights.data.subarray((c0 / hd) * T * T, (c0 / hd + 1) * T * T),
    };
    vSlice = slice(random.v, c0, hd);
    outSlice = slice(random.headsOut, c0, hd);
    headWeights.setHeading(`Head ${current.head}: weights (${T} × ${T})`);
    headWeights.draw(w, {
      lo: 0,
      hi: 1,
      legend: ['0', '1'],
      ariaLabel: `Weights of head ${current.head}, ${T} by ${T}.`,
    });
    const vp = peak(vSlice.data);
    valueFigure.setHeading(`V of head ${current.head} (${T} × ${hd})`);
    valueFigure.draw(vSlice, {
      lo: -vp,
      hi: vp,
      ariaLabel: `Value rows of head ${current.head}: ${T} tokens by ${hd} dimensions, from ${num(-vp)} (blue) to ${num(vp)} (red).`,
    });
    const op = peak(outSlice.data);
    outFigure.draw(outSlice, {
      lo: -op,
      hi: op,
      ariaLabel: `Output of head ${current.head}: ${T} by ${hd}, the weights times V.`,
    });
    const cp = peak(random.headsOut.data);
    concatFigure.setHeading(`All ${random.heads} heads side by side (${T} × ${random.dModel})`);
    concatFigure.draw(random.headsOut, {
      lo: -cp,
      hi: cp,
      ariaLabel: `Concatenated output of the ${random.heads} heads: ${T} by ${random.dModel}.`,
    });
    const pp = peak(random.projected.data);
    projFigure.draw(random.projected, {
      lo: -pp,
      hi: pp,
      ariaLabel: `Output projection: ${T} by ${random.dModel}, added to the residual stream.`,
    });

    counts.replaceChildren(
      h('h3', {}, 'What one attention layer costs'),
      h(
        'table',
        { className: 'stats-table' },
        h(
          'caption',
          {},
          `Block ${current.layer} of ${random.layers}, ${T} tokens, d_model ${random.dModel}, ${random.heads} heads of ${hd}`,
        ),
        h(
          'tbody',
          {},
          h(
            'tr',
            {},
            h('th', { scope: 'row' }, 'parameters (W_qkv, b_qkv, W_o, b_o)'),
            h('td', {}, `${formatCount(random.layerParameters)} = 4·d² + 4·d`),
          ),
          h(
            'tr',
            {},
            h('th', { scope: 'row' }, 'multiply-adds: projections q, k, v, W_o'),
            h('td', {}, `${formatCount(random.projectionMultAdds)} = 4·T·d²`),
          ),
          h(
            'tr',
            {},
            h('th', { scope: 'row' }, 'multiply-adds: scores and weights · V (visible keys)'),
            h('td', {}, `${formatCount(random.attentionMultAdds)} = d·T·(T+1)`),
          ),
          h(
            'tr',
            {},
            h('th', { scope: 'row' }, 'largest |weights · V − shown output|'),
            h(
              'td',
              {},
              random.weightsTimesVError === 0 ? '0 (exactly)' : num(random.weightsTimesVError),
            ),
          ),
        ),
      ),
    );
    summary.textContent =
      `Random TinyGPT (${describeShape(random)}, random seed ${current.seed}), block ${current.layer}, ${T} tokens` +
      (random.totalTokens > T ? ` (the first ${T} of ${random.totalTokens} bytes)` : '') +
      (trained ? `; below it, the trained model (${describeShape(trained)}).` : '.');
    section.dataset.status = 'ready';
  };
  const change = (changes) => applyOrRollBack(current, changes, render);

  const textBox = sharedTextControl({
    values,
    onChange,
    shared,
    hint: 'each byte is a token; the first 64 are used (fewer if the lab’s sequence length is shorter)',
    onText: (text) => change({ text }),
  });
  const layerControl = settingControl(settings, 'hd_layer', {
    values,
    onChange,
    apply: (v) => {
      if (v > values.gpt_layers)
        throw new Error(
          `The training lab’s TinyGPT has ${values.gpt_layers} block${values.gpt_layers === 1 ? '' : 's'}: pick 1 to ${values.gpt_layers}.`,
        );
      change({ layer: v });
    },
    hint: 'which transformer block',
  });
  const headControl = settingControl(settings, 'hd_head', {
    values,
    onChange,
    apply: (v) => change({ head: v }),
    hint: 'the head opened up below',
  });
  const seedControl = randomSeedControl({ values, onChange, apply: (seed) => change({ seed }) });
  followLab(shared, signal, () => {
    try {
      render();
    } catch (error) {
      summary.textContent = error.message;
    }
  });

  section.append(
    h(
      'p',
      { className: 'lead' },
      'One attention head looks for one kind of relation. A transformer runs several heads side by side. Each reads the whole token vector, all d_model numbers, and projects it into its own narrower query, key and value (d_model / heads numbers each); then their results are joined. This is exactly what TinyGPT, the model of the training lab, does in every block.',
    ),
    mathElement(
      String.raw`\mathrm{head}_h = \mathrm{softmax}\!\left(\frac{Q_h K_h^{\top}}{\sqrt{d_{head}}} + M\right) V_h,\quad d_{head} = \frac{d_{model}}{n_{head}}`,
    ),
    mathElement(
      String.raw`\mathrm{MultiHead}(x) = [\mathrm{head}_1 \mid \cdots \mid \mathrm{head}_{n}]\, W_o^{\top} + b_o`,
    ),
    h(
      'p',
      {},
      'q, k and v come from one matrix W_qkv applied to the normalised token vectors. Head h takes columns h·d_head to (h+1)·d_head − 1 of each, a contiguous slice, computes its own weights and its own weighted average of its value rows, and writes the result into the same columns of the output. The output projection W_o then mixes the columns, so every head’s finding can reach every dimension, and the result is added to x (the residual stream, next lesson). M is the causal mask; with ALiBi positions (set in the training lab) each head also adds its own penalty, −slope × distance, to M, which is why ALiBi heads differ in how far back they look.',
    ),
    h(
      'p',
      { className: 'note' },
      'The model here has the shape set in the training lab (layers, heads, d_model, positions, norm) and random weights from the random seed, as before training. Train a TinyGPT in the lab and its heads appear under the random ones: trained heads often specialise, one looking at the previous byte, another at the start of a word.',
    ),
    h(
      'div',
      { className: 'controls' },
      textBox.element,
      layerControl.element,
      headControl.element,
      seedControl.element,
    ),
    strip,
    summary,
    h('h3', {}, 'Each head’s weights, side by side (random weights)'),
    randomMaps,
    trainedBox,
    h('h3', {}, 'One head, opened: the output is the weights times V'),
    h(
      'div',
      { className: 'attention-figures' },
      headWeights.figure,
      valueFigure.figure,
      outFigure.figure,
    ),
    h('h3', {}, 'Concatenation and output projection'),
    h('div', { className: 'attention-figures' }, concatFigure.figure, projFigure.figure),
    counts,
  );
  try {
    render();
  } catch (error) {
    textBox.showError(error.message);
    section.dataset.status = 'error';
  }
}
