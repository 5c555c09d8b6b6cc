// Resuming where the learner stopped, in an LMS: the SCORM launch page (web/scorm/launch.html)
// keeps what this module sends in cmi.suspend_data and cmi.core.lesson_location, and hands it
// back on the next launch, on any computer. Messages (docs/EMBEDDING.md, "In an LMS"):
//   parent -> page  { type: 'resume', data, location }   data: the stored text ('' on a first
//                   visit), location: the lesson last read. The page restores both (the first
//                   resume only: a later one is ignored), marks its progress messages
//                   `resumed: true` from then on (progress-events.js), and only then starts
//                   sending:
//   page -> parent  { source: 'embedding-lab', type: 'suspend', data, location }   after every
//                   answer, when the lesson being read changes, and (a quarter second after the
//                   last one) when a setting changes. It holds what the learner typed, so
//                   only a parent of the page's own origin is answered (the SCORM launch page
//                   is; such a parent can read the frame's address anyway), and only it is
//                   sent to.
// The stored text is JSON, { v: 1, q: { lesson: { question key: [first, last] | [first] | 1 } },
// s: 'settings as in a link' }, at most 4,096 characters (SCORM 1.2's CMIString4096). When the
// progress would not fit, what goes first is what is cheapest to redo: the settings, the longest
// value first (a long text before a number); then each answer's last choice (the first, which
// the score counts, stays); then whole lessons' answers, from the end of the page.
import { messageSource } from './embed-api.js';
import { keptAnswers, restoreAnswers } from './ui/quiz.js';

export const suspendLimit = 4096;

let resumed = false;
/** True once the parent's `resume` was applied: the answers are the LMS's from then on. */
export const isResumed = () => resumed;
const version = 1;
const keyPattern = /^[0-9a-z]{1,8}$/; // a question's text key (ui/quiz.js)
const lessonPattern = /^[0-9a-z-]{1,40}$/;
const choice = (n) => Number.isInteger(n) && n >= 0 && n < 16;

// Every name read from stored text or kept answers is data: an object's own entry, read with
// Object.hasOwn and written with Object.fromEntries, so a lesson named `constructor` or
// `__proto__` never reaches a prototype.
const own = (object, key) =>
  object && typeof object === 'object' && Object.hasOwn(object, key) ? object[key] : undefined;

/** Answers as kept (ui/quiz.js keptAnswers) in the stored form, lessons in `order` first. */
function packAnswers(answers, order) {
  const packed = new Map();
  const lessons = [...order, ...Object.keys(answers).filter((id) => !order.includes(id))];
  for (const lesson of lessons) {
    if (!lessonPattern.test(lesson)) continue; // what decodeProgress would leave out
    const entries = Object.entries(own(answers, lesson) ?? {}).flatMap(([key, a]) => {
      if (!keyPattern.test(key)) return [];
      if (a?.revealed) return [[key, 1]];
      if (!choice(a?.first)) return [];
      return [[key, a.last === undefined || a.last === a.first ? [a.first] : [a.first, a.last]]];
    });
    if (entries.length) packed.set(lesson, Object.fromEntries(entries));
  }
  return packed;
}

/**
 * The learner's progress, { answers (keptAnswers' form), view (a link's settings, no '#') },
 * as stored text of at most `limit` characters; `order` is the page's lesson ids.
 */
export function encodeProgress({ answers, view }, order, limit = suspendLimit) {
  const q = packAnswers(answers, order);
  const settings = [...new URLSearchParams(view)];
  const text = () => {
    const s = new URLSearchParams(settings).toString();
    return JSON.stringify({ v: version, q: Object.fromEntries(q), ...(s && { s }) });
  };
  // Settings first, longest first.
  const longest = [...settings].sort((a, b) => b[1].length - a[1].length);
  while (text().length > limit && longest.length)
    settings.splice(settings.indexOf(longest.shift()), 1);
  // Then each answer's last choice, from the end of the page.
  for (const entries of [...q.values()].reverse()) {
    if (text().length <= limit) break;
    for (const [key, a] of Object.entries(entries)) if (Array.isArray(a)) entries[key] = [a[0]];
  }
  // Then whole lessons, from the end of the page.
  for (const lesson of [...q.keys()].reverse()) {
    if (text().length <= limit) break;
    q.delete(lesson);
  }
  return text();
}

