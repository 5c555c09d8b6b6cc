// Every control of the page, from one module: number (slider + box), choice (radio buttons or a
// select), boolean (checkbox) and text (one line or several). Each is labelled, keyboard-operable
// and has a message slot: onInput(value) runs on every change and may throw an Error, whose
// message is shown under the control while the caller keeps its last good picture.
//
// settingControl builds the control for one entry of a panel's settings table: the spec's type
// picks the control, its label names it, and state.js settingProblem (the same rules a link goes
// through) checks the value before apply(value) redraws and onChange({ [key]: value }) keeps the
// link in step. A value is refused with a message, never clamped.
import { words } from '../i18n/words.js';
import { readList, renamedChoice, settingName, settingProblem, sharedSettings } from '../state.js';
import { coreMessage } from '../base/core-message.js';
import { h } from '../base/dom.js';
import { strings } from '../base/strings.js';

const t = words('page', strings);
let nextId = 0;

// Every control returns { element, setValue(v) }: setValue shows a value set elsewhere (a preset,
// a loaded model) without running onInput; the text control's set(text) runs it, as typing would.
// A message shown under a control is a string or an element: an error caught from the core is
// shown through coreMessage (base/core-message.js), in the page's language when it can be.
/**
 * showError / clearError for `slot` under `input`; report(action) runs action, shows its error;
 * showNote(message) says in the same place why the value changed by itself (a token index moved
 * to the last word of a shorter text), without marking it wrong.
 */
function errorSlot(root, input, slot) {
  const showError = (message) => {
    slot.replaceChildren(message);
    slot.hidden = false;
    slot.classList.remove('note');
    input.setAttribute('aria-invalid', 'true');
    root.classList.add('invalid');
  };
  const clearError = () => {
    slot.textContent = '';
    slot.hidden = true;
    slot.classList.remove('note');
    input.removeAttribute('aria-invalid');
    root.classList.remove('invalid');
  };
  const showNote = (message) => {
    clearError();
    slot.textContent = message;
    slot.hidden = false;
    slot.classList.add('note');
  };
  const report = (action) => {
    try {
      action();
      clearError();
    } catch (error) {
      showError(coreMessage(error));
    }
  };
  return { showError, clearError, showNote, report };
}

/** A number: a slider for dragging and a box for typing the exact value, kept in sync. */
function numberControl({ label, hint, min, max, step = 1, value, log = false, onInput }) {
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
  // Log sliders (base, epsilon, ...) move along log10(value); the box always holds the value.
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
  const { showError, clearError, showNote, report } = errorSlot(root, box, errorEl);
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
  // A bound the data sets (the rows of a table shown), within the setting's own.
  const setMax = (most) => {
    box.max = String(most);
    range.max = String(toSlider(most));
  };
  return {
    element: root,
    setValue,
    setMax,
    showError,
    clearError,
    showNote,
    input: box,
    slider: range,
  };
}

/**
 * One of a few values. options: [[value, text], ...] (a radio's text may be an element). as:
 * 'radio' (a labelled group of radio buttons) or 'select' (a drop-down, for longer lists).
 */
