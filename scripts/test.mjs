// `npm test`: set up, build, then run every test layer and print one summary line per layer,
// ending with the totals as `N passed, N failed`. Exit status is non-zero on any failure, on a
// layer that could not report, and when no test ran at all.
//   node scripts/test.mjs                 every layer
//   node scripts/test.mjs native wasm     only those layers (format, native, wasm, sanitize, fuzz,
//                                         browser, firefox, webkit)
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from './build.mjs';
import { fuzzTargets, runFuzzTarget } from './fuzz.mjs';
import {
  nativeBuildDir,
  projectRoot,
  sanitizeBuildDir,
  tsanBuildDir,
  wasmBuildDir,
} from './paths.mjs';

// Runs a command, echoing its output as it comes, and resolves to { status, output }.
function runAndCapture(command, args, env = process.env, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: projectRoot, env });
    let output = '';
    const tee = (stream) => (chunk) => {
      output += chunk;
      if (!quiet) stream.write(chunk);
    };
    child.stdout.on('data', tee(process.stdout));
    child.stderr.on('data', tee(process.stderr));
    child.on('close', (status) => resolve({ status, output }));
    child.on('error', (error) => resolve({ status: -1, output: String(error) }));
  });
}

// ctest with one entry per Catch2 test case: "100% tests passed, 0 tests failed out of 8".
function parseCtest(output) {
  const m = output.match(/tests passed, (\d+) tests? failed out of (\d+)/);
  return m ? { failed: Number(m[1]), passed: Number(m[2]) - Number(m[1]) } : null;
}

// Catch2's own console summary, for the WASM suite that ctest runs as a single entry.
function parseCatch(output) {
  // Summed over the summaries of every run in the output (the WASM suite is three ctest entries).
  let passed = 0;
  let failed = 0;
  let runs = 0;
  for (const line of output.split('\n')) {
    const ok = line.match(/All tests passed \(\d+ assertions? in (\d+) test cases?\)/);
    const mixed = line.match(/test cases:\s*(\d+)\s*\|\s*(\d+) passed\s*\|\s*(\d+) failed/);
    const allFailed = line.match(/test cases:\s*(\d+)\s*\|\s*(\d+) failed\s*$/);
    if (ok) passed += Number(ok[1]);
    else if (mixed) [passed, failed] = [passed + Number(mixed[2]), failed + Number(mixed[3])];
    else if (allFailed) failed += Number(allFailed[2]);
    else continue;
    runs += 1;
  }
  return runs ? { passed, failed } : null;
}

