// The words of the lesson long-context, in English (the shape of a message: i18n/words.js).
// Formulas, code names and the learner's own text are not words: they stay in the view.
export const strings = {
  lead: 'A model is trained on windows of some length L. What happens when it reads more? A learned table has no row for position L; sinusoids and RoPE produce vectors and angles the model never met. Two answers are widely used: build the encoding so that nothing about it changes with length (ALiBi), or stretch a trained RoPE so the new positions look like old ones (position interpolation and NTK scaling).',
  noPositions:
    'And a third option is easy to forget: no positional encoding at all. In a decoder the causal mask already carries position, because a query at position t averages over exactly t + 1 keys; a model without positions still learns word order from that alone, and has no table to run out of.',

  // ALiBi
  alibiTitle: 'ALiBi: a distance penalty instead of position vectors',
  alibiProse:
    'ALiBi (Press, Smith and Lewis 2022, “Train Short, Test Long”) adds nothing to the token vectors. Each head h subtracts a fixed slope mₕ times the distance from its scaled scores, before the causal mask and the softmax. The slopes form a geometric sequence: for n heads, mₕ = 2^(−8h/n).',
  headsHint: 'ALiBi heads, {range}',
  headHint: 'which head’s biases the heatmap shows',
  lenHint: 'positions in the heatmap and the weights',
  headTooLarge: 'head shown must be between 1 and {heads}, the number of heads',
  biasTitle: 'One head’s bias: −m·(i − j) added to the score of query i on key j',
  keyAxis: 'key j →',
  queryAxis: 'query i ↓',
  maskedNote: 'grey: masked, a later key (its bias never reaches the softmax)',
  maskedHover: 'query {i}, key {j}: masked (a later token), weight 0 whatever the bias',
  biasHover: 'query {i}, key {j} ({back} back): bias {bias}',
  biasLabel:
    'ALiBi bias of head {head} of {heads} (slope {slope}) over {len} positions: 0 on the diagonal, falling by {slope} per step away from it to {lowest} for query {last} on key 0; the upper triangle (later keys) is masked, in grey.',
  biasSummary:
    'Head {head}: slope {slope}; darkest cell {lowest} (query {last}, key 0). {point} a cell.',
  slopesTitle: 'Slope m of each head',
  headAxis: 'head',
  slopeAxis: 'slope m',
  slopesSummary: {
    plural: 'heads',
    '=1': 'Slope of the one head: {first}.',
    other: 'Slopes of the {heads} heads, from {first} for head 1 to {last} for head {heads}.',
  },
  weightsTitle: 'Attention of the last query, keys further and further back (equal content scores)',
  distanceAxis: 'distance back (steps)',
  weightAxis: 'weight',
  distanceColumn: 'distance back',
  headColumn: 'head {n}',
  weightsSummary:
    'Attention weight of query {last} on the key each distance back, for every head, when all content scores are equal: the steepest head puts {steepest} on the newest key, the gentlest {gentlest}.',
  slopesCaption:
    'Each head’s slope, and how many of the most recent keys hold 90% of the last query’s weight over {len} positions (equal content scores)',
  keptHeader: 'weight kept per step back, e^(−m)',
  spanHeader: 'keys holding 90%',
  spanCell: '{keys} of {len}',
  alibiText: {
    plural: 'heads',
    '=1': 'With one head the slope is {first}. Over {len} positions, head 1 keeps 90% of its attention on the last {firstSpan} keys. A key {back} back gets a bias of {bias} in head 1: a factor of {factor} on its weight.',
    other:
      'With {heads} heads the slopes run from {first} to {last}. Over {len} positions, head 1 keeps 90% of its attention on the last {firstSpan} keys, head {heads} needs {lastSpan}. A key {back} back gets a bias of {bias} in head 1: a factor of {factor} on its weight.',
  },
  stepsBack: { plural: 'n', one: '{n} step', other: '{n} steps' },
  alibiFading:
    'After the softmax a penalty of b becomes a factor e^(−b): with equal content scores, every step back multiplies a key’s weight by e^(−m). Steep heads look at the last few tokens; gentle ones spread far back. At any length the penalty for a given distance is the same, which is why ALiBi has nothing to run out of; it also means the far past fades, whatever it says.',

  // Stretching RoPE
  stretchTitle: 'Stretching RoPE past its trained length',
  stretchProse:
    'RoPE turns pair i of a query or key at position p by p·θᵢ, with θᵢ = base^(−2i/d). Fast pairs (small i) go round many times within L positions, so training saw every angle they can take; slow pairs only ever turned part of the way. At {scale}L the slow pairs reach angles no training example produced. Two fixes change the angles at test time, with no training:',
  trainedHint: 'the length the model was trained on',
  dHint: 'width of each query/key head: {range}',
  pairHint: 'the pair in the angle chart: 0 is the fastest',
  pairTooLarge: 'pair i must be between 0 and {last}: a width of {d} has {pairs} pairs',
  angleTitle: 'Angle of one pair against position, out to {scale}× the trained length',
  positionAxis: 'position',
  angleAxis: 'angle (turns)',
  plainRope: 'plain RoPE',
  interpolatedByFour: 'interpolated (÷ 4)',
  interpolated: 'interpolated',
  ntkScaled: 'NTK-scaled',
  largestTrainedAngle: 'largest angle in training',
  angleSummary:
    'Angle of pair {i} of {pairs} in turns against position 0 to {last}: plain RoPE reaches {plain} turns, interpolation {linear}, NTK {ntk}; training (positions below {trained}) reached {reached}.',
  reachDefinition:
    'A pair’s angle is a point on a circle, and over a run of positions the pair sweeps the arc from 0 to its largest angle, or the whole circle once it has gone round; its reach is the arc it sweeps at {scale}L divided by the arc it swept in training, so 1 means it meets no angle training did not show.',
  reachTitle:
    'Each pair at {scale}× the length: the arc of angles it sweeps, over its arc in training',
  pairAxis: 'pair i (fast → slow)',
  reachAxis: 'reach (1 = nothing new)',
  pairColumn: 'pair i',
  insideTraining: 'inside training (1)',
  reachSummary:
    'For each of {pairs} pairs, the arc of angles it sweeps over {len} positions divided by the arc it swept over the {trained} trained ones: pair 0 {first} plain, pair {lastPair} {last}; at most {plain} plain, {linear} interpolated, {ntk} with NTK.',
  reachCaption:
    'Each pair’s arc in training (positions 0 to {lastTrained}, in turns) and its reach at {len} positions',
  arcHeader: 'arc in training (turns)',
  ropeRun: 'Trained on {trained} positions, run on {len}.',
  noPairRound: 'No pair went all the way round in training.',
  pairZeroRound: 'Pair 0 alone went all the way round in training.',
  pairsRound: 'Pairs 0 to {last} went all the way round in training.',
  // {plain}, {linear}, {ntk}: sweepSome or sweepNone, how many pairs of each method sweep more.
  sweepMore:
    'Pairs that sweep more than in training: plain {plain}, interpolated {linear}, NTK {ntk}.',
  sweepSome: '{count} of {pairs} (up to {most}×)',
  sweepNone: 'none of {pairs}',
  ropeSpeeds:
    'Pair 0 turns 1 radian per position in plain RoPE and with NTK, but {slow} with interpolation: neighbours look {scale} times closer than in training. Pair {i} moves {plain} rad per position plainly, {linear} interpolated, {ntk} with NTK. (Interpolation maps position {last} to {mapped}, a fraction of a position past the last trained one, {lastTrained}.)',
  stretchCompared:
    'Interpolation squeezes positions: every pair stays within what training covered (give or take a fraction of one position), but neighbouring tokens are now a quarter step apart, which the fast pairs never showed the model. NTK scaling leaves the fastest pair exactly as trained, so short distances look as they always did, and slows each slower pair more, the slowest by the full factor; the pairs in between are slowed by less than the length grew, so some of them still sweep angles training never showed (the table says how far). Which works better without fine-tuning is an empirical question.',
  labLink:
    'See the effect on a real model: the training lab’s {link} trains a TinyGPT with each encoding (none, learned, sinusoidal, RoPE, ALiBi) on the same text and measures each on held-out text at 1×, 2×, 4× and 8× the training length, RoPE also with interpolation and NTK scaling.',
  labLinkText: '“Compare positional encodings”',
  // Inside formulas, set as text in the TeX: ALiBi's score of query i and key j (score_h(i, j));
  // the name of the first fix before its rule (p θᵢ → p/s θᵢ)
  texScore: 'score',
  texInterpolation: 'interpolation:',
};
