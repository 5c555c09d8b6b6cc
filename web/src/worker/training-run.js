// A training run of the training session (worker-core.js), from START to DONE or DIVERGED. It
// steps in chunks, in the core's loop or with helper workers (shard-pool.js); after each chunk it
// sends the losses since the last PROGRESS at most every progressMs, a held-out loss at evenly
// spaced steps (VALIDATION) and a snapshot of the embeddings every snapshotMs. A finished run is
// evaluated, and an evaluation that fails is reported with the run, never instead of it.
//
// session: what the session's parts share (worker-core.js sessionOf): { core, o, state, send,
// pool, schedule(job), snapshot(id, final), stopJob() }.
import { chunkSize, rateMeter } from './chunk-pacing.js';
import { Reply } from './protocol.js';
import { modelFacts } from './snapshot.js';

/** START: the model dropped for a fresh one, STARTED, a first snapshot and validation, steps. */
export function startRun(session, message) {
  const { core, o, state, send, pool } = session;
  session.dropTrainer();
  const trainer = core.createTrainer(message.config, message.text);
  state.trainer = trainer;
  state.text = message.text;
  const facts = modelFacts(core, trainer, message.text);
  const { model } = facts;
  state.seqLen = model.seqLen;
  send(Reply.STARTED, message.id, { ...facts, total: message.steps });
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
  session.snapshot(message.id, false);
  validate(session, state.job);
  session.schedule(state.job);
}

/** PAUSE: the run stops after its chunk; PAUSED names the step the model is at. */
export function pauseRun(session, message) {
  const job = session.state.job;
  if (job?.kind !== 'train') return;
  session.state.paused = true;
  // A step out with the helpers is finished first: PAUSED then names the step the model is at.
  if (job.waiting) job.pauseId = message.id;
  else sendPaused(session, job, message.id);
}

/** RESUME: a paused job goes on, its rate measured afresh. */
export function resumeRun(session) {
  const { o, state } = session;
  if (!state.paused || !state.job) return;
  state.paused = false;
  state.job.pauseId = undefined;
  state.job.rate.restart();
  state.job.lastEnd = o.now();
  session.schedule(state.job);
}

/** One chunk of steps: in the core's loop at once, or with the helpers (then a promise). */
export function trainChunk(session, job) {
  const { o, state, pool } = session;
  const trainer = state.trainer;
  const remaining = job.total - trainer.stepsDone;
  // Chunks end where the next validation point is due, so the curve is evenly spaced.
  const untilVal = job.valEvery ? Math.max(1, job.nextVal - trainer.stepsDone) : remaining;
  const n = Math.min(chunkSize(o, job, remaining), untilVal);
  const began = o.now();
  if (!pool.helping) return endChunk(session, job, trainer.step(n), began);
  return parallelSteps(session, job, n).then((losses) => {
    if (losses === null) return; // reset or replaced meanwhile
    endChunk(session, job, losses, began);
    if (job.pauseId !== undefined && state.job === job && state.paused) {
      const id = job.pauseId;
      job.pauseId = undefined;
      sendPaused(session, job, id);
    }
  });
}

