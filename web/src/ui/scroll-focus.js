// A box that scrolls must be reachable from the keyboard (WCAG 2.1.1): while its content overflows
// in a direction it may scroll, it joins the tab order (arrow keys then scroll it); otherwise it
// stays out of the way. Re-checked when the box resizes, when its content changes, and when web
// fonts arrive (KaTeX's fonts widen a formula without resizing its box).

function scrolls(element) {
  const style = getComputedStyle(element);
  const canScroll = (overflow) => overflow === 'auto' || overflow === 'scroll';
  return (
    (canScroll(style.overflowX) && element.scrollWidth > element.clientWidth) ||
    (canScroll(style.overflowY) && element.scrollHeight > element.clientHeight)
  );
}

function update(element) {
  if (scrolls(element)) element.tabIndex = 0;
  else if (element !== document.activeElement) element.removeAttribute('tabindex');
}

const watched = new Set();
const recheckAll = () => {
  for (const element of watched) {
    if (element.isConnected) update(element);
    else watched.delete(element); // replaced by a redraw
  }
};
document.fonts?.addEventListener('loadingdone', recheckAll);
document.fonts?.ready.then(recheckAll);

const sizes = new ResizeObserver((entries) => entries.forEach((entry) => update(entry.target)));

/** Makes element focusable exactly while it scrolls; returns element. */
export function focusableWhenScrolling(element) {
  watched.add(element);
  sizes.observe(element);
  new MutationObserver(() => update(element)).observe(element, {
    childList: true,
    subtree: true,
    characterData: true,
  });
  return element;
}
