// A #panel= link opened in the same tab (pasted in the address bar, clicked in a course page)
// changes only the hash: the page applies the settings the link names, builds its panel and
// scrolls to it, keeps the settings the link does not name, and a teacher's lock= wins.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { controlNamed, settledInView, startBrowser, withPage } from './harness.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

const norms = 'section[data-panel="norms"]';
const epsilon = (page) => controlNamed(page, norms, 'epsilon ε').locator('input[type=number]');

/** Sets the hash as the address bar does, then waits until norms is built and shown. */
async function follow(page, hash) {
  await page.evaluate((h) => (location.hash = h), hash);
  await page.waitForFunction(
    (selector) => {
      const section = document.querySelector(selector);
      return !section.dataset.mount && section.dataset.status === 'ready';
    },
    norms,
    { timeout: 30000 },
  );
}

/** Where norms's heading is, against the window (top 0 is the top edge). */
const headingPlace = (page) =>
  page.$eval(`${norms} h2`, (h) => ({
    top: h.getBoundingClientRect().top,
    height: window.innerHeight,
    focused: document.activeElement === h,
  }));

test('a hash change to another panel with settings builds it, scrolls to it and applies them', async () => {
  await withPage(
    env,
    '#panel=rope&text=Hello%20there',
    { lazy: true },
    async ({ page, problems }) => {
      assert.equal(await page.getAttribute(norms, 'data-mount'), 'waiting', 'norms not built yet');
      await follow(page, '#panel=norms&norm_eps=0.1');
      assert.equal(await epsilon(page).inputValue(), '0.1');
      // The link's panel is in view with the reader at its heading, after the lessons around it
      // were built (the page keeps it in place as they grow).
      await settledInView(page);
      const place = await headingPlace(page);
      assert.ok(place.top >= -1 && place.top < place.height / 3, `heading at ${place.top} px`);
      assert.equal(place.focused, true);
      // The text the link did not name is kept; the address bar holds the whole view.
      const hash = new URLSearchParams((await page.evaluate(() => location.hash)).slice(1));
      assert.equal(hash.get('panel'), 'norms');
      assert.equal(hash.get('norm_eps'), '0.1');
      assert.equal(hash.get('text'), 'Hello there');
      // A second link in the same tab changes the value again, in the built panel.
      await follow(page, '#panel=norms&norm_eps=0.001');
      assert.equal(await epsilon(page).inputValue(), '0.001');
      assert.equal(await page.isVisible('#notice'), false);
      assert.deepEqual(problems, []);
    },
  );
});

test('a hash change cannot move a setting the teacher locked, and says so', async () => {
  await withPage(env, '?lock=norm_eps#panel=rope', { lazy: true }, async ({ page, problems }) => {
    await follow(page, '#panel=norms&norm_eps=0.1&norm_gamma=2');
    assert.equal(await epsilon(page).inputValue(), '0.00001');
    assert.equal(await epsilon(page).isDisabled(), true);
    // The setting that is not locked is applied.
    const gamma = controlNamed(page, norms, 'gamma γ').locator('input[type=number]');
    assert.equal(await gamma.inputValue(), '2');
    assert.match(await page.textContent('#notice'), /epsilon ε is fixed for this lesson/);
    const hash = new URLSearchParams((await page.evaluate(() => location.hash)).slice(1));
    assert.equal(hash.get('norm_eps'), null, 'the locked default stays out of the link');
    assert.deepEqual(problems, []);
  });
});
