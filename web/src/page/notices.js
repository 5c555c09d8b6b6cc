// What the page says above the lessons: the notice (what the language said last, then the
// problems of the last link or message) and the fatal box when the page cannot start. One place,
// so the language, a link and the embedding API never overwrite each other's words.
import { h } from '../base/dom.js';

// Each list is short where it is made: the first few problems and a count (state.js problemList).
const notices = { language: null, others: [] };

function drawNotice() {
  const notice = document.getElementById('notice');
  const messages = [notices.language, ...notices.others].filter(Boolean);
  notice.replaceChildren(...messages.map((text) => h('p', {}, text)));
  notice.hidden = messages.length === 0;
}

/** The problems of the last link or message (an empty list clears them). */
export function showNotice(messages) {
  notices.others = messages;
  drawNotice();
}

/** What the last choice of a language said (its words failed or are late), or null. */
export function showLanguageNotice(message) {
  notices.language = message;
  drawNotice();
}

/** The page could not start: <html data-status="error"> and the message in the fatal box. */
export function fail(message) {
  document.documentElement.dataset.status = 'error';
  const box = document.getElementById('fatal');
  box.textContent = message;
  box.hidden = false;
}
