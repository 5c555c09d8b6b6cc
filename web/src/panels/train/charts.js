// Small chart views for the training lab: a labelled scatter (PCA, drawn by
// charts/labelled-scatter.js) and a bar chart (norms, drawn by charts/bar-chart.js), each with a
// hover read-out, a text alternative (aria-label) and the chart tools (PNG, CSV, data table). The lab's heatmaps are charts/heatmap.js heatmapFigure, with
// row and column labels (labelledHeatmap).
import { heatmapFigure } from '../../charts/heatmap.js';
import { BarChart } from '../../charts/bar-chart.js';
import { labelledScatter as sharedScatter } from '../../charts/labelled-scatter.js';
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

/** Scatter of labelled 2-D points (PCA of the character embeddings). */
export function labelledScatter({ name, xLabel, yLabel }) {
  let shown = null; // the points and labels on screen, for the read-out
  const scatter = sharedScatter({
    name,
    xLabel,
    yLabel,
    read: (i) =>
      t('scatterHover', {
        label: shown.labels[i],
        xAxis: xLabel,
        x: formatNumber(shown.points.data[i * 2], 4),
        yAxis: yLabel,
        y: formatNumber(shown.points.data[i * 2 + 1], 4),
      }),
  });
  return {
    element: scatter.element,
    canvas: scatter.canvas,
    /** points { rows: n, cols: 2, data }; labels (n); text: the summary for screen readers. */
    draw(points, labels, text) {
      shown = { points, labels };
      scatter.draw(points, labels, text);
    },
  };
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
