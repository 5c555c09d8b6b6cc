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
// This file is the order of work at start-up (docs/ARCHITECTURE.md, "Start-up"); each job is a
// module of page/: address.js (the course and embed filters, the link), languages.js,
// sections.js, lesson-code.js, build-lesson.js, lazy-mount.js, links.js, lms.js, embed-host.js,
// notices.js.
// First: a browser locale Intl rejects must be replaced before a chart library reads it.
import './locale.js';
import './styles.css';
import './print.css';

import { loadCore } from './core/load.js';
import { panels } from './panels/index.js';
import { SharedState } from './shared.js';
import { sourcesSection } from './sources.js';
import { settingsTable, toHash } from './state.js';
import { words } from './i18n/words.js';
import { strings } from './base/strings.js';
import { arrangePage, quizScoreLine } from './ui/quiz.js';
import { followReading } from './ui/reading.js';
import { chooseLessons, readAddress } from './page/address.js';
import { sendAwayLinks } from './page/away-links.js';
import { lessonBuilder } from './page/build-lesson.js';
import { answerHost } from './page/embed-host.js';
import {
  applyLanguage,
  askedLanguage,
  followLateWords,
  holdLateWords,
  languageSwitcher,
} from './page/languages.js';
import { mountLazily } from './page/lazy-mount.js';
import { prefetchViews, views } from './page/lesson-code.js';
import { followLinks } from './page/links.js';
import { startLms } from './page/lms.js';
import { resultsDownload } from './page/results-csv.js';
import { fail, showLanguageNotice, showNotice } from './page/notices.js';
import { buildSections, nameEmbeddedView } from './page/sections.js';

const t = words('page', strings);

const table = settingsTable(panels);
// Which panel declares each setting (teacher controls look for a panel's control in that panel).
const owners = Object.fromEntries(
  panels.flatMap((panel) => Object.keys(panel.settings ?? {}).map((key) => [key, panel.id])),
);
const panelIds = panels.map((p) => p.id);
// Answer letters over every lesson, whichever are shown: an embedded lesson keeps the page's. The
// checks' cards are arranged each on its own (ui/quiz.js cardOrders), so the lessons' letters
// stay what they were without them.
arrangePage(panels.filter((p) => !p.check));

function applyTheme(theme) {
  if (theme === 'auto') delete document.documentElement.dataset.theme;
  else document.documentElement.dataset.theme = theme;
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
  // come later: languages.js holdLateWords, followLateWords).
  holdLateWords(); // switched to once ready
  showLanguageNotice((await applyLanguage(askedLanguage(query, table))).problem);
  // Reading the rest of the address, measured ('read-address'): a link of 100,000 bad names costs
  // a count, not seconds (tests/browser/embed-hostile.test.mjs).
  const readStart = performance.now();
  const { visible, problems: unknown } = chooseLessons(panels, query, embedId);
  const address = readAddress(query, { visible, embedded, table, panelIds });
  const { aliases, parsed, teacher } = address;
  showNotice([...unknown, ...address.problems]);
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
  await startLessons({ core, embedded, visible, aliases, parsed, teacher, buildAll, firstViews });
}

/**
 * The page once the core runs: the settings kept in the hash, the lessons built (the first now,
 * the rest as they come near), links, the language menu, then <html data-status="ready">, and
 * what a framed page tells its host.
 */
async function startLessons({
  core,
  embedded,
  visible,
  aliases,
  parsed,
  teacher,
  ...firstLessons
}) {
  // Settings changes rewrite the hash in place (no history entry per slider step), and tell an
  // LMS that keeps them (lms.js, started once the page is ready).
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
  const page = { core, state, onChange, shared, parsed, teacher, owners, table, visible };
  const lessons = lessonBuilder({ ...page, embedded });
  sendAwayLinks(page);
  const switchLanguage = languageSwitcher({ visible, embedded, lessons });
  // A framed page (a course page, an LMS) builds its lessons as they come into view too: its quiz
  // progress counts every question from the lessons' own lists (progress-events.js).
  await firstLessons.firstViews; // a view that failed to load says so in its section
  const buildStart = performance.now();
  const lazy = mountLazily(visible, lessons.mountPanel, {
    all: firstLessons.buildAll,
    start: parsed.panel,
  });
  performance.measure('build-first-lessons', { start: buildStart });
  const reading = embedded
    ? null
    : frameFullPage(visible, {
        go: (id) => {
          state.panel = id;
          onChange({});
        },
        follow: lazy.follow,
        read: (id) => resume?.read(id),
      });
  const { remount } = lessons;
  const followLink = followLinks({ ...page, panelIds, aliases, themeSelect, remount, reading });
  // Words that were late at the start switch the page now that it can switch, and any later
  // words as they arrive.
  followLateWords(switchLanguage);

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
  resume = startLms({ visible, state, table, followLink });
  // The embedding API: the host's settings as a link's, the lessons built again with them.
  if (embedded) answerHost({ ...page, aliases, themeSelect, remount });
}

/**
 * What the full page has around its lessons (an embedded one has none): the score line in the
 * header, the sources at the foot, and the reading mark of the contents bar (ui/reading.js
 * followReading, given go, follow and read). Returns followReading's handle.
 */
function frameFullPage(visible, { go, follow, read }) {
  // The score counts the lessons' questions, never the checks' (panels/index.js).
  document
    .querySelector('.page-header > div')
    ?.append(quizScoreLine(visible.filter((p) => !p.check)), resultsDownload(visible));
  // The sources at the foot of the page come once the first lesson is painted (or at once for
  // a printout): nothing above them waits for them.
  const addSources = () => {
    if (!document.getElementById('sources')) document.querySelector('main').after(sourcesSection());
  };
  window.addEventListener('beforeprint', addSources, { once: true });
  requestAnimationFrame(() => setTimeout(addSources));
  return followReading(visible, go, follow, read);
}

main().catch((error) => fail(t('startFailed', { message: error.message })));
