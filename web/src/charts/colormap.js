// Colour maps as 256-entry RGB lookup tables.
// Diverging (signed values): ColorBrewer RdBu, reversed so negative is blue and positive is red;
// it stays readable for the common forms of colour blindness. Its middle is #f7f7f7, an
// off-white; 0 in a symmetric range falls between entries 127 and 128 and is drawn with 128.
// Sequential (magnitudes, norms, probabilities): viridis, perceptually uniform and colour-blind safe.

const rdbuAnchors = [
  '#053061',
  '#2166ac',
  '#4393c3',
  '#92c5de',
  '#d1e5f0',
  '#f7f7f7',
  '#fddbc7',
  '#f4a582',
  '#d6604d',
  '#b2182b',
  '#67001f',
];

function hexToRgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function buildLut(anchors) {
  const rgb = anchors.map(hexToRgb);
  const lut = new Uint8ClampedArray(256 * 3);
  for (let i = 0; i < 256; i++) {
    const x = (i / 255) * (rgb.length - 1);
    const k = Math.min(Math.floor(x), rgb.length - 2);
    const t = x - k;
    for (let c = 0; c < 3; c++)
      lut[i * 3 + c] = Math.round(rgb[k][c] * (1 - t) + rgb[k + 1][c] * t);
  }
  return lut;
}

export const diverging = {
  name: 'RdBu (diverging)',
  lut: buildLut(rdbuAnchors),
  anchors: rdbuAnchors,
};

const viridisAnchors = [
  '#440154',
  '#482878',
  '#3e4989',
  '#31688e',
  '#26828e',
  '#1f9e89',
  '#35b779',
  '#6ece58',
  '#b5de2b',
  '#fde725',
];

export const sequential = {
  name: 'viridis (sequential)',
  lut: buildLut(viridisAnchors),
  anchors: viridisAnchors,
};

/** The CSS gradient of a colour map, for legends. */
export function cssGradient(map, direction = 'to right') {
  return `linear-gradient(${direction}, ${map.anchors.join(', ')})`;
}

/**
 * The table entry (0 to 255) of value v in a range starting at lo, with scale = 255 / (hi − lo):
 * the one rule by which the heatmap's pixels and the SVG export's cells pick their colour.
 */
export function lutIndex(v, lo, scale) {
  const k = ((v - lo) * scale + 0.5) | 0;
  return k < 0 ? 0 : k > 255 ? 255 : k;
}

/** Entry k of a colour map as "#rrggbb". */
export function colourAt(map, k) {
  const hex = (c) => map.lut[k * 3 + c].toString(16).padStart(2, '0');
  return `#${hex(0)}${hex(1)}${hex(2)}`;
}
