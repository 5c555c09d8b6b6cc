// Comparing positional encodings: the same TinyGPT trained four times (none, learned, sinusoidal,
// RoPE) on the same text with the same seed, the four loss curves together, then each model
// evaluated at 1x, 2x and 4x the training length. The worker does the work; this draws it.
import { lineChart, palette } from '../../charts/line-chart.js';
import { formatNumber } from '../../format.js';
import { chartTools, matrixToCsv } from '../../ui/chart-tools.js';
import { h } from '../../ui/dom.js';
import { encodings } from '../../worker/protocol.js';
import { Smoother } from './smoothing.js';

export const multipliers = [1, 2, 4];

export function compareView() {
  const chartBox = h('div', { className: 'lab-chart', role: 'img' });
  const table = h('table', { className: 'lab-compare-table' });
  const status = h('p', { className: 'lab-note', role: 'status' });
  const verdict = h('div', { className: 'lab-verdict' });
  const element = h(
    'div',
    { className: 'lab-compare-results', hidden: true },
    status,
    chartBox,
    chartTools({
      name: 'compare-encodings-loss',
      label: 'the smoothed loss of each positional encoding',
      canvas: () => chartBox.querySelector('canvas'),
      matrix: () => lossMatrix(),
    }),
    table,
    verdict,
  );
  let chart = null;
  let curves = null; // encoding -> smoothed losses
  let results = null; // encoding -> evals
  let seqLen = 32;

  function redraw() {
    const longest = Math.max(1, ...encodings.map((e) => curves[e].values.length));
    const xs = Array.from({ length: longest }, (_, i) => i + 1);
    const data = [
      xs,
      ...encodings.map((e) => {
        const v = curves[e].values;
        return xs.map((_, i) => (i < v.length ? v[i] : null));
      }),
    ];
    if (!chart)
      chart = lineChart(chartBox, {
        series: encodings.map((e, i) => ({ label: e, color: palette[i] })),
        data,
        xLabel: 'step',
        yLabel: 'loss (smoothed, nats)',
        height: 240,
      });
    else chart.update(data);
    chartBox.setAttribute(
      'aria-label',
      `Smoothed training loss of TinyGPT with each positional encoding: ${encodings
        .map((e) => {
          const v = curves[e].values;
          return v.length
            ? `${e} ${formatNumber(v[v.length - 1], 3)} at step ${v.length}`
            : `${e} not yet run`;
        })
        .join('; ')}.`,
    );
  }

  /** The smoothed curves as a matrix: one row per step, one column per encoding. */
  function lossMatrix() {
    const rows = Math.max(0, ...encodings.map((e) => curves[e].values.length));
    const data = new Float64Array(rows * encodings.length).fill(NaN);
    encodings.forEach((e, c) =>
      curves[e].values.forEach((v, r) => (data[r * encodings.length + c] = v)),
    );
    return {
      rows,
      cols: encodings.length,
      data,
      rowLabels: Array.from({ length: rows }, (_, r) => `step ${r + 1}`),
      colLabels: encodings,
    };
  }

  function drawTable() {
    const head = h(
      'tr',
      {},
      h('th', { scope: 'col' }, 'encoding'),
      multipliers.map((m) => h('th', { scope: 'col' }, `${m}× (${m * seqLen} positions)`)),
    );
    const rows = encodings.map((e) =>
      h(
        'tr',
        {},
        h('th', { scope: 'row' }, e),
        multipliers.map((m) => {
          const entry = results[e]?.find((r) => r.multiplier === m);
          if (!entry) return h('td', {}, '…');
          if ('loss' in entry) return h('td', {}, formatNumber(entry.loss, 4));
          const pastTable = /position table/.test(entry.error);
          return h(
            'td',
            { className: 'lab-cell-error', title: entry.error },
            pastTable ? 'cannot go past its table' : 'no value',
            h('span', { className: 'visually-hidden' }, ` (${entry.error})`),
          );
        }),
      ),
    );
    table.replaceChildren(
      h(
        'caption',
        {},
        'Mean loss (nats per byte) on evenly spread windows of the text, by evaluation length',
      ),
      h('thead', {}, head),
      h('tbody', {}, rows),
    );
  }

  function describeOutcome() {
    const at = (e, m) => results[e]?.find((r) => r.multiplier === m);
    const lines = [];
    const learned4 = at('learned', 2);
    if (learned4 && 'error' in learned4)
      lines.push(
        `Learned positions: the table has one row per training position, so at ${2 * seqLen} positions there is simply no vector for position ${seqLen}. The seeds are right that a learned table cannot go past its length.`,
      );
    const growth = (e) => {
      const one = at(e, 1);
      const four = at(e, 4);
      return one && four && 'loss' in one && 'loss' in four ? four.loss - one.loss : null;
    };
    const parts = ['none', 'sinusoidal', 'rope']
      .map((e) => [e, growth(e)])
      .filter(([, g]) => g !== null)
      .map(([e, g]) => `${e} ${g >= 0 ? '+' : ''}${formatNumber(g, 3)}`);
    if (parts.length)
      lines.push(
        `Change in loss from 1× to 4× the training length: ${parts.join(', ')} nats. “Sinusoidal can extrapolate” (as the seeds claim) only means it can produce vectors for any position; whether the model uses them well at lengths it never saw is what these numbers test. A small change means the encoding carried over; a large rise means the model met positions (or distances) it had not learned.`,
      );
    verdict.replaceChildren(...lines.map((text) => h('p', {}, text)));
  }

  return {
    element,
    /** Starts a fresh comparison display. */
    begin(trainingSeqLen, steps) {
      seqLen = trainingSeqLen;
      curves = Object.fromEntries(
        encodings.map((e) => [e, { smoother: new Smoother(), values: [] }]),
      );
      results = {};
      element.hidden = false;
      verdict.replaceChildren();
      status.textContent = `Training ${encodings.length} models for ${steps} steps each…`;
      redraw();
      drawTable();
    },
    progress({ encoding, step, total, losses }) {
      const curve = curves[encoding];
      for (const loss of losses) curve.values.push(curve.smoother.push(loss));
      status.textContent = `Training with ${encoding} positions: step ${step} of ${total}…`;
      redraw();
    },
    result({ encoding, evals }) {
      results[encoding] = evals;
      drawTable();
    },
    done() {
      status.textContent = 'All four trained and evaluated.';
      describeOutcome();
    },
    fail(message) {
      status.textContent = `The comparison stopped: ${message}`;
    },
    /** CSV of the table, for tests and downloads. */
    csv() {
      const data = encodings.flatMap((e) =>
        multipliers.map((m) => results[e]?.find((r) => r.multiplier === m)?.loss ?? NaN),
      );
      return matrixToCsv(
        { rows: encodings.length, cols: multipliers.length, data },
        { rowLabels: encodings, colLabels: multipliers.map((m) => `${m}x`) },
      );
    },
  };
}
