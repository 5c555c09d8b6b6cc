// norms, the explanation: its formulas and prose, and ε's hand-worked slip, kept apart from the
// wiring of the view.
import { h } from '../../base/dom.js';
import { mathElement } from '../../ui/math.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('norms', strings);

export function explanation() {
  return [
    h('p', { className: 'lead' }, t('lead')),
    h(
      'div',
      { className: 'formula-grid' },
      mathElement(
        String.raw`\mu=\frac{1}{n}\sum_{i=1}^{n}x_i,\quad \sigma^2=\frac{1}{n}\sum_{i=1}^{n}(x_i-\mu)^2`,
      ),
      mathElement(
        String.raw`\mathrm{LayerNorm}(x)_i=\frac{x_i-\mu}{\sqrt{\sigma^2+\epsilon}}\,\gamma+\beta`,
      ),
      mathElement(String.raw`\mathrm{RMS}(x)=\sqrt{\frac{1}{n}\sum_{i=1}^{n}x_i^2}`),
      mathElement(
        String.raw`\mathrm{RMSNorm}(x)_i=\frac{x_i}{\sqrt{\frac{1}{n}\sum_{j} x_j^2+\epsilon}}\,\gamma`,
      ),
    ),
    h('p', {}, t('formulaNote')),
  ];
}

export function epsilonExplanation() {
  return [h('p', {}, t('epsProse'))];
}

/** RMSNorm without ε worked by hand on a tiny vector, with the step that is easy to get wrong. */
export function notesSlip() {
  return h(
    'div',
    { className: 'note notes-slip' },
    h('strong', {}, t('slipTitle')),
    t('slipProse'),
  );
}
