// The WASM heap stays flat: training, resetting and disposing trainers, and computing lessons,
// must give every byte back. malloc's in-use count is compared after a warm-up, so one-time
// growth (activation arenas, caches) is not mistaken for a leak.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';

import { loadCore } from './load-core.mjs';

let core;
before(async () => {
  core = await loadCore();
});

test('100 create/train/reset/dispose cycles leave the heap where it was', () => {
  const text = core.seedCorpus();
  const cycle = (model) => {
    const trainer = core.createTrainer(
      { model, dModel: 16, layers: 1, heads: 2, batch: 4, seqLen: 16 },
      text,
    );
    trainer.step(3);
    trainer.reset();
    trainer.step(1);
    trainer.dispose();
  };
  for (let i = 0; i < 5; i++) cycle(i % 2 ? 'gpt' : 'tokpos'); // warm-up
  const before = core.heapBytesInUse();
  for (let i = 0; i < 100; i++) cycle(i % 2 ? 'gpt' : 'tokpos');
  const after = core.heapBytesInUse();
  assert.ok(after - before <= 4096, `heap grew by ${after - before} bytes over 100 cycles`);
});

test('10,000 training steps allocate nothing that stays', () => {
  const trainer = core.createTrainer({ batch: 2, seqLen: 8, dModel: 16 }, core.seedCorpus());
  try {
    trainer.step(100); // warm-up: arenas reach their size
    const before = core.heapBytesInUse();
    for (let i = 0; i < 10; i++) trainer.step(990);
    const after = core.heapBytesInUse();
    assert.equal(trainer.stepsDone, 10000);
    assert.ok(after - before <= 4096, `heap grew by ${after - before} bytes over 9,900 steps`);
  } finally {
    trainer.dispose();
  }
});

test('errors thrown from C++ free what they allocated', () => {
  core.sinusoidalPe(4, 8); // warm-up
  assert.throws(() => core.sinusoidalPe(4, 7));
  const before = core.heapBytesInUse();
  for (let i = 0; i < 1000; i++) {
    assert.throws(() => core.sinusoidalPe(4, 7));
    assert.throws(() => core.createTrainer({}, 'too short'));
  }
  const after = core.heapBytesInUse();
  assert.ok(after - before <= 4096, `heap grew by ${after - before} bytes over 2,000 errors`);
});
