// The check-yourself card that closes every panel: each question is answered by the learner
// (choices or "show answer"), then explained. Works from the keyboard.
//   Answer positions: questions are written with the right answer anywhere; the card places it
//   (arrangeChoices) so that within a card the right answers fall on different letters and over
//   the page they spread evenly (tests/browser/teaching.test.mjs checks both), the same in the
//   full page and in an embedded panel.
//   Score: a question counts as right when its first answer was right; each card shows its
//   score and the page header the total (quizScoreLine).
//   Answers are kept in localStorage per lesson and question, and restored on reload; each card
//   and the page can reset them. Where storage is refused (a sandboxed frame) they last until
//   the page closes.
import { h } from './dom.js';

const storageKey = 'embedding-lab.quiz.v1';
let memory = {}; // the answers when localStorage cannot be used

function readAll() {
  try {
    const raw = window.localStorage.getItem(storageKey);
    const parsed = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    return memory;
  }
}

function writeAll(all) {
  memory = all;
  try {
    window.localStorage.setItem(storageKey, JSON.stringify(all));
  } catch {
    // Storage refused (sandboxed frame, private mode, full): answers last until the page closes.
  }
}

/** A short stable key for a question's text (answers stay with their question if others move). */
function textKey(text) {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16777619);
  return (hash >>> 0).toString(36);
}

/**
 * Where each choice question's right answer is shown. Within a card, each question takes the
 * place its right answer has been given least so far (among the places it has), trying places
 * in turn from a start derived from the card's first question: a card's answers spread over the
 * letters, and different cards start at different letters, so the page's do too. Returns, per
 * question, the order of its choices as indices into q.choices (null without choices).
 */
export function arrangeChoices(questions) {
  const start = questions.length ? parseInt(textKey(questions[0].question), 36) % 12 : 0;
  const used = [];
  let k = 0;
  return questions.map((q) => {
    if (!q.choices) return null;
    const n = q.choices.length;
    const first = (start + k++) % n;
    let place = first;
    for (let step = 0; step < n; step++) {
      const p = (first + step) % n;
      if ((used[p] ?? 0) < (used[place] ?? 0)) place = p;
    }
    used[place] = (used[place] ?? 0) + 1;
    const others = q.choices.map((_, i) => i).filter((i) => i !== q.answer);
    return [...others.slice(0, place), q.answer, ...others.slice(place)];
  });
}

const cards = new Set(); // live cards, for "Reset all answers"
const pageListeners = new Set();
const notifyPage = () => pageListeners.forEach((f) => f());

/**
 * { right, answered, total } over every lesson of the page, built or not: lessons are
 * [{ id, questions }] (each panel module's list) and the answers are the kept ones, which every
 * card saves as it is answered. A lesson mounts only when it comes near the viewport, so counting
 * the cards on the page would leave out the lessons below and the answers of earlier visits.
 */
function pageScore(lessons) {
  const kept = readAll();
  const sum = { right: 0, answered: 0, total: 0 };
  for (const { id, questions } of lessons) {
    for (const q of questions) {
      if (!q.choices) continue;
      sum.total += 1;
      const first = kept[id]?.[textKey(q.question)]?.first;
      if (first === undefined) continue;
      sum.answered += 1;
      if (first === q.answer) sum.right += 1;
    }
  }
  return sum;
}

const letters = 'ABCDEFGH';
let nextId = 0;

/**
 * questions: [{ question, choices?: [text...], answer: index into choices, explanation }]
 * Returns the card element.
 */
