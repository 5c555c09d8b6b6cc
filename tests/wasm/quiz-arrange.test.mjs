// Where the check-yourself cards put the right answers (web/src/ui/quiz.js arrangeChoices): a
// learner who always picks the same letter, who never picks a letter already right in the card,
// or who picks the longest choice must not beat one who guesses.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { readCatalogue } from '../../scripts/messages.mjs';
import { learnerLanguages } from '../../web/src/i18n/words.js';
import {
  arrangeChoices,
  arrangePage,
  avoidingRepeats,
  cardOrders,
  guessing,
} from '../../web/src/ui/quiz.js';

/** Questions with `sizes[i]` choices each, the right answer written at `answers[i]`. */
const questionsOf = (sizes, answers) =>
  sizes.map((n, i) => ({
    question: `question ${i}`,
    choices: Array.from({ length: n }, (_, c) => `choice ${c}`),
    answer: answers[i],
  }));

/** Per letter, the share of questions always answering it gets right; and a guess's share. */
function scores(questions) {
  const orders = arrangeChoices(questions);
  const scored = questions.filter((q) => q.choices);
  const byLetter = [0, 0, 0, 0];
  questions.forEach((q, i) => {
    if (!q.choices) return;
    assert.equal(orders[i].length, q.choices.length);
    assert.deepEqual([...orders[i]].sort(), q.choices.map((_, c) => c).sort(), 'a permutation');
    byLetter[orders[i].indexOf(q.answer)] += 1 / scored.length;
  });
  const guess = scored.reduce((sum, q) => sum + 1 / q.choices.length, 0) / scored.length;
  return { byLetter, guess, count: scored.length };
}

test('always answering one letter scores less than one question above guessing', () => {
  // Every answer written first (the way questions tend to be written), then mixed lists.
  let state = 12345;
  const random = (n) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % n;
  };
  const lists = [questionsOf(Array(54).fill(4), Array(54).fill(0))];
  for (let trial = 0; trial < 200; trial++) {
    const length = 5 + random(80);
    const sizes = Array.from({ length }, () => 2 + random(3));
    lists.push(
      questionsOf(
        sizes,
        sizes.map((n) => random(n)),
      ),
    );
  }
  for (const questions of lists) {
    const { byLetter, guess, count } = scores(questions);
    for (const [letter, share] of byLetter.entries())
      assert.ok(
        share < guess + 1 / count,
        `${count} questions: always ${'ABCD'[letter]} scores ${share.toFixed(3)}, guessing ${guess.toFixed(3)}`,
      );
  }
});

test('the page as it was: A 20, B 16, C 12, D 6 becomes a share a guess cannot beat', () => {
  // 54 questions of 2, 3 and 4 choices, every right answer written as the first choice.
  const sizes = [...Array(30).fill(4), ...Array(14).fill(3), ...Array(10).fill(2)];
  const { byLetter, guess } = scores(questionsOf(sizes, Array(54).fill(0)));
  // Guessing: (30/4 + 14/3 + 10/2) / 54 = 0.318; each of A, B is owed that much.
  assert.ok(Math.abs(guess - (30 / 4 + 14 / 3 + 10 / 2) / 54) < 1e-12);
  for (const share of byLetter) assert.ok(share <= guess + 0.03, `${share} against ${guess}`);
  // C and D only appear in questions of 3 and 4 choices: they are owed less.
  assert.ok(Math.abs(byLetter[3] * 54 - 30 / 4) < 1);
});

test('questions without choices take no letter', () => {
  const orders = arrangeChoices([
    { question: 'open', explanation: 'x' },
    { question: 'two', choices: ['a', 'b'], answer: 1 },
  ]);
  assert.equal(orders[0], null);
  assert.deepEqual(orders[1], [0, 1]); // its right answer on B: a tie goes to the later letter
});

test('cards take their letters from the page: short cards together cannot favour A', () => {
  // Pages of 20 lessons of 2 to 4 questions, as the page has, each right answer written first.
  // Arranged card by card, each card starting afresh, letters would pile up over the page.
  let state = 7;
  const random = (n) => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return (state >>> 8) % n;
  };
  for (let page = 0; page < 50; page++) {
    const lessons = Array.from({ length: 20 }, (_, l) => ({
      questions: Array.from({ length: 2 + random(3) }, (_, i) => ({
        question: `page ${page} lesson ${l} question ${i}`,
        choices: Array.from({ length: 2 + random(3) }, (_, c) => `choice ${c}`),
        answer: 0,
      })),
    }));
    arrangePage(lessons);
    const all = lessons.flatMap((lesson) => lesson.questions);
    const places = lessons.flatMap((lesson) =>
      cardOrders(lesson.questions).map((order, i) => order.indexOf(lesson.questions[i].answer)),
    );
    const guess = all.reduce((sum, q) => sum + 1 / q.choices.length, 0);
    for (let letter = 0; letter < 4; letter++) {
      const right = places.filter((p) => p === letter).length;
      assert.ok(
        right < guess + 1,
        `page ${page}, always ${'ABCD'[letter]}: ${right} right, guessing ${guess.toFixed(2)}`,
      );
    }
  }
  // A card the page does not hold (its questions changed) is arranged on its own.
  const stranger = [{ question: 'not on the page', choices: ['a', 'b', 'c'], answer: 0 }];
  assert.deepEqual(cardOrders(stranger), arrangeChoices(stranger));
});

test('the page’s questions: one letter, avoiding repeats or the longest choice beat no guess', async () => {
  const { lessons } = await import('../../web/src/panels/index.js');
  arrangePage(lessons);
  const questions = [];
  const cards = [];
  const places = [];
  lessons.forEach((lesson, card) => {
    const orders = cardOrders(lesson.questions ?? []);
    (lesson.questions ?? []).forEach((q, i) => {
      questions.push(q);
      cards.push(card);
      places.push(q.choices ? orders[i].indexOf(q.answer) : -1);
    });
  });
  const guess = guessing(questions);
  assert.ok(guess > 15, `a guess earns ${guess.toFixed(2)}`);
  for (let letter = 0; letter < 4; letter++) {
    const right = places.filter((p) => p === letter).length;
    assert.ok(
      right < guess + 1,
      `always ${'ABCD'[letter]}: ${right}, guessing ${guess.toFixed(2)}`,
    );
  }
  const avoiding = avoidingRepeats(questions, cards, places);
  assert.ok(avoiding <= guess, `avoiding repeats: ${avoiding.toFixed(2)}, guessing ${guess}`);
  // As chance draws letters, some cards show one twice: a learner cannot rule a letter out.
  const repeated = lessons.filter((_, card) => {
    const here = places.filter((p, i) => cards[i] === card && p >= 0);
    return new Set(here).size < here.length;
  });
  assert.ok(repeated.length >= 5, `${repeated.length} cards repeat a letter`);
  // Picking the longest choice (a tie guessed among the longest) in every language.
  for (const lang of learnerLanguages) {
    const catalogue = lang === 'en' ? null : await readCatalogue(lang);
    let longest = 0;
    lessons.forEach((lesson) =>
      (lesson.questions ?? []).forEach((q, i) => {
        if (!q.choices) return;
        const lengths = q.choices.map((choice, k) => {
          const text = catalogue?.[`questions.${lesson.id}.${i + 1}.choice${k + 1}`] ?? choice;
          return [...text].length;
        });
        const most = Math.max(...lengths);
        if (lengths[q.answer] === most) longest += 1 / lengths.filter((n) => n === most).length;
      }),
    );
    assert.ok(longest <= guess, `${lang}: the longest choice scores ${longest}, guessing ${guess}`);
  }
});
