// Where a TinyGPT training step's time goes, kernel by kernel: natively, as WASM in node and as
// WASM in headless Chromium (docs/PERFORMANCE.md, "Where a step's time goes"). Never part of
// `npm test` or `npm run bench`.
//
//   node bench/profile.mjs [--seconds S] [--only native,node,chromium] [--no-build] [--out FILE]
//
// Builds bench/profile.cpp in two trees of its own, build/profile-native and build/profile-wasm,
// configured with -DELAB_PROFILE=ON (the kernels' timers, src/core/kernels/profile.hpp, exist
// only there), runs it in each engine, prints a table per case and writes
// build/bench/profile.json. The Chromium page is served cross-origin isolated (COOP + COEP), so
// performance.now() ticks in 5 us steps rather than 100 us.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import { join } from 'node:path';

import { launchChromium } from '../scripts/chromium.mjs';
import { buildRoot, projectRoot } from '../scripts/paths.mjs';

const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? argv[i + 1] : fallback;
};
const seconds = Number(option('seconds', 0.3));
const engines = option('only', 'native,node,chromium').split(',');
const outFile = option('out', join(buildRoot, 'bench', 'profile.json'));
const nativeProfileBuildDir = join(buildRoot, 'profile-native');
const wasmProfileBuildDir = join(buildRoot, 'profile-wasm');
const wasmScript = join(wasmProfileBuildDir, 'embedding_lab_profile.cjs');

function run(command, args, env = process.env) {
  const r = spawnSync(command, args, { cwd: projectRoot, stdio: 'inherit', env });
  if (r.status !== 0) throw new Error(`'${command} ${args.join(' ')}' exited ${r.status}`);
}

function build() {
  // emcc's optimiser needs Debian's node modules (docs/TOOLCHAIN.md item 1).
  const emEnv = { ...process.env, NODE_PATH: '/usr/share/nodejs' };
  if (engines.includes('native')) {
    if (!existsSync(join(nativeProfileBuildDir, 'build.ninja')))
      run('cmake', ['-S', '.', '-B', nativeProfileBuildDir, '-G', 'Ninja', '-DELAB_PROFILE=ON']);
    run('ninja', ['-C', nativeProfileBuildDir, 'embedding_lab_profile']);
  }
  if (engines.includes('node') || engines.includes('chromium')) {
    if (!existsSync(join(wasmProfileBuildDir, 'build.ninja')))
      run(
        'emcmake',
        [
          'cmake',
          '-S',
          '.',
          '-B',
          wasmProfileBuildDir,
          '-G',
          'Ninja',
          '-DELAB_PROFILE=ON',
          '-DCMAKE_CROSSCOMPILING_EMULATOR=/usr/bin/node;--no-experimental-fetch',
        ],
        emEnv,
      );
    run('ninja', ['-C', wasmProfileBuildDir, 'embedding_lab_profile'], emEnv);
  }
}

