// pt: the words kept in token-lessons.js.
export const messages = {
  'token-lessons.textLabel': 'Seu texto',
  'token-lessons.textHint': 'qualquer texto, até 400 caracteres; experimente é, →, 😀',
};
