// ar: the words kept in token-lessons.js.
export const messages = {
  'token-lessons.textLabel': 'نصك',
  'token-lessons.textHint': 'أي نص، حتى 400 حرف؛ جرّب é و→ و😀',
};
