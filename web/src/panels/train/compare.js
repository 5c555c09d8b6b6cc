// Comparing positional encodings: the same TinyGPT trained once per encoding (none, learned, a
// learned table longer than the training length, sinusoidal, RoPE, ALiBi) on the same text with
// the same seed and steps, then each model measured on held-out text at 1x, 2x, 4x and 8x the
// training length, RoPE also with position interpolation and NTK scaling past 1x. The training
// curves, a progress bar per model, a table, a chart of loss against length and one paragraph per
// result written from the measured numbers. The workers do the work (compare-pool.js).
import { lineChart, palette } from '../../charts/line-chart.js';
import { formatNumber } from '../../format.js';
import { chartTools, matrixToCsv } from '../../ui/chart-tools.js';
import { h } from '../../ui/dom.js';
import { compareModels } from '../../worker/protocol.js';
import { Smoother } from './smoothing.js';

export const multipliers = [1, 2, 4, 8];

// The table's rows: a model, and for RoPE a scaling applied at evaluation.
export const compareRows = [
  { key: 'none', model: 'none', label: 'none (the mask only)' },
  { key: 'learned', model: 'learned', label: 'learned' },
  { key: 'learned-long', model: 'learned-long', label: 'learned, table 8× longer' },
  { key: 'sinusoidal', model: 'sinusoidal', label: 'sinusoidal' },
  { key: 'rope', model: 'rope', label: 'RoPE' },
  { key: 'rope-linear', model: 'rope', scaling: 'linear', label: 'RoPE + interpolation' },
  { key: 'rope-ntk', model: 'rope', scaling: 'ntk', label: 'RoPE + NTK scaling' },
  { key: 'alibi', model: 'alibi', label: 'ALiBi' },
];

const modelLabel = {
  none: 'none',
  learned: 'learned',
  'learned-long': 'learned (8× table)',
  sinusoidal: 'sinusoidal',
  rope: 'RoPE',
  alibi: 'ALiBi',
};

