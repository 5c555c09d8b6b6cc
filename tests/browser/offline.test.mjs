// The offline page: dist/embedding-lab.html opened from disk (file://), with no server at all.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';

import { launchChromium } from '../../scripts/chromium.mjs';
import { distDir } from '../../scripts/paths.mjs';
import { canvasStats, openPage, panelsSettled, screenshotDir } from './harness.mjs';

const file = join(distDir, 'embedding-lab.html');
let browser;
before(async () => {
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
});

/** The single file opened from disk: only its own URL (and data:, blob:) may be requested. */
const openOffline = (hash = '') =>
  openPage({ url: pathToFileURL(file).href, browser }, hash, {
    viewport: { width: 1100, height: 900 },
    readyTimeout: 60_000,
    lazy: false, // every lesson is checked from the one file
  });

test('dist/embedding-lab.html is one file that reaches ready from file://', async () => {
  assert.ok(existsSync(file), `${file} is missing: run npm run build`);
  const { page, problems, close } = await openOffline('#panel=pe-sinusoidal');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.status), 'ready');
  assert.equal(await page.evaluate(() => location.protocol), 'file:');
  await panelsSettled(page);
  const statuses = await page.$$eval('section[data-panel]', (s) =>
    s.map((x) => `${x.dataset.panel}:${x.dataset.status}`),
  );
  assert.ok(statuses.length >= 12, statuses.join());
  for (const status of statuses) assert.match(status, /:(ready|idle)$/, status);
  // The sampling lesson generates in its worker here too (an inline one, as training's).
  assert.equal(await page.getAttribute('section[data-panel="sampling"]', 'data-engine'), 'worker');
  const stats = await canvasStats(page, 'section[data-panel="pe-sinusoidal"] canvas.heatmap');
  assert.ok(stats.colours > 50);
  await page.screenshot({ path: join(screenshotDir, 'offline.png') });
  assert.deepEqual(problems, []);
  await close();
});

test('the offline page trains from file:// (inline worker)', async () => {
  const { page, problems, close } = await openOffline('#panel=train&steps=30');
  assert.equal(await page.locator('section[data-panel="train"]').count(), 1);
  await page.click('section[data-panel="train"] button.primary');
  await page.waitForFunction(
    () => ['done', 'error'].includes(document.querySelector('[data-panel="train"]').dataset.status),
    null,
    { timeout: 120_000 },
  );
  const section = await page.$eval('section[data-panel="train"]', (s) => ({
    ...s.dataset,
  }));
  assert.equal(section.status, 'done', JSON.stringify(section));
  assert.ok(Number(section.loss) > 0 && Number(section.loss) < 10, section.loss);
  assert.deepEqual(problems, []);
  await close();
});
