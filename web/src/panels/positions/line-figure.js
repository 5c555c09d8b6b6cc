// A line chart with its toolbar (PNG, CSV, data table) and a text alternative, for the position
// lessons. columns: [{ label, values }], the first being x. update() redraws with new columns.
import { lineChart } from '../../charts/line-chart.js';
import { chartTools } from '../../ui/chart-tools.js';
import { h } from '../../ui/dom.js';

export function lineFigure({ name, title, caption, series, xLabel, yLabel, logY, yRange, height }) {
  const plotArea = h('div', { className: 'pos-chart', role: 'img' });
  const captionEl = h('figcaption', { className: 'note' }, caption ?? '');
  let columns = null;
  let chart = null;
  const tools = chartTools({
    name,
    canvas: () => chart.plot.ctx.canvas,
    matrix: () => {
      const rows = columns[0].values.length;
      const cols = columns.length;
      const data = new Float64Array(rows * cols);
      for (let r = 0; r < rows; r++)
        for (let c = 0; c < cols; c++) data[r * cols + c] = columns[c].values[r];
      return {
        rows,
        cols,
        data,
        colLabels: columns.map((c) => c.label),
        rowLabels: Array.from({ length: rows }, (_, r) => String(r)),
      };
    },
  });
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
      if (!chart || chart.plot.series.length !== columns.length) {
        chart?.destroy();
        plotArea.replaceChildren();
        chart = lineChart(plotArea, {
          series: series ?? columns.slice(1).map((c) => ({ label: c.label })),
          data,
          xLabel,
          yLabel,
          logY,
          yRange,
          height,
        });
      } else {
        columns.slice(1).forEach((c, i) => {
          chart.plot.series[i + 1].label = c.label;
        });
        chart.update(data);
      }
      plotArea.setAttribute('aria-label', summary);
    },
    setCaption(text) {
      captionEl.textContent = text;
    },
    get canvas() {
      return chart?.plot.ctx.canvas;
    },
  };
}
