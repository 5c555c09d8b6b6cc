// The model lessons (heads, block, contextual, sampling) through the page's own API: shapes,
// the properties the panels rely on, trained weights from a real trainer, and every message.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';

import { loadCore } from './load-core.mjs';

let core;
before(async () => {
  core = await loadCore();
});

const model = {
  dModel: 16,
  layers: 2,
  heads: 4,
  maxLen: 32,
  pe: 'learned',
  norm: 'layernorm',
  seed: 42,
};

test('modelLayout: the lab shape, its tensors and parameter count', () => {
  const layout = core.modelLayout(model);
  assert.equal(
    layout.parameters,
    layout.tensors.reduce((s, t) => s + t.size, 0),
  );
  assert.deepEqual(layout.tensors.find((t) => t.name === '0.qkv.W').shape, [48, 16]);
  assert.throws(() => core.modelLayout({ ...model, heads: 3 }), /not divisible by n_head 3/);
  assert.throws(() => core.modelLayout({ ...model, pe: 'alibi?' }), /positional encoding must be/);
});

test('the model lessons take the trainer’s limits: one table of TinyGPT ranges, the core’s', () => {
  const { limits } = core.trainerSettings;
  for (const [field, name] of [
    ['dModel', 'd_model'],
    ['layers', 'layers'],
    ['heads', 'heads'],
    ['maxLen', 'max_len'],
  ]) {
    const range = `${name} must be between ${limits[field].min} and ${limits[field].max}`;
    const over = { ...model, [field]: limits[field].max + 1 };
    assert.throws(() => core.modelLayout(over), new RegExp(range), field);
    assert.throws(
      () => core.createTrainer({ model: 'gpt', ...over }, core.seedCorpus()),
      new RegExp(range),
    );
  }
  // Inside the trainer's range, a lesson builds what the lab could train (the lessons stopped
  // at 8 layers and d_model 512 before).
  assert.equal(core.modelLayout({ ...model, layers: 9 }).tensors.length > 0, true);
});

test('headsLesson: per-head maps, weights times V, counts', () => {
  const r = core.headsLesson(model, null, 'To be or not', 1);
  assert.equal(r.tokens, 12);
  assert.equal(r.headDim, 4);
  assert.equal(r.weights.rows, 4 * 12);
  assert.ok(r.weights.data instanceof Float64Array);
  for (let row = 0; row < r.weights.rows; row++) {
    let sum = 0;
    for (let j = 0; j < 12; j++) sum += r.weights.data[row * 12 + j];
    assert.ok(Math.abs(sum - 1) < 1e-12);
  }
  assert.ok(r.weightsTimesVError < 1e-13);
  assert.equal(r.layerParameters, 4 * 16 * 16 + 4 * 16);
  assert.equal(r.attentionMultAdds, 16 * 12 * 13);
  assert.throws(
    () => core.headsLesson(model, null, 'x', 2),
    /layer must be between 1 and 2 \(got 3\)/,
  );
  assert.throws(() => core.headsLesson(model, null, '', 0), /text is empty/);
  assert.throws(() => core.headsLesson(model, null, 'x', 0.5), /layer must be a whole number/);
});

test('blockLesson, normPlacement: sizes and probabilities', () => {
  const b = core.blockLesson(model, null, 'hello');
  assert.equal(b.tokens, 5);
  assert.equal(b.streamRms.rows, 5);
  assert.equal(b.streamRms.cols, 5);
  assert.ok(Math.abs(b.probs.reduce((s, p) => s + p, 0) - 1) < 1e-12);
  assert.equal(b.headParameters, 256 * 16);
  const n = core.normPlacement(8, 32, 4, 16, 'layernorm', 1);
  assert.equal(n.preActivation.length, 9);
  assert.ok(n.preActivation[8] > n.preActivation[0]);
  assert.throws(
    () => core.normPlacement(9, 32, 4, 16, 'layernorm', 1),
    /depth must be between 1 and 8/,
  );
});

test('contextualLesson: the same row, different hidden states', () => {
  const c = core.contextualLesson(
    { ...model, pe: 'rope' },
    null,
    'the river bank',
    'the bank account',
    'bank',
  );
  assert.equal(c.positionA, 13);
  assert.equal(c.positionB, 7);
  assert.equal(c.tokenRowCosine, 1);
  assert.equal(c.cosine.length, 3);
  assert.ok(Math.abs(c.cosine[0] - 1) < 1e-12);
  assert.ok(c.cosine[2] < 0.999);
  assert.throws(
    () => core.contextualLesson(model, null, 'a river', 'b', 'bank'),
    /'bank' does not occur in 'a river'/,
  );
});

