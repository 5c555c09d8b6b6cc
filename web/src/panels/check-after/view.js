// Lesson check-after, its view: what the check is for, and the gain per idea (lesson-parts/checks/results.js), from
// the first tries at both checks, kept up to date as the learner answers; an idea still missed
// links to the first lesson on it that the page shows (ideas.js).
import { h } from '../../base/dom.js';
import { ideaResults } from '../../lesson-parts/checks/results.js';
import { formatCount } from '../../format.js';
import { words } from '../../i18n/words.js';
import { ideas } from '../../ideas.js';
import { watchAnswers } from '../../ui/quiz.js';
import './check-after.css';
import { strings } from './strings.js';

const t = words('check-after', strings);

// Each idea's name, the key written out so the words' check finds it read.
const ideaNames = {
  tokens: () => t('ideaTokens'),
  bpe: () => t('ideaBpe'),
  embedding: () => t('ideaEmbedding'),
  sinusoidal: () => t('ideaSinusoidal'),
  relative: () => t('ideaRelative'),
  attention: () => t('ideaAttention'),
  heads: () => t('ideaHeads'),
  block: () => t('ideaBlock'),
  sampling: () => t('ideaSampling'),
  training: () => t('ideaTraining'),
};

const verdict = (result) => (result === null ? t('open') : result ? t('right') : t('missed'));

function gainWord(before, after) {
  if (after === null || before === null) return '';
  if (after) return before ? t('kept') : t('learned');
  return before ? t('slipped') : t('stillMissed');
}

/** The lessons on the page: the ones a "read again" link may name. */
const shownLessons = () =>
  new Set([...document.querySelectorAll('section[data-panel]')].map((s) => s.dataset.panel));

/** Under an idea still missed: the first lesson on the page that teaches it, as a link. */
function readAgain(idea, after, shown, lessons) {
  if (after !== false) return null;
  const lessonId = ideas.find((i) => i.id === idea).lessons.find((id) => shown.has(id));
  const lesson = lessons.find((p) => p.id === lessonId);
  if (!lesson) return null;
  const link = h('a', { href: `#panel=${lesson.id}` }, lesson.title);
  return h('span', { className: 'check-read' }, ...t.parts('readAgain', { lesson: link }));
}

function gainTable(withBefore, lessons) {
  const results = ideaResults(lessons.filter((p) => withBefore || p.check !== 'before'));
  const shown = shownLessons();
  const header = [t('ideaHeader'), ...(withBefore ? [t('beforeHeader')] : []), t('afterHeader')];
  if (withBefore) header.push(t('gainHeader'));
  const rows = results.map(({ idea, before, after }) =>
    h(
      'tr',
      { dataset: { idea, before: String(before), after: String(after) } },
      h('th', { scope: 'row' }, ideaNames[idea](), readAgain(idea, after, shown, lessons)),
      withBefore ? h('td', {}, verdict(before)) : null,
      h('td', {}, verdict(after)),
      withBefore ? h('td', {}, gainWord(before, after)) : null,
    ),
  );
  const count = (when) => results.filter((r) => r[when] === true).length;
  const total = (when) =>
    t('totalRight', { right: formatCount(count(when)), total: formatCount(results.length) });
  const gain = count('after') - count('before');
  const totals = h(
    'tr',
    { className: 'check-total' },
    h('th', { scope: 'row' }, t('total')),
    withBefore ? h('td', {}, total('before')) : null,
    h('td', {}, total('after')),
    withBefore
      ? h('td', {}, t('totalGain', { gain: `${gain > 0 ? '+' : ''}${formatCount(gain)}` }))
      : null,
  );
  return h(
    'table',
    { className: 'stats-table check-gain' },
    h('caption', {}, t('caption')),
    h('thead', {}, h('tr', {}, ...header.map((text) => h('th', { scope: 'col' }, text)))),
    h('tbody', {}, ...rows, totals),
  );
}

export function mount(section, { signal, lessons }) {
  const withBefore = shownLessons().has('check-before');
  const holder = h('div', { className: 'check-gain-holder' });
  section.append(
    h('p', { className: 'lead' }, t('lead')),
    h('p', {}, withBefore ? t('gainLead') : t('noBefore')),
    holder,
  );
  let due = false;
  const show = () => {
    due = false;
    holder.replaceChildren(gainTable(withBefore, lessons));
  };
  show();
  // Answers given, reset or restored (an LMS's) anywhere on the page change the table: once per
  // turn of the event loop, however many cards changed.
  watchAnswers(() => {
    if (!due) queueMicrotask(show);
    due = true;
  }, signal);
  section.dataset.status = 'ready';
}
