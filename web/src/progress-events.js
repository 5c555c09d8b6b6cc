// A learner's progress through the check-yourself questions, told to the page's parent window
// (a course page, or the SCORM package's launch page) as messages { source: 'embedding-lab',
// type, ... } beside those of embed-api.js (docs/EMBEDDING.md):
//   quiz-answered    { panel, question, correct }   question: 1-based number in the panel's card;
//                                                   correct: true | false, null for a question
//                                                   answered by "Show the answer"
//   panel-completed  { panel, score }   every question of the panel answered, once per panel;
//                                       score: share right at the first try (0 to 1) of the
//                                       questions with choices, null when it has none
//   answer           { id, lesson, idea, check, response, pattern, result, first, weighting,
//                      latency, resumed }   every try at a question with choices, as it is made:
//                      id the question's (ideas.js questionId: lesson.tokenizer.q1,
//                      check.before.tokens), the same in every language; check 'before' |
//                      'after' | null; response and pattern the chosen and the right choice's ids
//                      (a, b, c… in the question's written order, never the letter shown); result
//                      'correct' | 'wrong'; first: the question's first try, the one a score
//                      counts; weighting 1 for a lesson's first try, else 0 (what it adds to the
//                      score); latency seconds since the question came into view or was last
//                      tried. Ids and results only: never a text the learner typed. The SCORM
//                      launch page writes each as a cmi.interactions.n (web/scorm/launch.html).
//   progress         { panels: { [panel]: { questions, scored, answered, right, completed } },
//                      score, completed, checks }   the whole page after every answer, after a
//                      reset and at start: score (0 to 1, null before any scored question
//                      exists) counts first tries over every question with choices on the page;
//                      completed: every panel is; the checks (panels/index.js) are in neither:
//                      checks: { ideas: [{ idea, before, after }] } (lesson-parts/checks/results.js ideaResults: true,
//                      false or null per first try), null on a page without them;
//                      resumed: true once the page applied its parent's `resume` (resume.js), so
//                      the answers counted are the LMS's, false before (this browser's)
// Only the first answer to a question counts: trying again teaches, but does not raise a score.
// Every count comes from the lessons' own question lists and the kept answers (ui/quiz.js), so a
// lesson not built yet still counts, and answers restored from an earlier visit or an LMS count
// without being announced again.
import { checkLessons, ideaResults } from './lesson-parts/checks/results.js';
import { isFramed, messageSource } from './embed-api.js';
import { isResumed } from './resume.js';
import { lessonScores } from './ui/quiz.js';

function post(message) {
  window.parent.postMessage({ source: messageSource, ...message }, '*');
}

/** The `answer` message for a quiz-answered event's detail in lesson `panel`, null for none. */
function answerMessage(panel, detail, check) {
  if (!detail.scored || typeof detail.id !== 'string') return null; // "Show the answer"
  return {
    type: 'answer',
    id: detail.id,
    lesson: panel,
    idea: detail.idea ?? null,
    check,
    response: detail.response,
    pattern: detail.pattern,
    result: detail.correct ? 'correct' : 'wrong',
    first: detail.first === true,
    weighting: detail.first === true && !check ? 1 : 0,
    latency: Number.isFinite(detail.latency) ? detail.latency : 0,
    resumed: isResumed(),
  };
}

/**
 * Starts listening, for lessons [{ id, questions, check? }] (the panels shown). Does nothing
 * outside a frame (returns null). Returns { refresh() }: call it when answers were restored, to
 * send the new totals (a restored answer sends no quiz-answered, and no panel-completed).
 */
export function startProgressEvents(shown) {
  if (!isFramed()) return null;
  const lessons = shown.filter((lesson) => !lesson.check); // what the score counts
  const checks = checkLessons(shown);
  const withChecks = Object.keys(checks).length > 0;
  const completed = new Set(); // lessons whose panel-completed was sent, or restored complete
  let scores = {};
  const count = () => {
    scores = lessonScores(lessons);
    return Object.entries(scores).filter(([, s]) => s.answered >= s.questions);
  };
  const summary = () => {
    const panels = {};
    let scored = 0;
    let right = 0;
    for (const [id, s] of Object.entries(scores)) {
      panels[id] = {
        questions: s.questions,
        scored: s.scored,
        answered: s.answered,
        right: s.right,
        completed: s.answered >= s.questions,
      };
      scored += s.scored;
      right += s.right;
    }
    const all = Object.values(panels);
    return {
      type: 'progress',
      panels,
      score: scored ? right / scored : null,
      completed: all.length > 0 && all.every((p) => p.completed),
      checks: withChecks ? { ideas: ideaResults(shown) } : null,
      resumed: isResumed(),
    };
  };
  const refresh = () => {
    for (const [id] of count()) completed.add(id);
    post(summary());
  };

  document.addEventListener('quiz-answered', (event) => {
    const section = event.target.closest?.('section[data-panel]');
    if (!section) return;
    const panel = section.dataset.panel;
    const { question, correct } = event.detail;
    post({ type: 'quiz-answered', panel, question, correct });
    const check = shown.find((lesson) => lesson.id === panel)?.check ?? null;
    const answer = answerMessage(panel, event.detail, check);
    if (answer) post(answer);
    for (const [id, s] of count()) {
      if (completed.has(id)) continue;
      completed.add(id);
      post({ type: 'panel-completed', panel: id, score: s.scored ? s.right / s.scored : null });
    }
    post(summary());
  });
  // Answers reset (one lesson's or the page's): the new totals.
  document.addEventListener('quiz-reset', () => {
    count();
    post(summary());
  });
  refresh();
  return { refresh };
}
