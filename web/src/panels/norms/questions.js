// The check-yourself questions of the lesson "norms" (the card main.js builds under it; the
// page's score counts them before the lesson is built).
export const questions = [
  {
    question:
      'You multiply every entry of a vector by 100 (all entries far from zero). What happens to its LayerNorm output?',
    choices: [
      'It grows 100×, like its input',
      'It grows 10×, the square root of 100',
      'It stays the same (up to ε)',
      'It shrinks towards 0 as σ grows',
    ],
    answer: 2,
    explanation:
      'Both the mean and the standard deviation grow 100×, so (x − μ)/σ is unchanged. The same holds for RMSNorm. Try the scale factor control.',
  },
  {
    question: 'What does RMSNorm leave out compared with LayerNorm?',
    choices: [
      'The division by the vector’s size',
      'Subtracting the mean, and the shift β',
      'The gain γ that scales each entry',
      'The ε that guards against zero',
    ],
    answer: 1,
    explanation:
      'RMSNorm divides by the root mean square of the raw values and has no β. Add a constant to every entry and LayerNorm’s output does not move, while RMSNorm’s does.',
  },
  {
    question: 'With ε = 10⁻⁵, what is the largest factor RMSNorm can multiply an input by?',
    choices: [
      '10⁵, that is 1/ε',
      'about 316 (1/√ε)',
      '1: it never enlarges',
      'None: tiny inputs grow without limit',
    ],
    answer: 1,
    explanation:
      'rstd = 1/√(mean square + ε) ≤ 1/√ε ≈ 316.2, reached only by the all-zero vector. This cap is what keeps tiny vectors small.',
  },
  {
    question: 'Why is the variance “biased” (divided by n rather than n − 1)?',
    explanation:
      'The layer is not estimating a population’s variance from a sample; it just rescales this one vector. Dividing by n makes the output’s mean square exactly 1 (for γ = 1, ε → 0), which is the goal. PyTorch’s LayerNorm does the same.',
  },
];
