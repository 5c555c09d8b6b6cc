// Shared pieces of the token and embedding lessons (tokenizer, token-embedding, combined,
// position-experiment): the style of their text boxes and their stylesheet. Byte labels are
// format.js byteLabel.

import './tokens.css';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('token-lessons', strings);

// The boxes of these lessons: proportional text, not spanning the row (ui/controls.js).
export const lessonTextStyle = { className: 'text-control', wide: false };

/** The shared `text` box of these lessons, for sharedTextControl. */
export const lessonTextBox = {
  ...lessonTextStyle,
  // Getters: the words are read when a lesson spreads the box, in the language chosen by then.
  get label() {
    return t('textLabel');
  },
  get hint() {
    return t('textHint');
  },
};
