// The check-yourself card that closes every panel: each question is answered by the learner
// (choices or "show answer"), then explained. Works from the keyboard.
//   Answer positions: questions are written with the right answer anywhere; arrangePage places
//   every answer of the page at once (arrangeChoices), so that always answering one letter scores
//   no more than guessing (tests/wasm/quiz-arrange.test.mjs, tests/browser/teaching.test.mjs),
//   the same in the full page and in an embedded panel.
//   Score: a question counts as right when its first answer was right; each card shows its
//   score and the page header the total (quizScoreLine).
//   Answers are kept in localStorage per lesson and question, and restored on reload; each card
//   and the page can reset them. Where storage is refused (a sandboxed frame) they last until
//   the page closes. Answers an LMS hands back (restoreAnswers with local: false) are the LMS's:
//   from then on the page keeps them, and the new ones, in memory only (the LMS stores them), and
//   this browser's own answers are neither shown nor changed.
import { words } from '../i18n/words.js';
import { h } from '../base/dom.js';
import { strings } from '../base/strings.js';

const t = words('page', strings);

const storageKey = 'embedding-lab.quiz.v1';
let memory = {}; // the answers when localStorage cannot be used, or must not be (an LMS's)
let local = true; // false once an LMS's answers replaced this browser's

/** The own entry `key` of an object (never one from its prototype: a lesson named constructor). */
const own = (object, key) =>
  object && typeof object === 'object' && Object.hasOwn(object, key) ? object[key] : undefined;

function readAll() {
  if (!local) return memory;
  try {
    const raw = window.localStorage.getItem(storageKey);
    const parsed = raw ? JSON.parse(raw) : {};
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {};
  } catch {
    return memory;
  }
}

