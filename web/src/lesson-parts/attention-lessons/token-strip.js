// The token strip shared by the attention lessons (attention, decoder-only, heads): one chip per token.
import { byteLabel } from '../../format.js';
import { h } from '../../base/dom.js';

/**
 * A row of token chips. state(i) returns a class name ('visible', 'hidden', 'current',
 * 'answer', ...) for token i, and title(i) its tooltip.
 */
export function tokenStrip(ids, { state = () => '', title = () => '', label } = {}) {
  return h(
    'ol',
    { className: 'token-strip', 'aria-label': label },
    ...Array.from(ids, (tokenId, i) =>
      h(
        'li',
        { className: `token ${state(i)}`, title: title(i) },
        h('span', { className: 'token-index' }, String(i)),
        h('span', { className: 'token-text' }, byteLabel(tokenId)),
      ),
    ),
  );
}
