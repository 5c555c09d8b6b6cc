// Line charts (loss curves, PE dimensions over position, similarity against distance) with
// uPlot: small, fast, canvas-based. Colours follow the Okabe-Ito palette, readable with the
// common forms of colour blindness.
import uPlot from './uplot.js';

import { formatNumber } from '../format.js';
import { endWithPanel } from '../ui/lifetime.js';
import { lineChartSvg, registerSvg } from './svg.js';
import { cssVar, onThemeChange } from './theme.js';

export const palette = [
  '#0072B2',
  '#D55E00',
  '#009E73',
  '#CC79A7',
  '#E69F00',
  '#56B4E9',
  '#000000',
  '#F0E442',
];

/**
 * A line chart in container. series: [{ label, color?, dash?, width?, points?, spanGaps? }],
 * data: [xs, ys1, ys2, ...].
 * Options: xLabel, yLabel, logX, logY, yRange [lo, hi], height, yAxisSize (px for tick labels),
 * integerX (x counts something, layers or blocks: ticks on whole numbers only). Returns { update(data), resize(), plot }.
 */
export function lineChart(
  container,
  {
    series,
    data,
    xLabel = '',
    yLabel = '',
    logX = false,
    logY = false,
    yAxisSize,
    yRange,
    height = 260,
    points = false,
    integerX = false,
  },
) {
  const width = () => Math.max(240, container.clientWidth || 600);
  // Functions, so a redraw after a theme change picks up the new colours.
  const axisColour = () => cssVar('--muted', '#555');
  const gridColour = () => cssVar('--line', '#ddd');
  const axis = (label) => ({
    label,
    stroke: axisColour,
    grid: { stroke: gridColour, width: 1 },
    ticks: { stroke: gridColour },
  });
  const plot = new uPlot(
    {
      width: width(),
      height,
      scales: {
        x: { time: false, distr: logX ? 3 : 1 },
        y: { ...(yRange ? { range: yRange } : {}), ...(logY ? { distr: 3 } : {}) },
      },
      axes: [
        { ...axis(xLabel), ...(integerX ? { incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500] } : {}) },
        { ...axis(yLabel), ...(yAxisSize ? { size: yAxisSize } : {}) },
      ],
      legend: { live: true },
      cursor: { drag: { x: false, y: false } },
      series: [
        { label: xLabel || 'x' },
        ...series.map((s, i) => ({
          label: s.label,
          stroke: s.color ?? palette[i % palette.length],
          width: s.width ?? 2,
          dash: s.dash,
          // spanGaps: a sparse series (null between its points) drawn as one connected line.
          spanGaps: s.spanGaps ?? false,
          points: { show: s.points ?? points },
          value: (_, v) => (v === null || v === undefined ? '–' : formatNumber(v, 5)),
        })),
      ],
    },
    data,
    container,
  );
  // The SVG export redraws the same data over the same scales and ticks as vectors.
  const ticks = (index) => {
    const axis = plot.axes[index];
    return axis._splits?.filter((_, k) => axis._values?.[k] != null);
  };
  registerSvg(plot.ctx.canvas, ({ title, desc }) =>
    lineChartSvg({
      title,
      desc,
      xs: plot.data[0],
      series: series.map((s, i) => ({
        label: s.label,
        color: s.color ?? palette[i % palette.length],
        dash: s.dash,
        width: s.width ?? 2,
        points: s.points ?? points,
        spanGaps: s.spanGaps ?? false,
        values: plot.data[i + 1],
      })),
      x: {
        min: plot.scales.x.min,
        max: plot.scales.x.max,
        log: logX,
        label: xLabel,
        ticks: ticks(0),
      },
      y: {
        min: plot.scales.y.min,
        max: plot.scales.y.max,
        log: logY,
        label: yLabel,
        ticks: ticks(1),
      },
      plotHeight: height - 60,
    }),
  );
  const observer = new ResizeObserver(() => plot.setSize({ width: width(), height }));
  observer.observe(container);
  const stopThemeWatch = onThemeChange(() => plot.redraw(false), container);
  let destroyed = false;
  const destroy = () => {
    if (destroyed) return;
    destroyed = true;
    observer.disconnect();
    stopThemeWatch();
    plot.destroy();
  };
  // uPlot listens on window (resize, scroll) until destroyed: do that when the panel goes.
  endWithPanel(container, destroy);
  return {
    plot,
    update: (next) => plot.setData(next),
    destroy,
  };
}
