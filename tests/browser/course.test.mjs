// Course-ready embedding: the teacher controls of the link (hide=, lock=, compact=1), as URL
// words and as <embedding-lab-panel> attributes, and the quiz messages a course page receives
// (quiz-answered, panel-completed, progress).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { openPage, recordLabMessages, screenshotDir, startBrowser } from './harness.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

/** A course page (path under the site) with the lab's messages recorded; close() ends it. */
function open(path, viewport = { width: 1280, height: 900 }) {
  return openPage(env, '', { path, viewport, setup: recordLabMessages });
}

async function frameReady(page, selector) {
  const handle = await page.waitForSelector(selector);
  const frame = await handle.contentFrame();
  await frame.waitForFunction(() => document.documentElement.dataset.status === 'ready');
  return frame;
}

const sinusoidal = 'section[data-panel="pe-sinusoidal"]';
const visible = (frame, selector) =>
  frame.locator(selector).evaluateAll((els) => els.filter((e) => e.checkVisibility()).length);

test('compact=1 keeps the figure and its controls, and lock= fixes a control', async () => {
  for (const [name, viewport] of [
    ['desktop', { width: 1280, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ]) {
    const full = await open(`index.html?embed=pe-sinusoidal#pe_len=48&pe_d=64`, viewport);
    await full.page.waitForFunction(() => document.documentElement.dataset.status === 'ready');
    const fullHeight = await full.page.evaluate(() => document.documentElement.scrollHeight);
    await full.close();

    const { page, problems, close } = await open(
      `index.html?embed=pe-sinusoidal&compact=1&lock=d_model#pe_len=48&pe_d=64`,
      viewport,
    );
    await page.waitForFunction(() => document.documentElement.dataset.status === 'ready');
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    assert.ok(
      height < fullHeight / 3,
      `${name}: compact is ${height} px, the full lesson ${fullHeight} px`,
    );
    // The heatmap is drawn and shown; the quiz, prose, downloads and later figures are not.
    assert.ok((await visible(page, `${sinusoidal} canvas`)) >= 1, 'the figure is shown');
    assert.equal(await visible(page, `${sinusoidal} .quiz`), 0);
    assert.equal(await visible(page, `${sinusoidal} .lead`), 0);
    assert.equal(await visible(page, `${sinusoidal} .chart-tools`), 0);
    // d_model is shown at its link value but cannot be changed; the other sliders work.
    const locked = page.locator(`${sinusoidal} [data-locked="pe_d"]`);
    assert.equal(await locked.count(), 1);
    assert.equal(await locked.locator('input[type=number]').inputValue(), '64');
    assert.equal(await locked.locator('input[type=number]').isDisabled(), true);
    assert.match(await locked.textContent(), /Fixed for this lesson by your teacher/);
    const free = page.locator(`${sinusoidal} .control:not([data-locked]) input[type=number]`);
    assert.ok((await free.count()) >= 1);
    assert.equal(await free.first().isDisabled(), false);
    await page.screenshot({ path: join(screenshotDir, `course-compact-${name}.png`) });
    assert.deepEqual(problems, []);
    await close();
  }
});

test('lock= also disables the presets that would set the locked value', async () => {
  const { page, problems, close } = await open('index.html?embed=norms&lock=norm_eps');
  await page.waitForFunction(() => document.documentElement.dataset.status === 'ready');
  const norms = 'section[data-panel="norms"]';
  const disabled = (text) =>
    page.locator(`${norms} .presets button`, { hasText: text }).first().isDisabled();
  assert.equal(await disabled('ε = 1e-5'), true);
  assert.equal(await disabled('ε = 1e-12'), true);
  assert.equal(await disabled('Tiny vector'), false); // sets the vector, not ε
  assert.deepEqual(problems, []);
  await close();
});

test('hide= takes parts and setting names, and reports a name it does not know', async () => {
  const { page, problems, close } = await open(
    `index.html?embed=pe-sinusoidal&hide=prose,quiz,downloads,base,nonsense`,
  );
  await page.waitForFunction(() => document.documentElement.dataset.status === 'ready');
  assert.equal(await visible(page, `${sinusoidal} .quiz`), 0);
  assert.equal(await visible(page, `${sinusoidal} .lead`), 0);
  assert.equal(await visible(page, `${sinusoidal} .chart-tools > button:not([aria-expanded])`), 0);
  // The data table stays (it is not a download), the base control goes.
  assert.ok((await visible(page, `${sinusoidal} .chart-tools > button[aria-expanded]`)) >= 1);
  assert.equal(await page.locator(`${sinusoidal} [data-teacher-hidden="pe_base"]`).count(), 1);
  assert.equal(await visible(page, `${sinusoidal} [data-teacher-hidden]`), 0);
  // The teacher's typo is in the notice; the lesson still works.
  const notice = page.locator('#notice');
  assert.equal(await notice.isVisible(), true);
  assert.match(await notice.textContent(), /hide: there is no setting called “nonsense”/);
  assert.deepEqual(problems, []);
  await close();
});

test('a panel’s own setting is hidden or locked in that panel only', async () => {
  // The block and sampling lessons both have a control labelled "weights".
  const { page, problems, close } = await open('index.html?hide=bk_weights&lock=sp_weights');
  await page.waitForFunction(() => document.documentElement.dataset.status === 'ready');
  for (const id of ['block', 'sampling']) {
    await page.locator(`section[data-panel="${id}"]`).scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (panel) => document.querySelector(`section[data-panel="${panel}"] .weights-picker`),
      id,
    );
  }
  assert.equal(await page.locator('[data-teacher-hidden="bk_weights"]').count(), 1);
  assert.equal(
    await page.locator('section[data-panel="block"] [data-teacher-hidden="bk_weights"]').count(),
    1,
  );
  assert.equal(await page.locator('[data-locked="sp_weights"]').count(), 1);
  assert.equal(
    await page.locator('section[data-panel="sampling"] [data-locked="sp_weights"]').count(),
    1,
  );
  assert.deepEqual(problems, []);
  await close();
});

test('the custom element passes hide, lock and compact in the query string', async () => {
  const { page, problems, close } = await open('examples/custom-element.html');
  const frame = await frameReady(page, '#compact-lab >> iframe');
  const url = new URL(frame.url());
  assert.equal(url.searchParams.get('compact'), '1');
  assert.equal(url.searchParams.get('lock'), 'd_model');
  assert.equal(url.searchParams.get('hide'), 'base');
  assert.equal(url.hash, '#d_model=32');
  assert.equal(
    await frame.locator(`${sinusoidal} [data-locked] input[type=number]`).isDisabled(),
    true,
  );
  assert.equal(await visible(frame, `${sinusoidal} .quiz`), 0);
  assert.deepEqual(problems, []);
  await close();
});

test('quiz answers reach the course page: quiz-answered, panel-completed, progress', async () => {
  const { page, problems, close } = await open('examples/');
  const frame = await frameReady(page, 'iframe#quiz');
  const card = frame.locator('section[data-panel="norms"] .quiz');
  const items = card.locator('.quiz-item');
  const count = await items.count();
  assert.ok(count >= 2);
  // The explanations are hidden (hide=prose) but the questions and their feedback are not.
  assert.equal(await card.isVisible(), true);

  // First question: a wrong answer first, then the right one (only the first counts).
  const answerOf = async (item) => {
    const choices = item.locator('.quiz-choice');
    const n = await choices.count();
    for (let i = 0; i < n; i++) {
      await choices.nth(i).click();
      if ((await item.locator('.quiz-feedback').textContent()).startsWith('Right.')) return i;
    }
    return -1;
  };
  const first = items.nth(0);
  const hasChoices = (await first.locator('.quiz-choice').count()) > 0;
  assert.ok(hasChoices, 'the first norms question has choices');
  const right = await answerOf(first);
  assert.ok(right >= 0);
  // Every other question: the first choice, or "Show the answer".
  for (let q = 1; q < count; q++) {
    const item = items.nth(q);
    if (await item.locator('.quiz-choice').count())
      await item.locator('.quiz-choice').first().click();
    else await item.locator('.quiz-reveal').click();
  }
  await page.waitForFunction(() => window.labMessages.some((m) => m.type === 'panel-completed'));
  const messages = await page.evaluate(() => window.labMessages);
  const answered = messages.filter((m) => m.type === 'quiz-answered');
  // Question 1 was tried right + 1 times; the first try was right only if right === 0.
  assert.deepEqual(
    answered.slice(0, right + 1).map((m) => [m.panel, m.question, m.correct]),
    [...Array.from({ length: right }, () => ['norms', 1, false]), ['norms', 1, true]],
  );
  const completed = messages.filter((m) => m.type === 'panel-completed');
  assert.equal(completed.length, 1);
  assert.equal(completed[0].panel, 'norms');
  const last = messages.filter((m) => m.type === 'progress' && m.panels.norms).at(-1);
  const norms = last.panels.norms;
  assert.equal(norms.answered, count);
  assert.equal(norms.completed, true);
  assert.equal(completed[0].score, norms.scored ? norms.right / norms.scored : null);
  assert.equal(last.completed, true); // the only panel of the frame
  // The first question's first try was wrong unless its right answer is the first choice.
  const firstTries = answered.filter(
    (m, i) => answered.findIndex((o) => o.question === m.question) === i,
  );
  assert.equal(norms.right, firstTries.filter((m) => m.correct === true).length);
  assert.deepEqual(problems, []);
  await close();
});