function choiceControl({ label, options, value, onInput, hint, as = 'radio' }) {
  const error = h('p', { className: 'control-error', role: 'alert', hidden: true });
  if (as === 'select') {
    const id = `choice-${nextId++}`;
    const select = h(
      'select',
      { id },
      options.map(([optionValue, text]) => h('option', { value: optionValue }, text)),
    );
    select.value = value;
    const element = h(
      'div',
      { className: 'control' },
      h('label', { className: 'control-label', for: id }, label),
      select,
      hint ? h('p', { className: 'control-hint' }, hint) : null,
    );
    element.append(error);
    const { showError, clearError, report } = errorSlot(element, select, error);
    select.addEventListener('change', () => report(() => onInput(select.value)));
    return { element, select, setValue: (v) => (select.value = v), showError, clearError };
  }
  const name = `choice-${nextId++}`;
  const group = h(
    'fieldset',
    { className: 'control choice-control' },
    h('legend', { className: 'control-label' }, label),
    ...options.map(([optionValue, text]) =>
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
              error.replaceChildren(coreMessage(problem));
              error.hidden = false;
            }
          },
        }),
        ' ',
        text, // a string, or an element (a name marked translate="no")
      ),
    ),
    hint ? h('p', { className: 'control-hint' }, hint) : null,
    error,
  );
  return {
    element: group,
    setValue(v) {
      for (const input of group.querySelectorAll('input')) input.checked = input.value === v;
    },
    showError(message) {
      error.replaceChildren(message);
      error.hidden = false;
    },
    clearError() {
      error.hidden = true;
    },
  };
}

/**
 * A checkbox with its label after it: <label class="check"><input> label</label>.
 * onInput(checked) may throw: the box then goes back and onError(message) is told.
 */
function checkControl({ label, checked, onInput, onError, id, className = 'check' }) {
  const input = h('input', { type: 'checkbox', id });
  input.checked = checked;
  input.addEventListener('change', () => {
    try {
      onInput(input.checked);
    } catch (error) {
      input.checked = !input.checked;
      if (!onError) throw error;
      onError(coreMessage(error));
    }
  });
  const setValue = (v) => (input.checked = v);
  return { element: h('label', { className }, input, ` ${label}`), input, setValue };
}

/**
 * Text: one line (an <input>) or, with `rows`, several (a <textarea>). className styles the
 * box: 'text-field' (monospace; `wide` spans the row) or 'text-control' (proportional). No
 * maxlength attribute: text past maxLength gets a message instead of being silently cut.
 * `setting`: the key of the setting the box holds, marked data-setting like settingControl's,
 * for a box whose checks are the panel's own.
 */
function textControl({
  label,
  hint,
  value,
  onInput,
  maxLength,
  rows,
  wide = true,
  className = 'text-field',
  setting,
}) {
  const id = `text-field-${nextId++}`;
  const input = h(rows ? 'textarea' : 'input', {
    type: rows ? undefined : 'text',
    rows,
    id,
    spellcheck: 'false',
    autocomplete: 'off',
    dir: 'auto', // the learner's text: Arabic right to left, English left to right, on any page
    'aria-describedby': `${id}-hint ${id}-error`,
  });
  input.value = value;
  const error = h('p', {
    className: 'control-error',
    id: `${id}-error`,
    role: 'alert',
    hidden: true,
  });
  const root = h(
    'div',
    { className: `control ${className}${wide ? ' wide' : ''}` },
    h('label', { className: 'control-label', for: id }, label),
    h('div', { className: 'control-inputs' }, input),
    hint ? h('p', { className: 'control-hint', id: `${id}-hint` }, hint) : null,
    error,
  );
  if (setting) root.dataset.setting = setting;
  const { showError, clearError, report } = errorSlot(root, input, error);
  const submit = () =>
    report(() => {
      const problem = settingProblem({ type: 'text', maxLength }, input.value);
      if (problem) throw new Error(t('textRefusal', { problem }));
      onInput(input.value);
    });
  input.addEventListener('input', submit);
  return {
    element: root,
    input,
    showError,
    clearError,
    /** Sets the box's text and runs onInput, as if the learner had typed it. */
    set(text) {
      input.value = text;
      submit();
    },
    /** Sets the box's text without running onInput. */
    setValue(text) {
      input.value = text;
      clearError();
    },
  };
}

// The message for a value a control refuses: "position p goes from 0 to 100000 here (got -2)".
function refusal(key, spec, problem, value) {
  return t('refusal', { setting: settingName(key, spec), problem, value });
}

