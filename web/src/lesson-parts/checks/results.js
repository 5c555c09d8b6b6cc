// The two checks' results per idea (ideas.js), read from the kept answers (ui/quiz.js), so a
// check not built yet, or answered on an earlier visit or restored by an LMS, counts: the first
// try of each check's question on the idea. The check after the lessons shows the gain from them
// (panels/check-after), a course page and an LMS hear them (progress-events.js: one objective
// per idea in SCORM, web/scorm/launch.html).
import { ideas } from '../../ideas.js';
import { keptAnswers, questionKey } from '../../ui/quiz.js';

/** The lessons of `lessons` that are checks, by when: { before, after } (either may be absent). */
export function checkLessons(lessons) {
  return Object.fromEntries(lessons.filter((l) => l.check).map((l) => [l.check, l]));
}

/** A question's first try as kept: true (right), false (wrong) or null (not answered yet). */
function firstTry(kept, lessonId, q) {
  const lesson = kept && Object.hasOwn(kept, lessonId) ? kept[lessonId] : null;
  const key = questionKey(q.english ?? q.question);
  const a = lesson && Object.hasOwn(lesson, key) ? lesson[key] : null;
  if (!Number.isInteger(a?.first)) return null;
  return a.first === q.answer;
}

/**
 * Per idea, in ideas.js's order, the first try at each check's question on it: [{ idea,
 * before, after }] with true, false or null (not answered, or no such check on the page).
 */
export function ideaResults(lessons) {
  const kept = keptAnswers();
  const checks = checkLessons(lessons);
  const result = (when, idea) => {
    const lesson = checks[when];
    const q = lesson?.questions.find((question) => question.idea === idea);
    return q ? firstTry(kept, lesson.id, q) : null;
  };
  return ideas.map(({ id }) => ({
    idea: id,
    before: result('before', id),
    after: result('after', id),
  }));
}
