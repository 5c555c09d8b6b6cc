// The norms, attention and decoder-only panels in headless Chromium: ready, drawn, controls change
// the picture, links restore it, bad input shows its message, and screenshots at 1200 and 360 px.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { canvasStats, openPage, screenshotDir, startBrowser, withPage } from './harness.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

const norms = 'section[data-panel="norms"]';
const attention = 'section[data-panel="attention"]';
const decoder = 'section[data-panel="decoder-only"]';

async function shoot(page, selector, file) {
  await page.locator(selector).screenshot({ path: join(screenshotDir, file) });
}

test('norms: ready, bars drawn, statistics from the core, clean console', async () => {
  await withPage(env, '#panel=norms', async ({ page, problems }) => {
    assert.equal(await page.evaluate(() => document.documentElement.dataset.status), 'ready');
    assert.equal(await page.getAttribute(norms, 'data-status'), 'ready');
    for (let i = 0; i < 3; i++) {
      const stats = await canvasStats(page, `${norms} canvas.bar-chart >> nth=${i}`);
      assert.ok(stats.colours > 2, `bar chart ${i} looks blank`);
    }
    const table = await page.textContent(`${norms} .stats-table`);
    assert.match(table, /mean μ1\.125/);
    assert.match(table, /variance σ²2\.29688/);
    assert.ok((await page.locator(`${norms} .katex`).count()) >= 2, 'formulas typeset');
    await shoot(page, norms, 'norms.png');
    assert.deepEqual(problems, []);
  });
});

test('norms: the tiny vector, eps presets, the link restores the state', async () => {
  const { hash, shown } = await withPage(env, '#panel=norms', async ({ page, problems }) => {
    const before = await canvasStats(page, `${norms} canvas.bar-chart >> nth=2`);
    await page.click(`${norms} button:has-text("Tiny vector")`);
    await page.click(`${norms} button:has-text("ε = 1e-12")`);
    const eps = await page.textContent(`${norms} .eps-table`);
    assert.match(eps, /RMSNorm, ε = 0\[0\.774597, 0, 1\.54919\]/);
    assert.match(eps, /LayerNorm, ε = 0\[[-0-9.e]+, -1\.22474, 1\.22474\]/);
    const after = await canvasStats(page, `${norms} canvas.bar-chart >> nth=2`);
    assert.notEqual(after.hash, before.hash);
    await page.click(`${norms} button:has-text("ε = 1e-5")`);
    assert.match(
      await page.textContent(`${norms} .eps-table`),
      /RMSNorm, ε = 1e-5\[3\.16228e-4, 0, 6\.3245\de-4\]/,
    );
    const hash = await page.evaluate(() => location.hash);
    assert.match(hash, /norm_x=1e-6/);
    const shown = await page.textContent(`${norms} .eps-table`);
    await shoot(page, norms, 'norms-tiny.png');
    assert.deepEqual(problems, []);
    return { hash, shown };
  });

  await withPage(env, hash, async (again) => {
    assert.equal(await again.page.textContent(`${norms} .eps-table`), shown);
    assert.equal(await again.page.inputValue(`${norms} .text-field input`), '1e-6, 0, 2e-6');
    assert.deepEqual(again.problems, []);
  });
});

test('norms: bad vectors show a message and keep the last picture; scale invariance', async () => {
  await withPage(env, '#panel=norms', async ({ page, problems }) => {
    const field = page.locator(`${norms} .text-field`);
    const before = await canvasStats(page, `${norms} canvas.bar-chart >> nth=1`);
    for (const [text, message] of [
      ['2, abc, 3', /^“abc” is not a number \(write numbers such as -1, 0\.5 or 2e-6\)$/],
      ['', /^type at least one number, such as 2, -1, 0\.5, 3$/],
      [Array(40).fill('1').join(', '), /^at most 32 numbers fit here \(got 40\)$/],
    ]) {
      await field.locator('input').fill(text);
      assert.match(await field.locator('.control-error').textContent(), message);
      assert.deepEqual(await canvasStats(page, `${norms} canvas.bar-chart >> nth=1`), before);
    }
    await field.locator('input').fill('1, 2, 3');
    await field.locator('.control-error').waitFor({ state: 'hidden' });
    const scale = page.locator(`${norms} .control:has-text("scale factor") input[type=number]`);
    await scale.fill('1000');
    assert.match(
      await page.textContent(`${norms} .scale-result`),
      /1000 · x = \[1000, 2000, 3000\].*unchanged, up to the tiny effect of ε/,
    );
    assert.deepEqual(problems, []);
  });
});

