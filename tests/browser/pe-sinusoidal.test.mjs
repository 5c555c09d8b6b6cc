// The PE slice end to end in headless Chromium: C++ -> WASM -> canvas.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import {
  canvasStats,
  controlNamed,
  openPage,
  screenshotDir,
  startBrowser,
  withPage,
} from './harness.mjs';
import { loadCore } from '../wasm/load-core.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

const panel = 'section[data-panel="pe-sinusoidal"]';
const canvas = `${panel} canvas.heatmap`;

test('the page reaches ready and draws a non-blank heatmap, with a clean console', async () => {
  await withPage(env, '#panel=pe-sinusoidal', async ({ page, problems }) => {
    assert.equal(await page.evaluate(() => document.documentElement.dataset.status), 'ready');
    assert.equal(await page.getAttribute(panel, 'data-status'), 'ready');
    const stats = await canvasStats(page, canvas);
    assert.deepEqual([stats.width, stats.height], [128, 64]); // d_model x max_len defaults
    assert.ok(stats.colours > 50, `only ${stats.colours} colours: the heatmap looks blank`);
    await page.screenshot({
      path: join(screenshotDir, 'pe-sinusoidal.png'),
      fullPage: true,
    });
    assert.deepEqual(problems, []);
  });
});

test('moving a slider redraws the picture and updates the link', async () => {
  await withPage(env, async ({ page, problems }) => {
    const before = await canvasStats(page, canvas);
    const slider = controlNamed(page, panel, 'd_model').locator('input[type=range]');
    await slider.evaluate((el) => {
      el.value = '32';
      el.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const after = await canvasStats(page, canvas);
    assert.equal(after.width, 32);
    assert.notEqual(after.hash, before.hash);
    assert.match(await page.evaluate(() => location.hash), /pe_d=32/);
    assert.deepEqual(problems, []);
  });
});

test('dragging the max_len slider redraws live at every step', async () => {
  await withPage(env, async ({ page, problems }) => {
    const slider = controlNamed(page, panel, 'max_len').locator('input[type=range]');
    await slider.scrollIntoViewIfNeeded(); // panels above this one push it below the fold
    const box = await slider.boundingBox();
    await page.mouse.move(box.x + 2, box.y + box.height / 2);
    await page.mouse.down();
    const heights = [];
    for (const fraction of [0.1, 0.3, 0.6]) {
      await page.mouse.move(box.x + box.width * fraction, box.y + box.height / 2, { steps: 3 });
      heights.push((await canvasStats(page, canvas)).height);
    }
    await page.mouse.up();
    assert.equal(new Set(heights).size, 3, `heights while dragging: ${heights}`);
    assert.deepEqual(problems, []);
  });
});

test('d_model 7 shows the core message next to the control and keeps the last picture', async () => {
  // The core's own refusal of an odd width, from the module the page loads.
  const core = await loadCore();
  let coreMessage = null;
  try {
    core.sinusoidalPe(4, 7);
  } catch (error) {
    coreMessage = error.message;
  }
  assert.equal(coreMessage, 'd_model must be even: sin and cos come in pairs (got 7)');
  await withPage(env, async ({ page, problems }) => {
    const before = await canvasStats(page, canvas);
    const control = controlNamed(page, panel, 'd_model');
    await control.locator('input[type=number]').fill('7');
    const error = control.locator('.control-error');
    await error.waitFor({ state: 'visible' });
    assert.equal(await error.textContent(), coreMessage);
    const after = await canvasStats(page, canvas);
    assert.deepEqual(after, before);
    assert.equal(await page.getAttribute(panel, 'data-status'), 'ready');
    await page.screenshot({
      path: join(screenshotDir, 'pe-sinusoidal-d7.png'),
    });
    // A valid value clears the message and draws again.
    await control.locator('input[type=number]').fill('16');
    await error.waitFor({ state: 'hidden' });
    assert.equal((await canvasStats(page, canvas)).width, 16);
    assert.deepEqual(problems, []);
  });
});

test('hovering the heatmap reads out position, dimension and the exact value', async () => {
  await withPage(env, '#pe_len=8&pe_d=4', async ({ page, problems }) => {
    await page.locator(canvas).scrollIntoViewIfNeeded();
    // With a mouse the instruction says hover (on a touch screen, tap: phone.test.mjs).
    assert.match(await page.textContent(`${panel} .readout`), /Hover for exact values\.$/);
    const box = await page.locator(canvas).boundingBox();
    // Row 1 of 8, column 0 of 4: PE[1, 0] = sin(1) = 0.84147096 as float32.
    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * (1.5 / 8));
    const text = await page.textContent(`${panel} .readout`);
    assert.match(text, /PE\[1, 0\] = sin\(1 \/ 10000\^0\) = 0\.84147096/);
    assert.match(text, /position 1, dimension 0/);
    assert.deepEqual(problems, []);
  });
});

test('a link restores its settings, and a bad link gives defaults with a visible notice', async () => {
  let { page, problems, close } = await openPage(env, '#pe_len=10&pe_d=6&pe_base=100');
  const restored = await canvasStats(page, canvas);
  assert.deepEqual([restored.width, restored.height], [6, 10]);
  assert.equal(await page.inputValue(`${panel} .control >> nth=2 >> input[type=number]`), '100');
  assert.deepEqual(problems, []);
  await close();

  ({ page, problems, close } = await openPage(env, '#pe_len=NaN&pe_d=<b>x</b>&panel=nope'));
  assert.equal(await page.evaluate(() => document.documentElement.dataset.status), 'ready');
  const notice = await page.textContent('#notice');
  assert.match(notice, /max_len “NaN” is not a number; using 64/);
  assert.match(notice, /d_model “<b>x<\/b>” is not a number/); // shown as text, not markup
  assert.equal(await page.locator('#notice b').count(), 0);
  assert.deepEqual(problems, []);
  await close();
});

test('dragging base redraws the heatmap on every event and writes the row out once it settles', async () => {
  await withPage(env, '#panel=pe-sinusoidal&pe_len=256&pe_d=64', async ({ page, problems }) => {
    const seen = await page.evaluate((section) => {
      const slider = document.querySelector(
        `${section} [data-setting="pe_base"] input[type=range]`,
      );
      const tbody = document.querySelector(`${section} .pos-table tbody`);
      const heat = document.querySelector(`${section} canvas.heatmap`);
      let rebuilt = 0;
      const observer = new MutationObserver((records) => (rebuilt += records.length));
      observer.observe(tbody, { childList: true });
      const hashes = new Set();
      // Ten input events in one task, as a fast drag delivers them one per frame.
      for (let i = 1; i <= 10; i++) {
        slider.value = String(2 + i * 0.2); // log10(base): 100 to 10000
        slider.dispatchEvent(new Event('input', { bubbles: true }));
        const { data } = heat.getContext('2d').getImageData(0, 0, heat.width, heat.height);
        let hash = 0;
        for (let k = 0; k < data.length; k += 4) hash = (Math.imul(hash, 31) + data[k]) | 0;
        hashes.add(hash);
      }
      window.rebuilds = () => rebuilt;
      // Records pile up synchronously (the callback would run only after this task).
      return { pictures: hashes.size, rebuiltDuringDrag: observer.takeRecords().length };
    }, panel);
    assert.equal(seen.pictures, 10, 'the heatmap follows every event');
    assert.equal(seen.rebuiltDuringDrag, 0, 'the written-out row waits for the drag to end');
    // Once it settles, the row is written out once, for the last base (10^4).
    await page.waitForFunction(() => window.rebuilds() === 1);
    assert.match(
      await page.textContent(`${panel} .pos-table tbody`),
      /sin\(3 \/ 10000\^\(2\/64\)\)/,
    );
    assert.match(await page.textContent(panel), /Doubling base to 20000 instead/);
    assert.deepEqual(problems, []);
  });
});

test('doubling base: the changed values the core counts, and why seven do not move', async () => {
  await withPage(env, '#panel=pe-sinusoidal', async ({ page, problems }) => {
    // 64 rows × 128 columns: every angle but row 0's and pair 0's changes, (64 − 1) × (128 − 2)
    // = 7,938 values, yet 7 cosines of tiny angles round to exactly 1 in float32 with both bases
    // (the slowest pairs at p = 1 and 2; numpy's float32 table gives the same 7,931).
    await page.waitForFunction(
      (s) => /Doubling base/.test(document.querySelector(s).textContent),
      panel,
    );
    const text = await page.textContent(panel);
    assert.match(text, /Doubling base to 20000 instead changes 7,931 of them\./);
    assert.match(text, /The angle changes in 7,938 of them .*but 7 values keep their float32/);
    assert.deepEqual(problems, []);
  });
});
