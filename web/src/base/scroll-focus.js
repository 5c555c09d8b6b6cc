// A box that scrolls must be reachable from the keyboard (WCAG 2.1.1): while its content overflows
// in a direction it may scroll, it joins the tab order (arrow keys then scroll it); otherwise it
// stays out of the way. Re-checked when the box resizes, when its content changes, and when web
// fonts arrive (KaTeX's fonts widen a formula without resizing its box).
//
// The watchers are page-wide, so a box must leave them when it leaves the page (a redraw or a
// re-mount replaces it): a removed box shrinks to 0 x 0, the resize watcher sees that, and the box
// is dropped there, keeping nothing of it alive.

import { endWithPanel } from './lifetime.js';

function scrolls(element) {
  const style = getComputedStyle(element);
  const canScroll = (overflow) => overflow === 'auto' || overflow === 'scroll';
  return (
    (canScroll(style.overflowX) && element.scrollWidth > element.clientWidth) ||
    (canScroll(style.overflowY) && element.scrollHeight > element.clientHeight)
  );
}

// While it scrolls sideways the box says so (data-scrolls="x"): the stylesheet then shows a cue,
// a shadow at the edge with more to see and a "swipe sideways" line.
function update(element) {
  if (scrolls(element)) element.tabIndex = 0;
  else if (element !== document.activeElement) element.removeAttribute('tabindex');
  const sideways =
    ['auto', 'scroll'].includes(getComputedStyle(element).overflowX) &&
    element.scrollWidth > element.clientWidth + 1;
  if (sideways) element.dataset.scrolls = 'x';
  else delete element.dataset.scrolls;
}

const watched = new Map(); // element -> the MutationObserver watching its content

function forget(element) {
  watched.get(element)?.disconnect();
  watched.delete(element);
  sizes.unobserve(element);
}

// The watchers only note which boxes changed; those are measured and marked in the next frame,
// from the layout the browser makes for it anyway. Measuring in the resize watcher's callback lays
// the page out in the middle of the browser's resize loop, and marking changes a box's height
// there (the cue's line): a box whose size changed after the loop passed its depth is left
// undelivered, which WebKit and Firefox report as an error ("ResizeObserver loop completed with
// undelivered notifications"). Measuring as a lesson fills a box would lay out the page while
// the lesson is being built.
const changed = new Set();
let nextFrame = 0;
function recheck(boxes) {
  for (const box of boxes) changed.add(box);
  nextFrame ||= requestAnimationFrame(() => {
    nextFrame = 0;
    const due = [...changed];
    changed.clear();
    for (const box of due) {
      if (box.isConnected) update(box);
      else forget(box);
    }
  });
}
const sizes = new ResizeObserver((entries) => recheck(entries.map((entry) => entry.target)));

const recheckAll = () => recheck(watched.keys());
document.fonts?.addEventListener('loadingdone', recheckAll);
document.fonts?.ready.then(recheckAll);

/** Makes element focusable exactly while it scrolls; returns element. */
export function focusableWhenScrolling(element) {
  if (watched.has(element)) return element;
  const content = new MutationObserver(() => recheck([element]));
  content.observe(element, { childList: true, subtree: true, characterData: true });
  watched.set(element, content);
  sizes.observe(element);
  endWithPanel(element, () => forget(element)); // also a box that was hidden when removed
  return element;
}
