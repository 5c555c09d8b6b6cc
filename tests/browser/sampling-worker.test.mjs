// The sampling lesson at its largest settings never freezes the tab: the generation runs in the
// sampling worker with a KV cache, the page shows its progress, and the text that arrives is the
// core's for the same seed (the CSV download against the core run in node). How long the page's
// longest task lasts meanwhile is a bench figure (page.sampling-longest-task-chromium, at most
// 200 ms), not a timed assertion: a loaded machine would fail it.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { loadCore } from '../wasm/load-core.mjs';
import { controlNamed, sampledBytes, startBrowser, withPage } from './harness.mjs';

let env, core;
before(async () => {
  env = await startBrowser();
  core = await loadCore();
});
after(async () => {
  await env?.close();
});

const panel = 'section[data-panel="sampling"]';
// The largest model the training lab allows, the longest prompt (64 bytes) and generation (200):
// with learned positions the text outgrows the 256-row table, so the window slides at the end.
const prompt = 'To be, or not to be, that is the question: Whether tis nobler in';
const model = {
  dModel: 256,
  layers: 4,
  heads: 8,
  maxLen: 256,
  pe: 'learned',
  norm: 'layernorm',
  seed: 42,
};
const hash =
  `index.html?embed=sampling#gpt_layers=4&gpt_d=256&gpt_heads=8&tr_seq=256&gpt_pe=learned` +
  `&sp_len=200&sp_temp=0.8&sp_topk=0&sp_topp=0.9&seed=42&sp_prompt=${encodeURIComponent(prompt)}`;

const settled = (selector) =>
  ['ready', 'error'].includes(document.querySelector(selector)?.dataset.status);

test('sampling at the largest settings: generated in the worker, the core’s bytes', async () => {
  await withPage(env, hash, async ({ page, problems }) => {
    await page.waitForFunction(settled, panel, { timeout: 120000 });
    assert.equal(await page.getAttribute(panel, 'data-status'), 'ready');
    assert.equal(await page.getAttribute(panel, 'data-engine'), 'worker');
    const sampled = `${panel} pre.lab-generated >> nth=1`;
    const first = await page.textContent(sampled);
    assert.ok(first.startsWith(prompt));
    const want = core.generateLesson(model, null, prompt, 200, {
      temperature: 0.8,
      topK: 0,
      topP: 0.9,
      seed: 42,
    });
    assert.deepEqual(await sampledBytes(page), Array.from(want.ids));

    // A temperature change regenerates in the worker; the page keeps answering meanwhile.
    await controlNamed(page, panel, 'temperature').locator('input[type=number]').fill('1.5');
    await page.waitForFunction(
      (s) => document.querySelector(s).dataset.status === 'loading',
      panel,
    );
    // While it works, the earlier text is marked as such and progress counts bytes.
    assert.match(await page.textContent(`${panel} .generation-progress`), /Generating: \d+ of/);
    assert.match(
      await page.textContent(`${panel} figure:has(pre.lab-generated) h3 >> nth=1`),
      /earlier settings/,
    );
    await page.waitForFunction(settled, panel, { timeout: 120000 });
    assert.equal(await page.getAttribute(panel, 'data-status'), 'ready');
    assert.equal(await page.getAttribute(panel, 'data-engine'), 'worker');
    const hotter = core.generateLesson(model, null, prompt, 200, {
      temperature: 1.5,
      topK: 0,
      topP: 0.9,
      seed: 42,
    });
    assert.deepEqual(await sampledBytes(page), Array.from(hotter.ids));
    assert.notDeepEqual(Array.from(hotter.ids), Array.from(want.ids));
    assert.match(await page.textContent(`${panel} p.note[aria-live]`), /Temperature 1\.5/);
    assert.doesNotMatch(await page.textContent(panel), /NaN/);
    assert.deepEqual(problems, []);
  });
});

test('a one-position window (tr_seq=1) generates its text; the cache comparison says why it is missing', async () => {
  const short = 'index.html?embed=sampling#tr_seq=1&gpt_pe=learned&sp_len=30&seed=7';
  await withPage(env, short, async ({ page, problems }) => {
    await page.waitForFunction(settled, panel, { timeout: 120000 });
    assert.equal(await page.getAttribute(panel, 'data-status'), 'ready');
    const sampled = await page.textContent(`${panel} pre.lab-generated >> nth=1`);
    assert.equal(await page.locator(`${panel} .generation-progress`).isVisible(), false);
    // The lab's default TinyGPT with one position: the core's own bytes for the same seed.
    const one = { dModel: 64, layers: 2, heads: 4, maxLen: 1, pe: 'learned', norm: 'layernorm' };
    const want = core.generateLesson({ ...one, seed: 7 }, null, 'The lamp', 30, {
      temperature: 0.8,
      topK: 0,
      topP: 0.9,
      seed: 7,
    });
    assert.ok(sampled.startsWith('The lamp'));
    assert.deepEqual(await sampledBytes(page), Array.from(want.ids));
    const kv = await page.textContent(`${panel} .kv-cache`);
    assert.match(kv, /2 × 2 × 64 × 4 B = 1 KiB per token/);
    assert.match(kv, /needs at least two positions/);
    // Only that: the lesson shows no error.
    assert.doesNotMatch(
      await page.textContent(`${panel} p.note[aria-live]`),
      /needs at least 2 bytes/,
    );
    assert.deepEqual(problems, []);
  });
});