function writeAll(all) {
  memory = all;
  if (!local) return;
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

// A question's key is its English text's (panels/index.js keeps it as `english`), so answers
// and the arrangement of choices stay with a question in every language.
const keyOf = (q) => textKey(q.english ?? q.question);

/**
 * Where each choice question's right answer is shown, for a list of questions in reading order.
 * A learner who always picks one letter must score no more than one who guesses: a guess at a
 * question with n choices is right 1/n of the time. First, how many right answers each letter
 * takes from the questions of each size: the questions with the most choices go first, each to
 * the letter holding fewest so far, the later letter on a tie, since only they can fill C and D;
 * then A and B are left for the two-choice questions, and no letter holds a whole question more
 * than guessing earns. Then each size's letters are dealt to its questions in an order drawn by
 * chance, so a letter may come twice in a card, as a die would throw it; of the first draws (a
 * fixed seed, so every page and language shows the same letters), the first in which a learner
 * who never picks a letter already right in the card scores no more than guessing is kept
 * (tests/wasm/quiz-arrange.test.mjs). cards[i] is the card of question i.
 * Returns, per question, the order of its choices as indices into q.choices (null without).
 */
export function arrangeChoices(questions, cards = questions.map(() => 0)) {
  const shares = letterShares(questions);
  const random = seededRandom(0x5eed);
  let places = null;
  for (let draw = 0; draw < 64; draw++) {
    places = dealLetters(questions, shares, random);
    if (avoidingRepeats(questions, cards, places) <= guessing(questions)) break;
  }
  return questions.map((q, index) => {
    if (!q.choices) return null;
    const place = places[index];
    const others = q.choices.map((_, i) => i).filter((i) => i !== q.answer);
    return [...others.slice(0, place), q.answer, ...others.slice(place)];
  });
}

// size -> the right answers each letter takes among the questions of that size.
function letterShares(questions) {
  const sizes = questions.filter((q) => q.choices).map((q) => q.choices.length);
  const held = [];
  const shares = new Map();
  for (const n of [...sizes].sort((x, y) => y - x)) {
    let place = n - 1;
    for (let p = n - 2; p >= 0; p--) if ((held[p] ?? 0) < (held[place] ?? 0)) place = p;
    held[place] = (held[place] ?? 0) + 1;
    if (!shares.has(n)) shares.set(n, new Array(n).fill(0));
    shares.get(n)[place] += 1;
  }
  return shares;
}

// Each question's letter, -1 without choices: each size's letters in a shuffled order (Fisher-Yates).
function dealLetters(questions, shares, random) {
  const decks = new Map();
  for (const [n, share] of shares) {
    const deck = share.flatMap((count, letter) => new Array(count).fill(letter));
    for (let i = deck.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [deck[i], deck[j]] = [deck[j], deck[i]];
    }
    decks.set(n, deck);
  }
  return questions.map((q) => (q.choices ? decks.get(q.choices.length).pop() : -1));
}

/** The score a guess expects: 1/n for each question with n choices. */
export const guessing = (questions) =>
  questions.reduce((sum, q) => sum + (q.choices ? 1 / q.choices.length : 0), 0);

/**
 * The score expected by a learner who, in each card, guesses among the letters not yet right in
 * that card (among all of them once none is left): places[i] is question i's right letter.
 */
export function avoidingRepeats(questions, cards, places) {
  const seen = new Map(); // card -> letters right so far
  let score = 0;
  questions.forEach((q, i) => {
    if (!q.choices) return;
    if (!seen.has(cards[i])) seen.set(cards[i], new Set());
    const used = seen.get(cards[i]);
    const fresh = q.choices.map((_, p) => p).filter((p) => !used.has(p));
    const pool = fresh.length ? fresh : q.choices.map((_, p) => p);
    if (pool.includes(places[i])) score += 1 / pool.length;
    used.add(places[i]);
  });
  return score;
}

// A small seeded generator (mulberry32): the same numbers in every browser.
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

// The page's arrangement, by question key: every card takes its questions' orders from it, so
// the letters balance over the whole page and a lesson shows the same letters embedded alone.
let pageOrders = null;

/** Arranges the choices of every lesson of the page, [{ questions }] in reading order, at once. */
export function arrangePage(lessons) {
  const all = lessons.flatMap((lesson) => lesson.questions ?? []);
  const cards = lessons.flatMap((lesson, card) => (lesson.questions ?? []).map(() => card));
  const orders = arrangeChoices(all, cards);
  pageOrders = new Map(all.map((q, i) => [keyOf(q), orders[i]]));
}

/** A card's orders, from the page's arrangement; a card outside it is arranged alone. */
export function cardOrders(questions) {
  const known = questions.map((q) => pageOrders?.get(keyOf(q)));
  const fits = (order, q) => (q.choices ? order?.length === q.choices.length : order === null);
  return questions.every((q, i) => fits(known[i], q)) ? known : arrangeChoices(questions);
}

const cards = new Set(); // live cards, for "Reset all answers"
const pageListeners = new Set();
const notifyPage = () => pageListeners.forEach((f) => f());
/** Shows the page's score line again (in a new language, say). */
export const refreshScores = notifyPage;

/** Calls listener() whenever kept answers change (answered, reset, restored), until `signal`. */
export function watchAnswers(listener, signal) {
  pageListeners.add(listener);
  signal?.addEventListener('abort', () => pageListeners.delete(listener), { once: true });
}

/**
 * Each lesson's answers as kept, over lessons [{ id, questions }] (each panel module's list),
 * built or not: { [id]: { questions, scored, answered, tried, right } }: scored counts the
 * questions with choices, answered every question answered (a choice or "Show the answer"), tried
 * the choice questions answered and right those whose first answer was right. A lesson mounts only when it comes near the viewport, so counting the cards
 * on the page would leave out the lessons below and the answers of earlier visits.
 */
export function lessonScores(lessons) {
  const kept = readAll();
  const scores = {};
  for (const { id, questions = [] } of lessons) {
    const s = { questions: questions.length, scored: 0, answered: 0, tried: 0, right: 0 };
    for (const q of questions) {
      const a = own(own(kept, id), keyOf(q));
      const answered = q.choices ? a?.first !== undefined : Boolean(a?.revealed);
      if (answered) s.answered += 1;
      if (!q.choices) continue;
      s.scored += 1;
      if (answered) s.tried += 1;
      if (a?.first === q.answer) s.right += 1;
    }
    if (s.questions) scores[id] = s;
  }
  return scores;
}

/** { right, answered, total } over the choice questions of every lesson of the page. */
function pageScore(lessons) {
  const sum = { right: 0, answered: 0, total: 0 };
  for (const s of Object.values(lessonScores(lessons))) {
    sum.total += s.scored;
    sum.right += s.right;
    sum.answered += s.tried;
  }
  return sum;
}

/**
 * Every kept answer, { [lesson]: { [question key]: { first, last } | { revealed: true } } }:
 * what an LMS stores to resume (resume.js). The keys are the questions' text keys.
 */
export function keptAnswers() {
  return structuredClone(readAll());
}

/**
 * Replaces every kept answer with `all` (keptAnswers' form, from an LMS) and shows them on the
 * cards, without announcing them: a restored answer is not a new one (no quiz-answered event).
 * local: false keeps them, and every later answer, in this page's memory only: an LMS's answers
 * are its learner's, not this browser's (another learner's, another course's on the same site).
 */
export function restoreAnswers(all, { local: keepLocally = true } = {}) {
  if (!keepLocally) local = false;
  writeAll(structuredClone(all));
  for (const card of cards) if (card.element.isConnected) card.reload();
  notifyPage();
}

/** The key of a question in keptAnswers (for a resume test or a store that names them). */
export { textKey as questionKey };

const letters = 'ABCDEFGH';
let nextId = 0;

/**
 * questions: [{ question, choices?: [text...], answer: index into choices, explanation }]
 * Returns the card element.
 */
export function checkYourself(questions) {
  const { card, scoreLine, resetButton } = cardFrame();
  const orders = cardOrders(questions);
  const keys = questions.map(keyOf);
  let answers = {}; // key -> { first, last } (choice indices into q.choices) or { revealed }
  let lesson = null; // the panel id, known once the card is on the page

  const save = () => keepAnswers(lesson, answers);
  // Shows question qi as its kept answer has it: the choice last made, the answer shown, or none.
  const showKept = (qi) => {
    const a = answers[keys[qi]];
    if (!a) items[qi].clear();
    else if (questions[qi].choices && a.last !== undefined) items[qi].show(a.last);
    else if (!questions[qi].choices && a.revealed) items[qi].show();
  };
  // The learner answered question qi: change(kept answer) is the answer now. A first try is one
  // to a question without a kept first answer (the one the score counts).
  const answered = (qi) => (change, correct, choice) => {
    const first = answers[keys[qi]]?.first === undefined && !answers[keys[qi]]?.revealed;
    answers[keys[qi]] = change(answers[keys[qi]]);
    showKept(qi);
    save();
    update();
    items[qi].announce(correct, { choice, first, latency: seen.took(qi) });
  };
  const seen = watchSeen(card, questions.length);
  const items = questions.map((q, qi) => questionItem(q, qi, orders[qi], answered(qi)));
  seen.observe(items.map((item) => item.element));
  card.append(
    ...items.map((item) => item.element),
    h('div', { className: 'quiz-footer' }, scoreLine, resetButton, printAnswersToggle()),
    h('p', { className: 'quiz-print-note' }, t('printNote')),
  );

  const score = () => cardScore(questions, keys, answers);
  function update() {
    const s = score();
    Object.assign(card.dataset, { score: String(s.right), answered: String(s.answered) });
    scoreLine.textContent = scoreText(s);
    resetButton.hidden = Object.keys(answers).length === 0;
    notifyPage();
  }
  function apply() {
    questions.forEach((_, qi) => showKept(qi));
    update();
  }
  const entry = {
    element: card,
    score,
    stop: seen.stop, // no longer watching for its questions to come into view
    // quiet: the page's reset of every card says so once (quizScoreLine).
    reset({ quiet = false } = {}) {
      answers = {};
      save();
      apply();
      if (!quiet) card.dispatchEvent(new CustomEvent('quiz-reset', { bubbles: true }));
    },
    reload() {
      answers = lesson ? { ...(own(readAll(), lesson) ?? {}) } : {};
      apply();
    },
  };
  resetButton.addEventListener('click', () => entry.reset());
  // Forget the cards of earlier mounts (a re-mounted panel), so they do not outlive their page.
  for (const old of cards)
    if (!old.element.isConnected) {
      old.stop();
      cards.delete(old);
    }
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

/**
 * When each of a card's questions came into view, and was last answered: took(qi) gives the
 * seconds since the later of the two (an answer's latency), then starts again from now. A
 * question never seen in view (a browser without IntersectionObserver) counts from the card's
 * making.
 */
function watchSeen(card, n) {
  const made = performance.now();
  const since = new Array(n).fill(null);
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            const qi = Number(entry.target.dataset.question);
            if (!entry.isIntersecting) continue;
            if (since[qi] === null) since[qi] = performance.now();
            observer.unobserve(entry.target); // seen once is enough
          }
        })
      : null;
  return {
    observe(elements) {
      elements.forEach((element, qi) => {
        element.dataset.question = String(qi);
        observer?.observe(element);
      });
    },
    stop: () => observer?.disconnect(),
    took(qi) {
      const now = performance.now();
      const seconds = (now - (since[qi] ?? made)) / 1000;
      since[qi] = now;
      return Math.max(0, seconds);
    },
  };
}

