// SVG export of the page's charts: one writer for every figure, so a slide or a paper gets vector
// lines, cells and bars instead of a screenshot. A chart registers a producer for its canvas
// (registerSvg); the chart tools' "Download SVG" asks for it, and a canvas without one is wrapped
// as a PNG inside an SVG (rasterSvg). Figures drawn from a list of shapes (the unit circles, the
// RoPE clocks) are written by drawingSvg from the same list the canvas painter reads.
// Every document: XML header, viewBox, <title> and <desc> (the chart's text alternative), generic
// font families only, no external reference. Colours are the light theme's (paper is white);
// heatmap cells use the same colour map and index rule as the screen (colormap.js lutIndex).
// Pure string building, no DOM: node tests run it directly.
import { formatNumber } from '../format.js';
import { colourAt, lutIndex } from './colormap.js';
import { readableOn } from './contrast.js';

export const svgFont = 'system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif';
const ink = '#1d1f24';
const muted = '#5b616e';
const rule = '#d9dbe1';
/**
 * The theme colours a drawing may name by role, as the light theme has them: the canvas painter
 * reads the same roles from the page's CSS custom properties (--text, --muted, --line, --panel).
 */
export const lightColours = { text: ink, muted, line: rule, panel: '#ffffff' };
export const maskedFill = '#808080'; // the masked grey of heatmap.js
/** Matrices up to this many cells are written one <rect> per cell; larger ones embed a PNG. */
export const maxVectorCells = 64 * 64;

/** Text safe inside XML elements and double-quoted attributes. */
export function escapeXml(text) {
  return String(text)
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '') // not allowed in XML 1.0
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Coordinates with at most two decimals (no "1e-7", no 17-digit noise). */
const n = (v) => String(Math.round(v * 100) / 100);

function attributes(attrs) {
  return Object.entries(attrs)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${k}="${escapeXml(v)}"`)
    .join('');
}

/** One element: tag, attributes, and inner text (escaped) or children (already SVG). */
function el(tag, attrs = {}, { text, children } = {}) {
  const inner = text !== undefined ? escapeXml(text) : (children ?? []).join('');
  return inner ? `<${tag}${attributes(attrs)}>${inner}</${tag}>` : `<${tag}${attributes(attrs)}/>`;
}

function label(x, y, text, { anchor = 'middle', size = 12, colour = ink, rotate, weight } = {}) {
  return el(
    'text',
    {
      x: n(x),
      y: n(y),
      'text-anchor': anchor,
      'font-size': size,
      'font-weight': weight,
      fill: colour,
      transform: rotate ? `rotate(${rotate} ${n(x)} ${n(y)})` : undefined,
    },
    { text },
  );
}

/**
 * The document around a figure: header, viewBox, accessible name and description, white paper.
 * body: SVG elements (strings) in width × height user units.
 */
export function svgDocument({ width, height, title, desc, body }) {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="${n(width)}" height="${n(height)}" viewBox="0 0 ${n(width)} ${n(height)}" role="img" aria-labelledby="svg-title svg-desc" font-family="${escapeXml(svgFont)}">\n` +
    el('title', { id: 'svg-title' }, { text: title ?? '' }) +
    '\n' +
    el('desc', { id: 'svg-desc' }, { text: desc ?? '' }) +
    '\n' +
    `<rect width="100%" height="100%" fill="#ffffff"/>\n` +
    body.join('\n') +
    '\n</svg>\n'
  );
}

/** A heading line at the top of a figure; returns [elements, height used]. */
function heading(title, width) {
  return title ? [[label(width / 2, 20, title, { size: 14, weight: 600 })], 30] : [[], 8];
}

// --- line charts ---------------------------------------------------------------------------

/** Evenly spaced round ticks over [lo, hi] (about `count`), for axes without given ticks. */
export function niceTicks(lo, hi, count = 5) {
  if (!(hi > lo)) return [lo];
  const raw = (hi - lo) / count;
  const unit = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * unit).find((s) => s >= raw) ?? 10 * unit;
  const ticks = [];
  for (let t = Math.ceil(lo / step) * step; t <= hi + step * 1e-9; t += step)
    ticks.push(Number(t.toPrecision(12)));
  return ticks;
}

