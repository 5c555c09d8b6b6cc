// The training session on the page's own thread (web/src/worker/page-session.js), used where no
// worker may start: it must answer like the worker (never before send() returns), train the same
// model to the same numbers, and, once terminated, stop and give the page's core its memory back.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';

import { Reply, Request, request, validateReply } from '../../web/src/worker/protocol.js';
import { createPageSession } from '../../web/src/worker/page-session.js';
import { createTrainingSession } from '../../web/src/worker/worker-core.js';
import { loadCore } from './load-core.mjs';
import { fakeScheduler } from './scheduler.mjs';

let core;
before(async () => {
  core = await loadCore();
});

const config = { model: 'tokpos', dModel: 32, maxLen: 64, seed: 7 };

/**
 * A page session whose replies are collected; until(type) resolves on the first of that type.
 * With `scheduler` (scheduler.mjs) the session's tasks run when the test steps them; otherwise
 * through setTimeout, as on the page.
 */
function pageHarness(scheduler) {
  const replies = [];
  const waiting = [];
  const session = createPageSession(
    core,
    (message) => {
      replies.push(validateReply(message));
      for (const w of waiting.splice(0)) w();
      scheduler?.poke();
    },
    scheduler ? { defer: scheduler.defer } : {},
  );
  const found = (type) => replies.find((m) => m.type === type);
  const until = async (type) => {
    if (scheduler) await scheduler.until(() => found(type));
    while (!found(type)) await new Promise((resolve) => waiting.push(resolve));
    return found(type);
  };
  return { replies, session, until };
}

test('trains 30 steps to done, answering only after the request was sent', async () => {
  const { replies, session, until } = pageHarness();
  session.postMessage(request(Request.START, 1, { config, text: core.seedCorpus(), steps: 30 }));
  assert.equal(replies.length, 0, 'a reply arrived inside postMessage');
  const done = await until(Reply.DONE);
  assert.equal(done.id, 1);
  assert.equal(done.step, 30);
  const losses = replies
    .filter((m) => m.type === Reply.PROGRESS)
    .flatMap((m) => Array.from(m.losses));
  assert.equal(losses.length, 30);
  assert.ok(losses.every((l) => Number.isFinite(l) && l > 0));
  assert.ok(losses.at(-1) < losses[0], `loss went from ${losses[0]} to ${losses.at(-1)}`);

  // The same numbers as the worker's session driven directly (same core, same seed).
  const direct = [];
  const reference = createTrainingSession(core, (m) => direct.push(m), { defer: (fn) => fn() });
  reference.handle(request(Request.START, 1, { config, text: core.seedCorpus(), steps: 30 }));
  const directDone = direct.find((m) => m.type === Reply.DONE);
  assert.equal(done.evalLoss, directDone.evalLoss);
  assert.equal(done.loss, directDone.loss);
  reference.handle(request(Request.RESET, 2));
  session.terminate();
});

test('terminate stops a run at once and frees its model', async () => {
  const text = core.seedCorpus();
  // Warm-up: one full short run, so one-time allocations are not counted as a leak.
  const warm = pageHarness();
  warm.session.postMessage(request(Request.START, 1, { config, text, steps: 5 }));
  await warm.until(Reply.DONE);
  warm.session.terminate();

  const heapBefore = core.heapBytesInUse();
  const scheduler = fakeScheduler();
  const { replies, session, until } = pageHarness(scheduler);
  session.postMessage(request(Request.START, 1, { config, text, steps: 100000 }));
  await until(Reply.PROGRESS);
  assert.equal(session.busy, true);
  session.terminate();
  assert.equal(session.busy, false);
  const count = replies.length;
  // Every task the session had queued runs, and replies still on their way are delivered (the
  // next turn of the event loop comes after every microtask): none answers, none queues more.
  const flush = () => new Promise((resolve) => setImmediate(resolve));
  scheduler.drain(10);
  await flush();
  assert.equal(replies.length, count, 'replies after terminate');
  assert.ok(!replies.some((m) => m.type === Reply.DONE));
  // Requests after terminate are ignored, not answered.
  session.postMessage(request(Request.SAVE, 2));
  scheduler.drain(10);
  await flush();
  assert.equal(replies.length, count);
  assert.equal(scheduler.pending, 0);
  const grew = core.heapBytesInUse() - heapBefore;
  assert.ok(grew <= 4096, `the page's heap kept ${grew} bytes after terminate`);
});
