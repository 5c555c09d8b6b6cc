// The BPE lesson's views: the pair-count table, the merge list and token chips. Token text comes
// from the core's bpe_label (space as ␣, unprintable bytes as \xNN), always set as textContent.
import { formatCount } from '../../format.js';
import { h } from '../../ui/dom.js';
import { focusableWhenScrolling } from '../../ui/scroll-focus.js';

const quoted = (label) => `‘${label}’`;

/**
 * The most frequent adjacent pairs [{ left, right, count, first }] as a table; with next, the
 * first row is marked as the merge that makes newId.
 */
export function pairTable(pairs, labels, { next, newId }) {
  if (pairs.length === 0) return h('p', { className: 'note' }, 'The text has no pairs left.');
  return focusableWhenScrolling(
    h(
      'table',
      { className: 'compare-table bpe-pairs' },
      h('caption', {}, 'The 10 most frequent pairs of neighbouring tokens, in merge order'),
      h(
        'thead',
        {},
        h(
          'tr',
          {},
          h('th', { scope: 'col' }, 'pair'),
          h('th', { scope: 'col' }, 'ids'),
          h('th', { scope: 'col' }, 'count'),
          h('th', { scope: 'col' }, 'first at'),
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
              { scope: 'row' },
              `${quoted(labels[p.left])} + ${quoted(labels[p.right])}`,
              next && i === 0
                ? h('span', { className: 'bpe-next-tag' }, ` next: id ${newId}`)
                : null,
            ),
            h('td', {}, `${p.left}, ${p.right}`),
            h('td', {}, formatCount(p.count)),
            h('td', {}, `token ${formatCount(p.first)}`),
          ),
        ),
      ),
    ),
  );
}

/** The merges made so far, newest last: "256 = ‘t’ + ‘h’ → ‘th’ (×12)". */
export function mergeList(merges, counts, lengths, labels, made) {
  if (made === 0)
    return h('p', { className: 'note' }, 'No merges yet: every token is a single byte.');
  const items = [];
  for (let k = 0; k < made; k++) {
    const id = 256 + k;
    items.push(
      h(
        'li',
        { value: id },
        h('span', { className: 'bpe-merge-new' }, quoted(labels[id])),
        ` = ${quoted(labels[merges[2 * k]])} + ${quoted(labels[merges[2 * k + 1]])}`,
        h(
          'span',
          { className: 'note' },
          ` ×${formatCount(counts[k])}, then ${formatCount(lengths[k])} tokens`,
        ),
      ),
    );
  }
  const list = h(
    'ol',
    { className: 'bpe-merges', 'aria-label': `${made} merges, each new id with its pair` },
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
        h('span', { className: 'bpe-token-text' }, labels[id]),
        h('span', { className: 'bpe-token-id' }, String(id)),
      ),
    );
  }
  list.append(...items);
  return list;
}
