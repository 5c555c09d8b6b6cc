// Canvas sizing for drawn charts (lines, circles, bars, scatters): the backing store follows the
// device pixel ratio so strokes and text stay crisp, and drawing code works in CSS pixels.
// (Heatmaps are the exception: one backing pixel per value, scaled up by CSS; charts/heatmap.js.)

/**
 * Sizes `canvas` for drawing width × height CSS pixels and returns its 2-D context, scaled so one
 * unit is one CSS pixel. css says what the element's own size becomes:
 *   'size'    exactly width × height px
 *   'aspect'  width / height as aspect ratio (the stylesheet sets the width)
 *   'none'    left to the stylesheet
 */
export function fitCanvas(canvas, width, height, { css = 'size' } = {}) {
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  if (css === 'size') {
    canvas.style.width = `${width}px`;
    canvas.style.height = `${height}px`;
  } else if (css === 'aspect') {
    canvas.style.aspectRatio = `${width} / ${height}`;
  }
  const context = canvas.getContext('2d');
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  return context;
}

/**
 * Watches `element`'s size and calls `onResize()` in the next frame after it changes (one call
 * per frame however many changes came). A chart resized inside the ResizeObserver callback can
 * resize the box it observes in the same frame, which Firefox and WebKit report as a
 * ResizeObserver loop (a page error). Returns the observer, to disconnect when the chart goes.
 */
export function onResizeNextFrame(element, onResize) {
  let pending = false;
  const observer = new ResizeObserver(() => {
    if (pending) return;
    pending = true;
    requestAnimationFrame(() => {
      pending = false;
      onResize();
    });
  });
  observer.observe(element);
  return observer;
}
