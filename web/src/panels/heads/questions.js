// The check-yourself questions of the lesson "heads" (the card main.js builds under it; the
// page's score counts them before the lesson is built).
export const questions = [
  {
    question:
      'd_model is 64 with 4 heads. How many numbers of each token does one head read, and how wide are the query, key and value it makes from them?',
    choices: [
      'All 64; its query, key and value are 16 numbers each',
      '16: its own quarter of the token vector',
      '4: one number per head',
      'All 64; its query, key and value are 64 numbers each',
    ],
    answer: 0,
    explanation:
      'A head’s share of W_qkv is 16 of its columns for each of q, k and v: a 64 × 16 matrix each, so every one of the token’s 64 numbers feeds every number of the head’s 16-wide query, key and value. What is cut into d_model / n_head = 16-wide slices is the output of the projection, not the token vector; the 4 heads’ slices together make the 64 columns of q, k and v.',
  },
  {
    question: 'Row i of a head’s output is…',
    choices: [
      'the query of token i',
      'the weighted average of the value rows, with row i of the weights',
      'the largest value among all the tokens before i, column by column',
      'the sum of all keys',
    ],
    answer: 1,
    explanation:
      'out = weights · V: row i mixes the value rows of tokens 0..i with that row’s weights, which are positive and sum to 1.',
  },
  {
    question:
      'Going from 4 heads to 8 heads at the same d_model changes the parameter count of a layer by…',
    choices: ['twice as many', 'half as many', 'nothing', 'four times as many'],
    answer: 2,
    explanation:
      'W_qkv is d × 3d and W_o is d × d whatever the number of heads: more heads only cut the same columns into narrower slices.',
  },
  {
    question: 'Why is there an output projection W_o after the concatenation?',
    explanation:
      'Concatenation only places each head’s result in its own columns. W_o mixes them, so what one head found can reach every column of the residual stream, and it returns the result to d_model columns to be added to x.',
  },
];