/**
 * A bar chart's value axis, the same on screen (bar-chart.js) and in the SVG: bars from 0 to the
 * largest |value| (`peak`), symmetric about 0 when a value is negative, with round ticks inside.
 */
export function barAxis(values) {
  const signed = values.some((v) => v < 0);
  const peak = values.reduce((m, v) => Math.max(m, Math.abs(v)), 0) || 1;
  return { signed, peak, ticks: niceTicks(signed ? -peak : 0, peak, 4) };
}

/**
 * A line chart. xs: x values; series: [{ label, color, dash?, width?, points?, spanGaps?,
 * legend? (false: no legend entry), values }] (null or NaN: no value); x, y: { min, max, log?, ticks? (values) , label }.
 */
export function lineChartSvg({
  title,
  desc,
  xs,
  series,
  x: xAxis,
  y: yAxis,
  width = 640,
  plotHeight = 260,
}) {
  // A chart with no data yet (a loss curve before training) has no range: draw empty axes.
  const ranged = (axis) =>
    Number.isFinite(axis.min) && Number.isFinite(axis.max) && axis.max > axis.min
      ? axis
      : { ...axis, min: axis.log ? 1 : 0, max: axis.log ? 10 : 1, ticks: undefined };
  const x = ranged(xAxis);
  const y = ranged(yAxis);
  const [head, top] = heading(title, width);
  const left = 64;
  const right = 20;
  const plotW = width - left - right;
  const plotTop = top + 6;
  const plotBottom = plotTop + plotHeight;
  const scale = (axis, from, to) => {
    const f = axis.log ? Math.log10 : (v) => v;
    const lo = f(axis.min);
    const span = f(axis.max) - lo || 1;
    return (v) => from + ((f(v) - lo) / span) * (to - from);
  };
  const sx = scale(x, left, left + plotW);
  const sy = scale(y, plotBottom, plotTop);
  const body = [...head];
  const ticks = (axis) =>
    (axis.ticks ?? (axis.log ? logTicks(axis.min, axis.max) : niceTicks(axis.min, axis.max)))
      .filter((t) => t >= axis.min - 1e-12 * Math.abs(axis.min) && t <= axis.max * (1 + 1e-12))
      .filter((t) => !axis.log || t > 0);
  // Grid and tick labels.
  for (const t of ticks(y)) {
    const py = sy(t);
    body.push(el('line', { x1: n(left), x2: n(left + plotW), y1: n(py), y2: n(py), stroke: rule }));
    body.push(
      label(left - 6, py + 4, formatNumber(t, 4), { anchor: 'end', size: 11, colour: muted }),
    );
  }
  for (const t of ticks(x)) {
    const px = sx(t);
    body.push(
      el('line', { x1: n(px), x2: n(px), y1: n(plotTop), y2: n(plotBottom), stroke: rule }),
    );
    body.push(label(px, plotBottom + 16, formatNumber(t, 4), { size: 11, colour: muted }));
  }
  body.push(
    el('rect', {
      x: n(left),
      y: n(plotTop),
      width: n(plotW),
      height: n(plotHeight),
      fill: 'none',
      stroke: muted,
    }),
  );
  body.push(label(left + plotW / 2, plotBottom + 36, x.label ?? '', { colour: muted }));
  body.push(label(16, plotTop + plotHeight / 2, y.label ?? '', { colour: muted, rotate: -90 }));
  // Curves, clipped to the plot area (a loss spike above the range stays inside).
  const clip = el(
    'clipPath',
    { id: 'plot-area' },
    {
      children: [el('rect', { x: n(left), y: n(plotTop), width: n(plotW), height: n(plotHeight) })],
    },
  );
  body.push(el('defs', {}, { children: [clip] }));
  const usable = (v, axis) =>
    v !== null && v !== undefined && Number.isFinite(v) && (!axis.log || v > 0);
  const curves = series.map((s) => {
    let d = '';
    let pen = false;
    const dots = [];
    s.values.forEach((v, i) => {
      if (!usable(v, y) || !usable(xs[i], x)) {
        if (!s.spanGaps) pen = false;
        return;
      }
      const px = sx(xs[i]);
      const py = sy(v);
      d += `${pen ? 'L' : 'M'}${n(px)} ${n(py)}`;
      pen = true;
      if (s.points) dots.push(el('circle', { cx: n(px), cy: n(py), r: 2.5, fill: s.color }));
    });
    return el(
      'g',
      { 'data-series': s.label },
      {
        children: [
          d
            ? el('path', {
                d,
                fill: 'none',
                stroke: s.color,
                'stroke-width': s.width ?? 2,
                'stroke-dasharray': s.dash?.length ? s.dash.join(' ') : undefined,
                'stroke-linejoin': 'round',
                'stroke-linecap': 'round',
              })
            : '',
          ...dots,
        ],
      },
    );
  });
  body.push(el('g', { 'clip-path': 'url(#plot-area)' }, { children: curves }));
  // Legend: a line sample and the label per series, wrapped over rows.
  let lx = left;
  let ly = plotBottom + 58;
  for (const s of series.filter((s) => s.legend !== false)) {
    const itemWidth = 34 + 7 * [...s.label].length + 18;
    if (lx + itemWidth > width - right && lx > left) {
      lx = left;
      ly += 20;
    }
    body.push(
      el('line', {
        x1: n(lx),
        x2: n(lx + 26),
        y1: n(ly - 4),
        y2: n(ly - 4),
        stroke: s.color,
        'stroke-width': s.width ?? 2,
        'stroke-dasharray': s.dash?.length ? s.dash.join(' ') : undefined,
      }),
    );
    body.push(label(lx + 32, ly, s.label, { anchor: 'start' }));
    lx += itemWidth;
  }
  return svgDocument({ width, height: ly + 14, title, desc, body });
}

