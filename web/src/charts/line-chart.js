// Line charts (loss curves, PE dimensions over position, similarity against distance) with
// uPlot: small, fast, canvas-based. Colours follow the Okabe-Ito palette, readable with the
// common forms of colour blindness. The legend reads the values under uPlot's cursor, which a
// mouse moves (uPlot's own handling), a tap or a sideways drag moves (pointer events here: the
// plot area says `touch-action: pan-y`, so a vertical swipe still scrolls the page), and the
// arrow keys of the focused plot move point by point, announced through a live region. uPlot
// stays the screen's painter (its pixels, cursor and legend are the page's); "Download SVG"
// writes a drawing made from what it shows: its data, scales, ticks and tick labels
// (line-drawing.js).
import uPlot from './uplot.js';

import { formatNumber, formatTick, listSeparator } from '../format.js';
import { words } from '../i18n/words.js';
import { h } from '../base/dom.js';
import { endWithPanel } from '../base/lifetime.js';
import { strings } from '../base/strings.js';
import { onResizeNextFrame } from './canvas.js';
import { followPointer, keyboardCursor } from './pointer.js';
import { lineDrawing } from './line-drawing.js';
import { drawingSvg, registerSvg } from './svg.js';
import { setUpright, uprightColumn } from './side-label.js';
import { cssVar, onThemeChange } from './theme.js';

const t = words('page', strings);

// Okabe-Ito's black is the page's text colour on screen, so its lines and legend swatches show
// on the dark theme too; this value (the light theme's text) is what exports on white paper get.
// Its yellow is darkened for white (the light theme, paper) and bright on the dark theme.
const ink = '#1d1f24';
const yellow = '#a08c00';
export const palette = [
  '#0072B2',
  '#D55E00',
  '#009E73',
  '#CC79A7',
  '#E69F00',
  '#56B4E9',
  ink,
  yellow,
];
const onScreen = (colour) =>
  colour === ink
    ? () => cssVar('--text', ink)
    : colour === yellow
      ? () => cssVar('--chart-yellow', yellow)
      : colour;

/**
 * The legend's first row is x's value under the cursor, not a series: shown only while a point is
 * read, so the resting legend lists the lines alone.
 */
function showXWhileRead(u) {
  const row = u.root.querySelector('.u-legend .u-series');
  if (row) row.hidden = u.cursor.idx == null;
}

/**
 * The uPlot hooks every line chart carries: the legend's x row shown only while a point is read,
 * and the drawn tick labels written on the chart's element (data-x-ticks, data-y-ticks, '|'
 * between labels, with the x axis's name and how many points it has), which
 * tests/browser/figures.test.mjs reads to check every axis of every chart.
 */
export function tickHooks(xLabel) {
  return {
    setLegend: [showXWhileRead],
    draw: [
      (u) => {
        const labels = (axis) => (axis._values ?? []).filter((v) => v != null).join('|');
        u.root.dataset.xLabel = xLabel;
        u.root.dataset.points = String(u.data[0]?.length ?? 0);
        u.root.dataset.xTicks = labels(u.axes[0]);
        u.root.dataset.yTicks = labels(u.axes[1]);
      },
    ],
  };
}

// uPlot turns every y title a quarter; a Chinese one (side-label.js) is drawn here instead,
// upright, one character under the other, in the room uPlot keeps for the title (labelSize, 30
// px by default, at the chart's left edge), in uPlot's title font.
function withUprightTitle(hooks, title, colour) {
  if (!setUpright(title)) return hooks;
  const draw = (u) => {
    const ratio = uPlot.pxRatio;
    const size = 12 * ratio;
    const x = ((u.axes[1].labelSize ?? 30) * ratio) / 2;
    const context = u.ctx;
    context.save();
    context.font = `bold ${size}px system-ui, -apple-system, sans-serif`;
    context.fillStyle = colour();
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    for (const { character, y } of uprightColumn(title, u.bbox.top + u.bbox.height / 2, size))
      context.fillText(character, x, y);
    context.restore();
  };
  return { ...hooks, draw: [...hooks.draw, draw] };
}

/**
 * A line chart in container. series: [{ label, color?, dash?, width?, points?, spanGaps?, legend?
 * (false: no legend row) }],
 * data: [xs, ys1, ys2, ...].
 * Options: xLabel, yLabel, logX, logY, yRange [lo, hi], height, yAxisSize (px for tick labels),
 * integerX (x counts something, layers or blocks: ticks on whole numbers only), ticksAtPoints
 * (a tick at each x of the data, for a few measured values), minWidth() (px: a plot that needs
 * more room than a phone gives it is drawn this wide and its container scrolls).
 * Returns { update(data), resize(), plot }.
 */
