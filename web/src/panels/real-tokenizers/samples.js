// real-tokenizers, part 3: why counts differ, shown on one sentence in English, Spanish, Chinese,
// Portuguese, Arabic and code: its characters, bytes and tokens in each tokenizer beside the size
// of its vocabulary, and the chosen form token by token (GPT-2 cuts Chinese characters into bytes).
import { formatCount } from '../../format.js';
import { h } from '../../base/dom.js';
import { focusableWhenScrolling } from '../../base/scroll-focus.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('real-tokenizers', strings);

/** One sentence in six forms, in rt_sample's order; lang for the sentence's element. */
export const samples = [
  { id: 'en', lang: 'en', text: 'The weather is lovely today, so we are walking to the park.' },
  { id: 'es', lang: 'es', text: 'Hoy hace un tiempo precioso, así que vamos andando al parque.' },
  { id: 'zh', lang: 'zh', text: '今天天气很好，所以我们走路去公园。' },
  { id: 'pt', lang: 'pt', text: 'Hoje o tempo está lindo, então vamos a pé até o parque.' },
  { id: 'ar', lang: 'ar', text: 'الطقس جميل اليوم، لذلك سنمشي إلى الحديقة.' },
  { id: 'code', lang: 'en', text: 'if weather == "lovely":\n    walk_to("park")' },
];

/** The name of a form, in the page's language. */
export const sampleName = (id) =>
  ({
    en: t('english'),
    es: t('spanish'),
    zh: t('chinese'),
    pt: t('portuguese'),
    ar: t('arabic'),
    code: t('code'),
  })[id];

const byteCount = (text) => new TextEncoder().encode(text).length;

/**
 * The table: a row of vocabulary sizes, then each form's characters, bytes and token counts.
 * columns: [{ name, vocabulary, counts: [tokens of each sample] }].
 */
export function sampleTable(columns) {
  const cell = (n) => h('td', {}, formatCount(n));
  return focusableWhenScrolling(
    h(
      'div',
      { className: 'table-scroll' },
      h(
        'table',
        { className: 'compare-table rt-samples' },
        h('caption', {}, t('sampleCaption')),
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            h('th', { scope: 'col' }, t('sampleColumn')),
            h('th', { scope: 'col' }, t('charactersColumn')),
            h('th', { scope: 'col' }, t('bytesColumn')),
            ...columns.map((c) => h('th', { scope: 'col', translate: 'no' }, c.name)),
          ),
        ),
        h(
          'tbody',
          {},
          h(
            'tr',
            { className: 'rt-vocabulary' },
            h('th', { scope: 'row', colspan: 3 }, t('vocabularyRow')),
            ...columns.map((c) => cell(c.vocabulary)),
          ),
          ...samples.map((sample, i) =>
            h(
              'tr',
              { dataset: { sample: sample.id } },
              h('th', { scope: 'row' }, sampleName(sample.id)),
              cell([...sample.text].length),
              cell(byteCount(sample.text)),
              ...columns.map((c) => cell(c.counts[i])),
            ),
          ),
        ),
      ),
    ),
  );
}

/** The chosen form's sentence as it is written. */
export function sampleSentence(id) {
  const sample = samples.find((s) => s.id === id);
  // dir auto: the Arabic sentence runs right to left, its full stop at its left end.
  return h(
    'pre',
    { className: 'rt-sentence', translate: 'no', lang: sample.lang, dir: 'auto' },
    sample.text,
  );
}