/**
 * The control for settings[key], by the spec's type: int and number get a numberControl
 * ({ hint, step, log }), choice a choiceControl ({ options: [[value, text]], as, hint }), bool a
 * checkControl, text a textControl ({ hint, className, wide, rows }). The value is checked as a
 * link's is; then apply(value) redraws (it may throw: its message is shown, last picture kept)
 * and onChange({ [key]: value }) keeps the link in step.
 */
export function settingControl(settings, key, { values, onChange, apply, ...options }) {
  const control = controlForSpec(settings[key], key, { values, onChange, apply, ...options });
  // Found by its key (teacher controls, Share, the course command, tests), in every language.
  control.element.dataset.setting = key;
  return control;
}

function controlForSpec(spec, key, { values, onChange, apply, ...options }) {
  const take = (value) => {
    // A list's own message names the item that is wrong; the box beside it shows the rest.
    if (spec.list && typeof value === 'string') readList(spec, value);
    // An odd width of an `even` setting (the sinusoidal and rotary widths, whose columns pair up)
    // goes on to apply: the core refuses it and its message says why. A link's odd width is
    // refused by settingProblem alone, as links are read before the core loads.
    const problem = settingProblem(spec.even ? { ...spec, even: false } : spec, value);
    if (problem) throw new Error(refusal(key, spec, problem, value));
    apply(value);
    onChange({ [key]: value });
  };
  const label = options.label ?? settingName(key, spec);
  switch (spec.type) {
    case 'choice':
      return choiceControl({
        ...options,
        label,
        options: options.options ?? spec.options.map((o) => [o, o]),
        value: renamedChoice(spec, values[key]), // an older name shows as the option it became
        onInput: take,
      });
    case 'bool':
      return checkControl({ ...options, label, checked: values[key], onInput: take });
    case 'text':
      return textControl({
        ...options,
        label,
        maxLength: spec.maxLength,
        value: values[key],
        onInput: take,
      });
    default:
      return numberControl({
        label,
        hint: options.hint,
        min: spec.min,
        max: spec.max,
        step: options.step ?? (spec.even ? 2 : spec.type === 'int' ? 1 : 'any'),
        value: values[key],
        log: options.log ?? false,
        onInput: take,
      });
  }
}

/**
 * settingControl for a panel whose render(changes, draw) redraws with changes such as { d: 64 }
 * and may throw: returns control(key, field, options), whose apply is
 * render({ [field]: value }, options.draw). `draw` names what a control redraws when a panel has
 * more than one picture (render decides what undefined means); every other option goes to
 * settingControl. The one way a panel wires its settings to its picture.
 */
export function settingControls(settings, { values, onChange, render }) {
  return (key, field, { draw, ...options } = {}) =>
    settingControl(settings, key, {
      values,
      onChange,
      ...options,
      apply: (value) => render({ [field]: value }, draw),
    });
}

/**
 * A number setting's range as a hint says it, from its spec: "1 to 200", "even, 2 to 256". Hints
 * that state a range take it from here, so they cannot drift from what the control accepts.
 */
export function rangeText(spec) {
  const { min, max } = spec;
  return spec.even ? t('rangeEven', { min, max }) : t('range', { min, max });
}

/**
 * The learner's box for the shared `text` setting. Panels that show it announce edits on `shared`
 * (shareText), so every such box (and its picture) follows the latest edit. onText(text) redraws
 * and may throw (the message stays next to the box). Other options go to textControl.
 */
export function sharedTextControl({ values, onChange, shared, onText, ...options }) {
  const spec = sharedSettings.text;
  const field = textControl({
    label: settingName('text', spec),
    maxLength: spec.maxLength,
    ...options,
    setting: 'text',
    value: values.text,
    onInput(text) {
      onText(text);
      onChange({ text });
      shared.shareText(text, field);
    },
  });
  shared.onText(field, (text) => {
    field.setValue(text);
    try {
      onText(text);
    } catch (error) {
      field.showError(coreMessage(error));
    }
  });
  return field;
}
