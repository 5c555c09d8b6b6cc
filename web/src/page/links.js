// A link opened in this tab (pasted in the address bar, clicked in a course page or in the
// lesson text) changes only the hash: it applies the settings it names, as loading it would,
// and takes the reader to its lesson, built. The settings it does not name keep their values
// (what the learner typed is not lost), a teacher's lock= wins over it, and the built lessons
// are built again with the result, as for the embedding API. An LMS's stored view comes the
// same way (lms.js).
import { strings } from '../base/strings.js';
import { words } from '../i18n/words.js';
import { parseHash, settingName } from '../state.js';
import { applyLanguage } from './languages.js';
import { showLanguageNotice, showNotice } from './notices.js';

const t = words('page', strings);

/**
 * Follows every hash change from now on; returns followLink(hash), for a view that comes
 * otherwise (lms.js). page: { table, panelIds, aliases, state, teacher, visible, onChange,
 * themeSelect, remount, reading } (reading: ui/reading.js's, null on an embedded page).
 */
export function followLinks(page) {
  const { table, panelIds, aliases, state, teacher } = page;
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
    if (link.panel && page.visible.some((p) => p.id === link.panel)) state.panel = link.panel;
    page.onChange(changed); // also writes the whole view back into the hash
    if (page.themeSelect) page.themeSelect.value = state.values.theme;
    page.remount(changed);
    if (link.panel) page.reading?.go(link.panel);
  };
  window.addEventListener('hashchange', () => followLink(location.hash));
  return followLink;
}