const f3 = (v) => formatNumber(v, 3);
const f4 = (v) => formatNumber(v, 4);
const signed = (v) => `${v >= 0 ? '+' : '−'}${f3(Math.abs(v))}`;

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
    h('h4', {}, 'Training loss of each model'),
    curveBox,
    chartTools({
      name: 'compare-encodings-loss',
      label: 'the smoothed training loss of each model',
      canvas: () => curveBox.querySelector('canvas'),
      matrix: () => lossMatrix(),
    }),
    h('h4', {}, 'Held-out loss against evaluation length'),
    lengthBox,
    chartTools({
      name: 'compare-encodings-length',
      label: 'the held-out loss of each model at each length',
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
        series: compareModels.map((e, i) => ({ label: modelLabel[e], color: palette[i] })),
        data,
        xLabel: 'step',
        yLabel: 'loss (smoothed, nats)',
        height: 240,
      });
    else curveChart.update(data);
    curveBox.setAttribute(
      'aria-label',
      `Smoothed training loss of each model: ${compareModels
        .map((e) => {
          const v = curves[e].values;
          return v.length
            ? `${modelLabel[e]} ${f3(v[v.length - 1])} at step ${v.length}`
            : `${modelLabel[e]} not yet run`;
        })
        .join('; ')}.`,
    );
  }

  function redrawLengths() {
    const xs = multipliers.map((m) => m * seqLen);
    const data = [xs, ...compareRows.map((row) => multipliers.map((m) => lossOf(row, m)))];
    if (!lengthChart)
      lengthChart = lineChart(lengthBox, {
        series: compareRows.map((row, i) => ({
          label: row.label,
          color: palette[i % palette.length],
          dash: row.scaling ? [5, 4] : undefined,
        })),
        data,
        xLabel: 'evaluation length (positions)',
        yLabel: 'held-out loss (nats)',
        logX: true,
        points: true,
        height: 260,
      });
    else lengthChart.update(data);
    lengthBox.setAttribute(
      'aria-label',
      `Held-out loss of each model at ${xs.join(', ')} positions: ${compareRows
        .map(
          (row) =>
            `${row.label} ${multipliers
              .map((m) => {
                const v = lossOf(row, m);
                return v === null ? 'none' : f3(v);
              })
              .join(', ')}`,
        )
        .join('; ')}.`,
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
      rowLabels: Array.from({ length: rows }, (_, r) => `step ${r + 1}`),
      colLabels: compareModels.map((e) => modelLabel[e]),
    };
  }

  /** The table as a matrix: one row per model (and RoPE scaling), one column per length. */
  function resultMatrix() {
    const data = compareRows.flatMap((row) => multipliers.map((m) => lossOf(row, m) ?? NaN));
    return {
      rows: compareRows.length,
      cols: multipliers.length,
      data: Float64Array.from(data),
      rowLabels: compareRows.map((row) => row.label),
      colLabels: multipliers.map((m) => `${m}x (${m * seqLen})`),
    };
  }

  function drawTable() {
    const head = h(
      'tr',
      {},
      h('th', { scope: 'col' }, 'encoding'),
      multipliers.map((m) => h('th', { scope: 'col' }, `${m}× (${m * seqLen} positions)`)),
    );
    const rows = compareRows.map((row) =>
      h(
        'tr',
        { dataset: { row: row.key } },
        h('th', { scope: 'row' }, row.label),
        multipliers.map((m) => {
          if (row.scaling && m === 1) return h('td', {}, 'same as RoPE');
          const entry = entryOf(row, m);
          if (!entry) return h('td', {}, '…');
          if ('loss' in entry)
            return h('td', { dataset: { loss: String(entry.loss) } }, f4(entry.loss));
          const pastTable = /position table/.test(entry.error);
          return h(
            'td',
            { className: 'lab-cell-error', title: entry.error },
            pastTable ? 'no rows past its table' : 'no value',
            h('span', { className: 'visually-hidden' }, ` (${entry.error})`),
          );
        }),
      ),
    );
    table.replaceChildren(
      h(
        'caption',
        {},
        heldOut
          ? 'Mean loss (nats per byte) on the held-out last tenth of the text, by evaluation length'
          : 'Mean loss (nats per byte) on the training text (nothing held out), by evaluation length',
      ),
      h('thead', {}, head),
      h('tbody', {}, rows),
    );
  }

  // One paragraph per row, from the measured numbers.
  function describeOutcome() {
    const row = (key) => compareRows.find((r) => r.key === key);
    const at = (key, m) => lossOf(row(key), m);
    const far = multipliers[multipliers.length - 1];
    const farLen = far * seqLen;
    // "rose from 1.92 at 32 positions to 2.31 at 256 (+0.39 nats)"
    const change = (key) => {
      const one = at(key, 1);
      const end = at(key, far);
      if (one === null || end === null) return null;
      const d = end - one;
      const size =
        Math.abs(d) < 0.03 ? 'stayed level' : d > 0 ? (d > 0.5 ? 'rose sharply' : 'rose') : 'fell';
      return {
        d,
        text: `${size}: ${f3(one)} nats at ${seqLen} positions, ${f3(end)} at ${farLen} (${signed(d)})`,
      };
    };
    const lines = [];
    // First the training length itself: every model was trained at it, so a gap there is not
    // about length, and the levels at longer lengths carry it along.
    const atOne = compareRows
      .filter((r) => !r.scaling)
      .map((r) => ({ r, v: lossOf(r, 1) }))
      .filter((x) => x.v !== null)
      .sort((a, b) => a.v - b.v);
    let gapAtOne = null;
    if (atOne.length >= 2) {
      const [best, worst] = [atOne[0], atOne[atOne.length - 1]];
      gapAtOne = worst.v - best.v;
      lines.push(
        `First the training length, ${seqLen} positions, which every model was trained on: the held-out loss runs from ${f3(best.v)} (${best.r.label}) to ${f3(worst.v)} (${worst.r.label}), a gap of ${f3(gapAtOne)} nats. A gap of g nats means the worse model gives the right next byte e^(−g) times the probability the better one gives, on average: here ${f3(Math.exp(-gapAtOne))} times. Length plays no part in it: it is what one run of each model (one random seed, ${trainedSteps} steps) made of this text, its encoding and its random start together. So each model below is judged by how its own loss changes from ${seqLen} positions on, not by its level.`,
      );
      // The lowest training loss is not always the lowest held-out loss: say so when it is not.
      const lastTrain = (model) => curves[model]?.values.at(-1) ?? null;
      const byTrain = atOne
        .map((x) => ({ ...x, t: lastTrain(x.r.model) }))
        .filter((x) => x.t !== null)
        .sort((a, b) => a.t - b.t);
      if (byTrain.length >= 2 && byTrain[0].r.key !== best.r.key)
        lines.push(
          `${byTrain[0].r.label} ended training with the lowest training loss (${f3(byTrain[0].t)}, smoothed), yet its held-out loss at ${seqLen} positions is ${f3(byTrain[0].v)}, ${signed(byTrain[0].v - best.v)} against ${best.r.label}’s: a low training loss says how well a model fits the text it trained on, not how well it predicts text it has not seen.`,
        );
    }
    const none = change('none');
    if (none)
      lines.push(
        `No positional encoding: the loss ${none.text}. Nothing in this model depends on where a token sits except the causal mask: a query at position t averages over t + 1 keys, so it can sense how far into the text it is, but it never learned a position it could later miss.`,
      );
    const learned2 = entryOf(row('learned'), 2);
    if (learned2 && 'error' in learned2)
      lines.push(
        `Learned positions (${seqLen} rows, one per training position, as in GPT-2): at ${2 * seqLen} positions there is no vector for position ${seqLen} or later, so the model cannot run at all. A learned table cannot go past its length.`,
      );
    const long1 = at('learned-long', 1);
    const long2 = at('learned-long', 2);
    if (long1 !== null && long2 !== null)
      lines.push(
        `Learned, with a table of ${farLen} rows: training only ever used rows 0 to ${seqLen - 1}; the rest kept their random start. The held-out loss went from ${f3(long1)} at ${seqLen} positions to ${f3(long2)} at ${2 * seqLen}${at('learned-long', far) !== null ? ` and ${f3(at('learned-long', far))} at ${farLen}` : ''}: ${long2 - long1 > 0.1 ? 'the untrained rows add noise the model has never seen, and every prediction after position ' + (seqLen - 1) + ' pays for it' : 'the untrained rows cost little here, a sign the model leans on the tokens more than on these positions'}.`,
      );
    const sin = change('sinusoidal');
    if (sin)
      lines.push(
        `Sinusoidal: the table has a row for every position, and the loss ${sin.text}. Having a vector for position ${farLen - 1} is not the same as knowing what to do with it: the model only ever saw the combinations of waves that occur before position ${seqLen}.`,
      );
    const rope = change('rope');
    if (rope)
      lines.push(
        `RoPE: the loss ${rope.text}. Scores depend only on the distance between query and key, but past ${seqLen - 1} the distances are ones training never produced, and the slow pairs turn to angles they never reached.`,
      );
    for (const [key, name, how] of [
      [
        'rope-linear',
        'Position interpolation',
        'divides every position by the scale, so the angles stay within the trained range (to a fraction of a position); neighbouring tokens then sit closer together than the model learned, which it has to get used to (the method is meant to be followed by a little fine-tuning, which this comparison does not do)',
      ],
      [
        'rope-ntk',
        'NTK scaling',
        'keeps the fastest pair as trained, so nearby distances look as they did in training, and slows each slower pair more, the slowest by the full scale; the pairs in between are slowed by less than the length grew, so some still turn past what training showed (the long-context lesson’s reach table says how far)',
      ],
    ]) {
      const scaled = at(key, far);
      const plain = at('rope', far);
      if (scaled === null || plain === null) continue;
      const d = scaled - plain;
      lines.push(
        `${name} ${how}. At ${farLen} positions it gives ${f3(scaled)} nats against plain RoPE’s ${f3(plain)} (${signed(d)}): ${Math.abs(d) < 0.02 ? 'about the same' : d < 0 ? 'better' : 'worse'} here.`,
      );
    }
    const alibi = change('alibi');
    if (alibi)
      lines.push(
        `ALiBi: the loss ${alibi.text}. It adds no vectors at all; each head subtracts a fixed slope times the distance from its scores, so a key far away simply weighs less, whatever the length. That penalty means the same at ${farLen} positions as at ${seqLen}.`,
      );
    // Which models held up best from 1x to the longest length: the change from each model's own
    // loss at 1x (RoPE's scalings from plain RoPE's), since the levels carry the 1x gap along.
    const ranked = compareRows
      .map((r) => {
        const end = lossOf(r, far);
        const one = lossOf(r.scaling ? row('rope') : r, 1);
        return { r, d: end !== null && one !== null ? end - one : null };
      })
      .filter((x) => x.d !== null)
      .sort((a, b) => a.d - b.d);
    if (ranked.length >= 2) {
      const [first, last] = [ranked[0], ranked[ranked.length - 1]];
      const close =
        gapAtOne === null ? [] : ranked.filter((x) => x.d - first.d < gapAtOne && x !== first);
      const within =
        gapAtOne === null
          ? ''
          : close.length === 0
            ? 'Every other change is more than that gap away from it.'
            : close.length === ranked.length - 1
              ? 'All the changes lie within that gap of each other: run the comparison again with another random seed before ranking the encodings by them.'
              : `${close.map((x) => x.r.label).join(', ')} ${close.length === 1 ? 'is' : 'are'} within that gap of ${first.r.label}: run the comparison again with another random seed before ranking ${close.length === 1 ? 'the two' : 'them'}.`;
      lines.push(
        `From ${seqLen} to ${farLen} positions, the loss grew least for ${first.r.label} (${signed(first.d)} nats) and most for ${last.r.label} (${signed(last.d)}). This is one run of each model, with one random seed; how much another seed would move these numbers is not measured here, and models of the same size already ended ${gapAtOne === null ? 'apart' : `${f3(gapAtOne)} nats apart`} at the length they all trained on. ${within}`,
      );
    }
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
            'aria-label': `training ${modelLabel[e]}`,
          });
          progressBars[e] = bar;
          return h('label', { className: 'lab-compare-bar' }, h('span', {}, modelLabel[e]), bar);
        }),
      );
      element.hidden = false;
      verdict.replaceChildren();
      status.textContent = `Training ${compareModels.length} models for ${steps} steps each…`;
      redrawCurves();
      redrawLengths();
      drawTable();
    },
    workers(n) {
      status.textContent = `Training ${compareModels.length} models, ${n} at a time (one worker per core${n === 1 ? '' : ', each with its own copy of the core'})…`;
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
      status.textContent = `All ${compareModels.length} models trained and measured${ms ? ` in ${f3(ms / 1000)} s` : ''}.`;
      describeOutcome();
    },
    fail(message) {
      status.textContent = `The comparison stopped: ${message}`;
    },
    /** CSV of the table, for tests and downloads. */
    csv() {
      return matrixToCsv(resultMatrix(), {
        rowLabels: compareRows.map((row) => row.label),
        colLabels: multipliers.map((m) => `${m}x`),
      });
    },
  };
}
