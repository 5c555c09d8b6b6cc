// The words of the lesson attention, in English (the shape of a message: i18n/words.js).
// Formulas, code names and the learner's own text are not words: they stay in the view.
export const strings = {
  // What attention is (content.js)
  lead:
    'Attention is how a token gathers information from the others. Every token’s vector is ' +
    'multiplied by three learned matrices to give a query (what it is looking for), a key ' +
    '(what it offers to be found by) and a value (what it passes on when found). The query of ' +
    'token i is compared with the key of every token j by a dot product; a softmax turns each ' +
    'row of these scores into weights that are positive and add up to 1; the output of token i ' +
    'is the weighted average of the values.',
  whyScale:
    'Why divide by √d_k? A dot product of two vectors with d_k random entries of size about 1 ' +
    'has a spread of about √d_k. Without the division, wide heads would produce large scores, ' +
    'the softmax would put almost all weight on one token, and its gradients would vanish. The ' +
    'causal mask M adds −∞ to every score of a later token, so after the softmax those weights ' +
    'are exactly 0: a token can only look back.',
  randomNote:
    'Here the token table and the three projections are random (drawn from the random seed), as in an ' +
    'untrained model, so the pattern is arbitrary; training is what makes queries find useful ' +
    'keys. Tokens are the UTF-8 bytes of the text, as in the training lab.',

  // Controls
  textHint: 'each UTF-8 byte is a token; the first 128 are used',
  textEmpty: 'Type some text: attention needs at least one token.',
  dModelHint: 'embedding width, {range} (even with positions)',
  dKHint: 'query/key width, {range}',
  seedHint: 'draws the random table and projections',
  causalLabel: 'causal mask (look back only)',
  positionsLabel: 'add sinusoidal positions',
  stripLabel: 'Tokens (bytes) of the text',
  summary: {
    plural: 'n',
    one: '{n} token, d_model {dModel}, d_k {dK}, random seed {seed}, sinusoidal positions added.',
    other:
      '{n} tokens, d_model {dModel}, d_k {dK}, random seed {seed}, sinusoidal positions added.',
  },
  summaryNoPositions: {
    plural: 'n',
    one: '{n} token, d_model {dModel}, d_k {dK}, random seed {seed}, no positions.',
    other: '{n} tokens, d_model {dModel}, d_k {dK}, random seed {seed}, no positions.',
  },
  summaryCut:
    '{n} tokens, d_model {dModel}, d_k {dK}, random seed {seed}, sinusoidal positions added. The text has {total} bytes; the first {n} are shown so the cells stay readable.',
  summaryCutNoPositions:
    '{n} tokens, d_model {dModel}, d_k {dK}, random seed {seed}, no positions. The text has {total} bytes; the first {n} are shown so the cells stay readable.',

  // The three maps: scores, mask, weights
  token: '{i} ‘{byte}’',
  keyAxis: 'key j →',
  queryAxis: 'query i ↓',
  scoresTitle: '1. Scores q·k / √d_k',
  scoresLegendNote: 'grey: masked (−∞), a future key',
  scoreHover: 'query {query} · key {key} / √{dK} = {score}',
  scoreHoverMasked: 'query {query} · key {key} / √{dK} = {score}  (masked: becomes −∞)',
  scoresIdle:
    'Red: query and key agree; blue: they disagree; pale: a score near 0 (the colours reach ±1 at least). {point} for exact values.',
  scoresLabel:
    'Heatmap of the {n} by {n} attention scores, from {lo} (blue) to {hi} (red), future keys masked in grey.',
  scoresLabelUnmasked:
    'Heatmap of the {n} by {n} attention scores, from {lo} (blue) to {hi} (red).',
  maskTitle: '2. Causal mask',
  maskHidden: '0 hidden',
  maskVisible: '1 visible',
  maskHoverVisible: 'query {query}, key {key}: visible (add 0)',
  maskHoverHidden: 'query {query}, key {key}: future, hidden (add −∞)',
  maskIdle: 'Row i sees keys 0..i: the lower triangle.',
  maskIdleOff: 'Mask off: every token sees every other (as in an encoder).',
  maskLabel: 'Causal mask, {n} by {n}: ones on and below the diagonal, zeros above.',
  maskLabelOff: {
    plural: 'count',
    '=1': 'No mask: its one entry is 1.',
    other: 'No mask: all {count} entries are 1.',
  },
  weightsTitle: '3. Weights softmax(row)',
  weightsLegendNote: 'each row sums to 1; the brightest colour is the largest weight outside row 0',
  weightHover: 'weight of query {query} on key {key} = {weight};  row {i} sums to {sum}',
  weightHoverZero: 'weight of query {query} on key {key} = 0 (exactly);  row {i} sums to {sum}',
  weightsIdle: 'Bright: where each query looks. {point} for exact weights.',
  weightsLabel:
    'Heatmap of the {n} by {n} attention weights, 0 (dark) to 1 (yellow); each row sums to 1; above the diagonal exactly 0.',
  weightsLabelUnmasked:
    'Heatmap of the {n} by {n} attention weights, 0 (dark) to 1 (yellow); each row sums to 1.',

  // The mask tells each row where it is
  maskLeakTitle: 'The mask tells each row where it is',
  maskLeakProse:
    'Attention without positions is often called blind to order. Under the causal mask it is not. Take a text of one repeated byte, “aaaaaaaaaaaa”, with no positions: every query and every key is the same vector, so every score is the same. Row t still sees only keys 0 to t, and its softmax shares a total of 1 among those t + 1 keys, so its weight on the first token falls as 1/(t + 1). A later row averages over more keys, so its output differs from an earlier row’s: this is how a causal model with no positional encoding can still learn order (Haviv et al. 2022).',
  maskLeakCaption: 'Weight of row t on token 0, no positions, causal mask (computed by the core)',
  maskLeakRow: 'row t',
  maskLeakWeight: 'weight on token 0',

  // Memory: the N² cost (memory.js)
  memoryTitle: 'Memory: the N² cost',
  memoryProse:
    'Plain scaled dot-product attention builds the whole N × N matrix of weights before it ' +
    'multiplies by V: one number for every pair of tokens. Double the context and the matrix ' +
    'holds four times as many numbers, for every head and every layer. That is why long ' +
    'contexts were expensive and why later methods (FlashAttention and others) compute the ' +
    'same result in tiles without ever storing the full matrix.',
  memoryNote:
    'The cost is sometimes written ω(N²), but little omega means “grows strictly faster than ' +
    'N²”: the matrix has exactly N² entries, so the memory is Θ(N²), both O(N²) (at most) ' +
    'and Ω(N²) (at least) a constant times N².',
  memoryChartLabel:
    'Log-log chart: memory of one float32 attention matrix grows as N squared, from 4 bytes at N = 1 to 64 GiB at N = 131072, while one row of activations per token grows only linearly.',
  memoryReadout: {
    plural: 'n',
    one: 'N = {n} token: the attention matrix holds {weights} weight = {matrixBytes} in float32, for one head of one sequence. The token vector itself (d_model {dModel}) takes {vectorBytes}.',
    other:
      'N = {n} tokens: the attention matrix holds {weights} weights = {matrixBytes} in float32, for one head of one sequence. The token vectors themselves (d_model {dModel}) take {vectorBytes}.',
  },
  memoryHint: 'log scale, {range} ({max}k) tokens',
  lengthAxis: 'sequence length N (tokens)',
  bytesAxis: 'bytes (float32)',
  matrixSeries: 'attention matrix N²·4 B',
  vectorsSeries: 'token vectors N·{dModel}·4 B',
  matrixColumn: 'attention matrix bytes',
  vectorsColumn: 'token vectors bytes (d_model {dModel})',
  // Inside formulas, set as text in the TeX: the mask's name after its cases; the memory of
  // the scores (bytes = 4N²)
  texCausal: '(causal)',
  texBytes: 'bytes',
};
