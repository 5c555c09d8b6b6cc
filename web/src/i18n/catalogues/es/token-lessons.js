// Spanish (es): token-lessons, words several lessons share.
export const messages = {
  'token-lessons.textLabel': 'Tu texto',
  'token-lessons.textHint': 'cualquier texto, hasta 400 caracteres; prueba é, →, 😀',
};
