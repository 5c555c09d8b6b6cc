// The training worker's logic, without the Worker global: the worker entry feeds it messages and
// gives it postMessage, and node tests drive it the same way against the WASM core.
// Training runs in chunks of a few tens of milliseconds, so pause, inspect, generate and preview
// requests are answered between chunks (a PREVIEW, the untrained model the lab's settings give,
// is built and dropped beside the session's own); progress goes out at most every `progressMs`
// (20 per second) and a snapshot of the embeddings every `snapshotMs`. With helper workers
// linked to it (ADD_HELPER), its steps are data-parallel (shard-pool.js); a training worker told
// to SERVE_SHARDS is itself a helper of another (shard-helper.js).
//
// This file holds the session and its replies to each request; a run is training-run.js's, a
// comparison of encodings training-compare.js's. Its parts share one object (sessionOf).
import { Reply, Request, errorFields, reply, validateRequest } from './protocol.js';
import { serveShards } from './shard-helper.js';
import { createShardPool } from './shard-pool.js';
import { modelFacts, modelSnapshot } from './snapshot.js';
import { compareChunk, startComparison } from './training-compare.js';
import { pauseRun, resumeRun, startRun, trainChunk } from './training-run.js';

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
 * Returns { handle(message), stop(), busy }.
 */
export function createTrainingSession(core, post, options = {}) {
  const session = sessionOf(core, post, { ...defaults, ...options });
  const handlers = requestHandlers(session);
  return {
    handle(message) {
      try {
        validateRequest(message);
        handlers[message.type](message);
      } catch (error) {
        const id = Number.isInteger(message?.id) && message.id >= 0 ? message.id : 0;
        session.send(Reply.ERROR, id, {
          // The core's name for the one setting a refusal is about, for the page to show it
          // there, and its message's key and values, for the page to say it in its language.
          ...errorFields(error),
          request: typeof message?.type === 'string' ? message.type : undefined,
        });
      }
    },
    /** Stops any run, frees the model and lets helpers go (the page session's terminate). */
    stop() {
      session.dropTrainer();
      session.pool.stop();
      session.helping?.stop();
      session.helping = null;
    },
    /** For tests: whether a run is under way. */
    get busy() {
      return session.state.job !== null;
    },
  };
}

// What the session's parts share: the core, the options, the model and the job under way, the
// replies, the helpers computing this session's steps and the coordinator it helps, if any.
function sessionOf(core, post, o) {
  const state = {
    trainer: null,
    text: '',
    seqLen: 0,
    job: null, // { kind: 'train' | 'compare', id, ... }
    paused: false,
    prompt: '',
  };
  const send = (type, id, fields = {}, transfer = []) => post(reply(type, id, fields), transfer);
  const session = {
    core,
    o,
    state,
    send,
    pool: createShardPool({
      timeoutMs: o.helperTimeoutMs,
      onWorkers: (workers, lost, helper) =>
        send(Reply.WORKERS, state.job?.id ?? 0, lost ? { workers, lost, helper } : { workers }),
    }),
    helping: null, // serveShards' handle while this session helps another
    /** Runs job's next chunk in a later task, so requests are answered between chunks. */
    schedule: (job) => o.defer(() => pump(session, job)),
    /** A SNAPSHOT of the model; final (a run ended, a model loaded) adds its tables. */
    snapshot(id, final) {
      const fields = modelSnapshot(core, state.trainer, {
        text: state.text,
        seqLen: state.seqLen,
        prompt: state.prompt,
        pairs: o.pairs,
        withTables: final,
      });
      send(Reply.SNAPSHOT, id, fields);
    },
    /** Ends the job under way (a comparison's own trainer with it); the model stays. */
    stopJob() {
      session.pool.abort();
      if (state.job?.trainer) state.job.trainer.dispose(); // a comparison's own trainer
      state.job = null;
      state.paused = false;
    },
    /** Ends the job and frees the model. */
    dropTrainer() {
      session.stopJob();
      state.trainer?.dispose();
      state.trainer = null;
    },
  };
  return session;
}

// The next chunk of job, unless it was replaced, is paused or waits for helpers: a chunk whose
// steps wait for helpers is still out, and pumps again when it ends. A failure ends the job with
// an ERROR reply.
function pump(session, job) {
  const { state } = session;
  if (!job || job !== state.job || state.paused || job.waiting) return;
  const fail = (error) => {
    if (job !== state.job) return; // reset or replaced meanwhile: nothing to report
    session.stopJob();
    session.send(Reply.ERROR, job.id, { ...errorFields(error), request: job.kind });
  };
  try {
    if (job.kind === 'train') trainChunk(session, job)?.catch(fail);
    else compareChunk(session, job);
  } catch (error) {
    fail(error);
  }
}

