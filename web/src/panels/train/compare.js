// Comparing positional encodings: the same TinyGPT trained once per encoding (none, learned, a
// learned table longer than the training length, sinusoidal, RoPE, ALiBi) on the same text with
// the same seed and steps, then each model measured on held-out text at 1x, 2x, 4x and 8x the
// training length, RoPE also with position interpolation and NTK scaling past 1x. The training
// curves, a progress bar per model, a table, a chart of loss against length and one paragraph per
// result written from the measured numbers (compare-table.js, compare-verdict.js). The workers do
// the work (compare-pool.js).
import { lineChart, palette } from '../../charts/line-chart.js';
import { formatNumber } from '../../format.js';
import { words } from '../../i18n/words.js';
import { chartTools, matrixToCsv } from '../../charts/chart-tools.js';
import { h } from '../../base/dom.js';
import { compareModels } from '../../worker/protocol.js';
import { compareRows, modelLabel, multipliers, rowLabel, tableParts } from './compare-table.js';
import { verdictParagraphs } from './compare-verdict.js';
import { Smoother } from './smoothing.js';
import { strings } from './strings.js';

export { multipliers };

const t = words('train', strings);

const f3 = (v) => formatNumber(v, 3);

export function compareView() {
  const curveBox = h('div', { className: 'lab-chart', role: 'img' });
  const lengthBox = h('div', { className: 'lab-chart', role: 'img' });
  const table = h('table', { className: 'lab-compare-table' });
  const status = h('p', { className: 'lab-note', role: 'status' });
  const bars = h('div', { className: 'lab-compare-progress' });
  const verdict = h('div', { className: 'lab-verdict' });
  const element = h(
    'div',
    { className: 'lab-compare-results', hidden: true },
    status,
    bars,
    h('h4', {}, t('compareLossHeading')),
    curveBox,
    chartTools({
      name: 'compare-encodings-loss',
      label: t('compareLossData'),
      canvas: () => curveBox.querySelector('canvas'),
      matrix: () => lossMatrix(),
    }),
    h('h4', {}, t('compareLengthHeading')),
    lengthBox,
    chartTools({
      name: 'compare-encodings-length',
      label: t('compareLengthData'),
      canvas: () => lengthBox.querySelector('canvas'),
      matrix: () => resultMatrix(),
    }),
    table,
    verdict,
  );
  let curveChart = null;
  let lengthChart = null;
  let curves = null; // model -> { smoother, values }
  let results = null; // model -> evals
  let progressBars = null; // model -> <progress>
  let seqLen = 32;
  let heldOut = true;
  // Progress arrives up to 20 times a second from each worker. Drawing that often costs the page
  // a sizeable share of a core, which on a 2-core machine is taken from the workers (measured:
  // the comparison ran 1.5x faster in two workers than in one while drawing every report, 1.9x
  // with nothing drawn). So the curves and progress bars redraw at most every curveRedrawMs and
  // catch up when a model reports its result.
  const curveRedrawMs = 250;
  let curvesDrawnAt = -Infinity;
  let curvesBehind = false;
  let stepReached = {}; // model -> last step reported, shown at the next redraw
  let trainedSteps = 0; // each model's steps in this comparison

  const entryOf = (row, m) =>
    results?.[row.model]?.find(
      (r) => r.multiplier === m && (r.scaling ?? undefined) === row.scaling,
    );
  const lossOf = (row, m) => {
    const e = entryOf(row, m);
    return e && 'loss' in e ? e.loss : null;
  };

  function redrawCurves() {
    curvesDrawnAt = performance.now();
    curvesBehind = false;
    for (const [encoding, step] of Object.entries(stepReached))
      if (progressBars?.[encoding]) progressBars[encoding].value = step;
    const longest = Math.max(1, ...compareModels.map((e) => curves[e].values.length));
    const xs = Array.from({ length: longest }, (_, i) => i + 1);
    const data = [
      xs,
      ...compareModels.map((e) => {
        const v = curves[e].values;
        return xs.map((_, i) => (i < v.length ? v[i] : null));
      }),
    ];
    if (!curveChart)
      curveChart = lineChart(curveBox, {
        series: compareModels.map((e, i) => ({ label: modelLabel(e), color: palette[i] })),
        data,
        xLabel: t('stepAxis'),
        yLabel: t('compareLossAxis'),
        height: 240,
      });
    else curveChart.update(data);
    curveBox.setAttribute(
      'aria-label',
      t('compareLossChart', {
        models: compareModels
          .map((e) => {
            const v = curves[e].values;
            return v.length
              ? t('compareLossAt', {
                  model: modelLabel(e),
                  loss: f3(v[v.length - 1]),
                  step: v.length,
                })
              : t('compareNotRun', { model: modelLabel(e) });
          })
          .join('; '),
      }),
    );
  }

  function redrawLengths() {
    const xs = multipliers.map((m) => m * seqLen);
    const data = [xs, ...compareRows.map((row) => multipliers.map((m) => lossOf(row, m)))];
    if (!lengthChart)
      lengthChart = lineChart(lengthBox, {
        series: compareRows.map((row, i) => ({
          label: rowLabel(row),
          color: palette[i % palette.length],
          dash: row.scaling ? [5, 4] : undefined,
        })),
        data,
        xLabel: t('lengthAxis'),
        yLabel: t('heldOutAxis'),
        logX: true,
        points: true,
        height: 260,
      });
    else lengthChart.update(data);
    lengthBox.setAttribute(
      'aria-label',
      t('compareLengthChart', {
        lengths: xs.join(', '),
        rows: compareRows
          .map((row) =>
            t('compareLengthRow', {
              row: rowLabel(row),
              losses: multipliers
                .map((m) => {
                  const v = lossOf(row, m);
                  return v === null ? t('noLoss') : f3(v);
                })
                .join(', '),
            }),
          )
          .join('; '),
      }),
    );
  }

  /** The smoothed curves as a matrix: one row per step, one column per model. */
  function lossMatrix() {
    const rows = Math.max(0, ...compareModels.map((e) => curves[e].values.length));
    const data = new Float64Array(rows * compareModels.length).fill(NaN);
    compareModels.forEach((e, c) =>
      curves[e].values.forEach((v, r) => (data[r * compareModels.length + c] = v)),
    );
    return {
      rows,
      cols: compareModels.length,
      data,
      rowLabels: Array.from({ length: rows }, (_, r) => t('stepRow', { step: r + 1 })),
      colLabels: compareModels.map((e) => modelLabel(e)),
    };
  }

  /** The table as a matrix: one row per model (and RoPE scaling), one column per length. */
  function resultMatrix() {
    const data = compareRows.flatMap((row) => multipliers.map((m) => lossOf(row, m) ?? NaN));
    return {
      rows: compareRows.length,
      cols: multipliers.length,
      data: Float64Array.from(data),
      rowLabels: compareRows.map((row) => rowLabel(row)),
      colLabels: multipliers.map((m) => `${m}x (${m * seqLen})`),
    };
  }

  function drawTable() {
    table.replaceChildren(...tableParts({ seqLen, heldOut, entryOf }));
  }

  // One paragraph per row, from the measured numbers.
  function describeOutcome() {
    const lines = verdictParagraphs({
      seqLen,
      trainedSteps,
      lossOf,
      entryOf,
      lastTrainingLoss: (model) => curves[model]?.values.at(-1) ?? null,
    });
    verdict.replaceChildren(...lines.map((text) => h('p', {}, text)));
  }

  return {
    element,
    /** Starts a fresh comparison display. */
    begin(trainingSeqLen, steps, options = {}) {
      seqLen = trainingSeqLen;
      trainedSteps = steps;
      heldOut = options.heldOut ?? true;
      curves = Object.fromEntries(
        compareModels.map((e) => [e, { smoother: new Smoother(), values: [] }]),
      );
      results = {};
      progressBars = {};
      stepReached = {};
      bars.replaceChildren(
        ...compareModels.map((e) => {
          const bar = h('progress', {
            max: String(steps),
            value: '0',
            'aria-label': t('compareTrainingModel', { model: modelLabel(e) }),
          });
          progressBars[e] = bar;
          return h('label', { className: 'lab-compare-bar' }, h('span', {}, modelLabel(e)), bar);
        }),
      );
      element.hidden = false;
      verdict.replaceChildren();
      status.textContent = t('compareTraining', {
        models: compareModels.length,
        steps: t('stepCount', { n: steps }),
      });
      redrawCurves();
      redrawLengths();
      drawTable();
    },
    workers(n) {
      status.textContent = t('compareWorkers', { models: compareModels.length, workers: n });
    },
    progress({ encoding, step, losses }) {
      const curve = curves[encoding];
      for (const loss of losses) curve.values.push(curve.smoother.push(loss));
      stepReached[encoding] = step;
      curvesBehind = true;
      if (performance.now() - curvesDrawnAt >= curveRedrawMs) redrawCurves();
    },
    result({ encoding, evals }) {
      results[encoding] = evals;
      if (curvesBehind) redrawCurves();
      if (progressBars[encoding]) progressBars[encoding].value = progressBars[encoding].max;
      drawTable();
      redrawLengths();
    },
    error(encoding, message) {
      results[encoding] = multipliers.map((multiplier) => ({ multiplier, error: message }));
      if (curvesBehind) redrawCurves();
      drawTable();
    },
    done(ms) {
      if (curvesBehind) redrawCurves();
      status.textContent = ms
        ? t('compareDoneIn', { models: compareModels.length, seconds: f3(ms / 1000) })
        : t('compareDone', { models: compareModels.length });
      describeOutcome();
    },
    fail(message) {
      // The reason is a clause (the core's message, or why it stopped); the sentence ends it.
      status.textContent = t('compareStopped', { reason: message.replace(/\.\s*$/, '') });
    },
    /** CSV of the table, for tests and downloads. */
    csv() {
      return matrixToCsv(resultMatrix(), {
        rowLabels: compareRows.map((row) => rowLabel(row)),
        colLabels: multipliers.map((m) => `${m}x`),
      });
    },
  };
}
