// The check-yourself questions of the lesson "pe-learned" (the card main.js builds under it; the
// page's score counts them before the lesson is built).
export const questions = [
  {
    question:
      'A model with a learned table of max_len 1024 gets a text of 1500 tokens. What happens?',
    choices: [
      'It computes rows 1024 to 1499 from the formula',
      'Rows 1024 on do not exist: the text must be cut',
    ],
    answer: 1,
    explanation:
      'A learned table is a lookup: rows that were never created cannot be looked up. The core refuses, as shown above; pipelines cut the text to max_len.',
  },
  {
    question:
      'How many trainable numbers does a learned table with max_len 512 and d_model 768 have?',
    choices: ['0 (positions are not learned)', '512 × 768 = 393,216', '512 + 768 = 1,280'],
    answer: 1,
    explanation:
      '512 × 768 = 393,216: one d_model-wide row per position. The sinusoidal table has none.',
  },
  {
    question: 'Before training, do neighbouring rows of the learned table look alike?',
    choices: [
      'No: the rows are independent random vectors',
      'Yes: neighbouring rows start out close, as in sinusoids',
    ],
    answer: 0,
    explanation:
      'Random N(0, 1) rows are nearly orthogonal, so the similarity matrix is a bright diagonal on noise. Any notion of "nearby" has to be learned from data; the sinusoidal table has it from the start (its bands).',
  },
  {
    question: 'Which models use which?',
    explanation:
      'The original Transformer used sinusoids; BERT and GPT-2/GPT-3 used learned absolute tables; T5 used learned relative biases instead of either. Most recent open LLMs (LLaMA, Mistral, Qwen and many more) rotate queries and keys by their positions instead (a later lesson shows how). So "learned, as in most modern LLMs" is out of date.',
  },
];
