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
  const helpers = new Map(); // helper number -> { id, port, ready }
  let run = 0; // the model the helpers copy: a new number at every setup
  let model = null; // its modelConfig(), sent to every helper that joins
  let parameters = 0;
  let shards = 1; // each step's, so the most workers the model can use
  let steps = 0; // steps sent out, to match answers to them
  let current = null; // the step under way
  let ownShardMs = 0; // how long this worker took for one shard of the last step it computed

  const ready = () => [...helpers.values()].filter((h) => h.ready);
  let announced = 0;
  const announce = (lost, helper) => {
    const workers = Math.min(1 + ready().length, shards);
    if (workers !== announced || lost) onWorkers(workers, lost, helper);
    announced = workers;
  };

  function setupHelper(helper) {
    helper.ready = false;
    helper.port.postMessage(shardMessage(ShardMessage.SETUP, run, { model }));
  }

  /** A helper worker's end of a channel; it gets a copy of the model at once if there is one. */
  function add(id, port) {
    drop(id);
    const helper = { id, port, ready: false };
    helpers.set(id, helper);
    port.onmessage = ({ data }) => receive(helper, data);
    if (model) setupHelper(helper);
  }

  /** Stops using a helper; its shards of the step under way are computed here. */
  function drop(id, reason) {
    const helper = helpers.get(id);
    if (!helper) return;
    helpers.delete(id);
    helper.port.onmessage = null;
    helper.port.close();
    if (helper.ready || reason) announce(reason, reason ? id : undefined);
    if (current) {
      for (const slot of current.slots) if (slot.owner === helper) slot.owner = null;
      fold();
    }
  }

  function receive(helper, data) {
    let message;
    try {
      message = validateShardMessage(data);
    } catch (error) {
      drop(helper.id, `it sent a message that could not be read (${error.message})`);
      return;
    }
    if (message.id !== run) return; // about a model replaced since
    if (message.type === ShardMessage.FAILED) {
      drop(helper.id, `it failed: ${message.message}`);
    } else if (message.type === ShardMessage.READY) {
      if (message.parameters !== parameters) {
        drop(
          helper.id,
          `its copy of the model has ${message.parameters} weights, not ${parameters}`,
        );
        return;
      }
      helper.ready = true;
      announce();
    } else if (message.type === ShardMessage.GRADIENTS) {
      if (!current || message.step !== current.number) return; // a step abandoned since
      for (const result of message.results) {
        const slot = current.slots[result?.shard];
        if (
          slot?.owner !== helper ||
          !(result.grads instanceof Float32Array) ||
          result.grads.length !== parameters ||
          typeof result.loss !== 'number'
        ) {
          drop(helper.id, 'it sent gradients that do not belong to this step');
          return;
        }
        slot.result = result;
      }
      fold();
    }
  }

  // Adds every shard it can in order: this worker's own, computed now, and the helpers' that
  // have come. Resolves the step once the last is added and Adam has stepped.
  function fold() {
    const step = current;
    clearTimer(step.timer);
    try {
      while (step.next < step.slots.length) {
        const slot = step.slots[step.next];
        if (slot.owner === null) {
          const began = now();
          step.trainer.addOwnShard(step.next);
          ownShardMs = now() - began;
        } else if (slot.result)
          step.trainer.addShard(step.next, slot.result.grads, slot.result.loss);
        else {
          // Waiting for this helper: it must answer within timeoutMs, or within ten times what
          // its shards take here, for a model whose steps are long on this machine.
          const helper = slot.owner;
          const owned = step.slots.filter((s) => s.owner === helper).length;
          const wait = Math.max(timeoutMs, Math.ceil(10 * owned * ownShardMs));
          step.timer = setTimer(() => {
            if (current === step && slot.owner === helper && !slot.result)
              drop(helper.id, `it did not answer for ${Math.round(wait / 100) / 10} seconds`);
          }, wait);
          return;
        }
        step.next++;
      }
      current = null;
      step.resolve(step.trainer.finishStep());
    } catch (error) {
      current = null;
      step.reject(error);
    }
  }

  return {
    add,
    drop,
    /** Whether a helper is ready to take shards. */
    get helping() {
      return ready().length > 0;
    },
    /**
     * A new model (a run starts): every helper builds a copy of it before it takes shards.
     * config: the trainer's modelConfig().
     */
    setup(trainer, config) {
      this.abort();
      run++;
      model = config;
      parameters = trainer.parameterCount;
      shards = config.shards;
      for (const helper of helpers.values()) setupHelper(helper);
      announced = 0; // a new run hears how many workers it starts with
      announce();
    },
    /**
     * One training step of trainer on this worker and the ready helpers. Resolves to the step's
     * loss (trainer.diverged says whether training stopped at it), or to null when aborted.
     */
    step(trainer) {
      if (current) throw new Error('a step is already under way');
      const batch = trainer.beginStep();
      const n = batch.shards;
      const helping = ready().slice(0, n - 1);
      const workers = 1 + helping.length;
      const slots = Array.from({ length: n }, () => ({ owner: null, result: null }));
      const number = ++steps;
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
        const params = trainer.params();
        const message = shardMessage(ShardMessage.STEP, run, {
          step: number,
          params,
          ids: batch.ids,
          targets: batch.targets,
          batch: batch.batch,
          seqLen: batch.seqLen,
          shards,
        });
        helper.port.postMessage(message, [params.buffer]);
      });
      return new Promise((resolve, reject) => {
        current = { trainer, slots, next: 0, number, resolve, reject, timer: null };
        fold();
      });
    },
    /** Abandons the step under way (its promise resolves to null); the trainer is left alone. */
    abort() {
      if (!current) return;
      const step = current;
      current = null;
      clearTimer(step.timer);
      step.resolve(null);
    },
    /** Abandons any step and lets every helper go (the session is ending). */
    stop() {
      this.abort();
      for (const helper of helpers.values()) {
        helper.port.onmessage = null;
        helper.port.close();
      }
      helpers.clear();
      model = null;
    },
  };
}
