// The questions of the check after the lessons: one per idea (ideas.js), each the twin of
// check-before/questions.js's question on the same idea (same depth, four choices, parallel
// wording), and different from it and from every lesson's own questions. `idea` names the idea:
// the question's id in an LMS is check.after.<idea>.
export const questions = [
  {
    idea: 'tokens',
    question:
      'The byte-level tokenizer reads “naïve”, whose ï takes two bytes in UTF-8. How many tokens does it make?',
    choices: ['5: one per letter', '6: one per byte', '1: one per word', '10: two per letter'],
    answer: 1,
    explanation:
      'A byte-level tokenizer makes one token per byte: n, a, v and e are one byte each and ï is two, so six tokens.',
  },
  {
    idea: 'bpe',
    question: 'Which text does a BPE tokenizer turn into the fewest tokens for its length?',
    choices: [
      'Text like its training text, whose frequent pairs it merged',
      'Text in a language it never saw, read as whole unknown words',
      'A random string of bytes, as every byte is already one token',
      'Every text alike: the count depends on the length only',
    ],
    answer: 0,
    explanation:
      'Its merges are the frequent pairs of its training text: text like it is covered by long tokens, while unfamiliar text falls back to short pieces, down to single bytes.',
  },
  {
    idea: 'embedding',
    question:
      'A vocabulary of 50,000 tokens, and rows of 768 numbers: what does looking up token 7 give?',
    choices: [
      'Row 7 of the table: 768 numbers',
      'Column 7 of the table: 50,000 numbers',
      'One number, the 7th of the table',
      'A one-hot vector of 50,000 numbers',
    ],
    answer: 0,
    explanation:
      'The table has one row per token; the lookup hands the model token 7’s row, a vector of 768 numbers that training adjusts.',
  },
  {
    idea: 'sinusoidal',
    question:
      'In the sinusoidal position table, which dimensions tell two far-apart positions (say 3 and 900) apart without repeating themselves?',
    choices: [
      'The last ones (large i), whose waves are long',
      'The first ones (small i), since they change fastest',
      'None: every dimension repeats every 2π positions',
      'Only dimension 0, which grows with the position',
    ],
    answer: 0,
    explanation:
      'The first pairs turn so fast that they come round again many times in 900 positions; the last ones turn so slowly that their angles still differ.',
  },
  {
    idea: 'relative',
    question:
      'Why does a score between a query and a key rotated by RoPE depend on how far apart they are, not on where they are?',
    choices: [
      'Their dot product keeps only the difference of their two rotation angles',
      'RoPE subtracts the two positions from each other before the attention starts',
      'RoPE keeps a table of every distance beside the model and looks it up',
      'It does not: the score depends on both positions, as with added vectors',
    ],
    answer: 0,
    explanation:
      'Rotating q by angle mθ and k by nθ changes their dot product by the angle between them, (m − n)θ: moving both along the text leaves it the same.',
  },
  {
    idea: 'attention',
    question: 'Under the causal mask, which weights of the attention matrix are always 0?',
    choices: [
      'Those above the diagonal: each token’s weights on later tokens',
      'Those below the diagonal: each token’s weights on earlier tokens',
      'Those on the diagonal: each token’s weight on itself',
      'None: the mask changes the scores, never the weights',
    ],
    answer: 0,
    explanation:
      'Row i holds token i’s weights on every token; the mask sets the scores of later tokens to −∞, so after the softmax their weights are 0.',
  },
  {
    idea: 'heads',
    question: 'Two heads of one layer read the same tokens. What can differ between them?',
    choices: [
      'Their weights: each has its own W_Q, W_K and W_V',
      'Nothing: the heads of one layer are copies of each other',
      'Only the width of the output each head makes',
      'The mask: one head may look ahead at later tokens',
    ],
    answer: 0,
    explanation:
      'Each head makes its own queries, keys and values with its own matrices, so its weights differ; the mask is the same for every head of a decoder.',
  },
  {
    idea: 'block',
    question: 'What does a LayerNorm do to each token’s vector?',
    choices: [
      'It brings it to mean 0 and spread 1, then scales by γ and shifts by β',
      'It sets its largest entry to 1 and divides the others by it',
      'It adds the token’s position to it, so that the next layer knows where it is',
      'It averages it with the vectors of the other tokens of the text',
    ],
    answer: 0,
    explanation:
      'LayerNorm works on one vector at a time: subtract its mean, divide by its standard deviation (with ε), then scale by γ and shift by β.',
  },
  {
    idea: 'sampling',
    question: 'What does a very high temperature (say 100) do to the choice of the next byte?',
    choices: [
      'Nearly uniform: every byte about equally likely',
      'The likeliest byte every time, as greedy decoding does',
      'It keeps only the two likeliest bytes',
      'Nothing: temperature only scales the logits, not the choice',
    ],
    answer: 0,
    explanation:
      'The logits are divided by the temperature before the softmax; divided by 100 they are all close to 0, so the probabilities are close to equal.',
  },
  {
    idea: 'training',
    question:
      'The model gives the right next byte probability 0.5. What does that position add to the cross-entropy loss?',
    choices: [
      '−ln 0.5 = ln 2 ≈ 0.69',
      '0.5, the probability missed',
      '2, one over the probability',
      '0: half right costs nothing',
    ],
    answer: 0,
    explanation:
      'Each position adds −ln p, p the probability given to the right byte: −ln 0.5 = ln 2 ≈ 0.69 nats.',
  },
];