/** A card's frame: the card with its heading, its score line and its reset button. */
function cardFrame() {
  // A group, not a landmark: every panel has one, and landmarks must be told apart by name.
  const headingId = `quiz-${nextId++}`;
  const card = h(
    'div',
    { className: 'quiz', role: 'group', 'aria-labelledby': headingId },
    h('h3', { id: headingId }, t('checkYourself')),
  );
  return {
    card,
    scoreLine: h('p', { className: 'quiz-score', 'aria-live': 'polite' }),
    resetButton: h('button', { type: 'button', className: 'quiz-reset' }, t('resetAnswers')),
  };
}

/** Keeps a lesson's answers, or forgets the lesson when it has none. */
function keepAnswers(lesson, answers) {
  if (!lesson) return;
  const all = readAll();
  if (Object.keys(answers).length) all[lesson] = answers;
  else delete all[lesson];
  writeAll(all);
}

/** { right, answered, total } of a card's choice questions: right when the first answer was. */
function cardScore(questions, keys, answers) {
  let right = 0;
  let answered = 0;
  questions.forEach((q, qi) => {
    const a = answers[keys[qi]];
    if (!q.choices || !a || a.first === undefined) return;
    answered += 1;
    if (a.first === q.answer) right += 1;
  });
  return { right, answered, total: questions.filter((q) => q.choices).length };
}

