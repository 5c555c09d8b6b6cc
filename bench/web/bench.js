// window.bench: what scripts/bench.mjs times inside headless Chromium. Every WASM figure goes
// through the page's own code: web/src/core/load.js (the same loader, module and JS API as the
// page), and for training the page's worker when it exists.
import { loadCore } from '@page/core/load.js';
import { LabClient } from '@page/panels/train/lab-client.js';
import { Reply, Request } from '@page/worker/protocol.js';
import { tfjsBackend, tfjsSeedTrainer } from './tfjs-seed.js';

// Median-friendly timing: a warm-up of about seconds/2 sets how many steps fill one run of about
// `seconds`; then `runs` timed runs, each reported as ms per step.
async function timeSteps(step, runs, seconds) {
  let warm = 0;
  const t0 = performance.now();
  while (performance.now() - t0 < (seconds * 1000) / 2) {
    await step(1);
    warm++;
  }
  const perStep = (performance.now() - t0) / warm;
  const steps = Math.max(5, Math.round((seconds * 1000) / perStep));
  const out = [];
  for (let r = 0; r < runs; r++) {
    const start = performance.now();
    await step(steps);
    out.push((performance.now() - start) / steps);
  }
  return out;
}

let corePromise;
const core = () => (corePromise ??= loadCore());

window.bench = {
  /** workerTrainer takes a number of workers (the lab's tr_workers). */
  parallelTraining: true,

  /**
   * ms to train byte-level BPE with `merges` merges on text through the page's API (the BPE
   * lesson's call), runs times after a warm-up; with the merges made and the tokens left.
   */
  async bpe(text, merges, runs) {
    const c = await core();
    let trained = c.bpeTrain(text, merges); // warm-up
    const ms = [];
    for (let r = 0; r < runs; r++) {
      const start = performance.now();
      trained = c.bpeTrain(text, merges);
      ms.push(performance.now() - start);
    }
    return { ms, merges: trained.counts.length, tokens: trained.ids.length };
  },

  /**
   * ms for exact t-SNE of a vectors.tsv text (parsed by the core first, not timed) through the
   * page's API (the projector's call): P, the start and every iteration, runs times after a
   * warm-up; with the rows and the final KL.
   */
  async tsne(text, perplexity, iterations, runs) {
    const c = await core();
    const vectors = c.parseVectorsTsv(text);
    const once = () => {
      const run = c.tsneRun(vectors, { perplexity, iterations, seed: 42 });
      try {
        run.step(iterations);
        return run.kl();
      } finally {
        run.dispose();
      }
    };
    let kl = once(); // warm-up
    const ms = [];
    for (let r = 0; r < runs; r++) {
      const start = performance.now();
      kl = once();
      ms.push(performance.now() - start);
    }
    return { ms, rows: vectors.rows, kl };
  },

  /**
   * ms to compute the rows x cols sinusoidal PE through the page's API, copy out included, the
   * way the panel calls it (refilling the array on screen when the API can).
   */
  async pe(rows, cols, runs) {
    const c = await core();
    let shown = c.sinusoidalPe(rows, cols); // warm-up
    const out = [];
    for (let r = 0; r < runs; r++) {
      const start = performance.now();
      shown = c.sinusoidalPe(rows, cols, 10000, shown.data);
      out.push(performance.now() - start);
    }
    return out;
  },

  /** ms per step of the core's Trainer on this thread, through the page's JS API. */
  async coreTrainer(settings, runs, seconds) {
    const c = await core();
    const trainer = c.createTrainer(settings, c.seedCorpus());
    try {
      return await timeSteps((n) => trainer.step(n), runs, seconds);
    } finally {
      trainer.dispose();
    }
  },

  /**
   * ms per step through the training lab's own path: the page's LabClient and worker, which
   * trains in chunks, posts progress and snapshots as it goes, on `workers` workers (the lab's
   * tr_workers). Each run is a fresh START; it is timed from the worker's first progress report
   * to its last (step == total), so model creation and the final evaluation are left out and
   * everything in between is counted (with helpers, also the first steps before they are ready).
   */
  async workerTrainer(settings, runs, seconds, workers = 1) {
    const c = await core();
    const text = c.seedCorpus();
    const client = new LabClient({ core: c, workers: () => workers });
    let most = 1; // the most workers a run reported computing its steps
    client.addEventListener(Reply.WORKERS, ({ detail }) => (most = Math.max(most, detail.workers)));
    const run = (steps) =>
      new Promise((resolve, reject) => {
        let first = null;
        let last = null;
        const id = client.send(Request.START, { config: settings, text, steps });
        const onProgress = ({ detail }) => {
          if (detail.id !== id) return;
          const mark = { at: performance.now(), step: detail.step };
          if (!first) first = mark;
          if (detail.step === steps) last = mark;
        };
        const finish = (result) => {
          client.removeEventListener(Reply.PROGRESS, onProgress);
          client.removeEventListener(Reply.DONE, onDone);
          client.removeEventListener(Reply.ERROR, onError);
          client.removeEventListener(Reply.DIVERGED, onError);
          result instanceof Error ? reject(result) : resolve(result);
        };
        const onDone = ({ detail }) => {
          if (detail.id !== id) return;
          // A run shorter than the worker's progress interval reports once: nothing to time.
          if (!first || !last || last.step === first.step) finish(null);
          else finish((last.at - first.at) / (last.step - first.step));
        };
        const onError = ({ detail }) => {
          if (detail.id === id || detail.id === 0) finish(new Error(detail.message));
        };
        client.addEventListener(Reply.PROGRESS, onProgress);
        client.addEventListener(Reply.DONE, onDone);
        client.addEventListener(Reply.ERROR, onError);
        client.addEventListener(Reply.DIVERGED, onError);
      });
    try {
      // Warm-up, which also sizes the runs: a run too short to time (the seed model does 20
      // steps in under 20 ms) is repeated 4x longer until it can be timed.
      const warm = async (steps) => (await run(steps)) ?? warm(steps * 4);
      let perStep = await warm(Math.max(20, Math.round(seconds * 25)));
      // Where no worker starts the client trains on the page: that is not this figure.
      if (client.engine !== 'worker') throw new Error('the training worker did not start');
      perStep = await warm(Math.max(20, Math.round((seconds * 500) / perStep)));
      // Enough steps for about `seconds` after the first progress report (sent 50 ms in).
      const steps = Math.max(20, Math.round((seconds * 1000 + 100) / perStep));
      const out = [];
      for (let r = 0; r < runs; r++) {
        const ms = await run(steps);
        if (ms === null) throw new Error(`too few progress reports to time ${steps} steps`);
        out.push(ms);
      }
      if (most !== workers) throw new Error(`the runs trained on ${most} workers, not ${workers}`);
      return out;
    } finally {
      client.terminate();
    }
  },

  /** ms per step of the seed model in TensorFlow.js (wasm backend, SIMD, one thread). */
  async tfjsSeed(runs, seconds) {
    const info = await tfjsBackend();
    const c = await core();
    const step = tfjsSeedTrainer(c.seedCorpus());
    const ms = await timeSteps(
      (n) => {
        for (let i = 0; i < n; i++) step();
      },
      runs,
      seconds,
    );
    return { ms, info };
  },
};
window.benchReady = true;
