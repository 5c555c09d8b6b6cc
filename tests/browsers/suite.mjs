// The cross-browser checks, the same in every browser (firefox.test.mjs, webkit.test.mjs): the
// page with every panel it registers, the training lab's token + position predictor against
// Chromium's losses, TinyGPT on one and two workers against the CLI's, the embed example and the
// single-file page. `timeScale` stretches waits for slower engines.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { launchChromium } from '../../scripts/chromium.mjs';
import { readCatalogue } from '../../scripts/messages.mjs';
import { buildRoot, distDir, nativeBuildDir } from '../../scripts/paths.mjs';
import { serveStatic } from '../../scripts/serve.mjs';
import { learnerLanguages } from '../../web/src/i18n/words.js';
import { headScript } from './drivers.mjs';

const screenshotDir = join(buildRoot, 'screenshots');
// The run tests/browser/train.test.mjs checks in Chromium (PyTorch reaches about 1.93).
const training = '#panel=train&tr_text=hamlet&model=tokpos&steps=300&seed=3&autorun=1';

// TinyGPT on one and on two workers (data-parallel steps), and the same run in the CLI with the
// page's matrix products: the final losses must be equal to the last bit.
const tinyGpt = 'model=gpt&gpt_layers=1&gpt_heads=2&gpt_d=64&tr_batch=8&tr_seq=32&lr=0.003&seed=5';
const tinyGptSteps = 300;
const tinyGptCli = [
  ...['train', '--json', '--kernels', 'page', '--model', 'gpt', '--layers', '1', '--heads', '2'],
  ...['--d-model', '64', '--batch', '8', '--seq-len', '32', '--max-len', '32', '--lr', '0.003'],
  ...['--seed', '5', '--val-fraction', '0', '--steps', String(tinyGptSteps)],
];
const parallelTraining = (workers) =>
  `#panel=train&tr_text=hamlet&${tinyGpt}&steps=${tinyGptSteps}&tr_workers=${workers}` +
  (workers === 1 ? '&autorun=1' : '');
// The lab starts its helper once its training worker is ready: true when the helper's own core has
// loaded, so a run begun now has it take shards from its first steps.
const helperLoaded = () =>
  document.querySelector('section[data-panel="train"]')?.dataset.helpers === '1';
// Starts the run, keeping the most workers the lab reports in window.__mostWorkers (a poll could
// miss a short run; only a run sets data-workers).
const trainWatchingWorkers = () => {
  const s = document.querySelector('section[data-panel="train"]');
  window.__mostWorkers = 0;
  new MutationObserver(() => {
    window.__mostWorkers = Math.max(window.__mostWorkers, Number(s.dataset.workers ?? 0));
  }).observe(s, { attributes: true, attributeFilter: ['data-workers'] });
  s.querySelector('button.primary').click();
};

const pageStatus = () => document.documentElement.dataset.status;
const pageSettled = () => ['ready', 'error'].includes(document.documentElement.dataset.status);
// Every section the page built, with its status: new panels are covered as they register.
const panelStates = () =>
  [...document.querySelectorAll('section[data-panel]')].map((s) => [
    s.dataset.panel,
    s.dataset.status,
  ]);
const panelsSettled = () =>
  [...document.querySelectorAll('section[data-panel]')].every((s) =>
    ['ready', 'idle', 'error'].includes(s.dataset.status),
  );
const lastWaiting = () =>
  [...document.querySelectorAll('section[data-panel]')].pop()?.dataset.mount === 'waiting';
const scrollToLast = () =>
  [...document.querySelectorAll('section[data-panel]')].pop().scrollIntoView();
const lastMounted = () =>
  ![...document.querySelectorAll('section[data-panel]')].pop().dataset.mount;
const mountAll = () => window.dispatchEvent(new Event('beforeprint'));
const trainingSettled = () =>
  ['done', 'error'].includes(document.querySelector('section[data-panel="train"]')?.dataset.status);
const trainingResult = () => {
  const s = document.querySelector('section[data-panel="train"]');
  return {
    engine: s.dataset.engine ?? null, // worker, or page when no worker could start
    status: s.dataset.status,
    loss: s.dataset.loss ?? null,
    evalLoss: s.dataset.evalLoss ?? null,
  };
};

/**
 * The token + position predictor's final and held-out losses in Chromium, the reference for the
 * other browsers.
 */
async function chromiumLosses(url) {
  const chromium = await launchChromium();
  try {
    const page = await chromium.newPage();
    await page.goto(url + training);
    await page.waitForFunction(trainingSettled, null, { timeout: 180000 });
    return await page.evaluate(trainingResult);
  } finally {
    await chromium.close();
  }
}

