// The check-yourself questions of the lesson "real-tokenizers" (the card main.js builds under
// it; the page's score counts them before the lesson is built).
// Four choices each, the right one at a different letter each time and never the longest.
export const questions = [
  {
    question:
      'The same sentence takes about 14 tokens in English and about 20 in Chinese with GPT-4’s tokenizer. What is the main reason?',
    choices: [
      'Each character is three bytes, and fewer were merged',
      'Chinese has more words in each sentence than English has',
      'The tokenizer drops the spaces between English words',
      'Chinese text is encoded with a second, smaller vocabulary',
    ],
    answer: 0,
    explanation:
      'Each Chinese character is three bytes in UTF-8, and the merges were learned on text that was mostly English, so fewer Chinese byte strings earned a token of their own. Where no merge applies, a character stays as two or three tokens. A bigger vocabulary (GPT-4o’s) has room for more of them, and the count falls.',
  },
  {
    question:
      'GPT-2’s tokenizer gives a Chinese character two tokens: \\xE4\\xBB and \\x8A. What does the model see?',
    choices: [
      'One replacement character, U+FFFD, for the broken character',
      'Nothing: characters it cannot spell are dropped from the text',
      'Two ids, whose bytes joined make the character',
      'The character’s Unicode number as one single id',
    ],
    answer: 2,
    explanation:
      'A byte-level tokenizer never fails: any bytes can be spelled with the 256 byte tokens and whatever merges apply. The model sees the two ids; decoding concatenates their bytes, E4 BB 8A, which is one whole character again. A replacement character shows only when a piece is decoded alone.',
  },
  {
    question:
      'A token of a real tokenizer is built from its bytes by merges. Which merge comes first?',
    choices: [
      'The pair that occurs most often in the text being encoded',
      'The leftmost pair of the token, then the next one along',
      'The longest pair of the token, whatever its rank',
      'The pair whose joined bytes rank lowest in the table',
    ],
    answer: 3,
    explanation:
      'Encoding learns nothing: the rank table is the order in which training made the merges. At each step the neighbouring pair whose joined bytes have the lowest rank is merged, as training made it earliest, and the steps go on until no pair is in the table. Counts in the text being encoded play no part.',
  },
];
