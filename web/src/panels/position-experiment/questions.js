// The check-yourself questions of the lesson "position-experiment" (the card main.js builds under it; the
// page's score counts them before the lesson is built).
export const questions = [
  {
    question:
      'With random learned positions, is position 3 more similar to position 4 than to position 15?',
    choices: ['Yes, neighbours are closer', 'No, about the same'],
    answer: 1,
    explanation:
      'Each row of a random table is drawn independently, so the table knows nothing about order: every pair of distinct positions shares only the token part and lands near the same value, about 0.5 here. Any notion of “nearby” has to be learned from data.',
  },
  {
    question: 'Which table shows more structure before any training?',
    choices: ['learned (random)', 'sinusoidal'],
    answer: 1,
    explanation:
      'The sinusoidal table is built from smooth waves: the dot product of rows p and q is a sum of cos(ω·(p − q)) terms, a function of the distance alone. That gives bands parallel to the diagonal, decaying (with ripples) as the distance grows.',
  },
  {
    question: 'Why is the similarity of two distinct positions about 0.5 with random learned rows?',
    explanation:
      'Both vectors are t + pᵢ with the same token row t; the random parts barely overlap. So the dot product is about |t|², while each length squared is about |t|² + |p|² = 2d. The cosine is about d / 2d = ½.',
  },
];
