// Small chart views for the training lab: a labelled scatter (PCA) and a bar chart (norms, drawn
// by charts/bar-chart.js), each with a hover read-out, a text alternative (aria-label) and the
// chart tools (PNG, CSV, data table). The lab's heatmaps are charts/heatmap.js heatmapFigure, with
// row and column labels (labelledHeatmap).
import { fitCanvas } from '../../charts/canvas.js';
import { heatmapFigure } from '../../charts/heatmap.js';
import { followPointer, keyboardCursor } from '../../charts/pointer.js';
import { BarChart } from '../../charts/bar-chart.js';
import { scatterDrawing } from '../../charts/scatter-drawing.js';
import { paintShapes } from '../../charts/shapes.js';
import { drawingSvg, registerSvg } from '../../charts/svg.js';
import { formatNumber } from '../../format.js';
import { chartTools } from '../../charts/chart-tools.js';
import { h } from '../../base/dom.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('train', strings);

// The lab's heatmaps: row and column labels instead of axis captions, in the lab's frame.
export const labelledHeatmap = (options) =>
  heatmapFigure({
    className: 'lab-figure',
    canvasClass: 'lab-heatmap',
    labels: true,
    readoutTag: 'p',
    ...options,
  });

// A canvas chart whose read-out follows the pointer (a mouse, a tap, a drag: at(event) is the
// item under it or null) and the arrow keys (items in order, count() of them), shows read(i) and
// returns to the chart's summary (current().text) when the mouse leaves, with the PNG/CSV/table
// tools under it.
function hoverFigure({ name, canvas, readout, current, matrix, at, read, count }) {
  const rest = () => {
    if (current()) readout.textContent = current().text;
  };
  const show = (i) => {
    if (current()) readout.textContent = read(i);
  };
  const keys = keyboardCursor(canvas, {
    size: () => ({ rows: 1, cols: current() ? count() : 0 }),
    move: (_, i) => show(i),
    leave: rest,
  });
  followPointer(canvas, {
    at: (event) => (current() ? at(event) : null),
    show: (i) => {
      keys.at(0, i);
      show(i);
    },
    leave: rest,
  });
  return h(
    'figure',
    { className: 'chart lab-figure' },
    canvas,
    readout,
    chartTools({ name, canvas: () => canvas, matrix }),
  );
}

/** Scatter of labelled 2-D points (PCA of the character embeddings). */
export function labelledScatter({ name, xLabel, yLabel }) {
  const canvas = h('canvas', { className: 'lab-scatter', role: 'img' });
  const readout = h('p', { className: 'readout', 'aria-live': 'polite' });
  let current = null;
  let drawing = null; // the scatter on screen; its `placed` points are in CSS pixels
  registerSvg(canvas, ({ title, desc }) => drawingSvg({ title, desc, drawing }));
  const element = hoverFigure({
    name,
    canvas,
    readout,
    current: () => current,
    at: (event) => nearestPoint(canvas, drawing.placed, event),
    read(i) {
      const { points, labels } = current;
      return t('scatterHover', {
        label: labels[i],
        xAxis: xLabel,
        x: formatNumber(points.data[i * 2], 4),
        yAxis: yLabel,
        y: formatNumber(points.data[i * 2 + 1], 4),
      });
    },
    count: () => current.points.rows,
    matrix: () => ({ ...current.points, rowLabels: current.labels, colLabels: [xLabel, yLabel] }),
  });
  return {
    element,
    canvas,
    /** points { rows: n, cols: 2, data }; labels (n); text: the summary for screen readers. */
    draw(points, labels, text) {
      current = { points, labels, text };
      drawing = scatterDrawing({ points, labels, xLabel, yLabel, size: scatterSize });
      const context = fitCanvas(canvas, scatterSize, scatterSize, { css: 'aspect' });
      context.clearRect(0, 0, scatterSize, scatterSize);
      paintShapes(context, drawing.shapes);
      canvas.setAttribute('aria-label', text);
      readout.textContent = text;
    },
  };
}

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

/** Bar chart of one value per item (the norms), with a hover read-out: the page's BarChart. */
export function barChart({ name, valueName }) {
  const canvas = h('canvas', { className: 'bar-chart lab-bars', role: 'img' });
  const readout = h('p', { className: 'readout', 'aria-live': 'polite' });
  let current = null;
  const chart = new BarChart(canvas, {
    height: 200,
    onHover: (i) => {
      if (current)
        readout.textContent = t('barHover', {
          label: current.labels[i],
          name: valueName,
          value: formatNumber(current.values[i], 5),
        });
    },
    onLeave: () => {
      if (current) readout.textContent = current.text;
    },
  });
  // The bars' values, then any columns drawn beside them in the table (draw's `extra`).
  const matrix = () => {
    const columns = [{ label: valueName, values: current.values }, ...current.extra];
    const rows = current.values.length;
    const data = new Float64Array(rows * columns.length);
    columns.forEach((column, c) => {
      for (let r = 0; r < rows; r++) data[r * columns.length + c] = column.values[r];
    });
    return {
      rows,
      cols: columns.length,
      data,
      rowLabels: current.labels,
      colLabels: columns.map((column) => column.label),
    };
  };
  const element = h(
    'figure',
    { className: 'chart lab-figure' },
    canvas,
    readout,
    chartTools({ name, canvas: () => canvas, matrix }),
  );
  return {
    element,
    /** extra: [{ label, values }] shown beside the bars' values in the data table. */
    draw(values, labels, text, extra = []) {
      current = { values, labels, text, extra };
      chart.draw(values, labels);
      canvas.setAttribute('aria-label', text);
      readout.textContent = text;
    },
  };
}
