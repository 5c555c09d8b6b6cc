// The words of the lesson model, in English (the shape of a message: i18n/words.js).
// The shared parts of the model lessons (heads, block, contextual, sampling, and the diagram the
// overview and the training lab show too). Norm names (LayerNorm, RMSNorm) are names: they stay in the code.
export const strings = {
  // The random seed's control and a model's shape in one line
  seedHint: 'draws the random weights',
  peNone: 'no positions',
  peLearned: 'learned positions',
  peSinusoidal: 'sinusoidal positions',
  peRope: 'RoPE',
  peAlibi: 'ALiBi',
  layerCount: { plural: 'n', one: '{n} layer', other: '{n} layers' },
  headCount: { plural: 'n', one: '{n} head', other: '{n} heads' },
  shape: '{layers}, {heads}, d_model {dModel}, {positions}, {norm}',

  // Random or trained weights
  weightsLegend: 'weights',
  weightsRandom: 'random weights (from the random seed)',
  weightsTrained: 'trained in the training lab',
  trainedReady: 'Trained: {label}.',
  trainedBpe:
    'The training lab holds {label}, which reads BPE tokens; these lessons follow one byte at a time: train it with the byte tokenizer to use its weights here.',
  trainedNoBlocks:
    'The training lab holds {label}, which has no attention blocks: train a TinyGPT (model gpt) there to use its weights here.',
  trainedNone: 'Train a TinyGPT (model gpt) in the training lab to use its weights here.',

  // The diagram of TinyGPT
  diagramLabel: 'Diagram of TinyGPT',
  parameters: '{count} parameters',
  parametersEach: '{count} parameters each',
  diagramCaption: 'TinyGPT as the training lab is set: {count} parameters in all.',
  bytesIn: 'Bytes in',
  bytesInDetail: 'each byte of the text is a token id 0–255',
  tokenTable: 'Token table',
  tokenTableDetail: '256 × {d}: one row per byte',
  peNoneTitle: 'no position table',
  peNoneDetail: 'the causal mask alone tells positions apart',
  peLearnedTitle: '+ learned position table',
  peLearnedDetail: 'one trained row per position',
  peSinusoidalTitle: '+ sinusoidal positions',
  peSinusoidalDetail: 'a fixed sin/cos table, no parameters',
  peRopeTitle: 'positions by RoPE',
  peRopeDetail: 'q and k rotated inside every head, no parameters',
  peAlibiTitle: 'positions by ALiBi',
  peAlibiDetail: 'a distance penalty on every head’s scores, no parameters',
  block: 'Transformer block × {layers} (pre-norm)',
  norm1Detail: 'norm 1: each token’s {d} numbers rescaled',
  attention: {
    plural: 'heads',
    one: 'Multi-head attention: {heads} head × {headDim} dims',
    other: 'Multi-head attention: {heads} heads × {headDim} dims',
  },
  attentionDetail:
    'q | k | v = x·W ({d} → {qkv}); causal softmax; heads side by side, then W_o ({d} → {d})',
  attentionDetailRope:
    'q | k | v = x·W ({d} → {qkv}), q and k rotated; causal softmax; heads side by side, then W_o ({d} → {d})',
  attentionDetailAlibi:
    'q | k | v = x·W ({d} → {qkv}), minus slope × distance; causal softmax; heads side by side, then W_o ({d} → {d})',
  residual: '+ residual',
  attentionResidual: 'x = x + attention',
  norm2Detail: 'norm 2',
  mlp: 'MLP',
  mlpDetail: '{d} → {hidden} (GELU) → {d}, each token on its own',
  mlpResidual: 'x = x + MLP',
  finalNorm: 'Final {norm}',
  outputHead: 'Output head',
  outputHeadDetail: '{d} → 256 logits, its own table (not tied to the token table)',
  softmax: 'Softmax',
  softmaxDetail: '256 next-byte probabilities',
};
