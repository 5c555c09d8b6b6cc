// Byte-level BPE through the page's API on the WASM build: the PyTorch-side reference cases of
// core-v2.json, decode(encode(x)) on arbitrary text, labels, every rejected input as a JS Error,
// no heap growth from rejected input, and a TinyGPT trainer on BPE tokens.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { before, describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { loadCore } from './load-core.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const v2 = JSON.parse(readFileSync(join(root, 'tests', 'fixtures', 'core-v2.json'), 'utf8'));
const casesOf = (op) => v2.cases.filter((c) => c.op === op);

let core;
before(async () => {
  core = await loadCore();
});

describe('BPE (WASM)', () => {
  test('the fixture has BPE cases of both ops', () => {
    assert.equal(v2.version, 2);
    assert.equal(casesOf('bpe_train').length, 3);
    assert.equal(casesOf('bpe_encode').length, 3);
  });
  for (const c of casesOf('bpe_train')) {
    test(`bpeTrain matches fixture ${c.name}`, () => {
      const t = core.bpeTrain(c.params.text, c.params.num_merges);
      assert.deepEqual(Array.from(t.merges), c.expected.merges.data);
      assert.deepEqual(Array.from(t.ids), c.expected.ids.data);
      assert.deepEqual(Array.from(t.counts), c.expected.counts.data);
      assert.equal(t.bytes, new TextEncoder().encode(c.params.text).length);
      assert.equal(core.bpeDecode(t.ids, t.merges), c.params.text);
    });
  }
  for (const c of casesOf('bpe_encode')) {
    test(`bpeEncode matches fixture ${c.name}`, () => {
      const ids = core.bpeEncode(c.params.text, Int32Array.from(c.inputs.merges.data));
      assert.deepEqual(Array.from(ids), c.expected.ids.data);
    });
  }

  test('decode(encode(x)) gives any text back, with labels for every id', () => {
    const t = core.bpeTrain('the cat in the hat sat on the mat; caf\u00e9 caf\u00e9 😀😀', 40);
    for (const text of ['', 'unseen words: xylophone', 'caf\u00e9 😀 \u0000\n\t', 'the the the']) {
      assert.equal(core.bpeDecode(core.bpeEncode(text, t.merges), t.merges), text);
    }
    const labels = core.bpeVocabLabels(t.merges);
    assert.equal(labels.length, 256 + t.counts.length);
    assert.equal(labels[32], '␣');
    assert.equal(labels[0xc3], '\\xC3');
    assert.equal(labels[10], '\\n');
  });

  test('a training brings its labels and other texts in its merges, as the lesson draws them', () => {
    const text = 'the cat in the hat sat on the mat; caf\u00e9 caf\u00e9 😀😀';
    const probes = ['é', '😀', 'café', '', 'the hat'];
    const full = core.bpeTrain(text, 40, { labels: true });
    assert.deepEqual(full.labels, core.bpeVocabLabels(full.merges));
    assert.deepEqual(full.encoded, []);
    assert.equal(core.bpeTrain(text, 40).labels, undefined);
    // A training to k merges is the first k of a longer one: its encodings are those the lesson
    // made with the longer training's first k merges.
    for (const k of [0, 5, 40]) {
      const step = core.bpeTrain(text, k, { encode: probes });
      const merges = full.merges.subarray(0, 2 * Math.min(k, full.counts.length));
      assert.deepEqual(
        step.encoded,
        probes.map((probe) => core.bpeEncode(probe, merges)),
      );
    }
    // 'the hat' (7 bytes) is fewer tokens once merges are made.
    assert.ok(core.bpeTrain(text, 40, { encode: ['the hat'] }).encoded[0].length < 7);
    assert.throws(() => core.bpeTrain(text, 4, { encode: 'é' }), /list of strings/);
    assert.throws(() => core.bpeTrain(text, 4, { encode: ['é', 7] }), /item 1 is not/);
  });

  // The lesson keeps its training in the core and encodes the second text there at each step.
  test('a held training gives what bpeTrain gives, and encodes in its first k merges as bpeEncode', () => {
    const text = 'the cat in the hat sat on the mat; caf\u00e9 caf\u00e9 😀😀';
    const held = core.bpeTraining(text, 40);
    try {
      const full = core.bpeTrain(text, 40, { labels: true });
      for (const field of ['merges', 'counts', 'lengths', 'ids', 'labels'])
        assert.deepEqual(held[field], full[field], field);
      assert.equal(held.bytes, full.bytes);
      assert.equal(held.stopReason, full.stopReason);
      const made = full.counts.length;
      assert.ok(made > 5 && made < 40, `${made} merges: training stopped early`);
      for (const second of ['the hat', 'café', '', 'zzz'])
        for (const k of [0, 5, made]) {
          const merges = full.merges.subarray(0, 2 * k);
          assert.deepEqual(
            held.encode(second, k),
            core.bpeEncode(second, merges),
            `${second} ${k}`,
          );
        }
      assert.ok(held.encode('the hat', made).length < 7);
      assert.throws(() => held.encode('ab', made + 1), new RegExp(`between 0 and the ${made}`));
      assert.throws(() => held.encode('ab', -1), /between 0 and/);
      assert.throws(() => held.encode('ab', 1.5), /whole number/);
    } finally {
      held.dispose();
    }
    assert.throws(() => core.bpeTraining('', 5), /empty/);
    // Trainings made and dropped, and refused ones, leave nothing behind.
    const before = core.heapBytesInUse();
    for (let i = 0; i < 200; i++) {
      const again = core.bpeTraining(text, 40);
      again.encode('the hat', 10);
      assert.throws(() => again.encode('x', 99));
      again.dispose();
      assert.throws(() => core.bpeTraining('', 5));
    }
    const after = core.heapBytesInUse();
    assert.ok(after - before <= 4096, `heap grew by ${after - before} bytes over 200 trainings`);
  });

  test('a training names the pairs it would merge next, in that order', () => {
    assert.deepEqual(core.bpeTrain('abab', 0, { nextPairs: 5 }).nextPairs, [
      { left: 97, right: 98, count: 2, first: 0 },
      { left: 98, right: 97, count: 1, first: 1 },
    ]);
    assert.deepEqual(core.bpeTrain('abab', 0).nextPairs, []);
    // The first of them is the merge one more step makes, with its count; once no pair occurs
    // twice, training stops instead.
    const text = 'the cat in the hat sat on the mat';
    const stopsAt = core.bpeTrain(text, 100).counts.length;
    for (const k of [0, 3, stopsAt - 1, stopsAt]) {
      const [next] = core.bpeTrain(text, k, { nextPairs: 3 }).nextPairs;
      const more = core.bpeTrain(text, k + 1);
      if (k < stopsAt) {
        assert.deepEqual([next.left, next.right], Array.from(more.merges.subarray(2 * k)));
        assert.equal(next.count, more.counts[k]);
      } else {
        assert.equal(next.count, 1);
        assert.equal(more.counts.length, k);
      }
    }
    assert.throws(() => core.bpeTrain('abab', 0, { nextPairs: -1 }), /0 or more/);
    assert.throws(() => core.bpeTrain('abab', 0, { nextPairs: 1.5 }), /whole number/);
  });

  test('stopping early is reported, bad input throws a clear Error', () => {
    const t = core.bpeTrain('abcabc', 10);
    assert.equal(t.counts.length, 2); // ab, then abc; (abc, abc) occurs once
    assert.match(
      t.stopReason,
      /stopped after 2 merges of 10: no pair of adjacent tokens occurs twice/,
    );
    assert.throws(() => core.bpeTrain('', 5), /training text is empty/);
    assert.throws(() => core.bpeTrain('abc', 2.5), /must be a whole number/);
    assert.throws(() => core.bpeTrain('abc', -1), /between 0 and/);
    assert.throws(() => core.bpeEncode('ab', [97]), /pairs of ids/);
    assert.throws(() => core.bpeEncode('ab', [300, 97]), /merge 0 uses id 300/);
    assert.throws(() => core.bpeEncode('ab', 'nonsense'), /list of whole numbers/);
    assert.throws(() => core.bpeDecode([256], new Int32Array(0)), /between 0 and 255/);
  });

  test('rejected input frees what it allocated', () => {
    assert.throws(() => core.bpeEncode('ab', [300, 97]));
    const before = core.heapBytesInUse();
    for (let i = 0; i < 500; i++) {
      assert.throws(() => core.bpeTrain('', 5));
      assert.throws(() => core.bpeEncode('abc', [97, 98, 97, 98]));
      assert.throws(() => core.bpeDecode([999], [97, 98]));
    }
    const after = core.heapBytesInUse();
    assert.ok(after - before <= 4096, `heap grew by ${after - before} bytes over 1,500 errors`);
  });

  test('TinyGPT trains on BPE tokens and reports its tokenizer', () => {
    const text = core.seedCorpus();
    const trainer = core.createTrainer(
      { model: 'gpt', dModel: 16, batch: 2, seqLen: 8, maxLen: 8, bpeMerges: 50 },
      text,
    );
    try {
      const model = trainer.modelConfig();
      const t = core.bpeTrain(text, 50);
      assert.equal(model.vocab, 256 + t.counts.length);
      assert.equal(model.tokens, t.ids.length);
      assert.equal(model.bytes, text.length);
      assert.deepEqual(Array.from(model.bpeMerges), Array.from(t.merges));
      assert.equal(trainer.tokenTable().rows, model.vocab);
      const losses = trainer.step(2);
      assert.ok(Math.abs(losses[0] - Math.log(model.vocab)) < 1.5, `first loss ${losses[0]}`);
      // The weights file carries the merges: a fresh trainer on the same settings reads it back.
      const copy = core.createTrainer(
        { model: 'gpt', dModel: 16, batch: 2, seqLen: 8, maxLen: 8 },
        text,
      );
      try {
        copy.loadWeights(trainer.saveWeights());
        assert.deepEqual(Array.from(copy.modelConfig().bpeMerges), Array.from(t.merges));
        assert.equal(copy.evalLoss(), trainer.evalLoss());
      } finally {
        copy.dispose();
      }
    } finally {
      trainer.dispose();
    }
    assert.throws(
      () => core.createTrainer({ model: 'gpt', bpeMerges: 1.5 }, text),
      /BPE merges must be a whole number/,
    );
  });
});
