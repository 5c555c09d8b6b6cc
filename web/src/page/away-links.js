// A link to a lesson this page does not show (an embedded lesson, a course without it) would
// lead nowhere: it opens the full page at that lesson in a new tab instead, with this page's
// settings and language as they are when it is followed. One rule for every such link, whoever
// wrote it (a lesson's text, a primer, the overview's first looks, the lessons either side).
import { h } from '../base/dom.js';
import { toHash } from '../state.js';

/**
 * The full page's address at lesson `id`, carrying page.state's settings (page: its parts) and,
 * over them, those a link names itself (`own`: "norm_eps=0.1"), which the full page checks as it
 * checks any link's.
 */
function fullPageHref({ state, table }, id, own = '') {
  const params = new URLSearchParams(toHash(state.values, id, table).slice(1));
  for (const [key, value] of new URLSearchParams(own)) if (key !== 'panel') params.set(key, value);
  return `${location.href.replace(/[?#].*$/, '')}#${params}`;
}

/** A link that opens the full page at lesson `id` in a new tab (the lab from a lesson away). */
export function fullPageLink(page, id, text) {
  const link = h('a', { href: fullPageHref(page, id), target: '_blank', rel: 'noopener' }, text);
  for (const type of ['pointerenter', 'focus', 'click'])
    link.addEventListener(type, () => {
      link.href = fullPageHref(page, id);
    });
  return link;
}

/**
 * Points every #panel= link to a lesson not in page.visible at the full page, as a pointer,
 * focus or click reaches it (the lessons write such links as they are built, so they are seen
 * to when used); the link keeps its lesson in data-away, and the settings it names itself in
 * data-away-settings, for the next time.
 */
export function sendAwayLinks(page) {
  const shown = new Set(page.visible.map((p) => p.id));
  const point = (event) => {
    const link = event.target.closest?.('a[href^="#panel="], a[data-away]');
    if (!link) return;
    if (!link.dataset.away) {
      const [id, ...own] = link.getAttribute('href').slice('#panel='.length).split('&');
      if (shown.has(id)) return;
      link.dataset.away = id;
      link.dataset.awaySettings = own.join('&');
    }
    link.href = fullPageHref(page, link.dataset.away, link.dataset.awaySettings);
    link.target = '_blank';
    link.rel = 'noopener';
  };
  // Capture: before the reading links' own click handler (ui/reading.js) sees it.
  for (const type of ['pointerover', 'focusin', 'click'])
    document.addEventListener(type, point, { capture: true });
}
