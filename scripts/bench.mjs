// `npm run bench`: the benchmark suite (never part of `npm test`). Times, on this machine, in one
// run: training steps natively, as WASM in node and in headless Chromium (the page's own code), the
// same seed model in TensorFlow.js (wasm backend, SIMD, one thread) and in PyTorch (one thread),
// the positional-encoding matrix, a heatmap redraw while dragging, cold page load and page bytes,
// byte-level BPE (1,000 merges on 100 KB: natively, in Chromium, and the reference algorithm
// in Python), and exact t-SNE (256 rows of 64 numbers: natively, in Chromium, and scikit-learn's).
// Each figure is the median of at least 5 timed runs after a warm-up, with min and max. Prints a
// table and writes bench/results/latest.json:
//   {"machine": {...}, "figures": {NAME: {median, min, max, unit, runs}}, "ratios": {...}}
//
//   node scripts/bench.mjs [--runs N] [--seconds S] [--no-build] [--out FILE] [--only PART]
//                          [--native-bench EXE] [--wasm-dir DIR] [--dist DIR] [--bench-page DIR]
//                          [--root DIR]
// The directory options time another build (docs/PERFORMANCE.md's "before" figures came from the
// parent commit's build this way).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';

import { build } from './build.mjs';
import { launchChromium } from './chromium.mjs';
import { distDir, nativeBuildDir, projectRoot, wasmBuildDir } from './paths.mjs';
import { serveStatic } from './serve.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const runs = Math.max(5, Number(option('runs', 7)));
const seconds = Number(option('seconds', 0.4));
// Each comparison run trains six TinyGPTs twice (one worker, then one per core): ~a minute.
const compareRuns = Math.max(1, Number(option('compare-runs', 1)));
// --only pytorch | pe-compare | bpe | tsne | page | real-tokenizers | train | parallel: just that
// part (the figures it makes, in the same report; real-tokenizers: page.real-tokenizers-chromium
// alone; train: the training steps natively, in node and in Chromium, for
// timing kernel work before and after; parallel: the native figures and TinyGPT on 1 and 2
// workers in Chromium), written to build/bench/<part>.json unless --out says otherwise, so the
// suite's file
// bench/results/latest.json always holds a whole run.
const only = option('only', null);
const outFile = option(
  'out',
  only
    ? join(projectRoot, 'build', 'bench', `${only}.json`)
    : join(projectRoot, 'bench', 'results', 'latest.json'),
);
const nativeBench = option('native-bench', join(nativeBuildDir, 'embedding_lab_bench'));
const wasmDir = option('wasm-dir', wasmBuildDir);
const pageDir = option('dist', distDir);
const benchPageDir = option('bench-page', join(projectRoot, 'build', 'bench-page'));
// The checkout whose page API (web/src) and node loader (tests/wasm) drive the module.
const apiRoot = option('root', projectRoot);

// ---- setup: what only the benchmark needs ------------------------------------------------------

const torchPackages = 'python3-torch libopenblas0-pthread';

// Debian's torch is importable by /usr/bin/python3; a pyenv python3 earlier on PATH cannot see it.
function findTorchPython() {
  for (const python of ['python3', '/usr/bin/python3']) {
    const r = spawnSync(python, ['-c', 'import torch'], { stdio: 'ignore' });
    if (r.status === 0) return python;
  }
  return null;
}

// Debian's torch does its matrix products through whichever libblas.so.3 is installed. Without
// OpenBLAS that is the reference BLAS, about five times slower on these models (measured: the
// seed model 13.5 against 2.8 ms a step): PyTorch would not be at its best. `npm test` installs
// python3-torch alone (for the export check), so OpenBLAS is checked here even when torch imports:
// by the library libopenblas0-pthread installs (/usr/lib/<multiarch>/openblas-pthread/), as setup
// checks its packages by a file each, with no program to start.
function hasOpenBlas() {
  return readdirSync('/usr/lib').some((dir) =>
    existsSync(join('/usr/lib', dir, 'openblas-pthread', 'libblas.so.3')),
  );
}

