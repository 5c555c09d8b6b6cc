// The words of the lesson pe-sinusoidal, in English (the shape of a message: i18n/words.js).
// Formulas, code names and the learner's own text are not words: they stay in the view.
export const strings = {
  lead:
    'Attention compares vectors, not places: given no positions, a transformer is blind to word order except through the causal mask, which lets each token see only the tokens before it (enough for a model to infer some order, as the attention lesson shows). ' +
    "The original Transformer adds a fixed pattern to each token's vector, one row per position. " +
    'Each pair of dimensions (2i, 2i+1) holds the sine and cosine of the position at its own frequency, so every row is different, and nearby rows look alike.',
  formulaNote:
    'p is the position (the row), i numbers the pairs of columns, d is d_model and base is 10000 in the paper. ' +
    'Both columns of a pair share one angle; only the first pair turns at exactly one radian per position.',
  summary: {
    plural: 'rows',
    one: '{rows} position × {cols} dimensions ({count} values), base {base}. {point} for exact values.',
    other:
      '{rows} positions × {cols} dimensions ({count} values), base {base}. {point} for exact values.',
  },
  xAxis: 'dimension j →',
  yAxis: 'position p ↓',
  xAxisRange: 'dimension j → (0 to {last})',
  yAxisRange: 'position p ↓ (0 to {last})',
  hover: '{entry} = {formula} = {value}   (position {row}, dimension {col}, pair {pair})',
  heatmapLabel: {
    plural: 'rows',
    one: 'Heatmap of the sinusoidal positional encoding: {rows} row (position) by {cols} columns (dimensions), values from −1 (blue) to +1 (red).',
    other:
      'Heatmap of the sinusoidal positional encoding: {rows} rows (positions) by {cols} columns (dimensions), values from −1 (blue) to +1 (red).',
  },
  maxLenHint: 'number of positions (rows), {range}',
  dModelHint: 'embedding width (columns): {range}',
  baseHint: 'sets the longest wavelength, 2π·base; the paper uses 10000',

  // Dimensions as curves, and the wavelengths
  dimsHint: 'column numbers j, separated by commas (up to 8)',
  dimsMissing: {
    plural: 'n',
    one: 'dimension {dims} does not exist with d_model {d} (0 to {last}); not plotted',
    other: 'dimensions {dims} do not exist with d_model {d} (0 to {last}); not plotted',
  },
  curvesTitle: 'Each dimension is a wave over position',
  curvesX: 'position p',
  curveLabel: 'PE[p, {j}] ({fn}, pair {pair})',
  curveRowsLabel: 'rows of the table, dimension {j}',
  curvesSummary:
    'Line chart of PE[p, j] for dimensions {dims} over positions 0 to {last}; each curve stays between −1 and 1, low dimensions oscillate fastest.',
  curvesProse:
    'Low dimensions swing fast: dimension 0 is sin(p), which repeats every 2π ≈ 6.28 positions. ' +
    'Higher pairs swing ever more slowly, so together they tell near positions and far positions apart.',
  wavelengthsTitle: 'Wavelengths: a geometric progression from 2π towards 2π·base',
  wavelengthsX: 'pair i (dimensions 2i, 2i+1)',
  wavelengthsY: 'λ, positions (log)',
  pairAxis: 'pair i',
  wavelengthSeries: 'wavelength λᵢ',
  wavelengthsSummary: {
    plural: 'n',
    '=1': 'Wavelength of the one pair on a log scale: {first} (2π), below 2π·base = {top}.',
    other:
      'Wavelengths of the {n} pairs on a log scale: a straight line from {first} (2π) up to {last}, below 2π·base = {top}.',
  },
  wavelengthsProse:
    'With d_model {d} and base {base}, each pair’s wavelength is {ratio} times the one before. ' +
    'Pair 0 repeats every {first} positions; the last pair (i = {lastPair}) every {last}. ' +
    'The largest wavelength never quite reaches 2π·base = {top}, because the exponent 2i/d stops at {exponent}, not 1 ' +
    '(so "2π to 20000π", often said of base 10000, rounds the top up).',
  attribution:
    'Reading the wavelengths as a geometric progression follows Cong Le’s notes “Geometric Progression” (text licensed {licence}), restated here in our own words with the figure computed live.',

  // One row written out
  rowTitle: 'One row, written out',
  rowHint: 'which position p to write out (any p ≥ 0; not limited to max_len)',
  rowRegion: 'The row written out',
  rowEntry: 'entry',
  rowFormula: 'formula with numbers',
  rowValue: 'value',
  rowPastEnd: {
    plural: 'rows',
    one: 'Position {p} lies past the {rows} row drawn above, yet the formula gives it all the same: a sinusoidal table has no last row.',
    other:
      'Position {p} lies past the {rows} rows drawn above, yet the formula gives it all the same: a sinusoidal table has no last row.',
  },
  rowInside:
    'Row {p} of the heatmap above, all {d} values. The divisor base^(2i/d) is the same for both members of a pair.',

  // max_len against base
  maxLenBaseTitle: 'max_len and base are different things',
  maxLenCallout:
    ' is how many rows the table has: how many positions the model can be given at once (the context length, e.g. 512 in BERT, 1024 in GPT-2; the paper of the original Transformer states no such limit, only d_model = 512). It never appears inside the formula.',
  baseCallout:
    ' (10000 in the paper) sits inside the formula and fixes the wavelengths: pair i repeats every 2π·base^(2i/d) positions. It is not a length limit and has nothing to do with how long a text may be.',
  maxLenBaseCheck: {
    plural: 'rows',
    one:
      'Check it: the core just computed the table again with max_len {longer} instead of {rows}. ' +
      'Of the {values} values in the first {rows} row, {differing} differ: the longer table only adds {extra} rows at the bottom. ' +
      'Doubling base to {otherBase} instead changes {changed} of them.',
    other:
      'Check it: the core just computed the table again with max_len {longer} instead of {rows}. ' +
      'Of the {values} values in the first {rows} rows, {differing} differ: the longer table only adds {extra} rows at the bottom. ' +
      'Doubling base to {otherBase} instead changes {changed} of them.',
  },
  // Why doubling base changes the values it does: the angles of every row but p = 0 change,
  // except in pair 0 (frequency 1 whatever the base); some changes are below float32's precision.
  rebasedAll:
    'That is every value whose angle changes: all rows but p = 0, outside the pair-0 columns, whose frequency is 1 whatever the base.',
  rebasedRounding: {
    plural: 'still',
    one: 'The angle changes in {rule} of them (all rows but p = 0, outside the pair-0 columns, whose frequency is 1 whatever the base), but {still} value keeps its float32 number: its change is smaller than float32 can show (the cosine of a tiny angle rounds to exactly 1 with either base).',
    other:
      'The angle changes in {rule} of them (all rows but p = 0, outside the pair-0 columns, whose frequency is 1 whatever the base), but {still} values keep their float32 numbers: their change is smaller than float32 can show (the cosine of a tiny angle rounds to exactly 1 with either base).',
  },

  // PE[1, :4] for d_model 512
  slipTitle: 'PE[1, :4] for d_model 512: a common slip',
  slipTableLabel: 'PE[1, 0..3] for d_model 512 and for d_model 4',
  slipTrue: 'd_model 512 (true)',
  slipQuoted: 'often quoted (this is d_model 4)',
  slipProse:
    'PE[1, :4] = [{quoted}] is often printed for d_model 512. ' +
    'Those are the numbers of a 4-wide table: with d = 4 the second pair divides by 10000^(2/4) = {divisor4}, giving sin(1/100). ' +
    'With d = 512 the second pair divides by 10000^(2/512) = {divisor512}, so PE[1, 2] = sin({angle}) = {pe2} and PE[1, 3] = cos({angle}) = {pe3}. ' +
    'In a wide table the first few pairs all turn almost as fast as pair 0; the slow pairs are at the far end. ' +
    '(For the same reason, "PE(1, 2) ≈ sin(1/10000)" is wrong too: 1/10000 is only approached by the last pair.)',
};