/** A card's score line: empty without choice questions, else the score and what is still open. */
function scoreText({ right, answered, total }) {
  if (total === 0) return '';
  return answered < total
    ? t('cardScoreOpen', { right, total, open: total - answered })
    : t('cardScore', { right, total });
}

/**
 * Question qi of a card: the question, its choices in `order` (or "Show the answer"), the
 * feedback and the answer as printed. answer(change, correct) is called when the learner answers:
 * change(the kept answer) gives the new one. Returns { element, show(choice), clear(),
 * announce(correct) }.
 */
function questionItem(q, qi, order, answer) {
  const element = h(
    'div',
    { className: 'quiz-item' },
    h('p', { className: 'quiz-question' }, `${qi + 1}. `, q.question),
  );
  const feedback = h('p', { className: 'quiz-feedback', role: 'status', hidden: true });
  // The question's explanation, in the card's verdict (verdict(explanation): its parts) when
  // the learner chose; alone when they asked for the answer.
  const explain = (verdict = (explanation) => [explanation]) => {
    feedback.replaceChildren(...verdict(q.explanation));
    feedback.hidden = false;
  };
  const view = q.choices
    ? choiceButtons(q, qi, order, explain, answer)
    : revealButton(explain, answer);
  element.append(view.element, feedback, printedAnswer(q, order));
  return {
    element,
    show: view.show,
    clear() {
      view.clear();
      feedback.hidden = true;
    },
    // The one point where a learner's answer leaves the card (not a restored one): correct is
    // true | false for a choice, null for "show the answer"; choice the index chosen (into
    // q.choices), first whether it is the question's first try, latency the seconds since the
    // question came into view or was last answered. progress-events.js turns it into messages for
    // a course page and an LMS, with the question's and choices' ids (panels/index.js).
    announce(correct, { choice, first, latency }) {
      const chosen = q.choices
        ? { response: q.choiceIds?.[choice], pattern: q.choiceIds?.[q.answer] }
        : {};
      element.dispatchEvent(
        new CustomEvent('quiz-answered', {
          bubbles: true,
          detail: {
            question: qi + 1,
            text: q.question,
            correct,
            scored: Boolean(q.choices),
            id: q.id,
            idea: q.idea,
            first,
            latency,
            ...chosen,
          },
        }),
      );
    },
  };
}

