// The checks before and after the lessons (panels/check-before, panels/check-after): they open and
// close the page in every language, count in no score, show the gain per idea with what to read
// again, and can be left out (hide=); a learner downloads their own results as CSV; a course page
// hears every try as an `answer` message of ids and results, never words.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { learnerLanguages } from '../../web/src/i18n/words.js';
import { lessons } from '../../web/src/panels/index.js';
import { openPage, recordLabMessages, screenshotDir, startBrowser } from './harness.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

const check = (when) => `section[data-panel="check-${when}"]`;

/** Answers every question of a check: the right choice where right(q), else a wrong one. */
async function answerCheck(page, when, right) {
  const items = page.locator(`${check(when)} .quiz .quiz-item`);
  const n = await items.count();
  for (let q = 0; q < n; q++) {
    const pick = right(q) ? '[data-right="true"]' : '[data-right="false"]';
    await items.nth(q).locator(`.quiz-choice${pick}`).first().click();
  }
  return n;
}

const gainRows = (page) =>
  page.$$eval(`${check('after')} .check-gain tbody tr[data-idea]`, (rows) =>
    rows.map((r) => ({
      idea: r.dataset.idea,
      before: r.dataset.before,
      after: r.dataset.after,
      cells: [...r.children].map((c) => c.textContent.trim()),
      link: r.querySelector('a')?.getAttribute('href') ?? null,
    })),
  );

test('the checks open and close the page in every language, and the check after shows the gain per idea', async () => {
  for (const lang of learnerLanguages) {
    const viewport = lang === 'zh' ? { width: 390, height: 844 } : { width: 1280, height: 900 };
    const { page, problems, close } = await openPage(env, `#lang=${lang}`, { viewport });
    const ids = await page.$$eval('section[data-panel]', (s) => s.map((x) => x.dataset.panel));
    assert.equal(ids[0], 'check-before', lang);
    assert.equal(ids[1], 'overview', lang);
    assert.equal(ids.at(-1), 'check-after', lang);
    const scoreTotal = await page.getAttribute('.quiz-page-score', 'data-total');
    // Before: ideas 1 to 4 right; after: all right but the last two.
    const n = await answerCheck(page, 'before', (q) => q < 4);
    assert.equal(n, 10, `${lang}: ten questions before`);
    assert.equal(await answerCheck(page, 'after', (q) => q < 8), 10, `${lang}: ten after`);
    // The checks count in no score: the page's total and score are the lessons' alone.
    assert.equal(await page.getAttribute('.quiz-page-score', 'data-total'), scoreTotal);
    assert.equal(await page.getAttribute('.quiz-page-score', 'data-score'), '0');
    await page.waitForFunction(
      (sel) => document.querySelectorAll(`${sel} .check-gain tr[data-after="true"]`).length === 8,
      check('after'),
    );
    const rows = await gainRows(page);
    assert.equal(rows.length, 10);
    assert.deepEqual(
      rows.map((r) => [r.idea, r.before, r.after]),
      [
        ['tokens', 'true', 'true'],
        ['bpe', 'true', 'true'],
        ['embedding', 'true', 'true'],
        ['sinusoidal', 'true', 'true'],
        ['relative', 'false', 'true'],
        ['attention', 'false', 'true'],
        ['heads', 'false', 'true'],
        ['block', 'false', 'true'],
        ['sampling', 'false', 'false'],
        ['training', 'false', 'false'],
      ],
    );
    // An idea still missed links to the lesson that teaches it; one learned links nowhere.
    assert.deepEqual(
      rows.map((r) => r.link),
      [...Array(8).fill(null), '#panel=sampling', '#panel=train'],
    );
    const totals = await page.$$eval(`${check('after')} .check-total td`, (cells) =>
      cells.map((c) => c.textContent.trim()),
    );
    const expected = {
      en: ['4 of 10', '8 of 10', '+4 ideas'],
      es: ['4 de 10', '8 de 10', '+4 ideas'],
      zh: ['10 题中 4 题', '10 题中 8 题', '+4 个概念'],
      pt: ['4 de 10', '8 de 10', '+4 ideias'],
      // Arabic: each number set apart left to right (the sign of +4 kept in front).
      ar: [
        '\u20664\u2069 من \u206610\u2069',
        '\u20668\u2069 من \u206610\u2069',
        '\u2066+4\u2069 من الأفكار',
      ],
    }[lang];
    assert.deepEqual(totals.slice(0, 3), expected, lang);
    await page.locator(`${check('after')} .check-gain`).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshotDir, `checks-gain-${lang}.png`) });
    await page.locator(check('before')).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshotDir, `checks-before-${lang}.png`) });
    assert.deepEqual(problems, [], lang);
    await close();
  }
});

