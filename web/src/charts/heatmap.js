// The heatmap of every panel. A matrix is drawn as one canvas pixel per value (ImageData) and CSS
// scales it up with nearest-neighbour sampling; values map linearly from [lo, hi] onto a colour
// map. `Heatmap` is the drawing engine; `heatmapFigure` is the figure the panels use: heading,
// axis captions and/or row/column label strips (tokens), legend, read-out, text alternative and
// the PNG/CSV/table tools. The read-out follows a mouse, a tap or a drag (charts/pointer.js) and
// the arrow keys of a focused canvas; a vertical swipe over the canvas scrolls the page.
import './heatmap.css';
import { formatNumber } from '../format.js';
import { chartTools } from './chart-tools.js';
import { h } from '../base/dom.js';
import { cssGradient, diverging, lutIndex } from './colormap.js';
import { followPointer, keyboardCursor } from './pointer.js';
import { heatmapSvg, registerSvg } from './svg.js';

// Masked cells (attention under a causal mask) are painted this neutral grey: it is in neither
// RdBu nor viridis.
const maskedGrey = [128, 128, 128];

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
export class Heatmap {
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

/** The legend's end labels for a range: "−1" and "+1", "0" and "1", "−0.25" and "+0.25". */
export function legendEnds(lo, hi) {
  return [formatNumber(lo, 3), `${hi > 0 && lo < 0 ? '+' : ''}${formatNumber(hi, 3)}`];
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

let nextId = 0;

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
 * Returns { element, canvas, readout, heatmap, matrix, draw, drawStrip, setAxes, setLegend }:
 *   draw(matrix, { lo, hi, colormap, label, summary, rowLabels, colLabels, masked, x, y, ... })
 *   redraws; label is the canvas's text alternative (default summary), summary the idle
 *   read-out, masked(row, col) paints cells grey, x and y replace the axis captions.
 */
export function heatmapFigure({
  name,
  title,
  titleClass,
  className = '',
  id,
  canvasClass = '',
  colormap = diverging,
  lo = -1,
  hi = 1,
  xLabel,
  yLabel,
  labels = false,
  everyLabel = false,
  legend,
  legendNote,
  strip = false,
  readoutTag = 'figcaption',
  hover,
  idle,
}) {
  const canvas = h('canvas', {
    className: canvasClass ? `heatmap ${canvasClass}` : 'heatmap',
    role: 'img',
  });
  // The cell the keyboard or a finger points at (a mouse pointer needs no marker).
  const marker = h('span', { className: 'cell-cursor', hidden: true, 'aria-hidden': 'true' });
  // Optional marker strip right of the heatmap: one pixel per row, dark where a row is in use.
  const stripCanvas = strip
    ? h('canvas', { className: 'marker-strip', 'aria-hidden': 'true', width: 1, height: 1 })
    : null;
  const readout = h(readoutTag, { className: 'readout', 'aria-live': 'polite' });
  const [lowText, highText] = legend ?? legendEnds(lo, hi);
  const lowEnd = h('span', {}, lowText);
  const highEnd = h('span', {}, highText);
  const bar = h('span', { className: 'legend-bar' });
  bar.style.background = cssGradient(colormap);
  const axisY = h('span', { className: 'axis-y' }, yLabel);
  const axisX = h('span', { className: 'axis-x' }, xLabel);
  const labelled = labels === 'rows' || labels === 'both' || labels === 'index'; // strips beside the captions
  const grid = labels === true ? h('div', { className: 'lab-heatmap-grid' }) : null;
  const rowStrip = labelled ? h('div', { className: 'token-labels-y' }) : null;
  const colStrip = labelled ? h('div', { className: 'token-labels-x' }) : null;
  let shown = {};
  let labelKey = null;
  const idleText = () => (idle ? idle() : (shown.summary ?? ''));
  const heatmap = new Heatmap(canvas, {
    colormap,
    lo,
    hi,
    onHover(row, col, pointerType) {
      show(row, col, pointerType !== 'mouse');
      cursor.at(row, col);
    },
    onLeave: rest,
  });
  function rest() {
    marker.hidden = true;
    readout.textContent = idleText();
  }
  function show(row, col, mark) {
    const { matrix } = heatmap;
    readout.textContent = hover(row, col, matrix.data[row * matrix.cols + col], shown);
    marker.hidden = !mark;
    if (mark) {
      // Placed over the cell in the figure's coordinates (the figure is position: relative).
      const box = canvas.getBoundingClientRect();
      const origin = element.getBoundingClientRect();
      const w = box.width / matrix.cols;
      const hgt = box.height / matrix.rows;
      marker.style.left = `${box.left - origin.left + col * w}px`;
      marker.style.top = `${box.top - origin.top + row * hgt}px`;
      marker.style.width = `${w}px`;
      marker.style.height = `${hgt}px`;
    }
  }
  const cursor = keyboardCursor(canvas, {
    size: () => heatmap.matrix ?? { rows: 0, cols: 0 },
    move: (row, col) => show(row, col, true),
    leave: rest,
  });
  const element = h(
    'figure',
    { className: className ? `chart ${className}` : 'chart', id },
    title ? h('h3', { className: titleClass }, title) : null,
    grid ??
      h(
        'div',
        {
          className: `heatmap-frame${strip ? ' with-strip' : ''}${labelled ? ' token-frame' : ''}${colStrip ? ' token-columns' : ''}`,
        },
        axisY,
        rowStrip,
        colStrip,
        canvas,
        stripCanvas,
        axisX,
      ),
    marker,
    h('div', { className: 'legend', 'aria-hidden': 'true' }, lowEnd, bar, highEnd),
    legendNote ? h('p', { className: 'legend-note' }, legendNote) : null,
    readout,
    chartTools({
      name,
      canvas: () => canvas,
      matrix: () => ({
        ...heatmap.matrix,
        rowLabels: shown.rowLabels,
        colLabels: shown.colLabels,
      }),
    }),
  );
  // The SVG export: the matrix on screen with its range, colours, mask, labels and legend.
  registerSvg(canvas, ({ title: heading, desc }) =>
    heatmapSvg({
      title: heading,
      desc,
      matrix: heatmap.matrix,
      colormap: heatmap.colormap,
      lo: heatmap.lo,
      hi: heatmap.hi,
      masked: shown.masked,
      rowLabels: grid ? shown.rowLabels : undefined,
      colLabels: grid ? shown.colLabels : undefined,
      xLabel: grid ? undefined : axisX.textContent,
      yLabel: grid ? undefined : axisY.textContent,
      legend: [lowEnd.textContent, highEnd.textContent],
      rasterHref: () => canvas.toDataURL('image/png'),
    }),
  );
  return {
    element,
    canvas,
    readout,
    heatmap,
    /** The matrix on screen. */
    get matrix() {
      return heatmap.matrix;
    },
    draw(matrix, options = {}) {
      const { masked, x, y } = options;
      if (options.colormap && options.colormap !== heatmap.colormap) {
        heatmap.colormap = options.colormap;
        bar.style.background = cssGradient(options.colormap);
      }
      if (options.lo !== undefined) heatmap.lo = options.lo;
      if (options.hi !== undefined) heatmap.hi = options.hi;
      heatmap.draw(matrix, masked);
      shown = options;
      if (!legend) [lowEnd.textContent, highEnd.textContent] = legendEnds(heatmap.lo, heatmap.hi);
      // Rebuild the label strips only when they change (not on every snapshot of a run).
      const indices = (n, numbered) =>
        numbered ? Array.from({ length: n }, (_, i) => String(i)) : [];
      const {
        rowLabels = indices(matrix.rows, labels === 'index'),
        colLabels = indices(matrix.cols, labels === 'rows' || labels === 'index'),
      } = options;
      const key = `${rowLabels.join('\u0000')}\u0001${colLabels.join('\u0000')}`;
      if ((grid || labelled) && key !== labelKey) {
        labelKey = key;
        if (grid)
          grid.replaceChildren(
            h('span', { className: 'lab-corner' }),
            labelStrip(colLabels, false, { every: everyLabel, fit: true }),
            labelStrip(rowLabels, true, { every: everyLabel, fit: true }),
            canvas,
          );
        else {
          rowStrip.replaceChildren(labelStrip(rowLabels, true, { every: everyLabel }));
          colStrip?.replaceChildren(labelStrip(colLabels, false, { every: everyLabel, fit: true }));
        }
      }
      canvas.setAttribute('aria-label', options.label ?? options.summary ?? '');
      readout.textContent = idleText();
      marker.hidden = true;
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
      lowEnd.textContent = low;
      highEnd.textContent = high;
    },
    /** Marks rows (flags[r] true) on the marker strip. */
    drawStrip(flags) {
      if (!stripCanvas) return;
      stripCanvas.width = 1;
      stripCanvas.height = flags.length;
      const context = stripCanvas.getContext('2d');
      const ink = getComputedStyle(element).getPropertyValue('--text').trim() || '#000';
      context.clearRect(0, 0, 1, flags.length);
      context.fillStyle = ink;
      flags.forEach((on, r) => on && context.fillRect(0, r, 1, 1));
    },
  };
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