/**
 * Reads stored text back into { answers, view }; text that is not ours (empty, garbage, another
 * version) is null, and entries of the wrong shape are left out: an LMS hands back what it kept,
 * which may not be what this page wrote.
 */
export function decodeProgress(text) {
  let stored;
  try {
    stored = JSON.parse(text);
  } catch {
    return null;
  }
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return null;
  if (own(stored, 'v') !== version) return null;
  const lessons = [];
  const q = own(stored, 'q');
  for (const [lesson, entries] of Object.entries(q && typeof q === 'object' ? q : {})) {
    if (!lessonPattern.test(lesson) || !entries || typeof entries !== 'object') continue;
    if (Array.isArray(entries)) continue;
    const kept = Object.entries(entries).flatMap(([key, a]) => {
      if (!keyPattern.test(key)) return [];
      if (a === 1) return [[key, { revealed: true }]];
      if (Array.isArray(a) && a.length >= 1 && a.length <= 2 && a.every(choice))
        return [[key, { first: a[0], last: a.at(-1) }]];
      return [];
    });
    if (kept.length) lessons.push([lesson, Object.fromEntries(kept)]);
  }
  const view = own(stored, 's');
  return { answers: Object.fromEntries(lessons), view: typeof view === 'string' ? view : '' };
}

/**
 * Answers the parent's 'resume' command (framed pages only). order: the page's lesson ids;
 * view(): the current settings as a link's (no '#'); restore({ view, location }): applies stored
 * settings and goes to the stored lesson (page/lms.js, as a link opened in the tab); restored():
 * the answers were replaced (progress-events.js sends the new totals). Returns { changed(),
 * read(id) } for the page to call when a setting changes and when the lesson being read changes.
 */
export function startResume({ order, view, restore, restored }) {
  let target = null; // the origin that asked; nothing is sent before it does
  let lesson = ''; // the lesson last reported, kept in the LMS's suspend data
  let timer = null;
  const send = () => {
    clearTimeout(timer);
    timer = null;
    if (target === null) return;
    const data = encodeProgress({ answers: keptAnswers(), view: view() }, order);
    window.parent.postMessage(
      { source: messageSource, type: 'suspend', data, location: lesson },
      target,
    );
  };
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent || event.data?.type !== 'resume') return;
    if (event.origin !== window.location.origin) return;
    // Once per page: a second resume (the parent sends one whenever this page reports before it
    // has one) would take back answers given since the first.
    if (target !== null) return;
    const { data, location: at } = event.data;
    const stored = typeof data === 'string' ? decodeProgress(data) : null;
    // The LMS holds this learner's answers: those kept in this browser (another learner, an
    // earlier visit outside the course) are neither shown nor counted, also when it holds none,
    // and the LMS's are kept in this page only (never in this browser's storage).
    restoreAnswers(stored?.answers ?? {}, { local: false });
    resumed = true;
    restored?.();
    lesson = typeof at === 'string' && order.includes(at) ? at : '';
    restore({ view: stored?.view ?? '', location: lesson });
    // A page opened from disk has the opaque origin 'null', which postMessage cannot name.
    target = event.origin === 'null' ? '*' : event.origin;
    send();
  });
  // An answer given, or answers reset: the LMS keeps what the page now holds.
  document.addEventListener('quiz-answered', () => send());
  document.addEventListener('quiz-reset', () => send());
  window.addEventListener('pagehide', () => timer !== null && send());
  return {
    changed() {
      if (target !== null && timer === null) timer = setTimeout(send, 250);
    },
    read(id) {
      if (id === lesson || !order.includes(id)) return;
      lesson = id;
      send();
    },
  };
}
