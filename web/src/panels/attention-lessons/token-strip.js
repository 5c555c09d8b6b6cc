// Helpers shared by the attention and decoder-only panels: byte-token labels and a token strip.
import { h } from '../../ui/dom.js';

/** A short visible label for a byte id: the character for printable ASCII, a symbol otherwise. */
export function byteLabel(id) {
  if (id === 32) return '␣';
  if (id === 10) return '↵';
  if (id === 9) return '⇥';
  if (id > 32 && id < 127) return String.fromCharCode(id);
  return `x${id.toString(16).toUpperCase().padStart(2, '0')}`;
}

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
