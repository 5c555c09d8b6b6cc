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
