// The built module's hot kernels contain f32x4 SIMD. Eigen does not vectorize in WASM
// (docs/TOOLCHAIN.md item 8), so the training kernels are loops written for clang's
// auto-vectorizer; a harmless-looking edit (a reduction, a call in the loop) can silently turn
// one back into scalar code and make training several times slower. This reads the binary itself:
// wasm-objdump disassembles it, and embedding_lab.mjs.symbols (written by --emit-symbol-map)
// names its functions.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, test } from 'node:test';

import { wasmDir } from './load-core.mjs';

const wasmFile = join(wasmDir, 'embedding_lab.wasm');
const symbolFile = join(wasmDir, 'embedding_lab.mjs.symbols');

// Function index -> disassembly text, for every function the symbol map names.
let bodies;
let names;

before(() => {
  names = new Map();
  for (const line of readFileSync(symbolFile, 'utf8').split('\n')) {
    // Demangled names with bytes escaped as \XX: "void\20elab::linear_forward<float>\28float*...".
    const m = line.match(/^(\d+):(.*)$/);
    if (m)
      names.set(
        Number(m[1]),
        m[2].replace(/\\([0-9a-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))),
      );
  }
  const text = execFileSync('wasm-objdump', ['-d', wasmFile], {
    encoding: 'utf8',
    maxBuffer: 1 << 30,
  });
  bodies = new Map();
  let current = null;
  for (const line of text.split('\n')) {
    const header = line.match(/^[0-9a-f]+ func\[(\d+)\]/);
    if (header) {
      current = [];
      bodies.set(Number(header[1]), current);
    } else if (current) current.push(line);
  }
});

// The disassembly of every function whose (mangled) name matches pattern.
function functionsNamed(pattern) {
  const found = [];
  for (const [index, name] of names)
    if (pattern.test(name) && bodies.has(index)) found.push({ name, body: bodies.get(index) });
  return found;
}

function count(body, op) {
  return body.filter((line) => line.includes(op)).length;
}

// Kernels that clang inlines into their caller (gelu, attention, the norms) are checked through
// that caller: TinyGPT<float>::forward_backward.
// A kernel split into a wrapper and its loop (linear_forward -> gemm) passes when the functions
// its pattern matches contain the SIMD between them.
const hot = [
  {
    what: "the GEMM of every linear layer (linear_forward<float>, gemm.hpp's f32::gemm)",
    pattern: /elab::linear_forward<float>\(|::gemm<float>\(|elab::detail::f32::gemm\(/,
  },
  {
    // exp_pass: the polynomial exp, kept out of line; i32x4.shl builds its 2^k four at a time,
    // and the 4-lane exp clamps with pmin/pmax (f32x4.min/max are long sequences in V8).
    what: 'cross_entropy_forward<float> (polynomial exp)',
    pattern: /elab::cross_entropy_forward<float>\(|exp_pass\(/,
    also: ['i32x4.shl', 'f32x4.pmin', 'f32x4.pmax'],
  },
  {
    // Inlined into Trainer::finish_step, its one caller, which has no other float loop.
    what: 'Adam<float>::step',
    pattern: /elab::Adam<float>::step\(|elab::Trainer::finish_step\(/,
  },
  {
    what: 'SeedPredictor<float>::forward_backward',
    pattern: /elab::SeedPredictor<float>::forward_backward\(/,
  },
  {
    what: 'TinyGPT<float>::forward_backward (GELU, attention, norms inlined)',
    pattern: /elab::TinyGPT<float>::forward_backward\(/,
  },
];

describe('SIMD in the built module', () => {
  test('the symbol map names the functions (the build keeps names out of the .wasm)', () => {
    assert.ok(names.size > 100, `only ${names.size} names in ${symbolFile}`);
    const wasm = readFileSync(wasmFile);
    assert.equal(wasm.includes('linear_forward'), false, 'function names leaked into the .wasm');
  });

  for (const { what, pattern, also = [] } of hot) {
    test(`${what} multiplies and adds with f32x4`, () => {
      const found = functionsNamed(pattern);
      assert.ok(found.length > 0, `no function matching ${pattern} (inlined or renamed?)`);
      const body = found.flatMap((f) => f.body);
      const muls = count(body, 'f32x4.mul');
      const adds = count(body, 'f32x4.add');
      const which = found.map((f) => f.name.replace(/\(.*/, '')).join(', ');
      assert.ok(muls > 0 && adds > 0, `${which}: ${muls} f32x4.mul, ${adds} f32x4.add`);
      for (const op of also) assert.ok(count(body, op) > 0, `${which}: no ${op}`);
    });
  }

  test('sinusoidal_pe<float> rotates its sin/cos pairs two at a time (f64x2)', () => {
    const found = functionsNamed(/elab::sinusoidal_pe<float>\(/);
    assert.ok(found.length > 0);
    for (const { name, body } of found)
      assert.ok(count(body, 'f64x2.mul') > 0, `${name}: no f64x2.mul`);
  });

  test('a scalar helper has no f32x4: the count tells vectorized from scalar code', () => {
    const found = functionsNamed(/elab::check_adam_config\(/);
    assert.ok(found.length > 0);
    for (const { body } of found) assert.equal(count(body, 'f32x4.mul'), 0);
  });
});