/** Powers of ten (and 2x, 5x when there are few) over [lo, hi], for log axes. */
function logTicks(lo, hi) {
  const ticks = [];
  const first = Math.floor(Math.log10(lo));
  const last = Math.ceil(Math.log10(hi));
  const steps = last - first <= 2 ? [1, 2, 5] : [1];
  for (let e = first; e <= last; e++)
    for (const m of steps) {
      const t = Number((m * 10 ** e).toPrecision(12));
      if (t >= lo && t <= hi) ticks.push(t);
    }
  return ticks;
}

// --- heatmaps ------------------------------------------------------------------------------

/** At most `most` indices of n labels, at a round step (1, 2, 5, 10, 20, ...; all when they fit). */
function thinned(count, most) {
  const raw = Math.max(1, count / Math.max(1, most));
  const unit = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * unit).find((s) => s >= raw);
  return Array.from({ length: Math.ceil(count / step) }, (_, i) => i * step);
}

/**
 * A matrix { rows, cols, data } coloured through colormap over [lo, hi], with axis captions
 * (xLabel, yLabel) or row/column labels, and a colour bar with end labels (legend). Up to
 * maxVectorCells cells: one <rect> per cell; larger: rasterHref (a PNG data URL of one pixel per
 * cell, or a function returning it, called only then) as an <image>, with the same vector axes, labels and colour bar. masked(r, c): grey.
 */
