// Teacher controls in the link (docs/EMBEDDING.md), read from the query string so they survive
// the page rewriting its hash as settings change:
//   ?embed=pe-sinusoidal&hide=quiz,downloads,base&lock=d_model&compact=1#pe_d=64
//   hide=    prose | quiz | downloads | a setting's name: those parts are not shown;
//            check-before | check-after: that check is left out of the page (page/address.js)
//   lock=    settings shown with their value but fixed (the controls are disabled)
//   compact=1  the figure and its controls only: no prose, quiz, downloads, data tables, nor the
//              extra figures further down the lesson
// The parts are found by the classes every panel already uses (.quiz, .chart-tools) and a
// setting's controls by their key (data-setting), in every language. A lock holds against links,
// resumes, the host's messages and the controls; not against a learner who edits the link and
// gets the full lesson back, which is fine.

import { words } from './i18n/words.js';
import { problemList } from './state.js';
import { strings } from './base/strings.js';

const t = words('page', strings);
const parts = ['prose', 'quiz', 'downloads'];
/** The lessons hide= may leave out: the two checks (panels/index.js). */
const hideableLessons = ['check-before', 'check-after'];

/** The lessons `query`'s hide= leaves out (hideableLessons only). */
export function hiddenLessons(query) {
  return names(query.get('hide')).filter((name) => hideableLessons.includes(name));
}

function names(raw) {
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Reads hide/lock/compact from `query` (URLSearchParams) against the settings table (and the
 * embedded panel's label aliases). Returns { hide: Set of parts, controls: Set of setting keys to
 * hide, lock: Set of setting keys, compact, problems: [text] } where a name that is neither a
 * part nor a setting becomes a problem, never an error (the first few of hide= and of lock=, and
 * how many more: state.js problemList).
 */
export function readTeacherControls(query, table, aliases = {}) {
  const unknown = { hide: problemList(), lock: problemList() };
  const settingKey = (name, what) => {
    // Own properties only: __proto__, constructor or toString are in every object, not settings.
    const key = Object.hasOwn(table, name) ? name : Object.hasOwn(aliases, name) && aliases[name];
    if (key && Object.hasOwn(table, key)) return key;
    const named = { name: name.slice(0, 40) };
    unknown[what].add(() =>
      what === 'hide' ? t('hideNoSetting', named) : t('lockNoSetting', named),
    );
    return null;
  };
  const problems = [];
  const hide = new Set();
  const controls = new Set();
  for (const name of names(query.get('hide'))) {
    if (parts.includes(name)) hide.add(name);
    else if (!hideableLessons.includes(name)) {
      const key = settingKey(name, 'hide');
      if (key) controls.add(key);
    }
  }
  const lock = new Set();
  for (const name of names(query.get('lock'))) {
    const key = settingKey(name, 'lock');
    if (key) lock.add(key);
  }
  problems.push(...unknown.hide.list(), ...unknown.lock.list());
  const compactRaw = query.get('compact');
  const compact = compactRaw === '1' || compactRaw === 'true';
  if (compactRaw !== null && !compact && compactRaw !== '0' && compactRaw !== 'false')
    problems.push(t('compactNotBoolean', { value: compactRaw.slice(0, 20) }));
  if (compact) for (const part of parts) hide.add(part);
  return { hide, controls, lock, compact, problems };
}

// The elements holding the control for a setting: every one marked with its key
// (data-setting="KEY", ui/controls.js settingControl and the few controls built by hand), never
// its label, so a lock or a hide holds in every language and whatever words a lesson shows.
export function controlsFor(section, key) {
  return [...section.querySelectorAll('[data-setting]')].filter((c) => c.dataset.setting === key);
}

/** The keys of the settings whose controls `section` shows, in the order they appear. */
export function settingsIn(section) {
  return [
    ...new Set([...section.querySelectorAll('[data-setting]')].map((c) => c.dataset.setting)),
  ];
}

// compact: keeps the section's heading, its first figure and everything before it (the
// controls; the prose and formulas there are hidden by styles.css), and hides what follows. A
// figure is drawn (canvas, svg outside a formula) or is one of the lessons' HTML figures.
const figures =
  'canvas, figure, svg:not(.katex svg), .figure-row, .byte-view, .pos-figure, .positions-results';

function compactSection(section) {
  const children = [...section.children];
  let first = children.findIndex((c) => c.matches(figures) || c.querySelector(figures));
  if (first < 0) first = children.length;
  children.forEach((child, i) => {
    if (i > first && !child.matches('[role=alert], .notice'))
      child.dataset.teacherHidden = 'compact';
  });
}

/**
 * Applies the controls to the mounted sections (call again after every mount). owners: setting
 * key -> the id of the panel that declares it (shared settings have none). Sets
 * <html data-hide="..."> for the CSS rules of styles.css, hides named controls, disables locked
 * ones (with a note saying why) and, for compact, keeps the figure and its controls.
 */
export function applyTeacherControls(sections, controls, owners = {}) {
  const root = document.documentElement;
  if (controls.hide.size) root.dataset.hide = [...controls.hide].join(' ');
  if (controls.compact) root.dataset.compact = '1';
  // A panel's own setting is looked for in that panel only (two lessons may both have a control
  // labelled "weights"); a shared setting (the text, the random seed) in every panel.
  const ours = (key, section) => !owners[key] || owners[key] === section.dataset.panel;
  for (const section of sections) {
    if (controls.compact) compactSection(section);
    for (const key of controls.controls) {
      if (!ours(key, section)) continue;
      for (const control of controlsFor(section, key)) {
        control.dataset.teacherHidden = key;
      }
    }
    for (const key of controls.lock) {
      if (!ours(key, section)) continue;
      for (const control of controlsFor(section, key)) {
        control.dataset.locked = key;
        for (const input of control.querySelectorAll('input, select, textarea, button'))
          input.disabled = true;
        if (!control.querySelector('.locked-note'))
          control.append(
            Object.assign(document.createElement('p'), {
              className: 'control-hint locked-note',
              textContent: t('fixedByTeacher'),
            }),
          );
      }
    }
    // A shortcut that sets a locked setting (a preset button says which: data-sets="norm_eps")
    // is disabled with it.
    for (const button of section.querySelectorAll('[data-sets]'))
      if (
        button.dataset.sets.split(' ').some((key) => controls.lock.has(key) && ours(key, section))
      ) {
        button.disabled = true;
        button.title = t('fixedByTeacher');
      }
  }
}