function setupTorch() {
  let python = findTorchPython();
  if (python && hasOpenBlas()) return python;
  const command = `apt-get update && apt-get install -y --no-install-recommends ${torchPackages}`;
  if (process.getuid?.() !== 0) {
    console.log(
      python
        ? `bench: OpenBLAS is missing, so PyTorch would run on the slow reference BLAS; run: sudo sh -c '${command}'`
        : `bench: PyTorch is missing; to include it, run: sudo sh -c '${command}'`,
    );
    return null; // no figure rather than an unfair one
  }
  console.log(`bench: installing PyTorch and OpenBLAS for the comparison: ${command}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...torchPackages.split(' ')], {
    stdio: 'inherit',
    env,
  });
  python = findTorchPython();
  if (!python) console.log('bench: PyTorch still cannot be imported after apt-get');
  return python;
}

function buildBenchPage() {
  const vite = join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  const r = spawnSync(
    process.execPath,
    [
      vite,
      'build',
      '--config',
      'bench/vite.config.js',
      '--outDir',
      benchPageDir,
      '--logLevel',
      'warn',
    ],
    {
      cwd: projectRoot,
      stdio: 'inherit',
      env: { ...process.env, ELAB_WASM_DIR: wasmDir, ELAB_PAGE_SRC: join(apiRoot, 'web', 'src') },
    },
  );
  if (r.status !== 0) throw new Error('building the benchmark page failed');
}

// ---- figures -------------------------------------------------------------------------------------

const figures = {};
const notes = [];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

// cpu_median (where the runtime can tell): CPU time per step of the single-threaded process,
// which waiting for a busy machine's cores does not inflate the way it inflates wall time.
function record(name, values, unit = 'ms', extra = {}) {
  const sorted = [...values].sort((a, b) => a - b);
  figures[name] = {
    median: median(values),
    min: sorted[0],
    max: sorted.at(-1),
    unit,
    runs: values.length,
    ...extra,
  };
}

function runNative() {
  if (!existsSync(nativeBench)) {
    notes.push(`native: ${nativeBench} is missing (run npm run build); skipped`);
    return;
  }
  const r = spawnSync(nativeBench, [String(runs), String(seconds)], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`native bench failed: ${r.stderr}`);
  const result = JSON.parse(r.stdout);
  for (const name of ['seed', 'gpt1', 'gpt2'])
    record(`${name}.native`, result[name], 'ms/step', { cpu_median: median(result.cpu[name]) });
  // Data-parallel steps on 2 threads (Trainer::set_threads): the same losses, sooner.
  for (const name of ['gpt1', 'gpt2'])
    record(`${name}.native-2t`, result[`${name}-2t`], 'ms/step', {
      cpu_median: median(result.cpu[`${name}-2t`]),
      threads: 2,
    });
}

async function runWasmNode() {
  process.env.ELAB_WASM_DIR = wasmDir;
  const { loadCore } = await import(
    pathToFileURL(join(apiRoot, 'tests', 'wasm', 'load-core.mjs')).href
  );
  const core = await loadCore();
  const models = {
    seed: {},
    gpt1: { model: 'gpt', layers: 1, heads: 1 },
    gpt2: { model: 'gpt', layers: 2, heads: 4 },
  };
  for (const [name, settings] of Object.entries(models)) {
    const trainer = core.createTrainer(settings, core.seedCorpus());
    try {
      let warm = 0;
      const t0 = performance.now();
      while (performance.now() - t0 < (seconds * 1000) / 2) {
        trainer.step(1);
        warm++;
      }
      const steps = Math.max(5, Math.round((seconds * 1000) / ((performance.now() - t0) / warm)));
      const ms = [];
      const cpu = [];
      for (let r = 0; r < runs; r++) {
        const start = performance.now();
        const cpuStart = process.cpuUsage();
        trainer.step(steps);
        const used = process.cpuUsage(cpuStart);
        cpu.push((used.user + used.system) / 1000 / steps);
        ms.push((performance.now() - start) / steps);
      }
      record(`${name}.wasm-node`, ms, 'ms/step', { cpu_median: median(cpu) });
    } finally {
      trainer.dispose();
    }
  }
}

// PyTorch at its best on this machine: the same script in three thread layouts, and per model the
// fastest. Both OpenBLAS and torch's OpenMP pool at two threads is not among them: on 2 cores the
// two pools spin against each other (3.6x slower than one thread, measured in docs/PERFORMANCE.md).
const torchLayouts = [
  { name: '1 thread', torch: 1, blas: 1 },
  { name: '2 torch threads, 1 BLAS thread', torch: 2, blas: 1 },
  { name: '1 torch thread, 2 BLAS threads', torch: 1, blas: 2 },
];

function runPytorch(python) {
  if (!python) {
    notes.push('pytorch: skipped (python3 -c "import torch" fails; see above to install it)');
    return;
  }
  const measured = [];
  for (const layout of torchLayouts) {
    const r = spawnSync(
      python,
      [
        join(projectRoot, 'bench', 'pytorch_bench.py'),
        String(runs),
        String(seconds),
        String(layout.torch),
      ],
      {
        encoding: 'utf8',
        env: {
          ...process.env,
          OMP_NUM_THREADS: String(layout.torch),
          OPENBLAS_NUM_THREADS: String(layout.blas),
        },
      },
    );
    if (r.status !== 0) {
      notes.push(
        `pytorch (${layout.name}): failed, skipped (${r.stderr.trim().split('\n').at(-1)})`,
      );
      continue;
    }
    measured.push([layout.name, JSON.parse(r.stdout.trim().split('\n').at(-1))]);
  }
  if (!measured.length) return;
  for (const name of ['seed', 'gpt1', 'gpt2']) {
    const [layout, best] = measured.toSorted((a, b) => median(a[1][name]) - median(b[1][name]))[0];
    record(`${name}.pytorch`, best[name], 'ms/step', {
      cpu_median: median(best.cpu[name]),
      threads: layout,
      other_layouts_median: Object.fromEntries(
        measured.filter(([l]) => l !== layout).map(([l, r]) => [l, median(r[name])]),
      ),
    });
  }
  const info = measured[0][1]._info;
  notes.push(
    `pytorch: torch ${info.torch}, measured in ${measured.length} thread layouts (${measured.map(([l]) => l).join('; ')}), the fastest reported per model`,
  );
}

const benchModels = {
  seed: {},
  gpt1: { model: 'gpt', layers: 1, heads: 1 },
  gpt2: { model: 'gpt', layers: 2, heads: 4 },
};

// ms per step on the bench page of each model, through the page's training worker (its core on
// the main thread where the page API has no worker); TinyGPT also on 2 workers.
async function timeWorkerTraining(page, names) {
  const viaWorker = await page.evaluate(() => typeof window.bench.workerTrainer === 'function');
  for (const name of names) {
    const settings = benchModels[name];
    const result = await page.evaluate(
      ([s, r, sec, worker]) =>
        worker ? window.bench.workerTrainer(s, r, sec) : window.bench.coreTrainer(s, r, sec),
      [settings, runs, seconds, viaWorker],
    );
    record(`${name}.wasm-chromium`, result, 'ms/step', {
      path: viaWorker ? "the page's training worker" : "the page's core on the main thread",
    });
    if (name === 'seed') continue;
    // Older builds' pages (--bench-page) train on one worker only: no 2-worker figure for them.
    const parallel = await page.evaluate(() => window.bench.parallelTraining === true);
    if (!viaWorker || !parallel) {
      notes.push(`${name}.wasm-chromium-2w: this page cannot train on 2 workers; skipped`);
      continue;
    }
    const two = await page.evaluate(
      ([s, r, sec]) => window.bench.workerTrainer(s, r, sec, 2),
      [settings, runs, seconds],
    );
    record(`${name}.wasm-chromium-2w`, two, 'ms/step', {
      workers: 2,
      path: "the page's training worker and one helper worker",
    });
  }
}

async function runChromium() {
  const browser = await launchChromium();
  const train = only === 'train';
  const benchServer =
    only && !train && only !== 'parallel' ? null : await serveStatic(benchPageDir);
  const pageServer = train || only === 'parallel' ? null : await serveStatic(pageDir);
  try {
    notes.push(`chromium: ${browser.version()}`);
    // One model on 2 workers (the lab's tr_workers=2: data-parallel steps over a helper
    // worker), beside the same model on one, from the same page.
    if (only === 'parallel') {
      const context = await browser.newContext();
      const page = await context.newPage();
      page.on('pageerror', (e) => console.error(`bench page error: ${e.message}`));
      await page.goto(benchServer.url);
      await page.waitForFunction(() => window.benchReady === true);
      await timeWorkerTraining(page, ['gpt1', 'gpt2']);
      await context.close();
    }
    // The bench page: the page's core loader and API, the page's worker when it exists, TF.js.
    if (!only || train) {
      const context = await browser.newContext();
      const page = await context.newPage();
      page.on('pageerror', (e) => console.error(`bench page error: ${e.message}`));
      await page.goto(benchServer.url);
      await page.waitForFunction(() => window.benchReady === true);
      if (!train) {
        record('pe512.wasm-chromium', await page.evaluate(() => window.bench.pe(512, 512, 15)));
        record(
          'pe4096x1024.wasm-chromium',
          await page.evaluate(() => window.bench.pe(4096, 1024, 7)),
        );
      }
      await timeWorkerTraining(page, ['seed', 'gpt1', 'gpt2']);
      if (!train) {
        const tf = await page.evaluate(
          ([r, sec]) => window.bench.tfjsSeed(r, sec),
          [runs, seconds],
        );
        record('seed.tfjs-chromium', tf.ms, 'ms/step', {
          backend: `${tf.info.backend}, simd ${tf.info.simd}, threads ${tf.info.threads}`,
        });
        notes.push(
          `tfjs: ${tf.info.version}, ${tf.info.backend} backend, SIMD ${tf.info.simd}, multithread ${tf.info.threads}`,
        );
      }
      await context.close();
    }
    // The real page: redraw while dragging one slider of the heatmap, each input event timed
    // from dispatch to the end of the handler (compute + draw + putImageData). Each slider is
    // found by its setting key, and the heatmap must change during the drag, or the figure would
    // time a slider that moves nothing. base keeps the size at 1024 x 512; d_model and max_len
    // change it on every event.
    if (!only || only === 'page') {
      const drags = [
        ['heatmap.redraw-chromium', 'pe_base', [1000, 100000]],
        ['heatmap.redraw-d-chromium', 'pe_d', [448, 576]],
        ['heatmap.redraw-len-chromium', 'pe_len', [896, 1152]],
      ];
      for (const [name, key, range] of drags) {
        const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
        const page = await context.newPage();
        // The lesson is linked to, so it is built at once (lessons further down mount as they near).
        await page.goto(`${pageServer.url}#panel=pe-sinusoidal&pe_len=1024&pe_d=512`);
        await page.waitForFunction(() => document.documentElement.dataset.status === 'ready');
        const times = await page.evaluate(
          async ([key, [lo, hi]]) => {
            const section = document.querySelector('section[data-panel="pe-sinusoidal"]');
            const slider = section.querySelector(`[data-setting="${key}"] input[type=range]`);
            const canvas = section.querySelector('canvas.heatmap');
            const pixels = () => {
              const { data } = canvas
                .getContext('2d')
                .getImageData(0, 0, canvas.width, canvas.height);
              let hash = canvas.width;
              for (let i = 0; i < data.length; i += 4) hash = (Math.imul(hash, 31) + data[i]) | 0;
              return hash;
            };
            const seen = new Set([pixels()]);
            const out = [];
            for (let i = 0; i < 40; i++) {
              // base's slider moves along log10(base) (ui/controls.js); d_model takes even widths.
              const t = (1 + (i % 20)) / 21;
              let value = key === 'pe_base' ? lo * (hi / lo) ** t : lo + (hi - lo) * t;
              if (key === 'pe_d') value = 2 * Math.round(value / 2);
              if (key === 'pe_len') value = Math.round(value);
              slider.value = String(key === 'pe_base' ? Math.log10(value) : value);
              const start = performance.now();
              slider.dispatchEvent(new Event('input', { bubbles: true }));
              const end = performance.now();
              if (i >= 5) out.push(end - start);
              if (i % 5 === 0) seen.add(pixels());
              await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
            }
            return { out, size: [canvas.height, canvas.width], pictures: seen.size };
          },
          [key, range],
        );
        if (times.pictures < 5)
          throw new Error(
            `dragging ${key} drew ${times.pictures} different heatmaps: not its slider`,
          );
        record(name, times.out, 'ms', { size: times.size.join('x'), slider: key });
        await context.close();
      }
    }
    // The training lab's positional-encoding comparison at its defaults, on the real page, once
    // in one worker and once with one worker per core (capped), back to back in the same run:
    // wall time from the click to every model measured.
    if (!only || only === 'pe-compare') {
      const compareOnce = async (workers) => {
        const context = await browser.newContext({ viewport: { width: 1200, height: 900 } });
        const page = await context.newPage();
        page.on('pageerror', (e) => console.error(`compare page error: ${e.message}`));
        await page.goto(`${pageServer.url}#panel=train&model=gpt&cmp_workers=${workers}`);
        await page.waitForFunction(() => document.documentElement.dataset.status === 'ready');
        const panel = 'section[data-panel="train"]';
        await page.click(`${panel} button:has-text("Compare positional encodings")`);
        await page.waitForFunction(
          (s) => ['done', 'error'].includes(document.querySelector(s).dataset.compare),
          panel,
          { timeout: 900000 },
        );
        const data = await page.$eval(panel, (s) => ({ ...s.dataset }));
        await context.close();
        if (data.compare !== 'done') throw new Error('the comparison did not finish');
        return { ms: Number(data.compareMs), workers: Number(data.compareWorkers) };
      };
      const one = [];
      const many = [];
      let parallel = 0;
      for (let i = 0; i < compareRuns; i++) {
        one.push((await compareOnce(1)).ms);
        const r = await compareOnce(0);
        many.push(r.ms);
        parallel = r.workers;
      }
      record('pe-compare-1worker.wasm-chromium', one, 'ms', { workers: 1 });
      record('pe-compare.wasm-chromium', many, 'ms', { workers: parallel });
    }
    // Cold page loads: a fresh context each time (empty cache), navigation start to ready.
    // page.first-panel-chromium: the page as a reader opens it, ready when its first lesson is
    // built (the others mount as they come near the viewport); page.ready-chromium: every
    // lesson built (?mount=all), the figure's meaning before lessons mounted lazily.
    if (!only || only === 'page') {
      const coldLoad = async (url, onBody) => {
        const context = await browser.newContext();
        const page = await context.newPage();
        page.on('response', (response) => {
          if (response.url().startsWith(pageServer.url)) onBody?.(response);
        });
        await page.addInitScript(() => {
          // Runs before the document has its <html>: watch the whole document for data-status.
          new MutationObserver(() => {
            if (document.documentElement?.dataset.status === 'ready' && !window.__readyAt)
              window.__readyAt = performance.now();
          }).observe(document, {
            attributes: true,
            subtree: true,
            attributeFilter: ['data-status'],
          });
        });
        await page.goto(url);
        await page.waitForFunction(() => window.__readyAt > 0);
        const ms = await page.evaluate(() => window.__readyAt);
        onBody = null; // the first lesson is on screen: what the page fetches next is not counted
        await context.close();
        return ms;
      };
      // The bytes come from a load of their own: reading every response's body through the
      // DevTools protocol (the 1 MB core among them) slows the load it is read from, so the timed
      // loads read none.
      const bodies = new Map();
      await coldLoad(pageServer.url, (response) =>
        bodies.set(
          response.url(),
          response.body().catch(() => Buffer.alloc(0)),
        ),
      );
      let bytes = 0;
      for (const body of bodies.values()) bytes += gzipSync(await body, { level: 9 }).length;
      const first = [];
      const loads = [];
      for (let i = 0; i < runs; i++) {
        first.push(await coldLoad(pageServer.url));
        loads.push(await coldLoad(`${pageServer.url}?mount=all`));
      }
      record('page.first-panel-chromium', first);
      record('page.ready-chromium', loads);
      record('page.bytes', [bytes], 'bytes (gzip -9 of every response)');

      // page.switch-language-chromium: the language menu changed on a page as a reader opened
      // it (its first lesson built), to the frame and the lessons on screen redrawn in the new
      // language and painted (<html data-language="shown">; lessons built off screen follow
      // when the browser is idle); each language of the page's menu (i18n/words.js) in turn,
      // then English, each catalogue's first load included.
      const page = await browser.newPage();
      await page.goto(pageServer.url);
      await page.waitForFunction(() => document.documentElement.dataset.status === 'ready');
      const translated = await page.evaluate(() =>
        [...document.querySelectorAll('#lang option')]
          .map((option) => option.value)
          .filter((lang) => !['auto', 'en'].includes(lang)),
      );
      const switches = [];
      for (let i = 0; i < runs; i++) {
        for (const lang of [...translated, 'en']) {
          switches.push(
            await page.evaluate(async (lang) => {
              const started = performance.now();
              const menu = document.getElementById('lang');
              menu.value = lang;
              menu.dispatchEvent(new Event('change'));
              const root = document.documentElement;
              await new Promise((done) => {
                const check = () =>
                  ['shown', 'ready'].includes(root.dataset.language) && root.lang === lang
                    ? done()
                    : requestAnimationFrame(check);
                check();
              });
              await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));
              return performance.now() - started;
            }, lang),
          );
        }
      }
      await page.close();
      record('page.switch-language-chromium', switches);

      // page.bad-link-longest-task-chromium and page.bad-message-longest-task-chromium: the
      // longest main-thread task of the embedded lesson's own code (target: at most 200 ms)
      // while it reads a 700 KB link of 100,000 bad settings (followed in place), and one
      // apply-settings message of 100,000 unknown keys. Its notices keep the first few problems
      // and a count (tests/browser/embed-hostile.test.mjs checks that, untimed).
      const host = await browser.newPage();
      await host.goto(`${pageServer.url}index.html?embed=overview`);
      await host.evaluate((src) => {
        const frame = document.createElement('iframe');
        frame.src = src;
        frame.name = 'bench-lesson';
        document.body.append(frame);
      }, 'index.html?embed=tokenizer');
      const frame = await (async () => {
        for (;;) {
          const found = host.frames().find((f) => f.name() === 'bench-lesson');
          if (found) return found;
          await host.waitForTimeout(50); // the frame has no signal to wait on before it exists
        }
      })();
      await frame.waitForFunction(() => document.documentElement.dataset.status === 'ready');
      await frame.evaluate(() => {
        window.longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (entry.name === 'self') window.longTasks.push(entry.duration);
        }).observe({ type: 'longtask' });
      });
      const longest = async (run) => {
        await frame.evaluate(() => (window.longTasks.length = 0));
        await run();
        // A long task is reported after it ends: two frames and a timer later it is listed.
        await frame.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 100))),
        );
        return frame.evaluate(() => Math.max(0, ...window.longTasks));
      };
      const badLink = [];
      const badMessage = [];
      const unknown = Object.fromEntries(
        Array.from({ length: 100_000 }, (_, i) => [`no_such_${i}`, i]),
      );
      for (let i = 0; i < runs; i++) {
        badLink.push(
          await longest(async () => {
            const link = `#seed=${i}x&tk_mode=words&${'seed=x&'.repeat(100_000)}`;
            await frame.evaluate((hash) => (location.hash = hash), link);
            await frame.waitForFunction(() => location.hash.length < 1000); // written back
          }),
        );
        badMessage.push(
          await longest(() =>
            host.evaluate(
              (settings) =>
                new Promise((done) => {
                  const lab = document.querySelector('iframe[name=bench-lesson]').contentWindow;
                  const answer = (event) => {
                    if (event.data?.type !== 'settings-applied') return;
                    window.removeEventListener('message', answer);
                    done();
                  };
                  window.addEventListener('message', answer);
                  lab.postMessage({ type: 'apply-settings', settings }, '*');
                }),
              { ...unknown, tk_cut: false }, // its value already: nothing to redraw
            ),
          ),
        );
      }
      await host.close();
      record('page.bad-link-longest-task-chromium', badLink, 'ms', { target: 'at most 200 ms' });
      record('page.bad-message-longest-task-chromium', badMessage, 'ms', {
        target: 'at most 200 ms',
      });

      // page.sampling-longest-task-chromium: the longest main-thread task while the sampling
      // lesson opens at its largest settings (4 layers, d 256, 8 heads, 200 bytes after a 64-byte
      // prompt) and while a temperature change generates again: the generation runs in the
      // sampling worker. page.bad-weights-longest-task-chromium: the longest while the training
      // lab refuses crafted weights files. Target: at most 200 ms each. The tests check the same
      // runs untimed (tests/browser/sampling-worker.test.mjs, train-hostile.test.mjs).
      const watchLongTasks = () => {
        window.longTasks = [];
        const keep = (entries) => {
          for (const entry of entries) window.longTasks.push(entry.duration);
        };
        const observer = new PerformanceObserver((list) => keep(list.getEntries()));
        observer.observe({ type: 'longtask', buffered: true });
        // A task's entry is queued when it ends and handed over later: take those queued too.
        window.takeLongest = () => {
          keep(observer.takeRecords());
          const longest = Math.max(0, ...window.longTasks);
          window.longTasks = [];
          return longest;
        };
      };
      const samplingIs = (status) =>
        document.querySelector('section[data-panel="sampling"]')?.dataset.status === status;
      const prompt = 'To be, or not to be, that is the question: Whether tis nobler in';
      const largest =
        `index.html?embed=sampling#gpt_layers=4&gpt_d=256&gpt_heads=8&tr_seq=256&gpt_pe=learned` +
        `&sp_len=200&sp_temp=0.8&sp_topk=0&sp_topp=0.9&seed=42&sp_prompt=${encodeURIComponent(prompt)}`;
      const sampling = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.addInitScript(watchLongTasks);
        await page.goto(pageServer.url + largest);
        await page.waitForFunction(samplingIs, 'ready', { timeout: 120000 });
        const opening = await page.evaluate(() => window.takeLongest());
        const temperature = String((15 + i) / 10);
        await page.fill(
          'section[data-panel="sampling"] .control[data-setting="sp_temp"] input[type=number]',
          temperature,
        );
        await page.waitForFunction(
          (t) =>
            document.querySelector('section[data-panel="sampling"]').dataset.status === 'ready' &&
            document
              .querySelector('section[data-panel="sampling"] p.note[aria-live]')
              .textContent.includes(`Temperature ${t}`),
          temperature,
          { timeout: 120000 },
        );
        sampling.push(Math.max(opening, await page.evaluate(() => window.takeLongest())));
        await context.close();
      }
      record('page.sampling-longest-task-chromium', sampling, 'ms', { target: 'at most 200 ms' });

      const badWeights = [];
      for (let i = 0; i < runs; i++) {
        const context = await browser.newContext();
        const page = await context.newPage();
        await page.addInitScript(watchLongTasks);
        // Only the training lab is built, so no other lesson's drawing is measured.
        await page.goto(`${pageServer.url}#panel=train&model=tokpos&steps=5&seed=3`);
        await page.waitForFunction(() => document.documentElement.dataset.status === 'ready');
        await page.evaluate(() => window.takeLongest());
        let longest = 0;
        for (const name of ['doubling-24.elab', 'doubling-40.elab', 'header-only.elab']) {
          await page.setInputFiles('#train-load', join(projectRoot, 'tests', 'cli', name));
          await page.waitForFunction(
            (file) =>
              document
                .querySelector('section[data-panel="train"] .lab-tools')
                .textContent.includes(`“${file}” was not loaded`),
            name,
            { timeout: 10000 },
          );
          longest = Math.max(longest, await page.evaluate(() => window.takeLongest()));
        }
        badWeights.push(longest);
        await context.close();
      }
      record('page.bad-weights-longest-task-chromium', badWeights, 'ms', {
        target: 'at most 200 ms',
      });
    }
    if (!only || only === 'page' || only === 'real-tokenizers')
      record('page.real-tokenizers-chromium', await timeRealTokenizers(browser, pageServer.url));
  } finally {
    await browser.close();
    benchServer?.server.close();
    pageServer?.server.close();
  }
}