export function heatmapSvg({
  title,
  desc,
  matrix,
  colormap,
  lo,
  hi,
  masked,
  rowLabels,
  colLabels,
  xLabel,
  yLabel,
  legend,
  rasterHref,
  size = 560,
}) {
  const { rows, cols, data } = matrix;
  const width = 720;
  const [head, top] = heading(title, width);
  const labelled = Boolean(rowLabels?.length || colLabels?.length);
  const longest = (labels) => Math.max(0, ...(labels ?? []).map((s) => [...String(s)].length));
  const left = 34 + (labelled ? Math.min(80, 7 * longest(rowLabels) + 8) : 28);
  const gridTop = top + 20 + (labelled ? Math.min(80, 7 * longest(colLabels) + 8) : 0);
  const cell = Math.max(1, Math.min(size / cols, size / rows, 28));
  const gridW = cell * cols;
  const gridH = cell * rows;
  const body = [...head];
  if (rows * cols <= maxVectorCells) {
    const cells = [];
    const scale = 255 / (hi - lo);
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) {
        const fill = masked?.(r, c)
          ? maskedFill
          : colourAt(colormap, lutIndex(data[r * cols + c], lo, scale));
        cells.push(
          `<rect x="${n(left + c * cell)}" y="${n(gridTop + r * cell)}" width="${n(cell)}" height="${n(cell)}" fill="${fill}"/>`,
        );
      }
    body.push(
      el('g', { 'shape-rendering': 'crispEdges', 'data-cells': rows * cols }, { children: cells }),
    );
  } else {
    body.push(
      el('image', {
        x: n(left),
        y: n(gridTop),
        width: n(gridW),
        height: n(gridH),
        preserveAspectRatio: 'none',
        style: 'image-rendering: pixelated',
        href: typeof rasterHref === 'function' ? rasterHref() : rasterHref,
      }),
    );
  }
  body.push(
    el('rect', {
      x: n(left),
      y: n(gridTop),
      width: n(gridW),
      height: n(gridH),
      fill: 'none',
      stroke: muted,
      'stroke-width': 0.5,
    }),
  );
  // Row and column labels (thinned to what fits), else index ticks, and the axis captions.
  const fontSize = Math.max(7, Math.min(12, cell * 0.9));
  // Rotated column labels need a line each; index numbers under the grid need their width.
  const colSpace = labelled ? fontSize + 2 : 0.62 * fontSize * String(cols - 1).length + 8;
  const rowIndex = thinned(rows, Math.max(2, Math.floor(gridH / (fontSize + 3))));
  const colIndex = thinned(cols, Math.max(2, Math.floor(gridW / colSpace)));
  for (const r of rowIndex) {
    const text = rowLabels?.[r] ?? String(r);
    body.push(
      label(left - 4, gridTop + (r + 0.5) * cell + fontSize * 0.35, text, {
        anchor: 'end',
        size: fontSize,
        colour: labelled ? ink : muted,
      }),
    );
  }
  for (const c of colIndex) {
    const text = colLabels?.[c] ?? String(c);
    const cx = left + (c + 0.5) * cell;
    body.push(
      labelled
        ? label(cx + fontSize * 0.35, gridTop - 4, text, {
            anchor: 'start',
            size: fontSize,
            rotate: -90,
          })
        : label(cx, gridTop + gridH + fontSize + 2, text, { size: fontSize, colour: muted }),
    );
  }
  if (xLabel) body.push(label(left + gridW / 2, gridTop + gridH + 34, xLabel, { colour: muted }));
  if (yLabel) body.push(label(14, gridTop + gridH / 2, yLabel, { colour: muted, rotate: -90 }));
  // The colour bar: a gradient through the colour map's anchors (its table interpolates between
  // them linearly, as the gradient does), with the legend's end labels.
  const barX = left;
  const barY = gridTop + gridH + (xLabel ? 50 : 30);
  const barW = Math.min(300, Math.max(160, gridW));
  const stops = colormap.anchors.map((colour, i) =>
    el('stop', { offset: n(i / (colormap.anchors.length - 1)), 'stop-color': colour }),
  );
  body.push(
    el(
      'defs',
      {},
      {
        children: [
          el(
            'linearGradient',
            { id: 'colour-bar', x1: 0, x2: 1, y1: 0, y2: 0 },
            { children: stops },
          ),
        ],
      },
    ),
  );
  const [lowText, highText] = legend ?? [formatNumber(lo, 3), formatNumber(hi, 3)];
  body.push(label(barX, barY + 10, lowText, { anchor: 'start', size: 11, colour: muted }));
  const lowWidth = 7 * [...lowText].length + 8;
  body.push(
    el('rect', {
      x: n(barX + lowWidth),
      y: n(barY),
      width: n(barW),
      height: 12,
      fill: 'url(#colour-bar)',
      'data-colour-bar': colormap.name,
    }),
  );
  body.push(
    label(barX + lowWidth + barW + 6, barY + 10, highText, {
      anchor: 'start',
      size: 11,
      colour: muted,
    }),
  );
  const height = barY + 26;
  return svgDocument({ width: Math.max(width, left + gridW + 20), height, title, desc, body });
}

