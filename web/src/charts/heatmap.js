// The heatmap of every panel. A matrix is drawn as one canvas pixel per value (ImageData) and CSS
// scales it up with nearest-neighbour sampling; values map linearly from [lo, hi] onto a colour
// map. `Heatmap` is the drawing engine; `heatmapFigure` is the figure the panels use: heading,
// axis captions and/or row/column label strips (tokens), legend, read-out, text alternative and
// the PNG/CSV/table tools. The read-out follows a mouse, a tap or a drag (charts/pointer.js) and
// the arrow keys of a focused canvas; a vertical swipe over the canvas scrolls the page. Its SVG
// download lays out the same view, cells, labels and legend (heatmap-drawing.js).
import './heatmap.css';
import { chartTools } from './chart-tools.js';
import { h } from '../base/dom.js';
import { cssGradient, diverging, lutIndex } from './colormap.js';
import { followPointer, keyboardCursor } from './pointer.js';
import { heatmapDrawing, legendEnds, maskedGrey } from './heatmap-drawing.js';
import { drawingSvg, registerSvg } from './svg.js';

const packed = new WeakMap(); // colormap -> Uint32Array(256) of opaque RGBA pixels

function packedLut(colormap) {
  let table = packed.get(colormap);
  if (!table) {
    table = new Uint32Array(256);
    const bytes = new Uint8Array(table.buffer);
    for (let k = 0; k < 256; k++) {
      const rgba = [colormap.lut[k * 3], colormap.lut[k * 3 + 1], colormap.lut[k * 3 + 2], 255];
      // Bytes written in ImageData's memory order and copied as whole words: endianness-free.
      bytes.set(rgba, k * 4);
    }
    packed.set(colormap, table);
  }
  return table;
}

/**
 * The drawing engine: a canvas, a colour map and a range. A pointer over a cell (mouse, tap or
 * drag) reports onHover(row, col, pointerType); a mouse leaving reports onLeave().
 */
class Heatmap {
  constructor(canvas, { colormap, lo = -1, hi = 1, onHover, onLeave } = {}) {
    this.canvas = canvas;
    this.context = canvas.getContext('2d');
    this.colormap = colormap;
    this.lo = lo;
    this.hi = hi;
    this.matrix = null;
    this.image = null;
    followPointer(canvas, {
      at: (event) => this.cellAt(event),
      show: (cell, pointerType) => onHover?.(cell.row, cell.col, pointerType),
      leave: () => onLeave?.(),
    });
  }

  /**
   * matrix: { rows, cols, data } row-major. Cells where masked(row, col) is true are painted
   * grey. Reuses the ImageData while the shape is unchanged.
   */
  draw(matrix, masked) {
    const { rows, cols, data } = matrix;
    if (!this.image || this.image.width !== cols || this.image.height !== rows) {
      this.canvas.width = cols;
      this.canvas.height = rows;
      this.image = this.context.createImageData(cols, rows);
    }
    // One 32-bit store per pixel from a 256-entry table of RGBA words, instead of four byte stores.
    const pixels = new Uint32Array(this.image.data.buffer);
    const lut = packedLut(this.colormap);
    const scale = 255 / (this.hi - this.lo);
    const lo = this.lo;
    for (let i = 0, n = rows * cols; i < n; i++) pixels[i] = lut[lutIndex(data[i], lo, scale)];
    if (masked) {
      const bytes = this.image.data;
      for (let r = 0; r < rows; r++)
        for (let c = 0; c < cols; c++) if (masked(r, c)) bytes.set(maskedGrey, (r * cols + c) * 4);
    }
    this.context.putImageData(this.image, 0, 0);
    this.matrix = matrix;
  }

  /** The matrix cell under a pointer event, or null outside the drawn area. */
  cellAt(event) {
    if (!this.matrix) return null;
    const box = this.canvas.getBoundingClientRect();
    const col = Math.floor(((event.clientX - box.left) / box.width) * this.matrix.cols);
    const row = Math.floor(((event.clientY - box.top) / box.height) * this.matrix.rows);
    if (row < 0 || col < 0 || row >= this.matrix.rows || col >= this.matrix.cols) return null;
    return { row, col };
  }
}

