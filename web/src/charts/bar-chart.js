// A bar chart on a canvas: the figure of bar-drawing.js, painted at the device pixel ratio and
// written as the SVG download, so the file is what the screen shows. A mouse, a tap or a
// sideways drag reports the bar under it, and so do the arrow keys of the focused canvas
// (charts/pointer.js). The dark theme takes lighter shades of the same two hues
// (--bar-positive, --bar-negative) so the bars keep a 3:1 contrast with the panel there too.
import { h } from '../base/dom.js';
import { endWithPanel } from '../base/lifetime.js';
import { barDrawing } from './bar-drawing.js';
import { chartTools } from './chart-tools.js';
import { fitCanvas, onResizeNextFrame } from './canvas.js';
import { followPointer, keyboardCursor } from './pointer.js';
import { paintShapes } from './shapes.js';
import { drawingSvg, registerSvg } from './svg.js';
import { onThemeChange } from './theme.js';

/** measure(text, size) on a canvas context: the width of text in the charts' font. */
const measureOn = (context) => (text, size) => {
  context.font = `${size}px system-ui, sans-serif`;
  return context.measureText(text).width;
};

export class BarChart {
  /**
   * canvas: the element to draw into; onHover(index) / onLeave() for read-outs (the caller's
   * read-out should be a live region: keyboard moves are announced through it).
   */
  constructor(canvas, { onHover, onLeave, height = 180 } = {}) {
    this.canvas = canvas;
    this.height = height;
    this.values = [];
    this.labels = [];
    this.bounds = null;
    this.cursor = null; // the bar the keyboard or a finger points at: outlined
    const unmark = () => {
      if (this.cursor !== null) {
        this.cursor = null;
        this.redraw();
      }
      onLeave?.();
    };
    const show = (index, marked) => {
      const cursor = marked ? index : null;
      if (cursor !== this.cursor) {
        this.cursor = cursor;
        this.redraw();
      }
      onHover?.(index);
    };
    const keys = keyboardCursor(canvas, {
      size: () => ({ rows: 1, cols: this.values.length }),
      move: (_, index) => show(index, true),
      leave: () => unmark(),
    });
    followPointer(canvas, {
      at: (event) => this.indexAt(event),
      show: (index, pointerType) => {
        keys.at(0, index);
        show(index, pointerType !== 'mouse');
      },
      leave: () => unmark(),
    });
    // A fixed CSS height: the canvas's box never follows its backing store's height.
    canvas.style.height = `${height}px`;
    this.observer = onResizeNextFrame(canvas, () => {
      if (canvas.isConnected) this.redraw();
    });
    this.stopThemeWatch = onThemeChange(() => this.redraw(), canvas);
    endWithPanel(canvas, () => this.observer.disconnect());
    registerSvg(canvas, ({ title, desc }) => drawingSvg({ title, desc, drawing: this.drawing() }));
  }

  /** values: numbers; labels: one short string per bar. The scale is symmetric about 0. */
  draw(values, labels) {
    this.values = Array.from(values);
    if (this.cursor !== null && this.cursor >= this.values.length) this.cursor = null;
    this.labels = labels;
    this.redraw();
  }

  redraw() {
    const { canvas, height, width } = this;
    const g = fitCanvas(canvas, width, height, { css: 'none' });
    g.clearRect(0, 0, width, height);
    const drawing = this.drawing(g, this.cursor);
    paintShapes(g, drawing.shapes);
    // What was drawn, for tests and for tools that read the figure (as line charts publish).
    canvas.dataset.yTicks = drawing.yTicks.join('|');
    canvas.dataset.xTicks = drawing.xTicks.join('|');
    this.bounds = drawing.bounds;
  }

  /**
   * The figure at the canvas's width, its text measured on `context`: on screen with the cursor,
   * exported without.
   */
  drawing(context = this.canvas.getContext('2d'), cursor = null) {
    const { values, labels, width, height } = this;
    return barDrawing({ values, labels, width, height, cursor, measure: measureOn(context) });
  }

  /** The figure's width in CSS pixels: the canvas's, as the stylesheet lays it out. */
  get width() {
    return Math.max(120, this.canvas.clientWidth || 300);
  }

  /** The bar index under a pointer event, or null. */
  indexAt(event) {
    if (!this.bounds || this.values.length === 0) return null;
    const box = this.canvas.getBoundingClientRect();
    const x = event.clientX - box.left - this.bounds.left;
    const index = Math.floor(x / this.bounds.slot);
    return index >= 0 && index < this.values.length ? index : null;
  }

  destroy() {
    this.observer.disconnect();
    this.stopThemeWatch();
  }
}

/**
 * A bar chart figure with hover read-out and PNG/CSV/table tools. hover(index) -> text.
 * table() -> { rows, cols, data, rowLabels, colLabels } for CSV and the table.
 */
export function barFigure({ name, heading, hover, idle, table, height = 180 }) {
  const canvas = h('canvas', { className: 'bar-chart', role: 'img' });
  const readout = h('figcaption', { className: 'readout', 'aria-live': 'polite' });
  const chart = new BarChart(canvas, {
    height,
    onHover: (i) => (readout.textContent = hover(i)),
    onLeave: () => (readout.textContent = idle()),
  });
  canvas.style.height = `${height}px`;
  const title = h('h3', {}, heading);
  const figure = h(
    'figure',
    { className: 'chart bar-figure' },
    title,
    canvas,
    readout,
    chartTools({ name, label: heading, canvas: () => canvas, matrix: table }),
  );
  return {
    figure,
    canvas,
    chart,
    setHeading: (text) => (title.textContent = text),
    draw(values, labels, ariaLabel) {
      chart.draw(values, labels);
      canvas.setAttribute('aria-label', ariaLabel);
      readout.textContent = idle();
    },
  };
}
