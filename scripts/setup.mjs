// Makes sure everything the build needs is on the machine, installing what is missing.
// Used by `npm start`, `npm test` and `npm run build`; safe to run again (fast when all is there).
//   - Debian packages: installed with apt-get when we are root, else the exact command is printed.
//   - npm packages: `npm ci` when node_modules is missing or older than package-lock.json.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { projectRoot } from './paths.mjs';

// What the build, the tests and the bench need, how to tell each is present without running
// anything slow, and the programs each brings that a test or script starts (tests/setup/ checks
// that every program started anywhere is listed here, and README's table names each package).
export const requirements = [
  { what: 'CMake and CTest', pkg: 'cmake', file: '/usr/bin/cmake', programs: ['cmake', 'ctest'] },
  { what: 'Ninja', pkg: 'ninja-build', file: '/usr/bin/ninja', programs: ['ninja'] },
  { what: 'a C++17 compiler', pkg: 'g++', file: '/usr/bin/g++', programs: ['g++'] },
  {
    what: 'Emscripten (emcc)',
    pkg: 'emscripten',
    file: '/usr/bin/emcc',
    programs: ['emcmake', 'emcc'],
  },
  {
    what: 'Eigen 3.4 headers',
    pkg: 'libeigen3-dev',
    file: '/usr/include/eigen3/Eigen/Core',
    programs: [],
  },
  {
    what: 'Catch2 v2',
    pkg: 'catch2',
    file: '/usr/lib/cmake/Catch2/Catch2Config.cmake',
    programs: [],
  },
  {
    what: 'nlohmann/json',
    pkg: 'nlohmann-json3-dev',
    file: '/usr/include/nlohmann/json.hpp',
    programs: [],
  },
  { what: 'Chromium', pkg: 'chromium', file: '/usr/bin/chromium', programs: ['chromium'] },
  {
    what: 'Firefox ESR',
    pkg: 'firefox-esr',
    file: '/usr/bin/firefox-esr',
    programs: ['firefox-esr'],
  },
  {
    what: 'WebKit (WebKitWebDriver, MiniBrowser)',
    pkg: 'webkit2gtk-driver',
    file: '/usr/bin/WebKitWebDriver',
    programs: ['WebKitWebDriver', 'MiniBrowser'],
  },
  { what: 'Xvfb (a display for WebKit)', pkg: 'xvfb', file: '/usr/bin/Xvfb', programs: ['Xvfb'] },
  {
    // Without a font of Chinese characters the browsers draw #lang=zh as empty boxes: the
    // screenshots of the Chinese page would show nothing to look at.
    what: 'a Chinese font (WenQuanYi Micro Hei)',
    pkg: 'fonts-wqy-microhei',
    file: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
    programs: [],
  },
  {
    what: 'wabt (wasm-objdump)',
    pkg: 'wabt',
    file: '/usr/bin/wasm-objdump',
    programs: ['wasm-objdump'],
  },
  {
    what: 'PyTorch for Python 3 (the exported model is checked with it)',
    pkg: 'python3-torch',
    file: '/usr/lib/python3/dist-packages/torch/__init__.py',
    programs: ['python3'],
  },
  {
    // The t-SNE fixture is scikit-learn's exact t-SNE (tests/fixtures/make_tsne_fixture.py), and
    // the bench times it as the core's peer; the python3 it runs is python3-torch's row.
    what: "scikit-learn for Python 3 (the t-SNE fixture's script; the bench's t-SNE peer)",
    pkg: 'python3-sklearn',
    file: '/usr/lib/python3/dist-packages/sklearn/__init__.py',
    programs: [],
  },
  {
    what: 'clang (sanitizers, fuzzing)',
    pkg: 'clang',
    file: '/usr/bin/clang++',
    programs: ['clang', 'clang++'],
  },
  {
    what: 'libFuzzer and sanitizer runtimes',
    pkg: 'libclang-rt-14-dev',
    file: '/usr/lib/llvm-14/lib/clang/14.0.6/lib/linux/libclang_rt.fuzzer-x86_64.a',
    programs: [],
  },
  {
    what: 'clang-format (the format layer)',
    pkg: 'clang-format',
    file: '/usr/bin/clang-format',
    programs: ['clang-format'],
  },
  {
    what: 'poppler-utils (the print tests read the PDFs)',
    pkg: 'poppler-utils',
    file: '/usr/bin/pdfinfo',
    programs: ['pdfinfo', 'pdftoppm'],
  },
  {
    what: 'xmllint (the SCORM manifest is checked against its schemas)',
    pkg: 'libxml2-utils',
    file: '/usr/bin/xmllint',
    programs: ['xmllint'],
  },
];

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    throw new Error(
      `'${command} ${args.join(' ')}' failed (exit ${result.status ?? result.signal})`,
    );
  }
}

function installDebianPackages() {
  const missing = requirements.filter((r) => !existsSync(r.file));
  if (missing.length === 0) return;
  const packages = [...new Set(missing.map((r) => r.pkg))];
  const command = `apt-get update && apt-get install -y ${packages.join(' ')}`;
  console.log(`setup: missing ${missing.map((r) => r.what).join(', ')}`);
  if (process.getuid?.() !== 0) {
    console.error(`setup: not root, so nothing was installed. Run:\n\n  sudo sh -c '${command}'\n`);
    process.exit(1);
  }
  console.log(`setup: ${command}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update'], { env });
  run('apt-get', ['install', '-y', '--no-install-recommends', ...packages], { env });
  const still = requirements.filter((r) => !existsSync(r.file));
  if (still.length)
    throw new Error(`still missing after apt-get: ${still.map((r) => r.what).join(', ')}`);
}

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

function installNodePackages() {
  // npm writes node_modules/.package-lock.json on every install: older than the lock means stale.
  const lock = join(projectRoot, 'package-lock.json');
  const installed = join(projectRoot, 'node_modules', '.package-lock.json');
  if (existsSync(installed) && mtime(installed) >= mtime(lock)) return;
  console.log('setup: npm ci');
  run('npm', ['ci', '--no-audit', '--no-fund'], { cwd: projectRoot });
}

export function setup() {
  installDebianPackages();
  installNodePackages();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  try {
    setup();
    console.log(`setup: everything is in place (${Date.now() - started} ms)`);
  } catch (error) {
    console.error(`setup: ${error.message}`);
    process.exit(1);
  }
}
