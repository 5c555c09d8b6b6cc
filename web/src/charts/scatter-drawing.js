// The labelled scatter (the lab's PCA of the byte embeddings) as one drawing (svg.js's
// vocabulary): the lab paints it on its canvas (shapes.js) and its "Download SVG" writes the same
// drawing (drawingSvg), so the file is the figure on screen. Pure: no DOM.
import { sideLabel } from './side-label.js';

/**
 * points { rows: n, cols: 2, data } with labels (n strings), scaled to fill a size × size square
 * with pad px kept for the axes' names; a zero line where the data crosses zero. Marks: `chosen`
 * (a point's index, ringed), `neighbours` (indices, ringed in another colour), `colours` (one
 * colour per point, else the accent); labels are written beside every point up to `labelMost`
 * points, beyond that only beside the chosen one and its neighbours. Returns { width, height,
 * shapes, placed: [{ x, y, index }] } (where each point went, for the pointer).
 */
export function scatterDrawing({
  points,
  labels,
  xLabel,
  yLabel,
  size = 420,
  pad = 34,
  chosen = null,
  neighbours = [],
  colours = null,
  labelMost = 200,
}) {
  const xs = Array.from({ length: points.rows }, (_, i) => points.data[i * 2]);
  const ys = Array.from({ length: points.rows }, (_, i) => points.data[i * 2 + 1]);
  const range = (v) => {
    const lo = Math.min(...v);
    const hi = Math.max(...v);
    return { lo, hi, span: hi - lo > 1e-12 ? hi - lo : 1 };
  };
  const x = range(xs);
  const y = range(ys);
  const plot = size - 2 * pad;
  const sx = (v) => pad + ((v - x.lo) / x.span) * plot;
  const sy = (v) => size - pad - ((v - y.lo) / y.span) * plot;
  const shapes = axisShapes({ x, y, sx, sy, size, pad, xLabel, yLabel });
  const placed = xs.map((v, index) => ({ x: sx(v), y: sy(ys[index]), index }));
  const marked = new Set([...neighbours, ...(chosen === null ? [] : [chosen])]);
  const labelled = (index) => placed.length <= labelMost || marked.has(index);
  const r = placed.length > labelMost ? 1.8 : 2.5;
  for (const { x: px, y: py, index } of placed)
    shapes.push({ kind: 'circle', cx: px, cy: py, r, fill: colours?.[index] ?? 'accent' });
  for (const { x: px, y: py, index } of placed) {
    if (marked.has(index))
      shapes.push({
        kind: 'circle',
        cx: px,
        cy: py,
        r: 6,
        stroke: index === chosen ? 'bar-negative' : 'bar-positive',
        lineWidth: 2,
      });
    if (labelled(index))
      shapes.push({
        kind: 'text',
        x: px + 9,
        y: py - 8,
        text: labels[index],
        colour: 'text',
        size: 15,
        mono: true,
        baseline: 'middle',
      });
  }
  return { width: size, height: size, shapes, placed };
}

/** The zero lines where the data crosses zero, and the axes' names. */
function axisShapes({ x, y, sx, sy, size, pad, xLabel, yLabel }) {
  const shapes = [];
  if (x.lo < 0 && x.hi > 0)
    shapes.push({
      kind: 'line',
      x1: sx(0),
      y1: pad / 2,
      x2: sx(0),
      y2: size - pad / 2,
      colour: 'line',
      cap: 'butt',
    });
  if (y.lo < 0 && y.hi > 0)
    shapes.push({
      kind: 'line',
      x1: pad / 2,
      y1: sy(0),
      x2: size - pad / 2,
      y2: sy(0),
      colour: 'line',
      cap: 'butt',
    });
  shapes.push(
    {
      kind: 'text',
      x: size - pad,
      y: size - 8,
      text: `${xLabel} →`,
      colour: 'muted',
      anchor: 'end',
    },
    sideLabel(12, pad + 70, `${yLabel} →`, { colour: 'muted' }),
  );
  return shapes;
}
