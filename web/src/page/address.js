// What the page's address asks for, read once at the start: which lessons show (?lessons=, a
// course; ?embed=, one panel for a frame), the settings and the lesson of the #link, a teacher's
// options (?hide=, ?lock=, ?compact=) and ?lang=. Each bad part becomes a problem for the notice,
// never an exception; a link of 100,000 bad names costs a count, not seconds
// (tests/browser/embed-hostile.test.mjs).
import { strings } from '../base/strings.js';
import { words } from '../i18n/words.js';
import { panelAliases, parseHash, problemList } from '../state.js';
import { hiddenLessons, readTeacherControls } from '../teacher-controls.js';

const t = words('page', strings);

/**
 * The lessons the page shows, in order: ?lessons=a,b,c, a course of those lessons in that order
 * (a SCORM package for one course, scripts/scorm.mjs --lessons; its score and completion count
 * their questions only); ?embed=ID, that one panel (<html class="embed">); else every lesson.
 * A check that hide= names (hide=check-before,check-after) is left out of a full page or a
 * course. Returns { visible, problems }.
 */
export function chooseLessons(panels, query, embedId) {
  const problems = [];
  const hidden = hiddenLessons(query);
  let visible = panels.filter((p) => !hidden.includes(p.id));
  const course = query.get('lessons');
  if (embedId === null && course !== null) {
    const chosen = [];
    const unknown = problemList(); // the first few names and how many more
    for (const name of course
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean)) {
      const panel = panels.find((p) => p.id === name);
      if (panel && !chosen.includes(panel) && !hidden.includes(panel.id)) chosen.push(panel);
      else if (!panel) unknown.add(() => t('noLesson', { name: name.slice(0, 40) }));
    }
    problems.push(...unknown.list());
    if (chosen.length) visible = chosen;
  }
  if (embedId !== null) {
    document.documentElement.classList.add('embed');
    const panel = panels.find((p) => p.id === embedId);
    if (panel) visible = [panel];
    else problems.push(t('noPanelToEmbed', { name: embedId.slice(0, 40) }));
  }
  return { visible, problems };
}

/**
 * The rest of the address for the lessons `visible`: { aliases, parsed, teacher, problems }.
 * parsed is parseHash's reading of the #link (its values, with ?lang= when the link names no
 * language), teacher readTeacherControls' (hide=, lock=, compact=).
 */
export function readAddress(query, { visible, embedded, table, panelIds }) {
  // An embedded panel also takes its settings under their labels (d_model=128): EMBEDDING.md.
  const aliases = embedded && visible.length === 1 ? panelAliases(visible[0]) : {};
  const parsed = parseHash(location.hash, table, panelIds, aliases);
  const problems = [...parsed.problems];
  const teacher = readTeacherControls(query, table, aliases); // hide=, lock=, compact=
  problems.push(...teacher.problems);
  // An embed snippet or a SCORM package names the language in the query (?lang=); a link's
  // #lang= wins over it.
  const queryLang = query.get('lang');
  if (queryLang !== null && !parsed.given.includes('lang')) {
    if (table.lang.options.includes(queryLang)) parsed.values.lang = queryLang;
    else problems.push(t('noLanguage', { lang: queryLang.slice(0, 20) }));
  }
  return { aliases, parsed, teacher, problems };
}
