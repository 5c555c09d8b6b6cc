// The WASM build of the sinusoidal slice: fixtures, the Float32Array contract, and errors as Error.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';

import { assertClose, casesOf, loadCore } from './load-core.mjs';

let core;
before(async () => {
  core = await loadCore();
});

describe('sinusoidalPe (WASM)', () => {
  for (const c of casesOf('sinusoidal_pe')) {
    test(`matches PyTorch fixture ${c.name}`, () => {
      const { max_len, d_model, base } = c.params;
      const pe = core.sinusoidalPe(max_len, d_model, base);
      assert.ok(pe.data instanceof Float32Array);
      assert.deepEqual([pe.rows, pe.cols], c.expected.pe.shape);
      assertClose(pe.data, c.expected.pe.data, c.tol, c.name);
    });
  }

  test('returns an independent copy that survives memory growth', () => {
    const small = core.sinusoidalPe(2, 4);
    core.sinusoidalPe(4096, 1024); // 16 MiB: grows the heap
    assert.equal(small.data.length, 8);
    assert.equal(small.data[4], Math.fround(Math.sin(1)));
  });

  const rejected = [
    [[4, 7, 10000], /d_model must be even: sin and cos come in pairs \(got 7\)/],
    [[0, 8, 10000], /max_len must be at least 1: .*\(got 0\)/],
    [[4, 0, 10000], /d_model must be at least 2/],
    [[4, 8, 1], /base must be a finite number greater than 1.*\(got 1\)/],
    [[4, 8, NaN], /base .*\(got NaN\)/],
    [[4, 8, Infinity], /base .*\(got Infinity\)/],
    [[NaN, 8, 10000], /max_len must be a whole number \(got NaN\)/],
    [[3.5, 8, 10000], /max_len must be a whole number \(got 3.5\)/],
    [[100000, 1024, 10000], /over the limit/],
  ];
  for (const [args, message] of rejected) {
    test(`rejects (${args.join(', ')}) with an Error carrying the C++ message`, () => {
      assert.throws(
        () => core.sinusoidalPe(...args),
        (e) => e instanceof Error && message.test(e.message),
      );
    });
  }

  test('keeps working after an error', () => {
    assert.throws(() => core.sinusoidalPe(4, 7));
    assert.equal(core.sinusoidalPe(2, 4).data[1], 1);
  });
});

describe('peWavelengths (WASM)', () => {
  for (const c of casesOf('pe_wavelengths')) {
    test(`matches PyTorch fixture ${c.name}`, () => {
      const w = core.peWavelengths(c.params.d_model, c.params.base);
      assertClose(w, c.expected.wavelengths.data, c.tol, c.name);
    });
  }
});

describe('sinusoidalPe with a reusable array (the panel while dragging)', () => {
  test('refills an array of the right length in place, with the same values as a fresh one', () => {
    const first = core.sinusoidalPe(64, 32, 100);
    const fresh = core.sinusoidalPe(32, 64, 10000);
    const reused = core.sinusoidalPe(32, 64, 10000, first.data);
    assert.equal(reused.data, first.data); // same length 2048: the array itself is reused
    assert.deepEqual(reused.data, fresh.data);
    assert.equal(reused.rows, 32);
    const grown = core.sinusoidalPe(64, 64, 10000, first.data);
    assert.notEqual(grown.data, first.data); // another length: a new array
    assert.deepEqual(grown.data.subarray(0, 2048), fresh.data);
  });

  test('a rejected setting throws and leaves the reused array as it was', () => {
    const shown = core.sinusoidalPe(4, 4);
    const before = Float32Array.from(shown.data);
    assert.throws(() => core.sinusoidalPe(4, 4, 1, shown.data), /base must be/);
    assert.deepEqual(shown.data, before);
  });
});
