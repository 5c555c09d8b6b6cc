// The questions of the check before the lessons: one per idea (ideas.js), each paired with the
// question of check-after/questions.js on the same idea, at the same depth, with four choices
// and parallel wording. Different from every lesson's own questions. `idea` names the idea: the
// question's id in an LMS is check.before.<idea>.
export const questions = [
  {
    idea: 'tokens',
    question:
      'The byte-level tokenizer reads “café”, whose é takes two bytes in UTF-8. How many tokens does it make?',
    choices: ['4: one per letter', '5: one per byte', '1: one per word', '8: two per letter'],
    answer: 1,
    explanation:
      'A byte-level tokenizer makes one token per byte: c, a and f are one byte each and é is two, so five tokens.',
  },
  {
    idea: 'bpe',
    question: 'What does one merge step of BPE training do?',
    choices: [
      'It makes the most frequent pair of neighbouring tokens one new token',
      'It removes the rarest byte from the vocabulary to make room for a new one',
      'It splits the longest token of the text into two shorter, more common ones',
      'It joins every pair that occurs more than once, all of them in one step',
    ],
    answer: 0,
    explanation:
      'Each step counts the pairs of neighbouring tokens, gives the most frequent pair a new id and rewrites the text with it; the next step counts again.',
  },
  {
    idea: 'embedding',
    question:
      'A vocabulary of 1,000 tokens, and rows of 32 numbers: what shape is the embedding table?',
    choices: ['1,000 × 32', '32 × 32', '1,000 × 1,000', '1 × 32'],
    answer: 0,
    explanation:
      'One row per token of the vocabulary, each row as long as the model’s vectors: 1,000 rows of 32 numbers.',
  },
  {
    idea: 'sinusoidal',
    question:
      'In the sinusoidal position table, how do the first dimensions (small i) change from one position to the next, compared with the last ones?',
    choices: [
      'They change fastest: their wavelengths are the shortest',
      'They change slowest: their wavelengths are the longest',
      'All dimensions change at the same rate',
      'They do not change: only the last dimensions encode position',
    ],
    answer: 0,
    explanation:
      'The frequency 1/10000^(2i/d) falls as i grows: the first pairs turn fast, like the seconds hand of a clock, the last ones slowly, like the hours hand.',
  },
  {
    idea: 'relative',
    question: 'What does RoPE do to a query vector at position p?',
    choices: [
      'It rotates each pair of its numbers by p times an angle',
      'It adds row p of a learned position table to it, as GPT-2 does',
      'It multiplies every number of the vector by the position p',
      'It drops the last p numbers of the vector, keeping the others',
    ],
    answer: 0,
    explanation:
      'RoPE treats the vector as pairs of numbers and turns each pair by p times that pair’s own angle; nothing is added to the token’s embedding.',
  },
  {
    idea: 'attention',
    question:
      'In causal attention over 5 tokens, how many tokens can token 3 (counting from 0) attend to?',
    choices: [
      '4: tokens 0 to 3',
      '3: tokens 0 to 2',
      '5: every token of the text',
      '1: only itself',
    ],
    answer: 0,
    explanation:
      'The causal mask lets a token attend to itself and to every earlier token, never to a later one: tokens 0, 1, 2 and 3.',
  },
  {
    idea: 'heads',
    question:
      'Why does a layer use several attention heads rather than one head as wide as the model?',
    choices: [
      'Each head can attend to different tokens, for a different reason',
      'Several heads need fewer parameters than one head as wide as the model',
      'One head as wide as the model could not apply the softmax',
      'Several heads let a token read the tokens that come after it',
    ],
    answer: 0,
    explanation:
      'Each head has its own weights, so one may follow the previous token while another follows a matching bracket; one head makes a single weighted average per token.',
  },
  {
    idea: 'block',
    question: 'What does the residual connection around a sub-layer of a block do?',
    choices: [
      'It adds the sub-layer’s output to x, its input',
      'It replaces x with the sub-layer’s output, forgetting x',
      'It normalises x to mean 0 and spread 1',
      'It feeds the block’s output back into the first block',
    ],
    answer: 0,
    explanation:
      'x + sublayer(norm(x)): the input passes through unchanged and each sub-layer adds its change to it, which keeps a deep stack trainable.',
  },
  {
    idea: 'sampling',
    question: 'What does top-k sampling with k = 1 give?',
    choices: [
      'Always the likeliest byte: greedy decoding',
      'A byte drawn evenly among all 256',
      'Always the second likeliest byte',
      'A byte drawn from the full distribution, unchanged',
    ],
    answer: 0,
    explanation:
      'Top-k keeps the k likeliest bytes and draws among them; with k = 1 only the likeliest is left, so the choice is always the same.',
  },
  {
    idea: 'training',
    question: 'The loss is the cross-entropy of the next byte. What would a loss of 0 mean?',
    choices: [
      'The right next byte always got probability 1',
      'The model spreads its guesses evenly over all 256 bytes',
      'Training has not started yet, so nothing was measured',
      'Every weight of the model is 0, so every output is 0',
    ],
    answer: 0,
    explanation:
      'Each position adds −ln p, p the probability given to the right byte; only p = 1 everywhere adds nothing.',
  },
];
