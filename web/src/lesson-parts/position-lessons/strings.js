// The words of position-lessons, the parts the position lessons share, in English (the shape of a
// message: i18n/words.js). Formulas (PE(p), the axes' x = PE[·, j]) are not words: they stay in
// the drawing.
export const strings = {
  // The unit circles (rope's clocks, pe-relative's turn)
  pairLabel: 'pair {i}',
  turns: '{turns} turns',
};