// Row or column labels beside the canvas (tokens, characters, positions), one per row up to 32
// rows; past that, one per band of rows (at most 16 bands: 256 byte ids get 0, 16, 32, ...),
// written at the start of its band, which gives the text the band's room instead of one thin
// row's. Numbered columns are banded past 16, since two or three digits need more room than a
// character. every: label each row (the type shrinks to fit). fit: the type of one-per-row labels
// shrinks to the strip's length too (a strip whose length the canvas sets: every column strip,
// and both strips of the training lab's grid).
function labelStrip(labels, vertical, { every = false, fit = false } = {}) {
  const numbered = !vertical && labels.every((label) => /^\d+$/.test(label));
  const most = numbered ? 16 : every ? Infinity : 32;
  const step = labels.length <= most ? 1 : Math.ceil(labels.length / 16);
  const spans = [];
  for (let i = 0; i < labels.length; i += step) {
    const rows = Math.min(step, labels.length - i);
    spans.push(
      step === 1
        ? h('span', {}, labels[i])
        : h('span', { className: 'label-band', style: `flex-grow: ${rows}` }, labels[i]),
    );
  }
  const classes = [
    'lab-labels',
    vertical ? 'lab-labels-y' : 'lab-labels-x',
    step === 1 && (every || fit) ? 'lab-labels-all' : '',
    !vertical && step > 1 ? 'lab-labels-bands' : '',
  ];
  return h(
    'div',
    {
      className: classes.filter(Boolean).join(' '),
      style: `--count: ${labels.length}; --bands: ${spans.length}`,
      'aria-hidden': 'true',
    },
    spans,
  );
}

/**
 * A heatmap figure. Options (all but name optional):
 *   name          file stem of the PNG and CSV downloads
 *   title         heading (h3) above the figure; titleClass its class
 *   className     classes added to <figure class="chart">; id its id
 *   canvasClass   classes added to <canvas class="heatmap"> ('square', 'short', ...)
 *   colormap, lo, hi   colour map and range (draw may change them); default RdBu over [-1, 1]
 *   xLabel, yLabel     axis captions ("dimension j →", "position p ↓")
 *   labels        true: row and column label strips instead of axis captions (the training
 *                 lab); 'rows' or 'both': label strips (draw's rowLabels, colLabels: the tokens
 *                 of a lesson) beside the axis captions, with 'rows' the columns numbered;
 *                 'index': both numbered. Numbers are 0, 1, 2, ... (thinned out past 32) where
 *                 draw gives no labels, so every axis has ticks
 *   everyLabel    with labels: label every row and column (smaller type) rather than thin them out
 *   legend        fixed end labels [low, high]; without it they follow lo and hi (legendEnds)
 *   legendNote    a line of text under the legend
 *   strip         a marker strip right of the canvas (drawStrip)
 *   readoutTag    'figcaption' (default) or 'p'
 *   hover(row, col, value, shown)   read-out text for the cell under the pointer or the keyboard
 *                 cursor; shown holds the options of the latest draw (rowLabels, ... and anything
 *                 else passed)
 *   idle()        read-out text when the pointer is elsewhere; default the latest draw's summary
 *
 * Returns { element, canvas, readout, heatmap, matrix, draw, drawStrip, setAxes, setLegend,
 * setLegendNote }:
 *   draw(matrix, { lo, hi, colormap, label, summary, rowLabels, colLabels, masked, x, y, ... })
 *   redraws; label is the canvas's text alternative (default summary), summary the idle
 *   read-out, masked(row, col) paints cells grey, x and y replace the axis captions.
 */
export function heatmapFigure(options) {
  const { colormap = diverging, lo = -1, hi = 1, legend } = options;
  const parts = figureParts(options);
  const { canvas, readout, legendEnds: ends, axisX, axisY } = parts;
  let shown = {};
  const idleText = () => (options.idle ? options.idle() : (shown.summary ?? ''));
  const heatmap = new Heatmap(canvas, {
    colormap,
    lo,
    hi,
    onHover(row, col, pointerType) {
      reading.show(row, col, pointerType !== 'mouse');
      reading.cursor.at(row, col);
    },
    onLeave: () => reading.rest(),
  });
  const reading = cellReading(parts, heatmap, {
    hover: (row, col, value) => options.hover(row, col, value, shown),
    idleText,
  });
  const strips = labelStrips(parts, options);
  const element = figureElement(parts, options, () => ({
    ...heatmap.matrix,
    rowLabels: shown.rowLabels,
    colLabels: shown.colLabels,
  }));
  parts.figure = element; // where the cell marker is placed
  registerSvg(canvas, ({ title, desc }) => {
    const view = figureView(parts, heatmap, shown.masked, strips.shown());
    return drawingSvg({ title, desc, drawing: heatmapDrawing(view) });
  });
  return {
    element,
    canvas,
    readout,
    heatmap,
    /** The matrix on screen. */
    get matrix() {
      return heatmap.matrix;
    },
    draw(matrix, drawOptions = {}) {
      const { masked, x, y } = drawOptions;
      if (drawOptions.colormap && drawOptions.colormap !== heatmap.colormap) {
        heatmap.colormap = drawOptions.colormap;
        ends.bar.style.background = cssGradient(drawOptions.colormap);
      }
      if (drawOptions.lo !== undefined) heatmap.lo = drawOptions.lo;
      if (drawOptions.hi !== undefined) heatmap.hi = drawOptions.hi;
      heatmap.draw(matrix, masked);
      shown = drawOptions;
      if (!legend)
        [ends.low.textContent, ends.high.textContent] = legendEnds(heatmap.lo, heatmap.hi);
      strips.update(matrix, drawOptions);
      canvas.setAttribute('aria-label', drawOptions.label ?? drawOptions.summary ?? '');
      readout.textContent = idleText();
      parts.marker.hidden = true;
      if (x) axisX.textContent = x;
      if (y) axisY.textContent = y;
    },
    /** Replaces the axis captions. */
    setAxes(x, y) {
      axisX.textContent = x;
      axisY.textContent = y;
    },
    /** Replaces fixed legend end labels (when the colour range follows the data). */
    setLegend([low, high]) {
      ends.low.textContent = low;
      ends.high.textContent = high;
    },
    /** The line under the legend, or none (''): what grey means when cells are masked. */
    setLegendNote(note) {
      parts.legendNote.textContent = note;
      parts.legendNote.hidden = !note;
    },
    /** Marks rows (flags[r] true) on the marker strip. */
    drawStrip: (flags) => drawMarkerStrip(parts.stripCanvas, element, flags),
  };
}

