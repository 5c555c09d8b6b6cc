// Shared pieces of the token and embedding lessons: a heatmap figure (canvas, axis names, legend,
// hover read-out, PNG/CSV/table tools), choice and text controls, and labels for byte tokens.
import { cssGradient, diverging } from '../../charts/colormap.js';
export { sequential } from '../../charts/colormap.js';
import { Heatmap } from '../../charts/heatmap.js';
import { formatSignificant } from '../../format.js';
import { chartTools } from '../../ui/chart-tools.js';
import { h } from '../../ui/dom.js';
import { sharedTextField, textField } from '../../ui/text-field.js';

import './tokens.css';

let nextId = 0;

/** How a byte token reads in a label: 'a' and ' ' quoted (as Python's repr), else #id (#195). */
export function byteLabel(id) {
  if (id >= 32 && id < 127) return `'${String.fromCharCode(id)}'`;
  return `#${id}`;
}

/**
 * A diverging heatmap with legend, read-out and tools. hover(row, col, value) returns the
 * read-out text. draw(matrix, { lo, hi, label, summary, rowLabels, colLabels }) redraws.
 */
export function heatmapFigure({
  name,
  title,
  xLabel,
  yLabel,
  hover,
  square = false,
  strip = false,
  short = false,
}) {
  const canvas = h('canvas', {
    className: `heatmap${square ? ' square' : ''}${short ? ' short' : ''}`,
    role: 'img',
  });
  // Optional marker strip right of the heatmap: one pixel per row, dark where a row is in use.
  const stripCanvas = strip
    ? h('canvas', { className: 'marker-strip', 'aria-hidden': 'true', width: 1, height: 1 })
    : null;
  const readout = h('figcaption', { className: 'readout', 'aria-live': 'polite' });
  const lowEnd = h('span', {}, '−1');
  const highEnd = h('span', {}, '+1');
  const bar = h('span', { className: 'legend-bar' });
  bar.style.background = cssGradient(diverging);
  const axisY = h('span', { className: 'axis-y' }, yLabel);
  const axisX = h('span', { className: 'axis-x' }, xLabel);
  let shown = null;
  const heatmap = new Heatmap(canvas, {
    colormap: diverging,
    onHover(row, col) {
      const value = heatmap.matrix.data[row * heatmap.matrix.cols + col];
      readout.textContent = hover(row, col, value);
    },
    onLeave() {
      readout.textContent = shown?.summary ?? '';
    },
  });
  const tools = chartTools({
    name,
    canvas: () => canvas,
    matrix: () => ({ ...heatmap.matrix, rowLabels: shown?.rowLabels, colLabels: shown?.colLabels }),
  });
  const element = h(
    'figure',
    { className: 'chart token-figure', id: `token-figure-${nextId++}` },
    title ? h('h3', { className: 'figure-title' }, title) : null,
    h(
      'div',
      { className: `heatmap-frame${strip ? ' with-strip' : ''}` },
      axisY,
      canvas,
      stripCanvas,
      axisX,
    ),
    h('div', { className: 'legend', 'aria-hidden': 'true' }, lowEnd, bar, highEnd),
    readout,
    tools,
  );
  return {
    element,
    canvas,
    get matrix() {
      return heatmap.matrix;
    },
    draw(
      matrix,
      { lo = -1, hi = 1, label, summary, rowLabels, colLabels, x, y, colormap = diverging } = {},
    ) {
      heatmap.colormap = colormap;
      bar.style.background = cssGradient(colormap);
      heatmap.lo = lo;
      heatmap.hi = hi;
      heatmap.draw(matrix);
      shown = { summary, rowLabels, colLabels };
      lowEnd.textContent = formatSignificant(lo, 3).replace('-', '−');
      highEnd.textContent = `${hi > 0 && lo < 0 ? '+' : ''}${formatSignificant(hi, 3)}`;
      canvas.setAttribute('aria-label', label);
      readout.textContent = summary ?? '';
      if (x) axisX.textContent = x;
      if (y) axisY.textContent = y;
    },
    /** Marks rows (flags[r] true) on the strip. */
    drawStrip(flags) {
      if (!stripCanvas) return;
      stripCanvas.width = 1;
      stripCanvas.height = flags.length;
      const context = stripCanvas.getContext('2d');
      const ink = getComputedStyle(element).getPropertyValue('--text').trim() || '#000';
      context.clearRect(0, 0, 1, flags.length);
      context.fillStyle = ink;
      flags.forEach((on, r) => on && context.fillRect(0, r, 1, 1));
    },
  };
}

/** A symmetric colour range covering every value of the matrices: [-s, s], s >= 1e-6. */
export function symmetricRange(...matrices) {
  let biggest = 0;
  for (const m of matrices)
    for (let i = 0; i < m.data.length; i++) {
      const v = Math.abs(m.data[i]);
      if (v > biggest) biggest = v;
    }
  if (!(biggest > 0)) return [-1, 1];
  const unit = 10 ** (Math.floor(Math.log10(biggest)) - 1); // round up to 2 significant digits
  const s = Number((Math.ceil(biggest / unit) * unit).toPrecision(2));
  return [-s, s];
}

/** A labelled group of radio buttons (keyboard-operable by the browser). */
export function choiceControl({ label, options, value, onInput, hint }) {
  const name = `choice-${nextId++}`;
  const error = h('p', { className: 'control-error', role: 'alert', hidden: true });
  const group = h(
    'fieldset',
    { className: 'control choice-control' },
    h('legend', { className: 'control-label' }, label),
    ...options.map(([optionValue, optionLabel]) =>
      h(
        'label',
        { className: 'choice' },
        h('input', {
          type: 'radio',
          name,
          value: optionValue,
          checked: optionValue === value,
          onChange: (event) => {
            try {
              onInput(event.target.value);
              error.hidden = true;
            } catch (problem) {
              error.textContent = problem.message;
              error.hidden = false;
            }
          },
        }),
        ` ${optionLabel}`,
      ),
    ),
    hint ? h('p', { className: 'control-hint' }, hint) : null,
    error,
  );
  return {
    element: group,
    set(v) {
      for (const input of group.querySelectorAll('input')) input.checked = input.value === v;
    },
    showError(message) {
      error.textContent = message;
      error.hidden = false;
    },
    clearError() {
      error.hidden = true;
    },
  };
}

/**
 * A choiceControl for one 'choice' entry of a panel's settings table (its label and the link's
 * value): apply(value) redraws and may throw, then onChange({ [key]: value }) keeps the link.
 */
export function settingChoice(settings, key, { values, onChange, options, apply }) {
  return choiceControl({
    label: settings[key].label,
    value: values[key],
    options,
    onInput(value) {
      apply(value);
      onChange({ [key]: value });
    },
  });
}

// No maxlength attribute: text past the limit gets a message instead of being silently cut.
const lessonTextStyle = { className: 'text-control', wide: false };

/**
 * A one-line text setting with a message slot, in these lessons' style (proportional text).
 * Text longer than maxLength, or an onInput(value) that throws, shows a message and the caller
 * keeps its last picture.
 */
export function textControl(options) {
  return textField({ ...options, ...lessonTextStyle });
}

/**
 * The shared `text` setting for these panels: changing it in one panel updates the others
 * (through shared.shareText) and the link. render(text) may throw.
 */
export function sharedTextControl({ values, onChange, shared, render, hint }) {
  return sharedTextField({
    values,
    onChange,
    shared,
    onText: render,
    label: 'Your text',
    hint: hint ?? 'any text, up to 400 characters; try é, →, 😀',
    ...lessonTextStyle,
  });
}
