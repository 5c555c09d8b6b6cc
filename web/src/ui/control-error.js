// The message slot under a control, shared by the number and text controls: a rejected value puts
// its message there and marks the box invalid (aria-invalid, and the red outline of .invalid),
// while the caller keeps its last good picture.

/** showError / clearError for `slot` under `input`; report(action) runs action, shows its error. */
export function errorSlot(root, input, slot) {
  const showError = (message) => {
    slot.textContent = message;
    slot.hidden = false;
    input.setAttribute('aria-invalid', 'true');
    root.classList.add('invalid');
  };
  const clearError = () => {
    slot.textContent = '';
    slot.hidden = true;
    input.removeAttribute('aria-invalid');
    root.classList.remove('invalid');
  };
  const report = (action) => {
    try {
      action();
      clearError();
    } catch (error) {
      showError(error.message);
    }
  };
  return { showError, clearError, report };
}