test('attention: three heatmaps, exact hover read-outs, causal toggle, link restores', async () => {
  const { canvases, hash, open } = await withPage(
    env,
    '#panel=attention',
    async ({ page, problems }) => {
      assert.equal(await page.getAttribute(attention, 'data-status'), 'ready');
      const canvases = `${attention} canvas.heatmap`;
      const stats = [];
      for (let i = 0; i < 3; i++) stats.push(await canvasStats(page, `${canvases} >> nth=${i}`));
      for (const s of stats) assert.deepEqual([s.width, s.height], [23, 23]); // 23 bytes of the default text
      assert.ok(stats[0].colours > 50, 'scores look blank');
      assert.ok(stats[2].colours > 20, 'weights look blank');
      // Hover the weights at row 0, key 0 (exactly 1) and at row 2, key 20 (future: exactly 0).
      const weights = page.locator(`${canvases} >> nth=2`);
      await weights.scrollIntoViewIfNeeded();
      const box = await weights.boundingBox();
      const at = (r, c) =>
        page.mouse.move(
          box.x + ((c + 0.5) / 23) * box.width,
          box.y + ((r + 0.5) / 23) * box.height,
        );
      await at(0, 0);
      const readout = page.locator(`${attention} .matrix-figure >> nth=2 >> .readout`);
      assert.match(await readout.textContent(), /query 0 ‘T’ on key 0 ‘T’ = 1;\s+row 0 sums to 1/);
      await at(2, 20);
      assert.match(await readout.textContent(), /= 0 \(exactly\)/);
      await at(5, 3);
      assert.match(await readout.textContent(), /row 5 sums to 1(\D|$)/);
      await shoot(page, attention, 'attention.png');

      // Grey means masked: said under the scores while the mask is on, and only then.
      const scoresNote = page.locator(`${attention} .matrix-figure >> nth=0 >> .legend-note`);
      assert.match(await scoresNote.textContent(), /grey: masked/);
      assert.equal(await scoresNote.isVisible(), true);
      await page.click(`${attention} label:has-text("causal mask") input`);
      const open = await canvasStats(page, `${canvases} >> nth=2`);
      assert.notEqual(open.hash, stats[2].hash);
      assert.equal(await scoresNote.isHidden(), true, 'no grey cells, no grey in the legend');
      const hash = await page.evaluate(() => location.hash);
      assert.match(hash, /att_causal=0/);
      assert.deepEqual(problems, []);
      return { canvases, hash, open };
    },
  );

  await withPage(env, hash, async (again) => {
    assert.equal((await canvasStats(again.page, `${canvases} >> nth=2`)).hash, open.hash);
    assert.equal(
      await again.page.isChecked(`${attention} label:has-text("causal mask") input`),
      false,
    );
    assert.deepEqual(again.problems, []);
  });
});

test('attention: nearly equal scores are drawn pale, the colours reaching ±1 at least', async () => {
  // No positions and one repeated byte: every query and key is the same vector, so every score
  // is the same small number; drawn on its own ±range it would look like strong (dis)agreement.
  await withPage(env, '#panel=attention&text=aaaaaaaaaaaa&att_pe=0', async ({ page, problems }) => {
    const figure = `${attention} .matrix-figure >> nth=0`;
    const ends = await page.$$eval(`${figure} >> .legend > span`, (spans) =>
      spans.map((s) => s.textContent).filter(Boolean),
    );
    assert.deepEqual(ends, ['−1', '+1']);
    assert.match(
      await page.getAttribute(`${figure} >> canvas`, 'aria-label'),
      /from −1 \(blue\) to 1 \(red\)/,
    );
    assert.deepEqual(problems, []);
  });
});

test('attention: controls redraw, bad values show messages, the N² chart and read-out', async () => {
  await withPage(env, '#panel=attention', async ({ page, problems }) => {
    const canvas = `${attention} canvas.heatmap >> nth=2`;
    const before = await canvasStats(page, canvas);
    const dk = page.locator(`${attention} .control:has-text("d_k") input[type=number]`);
    await dk.fill('0');
    assert.match(
      await page.locator(`${attention} .control:has-text("d_k") .control-error`).textContent(),
      /d_k goes from 1 to 64/,
    );
    assert.deepEqual(await canvasStats(page, canvas), before);
    await dk.fill('2');
    assert.notEqual((await canvasStats(page, canvas)).hash, before.hash);
    const d = page.locator(`${attention} .control:has-text("d_model") input[type=number]`);
    await d.fill('7');
    assert.match(
      await page.locator(`${attention} .control:has-text("d_model") .control-error`).textContent(),
      /must be even/,
    );
    // The shared text box: new text, new token count, and the link keeps it.
    await page.locator(`${attention} .text-field input`).fill('Hello');
    assert.equal((await canvasStats(page, canvas)).width, 5);
    assert.match(await page.evaluate(() => location.hash), /text=Hello/);
    await page.locator(`${attention} .text-field input`).fill('');
    assert.match(
      await page.textContent(`${attention} .text-field .control-error`),
      /Type some text/,
    );
    // Memory: a chart is drawn and N = 131072 reads 64 GiB.
    assert.ok((await canvasStats(page, `${attention} .memory-chart canvas`)).colours > 3);
    await page
      .locator(`${attention} .control:has-text("sequence length N") input[type=number]`)
      .fill('131072');
    assert.match(
      await page.textContent(`${attention} .memory-readout`),
      /17,179,869,184 weights = 64 GiB/,
    );
    assert.match(await page.evaluate(() => location.hash), /att_n=131072/);
    assert.deepEqual(problems, []);
  });
});

