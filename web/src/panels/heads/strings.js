// The words of the lesson heads, in English (the shape of a message: i18n/words.js).
// Formulas, code names and the learner's own text are not words: they stay in the view.
export const strings = {
  lead: 'One attention head looks for one kind of relation. A transformer runs several heads side by side. Each reads the whole token vector, all d_model numbers, and projects it into its own narrower query, key and value (d_model / heads numbers each); then their results are joined. This is exactly what TinyGPT, the model of the training lab, does in every block.',
  howHeadsSplit:
    'q, k and v come from one matrix W_qkv applied to the normalised token vectors. Head h takes columns h·d_head to (h+1)·d_head − 1 of each, a contiguous slice, computes its own weights and its own weighted average of its value rows, and writes the result into the same columns of the output. The output projection W_o then mixes the columns, so every head’s finding can reach every dimension, and the result is added to x (the residual stream, which “The transformer block” follows). M is the causal mask.',
  modelNote:
    'The model here has the shape set in the training lab (layers, heads, d_model, positions, norm) and random weights from the random seed, as before training. Train a TinyGPT in the lab and its heads appear under the random ones: trained heads often specialise, one looking at the previous byte, another at the start of a word.',
  modelNoteAway:
    'The model here has TinyGPT’s shape (layers, heads, d_model, positions, norm) and random weights from the random seed, as before training. Trained heads often specialise, one looking at the previous byte, another at the start of a word.',

  // Controls and summary
  textHint:
    'each byte is a token; the first 64 are used (fewer if the lab’s sequence length is shorter)',
  layerHint: 'which transformer block',
  headHint: 'the head opened up below',
  tooFewBlocks: {
    plural: 'n',
    one: 'The training lab’s TinyGPT has {n} block: pick 1 to {n}.',
    other: 'The training lab’s TinyGPT has {n} blocks: pick 1 to {n}.',
  },
  tooFewHeads: {
    plural: 'n',
    one: 'This model has {n} head: pick a head from 1 to {n}.',
    other: 'This model has {n} heads: pick a head from 1 to {n}.',
  },
  stripLabel: 'Tokens (bytes) of the text',
  summary: {
    plural: 'tokens',
    one: 'Random TinyGPT ({shape}, random seed {seed}), block {layer}, {tokens} token.',
    other: 'Random TinyGPT ({shape}, random seed {seed}), block {layer}, {tokens} tokens.',
  },
  summaryCut:
    'Random TinyGPT ({shape}, random seed {seed}), block {layer}, {tokens} tokens (the first {tokens} of {total} bytes).',
  summaryTrained: {
    plural: 'tokens',
    one: 'Random TinyGPT ({shape}, random seed {seed}), block {layer}, {tokens} token; below it, the trained model ({trainedShape}).',
    other:
      'Random TinyGPT ({shape}, random seed {seed}), block {layer}, {tokens} tokens; below it, the trained model ({trainedShape}).',
  },
  summaryCutTrained:
    'Random TinyGPT ({shape}, random seed {seed}), block {layer}, {tokens} tokens (the first {tokens} of {total} bytes); below it, the trained model ({trainedShape}).',

  // Each head's weights, side by side
  headsTitle: 'Each head’s weights, side by side (random weights)',
  trainedTitle: 'The same heads after training',
  token: '{i} ‘{byte}’',
  keyAxis: 'key j →',
  queryAxis: 'query i ↓',
  head: 'Head {head}',
  headHover: 'head {head}: query {query} on key {key}: {weight}',
  headHoverMasked: 'head {head}: query {query} on key {key}: 0 (future, masked)',
  headLabelRandom:
    'Head {head} of block {layer} (random weights): {tokens} by {tokens} attention weights, each row sums to 1, zero above the diagonal.',
  headLabelTrained:
    'Head {head} of block {layer} (trained weights): {tokens} by {tokens} attention weights, each row sums to 1, zero above the diagonal.',
  // What a head does most (its idle read-out)
  oneToken: 'One token: every head puts weight 1 on it.',
  mostlyItself: 'Mostly looks at itself: {share} of each row on average.',
  mostlyPrevious: 'Mostly looks at the previous byte: {share} of each row on average.',
  mostlyFirst: 'Mostly looks at the first byte: {share} of each row on average.',
  leansItself:
    'Leans towards itself: {share} of each row on average, against {uniform} if every visible byte got the same weight.',
  leansPrevious:
    'Leans towards the previous byte: {share} of each row on average, against {uniform} if every visible byte got the same weight.',
  leansFirst:
    'Leans towards the first byte: {share} of each row on average, against {uniform} if every visible byte got the same weight.',
  spread:
    'Spread out: no more than {share} of a row on itself, the previous or the first byte ({uniform} if evenly spread).',

  // One head, opened
  openedTitle: 'One head, opened: the output is the weights times V',
  weightsTitle: 'weights (T × T)',
  weightsHeading: 'Head {head}: weights ({tokens} × {tokens})',
  weightHover: 'weight of {query} on {key} = {weight}',
  weightsIdle: 'Rows sum to 1.',
  weightsLabel: 'Weights of head {head}, {tokens} by {tokens}.',
  dimensionAxis: 'dimension →',
  tokenAxis: 'token ↓',
  valuesTitle: 'V of this head (T × d_head)',
  valuesHeading: 'V of head {head} ({tokens} × {headDim})',
  valueHover: 'value of {token}, dimension {c}: {value}',
  valuesIdle: 'Each row: what that token passes on.',
  valuesLabel: {
    plural: 'tokens',
    one: 'Value rows of head {head}: {tokens} token by {headDim} dimensions, from {lo} (blue) to {hi} (red).',
    other:
      'Value rows of head {head}: {tokens} tokens by {headDim} dimensions, from {lo} (blue) to {hi} (red).',
  },
  outputTitle: 'output = weights · V',
  outputHover: 'output of {token}, dimension {c}: {value}',
  outputIdle: 'Row i: the weighted average of the value rows.',
  outputLabel: 'Output of head {head}: {tokens} by {headDim}, the weights times V.',

  // Concatenation and output projection
  joinedTitle: 'Concatenation and output projection',
  concatTitle: 'All heads side by side (T × d_model)',
  concatHeading: {
    plural: 'heads',
    '=1': 'The one head, nothing beside it ({tokens} × {dModel})',
    other: 'All {heads} heads side by side ({tokens} × {dModel})',
  },
  concatAxis: 'column → (head 1 | head 2 | …)',
  concatHover: '{token}, column {c} (head {head}): {value}',
  concatIdle: 'Head h fills columns h·d_head to (h+1)·d_head − 1.',
  concatLabel: {
    plural: 'heads',
    '=1': 'Output of the one head (nothing to concatenate): {tokens} by {dModel}.',
    other: 'Concatenated output of the {heads} heads: {tokens} by {dModel}.',
  },
  projectedTitle: 'After W_o: what is added to x',
  columnAxis: 'column →',
  projectedHover: '{token}, column {c}: {value}',
  projectedIdle: 'Every column now mixes every head.',
  projectedLabel: 'Output projection: {tokens} by {dModel}, added to the residual stream.',

  // What one attention layer costs
  costTitle: 'What one attention layer costs',
  costCaption: 'Block {layer} of {layers}, {tokens}, d_model {dModel}, {heads}',
  costTokens: { plural: 'n', one: '{n} token', other: '{n} tokens' },
  costHeads: { plural: 'n', one: '{n} head of {headDim}', other: '{n} heads of {headDim}' },
  costParameters: 'parameters (W_qkv, b_qkv, W_o, b_o)',
  costProjections: 'multiply-adds: projections q, k, v, W_o',
  costAttention: 'multiply-adds: scores and weights · V (visible keys)',
  costError: 'largest |weights · V − shown output|',
  exactlyZero: '0 (exactly)',
};
