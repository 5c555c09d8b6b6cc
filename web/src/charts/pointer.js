// How every chart is read, the same way for a mouse, a finger and a keyboard (heatmaps, line
// charts, bar charts): the pointer shows the value under it, a tap shows it and leaves it shown,
// a sideways drag scrubs, and a vertical swipe scrolls the page (the chart's CSS says
// `touch-action: pan-y`, so the browser keeps vertical panning and hands horizontal moves to
// these pointer events; when it starts a scroll it sends pointercancel). A focused chart takes
// the arrow keys, Home and End to move a read-out cursor; Tab and every other key pass through.
import { words } from '../i18n/words.js';
import { strings } from '../base/strings.js';

const t = words('page', strings);

/**
 * The verb that tells a reader how to read a chart on this device: 'Hover' where the main
 * pointer can hover (a mouse), 'Tap' where it cannot (a phone or a tablet). Keyboard users are
 * told about the arrow keys by each chart's aria-keyshortcuts.
 */
export function pointVerb() {
  const touch = typeof matchMedia === 'function' && matchMedia('(hover: none)').matches;
  return touch ? t('pointTap') : t('pointHover');
}

/**
 * Sends pointer positions over `element` to at(event) -> target (or null outside the data) and
 * show(target); leave() when a mouse leaves. A touch's last value stays shown (a finger lifting
 * off is not "looking elsewhere").
 */
export function followPointer(element, { at, show, leave }) {
  const report = (event) => {
    const target = at(event);
    if (target !== null && target !== undefined) show(target, event.pointerType);
  };
  element.addEventListener('pointerdown', report);
  element.addEventListener('pointermove', report);
  element.addEventListener('pointerleave', (event) => {
    if (event.pointerType === 'mouse') leave();
  });
}

/**
 * Arrow-key cursor over a grid of rows × cols cells (a line or bar chart: one row). The element
 * becomes focusable; size() -> { rows, cols } is read on each key, move(row, col) shows a cell,
 * leave() runs on blur and Escape. start() -> { row, col } is where the first key press starts
 * (default the first cell). Returns { at(row, col) } to sync the cursor with the pointer.
 */
export function keyboardCursor(element, { size, move, leave, start }) {
  element.tabIndex = 0;
  element.setAttribute('aria-keyshortcuts', 'ArrowLeft ArrowRight ArrowUp ArrowDown Home End');
  let cursor = null;
  const onKey = (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const { rows, cols } = size();
    if (!(rows > 0 && cols > 0)) return;
    if (event.key === 'Escape') {
      cursor = null;
      leave();
      return;
    }
    const here = cursor ?? start?.() ?? { row: 0, col: 0 };
    const page = (n) => Math.max(1, Math.round(n / 10));
    let { row, col } = here;
    switch (event.key) {
      case 'ArrowLeft':
        col -= cursor ? 1 : 0;
        break;
      case 'ArrowRight':
        col += cursor ? 1 : 0;
        break;
      case 'ArrowUp':
        if (rows === 1) return; // a one-row chart leaves up and down to the page
        row -= cursor ? 1 : 0;
        break;
      case 'ArrowDown':
        if (rows === 1) return;
        row += cursor ? 1 : 0;
        break;
      case 'PageUp':
        if (rows === 1) col -= page(cols);
        else row -= page(rows);
        break;
      case 'PageDown':
        if (rows === 1) col += page(cols);
        else row += page(rows);
        break;
      case 'Home':
        col = 0;
        if (event.shiftKey || rows === 1) row = 0;
        break;
      case 'End':
        col = cols - 1;
        if (event.shiftKey || rows === 1) row = rows - 1;
        break;
      default:
        return;
    }
    event.preventDefault(); // the page does not scroll under a cursor that moved
    cursor = {
      row: Math.min(rows - 1, Math.max(0, row)),
      col: Math.min(cols - 1, Math.max(0, col)),
    };
    move(cursor.row, cursor.col);
  };
  element.addEventListener('keydown', onKey);
  // Leaving by keys (Tab away) hides what the keys showed. A cursor placed by a pointer stays:
  // a tap's value stays shown, and clearing it when the next tap lands elsewhere (the Download
  // button) would shift the layout under that finger and lose its click.
  let fromKeys = false;
  element.addEventListener('keydown', () => {
    fromKeys = cursor !== null;
  });
  element.addEventListener('blur', () => {
    if (cursor && fromKeys) leave();
    cursor = null;
  });
  return {
    at(row, col) {
      cursor = { row, col };
      fromKeys = false;
    },
  };
}
