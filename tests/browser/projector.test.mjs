// The projector lesson: t-SNE runs in the projection worker and the map moves while it does, with
// a progress line; a click lists a point's 5 nearest rows by cosine, the core's own; a copied link
// restores the method, the perplexity and the point; a bad perplexity and a bad vectors.tsv get
// the core's message; a good vectors.tsv with its metadata.tsv is drawn with its labels.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { loadCore } from '../wasm/load-core.mjs';
import { controlNamed, screenshotDir, startBrowser, withPage } from './harness.mjs';

let env, core;
before(async () => {
  env = await startBrowser();
  core = await loadCore();
});
after(async () => {
  await env?.close();
});

const panel = 'section[data-panel="projector"]';
// The map of the rows shown (the random table's map beside a trained one is the second canvas).
const mainMap = `${panel} .figure-row > figure canvas.lab-scatter`;
const text = 'The quick brown fox jumps over the lazy dog, 0123456789.';
const base = `#panel=projector&pj_source=random&seed=42&text=${encodeURIComponent(text)}`;

/** The rows the lesson places: the random table's rows of the text's distinct bytes. */
function rowsOfText() {
  const ids = [...new Set(new TextEncoder().encode(text))].sort((a, b) => a - b);
  const table = core.randomTokenTable(64, 42);
  const data = new Float32Array(ids.length * 64);
  ids.forEach((id, r) => data.set(table.data.subarray(id * 64, (id + 1) * 64), r * 64));
  return { rows: ids.length, cols: 64, data };
}

