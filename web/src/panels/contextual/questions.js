// The check-yourself questions of the lesson "contextual" (the card main.js builds under it; the
// page's score counts them before the lesson is built).
export const questions = [
  {
    question:
      'Before the first block, what is the cosine between the token-table rows of “bank” in the two texts?',
    choices: ['0', 'It depends on the texts', '1', '−1'],
    answer: 2,
    explanation:
      'The token table has one row per token and looks it up whatever surrounds it: the same row twice, cosine exactly 1. That is a static embedding.',
  },
  {
    question: 'What makes the hidden states differ after a block?',
    choices: [
      'The token table, looked up again per text',
      'Attention to the other tokens',
      'The output head',
      'The softmax over bytes',
    ],
    answer: 1,
    explanation:
      'Attention mixes in the value rows of earlier tokens, and they differ between “…river bank” and “…money in the bank”. The MLP then works on that mixture.',
  },
  {
    question:
      'With learned or sinusoidal positions, why is the cosine already below 1 at the input?',
    explanation:
      'The input is the token row plus the position row, and the word ends at different positions in the two texts. With RoPE, ALiBi or no positions nothing is added to the row, so the input cosine is exactly 1.',
  },
  {
    question: 'Would the word’s hidden state change if you edit text A after the word?',
    explanation:
      'No: the causal mask keeps every token from seeing later ones, so only the bytes up to the word matter. Try it.',
  },
];