/**
 * page.real-tokenizers-chromium: the real-tokenizers lesson from the moment the reader scrolls to
 * it on a page opened at its top (its first lesson built), which starts building it, to every
 * encoding drawn (the three tokenizers' lists and the learner's BPE, no answer due). A fresh
 * context each run: the lesson's code and the three rank tables are downloaded and parsed each
 * time.
 */
async function timeRealTokenizers(browser, url) {
  const once = async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error(`bench page error: ${e.message}`));
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.status === 'ready');
    await page.evaluate(() => {
      const section = document.querySelector('section[data-panel="real-tokenizers"]');
      new MutationObserver(() => {
        const drawn = section.querySelectorAll('[data-encoding]').length === 4;
        if (drawn && !section.dataset.preview && !window.__drawnAt)
          window.__drawnAt = performance.now();
      }).observe(section, { attributes: true, childList: true, subtree: true });
      window.__builtFrom = performance.now();
      section.scrollIntoView();
    });
    await page.waitForFunction(() => window.__drawnAt > 0, null, { timeout: 60000 });
    const ms = await page.evaluate(() => window.__drawnAt - window.__builtFrom);
    await context.close();
    return ms;
  };
  await once(); // warm-up
  const times = [];
  for (let i = 0; i < runs; i++) times.push(await once());
  return times;
}

