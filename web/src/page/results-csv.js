// A learner's own results as a CSV file, "Download my results" beside the page's score: one row
// per question of the lessons shown, the checks' too, from the kept answers (ui/quiz.js), in the
// ids an LMS's reports use (ideas.js, docs/EMBEDDING.md "Every answer"). The column names are
// data, the same in every language; the question and the answers are in the page's language.
//   question_id    lesson.<lesson>.q<n> | check.before.<idea> | check.after.<idea>
//   lesson, idea   the lesson it is in and the idea it tests
//   question       its text
//   first_choice   the id of the first choice made (a, b, c… in the lesson's own order, not the
//                  letter shown), first_answer its text, first_result correct | wrong; a question
//                  answered by "Show the answer" has first_result shown; one not answered, blanks
//   last_choice, last_result   the choice made last (the same as the first after one try)
//   right_choice, right_answer the right choice's id and text
import { h } from '../base/dom.js';
import { downloadFile } from '../base/download.js';
import { strings } from '../base/strings.js';
import { words } from '../i18n/words.js';
import { keptAnswers, questionKey, watchAnswers } from '../ui/quiz.js';

const t = words('page', strings);

const columns = [
  'question_id',
  'lesson',
  'idea',
  'question',
  'first_choice',
  'first_answer',
  'first_result',
  'last_choice',
  'last_result',
  'right_choice',
  'right_answer',
];

/** A CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break. */
const field = (value) => {
  const text = String(value ?? '');
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const own = (object, key) =>
  object && typeof object === 'object' && Object.hasOwn(object, key) ? object[key] : undefined;

function row(lesson, q, kept) {
  const a = own(own(kept, lesson.id), questionKey(q.english ?? q.question));
  const result = (ci) => (ci === q.answer ? 'correct' : 'wrong');
  const chosen = (ci) =>
    Number.isInteger(ci) && q.choices?.[ci] !== undefined
      ? [q.choiceIds[ci], q.choices[ci], result(ci)]
      : ['', '', ''];
  const [firstChoice, firstAnswer, firstResult] = chosen(a?.first);
  const [lastChoice, , lastResult] = chosen(a?.last ?? a?.first);
  return [
    q.id,
    lesson.id,
    q.idea ?? '',
    q.question,
    firstChoice,
    firstAnswer,
    a?.revealed ? 'shown' : firstResult,
    lastChoice,
    lastResult,
    q.choices ? q.choiceIds[q.answer] : '',
    q.choices ? q.choices[q.answer] : '',
  ];
}

/** The CSV text for lessons [{ id, questions }] (the page's, in its language). */
function resultsCsv(lessons) {
  const kept = keptAnswers();
  const rows = lessons.flatMap((lesson) =>
    (lesson.questions ?? []).map((q) => row(lesson, q, kept)),
  );
  return [columns, ...rows].map((cells) => cells.map(field).join(',')).join('\r\n') + '\r\n';
}

/** The "Download my results" button, for the lessons shown; a hint when a frame may block it. */
export function resultsDownload(lessons) {
  const hint = h('span', { className: 'results-hint', role: 'status' });
  const button = h(
    'button',
    { type: 'button', className: 'results-download' },
    t('downloadResults'),
  );
  button.addEventListener('click', () => {
    const blob = new Blob([resultsCsv(lessons)], { type: 'text/csv;charset=utf-8' });
    hint.textContent = downloadFile('embedding-lab-results.csv', blob);
  });
  // The page's words are said again when its language changes (refreshScores).
  watchAnswers(() => {
    button.textContent = t('downloadResults');
  });
  return h('p', { className: 'quiz-page-score results' }, button, ' ', hint);
}
