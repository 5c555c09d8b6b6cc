// Controls of the training lab's settings: numbers (slider + box, via number-control), choices
// (select) and free text, each labelled, keyboard-operable, with a message slot.
import { h } from '../../ui/dom.js';
import { settingControl } from '../../ui/number-control.js';

let nextId = 0;

/**
 * A number setting from its spec. apply(value) runs after the range check and may throw (the
 * message is shown next to the control). Out-of-range values are refused with a message, never
 * clamped.
 */
export function numberSetting(spec, value, apply, { hint, log = false } = {}) {
  // The page's one settings control, for a spec outside a settings table: apply does the rest.
  return settingControl({ setting: spec }, 'setting', {
    values: { setting: value },
    onChange: () => {},
    apply,
    hint,
    log,
  });
}

/** A labelled select; labels maps option -> visible text. */
export function choiceSetting(spec, value, apply, labels = {}) {
  const id = `lab-choice-${nextId++}`;
  const select = h(
    'select',
    { id },
    spec.options.map((option) => h('option', { value: option }, labels[option] ?? option)),
  );
  select.value = value;
  select.addEventListener('change', () => apply(select.value));
  const element = h(
    'div',
    { className: 'control' },
    h('label', { className: 'control-label', for: id }, spec.label),
    select,
  );
  return { element, select, setValue: (v) => (select.value = v) };
}

/** A labelled multi-line text box with a character limit. */
export function textSetting(spec, value, apply, { hint } = {}) {
  const id = `lab-text-${nextId++}`;
  const area = h('textarea', {
    id,
    rows: 4,
    maxlength: String(spec.maxLength),
    spellcheck: 'false',
  });
  area.value = value;
  area.addEventListener('input', () => apply(area.value));
  const element = h(
    'div',
    { className: 'control lab-text-control' },
    h('label', { className: 'control-label', for: id }, spec.label),
    area,
    hint && h('p', { className: 'control-hint' }, hint),
  );
  return { element, area };
}
