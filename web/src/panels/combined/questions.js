// The check-yourself questions of the lesson "combined" (the card main.js builds under it; the
// page's score counts them before the lesson is built).
export const questions = [
  {
    question:
      'GPT adds the position row to the token row instead of concatenating them. What would concatenating change?',
    explanation:
      'Each input vector would be 2d long instead of d, so every layer that reads it (the first query, key and value projections) needs twice as many input weights, as the table above shows. Adding keeps the width: the model can still tell the two signals apart because in many dimensions random directions barely overlap, and training can keep them in separate subspaces if it helps.',
  },
  {
    question: 'GPT-2 has 1024 learned positions. What happens with a sequence of 1025 tokens?',
    choices: [
      'It uses the row of position 1023 twice',
      'There is no row for position 1024',
      'It wraps round to the row of position 0',
    ],
    answer: 1,
    explanation:
      'A learned table has exactly max_len rows; position 1024 has no row, so the strict module raises an error. Pipelines truncate (as Vizuara’s notebook does, keeping the first max_len tokens) or split long documents into windows, possibly overlapping, or use a position scheme that extends to any length, such as the sinusoidal table or rotations of queries and keys (a later lesson).',
  },
  {
    question: 'In “Hello” the two “l”s share a token row. Are their input vectors equal?',
    choices: ['Yes: the same token gives the same vector', 'No: each adds its own position row'],
    answer: 1,
    explanation:
      'They add different position rows (2 and 3), so the sums differ. That is the whole point: without position rows, attention with no causal mask could not tell “dog bites man” from “man bites dog” (the causal mask alone leaks some order: see the attention lesson).',
  },
];
