// The check-yourself questions of the lesson "positions" (the card main.js builds under it; the
// page's score counts them before the lesson is built).
export const questions = [
  {
    question: 'In "token_0, token_1, …, token_N", what is the absolute position of token_N?',
    choices: ['N', 'N minus the position of the query token'],
    answer: 0,
    explanation:
      'Absolute position is a token’s own index in the sequence. “N minus the position of the query token” is a relative position.',
  },
  {
    question: 'Token i = 9 attends to token j = 4. What is the relative position?',
    choices: ['13', '5', '−5'],
    answer: 1,
    explanation:
      'i − j = 9 − 4 = 5: the key lies 5 tokens before the query (−5 if you count from the key’s side).',
  },
  {
    question:
      'With the table of sines and cosines above added to the input, what does the model receive directly?',
    choices: ['Absolute positions only', 'Relative positions only'],
    answer: 0,
    explanation:
      'Each token gets the row of its own index. Relative information is only implicit: dot products of rows depend on i − j, so attention can learn to read it.',
  },
];
