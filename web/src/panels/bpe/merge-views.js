// The BPE lesson's views: the pair-count table, the merge list and token chips. Token text comes
// from the core's bpe_label (space as ␣, unprintable bytes as \xNN), always set as textContent;
// tokens, and a merge written as ‘t’ + ‘h’, are the text's own pieces: translate="no".
import { formatCount } from '../../format.js';
import { h } from '../../base/dom.js';
import { focusableWhenScrolling } from '../../base/scroll-focus.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('bpe', strings);

const quoted = (label) => `‘${label}’`;

/**
 * The most frequent adjacent pairs [{ left, right, count, first }] as a table; with next, the
 * first row is marked as the merge that makes newId.
 */
export function pairTable(pairs, labels, { next, newId }) {
  if (pairs.length === 0) return h('p', { className: 'note' }, t('noPairs'));
  return focusableWhenScrolling(
    h(
      'table',
      { className: 'compare-table bpe-pairs' },
      h('caption', {}, t('pairsCaption')),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, t('pairColumn')),
          h('th', { scope: 'col' }, t('idsColumn')),
          h('th', { scope: 'col' }, t('countColumn')),
          h('th', { scope: 'col' }, t('firstAtColumn')),
        ),
      ),
      h(
        'tbody',
        {},
        ...pairs.map((p, i) =>
          h(
            'tr',
            { className: next && i === 0 ? 'bpe-next' : '' },
            h(
              'th',
              { scope: 'row', translate: 'no' },
              `${quoted(labels[p.left])} + ${quoted(labels[p.right])}`,
              next && i === 0
                ? h(
                    'span',
                    { className: 'bpe-next-tag', translate: 'yes' },
                    t('nextTag', { id: newId }),
                  )
                : null,
            ),
            // The pair's ids, in the pair's order (data, as the pair is: translate="no").
            h('td', { translate: 'no' }, `${p.left}, ${p.right}`),
            h('td', {}, formatCount(p.count)),
            h('td', {}, t('firstAt', { n: formatCount(p.first) })),
          ),
        ),
      ),
    ),
  );
}

/** The merges made so far, newest last: "256 = ‘t’ + ‘h’ → ‘th’ (×12)". */
export function mergeList(merges, counts, lengths, labels, made) {
  if (made === 0) return h('p', { className: 'note' }, t('noMerges'));
  const items = [];
  for (let k = 0; k < made; k++) {
    const id = 256 + k;
    items.push(
      h(
        'li',
        { value: id, translate: 'no' },
        h('span', { className: 'bpe-merge-new' }, quoted(labels[id])),
        ` = ${quoted(labels[merges[2 * k]])} + ${quoted(labels[merges[2 * k + 1]])}`,
        h(
          'span',
          { className: 'note', translate: 'yes' },
          t('mergeCount', { count: formatCount(counts[k]), tokens: formatCount(lengths[k]) }),
        ),
      ),
    );
  }
  const list = h(
    'ol',
    { className: 'bpe-merges', 'aria-label': t('mergesLabel', { n: made }) },
    ...items,
  );
  const box = focusableWhenScrolling(h('div', { className: 'bpe-merges-box' }, list));
  // Keep the newest merge in view.
  requestAnimationFrame(() => (box.scrollTop = box.scrollHeight));
  return box;
}

/** ids as chips, each with its text and id; merged tokens (id >= 256) are outlined. */
export function tokenChips(ids, labels, { label }) {
  const list = h('ol', { className: 'bpe-tokens', 'aria-label': label });
  const items = [];
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i];
    items.push(
      h(
        'li',
        { className: `bpe-token tint-${i % 4}${id >= 256 ? ' merged' : ''}` },
        h('span', { className: 'bpe-token-text', translate: 'no' }, labels[id]),
        h('span', { className: 'bpe-token-id' }, String(id)),
      ),
    );
  }
  list.append(...items);
  return list;
}
