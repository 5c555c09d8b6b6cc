// Theme colours for charts drawn on canvas: read from the CSS custom properties when drawing, and
// a signal to draw again when the theme changes (the picker sets <html data-theme>; "auto"
// follows the system), since a canvas keeps the colours it was drawn with.
import { endWithPanel } from '../base/lifetime.js';

/** The current value of a CSS custom property on the page, or fallback. */
export function cssVar(name, fallback) {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

/**
 * Calls redraw() after every theme change, until the returned function is called or the panel
 * drawing `element` (the figure's canvas or container) is mounted again: the page outlives the
 * panel, and a watcher left on it would keep the old figure alive.
 */
export function onThemeChange(redraw, element) {
  const observer = new MutationObserver(redraw);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  const system = window.matchMedia?.('(prefers-color-scheme: dark)');
  system?.addEventListener('change', redraw);
  const stop = () => {
    observer.disconnect();
    system?.removeEventListener('change', redraw);
  };
  endWithPanel(element, stop);
  return stop;
}
