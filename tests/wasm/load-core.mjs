// Loads the built WASM module in node the way the page does, then wraps it with the page's API.
// Emscripten 3.1.6's ES6 glue expects CommonJS globals in node and would fetch() the .wasm by
// path, so we give it __dirname, require and the binary itself (docs/TOOLCHAIN.md, items 5 and 6).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { wrapCore } from '../../web/src/core/api.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const wasmDir = process.env.ELAB_WASM_DIR ?? join(root, 'build', 'wasm');

export async function loadModule() {
  globalThis.__dirname ??= wasmDir;
  globalThis.require ??= createRequire(import.meta.url);
  const { default: create } = await import(pathToFileURL(join(wasmDir, 'embedding_lab.mjs')).href);
  return create({ wasmBinary: readFileSync(join(wasmDir, 'embedding_lab.wasm')) });
}

export async function loadCore() {
  return wrapCore(await loadModule());
}

export const fixtures = JSON.parse(
  readFileSync(join(root, 'tests', 'fixtures', 'core-v1.json'), 'utf8'),
);

export function casesOf(op) {
  const cases = fixtures.cases.filter((c) => c.op === op);
  if (cases.length === 0) throw new Error(`no fixture cases for op ${op}`);
  return cases;
}

/** Asserts |got - want| <= abs + rel*|want| elementwise; reports the worst element. */
export function assertClose(got, want, tol, what) {
  if (got.length !== want.length)
    throw new Error(`${what}: length ${got.length}, expected ${want.length}`);
  for (let i = 0; i < want.length; i++) {
    const allowed = tol.abs + tol.rel * Math.abs(want[i]);
    if (!(Math.abs(got[i] - want[i]) <= allowed))
      throw new Error(
        `${what}: element ${i} is ${got[i]}, expected ${want[i]} (tolerance ${allowed})`,
      );
  }
}
