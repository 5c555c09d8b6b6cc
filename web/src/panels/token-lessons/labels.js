// Shared pieces of the token and embedding lessons (tokenizer, token-embedding, combined,
// position-experiment): the style of their text boxes and their stylesheet. Byte labels are
// format.js byteLabel.

import './tokens.css';

// The boxes of these lessons: proportional text, not spanning the row (ui/controls.js).
export const lessonTextStyle = { className: 'text-control', wide: false };

/** The shared `text` box of these lessons, for sharedTextControl. */
export const lessonTextBox = {
  ...lessonTextStyle,
  label: 'Your text',
  hint: 'any text, up to 400 characters; try é, →, 😀',
};
