// SVG export of the page's charts: one writer for every figure, so a slide or a paper gets vector
// lines, cells and bars instead of a screenshot. A figure is a drawing, a list of shapes (the
// vocabulary below): the canvas painter (shapes.js) and drawingSvg read the same list, so what is
// exported is what is drawn. The bar chart, the heatmap, the line chart's export, the lab's
// scatter, the unit circles and the RoPE clocks are drawings. A chart registers a producer for its canvas
// (registerSvg); the chart tools' "Download SVG" asks for it, and a canvas without one is wrapped
// as a PNG inside an SVG (rasterSvg).
// Every document: XML header, viewBox, <title> and <desc> (the chart's text alternative), generic
// font families only, no external reference. Colours are the light theme's (paper is white).
// Pure string building, no DOM: node tests run it directly.
import { readableOn } from './contrast.js';

const svgFont = 'system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif';
const monoFont = 'ui-monospace, monospace';
const ink = '#1d1f24';
const muted = '#5b616e';
const rule = '#d9dbe1';
/**
 * The theme colours a drawing may name by role, as the light theme has them: the canvas painter
 * reads the same roles from the page's CSS custom properties (--text, --muted, --line, --panel,
 * --bar-positive, --bar-negative).
 */
export const lightColours = {
  text: ink,
  muted,
  line: rule,
  panel: '#ffffff',
  accent: '#2455c3',
  'bar-positive': '#b2182b',
  'bar-negative': '#2166ac',
};
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
function svgDocument({ width, height, title, desc, body }) {
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

// --- drawings: figures described as shapes --------------------------------------------------

// A drawing is { width, height, shapes } in CSS pixels, y downwards; the canvas painter
// (charts/shapes.js paintShapes) and drawingSvg read the same shapes, so the screen and the
// download show the same figure. Colours are a role of lightColours ('text', 'muted', 'line',
// 'panel', 'accent', 'bar-positive', 'bar-negative', which follow the theme on screen) or a literal
// '#rrggbb'. Shapes:
//   { kind: 'line', x1, y1, x2, y2, colour, lineWidth = 1, dash = [], cap = 'round' }
//   { kind: 'path', points: [[x, y] or null, ...], colour, lineWidth = 1, dash = [],
//     opacity = 1, round = false } a null lifts the pen; round: round joins and ends (curves)
//   { kind: 'circle', cx, cy, r, stroke?, fill?, lineWidth = 1 }
//   { kind: 'arc', cx, cy, r, from, sweep, colour, lineWidth = 1.5 } angles in radians,
//     anticlockwise from +x as in mathematics (the screen's y runs down)
//   { kind: 'rect', x, y, width, height, fill?, stroke?, lineWidth = 1 } fill may be
//     { gradient: [colours] }, left to right
//   { kind: 'cells', x, y, cell, rows, cols, colour(r, c) -> '#rrggbb', raster?() } a matrix,
//     one cell-sized square per value; past maxVectorCells the SVG holds raster()'s picture
//   { kind: 'text', x, y, text, colour, anchor = 'middle' | 'start' | 'end', size = 12,
//     weight?, baseline = 'alphabetic' | 'middle' | 'top', rotate? (degrees about x, y),
//     mono = false (a monospace face: tokens, bytes), halo = false } (a halo is a panel-coloured outline under the letters, so a label stays
//     readable where it crosses a line)
//   { kind: 'group', shapes, clip?: { x, y, width, height } }
// Any shape may carry data (an object): written as data-* attributes, for tests and tools.

/** Where an arc shape starts and ends on the screen: [x, y] each. */
export function arcEnds({ cx, cy, r, from, sweep }) {
  const at = (a) => [cx + r * Math.cos(a), cy - r * Math.sin(a)];
  return { start: at(from), end: at(from + sweep) };
}

/** The stroke attributes of a line or path: colour, width, dash. */
const strokeOf = (shape, colour, width = 1) => ({
  stroke: colour(shape.colour),
  'stroke-width': shape.lineWidth ?? width,
  'stroke-dasharray': shape.dash?.length ? shape.dash.join(' ') : undefined,
});

// How far the alphabetic baseline lies below a canvas baseline, in ems (SVG renderers differ in
// dominant-baseline, so the SVG moves the text instead): the em box's middle and top.
const baselineShift = { alphabetic: 0, middle: 0.3, top: 0.8 };

/** One writer per kind of shape: (shape, context) -> SVG text; context: { colour, id, data }. */
const writers = {
  line: (shape, { colour, data }) =>
    el('line', {
      x1: n(shape.x1),
      y1: n(shape.y1),
      x2: n(shape.x2),
      y2: n(shape.y2),
      ...strokeOf(shape, colour),
      'stroke-linecap': shape.cap ?? 'round',
      ...data,
    }),
  path(shape, { colour, data }) {
    let d = '';
    let pen = false;
    for (const point of shape.points) {
      if (point) d += `${pen ? 'L' : 'M'}${n(point[0])} ${n(point[1])}`;
      pen = Boolean(point);
    }
    return el('path', {
      d,
      fill: 'none',
      ...strokeOf(shape, colour),
      'stroke-opacity': shape.opacity,
      'stroke-linejoin': shape.round ? 'round' : undefined,
      'stroke-linecap': shape.round ? 'round' : undefined,
      ...data,
    });
  },
  circle: (shape, { colour, data }) =>
    el('circle', {
      cx: n(shape.cx),
      cy: n(shape.cy),
      r: n(shape.r),
      fill: shape.fill ? colour(shape.fill) : 'none',
      stroke: shape.stroke ? colour(shape.stroke) : undefined,
      'stroke-width': shape.stroke ? (shape.lineWidth ?? 1) : undefined,
      ...data,
    }),
  arc(shape, { colour, data }) {
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
    return el('path', { d, fill: 'none', ...strokeOf(shape, colour, 1.5), ...data });
  },
  rect(shape, { colour, id, data }) {
    const gradient = shape.fill?.gradient && gradientDef(shape.fill.gradient, id());
    const rect = el('rect', {
      x: n(shape.x),
      y: n(shape.y),
      width: n(shape.width),
      height: n(shape.height),
      fill: gradient ? `url(#${gradient.id})` : shape.fill ? colour(shape.fill) : 'none',
      stroke: shape.stroke ? colour(shape.stroke) : undefined,
      'stroke-width': shape.stroke ? (shape.lineWidth ?? 1) : undefined,
      ...data,
    });
    return gradient ? gradient.defs + rect : rect;
  },
  cells: (shape, { data }) => cellsSvg(shape, data),
  text(shape, { colour, data }) {
    const size = shape.size ?? 12;
    const x = n(shape.x);
    const y = n(shape.y + size * baselineShift[shape.baseline ?? 'alphabetic']);
    return el(
      'text',
      {
        x,
        y,
        'text-anchor': shape.anchor ?? 'middle',
        'font-size': size,
        'font-weight': shape.weight,
        'font-family': shape.mono ? monoFont : undefined,
        fill: readableOn(colour(shape.colour), lightColours.panel),
        stroke: shape.halo ? colour('panel') : undefined,
        'stroke-width': shape.halo ? 4 : undefined,
        'stroke-linejoin': shape.halo ? 'round' : undefined,
        'paint-order': shape.halo ? 'stroke' : undefined,
        transform: shape.rotate ? `rotate(${shape.rotate} ${x} ${y})` : undefined,
        ...data,
      },
      { text: shape.text },
    );
  },
  group(shape, context) {
    const children = shape.shapes.map((child) => shapeSvg(child, context));
    if (!shape.clip) return el('g', context.data, { children });
    const clipId = `clip-${context.id()}`;
    const { x, y, width, height } = shape.clip;
    const area = el('rect', { x: n(x), y: n(y), width: n(width), height: n(height) });
    const clip = el('clipPath', { id: clipId }, { children: [area] });
    return (
      el('defs', {}, { children: [clip] }) +
      el('g', { 'clip-path': `url(#${clipId})`, ...context.data }, { children })
    );
  },
};

/** A left-to-right gradient through colours, equally spaced: { id, defs }. */
function gradientDef(colours, number) {
  const id = `gradient-${number}`;
  const stops = colours.map((colour, i) =>
    el('stop', { offset: n(i / (colours.length - 1)), 'stop-color': colour }),
  );
  const gradient = el('linearGradient', { id, x1: 0, x2: 1, y1: 0, y2: 0 }, { children: stops });
  return { id, defs: el('defs', {}, { children: [gradient] }) };
}

/**
 * A matrix's cells: one <rect> each up to maxVectorCells, else the picture raster() gives (a PNG
 * data URL of one pixel per cell, asked for only then), scaled up without smoothing.
 */
function cellsSvg({ x, y, cell, rows, cols, colour, raster }, data) {
  if (rows * cols > maxVectorCells)
    return el('image', {
      x: n(x),
      y: n(y),
      width: n(cell * cols),
      height: n(cell * rows),
      preserveAspectRatio: 'none',
      style: 'image-rendering: pixelated',
      href: raster(),
      ...data,
    });
  const cells = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++)
      cells.push(
        `<rect x="${n(x + c * cell)}" y="${n(y + r * cell)}" width="${n(cell)}" height="${n(cell)}" fill="${colour(r, c)}"/>`,
      );
  return el(
    'g',
    { 'shape-rendering': 'crispEdges', 'data-cells': rows * cols, ...data },
    { children: cells },
  );
}

function shapeSvg(shape, context) {
  const write = writers[shape.kind];
  if (!write) throw new Error(`a drawing has no shape of kind ${shape.kind}`);
  const data = Object.fromEntries(
    Object.entries(shape.data ?? {}).map(([k, v]) => [`data-${k}`, String(v)]),
  );
  return write(shape, { ...context, data });
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
  let ids = 0; // clip paths and gradients are named within the document
  const id = () => ++ids;
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
        { children: drawing.shapes.map((shape) => shapeSvg(shape, { colour, id })) },
      ),
    ],
  });
}

// --- raster ------------------------------------------------------------------------------

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
