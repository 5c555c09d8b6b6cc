// Why GPT only looks back: the lesson's prose and the training objective's formulas.
import { h } from '../../base/dom.js';
import { mathElement, texWords } from '../../ui/math.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('decoder-only', strings);

export function explanation() {
  return [
    h(
      'p',
      { className: 'lead' },
      ...t.parts('lead', {
        attention: h('a', { href: '#panel=attention' }, t('attentionLink')),
      }),
    ),
  ];
}

export function objective() {
  const data = texWords(t('texData'));
  return [
    h('p', {}, t('objective')),
    mathElement(String.raw`x = ${data}[i : i+T],\quad y = ${data}[i+1 : i+T+1]`),
    mathElement(
      String.raw`\mathcal{L} = -\frac{1}{T}\sum_{t=0}^{T-1}\log p_\theta\!\left(y_t \mid x_0,\dots,x_t\right)`,
    ),
  ];
}

export function whyMask() {
  return h('p', {}, t('whyMask'));
}

export function encoderDecoder() {
  return [h('h3', {}, t('encoderTitle')), h('p', {}, t('encoder'))];
}
