// Shared pieces of the token and embedding lessons (tokenizer, token-embedding, combined,
// position-experiment): labels for byte tokens, the style of their text boxes, their styles.

import './tokens.css';

/** How a byte token reads in a label: 'a' and ' ' quoted (as Python's repr), else #id (#195). */
export function byteLabel(id) {
  if (id >= 32 && id < 127) return `'${String.fromCharCode(id)}'`;
  return `#${id}`;
}

// The boxes of these lessons: proportional text, not spanning the row (ui/controls.js).
export const lessonTextStyle = { className: 'text-control', wide: false };

/** The shared `text` box of these lessons, for sharedTextControl. */
export const lessonTextBox = {
  ...lessonTextStyle,
  label: 'Your text',
  hint: 'any text, up to 400 characters; try é, →, 😀',
};
