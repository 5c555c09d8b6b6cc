// The words of the lesson block, in English (the shape of a message: i18n/words.js).
// Formulas, code names and the learner's own text are not words: they stay in the view.
export const strings = {
  lead: 'A transformer is the same block repeated. Each block lets the tokens exchange information (attention), then transforms each token on its own (the MLP), and adds both results to a running vector x, the residual stream. After the last block a final norm and the output head turn each token’s x into 256 scores, one per possible next byte.',
  textHint: 'the prompt: each byte is a token; the first 64 are used',
  summaryTrained: {
    plural: 'tokens',
    one: 'Trained TinyGPT ({shape}), {tokens} token.',
    other: 'Trained TinyGPT ({shape}), {tokens} tokens.',
  },
  summaryTrainedCut:
    'Trained TinyGPT ({shape}), {tokens} tokens (the first {tokens} of {total} bytes).',
  summaryRandom: {
    plural: 'tokens',
    one: 'Random TinyGPT ({shape}, random seed {seed}), {tokens} token.',
    other: 'Random TinyGPT ({shape}, random seed {seed}), {tokens} tokens.',
  },
  summaryRandomCut:
    'Random TinyGPT ({shape}, random seed {seed}), {tokens} tokens (the first {tokens} of {total} bytes).',

  // The residual stream
  streamTitle: 'The residual stream is a running sum',
  streamProse:
    'No sub-layer replaces x: each adds a correction to it. So the first block’s work is still in x at the end, and the gradient has a direct path, through the additions, from the loss to every block. The bars show how big x is (its root mean square) after each addition.',
  streamHeading: 'Size of x (RMS) after each sub-layer, last token',
  stageInput: 'input',
  stageAttention: 'attn {l}',
  stageMlp: 'MLP {l}',
  stageAttentionShort: 'A{l}',
  stageMlpShort: 'M{l}',
  streamHover: '{stage}: RMS of x = {rms}',
  streamHoverAdded: '{stage}: RMS of x = {rms}; this sub-layer added a vector of RMS {added}',
  streamIdle:
    'Each bar: the residual stream after one more sub-layer has been added (A2: the attention of block 2, M2: its MLP).',
  streamLabel:
    'Bar chart: RMS of the residual stream for the last token after each of the {count} sub-layers, from {first} at the input to {last} after block {layers}.',

  // The diagram
  diagramTitle: 'TinyGPT, as the training lab is set',
  diagramProse:
    'Change layers, heads, d_model, positions or the norm in the training lab and this diagram (and every lesson here) follows.',

  // Pre-norm or post-norm (placement.js)
  placementTitle: 'Pre-norm or post-norm',
  placementProse:
    'The 2017 Transformer normalised after each addition: x = norm(x + sublayer(x)), post-norm. GPT-2 and TinyGPT normalise only the branch: x = x + sublayer(norm(x)), pre-norm, with one final norm at the end. Below, the same random blocks are stacked both ways on the same input; the gradient is that of a fixed random direction of the output.',
  depthHint: '{range} random blocks, same weights for both placements',
  preNorm: 'pre-norm (GPT-2, TinyGPT)',
  postNorm: 'post-norm (2017)',
  boundaryAxis: 'block boundary (0 = input)',
  activationAxis: 'RMS of x',
  gradientAxis: 'RMS of gradient',
  activationTitle: 'Activation size',
  gradientTitle: 'Gradient size',
  activationTools: 'activation size, pre-norm against post-norm',
  gradientTools: 'gradient size, pre-norm against post-norm',
  boundaryOutput: 'output',
  boundaryInto: 'into block {l}',
  preActivationColumn: 'pre-norm activation RMS',
  postActivationColumn: 'post-norm activation RMS',
  preGradientColumn: 'pre-norm gradient RMS',
  postGradientColumn: 'post-norm gradient RMS',
  activationLabel: {
    plural: 'depth',
    one: 'Activation size through {depth} block: pre-norm grows from {preIn} to {preOut}; post-norm stays near {postOut}.',
    other:
      'Activation size through {depth} blocks: pre-norm grows from {preIn} to {preOut}; post-norm stays near {postOut}.',
  },
  gradientLabel:
    'Gradient size reaching each block: at the input, pre-norm {preIn}, post-norm {postIn}; at the output, pre-norm {preOut}, post-norm {postOut}.',
  placementReadout:
    '{blocks} (d_model {dModel}, {heads}, {norm}, 16 random tokens): ' +
    'x grows from {preIn} to {preOut} with pre-norm and ends at {postOut} with post-norm. ' +
    'The gradient at the input is {preGradIn} (pre) against {postGradIn} (post), ' +
    'a ratio to the output’s gradient of {preRatio} and {postRatio}.',
  randomBlocks: { plural: 'n', one: '{n} random block', other: '{n} random blocks' },
  headCount: { plural: 'n', one: '{n} head', other: '{n} heads' },
  // What the gradient chart shows, and what it cannot
  shows:
    'What this chart shows: before any training, the gradient reaching the input is {post} with post-norm, {factor} times pre-norm’s ({pre}).',
  showsSmaller:
    'What this chart shows: before any training, the gradient reaching the input is {post} with post-norm, {factor} times smaller than pre-norm’s ({pre}).',
  bothStay:
    'Post-norm’s gradient stays within a factor of 1.25 from the output back to the input ({postOut} to {postIn}); pre-norm’s gradient stays within a factor of 1.25 from the output back to the input ({preOut} to {preIn}).',
  postStaysPreChanges:
    'Post-norm’s gradient stays within a factor of 1.25 from the output back to the input ({postOut} to {postIn}); pre-norm’s gradient goes from {preOut} at the output to {preIn} at the input, {preRatio} times its size at the output.',
  postChangesPreStays:
    'Post-norm’s gradient goes from {postOut} at the output to {postIn} at the input, {postRatio} times its size at the output; pre-norm’s gradient stays within a factor of 1.25 from the output back to the input ({preOut} to {preIn}).',
  bothChange:
    'Post-norm’s gradient goes from {postOut} at the output to {postIn} at the input, {postRatio} times its size at the output; pre-norm’s gradient goes from {preOut} at the output to {preIn} at the input, {preRatio} times its size at the output.',
  doesNotShow:
    'Pre-norm’s x grows from block to block and its final norm divides by that size, which scales every gradient below it down. ' +
    'What it does not show is training. The trouble with post-norm is in the weights’ gradients once steps are taken: Xiong et al. (2020) found those near the output large at the start in deep post-norm stacks, which then needed a learning-rate warm-up to train at all, while pre-norm stacks trained without one. ' +
    'A chart of x’s gradients for one random output direction, before any step, cannot show that.',

  // The MLP
  mlpTitle: 'The MLP: 4·d hidden units, GELU',
  mlpProse:
    'The MLP widens each token’s vector to 4·d_model numbers, bends them with GELU (about 0 for negative inputs, about the input for positive ones), and projects back to d_model. It sees one token at a time: attention gathered the context, the MLP works on it.',
  mlpHeading: 'MLP hidden layer of the last block: GELU(x·W₁)',
  hiddenAxis: 'hidden unit → (4·d_model)',
  tokenAxis: 'token ↓',
  mlpHover: 'token {i} ‘{byte}’, hidden unit {c}: {value}',
  mlpIdle:
    'Darkest: GELU’s dip below 0 (to −0.17 at most); dark: its flat side near 0; bright: strongly active units.',
  mlpLabel: {
    plural: 'tokens',
    one: 'Heatmap of the last block’s MLP hidden layer, {tokens} token by {units} units; {share}% of the values are within 0.01 of zero.',
    other:
      'Heatmap of the last block’s MLP hidden layer, {tokens} tokens by {units} units; {share}% of the values are within 0.01 of zero.',
  },
  mlpNote: '{share}% of these {count} values are within 0.01 of zero.',

  // Final norm, output head, softmax
  outputTitle: 'Final norm, output head, softmax',
  outputProse:
    'After the last block, a final norm rescales each token’s x and the output head, a 256 × d_model matrix, scores every possible next byte: the logits. A softmax turns the last token’s logits into the probabilities below.',
  probsHeading: 'Next-byte probabilities after the text (12 most likely)',
  probsHover: '‘{byte}’ (byte {b}): logit {logit}, probability {probability}',
  probsIdle: 'softmax(logits): all 256 bytes share probability 1.',
  probsLabel:
    'Bar chart of the 12 most likely next bytes: first ‘{byte}’ with probability {probability}.',
  logitColumn: 'logit',
  probabilityColumn: 'probability',

  // Weight tying and √d_model
  tyingTitle: 'Weight tying and √d_model',
  tyingProse:
    'The output head asks “which byte’s row is x most like?”, the token table answers “which row stands for this byte?”. Weight tying uses one matrix for both, as GPT-2 does: fewer parameters, and a byte that is rarely seen still gets a sensible output row. The 2017 paper tied them too and multiplied the embeddings by √d_model: its table is drawn small (entries of size about 1/√d_model) so that the shared matrix gives moderate logits, and the factor √d_model brings the rows back to a size of about 1, comparable to the sinusoidal positions added to them, so that neither drowns the other.',
  tying:
    'In this TinyGPT the token table and the output head are both 256 × {dModel} = {head} parameters, ' +
    '{share}% of its {parameters}: tying them would save that many. ' +
    'Its token table entries have an RMS of {rms}.',
};
