// heads, part 3: what one attention layer costs, in parameters and multiply-adds, and how closely
// weights · V matches the output shown.
import { formatCount } from '../../format.js';
import { h } from '../../base/dom.js';
import { num } from '../../lesson-parts/model/common.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('heads', strings);

/** The cost table of block layer (from 1) of a headsLesson result. */
export function costTable(lesson, layer) {
  return [
    h('h3', {}, t('costTitle')),
    h(
      'table',
      { className: 'stats-table' },
      h(
        'caption',
        {},
        t('costCaption', {
          layer,
          layers: lesson.layers,
          tokens: t('costTokens', { n: lesson.tokens }),
          dModel: lesson.dModel,
          heads: t('costHeads', { n: lesson.heads, headDim: lesson.headDim }),
        }),
      ),
      h(
        'tbody',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'row' }, t('costParameters')),
          h('td', {}, `${formatCount(lesson.layerParameters)} = 4·d² + 4·d`),
        ),
        h(
          'tr',
          {},
          h('th', { scope: 'row' }, t('costProjections')),
          h('td', {}, `${formatCount(lesson.projectionMultAdds)} = 4·T·d²`),
        ),
        h(
          'tr',
          {},
          h('th', { scope: 'row' }, t('costAttention')),
          h('td', {}, `${formatCount(lesson.attentionMultAdds)} = d·T·(T+1)`),
        ),
        h(
          'tr',
          {},
          h('th', { scope: 'row' }, t('costError')),
          h(
            'td',
            {},
            lesson.weightsTimesVError === 0 ? t('exactlyZero') : num(lesson.weightsTimesVError),
          ),
        ),
      ),
    ),
  ];
}
