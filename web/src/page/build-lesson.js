// Every lesson is built the same way: its heading, the body its view mounts (inside a lifetime
// that ends when it is built again), its check-yourself card, where to read more, the lessons
// either side, and on the full page its Share button. One place, so a lesson never builds its
// own frame and every lesson is rebuilt alike (a link, the host, a new language).
import { mountWithLifetime } from '../base/lifetime.js';
import { strings } from '../base/strings.js';
import { words } from '../i18n/words.js';
import { scopedShared } from '../shared.js';
import { readMore } from '../sources.js';
import { toHash } from '../state.js';
import { fullPageLink } from './away-links.js';
import { applyTeacherControls } from '../teacher-controls.js';
import { checkYourself } from '../ui/quiz.js';
import { lessonEnd } from '../ui/reading.js';
import { lessonSettings, shareButton } from '../ui/share.js';
import { panels } from '../panels/index.js';
import { views } from './lesson-code.js';
import { headingOf, showFailure } from './sections.js';

const t = words('page', strings);

/**
 * The page's builder of lessons: { mountPanel, mountPanels, remount, isBuilt }.
 * mountPanel(panel, rebuilt, changed) builds a lesson whose code is here (lazy-mount.js waits for
 * it), again if it was built; mountPanels builds the built ones again; remount(changed, reason)
 * does so for settings that changed; isBuilt(id).
 * page: { core, state, onChange, shared, parsed, teacher, owners, table, visible, embedded }.
 */
export function lessonBuilder(page) {
  const { teacher, owners, embedded } = page;
  // A panel's mount may return a clean-up function, called before it is mounted again; the
  // listeners it added to `shared` go then too (each mount gets a view of it tied to a signal),
  // and so does everything shared helpers attached to the page for it (base/lifetime.js).
  const cleanups = new Map();
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
        view.mount(section, mountContext(page, section, mounted.signal, rebuilt, changed)),
      );
      section.append(
        checkYourself(panel.questions),
        lessonEnd(panel, embedded ? [] : page.visible, readMore(panel.readMore ?? [])),
      );
      // And every lesson of the full page can be shared or embedded from under its heading.
      if (!embedded)
        section.querySelector('h2').after(lessonShareButton(page, panel, section, mounted.signal));
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
    for (const panel of page.visible)
      if (cleanups.has(panel.id)) mountPanel(panel, rebuilt, changed);
  };
  // Settings that were changed: a new language builds the lessons again once its words are in
  // (languages.js switchLanguage), any other setting but the theme at once.
  // reason: 'settings' (a link, a resume) or 'host' (the embedding page's apply-settings, whose
  // answer says the settings are applied: the training lab then ends a run they change).
  const remount = (changed, reason = 'settings') => {
    if ('lang' in changed) return;
    if (Object.keys(changed).some((key) => key !== 'theme'))
      mountPanels(reason, Object.keys(changed));
  };
  return { mountPanel, mountPanels, remount, isBuilt: (id) => cleanups.has(id) };
}

/** What a lesson's view.mount is given (docs/ARCHITECTURE.md, "Adding a lesson"). */
function mountContext(page, section, signal, rebuilt, changed) {
  const { core, state, onChange, shared, parsed, teacher, owners } = page;
  return {
    core,
    values: state.values,
    onChange,
    shared: scopedShared(shared, signal),
    extra: parsed.extra,
    // Every lesson of the page in reading order, in the page's language (panels/index.js): a
    // lesson that names others (the check after the lessons) reads them here, never by import.
    lessons: panels,
    // Whether the training lab is one of this page's lessons: an embedded lesson or a course
    // without it cannot send the learner there, so a lesson that would says where it is instead
    // (ui/lab-away.js), with labLink(text), a link that opens the full page at the lab.
    labOnPage: page.visible.some((p) => p.id === 'train'),
    labLink: (text = t('labAwayLink')) => fullPageLink(page, 'train', text),
    signal,
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
  };
}

/** The Share button under a lesson's heading: its link and embed snippets, as the page is now. */
function lessonShareButton(page, panel, section, signal) {
  const { state, table, teacher, owners } = page;
  return shareButton({
    panel,
    section,
    table,
    teacher,
    signal,
    settings: () => lessonSettings(state.values, panel, table, owners),
    language: () => state.values.lang,
    link: () => location.href.replace(/#.*$/, '') + toHash(state.values, panel.id, table),
  });
}
