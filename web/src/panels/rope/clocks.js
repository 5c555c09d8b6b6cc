// rope, part 1: one clock per frequency. Each hand is pair (2i, 2i+1) of a vector rotated by
// RoPE at position m (the core's rope_forward applied to (1, 0) in every pair). A mouse over a
// clock, a tap, or the arrow keys of the focused canvas (charts/pointer.js) pick one clock: it is
// outlined, its angle drawn as an arc, and its numbers go to a live read-out.
import { formatNumber, listSeparator } from '../../format.js';
import { palette } from '../../charts/line-chart.js';
import { fitCanvas } from '../../charts/canvas.js';
import { followPointer, keyboardCursor, pointVerb } from '../../charts/pointer.js';
import { paintShapes } from '../../charts/shapes.js';
import { drawingSvg, registerSvg } from '../../charts/svg.js';
import { onThemeChange } from '../../charts/theme.js';
import { chartTools } from '../../charts/chart-tools.js';
import { h } from '../../base/dom.js';
import { clocksDrawing, clocksLayout } from '../../lesson-parts/position-lessons/circle.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('rope', strings);

const maxClocks = 8;
const colours = { hand: palette[0], fastest: palette[1] };
// Hover or Tap, as the device allows; keyboard users hear of the arrow keys from the canvas.
const idleText = () => t('clocksIdle', { point: pointVerb() });

/** Up to 8 pair indices spread evenly from the fastest (0) to the slowest (d/2 − 1). */
function clockPairs(half) {
  if (half <= maxClocks) return Array.from({ length: half }, (_, i) => i);
  return Array.from({ length: maxClocks }, (_, j) =>
    Math.round((j * (half - 1)) / (maxClocks - 1)),
  );
}

/** The read-out of clock n of a draw: its pair, speed, angle in rad and turns, and its hand. */
function clockReadout({ hands, angles, pairs, position, base }, n) {
  const i = pairs[n];
  const { angle, divisor } = angles[i];
  const [cos, sin] = hands[i];
  const f = (v) => formatNumber(v, 6);
  return t('clockReadout', {
    i,
    base: formatNumber(base, 6),
    twoI: 2 * i,
    d: 2 * hands.length,
    omega: f(1 / divisor),
    m: position,
    angle: f(angle),
    turns: f(angle / (2 * Math.PI)),
    cos: f(cos),
    sin: f(sin),
  });
}

/** The canvas's text alternative: every clock's hand in degrees at position m. */
function clocksLabel({ hands, pairs, position }) {
  const degrees = (i) => formatNumber((Math.atan2(hands[i][1], hands[i][0]) * 180) / Math.PI, 3);
  return t('clocksLabel', {
    count: pairs.length,
    position,
    hands: pairs.map((i) => t('clockHand', { i, degrees: degrees(i) })).join(listSeparator()),
  });
}

/** The clock under the pointer, or null: the drawing's units are CSS pixels of the canvas. */
function clockAt(canvas, shown, event) {
  if (!shown) return null;
  // The stylesheet may narrow the canvas (max-width).
  const box = canvas.getBoundingClientRect();
  const scale = shown.layout.width / (canvas.clientWidth || shown.layout.width);
  return shown.layout.at(
    (event.clientX - box.left - canvas.clientLeft) * scale,
    (event.clientY - box.top - canvas.clientTop) * scale,
  );
}

/** The clocks' toolbar: the picture, and the hands shown as a table of (cos, sin). */
function clocksTools(canvas, drawn) {
  return chartTools({
    name: 'rope-clocks',
    canvas: () => canvas,
    matrix: () => {
      const { pairs, hands } = drawn();
      return {
        rows: pairs.length,
        cols: 2,
        data: pairs.flatMap((i) => hands[i]),
        rowLabels: pairs.map((i) => t('clockRow', { i })),
        colLabels: ['cos θ (x)', 'sin θ (y)'],
      };
    },
  });
}

export function mountClocks(container) {
  const canvas = h('canvas', { className: 'pos-canvas rope-clocks', role: 'img' });
  const readout = h('p', { className: 'readout clock-readout', 'aria-live': 'polite' }, idleText());
  const note = h('p', { className: 'note clock-note' });
  let shown = null; // the latest draw: { hands, angles, pairs, position, base, layout }
  let selected = null; // index into shown.pairs of the clock being read, or null

  // What the canvas shows, and so what Download SVG writes: the screen's layout, the picked clock.
  const drawingNow = () =>
    shown ? clocksDrawing({ ...shown, selected, colours }) : { width: 0, height: 0, shapes: [] };
  const paint = () => {
    if (!shown) return;
    const drawing = drawingNow();
    const context = fitCanvas(canvas, drawing.width, drawing.height);
    context.clearRect(0, 0, drawing.width, drawing.height);
    paintShapes(context, drawing.shapes);
  };
  // The live region is written only when its text changes: a mouse moving within one clock
  // must not have it announced again.
  const say = (text) => {
    if (readout.textContent !== text) readout.textContent = text;
  };
  const select = (n) => {
    if (n !== selected) {
      selected = n;
      paint();
    }
    say(n === null ? idleText() : clockReadout(shown, n));
  };
  const keys = keyboardCursor(canvas, {
    size: () => ({ rows: 1, cols: shown?.pairs.length ?? 0 }),
    start: () => ({ row: 0, col: selected ?? 0 }),
    move: (_, n) => select(n),
    leave: () => select(null),
  });
  followPointer(canvas, {
    at: (event) => clockAt(canvas, shown, event),
    show: (n) => {
      keys.at(0, n);
      select(n);
    },
    leave: () => select(null),
  });
  onThemeChange(paint, canvas);
  registerSvg(canvas, ({ title, desc }) => drawingSvg({ title, desc, drawing: drawingNow() }));

  container.append(
    canvas,
    readout,
    note,
    clocksTools(canvas, () => shown),
  );
  return {
    /**
     * hands and angles: core.ropeClocks (angle = m·ωᵢ, divisor = 1/ωᵢ);
     * the clock being read stays picked, with its new numbers.
     */
    draw(hands, angles, { position, base }) {
      const pairs = clockPairs(hands.length);
      const width = Math.max(280, Math.min(container.clientWidth || 640, 900));
      const layout = clocksLayout(pairs.length, { width });
      shown = { hands, angles, pairs, position, base, layout };
      if (selected !== null && selected >= pairs.length) selected = null;
      paint();
      if (selected !== null) say(clockReadout(shown, selected));
      canvas.setAttribute('aria-label', clocksLabel(shown));
      const last = pairs[pairs.length - 1];
      note.textContent = t('clocksNote', {
        m: position,
        last,
        speed: formatNumber(1 / angles[last].divisor, 3),
      });
    },
  };
}
