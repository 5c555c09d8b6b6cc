// The words of the lesson contextual, in English (the shape of a message: i18n/words.js).
// Formulas, code names and the learner's own text are not words: they stay in the view.
export const strings = {
  lead: 'The token table gives “bank” one vector, whether the text is about a river or money: a static embedding, as in word2vec. A transformer’s hidden state for the same token is contextual: after each block it has mixed in what came before. Here TinyGPT reads two texts and we compare its vectors for the word’s last byte, layer by layer.',
  bytesNote:
    'Tokens here are bytes, so the word is several tokens; we follow its last byte, the one that has read the whole word and everything before it. With learned or sinusoidal positions the two input vectors already differ, because the word sits at different positions; with RoPE, ALiBi or no positions (set in the training lab) they start at exactly 1, and only the blocks move them apart. Random weights mix the contexts arbitrarily; trained weights mix them in ways that help predict the next byte.',
  aHint: 'one context',
  bHint: 'another context',
  wordHint: 'must occur in both texts',
  // The summary under the controls: its sentences
  wordPositions: 'The word’s last byte {word} is token {a} of text A and token {b} of text B.',
  randomModel: 'Random TinyGPT: {shape}, random seed {seed}.',
  trainedModel: 'Trained in the lab: {shape}.',
  trainHint: 'Train a TinyGPT in the training lab to add its curve.',
  trainedError: 'Trained model: {message}',

  // The cosine per layer
  chartTitle: 'Cosine of the two hidden states, per layer',
  byte: '‘{byte}’',
  randomCurve: 'random weights',
  trainedCurve: 'trained in the lab',
  sensesCurve: 'trained on both senses',
  layerAxis: 'layer (0 = input)',
  cosineAxis: 'cosine A vs B',
  layerInput: 'input',
  layerAfter: 'after block {l}',
  layerLast: 'after block {l} (last)',
  layerCosine: '{layer} {cosine}',
  chartLabel: 'Cosine between the two hidden states of {word} per layer: {curves}.',
  curveCosines: '{curve} {cosines}',
  readoutRow: 'Token table row of {word} with itself: cosine {cosine}.',
  readoutCurve: '{curve}: {layers}.',
  toolsLabel: 'cosine per layer',

  // What the curves say
  randomExpect:
    'Random weights go from {first} at the input to {last} after the last block. They know nothing of rivers or money: each block mixes the earlier bytes with arbitrary weights, so the cosine moves by chance (another random seed moves it differently) and says nothing about meaning.',
  trainedExpect:
    'The lab’s model goes from {first} at the input to {last} after the last block. A model this small, trained on a few thousand bytes that seldom use the word, learns which bytes tend to follow which, not what a bank is: its curve shows how differently its blocks mix the two contexts, and it need not fall or rise steadily from layer to layer.',
  sensesExpect:
    'Trained on the short text about both kinds of bank ({steps} steps, random seed {seed}), the two states end at {apart}, and two uses of the river sense (“{a}”, “{b}”) at {together}.',
  sensesApart:
    'Here context does separate the senses: to predict what follows “bank” in that text, the model has to carry which bank it is.',
  sensesTogether:
    'Here the senses did not separate clearly: with so little text, a model this small learns little that depends on meaning. Try another random seed.',
  sensesHint:
    'To see context separate meanings, train a model on a text that uses “bank” in both senses (the button below): predicting what follows the word there needs the sense.',

  // Training on both senses
  sensesNote:
    'A TinyGPT of its own ({layers} blocks, {heads} heads, d_model {dModel}, RoPE) trained for {steps} steps on {bytes} bytes that use “bank” by a river and “bank” for money: about ten seconds, in the background.',
  sensesButton: 'Train on both senses',
  sensesProgress: 'training on both senses',
  sensesStep: 'step {step} of {total}',
  sensesDone: 'trained {steps} steps with random seed {seed}',
  sensesStopped: 'Training stopped: {message}',
};