function runNative() {
  const r = spawnSync(join(nativeProfileBuildDir, 'embedding_lab_profile'), [String(seconds)], {
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`native profile failed: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

async function runNode() {
  const create = createRequire(import.meta.url)(wasmScript);
  const m = await create();
  const call = (which) =>
    JSON.parse(m.ccall('profile_json', 'string', ['number', 'number'], [which, seconds]));
  const n = m.ccall('profile_case_count', 'number', [], []);
  const result = { peak: call(-1), cases: [] };
  for (let i = 0; i < n; i++) result.cases.push(call(i));
  return result;
}

async function runChromium() {
  const page = `<!doctype html><meta charset="utf-8"><title>profile</title>
<script src="/profile.js"></script>`;
  const script = readFileSync(wasmScript);
  const server = createServer((request, response) => {
    const isolated = {
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-embedder-policy': 'require-corp',
    };
    if (request.url === '/')
      response.writeHead(200, { 'content-type': 'text/html', ...isolated }).end(page);
    else if (request.url === '/profile.js')
      response.writeHead(200, { 'content-type': 'text/javascript', ...isolated }).end(script);
    else response.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const tab = await context.newPage();
    tab.on('pageerror', (e) => console.error(`profile page error: ${e.message}`));
    await tab.goto(`http://127.0.0.1:${server.address().port}/`);
    const setup = await tab.evaluate(async () => {
      window.profileModule = await window.createProfile();
      return {
        isolated: window.crossOriginIsolated,
        cases: window.profileModule.ccall('profile_case_count', 'number', [], []),
      };
    });
    if (!setup.isolated) throw new Error('the profile page is not cross-origin isolated');
    const call = (which) =>
      tab.evaluate(
        ([w, s]) =>
          JSON.parse(
            window.profileModule.ccall('profile_json', 'string', ['number', 'number'], [w, s]),
          ),
        [which, seconds],
      );
    const result = { browser: browser.version(), peak: await call(-1), cases: [] };
    for (let i = 0; i < setup.cases; i++) result.cases.push(await call(i));
    await context.close();
    return result;
  } finally {
    await browser.close();
    server.close();
  }
}

// ---- the report ----------------------------------------------------------------------------------

// A kernel entry's group in the table; matrix products (level 2 "gemm") are attributed by shape:
// attention's run over blocks of at most 16 queries or keys, the linear layers' over every row.
function group(e) {
  if (e.name === 'linear_forward') return 'GEMM forward (linear layers)';
  if (e.name === 'linear_backward') return 'GEMM backward (linear layers)';
  if (e.name.startsWith('attention_')) return 'attention';
  if (e.name.startsWith('cross_entropy')) return 'softmax + cross-entropy';
  if (e.name.startsWith('gelu')) return 'GELU';
  if (e.name.startsWith('layernorm') || e.name.startsWith('rmsnorm')) return 'LayerNorm';
  if (e.name.startsWith('embedding')) return 'embedding + positions';
  if (e.name === 'adam') return 'Adam';
  return e.name;
}

const flopsOf = (e) => {
  const [a, b, c] = e.dims;
  if (e.name === 'linear_forward') return 2 * a * b * c * e.calls;
  if (e.name === 'linear_backward') return 4 * a * b * c * e.calls;
  if (e.name === 'gemm') return 2 * a * b * c * e.calls;
  return 0;
};

// A region's ms per step from its median call: what it costs when no other process interrupts
// it (its mean, e.ms, counts the interruptions of a loaded machine too). Except for short calls:
// Chromium's clock ticks every 5 us, so a 2 us call's median reads 0 or 5 us; the mean of many
// ticked durations is not biased that way.
const msOf = (e) => (e.call_ms_median >= 0.05 ? e.call_ms_median * e.calls : e.ms);

function summarize(c) {
  const [l0, l1, l2] = c.levels;
  const rows = new Map();
  for (const e of l1.entries) {
    const g = group(e);
    const row = rows.get(g) ?? { ms: 0, mean_ms: 0, flops: 0 };
    row.ms += msOf(e);
    row.mean_ms += e.ms;
    row.flops += flopsOf(e);
    rows.set(g, row);
  }
  const timed = [...rows.values()].reduce((s, r) => s + r.ms, 0);
  // What no kernel timer covers: the median over steps of the step's time minus its timed parts.
  rows.set('other (residual adds, zero-fills, batch)', {
    ms: l1.untimed_ms_median,
    mean_ms: null,
    flops: 0,
  });
  // Level 2: attention's products and softmax apart; every product's rate by shape.
  const attentionGemm = l2.entries.filter((e) => e.name === 'gemm' && e.dims[0] <= 16);
  const linearGemm = l2.entries.filter((e) => e.name === 'gemm' && e.dims[0] > 16);
  const rate = (list) => {
    const ms = list.reduce((s, e) => s + msOf(e), 0);
    const flops = list.reduce((s, e) => s + flopsOf(e), 0);
    return { ms, gflops: ms > 0 ? flops / ms / 1e6 : null };
  };
  // The step as the sum of its parts at their median: on a loaded machine closer to what a step
  // costs uninterrupted than the median step (and timers on cost little: compare step_ms).
  const total = timed + l1.untimed_ms_median;
  return {
    name: c.name,
    step_ms_estimate: total,
    step_ms: l0.step_ms_median,
    step_ms_min: l0.step_ms_min,
    step_ms_timed: l1.step_ms_median,
    step_ms_detail: l2.step_ms_median,
    kernels_ms: timed,
    groups: Object.fromEntries(
      [...rows.entries()].map(([g, r]) => [
        g,
        {
          ms: r.ms,
          mean_ms: r.mean_ms,
          share: r.ms / total,
          gflops: r.flops > 0 ? r.flops / r.ms / 1e6 : null,
        },
      ]),
    ),
    attention_softmax_ms: l2.entries
      .filter((e) => e.name.endsWith('.softmax'))
      .reduce((s, e) => s + msOf(e), 0),
    attention_products: rate(attentionGemm),
    linear_products: rate(linearGemm),
    products_by_shape: l2.entries
      .filter((e) => e.name === 'gemm')
      .map((e) => ({
        mkp: e.dims.join('x'),
        calls: e.calls,
        ms: msOf(e),
        gflops: flopsOf(e) / msOf(e) / 1e6,
      })),
  };
}

function printReport(results) {
  for (const [engine, r] of Object.entries(results)) {
    const p = r.peak;
    console.log(
      `\n## ${engine}: 4-lane mul+add peak ${Math.max(...Object.values(p.mul_add_4lanes_gflops)).toFixed(1)} GFLOP/s ` +
        `(${Object.entries(p.mul_add_4lanes_gflops)
          .map(([k, v]) => `${k} ${v.toFixed(1)}`)
          .join(', ')}); gemm.hpp on 64^3 in cache ${p.gemm64_l1_gflops.toFixed(1)} GFLOP/s`,
    );
    for (const s of r.summary) {
      console.log(
        `\n${s.name}: ${s.step_ms_estimate.toFixed(2)} ms/step as the sum of its parts; timed as a whole ${s.step_ms.toFixed(2)} median, ${s.step_ms_min.toFixed(2)} min (${s.step_ms_timed.toFixed(2)} with kernel timers, ${s.step_ms_detail.toFixed(2)} with product timers)`,
      );
      console.log('| kernel | ms/step | share | GFLOP/s |\n|---|---:|---:|---:|');
      const sorted = Object.entries(s.groups).sort((a, b) => b[1].ms - a[1].ms);
      for (const [g, v] of sorted)
        console.log(
          `| ${g} | ${v.ms.toFixed(3)} | ${(100 * v.share).toFixed(1)}% | ${v.gflops ? v.gflops.toFixed(1) : ''} |`,
        );
      console.log(
        `attention: products ${s.attention_products.ms.toFixed(3)} ms (${s.attention_products.gflops?.toFixed(1)} GFLOP/s), softmax and its backward ${s.attention_softmax_ms.toFixed(3)} ms; ` +
          `linear products ${s.linear_products.ms.toFixed(3)} ms (${s.linear_products.gflops?.toFixed(1)} GFLOP/s)`,
      );
    }
  }
}

async function main() {
  if (!argv.includes('--no-build')) build();
  const results = {};
  if (engines.includes('native')) results.native = runNative();
  if (engines.includes('node')) results['wasm-node'] = await runNode();
  if (engines.includes('chromium')) results['wasm-chromium'] = await runChromium();
  for (const r of Object.values(results)) r.summary = r.cases.map(summarize);
  printReport(results);
  const machine = {
    cpu: os.cpus()[0]?.model,
    cpus: os.cpus().length,
    node: process.version,
    load_average: os.loadavg().map((x) => Math.round(x * 100) / 100),
    date: new Date().toISOString(),
  };
  mkdirSync(join(outFile, '..'), { recursive: true });
  writeFileSync(outFile, JSON.stringify({ machine, seconds, results }, null, 2) + '\n');
  console.log(`\nprofile: wrote ${outFile}`);
}

main().catch((error) => {
  console.error(`profile: ${error.stack ?? error.message}`);
  process.exit(1);
});