// ---- byte-level BPE: 1,000 merges on 100 KB ----------------------------------------------------

const bpeMerges = 1000;
const bpeBytes = 100_000;

/**
 * The benchmark's 100 KB of English: phrases of 4 to 12 words taken at seeded random places of
 * the lab's shipped texts, so the statistics are those of prose rather than of one passage
 * repeated. Written to build/bench/bpe-100k.txt for the native and Python runs.
 */
async function bpeText() {
  const { englishTexts } = await import(
    pathToFileURL(join(apiRoot, 'web', 'src', 'texts', 'index.js')).href
  );
  const words = englishTexts.flatMap((t) => t.text.split(/\s+/).filter(Boolean));
  let state = 0x9e3779b9;
  const next = (n) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % n;
  };
  let text = '';
  while (text.length < bpeBytes) {
    const start = next(words.length);
    const phrase = words.slice(start, start + 4 + next(9)).join(' ');
    text += (text ? ' ' : '') + phrase;
  }
  text = text.slice(0, bpeBytes); // the texts are ASCII: one byte per character
  const file = join(projectRoot, 'build', 'bench', 'bpe-100k.txt');
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  return { text, file };
}

/**
 * One of the one-shot native benches (bench/timed_runs.hpp: BPE, t-SNE) run with args: its JSON
 * object, or null (with a note) when the build has not made it. `what` names it in messages.
 */
