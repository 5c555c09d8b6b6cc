// Lessons are built when they come near the viewport, so the first lesson is ready fast and a
// phone never builds every lesson at once; a lesson a link leads to is built at once and held in
// place while the lessons above it grow (<html data-pinned>). docs/ARCHITECTURE.md, "Lazy
// mounting".
import { strings } from '../base/strings.js';
import { words } from '../i18n/words.js';
import { views } from './lesson-code.js';
import { showFailure } from './sections.js';

const t = words('page', strings);

const sectionOf = (id) => document.querySelector(`section[data-panel="${id}"]`);

/**
 * The panel a link leads to stays where the link put it while the panels above it mount and
 * then draw (charts, fonts, a worker's result), checked every frame until the page is scrolled
 * by anything else (the reader, a script) or five seconds pass with nothing to correct (on a
 * busy machine the lessons above may still be growing after five seconds: a hold that ended
 * then left a link to norms 2,000 px past it). The browser's own scroll
 * anchoring is off meanwhile: it picks its own anchor, and the two corrections added up (a link
 * to norms ended 1,000 px past it); so the page's scroll position moves only when we move it.
 * <html data-pinned="<panel>"> says which panel is held, while it is.
 * Returns { pin(id), pinned(), keepAt(dy) }: keepAt scrolls by dy as a correction of ours.
 */
function scrollHold() {
  let pinned = null;
  let hold = 0;
  let ownY = null; // where our last correction left the page
  const root = document.documentElement;
  const unpin = () => {
    pinned = null;
    cancelAnimationFrame(hold);
    for (const element of [root, document.body]) element.style.removeProperty('overflow-anchor');
    delete root.dataset.pinned;
  };
  const keepAt = (dy) => {
    if (Math.abs(dy) > 0.5) window.scrollBy(0, dy);
    ownY = window.scrollY;
  };
  const pin = (id) => {
    pinned = id;
    root.dataset.pinned = id;
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'])
      window.addEventListener(type, unpin, { once: true, passive: true });
    // On body too: with <html> alone Chromium still chose an anchor in the page (a link from rope
    // up to norms, whose neighbour below was built, moved 2,209 px as norms itself grew).
    for (const element of [root, document.body]) element.style.overflowAnchor = 'none';
    cancelAnimationFrame(hold);
    let until = performance.now() + 5000;
    let top = null;
    const keep = () => {
      const anchor = pinned === id ? sectionOf(id) : null;
      // Scrolled by a script (a link to another lesson): a jump. The browser also nudges the
      // page by a few pixels as the lessons above lay out (10 to 20 px seen on a phone), which
      // the next correction takes back; ending the pin on those let a lesson that mounted later
      // push the linked one a screen or more down.
      const scrolled =
        top !== null && Math.abs(window.scrollY - ownY) > Math.max(64, window.innerHeight / 4);
      if (!anchor || scrolled || performance.now() > until) return unpin();
      if (top === null) {
        // Where the link's scroll puts a section (scrollIntoView: its scroll margin under the
        // top), not where it is by the first frame: a lesson above may have redrawn already.
        top = parseFloat(getComputedStyle(anchor).scrollMarginTop) || 0;
        ownY = window.scrollY;
      }
      const dy = anchor.getBoundingClientRect().top - top;
      if (Math.abs(dy) > 0.5) until = performance.now() + 5000;
      keepAt(dy);
      hold = requestAnimationFrame(keep);
    };
    hold = requestAnimationFrame(keep);
  };
  return { pin, pinned: () => pinned, keepAt };
}

/**
 * Mounts panels when they come near the viewport. Mounts the starting panel (`start`, else the
 * first) now, or every panel when `all`. Returns { mount(id), follow(id), watch() }: mount(id)
 * mounts a panel now; follow(id) too, for a link that leads to it, and keeps it in place until the
 * reader scrolls; watch() starts watching the rest, once the page is scrolled to its start.
 * Printing mounts every panel first (`beforeprint`), so a printout holds every lesson (a lesson
 * whose code has not arrived yet is built when it does: prefetchViews loads it soon after ready).
 */
export function mountLazily(order, mountPanel, { all, start }) {
  const waiting = new Map(order.map((panel) => [panel.id, panel]));
  const held = scrollHold();
  let observer = null;
  // A lesson's code loads the first time it is built (lesson.view()); until it arrives its
  // section keeps its room and says data-mount="loading".
  const mount = (id) => {
    const panel = waiting.get(id);
    if (!panel) return;
    waiting.delete(id);
    const section = sectionOf(id);
    observer?.unobserve(section);
    if (views.loaded(panel)) return build(panel, section);
    section.dataset.mount = 'loading';
    views.load(panel).then(
      () => build(panel, section),
      (error) => {
        delete section.dataset.mount;
        showFailure(section, panel, error);
      },
    );
  };
  const build = (panel, section) => {
    // A panel above the one a link opened grows as it mounts: keep the link's panel in place
    // until the reader scrolls (scrollHold, for what grows later).
    const anchor = held.pinned() ? sectionOf(held.pinned()) : null;
    const above =
      anchor && section.compareDocumentPosition(anchor) & Node.DOCUMENT_POSITION_FOLLOWING;
    const before = above ? anchor.getBoundingClientRect().top : 0;
    mountPanel(panel);
    if (above) held.keepAt(anchor.getBoundingClientRect().top - before);
  };
  const mountAll = () => {
    for (const id of [...waiting.keys()]) mount(id);
  };
  if (start && waiting.has(start)) held.pin(start);
  if (all) mountAll();
  else mount(held.pinned() ?? order[0]?.id);
  for (const id of waiting.keys()) {
    const section = sectionOf(id);
    section.dataset.mount = 'waiting';
    section.querySelector('.loading-note').textContent = t('builtOnScroll');
  }
  window.addEventListener('beforeprint', mountAll);
  return {
    mount,
    // A link leads to this panel: built now, and kept in place while the ones above it grow.
    follow(id) {
      held.pin(id);
      mount(id);
    },
    watch() {
      if (waiting.size === 0) return;
      if (typeof IntersectionObserver !== 'function') return mountAll();
      // Generous: a screen's height above and below, so a lesson is built before it is seen.
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) if (entry.isIntersecting) mount(entry.target.dataset.panel);
        },
        { rootMargin: '100% 0px 100% 0px' },
      );
      for (const id of waiting.keys()) observer.observe(sectionOf(id));
    },
  };
}
