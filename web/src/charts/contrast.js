// Contrast of text against its background, as WCAG 2 defines it, and the one rule that keeps a
// coloured figure label readable: a series colour used for text is darkened (light theme) or
// lightened (dark theme) just enough to reach 4.5:1 on the panel. Lines and fills keep the
// palette's colour; only letters need the contrast.

/** [r, g, b] (0-255) of '#rgb', '#rrggbb' or 'rgb(a)(r, g, b[, a])', or null. */
export function parseColour(colour) {
  const text = String(colour).trim();
  let m = /^#([0-9a-f]{3})$/i.exec(text);
  if (m) return [...m[1]].map((c) => parseInt(c + c, 16));
  m = /^#([0-9a-f]{6})$/i.exec(text);
  if (m) return [0, 2, 4].map((i) => parseInt(m[1].slice(i, i + 2), 16));
  m = /^rgba?\(\s*([\d.]+)[ ,]+([\d.]+)[ ,]+([\d.]+)/i.exec(text);
  return m ? [m[1], m[2], m[3]].map(Number) : null;
}

function luminance([r, g, b]) {
  const linear = (c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG contrast ratio of two colours, from 1 (same) to 21 (black on white). */
export function contrastRatio(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

export const textContrast = 4.5;

const hex = (rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * colour as text on background: itself when it already reaches 4.5:1, else the nearest mix with
 * black or white (whichever the background is further from) that does. Colours it cannot read
 * (a role name, a gradient) come back unchanged.
 */
export function readableOn(colour, background) {
  const fg = parseColour(colour);
  const bg = parseColour(background);
  if (!fg || !bg || contrastRatio(fg, bg) >= textContrast) return colour;
  const target = luminance(bg) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  // The smallest mix that reaches the ratio (contrast grows with t): bisection to 1/256.
  let [lo, hi] = [0, 1];
  for (let step = 0; step < 8; step++) {
    const t = (lo + hi) / 2;
    const mixed = fg.map((c, i) => c + (target[i] - c) * t);
    if (contrastRatio(mixed.map(Math.round), bg) >= textContrast) hi = t;
    else lo = t;
  }
  return hex(fg.map((c, i) => c + (target[i] - c) * hi));
}
