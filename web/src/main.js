// Boots the page: loads the WASM core, mounts the panels as they come near the viewport, keeps
// the URL hash in step with the settings, and reports progress on
// <html data-status="loading|ready|error">: "ready" once the core runs and the lesson the reader
// starts at (the first, or the one a #panel= link names) is mounted. The other lessons mount
// when the reader scrolls near them (their sections say data-mount="waiting" until then), when a
// link leads to them, and all at once before printing.
//   ?embed=PANEL   shows that one panel with no page chrome, for an instructor's iframe.
//   ?lessons=a,b   shows only those lessons, in that order (a course).
//   ?mount=all     mounts every panel at once (tools that read the whole page, such as a PDF
//                  printer or a crawler, and tests that check every panel). A page in a frame (a
//                  course page, an LMS) mounts lazily too: its quiz progress counts every
//                  question from the lessons' own lists, built or not.
// First: a browser locale Intl rejects must be replaced before a chart library reads it.
import './locale.js';
import './styles.css';
import './print.css';

import { loadCore } from './core/load.js';
import { isFramed, startEmbedApi } from './embed-api.js';
import { panels } from './panels/index.js';
import { startProgressEvents } from './progress-events.js';
import { startResume } from './resume.js';
import { SharedState, scopedShared } from './shared.js';
import { readMore, sourcesSection } from './sources.js';
import {
  applySettings,
  panelAliases,
  parseHash,
  problemList,
  settingName,
  settingsTable,
  toHash,
} from './state.js';
import { applyTeacherControls, readTeacherControls } from './teacher-controls.js';
import {
  catalogueOf,
  currentLanguage,
  languageName,
  learnerLanguages,
  useLanguage,
  words,
} from './i18n/words.js';
import { h } from './base/dom.js';
import { strings } from './base/strings.js';
import { arrangePage, checkYourself, quizScoreLine, refreshScores } from './ui/quiz.js';
import { lessonSettings, shareButton } from './ui/share.js';
import { followReading, lessonEnd } from './ui/reading.js';
import { mountWithLifetime } from './base/lifetime.js';

const t = words('page', strings);

const table = settingsTable(panels);
// Which panel declares each setting (teacher controls look for a panel's control in that panel).
const owners = Object.fromEntries(
  panels.flatMap((panel) => Object.keys(panel.settings ?? {}).map((key) => [key, panel.id])),
);
const panelIds = panels.map((p) => p.id);
// Answer letters over every lesson, whichever are shown: an embedded lesson keeps the page's.
arrangePage(panels);

// The notice at the top: what the language said last (its words failed or are late), then the
// problems of the last link or message. Each list is short where it is made: the first few
// problems and a count (state.js problemList).
const notices = { language: null, others: [] };
function drawNotice() {
  const notice = document.getElementById('notice');
  const messages = [notices.language, ...notices.others].filter(Boolean);
  notice.replaceChildren(...messages.map((text) => h('p', {}, text)));
  notice.hidden = messages.length === 0;
}
function showNotice(messages) {
  notices.others = messages;
  drawNotice();
}
function showLanguageNotice(message) {
  notices.language = message;
  drawNotice();
}

function fail(message) {
  document.documentElement.dataset.status = 'error';
  const box = document.getElementById('fatal');
  box.textContent = message;
  box.hidden = false;
}

/** A lesson's heading: the one buildSections wrote, kept while the lesson is built again. */
function headingOf(section, panel) {
  let heading = section.querySelector(`#${panel.id}-title`);
  if (!heading) section.prepend((heading = h('h2', { id: `${panel.id}-title` }, panel.title)));
  while (heading.previousSibling) heading.previousSibling.remove();
  return heading;
}

/** A lesson that could not be built says so under its heading; the rest of the page goes on. */
function showFailure(section, panel, error) {
  section.dataset.status = 'error';
  const heading = headingOf(section, panel);
  while (heading.nextSibling) heading.nextSibling.remove();
  heading.after(h('p', { className: 'fatal' }, t('lessonFailed', { message: error.message })));
}

