// The words of the lesson token-lessons, in English (the shape of a message: i18n/words.js).
// The parts the token lessons share: the text box of tokenizer, token-embedding, combined and
// position-experiment.
export const strings = {
  // The shared text box of these lessons
  textLabel: 'Your text',
  textHint: 'any text, up to 400 characters; try é, →, 😀',
};
