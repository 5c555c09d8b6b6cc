// An axis title that runs up the side of a figure. Latin text is turned a quarter turn and read
// from the bottom up; Chinese is set upright, one character under the other, as vertical Chinese
// is written, never laid on its side. One rule for the figures drawn as shapes (the canvas and
// the SVG export draw the same list) and for uPlot's live charts (line-chart.js).

/** Whether `text` is set upright: it holds Chinese characters. */
export const setUpright = (text) => /\p{Script=Han}/u.test(text);

/** The characters of an upright title, top to bottom: spaces dropped, an arrow pointing up. */
export const uprightCharacters = (text) => [...text.replace(/\s+/g, '').replace(/→/g, '↑')];

/**
 * A side title as shapes (shapes.js): centred on (x, y), the point a quarter-turned title is
 * drawn from; `style` carries size, colour and the rest of a text shape.
 */
export function sideLabel(x, y, text, style = {}) {
  if (!setUpright(text)) return { kind: 'text', x, y, text, ...style, rotate: -90 };
  const size = style.size ?? 12;
  const characters = uprightCharacters(text);
  const step = size * 1.15;
  const top = y - (step * (characters.length - 1)) / 2;
  return {
    kind: 'group',
    shapes: characters.map((character, i) => ({
      kind: 'text',
      ...style,
      x: x - size * 0.4,
      y: top + i * step,
      text: character,
      anchor: 'middle',
      baseline: 'middle',
    })),
  };
}
