// The words of the lesson token-embedding, in English (the shape of a message: i18n/words.js).
// Formulas, code names and the learner's own text are not words: they stay in the view.
export const strings = {
  lead:
    'The model keeps a table E with one row of d numbers for every token id. Turning an id into a vector is just reading its row. ' +
    'Before training the rows are random (PyTorch’s nn.Embedding draws them from a standard normal distribution); training moves them so that tokens used alike get alike rows.',
  textEmpty: 'type at least one character',
  dHint: 'row length of the random table, {range} (a trained table keeps its own)',
  charsLabel: 'characters to compare',
  charsHint: 'Vizuara’s notebook compares a b c x y z, space, full stop, 0 1',
  charsTooFew: 'type at least 2 characters to compare',
  charsNotOneByte:
    '“{char}” is {n} bytes in UTF-8 ({ids}), so it is not one token here; use one-byte (ASCII) characters',
  sourceTrained: 'trained, when the lab has one',
  sourceRandom: 'random (before training)',

  // Which table is shown
  shownTrained: 'Showing the trained table: {source} (256 × {d})',
  fromLab: 'from the training lab',
  shownRandom:
    'Showing the random table before training: N(0, 1), random seed {seed}, 256 × {d}. ' +
    'The training lab’s token + position predictor starts from this very table when it starts as the notebook does, and from this table scaled by 0.02 when it starts small, as GPT-2 does.',
  shownRandomNoModel:
    'Showing the random table before training: N(0, 1), random seed {seed}, 256 × {d}. ' +
    'The training lab’s token + position predictor starts from this very table when it starts as the notebook does, and from this table scaled by 0.02 when it starts small, as GPT-2 does (train a model in the lab to see the trained one).',
  notByteTable: 'the trained table has {rows} rows, not 256 byte ids',
  trainedUnusable: 'The trained table cannot be shown: {message}',

  // The token table
  tableTitle: 'The token table E (rows: ids 0–255)',
  dimensionAxis: 'dimension →',
  tokenIdAxis: 'token id ↓',
  tableHoverUsed: {
    plural: 'n',
    one: '{entry}   (your text uses this row at position {positions})',
    other: '{entry}   (your text uses this row at positions {positions})',
  },
  tableLabelTrained: {
    plural: 'd',
    one: 'Heatmap of the trained token table: 256 rows (token ids) by {d} column (dimension), values from −{top} (blue) to +{top} (red). Marked rows are used by your text.',
    other:
      'Heatmap of the trained token table: 256 rows (token ids) by {d} columns (dimensions), values from −{top} (blue) to +{top} (red). Marked rows are used by your text.',
  },
  tableLabelRandom: {
    plural: 'd',
    one: 'Heatmap of the random token table: 256 rows (token ids) by {d} column (dimension), values from −{top} (blue) to +{top} (red). Marked rows are used by your text.',
    other:
      'Heatmap of the random token table: 256 rows (token ids) by {d} columns (dimensions), values from −{top} (blue) to +{top} (red). Marked rows are used by your text.',
  },
  tableSummary: {
    plural: 'rows',
    one: '{params} parameters (256 × {d}). Marks on the right: the {rows} row your text uses. {point} for values.',
    other:
      '{params} parameters (256 × {d}). Marks on the right: the {rows} rows your text uses. {point} for values.',
  },

  // The rows your text looks up
  lookupTitle: 'Rows looked up for your text',
  positionAxis: 'position in your text ↓',
  lookupHover: '{x} = {entry}; dimension {col} = {value}',
  rowCount: { plural: 'n', one: '{n} row', other: '{n} rows' },
  columnCount: { plural: 'n', one: '{n} column', other: '{n} columns' },
  tokenCount: { plural: 'n', one: '{n} token', other: '{n} tokens' },
  dimensionCount: { plural: 'n', one: '{n} dimension', other: '{n} dimensions' },
  lookupLabel: 'Heatmap of the {rows} looked up for your text, {columns} each.',
  lookupSummary: '{tokens} × {dims}. {point} to see which row each came from.',
  lookupSummaryCut:
    '{tokens} × {dims} (first 128 tokens). {point} to see which row each came from.',
  lookupSame:
    'Row selection E[ids] and one-hot(ids) × E (a {n} × 256 by 256 × {d} product) give exactly the same numbers.',
  lookupDiffer:
    'Row selection E[ids] and one-hot(ids) × E (a {n} × 256 by 256 × {d} product) differ by at most {difference}: rounding, the same numbers.',

  // Which characters are alike?
  similarTitle: 'Which characters are alike?',
  similar:
    'Cosine similarity compares directions: 1 for the same direction, 0 for perpendicular, −1 for opposite. ' +
    'Random rows give values scattered around 0 with no pattern. After training, letters used in similar places drift together and the picture shows blocks.',
  simTitle: 'Cosine similarity of the chosen characters',
  characterX: 'character →',
  characterY: 'character ↓',
  simLabel: {
    plural: 'n',
    one: 'Cosine similarity heatmap of {n} character ({chars}), from −1 (blue) to +1 (red); the diagonal is 1.',
    other:
      'Cosine similarity heatmap of {n} characters ({chars}), from −1 (blue) to +1 (red); the diagonal is 1.',
  },
  simSummary: '{chars}  — {point} a cell for its value.',
  charsFromTraining:
    'Comparing characters of the training text ({chars}): their rows are the ones training moved. Type your own above to choose others.',
  charsUnseen: {
    plural: 'n',
    one: '{chars} does not occur in the training text: its row was never trained and still holds the random start, so its similarities are noise.',
    other:
      '{chars} do not occur in the training text: their rows were never trained and still hold the random start, so their similarities are noise.',
  },
  charsAllSeen: 'All of these characters occur in the training text.',
  simStats: 'Off the diagonal: mean {mean}, typical size (rms) {rms}, from {min} to {max}.',
  simStatsRandom:
    'Off the diagonal: mean {mean}, typical size (rms) {rms}, from {min} to {max}. Random vectors in d = {d}: about 1/√d = {expected}.',
  // Inside a formula (#params = V · d): the table's number of parameters, set as text in the TeX
  texParams: '#params',
};
