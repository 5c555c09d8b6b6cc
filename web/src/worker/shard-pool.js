// The coordinator's side of data-parallel training. core/model/trainer.hpp has the rule: each
// step's batch is cut into min(4, batch) shards whose gradients are added in shard order, so it
// does not matter which worker computes which shard. The training session owns the model, Adam
// and the batches; each helper worker, linked to it by a MessageChannel (shard-helper.js), holds
// a copy of the model. Every step the coordinator draws the batch, sends each ready helper the
// weights, the batch and a block of shards, computes the first block itself meanwhile, adds the
// helpers' gradients in shard order as they come, then takes the Adam step. The weights travel
// out and the gradients back, each as one transferred Float32Array per shard or helper.
//
// A helper that fails, sends something that is not a gradient of this model, or stays silent
// for timeoutMs (or ten times what its shards take here, if that is longer) while a step waits
// for it, is dropped and its shards computed here: the run goes on with fewer workers and the
// same losses. The page is told which helper it was, and ends it.
import { ShardMessage, shardMessage, validateShardMessage } from './shard-protocol.js';

/**
 * onWorkers(workers, lost?, helper?): the number of workers computing steps now (this one
 * included; no more than the model's shards), whenever it changes; lost says why a helper left,
 * in words, when it failed, and helper which one (its page can then end it and start another).
 * Returns { add, drop, setup, step, abort, stop, helping }.
 */
export function createShardPool({
  onWorkers,
  timeoutMs = 10000,
  setTimer = setTimeout,
  clearTimer = clearTimeout,
  now = () => performance.now(),
}) {
  const pool = {
    onWorkers,
    timeoutMs,
    // Called as plain functions: a browser's setTimeout throws when called as another's method.
    setTimer: (fn, ms) => setTimer(fn, ms),
    clearTimer: (timer) => clearTimer(timer),
    now: () => now(),
    helpers: new Map(), // helper number -> { id, port, ready }
    run: 0, // the model the helpers copy: a new number at every setup
    model: null, // its modelConfig(), sent to every helper that joins
    parameters: 0,
    shards: 1, // each step's, so the most workers the model can use
    steps: 0, // steps sent out, to match answers to them
    current: null, // the step under way
    ownShardMs: 0, // how long this worker took for one shard of the last step it computed
    announced: 0, // the number of workers onWorkers was last told
  };
  return {
    /** A helper worker's end of a channel; it gets a copy of the model at once if there is one. */
    add: (id, port) => add(pool, id, port),
    /** Stops using a helper; its shards of the step under way are computed here. */
    drop: (id, reason) => drop(pool, id, reason),
    /** Whether a helper is ready to take shards. */
    get helping() {
      return readyHelpers(pool).length > 0;
    },
    /**
     * A new model (a run starts): every helper builds a copy of it before it takes shards.
     * config: the trainer's modelConfig().
     */
    setup: (trainer, config) => setup(pool, trainer, config),
    /**
     * One training step of trainer on this worker and the ready helpers. Resolves to the step's
     * loss (trainer.diverged says whether training stopped at it), or to null when aborted.
     */
    step: (trainer) => takeStep(pool, trainer),
    /** Abandons the step under way (its promise resolves to null); the trainer is left alone. */
    abort: () => abort(pool),
    /** Abandons any step and lets every helper go (the session is ending). */
    stop() {
      abort(pool);
      for (const helper of pool.helpers.values()) {
        helper.port.onmessage = null;
        helper.port.close();
      }
      pool.helpers.clear();
      pool.model = null;
    },
  };
}

const readyHelpers = (pool) => [...pool.helpers.values()].filter((h) => h.ready);

// Tells onWorkers how many workers compute steps, when that changed or a helper was lost.
function announce(pool, lost, helper) {
  const workers = Math.min(1 + readyHelpers(pool).length, pool.shards);
  if (workers !== pool.announced || lost) pool.onWorkers(workers, lost, helper);
  pool.announced = workers;
}

function setupHelper(pool, helper) {
  helper.ready = false;
  helper.port.postMessage(shardMessage(ShardMessage.SETUP, pool.run, { model: pool.model }));
}

function add(pool, id, port) {
  drop(pool, id);
  const helper = { id, port, ready: false };
  pool.helpers.set(id, helper);
  port.onmessage = ({ data }) => receive(pool, helper, data);
  if (pool.model) setupHelper(pool, helper);
}

function drop(pool, id, reason) {
  const helper = pool.helpers.get(id);
  if (!helper) return;
  pool.helpers.delete(id);
  helper.port.onmessage = null;
  helper.port.close();
  if (helper.ready || reason) announce(pool, reason, reason ? id : undefined);
  if (pool.current) {
    for (const slot of pool.current.slots) if (slot.owner === helper) slot.owner = null;
    fold(pool);
  }
}

function setup(pool, trainer, config) {
  abort(pool);
  pool.run++;
  pool.model = config;
  pool.parameters = trainer.parameterCount;
  pool.shards = config.shards;
  for (const helper of pool.helpers.values()) setupHelper(pool, helper);
  pool.announced = 0; // a new run hears how many workers it starts with
  announce(pool);
}

