// Number settings for the position lessons: a slider + box bound to one entry of a panel's
// settings table. The page range is checked here (a message, never a silent clamp); apply(value)
// recomputes and may throw the core's message, which is then shown under the control while the
// last picture stays. On success the URL hash is updated through onChange.
import { numberControl } from '../../ui/number-control.js';

export function settingControl(settings, key, { values, onChange, apply, hint, log = false }) {
  const spec = settings[key];
  return numberControl({
    label: spec.label,
    hint,
    min: spec.min,
    max: spec.max,
    step: spec.even ? 2 : spec.type === 'int' ? 1 : 'any',
    value: values[key],
    log,
    onInput(value) {
      if (spec.type === 'int' && !Number.isInteger(value))
        throw new Error(`${spec.label} must be a whole number (got ${value})`);
      if (!Number.isFinite(value) || value < spec.min || value > spec.max)
        throw new Error(`${spec.label} goes from ${spec.min} to ${spec.max} here (got ${value})`);
      if (spec.even && value % 2 !== 0)
        throw new Error(`${spec.label} must be even: sin and cos come in pairs (got ${value})`);
      apply(value);
      onChange({ [key]: value });
    },
  });
}

/** Reads a CSS custom property of the page (theme colours for canvas drawings). */
export function cssColour(name, fallback) {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;
}

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
