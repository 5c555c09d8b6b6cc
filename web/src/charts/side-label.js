// An axis title that runs up the side of a figure. Latin text is turned a quarter turn and read
// from the bottom up; Chinese is set upright, one character under the other, as vertical Chinese
// is written, never laid on its side. One rule for the figures drawn as shapes (the canvas and
// the SVG export draw the same list) and for uPlot's live charts (line-chart.js).

/** Whether `text` is set upright: it holds Chinese characters. */
export const setUpright = (text) => /\p{Script=Han}/u.test(text);

/**
 * An upright title's characters, top to bottom, each with its y, the column centred on `y`
 * (`size`: the font's px): spaces dropped, an arrow pointing up. The shapes below and uPlot's
 * hook (line-chart.js) place the same column.
 */
export function uprightColumn(text, y, size) {
  const characters = [...text.replace(/\s+/g, '').replace(/→/g, '↑')];
  const step = size * 1.15;
  const top = y - (step * (characters.length - 1)) / 2;
  return characters.map((character, i) => ({ character, y: top + i * step }));
}

/**
 * A side title as shapes (shapes.js): centred on (x, y), the point a quarter-turned title is
 * drawn from; `style` carries size, colour and the rest of a text shape.
 */
export function sideLabel(x, y, text, style = {}) {
  if (!setUpright(text)) return { kind: 'text', x, y, text, ...style, rotate: -90 };
  const size = style.size ?? 12;
  return {
    kind: 'group',
    shapes: uprightColumn(text, y, size).map(({ character, y: at }) => ({
      kind: 'text',
      ...style,
      x: x - size * 0.4,
      y: at,
      text: character,
      anchor: 'middle',
      baseline: 'middle',
    })),
  };
}
