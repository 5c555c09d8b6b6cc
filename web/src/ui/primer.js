// A primer: where a lesson needs a term before the lesson that teaches it, a short explanation
// in place and a link to that lesson. The reading-order test (tests/browser/teaching.test.mjs)
// accepts a term ahead of its lesson only inside a primer for it (an element whose data-primer
// lists it; several terms are separated by commas).
import { words } from '../i18n/words.js';
import { h } from '../base/dom.js';
import { strings } from '../base/strings.js';

const t = words('page', strings);

/**
 * primer('RoPE', 'rope', 'RoPE turns q and k by angles set by their positions', child...) ->
 * <span data-primer="RoPE">RoPE turns … (<a href="#panel=rope">its lesson</a>) child…</span>
 */
export function primer(term, lesson, gloss, ...children) {
  return h(
    'span',
    { className: 'primer', dataset: { primer: term } },
    `${gloss} (`,
    h('a', { href: `#panel=${lesson}` }, t('ownLesson')),
    ')',
    ...children,
  );
}
