// The check-yourself questions of the lesson "token-embedding" (the card main.js builds under it; the
// page's score counts them before the lesson is built).
export const questions = [
  {
    question: 'The table is 256 × 64. How many numbers does the model learn in it?',
    choices: ['256 + 64 = 320', '64, the length of a row', '256 × 64 = 16,384'],
    answer: 2,
    explanation:
      'Every entry of every row is a parameter: V × d = 256 × 64 = 16,384. With a 50,000-token vocabulary and d = 768 (GPT-2 small) the same table holds 38.4 million.',
  },
  {
    question: 'Before training, what cosine similarity do you expect between two different rows?',
    choices: [
      'about 1: all rows start alike',
      'about 0, spread about 1/√d',
      'exactly 0: random rows are orthogonal',
    ],
    answer: 1,
    explanation:
      'Independent random vectors in many dimensions are nearly orthogonal: their cosine is centred on 0 with a spread of about 1/√d (0.125 for d = 64). It is not exactly 0, and the larger d, the tighter it gets.',
  },
  {
    question:
      'After training on next-character prediction, vowels tend to end up with similar rows. Why, when nobody told the model what a vowel is?',
    explanation:
      'Rows only change through the gradient of the prediction loss. Characters that appear in similar contexts (vowels between consonants, digits next to digits) need to produce similar predictions of what follows, so their rows are pushed in similar directions.',
  },
  {
    question: 'Why is a lookup the same as multiplying a one-hot vector by the table?',
    explanation:
      'Row i of onehot(i)ᵀE sums E[k] times 0 for every k except i, where it is 1: what remains is exactly E[i]. The lookup skips the V − 1 multiplications by zero; the panel computes both and shows they agree.',
  },
];