function abort(pool) {
  if (!pool.current) return;
  const step = pool.current;
  pool.current = null;
  pool.clearTimer(step.timer);
  step.resolve(null);
}

// A helper's message: a failure, its copy of the model built, or its shards' gradients.
function receive(pool, helper, data) {
  let message;
  try {
    message = validateShardMessage(data);
  } catch (error) {
    drop(pool, helper.id, `it sent a message that could not be read (${error.message})`);
    return;
  }
  if (message.id !== pool.run) return; // about a model replaced since
  if (message.type === ShardMessage.FAILED) drop(pool, helper.id, `it failed: ${message.message}`);
  else if (message.type === ShardMessage.READY) receiveReady(pool, helper, message);
  else if (message.type === ShardMessage.GRADIENTS) receiveGradients(pool, helper, message);
}

// The helper takes shards from the next step on, if its copy has this model's weights.
function receiveReady(pool, helper, message) {
  if (message.parameters !== pool.parameters) {
    drop(
      pool,
      helper.id,
      `its copy of the model has ${message.parameters} weights, not ${pool.parameters}`,
    );
    return;
  }
  helper.ready = true;
  announce(pool);
}

// The gradients of the shards the helper was given in the step under way, each checked.
function receiveGradients(pool, helper, message) {
  const current = pool.current;
  if (!current || message.step !== current.number) return; // a step abandoned since
  for (const result of message.results) {
    const slot = current.slots[result?.shard];
    if (
      slot?.owner !== helper ||
      !(result.grads instanceof Float32Array) ||
      result.grads.length !== pool.parameters ||
      typeof result.loss !== 'number'
    ) {
      drop(pool, helper.id, 'it sent gradients that do not belong to this step');
      return;
    }
    slot.result = result;
  }
  fold(pool);
}

// Draws the batch, sends each ready helper its block of shards and adds what it can at once.
function takeStep(pool, trainer) {
  if (pool.current) throw new Error('a step is already under way');
  const batch = trainer.beginStep();
  const n = batch.shards;
  const helping = readyHelpers(pool).slice(0, n - 1);
  const workers = 1 + helping.length;
  const slots = Array.from({ length: n }, () => ({ owner: null, result: null }));
  const number = ++pool.steps;
  // Worker i computes shards floor(i n / W) to floor((i + 1) n / W) - 1: this one the first
  // block, so it works on its own while the helpers work on theirs.
  helping.forEach((helper, j) => {
    const from = Math.floor(((j + 1) * n) / workers);
    const to = Math.floor(((j + 2) * n) / workers);
    const shards = [];
    for (let k = from; k < to; k++) {
      slots[k].owner = helper;
      shards.push(k);
    }
    sendShards(pool, helper, { trainer, batch, number, shards });
  });
  return new Promise((resolve, reject) => {
    pool.current = { trainer, slots, next: 0, number, resolve, reject, timer: null };
    fold(pool);
  });
}

// STEP to a helper: a copy of the weights (transferred), the whole batch and its shards.
function sendShards(pool, helper, { trainer, batch, number, shards }) {
  const params = trainer.params();
  const message = shardMessage(ShardMessage.STEP, pool.run, {
    step: number,
    params,
    ids: batch.ids,
    targets: batch.targets,
    batch: batch.batch,
    seqLen: batch.seqLen,
    shards,
  });
  helper.port.postMessage(message, [params.buffer]);
}

// Adds every shard it can in order: this worker's own, computed now, and the helpers' that
// have come. Resolves the step once the last is added and Adam has stepped.
function fold(pool) {
  const step = pool.current;
  pool.clearTimer(step.timer);
  try {
    while (step.next < step.slots.length) {
      const slot = step.slots[step.next];
      if (slot.owner === null) {
        const began = pool.now();
        step.trainer.addOwnShard(step.next);
        pool.ownShardMs = pool.now() - began;
      } else if (slot.result) step.trainer.addShard(step.next, slot.result.grads, slot.result.loss);
      else {
        waitForHelper(pool, step, slot);
        return;
      }
      step.next++;
    }
    pool.current = null;
    step.resolve(step.trainer.finishStep());
  } catch (error) {
    pool.current = null;
    step.reject(error);
  }
}

// Waiting for slot's helper: it must answer within timeoutMs, or within ten times what its
// shards take here, for a model whose steps are long on this machine; else it is dropped.
function waitForHelper(pool, step, slot) {
  const helper = slot.owner;
  const owned = step.slots.filter((s) => s.owner === helper).length;
  const wait = Math.max(pool.timeoutMs, Math.ceil(10 * owned * pool.ownShardMs));
  step.timer = pool.setTimer(() => {
    if (pool.current === step && slot.owner === helper && !slot.result)
      drop(pool, helper.id, `it did not answer for ${Math.round(wait / 100) / 10} seconds`);
  }, wait);
}
