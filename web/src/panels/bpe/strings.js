// The words of the lesson bpe, in English (the shape of a message: i18n/words.js).
// Formulas, code names and the learner's own text are not words: they stay in the view.
export const strings = {
  lead:
    'Bytes need only 256 ids but make long sequences; words make short ones but need a huge vocabulary and still meet unknown words. ' +
    'Byte-pair encoding (BPE) sits in between and is what GPT-2 and most models since use. ' +
    'It starts from the 256 bytes and learns new tokens from a text: find the pair of neighbouring tokens that occurs most often, give it a new id, replace every occurrence, repeat.',
  merging:
    'Each merge adds one id and makes the text shorter. ' +
    'Frequent pieces (“the”, “ing”, a space before a word) become single tokens after a few merges; rare words stay in pieces. ' +
    'Nothing is ever unknown: any text can still be spelled with the 256 byte ids.',

  // What to train on, and how many merges
  sourceText: 'your text',
  sourceHamlet: 'Hamlet’s lines (×10)',
  textHint:
    'used when “train on” is your text, up to 400 characters; try “café café 😀😀 la la la”',
  textEmpty: 'the training text is empty: type a few words to learn from',
  mergesHint: '0 to {max}; each merge adds one id to the vocabulary',
  stepsLabel: 'Step through the merges',
  previousMerge: '◀ Previous merge',
  nextMerge: 'Next merge ▶',
  play: 'Play',
  pause: 'Pause',
  // Counts inserted in the sentences below ({merges}, {bytes}, {tokens}, {ratio})
  mergeTotal: { plural: 'n', one: '{n} merge', other: '{n} merges' },
  byteTotal: { plural: 'n', one: '{n} byte', other: '{n} bytes' },
  tokenTotal: { plural: 'n', one: '{n} token', other: '{n} tokens' },
  bytesPerToken: { plural: 'n', one: '{n} byte per token', other: '{n} bytes per token' },
  summary: '{merges}: vocabulary {vocab} ids; {bytes} → {tokens} ({ratio})',
  stopped: {
    plural: 'asked',
    one: 'You asked for {asked} merge but this text allows {made}: {reason}.',
    other: 'You asked for {asked} merges but this text allows {made}: {reason}.',
  },

  // Pair counts now, and the merges so far
  pairsTitle: 'Pair counts now',
  noPairs: 'The text has no pairs left.',
  pairsCaption: 'The 10 most frequent pairs of neighbouring tokens, in merge order',
  pairColumn: 'pair',
  idsColumn: 'ids',
  countColumn: 'count',
  firstAtColumn: 'first at',
  nextTag: ' next: id {id}',
  firstAt: 'token {n}',
  mergesTitle: 'Merges so far',
  noMerges: 'No merges yet: every token is a single byte.',
  mergesLabel: {
    plural: 'n',
    one: '{n} merge, the new id with its pair',
    other: '{n} merges, each new id with its pair',
  },
  mergeCount: {
    plural: 'tokens',
    one: ' ×{count}, then {tokens} token',
    other: ' ×{count}, then {tokens} tokens',
  },

  // The text, token by token
  tokensTitle: 'The text, token by token',
  tokensNote:
    'Each box is one token with its id below; ␣ is a space, \\n a line break. Ids from 256 up are merged tokens.',
  trainingTokensLabel: 'The training text, coloured by token',
  tokensCut: 'The first {shown} of {n} tokens.',

  // Compression: the curve, its data, and three tokenizers on the same text
  curveTitle: 'Compression: tokens against vocabulary size',
  curveSeries: 'tokens in the text',
  curveNow: 'now',
  curveX: 'vocabulary size (256 + merges)',
  curveY: 'tokens',
  curveLabel: {
    plural: 'possible',
    one: 'Tokens in the training text against vocabulary size: {bytes} at 256 (bytes), {tokens} at {vocab} (now), {last} at {lastVocab} after the {possible} possible merge up to {max}.',
    other:
      'Tokens in the training text against vocabulary size: {bytes} at 256 (bytes), {tokens} at {vocab} (now), {last} at {lastVocab} after all {possible} possible merges up to {max}.',
  },
  curveNote: {
    plural: 'first',
    one: 'The first merges save the most: merge 1 removes {first} token, merge {k} removes {last}.',
    other:
      'The first merges save the most: merge 1 removes {first} tokens, merge {k} removes {last}.',
  },
  curveNoMerge: 'No merge is possible on this text: no pair of bytes occurs twice.',
  curveData: 'the merges and the compression curve',
  leftIdColumn: 'left id',
  rightIdColumn: 'right id',
  newIdColumn: 'new id',
  pairCountColumn: 'pair count',
  tokensAfterColumn: 'tokens after',
  compareCaption: {
    plural: 'bytes',
    one: 'The same training text ({bytes} byte), three ways',
    other: 'The same training text ({bytes} bytes), three ways',
  },
  tokenizerColumn: 'tokenizer',
  vocabularyColumn: 'vocabulary',
  tokensColumn: 'tokens',
  bytesPerTokenColumn: 'bytes per token',
  bytesRow: 'bytes',
  bpeRow: { plural: 'n', one: 'BPE, {n} merge', other: 'BPE, {n} merges' },
  wordsRow: 'words (spaces dropped)',

  // How é and 😀 fare
  unicodeTitle: 'How “é” and “😀” fare',
  unicode:
    'In UTF-8 “é” is two bytes (C3 A9) and “😀” four (F0 9F 98 80). BPE knows nothing about characters: it merges bytes that occur together often enough in the training text. ' +
    'If the text repeats a character, its bytes soon become one token; otherwise the character stays in byte pieces, each shown as \\xNN because half a character is not printable. ' +
    'Train on your text with “café café 😀😀 la la la”: the emoji becomes one token, and so does “café”, yet “é” alone stays two bytes, because its first byte was merged with “caf” before its second: a token that ends in the middle of a character.',
  probeLabel: '“{probe}” as tokens',
  probeCount: {
    plural: 'n',
    one: '{bytes} bytes → {n} token',
    other: '{bytes} bytes → {n} tokens',
  },

  // Encoding a second text
  secondTitle: 'Encoding a second text',
  secondLabel: 'A second text',
  secondHint:
    'encoded with the merges learned above; words the training text lacks fall into pieces',
  secondEmpty: 'Type a second text to encode.',
  secondSummary: '{bytes} → {tokens} with the {merges} learned above',
  secondTokensLabel: 'The second text, coloured by token',

  // What real tokenizers add
  realTitle: 'What real tokenizers add',
  preSplitting:
    'Pre-splitting: GPT-2 first cuts the text with a pattern into words, numbers, punctuation and spaces, and merges only inside those pieces, so a token never spans “dog.” or runs across two words.',
  biggerVocabulary:
    'A much bigger vocabulary: GPT-2 learned 50,000 merges on about 40 GB of web text, for 50,257 ids; newer models use 100,000 to 200,000.',
  specialTokens:
    'Special tokens: ids that no text can produce, such as GPT-2’s <|endoftext|> between documents, or markers for the start of a chat turn. The model learns what they mean like any other id.',

  // A training text with characters of more than one byte (n of them, of chars characters)
  multiByteNote: {
    plural: 'n',
    one: '{n} of the text’s {chars} characters takes more than one byte in UTF-8 ({bytes} bytes in all). BPE sees only bytes: a merge may join that character’s bytes into one token, and until then its bytes are tokens of their own, shown as \\xNN.',
    other:
      '{n} of the text’s {chars} characters take more than one byte in UTF-8 ({bytes} bytes in all; a Chinese character takes three). BPE sees only bytes: its first merges often join the bytes of a frequent character into one token, and a token may be a whole character or part of one, whose bytes show as \\xNN.',
  },
};