/** The figure as it stands: what its SVG download lays out (heatmap-drawing.js). */
function figureView({ canvas, grid, axisX, axisY, legendEnds: ends }, heatmap, masked, labels) {
  return {
    matrix: heatmap.matrix,
    colormap: heatmap.colormap,
    lo: heatmap.lo,
    hi: heatmap.hi,
    masked,
    ...(grid ? {} : { xLabel: axisX.textContent, yLabel: axisY.textContent }),
    ...labels,
    legend: [ends.low.textContent, ends.high.textContent],
    raster: () => canvas.toDataURL('image/png'),
  };
}

/** The figure's elements before they are put together: canvas, marker, legend, captions, strips. */
function figureParts({ canvasClass = '', strip = false, readoutTag = 'figcaption', ...options }) {
  const { colormap = diverging, lo = -1, hi = 1, legend, xLabel, yLabel, labels = false } = options;
  const { legendNote = '' } = options;
  const [lowText, highText] = legend ?? legendEnds(lo, hi);
  const bar = h('span', { className: 'legend-bar' });
  bar.style.background = cssGradient(colormap);
  const labelled = labels === 'rows' || labels === 'both' || labels === 'index'; // strips beside the captions
  return {
    canvas: h('canvas', {
      className: canvasClass ? `heatmap ${canvasClass}` : 'heatmap',
      role: 'img',
    }),
    // The cell the keyboard or a finger points at (a mouse pointer needs no marker).
    marker: h('span', { className: 'cell-cursor', hidden: true, 'aria-hidden': 'true' }),
    // Optional marker strip right of the heatmap: one pixel per row, dark where a row is in use.
    stripCanvas: strip
      ? h('canvas', { className: 'marker-strip', 'aria-hidden': 'true', width: 1, height: 1 })
      : null,
    readout: h(readoutTag, { className: 'readout', 'aria-live': 'polite' }),
    legendEnds: { low: h('span', {}, lowText), high: h('span', {}, highText), bar },
    legendNote: h('p', { className: 'legend-note', hidden: !legendNote }, legendNote),
    axisY: h('span', { className: 'axis-y' }, yLabel),
    axisX: h('span', { className: 'axis-x' }, xLabel),
    labelled,
    grid: labels === true ? h('div', { className: 'lab-heatmap-grid' }) : null,
    rowStrip: labelled ? h('div', { className: 'token-labels-y' }) : null,
    colStrip: labelled ? h('div', { className: 'token-labels-x' }) : null,
  };
}

/** The <figure>: heading, the frame (or the lab's grid), marker, legend, read-out and tools. */
function figureElement(parts, { name, title, titleClass, className = '', id }, table) {
  const { canvas, stripCanvas, axisX, axisY, rowStrip, colStrip, labelled } = parts;
  const frameClass = `heatmap-frame${stripCanvas ? ' with-strip' : ''}${labelled ? ' token-frame' : ''}${colStrip ? ' token-columns' : ''}`;
  const { low, high, bar } = parts.legendEnds;
  return h(
    'figure',
    { className: className ? `chart ${className}` : 'chart', id },
    title ? h('h3', { className: titleClass }, title) : null,
    parts.grid
      ? h('div', { className: 'lab-heatmap-scroll' }, parts.grid)
      : h('div', { className: frameClass }, axisY, rowStrip, colStrip, canvas, stripCanvas, axisX),
    parts.marker,
    h('div', { className: 'legend', 'aria-hidden': 'true' }, low, bar, high),
    parts.legendNote,
    parts.readout,
    chartTools({ name, canvas: () => canvas, matrix: table }),
  );
}