// Every progress line the lesson shows, recorded as it changes (the run may be quick).
const recordProgress = (page) =>
  page.addInitScript(() => {
    window.projectorProgress = [];
    new MutationObserver(() => {
      const line = document.querySelector('[data-panel="projector"] .projector-progress');
      const seen = window.projectorProgress;
      if (line && line.textContent && line.textContent !== seen[seen.length - 1])
        seen.push(line.textContent);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });

const done = (page) =>
  page.waitForFunction((s) => document.querySelector(s)?.dataset.projection === 'done', panel, {
    timeout: 60000,
  });

/** Moves the mouse over the map until the read-out names a point; returns where. */
async function findPoint(page) {
  const canvas = page.locator(mainMap);
  // In view first: a mouse outside the viewport reaches nothing. The box is read again each row,
  // in case a lesson above the map still changes height and moves it.
  await canvas.scrollIntoViewIfNeeded();
  const summary = await page.textContent(`${panel} .figure-row > figure .readout`);
  const { height } = await canvas.boundingBox();
  for (let y = 30; y < height - 20; y += 12) {
    const box = await canvas.boundingBox();
    for (let x = 30; x < box.width - 20; x += 12) {
      await page.mouse.move(box.x + x, box.y + y);
      const read = await page.textContent(`${panel} .figure-row > figure .readout`);
      if (read !== summary) return { x: box.x + x, y: box.y + y };
    }
  }
  throw new Error('no point found on the map');
}

test('t-SNE animates in the worker, then a click lists the core’s 5 neighbours', async () => {
  await withPage(env, base, { setup: recordProgress }, async ({ page, problems }) => {
    await done(page);
    assert.equal(await page.getAttribute(panel, 'data-engine'), 'worker');
    const lines = await page.evaluate(() => window.projectorProgress);
    const steps = lines.filter((line) => /^iteration [\d,]+ of 1,000, KL [\d.]+$/.test(line));
    assert.ok(steps.length >= 3, `progress lines: ${lines.join(' | ')}`);
    assert.match(steps[0], /^iteration 25 of 1,000/);
    assert.match(
      await page.textContent(`${panel} .projector-progress`),
      /^iteration 1,000 of 1,000, KL [\d.]+$/,
    );
    assert.match(await page.textContent(`${panel} .projector-caption`), /KL\(P ‖ Q\) = [\d.]+/);
    assert.match(await page.textContent(`${panel} .projector-trust`), /Trustworthiness/);

    const at = await findPoint(page);
    await page.mouse.click(at.x, at.y);
    await page.waitForFunction((s) => /pj_point=\d+/.test(location.hash), panel);
    const point = Number(
      new URLSearchParams(await page.evaluate(() => location.hash.slice(1))).get('pj_point'),
    );
    const items = page.locator(`${panel} .projector-neighbours li`);
    assert.equal(await items.count(), 5);
    const shown = await items.evaluateAll((lis) =>
      lis.map((li) => [Number(li.dataset.index), Number(li.dataset.cosine)]),
    );
    const want = core.cosineNeighbours(rowsOfText(), point, 5);
    assert.deepEqual(
      shown,
      want.map((n) => [n.index, n.cosine]),
    );
    await page.screenshot({ path: join(screenshotDir, 'projector-1280.png'), fullPage: false });
    assert.deepEqual(problems, []);
  });
});

test('a copied link restores the method, the perplexity and the point', async () => {
  const link = `${base}&pj_method=tsne&pj_perplexity=5&pj_point=3`;
  await withPage(env, link, async ({ page, problems }) => {
    await done(page);
    const value = (label) =>
      controlNamed(page, panel, label).locator('input[type=number]').inputValue();
    assert.equal(
      await controlNamed(page, panel, 'method').locator('input[type=radio]:checked').inputValue(),
      'tsne',
    );
    assert.equal(await value('perplexity'), '5');
    assert.equal(await value('point chosen'), '3');
    assert.equal(await page.locator(`${panel} .projector-neighbours li`).count(), 5);
    const want = core.cosineNeighbours(rowsOfText(), 3, 5);
    assert.equal(
      await page.getAttribute(`${panel} .projector-neighbours li >> nth=0`, 'data-index'),
      String(want[0].index),
    );
    // PCA draws at once, with its share of the variance.
    await page.check(`${panel} input[type=radio][value=pca]`);
    await page.waitForFunction(
      (s) => /PC1 holds/.test(document.querySelector(`${s} .projector-caption`).textContent),
      panel,
    );
    assert.match(await page.evaluate(() => location.hash), /pj_method=pca/);
    assert.deepEqual(problems, []);
  });
});

test('a typed label finds its row, and the point’s slider stops at the last row', async () => {
  await withPage(env, `${base}&pj_method=pca`, async ({ page, problems }) => {
    await done(page);
    const ids = [...new Set(new TextEncoder().encode(text))].sort((a, b) => a - b);
    const point = controlNamed(page, panel, 'point chosen');
    assert.equal(
      await point.locator('input[type=range]').getAttribute('max'),
      String(ids.length - 1),
    );
    const find = page.locator(`${panel} .projector-find input[type=search]`);
    await find.fill('q');
    await find.press('Enter');
    const row = ids.indexOf('q'.charCodeAt(0));
    await page.waitForFunction((r) => location.hash.includes(`pj_point=${r}`), row);
    assert.equal(await page.textContent(`${panel} .projector-found`), `“q” is row ${row}.`);
    const want = core.cosineNeighbours(rowsOfText(), row, 5);
    const shown = await page
      .locator(`${panel} .projector-neighbours li`)
      .evaluateAll((lis) => lis.map((li) => Number(li.dataset.index)));
    assert.deepEqual(
      shown,
      want.map((n) => n.index),
    );
    // A space is found as the dot writes it; a label no row has is said so, the point kept.
    await find.fill(' ');
    await page.click(`${panel} .projector-find button`);
    await page.waitForFunction((r) => location.hash.includes(`pj_point=${r}`), ids.indexOf(32));
    await find.fill('zebra');
    await find.press('Enter');
    assert.match(
      await page.textContent(`${panel} .projector-found`),
      /^No row is labelled “zebra”/,
    );
    assert.ok((await page.evaluate(() => location.hash)).includes(`pj_point=${ids.indexOf(32)}`));
    assert.deepEqual(problems, []);
  });
});

test('a perplexity past the rows shows the core’s message under its control', async () => {
  await withPage(env, base, async ({ page, problems }) => {
    await done(page);
    const control = controlNamed(page, panel, 'perplexity');
    await control.locator('input[type=number]').fill('90');
    await control.locator('input[type=number]').press('Enter');
    await page.waitForFunction(
      (s) =>
        [...document.querySelectorAll(`${s} .control-error`)].some(
          (e) =>
            !e.hidden &&
            /perplexity must be above 0 and below the number of rows/.test(e.textContent),
        ),
      panel,
    );
    assert.match(
      await control.locator('.control-error').textContent(),
      /below the number of rows, \d+ \(got 90\)/,
    );
    assert.deepEqual(problems, []);
  });
});

test('your own files: a bad vectors.tsv names its line; a good one is drawn with its labels', async () => {
  await withPage(
    env,
    base,
    { viewport: { width: 390, height: 844 } },
    async ({ page, problems }) => {
      await done(page);
      const [vectorsInput, metadataInput] = [0, 1].map((i) =>
        page.locator(`${panel} .projector-files input[type=file]`).nth(i),
      );
      await vectorsInput.setInputFiles({
        name: 'vectors.tsv',
        mimeType: 'text/tab-separated-values',
        buffer: Buffer.from('1\t2\t3\n4\t5\n'),
      });
      const note = page.locator(`${panel} .projector-file-note`);
      await page.waitForFunction(
        (s) => /line 2/.test(document.querySelector(`${s} .projector-file-note`).textContent),
        panel,
      );
      assert.equal(await note.locator('[data-words="core"]').count(), 1);

      // More rows than t-SNE takes: the core's limit, said with what to do.
      const many = Array.from({ length: 5001 }, (_, i) => `${i % 7}\t${i % 11}`).join('\n');
      await vectorsInput.setInputFiles({
        name: 'big.tsv',
        mimeType: 'text/tab-separated-values',
        buffer: Buffer.from(`${many}\n`),
      });
      await page.waitForFunction(
        (s) =>
          /at most 5000 rows/.test(document.querySelector(`${s} .projector-file-note`).textContent),
        panel,
      );
      assert.match(
        await note.textContent(),
        /big\.tsv cannot be used: t-SNE takes at most 5000 rows \(got 5001\)/,
      );

      const rows = [];
      for (let i = 0; i < 6; i++) rows.push([1 + i * 0.01, 0, 0, i * 0.01].join('\t'));
      for (let i = 0; i < 6; i++) rows.push([0, 1 + i * 0.01, i * 0.01, 0].join('\t'));
      const words = [
        'cat',
        'dog',
        'cow',
        'pig',
        'hen',
        'fox',
        'oak',
        'elm',
        'ash',
        'fir',
        'yew',
        'box',
      ];
      const kinds = words.map((_, i) => (i < 6 ? 'animal' : 'tree'));
      await metadataInput.setInputFiles({
        name: 'metadata.tsv',
        mimeType: 'text/tab-separated-values',
        buffer: Buffer.from(`word\tkind\n${words.map((w, i) => `${w}\t${kinds[i]}`).join('\n')}\n`),
      });
      await vectorsInput.setInputFiles({
        name: 'vectors.tsv',
        mimeType: 'text/tab-separated-values',
        buffer: Buffer.from(`${rows.join('\n')}\n`),
      });
      await page.waitForFunction(
        (s) =>
          /vectors\.tsv: 12 rows/.test(
            document.querySelector(`${s} .projector-file-note`).textContent,
          ),
        panel,
      );
      assert.equal(
        await controlNamed(page, panel, 'vectors shown').locator('select').inputValue(),
        'file',
      );
      await page.waitForFunction(
        (s) => /12 rows of 4 numbers/.test(document.querySelector(`${s} .shown-label`).textContent),
        panel,
      );
      await done(page);
      // Its labels: the neighbours of row 0 are the other animals.
      await controlNamed(page, panel, 'point chosen').locator('input[type=number]').fill('0');
      await controlNamed(page, panel, 'point chosen').locator('input[type=number]').press('Enter');
      await page.waitForFunction(
        (s) => document.querySelectorAll(`${s} .projector-neighbours li`).length === 5,
        panel,
      );
      assert.match(await page.textContent(`${panel} h4`), /“cat”/);
      const listed = await page.locator(`${panel} .projector-neighbours li`).allTextContents();
      assert.ok(
        listed.every((line) => /^(dog|cow|pig|hen|fox): cosine/.test(line)),
        listed.join(' | '),
      );
      await page.locator(mainMap).scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(screenshotDir, 'projector-390.png') });
      assert.deepEqual(problems, []);
    },
  );
});