export function lineChart(container, options) {
  const { data, xLabel = '', height = 260, minWidth = () => 240 } = options;
  const width = () => Math.max(minWidth(), container.clientWidth || 600);
  const plot = new uPlot(plotOptions({ ...options, width: width() }), data, container);
  registerSvg(plot.ctx.canvas, ({ title, desc }) =>
    drawingSvg({ title, desc, drawing: lineDrawing(exportedChart(plot, options)) }),
  );
  readWithTouchAndKeys(plot, container, xLabel);
  // Only a new width resizes the plot.
  const observer = onResizeNextFrame(container, () => {
    if (!destroyed && width() !== plot.width) plot.setSize({ width: width(), height });
  });
  const stopThemeWatch = legendInTheme(plot, options.series, container);
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
    update(next) {
      plot.setData(next);
      if (width() !== plot.width) plot.setSize({ width: width(), height });
    },
    destroy,
  };
}

/** The x range around measured values: a little room past the first and the last. */
const pointsRange = (lo, hi, log) =>
  log ? [lo / 1.15, hi * 1.15] : [lo - (hi - lo) * 0.05, hi + (hi - lo) * 0.05];

/** A series' colour as given, else the palette's in turn. */
const colourOf = (s, i) => s.color ?? palette[i % palette.length];

/** uPlot's options for lineChart's: scales, axes in the theme's colours, series, the legend. */
function plotOptions({ series, xLabel = '', yLabel = '', height = 260, width, ...options }) {
  const {
    logX = false,
    logY = false,
    yAxisSize,
    yRange,
    points = false,
    integerX = false,
    ticksAtPoints = false,
  } = options;
  // Functions, so a redraw after a theme change picks up the new colours.
  const axisColour = () => cssVar('--muted', '#555');
  const gridColour = () => cssVar('--line', '#ddd');
  const axis = (label) => ({
    label,
    // The page's language writes the ticks, not the browser's (uPlot's own default).
    values: (_, splits) => splits.map((v) => (v === null || v === undefined ? v : formatTick(v))),
    stroke: axisColour,
    grid: { stroke: gridColour, width: 1 },
    ticks: { stroke: gridColour },
  });
  return {
    width,
    height,
    scales: {
      x: {
        time: false,
        distr: logX ? 3 : 1,
        // Measured values only: the axis spans them (with a little room for the end points),
        // not the powers of ten a log axis would round out to.
        ...(ticksAtPoints ? { range: (_, lo, hi) => pointsRange(lo, hi, logX) } : {}),
      },
      y: { ...(yRange ? { range: yRange } : {}), ...(logY ? { distr: 3 } : {}) },
    },
    axes: [
      {
        ...axis(xLabel),
        ...(integerX ? { incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000, 2000, 5000] } : {}),
        // A few measured x values (lengths 16 to 128 on a log axis, where uPlot would label
        // only the powers of ten between them): a tick at each, every one kept.
        ...(ticksAtPoints
          ? { splits: (u) => Array.from(u.data[0]), filter: (_, splits) => splits }
          : {}),
      },
      // A Chinese title keeps its room (a blank label) and is drawn upright by the hook.
      { ...axis(setUpright(yLabel) ? ' ' : yLabel), ...(yAxisSize ? { size: yAxisSize } : {}) },
    ],
    hooks: withUprightTitle(tickHooks(xLabel), yLabel, axisColour),
    legend: { live: true },
    cursor: { drag: { x: false, y: false } },
    series: [
      // No placeholder ("--") in the legend before a point is read: the value cell stays empty.
      { label: xLabel || 'x', value: (_, v) => (v == null ? '' : formatNumber(v, 5)) },
      ...series.map((s, i) => ({
        label: s.label,
        stroke: onScreen(colourOf(s, i)),
        width: s.width ?? 2,
        dash: s.dash,
        // spanGaps: a sparse series (null between its points) drawn as one connected line.
        spanGaps: s.spanGaps ?? false,
        points: { show: s.points ?? points },
        value: (_, v) => (v === null || v === undefined ? '' : formatNumber(v, 5)),
      })),
    ],
  };
}

/**
 * The chart as uPlot shows it, for its SVG (line-drawing.js): the same data over the same scales,
 * with the ticks and tick labels uPlot drew; colours as given (the light theme's, for paper).
 */
