// Paints a drawing (a list of shapes; the vocabulary is described in svg.js, whose drawingSvg
// writes the same list as SVG) on a canvas. Role colours ('text', 'muted', 'line', 'panel',
// 'accent', 'bar-positive', 'bar-negative') come from the page's CSS custom properties, so the canvas
// follows the theme; the SVG takes the light theme's.
import { readableOn } from './contrast.js';
import { lightColours } from './svg.js';
import { cssVar } from './theme.js';

/** Draws drawing.shapes on `context` (a fitCanvas context: units are CSS pixels). */
export function paintShapes(context, shapes) {
  const roles = Object.fromEntries(
    Object.entries(lightColours).map(([role, light]) => [role, cssVar(`--${role}`, light)]),
  );
  paintAll(context, shapes, { roles, colour: (c) => roles[c] ?? c });
}

function paintAll(context, shapes, theme) {
  for (const shape of shapes) {
    const paint = painters[shape.kind];
    if (!paint) throw new Error(`a drawing has no shape of kind ${shape.kind}`);
    context.setLineDash(shape.dash ?? []);
    paint(context, shape, theme);
  }
  context.setLineDash([]);
}

const painters = {
  line(context, shape, { colour }) {
    context.strokeStyle = colour(shape.colour);
    context.lineWidth = shape.lineWidth ?? 1;
    context.lineCap = shape.cap ?? 'round';
    context.beginPath();
    context.moveTo(shape.x1, shape.y1);
    context.lineTo(shape.x2, shape.y2);
    context.stroke();
  },
  path(context, shape, { colour }) {
    context.strokeStyle = colour(shape.colour);
    context.lineWidth = shape.lineWidth ?? 1;
    context.lineCap = shape.round ? 'round' : 'butt';
    context.lineJoin = shape.round ? 'round' : 'miter';
    context.globalAlpha = shape.opacity ?? 1;
    context.beginPath();
    let pen = false;
    for (const point of shape.points) {
      if (point) context[pen ? 'lineTo' : 'moveTo'](point[0], point[1]);
      pen = Boolean(point);
    }
    context.stroke();
    context.globalAlpha = 1;
  },
  circle(context, shape, { colour }) {
    context.beginPath();
    context.arc(shape.cx, shape.cy, shape.r, 0, 2 * Math.PI);
    if (shape.fill) {
      context.fillStyle = colour(shape.fill);
      context.fill();
    }
    if (shape.stroke) {
      context.strokeStyle = colour(shape.stroke);
      context.lineWidth = shape.lineWidth ?? 1;
      context.stroke();
    }
  },
  arc(context, shape, { colour }) {
    context.strokeStyle = colour(shape.colour);
    context.lineWidth = shape.lineWidth ?? 1.5;
    context.beginPath();
    // Canvas angles run clockwise on screen: negated for the mathematical convention.
    context.arc(
      shape.cx,
      shape.cy,
      shape.r,
      -shape.from,
      -(shape.from + shape.sweep),
      shape.sweep > 0,
    );
    context.stroke();
  },
  rect(context, shape, { colour }) {
    const { x, y, width, height } = shape;
    if (shape.fill) {
      context.fillStyle = shape.fill.gradient
        ? gradientAcross(context, x, width, shape.fill.gradient)
        : colour(shape.fill);
      context.fillRect(x, y, width, height);
    }
    if (shape.stroke) {
      context.strokeStyle = colour(shape.stroke);
      context.lineWidth = shape.lineWidth ?? 1;
      context.strokeRect(x, y, width, height);
    }
  },
  cells(context, shape) {
    const { x, y, cell, rows, cols } = shape;
    for (let r = 0; r < rows; r++)
      for (let c = 0; c < cols; c++) {
        context.fillStyle = shape.colour(r, c);
        context.fillRect(x + c * cell, y + r * cell, cell, cell);
      }
  },
  text(context, shape, { roles, colour }) {
    // Turned text is drawn at the origin of its own turned frame.
    const [x, y] = shape.rotate ? [0, 0] : [shape.x, shape.y];
    if (shape.rotate) {
      context.save();
      context.translate(shape.x, shape.y);
      context.rotate((shape.rotate * Math.PI) / 180);
    }
    const family = shape.mono ? 'ui-monospace, monospace' : 'system-ui, sans-serif';
    context.font = `${shape.weight ? `${shape.weight} ` : ''}${shape.size ?? 12}px ${family}`;
    context.textAlign = { start: 'left', middle: 'center', end: 'right' }[shape.anchor ?? 'middle'];
    context.textBaseline = shape.baseline ?? 'alphabetic';
    if (shape.halo) {
      context.strokeStyle = roles.panel;
      context.lineWidth = 4;
      context.lineJoin = 'round';
      context.strokeText(shape.text, x, y);
    }
    context.fillStyle = readableOn(colour(shape.colour), roles.panel);
    context.fillText(shape.text, x, y);
    if (shape.rotate) context.restore();
  },
  group(context, shape, theme) {
    context.save();
    if (shape.clip) {
      const { x, y, width, height } = shape.clip;
      context.beginPath();
      context.rect(x, y, width, height);
      context.clip();
    }
    paintAll(context, shape.shapes, theme);
    context.restore();
  },
};

/** A left-to-right gradient through colours (equally spaced), over width px from x. */
function gradientAcross(context, x, width, colours) {
  const gradient = context.createLinearGradient(x, 0, x + width, 0);
  colours.forEach((c, i) => gradient.addColorStop(i / (colours.length - 1), c));
  return gradient;
}