/**
 * The lessons' own code (view.js), loaded once each: load(lesson) returns a promise of the
 * module, loaded(lesson) the module once it is here (else null), so a lesson whose code has
 * arrived is built at once. A load that failed is forgotten, so the lesson can be tried again.
 */
function lessonViews() {
  const promises = new Map();
  const modules = new Map();
  const load = (panel) => {
    if (!promises.has(panel.id))
      promises.set(
        panel.id,
        panel.view().then(
          (module) => {
            modules.set(panel.id, module);
            return module;
          },
          (error) => {
            promises.delete(panel.id); // a network blip: the next try fetches it again
            throw error;
          },
        ),
      );
    return promises.get(panel.id);
  };
  return { load, loaded: (panel) => modules.get(panel.id) ?? null };
}
const views = lessonViews();

/** Loads the other lessons' code one at a time when the browser is idle. */
function prefetchViews(order) {
  const idle = window.requestIdleCallback ?? ((run) => setTimeout(run, 200));
  const next = (index) => {
    if (index >= order.length) return;
    idle(() =>
      views.load(order[index]).then(
        () => next(index + 1),
        () => next(index + 1), // shown when that lesson is built
      ),
    );
  };
  next(0);
}

// How long a language's words may take to arrive before the page goes on without them: a
// catalogue whose request never answers must not leave the page blank.
const languageWait = 4000;
// Every choice of a language (the address at the start, the menu, a link, apply-settings) takes
// the next number, and only the latest choice puts its words on the page: catalogues that arrive
// out of order (a slow Spanish after a quick Chinese) change nothing once another was chosen.
let languageChoices = 0;
// Words that arrive after the page went on without them: main() switches the page to them (when
// no other language was chosen meanwhile). lateWords(lang, latest): latest() is false once
// another choice was made.
let lateWords = () => {};

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
async function applyLanguage(lang) {
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
  const menu = document.getElementById('lang');
  if (!menu) return;
  menu.replaceChildren(
    h('option', { value: 'auto' }, t('languageAuto')),
    ...learnerLanguages.map((code) => h('option', { value: code, lang: code }, languageName(code))),
  );
  // en-XA, a testing locale, is in no menu: the menu then shows "as the browser".
  menu.value = learnerLanguages.includes(lang) ? lang : 'auto';
}

/**
 * The language a page's address asks for: a link's #lang= wins over ?lang= (main reads both), its
 * last valid one as parseHash takes it. Only lang= is read here: the whole link is read once,
 * after (a link may be long).
 */
