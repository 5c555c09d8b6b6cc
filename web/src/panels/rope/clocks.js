// rope, part 1: one clock per frequency. Each hand is pair (2i, 2i+1) of a vector rotated by
// RoPE at position m (the core's rope_forward applied to (1, 0) in every pair).
import { formatNumber } from '../../format.js';
import { palette } from '../../charts/line-chart.js';
import { cssVar } from '../../charts/theme.js';
import { chartTools } from '../../ui/chart-tools.js';
import { h } from '../../ui/dom.js';
import { fitCanvas } from '../../charts/canvas.js';
import { drawCircle, drawHand } from '../position-lessons/circle.js';

const maxClocks = 8;

/** Up to 8 pair indices spread evenly from the fastest (0) to the slowest (d/2 − 1). */
export function clockPairs(half) {
  if (half <= maxClocks) return Array.from({ length: half }, (_, i) => i);
  return Array.from({ length: maxClocks }, (_, j) =>
    Math.round((j * (half - 1)) / (maxClocks - 1)),
  );
}

export function mountClocks(container) {
  const canvas = h('canvas', { className: 'pos-canvas rope-clocks', role: 'img' });
  const list = h('p', { className: 'note clock-readout' });
  let lastHands = null;
  let lastPairs = null;
  container.append(
    canvas,
    list,
    chartTools({
      name: 'rope-clocks',
      canvas: () => canvas,
      matrix: () => ({
        rows: lastPairs.length,
        cols: 2,
        data: lastPairs.flatMap((i) => lastHands[i]),
        rowLabels: lastPairs.map((i) => `pair ${i}`),
        colLabels: ['cos θ (x)', 'sin θ (y)'],
      }),
    }),
  );
  return {
    /** hands: core.ropeClockHands; angles: m·ωᵢ per pair (core.peRowBreakdown's angle). */
    draw(hands, angles, { position }) {
      const pairs = clockPairs(hands.length);
      lastHands = hands;
      lastPairs = pairs;
      const width = Math.max(280, Math.min(container.clientWidth || 640, 900));
      const cell = 110;
      const perRow = Math.max(2, Math.floor(width / cell));
      const rows = Math.ceil(pairs.length / perRow);
      const height = rows * (cell + 24);
      const context = fitCanvas(canvas, perRow * cell, height);
      context.clearRect(0, 0, perRow * cell, height);
      const radius = cell / 2 - 14;
      pairs.forEach((i, n) => {
        const cx = (n % perRow) * cell + cell / 2;
        const cy = Math.floor(n / perRow) * (cell + 24) + cell / 2;
        const turns = angles[i].angle / (2 * Math.PI);
        drawCircle(context, cx, cy, radius, {
          label: `pair ${i}`,
          sublabel: `${formatNumber(turns, 3)} turns`,
        });
        drawHand(context, cx, cy, radius, [1, 0], cssVar('--muted', '#555'), {
          width: 1,
          dash: [2, 3],
        });
        drawHand(context, cx, cy, radius, hands[i], palette[i === 0 ? 1 : 0]);
      });
      canvas.setAttribute(
        'aria-label',
        `${pairs.length} clocks, one per RoPE pair, at position ${position}: ` +
          pairs
            .map(
              (i) =>
                `pair ${i} at ${formatNumber((Math.atan2(hands[i][1], hands[i][0]) * 180) / Math.PI, 3)}°`,
            )
            .join(', '),
      );
      list.textContent =
        `At position m = ${position}, pair i is turned by m·ωᵢ with ωᵢ = base^(−2i/d). ` +
        `Pair 0 turns 1 radian per position (a full turn every 6.28 positions); pair ${pairs[pairs.length - 1]} turns ${formatNumber(1 / angles[pairs[pairs.length - 1]].divisor, 3)} rad per position. ` +
        'The dotted line marks angle 0 (position 0).';
    },
  };
}
