// The training session's comparison of positional encodings (COMPARE, worker-core.js): one model
// per encoding, each trained on its own trainer in chunks like a run, then measured at every
// multiple of the training length; COMPARE_DONE once the last is measured. It never touches the
// session's model.
//
// session: what the session's parts share (worker-core.js sessionOf).
import { chunkSize, rateMeter } from './chunk-pacing.js';
import { Reply, errorFields } from './protocol.js';

/** COMPARE: refused while a run trains (a paused run is stopped); its models train in turn. */
export function startComparison(session, message) {
  const { o, state } = session;
  if (state.job?.kind === 'train' && !state.paused)
    throw new Error('a training run is in progress: pause it or wait until it is done');
  session.stopJob();
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
  session.schedule(state.job);
}

/** One chunk of the comparison: the next model begun, or a chunk of its steps. */
export function compareChunk(session, job) {
  if (!job.trainer) {
    if (job.queue.length === 0) {
      session.state.job = null;
      session.send(Reply.COMPARE_DONE, job.id);
      return;
    }
    job.encoding = job.queue.shift();
    job.trainer = session.core.createTrainer(compareConfig(job), job.text);
    job.msPerStep = null;
  }
  const trainer = job.trainer;
  const losses = trainer.step(chunkSize(session.o, job, job.total - trainer.stepsDone));
  for (const loss of losses) job.pending.push(loss);
  const finished = trainer.diverged || trainer.stepsDone >= job.total;
  if (finished || session.o.now() - job.lastPost >= session.o.progressMs)
    sendCompareProgress(session, job);
  if (finished) {
    const evals = compareEvals(job, trainer);
    session.send(Reply.COMPARE_RESULT, job.id, { encoding: job.encoding, evals });
    trainer.dispose();
    job.trainer = null;
  }
  session.schedule(job);
}

// COMPARE_PROGRESS with the model's losses since the last one.
function sendCompareProgress(session, job) {
  session.send(Reply.COMPARE_PROGRESS, job.id, {
    encoding: job.encoding,
    step: job.trainer.stepsDone,
    total: job.total,
    losses: Float64Array.from(job.pending),
  });
  job.pending = [];
  job.lastPost = session.o.now();
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
  const evals = [];
  for (const multiplier of job.multipliers) {
    const entry = { multiplier, seqLen: seqLen * multiplier, heldOut };
    evals.push(measure(job, trainer, entry));
    if (job.encoding === 'rope' && multiplier > 1)
      for (const scaling of ['linear', 'ntk'])
        evals.push(measure(job, trainer, { ...entry, scaling }));
  }
  return evals;
}

// entry with its loss at entry.seqLen (RoPE scaled by entry.scaling, then unscaled), or the
// error that kept it from being measured.
function measure(job, trainer, entry) {
  if (trainer.diverged) return { ...entry, error: trainer.divergence };
  try {
    trainer.setRopeScaling(entry.scaling ?? 'none', entry.multiplier);
    const loss = entry.heldOut
      ? trainer.valLossSpread(entry.seqLen, job.windows)
      : trainer.evalLossSpread(entry.seqLen, job.windows);
    return { ...entry, loss };
  } catch (error) {
    // A learned table has no rows past its length: the page says so in its own words.
    const { pe, maxLen } = trainer.modelConfig();
    return {
      ...entry,
      error: error.message,
      problem: errorFields(error), // the core's key and values, for the page's language
      pastTable: pe === 'learned' && entry.seqLen > maxLen,
    };
  } finally {
    if (!trainer.diverged) trainer.setRopeScaling('none', 1);
  }
}
