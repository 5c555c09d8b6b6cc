// The N^2 memory section of the attention panel: bytes of one attention matrix against sequence
// length on log-log axes (uPlot), with a read-out for the N the learner picks. Its own file: the
// chart is drawn once, for every N, and owns a uPlot the lesson's head never touches.
import uPlot from '../../charts/uplot.js';

import { onResizeNextFrame } from '../../charts/canvas.js';
import { palette, tickHooks } from '../../charts/line-chart.js';
import { formatBytes, formatCount } from '../../format.js';
import { chartTools } from '../../charts/chart-tools.js';
import { h } from '../../base/dom.js';
import { endWithPanel } from '../../base/lifetime.js';
import { mathElement, texWords } from '../../ui/math.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('attention', strings);

const dModel = 768; // GPT-2 small, for the per-token comparison line

const xTicks = [1, 16, 256, 4096, 65536];
const yTicks = [1, 2 ** 10, 2 ** 20, 2 ** 30, 2 ** 36];
const formatTokens = (n) => (n == null ? '' : n >= 1024 ? `${n / 1024}k` : String(n));

/** What one attention matrix of n tokens costs, against the token vectors themselves. */
function memoryReadout(n) {
  return t('memoryReadout', {
    n: formatCount(n),
    weights: formatCount(n * n),
    matrixBytes: formatBytes(n * n * 4),
    dModel,
    vectorBytes: formatBytes(n * dModel * 4),
  });
}

/**
 * The N control's log slider gives 4 significant digits; its value is rounded to whole tokens
 * before the check, as if typed in the box.
 */
function wholeTokens(control, maxN) {
  control.slider.addEventListener(
    'input',
    (event) => {
      event.stopImmediatePropagation();
      const n = Math.min(maxN, Math.max(1, Math.round(10 ** Number(control.slider.value))));
      control.input.value = String(n);
      control.input.dispatchEvent(new Event('input'));
    },
    { capture: true },
  );
}

/** uPlot's options for the chart, width wide, in the page's colours. */
function chartOptions(width, maxN) {
  const style = getComputedStyle(document.documentElement);
  const muted = style.getPropertyValue('--muted').trim() || '#555';
  const line = style.getPropertyValue('--line').trim() || '#ddd';
  const axis = (label) => ({
    label,
    stroke: muted,
    grid: { stroke: line },
    ticks: { stroke: line },
  });
  const bytes = (_, v) => (v == null ? '' : formatBytes(v));
  return {
    width,
    height: 280,
    // Fixed ranges and ticks at round binary sizes: log axes otherwise round out to the next
    // power of ten and label 10^11 bytes as "93.1 GiB".
    scales: {
      x: { time: false, distr: 3, range: () => [1, maxN] },
      y: { distr: 3, range: () => [1, 2 ** 37] },
    },
    axes: [
      {
        ...axis(t('lengthAxis')),
        splits: () => xTicks,
        filter: (_, splits) => splits, // keep every tick (log axes drop non-1/2/5 ones)
        values: (_, ticks) => ticks.map(formatTokens),
      },
      {
        ...axis(t('bytesAxis')),
        size: 64,
        splits: () => yTicks,
        filter: (_, splits) => splits,
        values: (_, ticks) => ticks.map(formatBytes),
      },
    ],
    cursor: { drag: { x: false, y: false } },
    hooks: tickHooks(t('lengthAxis')),
    series: [
      { label: 'N', value: (_, v) => (v == null ? '' : formatTokens(v)) },
      { label: t('matrixSeries'), stroke: palette[1], width: 2, value: bytes },
      {
        label: t('vectorsSeries', { dModel }),
        stroke: palette[0],
        width: 2,
        dash: [6, 4],
        value: bytes,
      },
    ],
  };
}

/** The chart's numbers as a table (CSV and the table view). */
const memoryMatrix = (table) => () => ({
  rows: table.n.length,
  cols: 3,
  data: Float64Array.from(
    Array.from(table.n).flatMap((n, i) => [n, table.matrixBytes[i], table.perTokenBytes[i]]),
  ),
  colLabels: ['N', t('matrixColumn'), t('vectorsColumn', { dModel })],
});

/**
 * The section (heading, prose, the N control the lesson made, read-out, chart and its tools), with
 * describe(n) for the read-out and draw() for the chart, which ends with the panel.
 */
export function memorySection({ core, control, maxN }) {
  const table = core.attentionMemory(maxN, dModel, 4);
  const readout = h('p', { className: 'readout memory-readout', 'aria-live': 'polite' });
  const chartBox = h('div', {
    className: 'memory-chart',
    role: 'img',
    'aria-label': t('memoryChartLabel'),
  });
  wholeTokens(control, maxN);

  let plot = null;
  const draw = () => {
    plot?.destroy();
    plot = new uPlot(
      chartOptions(Math.max(260, chartBox.clientWidth || 600), maxN),
      [Array.from(table.n), Array.from(table.matrixBytes), Array.from(table.perTokenBytes)],
      chartBox,
    );
  };
  const sizes = onResizeNextFrame(chartBox, () => {
    const width = Math.max(260, chartBox.clientWidth);
    if (plot && plot.width !== width) plot.setSize({ width, height: 280 });
  });
  // uPlot listens on window until destroyed.
  endWithPanel(chartBox, () => {
    sizes.disconnect();
    plot?.destroy();
    plot = null;
  });

  const element = h(
    'div',
    { className: 'memory-section' },
    h('h3', {}, t('memoryTitle')),
    h('p', {}, t('memoryProse')),
    mathElement(String.raw`${texWords(t('texBytes'))} = 4N^2 \in \Theta(N^2)`),
    h('p', { className: 'note' }, t('memoryNote')),
    h('div', { className: 'controls' }, control.element),
    readout,
    chartBox,
    chartTools({
      name: 'attention-memory',
      canvas: () => chartBox.querySelector('canvas'),
      matrix: memoryMatrix(table),
    }),
  );
  return { element, describe: (n) => (readout.textContent = memoryReadout(n)), draw };
}
