// `npm test`: set up, build, then run every test layer and print one summary line per layer,
// ending with the totals as `N passed, N failed`. Exit status is non-zero on any failure, on a
// layer that could not report, and when no test ran at all.
//   node scripts/test.mjs                 every layer
//   node scripts/test.mjs native wasm     only those layers (format, native, wasm, sanitize, fuzz,
//                                         browser, firefox, webkit)
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

import { build, buildSanitize, buildTsan } from './build.mjs';
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
  const ok = output.match(/All tests passed \(\d+ assertions? in (\d+) test cases?\)/);
  if (ok) return { passed: Number(ok[1]), failed: 0 };
  const mixed = output.match(/test cases:\s*(\d+)\s*\|\s*(\d+) passed\s*\|\s*(\d+) failed/);
  if (mixed) return { passed: Number(mixed[2]), failed: Number(mixed[3]) };
  const allFailed = output.match(/test cases:\s*(\d+)\s*\|\s*(\d+) failed/);
  return allFailed ? { passed: 0, failed: Number(allFailed[2]) } : null;
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
      args: ['--test-dir', wasmBuildDir, '--output-on-failure', '-V'],
      parse: parseCatch,
    },
    {
      name: 'wasm (node --test)',
      command: process.execPath,
      args: ['--test', '--test-reporter=tap', 'tests/wasm/'],
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
      args: ['--test', '--test-reporter=tap', '--test-concurrency=1', 'tests/browser/'],
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
      );
    if (names.includes('sanitize') || names.includes('fuzz')) buildSanitize();
    if (names.includes('sanitize')) buildTsan();
  } catch (error) {
    console.error(`test: ${error.message}`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }

  // Layers marked `together` run at the same time as the next requested layers with the same mark
  // (the Firefox and WebKit pages: each mostly waits on its own browser); their output is printed
  // whole when each ends, so it does not interleave.
  const queue = names.flatMap((name) => layers[name]);
  const summary = [];
  while (queue.length) {
    const batch = [queue.shift()];
    while (batch[0].together && queue[0]?.together === batch[0].together) batch.push(queue.shift());
    const quiet = batch.length > 1;
    if (quiet) console.log(`\n=== ${batch.map((l) => l.name).join(' and ')}, at the same time`);
    summary.push(...(await Promise.all(batch.map((layer) => runLayer(layer, quiet)))));
  }

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
