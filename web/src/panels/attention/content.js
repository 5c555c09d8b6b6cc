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
