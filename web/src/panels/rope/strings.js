// The words of the lesson rope, in English (the shape of a message: i18n/words.js).
// Formulas, code names and the learner's own text are not words: they stay in the view.
export const strings = {
  lead:
    'RoPE (rotary position embedding) adds nothing to the token vectors. Inside attention it takes each query and key, cuts it into pairs (2i, 2i+1), ' +
    'and turns pair i by the angle m·ωᵢ, where m is the token position and ωᵢ = base^(−2i/d) as in the sinusoidal table. ' +
    'Think of d/2 clocks with hands that move at different speeds: the fast clocks tell neighbours apart, the slow ones tell far-apart tokens apart.',
  posHint: 'position of the token ({range})',
  dHint: 'width of each query/key head: {range}',
  baseHint: 'slows every pair but the first; 10000 as in the paper',

  // One clock per frequency
  clocksTitle: 'One clock per frequency',
  play: '▶ Play (m + 1 every step)',
  pause: '⏸ Pause',
  playNote: 'Steps the position by one; nothing moves until you press it.',
  clocksIdle: '{point} a clock to read its pair’s angle and hand.',
  clockReadout:
    'Pair {i}: ω = {base}^(−{twoI}/{d}) = {omega} rad per position. ' +
    'At m = {m} the hand has turned m·ω = {angle} rad = {turns} turns ' +
    'and points at (cos, sin) = ({cos}, {sin}).',
  clocksLabel: {
    plural: 'count',
    one: '{count} clock, one per RoPE pair, at position {position}: {hands}. Left and right arrow keys read one pair at a time.',
    other:
      '{count} clocks, one per RoPE pair, at position {position}: {hands}. Left and right arrow keys read one pair at a time.',
  },
  clockHand: 'pair {i} at {degrees}°',
  clockRow: 'pair {i}',
  clocksNote:
    'At position m = {m}, pair i is turned by m·ωᵢ with ωᵢ = base^(−2i/d). ' +
    'Pair 0 turns 1 radian per position (a full turn every 6.28 positions); pair {last} turns {speed} rad per position. ' +
    'The dotted line marks angle 0 (position 0).',

  // The score against the offset
  scoreTitle: 'Attention score q_m · k_n against the offset m − n',
  offsetAxis: 'offset m − n',
  scoreAxis: 'score',
  noRotation: 'no rotation: q·k',
  offsetHint: 'offsets to plot: 0 to this',
  scoreSummary:
    'Line chart of the RoPE score against the offset m − n from 0 to {offset} for queries at m = {ms}: the four curves lie on top of each other.',
  scoreSetup:
    'q and k are random vectors of width {d} (random seed {seed}). The key sits at n = m − offset.',
  scoreFirstRaised:
    'The first curve uses m = {first}, not your {m}: with offsets up to {offset} a smaller m would put keys before position 0.',
  scoreFirstYours:
    'The first curve is your position m = {m}; the others are 37, 500 and 5000 positions later.',
  scoreAtOffset:
    'At offset {offset}: m = {m1} gives {score1}; m = {m2} gives {score2}; m = {m3} gives {score3}; m = {m4} gives {score4}.',
  scoreGap:
    'Largest gap between any two curves: {spread} (float rounding). At offset 0 the rotations cancel and the score is the plain q·k = {plain}.',
  whyProse:
    'Why the curves coincide: a rotation by mω followed by the transpose of a rotation by nω is a rotation by (n − m)ω. ' +
    'The score therefore sees only the difference of the positions. Compare the sinusoidal table, which is added to the input: there the model gets absolute positions and has to learn to extract relative ones.',
};