// --- bar charts ----------------------------------------------------------------------------

/**
 * Bars from a zero line, one per value, with a label under each (thinned to fit). Signed values
 * get a scale symmetric about 0 (positive red above, negative blue below, as on screen); else
 * the bars start at 0 at the bottom in `colour`.
 */
export function barChartSvg({
  title,
  desc,
  values,
  labels = [],
  valueName = '',
  colour = '#2455c3',
  positive = '#b2182b',
  negative = '#2166ac',
  width = 640,
  plotHeight = 200,
}) {
  const [head, top] = heading(title, width);
  const left = 56;
  const right = 10;
  const plotTop = top + 6;
  const plotW = width - left - right;
  const plotBottom = plotTop + plotHeight;
  const { signed, peak, ticks } = barAxis(values);
  const y = signed
    ? (v) => plotTop + plotHeight / 2 - (v / peak) * (plotHeight / 2)
    : (v) => plotBottom - (v / peak) * plotHeight;
  const body = [...head];
  for (const t of ticks) {
    body.push(
      el('line', { x1: n(left), x2: n(left + plotW), y1: n(y(t)), y2: n(y(t)), stroke: rule }),
    );
    body.push(
      label(left - 6, y(t) + 4, formatNumber(t, 3), { anchor: 'end', size: 11, colour: muted }),
    );
  }
  body.push(
    el('line', { x1: n(left), x2: n(left), y1: n(plotTop), y2: n(plotBottom), stroke: muted }),
  );
  const slot = plotW / Math.max(1, values.length);
  const barW = Math.max(0.5, slot * 0.7);
  const bars = values.map((v, i) => {
    const y0 = y(0);
    const y1 = y(v);
    return el('rect', {
      x: n(left + i * slot + (slot - barW) / 2),
      y: n(Math.min(y0, y1)),
      width: n(barW),
      height: n(Math.abs(y1 - y0)),
      fill: signed ? (v >= 0 ? positive : negative) : colour,
      'data-value': String(v),
    });
  });
  body.push(el('g', { 'data-bars': values.length }, { children: bars }));
  const fontSize = Math.max(7, Math.min(12, slot * 0.8));
  for (const i of thinned(values.length, Math.max(1, Math.floor(plotW / (fontSize + 4)))))
    if (labels[i] !== undefined)
      body.push(
        label(left + (i + 0.5) * slot, plotBottom + fontSize + 4, labels[i], { size: fontSize }),
      );
  if (valueName)
    body.push(label(14, plotTop + plotHeight / 2, valueName, { colour: muted, rotate: -90 }));
  return svgDocument({ width, height: plotBottom + fontSize + 16, title, desc, body });
}

// --- drawings: figures described as shapes --------------------------------------------------

// A drawing is { width, height, shapes } in CSS pixels, y downwards; the canvas painter
// (charts/shapes.js paintShapes) and drawingSvg read the same shapes, so the screen and the
// download show the same figure. Colours are a role of lightColours ('text', 'muted', 'line', 'panel',
// which follow the theme on screen) or a literal '#rrggbb'. Shapes:
//   { kind: 'line', x1, y1, x2, y2, colour, lineWidth = 1, dash = [] }
//   { kind: 'circle', cx, cy, r, stroke?, fill?, lineWidth = 1 }
//   { kind: 'arc', cx, cy, r, from, sweep, colour, lineWidth = 1.5 } angles in radians,
//     anticlockwise from +x as in mathematics (the screen's y runs down)
//   { kind: 'rect', x, y, width, height, stroke, lineWidth = 1 }
//   { kind: 'text', x, y, text, colour, anchor = 'middle' | 'start' | 'end', size = 12,
//     halo = false } (y is the baseline; a halo is a panel-coloured outline under the letters,
//     so a label stays readable where it crosses a line)
// Any shape may carry data (an object): written as data-* attributes, for tests and tools.

