// A labelled one-line text setting with a hint and a message slot, like number-control.js:
// onInput(text) runs on every edit and may throw; its message is shown under the box while the
// caller keeps its last good picture. No maxlength attribute: over-long text gets a message
// rather than being silently cut.
import { h } from './dom.js';

let nextId = 0;

export function textField({ label, hint, value, onInput, maxLength, wide = true }) {
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
    { className: `control text-field${wide ? ' wide' : ''}` },
    h('label', { className: 'control-label', for: id }, label),
    h('div', { className: 'control-inputs' }, input),
    hint ? h('p', { className: 'control-hint', id: `${id}-hint` }, hint) : null,
    error,
  );
  const showError = (message) => {
    error.textContent = message;
    error.hidden = false;
    input.setAttribute('aria-invalid', 'true');
    root.classList.add('invalid');
  };
  const clearError = () => {
    error.textContent = '';
    error.hidden = true;
    input.removeAttribute('aria-invalid');
    root.classList.remove('invalid');
  };
  const submit = () => {
    try {
      if (maxLength !== undefined && input.value.length > maxLength)
        throw new Error(
          `This is ${input.value.length} characters long; at most ${maxLength} fit here.`,
        );
      onInput(input.value);
      clearError();
    } catch (e) {
      showError(e.message);
    }
  };
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