function exportedChart(plot, { series, points = false, logX = false, logY = false, ...options }) {
  const { xLabel = '', yLabel = '', height = 260 } = options;
  const axisOf = (index, scale, log, label) => {
    const { _splits: splits = [], _values: values = [] } = plot.axes[index];
    const drawn = splits.map((value, k) => [value, values[k]]).filter(([, text]) => text != null);
    return {
      min: scale.min,
      max: scale.max,
      log,
      label,
      ticks: plot.axes[index]._splits ? drawn.map(([value]) => value) : undefined,
      tickLabels: drawn.map(([, text]) => String(text)),
    };
  };
  return {
    xs: plot.data[0],
    series: series.map((s, i) => ({
      label: s.label,
      color: colourOf(s, i),
      dash: s.dash,
      width: s.width ?? 2,
      points: s.points ?? points,
      spanGaps: s.spanGaps ?? false,
      legend: s.legend,
      values: plot.data[i + 1],
    })),
    x: axisOf(0, plot.scales.x, logX, xLabel),
    y: axisOf(1, plot.scales.y, logY, yLabel),
    plotHeight: height - 60,
  };
}

/**
 * The legend in the theme: uPlot colours its swatches once, so the ink and yellow swatches are
 * coloured again with their lines after a theme change; a series marked legend: false (dots on a
 * curve of the same colour) has no row of its own. Returns the theme watch's stop.
 */
function legendInTheme(plot, series, container) {
  const rows = () => plot.root.querySelectorAll('.u-legend .u-series');
  const inkSwatches = () =>
    rows().forEach((row, k) => {
      const marker = row.querySelector('.u-marker');
      const colour = k > 0 && onScreen(colourOf(series[k - 1], k - 1));
      if (marker && typeof colour === 'function') marker.style.borderColor = colour();
    });
  inkSwatches();
  rows().forEach((row, k) => {
    if (k > 0 && series[k - 1].legend === false) row.hidden = true;
  });
  showXWhileRead(plot);
  return onThemeChange(() => {
    inkSwatches();
    plot.redraw(false);
  }, container);
}

const hiddenCursor = { left: -10, top: -10 };

// Drives uPlot's cursor from touch and pen (uPlot follows the mouse itself) and from the keys.
function readWithTouchAndKeys(plot, container, xLabel) {
  const over = plot.over;
  over.classList.add('line-chart-plot');
  const names = plot.series
    .slice(1)
    .map((s) => s.label)
    .filter(Boolean);
  over.setAttribute('role', 'img');
  over.setAttribute(
    'aria-label',
    names.length && xLabel
      ? t('lineChartOfAgainst', { names: names.join(listSeparator()), x: xLabel })
      : names.length
        ? t('lineChartOf', { names: names.join(listSeparator()) })
        : xLabel
          ? t('lineChartAgainst', { x: xLabel })
          : t('lineChart'),
  );
  const announce = h('p', { className: 'visually-hidden', 'aria-live': 'polite' });
  container.append(announce);
  const xs = () => plot.data[0] ?? [];
  const topFor = (index) => {
    for (let k = 1; k < plot.data.length; k++) {
      const v = plot.data[k]?.[index];
      if (plot.series[k]?.show !== false && v !== null && v !== undefined && Number.isFinite(v))
        return plot.valToPos(v, plot.series[k].scale ?? 'y');
    }
    return over.clientHeight / 2;
  };
  followPointer(over, {
    at: (event) => (event.pointerType === 'mouse' ? null : event),
    show: (event) => {
      const box = over.getBoundingClientRect();
      plot.setCursor({ left: event.clientX - box.left, top: event.clientY - box.top });
      if (plot.cursor.idx !== null && plot.cursor.idx !== undefined) keys.at(0, plot.cursor.idx);
    },
    leave: () => {},
  });
  const keys = keyboardCursor(over, {
    size: () => ({ rows: 1, cols: xs().length }),
    start: () => ({ row: 0, col: plot.cursor.idx ?? 0 }),
    move: (_, index) => {
      plot.setCursor({ left: plot.valToPos(xs()[index], 'x'), top: topFor(index) });
      const values = plot.series
        .slice(1)
        .map((s, k) => [s, plot.data[k + 1]?.[index]])
        .filter(([s, v]) => s.show !== false && v !== null && v !== undefined)
        .map(([s, v]) => `${s.label} ${formatNumber(v, 5)}`);
      announce.textContent = `${xLabel || 'x'} ${formatNumber(xs()[index], 5)}: ${values.join(listSeparator()) || t('noValue')}`;
    },
    leave: () => plot.setCursor(hiddenCursor),
  });
}
