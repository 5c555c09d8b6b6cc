// The words of the lesson combined, in English (the shape of a message: i18n/words.js).
// Formulas, code names and the learner's own text are not words: they stay in the view.
export const strings = {
  lead: 'A token row says what a token is; nothing in it says where the token stands. GPT keeps a second table with one row per position and adds the row of position t to the row of the token found there. The result has the same width d, and the same character at two places now gives two different vectors.',
  dHint: 'width of every vector, {range} (even for sinusoidal)',
  maxLenHint: 'rows of the position table, {range}',
  learnedRandom: 'learned (random)',
  sinusoidal: 'sinusoidal',
  add: 'add',
  concatenate: 'concatenate',
  emptyText: 'type at least one character',

  // The three heatmaps
  xAxis: 'dimension →',
  yAxis: 'position t ↓',
  tokenTitle: 'Token rows E[ids]',
  tokenHover: 'token row {row} ({token}), dimension {col} = {value}',
  tokenCount: { plural: 'n', one: '{n} token', other: '{n} tokens' },
  dimensionCount: { plural: 'n', one: '{n} dimension', other: '{n} dimensions' },
  tokenLabel: 'Heatmap of the token rows for your {tokens}, {dims} each.',
  tokenSummary: '{n} × {d}: row t is the table row of token t. Repeated characters repeat rows.',
  positionTitle: 'Position rows P[0..T−1]',
  positionHover: 'position row {row} ({token}), dimension {col} = {value}',
  positionLabelLearned:
    'Heatmap of position rows 0 to {last}, learned (random before training), {dims} each.',
  positionLabelSinusoidal: 'Heatmap of position rows 0 to {last}, sinusoidal, {dims} each.',
  positionSummaryLearned:
    '{n} × {d}: row t depends only on the position t (learned (random before training)).',
  positionSummarySinusoidal: '{n} × {d}: row t depends only on the position t (sinusoidal).',
  sumTitle: 'Their sum: the input',
  sumTitleShape: 'Their sum: the input (T × d)',
  sumHover: 'x[{row}] ({token}), dimension {col} = token + position = {value}',
  sumLabel: 'Heatmap of the sum, {n} × {d}.',
  sumSummary: '{n} × {d}: element by element, x[t] = E[id_t] + P[t].',
  concatTitle: 'Concatenated instead (T × 2d)',
  concatTokenHover: 'x[{row}] ({token}), column {col} = token dimension {col} = {value}',
  concatPositionHover: 'x[{row}] ({token}), column {col} = position dimension {dim} = {value}',
  concatLabel: 'Heatmap of the concatenation, {n} × {width}: token columns then position columns.',
  concatSummary: '{n} × {width}: [E[id_t] | P[t]], twice as wide.',

  // Past max_len
  truncated:
    'Your text is {given} tokens but max_len is {maxLen}. Vizuara’s notebook’s pipeline keeps ids[:max_len]: {used}, and {dropped} without a word.',
  truncatedUsed: {
    plural: 'n',
    one: 'only the first {n} token is embedded below',
    other: 'only the first {n} tokens are embedded below',
  },
  truncatedDropped: {
    plural: 'n',
    one: 'the last {n} is dropped',
    other: 'the last {n} are dropped',
  },
  strictRefuses: 'The strict module refuses instead: “{error}”',

  // Add or concatenate?
  joinTitle: 'Add or concatenate?',
  joinProse:
    'Concatenating would keep both parts untouched side by side, at the price of a vector twice as wide and twice as many weights in every layer that reads it. Adding is free, and in d dimensions the token and position signals rarely get in each other’s way.',
  joinHeader: 'join',
  shapeHeader: 'input shape',
  tokenTableHeader: 'token table',
  positionTableHeader: 'position table',
  projectionHeader: 'each next-layer projection',
  addRow: 'add (GPT)',
  learnedParameters:
    'The learned position table has max_len × d = {maxLen} × {d} parameters; the sinusoidal one has none.',
  sinusoidalParameters:
    'The sinusoidal table is computed, not learned: 0 parameters, and it exists for any length.',
};
