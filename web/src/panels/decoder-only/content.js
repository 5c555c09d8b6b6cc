// Words and questions of the decoder-only panel.
import { h } from '../../ui/dom.js';
import { mathElement } from '../../ui/math.js';

export function explanation() {
  return [
    h(
      'p',
      { className: 'lead' },
      'GPT is trained on one task: given the text so far, predict the next token. When it writes, ' +
        'it produces one token, appends it, and predicts again, so at every step the future simply ' +
        'does not exist yet. Training has to match that situation, and the causal mask of the ',
      h('a', { href: '#panel=attention' }, 'attention panel'),
      ' is how it does: token t may attend to tokens 0..t and never to t+1 onwards.',
    ),
  ];
}

export function objective() {
  return [
    h(
      'p',
      {},
      'Training does not feed the model one prefix at a time. It takes a window of T tokens from ' +
        'the text as inputs and the same window shifted by one as targets, then asks for all T ' +
        'predictions at once: position t must predict target y[t], which is input x[t+1]. One ' +
        'forward pass gives T training examples.',
    ),
    mathElement(String.raw`x = \text{data}[i : i+T],\quad y = \text{data}[i+1 : i+T+1]`),
    mathElement(
      String.raw`\mathcal{L} = -\frac{1}{T}\sum_{t=0}^{T-1}\log p_\theta\!\left(y_t \mid x_0,\dots,x_t\right)`,
    ),
  ];
}

export function whyMask() {
  return h(
    'p',
    {},
    'Because the targets are the inputs shifted by one, the answer for position t is sitting in ' +
      'the input at position t+1. Without the mask, attention could simply look one step ahead ' +
      'and copy it: the training loss would fall towards zero while the model learned nothing it ' +
      'could use when generating, where position t+1 is still blank. With the mask every position ' +
      'is an honest prediction from the past, and all T of them can be trained in parallel.',
  );
}

export function encoderDecoder() {
  return [
    h('h3', {}, 'Encoder or decoder?'),
    h(
      'p',
      {},
      'The original Transformer, built for translation, had two halves. The encoder reads the ' +
        'whole source sentence with no mask, each word looking both ways, because that sentence is ' +
        'complete before translation starts. The decoder writes the translation with a causal mask ' +
        'and also attends to the encoder’s output. GPT keeps only the decoder (without the ' +
        'cross-attention to an encoder): for open-ended writing there is no separate input to ' +
        'encode, only the text written so far. Encoder-only models such as BERT do the opposite: ' +
        'no mask, good for understanding a given text, but they cannot generate left to right.',
    ),
  ];
}

export const questions = [
  {
    question:
      'Vizuara’s notebook asks: in “The cat sat on the ___”, what may the model use to fill the blank?',
    choices: [
      'Only the word “the” just before the blank',
      'All the words before the blank, in order',
      'The whole sentence including what follows the blank',
      'Nothing: it guesses from word frequencies',
    ],
    answer: 1,
    explanation:
      'Row t of the causal mask lets position t use every earlier token (and itself), and the positions tell it their order. It never sees what comes after.',
  },
  {
    question: 'A window of T = 8 inputs gives how many next-token training examples?',
    choices: [
      '1, one per window',
      '7, one per gap',
      '8, one per position',
      '9, one per token read',
    ],
    answer: 2,
    explanation:
      'Each position t = 0..7 predicts y[t], so one window gives 8 examples, each with a different amount of context (1 to 8 tokens). It needs T + 1 = 9 tokens of text.',
  },
  {
    question: 'What would happen if you trained without the causal mask?',
    choices: [
      'Training would stop with an error about shapes',
      'It would copy the next token, then generate badly',
      'Nothing: the mask only matters when generating',
      'It would become an encoder that translates better',
    ],
    answer: 1,
    explanation:
      'The answer is visible one position ahead, so attention learns to copy it. At generation time that position is empty, so the shortcut fails.',
  },
  {
    question: 'Why does row 0 of the attention weights always have a single 1?',
    explanation:
      'The first token can see only itself, and a softmax over one score is exactly 1. That is why the first prediction (from one token of context) is the hardest.',
  },
];
