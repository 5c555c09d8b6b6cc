// Lesson contextual, its view: static against contextual embeddings. The same word in two texts has one row
// in the token table (cosine 1), but TinyGPT's hidden state for it differs after each block: the
// cosine per layer, for random weights, the lab's trained TinyGPT once there is one, and the
// lesson's own TinyGPT trained on a text that uses the word in both senses (contextual/senses.js).
import { lineChart } from '../../charts/line-chart.js';
import { byteLabel } from '../../format.js';
import { applyOrRollBack } from '../../ui/apply-or-roll-back.js';
import { chartTools } from '../../charts/chart-tools.js';
import { h } from '../../base/dom.js';
import { mathElement } from '../../ui/math.js';
import { textControl } from '../../ui/controls.js';
import {
  describeShape,
  followLab,
  labModel,
  num,
  randomSeedControl,
  trainedWeights,
} from '../../lesson-parts/model/common.js';
import { sameSense, sensesModel, sensesSteps, sensesText, trainSenses } from './senses.js';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';
import { settingName } from '../../state.js';

const t = words('contextual', strings);

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
  const layerLabel = (l, L) =>
    l === 0 ? t('layerInput') : l === L ? t('layerLast', { l }) : t('layerAfter', { l });
  const lastOf = (c) => c[c.length - 1];
  const perLayer = (r) =>
    Array.from(r.cosine, (c, l) =>
      t('layerCosine', { layer: layerLabel(l, r.layers), cosine: num(c) }),
    ).join('; ');

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
        trainedNote = t('trainedError', { message: error.message });
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
      { label: t('randomCurve'), r: random },
      trained && { label: t('trainedCurve'), r: trained, dash: [6, 4] },
      senses.result && { label: t('sensesCurve'), r: senses.result, dash: [2, 3] },
    ].filter(Boolean);
    const L = Math.max(...curves.map((c) => c.r.layers));
    const xs = Array.from({ length: L + 1 }, (_, l) => l);
    const pad = (c) => xs.map((l) => (l < c.length ? c[l] : null));
    chart?.destroy();
    chart = lineChart(chartBox, {
      series: curves.map(({ label, dash }) => ({ label, dash })),
      data: [xs, ...curves.map((c) => pad(c.r.cosine))],
      xLabel: t('layerAxis'),
      yLabel: t('cosineAxis'),
      points: true,
      integerX: true,
      height: 240,
      yRange: [-1, 1],
    });
    const word = t('byte', { byte: byteLabel(random.token) });
    chartBox.setAttribute(
      'aria-label',
      t('chartLabel', {
        word,
        curves: curves
          .map((c) =>
            t('curveCosines', { curve: c.label, cosines: Array.from(c.r.cosine, num).join(', ') }),
          )
          .join('; '),
      }),
    );
    readout.textContent = [
      t('readoutRow', { word, cosine: num(random.tokenRowCosine) }),
      ...curves.map((c) => t('readoutCurve', { curve: c.label, layers: perLayer(c.r) })),
    ].join(' ');
    summary.textContent = [
      t('wordPositions', { word, a: random.positionA, b: random.positionB }),
      t('randomModel', { shape: describeShape(random), seed: current.seed }),
      trained ? t('trainedModel', { shape: describeShape(trained) }) : t('trainHint'),
      trainedNote,
    ]
      .filter(Boolean)
      .join(' ');
    expectation.textContent = expect();
    section.dataset.status = 'ready';
  };

  // What the curves on screen say, from their own numbers.
  const expect = () => {
    const ends = (r) => ({ first: num(r.cosine[0]), last: num(lastOf(r.cosine)) });
    const parts = [t('randomExpect', ends(random))];
    if (trained) parts.push(t('trainedExpect', ends(trained)));
    if (senses.result) {
      const apart = lastOf(senses.result.cosine);
      const together = lastOf(senses.control.cosine);
      parts.push(
        t('sensesExpect', {
          steps: sensesSteps,
          seed: senses.seed,
          apart: num(apart),
          a: sameSense.a,
          b: sameSense.b,
          together: num(together),
        }),
        apart < together - 0.1 ? t('sensesApart') : t('sensesTogether'),
      );
    } else parts.push(t('sensesHint'));
    return parts.join(' ');
  };
  const change = (changes) => applyOrRollBack(current, changes, render);
  const field = (key, field, hint) =>
    textControl({
      setting: key,
      label: settingName(key, settings[key]),
      value: values[key],
      maxLength: settings[key].maxLength,
      hint,
      wide: false,
      onInput: (text) => {
        change({ [field]: text });
        onChange({ [key]: text });
      },
    });
  const boxA = field('cx_a', 'a', t('aHint'));
  const boxB = field('cx_b', 'b', t('bHint'));
  const boxWord = field('cx_word', 'word', t('wordHint'));
  const seedControl = randomSeedControl({ values, onChange, apply: (seed) => change({ seed }) });
  const redraw = () => {
    try {
      render();
    } catch (error) {
      summary.textContent = error.message;
    }
  };
  followLab(shared, signal, redraw);

  const sensesButton = h('button', { type: 'button' }, t('sensesButton'));
  const sensesProgress = h('progress', {
    max: 1,
    value: 0,
    hidden: true,
    'aria-label': t('sensesProgress'),
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
          sensesStatus.textContent = t('sensesStep', { step, total });
        },
      });
      senses.seed = seed;
      sensesStatus.textContent = t('sensesDone', { steps: sensesSteps, seed });
      section.dataset.senses = 'done';
      redraw();
    } catch (error) {
      if (signal.aborted) return;
      sensesStatus.textContent = t('sensesStopped', { message: error.message });
      section.dataset.senses = 'error';
    } finally {
      sensesButton.disabled = false;
      sensesProgress.hidden = true;
    }
  });

  section.append(
    h('p', { className: 'lead' }, t('lead')),
    mathElement(String.raw`\cos(a, b) = \frac{a \cdot b}{\lVert a \rVert\, \lVert b \rVert}`),
    h('p', { className: 'note' }, t('bytesNote')),
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
      h('h3', {}, t('chartTitle')),
      chartBox,
      readout,
      expectation,
      h(
        'p',
        { className: 'note' },
        t('sensesNote', {
          layers: sensesModel.layers,
          heads: sensesModel.heads,
          dModel: sensesModel.dModel,
          steps: sensesSteps,
          bytes: sensesText.length,
        }),
      ),
      h('div', { className: 'controls' }, sensesButton, sensesProgress, sensesStatus),
      chartTools({
        name: 'contextual-cosine',
        label: t('toolsLabel'),
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
