// A labelled number setting: a slider for dragging and a box for typing the exact value, kept in
// sync, with a message slot under them. The slider may be logarithmic (for base, epsilon, ...).
// onInput(value) runs on every change; it may throw an Error, whose message is shown here while
// the caller keeps its last good picture.

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
  const showError = (message) => {
    errorEl.textContent = message;
    errorEl.hidden = false;
    box.setAttribute('aria-invalid', 'true');
    root.classList.add('invalid');
  };
  const clearError = () => {
    errorEl.textContent = '';
    errorEl.hidden = true;
    box.removeAttribute('aria-invalid');
    root.classList.remove('invalid');
  };
  const submit = (v) => {
    try {
      onInput(v);
      clearError();
    } catch (error) {
      showError(error.message);
    }
  };

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
