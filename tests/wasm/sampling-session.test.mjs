// The sampling lesson's generation session (web/src/worker/sampling-session.js), as the worker and
// the page-thread fallback run it: the distribution first, progress in bytes, then exactly the
// core's generateLesson for the same seed; a newer request supersedes an older one at once, and
// the generators' WASM memory comes back.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';

import { createPageSession } from '../../web/src/worker/page-session.js';
import {
  SamplingReply,
  SamplingRequest,
  samplingRequest,
  validateSamplingReply,
} from '../../web/src/worker/sampling-protocol.js';
import { createSamplingSession } from '../../web/src/worker/sampling-session.js';
import { loadCore } from './load-core.mjs';
import { fakeScheduler } from './scheduler.mjs';

let core;
before(async () => {
  core = await loadCore();
});

const model = { dModel: 32, layers: 2, heads: 4, maxLen: 32, pe: 'rope', norm: 'rmsnorm', seed: 3 };
const sample = (overrides = {}) => ({
  model,
  weights: null,
  prompt: 'To be or not',
  length: 40,
  temperature: 0.8,
  topK: 0,
  topP: 0.9,
  seed: 5,
  greedy: true,
  ...overrides,
});

/**
 * The session as the page-thread fallback runs it, its tasks stepped by the test (scheduler.mjs):
 * until(type, id) runs them until that reply (of that type or of one in a list) has come; settle() runs every task left and delivers
 * every reply on its way, after which the session does nothing more unless asked.
 */
function harness() {
  const replies = [];
  const scheduler = fakeScheduler();
  const session = createPageSession(
    core,
    (message) => {
      replies.push(validateSamplingReply(message));
      scheduler.poke();
    },
    { createSession: createSamplingSession, chunkMs: 2, defer: scheduler.defer },
  );
  const find = (types, id) => replies.find((m) => [types].flat().includes(m.type) && m.id === id);
  const until = async (types, id) => {
    await scheduler.until(() => find(types, id));
    return find(types, id);
  };
  const settle = async () => {
    scheduler.drain(10);
    await new Promise((resolve) => setImmediate(resolve)); // replies are sent in microtasks
    assert.equal(scheduler.pending, 0);
  };
  return { replies, session, until, settle };
}

test('next byte, progress, then the core’s own generation for the same seed', async () => {
  const { replies, session, until } = harness();
  session.postMessage(samplingRequest(SamplingRequest.SAMPLE, 1, sample()));
  const generated = await until(SamplingReply.GENERATED, 1);
  const types = replies.map((m) => m.type);
  assert.equal(types[0], SamplingReply.NEXT_BYTE);
  assert.ok(types.includes(SamplingReply.PROGRESS));
  const last = replies.filter((m) => m.type === SamplingReply.PROGRESS).pop();
  assert.deepEqual([last.made, last.total], [80, 80]);
  const want = core.generateLesson(model, null, 'To be or not', 40, {
    temperature: 0.8,
    topK: 0,
    topP: 0.9,
    seed: 5,
  });
  assert.deepEqual(Array.from(generated.sampled.ids), Array.from(want.ids));
  assert.deepEqual(Array.from(generated.sampled.probability), Array.from(want.probability));
  const greedy = core.generateLesson(model, null, 'To be or not', 40, {
    temperature: 0,
    topK: 0,
    topP: 1,
    seed: 0,
  });
  assert.deepEqual(Array.from(generated.greedy.ids), Array.from(greedy.ids));
  const next = replies[0].next;
  assert.equal(next.plain.length, 256);
  assert.ok(next.plain.every(Number.isFinite));
  assert.equal(session.busy, false);
});

