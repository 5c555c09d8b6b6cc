// Comparing positional encodings: the same TinyGPT trained once per encoding (none, learned, a
// learned table longer than the training length, sinusoidal, RoPE, ALiBi) on the same text with
// the same seed and steps, then each model measured on held-out text at 1x, 2x, 4x and 8x the
// training length, RoPE also with position interpolation and NTK scaling past 1x. The training
// curves, a progress bar per model, a table, a chart of loss against length and one paragraph per
// result written from the measured numbers (compare-table.js, compare-verdict.js). The workers do
// the work (compare-pool.js).
import { lineChart, palette } from '../../charts/line-chart.js';
import { formatNumber, formatNumbers, listSeparator } from '../../format.js';
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
  // The comparison on show: each model's smoothed curve and evaluations, its progress bar and
  // last step reported, the training length and steps, and whether text was held out.
  const shown = {
    curves: null, // model -> { smoother, values }
    results: null, // model -> evals
    progressBars: null, // model -> <progress>
    stepReached: {}, // model -> last step reported, shown at the next redraw
    seqLen: 32,
    trainedSteps: 0,
    heldOut: true,
  };
  const parts = compareElements(shown);
  const { element, status, bars, table, verdict } = parts;
  const curves = { box: parts.curveBox, chart: null, drawnAt: -Infinity, behind: false };
  const lengths = { box: parts.lengthBox, chart: null };
  const catchUp = () => curves.behind && drawCurves(curves, shown);
  const drawTable = () => table.replaceChildren(...tableParts(tableInputs(shown)));

  return {
    element,
    /** Starts a fresh comparison display. */
    begin(trainingSeqLen, steps, options = {}) {
      Object.assign(shown, emptyComparison(trainingSeqLen, steps, options.heldOut ?? true));
      bars.replaceChildren(...progressBars(shown, steps));
      element.hidden = false;
      verdict.replaceChildren();
      status.textContent = t('compareTraining', {
        models: compareModels.length,
        steps: t('stepCount', { n: steps }),
      });
      drawCurves(curves, shown);
      drawLengths(lengths, shown);
      drawTable();
    },
    workers(n) {
      status.textContent = t('compareWorkers', { models: compareModels.length, workers: n });
    },
    progress({ encoding, step, losses }) {
      const curve = shown.curves[encoding];
      for (const loss of losses) curve.values.push(curve.smoother.push(loss));
      shown.stepReached[encoding] = step;
      curves.behind = true;
      if (performance.now() - curves.drawnAt >= curveRedrawMs) drawCurves(curves, shown);
    },
    result({ encoding, evals }) {
      shown.results[encoding] = evals;
      catchUp();
      const bar = shown.progressBars[encoding];
      if (bar) bar.value = bar.max;
      drawTable();
      drawLengths(lengths, shown);
    },
    error(encoding, problem) {
      const entry = { error: problem.message, problem }; // the table says it in the page's words
      shown.results[encoding] = multipliers.map((multiplier) => ({ multiplier, ...entry }));
      catchUp();
      drawTable();
    },
    done(ms) {
      catchUp();
      status.textContent = ms
        ? t('compareDoneIn', { models: compareModels.length, seconds: f3(ms / 1000) })
        : t('compareDone', { models: compareModels.length });
      verdict.replaceChildren(...verdictOf(shown).map((text) => h('p', {}, text)));
    },
    fail(message) {
      // The reason is a clause (the core's message, or why it stopped); the sentence ends it.
      status.textContent = t('compareStopped', { reason: message.replace(/\.\s*$/, '') });
    },
    /** CSV of the table, for tests and downloads. */
    csv() {
      return matrixToCsv(resultMatrix(shown), {
        rowLabels: compareRows.map((row) => rowLabel(row)),
        colLabels: multipliers.map((m) => `${m}x`),
      });
    },
  };
}

// Progress arrives up to 20 times a second from each worker. Drawing that often costs the page
// a sizeable share of a core, which on a 2-core machine is taken from the workers (measured:
// the comparison ran 1.5x faster in two workers than in one while drawing every report, 1.9x
// with nothing drawn). So the curves and progress bars redraw at most every curveRedrawMs and
// catch up when a model reports its result.
const curveRedrawMs = 250;

/** A comparison of `steps` steps at the training length, nothing measured yet. */
function emptyComparison(seqLen, steps, heldOut) {
  return {
    seqLen,
    trainedSteps: steps,
    heldOut,
    curves: Object.fromEntries(
      compareModels.map((e) => [e, { smoother: new Smoother(), values: [] }]),
    ),
    results: {},
    progressBars: {},
    stepReached: {},
  };
}

/** The result (or error) reported for a row at length multiplier m, if any. */
function entryOf(shown, row, m) {
  return shown.results?.[row.model]?.find(
    (r) => r.multiplier === m && (r.scaling ?? undefined) === row.scaling,
  );
}