/**
 * How the figure is read: the read-out follows the cell under a pointer or the keyboard cursor,
 * and a marker outlines that cell for the keys and a finger. Returns { show, rest, cursor }.
 */
function cellReading(parts, heatmap, { hover, idleText }) {
  const { canvas, marker, readout } = parts;
  const rest = () => {
    marker.hidden = true;
    readout.textContent = idleText();
  };
  const show = (row, col, mark) => {
    const { matrix } = heatmap;
    readout.textContent = hover(row, col, matrix.data[row * matrix.cols + col]);
    marker.hidden = !mark;
    if (mark) placeMarker(marker, canvas, parts.figure, matrix, row, col);
  };
  const cursor = keyboardCursor(canvas, {
    size: () => heatmap.matrix ?? { rows: 0, cols: 0 },
    move: (row, col) => show(row, col, true),
    leave: rest,
  });
  return { show, rest, cursor };
}

/** Places the marker over cell (row, col) in the figure's coordinates (it is position: relative). */
function placeMarker(marker, canvas, figure, matrix, row, col) {
  const box = canvas.getBoundingClientRect();
  const origin = figure.getBoundingClientRect();
  const w = box.width / matrix.cols;
  const hgt = box.height / matrix.rows;
  marker.style.left = `${box.left - origin.left + col * w}px`;
  marker.style.top = `${box.top - origin.top + row * hgt}px`;
  marker.style.width = `${w}px`;
  marker.style.height = `${hgt}px`;
}

/**
 * The row and column label strips of a labelled figure, rebuilt only when their labels change
 * (not on every snapshot of a run). update(matrix, drawOptions); shown(): the labels on screen,
 * { rowLabels, colLabels } (none without strips), for the SVG.
 */
function labelStrips({ canvas, grid, rowStrip, colStrip, labelled }, { labels, everyLabel }) {
  let key = null;
  let current = {};
  const indices = (n, numbered) => (numbered ? Array.from({ length: n }, (_, i) => String(i)) : []);
  const update = (matrix, options) => {
    if (!grid && !labelled) return;
    const {
      rowLabels = indices(matrix.rows, labels === 'index'),
      colLabels = indices(matrix.cols, labels === 'rows' || labels === 'index'),
    } = options;
    current = { rowLabels, colLabels };
    const next = `${rowLabels.join('\u0000')}\u0001${colLabels.join('\u0000')}`;
    if (next === key) return;
    key = next;
    const every = everyLabel;
    if (grid) {
      // Its least width (train.css): readable labels on a phone, the grid scrolling sideways;
      // set on the figure, whose greatest width follows it on a desktop.
      (grid.closest('figure') ?? grid).style.setProperty('--cells', String(colLabels.length));
      grid.replaceChildren(
        h('span', { className: 'lab-corner' }),
        labelStrip(colLabels, false, { every, fit: true }),
        labelStrip(rowLabels, true, { every, fit: true }),
        canvas,
      );
    } else {
      // A label on every row needs the row's height (styles.css: .token-frame > canvas.heatmap).
      const perRow = rowLabels.length <= 32 ? rowLabels.length : 0;
      canvas.style.setProperty('--labelled-rows', String(perRow));
      rowStrip.replaceChildren(labelStrip(rowLabels, true, { every }));
      colStrip?.replaceChildren(labelStrip(colLabels, false, { every, fit: true }));
    }
  };
  return { update, shown: () => current };
}

/** Marks rows (flags[r] true) on a one-pixel-wide strip, in the figure's text colour. */
function drawMarkerStrip(stripCanvas, figure, flags) {
  if (!stripCanvas) return;
  stripCanvas.width = 1;
  stripCanvas.height = flags.length;
  const context = stripCanvas.getContext('2d');
  const ink = getComputedStyle(figure).getPropertyValue('--text').trim() || '#000';
  context.clearRect(0, 0, 1, flags.length);
  context.fillStyle = ink;
  flags.forEach((on, r) => on && context.fillRect(0, r, 1, 1));
}

/** A symmetric colour range covering every value of the matrices: [-s, s], s >= 1e-6. */
export function symmetricRange(...matrices) {
  let biggest = 0;
  for (const m of matrices)
    for (let i = 0; i < m.data.length; i++) {
      const v = Math.abs(m.data[i]);
      if (v > biggest) biggest = v;
    }
  if (!(biggest > 0)) return [-1, 1];
  const unit = 10 ** (Math.floor(Math.log10(biggest)) - 1); // round up to 2 significant digits
  const s = Number((Math.ceil(biggest / unit) * unit).toPrecision(2));
  return [-s, s];
}
