// The unit-circle figures of the position lessons, each described once as a drawing (shapes, see
// charts/svg.js): pe-relative's turn of one pair and rope's clocks, one per RoPE pair. The canvas
// paints the drawing (charts/shapes.js) and "Download SVG" writes it (drawingSvg), so both show
// the same figure. Points are (x, y) on the unit circle, the angle anticlockwise from +x; on the
// screen y runs down. No DOM here: node tests build the drawings from the core's numbers.
import { formatNumber } from '../../format.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('position-lessons', strings);

/** The screen point of unit-circle point (x, y) on a circle of `radius` around (cx, cy). */
function onCircle(cx, cy, radius, [x, y]) {
  return [cx + x * radius, cy - y * radius];
}

/** The circle and its two axes, with up to two centred lines of text under it. */
function circleFace(cx, cy, radius, { label, sublabel } = {}) {
  const text = (y, line) => ({ kind: 'text', x: cx, y, text: line, colour: 'muted' });
  return [
    { kind: 'circle', cx, cy, r: radius, stroke: 'line' },
    { kind: 'line', x1: cx - radius, y1: cy, x2: cx + radius, y2: cy, colour: 'line' },
    { kind: 'line', x1: cx, y1: cy - radius, x2: cx, y2: cy + radius, colour: 'line' },
    ...(label ? [text(cy + radius + 16, label)] : []),
    ...(sublabel ? [text(cy + radius + 30, sublabel)] : []),
  ];
}

/** A hand from the centre to (x, y) on the unit circle, with a dot at its tip. */
function hand(cx, cy, radius, point, colour, { lineWidth = 2.5, dash = [], data } = {}) {
  const [x2, y2] = onCircle(cx, cy, radius, point);
  return [
    { kind: 'line', x1: cx, y1: cy, x2, y2, colour, lineWidth, dash, data },
    { kind: 'circle', cx: x2, cy: y2, r: 4, fill: colour },
  ];
}

/**
 * The arc of a turn by `angle` radians from angle `from`, modulo one revolution (a turn of 40
 * rad reads as its last 40 − 6·2π): the hands show where the turn ends, the arc which way.
 */
function turnArc(cx, cy, radius, from, angle, colour) {
  return { kind: 'arc', cx, cy, r: radius, from, sweep: angle % (2 * Math.PI), colour };
}

// --- rope: one clock per frequency ---------------------------------------------------------

const clockCell = 110; // width of one clock, its labels included
const clockRow = clockCell + 24; // height of a row of clocks: the two label lines below

/**
 * Where `count` clocks go: `perRow` to a row, or as many as fit in `width` CSS pixels (at least
 * one). at(x, y) -> the clock (0..count−1) whose cell holds the point, or null.
 */
export function clocksLayout(count, { width = Infinity, perRow: most = count } = {}) {
  const perRow = Math.max(1, Math.min(count, most, Math.floor(width / clockCell)));
  const rows = Math.ceil(count / perRow);
  return {
    count,
    perRow,
    width: perRow * clockCell,
    height: rows * clockRow,
    radius: clockCell / 2 - 14,
    centre: (n) => [
      (n % perRow) * clockCell + clockCell / 2,
      Math.floor(n / perRow) * clockRow + clockCell / 2,
    ],
    cell: (n) => [(n % perRow) * clockCell, Math.floor(n / perRow) * clockRow, clockCell, clockRow],
    at(x, y) {
      const col = Math.floor(x / clockCell);
      const row = Math.floor(y / clockRow);
      const n = row * perRow + col;
      return col >= 0 && col < perRow && row >= 0 && n < count ? n : null;
    },
  };
}

/**
 * The clocks: for the n-th of `pairs`, pair i's hand at hands[i] = (cos m·ωᵢ, sin m·ωᵢ) from the
 * core, the dotted hand at angle 0, and the turns m·ωᵢ / 2π (angles[i].angle, the core's m·ωᵢ)
 * under it. Pair 0 (1 rad per position) gets colours.fastest, the others colours.hand. The
 * `selected` clock (or null) is outlined and shows its angle as an arc from 0.
 */
export function clocksDrawing({ hands, angles, pairs, layout, selected = null, colours }) {
  const shapes = [];
  pairs.forEach((i, n) => {
    const [cx, cy] = layout.centre(n);
    const { radius } = layout;
    const angle = angles[i].angle;
    shapes.push(
      ...circleFace(cx, cy, radius, {
        label: t('pairLabel', { i }),
        sublabel: t('turns', { turns: formatNumber(angle / (2 * Math.PI), 3) }),
      }),
    );
    if (n === selected) {
      const [x, y, width, height] = layout.cell(n);
      shapes.push(
        {
          kind: 'rect',
          x: x + 2,
          y: y + 2,
          width: width - 4,
          height: height - 4,
          stroke: 'text',
          lineWidth: 2,
        },
        { ...turnArc(cx, cy, radius * 0.35, 0, angle, 'text'), lineWidth: 2 },
      );
    }
    shapes.push(
      ...hand(cx, cy, radius, [1, 0], 'muted', { lineWidth: 1, dash: [2, 3] }),
      ...hand(cx, cy, radius, hands[i], i === 0 ? colours.fastest : colours.hand, {
        data: { pair: i, cos: hands[i][0], sin: hands[i][1] },
      }),
    );
  });
  return { width: layout.width, height: layout.height, shapes };
}

// --- pe-relative: PE(p + k) as a turn of PE(p) -----------------------------------------------

const rotationWidth = 300;
const rotationCircle = 260; // the square the circle sits in, labels below it

/**
 * The pair (PE[p, 2i], PE[p, 2i+1]) = (sin, cos) of r = core.pePairRotation as the point
 * (cos, sin), before (colours.from) and after the turn by k·ωᵢ (colours.to, dashed), with the
 * arc of the turn and PE(p), PE(p + k) beside the tips.
 */
export function rotationDrawing(r, { p, k, pair }, colours) {
  const cx = rotationWidth / 2;
  const cy = rotationCircle / 2;
  const radius = rotationCircle / 2 - 28;
  const from = [r.from[1], r.from[0]];
  const to = [r.to[1], r.to[0]];
  const start = Math.atan2(from[1], from[0]);
  // Beside the tip, towards the centre on the right half so the text stays inside the drawing;
  // the halo keeps it readable over the hands.
  const tipLabel = (text, point, colour, dy) => {
    const [x, y] = onCircle(cx, cy, radius, point);
    const right = point[0] > 0;
    return {
      kind: 'text',
      x: right ? x - 8 : x + 8,
      y: y + dy,
      text,
      colour,
      anchor: right ? 'end' : 'start',
      halo: true,
    };
  };
  return {
    width: rotationWidth,
    height: rotationCircle + 34,
    shapes: [
      ...circleFace(cx, cy, radius, {
        label: t('pairLabel', { i: pair }),
        sublabel: `x = PE[·, ${2 * pair + 1}] (cos), y = PE[·, ${2 * pair}] (sin)`,
      }),
      turnArc(cx, cy, radius * 0.45, start, r.angle, 'muted'),
      ...hand(cx, cy, radius, from, colours.from, {
        data: { hand: `PE(${p})`, cos: from[0], sin: from[1] },
      }),
      ...hand(cx, cy, radius, to, colours.to, {
        dash: [5, 3],
        data: { hand: `PE(${p + k})`, cos: to[0], sin: to[1] },
      }),
      tipLabel(`PE(${p})`, from, colours.from, -8),
      tipLabel(`PE(${p + k})`, to, colours.to, 16),
    ],
  };
}