// node --test's TAP summary: "# pass 16" / "# fail 0".
function parseNodeTest(output) {
  const pass = output.match(/^# pass (\d+)/m);
  const fail = output.match(/^# fail (\d+)/m);
  return pass && fail ? { passed: Number(pass[1]), failed: Number(fail[1]) } : null;
}

// ctest must hold exactly one entry per Catch2 case (plus the CLI checks): a ';' in a case name
// splits it into entries that run nothing, which would pass silently.
async function checkTestRegistration() {
  const names = (
    await runAndCapture(`${nativeBuildDir}/embedding_lab_tests`, ['--list-test-names-only'])
  ).output
    .split('\n')
    .map((n) => n.trim())
    .filter(Boolean);
  const entries = (
    await runAndCapture('ctest', ['--test-dir', nativeBuildDir, '-N'], process.env, { quiet: true })
  ).output
    .split('\n')
    .map((line) => line.match(/Test\s+#\d+: (.*)$/)?.[1])
    .filter((name) => name && !name.startsWith('cli_'));
  const problems = names.filter((n) => n.includes(';')).map((n) => `test name "${n}" contains ';'`);
  if (entries.length !== names.length)
    problems.push(`ctest has ${entries.length} Catch2 entries for ${names.length} Catch2 cases`);
  for (const p of problems) console.log(`test registration: ${p}`);
  return {
    status: problems.length ? 1 : 0,
    counts: { passed: problems.length ? 0 : 1, failed: problems.length ? 1 : 0 },
  };
}

// The longest browser files start first, so that two at a time end together rather than one
// long file running alone at the end (README, Tests: where the time goes).
const slowBrowserFiles = [
  'accessibility',
  'scorm',
  'languages',
  'train',
  'embed-hostile',
  'train-keep',
];

function browserFiles() {
  const all = readdirSync(join(projectRoot, 'tests', 'browser'))
    .filter((f) => f.endsWith('.test.mjs'))
    .sort();
  const rank = (f) => {
    const i = slowBrowserFiles.indexOf(f.replace('.test.mjs', ''));
    return i === -1 ? slowBrowserFiles.length : i;
  };
  return all.sort((a, b) => rank(a) - rank(b)).map((f) => join('tests', 'browser', f));
}

const layers = {
  // The formatting CI enforces: clang-format and prettier in check mode (`npm run format` fixes).
  format: [
    {
      name: 'format (clang-format, prettier)',
      run: async () => {
        const { status } = await runAndCapture('npm', ['run', '--silent', 'format:check']);
        const ok = status === 0;
        return { status, counts: { passed: ok ? 1 : 0, failed: ok ? 0 : 1 } };
      },
    },
    {
      // Every program the tests, scripts and bench start is one setup installs.
      name: 'format (setup brings every program started)',
      command: process.execPath,
      args: ['--test', '--test-reporter=tap', 'tests/setup/'],
      parse: parseNodeTest,
    },
  ],
  native: [
    { name: 'native (one ctest entry per case)', run: checkTestRegistration },
    {
      name: 'native (Catch2 via ctest)',
      command: 'ctest',
      args: ['--test-dir', nativeBuildDir, '--output-on-failure', '-j2'],
      parse: parseCtest,
    },
  ],
  wasm: [
    {
      name: 'wasm (Catch2 suite under node)',
      command: 'ctest',
      args: ['--test-dir', wasmBuildDir, '--output-on-failure', '-V', '-j2'],
      parse: parseCatch,
    },
    {
      // Two files at a time (Node 20's default on two cores is one): each file has its own
      // process, module, temp folder (mkdtemp) and port (0). With the two cores partly free the
      // layer took 19, 30 and 39 s where one at a time took 32, 43 and 38 s; with both saturated
      // by other work it was slower, 102-119 s against 99-103 s.
      name: 'wasm (node --test)',
      command: process.execPath,
      args: ['--test', '--test-reporter=tap', '--test-concurrency=2', 'tests/wasm/'],
      parse: parseNodeTest,
    },
  ],
  sanitize: [
    {
      name: 'sanitize (ASan+UBSan, ctest)',
      command: 'ctest',
      // The [slow] cases (500-step training reproductions, labelled slow by CMakeLists.txt) run
      // once, natively; under the sanitizers they would take most of CI's time while exercising
      // the same code as the short trainer tests, which do run here.
      args: ['--test-dir', sanitizeBuildDir, '--output-on-failure', '-j2', '-LE', 'slow'],
      parse: parseCtest,
    },
    {
      // Steps computed on several std::threads (Trainer::set_threads): any data race fails.
      name: 'sanitize (TSan, threaded steps)',
      command: `${tsanBuildDir}/embedding_lab_thread_tests`,
      args: ['--use-colour', 'no'],
      env: { ...process.env, TSAN_OPTIONS: 'halt_on_error=1' },
      parse: parseCatch,
    },
  ],
  fuzz: fuzzTargets.map((target) => ({
    name: `fuzz smoke (${target})`,
    run: async () => {
      const r = runFuzzTarget(target, 5);
      if (!r.ok) console.log(r.output.split('\n').slice(-40).join('\n'));
      console.log(
        `fuzz_${target}: ${r.runs} inputs in ${r.seconds.toFixed(1)} s, ${r.ok ? 'no finding' : 'FINDING'}`,
      );
      return { status: r.ok ? 0 : 1, counts: { passed: r.ok ? 1 : 0, failed: r.ok ? 0 : 1 } };
    },
  })),
  browser: [
    {
      name: 'browser (Chromium)',
      command: process.execPath,
      // Two files at a time (each its own server and browser): a page spends much of a test
      // waiting on its worker, a frame or the network, so two share the two cores well.
      args: ['--test', '--test-reporter=tap', '--test-concurrency=2', ...browserFiles()],
      parse: parseNodeTest,
    },
  ],
  // The same page checks in Firefox ESR and WebKit (tests/browsers/suite.mjs).
  firefox: [browserLayer('Firefox ESR', 'firefox')],
  webkit: [browserLayer('WebKit, LANG=C.UTF-8', 'webkit')],
};

function browserLayer(name, file) {
  return {
    name: `browser (${name})`,
    command: process.execPath,
    args: ['--test', '--test-reporter=tap', `tests/browsers/${file}.test.mjs`],
    parse: parseNodeTest,
    together: 'other browsers',
  };
}

// Runs one layer and returns its summary entry: counts, wall time, and a note when it failed
// to report. `quiet` holds its output back and prints it in one piece when it ends.
async function runLayer(layer, quiet) {
  if (!quiet) console.log(`\n=== ${layer.name}`);
  const started = Date.now();
  let status;
  let counts;
  if (layer.run) {
    ({ status, counts } = await layer.run());
  } else {
    let output;
    ({ status, output } = await runAndCapture(layer.command, layer.args, layer.env, { quiet }));
    if (quiet) console.log(`\n=== ${layer.name}\n${output}`);
    counts = layer.parse(output.replace(/\x1b\[[0-9;]*m/g, ''));
  }
  const seconds = (Date.now() - started) / 1000;
  if (!counts)
    return { name: layer.name, passed: 0, failed: 1, note: `no results (exit ${status})`, seconds };
  // A runner that exits non-zero with no failed test still failed (a crash after the tests).
  const failed = counts.failed || (status === 0 ? 0 : 1);
  return {
    name: layer.name,
    passed: counts.passed,
    failed,
    note: status === 0 ? '' : `exit ${status}`,
    seconds,
  };
}

const browserLayers = ['browser', 'firefox', 'webkit'];
// The clang trees a layer needs built first: the ASan tree, and TSan's for the threaded steps.
const sanitizerLayers = new Map([
  ...layers.sanitize.map((layer) => [layer, ['sanitize', 'tsan']]),
  ...layers.fuzz.map((layer) => [layer, ['sanitize']]),
]);

// Builds a clang tree in a child process (node scripts/build.mjs), so that the layers running
// meanwhile keep their output flowing; resolves to true when it built.
async function buildTree(tree, targets = []) {
  const { status } = await runAndCapture(process.execPath, ['scripts/build.mjs', tree, ...targets]);
  return status === 0;
}

/**
 * Runs `queue`'s layers in order and resolves to their summary entries. Layers marked `together`
 * run at the same time as the next ones with the same mark (the Firefox and WebKit pages: each
 * mostly waits on its own browser), their output printed whole when each ends; `quiet` holds
 * every layer's output until it ends (a lane beside another). The sanitizer trees are built
 * before the first layer that needs them; a tree that fails to build fails its layers.
 */
async function runQueue(queue, { quiet = false } = {}) {
  const summary = [];
  const built = {}; // tree -> whether it built
  queue = [...queue];
  while (queue.length) {
    const batch = [queue.shift()];
    while (batch[0].together && queue[0]?.together === batch[0].together) batch.push(queue.shift());
    const trees = sanitizerLayers.get(batch[0]) ?? [];
    for (const tree of trees)
      built[tree] ??= await buildTree(
        tree,
        tree === 'sanitize' ? [...testedTargets, ...fuzzTargets.map((t) => `fuzz_${t}`)] : [],
      );
    if (!trees.every((tree) => built[tree])) {
      summary.push({
        name: batch[0].name,
        passed: 0,
        failed: 1,
        note: 'build failed',
        seconds: 0,
      });
      continue;
    }
    const held = quiet || batch.length > 1;
    if (batch.length > 1)
      console.log(`\n=== ${batch.map((l) => l.name).join(' and ')}, at the same time`);
    summary.push(...(await Promise.all(batch.map((layer) => runLayer(layer, held)))));
  }
  return summary;
}
// What the layers run of the native and sanitizer trees: the Catch2 suite and the CLI (with the
// fuzz targets in the sanitizer tree), not the benchmarks, which `npm run bench` builds.
const testedTargets = ['embedding_lab_tests', 'embedding_lab_cli'];

async function main() {
  const requested = process.argv.slice(2);
  const names = requested.length ? requested : Object.keys(layers);
  for (const name of names) {
    if (!layers[name]) {
      console.error(`test: unknown layer '${name}' (use ${Object.keys(layers).join(', ')})`);
      process.exit(2);
    }
  }
  try {
    // Browser tests need the page; the WASM tests compare against the native CLI; the format
    // check needs no build.
    if (names.some((name) => name !== 'format'))
      build(
        names.some((n) => browserLayers.includes(n))
          ? 'all'
          : names.includes('wasm')
            ? 'core'
            : 'native',
        { nativeTargets: testedTargets },
      );
  } catch (error) {
    console.error(`test: ${error.message}`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }

  // Two lanes at once: the Chromium pages (the longest layer, much of it spent waiting on a page,
  // a worker or a frame), printed whole when it ends; and the other layers in order, the
  // sanitizer trees built when their turn comes. Firefox and WebKit (each compares with a
  // Chromium run of its own, and mostly waits on its browser) start when the first lane ends,
  // beside the other's last minutes. README, Tests, says where the time goes.
  const requestedLayers = (group) =>
    names.filter((n) => group.includes(n)).flatMap((n) => layers[n]);
  const others = names.filter((n) => !browserLayers.includes(n));
  const lanes = [
    runQueue(requestedLayers(['browser']), { quiet: others.length > 0 }),
    runQueue(others.flatMap((n) => layers[n])),
  ];
  const otherBrowsers = Promise.race(lanes).then(() =>
    runQueue(requestedLayers(['firefox', 'webkit']), { quiet: true }),
  );
  const [chromium, rest, firefoxWebkit] = await Promise.all([...lanes, otherBrowsers]);
  const summary = [...rest, ...chromium, ...firefoxWebkit];

  console.log('\n=== summary');
  let passed = 0;
  let failed = 0;
  for (const s of summary) {
    passed += s.passed;
    failed += s.failed;
    console.log(
      `  ${s.name.padEnd(32)} ${s.passed} passed, ${s.failed} failed, ${s.seconds.toFixed(0)} s${s.note ? `  (${s.note})` : ''}`,
    );
  }
  if (passed + failed === 0) {
    console.log('no test ran');
    failed = 1;
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
