// The check-yourself questions of the lesson "rope" (the card main.js builds under it; the
// page's score counts them before the lesson is built).
export const questions = [
  {
    question: 'RoPE adds a vector to the token embedding, like the sinusoidal table. True?',
    choices: [
      'True: a position vector is added to each embedding',
      'False: it rotates q and k inside attention',
    ],
    answer: 1,
    explanation:
      'Nothing is added to the embeddings. In every attention layer, each query and key is rotated pair by pair by an angle proportional to its position; values are not rotated.',
  },
  {
    question:
      'q at position 10 and k at position 7 give score s. What is the score for q at 110 and k at 107?',
    choices: ['s', 's + 100', 'it depends on the base'],
    answer: 0,
    explanation:
      'Both are 3 apart; rotations by 110ω and 107ω leave a net rotation of 3ω between them, exactly as 10ω and 7ω do.',
  },
  {
    question: 'What does raising the base do?',
    explanation:
      'All pairs but the first turn more slowly, so the slow clocks take longer to come round: scores vary more gently with distance and distant positions stay distinguishable further out. Long-context models raise the base for this reason.',
  },
  {
    question: 'Which families use RoPE?',
    explanation:
      'GPT-NeoX, PaLM, LLaMA, Mistral, Qwen and most recent open models. BERT and GPT-2 used learned tables; the original Transformer used sinusoids.',
  },
];
