// The training worker's logic, without the Worker global: the worker entry feeds it messages and
// gives it postMessage, and node tests drive it the same way against the WASM core.
// Training runs in chunks of a few tens of milliseconds, so pause, inspect and generate requests
// are answered between chunks; progress goes out at most every `progressMs` (20 per second) and
// a snapshot of the embeddings every `snapshotMs`. With helper workers linked to it (ADD_HELPER),
// its steps are data-parallel (shard-pool.js); a training worker told to SERVE_SHARDS is itself
// a helper of another (shard-helper.js).
import { Reply, Request, reply, validateRequest } from './protocol.js';
import { serveShards } from './shard-helper.js';
import { createShardPool } from './shard-pool.js';
import { modelSnapshot } from './snapshot.js';

const defaults = {
  now: () => performance.now(),
  defer: (fn) => setTimeout(fn, 0),
  chunkMs: 25, // work per chunk: short enough that a pause is answered at once
  progressMs: 50, // at most 20 progress messages per second
  snapshotMs: 1000,
  pairs: 8, // most and least similar pairs in each report
  evalWindows: 256, // windows in the final evaluation
  valPoints: 25, // validation losses per training run (the validation curve)
  valWindows: 64, // held-out windows per point of the validation curve
  helperTimeoutMs: 10000, // a helper silent this long while a step waits for it is dropped
};

/**
 * core: the api.js face of the WASM module. post(message, transfer?) sends a reply.
 * Returns { handle(message) }.
 */
