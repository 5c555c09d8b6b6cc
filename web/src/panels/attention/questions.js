// The check-yourself questions of the lesson "attention" (the card main.js builds under it; the
// page's score counts them before the lesson is built).
export const questions = [
  {
    question: 'In causal attention, what is the weight of token 0 on itself (row 0)?',
    choices: ['0', '1/N', '1', 'It depends on the scores'],
    answer: 2,
    explanation:
      'Row 0 can see only key 0, and a softmax over a single score is exactly 1, whatever the score.',
  },
  {
    question: 'What does every row of the weights matrix add up to?',
    choices: ['0', '1', 'N', '√d_k'],
    answer: 1,
    explanation:
      'Each row is a softmax, so its weights are positive and sum to 1: the output is a weighted average of the values.',
  },
  {
    question:
      'You go from 4 096 to 8 192 tokens of context. How much more memory does one attention matrix need?',
    choices: ['The same', '2×', '4×', '8×'],
    answer: 2,
    explanation: 'N² grows by 2² = 4: 64 MiB becomes 256 MiB per head in float32.',
  },
  {
    question:
      'Without positions (uncheck “add sinusoidal positions”), the same byte at positions 2 and 9 has the same query. Under the causal mask, are its two rows of weights the same?',
    choices: [
      'Yes: equal queries give equal scores, so the weights match',
      'Yes, but only when the other bytes of the text all differ',
      'No: only a positional encoding can make two equal queries attend differently',
      'No: row 2 shares its weight among 3 keys, row 9 among 10',
    ],
    answer: 3,
    explanation:
      'Equal queries give equal scores for the keys both rows can see, but the mask lets row 2 see 3 keys and row 9 see 10, and each softmax shares a total of 1 among the keys it sees. So the mask itself tells a row how far along it is: a causal model without any positional encoding can still learn order (the training lab’s “none” learns too). Without the mask, equal queries would give identical rows, and attention would be blind to order.',
  },
  {
    question: 'Why is the scaling √d_k and not d_k?',
    explanation:
      'The spread (standard deviation) of a sum of d_k independent products grows like √d_k, not d_k. Dividing by √d_k brings the scores back to a spread of about 1, whatever the head width.',
  },
];
