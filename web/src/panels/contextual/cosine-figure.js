// contextual, its figure: the cosine of the word's two hidden states at each layer, one curve per
// model (random weights, the lab's trained TinyGPT, the lesson's own trained on both senses), with
// its read-out, what the curves say and its downloads. The chart is built again at each draw,
// since the curves and their number of layers change with the models there are.
import { lineChart } from '../../charts/line-chart.js';
import { chartTools } from '../../charts/chart-tools.js';
import { byteLabel, formatNumbers } from '../../format.js';
import { h } from '../../base/dom.js';
import { num } from '../../lesson-parts/model/common.js';
import { sameSense, sensesSteps } from './senses.js';
import { sentences, words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('contextual', strings);

const lastOf = (c) => c[c.length - 1];
const layerLabel = (l, L) =>
  l === 0 ? t('layerInput') : l === L ? t('layerLast', { l }) : t('layerAfter', { l });
const perLayer = (r) =>
  Array.from(r.cosine, (c, l) =>
    t('layerCosine', { layer: layerLabel(l, r.layers), cosine: num(c) }),
  ).join('; ');

/** The word as the lesson names it: its byte (the models read bytes). */
export const wordOf = (r) => t('byte', { byte: byteLabel(r.token) });

/** The curves of a computed result: [{ label, r (core.contextualLesson's result), dash? }]. */
function curvesOf({ random, trained, senses }) {
  return [
    { label: t('randomCurve'), r: random },
    trained && { label: t('trainedCurve'), r: trained, dash: [6, 4] },
    senses && { label: t('sensesCurve'), r: senses.result, dash: [2, 3] },
  ].filter(Boolean);
}

/** What the curves on screen say, from their own numbers. */
function expectation({ random, trained, senses }) {
  const ends = (r) => ({ first: num(r.cosine[0]), last: num(lastOf(r.cosine)) });
  const parts = [t('randomExpect', ends(random))];
  if (trained) parts.push(t('trainedExpect', ends(trained)));
  if (!senses) return sentences([...parts, t('sensesHint')]);
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
  return sentences(parts);
}

/** The chart's words for a screen reader: every curve's cosines. */
function chartLabel(word, curves) {
  const cosines = curves.map((c) =>
    t('curveCosines', { curve: c.label, cosines: formatNumbers(c.r.cosine, num) }),
  );
  return t('chartLabel', { word, curves: cosines.join('; ') });
}

/** The curves as a table for CSV: a row per layer, a column per curve. */
function cosineTable(curves) {
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
}

/**
 * The figure: element, draw(result) with a result of the lesson's compute ({ random, trained,
 * senses }), destroy(). `experiment`: the elements of the lesson's own experiment, placed under
 * what the curves say.
 */
export function cosineFigure(experiment) {
  const chartBox = h('div', { className: 'placement-chart', role: 'img' });
  const readout = h('p', { className: 'readout', 'aria-live': 'polite' });
  const said = h('p', { className: 'note' });
  let chart = null;
  let curves = []; // as drawn
  const element = h(
    'figure',
    { className: 'chart' },
    h('h3', {}, t('chartTitle')),
    chartBox,
    readout,
    said,
    ...experiment,
    chartTools({
      name: 'contextual-cosine',
      label: t('toolsLabel'),
      canvas: () => chartBox.querySelector('canvas'),
      matrix: () => cosineTable(curves),
    }),
  );
  const draw = (result) => {
    curves = curvesOf(result);
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
    const word = wordOf(result.random);
    chartBox.setAttribute('aria-label', chartLabel(word, curves));
    readout.textContent = sentences([
      t('readoutRow', { word, cosine: num(result.random.tokenRowCosine) }),
      ...curves.map((c) => t('readoutCurve', { curve: c.label, layers: perLayer(c.r) })),
    ]);
    said.textContent = expectation(result);
  };
  return { element, draw, destroy: () => chart?.destroy() };
}
