// Data-parallel training in node: a training session with helper sessions linked by
// MessageChannels, as the page links its workers. The losses must be the CLI's (--kernels page)
// bit for bit whatever the number of helpers, and a helper that fails, goes silent or answers
// nonsense is dropped, said in words, and changes nothing in the curve.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, before, describe, test } from 'node:test';

import {
  expectedShards,
  maxTrainWorkers,
  settings as labSettings,
  trainerConfig,
} from '../../web/src/panels/train/settings.js';
import { Reply, Request } from '../../web/src/worker/protocol.js';
import {
  ShardMessage,
  shardMessage,
  validateShardMessage,
} from '../../web/src/worker/shard-protocol.js';
import { loadCore } from './load-core.mjs';
import { fakeScheduler } from './scheduler.mjs';
import { harness, lossesOf } from './training-harness.mjs';

const cli = join(import.meta.dirname, '..', '..', 'build', 'native', 'embedding-lab');

let core;
before(async () => {
  core = await loadCore();
});

// What a test opened is closed after it, passed or failed: an open MessagePort or a session
// serving one would keep the test process alive after a failure.
const toClose = [];
afterEach(() => {
  for (const close of toClose.splice(0)) close();
});

/** A session (training-harness.mjs) stopped after the test. */
function session(options) {
  const h = harness(core, options);
  toClose.push(() => h.session.stop());
  return h;
}

// TinyGPT at a batch of 6: shards of 1, 2, 1 and 2 windows.
const config = {
  model: 'gpt',
  dModel: 32,
  layers: 2,
  heads: 2,
  maxLen: 16,
  seqLen: 16,
  batch: 6,
  lr: 0.003,
  seed: 7,
  valFraction: 0.1,
};
const cliArgs = [
  ...['--model', 'gpt', '--d-model', '32', '--layers', '2', '--heads', '2', '--max-len', '16'],
  ...['--seq-len', '16', '--batch', '6', '--lr', '0.003', '--seed', '7', '--val-fraction', '0.1'],
];

function cliLosses(steps, threads) {
  const out = execFileSync(
    cli,
    [
      'train',
      '--json',
      '--kernels',
      'page',
      '--threads',
      String(threads),
      '--steps',
      String(steps),
    ].concat(cliArgs),
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] },
  );
  return JSON.parse(out.trim().split('\n').at(-1)).losses;
}

/**
 * A helper session linked to coordinator as helper `number`; returns the helper's harness and a
 * count of the steps sent to it and of the gradients the coordinator has taken in (counted after
 * its own handler has read them). `scheduler`, when given, is poked at each of those.
 */
function linkHelper(coordinator, number, scheduler) {
  const helper = session();
  const { port1, port2 } = new MessageChannel();
  const sent = { steps: 0, answered: 0 };
  const post = port1.postMessage.bind(port1);
  port1.postMessage = (message, transfer) => {
    if (message.type === ShardMessage.STEP) sent.steps++;
    post(message, transfer);
  };
  helper.send(Request.SERVE_SHARDS, { port: port2 });
  coordinator.send(Request.ADD_HELPER, { helper: number, port: port1 });
  // Listeners run in the order they were added: this one after the coordinator's.
  port1.addEventListener('message', ({ data }) => {
    if (data.type === ShardMessage.GRADIENTS) sent.answered++;
    scheduler?.poke();
  });
  return { helper, sent };
}

/**
 * A helper that is not a training session: it answers SETUP with READY (or not, when silent)
 * and each STEP with answer(message), or not at all when answer is null.
 */
function fakeHelper(coordinator, number, { answer = null, ready = true } = {}) {
  const { port1, port2 } = new MessageChannel();
  toClose.push(() => port2.close());
  port2.onmessage = ({ data }) => {
    if (data.type === ShardMessage.SETUP && ready) {
      const parameters = core.createTrainer(config, core.seedCorpus());
      const count = parameters.parameterCount;
      parameters.dispose();
      port2.postMessage(shardMessage(ShardMessage.READY, data.id, { parameters: count }));
    } else if (data.type === ShardMessage.STEP && answer) port2.postMessage(answer(data));
  };
  coordinator.send(Request.ADD_HELPER, { helper: number, port: port1 });
  return { close: () => port2.close() };
}

async function alone(steps) {
  const h = session();
  const id = h.send(Request.START, { config, text: core.seedCorpus(), steps });
  await h.waitFor(Reply.DONE, id);
  h.session.stop();
  return lossesOf(h, id);
}