function askedLanguage(query) {
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

function applyTheme(theme) {
  if (theme === 'auto') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
}

function buildSections(visible) {
  const main = document.querySelector('main');
  const nav = document.getElementById('contents');
  for (const panel of visible) {
    main.append(
      h(
        'section',
        {
          id: panel.id,
          dataset: { panel: panel.id, status: 'loading' },
          'aria-labelledby': `${panel.id}-title`,
        },
        h('h2', { id: `${panel.id}-title` }, panel.title),
        h('p', { className: 'loading-note' }, t('loadingCore')),
      ),
    );
    nav?.append(h('li', {}, h('a', { href: `#panel=${panel.id}` }, panel.title)));
  }
}

// The embedded view hides the page header and its h1; a heading that is read, not shown, keeps
// one h1 on the page (screen readers jump to it) and the frame's title names the panel.
function nameEmbeddedView(visible) {
  const name =
    visible.length === 1 ? t('embeddedName', { title: visible[0].title }) : t('pageName');
  const main = document.querySelector('main');
  let heading = main.querySelector(':scope > h1'); // named again after a language switch
  if (!heading) main.prepend((heading = h('h1', { className: 'visually-hidden' })));
  heading.textContent = name;
  document.title = name;
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

async function main() {
  // index.html's static note is for a page whose scripts never ran (a blocked module script).
  document.getElementById('boot-note')?.remove();
  document.documentElement.dataset.status = 'loading';
  const query = new URLSearchParams(location.search);
  const embedId = query.get('embed');
  const embedded = embedId !== null;
  // The core and the first lesson's code start loading before anything waits: their downloads
  // and the core's compilation overlap the language's words and the reading of the address. The
  // lesson is the one the address most likely opens; a wrong guess only loads a lesson early.
  const coreLoading = loadCore();
  coreLoading.catch(() => {}); // reported where it is awaited, below
  const named = embedded
    ? embedId
    : (new URLSearchParams(location.hash.slice(1)).get('panel') ??
      query.get('lessons')?.split(',')[0].trim());
  views.load(panels.find((p) => p.id === named) ?? panels[0]).catch(() => {}); // reported when built
  // The language first, so that the notices below are worded in it (words that are slow to come
  // come later: lateWords).
  let lateLanguage = null;
  lateWords = (lang, latest) => (lateLanguage = { lang, latest }); // switched to once ready
  showLanguageNotice((await applyLanguage(askedLanguage(query))).problem);
  // Reading the rest of the address, measured ('read-address'): a link of 100,000 bad names costs
  // a count, not seconds (tests/browser/embed-hostile.test.mjs).
  const readStart = performance.now();
  const problems = [];
  let visible = panels;
  // ?lessons=a,b,c: a course of those lessons, in that order (a SCORM package for one course,
  // scripts/scorm.mjs --lessons); its score and completion count their questions only.
  const course = query.get('lessons');
  if (!embedded && course !== null) {
    const chosen = [];
    const unknown = problemList(); // the first few names and how many more
    for (const name of course
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean)) {
      const panel = panels.find((p) => p.id === name);
      if (panel && !chosen.includes(panel)) chosen.push(panel);
      else if (!panel) unknown.add(() => t('noLesson', { name: name.slice(0, 40) }));
    }
    problems.push(...unknown.list());
    if (chosen.length) visible = chosen;
  }
  if (embedded) {
    document.documentElement.classList.add('embed');
    const panel = panels.find((p) => p.id === embedId);
    if (panel) visible = [panel];
    else problems.push(t('noPanelToEmbed', { name: embedId.slice(0, 40) }));
  }

  // An embedded panel also takes its settings under their labels (d_model=128): EMBEDDING.md.
  const aliases = embedded && visible.length === 1 ? panelAliases(visible[0]) : {};
  const parsed = parseHash(location.hash, table, panelIds, aliases);
  problems.push(...parsed.problems);
  const teacher = readTeacherControls(query, table, aliases); // hide=, lock=, compact=
  problems.push(...teacher.problems);
  // An embed snippet or a SCORM package names the language in the query (?lang=); a link's
  // #lang= wins over it.
  const queryLang = query.get('lang');
  if (queryLang !== null && !parsed.given.includes('lang')) {
    if (table.lang.options.includes(queryLang)) parsed.values.lang = queryLang;
    else problems.push(t('noLanguage', { lang: queryLang.slice(0, 20) }));
  }
  showNotice(problems);
  performance.measure('read-address', { start: readStart });
  applyTheme(parsed.values.theme);
  buildSections(visible);
  if (embedded) nameEmbeddedView(visible);

  // The code of the lessons built first loads beside the core; the rest follows once they are
  // ready (prefetchViews), so scrolling and printing rarely wait for it.
  const buildAll = embedded || query.get('mount') === 'all';
  const first = buildAll
    ? visible
    : [visible.find((p) => p.id === parsed.panel) ?? visible[0]].filter(Boolean);
  const firstViews = Promise.allSettled(first.map(views.load));

  let core;
  try {
    core = await coreLoading;
    performance.mark('core-ready');
  } catch (error) {
    fail(t('coreFailed', { message: error.message }));
    return;
  }

  // Settings changes rewrite the hash in place (no history entry per slider step), and tell an
  // LMS that keeps them (resume.js, started once the page is ready).
  const state = { values: parsed.values, panel: parsed.panel };
  let resume = null;
  const onChange = (changed) => {
    Object.assign(state.values, changed);
    if (Object.keys(changed).length) resume?.changed();
    if ('theme' in changed) applyTheme(changed.theme);
    if ('lang' in changed) switchLanguage(changed.lang, Object.keys(changed));
    history.replaceState(
      null,
      '',
      toHash(state.values, state.panel, table) || location.pathname + location.search,
    );
  };
  const shared = new SharedState();

  const themeSelect = document.getElementById('theme');
  if (themeSelect) {
    themeSelect.value = state.values.theme;
    themeSelect.addEventListener('change', () => onChange({ theme: themeSelect.value }));
  }
  // Another language: its catalogue loads (once), then the frame's words follow and the built
  // lessons are built again in it: those on screen at once, the rest one at a time when the
  // browser is idle (a page of twenty built lessons takes a second to rebuild; the reader sees
  // theirs in a tenth of that). The settings stay, the answers too (kept by their English
  // question), and the training lab keeps its model (train/view.js).
  // <html data-language>: switching, then shown (the lessons on screen are in the new
  // language), then ready (every built lesson is).
  // <html data-language="waiting">: the words are late; the page switches when they come.
  // The other settings a link or the host changed with the language (changedKeys) are handed to
  // the lessons built again, so the training lab can tell a link's change under its run from the
  // language alone; a switch overtaken by a later one passes its keys on to it.
  let switches = 0;
  let changedWithLanguage = new Set();
  function switchLanguage(lang, changedKeys = []) {
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
        if (changed.some((key) => key !== 'theme')) mountPanels('settings', changed);
        return;
      }
      // Which lessons are on screen, measured before anything changes (one layout, not twenty).
      const built = visible.filter((panel) => cleanups.has(panel.id));
      const onScreen = (panel) => {
        const box = document.getElementById(panel.id).getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight;
      };
      const later = built.filter((panel) => !onScreen(panel));
      relabelFrame(visible, embedded);
      for (const panel of built) if (!later.includes(panel)) mountPanel(panel, 'language', changed);
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
        if (cleanups.has(panel.id)) mountPanel(panel, 'language', changed);
        idle(next);
      };
      next();
    });
  }
  // Settings that were changed: a new language builds the lessons again once its words are in
  // (switchLanguage), any other setting but the theme at once.
  // reason: 'settings' (a link, a resume) or 'host' (the embedding page's apply-settings, whose
  // answer says the settings are applied: the training lab then ends a run they change).
  const remount = (changed, reason = 'settings') => {
    if ('lang' in changed) return;
    if (Object.keys(changed).some((key) => key !== 'theme'))
      mountPanels(reason, Object.keys(changed));
  };

  // A panel's mount may return a clean-up function, called before it is mounted again; the
  // listeners it added to `shared` go then too (each mount gets a view of it tied to a signal),
  // and so does everything shared helpers attached to the page for it (base/lifetime.js).
  const cleanups = new Map();
  // Every lesson is built the same way: its heading, the body its view mounts, its check-yourself
  // card, then where to read more and the lessons either side.
  const mountPanel = (panel, rebuilt = null, changed = []) => {
    const section = document.querySelector(`section[data-panel="${panel.id}"]`);
    const view = views.loaded(panel); // mountLazily waits for it
    delete section.dataset.mount;
    try {
      cleanups.get(panel.id)?.();
      // The heading stays (a link's reader may be on it, focused); everything under it goes.
      const heading = headingOf(section, panel);
      while (heading.nextSibling) heading.nextSibling.remove();
      const mounted = new AbortController();
      cleanups.set(panel.id, () => mounted.abort()); // also when mount throws half-way
      // Helpers that attach to the page (theme watchers, charts, scroll focus) end with this
      // lifetime, and a panel can pass `signal` to its own listeners on window or document.
      const cleanup = mountWithLifetime(section, mounted.signal, () =>
        view.mount(section, {
          core,
          values: state.values,
          onChange,
          shared: scopedShared(shared, mounted.signal),
          extra: parsed.extra,
          signal: mounted.signal,
          // Why a built lesson is built again: 'language' (the lab then keeps its model),
          // 'settings' (a link) or 'host' (apply-settings), with the keys of the settings that
          // changed: a run they do not concern goes on; one they do is asked about (a link) or
          // ended (the host's command).
          rebuilt,
          changed,
          // What a course page fixed (lock=): a panel that rebuilds its controls applies it
          // again, and never restores a value over a locked one.
          teacher: {
            locked: teacher.lock,
            reapply: () => applyTeacherControls([section], teacher, owners),
          },
        }),
      );
      section.append(
        checkYourself(panel.questions),
        lessonEnd(panel, embedded ? [] : visible, readMore(panel.readMore ?? [])),
      );
      // And every lesson of the full page can be shared or embedded from under its heading.
      if (!embedded)
        section.querySelector('h2').after(
          shareButton({
            panel,
            section,
            table,
            teacher,
            signal: mounted.signal,
            settings: () => lessonSettings(state.values, panel, table, owners),
            language: () => state.values.lang,
            link: () => location.href.replace(/#.*$/, '') + toHash(state.values, panel.id, table),
          }),
        );
      cleanups.set(panel.id, () => {
        mounted.abort();
        if (typeof cleanup === 'function') cleanup();
      });
    } catch (error) {
      showFailure(section, panel, error);
    }
    applyTeacherControls([section], teacher, owners);
  };
  // New settings from the embedding page: the mounted panels are mounted again; the others read
  // the new values when they mount.
  const mountPanels = (rebuilt = 'settings', changed = []) => {
    for (const panel of visible) if (cleanups.has(panel.id)) mountPanel(panel, rebuilt, changed);
  };
  // A framed page (a course page, an LMS) builds its lessons as they come into view too: its quiz
  // progress counts every question from the lessons' own lists (progress-events.js).
  await firstViews; // a view that failed to load says so in its section
  const buildStart = performance.now();
  const lazy = mountLazily(visible, mountPanel, {
    all: buildAll,
    start: parsed.panel,
  });
  performance.measure('build-first-lessons', { start: buildStart });
  let reading = null;
  if (!embedded) {
    document.querySelector('.page-header > div')?.append(quizScoreLine(visible));
    // The sources at the foot of the page come once the first lesson is painted (or at once for
    // a printout): nothing above them waits for them.
    const addSources = () => {
      if (!document.getElementById('sources'))
        document.querySelector('main').after(sourcesSection());
    };
    window.addEventListener('beforeprint', addSources, { once: true });
    requestAnimationFrame(() => setTimeout(addSources));
    reading = followReading(
      visible,
      (id) => {
        state.panel = id;
        onChange({});
      },
      lazy.follow,
      (id) => resume?.read(id),
    );
  }
  // A link opened in this tab (pasted in the address bar, clicked in a course page or in the
  // lesson text) changes only the hash: it applies the settings it names, as loading it would,
  // and takes the reader to its panel, built. The settings it does not name keep their values
  // (what the learner typed is not lost), a teacher's lock= wins over it, and the mounted panels
  // are mounted again with the result, as for the embedding API. An LMS's stored view comes the
  // same way (resume.js).
  const followLink = async (hash) => {
    let link = parseHash(hash, table, panelIds, aliases);
    let laterLanguage = false;
    // A link that changes the language has its notices worded in the new one.
    if (
      link.given.includes('lang') &&
      link.values.lang !== state.values.lang &&
      !teacher.lock.has('lang')
    ) {
      const language = await applyLanguage(link.values.lang);
      // Another language was chosen while this one's words loaded (the menu, another link):
      // that later choice stands.
      laterLanguage = language.stale;
      if (!laterLanguage) showLanguageNotice(language.problem);
      link = parseHash(hash, table, panelIds, aliases);
    }
    const problems = [...link.problems];
    const changed = {};
    for (const key of link.given) {
      if (link.values[key] === state.values[key]) continue;
      if (key === 'lang' && laterLanguage) continue;
      if (teacher.lock.has(key))
        problems.push(
          t('lockedInLink', { setting: settingName(key, table[key]), value: state.values[key] }),
        );
      else changed[key] = link.values[key];
    }
    showNotice(problems);
    if (link.panel && visible.some((p) => p.id === link.panel)) state.panel = link.panel;
    onChange(changed); // also writes the whole view back into the hash
    if (themeSelect) themeSelect.value = state.values.theme;
    remount(changed);
    if (link.panel) reading?.go(link.panel);
  };
  window.addEventListener('hashchange', () => followLink(location.hash));
  // Words that were late at the start switch the page now that it can switch, and any later
  // words as they arrive.
  lateWords = (lang, latest) => {
    if (latest()) switchLanguage(lang);
  };
  if (lateLanguage?.latest()) switchLanguage(lateLanguage.lang);

  if (parsed.panel)
    document.querySelector(`section[data-panel="${parsed.panel}"]`)?.scrollIntoView();
  lazy.watch();
  const languageSelect = document.getElementById('lang');
  if (languageSelect) {
    languageSelect.disabled = teacher.lock.has('lang');
    languageSelect.addEventListener('change', () => onChange({ lang: languageSelect.value }));
  }
  document.documentElement.dataset.status = 'ready';
  prefetchViews(visible);
  // Framed pages only: quiz answers to a course page or an LMS, and what an LMS keeps to resume.
  const progress = startProgressEvents(visible);
  if (isFramed())
    resume = startResume({
      order: visible.map((p) => p.id),
      view: () => toHash(state.values, null, table).slice(1),
      restore({ view, location }) {
        const link = new URLSearchParams(view);
        if (location) link.set('panel', location);
        followLink(`#${link}`);
      },
      restored: () => progress?.refresh(),
    });

  // The embedding API (docs/EMBEDDING.md): settings from the host go through the same checks as
  // a link, bad ones show the same notice, and the panels are mounted again with the result.
  if (embedded)
    startEmbedApi({
      panelId: visible.length === 1 ? visible[0].id : null,
      values: state.values,
      table,
      applySettings(settings) {
        const result = applySettings(state.values, settings, table, aliases);
        // A setting the link's lock= fixed keeps its value whatever the host sends, and the
        // answer says so without quoting the value kept.
        for (const key of result.applied.filter((k) => teacher.lock.has(k))) {
          if (result.values[key] !== state.values[key])
            result.problems.push(t('lockedForHost', { setting: settingName(key, table[key]) }));
          result.values[key] = state.values[key];
        }
        result.applied = result.applied.filter((k) => !teacher.lock.has(k));
        showNotice(result.problems);
        // Settings equal to the current ones change nothing: no re-mount, no lost work.
        const changed = Object.fromEntries(
          Object.entries(result.values).filter(([key, value]) => state.values[key] !== value),
        );
        if (Object.keys(changed).length) {
          onChange(changed);
          if (themeSelect) themeSelect.value = state.values.theme;
          remount(changed, 'host');
        }
        return result;
      },
    });
}