export function createTrainingSession(core, post, options = {}) {
  const o = { ...defaults, ...options };
  const state = {
    trainer: null,
    text: '',
    seqLen: 0,
    job: null, // { kind: 'train' | 'compare', id, ... }
    paused: false,
    prompt: '',
  };

  const send = (type, id, fields = {}, transfer = []) => post(reply(type, id, fields), transfer);
  // Helpers computing this session's steps, and the coordinator this session helps, if any.
  const pool = createShardPool({
    timeoutMs: o.helperTimeoutMs,
    onWorkers: (workers, lost, helper) =>
      send(Reply.WORKERS, state.job?.id ?? 0, lost ? { workers, lost, helper } : { workers }),
  });
  let helping = null;

  function stopJob() {
    pool.abort();
    if (state.job?.trainer) state.job.trainer.dispose(); // a comparison's own trainer
    state.job = null;
    state.paused = false;
  }

  function dropTrainer() {
    stopJob();
    state.trainer?.dispose();
    state.trainer = null;
  }

  // ---- what the page sees of the model

  function attentionNow() {
    if (!state.trainer || state.prompt === '') return null;
    try {
      return state.trainer.attention(state.prompt);
    } catch (error) {
      return { error: error.message };
    }
  }

  function snapshot(id, final) {
    const fields = modelSnapshot(core, state.trainer, {
      text: state.text,
      seqLen: state.seqLen,
      prompt: state.prompt,
      pairs: o.pairs,
      withTables: final,
    });
    send(Reply.SNAPSHOT, id, fields);
  }

  // ---- training

  function start(message) {
    dropTrainer();
    const trainer = core.createTrainer(message.config, message.text);
    state.trainer = trainer;
    state.text = message.text;
    const model = trainer.modelConfig();
    state.seqLen = model.seqLen;
    send(Reply.STARTED, message.id, {
      model,
      parameterCount: trainer.parameterCount,
      total: message.steps,
      baseline: Math.log(model.vocab), // ln 256 for bytes, more for BPE
      floor: core.bigramEntropy(message.text),
      chars: core.bytesPresent(message.text).length,
    });
    state.job = {
      kind: 'train',
      id: message.id,
      total: message.steps,
      pending: [],
      lastPost: o.now(),
      lastSnapshot: o.now(),
      rate: rateMeter(),
      msPerStep: null,
      lastLoss: 0,
      lastEnd: o.now(),
      // Held-out loss every valEvery steps (and at step 0 and the end), when the run holds out text.
      valEvery: model.valFraction > 0 ? Math.max(1, Math.ceil(message.steps / o.valPoints)) : 0,
      nextVal: 0,
    };
    pool.setup(trainer, model); // helpers copy the new model; steps use each once it is ready
    snapshot(message.id, false);
    validate(state.job);
    const job = state.job;
    o.defer(() => pump(job));
  }

  // Steps for the next chunk, from the measured time per step.
  function chunkSize(job, remaining) {
    const n = job.msPerStep ? Math.round(o.chunkMs / job.msPerStep) : 1;
    return Math.max(1, Math.min(remaining, n, 1000));
  }

  function pump(job) {
    // A chunk whose steps wait for helpers is still out: it pumps again when it ends.
    if (!job || job !== state.job || state.paused || job.waiting) return;
    const fail = (error) => {
      if (job !== state.job) return; // reset or replaced meanwhile: nothing to report
      stopJob();
      send(Reply.ERROR, job.id, { message: error.message, request: job.kind });
    };
    try {
      if (job.kind === 'train') trainChunk(job)?.catch(fail);
      else compareChunk(job);
    } catch (error) {
      fail(error);
    }
  }

  // n steps with the helpers, one by one (each waits for their gradients): resolves to the
  // losses, fewer after a divergence or a pause, or to null when the job was replaced meanwhile.
  async function parallelSteps(job, n) {
    const trainer = state.trainer;
    const losses = [];
    job.waiting = true;
    try {
      while (losses.length < n && !trainer.diverged && !state.paused) {
        const loss = await pool.step(trainer);
        if (job !== state.job) return null;
        losses.push(loss);
      }
      return losses;
    } finally {
      job.waiting = false;
    }
  }

  function flushProgress(job) {
    const losses = Float64Array.from(job.pending);
    job.pending = [];
    job.lastPost = o.now();
    send(Reply.PROGRESS, job.id, {
      step: state.trainer.stepsDone,
      total: job.total,
      losses,
      stepsPerSecond: job.rate.perSecond(),
    });
  }

  // The held-out loss now, sent as a VALIDATION reply; returns it (undefined when not measured).
  function validate(job, force = false) {
    if (!job.valEvery) return undefined;
    const step = state.trainer.stepsDone;
    if (!force && step < job.nextVal) return undefined;
    let loss;
    try {
      loss = state.trainer.valLossSpread(state.seqLen, o.valWindows);
    } catch {
      job.valEvery = 0; // held-out part too short for a window: no curve, said once by DONE
      return undefined;
    }
    job.nextVal = step + job.valEvery;
    send(Reply.VALIDATION, job.id, { step, loss });
    return loss;
  }

  // One chunk of steps: in the core's loop at once, or with the helpers (then a promise).
  function trainChunk(job) {
    const trainer = state.trainer;
    const remaining = job.total - trainer.stepsDone;
    // Chunks end where the next validation point is due, so the curve is evenly spaced.
    const untilVal = job.valEvery ? Math.max(1, job.nextVal - trainer.stepsDone) : remaining;
    const n = Math.min(chunkSize(job, remaining), untilVal);
    const began = o.now();
    if (!pool.helping) return endChunk(job, trainer.step(n), began);
    return parallelSteps(job, n).then((losses) => {
      if (losses === null) return; // reset or replaced meanwhile
      endChunk(job, losses, began);
      if (job.pauseId !== undefined && state.job === job && state.paused) {
        const id = job.pauseId;
        job.pauseId = undefined;
        sendPaused(job, id);
      }
    });
  }

  // PAUSED with the step the model is at; the losses up to it are sent first, so the curve
  // reaches the step the page says it paused at.
  function sendPaused(job, id) {
    if (job.pending.length) flushProgress(job);
    send(Reply.PAUSED, id, { step: state.trainer.stepsDone });
  }

  function endChunk(job, losses, began) {
    const trainer = state.trainer;
    const ended = o.now();
    job.msPerStep = Math.max((ended - began) / Math.max(1, losses.length), 0.01);
    // Wall time since the last chunk ended, so the rate includes the pauses between chunks.
    job.rate.add(losses.length, ended - job.lastEnd);
    job.lastEnd = ended;
    for (const loss of losses) job.pending.push(loss);
    if (losses.length) job.lastLoss = losses[losses.length - 1];

    if (trainer.diverged) {
      flushProgress(job);
      state.job = null;
      send(Reply.DIVERGED, job.id, { step: trainer.stepsDone, message: trainer.divergence });
      snapshot(job.id, true);
      return;
    }
    if (trainer.stepsDone >= job.total) {
      flushProgress(job);
      state.job = null;
      let valLoss;
      if (job.valEvery) {
        try {
          valLoss = trainer.valLossSpread(state.seqLen, o.evalWindows);
          send(Reply.VALIDATION, job.id, { step: trainer.stepsDone, loss: valLoss });
        } catch {
          valLoss = undefined;
        }
      }
      // The weights are trained: an evaluation that fails is reported with the run, never
      // instead of it (the model stays, to save, inspect or train on).
      let evaluation;
      try {
        evaluation = { evalLoss: trainer.evalLossSpread(state.seqLen, o.evalWindows) };
      } catch (error) {
        evaluation = { evalError: error.message };
      }
      send(Reply.DONE, job.id, {
        step: trainer.stepsDone,
        loss: job.lastLoss,
        ...evaluation,
        ...(valLoss === undefined ? {} : { valLoss }),
      });
      snapshot(job.id, true);
      return;
    }
    if (job.valEvery && trainer.stepsDone >= job.nextVal) {
      flushProgress(job); // the training curve reaches the step the validation point is at
      validate(job);
    }
    const now = o.now();
    if (now - job.lastPost >= o.progressMs) flushProgress(job);
    if (now - job.lastSnapshot >= o.snapshotMs) {
      job.lastSnapshot = now;
      snapshot(job.id, false);
    }
    o.defer(() => pump(job));
  }

  // ---- comparing positional encodings

  function compare(message) {
    if (state.job?.kind === 'train' && !state.paused)
      throw new Error('a training run is in progress: pause it or wait until it is done');
    stopJob();
    state.job = {
      kind: 'compare',
      id: message.id,
      config: message.config,
      text: message.text,
      total: message.steps,
      queue: [...message.encodings],
      multipliers: message.multipliers,
      windows: message.windows,
      trainer: null,
      encoding: null,
      pending: [],
      lastPost: o.now(),
      rate: rateMeter(),
      msPerStep: null,
    };
    const job = state.job;
    o.defer(() => pump(job));
  }

  function compareChunk(job) {
    if (!job.trainer) {
      if (job.queue.length === 0) {
        state.job = null;
        send(Reply.COMPARE_DONE, job.id);
        return;
      }
      job.encoding = job.queue.shift();
      job.trainer = core.createTrainer(compareConfig(job), job.text);
      job.msPerStep = null;
    }
    const trainer = job.trainer;
    const losses = trainer.step(chunkSize(job, job.total - trainer.stepsDone));
    for (const loss of losses) job.pending.push(loss);
    const finished = trainer.diverged || trainer.stepsDone >= job.total;
    if (finished || o.now() - job.lastPost >= o.progressMs) {
      send(Reply.COMPARE_PROGRESS, job.id, {
        encoding: job.encoding,
        step: trainer.stepsDone,
        total: job.total,
        losses: Float64Array.from(job.pending),
      });
      job.pending = [];
      job.lastPost = o.now();
    }
    if (finished) {
      const evals = compareEvals(job, trainer);
      send(Reply.COMPARE_RESULT, job.id, { encoding: job.encoding, evals });
      trainer.dispose();
      job.trainer = null;
    }
    o.defer(() => pump(job));
  }

  // The trainer settings of one compared model: the lab's TinyGPT (its table's rows as the lab
  // sets them, trainerConfig) with this encoding. 'learned-long' is a learned table with rows up
  // to the longest evaluation length, of which training only ever reaches the first seqLen.
  function compareConfig(job) {
    const seqLen = job.config.seqLen ?? 32;
    if (job.encoding === 'learned-long')
      return { ...job.config, pe: 'learned', maxLen: seqLen * Math.max(...job.multipliers) };
    return { ...job.config, pe: job.encoding };
  }

  // Each model at every multiple of the training length, on the held-out text when the run
  // holds some out (else the training text); RoPE also with each scaling past 1x.
  function compareEvals(job, trainer) {
    const seqLen = job.config.seqLen ?? 32;
    const heldOut = trainer.modelConfig().valFraction > 0;
    const measure = (entry) => {
      if (trainer.diverged) return { ...entry, error: trainer.divergence };
      try {
        trainer.setRopeScaling(entry.scaling ?? 'none', entry.multiplier);
        const loss = heldOut
          ? trainer.valLossSpread(entry.seqLen, job.windows)
          : trainer.evalLossSpread(entry.seqLen, job.windows);
        return { ...entry, loss };
      } catch (error) {
        return { ...entry, error: error.message };
      } finally {
        if (!trainer.diverged) trainer.setRopeScaling('none', 1);
      }
    };
    const evals = [];
    for (const multiplier of job.multipliers) {
      const entry = { multiplier, seqLen: seqLen * multiplier, heldOut };
      evals.push(measure(entry));
      if (job.encoding === 'rope' && multiplier > 1)
        for (const scaling of ['linear', 'ntk']) evals.push(measure({ ...entry, scaling }));
    }
    return evals;
  }

  // ---- the rest of the requests

  function needTrainer() {
    if (!state.trainer) throw new Error('there is no model yet: train one or load a saved one');
    return state.trainer;
  }

  function load(message) {
    let trainer = state.trainer;
    const fresh = !trainer;
    if (fresh) trainer = core.createTrainer(message.config, message.text);
    try {
      trainer.loadWeights(message.bytes);
    } catch (error) {
      if (fresh) trainer.dispose(); // nothing lost: the old model (if any) is untouched
      throw error;
    }
    if (state.job?.kind === 'train') stopJob();
    state.trainer = trainer;
    if (fresh) state.text = message.text;
    const model = trainer.modelConfig();
    state.seqLen = model.seqLen;
    send(Reply.LOADED, message.id, {
      model,
      step: trainer.stepsDone,
      evalLoss: trainer.evalLossSpread(model.seqLen, o.evalWindows),
    });
    snapshot(message.id, true);
  }

  const handlers = {
    [Request.START]: start,
    [Request.PAUSE](message) {
      const job = state.job;
      if (job?.kind !== 'train') return;
      state.paused = true;
      // A step out with the helpers is finished first: PAUSED then names the step the model is at.
      if (job.waiting) job.pauseId = message.id;
      else sendPaused(job, message.id);
    },
    [Request.RESUME]() {
      if (!state.paused || !state.job) return;
      state.paused = false;
      state.job.pauseId = undefined;
      state.job.rate.restart();
      state.job.lastEnd = o.now();
      const job = state.job;
      o.defer(() => pump(job));
    },
    [Request.RESET]: dropTrainer,
    [Request.INSPECT](message) {
      state.prompt = message.prompt;
      send(Reply.ATTENTION, message.id, { attention: attentionNow() });
    },
    [Request.GENERATE](message) {
      const text = needTrainer().generate(
        message.prompt,
        message.length,
        message.temperature,
        message.topK,
        message.seed,
      );
      send(Reply.GENERATED, message.id, { text });
    },
    [Request.SAVE](message) {
      const bytes = needTrainer().saveWeights();
      send(Reply.SAVED, message.id, { bytes }, [bytes.buffer]);
    },
    [Request.LOAD]: load,
    [Request.COMPARE]: compare,
    [Request.ADD_HELPER](message) {
      pool.add(message.helper, message.port);
    },
    [Request.DROP_HELPER](message) {
      pool.drop(message.helper, message.reason);
    },
    [Request.SERVE_SHARDS](message) {
      helping?.stop();
      helping = serveShards(core, message.port);
    },
  };

  return {
    handle(message) {
      try {
        validateRequest(message);
        handlers[message.type](message);
      } catch (error) {
        const id = Number.isInteger(message?.id) && message.id >= 0 ? message.id : 0;
        send(Reply.ERROR, id, {
          message: error.message,
          request: typeof message?.type === 'string' ? message.type : undefined,
        });
      }
    },
    /** Stops any run, frees the model and lets helpers go (the page session's terminate). */
    stop() {
      dropTrainer();
      pool.stop();
      helping?.stop();
      helping = null;
    },
    /** For tests: whether a run is under way. */
    get busy() {
      return state.job !== null;
    },
  };
}

// Steps per second over the time spent stepping since the last (re)start.
function rateMeter() {
  let steps = 0;
  let ms = 0;
  return {
    add(n, took) {
      steps += n;
      ms += took;
    },
    restart() {
      steps = 0;
      ms = 0;
    },
    perSecond: () => (ms > 0 ? (steps * 1000) / ms : 0),
  };
}