/** Where an arc shape starts and ends on the screen: [x, y] each. */
export function arcEnds({ cx, cy, r, from, sweep }) {
  const at = (a) => [cx + r * Math.cos(a), cy - r * Math.sin(a)];
  return { start: at(from), end: at(from + sweep) };
}

function shapeSvg(shape, colour) {
  const data = Object.fromEntries(
    Object.entries(shape.data ?? {}).map(([k, v]) => [`data-${k}`, String(v)]),
  );
  const dash = (d) => (d?.length ? d.join(' ') : undefined);
  switch (shape.kind) {
    case 'line':
      return el('line', {
        x1: n(shape.x1),
        y1: n(shape.y1),
        x2: n(shape.x2),
        y2: n(shape.y2),
        stroke: colour(shape.colour),
        'stroke-width': shape.lineWidth ?? 1,
        'stroke-dasharray': dash(shape.dash),
        'stroke-linecap': 'round',
        ...data,
      });
    case 'circle':
      return el('circle', {
        cx: n(shape.cx),
        cy: n(shape.cy),
        r: n(shape.r),
        fill: shape.fill ? colour(shape.fill) : 'none',
        stroke: shape.stroke ? colour(shape.stroke) : undefined,
        'stroke-width': shape.stroke ? (shape.lineWidth ?? 1) : undefined,
        ...data,
      });
    case 'arc': {
      // An SVG arc cannot end where it starts: a turn of π or more is written as pieces of at
      // most half a turn. Sweep flag 0: anticlockwise on a y-down screen.
      const pieces = Math.max(1, Math.ceil(Math.abs(shape.sweep) / Math.PI));
      const step = shape.sweep / pieces;
      const { start } = arcEnds(shape);
      let d = `M${n(start[0])} ${n(start[1])}`;
      for (let k = 1; k <= pieces; k++) {
        const { end } = arcEnds({ ...shape, sweep: step * k });
        d += `A${n(shape.r)} ${n(shape.r)} 0 0 ${step > 0 ? 0 : 1} ${n(end[0])} ${n(end[1])}`;
      }
      return el('path', {
        d,
        fill: 'none',
        stroke: colour(shape.colour),
        'stroke-width': shape.lineWidth ?? 1.5,
        ...data,
      });
    }
    case 'rect':
      return el('rect', {
        x: n(shape.x),
        y: n(shape.y),
        width: n(shape.width),
        height: n(shape.height),
        fill: 'none',
        stroke: colour(shape.stroke),
        'stroke-width': shape.lineWidth ?? 1,
        ...data,
      });
    case 'text':
      return el(
        'text',
        {
          x: n(shape.x),
          y: n(shape.y),
          'text-anchor': shape.anchor ?? 'middle',
          'font-size': shape.size ?? 12,
          fill: readableOn(colour(shape.colour), lightColours.panel),
          stroke: shape.halo ? colour('panel') : undefined,
          'stroke-width': shape.halo ? 4 : undefined,
          'stroke-linejoin': shape.halo ? 'round' : undefined,
          'paint-order': shape.halo ? 'stroke' : undefined,
          ...data,
        },
        { text: shape.text },
      );
    default:
      throw new Error(`a drawing has no shape of kind ${shape.kind}`);
  }
}

/**
 * A drawing (see above) as an SVG document under its title: the shapes in order, in the light
 * theme's colours. A title wider than the drawing widens the paper and centres the drawing.
 */