describe('data-parallel steps', () => {
  test('1 to 3 helpers give the losses of one worker and of the CLI, bit for bit', async () => {
    const steps = 40;
    const want = cliLosses(steps, 1);
    assert.deepEqual(cliLosses(steps, 2), want, 'the CLI on 2 threads');
    assert.deepEqual(cliLosses(steps, 4), want, 'the CLI on 4 threads');
    assert.deepEqual(await alone(steps), want, 'one worker');
    for (const helpers of [1, 2, 3]) {
      const h = session();
      const links = Array.from({ length: helpers }, (_, i) => linkHelper(h, i + 1));
      const id = h.send(Request.START, { config, text: core.seedCorpus(), steps });
      await h.waitFor(Reply.DONE, id);
      assert.deepEqual(lossesOf(h, id), want, `${helpers} helpers`);
      // Every helper was ready and given shards: the steps did run in parallel.
      assert.ok(
        h.of(Reply.WORKERS, id).some((m) => m.workers === helpers + 1),
        JSON.stringify(h.of(Reply.WORKERS, id)),
      );
      for (const { sent } of links) assert.ok(sent.steps > steps / 2, `${sent.steps} steps sent`);
      assert.equal(h.of(Reply.ERROR).length, 0);
      h.session.stop();
      for (const { helper } of links) helper.session.stop();
    }
  });

  test('a helper reported failed mid-run is dropped in words; the curve does not change', async () => {
    const steps = 60;
    const want = await alone(steps);
    const scheduler = fakeScheduler();
    const h = session({ scheduler, chunkMs: 1 });
    const { helper } = linkHelper(h, 1, scheduler);
    const id = h.send(Request.START, { config, text: core.seedCorpus(), steps });
    await scheduler.until(
      () => h.of(Reply.WORKERS, id).some((m) => m.workers === 2) && lossesOf(h, id).length >= 10,
    );
    assert.ok(lossesOf(h, id).length < steps, 'the helper joined before the run ended');
    // What the page does on the helper worker's error event.
    helper.session.stop();
    h.send(Request.DROP_HELPER, { helper: 1, reason: 'it failed: stopped by the test' });
    await scheduler.until(() => h.of(Reply.DONE, id).length > 0);
    assert.deepEqual(lossesOf(h, id), want);
    const lost = h.of(Reply.WORKERS, id).find((m) => m.lost);
    assert.deepEqual(lost, {
      type: Reply.WORKERS,
      id,
      workers: 1,
      lost: 'it failed: stopped by the test',
      helper: 1,
    });
    assert.ok(lossesOf(h, id).length === steps);
    h.session.stop();
  });

  test('a helper that goes silent is dropped after the timeout, its shards computed here', async () => {
    const steps = 12;
    const want = await alone(steps);
    const h = session({ helperTimeoutMs: 200 });
    const silent = fakeHelper(h, 1);
    const id = h.send(Request.START, { config, text: core.seedCorpus(), steps });
    await h.waitFor(Reply.DONE, id);
    assert.deepEqual(lossesOf(h, id), want);
    // It waits helperTimeoutMs, or ten times what a shard takes here when that is longer (on a
    // busy machine, 1.1 s once): the words give the wait it chose.
    const [, seconds] =
      /^it did not answer for (\d+(?:\.\d+)?) seconds$/.exec(
        h.of(Reply.WORKERS, id).find((m) => m.lost)?.lost ?? '',
      ) ?? [];
    assert.ok(Number(seconds) >= 0.2, `waited ${seconds} s`);
    silent.close();
    h.session.stop();
  });

  test('a helper whose gradients do not fit the model is dropped; the curve does not change', async () => {
    const steps = 12;
    const want = await alone(steps);
    const h = session();
    const wrong = fakeHelper(h, 1, {
      answer: (step) =>
        shardMessage(ShardMessage.GRADIENTS, step.id, {
          step: step.step,
          results: step.shards.map((shard) => ({ shard, loss: 1, grads: new Float32Array(3) })),
        }),
    });
    const id = h.send(Request.START, { config, text: core.seedCorpus(), steps });
    await h.waitFor(Reply.DONE, id);
    assert.deepEqual(lossesOf(h, id), want);
    assert.match(
      h.of(Reply.WORKERS, id).find((m) => m.lost)?.lost ?? '',
      /sent gradients that do not belong to this step/,
    );
    wrong.close();
    h.session.stop();
  });

  test('a helper whose copy of the model cannot be built is dropped with its reason', async () => {
    const h = session();
    const { port1, port2 } = new MessageChannel();
    toClose.push(() => port2.close());
    port2.onmessage = ({ data }) =>
      port2.postMessage(shardMessage(ShardMessage.FAILED, data.id, { message: 'out of memory' }));
    h.send(Request.ADD_HELPER, { helper: 4, port: port1 });
    const id = h.send(Request.START, { config, text: core.seedCorpus(), steps: 5 });
    await h.waitFor(Reply.DONE, id);
    const lost = h.of(Reply.WORKERS, id).find((m) => m.lost);
    assert.equal(lost?.lost, 'it failed: out of memory');
    assert.equal(lost?.helper, 4, 'the page is told which helper to end');
    assert.deepEqual(lossesOf(h, id), await alone(5));
    port2.close();
    h.session.stop();
  });

  test('pause, resume and a reset while steps are out keep the curve and raise no error', async () => {
    const steps = 50;
    const want = await alone(steps);
    // The coordinator's chunks are deferred to the test, which steps them (letting the helper's
    // messages in between): once paused, or reset, the coordinator is shown to have nothing left
    // to run and no step out with its helper, so nothing can follow, however long one waited.
    const scheduler = fakeScheduler();
    const h = session({ scheduler, chunkMs: 1 });
    const { helper, sent } = linkHelper(h, 1, scheduler);
    const id = h.send(Request.START, { config, text: core.seedCorpus(), steps });
    const stepOut = () => sent.steps > sent.answered; // the helper has a step to answer
    await scheduler.until(() => lossesOf(h, id).length >= 5 && stepOut());
    h.send(Request.PAUSE);
    await scheduler.until(() => h.of(Reply.PAUSED).length > 0);
    const [paused] = h.of(Reply.PAUSED);
    // The step that was out is finished before PAUSED, which names it, and its loss came first.
    assert.equal(lossesOf(h, id).length, paused.step);
    assert.ok(paused.step < steps, `paused at ${paused.step}`);
    assert.ok(!stepOut(), 'no step out with the helper');
    scheduler.drain(10);
    assert.equal(lossesOf(h, id).length, paused.step, 'no step while paused');
    assert.ok(!stepOut(), 'no step sent while paused');
    h.send(Request.RESUME);
    await scheduler.until(() => h.of(Reply.DONE, id).length > 0);
    assert.deepEqual(lossesOf(h, id), want);

    // A new run, reset while its steps wait for the helper: nothing follows, nothing fails.
    const second = h.send(Request.START, { config, text: core.seedCorpus(), steps: 400 });
    await scheduler.until(() => lossesOf(h, second).length >= 3 && stepOut());
    h.send(Request.RESET);
    const count = h.messages.length;
    // The helper's answer to the step that was out reaches the coordinator, which drops it.
    await scheduler.until(() => !stepOut());
    scheduler.drain(10);
    assert.deepEqual(
      h.messages.slice(count).map((m) => m.type),
      [],
      'no reply after the reset',
    );
    assert.equal(h.of(Reply.ERROR).length, 0);
    h.session.stop();
    helper.session.stop();
  });

  test('shard messages are validated on both sides', () => {
    assert.throws(
      () => validateShardMessage({ type: ShardMessage.STEP, id: 1, step: 1 }),
      /shard message 'step': field params must be a Float32Array/,
    );
    assert.throws(
      () => shardMessage(ShardMessage.READY, 1, { parameters: -1 }),
      /field parameters must be a whole number/,
    );
    assert.throws(() => validateShardMessage({ type: 'gossip', id: 1 }), /unknown shard message/);
  });

  test("the lab's workers setting goes up to the core's number of shards", () => {
    assert.equal(core.trainerSettings.batchShards, 4);
    assert.equal(maxTrainWorkers, core.trainerSettings.batchShards);
    assert.equal(labSettings.tr_workers.max, core.trainerSettings.batchShards);
    assert.equal(labSettings.tr_workers.min, 1);
    // Node has one core here as far as the page's code can tell (no navigator.hardwareConcurrency
    // before Node 21), so the default is one worker; a browser takes its cores, up to 4.
    const cores = globalThis.navigator?.hardwareConcurrency;
    assert.equal(labSettings.tr_workers.default, Math.min(cores || 1, 4));
  });

  // The lab starts its helpers before a run's model says its shards (lab-client.js).
  test("the lab foresees each model's shards as the core cuts them", () => {
    const defaults = Object.fromEntries(
      Object.entries(labSettings).map(([key, setting]) => [key, setting.default]),
    );
    const seen = [];
    for (const model of ['tokpos', 'gpt'])
      for (const batch of [1, 2, 3, 16]) {
        const values = { ...defaults, model, tr_batch: batch, tr_text: 'hamlet' };
        const trainer = core.createTrainer(trainerConfig(values), core.seedCorpus());
        const { shards } = trainer.modelConfig();
        trainer.dispose();
        assert.equal(expectedShards(values), shards, `${model} at a batch of ${batch}`);
        seen.push(shards);
      }
    assert.deepEqual(seen, [1, 1, 1, 1, 1, 2, 3, 4]);
  });
});
