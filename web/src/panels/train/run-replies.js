// The training run's replies, as the lab shows them: the loss curve, the inside views, the
// trained tables published to the other lessons, and the run's end (done, diverged or an error).
// News from a reset run is dropped: only replies with the current run's id are read.
import { coreMessage } from '../../base/core-message.js';
import { Reply } from '../../worker/protocol.js';
import { textOf } from './settings.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('train', strings);

/**
 * lab: what view.js shares with its parts; shared: the page's shared state; pauseButton: the
 * lab's Pause / Resume button; keepLastModel(done, weights): keeps a finished run
 * (last-model.js); signal: the mount's (the client may outlive it: live-run.js).
 * The run's replies are kept in run.replies (the first snapshot and the latest only), so a lab
 * built again while it trains draws them: returns replay(), which does.
 */
export function followRun(lab, { shared, pauseButton, keepLastModel, signal }) {
  const { section, client, run, loss } = lab;
  const handlers = new Map();
  let replaying = false;
  const on = (type, handler) => {
    handlers.set(type, handler);
    client.addEventListener(
      type,
      (event) => {
        const message = event.detail;
        if (message.id === run.id) {
          recordReply(run, message);
          handler(message);
        } else if (message.id === 0 && type === Reply.ERROR) handler(message);
      },
      { signal },
    );
  };

  on(Reply.STARTED, (m) => {
    run.model = m.model;
    loss.started(m);
  });
  on(Reply.PROGRESS, (m) => {
    loss.progress(m);
    if (m.losses.length) section.dataset.loss = String(m.losses[m.losses.length - 1]);
  });
  on(Reply.PAUSED, (m) => {
    if (pauseButton.textContent === t('resumeButton')) loss.pause(t('pausedAt', { step: m.step }));
  });
  on(Reply.SNAPSHOT, (m) => showSnapshot(lab, m, { shared, keepLastModel, replaying }));
  on(Reply.VALIDATION, (m) => loss.validation(m));
  on(Reply.DONE, (m) => {
    lab.setBusy(false);
    if (m.evalLoss === undefined) delete section.dataset.evalLoss;
    else section.dataset.evalLoss = String(m.evalLoss);
    if (m.valLoss !== undefined) section.dataset.valLoss = String(m.valLoss);
    loss.done(m);
    // Done, and the model kept, when the final snapshot (sent right after) is drawn: it carries
    // the weights file.
    run.finishing = m;
  });
  on(Reply.DIVERGED, (m) => {
    run.diverged = true;
    lab.setBusy(false);
    loss.note(t('diverged'));
    lab.showProblem(m.message, true);
    lab.set('error');
  });
  on(Reply.ERROR, (m) => {
    lab.setBusy(false);
    lab.showProblem(coreMessage(m), false);
    lab.set('error');
  });

  // The run so far, drawn again by a lab built while it trains (nothing is kept or published
  // twice: the replies did that when they came).
  function replay() {
    replaying = true;
    try {
      for (const message of run.replies ?? []) handlers.get(message.type)?.(message);
    } finally {
      replaying = false;
    }
  }
  return { replay };
}

/** Keeps a reply for a replay: snapshots are large, so the step-0 one and the latest only. */
function recordReply(run, message) {
  if (!run.replies) return;
  // The step-0 snapshot stays: the inside views compare with the start.
  if (message.type === Reply.SNAPSHOT && message.step > 0) {
    const last = run.replies.findLastIndex((m) => m.type === Reply.SNAPSHOT && m.step > 0);
    if (last >= 0) run.replies.splice(last, 1);
  }
  run.replies.push(message);
}

/**
 * A snapshot: drawn by the inside views; its tables published to the other lessons; the final
 * one (after DONE) keeps the model and marks the run done. A replay only draws.
 */
function showSnapshot(lab, m, { shared, keepLastModel, replaying }) {
  const { section, core, values, run, inside } = lab;
  inside.show(m, values.tr_prompt);
  if (m.step > 0) section.dataset.pcaExplained = inside.element.dataset.pcaExplained;
  if (m.tables && !run.diverged && !replaying) {
    shared.setModel({
      tokenTable: m.tables.tokenTable,
      positionTable: m.tables.positionTable ?? undefined,
      // The model lessons run TinyGPT: the token + position predictor's file is not one.
      weights: m.tables.model === 'gpt' ? m.tables.weights : undefined,
      vocab: run.model?.vocab ?? 256, // over 256: BPE tokens, which the model lessons do not read
      label: lab.form.describeModel(run.model, m.step),
      // The rows training moved: the characters of its text (a loaded model: of the text now),
      // and the positions its windows covered (a predictor's table has rows past them), known
      // only for a run of this lab: a loaded model's windows are not.
      trainedBytes: run.textBytes ?? trainedBytesNow(core, values),
      trainedPositions: run.textBytes ? run.settings?.tr_seq : undefined,
    });
  }
  if (m.tables && run.finishing && !replaying) {
    keepLastModel(run.finishing, m.tables.weights);
    run.finishing = null;
    lab.set('done');
  }
}

/** The bytes of the lab's text as the settings now give it (undefined if it cannot be had). */
function trainedBytesNow(core, values) {
  try {
    return Array.from(core.bytesPresent(textOf(values, core)));
  } catch {
    return undefined;
  }
}
