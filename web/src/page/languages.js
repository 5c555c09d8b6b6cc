// The page's language: choosing it (the address, the menu, a link, the embedding page), loading
// its words, relabelling index.html and the page's frame, and building the built lessons again
// in it. A catalogue that is slow or fails never leaves the page blank or half-switched.
import { h } from '../base/dom.js';
import { strings } from '../base/strings.js';
import {
  catalogueOf,
  currentLanguage,
  languageDirection,
  languageName,
  learnerLanguages,
  useLanguage,
  words,
} from '../i18n/words.js';
import { sourcesSection } from '../sources.js';
import { refreshScores } from '../ui/quiz.js';
import { showLanguageNotice } from './notices.js';
import { nameEmbeddedView } from './sections.js';

const t = words('page', strings);

// How long a language's words may take to arrive before the page goes on without them: a
// catalogue whose request never answers must not leave the page blank.
const languageWait = 4000;
// Every choice of a language (the address at the start, the menu, a link, apply-settings) takes
// the next number, and only the latest choice puts its words on the page: catalogues that arrive
// out of order (a slow Spanish after a quick Chinese) change nothing once another was chosen.
let languageChoices = 0;
// Words that arrive after the page went on without them: the page switches to them (when no
// other language was chosen meanwhile). lateWords(lang, latest): latest() is false once another
// choice was made. Until the page can switch (holdLateWords), they are kept for it.
let lateWords = () => {};
let heldWords = null;

/** Words that come late while the page starts are kept; followLateWords switches to them. */
export function holdLateWords() {
  lateWords = (lang, latest) => (heldWords = { lang, latest });
}

/** From now on late words switch the page (switchLanguage), those kept while it started first. */
export function followLateWords(switchLanguage) {
  lateWords = (lang, latest) => {
    if (latest()) switchLanguage(lang);
  };
  if (heldWords?.latest()) switchLanguage(heldWords.lang);
}

/**
 * Puts the page's words in `lang` (a setting: auto, or one of i18n/words.js's languages), its
 * catalogue loaded first: auto takes the first of the browser's languages the page speaks, else
 * English (zh-CN and zh-Hans-CN are zh; C and POSIX are nothing, so English); <html lang>
 * follows, so a screen reader speaks with the right voice. index.html's own words follow too.
 * Words that take longer than languageWait leave the page in the words it has (English at the
 * start), said, and come in through lateWords when they arrive.
 * Returns { problem, stale, late }: problem is what went wrong, for the notice, or null; stale is
 * true when another language was chosen while this one's words loaded (nothing changed then);
 * late is true when the words are still on their way.
 */
export async function applyLanguage(lang) {
  const speaks = (tag) =>
    learnerLanguages.find((l) => [tag, tag.split('-')[0]].includes(l.toLowerCase()));
  const chosen =
    lang !== 'auto'
      ? lang
      : ((navigator.languages ?? [])
          .map((tag) => speaks(String(tag).toLowerCase()))
          .find(Boolean) ?? 'en');
  const mine = ++languageChoices;
  const latest = () => mine === languageChoices;
  const arrival = catalogueOf(chosen).then(
    (messages) => ({ messages }),
    (error) => ({ error }),
  );
  let timer;
  const slow = new Promise((resolve) => {
    timer = setTimeout(() => resolve({ slow: true }), languageWait);
  });
  const outcome = await Promise.race([arrival, slow]);
  clearTimeout(timer);
  if (!latest()) return { problem: null, stale: true, late: false };
  let problem = null;
  if (outcome.slow) {
    problem = t('languageSlow', {
      lang: languageName(chosen),
      current: languageName(currentLanguage()),
    });
    arrival.then(() => {
      if (latest()) lateWords(lang, latest);
    });
  } else if (outcome.error) {
    // A catalogue that cannot load (a server that lost the file) leaves the page in English, said.
    useLanguage('en');
    problem = t('languageFailed', { lang: languageName(chosen), message: outcome.error.message });
  } else useLanguage(chosen, outcome.messages);
  document.documentElement.lang = currentLanguage();
  document.documentElement.dir = languageDirection(currentLanguage());
  relabelIndex(lang);
  return { problem, stale: false, late: Boolean(outcome.slow) };
}

// index.html's words (elements marked data-message, aria-labels marked data-message-label) and
// the language menu, in the page's language; each language's name is written in itself.
function relabelIndex(lang) {
  for (const element of document.querySelectorAll('[data-message]'))
    element.textContent = t(element.dataset.message);
  for (const element of document.querySelectorAll('[data-message-label]'))
    element.setAttribute('aria-label', t(element.dataset.messageLabel));
  document.title = t('pageTitle');
  document.documentElement.style.setProperty('--scroll-cue', JSON.stringify(t('scrollCue')));
  const menu = document.getElementById('lang');
  if (!menu) return;
  menu.replaceChildren(
    h('option', { value: 'auto' }, t('languageAuto')),
    ...learnerLanguages.map((code) =>
      h('option', { value: code, lang: code, dir: languageDirection(code) }, languageName(code)),
    ),
  );
  // en-XA, a testing locale, is in no menu: the menu then shows "as the browser".
  menu.value = learnerLanguages.includes(lang) ? lang : 'auto';
}

