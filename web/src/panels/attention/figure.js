// A token-by-token heatmap figure for the attention lessons: square canvas with axis captions,
// a legend, an exact-value read-out on hover, and the PNG/CSV/table tools.
import { cssGradient } from '../../charts/colormap.js';
import { Heatmap } from '../../charts/heatmap.js';
import { chartTools } from '../../ui/chart-tools.js';
import { h } from '../../ui/dom.js';

// Masked cells are painted this neutral grey: it is in neither RdBu nor viridis.
export const maskedGrey = [128, 128, 128];

/**
 * name: file stem; heading; colormap; legend: [low text, high text, extra note?];
 * hover(row, col) -> read-out text; idle() -> text when not hovering.
 */
export function matrixFigure({ name, heading, colormap, legend, hover, idle }) {
  const canvas = h('canvas', { className: 'heatmap square', role: 'img' });
  const readout = h('figcaption', { className: 'readout', 'aria-live': 'polite' });
  const heatmap = new Heatmap(canvas, {
    colormap,
    onHover: (row, col) => (readout.textContent = hover(row, col)),
    onLeave: () => (readout.textContent = idle()),
  });
  let labels = [];
  const legendBar = h('span', { className: 'legend-bar' });
  const legendLow = h('span', {}, legend[0]);
  const legendHigh = h('span', {}, legend[1]);
  legendBar.style.background = cssGradient(colormap);
  const figure = h(
    'figure',
    { className: 'chart matrix-figure' },
    h('h3', {}, heading),
    h(
      'div',
      { className: 'heatmap-frame' },
      h('span', { className: 'axis-y' }, 'query i ↓'),
      canvas,
      h('span', { className: 'axis-x' }, 'key j →'),
    ),
    h('div', { className: 'legend', 'aria-hidden': 'true' }, legendLow, legendBar, legendHigh),
    legend[2] ? h('p', { className: 'legend-note' }, legend[2]) : null,
    readout,
    chartTools({
      name,
      canvas: () => canvas,
      matrix: () => ({ ...heatmap.matrix, rowLabels: labels, colLabels: labels }),
    }),
  );
  return {
    figure,
    canvas,
    heatmap,
    /** Replaces the legend's end labels (when the colour range follows the data). */
    setLegend([low, high]) {
      legendLow.textContent = low;
      legendHigh.textContent = high;
    },
    /** Draws matrix in [lo, hi]; cells where masked(row, col) is true are painted grey. */
    draw(matrix, { lo, hi, masked, tokenLabels, ariaLabel }) {
      heatmap.lo = lo;
      heatmap.hi = hi;
      heatmap.draw(matrix);
      if (masked) {
        const pixels = heatmap.image.data;
        for (let r = 0; r < matrix.rows; r++)
          for (let c = 0; c < matrix.cols; c++)
            if (masked(r, c)) pixels.set(maskedGrey, (r * matrix.cols + c) * 4);
        heatmap.context.putImageData(heatmap.image, 0, 0);
      }
      labels = tokenLabels;
      canvas.setAttribute('aria-label', ariaLabel);
      readout.textContent = idle();
    },
  };
}
