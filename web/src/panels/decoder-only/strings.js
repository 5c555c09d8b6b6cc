// The words of the lesson decoder-only, in English (the shape of a message: i18n/words.js).
// Formulas, code names and the learner's own text are not words: they stay in the view.
export const strings = {
  // Why GPT only looks back (content.js)
  lead:
    'GPT is trained on one task: given the text so far, predict the next token. When it writes, ' +
    'it produces one token, appends it, and predicts again, so at every step the future simply ' +
    'does not exist yet. Training has to match that situation, and the causal mask of the ' +
    '{attention} is how it does: token t may attend to tokens 0..t and never to t+1 onwards.',
  attentionLink: 'attention panel',

  // Controls
  textHint: 'the same text as the attention panel; each byte is a token',
  tHint: 'the position whose view is shown',
  startHint: 'where the window starts in the text',
  lengthHint: 'inputs per window, {range}',
  maskLabel: 'causal mask (look back only)',
  pastEnd: {
    plural: 'n',
    one: 'Token t = {t} is past the end: this text has {n} token (0 to {last}); lower t or type more text.',
    other:
      'Token t = {t} is past the end: this text has {n} tokens (0 to {last}); lower t or type more text.',
  },

  // What token t can see
  visibleTitle: 'What token t can see',
  stripLabel: 'What token {t} can see',
  tokenVisible: 'visible',
  tokenMasked: 'future: masked',
  tokenUnmasked: 'future: visible without the mask',
  tokensSeen: { plural: 'n', one: '{n} token (0 to {last})', other: '{n} tokens (0 to {last})' },
  seesMasked: {
    plural: 'later',
    one: 'Token {t} ‘{byte}’ sees {seen}; the {later} later one is masked, weight exactly 0.',
    other: 'Token {t} ‘{byte}’ sees {seen}; the {later} later ones are masked, weight exactly 0.',
  },
  seesUnmasked: {
    plural: 'later',
    one: 'Mask off: token {t} ‘{byte}’ also sees the {later} later token, including the one it is supposed to predict.',
    other:
      'Mask off: token {t} ‘{byte}’ also sees the {later} later tokens, including the one it is supposed to predict.',
  },
  rowTitle: 'Row t of the attention weights (same head as the attention panel)',
  rowHover: 'token {t} → {j} ‘{byte}’: weight {weight}',
  rowHoverMasked: 'token {t} → {j} ‘{byte}’: weight 0 (exactly: masked)',
  rowIdle: '{point} a bar for the exact weight.',
  rowLabel: {
    plural: 'n',
    one: 'Row {t} of the attention weights over {n} token: {weights}',
    other: 'Row {t} of the attention weights over {n} tokens: {weights}',
  },

  // The training objective (content.js for the prose)
  objectiveTitle: 'The training objective: predict the next token',
  objective:
    'Training does not feed the model one prefix at a time. It takes a window of T tokens from ' +
    'the text as inputs and the same window shifted by one as targets, then asks for all T ' +
    'predictions at once: position t must predict target y[t], which is input x[t+1]. One ' +
    'forward pass gives T training examples.',
  pairsCaption: 'Inputs x and shifted targets y, one training example per row',
  pairsInput: 'input x[t]',
  pairsSees: 'sees x[0..t]',
  pairsSeesAll: 'sees x[0..{last}], the whole window',
  pairsTarget: 'target y[t]',
  pairsAnswer: 'answer',
  answerHidden: 'hidden: predict',
  answerCopy: 'copy x[{at}]',
  answerNotInView: 'not in x: predict',

  // Why the future must be masked
  whyMaskTitle: 'Why the future must be masked',
  whyMask:
    'Because the targets are the inputs shifted by one, the answer for position t is sitting in ' +
    'the input at position t+1. Without the mask, attention could simply look one step ahead ' +
    'and copy it: the training loss would fall towards zero while the model learned nothing it ' +
    'could use when generating, where position t+1 is still blank. With the mask every position ' +
    'is an honest prediction from the past, and all T of them can be trained in parallel.',
  copyMasked: {
    plural: 'count',
    one: 'With the mask: 0 of {count} answer is in view. Every target must be predicted from the past.',
    other:
      'With the mask: 0 of {count} answers are in view. Every target must be predicted from the past.',
  },
  copyUnmasked: {
    plural: 'inView',
    one: 'Without the mask: {inView} of {count} answers is in view one position ahead. A model can copy it and reach almost zero loss, and learn nothing useful for generating.',
    other:
      'Without the mask: {inView} of {count} answers are in view one position ahead. A model can copy them and reach almost zero loss, and learn nothing useful for generating.',
  },

  // Encoder or decoder?
  encoderTitle: 'Encoder or decoder?',
  encoder:
    'The original Transformer, built for translation, had two halves. The encoder reads the ' +
    'whole source sentence with no mask, each word looking both ways, because that sentence is ' +
    'complete before translation starts. The decoder writes the translation with a causal mask ' +
    'and also attends to the encoder’s output. GPT keeps only the decoder (without the ' +
    'cross-attention to an encoder): for open-ended writing there is no separate input to ' +
    'encode, only the text written so far. Encoder-only models such as BERT do the opposite: ' +
    'no mask, good for understanding a given text, but they cannot generate left to right.',
  // Inside a formula (x = data[i : i+T]): the training text, set as text in the TeX
  texData: 'data',
};