export function crossBrowserSuite(launch, { timeScale = 1, extraChecks } = {}) {
  let browser;
  let server;
  let url;
  let reference;
  const wait = (ms) => ms * timeScale;
  before(async () => {
    mkdirSync(screenshotDir, { recursive: true });
    ({ server, url } = await serveStatic(distDir, 0, '127.0.0.1', { headScript }));
    [browser, reference] = await Promise.all([launch(), chromiumLosses(url)]);
  });
  after(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve) ?? resolve());
  });

  /** Opens `path`, runs body(page), and closes the page whatever happens. */
  async function withPage(path, body) {
    const page = await browser.open(url + path);
    try {
      return await body(page);
    } finally {
      await page.close();
    }
  }

  async function everyPanelReady(page, where) {
    await page.waitFor(pageSettled, null, wait(60000));
    assert.equal(await page.evaluate(pageStatus), 'ready', where);
    // Lessons mount as they come near the viewport: the last one does once scrolled to, and
    // printing (beforeprint) mounts the rest.
    if (await page.evaluate(lastWaiting)) {
      await page.evaluate(scrollToLast);
      await page.waitFor(lastMounted, null, wait(30000));
    }
    await page.evaluate(mountAll);
    await page.waitFor(panelsSettled, null, wait(60000));
    const states = await page.evaluate(panelStates);
    assert.ok(states.length >= 10, `${where}: only ${states.length} panels`);
    const notReady = states.filter(([, status]) => !['ready', 'idle'].includes(status));
    assert.deepEqual(notReady, [], `${where}: panels not ready`);
    return states.length;
  }

  async function trainsLikeChromium(page, where) {
    await page.waitFor(trainingSettled, null, wait(120000));
    const result = await page.evaluate(trainingResult);
    assert.equal(result.status, 'done', where);
    assert.equal(result.engine, 'worker', `${where}: trained on the page, not in a worker`);
    assert.ok(Number(result.loss) < 2.3, `${where}: loss ${result.loss} at step 300`);
    assert.deepEqual(result, reference, `${where}: losses differ from Chromium's`);
  }

  test('every panel of the page reaches ready with a clean console', async () => {
    await withPage('', async (page) => {
      const count = await everyPanelReady(page, 'the page');
      await extraChecks?.(page);
      await page.screenshot(join(screenshotDir, `${browser.name.toLowerCase()}-page.png`));
      assert.deepEqual(await page.problems(), []);
      console.log(`# ${browser.name}: ${count} panels ready`);
    });
  });

  test('the page in each translated language: every panel ready, its words and a clean console', async () => {
    for (const lang of learnerLanguages.filter((lang) => lang !== 'en')) {
      // A lesson's title in the language (codificación posicional, 位置编码): its words arrived.
      const title = (await readCatalogue(lang))['lessons.pe-sinusoidal.title'];
      await withPage(`#lang=${lang}`, async (page) => {
        await everyPanelReady(page, lang);
        const { tag, text } = await page.evaluate(() => ({
          tag: document.documentElement.lang,
          text: document.querySelector('main').innerText,
        }));
        assert.equal(tag, lang);
        assert.ok(text.includes(title), `${lang}: no “${title}”`);
        await page.screenshot(join(screenshotDir, `${browser.name.toLowerCase()}-${lang}.png`));
        assert.deepEqual(await page.problems(), [], lang);
      });
    }
  });

  test("the token + position predictor trains in a worker to Chromium's losses", async () => {
    await withPage(training, async (page) => {
      await trainsLikeChromium(page, 'the page');
      assert.deepEqual(await page.problems(), []);
      console.log(`# ${browser.name}: loss ${reference.loss}, held-out ${reference.evalLoss}`);
    });
  });

  test('TinyGPT trains on one worker and on two to the same losses, the CLI’s', async () => {
    const cli = JSON.parse(
      execFileSync(join(nativeBuildDir, 'embedding-lab'), tinyGptCli, {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      })
        .trim()
        .split('\n')
        .at(-1),
    );
    const results = [];
    for (const workers of [1, 2]) {
      await withPage(parallelTraining(workers), async (page) => {
        if (workers === 2) {
          await page.waitFor(helperLoaded, null, wait(60000));
          await page.evaluate(trainWatchingWorkers);
        }
        await page.waitFor(trainingSettled, null, wait(180000));
        if (workers === 2)
          assert.equal(
            await page.evaluate(() => window.__mostWorkers),
            2,
            'the helper took shards',
          );
        const result = await page.evaluate(trainingResult);
        assert.equal(result.status, 'done', `${workers} workers`);
        assert.equal(result.engine, 'worker', `${workers} workers`);
        assert.deepEqual(await page.problems(), []);
        results.push(result);
      });
    }
    assert.deepEqual(results[1], results[0], 'two workers, one worker');
    assert.equal(Number(results[0].loss), cli.losses.at(-1), 'the page, the CLI');
    console.log(
      `# ${browser.name}: TinyGPT loss ${results[0].loss} on 1 and 2 workers and in the CLI`,
    );
  });

  test('the embed example shows its panels, sized by their height messages', async () => {
    await withPage('examples/', async (page) => {
      const framesReady = () =>
        ['tokens', 'positions'].every((id) => document.getElementById(id)?.dataset.ready);
      await page.waitFor(framesReady, null, wait(60000));
      const heights = await page.evaluate(() =>
        ['tokens', 'positions'].map((id) => document.getElementById(id).clientHeight),
      );
      for (const height of heights) assert.ok(height > 600, `frame only ${height} px high`);
      assert.deepEqual(await page.problems(), []);
    });
  });

  test('the single-file page shows every panel and trains in its inline worker', async () => {
    await withPage('embedding-lab.html', async (page) => {
      await everyPanelReady(page, 'the single file');
      assert.deepEqual(await page.problems(), []);
    });
    await withPage(`embedding-lab.html${training}`, async (page) => {
      await trainsLikeChromium(page, 'the single file');
      assert.deepEqual(await page.problems(), []);
    });
  });
}
