// A labelled number setting: a slider for dragging and a box for typing the exact value, kept in
// sync, with a message slot under them. The slider may be logarithmic (for base, epsilon, ...).
// onInput(value) runs on every change; it may throw an Error, whose message is shown here while
// the caller keeps its last good picture.
import { errorSlot } from './control-error.js';

let nextId = 0;

export function numberControl({ label, hint, min, max, step = 1, value, log = false, onInput }) {
  const id = `control-${nextId++}`;
  const root = document.createElement('div');
  root.className = 'control';
  root.innerHTML = `
    <label class="control-label" for="${id}-box"></label>
    <div class="control-inputs">
      <input type="range" id="${id}-range" aria-hidden="true" tabindex="-1">
      <input type="number" id="${id}-box" inputmode="decimal">
    </div>
    <p class="control-hint" id="${id}-hint"></p>
    <p class="control-error" id="${id}-error" role="alert" hidden></p>`;
  const [labelEl, range, box, hintEl, errorEl] = [
    root.querySelector('label'),
    root.querySelector('input[type=range]'),
    root.querySelector('input[type=number]'),
    root.querySelector('.control-hint'),
    root.querySelector('.control-error'),
  ];
  labelEl.textContent = label;
  hintEl.textContent = hint ?? '';
  hintEl.hidden = !hint;
  box.setAttribute('aria-describedby', `${id}-hint ${id}-error`);
  box.min = String(min);
  box.max = String(max);
  box.step = log ? 'any' : String(step);
  // Log sliders move along log10(value); the box always holds the real value.
  const toSlider = (v) => (log ? Math.log10(v) : v);
  const fromSlider = (s) => (log ? Number((10 ** s).toPrecision(4)) : s);
  range.min = String(toSlider(min));
  range.max = String(toSlider(max));
  range.step = log ? '0.01' : String(step);
  range.setAttribute('aria-label', label);

  const setValue = (v) => {
    box.value = String(v);
    range.value = String(toSlider(v));
  };
  const { showError, clearError, report } = errorSlot(root, box, errorEl);
  const submit = (v) => report(() => onInput(v));

  range.addEventListener('input', () => {
    const v = fromSlider(Number(range.value));
    box.value = String(v);
    submit(v);
  });
  box.addEventListener('input', () => {
    if (box.value.trim() === '') return; // wait for the learner to finish typing
    const v = Number(box.value);
    if (Number.isFinite(v)) range.value = String(toSlider(v));
    submit(v);
  });
  setValue(value);
  return { element: root, setValue, showError, clearError, input: box, slider: range };
}

/**
 * A numberControl for one entry of a panel's settings table ({ type, label, min, max, even? }),
 * checked as state.js checks a link: a fraction for an 'int', a value outside min..max or an odd
 * value for an `even` entry gets a message here, never a silent clamp. Then apply(value) redraws
 * (it may throw the core's message: shown here, last picture kept) and onChange({ [key]: value })
 * keeps the link in step.
 */
export function settingControl(
  settings,
  key,
  { values, onChange, apply, hint, step, log = false },
) {
  const spec = settings[key];
  return numberControl({
    label: spec.label,
    hint,
    min: spec.min,
    max: spec.max,
    step: step ?? (spec.even ? 2 : spec.type === 'int' ? 1 : 'any'),
    value: values[key],
    log,
    onInput(value) {
      if (spec.type === 'int' && !Number.isInteger(value))
        throw new Error(`${spec.label} must be a whole number (got ${value})`);
      if (!Number.isFinite(value) || value < spec.min || value > spec.max)
        throw new Error(`${spec.label} goes from ${spec.min} to ${spec.max} here (got ${value})`);
      // Only the sinusoidal and rotary widths are `even`: their columns pair up.
      if (spec.even && value % 2 !== 0)
        throw new Error(`${spec.label} must be even: sin and cos come in pairs (got ${value})`);
      apply(value);
      onChange({ [key]: value });
    },
  });
}

/**
 * settingControl for a panel whose render(changes) redraws with changes such as { d: 64 } and
 * may throw: returns control(key, field, { hint, step, log }), whose apply is
 * render({ [field]: value }).
 */
export function settingControls(settings, { values, onChange, render }) {
  return (key, field, options = {}) =>
    settingControl(settings, key, {
      values,
      onChange,
      ...options,
      apply: (value) => render({ [field]: value }),
    });
}