test('sampling: stages, seeded generation, KV cache, and the trained weights of a trainer', () => {
  const s = core.nextByteLesson(model, null, 'To be', { temperature: 0.8, topK: 20, topP: 0.5 });
  assert.equal(s.keptK, 20);
  assert.ok(s.keptP >= 1 && s.keptP <= 20);
  assert.deepEqual(s.ids, [84, 111, 32, 98, 101], "the prompt's bytes, the model's input");
  const accented = core.nextByteLesson(model, null, 'né', { temperature: 1, topK: 0, topP: 1 });
  assert.deepEqual(accented.ids, [110, 195, 169]);
  assert.ok(Math.abs(s.topP.reduce((a, p) => a + p, 0) - 1) < 1e-12);
  const settings = { temperature: 1, topK: 0, topP: 0.9, seed: 3 };
  const g1 = core.generateLesson(model, null, 'To be', 20, settings);
  const g2 = core.generateLesson(model, null, 'To be', 20, settings);
  assert.deepEqual(g1.ids, g2.ids);
  assert.throws(
    () => core.nextByteLesson(model, null, 'a', { temperature: 1, topK: 0, topP: 0 }),
    /top_p must be above 0/,
  );
  assert.throws(
    () => core.generateLesson(model, null, 'a', 500, settings),
    /length must be between 0 and 200/,
  );
  const kv = core.kvCacheLesson(model, null, 'the causal mask');
  assert.equal(kv.bytesPerToken, 2 * 2 * 16 * 4);
  assert.equal(kv.prefixChange, 0);

  // A TinyGPT trainer's saved weights drive the lessons, and greedy text matches its generator.
  const trainer = core.createTrainer(
    { model: 'gpt', dModel: 16, layers: 1, heads: 2, maxLen: 16, seqLen: 16, batch: 8, lr: 0.01 },
    'To be, or not to be, that is the question. '.repeat(20),
  );
  try {
    trainer.step(150); // confident enough that float and double agree on every argmax
    const weights = trainer.saveWeights();
    const trained = core.generateLesson(model, weights, 'To be', 12, {
      temperature: 0,
      topK: 0,
      topP: 1,
      seed: 1,
    });
    assert.equal(core.byteDecode(Array.from(trained.ids)), trainer.generate('To be', 12, 0, 0, 1));
    assert.equal(core.headsLesson(model, weights, 'To be', 0).heads, 2); // the file's shape wins
    assert.equal(
      trainer.generate('To be', 5, 1, 0, 2, 0.5),
      trainer.generate('To be', 5, 1, 0, 2, 0.5),
    );
    assert.throws(() => core.blockLesson(model, new Uint8Array([1, 2, 3]), 'x'), /.+/);
  } finally {
    trainer.dispose();
  }
});

test('contextual: trained on a text that uses both senses of "bank", the senses separate', async () => {
  const { sameSense, sensesConfig, sensesModel, sensesSteps, sensesText } =
    await import('../../web/src/panels/contextual/senses.js');
  const seed = 42;
  const trainer = core.createTrainer(sensesConfig(seed), sensesText);
  try {
    // The lesson's own run, all of it (the longest check in this folder): what is promised is
    // that the run the page trains separates the senses, so a shorter one would prove nothing
    // about it.
    trainer.step(sensesSteps);
    const model = { ...sensesModel, seed };
    const weights = trainer.saveWeights();
    // The lesson's default texts (contextual.js settings cx_a, cx_b).
    const apart = core.contextualLesson(
      model,
      weights,
      'we sat on the river bank',
      'she put her money in the bank',
      'bank',
    ).cosine;
    const together = core.contextualLesson(model, weights, ...Object.values(sameSense)).cosine;
    // RoPE adds nothing to the rows: both start as the same vector.
    assert.equal(apart[0], 1);
    assert.ok(together.at(-1) - apart.at(-1) > 0.3, `different ${apart}, same sense ${together}`);
    const random = core.contextualLesson(
      model,
      null,
      sameSense.a,
      'she put her money in the bank',
      'bank',
    );
    assert.ok(random.cosine.at(-1) > 0.9, `random weights ${random.cosine}`);
  } finally {
    trainer.dispose();
  }
});

test('the model lessons decode a weights file once and keep it until they get another', () => {
  const trainer = core.createTrainer(
    { model: 'gpt', dModel: 16, layers: 1, heads: 2, maxLen: 16, seqLen: 16, batch: 8, lr: 0.01 },
    'To be, or not to be, that is the question. '.repeat(20),
  );
  try {
    trainer.step(20);
    const first = trainer.saveWeights();
    const parsed = core.lessonWeightsParsed();
    const heads = core.headsLesson(model, first, 'To be', 0);
    assert.equal(core.lessonWeightsParsed(), parsed + 1);
    // Every lesson and every redraw reads the model it kept, with the same numbers.
    assert.deepEqual(core.headsLesson(model, first, 'To be', 0), heads);
    core.blockLesson(model, first, 'To be');
    core.kvCacheLesson(model, first, 'To be');
    core.nextByteLesson(model, first, 'To be', { temperature: 1, topK: 0, topP: 1 });
    assert.equal(core.lessonWeightsParsed(), parsed + 1);
    // A damaged file is refused and the kept model stays.
    assert.throws(() => core.blockLesson(model, new Uint8Array([1, 2, 3]), 'x'), /.+/);
    assert.deepEqual(core.headsLesson(model, first, 'To be', 0), heads);
    assert.equal(core.lessonWeightsParsed(), parsed + 1);
    // The lab publishes a new array for new weights: it is read, and its numbers are its own.
    trainer.step(20);
    const second = trainer.saveWeights();
    const after = core.headsLesson(model, second, 'To be', 0);
    assert.equal(core.lessonWeightsParsed(), parsed + 2);
    assert.notDeepEqual(after.weights.data, heads.weights.data);
    // Random weights do not touch the kept model.
    core.headsLesson(model, null, 'To be', 0);
    assert.deepEqual(core.headsLesson(model, second, 'To be', 0), after);
    assert.equal(core.lessonWeightsParsed(), parsed + 2);
  } finally {
    trainer.dispose();
  }
});
