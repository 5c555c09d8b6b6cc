// A heatmap with legend, hover read-out, axis names and the chart toolbar, for the position
// lessons. describeCell(row, col, value) gives the read-out text for the cell under the pointer.
import { cssGradient } from '../../charts/colormap.js';
import { Heatmap } from '../../charts/heatmap.js';
import { chartTools } from '../../ui/chart-tools.js';
import { h } from '../../ui/dom.js';
import { num } from './controls.js';

export function heatmapFigure({
  name,
  title,
  colormap,
  lo,
  hi,
  xAxis,
  yAxis,
  describeCell,
  className = '',
}) {
  const canvas = h('canvas', { className: 'heatmap', role: 'img' });
  const readout = h('figcaption', { className: 'readout', 'aria-live': 'polite' });
  const axisX = h('span', { className: 'axis-x' }, xAxis);
  const axisY = h('span', { className: 'axis-y' }, yAxis);
  const bar = h('span', { className: 'legend-bar' });
  const loText = h('span', {}, num(lo));
  const hiText = h('span', {}, `+${num(hi)}`);
  bar.style.background = cssGradient(colormap);
  let idle = '';
  const heatmap = new Heatmap(canvas, {
    colormap,
    lo,
    hi,
    onHover(row, col) {
      const m = heatmap.matrix;
      readout.textContent = describeCell(row, col, m.data[row * m.cols + col]);
    },
    onLeave() {
      readout.textContent = idle;
    },
  });
  const element = h(
    'figure',
    { className: `chart pos-figure ${className}` },
    title ? h('h3', {}, title) : null,
    h('div', { className: 'heatmap-frame' }, axisY, canvas, axisX),
    h('div', { className: 'legend', 'aria-hidden': 'true' }, loText, bar, hiText),
    readout,
    chartTools({ name, canvas: () => canvas, matrix: () => ({ ...heatmap.matrix }) }),
  );
  return {
    element,
    canvas,
    heatmap,
    /** range [lo, hi]: the colour scale for this matrix (the legend follows); else the last. */
    draw(matrix, { label, idleText, range }) {
      if (range) {
        [heatmap.lo, heatmap.hi] = range;
        loText.textContent = num(range[0]);
        hiText.textContent = `+${num(range[1])}`;
      }
      heatmap.draw(matrix);
      canvas.setAttribute('aria-label', label);
      idle = idleText;
      readout.textContent = idleText;
    },
    setAxes(x, y) {
      axisX.textContent = x;
      axisY.textContent = y;
    },
  };
}
