// The check-yourself questions of the lesson "pe-sinusoidal" (the card main.js builds under it;
// the page's score counts them before the lesson is built).
export const questions = [
  {
    question: 'In the formula sin(p / 10000^(2i/d)), is 10000 the longest text the model can read?',
    choices: [
      'Yes: 10000 is max_len, the number of rows',
      'No: it is the base that sets the wavelengths',
      'No: it is d_model, the width of each row',
    ],
    answer: 1,
    explanation:
      'The base only shapes the wavelengths (2π up to almost 2π·10000). The longest input is max_len, the number of rows; it appears nowhere in the formula.',
  },
  {
    question: 'You raise max_len from 64 to 128. What happens to rows 0 to 63?',
    choices: [
      'Nothing: the same values, 64 new rows below',
      'They are rescaled to fit the longer table',
      'They shift down to make room for new rows',
    ],
    answer: 0,
    explanation:
      'Each row depends only on p, i, d and the base. Changing max_len asks for more (or fewer) rows of the same formula; the panel checks this value by value above.',
  },
  {
    question: 'What is PE[1, 2] for d_model = 512 (base 10000)?',
    choices: ['sin(1/100) ≈ 0.0100', 'sin(0.9647) ≈ 0.8219', 'sin(1/10000) ≈ 0.0001'],
    answer: 1,
    explanation:
      'PE[1, 2] = sin(1 / 10000^(2/512)) = sin(0.9647) ≈ 0.8219. The value 0.0100 belongs to a table only 4 wide.',
  },
  {
    question: 'Is the sinusoidal table learned during training?',
    choices: [
      'Yes: it is trained like the token embeddings',
      'No: it is computed once from the formula',
    ],
    answer: 1,
    explanation:
      'It is a fixed function of the position: the same for every run and every model with the same d_model and base. Frameworks store it as a non-trainable buffer, or compute it on the fly.',
  },
  {
    question: 'Why do dimensions 2i and 2i+1 use the same frequency?',
    explanation:
      'Together, sin and cos of the same angle form a point on a circle. Moving k positions turns that point by the same angle k·ωᵢ wherever you start, which is what lets attention read relative distances (next lesson).',
  },
];
