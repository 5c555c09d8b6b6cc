// Crafted weights files (tests/cli/make-hostile-weights.mjs) chosen in the training lab: each is
// refused with the core's reason, the model on screen stays, and no labels reach the page (a
// 24-merge doubling file once blocked the page for 21 to 27 s and put 107 MB of labels in it).
// How long the page's longest task lasts meanwhile is a bench figure
// (page.bad-weights-longest-task-chromium, at most 200 ms), not a timed assertion.
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { startBrowser, withPage } from './harness.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const crafted = (name) => join(root, 'tests', 'cli', name);
const panel = 'section[data-panel="train"]';
const doublingRefused =
  'merge 19 (274, 274) makes a token of 1048576 bytes, but BPE training on at most 1048576 ' +
  'bytes of text makes tokens of at most 699050: these merges were not learned from a text';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

const cases = [
  ['doubling-24.elab', doublingRefused],
  ['doubling-40.elab', doublingRefused],
  [
    'header-only.elab',
    'the weights file has 0 tensors, but the model its settings describe has 28: the file is damaged',
  ],
];

test('crafted weights files are refused with a reason and change nothing', async () => {
  await withPage(
    env,
    '#panel=train&model=tokpos&steps=5&seed=3',
    { lazy: true },
    async ({ page, problems }) => {
      const tools = `${panel} .lab-tools`;
      const statusBefore = await page.getAttribute(panel, 'data-status');
      const hashBefore = await page.evaluate(() => location.hash);
      for (const [name, reason] of cases) {
        await page.setInputFiles('#train-load', crafted(name));
        await page.waitForFunction(
          ([selector, file]) =>
            document.querySelector(selector).textContent.includes(`“${file}” was not loaded`),
          [tools, name],
          { timeout: 10000 },
        );
        const shown = await page.textContent(tools);
        assert.ok(
          shown.includes(`“${name}” was not loaded: ${reason}. Nothing was changed.`),
          shown,
        );
        assert.equal(await page.getAttribute(panel, 'data-status'), statusBefore);
        assert.equal(await page.evaluate(() => location.hash), hashBefore);
        // No token labels reached the page: it stays the size of the lab.
        const pageText = await page.evaluate(() => document.body.textContent.length);
        assert.ok(pageText < 2e6, `${pageText} characters of text in the page`);
      }
      assert.deepEqual(problems, []);
    },
  );
});