test('5,000 rows of 300 numbers: PCA in the worker, and t-SNE counting its rows without blocking the page', async () => {
  await withPage(env, `${base}&pj_method=pca`, async ({ page, problems }) => {
    await done(page);
    const rows = 5000;
    const cols = 300;
    const lines = Array.from({ length: rows }, (_, r) =>
      Array.from({ length: cols }, (_, c) => ((r * 31 + c * 17) % 97) / 97 - 0.5).join('\t'),
    );
    await page
      .locator(`${panel} .projector-files input[type=file]`)
      .first()
      .setInputFiles({
        name: 'vectors.tsv',
        mimeType: 'text/tab-separated-values',
        buffer: Buffer.from(`${lines.join('\n')}\n`),
      });
    await page.waitForFunction(
      (s) =>
        /vectors\.tsv: |cannot/.test(
          document.querySelector(`${s} .projector-file-note`).textContent,
        ),
      panel,
      { timeout: 120000 },
    );
    assert.match(
      await page.textContent(`${panel} .projector-file-note`),
      /vectors\.tsv: 5,?000 rows/,
    );
    await page.waitForFunction(
      (s) => /5,?000 rows of 300/.test(document.querySelector(`${s} .shown-label`).textContent),
      panel,
      { timeout: 120000 },
    );
    await done(page);
    assert.equal(await page.getAttribute(panel, 'data-engine'), 'worker');
    assert.match(await page.textContent(`${panel} .projector-caption`), /PC1 holds/);
    assert.match(await page.getAttribute(mainMap, 'aria-label'), /5,?000 rows/);
    // t-SNE's P for 5,000 rows takes tens of seconds: the worker counts its rows, and the page
    // keeps drawing frames meanwhile; PCA again ends the run.
    await page.evaluate(() => {
      window.longestFrame = 0;
      let last = performance.now();
      const tick = (now) => {
        window.longestFrame = Math.max(window.longestFrame, now - last);
        last = now;
        window.frames = requestAnimationFrame(tick);
      };
      window.frames = requestAnimationFrame(tick);
    });
    await page.check(`${panel} input[type=radio][value=tsne]`);
    const counted = /^computing each row’s neighbourhood: row ([\d,]+) of 5,000…$/;
    // The row the progress line counts, once it is past `after`.
    const rowPast = async (after) => {
      await page.waitForFunction(
        ([s, pattern, past]) => {
          const found = document
            .querySelector(`${s} .projector-progress`)
            .textContent.match(new RegExp(pattern));
          return found && Number(found[1].replace(/,/g, '')) > past;
        },
        [panel, counted.source, after],
        { timeout: 60000 },
      );
      const line = await page.textContent(`${panel} .projector-progress`);
      return Number(line.match(counted)[1].replace(/,/g, ''));
    };
    const first = await rowPast(0);
    await page.evaluate(() => (window.longestFrame = 0));
    // A hundred more rows of P: a second or more of the worker's work, the page drawing on.
    await rowPast(first + 100);
    const longest = await page.evaluate(() => window.longestFrame);
    // On the page's thread, P alone would hold the page for tens of seconds.
    assert.ok(longest < 2000, `the longest frame took ${longest} ms`);
    await page.check(`${panel} input[type=radio][value=pca]`);
    await page.waitForFunction(
      (s) => /PC1 holds/.test(document.querySelector(`${s} .projector-caption`).textContent),
      panel,
      { timeout: 60000 },
    );
    assert.deepEqual(problems, []);
  });
});
