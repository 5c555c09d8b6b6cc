// Crafted weights files (tests/cli/make-hostile-weights.mjs) chosen in the training lab: each is
// refused with the core's reason, the model on screen stays, and the main thread stays free (a
// 24-merge doubling file once blocked it for 21 to 27 s and put 107 MB of labels in the page).
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

// Every long main-thread task from page start. A task's entry is queued when it ends and handed
// to the observer later: takeLongTasks() also takes those queued and not yet handed over.
const watchLongTasks = () => {
  window.__longTasks = [];
  const keep = (entries) => {
    for (const entry of entries)
      window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: 'longtask', buffered: true });
  window.takeLongTasks = () => {
    keep(observer.takeRecords());
    return window.__longTasks;
  };
};

const cases = [
  ['doubling-24.elab', doublingRefused],
  ['doubling-40.elab', doublingRefused],
  [
    'header-only.elab',
    'the weights file has 0 tensors, but the model its settings describe has 28: the file is damaged',
  ],
];

test('crafted weights files are refused with a reason, quickly, and change nothing', async () => {
  await withPage(
    env,
    '#panel=train&model=tokpos&steps=5&seed=3',
    // lazy: only the training lab mounts, so no other lesson's drawing is measured.
    { lazy: true, setup: (page) => page.addInitScript(watchLongTasks) },
    async ({ page, problems }) => {
      const tools = `${panel} .lab-tools`;
      const statusBefore = await page.getAttribute(panel, 'data-status');
      const hashBefore = await page.evaluate(() => location.hash);
      for (const [name, reason] of cases) {
        const since = await page.evaluate(() => performance.now());
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
        const longest = await page.evaluate(
          (t0) =>
            Math.max(
              0,
              ...window
                .takeLongTasks()
                .filter((t) => t.start >= t0)
                .map((t) => t.duration),
            ),
          since,
        );
        console.log(`${name}: longest main-thread task ${Math.round(longest)} ms`);
        assert.ok(longest <= 200, `${name}: a main-thread task of ${Math.round(longest)} ms`);
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