export function drawingSvg({ title, desc, drawing }) {
  const titleWidth = title ? 8.5 * [...title].length + 24 : 0; // 14 px semibold
  const width = Math.max(drawing.width, titleWidth);
  const [head, top] = heading(title, width);
  const colour = (c) => lightColours[c] ?? c;
  const left = (width - drawing.width) / 2;
  return svgDocument({
    width,
    height: top + drawing.height,
    title,
    desc,
    body: [
      ...head,
      el(
        'g',
        { transform: `translate(${n(left)} ${n(top)})`, 'data-drawing': drawing.shapes.length },
        { children: drawing.shapes.map((shape) => shapeSvg(shape, colour)) },
      ),
    ],
  });
}

// --- scatter and raster --------------------------------------------------------------------

/** Labelled points { rows: n, cols: 2, data }, axes scaled to the points. */
export function scatterSvg({ title, desc, points, labels, xLabel, yLabel, size = 480 }) {
  const [head, top] = heading(title, size);
  const pad = 40;
  const plot = size - 2 * pad;
  const xs = Array.from({ length: points.rows }, (_, i) => points.data[i * 2]);
  const ys = Array.from({ length: points.rows }, (_, i) => points.data[i * 2 + 1]);
  const range = (v) => {
    const lo = Math.min(...v);
    const hi = Math.max(...v);
    return [lo, hi - lo > 1e-12 ? hi - lo : 1];
  };
  const [x0, xSpan] = range(xs);
  const [y0, ySpan] = range(ys);
  const sx = (v) => pad + ((v - x0) / xSpan) * plot;
  const sy = (v) => top + pad + plot - ((v - y0) / ySpan) * plot;
  const body = [...head];
  if (x0 < 0 && x0 + xSpan > 0)
    body.push(
      el('line', {
        x1: n(sx(0)),
        x2: n(sx(0)),
        y1: n(top + pad / 2),
        y2: n(top + size - pad / 2),
        stroke: rule,
      }),
    );
  if (y0 < 0 && y0 + ySpan > 0)
    body.push(
      el('line', {
        x1: n(pad / 2),
        x2: n(size - pad / 2),
        y1: n(sy(0)),
        y2: n(sy(0)),
        stroke: rule,
      }),
    );
  body.push(label(size - pad, top + size - 8, `${xLabel} →`, { anchor: 'end', colour: muted }));
  body.push(
    label(14, top + pad + 40, `${yLabel} →`, { colour: muted, rotate: -90, anchor: 'middle' }),
  );
  const dots = xs.map((x, i) =>
    el(
      'g',
      {},
      {
        children: [
          el('circle', { cx: n(sx(x)), cy: n(sy(ys[i])), r: 2.5, fill: '#2455c3' }),
          el(
            'text',
            {
              x: n(sx(x) + 9),
              y: n(sy(ys[i]) - 4),
              'font-size': 15,
              'font-family': 'ui-monospace, monospace',
              'text-anchor': 'middle',
              fill: ink,
            },
            { text: labels[i] },
          ),
        ],
      },
    ),
  );
  body.push(el('g', { 'data-points': points.rows }, { children: dots }));
  return svgDocument({ width: size, height: top + size, title, desc, body });
}

/** A drawn picture kept as pixels (pngHref, a data URL) in an SVG of width × height units. */
export function rasterSvg({ title, desc, width, height, pngHref }) {
  const [head, top] = heading(title, width);
  return svgDocument({
    width,
    height: top + height,
    title,
    desc,
    body: [
      ...head,
      el('image', { x: 0, y: n(top), width: n(width), height: n(height), href: pngHref }),
    ],
  });
}

// --- the registry the chart tools read -----------------------------------------------------

const producers = new WeakMap(); // canvas -> ({ title, desc }) => SVG text

/** Declares how `canvas`'s chart writes itself as SVG: produce({ title, desc }) -> text. */
export function registerSvg(canvas, produce) {
  producers.set(canvas, produce);
}

/** The SVG producer of a canvas, or undefined (then the chart tools embed its pixels). */
export function svgProducer(canvas) {
  return producers.get(canvas);
}