// n steps with the helpers, one by one (each waits for their gradients): resolves to the
// losses, fewer after a divergence or a pause, or to null when the job was replaced meanwhile.
async function parallelSteps(session, job, n) {
  const { state, pool } = session;
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

// PAUSED with the step the model is at; the losses up to it are sent first, so the curve
// reaches the step the page says it paused at.
function sendPaused(session, job, id) {
  if (job.pending.length) flushProgress(session, job);
  session.send(Reply.PAUSED, id, { step: session.state.trainer.stepsDone });
}

// After a chunk: the run ends (diverged or done) or reports what is due and goes on.
function endChunk(session, job, losses, began) {
  recordChunk(session.o, job, losses, began);
  const trainer = session.state.trainer;
  if (trainer.diverged) endDiverged(session, job);
  else if (trainer.stepsDone >= job.total) endDone(session, job);
  else {
    reportDue(session, job);
    session.schedule(job);
  }
}

// The chunk's losses, kept for the next PROGRESS, and its time, for the next chunk's size and
// the rate.
function recordChunk(o, job, losses, began) {
  const ended = o.now();
  job.msPerStep = Math.max((ended - began) / Math.max(1, losses.length), 0.01);
  // Wall time since the last chunk ended, so the rate includes the pauses between chunks.
  job.rate.add(losses.length, ended - job.lastEnd);
  job.lastEnd = ended;
  for (const loss of losses) job.pending.push(loss);
  if (losses.length) job.lastLoss = losses[losses.length - 1];
}

// A validation point, a PROGRESS and a snapshot, each when it is due.
function reportDue(session, job) {
  const { o, state } = session;
  if (job.valEvery && state.trainer.stepsDone >= job.nextVal) {
    flushProgress(session, job); // the training curve reaches the step the validation point is at
    validate(session, job);
  }
  const now = o.now();
  if (now - job.lastPost >= o.progressMs) flushProgress(session, job);
  if (now - job.lastSnapshot >= o.snapshotMs) {
    job.lastSnapshot = now;
    session.snapshot(job.id, false);
  }
}

function endDiverged(session, job) {
  const trainer = session.state.trainer;
  flushProgress(session, job);
  session.state.job = null;
  session.send(Reply.DIVERGED, job.id, { step: trainer.stepsDone, message: trainer.divergence });
  session.snapshot(job.id, true);
}

// DONE with the final losses on the training text and, when the run holds some out, on the
// held-out text (also sent as the validation curve's last point).
function endDone(session, job) {
  const trainer = session.state.trainer;
  flushProgress(session, job);
  session.state.job = null;
  const valLoss = job.valEvery ? finalValidation(session, job) : undefined;
  session.send(Reply.DONE, job.id, {
    step: trainer.stepsDone,
    loss: job.lastLoss,
    ...finalEvaluation(session),
    ...(valLoss === undefined ? {} : { valLoss }),
  });
  session.snapshot(job.id, true);
}

// The held-out loss over evalWindows windows, sent as a VALIDATION reply; undefined when the
// held-out part is too short for it.
function finalValidation(session, job) {
  const { o, state } = session;
  try {
    const loss = state.trainer.valLossSpread(state.seqLen, o.evalWindows);
    session.send(Reply.VALIDATION, job.id, { step: state.trainer.stepsDone, loss });
    return loss;
  } catch {
    return undefined;
  }
}

// The weights are trained: an evaluation that fails is reported with the run, never instead of
// it (the model stays, to save, inspect or train on).
function finalEvaluation(session) {
  const { o, state } = session;
  try {
    return { evalLoss: state.trainer.evalLossSpread(state.seqLen, o.evalWindows) };
  } catch (error) {
    return { evalError: error.message };
  }
}

// PROGRESS with the losses since the last one.
function flushProgress(session, job) {
  const losses = Float64Array.from(job.pending);
  job.pending = [];
  job.lastPost = session.o.now();
  session.send(Reply.PROGRESS, job.id, {
    step: session.state.trainer.stepsDone,
    total: job.total,
    losses,
    stepsPerSecond: job.rate.perSecond(),
  });
}

// The held-out loss now, sent as a VALIDATION reply, when a point of the curve is due.
function validate(session, job) {
  const { o, state } = session;
  if (!job.valEvery) return;
  const step = state.trainer.stepsDone;
  if (step < job.nextVal) return;
  let loss;
  try {
    loss = state.trainer.valLossSpread(state.seqLen, o.valWindows);
  } catch {
    job.valEvery = 0; // held-out part too short for a window: no curve, said once by DONE
    return;
  }
  job.nextVal = step + job.valEvery;
  session.send(Reply.VALIDATION, job.id, { step, loss });
}