/** A row's held-out loss at length multiplier m, or null. */
function lossOf(shown, row, m) {
  const e = entryOf(shown, row, m);
  return e && 'loss' in e ? e.loss : null;
}

/** What the table and the verdict read of the comparison. */
function tableInputs(shown) {
  const { seqLen, heldOut } = shown;
  return { seqLen, heldOut, entryOf: (row, m) => entryOf(shown, row, m) };
}

/** One paragraph per row, from the measured numbers (compare-verdict.js). */
function verdictOf(shown) {
  return verdictParagraphs({
    ...tableInputs(shown),
    trainedSteps: shown.trainedSteps,
    lossOf: (row, m) => lossOf(shown, row, m),
    lastTrainingLoss: (model) => shown.curves[model]?.values.at(-1) ?? null,
  });
}

/** The view's elements: status, progress bars, the two charts with their tools, table, verdict. */
function compareElements(shown) {
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
      matrix: () => lossMatrix(shown),
    }),
    h('h4', {}, t('compareLengthHeading')),
    lengthBox,
    chartTools({
      name: 'compare-encodings-length',
      label: t('compareLengthData'),
      canvas: () => lengthBox.querySelector('canvas'),
      matrix: () => resultMatrix(shown),
    }),
    table,
    verdict,
  );
  return { element, status, bars, curveBox, lengthBox, table, verdict };
}

/** One labelled progress bar per model, each noted in shown.progressBars. */
function progressBars(shown, steps) {
  return compareModels.map((e) => {
    const bar = h('progress', {
      max: String(steps),
      value: '0',
      'aria-label': t('compareTrainingModel', { model: modelLabel(e) }),
    });
    shown.progressBars[e] = bar;
    return h('label', { className: 'lab-compare-bar' }, h('span', {}, modelLabel(e)), bar);
  });
}

/** The training curves and progress bars as reported so far (figure: { box, chart, ... }). */
function drawCurves(figure, shown) {
  const { curves, progressBars: bars, stepReached } = shown;
  figure.drawnAt = performance.now();
  figure.behind = false;
  for (const [encoding, step] of Object.entries(stepReached))
    if (bars?.[encoding]) bars[encoding].value = step;
  const longest = Math.max(1, ...compareModels.map((e) => curves[e].values.length));
  const xs = Array.from({ length: longest }, (_, i) => i + 1);
  const data = [
    xs,
    ...compareModels.map((e) => {
      const v = curves[e].values;
      return xs.map((_, i) => (i < v.length ? v[i] : null));
    }),
  ];
  if (!figure.chart)
    figure.chart = lineChart(figure.box, {
      series: compareModels.map((e, i) => ({ label: modelLabel(e), color: palette[i] })),
      data,
      xLabel: t('stepAxis'),
      yLabel: t('compareLossAxis'),
      height: 240,
    });
  else figure.chart.update(data);
  const models = compareModels.map((e) => {
    const v = curves[e].values;
    return v.length
      ? t('compareLossAt', { model: modelLabel(e), loss: f3(v[v.length - 1]), step: v.length })
      : t('compareNotRun', { model: modelLabel(e) });
  });
  figure.box.setAttribute('aria-label', t('compareLossChart', { models: models.join('; ') }));
}

/** Held-out loss against length, one line per row (figure: { box, chart }). */
function drawLengths(figure, shown) {
  const xs = multipliers.map((m) => m * shown.seqLen);
  const losses = compareRows.map((row) => multipliers.map((m) => lossOf(shown, row, m)));
  const data = [xs, ...losses];
  if (!figure.chart)
    figure.chart = lineChart(figure.box, {
      series: compareRows.map((row, i) => ({
        label: rowLabel(row),
        color: palette[i % palette.length],
        dash: row.scaling ? [5, 4] : undefined,
      })),
      data,
      xLabel: t('lengthAxis'),
      yLabel: t('heldOutAxis'),
      logX: true,
      ticksAtPoints: true,
      points: true,
      height: 260,
    });
  else figure.chart.update(data);
  const rows = compareRows.map((row, r) =>
    t('compareLengthRow', {
      row: rowLabel(row),
      losses: formatNumbers(losses[r], (v) => (v === null ? t('noLoss') : f3(v))),
    }),
  );
  figure.box.setAttribute(
    'aria-label',
    t('compareLengthChart', { lengths: xs.join(listSeparator()), rows: rows.join('; ') }),
  );
}

/** The smoothed curves as a matrix: one row per step, one column per model. */
function lossMatrix({ curves }) {
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
function resultMatrix(shown) {
  const data = compareRows.flatMap((row) => multipliers.map((m) => lossOf(shown, row, m) ?? NaN));
  return {
    rows: compareRows.length,
    cols: multipliers.length,
    data: Float64Array.from(data),
    rowLabels: compareRows.map((row) => rowLabel(row)),
    colLabels: multipliers.map((m) => `${m}x (${m * shown.seqLen})`),
  };
}
