// The check-yourself questions of the lesson "sampling" (the card main.js builds under it; the
// page's score counts them before the lesson is built).
export const questions = [
  {
    question: 'Temperature 0.5 makes the distribution…',
    choices: ['flatter', 'sharper', 'unchanged', 'uniform'],
    answer: 1,
    explanation:
      'Dividing the logits by 0.5 doubles their differences, so after the softmax the likely bytes get likelier and the rest fade. Temperature above 1 flattens; 0 is greedy.',
  },
  {
    question: 'With probabilities 0.5, 0.3, 0.15, 0.05 and top-p 0.6, which bytes stay?',
    choices: ['only the first', 'the first two', 'the first three', 'all four'],
    answer: 1,
    explanation:
      'Top-p keeps the smallest set of most likely bytes whose probability reaches p: 0.5 is short of 0.6, 0.5 + 0.3 = 0.8 reaches it. Then they are renormalised to 0.625 and 0.375.',
  },
  {
    question: 'Why does the same link always generate the same text?',
    explanation:
      'Sampling draws from a pseudo-random generator started from the random seed: the same random seed, model and settings give the same draws. Greedy decoding (temperature 0) draws nothing at all.',
  },
  {
    question:
      'Why can a decoder keep the keys and values of earlier tokens instead of recomputing them?',
    explanation:
      'The causal mask stops every token from seeing later ones, so a new token changes nothing about the earlier tokens’ keys and values: the core checks that they are identical. Each step then computes only the new token’s q, k, v.',
  },
];
