// The check-yourself questions of the lesson "bpe" (the card main.js builds under it; the
// page's score counts them before the lesson is built).
// Four choices each, the right one at a different letter each time and never the longest.
export const questions = [
  {
    question:
      'A pair (a, b) occurs 12 times, (c, d) 12 times and (e, f) 9 times, and (c, d) appears first in the text. Which pair does the next merge join?',
    choices: ['(a, b)', '(e, f)', 'All three, in one step', '(c, d)'],
    answer: 3,
    explanation:
      'The most frequent pair wins; between equally frequent pairs this tokenizer takes the one that occurs first in the text (minbpe’s rule, also the reference code’s). So (c, d) becomes the next new id. One merge joins one pair: the others wait for later merges, with their counts updated.',
  },
  {
    question: 'After 100 merges, how many ids does the vocabulary have?',
    choices: [
      '356: 256 bytes + 100',
      '100: one per merge',
      '256: merges reuse byte ids',
      '156: each merge removes an id',
    ],
    answer: 0,
    explanation:
      'It starts with the 256 byte values, which keep every text encodable, and each merge adds exactly one new id (256 + k for merge k). The embedding table needs one row per id: 356 rows. The merged pair’s two ids stay in the vocabulary: other places may still need them.',
  },
  {
    question:
      'Train on the Gettysburg Address and encode “unbelievable”, a word it does not contain. What comes out?',
    choices: [
      'The unknown token <unk>, as the word tokenizer gives',
      'Known pieces, down to bytes if need be',
      'A new merge, learned for it on the spot',
      'Nothing: the encoder refuses words it never saw',
    ],
    answer: 1,
    explanation:
      'Merges are learned from the training text only, and encoding never learns. Pieces the text used often (“the”, “ation”, “ in”) are tokens; a word it never contained is spelled with whatever shorter pieces apply, down to single bytes. Nothing is ever unknown, unlike the word tokenizer’s <unk>, but rare words cost more tokens.',
  },
  {
    question: 'What does GPT-2’s tokenizer do that this lesson’s BPE does not?',
    choices: [
      'It merges characters, so every token is a whole character or more',
      'It gives every rare word one <unk> id, as word tokenizers do',
      'It splits the text by a pattern first, so no merge crosses a word',
      'Nothing: it is the same thing with far more merges and a bigger text',
    ],
    answer: 2,
    explanation:
      'GPT-2 is byte-level BPE too, with about 50,000 merges, but it first cuts the text into words, numbers, punctuation and runs of spaces with a regular expression and merges only inside those pieces, so “dog.” never becomes one token. It also has a special token, <|endoftext|>, that no text produces.',
  },
  {
    question:
      'Why can a byte-level BPE token be half a character, and why is that harmless for the model?',
    explanation:
      'Merges join bytes, not characters: “é” is the two bytes C3 A9, and a merge may join C3 with the byte before it and leave A9 for later. The model only sees ids; decoding concatenates the bytes of the ids back, so the text comes back exactly once all the ids are there. Only a cut in the middle shows a broken character (U+FFFD).',
  },
];
