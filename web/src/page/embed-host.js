// The embedding API (docs/EMBEDDING.md) on an embedded page: settings from the host go through
// the same checks as a link, bad ones show the same notice, a teacher's lock= holds, and the
// built lessons are built again with the result. The protocol itself is embed-api.js's.
import { strings } from '../base/strings.js';
import { startEmbedApi } from '../embed-api.js';
import { words } from '../i18n/words.js';
import { applySettings, settingName } from '../state.js';
import { showNotice } from './notices.js';

const t = words('page', strings);

/** page: { visible, state, table, aliases, teacher, onChange, themeSelect, remount }. */
export function answerHost(page) {
  const { state, table, aliases, teacher } = page;
  startEmbedApi({
    panelId: page.visible.length === 1 ? page.visible[0].id : null,
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
        page.onChange(changed);
        if (page.themeSelect) page.themeSelect.value = state.values.theme;
        page.remount(changed, 'host');
      }
      return result;
    },
  });
}
