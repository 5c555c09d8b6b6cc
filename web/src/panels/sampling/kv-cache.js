// sampling, part 3: the generation loop and the KV cache: what the cache of this TinyGPT and of
// GPT-2 small holds, and how much an earlier key or value changes when a byte is added.
import { formatBytes, formatCount } from '../../format.js';
import { h } from '../../base/dom.js';
import { mathElement, texWords } from '../../ui/math.js';
import { num } from '../../lesson-parts/model/common.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('sampling', strings);

/** The section: elements (heading, prose, formula, table, note), box (the table's), draw(kv). */
export function mountKvCache() {
  const box = h('div', { className: 'kv-cache' });
  const elements = [
    h('h3', {}, t('kvTitle')),
    h('p', {}, t('kvProse')),
    mathElement(
      String.raw`${texWords(t('texBytesPerToken'))} = 2 \times ${texWords(t('texLayers'))} \times d_{model} \times ${texWords(t('texBytesPerNumber'))}`,
    ),
    box,
    h('p', { className: 'note' }, t('kvNote')),
  ];
  const draw = (kv) => {
    const gpt2 = 2 * 12 * 768 * 4;
    box.replaceChildren(
      h(
        'table',
        { className: 'stats-table' },
        h('caption', {}, t('kvCaption')),
        h(
          'tbody',
          {},
          h(
            'tr',
            {},
            h('th', { scope: 'row' }, t('kvThisModel', { layers: kv.layers, dModel: kv.dModel })),
            h(
              'td',
              {},
              t('kvPerToken', {
                layers: kv.layers,
                dModel: kv.dModel,
                bytes: formatBytes(kv.bytesPerToken),
              }),
            ),
          ),
          h(
            'tr',
            {},
            h('th', { scope: 'row' }, t('kvWindow', { tokens: formatCount(kv.maxLen) })),
            h('td', {}, formatBytes(kv.bytesPerToken * kv.maxLen)),
          ),
          h(
            'tr',
            {},
            h('th', { scope: 'row' }, t('kvGpt2')),
            h(
              'td',
              {},
              t('kvGpt2Bytes', {
                perToken: formatBytes(gpt2),
                window: formatBytes(gpt2 * 1024),
              }),
            ),
          ),
          // A window of one position has no earlier key or value to compare (sampling-session.js).
          kv.prefixChange === null
            ? h('tr', {}, h('td', { colSpan: 2 }, t('kvNeedsTwo')))
            : h(
                'tr',
                {},
                h('th', { scope: 'row' }, t('kvChange', { n: kv.tokens })),
                h('td', {}, kv.prefixChange === 0 ? t('exactlyZero') : num(kv.prefixChange)),
              ),
        ),
      ),
    );
  };
  return { elements, box, draw };
}