/**
 * The language a page's address asks for: a link's #lang= wins over ?lang= (main reads both), its
 * last valid one as parseHash takes it. Only lang= is read here: the whole link is read once,
 * after (a link may be long).
 */
export function askedLanguage(query, table) {
  const valid = (lang) => lang !== null && table.lang.options.includes(lang);
  let linked = [];
  try {
    linked = new URLSearchParams(location.hash.replace(/^#/, '')).getAll('lang').filter(valid);
  } catch {
    // an unreadable link: parseHash says so
  }
  if (linked.length) return linked[linked.length - 1];
  const asked = query.get('lang');
  return valid(asked) ? asked : table.lang.default;
}

/**
 * The frame's words in the page's language after a switch: the lessons' headings and the
 * contents, a waiting lesson's note, the embedded view's name, Sources and the score line.
 */
function relabelFrame(visible, embedded) {
  for (const panel of visible) {
    const section = document.querySelector(`section[data-panel="${panel.id}"]`);
    section.querySelector(`#${panel.id}-title`).textContent = panel.title;
    const note = section.querySelector(':scope > .loading-note');
    if (note) note.textContent = t(section.dataset.mount ? 'builtOnScroll' : 'loadingCore');
    const entry = document.querySelector(`#contents a[href="#panel=${panel.id}"]`);
    if (entry) entry.textContent = panel.title;
  }
  if (embedded) nameEmbeddedView(visible);
  document.getElementById('sources')?.replaceWith(sourcesSection());
  refreshScores();
}

/**
 * switchLanguage(lang, changedKeys) for the started page: another language's catalogue loads
 * (once), then the frame's words follow and the built lessons are built again in it: those on
 * screen at once, the rest one at a time when the browser is idle (a page of twenty built lessons
 * takes a second to rebuild; the reader sees theirs in a tenth of that). The settings stay, the
 * answers too (kept by their English question), and the training lab keeps its model
 * (train/view.js).
 * <html data-language>: switching, then shown (the lessons on screen are in the new language),
 * then ready (every built lesson is); waiting: the words are late; the page switches when they
 * come.
 * The other settings a link or the host changed with the language (changedKeys) are handed to the
 * lessons built again, so the training lab can tell a link's change under its run from the
 * language alone; a switch overtaken by a later one passes its keys on to it.
 * lessons: build-lesson.js's { isBuilt, mountPanel, mountPanels }.
 */
export function languageSwitcher({ visible, embedded, lessons }) {
  let switches = 0;
  let changedWithLanguage = new Set();
  return function switchLanguage(lang, changedKeys = []) {
    const started = performance.now();
    const root = document.documentElement;
    const mine = ++switches;
    for (const key of changedKeys) if (key !== 'lang') changedWithLanguage.add(key);
    root.dataset.language = 'switching';
    applyLanguage(lang).then(({ problem, stale, late }) => {
      if (stale || mine !== switches) return; // a later choice is on its way
      showLanguageNotice(problem);
      const changed = [...changedWithLanguage];
      changedWithLanguage = new Set();
      if (late) {
        // The page switches when the words arrive (lateWords); the other settings the link
        // changed are drawn now, in the words the page has.
        root.dataset.language = 'waiting';
        if (changed.some((key) => key !== 'theme')) lessons.mountPanels('settings', changed);
        return;
      }
      // Which lessons are on screen, measured before anything changes (one layout, not twenty).
      const built = visible.filter((panel) => lessons.isBuilt(panel.id));
      const onScreen = (panel) => {
        const box = document.getElementById(panel.id).getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight;
      };
      const later = built.filter((panel) => !onScreen(panel));
      relabelFrame(visible, embedded);
      for (const panel of built)
        if (!later.includes(panel)) lessons.mountPanel(panel, 'language', changed);
      root.dataset.language = 'shown';
      performance.measure('switch-language', { start: started });
      const idle = window.requestIdleCallback ?? ((run) => setTimeout(run, 50));
      const next = () => {
        if (mine !== switches) return;
        const panel = later.shift();
        if (!panel) {
          root.dataset.language = 'ready';
          return;
        }
        if (lessons.isBuilt(panel.id)) lessons.mountPanel(panel, 'language', changed);
        idle(next);
      };
      next();
    });
  };
}
