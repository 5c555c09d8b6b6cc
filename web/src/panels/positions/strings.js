// The words of the lesson positions, in English (the shape of a message: i18n/words.js).
// Formulas, code names and the learner's own text are not words: they stay in the view.
export const strings = {
  lead:
    'Number the tokens token_0, token_1, …, token_N. The absolute position of a token is its own index. ' +
    'The relative position of token i with respect to token j is the difference i − j: how far back (or ahead) one is from the other. ' +
    'Meaning usually cares about the second ("the word just before"), but a model is handed a sequence, so something must turn indices into numbers it can use.',

  // The text and the two tokens
  textLabel: 'text',
  textHint: 'split into words at spaces here; the tokenizer lesson shows real tokens',
  pickNote:
    'Click a word to make it token i (solid outline); click with Shift, or use the boxes, for token j (dashed).',
  tokensLabel: 'Tokens of the text',
  tokenPosition: ', position',
  roleI: ', token i',
  roleJ: ', token j',
  roleBoth: ', token i, token j',
  iHint: 'the token that asks (the query)',
  jHint: 'the token it looks at (the key)',
  noWords: 'type some text: there are no words to pick',
  iOutside: {
    plural: 'n',
    one: 'token i must be between 0 and {last}: the text has {n} word (got {i})',
    other: 'token i must be between 0 and {last}: the text has {n} words (got {i})',
  },
  jOutside: {
    plural: 'n',
    one: 'token j must be between 0 and {last}: the text has {n} word (got {j})',
    other: 'token j must be between 0 and {last}: the text has {n} words (got {j})',
  },
  iMoved: {
    plural: 'n',
    one: 'token i moved to {last}, the last word: the text now has {n} word',
    other: 'token i moved to {last}, the last word: the text now has {n} words',
  },
  jMoved: {
    plural: 'n',
    one: 'token j moved to {last}, the last word: the text now has {n} word',
    other: 'token j moved to {last}, the last word: the text now has {n} words',
  },
  moreLessons:
    'More in the other lessons: {sinusoidal} (absolute rows), {relative} (dot products depend on i − j) and {rope} (rotations that make scores depend on i − j only).',
  sinusoidalLink: 'the sinusoidal table',
  relativeLink: 'relative position inside the sinusoids',
  ropeLink: 'RoPE',

  // Absolute and relative, for the two tokens
  jBefore:
    'Absolute: “{wordI}” is token_{i}, “{wordJ}” is token_{j}. Relative: i − j = {i} − {j} = {offset} (“{wordJ}” comes {distance} before “{wordI}”).',
  jAfter:
    'Absolute: “{wordI}” is token_{i}, “{wordJ}” is token_{j}. Relative: i − j = {i} − {j} = {offset} (“{wordJ}” comes {distance} after “{wordI}”).',
  sameToken:
    'Absolute: “{wordI}” is token_{i}, “{wordJ}” is token_{j}. Relative: i − j = {i} − {j} = {offset} (the same token).',

  // A table of sines and cosines
  sinusoidalTitle: 'A table of sines and cosines: absolute in, relative in the dot product',
  sinusoidalPrimer:
    'A sinusoidal table gives each position a fixed row of sines and cosines at many wavelengths',
  sinusoidalRows:
    '{primer}. Each token gets its own row of {d} numbers (d_model {d}); its first four are PE[{i}, :4] = ({rowI}) and PE[{j}, :4] = ({rowJ}). Those rows name absolute positions.',
  sinusoidalDot:
    'But PE({i})·PE({j}) = {pair}, and PE(0)·PE({distance}) = {fromZero}: the same, because only the distance {distance} matters (d_model {d}). ' +
    'The sign of i − j is lost in the dot product; it survives in the rows themselves.',

  // Rotations
  ropeTitle: 'Rotations: the score itself depends on i − j only',
  ropePrimer:
    'RoPE (rotary position embedding) adds nothing to the rows: inside attention it turns each query q and key k by angles set by its position',
  ropeScores:
    '{primer}. With random q and k (width {d}, random seed {seed}), rotating q by its position and k by its position gives the score {scores}: ' +
    'move both tokens along the text and nothing changes, as long as they stay {offset} apart.',
  ropeScore: '{score} at ({i}, {j})',
  // Inside a formula, set as text in the TeX: what a score sees of two positions i and j
  texAbsolute: 'absolute:',
  texRelative: 'relative:',
};
