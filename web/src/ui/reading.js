// Moving through the lessons: the contents bar stays in view and marks the lesson being read,
// its links (and every lesson's previous/next links) scroll to the lesson and keep the link in
// the address bar, and each lesson ends with where to read more and the lessons either side.
import { words } from '../i18n/words.js';
import { h } from '../base/dom.js';
import { strings } from '../base/strings.js';

const t = words('page', strings);

/**
 * The end of a lesson: its place in the whole model, its "Read more" line (or null) and links to
 * the lessons either side.
 */
export function lessonEnd(panel, order, readMoreLine) {
  const at = order.findIndex((p) => p.id === panel.id);
  const before = at > 0 ? order[at - 1] : null;
  const after = at >= 0 && at < order.length - 1 ? order[at + 1] : null;
  const links = [];
  if (before)
    links.push(
      h(
        'a',
        { href: `#panel=${before.id}`, className: 'lesson-prev', rel: 'prev' },
        ...t.parts('previousLesson', { title: before.title }),
      ),
    );
  if (after)
    links.push(
      h(
        'a',
        { href: `#panel=${after.id}`, className: 'lesson-next', rel: 'next' },
        ...t.parts('nextLesson', { title: after.title }),
      ),
    );
  return h(
    'footer',
    { className: 'lesson-end' },
    // Only where the overview is on the page (an embedded lesson stands alone).
    panel.place && order.some((p) => p.id === 'overview')
      ? h(
          'p',
          { className: 'lesson-place' },
          ...t.parts('lessonPlace', {
            place: panel.place,
            link: h('a', { href: '#panel=overview' }, t('seeOverview')),
          }),
        )
      : null,
    readMoreLine,
    links.length
      ? h(
          'nav',
          {
            className: 'lesson-links chrome',
            'aria-label': t('lessonLinks', { title: panel.title }),
          },
          ...links,
        )
      : null,
  );
}

/**
 * Keeps the contents bar's "you are here" mark on the lesson in view and makes #panel= links
 * scroll to their lesson. onPanel(id) is told the lesson a link went to (for the address bar);
 * reach(id) runs before the scroll (page/lazy-mount.js builds a lesson not built yet); onRead(id)
 * is told each time the lesson being read changes (the LMS's last lesson). Returns { go(id) }:
 * takes the reader to a lesson as such a link does.
 */
export function followReading(order, onPanel, reach, onRead) {
  const nav = document.getElementById('contents');
  const linkOf = (id) => nav?.querySelector(`a[href="#panel=${id}"]`);
  let current = null;
  const mark = (id) => {
    if (id === current) return;
    linkOf(current)?.removeAttribute('aria-current');
    current = id;
    onRead?.(id);
    const link = linkOf(id);
    if (!link) return;
    link.setAttribute('aria-current', 'location');
    // Keep the mark visible in the one-line bar, without moving the page itself.
    const bar = link.closest('ol');
    if (bar && bar.scrollWidth > bar.clientWidth)
      bar.scrollLeft = link.offsetLeft - bar.clientWidth / 2 + link.offsetWidth / 2;
  };
  // The lesson being read: the last one whose top has passed a line a third down the window.
  const sections = order
    .map((p) => document.querySelector(`section[data-panel="${p.id}"]`))
    .filter(Boolean);
  let pending = false;
  const update = () => {
    pending = false;
    const line = window.innerHeight / 3;
    let reading = sections[0];
    for (const section of sections)
      if (section.getBoundingClientRect().top <= line) reading = section;
    if (reading) mark(reading.dataset.panel);
  };
  const schedule = () => {
    if (!pending) {
      pending = true;
      requestAnimationFrame(update);
    }
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  // The first mark in the next frame, from the layout the browser makes for it anyway: measuring
  // now would lay out the whole page once more before the first lesson is on screen.
  schedule();

  // Takes the reader to a lesson: built first (reach), scrolled to, its heading focused.
  const go = (id) => {
    const section = document.querySelector(`section[data-panel="${id}"]`);
    if (!section) return false;
    reach?.(id);
    section.scrollIntoView();
    // Reading goes on at the lesson's heading (screen readers and the keyboard follow).
    const heading = section.querySelector('h2');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
    onPanel?.(id);
    mark(id);
    return true;
  };
  document.addEventListener('click', (event) => {
    const link = event.target.closest?.('a[href^="#panel="]');
    if (!link || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey)
      return;
    // A link with settings (#panel=norms&norm_eps=0.1) changes the hash: page/links.js.
    if (go(link.getAttribute('href').slice('#panel='.length))) event.preventDefault();
  });
  return { go };
}