export function checkYourself(questions) {
  // A group, not a landmark: every panel has one, and landmarks must be told apart by name.
  const headingId = `quiz-${nextId++}`;
  const scoreLine = h('p', { className: 'quiz-score', 'aria-live': 'polite' });
  const resetButton = h('button', { type: 'button', className: 'quiz-reset' }, 'Reset answers');
  const card = h(
    'div',
    { className: 'quiz', role: 'group', 'aria-labelledby': headingId },
    h('h3', { id: headingId }, 'Check yourself'),
  );
  const orders = arrangeChoices(questions);
  const keys = questions.map((q) => textKey(q.question));
  let answers = {}; // key -> { first, last } (choice indices into q.choices) or { revealed }
  let lesson = null; // the panel id, known once the card is on the page

  const save = () => {
    if (!lesson) return;
    const all = readAll();
    if (Object.keys(answers).length) all[lesson] = answers;
    else delete all[lesson];
    writeAll(all);
  };

  const items = questions.map((q, qi) => {
    const item = h(
      'div',
      { className: 'quiz-item' },
      h('p', { className: 'quiz-question' }, `${qi + 1}. ${q.question}`),
    );
    const feedback = h('p', { className: 'quiz-feedback', role: 'status', hidden: true });
    const explain = (prefix) => {
      feedback.textContent = `${prefix}${q.explanation}`;
      feedback.hidden = false;
    };
    // The one point where a learner's answer leaves the card (not a restored one): correct is
    // true | false for a choice, null for "show the answer". progress-events.js turns it into
    // messages for a course page.
    const announce = (correct) =>
      item.dispatchEvent(
        new CustomEvent('quiz-answered', {
          bubbles: true,
          detail: { question: qi + 1, text: q.question, correct, scored: Boolean(q.choices) },
        }),
      );
    const view = { show: null, clear: null };
    if (q.choices) {
      const group = h('div', {
        className: 'quiz-choices',
        role: 'group',
        'aria-label': `Answers to question ${qi + 1}`,
      });
      const buttons = orders[qi].map((ci, place) =>
        h(
          'button',
          {
            type: 'button',
            className: 'quiz-choice',
            dataset: { choice: String(ci), right: String(ci === q.answer) },
            onClick: () => {
              const previous = answers[keys[qi]];
              answers[keys[qi]] = { first: previous?.first ?? ci, last: ci };
              view.show(ci);
              save();
              update();
              announce(ci === q.answer);
            },
          },
          h('span', { className: 'quiz-letter', 'aria-hidden': 'true' }, `${letters[place]} `),
          q.choices[ci],
        ),
      );
      group.append(...buttons);
      item.append(group);
      view.show = (ci) => {
        buttons.forEach((b) => {
          b.classList.remove('right', 'wrong');
          b.removeAttribute('aria-pressed');
        });
        const button = buttons[orders[qi].indexOf(ci)];
        if (!button) return;
        button.classList.add(ci === q.answer ? 'right' : 'wrong');
        button.setAttribute('aria-pressed', 'true');
        explain(
          ci === q.answer
            ? 'Right. '
            : `Not quite: the answer is ${letters[orders[qi].indexOf(q.answer)]}, “${q.choices[q.answer]}”. `,
        );
      };
      view.clear = () => {
        buttons.forEach((b) => {
          b.classList.remove('right', 'wrong');
          b.removeAttribute('aria-pressed');
        });
        feedback.hidden = true;
      };
    } else {
      item.append(
        h(
          'button',
          {
            type: 'button',
            className: 'quiz-reveal',
            onClick: () => {
              answers[keys[qi]] = { revealed: true };
              explain('');
              save();
              update();
              announce(null);
            },
          },
          'Show the answer',
        ),
      );
      view.show = () => explain('');
      view.clear = () => (feedback.hidden = true);
    }
    item.append(feedback, printedAnswer(q, orders[qi]));
    card.append(item);
    return view;
  });
  card.append(
    h('div', { className: 'quiz-footer' }, scoreLine, resetButton, printAnswersToggle()),
    h(
      'p',
      { className: 'quiz-print-note' },
      'Answers are not printed: tick “Print with answers” under the questions to include them.',
    ),
  );

  const choiceCount = questions.filter((q) => q.choices).length;
  const score = () => {
    let right = 0;
    let answered = 0;
    questions.forEach((q, qi) => {
      const a = answers[keys[qi]];
      if (!q.choices || !a || a.first === undefined) return;
      answered += 1;
      if (a.first === q.answer) right += 1;
    });
    return { right, answered, total: choiceCount };
  };
  function update() {
    const s = score();
    card.dataset.score = String(s.right);
    card.dataset.answered = String(s.answered);
    scoreLine.textContent =
      s.total === 0
        ? ''
        : `Score: ${s.right} of ${s.total} right at the first try${s.answered < s.total ? ` (${s.total - s.answered} not answered yet)` : ''}.`;
    resetButton.hidden = Object.keys(answers).length === 0;
    notifyPage();
  }
  const apply = () => {
    questions.forEach((q, qi) => {
      const a = answers[keys[qi]];
      if (!a) items[qi].clear();
      else if (q.choices && a.last !== undefined) items[qi].show(a.last);
      else if (!q.choices && a.revealed) items[qi].show();
    });
    update();
  };
  const entry = {
    element: card,
    score,
    reset() {
      answers = {};
      save();
      apply();
    },
    reload() {
      answers = lesson ? { ...(readAll()[lesson] ?? {}) } : {};
      apply();
    },
  };
  resetButton.addEventListener('click', () => entry.reset());
  // Forget the cards of earlier mounts (a re-mounted panel), so they do not outlive their page.
  for (const old of cards) if (!old.element.isConnected) cards.delete(old);
  cards.add(entry);
  update();
  // The panel appends the card before its mount returns: then the lesson is known, and the
  // answers kept for it are shown.
  queueMicrotask(() => {
    lesson = card.closest('section[data-panel]')?.dataset.panel ?? null;
    entry.reload();
  });
  return card;
}

// Printing (print.css): the questions print without their answers unless the page has the class
// print-answers, which every card's "Print with answers" box sets for the whole page.
const printAnswersClass = 'print-answers';

/** The answer and its explanation as printed with answers (hidden on screen). */
function printedAnswer(q, order) {
  const answer = q.choices
    ? `Answer: ${letters[order.indexOf(q.answer)]}, “${q.choices[q.answer]}”. `
    : 'Answer: ';
  return h('p', { className: 'quiz-print-answer' }, answer, q.explanation);
}

function printAnswersToggle() {
  const input = h('input', { type: 'checkbox', className: 'print-answers-toggle' });
  input.checked = document.documentElement.classList.contains(printAnswersClass);
  input.addEventListener('change', () => {
    document.documentElement.classList.toggle(printAnswersClass, input.checked);
    for (const other of document.querySelectorAll('input.print-answers-toggle'))
      other.checked = input.checked;
  });
  return h('label', { className: 'check quiz-print-toggle' }, input, ' Print with answers');
}

/** The page's score line over lessons [{ id, questions }], with a reset for every lesson. */
export function quizScoreLine(lessons) {
  const text = h('span', { 'aria-live': 'polite' });
  const reset = h('button', { type: 'button', className: 'quiz-reset-all' }, 'Reset all answers');
  const element = h('p', { className: 'quiz-page-score' }, text, ' ', reset);
  const show = () => {
    const s = pageScore(lessons);
    element.dataset.score = String(s.right);
    element.dataset.total = String(s.total);
    text.textContent = `Check-yourself score: ${s.right} of ${s.total} right at the first try (${s.answered} answered).`;
    reset.hidden = s.answered === 0 && !Object.keys(readAll()).length;
  };
  reset.addEventListener('click', () => {
    writeAll({});
    for (const card of cards) card.reset();
    show();
  });
  pageListeners.add(show);
  queueMicrotask(show);
  return element;
}
