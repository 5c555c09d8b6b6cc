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

/** Every tick label of every line chart drawn on the page, once each is drawn. */
async function tickLabels(page) {
  await panelsSettled(page);
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.uplot')].every((u) => u.dataset.xTicks !== undefined),
  );
  return page.$$eval('.uplot', (plots) =>
    plots.flatMap((u) => `${u.dataset.xTicks}|${u.dataset.yTicks}`.split('|').filter(Boolean)),
  );
}

// The page's language writes the numbers on the charts' axes, whatever the browser's locale:
// Spanish with a decimal comma and a point between thousands (from 10.000), Chinese and English
// with a decimal point and commas; the typographic minus in each.
const ticksOf = {
  es: { browser: 'en-US', pattern: /^−?(\d{1,4}|\d{1,3}(\.\d{3})+)(,\d+)?$/, decimal: ',' },
  zh: { browser: 'es-ES', pattern: /^−?\d{1,3}(,\d{3})*(\.\d+)?$/, decimal: '.' },
};
for (const [lang, { browser, pattern, decimal }] of Object.entries(ticksOf)) {
  test(`a ${lang} page in a ${browser} browser numbers its chart axes in ${lang}`, async () => {
    const options = { lazy: false, context: { locale: browser } };
    await withPage(env, `#lang=${lang}`, options, async ({ page, problems }) => {
      // Ticks that name a unit (1 KiB, 4k) are a lesson's own; every other is a plain number.
      const ticks = (await tickLabels(page)).filter((tick) => !/[a-zA-Z]/.test(tick));
      assert.ok(ticks.length > 100, `${ticks.length} tick labels`);
      assert.deepEqual(
        ticks.filter((tick) => !pattern.test(tick)),
        [],
      );
      assert.ok(
        ticks.some((tick) => tick.startsWith('−')),
        'no negative tick',
      );
      assert.ok(
        ticks.some((tick) => tick.includes(decimal) && /\d$/.test(tick)),
        'no decimals',
      );
      assert.deepEqual(problems, []);
    });
  });
}
