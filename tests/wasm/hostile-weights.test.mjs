// Crafted weights files (tests/cli/make-hostile-weights.mjs) through the page's own API, as the
// training lab's worker loads them: doubling BPE merges and a header without tensors are refused
// quickly, with the CLI's reason, without growing the module's memory, and change nothing.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { wrapCore } from '../../web/src/core/api.js';
import { loadModule } from './load-core.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const crafted = (name) => new Uint8Array(readFileSync(join(root, 'tests', 'cli', name)));
const doublingRefused =
  'merge 19 (274, 274) makes a token of 1048576 bytes, but BPE training on at most 1048576 ' +
  'bytes of text makes tokens of at most 699050: these merges were not learned from a text';

/** Merge 0 = (97, 97), merge k = (255 + k, 255 + k), flat as the API takes them. */
function doublingMerges(count) {
  const flat = [97, 97];
  for (let k = 1; k < count; k++) flat.push(255 + k, 255 + k);
  return Int32Array.from(flat);
}

let module;
let core;
before(async () => {
  module = await loadModule();
  core = wrapCore(module);
});
// WASM memory only grows, so its size after a call is the most the call needed.
const memoryBytes = () => module.HEAP8.buffer.byteLength;

describe('hostile weights files (WASM, through api.js)', () => {
  for (const merges of [20, 24, 27, 40]) {
    test(`a file of ${merges} doubling merges is refused before it is spelled out`, () => {
      const trainer = core.createTrainer({}, core.seedCorpus());
      try {
        const heapBefore = core.heapBytesInUse();
        const memoryBefore = memoryBytes();
        assert.throws(() => trainer.loadWeights(crafted(`doubling-${merges}.elab`)), {
          message: doublingRefused,
        });
        // Refused before a token was spelled: the module's memory did not grow (it once reached
        // 5.7 GB, and 2^40 bytes would never end), and nothing leaked.
        assert.equal(memoryBytes(), memoryBefore);
        assert.equal(core.heapBytesInUse(), heapBefore);
        // Nothing changed: still the byte model it was.
        assert.equal(trainer.modelConfig().bpeMerges.length, 0);
        assert.ok(Number.isFinite(trainer.evalLoss()));
      } finally {
        trainer.dispose();
      }
      assert.throws(() => core.bpeVocabLabels(doublingMerges(merges)), {
        message: doublingRefused,
      });
      assert.throws(() => core.bpeEncode('aaaa', doublingMerges(merges)), {
        message: doublingRefused,
      });
    });
  }

  test('labels of long tokens stop after 48 bytes and give the length', () => {
    const labels = core.bpeVocabLabels(doublingMerges(19));
    assert.equal(labels.length, 256 + 19);
    assert.equal(labels[256], 'aa');
    assert.equal(labels[256 + 4], 'a'.repeat(32));
    assert.equal(labels[256 + 5], `${'a'.repeat(48)}…(64 bytes)`);
    assert.equal(labels[256 + 18], `${'a'.repeat(48)}…(524288 bytes)`);
  });

  test('labels of a chain of 100,000 merges: each cut at 48 bytes with its length', () => {
    // Merge k = (255 + k, 97): token k spells k + 2 bytes, its first byte k merges deep. The
    // lab's token table and the BPE lesson label every token; walking down to each one's first
    // byte took 34 s. Its time is `bpe-labels-100k.wasm-node` in npm run bench (a timed test
    // here failed when the machine was busy).
    const flat = [97, 97];
    for (let k = 1; k < 100000; k++) flat.push(255 + k, 97);
    const labels = core.bpeVocabLabels(Int32Array.from(flat));
    assert.equal(labels.length, 256 + 100000);
    assert.equal(labels[256 + 46], 'a'.repeat(48));
    assert.equal(labels.at(-1), `${'a'.repeat(48)}…(100001 bytes)`);
  });

  test('a header without tensors is refused before the model is built', () => {
    const trainer = core.createTrainer({}, core.seedCorpus());
    try {
      const memoryBefore = memoryBytes();
      assert.throws(() => trainer.loadWeights(crafted('header-only.elab')), {
        message: /the weights file has 0 tensors, but the model its settings describe has 28/,
      });
      // Building the model first grew the module by 259 MB.
      assert.equal(memoryBytes(), memoryBefore);
    } finally {
      trainer.dispose();
    }
  });
});
