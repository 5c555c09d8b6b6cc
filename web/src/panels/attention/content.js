// Words, formulas and questions of the attention panel.
import { h } from '../../ui/dom.js';
import { mathElement } from '../../ui/math.js';

export function explanation() {
  return [
    h(
      'p',
      { className: 'lead' },
      'Attention is how a token gathers information from the others. Every token’s vector is ' +
        'multiplied by three learned matrices to give a query (what it is looking for), a key ' +
        '(what it offers to be found by) and a value (what it passes on when found). The query of ' +
        'token i is compared with the key of every token j by a dot product; a softmax turns each ' +
        'row of these scores into weights that are positive and add up to 1; the output of token i ' +
        'is the weighted average of the values.',
    ),
    mathElement(
      String.raw`\mathrm{Attention}(Q,K,V)=\mathrm{softmax}\!\left(\frac{QK^{\top}}{\sqrt{d_k}}+M\right)V`,
    ),
    mathElement(
      String.raw`M_{ij}=\begin{cases}0 & j\le i\\ -\infty & j>i\end{cases}\ \text{(causal)}`,
    ),
    h(
      'p',
      {},
      'Why divide by √d_k? A dot product of two vectors with d_k random entries of size about 1 ' +
        'has a spread of about √d_k. Without the division, wide heads would produce large scores, ' +
        'the softmax would put almost all weight on one token, and its gradients would vanish. The ' +
        'causal mask M adds −∞ to every score of a later token, so after the softmax those weights ' +
        'are exactly 0: a token can only look back.',
    ),
    h(
      'p',
      { className: 'note' },
      'Here the token table and the three projections are random (drawn from the random seed), as in an ' +
        'untrained model, so the pattern is arbitrary; training is what makes queries find useful ' +
        'keys. Tokens are the UTF-8 bytes of the text, as in the training lab.',
    ),
  ];
}

export const questions = [
  {
    question: 'In causal attention, what is the weight of token 0 on itself (row 0)?',
    choices: ['0', '1/N', '1', 'It depends on the scores'],
    answer: 2,
    explanation:
      'Row 0 can see only key 0, and a softmax over a single score is exactly 1, whatever the score.',
  },
  {
    question: 'What does every row of the weights matrix add up to?',
    choices: ['0', '1', 'N', '√d_k'],
    answer: 1,
    explanation:
      'Each row is a softmax, so its weights are positive and sum to 1: the output is a weighted average of the values.',
  },
  {
    question:
      'You go from 4 096 to 8 192 tokens of context. How much more memory does one attention matrix need?',
    choices: ['The same', '2×', '4×', '8×'],
    answer: 2,
    explanation: 'N² grows by 2² = 4: 64 MiB becomes 256 MiB per head in float32.',
  },
  {
    question:
      'Without positions (uncheck “add sinusoidal positions”), the same byte at positions 2 and 9 has the same query. Under the causal mask, are its two rows of weights the same?',
    choices: [
      'Yes: equal queries give equal scores, so the weights match',
      'Yes, but only when the other bytes of the text all differ',
      'No: only RoPE can make two equal queries attend differently',
      'No: row 2 shares its weight among 3 keys, row 9 among 10',
    ],
    answer: 3,
    explanation:
      'Equal queries give equal scores for the keys both rows can see, but the mask lets row 2 see 3 keys and row 9 see 10, and each softmax shares a total of 1 among the keys it sees. So the mask itself tells a row how far along it is: a causal model without any positional encoding can still learn order (the training lab’s “none” learns too). Without the mask, equal queries would give identical rows, and attention would be blind to order.',
  },
  {
    question: 'Why is the scaling √d_k and not d_k?',
    explanation:
      'The spread (standard deviation) of a sum of d_k independent products grows like √d_k, not d_k. Dividing by √d_k brings the scores back to a spread of about 1, whatever the head width.',
  },
];
