// The words of the lesson pe-learned, in English (the shape of a message: i18n/words.js).
// Formulas, code names and the learner's own text are not words: they stay in the view.
export const strings = {
  lead:
    'GPT-2 and BERT do not use a formula for positions. They keep a second embedding table with one row per position, ' +
    'P₀, P₁, …, P_(max_len−1), and add row t to the token vector at position t. The rows start random and are trained like every other weight. ' +
    'Below, the table is drawn from N(0, 1) with the page’s random seed until the training lab publishes a trained one.',
  maxLenHint: 'rows of the random table ({range})',
  dHint: 'width of each row ({range})',
  seqHint: 'length of a text to embed ({range})',

  // Which table is shown
  sourceTrained:
    'Showing the trained table of “{name}” ({rows} × {cols}). The max_len and d_model controls set the random table.',
  trainingLab: 'the training lab',
  untrainedRows:
    'Its training windows were {window} tokens long, so rows {window} to {last} were never used: they still hold their starting values, not anything learned, and the averages below leave them out.',
  sourceRandom:
    'Random table: {rows} × {cols} values from N(0, 1), random seed {seed}. Train a model with learned positions in the training lab to see a trained one here.',
  sourceRandomAway: 'Random table: {rows} × {cols} values from N(0, 1), random seed {seed}.',
  showRandom: 'Show the random table',
  showTrained: 'Show the trained table',

  // The table and the similarity of its rows
  tableTitle: 'The learned position table',
  xAxis: 'dimension →',
  yAxis: 'position ↓',
  xAxisRange: 'dimension → (0 to {last})',
  yAxisRange: 'position ↓ (0 to {last})',
  tableHover: '{entry} = {value}   (position {row}, dimension {col})',
  tableLabelTrained: {
    plural: 'rows',
    one: 'Heatmap of the trained learned position table: {rows} position by {cols} dimensions, values from −{top} (blue) to +{top} (red), a scale fitted to this table.',
    other:
      'Heatmap of the trained learned position table: {rows} positions by {cols} dimensions, values from −{top} (blue) to +{top} (red), a scale fitted to this table.',
  },
  tableLabelRandom: {
    plural: 'rows',
    one: 'Heatmap of the random learned position table: {rows} position by {cols} dimensions, values from −{top} (blue) to +{top} (red).',
    other:
      'Heatmap of the random learned position table: {rows} positions by {cols} dimensions, values from −{top} (blue) to +{top} (red).',
  },
  tableSummary: {
    plural: 'rows',
    one: '{rows} position × {cols} dimensions. {point} for exact values.',
    other: '{rows} positions × {cols} dimensions. {point} for exact values.',
  },
  similarityX: 'position q →',
  similarityY: 'position p ↓',
  similarityHover: '{entry} = {value}   (distance {distance})',
  learnedSimilarityTitle: 'Learned: cosine similarity of positions',
  sinusoidalSimilarityTitle: 'Sinusoidal: cosine similarity of positions',
  learnedSimilarityTrained: {
    plural: 'rows',
    one: 'Similarity matrix of the learned table’s {rows} position: bright diagonal, trained structure.',
    other:
      'Similarity matrix of the learned table’s {rows} positions: bright diagonal, trained structure.',
  },
  learnedSimilarityRandom: {
    plural: 'rows',
    one: 'Similarity matrix of the learned table’s {rows} position: bright diagonal, noise elsewhere.',
    other:
      'Similarity matrix of the learned table’s {rows} positions: bright diagonal, noise elsewhere.',
  },
  sinusoidalSimilarity: {
    plural: 'rows',
    one: 'Similarity matrix of {rows} sinusoidal position (d_model {cols}): bands parallel to the diagonal, set by the distance only.',
    other:
      'Similarity matrix of {rows} sinusoidal positions (d_model {cols}): bands parallel to the diagonal, set by the distance only.',
  },
  similaritySummary: '{point}: similarity of two positions.',

  // Side by side
  sideBySideTitle: 'Side by side',
  learnedHeader: 'learned table',
  sinusoidalHeader: 'sinusoidal',
  trainableRow: 'trainable numbers',
  noParameters: '0 (a fixed formula)',
  sequenceRow: 'a {seq}-token sequence',
  rowsLookedUp: 'rows 0 to {last} looked up',
  rowsLookedUpUntrained: 'rows 0 to {last} looked up; rows {window} to {last} were never trained',
  noRowsPast: 'error: no rows past {last}',
  rowsComputed: { plural: 'seq', one: '{seq} row computed', other: '{seq} rows computed' },
  rowsComputedBeyond: '{seq} rows computed ({beyond} beyond max_len)',
  neighboursRow: 'neighbours alike?',
  learnedNeighbours: 'mean cos(P[p], P[p+1]) = {near}',
  learnedNeighboursFar: 'mean cos(P[p], P[p+1]) = {near}; at distance 10: {far}',
  learnedNeighboursTrained: 'mean cos(P[p], P[p+1]) over the {window} trained rows = {near}',
  learnedNeighboursTrainedFar:
    'mean cos(P[p], P[p+1]) over the {window} trained rows = {near}; at distance 10: {far}',
  sinusoidalNeighbours: 'cos(PE[p], PE[p+1]) = {near} for every p',

  // Past max_len
  pastMaxLenTitle: 'Past max_len',
  sequenceFits: {
    plural: 'rows',
    one: 'A {seq}-token sequence fits in {rows} row. Raise the sequence length past {rows} to see what the learned table does.',
    other:
      'A {seq}-token sequence fits in {rows} rows. Raise the sequence length past {rows} to see what the learned table does.',
  },
  coreRefuses: 'The core refuses to look up positions the learned table does not have:',
  formulaHasNoLimit: {
    plural: 'rows',
    one: 'The sinusoidal formula has no such limit: it simply computed {seq} rows (whether a model trained on {rows} position uses the new ones well is another matter).',
    other:
      'The sinusoidal formula has no such limit: it simply computed {seq} rows (whether a model trained on {rows} positions uses the new ones well is another matter).',
  },
  whichWhere:
    'Which is used where: the original Transformer used sinusoids; BERT and GPT-2/3 learned their tables; most recent open LLMs rotate queries and keys by their positions instead of adding any table. ' +
    '(A popular comparison lists "most modern LLMs" under learned tables; that was true of the GPT-2/GPT-3 era, not today.)',
};