// The session's answer to each request type.
function requestHandlers(session) {
  const { state, send, pool } = session;
  return {
    [Request.START]: (message) => startRun(session, message),
    [Request.PAUSE]: (message) => pauseRun(session, message),
    [Request.RESUME]: () => resumeRun(session),
    [Request.RESET]: () => session.dropTrainer(),
    [Request.INSPECT](message) {
      state.prompt = message.prompt;
      send(Reply.ATTENTION, message.id, { attention: attentionNow(state) });
    },
    [Request.GENERATE](message) {
      const text = needTrainer(state).generate(
        message.prompt,
        message.length,
        message.temperature,
        message.topK,
        message.seed,
      );
      send(Reply.GENERATED, message.id, { text });
    },
    [Request.SAVE](message) {
      const bytes = needTrainer(state).saveWeights();
      send(Reply.SAVED, message.id, { bytes }, [bytes.buffer]);
    },
    [Request.LOAD]: (message) => load(session, message),
    [Request.COMPARE]: (message) => startComparison(session, message),
    [Request.PREVIEW]: (message) => preview(session, message),
    [Request.READ_FILE]: (message) => readFile(session, message),
    [Request.ADD_HELPER](message) {
      pool.add(message.helper, message.port);
    },
    [Request.DROP_HELPER](message) {
      pool.drop(message.helper, message.reason);
    },
    [Request.SERVE_SHARDS](message) {
      session.helping?.stop();
      session.helping = serveShards(session.core, message.port);
    },
  };
}

// The model's attention for the prompt being inspected (null without a model or a prompt).
function attentionNow(state) {
  if (!state.trainer || state.prompt === '') return null;
  try {
    return state.trainer.attention(state.prompt);
  } catch (error) {
    return { error: error.message, problem: errorFields(error) };
  }
}

function needTrainer(state) {
  if (!state.trainer) throw new Error('there is no model yet: train one or load a saved one');
  return state.trainer;
}

// PREVIEW: the untrained model config and text give, built, described and dropped. It never
// touches state (the model, the job under way, the inspected prompt): between a run's chunks it
// only delays the next one. A refusal throws the core's message, which handle() sends as ERROR.
function preview({ core, o, send }, message) {
  const { config, text, prompt } = message;
  const trainer = core.createTrainer(config, text);
  try {
    const facts = modelFacts(core, trainer, text);
    const snapshot = modelSnapshot(core, trainer, {
      text,
      seqLen: facts.model.seqLen,
      prompt,
      pairs: o.pairs,
      model: facts.model,
    });
    send(Reply.PREVIEWED, message.id, { ...facts, snapshot });
  } finally {
    trainer.dispose();
  }
}

// READ_FILE: the model a weights file holds, read by a trainer on config and text that is then
// dropped; like PREVIEW it never touches state. A file LOAD would refuse throws the same reason.
function readFile({ core, send }, message) {
  const trainer = core.createTrainer(message.config, message.text);
  try {
    trainer.loadWeights(message.bytes);
    send(Reply.FILE_READ, message.id, { model: trainer.modelConfig() });
  } finally {
    trainer.dispose();
  }
}

// LOAD: the saved weights replace the model (a new trainer on config and text when there is
// none); a bad file throws and changes nothing. A run under way stops; a comparison goes on.
function load(session, message) {
  const { core, o, state } = session;
  let trainer = state.trainer;
  const fresh = !trainer;
  if (fresh) trainer = core.createTrainer(message.config, message.text);
  try {
    trainer.loadWeights(message.bytes);
  } catch (error) {
    if (fresh) trainer.dispose(); // nothing lost: the old model (if any) is untouched
    throw error;
  }
  if (state.job?.kind === 'train') session.stopJob();
  state.trainer = trainer;
  if (fresh) state.text = message.text;
  const model = trainer.modelConfig();
  state.seqLen = model.seqLen;
  session.send(Reply.LOADED, message.id, {
    model,
    step: trainer.stepsDone,
    evalLoss: trainer.evalLossSpread(model.seqLen, o.evalWindows),
  });
  session.snapshot(message.id, true);
}
