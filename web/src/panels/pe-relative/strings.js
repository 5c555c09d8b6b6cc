// The words of the lesson pe-relative, in English (the shape of a message: i18n/words.js).
// Formulas, code names and the learner's own text are not words: they stay in the view.
export const strings = {
  lead:
    'The sinusoidal table stores absolute positions: row p belongs to position p. Yet compare two rows and the answer depends only on how far apart they are. ' +
    'Each pair (2i, 2i+1) is a point turning around a circle at its own speed ωᵢ, so the dot product of two rows adds up the cosines of the angles between them:',

  // Similarity against the offset k
  dotTitle: 'Dot product PE(p)·PE(p + k) against k',
  dotAxis: 'dot product',
  cosineTitle: 'Cosine similarity against k',
  cosineAxis: 'cosine',
  offsetAxis: 'offset k',
  fromP: 'from p = {p}',
  fromZero: 'from p = 0',
  dotSummary:
    'Line chart: dot product of PE({p}) and PE({p} + k) for k from 0 to {k}; starts at {start} and the curve from p = 0 lies on top of it.',
  cosineSummary:
    'Line chart: cosine similarity of PE({p}) and PE({p} + k), from 1 at k = 0, identical to the curve from p = 0.',
  similarityText:
    'At k = 0 the dot product is {start} = d/2 (each pair is a unit vector). ' +
    'At k = {k} it is {fromP} from p = {p} and {fromZero} from p = 0. ' +
    'Largest difference between the two curves over all k: {gap} (rounding only).',
  similarityPairs:
    'Near positions are the most alike and the similarity falls, with ripples, as k grows: the fast pairs decorrelate first while the slow ones keep it up.',
  similarityOnePair:
    'With d = 2 there is one pair, turning one radian per position, so the curve is exactly cos(k): it swings between 1 and −1 every 2π ≈ 6.28 positions and never falls for good, and positions 6 or 19 apart look almost alike. Wider tables add slower pairs, which break that repetition.',
  pHint: 'the starting position ({range})',
  kHint: 'how far to look ahead: k = 0 to this',
  dHint: 'embedding width: {range}',
  baseHint: 'the wavelength constant; 10000 in the paper',

  // One pair turned by k·ωᵢ
  rotationTitle: 'Moving k positions turns every pair by the angle k·ωᵢ',
  rotationProse:
    'Plot the pair (PE[p, 2i], PE[p, 2i+1]) = (sin pωᵢ, cos pωᵢ) as a point on the unit circle (x = cos, y = sin). ' +
    'Moving from p to p + k adds k·ωᵢ to the angle. The turn does not depend on p, so one fixed matrix maps every PE(p) to PE(p + k): ' +
    'a linear map that attention weights can learn to use.',
  pairHint: 'which pair (2i, 2i+1) to draw; 0 turns fastest',
  shiftHint: 'the offset k to turn by (p + k must be ≥ 0)',
  pairTooLarge: 'pair i must be between 0 and d_model/2 − 1 = {last} (got {pair})',
  matrixRow: 'row {n}',
  matrixColumn: 'col {n}',
  circleLabel:
    'Unit circle for pair {pair}: PE({p}) at angle {start} rad, PE({q}) turned by k·ω = {angle} rad.',
  rotationText:
    'ω_{pair} = base^(−{twoI}/d) = {omega} rad per position, so k = {k} turns the pair by {angle} rad ' +
    '({degrees}°). The matrix times PE({p}) gives ({x}, {y}), ' +
    'the same as PE({q}) computed from the formula. Change p: the matrix stays the same.',
};