test('hide= leaves the checks out without a notice, and the check after alone shows no gain', async () => {
  const both = await openPage(env, '', { path: 'index.html?hide=check-before,check-after' });
  await both.page.waitForFunction(() => document.documentElement.dataset.status === 'ready');
  const ids = await both.page.$$eval('section[data-panel]', (s) => s.map((x) => x.dataset.panel));
  assert.equal(ids[0], 'overview');
  assert.equal(ids.at(-1), 'projector');
  assert.equal(await both.page.locator('#notice').isVisible(), false);
  assert.deepEqual(both.problems, []);
  await both.close();

  const { page, problems, close } = await openPage(env, '', {
    path: 'index.html?hide=check-before#panel=check-after',
  });
  await page.waitForFunction(() => document.querySelector('.check-gain'));
  await answerCheck(page, 'after', (q) => q % 2 === 0);
  await page.waitForFunction(
    () => document.querySelectorAll('.check-gain tr[data-after="true"]').length === 5,
  );
  const headers = await page.$$eval('.check-gain thead th', (th) => th.map((x) => x.textContent));
  assert.deepEqual(headers, ['Idea', 'After']);
  assert.match(await page.textContent(check('after')), /leaves out the check before the lessons/);
  assert.deepEqual(problems, []);
  await close();
});

test('Download my results gives every question with its id, idea, choices and results', async () => {
  const { page, problems, close } = await openPage(env, '#panel=tokenizer');
  const item = page.locator('section[data-panel="tokenizer"] .quiz .quiz-item').first();
  await item.locator('.quiz-choice[data-right="false"]').first().click();
  await item.locator('.quiz-choice[data-right="true"]').click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.click('.results-download'),
  ]);
  assert.equal(download.suggestedFilename(), 'embedding-lab-results.csv');
  const csv = readFileSync(await download.path(), 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  assert.equal(
    lines[0],
    'question_id,lesson,idea,question,first_choice,first_answer,first_result,last_choice,last_result,right_choice,right_answer',
  );
  // Every question of the page, built or not: the lessons' and the checks'.
  const total = lessons.reduce((n, lesson) => n + lesson.questions.length, 0);
  assert.equal(lines.length - 1, total);
  const row = lines.find((l) => l.startsWith('lesson.tokenizer.q1,'));
  const cells = row.split(',');
  assert.deepEqual(cells.slice(0, 3), ['lesson.tokenizer.q1', 'tokenizer', 'tokens']);
  assert.equal(cells.at(-2), 'c');
  assert.equal(cells.at(-1), '4: one per byte');
  assert.match(row, /,wrong,c,correct,c,4: one per byte$/);
  assert.ok(lines.some((l) => /^check\.before\.tokens,check-before,tokens,/.test(l)));
  assert.ok(lines.some((l) => /^check\.after\.training,check-after,training,/.test(l)));
  assert.deepEqual(problems, []);
  await close();
});

test('a course page hears every try as an answer message of ids and results, never words', async () => {
  const { page, problems, close } = await openPage(env, '', {
    path: 'examples/',
    setup: recordLabMessages,
  });
  const handle = await page.waitForSelector('iframe#quiz');
  const frame = await handle.contentFrame();
  await frame.waitForFunction(() => document.documentElement.dataset.status === 'ready');
  const item = frame.locator('section[data-panel="norms"] .quiz .quiz-item').first();
  await item.locator('.quiz-choice[data-right="false"]').first().click();
  await item.locator('.quiz-choice[data-right="true"]').click();
  await page.waitForFunction(
    () => window.labMessages.filter((m) => m.type === 'answer').length === 2,
  );
  const answers = await page.evaluate(() => window.labMessages.filter((m) => m.type === 'answer'));
  assert.deepEqual(
    answers.map(({ id, lesson, idea, check, result, first, weighting, pattern }) => ({
      id,
      lesson,
      idea,
      check,
      result,
      first,
      weighting,
      pattern,
    })),
    [
      {
        id: 'lesson.norms.q1',
        lesson: 'norms',
        idea: 'block',
        check: null,
        result: 'wrong',
        first: true,
        weighting: 1,
        pattern: 'c',
      },
      {
        id: 'lesson.norms.q1',
        lesson: 'norms',
        idea: 'block',
        check: null,
        result: 'correct',
        first: false,
        weighting: 0,
        pattern: 'c',
      },
    ],
  );
  assert.match(answers[0].response, /^[abd]$/);
  assert.equal(answers[1].response, 'c');
  assert.ok(answers.every((m) => Number.isFinite(m.latency) && m.latency >= 0));
  // Ids and results only: no field holds a question's, an answer's or the learner's words.
  for (const m of answers)
    for (const [key, value] of Object.entries(m))
      assert.ok(typeof value !== 'string' || /^[a-z0-9.-]{1,40}$/.test(value), `${key}: ${value}`);
  assert.deepEqual(problems, []);
  await close();
});
