// A line chart with its toolbar (PNG, CSV, data table) and a text alternative, for the position
// lessons. columns: [{ label, values }], the first being x. update() redraws with new columns.
import { lineChart } from '../../charts/line-chart.js';
import { chartTools } from '../../charts/chart-tools.js';
import { h } from '../../base/dom.js';

/** The columns as the toolbar's table (CSV, data table): one row per x, one column per series. */
function columnsMatrix(columns) {
  const rows = columns[0].values.length;
  const cols = columns.length;
  const data = new Float64Array(rows * cols);
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) data[r * cols + c] = columns[c].values[r] ?? NaN; // a gap
  return {
    rows,
    cols,
    data,
    colLabels: columns.map((c) => c.label),
    rowLabels: Array.from({ length: rows }, (_, r) => String(r)),
  };
}

// The plot's x span at pxPerX pixels a unit, with room for the y axis; at most 1,600 px.
const axisRoom = 80;
function minWidthFor(columns, pxPerX) {
  if (!pxPerX || !columns) return 240;
  const xs = columns[0].values;
  const span = xs.length ? xs[xs.length - 1] - xs[0] : 0;
  return Math.min(1600, Math.max(240, Math.ceil(span * pxPerX) + axisRoom));
}

export function lineFigure({
  name,
  title,
  caption,
  series,
  xLabel,
  yLabel,
  logY,
  yRange,
  height,
  yAxisSize,
  integerX = false,
  pxPerX,
}) {
  // pxPerX: the least room one unit of x gets. On a phone a chart of many fast waves would be a
  // tangle; it is drawn wide enough instead, and its area scrolls sideways.
  const plotArea = h('div', {
    className: pxPerX ? 'pos-chart pos-chart-wide' : 'pos-chart',
    role: 'img',
  });
  const captionEl = h('figcaption', { className: 'note' }, caption ?? '');
  let columns = null;
  let chart = null;
  let labels = ''; // uPlot builds its legend once, so new labels mean a new chart
  const tools = chartTools({
    name,
    canvas: () => chart.plot.ctx.canvas,
    matrix: () => columnsMatrix(columns),
  });
  tools.hidden = true; // nothing to download or tabulate until the first update draws
  const element = h(
    'figure',
    { className: 'pos-figure' },
    title ? h('h3', {}, title) : null,
    plotArea,
    captionEl,
    tools,
  );
  return {
    element,
    /** columns: [{label, values}] with x first; summary: the chart's aria-label. */
    update(nextColumns, summary) {
      columns = nextColumns;
      const data = columns.map((c) => Array.from(c.values));
      const nextLabels = columns.map((c) => c.label).join('|');
      if (!chart || nextLabels !== labels) {
        labels = nextLabels;
        chart?.destroy();
        plotArea.replaceChildren();
        chart = lineChart(plotArea, {
          series: columns.slice(1).map((c, i) => ({ ...(series?.[i] ?? {}), label: c.label })),
          data,
          xLabel,
          yLabel,
          logY,
          yAxisSize,
          yRange,
          height,
          integerX,
          minWidth: () => minWidthFor(columns, pxPerX),
        });
      } else {
        chart.update(data);
      }
      plotArea.setAttribute('aria-label', summary);
      tools.hidden = false;
    },
    setCaption(text) {
      captionEl.textContent = text;
    },
    get canvas() {
      return chart?.plot.ctx.canvas;
    },
  };
}
