// A scatter of labelled 2-D points (the lab's PCA of the byte embeddings, the projector's t-SNE
// and PCA) drawn on a canvas from one drawing (scatter-drawing.js), so "Download SVG" writes the
// figure on screen. Its read-out follows the pointer (a mouse, a tap, a drag) and the arrow keys
// (points in row order), shows read(i), and returns to the chart's summary when the mouse leaves;
// a click, a tap or Enter on a point calls pick(i) when given; the chart tools (PNG, SVG, CSV,
// data table) sit under it.
import { fitCanvas } from './canvas.js';
import { followPointer, keyboardCursor } from './pointer.js';
import { scatterDrawing } from './scatter-drawing.js';
import { paintShapes } from './shapes.js';
import { drawingSvg, registerSvg } from './svg.js';
import { chartTools } from './chart-tools.js';
import { h } from '../base/dom.js';
import './labelled-scatter.css';

// The scatter's square canvas, in CSS pixels.
const scatterSize = 420;

/** The index of the placed point nearest the pointer, within 18 px, or null. */
function nearestPoint(canvas, placed, event) {
  const box = canvas.getBoundingClientRect();
  const x = ((event.clientX - box.left) / box.width) * scatterSize;
  const y = ((event.clientY - box.top) / box.height) * scatterSize;
  let best = null;
  for (const p of placed) {
    const d = Math.hypot(p.x - x, p.y - y);
    if (d < 18 && (!best || d < best.d)) best = { ...p, d };
  }
  return best ? best.index : null;
}

// The read-out's moves: the pointer and the keys show read(i); Enter and a click pick.
function followReading(canvas, readout, { current, drawing, read, pick }) {
  let shown = null; // the point the read-out shows
  const rest = () => {
    shown = null;
    if (current()) readout.textContent = current().text;
  };
  const show = (i) => {
    if (!current()) return;
    shown = i;
    readout.textContent = read(i, current());
  };
  const keys = keyboardCursor(canvas, {
    size: () => ({ rows: 1, cols: current() ? current().points.rows : 0 }),
    move: (_, i) => show(i),
    leave: rest,
  });
  followPointer(canvas, {
    at: (event) => (current() ? nearestPoint(canvas, drawing().placed, event) : null),
    show: (i) => {
      keys.at(0, i);
      show(i);
    },
    leave: rest,
  });
  if (!pick) return;
  canvas.addEventListener('click', (event) => {
    const i = current() ? nearestPoint(canvas, drawing().placed, event) : null;
    if (i !== null) pick(i);
  });
  canvas.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && shown !== null) {
      event.preventDefault();
      pick(shown);
    }
  });
}

/**
 * { name, xLabel, yLabel, read(i, { points, labels }) (the read-out for point i of those drawn), pick(i)? (a click, a tap or
 * Enter on point i), className? }. draw(points, labels, text, marks?) draws points { rows: n,
 * cols: 2, data } with their labels and the summary text; marks (scatter-drawing.js): the
 * chosen point, its neighbours, each point's colour.
 */
export function labelledScatter({ name, xLabel, yLabel, read, pick, className = 'lab-figure' }) {
  const canvas = h('canvas', { className: 'lab-scatter', role: 'img' });
  const readout = h('p', { className: 'readout', 'aria-live': 'polite' });
  let current = null;
  let drawing = null; // the scatter on screen; its `placed` points are in CSS pixels
  registerSvg(canvas, ({ title, desc }) => drawingSvg({ title, desc, drawing }));
  followReading(canvas, readout, {
    current: () => current,
    drawing: () => drawing,
    read,
    pick,
  });
  // The points drawn as a table (none before the first drawing).
  const matrix = () => ({
    ...(current?.points ?? { rows: 0, cols: 2, data: new Float64Array(0) }),
    rowLabels: current?.labels ?? [],
    colLabels: [xLabel, yLabel],
  });
  const element = h(
    'figure',
    { className: `chart ${className}` },
    canvas,
    readout,
    chartTools({ name, canvas: () => canvas, matrix }),
  );
  return {
    element,
    canvas,
    readout,
    /** points { rows: n, cols: 2, data }; labels (n); text: the summary for screen readers. */
    draw(points, labels, text, marks = {}) {
      current = { points, labels, text };
      drawing = scatterDrawing({ points, labels, xLabel, yLabel, size: scatterSize, ...marks });
      const context = fitCanvas(canvas, scatterSize, scatterSize, { css: 'aspect' });
      context.clearRect(0, 0, scatterSize, scatterSize);
      paintShapes(context, drawing.shapes);
      canvas.setAttribute('aria-label', text);
      readout.textContent = text;
    },
  };
}