function runOneShotNative(what, program, args) {
  const exe = join(nativeBuildDir, program);
  if (!existsSync(exe)) {
    notes.push(`${what} native: ${exe} is missing (run npm run build); skipped`);
    return null;
  }
  const r = spawnSync(exe, args, { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`${what} native bench failed: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

function runBpeNative({ file }) {
  const result = runOneShotNative('bpe', 'embedding_lab_bpe_bench', [
    file,
    String(bpeMerges),
    String(runs),
  ]);
  if (!result) return;
  record('bpe1k.native', result.ms, 'ms', {
    cpu_median: median(result.cpu_ms),
    merges: result.merges,
    tokens: result.tokens,
  });
}

// The reference algorithm recounts every pair per merge: one run (it takes tens of seconds).
function runBpePython({ file }) {
  const r = spawnSync(
    'python3',
    [join(projectRoot, 'bench', 'bpe_reference.py'), file, String(bpeMerges), '1'],
    {
      encoding: 'utf8',
    },
  );
  if (r.status !== 0) {
    notes.push(`bpe python: failed, skipped (${r.stderr.trim().split('\n').at(-1)})`);
    return;
  }
  const result = JSON.parse(r.stdout.trim().split('\n').at(-1));
  record('bpe1k.python-reference', result.ms, 'ms', {
    cpu_median: median(result.cpu_ms),
    merges: result.merges,
    tokens: result.tokens,
  });
}

/** fn(page) on the bench page in a fresh Chromium, once its core is loaded; then all closed. */
async function onBenchPage(fn) {
  const browser = await launchChromium();
  const benchServer = await serveStatic(benchPageDir);
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on('pageerror', (e) => console.error(`bench page error: ${e.message}`));
    await page.goto(benchServer.url);
    await page.waitForFunction(() => window.benchReady === true);
    await fn(page);
    await context.close();
  } finally {
    await browser.close();
    benchServer.server.close();
  }
}

async function runBpeChromium({ text }) {
  await onBenchPage(async (page) => {
    const result = await page.evaluate(
      ([t, k, r]) => window.bench.bpe(t, k, r),
      [text, bpeMerges, runs],
    );
    record('bpe1k.wasm-chromium', result.ms, 'ms', {
      merges: result.merges,
      tokens: result.tokens,
      target: 'at most 1000 ms',
    });
  });
}

// ---- exact t-SNE: 256 rows of 64 numbers, 1,000 iterations --------------------------------------

const tsneRows = 256;
const tsneCols = 64;
const tsnePerplexity = 30;
const tsneIterations = 1000;

/**
 * The benchmark's vectors: 8 clusters of 32 rows, each row its cluster's centre (N(0, 4) per
 * number) plus N(0, 1) noise, seeded, written as a vectors.tsv to build/bench/tsne256.tsv for the
 * native, Chromium and scikit-learn runs alike.
 */
function tsneVectors() {
  let state = 0x2545f491;
  const uniform = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) + 0.5) / 2 ** 32;
  };
  const normal = () => Math.sqrt(-2 * Math.log(uniform())) * Math.cos(2 * Math.PI * uniform());
  const centres = Array.from({ length: 8 }, () =>
    Array.from({ length: tsneCols }, () => 2 * normal()),
  );
  const lines = Array.from({ length: tsneRows }, (_, i) =>
    centres[i % 8].map((c) => (c + normal()).toFixed(6)).join('\t'),
  );
  const text = lines.join('\n') + '\n';
  const file = join(projectRoot, 'build', 'bench', 'tsne256.tsv');
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, text);
  return { text, file };
}

const tsneArgs = [tsnePerplexity, tsneIterations, runs].map(String);

function runTsneNative({ file }) {
  const result = runOneShotNative('tsne', 'embedding_lab_tsne_bench', [file, ...tsneArgs]);
  if (!result) return;
  record('tsne256.native', result.ms, 'ms', {
    cpu_median: median(result.cpu_ms),
    rows: result.rows,
    kl: result.kl,
  });
}

// scikit-learn's exact t-SNE, the peer at its best: its own defaults but for the settings both
// share. Debian's python3-sklearn is importable by /usr/bin/python3, not by a pyenv python3.
function sklearnPython() {
  for (const python of ['python3', '/usr/bin/python3'])
    if (spawnSync(python, ['-c', 'import sklearn'], { stdio: 'ignore' }).status === 0)
      return python;
  return null;
}

function runTsneSklearn({ file }) {
  const python = sklearnPython();
  if (!python) {
    notes.push('tsne sklearn: skipped (no python3 imports sklearn; npm run setup installs it)');
    return;
  }
  const script = join(projectRoot, 'bench', 'tsne_reference.py');
  const r = spawnSync(python, [script, file, ...tsneArgs], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`tsne sklearn bench failed: ${r.stderr}`);
  const result = JSON.parse(r.stdout.trim().split('\n').at(-1));
  record('tsne256.sklearn', result.ms, 'ms', {
    cpu_median: median(result.cpu_ms),
    rows: result.rows,
    kl: result.kl,
    iterations_run: result.iterations_run,
    sklearn: result.sklearn,
  });
}

async function runTsneChromium({ text }) {
  await onBenchPage(async (page) => {
    const result = await page.evaluate(
      ([t, p, k, r]) => window.bench.tsne(t, p, k, r),
      [text, tsnePerplexity, tsneIterations, runs],
    );
    record('tsne256.wasm-chromium', result.ms, 'ms', {
      rows: result.rows,
      kl: result.kl,
      target: 'at most 1500 ms, and faster than tsne256.sklearn',
    });
  });
}

async function runTsne() {
  const input = tsneVectors();
  runTsneNative(input);
  await runTsneChromium(input);
  runTsneSklearn(input);
}

// Labelling a crafted chain of 100,000 merges (token k spells k + 2 bytes, its first byte k
// merges deep), as the lab's token table and the BPE lesson label every token of a loaded file:
// linear in the merges (walking down each token took 34 s before). tests/wasm/hostile-weights
// checks the labels; this measures their time.
async function runBpeLabels() {
  process.env.ELAB_WASM_DIR = wasmDir;
  const { loadCore } = await import(
    pathToFileURL(join(apiRoot, 'tests', 'wasm', 'load-core.mjs')).href
  );
  const core = await loadCore();
  const flat = [97, 97];
  for (let k = 1; k < 100000; k++) flat.push(255 + k, 97);
  const merges = Int32Array.from(flat);
  const ms = [];
  for (let r = 0; r < runs; r++) {
    const start = performance.now();
    core.bpeVocabLabels(merges);
    ms.push(performance.now() - start);
  }
  record('bpe-labels-100k.wasm-node', ms, 'ms');
}

async function runBpe() {
  const input = await bpeText();
  runBpeNative(input);
  await runBpeChromium(input);
  runBpePython(input);
  await runBpeLabels();
}

// ---- report --------------------------------------------------------------------------------------

function ratios() {
  const out = {};
  const pair = (a, b) => {
    if (figures[a] && figures[b]) out[`${a}/${b}`] = figures[a].median / figures[b].median;
  };
  pair('seed.tfjs-chromium', 'seed.wasm-chromium');
  for (const m of ['seed', 'gpt1', 'gpt2']) {
    pair(`${m}.pytorch`, `${m}.native`);
    pair(`${m}.pytorch`, `${m}.wasm-chromium`);
    pair(`${m}.wasm-chromium`, `${m}.native`);
  }
  // Data-parallel steps: the speed-up of 2 workers or threads over one, and PyTorch at its best
  // against them (targets: the 2-worker page at most PyTorch's time, native-2t at least 2x it).
  for (const m of ['gpt1', 'gpt2']) {
    pair(`${m}.wasm-chromium`, `${m}.wasm-chromium-2w`);
    pair(`${m}.native`, `${m}.native-2t`);
    pair(`${m}.pytorch`, `${m}.wasm-chromium-2w`);
    pair(`${m}.pytorch`, `${m}.native-2t`);
  }
  pair('seed.wasm-node', 'seed.native');
  pair('gpt1.wasm-node', 'gpt1.native');
  pair('gpt2.wasm-node', 'gpt2.native');
  pair('bpe1k.wasm-chromium', 'bpe1k.native');
  pair('bpe1k.python-reference', 'bpe1k.native');
  pair('bpe1k.python-reference', 'bpe1k.wasm-chromium');
  pair('tsne256.wasm-chromium', 'tsne256.native');
  pair('tsne256.sklearn', 'tsne256.wasm-chromium');
  // The parallel comparison's speed-up over one worker (target >= 1.7 on 2 cores).
  pair('pe-compare-1worker.wasm-chromium', 'pe-compare.wasm-chromium');
  return out;
}

function machine() {
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model ?? 'unknown',
    cpus: cpus.length,
    memory_gb: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    load_average: os.loadavg().map((x) => Math.round(x * 100) / 100),
    date: new Date().toISOString(),
  };
}

function printTable(result) {
  const fmt = (x) => (x >= 1e4 ? Math.round(x).toString() : x.toPrecision(3));
  console.log('\nfigure                        median       min       max  cpu med.  unit');
  for (const [name, f] of Object.entries(result.figures)) {
    const cpu = f.cpu_median === undefined ? '' : fmt(f.cpu_median);
    console.log(
      `${name.padEnd(28)} ${fmt(f.median).padStart(8)}  ${fmt(f.min).padStart(8)}  ${fmt(f.max).padStart(8)}  ${cpu.padStart(8)}  ${f.unit}`,
    );
  }
  console.log('\nratio                                      value');
  for (const [name, r] of Object.entries(result.ratios))
    console.log(`${name.padEnd(40)} ${r.toFixed(2).padStart(7)}`);
  for (const note of notes) console.log(`note: ${note}`);
}

async function main() {
  if (!argv.includes('--no-build')) build('all');
  const parts = [
    'pytorch',
    'pe-compare',
    'bpe',
    'tsne',
    'page',
    'real-tokenizers',
    'train',
    'parallel',
  ];
  if (only !== null && !parts.includes(only))
    throw new Error(`--only takes ${parts.join(', ')} (got '${only}')`);
  if (only === 'bpe') {
    buildBenchPage();
    await runBpe();
  } else if (only === 'tsne') {
    buildBenchPage();
    await runTsne();
  } else if (only === 'parallel') {
    buildBenchPage();
    runNative();
    await runChromium();
  } else if (only === 'pytorch') runPytorch(setupTorch());
  else if (['pe-compare', 'page', 'real-tokenizers'].includes(only)) await runChromium();
  else if (only === 'train') {
    buildBenchPage();
    runNative();
    await runWasmNode();
    await runChromium();
  } else {
    const python = setupTorch();
    buildBenchPage();
    runNative();
    await runWasmNode();
    runPytorch(python);
    await runChromium();
    await runBpe();
    await runTsne();
  }
  const result = { machine: machine(), figures, ratios: ratios(), notes };
  printTable(result);
  mkdirSync(join(outFile, '..'), { recursive: true });
  writeFileSync(outFile, JSON.stringify(result, null, 2) + '\n');
  console.log(`\nbench: wrote ${outFile}`);
}

main().catch((error) => {
  console.error(`bench: ${error.stack ?? error.message}`);
  process.exit(1);
});
