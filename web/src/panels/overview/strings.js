// The words of the lesson overview, in English (the shape of a message: i18n/words.js).
// Formulas, code names and the learner's own text are not words: they stay in the view.
export const strings = {
  lead:
    'A GPT reads text and guesses what comes next, one piece at a time. These lessons build a small one, TinyGPT, part by part, and train it in your browser. ' +
    'Here is all of it at once: the text goes in at the top, each stage hands the next one a vector of numbers per token, and probabilities for the next byte come out at the bottom. ' +
    'Each later lesson opens one stage.',
  promptHint: 'the model continues it by one byte',
  promptEmpty: 'Type at least one character: the model continues the text.',

  // The next byte's probabilities
  barsTitle: 'The next byte’s probabilities (the likeliest {n})',
  barHover: '‘{byte}’ (byte {id}): {p}',
  barIdle: 'Point at a bar to read its probability.',
  logitColumn: 'logit',
  probabilityColumn: 'probability',
  barsSummary: 'Bar chart of the {n} likeliest next bytes: {bars}.',
  barsItem: '‘{byte}’ {p}',
  promptBytes: 'Its bytes, the token ids the model reads: {ids}.',
  summaryTrained:
    'Trained TinyGPT ({shape}): after the text, the likeliest next byte is ‘{byte}’ at {p}.',
  summaryRandom:
    'TinyGPT with random weights ({shape}, random seed {seed}): after the text, the likeliest next byte is ‘{byte}’ at {p}. ' +
    'Random weights have learned nothing, so this order is arbitrary (an even guess gives each byte 1/256 = {even}). ' +
    'Train the model in the training lab, then choose trained weights.',
  summaryRandomAway:
    'TinyGPT with random weights ({shape}, random seed {seed}): after the text, the likeliest next byte is ‘{byte}’ at {p}. ' +
    'Random weights have learned nothing, so this order is arbitrary (an even guess gives each byte 1/256 = {even}).',

  // The model, stage by stage
  diagramTitle: 'TinyGPT, stage by stage',
  labNote:
    'The training lab sets the model’s size (layers, heads, d_model, positions, norm); this diagram and every lesson follow it. ' +
    '{link} to train it now, and come back to see what changed.',
  labLink: 'Go to the training lab',

  // A first look at the words the lessons use: each term, what it is, and a link to its lesson
  firstLookTitle: 'A first look at the words the lessons use',
  moreInLesson: 'More in its lesson.',
  token: 'token',
  tokenAbout:
    'A piece of text the model reads as one unit. Here each byte is a token: a number from 0 to 255. A byte that is no printable character on its own is written \\x and two hexadecimal digits: \\xC3 is byte 195, the first of the two bytes of “é”. {more}',
  embedding: 'embedding',
  embeddingAbout:
    'The row of numbers (a vector) that the token table holds for a token. The model learns these rows. {more}',
  position: 'position',
  positionAbout:
    'The model must also know where a token sits. A positional encoding adds position numbers to each row, or turns parts of the vectors by an angle that grows with the position. {more}',
  norm: 'norm',
  normAbout:
    'LayerNorm or RMSNorm rescales each token’s vector to a steady size before a layer uses it. {more}',
  attention: 'attention',
  attentionAbout:
    'Each token gathers what it needs from earlier tokens. It makes a query (what it looks for); every token makes a key (what it offers) and a value (what it passes on). ' +
    'The dot product of the query with a key is a score; softmax turns a token’s scores into weights that are positive and add up to 1; the token’s output is the weighted sum of the values. {more}',
  causalMask: 'causal mask',
  causalMaskAbout:
    'A token may attend to itself and earlier tokens only, never to later ones, so the model cannot read the byte it has to predict. {more}',
  head: 'head',
  headAbout:
    'Attention runs several times side by side. Each head makes its own queries, keys and values from the whole vector of every token; their results are joined and mixed by one more matrix, the output projection W_o. {more}',
  block: 'block',
  blockAbout:
    'Attention and then a small network for each token on its own (the MLP, whose hidden layer bends its numbers with a smooth ramp, GELU). Each normalises its input first (pre-norm) and adds its result back onto the token’s vector, the residual stream. TinyGPT stacks a few blocks. {more}',
  logits: 'logits and softmax',
  logitsAbout:
    'After the last block the output head gives 256 scores for the next byte, the logits; softmax turns them into probabilities. ' +
    'Generating text means picking a byte from them, adding it to the text, and going again. {more}',
  loss: 'loss',
  lossAbout:
    'Training shows the model text and asks, at every position, for the next byte. ' +
    'It is scored by the cross-entropy loss, −ln of the probability it gave the true byte; the gradient tells how to nudge every weight to lower it. {more}',
};