/**
 * Mounts panels when they come near the viewport, so the first lesson is ready fast and a phone
 * never builds every panel at once. Mounts the starting panel (`start`, else the first) now, or
 * every panel when `all`. Returns { mount(id), follow(id), watch() }: mount(id) mounts a panel
 * now; follow(id) too, for a link that leads to it, and keeps it in place until the reader
 * scrolls; watch() starts watching the rest, once the page is scrolled to its start.
 * Printing mounts every panel first (`beforeprint`), so a printout holds every lesson (a lesson
 * whose code has not arrived yet is built when it does: prefetchViews loads it soon after ready).
 */
function mountLazily(order, mountPanel, { all, start }) {
  const waiting = new Map(order.map((panel) => [panel.id, panel]));
  const sectionOf = (id) => document.querySelector(`section[data-panel="${id}"]`);
  let observer = null;
  // A lesson's code loads the first time it is built (lesson.view()); until it arrives its
  // section keeps its room and says data-mount="loading".
  const mount = (id) => {
    const panel = waiting.get(id);
    if (!panel) return;
    waiting.delete(id);
    const section = sectionOf(id);
    observer?.unobserve(section);
    if (views.loaded(panel)) return build(panel, section);
    section.dataset.mount = 'loading';
    views.load(panel).then(
      () => build(panel, section),
      (error) => {
        delete section.dataset.mount;
        showFailure(section, panel, error);
      },
    );
  };
  const build = (panel, section) => {
    // A panel above the one a link opened grows as it mounts: keep the link's panel in place
    // until the reader scrolls (see pin, below, for what grows later).
    const anchor = pinned ? sectionOf(pinned) : null;
    const above =
      anchor && section.compareDocumentPosition(anchor) & Node.DOCUMENT_POSITION_FOLLOWING;
    const before = above ? anchor.getBoundingClientRect().top : 0;
    mountPanel(panel);
    if (above) keepAt(anchor.getBoundingClientRect().top - before);
  };
  const mountAll = () => {
    for (const id of [...waiting.keys()]) mount(id);
  };
  // The panel a link leads to stays where the link put it while the panels above it mount and
  // then draw (charts, fonts, a worker's result), checked every frame until the page is scrolled
  // by anything else (the reader, a script) or five seconds pass. The browser's own scroll
  // anchoring is off meanwhile: it picks its own anchor, and the two corrections added up (a link
  // to norms ended 1,000 px past it); so the page's scroll position moves only when we move it.
  // <html data-pinned="<panel>"> says which panel is held, while it is.
  let pinned = null;
  let hold = 0;
  let ownY = null; // where our last correction left the page
  const root = document.documentElement;
  const unpin = () => {
    pinned = null;
    cancelAnimationFrame(hold);
    root.style.removeProperty('overflow-anchor');
    delete root.dataset.pinned;
  };
  const keepAt = (dy) => {
    if (Math.abs(dy) > 0.5) window.scrollBy(0, dy);
    ownY = window.scrollY;
  };
  const pin = (id) => {
    pinned = id;
    root.dataset.pinned = id;
    for (const type of ['wheel', 'touchstart', 'keydown', 'pointerdown'])
      window.addEventListener(type, unpin, { once: true, passive: true });
    root.style.overflowAnchor = 'none';
    cancelAnimationFrame(hold);
    const until = performance.now() + 5000;
    let top = null;
    const keep = () => {
      const anchor = pinned === id ? sectionOf(id) : null;
      // Scrolled by a script (a link to another lesson): a jump. The browser also nudges the
      // page by a few pixels as the lessons above lay out (10 to 20 px seen on a phone), which
      // the next correction takes back; ending the pin on those let a lesson that mounted later
      // push the linked one a screen or more down.
      const scrolled =
        top !== null && Math.abs(window.scrollY - ownY) > Math.max(64, window.innerHeight / 4);
      if (!anchor || scrolled || performance.now() > until) return unpin();
      if (top === null) {
        // Where the link's scroll puts a section (scrollIntoView: its scroll margin under the
        // top), not where it is by the first frame: a lesson above may have redrawn already.
        top = parseFloat(getComputedStyle(anchor).scrollMarginTop) || 0;
        ownY = window.scrollY;
      }
      keepAt(anchor.getBoundingClientRect().top - top);
      hold = requestAnimationFrame(keep);
    };
    hold = requestAnimationFrame(keep);
  };
  if (start && waiting.has(start)) pin(start);
  if (all) mountAll();
  else mount(pinned ?? order[0]?.id);
  for (const id of waiting.keys()) {
    const section = sectionOf(id);
    section.dataset.mount = 'waiting';
    section.querySelector('.loading-note').textContent = t('builtOnScroll');
  }
  window.addEventListener('beforeprint', mountAll);
  return {
    mount,
    // A link leads to this panel: built now, and kept in place while the ones above it grow.
    follow(id) {
      pin(id);
      mount(id);
    },
    watch() {
      if (waiting.size === 0) return;
      if (typeof IntersectionObserver !== 'function') return mountAll();
      // Generous: a screen's height above and below, so a lesson is built before it is seen.
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) if (entry.isIntersecting) mount(entry.target.dataset.panel);
        },
        { rootMargin: '100% 0px 100% 0px' },
      );
      for (const id of waiting.keys()) observer.observe(sectionOf(id));
    },
  };
}

main().catch((error) => fail(t('startFailed', { message: error.message })));
