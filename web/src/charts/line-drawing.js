// A line chart as a drawing (svg.js's vocabulary), for its SVG download. The screen's line charts
// are uPlot's (line-chart.js), whose cursor, legend and pixels the page keeps; this drawing is
// made from what uPlot shows, its series, the scales' ranges and the ticks with the labels uPlot
// drew, so the file holds the curves and numbers on screen as vectors. Pure: no DOM.
import { formatNumber } from '../format.js';
import { logTicks, niceTicks } from './ticks.js';
import { sideLabel } from './side-label.js';

const margin = { left: 64, right: 20, top: 6 };

/**
 * series: [{ label, color, dash?, width?, points?, spanGaps?, legend? (false: no legend entry),
 * values }] over xs (null or NaN: no value); x, y: { min, max, log?, label, ticks? (values),
 * tickLabels? (the texts drawn at them; default formatNumber) }. Returns { width, height, shapes }.
 */
export function lineDrawing({ xs, series, x: xAxis, y: yAxis, width = 640, plotHeight = 260 }) {
  const x = ranged(xAxis);
  const y = ranged(yAxis);
  const plot = {
    left: margin.left,
    top: margin.top,
    width: width - margin.left - margin.right,
    height: plotHeight,
  };
  const sx = scale(x, plot.left, plot.left + plot.width);
  const sy = scale(y, plot.top + plot.height, plot.top);
  const legend = legendRows(series, {
    left: plot.left,
    right: width - margin.right,
    top: plot.top + plot.height + 58,
  });
  return {
    width,
    height: legend.bottom + 14,
    shapes: [
      ...axisShapes({ x, y, sx, sy, plot }),
      {
        // Curves clipped to the plot area (a loss spike above the range stays inside).
        kind: 'group',
        clip: { x: plot.left, y: plot.top, width: plot.width, height: plot.height },
        shapes: series.map((s) => curve(s, xs, { x, y, sx, sy })),
      },
      ...legend.shapes,
    ],
  };
}

/** A chart with no data yet (a loss curve before training) has no range: empty axes. */
const ranged = (axis) =>
  Number.isFinite(axis.min) && Number.isFinite(axis.max) && axis.max > axis.min
    ? axis
    : { ...axis, min: axis.log ? 1 : 0, max: axis.log ? 10 : 1, ticks: undefined };

/** Value to position along an axis, linear or log, from `from` (min) to `to` (max). */
function scale(axis, from, to) {
  const f = axis.log ? Math.log10 : (v) => v;
  const lo = f(axis.min);
  const span = f(axis.max) - lo || 1;
  return (v) => from + ((f(v) - lo) / span) * (to - from);
}

/** An axis's ticks inside its range, [{ value, text }]: uPlot's where given, else round ones. */
function ticksOf(axis) {
  const values =
    axis.ticks ?? (axis.log ? logTicks(axis.min, axis.max) : niceTicks(axis.min, axis.max));
  return values
    .map((value, k) => ({ value, text: axis.ticks && axis.tickLabels?.[k] }))
    .filter(({ value }) => value >= axis.min - 1e-12 * Math.abs(axis.min))
    .filter(({ value }) => value <= axis.max * (1 + 1e-12) && (!axis.log || value > 0))
    .map(({ value, text }) => ({ value, text: text ?? formatNumber(value, 4) }));
}

/** The grid at every tick, the tick labels, the plot's frame and the two axis captions. */
function axisShapes({ x, y, sx, sy, plot }) {
  const { left, top, width, height } = plot;
  const bottom = top + height;
  const tickText = { size: 11, colour: 'muted' };
  return [
    ...ticksOf(y).flatMap(({ value, text }) => [
      {
        kind: 'line',
        x1: left,
        x2: left + width,
        y1: sy(value),
        y2: sy(value),
        colour: 'line',
        cap: 'butt',
      },
      { kind: 'text', x: left - 6, y: sy(value) + 4, text, anchor: 'end', ...tickText },
    ]),
    ...ticksOf(x).flatMap(({ value, text }) => [
      {
        kind: 'line',
        x1: sx(value),
        x2: sx(value),
        y1: top,
        y2: bottom,
        colour: 'line',
        cap: 'butt',
      },
      { kind: 'text', x: sx(value), y: bottom + 16, text, ...tickText },
    ]),
    { kind: 'rect', x: left, y: top, width, height, stroke: 'muted' },
    { kind: 'text', x: left + width / 2, y: bottom + 36, text: x.label ?? '', colour: 'muted' },
    sideLabel(16, top + height / 2, y.label ?? '', { colour: 'muted' }),
  ];
}

/** One series: its line, broken at missing values unless spanGaps, and a dot per point. */
function curve(s, xs, { x, y, sx, sy }) {
  const usable = (v, axis) =>
    v !== null && v !== undefined && Number.isFinite(v) && (!axis.log || v > 0);
  const points = [];
  s.values.forEach((v, i) => {
    if (usable(v, y) && usable(xs[i], x)) points.push([sx(xs[i]), sy(v)]);
    else if (!s.spanGaps && points.at(-1) !== null) points.push(null);
  });
  const line = {
    kind: 'path',
    points,
    colour: s.color,
    lineWidth: s.width ?? 2,
    dash: s.dash,
    round: true,
  };
  const dots = s.points
    ? points.filter(Boolean).map(([cx, cy]) => ({ kind: 'circle', cx, cy, r: 2.5, fill: s.color }))
    : [];
  return {
    kind: 'group',
    data: { series: s.label },
    shapes: [...(points.some(Boolean) ? [line] : []), ...dots],
  };
}

/** A line sample and the label per series (but those without a legend entry), in rows. */
function legendRows(series, { left, right, top }) {
  const shapes = [];
  let lx = left;
  let ly = top;
  for (const s of series.filter((entry) => entry.legend !== false)) {
    const itemWidth = 34 + 7 * [...s.label].length + 18;
    if (lx + itemWidth > right && lx > left) {
      lx = left;
      ly += 20;
    }
    shapes.push(
      {
        kind: 'line',
        x1: lx,
        x2: lx + 26,
        y1: ly - 4,
        y2: ly - 4,
        colour: s.color,
        lineWidth: s.width ?? 2,
        dash: s.dash,
        cap: 'butt',
      },
      { kind: 'text', x: lx + 32, y: ly, text: s.label, anchor: 'start', colour: 'text' },
    );
    lx += itemWidth;
  }
  return { shapes, bottom: ly };
}
