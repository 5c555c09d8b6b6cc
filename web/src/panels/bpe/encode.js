// bpe, part 3: the learned merges on other text: "é", "😀" and "café", a second text the learner
// types, and what real tokenizers add.
import { formatCount } from '../../format.js';
import { textControl } from '../../ui/controls.js';
import { h } from '../../base/dom.js';
import { lessonTextStyle } from '../../lesson-parts/token-lessons/labels.js';
import { tokenChips } from './merge-views.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('bpe', strings);

/** How "é", "😀" and "café" come out with the merges: two and four bytes, merged or not. */
export function mountProbes(container, { core }) {
  const unicodeBox = h('div', {});
  container.append(h('h3', {}, t('unicodeTitle')), h('p', {}, t('unicode')), unicodeBox);
  return {
    update(merges, labels) {
      // é and 😀: two and four bytes; merged only if the training text repeats them.
      unicodeBox.replaceChildren(
        ...['é', '😀', 'café'].map((probe) => {
          const ids = core.bpeEncode(probe, merges);
          return h(
            'div',
            { className: 'bpe-probe' },
            h('span', { className: 'bpe-probe-text', translate: 'no' }, `“${probe}”`),
            tokenChips(ids, labels, { label: t('probeLabel', { probe }) }),
            h(
              'span',
              { className: 'note' },
              t('probeCount', { bytes: new TextEncoder().encode(probe).length, n: ids.length }),
            ),
          );
        }),
      );
    },
  };
}

/**
 * The second text, encoded with the merges getTokens() gives ({ merges, labels }, or null before
 * the first training).
 */
export function mountSecondText(container, { core, settings, values, onChange, getTokens }) {
  let second = values.bp_second;
  const secondBox = h('div', {});
  const update = () => {
    const { merges, labels } = getTokens();
    if (second === '') {
      secondBox.replaceChildren(h('p', { className: 'note' }, t('secondEmpty')));
      return;
    }
    const ids = core.bpeEncode(second, merges);
    const bytes = new TextEncoder().encode(second).length;
    secondBox.replaceChildren(
      h(
        'p',
        { className: 'stat-line' },
        t('secondSummary', {
          bytes: t('byteTotal', { n: formatCount(bytes) }),
          tokens: t('tokenTotal', { n: formatCount(ids.length) }),
          merges: t('mergeTotal', { n: formatCount(merges.length / 2) }),
        }),
      ),
      tokenChips(ids, labels, { label: t('secondTokensLabel') }),
    );
  };
  const input = textControl({
    ...lessonTextStyle,
    setting: 'bp_second',
    label: t('secondLabel'),
    value: values.bp_second,
    maxLength: settings.bp_second.maxLength,
    hint: t('secondHint'),
    onInput(text) {
      second = text;
      if (getTokens()) update();
      onChange({ bp_second: text });
    },
  });
  container.append(h('h3', {}, t('secondTitle')), input.element, secondBox);
  return { update, showError: (message) => input.showError(message) };
}

/** What real tokenizers add to this BPE. */
export function mountRealTokenizers(container) {
  container.append(
    h('h3', {}, t('realTitle')),
    h(
      'ul',
      {},
      h('li', {}, t('preSplitting')),
      h('li', {}, t('biggerVocabulary')),
      h('li', {}, t('specialTokens')),
    ),
  );
}
