// The check-yourself questions of the lesson "overview" (the card main.js builds under it; the
// page's score counts them before the lesson is built).
export const questions = [
  {
    question: 'Which part of TinyGPT lets the last token use the bytes before it?',
    choices: [
      'the token table, row by row',
      'attention, inside each block',
      'the output head at the very end',
      'the softmax over next bytes',
    ],
    answer: 1,
    explanation:
      'The token table looks up each byte on its own and the output head reads one vector. Only attention moves information from earlier tokens to later ones.',
  },
  {
    question: 'With random weights, what do the next-byte probabilities tell you?',
    choices: [
      'Nothing yet: they are spread over all 256 bytes in an arbitrary order',
      'The likeliest byte is already the most common letter of English text',
      'The space is always the likeliest, since it is the most frequent byte',
    ],
    answer: 0,
    explanation:
      'Random weights have learned nothing. Every byte gets a small share (an even guess would give each 1/256 ≈ 0.39%), and which bytes come first changes with the random seed. Choose random weights above, then change the random seed, and read the chart.',
  },
  {
    question: 'Why may a token not attend to later tokens when the model trains?',
    choices: [
      'Looking at every token would make each step too slow',
      'The later tokens hold the answer it is asked to predict',
      'Later tokens have not been given any embeddings at that point',
    ],
    answer: 1,
    explanation:
      'At every position the task is to predict the next byte. If the token could look ahead, it would copy the answer and learn nothing useful: the causal mask hides everything after it.',
  },
];
