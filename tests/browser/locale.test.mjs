// The page loads whatever locale the browser reports: WebKit on Linux under LANG=C.UTF-8 reports
// "C", which Intl rejects (the WebKit layer runs that for real; here Chromium is made to report it).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { panelsSettled, startBrowser, withPage } from './harness.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

const reportC = (page) =>
  page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, 'language', { get: () => 'C', configurable: true }),
  );

test('with navigator.language "C" every panel is ready, charts drawn, console clean', async () => {
  await withPage(env, '', { setup: reportC }, async ({ page, problems }) => {
    assert.equal(await page.evaluate(() => document.documentElement.dataset.status), 'ready');
    await panelsSettled(page); // the sampling lesson's text arrives from its worker
    const states = await page.$$eval('section[data-panel]', (sections) =>
      sections.map((s) => s.dataset.status),
    );
    assert.ok(states.length >= 10, `${states.length} panels`);
    assert.deepEqual(
      states.filter((s) => !['ready', 'idle'].includes(s)),
      [],
    );
    assert.ok((await page.locator('.uplot').count()) > 0, 'no uPlot chart drawn');
    assert.deepEqual(problems, []);
  });
});