test('decoder-only: what t sees, shifted targets, mask toggle, link and bad window', async () => {
  const { hash, table } = await withPage(env, '#panel=decoder-only', async ({ page, problems }) => {
    assert.equal(await page.getAttribute(decoder, 'data-status'), 'ready');
    assert.equal(await page.locator(`${decoder} .token.hidden`).count(), 23 - 7);
    assert.equal(await page.locator(`${decoder} .token.current`).count(), 1);
    assert.ok((await canvasStats(page, `${decoder} canvas.bar-chart`)).colours > 2);
    const rows = page.locator(`${decoder} .pairs-table tbody tr`);
    assert.equal(await rows.count(), 8);
    // t = 1: input 'h', context 'Th', target 'e' (x = data[0:8], y = data[1:9]).
    assert.deepEqual(await rows.nth(1).locator('td').allTextContents(), [
      'h',
      'Th',
      'e',
      'hidden: predict',
    ]);
    assert.match(await page.textContent(`${decoder} .copy-note`), /0 of 8 answers/);
    assert.equal(
      await page.getAttribute(`${decoder} a[href="#panel=attention"]`, 'href'),
      '#panel=attention',
    );
    await shoot(page, decoder, 'decoder-only.png');

    const barsBefore = await canvasStats(page, `${decoder} canvas.bar-chart`);
    await page.click(`${decoder} label:has-text("causal mask") input`);
    assert.match(await page.textContent(`${decoder} .copy-note`), /7 of 8 answers are in view/);
    assert.equal(await page.locator(`${decoder} .pairs-table tr.cheat`).count(), 7);
    // Without the mask every row sees the whole window, the answers it can copy included.
    assert.equal(
      await page.textContent(`${decoder} .pairs-table thead th >> nth=2`),
      'sees x[0..7], the whole window',
    );
    const contexts = await rows.locator('td.context').allTextContents();
    assert.equal(new Set(contexts).size, 1, `every row sees the same window: ${contexts}`);
    assert.equal(
      await rows.nth(1).locator('td.context .later').textContent(),
      contexts[0].slice(2),
    );
    assert.notEqual((await canvasStats(page, `${decoder} canvas.bar-chart`)).hash, barsBefore.hash);
    await page.locator(`${decoder} .control:has-text("token t") input[type=number]`).fill('3');
    const start = page.locator(`${decoder} .control:has-text("start i") input[type=number]`);
    await start.fill('20');
    assert.match(
      await page.textContent(`${decoder} .control:has-text("start i") .control-error`),
      /needs 29 tokens .* the text has 23/,
    );
    await start.fill('2');
    const hash = await page.evaluate(() => location.hash);
    assert.match(hash, /dec_mask=0/);
    assert.match(hash, /dec_t=3/);
    assert.match(hash, /dec_start=2/);
    const table = await page.textContent(`${decoder} .pairs-table`);
    assert.deepEqual(problems, []);
    return { hash, table };
  });

  await withPage(env, hash, async (again) => {
    assert.equal(await again.page.textContent(`${decoder} .pairs-table`), table);
    assert.equal(
      await again.page.locator(`${decoder} .token.current .token-index`).textContent(),
      '3',
    );
    assert.deepEqual(again.problems, []);
  });
});

test('the panels fit 360 px and the dark theme', async () => {
  await withPage(
    env,
    '#panel=norms&theme=dark',
    {
      viewport: { width: 360, height: 800 },
    },
    async ({ page, problems }) => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(overflow <= 360, `page is ${overflow}px wide at a 360px viewport`);
      for (const [selector, file] of [
        [norms, 'norms-360.png'],
        [attention, 'attention-360.png'],
        [decoder, 'decoder-only-360.png'],
      ]) {
        await page.locator(selector).scrollIntoViewIfNeeded();
        await shoot(page, selector, file);
      }
      assert.deepEqual(problems, []);
    },
  );
});