/** The choices of a question as lettered buttons; show(choice) marks it right or wrong. */
function choiceButtons(q, qi, order, explain, answer) {
  const element = h('div', {
    className: 'quiz-choices',
    role: 'group',
    'aria-label': t('answersTo', { n: qi + 1 }),
  });
  const buttons = order.map((ci, place) =>
    h(
      'button',
      {
        type: 'button',
        className: 'quiz-choice',
        dataset: { choice: String(ci), right: String(ci === q.answer) },
        onClick: () =>
          answer((previous) => ({ first: previous?.first ?? ci, last: ci }), ci === q.answer, ci),
      },
      h('span', { className: 'quiz-letter', 'aria-hidden': 'true' }, `${letters[place]} `),
      q.choices[ci],
    ),
  );
  element.append(...buttons);
  const clear = () =>
    buttons.forEach((b) => {
      b.classList.remove('right', 'wrong');
      b.removeAttribute('aria-pressed');
    });
  const show = (ci) => {
    clear();
    const button = buttons[order.indexOf(ci)];
    if (!button) return;
    button.classList.add(ci === q.answer ? 'right' : 'wrong');
    button.setAttribute('aria-pressed', 'true');
    explain((explanation) =>
      ci === q.answer
        ? t.parts('rightFeedback', { explanation })
        : t.parts('wrongFeedback', {
            letter: letters[order.indexOf(q.answer)],
            choice: q.choices[q.answer],
            explanation,
          }),
    );
  };
  return { element, show, clear };
}

/** "Show the answer", for a question without choices. */
function revealButton(explain, answer) {
  const element = h(
    'button',
    {
      type: 'button',
      className: 'quiz-reveal',
      onClick: () => answer(() => ({ revealed: true }), null),
    },
    t('showAnswer'),
  );
  return { element, show: () => explain(), clear: () => {} };
}

// Printing (print.css): the questions print without their answers unless the page has the class
// print-answers, which every card's "Print with answers" box sets for the whole page.
const printAnswersClass = 'print-answers';

/** The answer and its explanation as printed with answers (hidden on screen). */
function printedAnswer(q, order) {
  const explanation = q.explanation;
  const answer = q.choices
    ? t.parts('printedChoice', {
        letter: letters[order.indexOf(q.answer)],
        choice: q.choices[q.answer],
        explanation,
      })
    : t.parts('printedAnswer', { explanation });
  return h('p', { className: 'quiz-print-answer' }, ...answer);
}

function printAnswersToggle() {
  const input = h('input', { type: 'checkbox', className: 'print-answers-toggle' });
  input.checked = document.documentElement.classList.contains(printAnswersClass);
  input.addEventListener('change', () => {
    document.documentElement.classList.toggle(printAnswersClass, input.checked);
    for (const other of document.querySelectorAll('input.print-answers-toggle'))
      other.checked = input.checked;
  });
  return h('label', { className: 'check quiz-print-toggle' }, input, ' ', t('printWithAnswers'));
}

/** The page's score line over lessons [{ id, questions }], with a reset for every lesson. */
export function quizScoreLine(lessons) {
  const text = h('span', { 'aria-live': 'polite' });
  const reset = h('button', { type: 'button', className: 'quiz-reset-all' }, t('resetAllAnswers'));
  const element = h('p', { className: 'quiz-page-score' }, text, ' ', reset);
  const show = () => {
    const s = pageScore(lessons);
    element.dataset.score = String(s.right);
    element.dataset.total = String(s.total);
    text.textContent = t('pageScore', { right: s.right, total: s.total, answered: s.answered });
    reset.textContent = t('resetAllAnswers');
    reset.hidden = s.answered === 0 && !Object.keys(readAll()).length;
  };
  reset.addEventListener('click', () => {
    writeAll({});
    for (const card of cards) card.reset({ quiet: true });
    show();
    // Answers were forgotten: a course page or an LMS hears of it (progress-events.js, resume.js).
    element.dispatchEvent(new CustomEvent('quiz-reset', { bubbles: true }));
  });
  pageListeners.add(show);
  queueMicrotask(show);
  return element;
}