test('a newer request supersedes the older: only its replies follow, memory comes back', async () => {
  const { replies, session, until, settle } = harness();
  const heap = core.heapBytesInUse();
  session.postMessage(samplingRequest(SamplingRequest.SAMPLE, 1, sample({ length: 200 })));
  await until(SamplingReply.PROGRESS, 1);
  session.postMessage(
    samplingRequest(SamplingRequest.SAMPLE, 2, sample({ temperature: 1.5, greedy: false })),
  );
  const generated = await until(SamplingReply.GENERATED, 2);
  assert.equal(generated.greedy, undefined);
  assert.equal(generated.sampled.ids.length, 40);
  await settle(); // nothing is left to run: the older request can send nothing more
  assert.equal(replies.filter((m) => m.type === SamplingReply.GENERATED && m.id === 1).length, 0);
  assert.equal(session.busy, false);
  assert.ok(core.heapBytesInUse() <= heap + 64 * 1024, 'a dropped generator kept its memory');
  // A refused setting is an error reply naming it, not NaN.
  session.postMessage(samplingRequest(SamplingRequest.SAMPLE, 3, sample({ topK: 300 })));
  const error = await until(SamplingReply.ERROR, 3);
  assert.match(error.message, /top_k must be between 0 \(no limit\) and 256/);
  session.terminate();
});

test('one generation at a time: the greedy text’s model is made after the sampled one is freed', async () => {
  const wide = { ...model, dModel: 128, maxLen: 64 };
  const base = core.heapBytesInUse();
  const alone = core.createLessonGenerator(wide, null, 'To be or not', 30, {
    ...sample(),
    seed: 5,
  });
  alone.step(1);
  const one = core.heapBytesInUse() - base; // a model, its KV cache and a step's scratch
  alone.dispose();
  let peak = 0;
  const replies = [];
  const scheduler = fakeScheduler();
  const session = createSamplingSession(
    core,
    (message) => {
      peak = Math.max(peak, core.heapBytesInUse() - base);
      replies.push(validateSamplingReply(message));
    },
    { chunkMs: 1, progressMs: 0, defer: scheduler.defer },
  );
  session.handle(samplingRequest(SamplingRequest.SAMPLE, 1, sample({ model: wide, length: 30 })));
  scheduler.runUntil(() => replies.some((m) => m.type === SamplingReply.GENERATED), 'generated');
  const progress = replies.filter((m) => m.type === SamplingReply.PROGRESS);
  assert.ok(progress.length >= 3, `${progress.length} progress replies`);
  assert.deepEqual(
    progress.map((m) => m.made),
    progress.map((m) => m.made).sort((a, b) => a - b),
  );
  assert.ok(one > 4 * 2 ** 20, `one generator holds ${one} bytes`);
  assert.ok(
    peak < 1.5 * one,
    `${(peak / 2 ** 20).toFixed(1)} MB at the peak, one generator ${(one / 2 ** 20).toFixed(1)} MB`,
  );
  assert.ok(core.heapBytesInUse() <= base + 64 * 1024, 'a finished generator kept its memory');
});

test('requests are validated before any work starts', () => {
  assert.throws(
    () => samplingRequest(SamplingRequest.SAMPLE, 1, sample({ greedy: 'yes' })),
    /greedy/,
  );
  assert.throws(() => samplingRequest(SamplingRequest.SAMPLE, 1, sample({ length: -1 })), /length/);
  assert.throws(
    () => samplingRequest(SamplingRequest.SAMPLE, 1, sample({ temperature: NaN })),
    /temperature must be a finite number/,
  );
});

test('a window of one position (tr_seq=1) generates; only the cache comparison is left out', async () => {
  const { replies, session, until } = harness();
  const one = { ...model, pe: 'learned', maxLen: 1 };
  session.postMessage(samplingRequest(SamplingRequest.SAMPLE, 1, sample({ model: one })));
  // The job's end: its text, or an error that ended it.
  const end = await until([SamplingReply.GENERATED, SamplingReply.ERROR], 1);
  assert.equal(end.type, SamplingReply.GENERATED, end.message);
  const want = core.generateLesson(one, null, 'To be or not', 40, {
    temperature: 0.8,
    topK: 0,
    topP: 0.9,
    seed: 5,
  });
  assert.deepEqual(Array.from(end.sampled.ids), Array.from(want.ids));
  const { kv } = replies.find((m) => m.type === SamplingReply.NEXT_BYTE);
  // The sizes are there; the comparison of an earlier key with and without a later byte is not.
  assert.deepEqual([kv.layers, kv.dModel, kv.maxLen, kv.tokens], [2, 32, 1, 1]);
  assert.equal(kv.bytesPerToken, 2 * 2 * 32 * 4);
  assert.equal(kv.prefixChange, null);
  assert.equal(session.busy, false);
  session.terminate();
});
