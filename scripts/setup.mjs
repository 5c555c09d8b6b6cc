// Makes sure everything the build needs is on the machine, installing what is missing.
// Used by `npm start`, `npm test` and `npm run build`; safe to run again (fast when all is there).
//   - Debian packages: installed with apt-get when we are root, else the exact command is printed.
//   - npm packages: `npm ci` when node_modules is missing or older than package-lock.json.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { projectRoot } from './paths.mjs';

// What the build needs, and how to tell each is present without running anything slow.
export const requirements = [
  { what: 'CMake', pkg: 'cmake', file: '/usr/bin/cmake' },
  { what: 'Ninja', pkg: 'ninja-build', file: '/usr/bin/ninja' },
  { what: 'a C++17 compiler', pkg: 'g++', file: '/usr/bin/g++' },
  { what: 'Emscripten (emcc)', pkg: 'emscripten', file: '/usr/bin/emcc' },
  { what: 'Eigen 3.4 headers', pkg: 'libeigen3-dev', file: '/usr/include/eigen3/Eigen/Core' },
  { what: 'Catch2 v2', pkg: 'catch2', file: '/usr/lib/cmake/Catch2/Catch2Config.cmake' },
  { what: 'nlohmann/json', pkg: 'nlohmann-json3-dev', file: '/usr/include/nlohmann/json.hpp' },
  { what: 'Chromium', pkg: 'chromium', file: '/usr/bin/chromium' },
  { what: 'Firefox ESR', pkg: 'firefox-esr', file: '/usr/bin/firefox-esr' },
  { what: 'WebKit (WebKitWebDriver)', pkg: 'webkit2gtk-driver', file: '/usr/bin/WebKitWebDriver' },
  { what: 'Xvfb (a display for WebKit)', pkg: 'xvfb', file: '/usr/bin/Xvfb' },
  { what: 'wabt (wasm-objdump)', pkg: 'wabt', file: '/usr/bin/wasm-objdump' },
  {
    what: 'PyTorch for Python 3 (the exported model is checked with it)',
    pkg: 'python3-torch',
    file: '/usr/lib/python3/dist-packages/torch/__init__.py',
  },
  { what: 'clang (sanitizers, fuzzing)', pkg: 'clang', file: '/usr/bin/clang++' },
  {
    what: 'libFuzzer and sanitizer runtimes',
    pkg: 'libclang-rt-14-dev',
    file: '/usr/lib/llvm-14/lib/clang/14.0.6/lib/linux/libclang_rt.fuzzer-x86_64.a',
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
