// A labelled one-line text setting with a hint and a message slot, like number-control.js:
// onInput(text) runs on every edit and may throw; its message is shown under the box while the
// caller keeps its last good picture. No maxlength attribute: over-long text gets a message
// rather than being silently cut.
import { sharedSettings } from '../state.js';
import { errorSlot } from './control-error.js';
import { h } from './dom.js';

let nextId = 0;

/** className styles the box: 'text-field' (monospace, `wide` spans the row) or 'text-control'. */
export function textField({
  label,
  hint,
  value,
  onInput,
  maxLength,
  wide = true,
  className = 'text-field',
}) {
  const id = `text-field-${nextId++}`;
  const input = h('input', {
    type: 'text',
    id,
    spellcheck: 'false',
    autocomplete: 'off',
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
  const { showError, clearError, report } = errorSlot(root, input, error);
  const submit = () =>
    report(() => {
      if (maxLength !== undefined && input.value.length > maxLength)
        throw new Error(
          `This is ${input.value.length} characters long; at most ${maxLength} fit here.`,
        );
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
    setQuietly(text) {
      input.value = text;
      clearError();
    },
  };
}

/**
 * The learner's box for the shared `text` setting. Panels that show it announce edits on `shared`
 * (shareText), so every such box (and its picture) follows the latest edit. onText(text) redraws
 * and may throw (the message stays next to the box). Other options go to textField.
 */
export function sharedTextField({ values, onChange, shared, onText, ...options }) {
  const spec = sharedSettings.text;
  const field = textField({
    label: spec.label,
    maxLength: spec.maxLength,
    ...options,
    value: values.text,
    onInput(text) {
      onText(text);
      onChange({ text });
      shared.shareText(text, field);
    },
  });
  shared.onText(field, (text) => {
    field.setQuietly(text);
    try {
      onText(text);
    } catch (error) {
      field.showError(error.message);
    }
  });
  return field;
}
