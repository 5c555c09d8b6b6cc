// The check-yourself questions of the lesson "decoder-only" (the card main.js builds under it; the
// page's score counts them before the lesson is built).
export const questions = [
  {
    question:
      'Vizuara’s notebook asks: in “The cat sat on the ___”, what may the model use to fill the blank?',
    choices: [
      'Only the word “the” just before the blank',
      'All the words before the blank, in order',
      'The whole sentence including what follows the blank',
      'Nothing: it guesses from word frequencies',
    ],
    answer: 1,
    explanation:
      'Row t of the causal mask lets position t use every earlier token (and itself), and the positions tell it their order. It never sees what comes after.',
  },
  {
    question: 'A window of T = 8 inputs gives how many next-token training examples?',
    choices: [
      '1, one per window',
      '7, one per gap',
      '8, one per position',
      '9, one per token read',
    ],
    answer: 2,
    explanation:
      'Each position t = 0..7 predicts y[t], so one window gives 8 examples, each with a different amount of context (1 to 8 tokens). It needs T + 1 = 9 tokens of text.',
  },
  {
    question: 'What would happen if you trained without the causal mask?',
    choices: [
      'Training would stop with an error about shapes',
      'It would copy the next token, then generate badly',
      'Nothing: the mask only matters when generating',
      'It would become an encoder that translates better',
    ],
    answer: 1,
    explanation:
      'The answer is visible one position ahead, so attention learns to copy it. At generation time that position is empty, so the shortcut fails.',
  },
  {
    question: 'Why does row 0 of the attention weights always have a single 1?',
    explanation:
      'The first token can see only itself, and a softmax over one score is exactly 1. That is why the first prediction (from one token of context) is the hardest.',
  },
];
