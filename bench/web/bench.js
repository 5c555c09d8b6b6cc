// window.bench: what scripts/bench.mjs times inside headless Chromium. Every WASM figure goes
// through the page's own code: web/src/core/load.js (the same loader, module and JS API as the
// page), and for training the page's worker when it exists.
import { loadCore } from '../../web/src/core/load.js';
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
