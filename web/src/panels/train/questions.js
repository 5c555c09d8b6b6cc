// The training lab's check-yourself card: the notebook's reflection questions that fit it, and a few
// about what the lab shows.
export const questions = [
  {
    question: 'Before any training, the loss is close to 5.55. Where does that number come from?',
    choices: [
      'It is ln 256: guessing evenly among 256 byte values costs ln 256 nats per character',
      'It is the bigram entropy of the text: the best a model that sees one character can do',
      'It is a random number that depends on the random seed and the starting tables',
    ],
    answer: 0,
    explanation:
      'Cross-entropy is −ln of the probability given to the right answer. An even bet gives each byte 1/256, and −ln(1/256) = ln 256 ≈ 5.545. Random weights are not exactly even, so the first losses are often a little higher.',
  },
  {
    question:
      'On the default text, the token + position predictor levels off near 2.3 while TinyGPT goes well below it (about 1.6 after 500 steps). Why?',
    choices: [
      'It sees one character (and its position), so it cannot beat the bigram floor; TinyGPT sees earlier ones',
      'TinyGPT learns at a larger rate, so it gets further than the predictor in the same number of steps',
      'It has no token table of its own, so it cannot tell one character from another, whatever text it is shown',
    ],
    answer: 0,
    explanation:
      'With one character of context the best possible average loss is the bigram entropy H(next | current): about 2.27 on the default text, the dotted line on the chart. Attention lets TinyGPT use the whole window. On the Hamlet passage, the same lines ten times over, it goes further still and nearly recites them.',
  },
  {
    question:
      'After training, some vowels may end up with similar embeddings. Why would next-character prediction do that?',
    explanation:
      'The token vector of a character is what the read-out uses to predict what comes next. Characters that are followed by similar characters (vowels are often followed by the same consonants) receive similar gradients and drift in similar directions. Check the heatmap and the pairs list: on a text this small the effect is weak and noisy, and it differs between texts and random seeds.',
  },
  {
    question:
      'A model with a learned position table of 32 rows is asked to read 64 characters. What happens?',
    choices: [
      'It fails: there is no vector for position 32 and beyond',
      'It reuses row 31, the last it has, for every position past the table',
      'It works as well as at 32: positions repeat every 32',
    ],
    answer: 0,
    explanation:
      'A learned table has exactly as many rows as it was given; the comparison above shows “cannot go past its table”. GPT-2 has 1024 rows, so the 1025th token has no position vector: long documents are cut into windows (or a model uses an encoding without a table, such as RoPE).',
  },
  {
    question: 'With learning rate 1000 the run stops within a few steps. What went wrong?',
    explanation:
      'Adam moves each weight by roughly the learning rate per step. Steps of size 1000 throw the weights far past any minimum, the logits become enormous and the loss explodes (or becomes NaN). The lab stops before applying the bad update and suggests a tenth of the rate; keep dividing until the curve falls smoothly.',
  },
  {
    question:
      'Why are the characters that do not occur in the text left out of the similarity heatmap?',
    explanation:
      'Their rows of the token table never take part in a forward pass, so they never get a gradient and keep their random start. Their similarities are noise, not something the model learned.',
  },
];
