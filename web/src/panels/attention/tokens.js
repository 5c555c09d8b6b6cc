// Helpers shared by the attention and decoder-only panels: byte-token labels, the shared text box
// kept in step between panels, and a token strip.
import { sharedSettings } from '../../state.js';
import { h } from '../../ui/dom.js';
import { textField } from '../../ui/text-field.js';

/** A short visible label for a byte id: the character for printable ASCII, a symbol otherwise. */
export function byteLabel(id) {
  if (id === 32) return '␣';
  if (id === 10) return '↵';
  if (id === 9) return '⇥';
  if (id > 32 && id < 127) return String.fromCharCode(id);
  return `x${id.toString(16).toUpperCase().padStart(2, '0')}`;
}

/**
 * The learner's text box for the shared `text` setting. Panels that show it announce edits on
 * `shared` (shareText), so every such box (and its picture) follows the latest edit.
 * onText(text) redraws and may throw (the message stays next to the box).
 */
export function sharedTextField({ values, onChange, shared, onText, hint }) {
  const spec = sharedSettings.text;
  const field = textField({
    label: 'text',
    hint,
    value: values.text,
    maxLength: spec.maxLength,
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

/**
 * A row of token chips. state(i) returns a class name ('visible', 'hidden', 'current',
 * 'answer', ...) for token i, and title(i) its tooltip.
 */
export function tokenStrip(ids, { state = () => '', title = () => '', label } = {}) {
  return h(
    'ol',
    { className: 'token-strip', 'aria-label': label },
    ...Array.from(ids, (tokenId, i) =>
      h(
        'li',
        { className: `token ${state(i)}`, title: title(i) },
        h('span', { className: 'token-index' }, String(i)),
        h('span', { className: 'token-text' }, byteLabel(tokenId)),
      ),
    ),
  );
}
