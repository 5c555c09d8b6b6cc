// A training run is not lost when the lab is built again: a language switch and a link that
// changes an unrelated setting leave it training (its curve so far still drawn, paused if it was
// paused); a link that changes a setting of the model being trained asks first: keep training
// (the link's value is not applied), or apply it and train again.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { openPage, startBrowser } from './harness.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

const panel = 'section[data-panel="train"]';
const status = (page) => page.getAttribute(panel, 'data-status');
const progress = (page) =>
  page.$eval(`${panel} .lab-progress progress`, (bar) => Number(bar.value));
const hashOf = (page) => new URLSearchParams(new URL(page.url()).hash.slice(1));
// The lab's loss view is marked, then the test waits until the lab was built again (the mark gone).
const mark = (page) =>
  page.$eval(`${panel} .lab-loss`, (element) => (element.dataset.before = 'yes'));
const rebuilt = (page) =>
  page.waitForFunction((s) => !document.querySelector(`${s} .lab-loss[data-before]`), panel);
// The run moves on: its progress bar passes `from`.
const movesOn = (page, from) =>
  page.waitForFunction(
    ([s, at]) => Number(document.querySelector(`${s} .lab-progress progress`).value) > at,
    [panel, from],
    { timeout: 60000 },
  );
const button = (page, n) => page.locator(`${panel} .lab-buttons button >> nth=${n}`); // train, pause, reset

test('a language switch and unrelated links keep a run training; a link to its settings asks first', async () => {
  const { page, problems, close } = await openPage(
    env,
    '#panel=train&model=gpt&gpt_d=16&gpt_layers=1&gpt_heads=2&tr_seq=16&steps=20000',
    { lazy: true },
  );
  await button(page, 0).click();
  await page.waitForFunction((s) => document.querySelector(s).dataset.loss, panel);
  const lossBefore = await page.getAttribute(panel, 'data-loss');

  // The language: the lab is built again in Spanish, and the run goes on, its curve kept.
  await mark(page);
  const atSwitch = await progress(page);
  await page.selectOption('#lang', 'es');
  await rebuilt(page);
  assert.equal(await status(page), 'training');
  assert.ok((await progress(page)) >= atSwitch, 'the curve so far is still drawn');
  await movesOn(page, await progress(page));
  assert.notEqual(await page.getAttribute(panel, 'data-loss'), lossBefore);
  assert.equal(await button(page, 0).isDisabled(), true);
  assert.equal(await button(page, 1).textContent(), 'Pausar');

  // Paused, then a link to another lesson's setting: still training, still paused.
  await button(page, 1).click();
  await page.waitForFunction(
    (s) => /en pausa/i.test(document.querySelector(`${s} .lab-stats`).textContent),
    panel,
  );
  await mark(page);
  await page.evaluate(() => (location.hash = '#pe_d=64&panel=train'));
  await rebuilt(page);
  assert.equal(await status(page), 'training');
  assert.equal(hashOf(page).get('pe_d'), '64');
  assert.equal(await button(page, 1).textContent(), 'Reanudar');
  assert.match(await page.textContent(`${panel} .lab-stats`), /en pausa/i);
  const paused = await progress(page);
  assert.ok(paused > 0);
  await button(page, 1).click(); // resume: it goes on from where it was
  await movesOn(page, paused);
  await button(page, 1).click();

  // A link that changes the learning rate of the model being trained: asked, not applied.
  await mark(page);
  await page.evaluate(() => (location.hash = '#lr=0.02&panel=train'));
  await rebuilt(page);
  await page.waitForFunction((s) => document.querySelector(s).dataset.runQuestion, panel);
  assert.equal(await page.getAttribute(panel, 'data-run-question'), 'asked');
  assert.equal(await status(page), 'training');
  assert.equal(hashOf(page).get('lr'), null, 'the run’s rate stays in the link until asked');
  const question = page.locator(`${panel} .lab-run-question`);
  assert.match(await question.textContent(), /tasa de aprendizaje 0,01 → 0,02/);
  // Built again before an answer (another lesson's setting): still asked.
  await mark(page);
  await page.evaluate(() => (location.hash = '#pe_d=32&panel=train'));
  await rebuilt(page);
  assert.equal(await page.getAttribute(panel, 'data-run-question'), 'asked');
  assert.match(await question.textContent(), /tasa de aprendizaje 0,01 → 0,02/);
  await question.locator('[data-answer="keep"]').click();
  assert.equal(await page.getAttribute(panel, 'data-run-question'), 'kept');
  assert.equal(await question.isVisible(), false);
  assert.equal(await status(page), 'training');
  assert.equal(hashOf(page).get('lr'), null);

  // A link that changes the language and the rate together: asked too, in the link's language.
  await mark(page);
  await page.evaluate(() => (location.hash = '#lang=en&lr=0.03&panel=train'));
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  await rebuilt(page);
  await page.waitForFunction(
    (s) => document.querySelector(s).dataset.runQuestion === 'asked',
    panel,
  );
  assert.match(await question.textContent(), /learning rate 0\.01 → 0\.03/);
  assert.equal(hashOf(page).get('lr'), null);
  await question.locator('[data-answer="keep"]').click();
  assert.equal(await status(page), 'training');
  await mark(page);
  await page.evaluate(() => (location.hash = '#lang=es&panel=train'));
  await rebuilt(page);
  assert.equal(await status(page), 'training');

  // The same link, applied: a new run at the link's rate.
  await mark(page);
  await page.evaluate(() => (location.hash = '#lr=0.02&steps=300&panel=train'));
  await rebuilt(page);
  await page.waitForFunction((s) => document.querySelector(s).dataset.runQuestion, panel);
  assert.match(await question.textContent(), /pasos/);
  await question.locator('[data-answer="apply"]').click();
  assert.equal(await page.getAttribute(panel, 'data-run-question'), 'applied');
  assert.equal(hashOf(page).get('lr'), '0.02');
  assert.equal(hashOf(page).get('steps'), '300');
  await page.waitForFunction((s) => document.querySelector(s).dataset.status === 'done', panel, {
    timeout: 120000,
  });
  assert.deepEqual(problems, []);
  await close();
});

test('a run carried over a language switch finishes in the new lab: its whole curve, kept', async () => {
  const steps = 1500;
  const { page, problems, close } = await openPage(
    env,
    `#panel=train&model=gpt&gpt_d=16&gpt_layers=1&gpt_heads=2&tr_seq=16&steps=${steps}`,
    { lazy: true },
  );
  await button(page, 0).click();
  await page.waitForFunction((s) => document.querySelector(s).dataset.loss, panel);
  await button(page, 1).click(); // paused, so it is still under way at the switch
  await mark(page);
  await page.selectOption('#lang', 'zh');
  await rebuilt(page);
  assert.equal(await status(page), 'training');
  await button(page, 1).click();
  await page.waitForFunction(
    (s) => ['done', 'error'].includes(document.querySelector(s).dataset.status),
    panel,
    { timeout: 120000 },
  );
  assert.equal(await status(page), 'done');
  // Every step's loss is on the curve, from before the switch too.
  assert.match(await page.getAttribute(`${panel} .lab-chart`, 'aria-label'), /1,?500/);
  await page.waitForFunction((s) => document.querySelector(s).dataset.kept, panel);
  assert.equal(await page.getAttribute(panel, 'data-kept'), 'yes');
  assert.deepEqual(problems, []);
  await close();
});
