// Chinese (zh): token-lessons, words several lessons share.
export const messages = {
  'token-lessons.textLabel': '你的文本',
  'token-lessons.textHint': '任意文本，最多 400 个字符；试试 é、→、😀',
};
