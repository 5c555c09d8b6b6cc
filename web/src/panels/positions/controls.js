// Small helpers of the position lessons' drawings: canvas sizing and numbers for prose. (Their
// number controls are ui/number-control.js settingControl; theme colours charts/theme.js cssVar.)

/** Sizes a canvas for the device pixel ratio and returns its 2-D context in CSS pixels. */
export function fitCanvas(canvas, width, height) {
  const ratio = window.devicePixelRatio || 1;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  const context = canvas.getContext('2d');
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  return context;
}

/** A number for prose: up to `digits` significant digits, no trailing zeros, − for minus. */
export function num(value, digits = 4) {
  if (!Number.isFinite(value)) return '–';
  const text = Number(value.toPrecision(digits)).toString();
  return text.replace('-', '−');
}
