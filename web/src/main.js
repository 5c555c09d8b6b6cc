// Boots the page: loads the WASM core, builds and mounts every panel, keeps the URL hash in step
// with the settings, and reports progress on <html data-status="loading|ready|error">.
//   ?embed=PANEL   shows that one panel with no page chrome, for an instructor's iframe.
// First: a browser locale Intl rejects must be replaced before a chart library reads it.
import './locale.js';
import './styles.css';
import './print.css';

import { loadCore } from './core/load.js';
import { startEmbedApi } from './embed-api.js';
import { panels } from './panels/index.js';
import { startProgressEvents } from './progress-events.js';
import { SharedState, scopedShared } from './shared.js';
import { readMore, sourcesSection } from './sources.js';
import { applySettings, panelAliases, parseHash, settingsTable, toHash } from './state.js';
import { applyTeacherControls, readTeacherControls } from './teacher-controls.js';
import { h } from './ui/dom.js';
import { quizScoreLine } from './ui/quiz.js';
import { followReading, lessonEnd } from './ui/reading.js';
import { mountWithLifetime } from './ui/lifetime.js';

const table = settingsTable(panels);
// Which panel declares each setting (teacher controls look for a panel's control in that panel).
const owners = Object.fromEntries(
  panels.flatMap((panel) => Object.keys(panel.settings ?? {}).map((key) => [key, panel.id])),
);
const panelIds = panels.map((p) => p.id);

function showNotice(messages) {
  const notice = document.getElementById('notice');
  notice.replaceChildren(...messages.map((text) => h('p', {}, text)));
  notice.hidden = messages.length === 0;
}

function fail(message) {
  document.documentElement.dataset.status = 'error';
  const box = document.getElementById('fatal');
  box.textContent = message;
  box.hidden = false;
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
        h('p', { className: 'loading-note' }, 'Loading the computing core…'),
      ),
    );
    nav?.append(h('li', {}, h('a', { href: `#panel=${panel.id}` }, panel.title)));
  }
}

// The embedded view hides the page header and its h1; a heading that is read, not shown, keeps
// one h1 on the page (screen readers jump to it) and the frame's title names the panel.
function nameEmbeddedView(visible) {
  const name = visible.length === 1 ? `Embedding Lab: ${visible[0].title}` : 'Embedding Lab';
  document.querySelector('main').prepend(h('h1', { className: 'visually-hidden' }, name));
  document.title = name;
}

async function main() {
  // index.html's static note is for a page whose scripts never ran (a blocked module script).
  document.getElementById('boot-note')?.remove();
  document.documentElement.dataset.status = 'loading';
  const query = new URLSearchParams(location.search);
  const embedId = query.get('embed');
  const embedded = embedId !== null;
  const problems = [];
  let visible = panels;
  if (embedded) {
    document.documentElement.classList.add('embed');
    const panel = panels.find((p) => p.id === embedId);
    if (panel) visible = [panel];
    else
      problems.push(
        `There is no panel called “${embedId.slice(0, 40)}” to embed; showing them all.`,
      );
  }

  // An embedded panel also takes its settings under their labels (d_model=128): EMBEDDING.md.
  const aliases = embedded && visible.length === 1 ? panelAliases(visible[0]) : {};
  const parsed = parseHash(location.hash, table, panelIds, aliases);
  problems.push(...parsed.problems);
  const teacher = readTeacherControls(query, table, aliases); // hide=, lock=, compact=
  problems.push(...teacher.problems);
  showNotice(problems);
  applyTheme(parsed.values.theme);
  buildSections(visible);
  if (embedded) nameEmbeddedView(visible);

  let core;
  try {
    core = await loadCore();
  } catch (error) {
    fail(
      `The computing core (WebAssembly) could not start: ${error.message}. Try reloading the page; Embedding Lab needs a browser from 2021 or later.`,
    );
    return;
  }

  // Settings changes rewrite the hash in place (no history entry per slider step).
  const state = { values: parsed.values, panel: parsed.panel };
  const onChange = (changed) => {
    Object.assign(state.values, changed);
    if ('theme' in changed) applyTheme(changed.theme);
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

  // A panel's mount may return a clean-up function, called before it is mounted again; the
  // listeners it added to `shared` go then too (each mount gets a view of it tied to a signal),
  // and so does everything shared helpers attached to the page for it (ui/lifetime.js).
  const cleanups = new Map();
  const mountPanels = () => {
    for (const panel of visible) {
      const section = document.querySelector(`section[data-panel="${panel.id}"]`);
      try {
        cleanups.get(panel.id)?.();
        section.replaceChildren();
        const mounted = new AbortController();
        cleanups.set(panel.id, () => mounted.abort()); // also when mount throws half-way
        // Helpers that attach to the page (theme watchers, charts, scroll focus) end with this
        // lifetime, and a panel can pass `signal` to its own listeners on window or document.
        const cleanup = mountWithLifetime(section, mounted.signal, () =>
          panel.mount(section, {
            core,
            values: state.values,
            onChange,
            shared: scopedShared(shared, mounted.signal),
            extra: parsed.extra,
            signal: mounted.signal,
            // What a course page fixed (lock=): a panel that rebuilds its controls applies it
            // again, and never restores a value over a locked one.
            teacher: {
              locked: teacher.lock,
              reapply: () => applyTeacherControls([section], teacher, table, owners),
            },
          }),
        );
        // Every lesson ends the same way: where to read more, then the lessons either side.
        section.append(lessonEnd(panel, embedded ? [] : visible, readMore(panel.readMore ?? [])));
        cleanups.set(panel.id, () => {
          mounted.abort();
          if (typeof cleanup === 'function') cleanup();
        });
      } catch (error) {
        section.dataset.status = 'error';
        section.replaceChildren(
          h('h2', {}, panel.title),
          h('p', { className: 'fatal' }, `This panel could not start: ${error.message}`),
        );
      }
    }
    applyTeacherControls(document.querySelectorAll('section[data-panel]'), teacher, table, owners);
  };
  mountPanels();
  if (!embedded) {
    document.querySelector('.page-header > div')?.append(quizScoreLine());
    document.querySelector('main').after(sourcesSection());
    followReading(visible, (id) => {
      state.panel = id;
      onChange({});
    });
  }

  if (parsed.panel)
    document.querySelector(`section[data-panel="${parsed.panel}"]`)?.scrollIntoView();
  document.documentElement.dataset.status = 'ready';
  startProgressEvents(); // quiz answers to a course page or an LMS (framed pages only)

  // The embedding API (docs/EMBEDDING.md): settings from the host go through the same checks as
  // a link, bad ones show the same notice, and the panels are mounted again with the result.
  if (embedded)
    startEmbedApi({
      panelId: visible.length === 1 ? visible[0].id : null,
      values: state.values,
      applySettings(settings) {
        const result = applySettings(state.values, settings, table, aliases);
        showNotice(result.problems);
        // Settings equal to the current ones change nothing: no re-mount, no lost work.
        const changed = Object.fromEntries(
          Object.entries(result.values).filter(([key, value]) => state.values[key] !== value),
        );
        if (Object.keys(changed).length) {
          onChange(changed);
          if (themeSelect) themeSelect.value = state.values.theme;
          mountPanels();
        }
        return result;
      },
    });
}

main().catch((error) => fail(`Something went wrong while starting: ${error.message}`));
