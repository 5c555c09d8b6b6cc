// The training worker's protocol and its message handling, in node against the WASM core: the
// worker entry only adds the Worker global around worker-core.js, so driving the session here
// tests what the page talks to.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { before, describe, test } from 'node:test';

import { Smoother } from '../../web/src/panels/train/smoothing.js';
import {
  Reply,
  Request,
  compareModels,
  encodings,
  reply,
  request,
  validateReply,
  validateRequest,
} from '../../web/src/worker/protocol.js';
import { modelSnapshot } from '../../web/src/worker/snapshot.js';
import { loadCore } from './load-core.mjs';
import { fakeScheduler } from './scheduler.mjs';
import { harness as makeHarness, lossesOf } from './training-harness.mjs';

const cli = join(import.meta.dirname, '..', '..', 'build', 'native', 'embedding-lab');

let core;
before(async () => {
  core = await loadCore();
});

const harness = ({ core: sessionCore = core, ...options } = {}) =>
  makeHarness(sessionCore, options);

const seedConfig = (extra = {}) => ({
  model: 'tokpos',
  dModel: 64,
  maxLen: 128,
  seed: 5,
  ...extra,
});
const tinyGpt = (extra = {}) => ({
  model: 'gpt',
  dModel: 16,
  layers: 1,
  heads: 2,
  maxLen: 8,
  seqLen: 8,
  batch: 4,
  lr: 0.003,
  seed: 2,
  ...extra,
});

describe('protocol', () => {
  test('type constants are distinct, and builders return validated messages', () => {
    assert.equal(new Set(Object.values(Request)).size, Object.values(Request).length);
    assert.equal(new Set(Object.values(Reply)).size, Object.values(Reply).length);
    assert.deepEqual(request(Request.PAUSE, 3), { type: 'pause', id: 3 });
    assert.deepEqual(reply(Reply.PAUSED, 3, { step: 7 }), { type: 'paused', id: 3, step: 7 });
    assert.deepEqual(encodings, ['none', 'learned', 'sinusoidal', 'rope', 'alibi']);
    assert.deepEqual(compareModels, [
      'none',
      'learned',
      'learned-long',
      'sinusoidal',
      'rope',
      'alibi',
    ]);
  });

  test('bad requests are refused with a message saying what is wrong', () => {
    assert.throws(() => validateRequest(null), /a request must be an object \(got null\)/);
    assert.throws(() => validateRequest({ type: 'dance', id: 1 }), /unknown request type 'dance'/);
    assert.throws(() => validateRequest({ type: 'pause' }), /needs a whole-number id/);
    assert.throws(
      () => request(Request.START, 1, { config: {}, text: 'abc', steps: -2 }),
      /field steps must be a whole number, 0 or more/,
    );
    assert.throws(
      () => request(Request.START, 1, { config: null, text: 'abc', steps: 2 }),
      /field config must be an object/,
    );
    assert.throws(
      () => request(Request.LOAD, 1, { config: {}, text: 'x', bytes: [1, 2] }),
      /field bytes must be a Uint8Array/,
    );
    const compare = {
      config: {},
      text: 'x',
      steps: 1,
      encodings: ['yarn'],
      multipliers: [1],
      windows: 4,
    };
    assert.throws(() => request(Request.COMPARE, 1, compare), /unknown encoding 'yarn'/);
    assert.throws(
      () => request(Request.COMPARE, 1, { ...compare, encodings: ['rope'], multipliers: [0.5] }),
      /multipliers must be whole numbers from 1/,
    );
  });

  test('bad replies are refused: no NaN reaches the page', () => {
    assert.throws(
      () => validateReply({ type: Reply.DONE, id: 1, step: 3, loss: NaN, evalLoss: 1 }),
      /field loss must be a finite number/,
    );
    assert.throws(
      () =>
        validateReply({
          type: Reply.PROGRESS,
          id: 1,
          step: 1,
          total: 2,
          losses: ['a'],
          stepsPerSecond: 1,
        }),
      /field losses must be a list of numbers/,
    );
    assert.doesNotThrow(() => validateReply({ type: Reply.ERROR, id: 0, message: 'x' }));
  });

  test("the smoothed loss is the notebook's trailing mean of up to 21 values", () => {
    const s = new Smoother(20);
    const values = Array.from({ length: 50 }, (_, i) => (i * 7) % 11);
    values.forEach((v, i) => {
      const window = values.slice(Math.max(0, i - 20), i + 1);
      const mean = window.reduce((a, b) => a + b, 0) / window.length;
      assert.ok(Math.abs(s.push(v) - mean) < 1e-12, `step ${i}`);
    });
  });
});

