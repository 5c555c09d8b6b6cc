// Paints a drawing (a list of shapes; the vocabulary is described in svg.js, whose drawingSvg
// writes the same list as SVG) on a canvas. Role colours ('text', 'muted', 'line', 'panel') come
// from the page's CSS custom properties, so the canvas follows the theme; the SVG takes the
// light theme's.
import { readableOn } from './contrast.js';
import { lightColours } from './svg.js';
import { cssVar } from './theme.js';

/** Draws drawing.shapes on `context` (a fitCanvas context: units are CSS pixels). */
export function paintShapes(context, shapes) {
  const roles = Object.fromEntries(
    Object.entries(lightColours).map(([role, light]) => [role, cssVar(`--${role}`, light)]),
  );
  const colour = (c) => roles[c] ?? c;
  for (const shape of shapes) {
    context.setLineDash(shape.dash ?? []);
    switch (shape.kind) {
      case 'line':
        context.strokeStyle = colour(shape.colour);
        context.lineWidth = shape.lineWidth ?? 1;
        context.lineCap = 'round';
        context.beginPath();
        context.moveTo(shape.x1, shape.y1);
        context.lineTo(shape.x2, shape.y2);
        context.stroke();
        break;
      case 'circle':
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
        break;
      case 'arc':
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
        break;
      case 'rect':
        context.strokeStyle = colour(shape.stroke);
        context.lineWidth = shape.lineWidth ?? 1;
        context.strokeRect(shape.x, shape.y, shape.width, shape.height);
        break;
      case 'text':
        context.font = `${shape.size ?? 12}px system-ui, sans-serif`;
        context.textAlign = { start: 'left', middle: 'center', end: 'right' }[
          shape.anchor ?? 'middle'
        ];
        context.textBaseline = 'alphabetic';
        if (shape.halo) {
          context.strokeStyle = roles.panel;
          context.lineWidth = 4;
          context.lineJoin = 'round';
          context.strokeText(shape.text, shape.x, shape.y);
        }
        context.fillStyle = readableOn(colour(shape.colour), roles.panel);
        context.fillText(shape.text, shape.x, shape.y);
        break;
      default:
        throw new Error(`a drawing has no shape of kind ${shape.kind}`);
    }
  }
  context.setLineDash([]);
}
