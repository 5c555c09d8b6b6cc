// A bar chart on a canvas: one bar per value from a zero line, red above and blue below (the two
// ends of the RdBu map, distinguishable with the common colour blindnesses, and also told apart by
// direction). Signed data gets a scale symmetric about 0; data with no negative value starts at 0
// at the bottom. Drawn at the device pixel ratio. A mouse, a tap or a sideways drag reports the
// bar under it, and so do the arrow keys of the focused canvas (charts/pointer.js).
// The dark theme takes lighter shades of the same two hues (--bar-positive, --bar-negative) so
// the bars keep a 3:1 contrast with the panel there too.
import { formatNumber } from '../format.js';
import { endWithPanel } from '../base/lifetime.js';
import { fitCanvas, onResizeNextFrame } from './canvas.js';
import { followPointer, keyboardCursor } from './pointer.js';
import { barAxis, barChartSvg, registerSvg } from './svg.js';
import { cssVar, onThemeChange } from './theme.js';

/** Formats an axis tick compactly: 1.5, −2, 0.005, 0.00032 -> 3.2e-4. */
function axisNumber(v) {
  if (v === 0) return '0';
  const a = Math.abs(v);
  return a >= 1e4 || a < 1e-3 ? v.toExponential(1).replace(/^-/, '−') : formatNumber(v, 3);
}

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
    registerSvg(canvas, ({ title, desc }) =>
      barChartSvg({ title, desc, values: this.values, labels: this.labels }),
    );
  }

  /** values: numbers; labels: one short string per bar. The scale is symmetric about 0. */
  draw(values, labels) {
    this.values = Array.from(values);
    if (this.cursor !== null && this.cursor >= this.values.length) this.cursor = null;
    this.labels = labels;
    this.redraw();
  }

  redraw() {
    const { canvas, values } = this;
    const width = Math.max(120, canvas.clientWidth || 300);
    const height = this.height;
    const g = fitCanvas(canvas, width, height, { css: 'none' });
    g.clearRect(0, 0, width, height);
    const text = cssVar('--text', '#1d1f24');
    const line = cssVar('--line', '#d9dbe1');
    const muted = cssVar('--muted', '#5b616e');
    const positive = cssVar('--bar-positive', '#b2182b');
    const negative = cssVar('--bar-negative', '#2166ac');
    g.font = '11px system-ui, sans-serif';
    const left = 52;
    const right = 6;
    const top = 8;
    const bottom = 20;
    const plotW = width - left - right;
    const plotH = height - top - bottom;
    const { peak, signed, ticks } = barAxis(values);
    const y = signed
      ? (v) => top + plotH / 2 - (v / peak) * (plotH / 2)
      : (v) => top + plotH - (v / peak) * plotH;
    // Axis: a light line at each round tick, the zero line and the value axis.
    g.lineWidth = 1;
    g.strokeStyle = line;
    g.globalAlpha = 0.6;
    g.beginPath();
    for (const t of ticks) {
      g.moveTo(left, y(t));
      g.lineTo(left + plotW, y(t));
    }
    g.stroke();
    g.globalAlpha = 1;
    g.beginPath();
    g.moveTo(left, y(0));
    g.lineTo(left + plotW, y(0));
    g.moveTo(left, top);
    g.lineTo(left, top + plotH);
    g.stroke();
    g.fillStyle = muted;
    g.textAlign = 'right';
    g.textBaseline = 'middle';
    const tickLabels = ticks.map(axisNumber);
    ticks.forEach((t, i) => g.fillText(tickLabels[i], left - 4, y(t)));
    const n = values.length;
    const slot = plotW / Math.max(1, n);
    const barW = Math.max(1, slot * 0.7);
    values.forEach((v, i) => {
      if (v === 0) return; // an exact zero has no bar (masked weights, zero inputs)
      const x = left + i * slot + (slot - barW) / 2;
      g.fillStyle = v >= 0 ? positive : negative;
      const y0 = y(0);
      const y1 = y(v);
      g.fillRect(x, Math.min(y0, y1), barW, Math.max(1, Math.abs(y1 - y0)));
    });
    if (this.cursor !== null) {
      // The bar under the keyboard cursor or a finger: its whole slot outlined.
      g.strokeStyle = text;
      g.lineWidth = 2;
      g.strokeRect(left + this.cursor * slot + 1, top, Math.max(2, slot - 2), plotH);
    }
    g.fillStyle = text;
    g.textAlign = 'center';
    g.textBaseline = 'top';
    // Labels wider than their slot would run together. Smaller type first (down to 8 px), so a
    // row of characters stays readable as text; past that every k-th label (\x9F at phone width,
    // 256 bars).
    const widestAt = () => Math.max(0, ...this.labels.map((label) => g.measureText(label).width));
    let widest = widestAt();
    if (widest + 4 > slot && widest > 0) {
      g.font = `${Math.max(8, Math.floor((11 * (slot - 4)) / widest))}px system-ui, sans-serif`;
      widest = widestAt();
    }
    const every = Math.max(1, Math.ceil((widest + 4) / slot));
    const shownLabels = this.labels.filter((_, i) => i % every === 0);
    this.labels.forEach((label, i) => {
      if (i % every !== 0) return;
      // Centred under its bar, but kept inside the canvas (the last bar's label at the edge).
      const half = g.measureText(label).width / 2;
      const x = Math.min(width - half - 1, left + (i + 0.5) * slot);
      g.fillText(label, x, top + plotH + 4);
    });
    // What was drawn, for tests and for tools that read the figure (as line charts publish).
    canvas.dataset.yTicks = n > 0 ? tickLabels.join('|') : '';
    canvas.dataset.xTicks = shownLabels.join('|');
    this.bounds = { left, plotW, slot };
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
