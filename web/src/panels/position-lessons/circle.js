// Unit-circle drawings shared by the rotation views (pe-relative) and RoPE clocks (rope).
// Points are given as (x, y) on the unit circle; the angle is measured anticlockwise from +x.
import { cssVar } from '../../charts/theme.js';

export function drawCircle(context, cx, cy, radius, { label, sublabel } = {}) {
  const line = cssVar('--line', '#ccc');
  const muted = cssVar('--muted', '#555');
  context.strokeStyle = line;
  context.lineWidth = 1;
  context.beginPath();
  context.arc(cx, cy, radius, 0, 2 * Math.PI);
  context.moveTo(cx - radius, cy);
  context.lineTo(cx + radius, cy);
  context.moveTo(cx, cy - radius);
  context.lineTo(cx, cy + radius);
  context.stroke();
  context.fillStyle = muted;
  context.textAlign = 'center';
  context.font = '12px system-ui, sans-serif';
  if (label) context.fillText(label, cx, cy + radius + 16);
  if (sublabel) context.fillText(sublabel, cx, cy + radius + 30);
}

/** A hand from the centre to (x, y) on the unit circle, with a dot at its tip. */
export function drawHand(context, cx, cy, radius, [x, y], colour, { width = 2.5, dash = [] } = {}) {
  const tipX = cx + x * radius;
  const tipY = cy - y * radius; // canvas y grows downwards
  context.strokeStyle = colour;
  context.fillStyle = colour;
  context.lineWidth = width;
  context.setLineDash(dash);
  context.beginPath();
  context.moveTo(cx, cy);
  context.lineTo(tipX, tipY);
  context.stroke();
  context.setLineDash([]);
  context.beginPath();
  context.arc(tipX, tipY, 4, 0, 2 * Math.PI);
  context.fill();
}

/** An arc from angle a0 to a0 + sweep (radians, anticlockwise), e.g. the rotation k·ω. */
export function drawArc(context, cx, cy, radius, a0, sweep, colour) {
  context.strokeStyle = colour;
  context.lineWidth = 1.5;
  context.beginPath();
  // Canvas angles run clockwise; negate for the maths convention.
  context.arc(cx, cy, radius, -a0, -(a0 + sweep), sweep > 0);
  context.stroke();
}
