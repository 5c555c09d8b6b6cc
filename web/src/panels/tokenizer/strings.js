// The words of the lesson tokenizer, in English (the shape of a message: i18n/words.js).
// Formulas, code names and the learner's own text are not words: they stay in the view.
export const strings = {
  lead:
    'A network only does arithmetic, so text has to become numbers first. ' +
    'A tokenizer cuts the text into pieces from a fixed list, the vocabulary, and replaces each piece by its position in that list, its id. ' +
    'Here the pieces are bytes: a computer already stores text as UTF-8 bytes, so 256 ids are enough for any text in any language.',
  utf8:
    'UTF-8 spends one byte on each ASCII character and two to four on everything else: “é” is 2 bytes, “→” 3, an emoji 4. ' +
    'A model reading bytes sees those as separate tokens. ' +
    'Cut a character short and the bytes no longer decode: the decoder puts the replacement character U+FFFD (�) in their place, which is what you see when a model stops in the middle of a character.',
  textEmpty: 'type at least one character',
  modeBytes: 'bytes (UTF-8, 256 ids)',
  modeWords: 'words',
  cutLabel: 'cut the last multi-byte character short (see U+FFFD appear)',
  vocabCorpus: 'the training text',
  vocabText: 'your text',

  // The cut, and the summary line
  cutBroken: '“{char}” lost its last byte: the bytes left do not form a character.',
  cutNothing:
    'Every character of your text is one byte (ASCII), so no cut can break one. Type a character such as é, → or an emoji to see U+FFFD.',
  characterCount: { plural: 'n', one: '{n} character', other: '{n} characters' },
  byteTokenCount: { plural: 'n', one: '{n} byte token', other: '{n} byte tokens' },
  multiByte: {
    plural: 'n',
    one: '{n} character takes more than one byte',
    other: '{n} characters take more than one byte',
  },
  invalidCount: {
    plural: 'n',
    one: '{n} invalid sequence shown as U+FFFD',
    other: '{n} invalid sequences shown as U+FFFD',
  },
  bytesSummary: '{characters} → {tokens} (vocabulary 256)',
  bytesSummaryMulti: '{characters} → {tokens} (vocabulary 256); {multi}',
  bytesSummaryInvalid: '{characters} → {tokens} (vocabulary 256); {invalid}',
  bytesSummaryMultiInvalid: '{characters} → {tokens} (vocabulary 256); {multi}; {invalid}',
  wordsSummary: {
    plural: 'n',
    one: '{n} word token (vocabulary {vocab}), {unknown} of them <unk>; the same text is {bytes} (vocabulary 256)',
    other:
      '{n} word tokens (vocabulary {vocab}), {unknown} of them <unk>; the same text is {bytes} (vocabulary 256)',
  },

  // Bytes: the character cards, and the bytes decoded back
  cardsLabel: 'Characters and their byte ids',
  space: 'space',
  cardTitle: { plural: 'n', one: '{code}, {n} byte', other: '{code}, {n} bytes' },
  cardTitleInvalid: {
    plural: 'n',
    one: 'invalid: {n} byte that is not a whole character',
    other: 'invalid: {n} bytes that are not a whole character',
  },
  cardBytes: { plural: 'n', one: '{n} byte', other: '{n} bytes' },
  cardInvalid: 'invalid ×{n}',
  decodedBack: 'Decoded back from those ids:',
  byteIdColumn: 'byte id',
  characterIndexColumn: 'character index',

  // Code points are not bytes: Vizuara's notebook's tokenizer beside UTF-8
  notebookTitle: 'A common mistake: code points are not bytes',
  idsColumn: 'ids',
  countColumn: 'count',
  decodesToColumn: 'decodes to',
  utf8Row: 'UTF-8 bytes (the model here)',
  notebookRow: 'Vizuara’s notebook, CharTokenizer: chr(i), i < 256',
  notebookDiffers:
    'They differ. The notebook numbers characters by code point, so “é” (U+00E9) is one id, 233, where UTF-8 has two bytes, 195 169.',
  notebookDiffersLost: {
    plural: 'lost',
    one: 'They differ. The notebook numbers characters by code point, so “é” (U+00E9) is one id, 233, where UTF-8 has two bytes, 195 169. {lost} character is at U+0100 or above and silently became id 0 (the NUL character): decoding cannot bring it back.',
    other:
      'They differ. The notebook numbers characters by code point, so “é” (U+00E9) is one id, 233, where UTF-8 has two bytes, 195 169. {lost} characters are at U+0100 or above and silently became id 0 (the NUL character): decoding cannot bring them back.',
  },
  notebookSame:
    'For plain ASCII text both give the same ids: the difference only shows with other characters. Try “é”, “→” or “😀”.',

  // Words: the chips, and words against bytes
  noWords: 'No words in this text.',
  wordsLabel: 'Words and their ids',
  unknownId: 'id 0 = <unk>',
  wordId: 'id {id}',
  tokenizerColumn: 'tokenizer',
  vocabularyColumn: 'vocabulary V',
  tokensColumn: 'tokens for your text',
  tableColumn: 'table V × 64',
  bytesRow: 'bytes',
  wordsRowCorpus: 'words (Hamlet lines)',
  wordsRowText: 'words (your text)',
  vocabCorpusNote:
    'The vocabulary holds <unk> plus every distinct word of the training text (Hamlet’s lines, as in Vizuara’s notebook). Words it never saw, including “The” with a capital and every punctuation mark, become <unk>.',
  vocabTextNote:
    'Built from your own text, every word is known, but the vocabulary grows with each new word: a real word-level model needs tens of thousands of rows and still meets unseen words.',

  // Decode your own bytes
  ownBytesTitle: 'Decode your own bytes',
  ownBytesLabel: 'Byte ids to decode',
  ownBytesHint:
    'whole numbers 0 to 255, separated by spaces; 240 159 152 alone is an emoji cut short',

  // One-hot or dense?
  denseTitle: 'One-hot or dense?',
  dense:
    'An id is only a name. The simplest vector for it is one-hot: as long as the vocabulary, zero everywhere except a 1 at the id. ' +
    'Every two one-hot vectors are orthogonal, so they cannot express that “a” is more like “e” than like “7”, and their length grows with the vocabulary. ' +
    'Models instead keep a table with one dense row of d numbers per id, learned in training (the token-embedding lesson, after the next one). ' +
    'Choosing the vocabulary is a trade-off: bytes need only 256 rows but make long sequences; words make short sequences but need a huge table and still meet unknown words.',

  // Lines of the texts in Spanish, Chinese, Portuguese and Arabic, put in the text box by a click
  tryLines:
    'Try a line of Spanish, Chinese, Portuguese or Arabic, whose characters take two and three bytes:',
  // The byte table's name for screen readers (under the text's figures: Show table)
  bytesData: 'the bytes of the text, one per row',
  // Inside a formula (dense(i) = E[i]): the name of a dense row, set as text in the TeX
  texDense: 'dense',
};
