// A learner's progress through the check-yourself questions, told to the page's parent window
// (a course page, or the SCORM package's launch page) as messages { source: 'embedding-lab',
// type, ... } beside those of embed-api.js (docs/EMBEDDING.md):
//   quiz-answered    { panel, question, correct }   question: 1-based number in the panel's card;
//                                                   correct: true | false, null for a question
//                                                   answered by "Show the answer"
//   panel-completed  { panel, score }   every question of the panel answered, once per panel;
//                                       score: share right at the first try (0 to 1) of the
//                                       questions with choices, null when it has none
//   progress         { panels: { [panel]: { questions, scored, answered, right, completed } },
//                      score, completed }   the whole page after every answer and at start:
//                      score (0 to 1, null before any scored question exists) counts first tries
//                      over every question with choices on the page; completed: every panel is
// Only the first answer to a question counts: trying again teaches, but does not raise a score.
import { isFramed, messageSource } from './embed-api.js';

function post(message) {
  window.parent.postMessage({ source: messageSource, ...message }, '*');
}

/**
 * Starts listening (call once, after the panels are mounted). Does nothing outside a frame.
 * Returns the progress object (also used by tests).
 */
export function startProgressEvents() {
  const panels = {};
  const first = new Map(); // "panel/question" -> the first answer's `correct`
  if (!isFramed()) return panels;

  // Counted from the cards on the page: each panel's card lists its questions.
  const count = () => {
    for (const section of document.querySelectorAll('section[data-panel]')) {
      const id = section.dataset.panel;
      const items = section.querySelectorAll('.quiz .quiz-item');
      if (!items.length) continue;
      panels[id] ??= { questions: 0, scored: 0, answered: 0, right: 0, completed: false };
      panels[id].questions = items.length;
      panels[id].scored = section.querySelectorAll('.quiz .quiz-item .quiz-choices').length;
    }
  };
  const summary = () => {
    const all = Object.values(panels);
    const scored = all.reduce((n, p) => n + p.scored, 0);
    const right = all.reduce((n, p) => n + p.right, 0);
    return {
      type: 'progress',
      panels: structuredClone(panels),
      score: scored ? right / scored : null,
      completed: all.length > 0 && all.every((p) => p.completed),
    };
  };

  document.addEventListener('quiz-answered', (event) => {
    const section = event.target.closest?.('section[data-panel]');
    if (!section) return;
    const panel = section.dataset.panel;
    const { question, correct } = event.detail;
    post({ type: 'quiz-answered', panel, question, correct });
    const key = `${panel}/${question}`;
    if (first.has(key)) return;
    first.set(key, correct);
    count();
    const p = panels[panel];
    p.answered += 1;
    if (correct === true) p.right += 1;
    if (!p.completed && p.answered >= p.questions) {
      p.completed = true;
      post({ type: 'panel-completed', panel, score: p.scored ? p.right / p.scored : null });
    }
    post(summary());
  });
  count();
  post(summary());
  return panels;
}
