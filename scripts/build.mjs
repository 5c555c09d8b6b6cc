// Builds everything: the native core, tests and CLI; the WASM module; the static page in dist/.
//   node scripts/build.mjs            all of it
//   node scripts/build.mjs native     only the native tree (build/native)
//   node scripts/build.mjs wasm       only the WASM tree (build/wasm)
//   node scripts/build.mjs web        WASM + the page (dist/)
//   node scripts/build.mjs core       native + WASM, no page
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  buildRoot,
  distDir,
  nativeBuildDir,
  projectRoot,
  sanitizeBuildDir,
  tsanBuildDir,
  wasmBuildDir,
} from './paths.mjs';
import { buildScormPackage, scormPackage } from './scorm.mjs';
import { setup } from './setup.mjs';

// emcc's optimiser needs Debian's node modules (acorn) at -O2 and above: docs/TOOLCHAIN.md item 1.
const emscriptenEnv = {
  ...process.env,
  NODE_PATH: ['/usr/share/nodejs', process.env.NODE_PATH].filter(Boolean).join(':'),
};

function run(label, command, args, env = process.env) {
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: projectRoot, stdio: 'inherit', env });
  if (result.status !== 0) {
    throw new Error(
      `${label} failed: '${command} ${args.join(' ')}' exited ${result.status ?? result.signal}`,
    );
  }
  return Date.now() - started;
}

function configured(dir) {
  return existsSync(join(dir, 'build.ninja'));
}

/** The native tree: every target, or only `targets` (the tests need no benchmark). */
export function buildNative(targets = []) {
  if (!configured(nativeBuildDir)) {
    // Sources compiled eight to a file (the sanitizer trees batch theirs too): a fresh clone's
    // native build took 166 s, 100 s so (the CLI keeps one file per object, see CMakeLists.txt).
    // Iterating on one file, `cmake -B build/native -DCMAKE_UNITY_BUILD=OFF` recompiles just it.
    run('configure (native)', 'cmake', [
      '-S',
      '.',
      '-B',
      nativeBuildDir,
      '-G',
      'Ninja',
      '-DCMAKE_UNITY_BUILD=ON',
    ]);
  }
  const ms = run('build (native)', 'ninja', ['-C', nativeBuildDir, ...targets]);
  console.log(`build: native done in ${(ms / 1000).toFixed(1)} s`);
}

export function buildWasm() {
  if (!configured(wasmBuildDir)) {
    run(
      'configure (wasm)',
      'emcmake',
      [
        'cmake',
        '-S',
        '.',
        '-B',
        wasmBuildDir,
        '-G',
        'Ninja',
        // emcmake's default emulator flag is rejected by Node 20 (docs/TOOLCHAIN.md item 4).
        '-DCMAKE_CROSSCOMPILING_EMULATOR=/usr/bin/node;--no-experimental-fetch',
      ],
      emscriptenEnv,
    );
  }
  const ms = run('build (wasm)', 'ninja', ['-C', wasmBuildDir], emscriptenEnv);
  console.log(`build: wasm done in ${(ms / 1000).toFixed(1)} s`);
}

// The clang tree with AddressSanitizer + UBSan: the Catch2 suite, the CLI and the fuzz targets
// (every target, or only `targets`).
export function buildSanitize(targets = []) {
  if (!configured(sanitizeBuildDir)) {
    run('configure (sanitize)', 'cmake', [
      '-S',
      '.',
      '-B',
      sanitizeBuildDir,
      '-G',
      'Ninja',
      '-DCMAKE_CXX_COMPILER=clang++',
      '-DELAB_SANITIZE=ON',
    ]);
  }
  const ms = run('build (sanitize)', 'ninja', ['-C', sanitizeBuildDir, ...targets]);
  console.log(`build: sanitize done in ${(ms / 1000).toFixed(1)} s`);
}

// The clang tree with ThreadSanitizer: only the tests of steps computed on several threads.
export function buildTsan() {
  if (!configured(tsanBuildDir)) {
    run('configure (tsan)', 'cmake', [
      '-S',
      '.',
      '-B',
      tsanBuildDir,
      '-G',
      'Ninja',
      '-DCMAKE_CXX_COMPILER=clang++',
      '-DELAB_TSAN=ON',
    ]);
  }
  const ms = run('build (tsan)', 'ninja', ['-C', tsanBuildDir, 'embedding_lab_thread_tests']);
  console.log(`build: tsan done in ${(ms / 1000).toFixed(1)} s`);
}

export function buildWeb() {
  const vite = join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js');
  const ms = run('build (page)', process.execPath, [
    vite,
    'build',
    '--config',
    'web/vite.config.js',
    '--logLevel',
    'warn',
  ]);
  console.log(`build: page written to ${distDir} in ${(ms / 1000).toFixed(1)} s`);
  // The offline page: one self-contained HTML file (web/vite.single.config.js).
  const singleMs = run('build (offline page)', process.execPath, [
    vite,
    'build',
    '--config',
    'web/vite.single.config.js',
    '--logLevel',
    'warn',
  ]);
  const offline = join(distDir, 'embedding-lab.html');
  copyFileSync(join(buildRoot, 'single', 'index.html'), offline);
  const size = (statSync(offline).size / 1e6).toFixed(2);
  console.log(`build: ${offline} (${size} MB) in ${(singleMs / 1000).toFixed(1)} s`);
  const scormSize = (buildScormPackage() / 1e6).toFixed(2);
  console.log(`build: ${scormPackage} (SCORM 1.2, ${scormSize} MB)`);
}

export function build(target = 'all', { nativeTargets = [] } = {}) {
  setup();
  if (['all', 'native', 'core'].includes(target)) buildNative(nativeTargets);
  if (['all', 'wasm', 'web', 'core'].includes(target)) buildWasm();
  if (target === 'all' || target === 'web') buildWeb();
}

// node scripts/build.mjs [all | native | wasm | web | core]; `sanitize [ninja targets]` and
// `tsan` build the clang trees (npm test builds them beside its running layers this way).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [target = 'all', ...targets] = process.argv.slice(2);
  const trees = ['all', 'native', 'wasm', 'web', 'core', 'sanitize', 'tsan'];
  if (!trees.includes(target)) {
    console.error(`build: unknown target '${target}' (use ${trees.join(', ')})`);
    process.exit(2);
  }
  try {
    if (target === 'sanitize') buildSanitize(targets);
    else if (target === 'tsan') buildTsan();
    else build(target);
  } catch (error) {
    console.error(`build: ${error.message}`);
    process.exit(1);
  }
}
