// What attention is: the lesson's opening prose and its formulas.
import { h } from '../../base/dom.js';
import { mathElement, texWords } from '../../ui/math.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('attention', strings);

export function explanation() {
  return [
    h('p', { className: 'lead' }, t('lead')),
    mathElement(
      String.raw`\mathrm{Attention}(Q,K,V)=\mathrm{softmax}\!\left(\frac{QK^{\top}}{\sqrt{d_k}}+M\right)V`,
    ),
    mathElement(
      String.raw`M_{ij}=\begin{cases}0 & j\le i\\ -\infty & j>i\end{cases}\ ${texWords(t('texCausal'))}`,
    ),
    h('p', {}, t('whyScale')),
    h('p', { className: 'note' }, t('randomNote')),
  ];
}
