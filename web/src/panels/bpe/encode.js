// bpe, part 3: the learned merges on other text: "é", "😀" and "café", a second text the learner
// types, and what real tokenizers add.
import { formatCount } from '../../format.js';
import { h } from '../../base/dom.js';
import { tokenChips } from './merge-views.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('bpe', strings);

// é and 😀: two and four bytes; merged only if the training text repeats them.
export const probeTexts = ['é', '😀', 'café'];

const byteCount = (text) => new TextEncoder().encode(text).length;

/** Each probe text with its ids (bpeTrain's encoded, in probeTexts' order): [{ probe, ids }]. */
export const probesOf = (encoded) => probeTexts.map((probe, i) => ({ probe, ids: encoded[i] }));

/** How "é", "😀" and "café" come out with the merges: two and four bytes, merged or not. */
export function probesView() {
  const box = h('div', {});
  return {
    elements: [h('h3', {}, t('unicodeTitle')), h('p', {}, t('unicode')), box],
    draw(probes, labels) {
      box.replaceChildren(
        ...probes.map(({ probe, ids }) =>
          h(
            'div',
            { className: 'bpe-probe' },
            h('span', { className: 'bpe-probe-text', translate: 'no' }, `“${probe}”`),
            tokenChips(ids, labels, { label: t('probeLabel', { probe }) }),
            h(
              'span',
              { className: 'note' },
              t('probeCount', { bytes: byteCount(probe), n: ids.length }),
            ),
          ),
        ),
      );
    },
  };
}

/**
 * The second text in the first `merges` merges of a training the core holds (bpeTraining):
 * { text, ids, merges }, ids null when the text is empty.
 */
export function encodeSecond(training, text, merges) {
  return { text, ids: text === '' ? null : training.encode(text, merges), merges };
}

/** The second text's tokens, or a note asking for one. */
export function secondTextView() {
  const box = h('div', {});
  return {
    box,
    draw({ text, ids, merges }, labels) {
      if (ids === null) {
        box.replaceChildren(h('p', { className: 'note' }, t('secondEmpty')));
        return;
      }
      box.replaceChildren(
        h(
          'p',
          { className: 'stat-line' },
          t('secondSummary', {
            bytes: t('byteTotal', { n: formatCount(byteCount(text)) }),
            tokens: t('tokenTotal', { n: formatCount(ids.length) }),
            merges: t('mergeTotal', { n: formatCount(merges) }),
          }),
        ),
        tokenChips(ids, labels, { label: t('secondTokensLabel') }),
      );
    },
  };
}

/** What real tokenizers add to this BPE. */
export function realTokenizers() {
  return [
    h('h3', {}, t('realTitle')),
    h(
      'ul',
      {},
      h('li', {}, t('preSplitting')),
      h('li', {}, t('biggerVocabulary')),
      h('li', {}, t('specialTokens')),
    ),
  ];
}