describe('worker session (WASM)', () => {
  test('a run streams the same curve as stepping the trainer directly, then finishes', async () => {
    const h = harness();
    const id = h.send(Request.START, { config: seedConfig(), text: core.seedCorpus(), steps: 60 });
    const started = await h.waitFor(Reply.STARTED, id);
    assert.ok(Math.abs(started.baseline - Math.log(256)) < 1e-12);
    assert.ok(Math.abs(started.floor - 1.747) < 0.001, `bigram floor ${started.floor}`);
    assert.equal(started.chars, 25);
    assert.equal(started.model.model, 'tokpos');
    const done = await h.waitFor(Reply.DONE, id);
    assert.equal(done.step, 60);
    const streamed = lossesOf(h, id);
    const direct = core.createTrainer(seedConfig(), core.seedCorpus());
    try {
      assert.deepEqual(streamed, Array.from(direct.step(60)));
      assert.equal(done.loss, streamed[59]);
      assert.ok(Math.abs(done.evalLoss - direct.evalLossSpread(32, 256)) < 1e-12);
    } finally {
      direct.dispose();
    }
    // Progress is throttled: fewer messages than chunks would give, the last at step 60.
    const progress = h.of(Reply.PROGRESS, id);
    assert.equal(progress.at(-1).step, 60);
    assert.ok(progress.every((m) => m.stepsPerSecond >= 0));
    // The final snapshot follows DONE and carries the tables for the lessons.
    await new Promise((resolve) => setImmediate(resolve));
    const final = h.of(Reply.SNAPSHOT, id).at(-1);
    assert.equal(final.tables.tokenTable.rows, 256);
    assert.equal(final.tables.tokenTable.cols, 64);
    assert.equal(final.tables.positionTable.rows, 128);
    assert.equal(final.token.rows.length, 25);
    assert.equal(final.token.similarity.rows, 25);
    assert.equal(final.position.rows.length, 32); // the positions a window covers
    assert.equal(final.token.most.length, 8);
  });

  test('a run moves each table and weights file across the boundary once, at its end', async () => {
    // The core as the session sees it, counting each trainer call.
    const calls = {};
    const counting = {
      ...core,
      createTrainer(settings, text) {
        const trainer = core.createTrainer(settings, text);
        return new Proxy(trainer, {
          get(target, name) {
            const value = target[name];
            if (typeof value !== 'function') return value;
            return (...args) => {
              calls[name] = (calls[name] ?? 0) + 1;
              return value(...args);
            };
          },
        });
      },
    };
    const h = harness({ core: counting, snapshotMs: 0 });
    const id = h.send(Request.START, { config: seedConfig(), text: core.seedCorpus(), steps: 60 });
    await h.waitFor(Reply.DONE, id);
    await new Promise((resolve) => setImmediate(resolve));
    const snapshots = h.of(Reply.SNAPSHOT, id);
    assert.ok(snapshots.length >= 3, `${snapshots.length} snapshots`);
    // Every snapshot is analysed where the tables are; only the final one copies them out.
    assert.equal(calls.tokenReport, snapshots.length);
    assert.equal(calls.positionReport, snapshots.length);
    assert.equal(calls.tokenTable, 1);
    assert.equal(calls.positionTable, 1);
    assert.equal(calls.modelConfig, 1 + snapshots.length); // STARTED's, then one per snapshot
    // The weights file is made once, and it is the trained model's, for any model kind.
    assert.equal(calls.saveWeights, 1);
    const final = snapshots.at(-1);
    assert.equal(final.tables.model, 'tokpos');
    const direct = core.createTrainer(seedConfig(), core.seedCorpus());
    try {
      direct.step(60);
      assert.deepEqual(final.tables.weights, direct.saveWeights());
      assert.deepEqual(final.token.norms, direct.tokenReport(final.token.rows, 8).norms);
    } finally {
      direct.dispose();
    }
  });

  test("the worker path gives the native CLI's curve bit for bit", async () => {
    // npm test builds the CLI before this layer; without it this comparison cannot be made.
    assert.ok(existsSync(cli), `the native CLI is missing (${cli}): run npm run build first`);
    const args = ['train', '--json', '--kernels', 'page', '--steps', '40', '--seed', '3'];
    const native = JSON.parse(
      execFileSync(cli, args, {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      })
        .trim()
        .split('\n')
        .at(-1),
    );
    const h = harness();
    // The CLI holds out the last tenth by default, as the page does.
    const id = h.send(Request.START, {
      config: seedConfig({ seed: 3, valFraction: 0.1 }),
      text: core.seedCorpus(),
      steps: 40,
    });
    await h.waitFor(Reply.DONE, id);
    assert.deepEqual(lossesOf(h, id), native.losses);
  });

  test('pause stops the steps until resume; the curve is unchanged by the pause', () => {
    // Every chunk is deferred, so the test steps the run: it pauses after a few chunks, and
    // then runs everything the session deferred. A paused session is left with nothing to do:
    // no step can follow until RESUME, however long one waited.
    const scheduler = fakeScheduler();
    const h = harness({ scheduler, chunkMs: 1, progressMs: 0 });
    const steps = 60;
    const id = h.send(Request.START, { config: seedConfig(), text: core.seedCorpus(), steps });
    scheduler.runUntil(() => lossesOf(h, id).length >= 3, 'three steps');
    h.send(Request.PAUSE);
    const [paused] = h.of(Reply.PAUSED);
    assert.ok(paused.step < steps, `paused at ${paused.step}`);
    assert.equal(lossesOf(h, id).length, paused.step, 'the curve reaches the step paused at');
    const replies = h.messages.length;
    scheduler.drain(10);
    assert.equal(h.messages.length, replies, 'no reply while paused');
    assert.equal(h.of(Reply.DONE, id).length, 0);
    h.send(Request.RESUME);
    scheduler.runUntil(() => h.of(Reply.DONE, id).length > 0, 'done');
    const direct = core.createTrainer(seedConfig(), core.seedCorpus());
    try {
      assert.deepEqual(lossesOf(h, id), Array.from(direct.step(steps)));
    } finally {
      direct.dispose();
    }
  });

  test('a learning rate far too high ends in DIVERGED with the explanation, curve kept', async () => {
    const h = harness();
    const id = h.send(Request.START, {
      config: seedConfig({ lr: 1000 }),
      text: core.seedCorpus(),
      steps: 300,
    });
    const diverged = await h.waitFor(Reply.DIVERGED, id);
    assert.match(diverged.message, /learning rate \(1000\) is probably too high/);
    assert.ok(diverged.step < 300);
    assert.ok(lossesOf(h, id).length >= 1);
    assert.equal(h.of(Reply.DONE, id).length, 0);
  });

  test('requests that cannot be met answer ERROR with the core message', async () => {
    const h = harness();
    let id = h.send(Request.START, { config: seedConfig(), text: 'too short', steps: 5 });
    let error = await h.waitFor(Reply.ERROR, id);
    assert.equal(error.request, 'start');
    assert.match(error.message, /the training text is too short: it has 9 bytes/);
    id = h.send(Request.GENERATE, { prompt: 'a', length: 5, temperature: 1, topK: 0, seed: 1 });
    error = await h.waitFor(Reply.ERROR, id);
    assert.match(error.message, /there is no model yet/);
    h.session.handle({ type: 'start', id: 99 });
    error = await h.waitFor(Reply.ERROR, 99);
    assert.match(error.message, /field config must be an object/);
    h.session.handle('garbage');
    assert.match(h.messages.at(-1).message, /a request must be an object/);
  });

  test('save then load restores the same weights; a bad file changes nothing', async () => {
    const h = harness();
    const text = core.seedCorpus();
    const id = h.send(Request.START, { config: seedConfig(), text, steps: 20 });
    const done = await h.waitFor(Reply.DONE, id);
    const generate = async () => {
      const gid = h.send(Request.GENERATE, {
        prompt: 'To be',
        length: 40,
        temperature: 0.8,
        topK: 5,
        seed: 4,
      });
      return (await h.waitFor(Reply.GENERATED, gid)).text;
    };
    const before = await generate();
    const saved = await h.waitFor(Reply.SAVED, h.send(Request.SAVE));
    assert.ok(saved.bytes.length > 256 * 64 * 4);

    h.send(Request.RESET);
    const loadId = h.send(Request.LOAD, {
      config: seedConfig({ seed: 9 }),
      text,
      bytes: saved.bytes,
    });
    const loaded = await h.waitFor(Reply.LOADED, loadId);
    assert.equal(loaded.step, 20);
    assert.equal(loaded.evalLoss, done.evalLoss);
    assert.equal(await generate(), before);

    const badId = h.send(Request.LOAD, {
      config: seedConfig(),
      text,
      bytes: new Uint8Array([1, 2, 3, 4]),
    });
    const error = await h.waitFor(Reply.ERROR, badId);
    assert.equal(error.request, 'load');
    assert.ok(error.message.length > 10);
    assert.equal(await generate(), before, 'the model in place is untouched');
  });

  // The lab reads a file's model here before a LOAD, when a course page locked a setting
  // (panels/train/tools.js), so the page never builds a trainer to read it.
  test('read-file: the model a weights file holds, the run and model in place untouched', async () => {
    const h = harness();
    const text = core.seedCorpus();
    const made = core.createTrainer(tinyGpt({ layers: 2, bpeMerges: 12 }), text);
    let bytes;
    let want;
    try {
      made.step(2);
      bytes = made.saveWeights();
      want = made.modelConfig();
    } finally {
      made.dispose();
    }
    const id = h.send(Request.START, { config: seedConfig(), text, steps: 5 });
    const done = await h.waitFor(Reply.DONE, id);
    const read = h.send(Request.READ_FILE, { config: tinyGpt(), text, bytes });
    const { model } = await h.waitFor(Reply.FILE_READ, read);
    assert.deepEqual(model, want);
    assert.equal(model.layers, 2);
    assert.ok(model.vocab > 256, "the file's BPE vocabulary");
    // The session's own model is still the predictor it trained.
    const saved = await h.waitFor(Reply.SAVED, h.send(Request.SAVE));
    const loadId = h.send(Request.LOAD, { config: seedConfig(), text, bytes: saved.bytes });
    const loaded = await h.waitFor(Reply.LOADED, loadId);
    assert.equal(loaded.model.model, 'tokpos');
    assert.equal(loaded.evalLoss, done.evalLoss);
    // A damaged file: the reason LOAD would give.
    const bad = h.send(Request.READ_FILE, {
      config: seedConfig(),
      text,
      bytes: bytes.slice(0, 40),
    });
    const error = await h.waitFor(Reply.ERROR, bad);
    assert.equal(error.request, 'read-file');
    const badLoad = h.send(Request.LOAD, { config: seedConfig(), text, bytes: bytes.slice(0, 40) });
    assert.equal((await h.waitFor(Reply.ERROR, badLoad)).message, error.message);
  });

  test('inspect: attention per layer and head for TinyGPT, the reason for the token + position predictor', async () => {
    const h = harness();
    let id = h.send(Request.START, {
      config: tinyGpt({ layers: 2 }),
      text: core.seedCorpus(),
      steps: 3,
    });
    await h.waitFor(Reply.DONE, id);
    const maps = (await h.waitFor(Reply.ATTENTION, h.send(Request.INSPECT, { prompt: 'to be' })))
      .attention;
    assert.deepEqual([maps.layers, maps.heads, maps.T, maps.weights.length], [2, 2, 5, 2 * 2 * 25]);
    const long = (
      await h.waitFor(Reply.ATTENTION, h.send(Request.INSPECT, { prompt: 'x'.repeat(9) }))
    ).attention;
    assert.match(long.error, /the sequence has 9 tokens but the position table has only 8 rows/);
    id = h.send(Request.START, { config: seedConfig(), text: core.seedCorpus(), steps: 2 });
    await h.waitFor(Reply.DONE, id);
    const seed = (await h.waitFor(Reply.ATTENTION, h.send(Request.INSPECT, { prompt: 'to' })))
      .attention;
    assert.match(seed.error, /has no attention/);
  });

  test('compare: every model, its own curve, learned cannot go past its table', async () => {
    const h = harness();
    const id = h.send(Request.COMPARE, {
      config: tinyGpt(),
      text: core.seedCorpus(),
      steps: 6,
      encodings: [...compareModels],
      multipliers: [1, 2, 4],
      windows: 16,
    });
    await h.waitFor(Reply.COMPARE_DONE, id);
    const results = h.of(Reply.COMPARE_RESULT, id);
    assert.deepEqual(
      results.map((r) => r.encoding),
      compareModels,
    );
    for (const e of compareModels) {
      const curve = h
        .of(Reply.COMPARE_PROGRESS, id)
        .filter((m) => m.encoding === e)
        .flatMap((m) => Array.from(m.losses));
      assert.equal(curve.length, 6, e);
      // Each curve is that model's own trainer, seed for seed.
      const settings = e === 'learned-long' ? { pe: 'learned', maxLen: 32 } : { pe: e, maxLen: 8 };
      const direct = core.createTrainer({ ...tinyGpt(), ...settings }, core.seedCorpus());
      try {
        assert.deepEqual(curve, Array.from(direct.step(6)), e);
      } finally {
        direct.dispose();
      }
    }
    const evals = Object.fromEntries(results.map((r) => [r.encoding, r.evals]));
    assert.deepEqual(
      evals.learned.map((e) => e.seqLen),
      [8, 16, 32],
    );
    assert.ok(evals.learned.every((e) => e.heldOut === false)); // nothing held out here
    assert.ok(Number.isFinite(evals.learned[0].loss));
    assert.match(evals.learned[1].error, /cannot go past its last row/);
    assert.match(evals.learned[2].error, /position table has only 8 rows/);
    // Both are the table's end, whatever the core's words: the page is told so, not left to guess.
    assert.deepEqual(
      evals.learned.map((e) => e.pastTable),
      [undefined, true, true],
    );
    for (const e of ['none', 'learned-long', 'sinusoidal', 'rope', 'alibi'])
      for (const entry of evals[e])
        assert.ok(Number.isFinite(entry.loss), `${e} at ${entry.seqLen} ${entry.scaling ?? ''}`);
    // RoPE past 1x: plain, interpolated and NTK-scaled, each a different number.
    assert.deepEqual(
      evals.rope.map((e) => `${e.multiplier}${e.scaling ?? ''}`),
      ['1', '2', '2linear', '2ntk', '4', '4linear', '4ntk'],
    );
    const at4 = evals.rope.filter((e) => e.multiplier === 4).map((e) => e.loss);
    assert.equal(new Set(at4).size, 3);
  });

  test('compare measures on the held-out text when the run holds some out', async () => {
    const h = harness();
    const text = core.seedCorpus().slice(0, 1200) + 'zyxwvutsrq'.repeat(40);
    const config = tinyGpt({ valFraction: 0.25 });
    const id = h.send(Request.COMPARE, {
      config,
      text,
      steps: 4,
      encodings: ['alibi'],
      multipliers: [1, 2],
      windows: 1000,
    });
    await h.waitFor(Reply.COMPARE_DONE, id);
    const [result] = h.of(Reply.COMPARE_RESULT, id);
    const direct = core.createTrainer({ ...config, pe: 'alibi' }, text);
    try {
      direct.step(4);
      assert.ok(result.evals.every((e) => e.heldOut === true));
      assert.equal(result.evals[0].loss, direct.valLossSpread(8, 1000));
      assert.equal(result.evals[1].loss, direct.valLossSpread(16, 1000));
      assert.notEqual(result.evals[0].loss, direct.evalLossSpread(8, 1000));
    } finally {
      direct.dispose();
    }
  });

  test('a run that holds out text reports a validation curve and its last point', async () => {
    const h = harness();
    const text = core.seedCorpus().slice(0, 1500);
    const id = h.send(Request.START, {
      config: tinyGpt({ valFraction: 0.1 }),
      text,
      steps: 50,
    });
    const done = await h.waitFor(Reply.DONE, id);
    const points = h.of(Reply.VALIDATION, id);
    assert.equal(points[0].step, 0);
    assert.equal(points.at(-1).step, 50);
    assert.ok(points.length >= 20, `${points.length} points`);
    assert.ok(points.every((p) => Number.isFinite(p.loss)));
    assert.equal(done.valLoss, points.at(-1).loss);
    // Without a held-out part there is no curve and no valLoss.
    const plain = h.send(Request.START, { config: tinyGpt(), text, steps: 5 });
    const plainDone = await h.waitFor(Reply.DONE, plain);
    assert.equal(plainDone.valLoss, undefined);
    assert.equal(h.of(Reply.VALIDATION, plain).length, 0);
  });

  test('compare refuses to start while a run is training', async () => {
    const h = harness({ chunkMs: 1 });
    h.send(Request.START, { config: seedConfig(), text: core.seedCorpus(), steps: 2000 });
    const id = h.send(Request.COMPARE, {
      config: tinyGpt(),
      text: core.seedCorpus(),
      steps: 2,
      encodings: ['rope'],
      multipliers: [1],
      windows: 4,
    });
    const error = await h.waitFor(Reply.ERROR, id);
    assert.match(error.message, /a training run is in progress/);
    h.send(Request.RESET);
    assert.equal(h.session.busy, false);
  });

  // The lab's settings preview is built here, not on the page (panels/train/settings-form.js).
  test('preview: the untrained model settings give, or the core refusal, as a page would draw it', async () => {
    const h = harness();
    const text = core.seedCorpus();
    const config = tinyGpt({ bpeMerges: 20 });
    const id = h.send(Request.PREVIEW, { config, text, prompt: 'to be' });
    const previewed = await h.waitFor(Reply.PREVIEWED, id);
    const direct = core.createTrainer(config, text);
    try {
      const model = direct.modelConfig();
      assert.deepEqual(previewed.model, model);
      assert.equal(previewed.parameterCount, direct.parameterCount);
      assert.equal(previewed.baseline, Math.log(model.vocab));
      assert.ok(model.vocab > 256, 'a BPE model: the baseline is past ln 256');
      assert.equal(previewed.floor, core.bigramEntropy(text));
      assert.equal(previewed.chars, core.bytesPresent(text).length);
      // The same figures as the page drew when it built the model itself.
      const want = modelSnapshot(core, direct, { text, seqLen: model.seqLen, prompt: 'to be' });
      assert.deepEqual(previewed.snapshot, want);
      assert.equal(previewed.snapshot.step, 0);
      assert.ok(previewed.snapshot.token.rows.length > 20);
      assert.ok(
        previewed.snapshot.token.norms.every((n) => n > 0),
        'real norms',
      );
      assert.equal(previewed.snapshot.attention.T, 5);
      assert.equal(previewed.snapshot.tables, undefined, 'no tables or weights file');
    } finally {
      direct.dispose();
    }
    const refused = h.send(Request.PREVIEW, {
      config: tinyGpt({ dModel: 30, heads: 4 }),
      text,
      prompt: '',
    });
    const error = await h.waitFor(Reply.ERROR, refused);
    assert.equal(error.request, 'preview');
    assert.throws(() => core.createTrainer(tinyGpt({ dModel: 30, heads: 4 }), text), {
      message: error.message,
    });
    const short = h.send(Request.PREVIEW, { config, text: 'too short', prompt: '' });
    assert.match((await h.waitFor(Reply.ERROR, short)).message, /the training text is too short/);
    assert.equal(h.of(Reply.PREVIEWED).length, 1);
    assert.equal(h.session.busy, false, 'a preview starts no run');
    const generate = h.send(Request.GENERATE, {
      prompt: 'a',
      length: 3,
      temperature: 1,
      topK: 0,
      seed: 1,
    });
    assert.match((await h.waitFor(Reply.ERROR, generate)).message, /there is no model yet/);
  });

  test('preview: a run under way, its model and its inspected prompt are untouched', () => {
    const scheduler = fakeScheduler();
    const h = harness({ scheduler, chunkMs: 1, progressMs: 0, snapshotMs: 0 });
    const steps = 40;
    const text = core.seedCorpus();
    h.send(Request.INSPECT, { prompt: 'to' });
    const id = h.send(Request.START, { config: tinyGpt(), text, steps });
    scheduler.runUntil(() => lossesOf(h, id).length >= 3, 'three steps');
    const preview = h.send(Request.PREVIEW, {
      config: tinyGpt({ seed: 8, layers: 2, bpeMerges: 10 }),
      text,
      prompt: 'other',
    });
    const [previewed] = h.of(Reply.PREVIEWED, preview);
    assert.equal(previewed.model.layers, 2);
    assert.equal(previewed.snapshot.attention.T, 5);
    assert.equal(h.session.busy, true, 'the run goes on');
    // Refused settings change nothing either.
    h.send(Request.PREVIEW, { config: tinyGpt({ heads: 3 }), text, prompt: '' });
    scheduler.runUntil(() => h.of(Reply.DONE, id).length > 0, 'done');
    const snapshots = h.of(Reply.SNAPSHOT, id);
    assert.ok(snapshots.length >= 2);
    for (const snapshot of snapshots) {
      assert.equal(snapshot.attention.layers, 1, "the run's model");
      assert.equal(snapshot.attention.T, 2, "the run's prompt");
    }
    const direct = core.createTrainer(tinyGpt(), text);
    try {
      assert.deepEqual(lossesOf(h, id), Array.from(direct.step(steps)), 'the same curve');
      const saved = h.of(Reply.SNAPSHOT, id).at(-1).tables.weights;
      assert.deepEqual(saved, direct.saveWeights(), 'the same model');
    } finally {
      direct.dispose();
    }
  });
});
