// The check-yourself questions of the lesson "tokenizer" (the card main.js builds under it; the
// page's score counts them before the lesson is built).
export const questions = [
  {
    question: 'How many tokens does the byte-level tokenizer make of “😀”?',
    choices: [
      '1: one character, one token',
      '2: a surrogate pair, as in UTF-16',
      '4: one per byte',
    ],
    answer: 2,
    explanation:
      'An emoji above U+FFFF takes four bytes in UTF-8 (240 159 152 128), so it is four tokens. The model has to learn that these four ids belong together.',
  },
  {
    question:
      'Why does a language model not feed one-hot vectors of its vocabulary straight into its layers?',
    explanation:
      'A one-hot vector is as long as the vocabulary, all zeros but one, and every pair of them is equally far apart, so it says nothing about which tokens are alike. A dense row of a learned table is short (d numbers) and training can place related tokens near each other. Multiplying a one-hot vector by the table just picks that row, so the lookup is the cheap way to do it.',
  },
  {
    question:
      'A word-level vocabulary built from Hamlet’s lines has about 45 entries. What is the catch compared with 256 bytes?',
    explanation:
      'Fewer, more meaningful tokens per sentence, but any word not seen when the vocabulary was built (a new name, “The” with a capital, punctuation) becomes <unk> and its meaning is gone. Bytes cover every possible text with just 256 ids, at the price of longer sequences. Subword tokens sit in between: the next lesson builds them.',
  },
];
