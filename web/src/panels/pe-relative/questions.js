// The check-yourself questions of the lesson "pe-relative" (the card main.js builds under it; the
// page's score counts them before the lesson is built).
export const questions = [
  {
    question: 'Does PE(3)·PE(8) equal PE(103)·PE(108)?',
    choices: ['Yes: both pairs are 5 apart', 'No: later positions give larger products'],
    answer: 0,
    explanation: 'The dot product is Σ cos(5·ωᵢ) in both cases; p drops out.',
  },
  {
    question: 'Why does the cosine curve equal the dot curve divided by d/2?',
    explanation:
      'Every sinusoidal row has the same length: each pair contributes sin² + cos² = 1, so |PE(p)|² = d/2 for every p.',
  },
  {
    question: 'Can the dot product tell "5 positions before" from "5 positions after"?',
    choices: ['Yes: the sign of k changes the sum', 'No: cos is even, so k and −k give one value'],
    answer: 1,
    explanation:
      'Σ cos(kωᵢ) is symmetric in k. The direction is still there in the vectors (the rotation by +kω versus −kω differs), and learned attention weights can use it, but a plain dot product cannot.',
  },
  {
    question:
      'Sinusoidal encodings are often said to have "built-in" relative information. What exactly is built in?',
    explanation:
      'Two facts shown here: the similarity of two positions depends only on their distance, and a fixed linear map (the rotation) takes PE(p) to PE(p + k) for every p. Nothing forces a model to use them; it has to learn to.',
  },
];
