// The words of the lesson real-tokenizers, in English (the shape of a message: i18n/words.js).
// Tokens, ids, bytes, model and encoding names and the sample sentences are not words: they stay
// in the view, marked translate="no".
export const strings = {
  lead:
    'The BPE lesson trained a tokenizer on your text, merge by merge. The models people use were given tokenizers trained the same way on far more text, with tens of thousands of merges. ' +
    'Here your text goes through three of them, GPT-2’s, GPT-4’s and GPT-4o’s, beside a BPE trained on your text alone.',
  howItWorks:
    'Each cuts the text into words, numbers, punctuation and runs of spaces with a pattern, then merges bytes inside each piece: at every step, the neighbouring pair whose joined bytes come first in its table. ' +
    'A token’s id is its place in that table, so a low id is a merge made early in training, on something common.',
  textHint:
    'the text of the tokenizer lessons, up to 400 characters; try a sentence in another language, or an emoji',
  showAll: 'all three',
  mergesHint: '{range}: the merges of the BPE trained on your text',
  loading: 'Loading the tokenizers’ tables…',
  loadFailed: 'The tokenizers’ tables could not be loaded: {message}',

  // The counts as bars, and the comparison table
  countsTitle: 'Tokens for your text, by tokenizer',
  countsHover: '{name}: {tokens}',
  countsIdle:
    'Fewer tokens: a shorter sequence for the model to read. {point} a bar for its count.',
  countsItem: '{name}, {tokens}',
  countsLabel: 'Bars of the number of tokens of your text in each tokenizer: {counts}',
  yourBpeShort: 'your BPE',
  tableCaption: 'Your text through each tokenizer',
  tokenizerColumn: 'tokenizer',
  vocabularyColumn: 'byte strings in its vocabulary',
  tokensColumn: 'tokens',
  bytesPerTokenColumn: 'bytes per token',
  tokensPerCharacterColumn: 'tokens per character',
  yourBpe: 'your BPE ({merges})',
  yourBpeFewer: 'your BPE ({made} of {merges}: the text allows no more)',
  mergeTotal: { plural: 'n', one: '{n} merge', other: '{n} merges' },

  // Each encoding, token by token
  tokensTitle: 'Your text, token by token',
  tokensNote:
    '{point} a token for its id and bytes; click it, or press Enter on it, to replay the merges that built it. Tokens alternate in colour and each shows its id below it. A dashed token holds part of a character: its bytes are written \\xNN.',
  encodingStats: '{tokens}, {bytesPerToken}, {tokensPerCharacter}',
  tokenTotal: { plural: 'n', one: '{n} token', other: '{n} tokens' },
  bytesPerToken: { plural: 'n', one: '{n} byte per token', other: '{n} bytes per token' },
  tokensPerCharacter: {
    plural: 'n',
    one: '{n} token per character',
    other: '{n} tokens per character',
  },
  tokensLabel: '{name}: the tokens of the text, in order',
  tokenLabel: '{label}: id {id}, bytes {bytes}',
  detailNone: 'No token chosen yet.',
  textEmpty: 'The text is empty: type a few words above.',
  tokensCut: 'The first {shown} tokens of {n} are shown; the counts are the whole text’s.',

  // Merge replay
  replayTitle: 'The merges that built a token',
  replayNote:
    'Choose a token of GPT-2, GPT-4 or GPT-4o above. It starts as its bytes; at each step the pair whose joined bytes have the lowest rank in the table is merged, until one token is left.',
  replaySummary: '{token} in {model}: id {id}, {bytes}, built in {steps}.',
  byteTotal: { plural: 'n', one: '{n} byte', other: '{n} bytes' },
  stepTotal: { plural: 'n', one: '{n} merge', other: '{n} merges' },
  replayBytes: 'its bytes, each a token of its own',
  replayStep: 'rank {rank}: ‘{left}’ + ‘{right}’',
  replaySteps: 'Step through the merges',
  previousMerge: '◀ Previous merge',
  nextMerge: 'Next merge ▶',
  play: 'Play',
  pause: 'Pause',
  replayPartsLabel: 'Step {step}: the token’s pieces and their ranks',

  // Why counts differ
  whyTitle: 'Why the counts differ',
  whyBytes:
    'One sentence in six forms. A Chinese character is three bytes in UTF-8, an accented or Arabic letter two; the tables were trained on text that was mostly English, so English words became tokens early, while rarer byte strings waited for merges a small table never made.',
  whyVocabulary:
    'A bigger table has room for more of them: read down a column to see a tokenizer’s cost in each language, and across a row to see what a bigger vocabulary saves.',
  sampleCaption: 'The same sentence: characters, bytes and tokens',
  sampleColumn: 'sentence',
  charactersColumn: 'characters',
  bytesColumn: 'bytes',
  vocabularyRow: 'byte strings in the vocabulary',
  english: 'English',
  spanish: 'Spanish',
  chinese: 'Chinese',
  portuguese: 'Portuguese',
  arabic: 'Arabic',
  code: 'code',
  sampleTokensLabel: '{name}: the tokens of the sentence, in order',
  sampleTokensTitle: 'The sentence, token by token',
};
