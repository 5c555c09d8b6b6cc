// Data-parallel training in the page (Chromium): the lab trains one model on 1 or 2 workers with
// the CLI's losses bit for bit (its --kernels page, on 1 and 2 threads), and a helper worker that
// dies mid-run is reported in plain words while the run goes on, the same curve to the last step.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { nativeBuildDir } from '../../scripts/paths.mjs';
import { startBrowser, withPage } from './harness.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

const panel = 'section[data-panel="train"]';

// TinyGPT on the notebook's Hamlet passage (nothing held out: the CLI's --val-fraction 0), at a
// batch of 6: shards of 1, 2, 1 and 2 windows.
const lab = 'model=gpt&gpt_layers=1&gpt_heads=2&gpt_d=32&tr_batch=6&tr_seq=16&lr=0.003&seed=7';
const cliArgs = [
  ...['--model', 'gpt', '--layers', '1', '--heads', '2', '--d-model', '32', '--batch', '6'],
  ...['--seq-len', '16', '--max-len', '16', '--lr', '0.003', '--seed', '7', '--val-fraction', '0'],
];

function cliLosses(steps, threads) {
  const cli = join(nativeBuildDir, 'embedding-lab');
  const args = ['train', '--json', '--kernels', 'page', '--threads', String(threads)];
  const out = execFileSync(cli, [...args, '--steps', String(steps), ...cliArgs], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return JSON.parse(out.trim().split('\n').at(-1)).losses;
}

// Before the page loads: every Worker it starts is kept in window.__workers, a helper (told to
// serve shards) marked as one, and every loss the training worker streams in window.__losses.
// The most workers the lab reported is kept in window.__mostWorkers.
const watchWorkers = () => {
  window.__workers = [];
  window.__losses = [];
  window.__mostWorkers = 0;
  const Original = window.Worker;
  window.Worker = class extends Original {
    constructor(...args) {
      super(...args);
      window.__workers.push(this);
      this.addEventListener('message', ({ data }) => {
        if (data?.type === 'progress' && data.losses)
          window.__losses.push(...Array.from(data.losses));
        stopHelperIfAsked();
      });
    }
    postMessage(message, transfer) {
      if (message?.type === 'serve-shards') this.helper = true;
      return super.postMessage(message, transfer);
    }
  };
  // window.__stopHelperAt = n (set by a test): once n losses have come with two workers at work,
  // the helper dies here, in the page, as the progress arrives: a test that stopped it from node
  // raced the run, which on a loaded machine had ended before the test's call reached the page.
  // What the page sees when a worker dies of an error: its error event. The worker is gone.
  const stopHelperIfAsked = () => {
    if (!window.__stopHelperAt || window.__helperStoppedAt !== undefined) return;
    const helper = window.__workers.find((w) => w.helper);
    const workers = document.querySelector('section[data-panel="train"]')?.dataset.workers;
    if (!helper || workers !== '2' || window.__losses.length < window.__stopHelperAt) return;
    window.__helperStoppedAt = window.__losses.length;
    helper.terminate();
    helper.dispatchEvent(new ErrorEvent('error', { message: 'stopped by the test' }));
  };
  new MutationObserver(() => {
    const workers = Number(document.querySelector('section[data-panel="train"]')?.dataset.workers);
    if (workers > window.__mostWorkers) window.__mostWorkers = workers;
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-workers'] });
};

const finished = (page) =>
  page.waitForFunction(
    (s) => ['done', 'error'].includes(document.querySelector(s)?.dataset.status),
    panel,
    { timeout: 180000 },
  );
const seen = (page) =>
  page.evaluate(() => ({
    losses: window.__losses,
    most: window.__mostWorkers,
    helpers: window.__workers.filter((w) => w.helper).length,
  }));

// Trains `steps` steps on `workers` workers. With two, the lab starts its helper as soon as its
// training worker is ready; the run is begun once the helper has loaded its core
// (section[data-helpers]), so it has the helper take shards from its first steps. Returns what
// the run saw.
async function train(workers, steps) {
  const autorun = workers === 1 ? '&autorun=1' : '';
  return withPage(
    env,
    `#panel=train&tr_text=hamlet&${lab}&steps=${steps}&tr_workers=${workers}${autorun}`,
    { setup: (p) => p.addInitScript(watchWorkers), lazy: true },
    async ({ page, problems }) => {
      if (workers > 1) {
        await page.waitForSelector(`${panel}[data-helpers="${workers - 1}"]`, {
          state: 'attached',
        });
        await page.click(`${panel} button.primary`);
      }
      await finished(page);
      assert.equal(await page.getAttribute(panel, 'data-status'), 'done');
      assert.deepEqual(problems, []);
      return seen(page);
    },
  );
}

test('one and two workers give the CLI’s losses bit for bit', async () => {
  const steps = 400;
  const want = cliLosses(steps, 1);
  assert.deepEqual(cliLosses(steps, 2), want);
  const one = await train(1, steps);
  assert.equal(one.helpers, 0);
  assert.equal(one.most, 1);
  assert.deepEqual(one.losses, want);
  const two = await train(2, steps);
  assert.equal(two.helpers, 1, 'one helper, started before the run');
  assert.equal(two.most, 2, 'the helper took shards');
  assert.deepEqual(two.losses, want);
});

test('a helper worker that dies is reported in words, and the run goes on with the same losses', async () => {
  // Long enough that the helper is stopped mid-run: 200 steps of this small model once ended
  // before the test could stop it.
  const steps = 1500;
  const want = cliLosses(steps, 1);
  await withPage(
    env,
    `#panel=train&tr_text=hamlet&${lab}&steps=${steps}&tr_workers=2&autorun=1`,
    {
      setup: async (p) => {
        await p.addInitScript(watchWorkers);
        await p.addInitScript(() => {
          window.__stopHelperAt = 20;
        });
      },
      lazy: true,
    },
    async ({ page, problems }) => {
      const at = await (
        await page.waitForFunction(() => window.__helperStoppedAt, null, { timeout: 120000 })
      ).jsonValue();
      assert.ok(at < steps, `the run had ended (${at} steps) before its helper was stopped`);
      await page.waitForFunction(
        (s) => ['done', 'error'].includes(document.querySelector(s)?.dataset.status),
        panel,
        { timeout: 180000 },
      );
      assert.equal(await page.getAttribute(panel, 'data-status'), 'done');
      assert.equal(await page.getAttribute(panel, 'data-workers'), '1');
      const note = await page.textContent(`${panel} .lab-workers`);
      assert.match(
        note,
        /^One of the workers training this model stopped: it failed: stopped by the test\. Training goes on with one worker, and nothing is lost/,
      );
      assert.ok(await page.isVisible(`${panel} .lab-workers`));
      assert.deepEqual(await page.evaluate(() => window.__losses), want);
      assert.deepEqual(problems, []);
    },
  );
});

// Before the page loads: the first helper the lab starts never gets its channel; the page answers
// on it instead, as a helper whose copy of the core ran out of memory would.
const firstHelperFails = () => {
  window.__helpersStarted = 0;
  window.__helpersEnded = 0;
  const Original = window.Worker;
  window.Worker = class extends Original {
    postMessage(message, transfer) {
      if (message?.type !== 'serve-shards') return super.postMessage(message, transfer);
      const number = ++window.__helpersStarted;
      if (number > 1) return super.postMessage(message, transfer);
      const port = message.port;
      port.onmessage = ({ data }) =>
        port.postMessage({ type: 'failed', id: data.id, message: 'out of memory' });
      return undefined;
    }
    terminate() {
      window.__helpersEnded++;
      return super.terminate();
    }
  };
};

test('a helper the training worker gives up on is ended, and the next run starts a new one', async () => {
  await withPage(
    env,
    `#panel=train&tr_text=hamlet&${lab}&steps=40&tr_workers=2&autorun=1`,
    { setup: (p) => p.addInitScript(firstHelperFails), lazy: true },
    async ({ page, problems }) => {
      const finished = () =>
        page.waitForFunction(
          (s) => ['done', 'error'].includes(document.querySelector(s)?.dataset.status),
          panel,
          { timeout: 120000 },
        );
      await finished();
      assert.equal(await page.getAttribute(panel, 'data-status'), 'done');
      assert.match(
        await page.textContent(`${panel} .lab-workers`),
        /^One of the workers training this model stopped: it failed: out of memory\./,
      );
      assert.equal(await page.evaluate(() => window.__helpersEnded), 1, 'the failed helper ended');
      await page.click(`${panel} button.primary`); // Train again
      await page.waitForFunction((s) => document.querySelector(s)?.dataset.workers === '2', panel, {
        timeout: 120000,
      });
      await finished();
      assert.equal(await page.evaluate(() => window.__helpersStarted), 2);
      assert.deepEqual(problems, []);
    },
  );
});
