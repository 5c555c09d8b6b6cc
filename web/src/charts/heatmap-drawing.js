// A heatmap figure as a drawing (svg.js's vocabulary), for its SVG download. On screen the cells
// are canvas pixels (heatmap.js) and the labels, captions and legend are the page's text, which
// the page keeps; this drawing lays out the same view (heatmapFigure's `view`): the cells by the
// colour rule the screen's pixels follow (colormap.js lutIndex, the mask's grey), the label
// strips or axis captions shown, and the legend's end labels. Pure: no DOM.
import { formatNumber } from '../format.js';
import { colourAt, lutIndex } from './colormap.js';
import { sideLabel } from './side-label.js';

/** Masked cells (attention under a causal mask): a grey in neither RdBu nor viridis. */
export const maskedGrey = [128, 128, 128];
const maskedFill = '#808080';

/** The legend's end labels for a range: "−1" and "+1", "0" and "1", "−0.25" and "+0.25". */
export function legendEnds(lo, hi) {
  return [formatNumber(lo, 3), `${hi > 0 && lo < 0 ? '+' : ''}${formatNumber(hi, 3)}`];
}

/**
 * The colour of every cell of a view, as '#rrggbb': masked cells grey, the others through the
 * colour map over [lo, hi] by lutIndex, as the canvas paints them.
 */
function cellColour({ matrix, colormap, lo, hi, masked }) {
  const scale = 255 / (hi - lo);
  const { cols, data } = matrix;
  return (r, c) =>
    masked?.(r, c) ? maskedFill : colourAt(colormap, lutIndex(data[r * cols + c], lo, scale));
}

/**
 * view: { matrix { rows, cols, data }, colormap, lo, hi, masked?, rowLabels?, colLabels?,
 * xLabel?, yLabel?, legend? [low, high] (default legendEnds), raster?() (a PNG data URL of one pixel per cell, asked
 * for only past maxVectorCells) }; size: the longest side the grid may take.
 * Returns { width, height, shapes }.
 */
export function heatmapDrawing(view, { size = 560 } = {}) {
  const { rows, cols } = view.matrix;
  const labelled = Boolean(view.rowLabels?.length || view.colLabels?.length);
  const longest = (labels) => Math.max(0, ...(labels ?? []).map((s) => [...String(s)].length));
  const left = 34 + (labelled ? Math.min(80, 7 * longest(view.rowLabels) + 8) : 28);
  const cell = Math.max(1, Math.min(size / cols, size / rows, 28));
  const grid = {
    left,
    top: 20 + (labelled ? Math.min(80, 7 * longest(view.colLabels) + 8) : 0),
    cell,
    width: cell * cols,
    height: cell * rows,
  };
  const colourBar = colourBarShapes(view, grid);
  return {
    width: Math.max(720, left + grid.width + 20),
    height: colourBar.bottom,
    shapes: [
      {
        kind: 'cells',
        x: grid.left,
        y: grid.top,
        cell,
        rows,
        cols,
        colour: cellColour(view),
        raster: view.raster,
      },
      { kind: 'rect', ...frameOf(grid), stroke: 'muted', lineWidth: 0.5 },
      ...labelShapes(view, grid, labelled),
      ...colourBar.shapes,
    ],
  };
}

const frameOf = ({ left, top, width, height }) => ({ x: left, y: top, width, height });

/** Row and column labels (thinned to what fits), else index numbers, and the axis captions. */
function labelShapes({ matrix, rowLabels, colLabels, xLabel, yLabel }, grid, labelled) {
  const { left, top, cell, width, height } = grid;
  const size = Math.max(7, Math.min(12, cell * 0.9));
  // Turned column labels need a line each; index numbers under the grid need their width.
  const colSpace = labelled ? size + 2 : 0.62 * size * String(matrix.cols - 1).length + 8;
  const rowIndex = thinned(matrix.rows, Math.max(2, Math.floor(height / (size + 3))));
  const colIndex = thinned(matrix.cols, Math.max(2, Math.floor(width / colSpace)));
  const rowText = (r) => ({
    kind: 'text',
    x: left - 4,
    y: top + (r + 0.5) * cell + size * 0.35,
    text: rowLabels?.[r] ?? String(r),
    anchor: 'end',
    size,
    colour: labelled ? 'text' : 'muted',
  });
  const colText = (c) => {
    const text = colLabels?.[c] ?? String(c);
    const cx = left + (c + 0.5) * cell;
    return labelled
      ? {
          kind: 'text',
          x: cx + size * 0.35,
          y: top - 4,
          text,
          anchor: 'start',
          size,
          colour: 'text',
          rotate: -90,
        }
      : { kind: 'text', x: cx, y: top + height + size + 2, text, size, colour: 'muted' };
  };
  const caption = (x, y, text) => ({ kind: 'text', x, y, text, colour: 'muted' });
  return [
    ...rowIndex.map(rowText),
    ...colIndex.map(colText),
    ...(xLabel ? [caption(left + width / 2, top + height + 34, xLabel)] : []),
    ...(yLabel ? [sideLabel(14, top + height / 2, yLabel, { colour: 'muted' })] : []),
  ];
}

/**
 * The colour bar under the grid: a gradient through the colour map's anchors (its table
 * interpolates between them linearly, as the gradient does), between the legend's end labels.
 */
function colourBarShapes({ colormap, lo, hi, legend, xLabel }, grid) {
  const x = grid.left;
  const y = grid.top + grid.height + (xLabel ? 50 : 30);
  const width = Math.min(300, Math.max(160, grid.width));
  const [lowText, highText] = legend ?? legendEnds(lo, hi);
  const lowWidth = 7 * [...lowText].length + 8;
  const end = (at, text) => ({
    kind: 'text',
    x: at,
    y: y + 10,
    text,
    anchor: 'start',
    size: 11,
    colour: 'muted',
  });
  return {
    bottom: y + 26,
    shapes: [
      end(x, lowText),
      {
        kind: 'rect',
        x: x + lowWidth,
        y,
        width,
        height: 12,
        fill: { gradient: colormap.anchors },
        data: { 'colour-bar': colormap.name },
      },
      end(x + lowWidth + width + 6, highText),
    ],
  };
}

/** Round-stepped indices (every 1, 2, 5, 10, 20, ...) so that at most about `most` show. */
function thinned(count, most) {
  const raw = Math.max(1, count / Math.max(1, most));
  const unit = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * unit).find((s) => s >= raw);
  return Array.from({ length: Math.ceil(count / step) }, (_, i) => i * step);
}
