// The words of the lesson position-experiment, in English (the shape of a message: i18n/words.js).
// Formulas, code names and the learner's own text are not words: they stay in the view.
export const strings = {
  lead: 'Take one token and put it at position 0, 1, 2, … N−1. Its token row is the same every time, so whatever differs between the resulting vectors comes from the position rows. Comparing every pair shows what the position table says about distance.',
  tokenHint: 'a byte id, {range} (97 is “a”)',
  tokenName: 'token {id} = ‘{label}’',
  nHint: 'how many positions, {range} (the notebook: 20)',
  dHint: 'vector width, {range} (even for sinusoidal)',
  learnedRandom: 'learned (random)',
  sinusoidal: 'sinusoidal',
  fullRange: '−1 to 1',
  fitRange: 'fit to the values (shows faint bands)',

  // The similarity of every pair of positions
  heatmapTitle: 'cos(token + P[i], token + P[j])',
  xAxis: 'position j →',
  yAxis: 'position i ↓',
  hover: 'positions {i} and {j} (distance {distance}): cos = {value}',
  heatmapLabelLearned:
    'Cosine similarity of token {token} placed at positions 0 to {last} with learned positions, {n} by {n}, from −1 (blue) to +1 (red).',
  heatmapLabelSinusoidal:
    'Cosine similarity of token {token} placed at positions 0 to {last} with sinusoidal positions, {n} by {n}, from −1 (blue) to +1 (red).',
  heatmapLabelLearnedFit:
    'Cosine similarity of token {token} placed at positions 0 to {last} with learned positions, {n} by {n}, coloured from {lo} (dark purple) to {hi} (yellow).',
  heatmapLabelSinusoidalFit:
    'Cosine similarity of token {token} placed at positions 0 to {last} with sinusoidal positions, {n} by {n}, coloured from {lo} (dark purple) to {hi} (yellow).',
  summaryLearned: '{n} × {n}, learned positions, d = {d}. {point} a cell.',
  summarySinusoidal: '{n} × {n}, sinusoidal positions, d = {d}. {point} a cell.',

  // Mean similarity by distance
  byDistanceTitle: 'Mean similarity by distance',
  byDistanceData: 'mean similarity by distance',
  distanceAxis: 'distance |i − j|',
  meanAxis: 'mean cosine',
  distanceRow: 'distance {k}',
  statsLearned:
    'learned: mean similarity at distance 1 = {near}, at distance {far} = {atFar}, at distance {last} = {atLast}.',
  statsSinusoidal:
    'sinusoidal: mean similarity at distance 1 = {near}, at distance {far} = {atFar}, at distance {last} = {atLast}.',
  byDistanceLabel:
    'Mean similarity against distance. Learned: from {first} at distance 1 to {last}.',
  byDistanceLabelBoth:
    'Mean similarity against distance. Learned: from {first} at distance 1 to {last}. Sinusoidal: from {sinFirst} to {sinLast}.',
  closing:
    'With the learned table before training, every off-diagonal cell is about the same: positions 1 and 2 are no more alike than 1 and 19, so nothing in the table says that neighbours are near. Switch to sinusoidal and a band runs along the diagonal: the similarity now depends only on the distance, highest for neighbours and falling off further away. On the −1 to 1 scale the band is faint, because the token’s own vector, the same in every row, keeps every cosine near 1: choose “fit to the values” to see it clearly. A learned table can acquire such structure only through training.',
  // Inside a formula, set as text in the TeX after ≈ ½; {P} is the position table's symbol
  texForRandom: 'for random {P}',
};
