// Panel train: the training lab. A model (the token + position predictor or a TinyGPT) learns a text in a
// Web Worker (on the page itself where no worker may start) while the page draws the loss curve
// and looks inside the model; the same TinyGPT can be trained with four positional encodings and
// compared; weights can be saved and loaded.
// data-status: idle | training | done | error; data-loss: the latest training loss;
// data-engine: worker | page (where training runs; see train/client.js); data-pca-explained:
// after a run, the share of variance of the two plotted PCA components of the token rows (0-1).
// done is set once the run's final snapshot is drawn, so every figure shows the trained model.
// data-linkable: after a weights file is loaded, yes when the controls (and so a copied link)
// rebuild its model exactly, no when the load note says what they cannot show.
import './train/train.css';

import { formatLoss } from '../format.js';
import { h } from '../ui/dom.js';
import { checkYourself } from '../ui/quiz.js';
import { Reply, Request, compareModels, encodings } from '../worker/protocol.js';
import { modelSnapshot } from '../worker/snapshot.js';
import { labModel } from './model/common.js';
import { modelDiagram } from './model/diagram.js';
import { TrainingClient } from './train/client.js';
import { compareView, multipliers } from './train/compare.js';
import { compareWorkerCount, runComparison } from './train/compare-pool.js';
import { insideView } from './train/inspect.js';
import { forgetModel, keepModel, keptModel, storageProblem } from './train/keep.js';
import { lossView } from './train/loss-view.js';
import { questions } from './train/questions.js';
import {
  comparisonText,
  linkProblems,
  modelShapeSettings,
  overfitPreset,
  settingsForm,
  settings as trainSettings,
  settingsOfModel,
  textOf,
  trainerConfig,
} from './train/settings.js';
import { toolsView } from './train/tools.js';
import { workersNote } from './train/workers.js';

export { questions }; // the check-yourself card's, for the page's score (ui/quiz.js)
export const id = 'train';
export const title = 'Training lab: watch a model learn';
export const place = 'the whole model, trained here';
/** Works to read next (sources.js), listed at the end of the lesson. */
export const readMore = ['vizuara', 'radford2019', 'haviv2022'];
export const settings = trainSettings;

export function mount(section, ctx) {
  const { core, values, onChange, shared, extra, teacher } = ctx;
  // Mounted again: nothing on the section may still describe the previous mount's run.
  for (const key of [
    'loss',
    'evalLoss',
    'valLoss',
    'compare',
    'compareMs',
    'compareWorkers',
    'engine',
    'pcaExplained',
    'linkable',
  ])
    delete section.dataset[key];
  const client = new TrainingClient({ core, workers: () => values.tr_workers });
  const workers = workersNote(client, section);
  const set = (status) => (section.dataset.status = status);
  const run = { id: 0, model: null, steps: 0, diverged: false, finishing: null };

  const loss = lossView();
  const inside = insideView();
  const compare = compareView();
  // Before any training, the inside views show the untrained model the settings give (built on
  // this thread: it is small, and it is what the worker's model will be at step 0).
  // The comparison trains on bytes whatever the tokenizer: every model reads the same sequence,
  // so its lengths mean the same thing for each. Said beside it when the lab is set to BPE.
  const compareBytesNote = h(
    'p',
    { className: 'lab-note lab-compare-bytes', hidden: true },
    'The comparison reads bytes, not BPE tokens: the merges set above are left out of it, so every encoding is measured on the same sequence of bytes and its lengths are counted in bytes.',
  );
  const preview = (trainer, text) => {
    compareBytesNote.hidden = !(values.tr_bpe > 0);
    if (section.dataset.status && section.dataset.status !== 'idle') return;
    const model = trainer.modelConfig();
    loss.describe({
      baseline: Math.log(model.vocab),
      floor: core.bigramEntropy(text),
      parameterCount: trainer.parameterCount,
      chars: core.bytesPresent(text).length,
      model,
    });
    inside.show(
      modelSnapshot(core, trainer, {
        text,
        seqLen: values.tr_seq,
        prompt: values.tr_prompt,
        model,
      }),
      values.tr_prompt,
    );
  };
  // TinyGPT drawn for the settings; the model lessons redraw on 'lab-settings' too.
  const diagram = modelDiagram(core);
  const labChange = (changes) => {
    onChange(changes);
    diagram.update(labModel(values));
    shared.dispatchEvent(new CustomEvent('lab-settings'));
  };
  let form = settingsForm({ core, values, onChange: labChange, onPreview: preview });
  const onPrompt = () => {
    if (section.dataset.status === 'idle') {
      form.validate();
      return;
    }
    client
      .ask(Request.INSPECT, { prompt: values.tr_prompt })
      .then((reply) => inside.showAttention(reply.attention, values.tr_prompt))
      .catch((error) => inside.showAttention({ error: error.message }, values.tr_prompt));
  };
  const tools = toolsView({ client, values, onChange, core, onPrompt });

  const trainButton = h('button', { type: 'button', className: 'primary' }, 'Train');
  const pauseButton = h('button', { type: 'button', disabled: true }, 'Pause');
  const resetButton = h('button', { type: 'button' }, 'Reset');
  const compareButton = h('button', { type: 'button' }, 'Compare positional encodings');
  const overfitButton = h('button', { type: 'button' }, 'Preset: overfit a short speech');
  let comparison = null; // the running pool of comparison workers
  const problem = h('div', { className: 'lab-problem', role: 'alert', hidden: true });
  const retry = h('button', { type: 'button' }, 'Retry at a tenth of the learning rate');
  problem.append(h('p', {}), retry);
  const engineNote = h('p', { className: 'lab-note lab-engine', role: 'status', hidden: true });
  // The last trained model, kept in this browser (train/keep.js): offered back, or why not kept.
  const keepNote = h('p', { className: 'lab-note lab-keep', role: 'status', hidden: true });
  const restoreBox = h('div', { className: 'lab-restore', role: 'region', hidden: true });
  client.addEventListener('engine', ({ detail }) => {
    section.dataset.engine = detail.engine; // worker | page
    engineNote.hidden = detail.engine !== 'page';
    engineNote.textContent =
      'This site does not let the lab start a background worker, so training runs on the page itself: the page may respond more slowly while a model trains.';
  });

  section.replaceChildren(
    h('h2', { id: 'train-title' }, title),
    h(
      'p',
      { className: 'lead' },
      'Everything so far used random or fixed tables. Here a model learns its tables from a text, in your browser: at every step it reads a batch of random windows of the text (16 by default), guesses each next character, and nudges every weight to make the right guesses a little more likely. Pick a model and a text, press Train, and watch the loss fall and the embeddings take shape.',
    ),
    form.element,
    h(
      'details',
      { className: 'lab-diagram' },
      h('summary', {}, 'TinyGPT, drawn for these settings'),
      diagram.element,
    ),
    restoreBox,
    h('div', { className: 'lab-row lab-buttons' }, trainButton, pauseButton, resetButton),
    h(
      'p',
      { className: 'lab-note' },
      `The last tenth of the text is held out: no training window ever touches it (nothing of the Hamlet passage is: it is the same lines ten times, so its last tenth would be a copy of what the model trained on). The loss chart draws the training loss and, at regular steps, the loss on that held-out part (validation). While the two fall together the model is learning things that carry over to text it has not seen; when the validation curve turns up while training keeps falling, it is memorising its training text. `,
      overfitButton,
    ),
    engineNote,
    workers.element,
    keepNote,
    problem,
    loss.element,
    inside.element,
    tools.element,
    h('h3', { id: 'train-compare' }, 'Compare positional encodings'),
    h(
      'p',
      {},
      `One click trains the TinyGPT set above ${compareModels.length} times, once with each positional encoding (${encodings.join(', ')}) and once more with a learned table ${multipliers[multipliers.length - 1]}× longer than the training length, on the same text with the same random seed and the same number of steps. Each model is then measured on the held-out last tenth of the text at ${multipliers.map((m) => `${m}×`).join(', ')} the training length, and the RoPE model also with two ways of stretching it at test time (position interpolation and NTK scaling). The plain learned table gets exactly one row per training position, as in GPT-2. The models train side by side, one per processor core, each in its own worker.`,
    ),
    h(
      'div',
      { className: 'controls' },
      form.compareSteps.element,
      form.compareText.element,
      form.compareWorkers.element,
    ),
    compareBytesNote,
    h('div', { className: 'lab-row' }, compareButton),
    compare.element,
    checkYourself(questions),
  );
  set('idle');
  form.validate();
  diagram.update(labModel(values));

  function showProblem(message, canRetry) {
    problem.querySelector('p').textContent = message;
    retry.hidden = !canRetry;
    problem.hidden = false;
  }

  function setBusy(training) {
    trainButton.disabled = training;
    pauseButton.disabled = !training;
    compareButton.disabled = training || comparison !== null;
    overfitButton.disabled = training;
    pauseButton.textContent = 'Pause';
  }

  function startTraining() {
    let text;
    try {
      text = textOf(values, core);
    } catch (error) {
      showProblem(error.message, false);
      set('error');
      return;
    }
    problem.hidden = true;
    run.diverged = false;
    run.steps = values.steps;
    run.textBytes = Array.from(core.bytesPresent(text));
    client.send(Request.INSPECT, { prompt: values.tr_prompt }); // attention in every snapshot
    run.id = client.send(Request.START, {
      config: trainerConfig(values),
      text,
      steps: values.steps,
    });
    loss.begin(values.steps);
    run.finishing = null;
    delete section.dataset.loss;
    delete section.dataset.evalLoss;
    delete section.dataset.pcaExplained;
    delete section.dataset.valLoss;
    setBusy(true);
    set('training');
  }

  trainButton.addEventListener('click', startTraining);
  overfitButton.addEventListener('click', () => {
    form.apply(overfitPreset);
    startTraining();
  });
  retry.addEventListener('click', () => {
    form.setLearningRate(Number((values.lr / 10).toPrecision(6)));
    startTraining();
  });
  pauseButton.addEventListener('click', () => {
    if (pauseButton.textContent === 'Pause') {
      client.send(Request.PAUSE);
      pauseButton.textContent = 'Resume';
      loss.pause('Paused.');
    } else {
      client.send(Request.RESUME);
      pauseButton.textContent = 'Pause';
      loss.resume();
    }
  });
  resetButton.addEventListener('click', () => {
    client.send(Request.RESET);
    if (section.dataset.compare === 'running') {
      comparison?.cancel();
      comparison = null;
      compare.fail('reset before it finished');
      section.dataset.compare = 'error';
    }
    run.id = 0;
    loss.clear();
    problem.hidden = true;
    setBusy(false);
    run.finishing = null;
    delete section.dataset.loss;
    delete section.dataset.evalLoss;
    delete section.dataset.pcaExplained;
    delete section.dataset.valLoss;
    set('idle');
    form.validate(); // back to the untrained preview
  });

  // ---- replies about the current run (news from a reset run is dropped)
  const on = (type, handler) =>
    client.addEventListener(type, (event) => {
      const message = event.detail;
      if (message.id === run.id) handler(message);
      else if (message.id === 0 && type === Reply.ERROR) handler(message);
    });

  on(Reply.STARTED, (m) => {
    run.model = m.model;
    loss.started(m);
  });
  on(Reply.PROGRESS, (m) => {
    loss.progress(m);
    if (m.losses.length) section.dataset.loss = String(m.losses[m.losses.length - 1]);
  });
  on(Reply.PAUSED, (m) => {
    if (pauseButton.textContent === 'Resume') loss.pause(`Paused at step ${m.step}.`);
  });
  on(Reply.SNAPSHOT, (m) => {
    inside.show(m, values.tr_prompt);
    if (m.step > 0) section.dataset.pcaExplained = inside.element.dataset.pcaExplained;
    if (m.tables && !run.diverged) {
      shared.setModel({
        tokenTable: m.tables.tokenTable,
        positionTable: m.tables.positionTable ?? undefined,
        // The model lessons run TinyGPT: the token + position predictor's file is not one.
        weights: m.tables.model === 'gpt' ? m.tables.weights : undefined,
        vocab: run.model?.vocab ?? 256, // over 256: BPE tokens, which the model lessons do not read
        label: form.describeModel(run.model, m.step),
        // The rows training moved: the characters of its text (a loaded model: of the text now).
        trainedBytes: run.textBytes ?? trainedBytesNow(),
      });
    }
    if (m.tables && run.finishing) {
      keepLastModel(run.finishing, m.tables.weights);
      run.finishing = null;
      set('done');
    }
  });
  on(Reply.VALIDATION, (m) => loss.validation(m));
  on(Reply.DONE, (m) => {
    setBusy(false);
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
    setBusy(false);
    loss.note('Training stopped: the loss blew up. The curve up to that point is kept.');
    showProblem(m.message, true);
    set('error');
  });
  on(Reply.ERROR, (m) => {
    setBusy(false);
    showProblem(m.message, false);
    set('error');
  });
  function trainedBytesNow() {
    try {
      return Array.from(core.bytesPresent(textOf(values, core)));
    } catch {
      return undefined;
    }
  }
  // A model that contradicts a setting the course page locked is refused before it loads: the
  // locked controls could not describe it.
  const locked = teacher?.locked ?? new Set();
  if (locked.size)
    tools.checkBeforeLoading((model) => {
      const shape = modelShapeSettings(model);
      const clashes = [...locked].filter(
        (key) => Object.hasOwn(shape, key) && shape[key] !== values[key],
      );
      if (clashes.length)
        throw new Error(
          `this lesson fixes ${clashes.map((key) => `${settings[key]?.label ?? key} at ${values[key]}`).join(' and ')}, and the file’s model has ${clashes.map((key) => shape[key]).join(' and ')}`,
        );
    });
  tools.onLoaded((m) => {
    // The controls follow the loaded model (its kind, sizes, encoding, position range and
    // tokenizer), so they describe what is on screen and a copied link rebuilds it; what they
    // cannot show (a CLI-made model outside the lab's ranges) is said in the note.
    const follow = Object.fromEntries(
      Object.entries(settingsOfModel(m.model)).filter(
        ([key, value]) => values[key] !== value && !locked.has(key), // refused above if it clashed
      ),
    );
    if (Object.keys(follow).length) form.apply(follow);
    const unlinked = linkProblems(m.model, values, core.trainerSettings.defaults);
    section.dataset.linkable = unlinked.length ? 'no' : 'yes';
    inside.forgetStart(); // the loaded model's start is not known: nothing is compared with one
    run.textBytes = null;
    run.id = m.id; // the snapshot that follows belongs to the loaded model
    run.model = m.model;
    run.diverged = false;
    problem.hidden = true;
    setBusy(false);
    section.dataset.evalLoss = String(m.evalLoss);
    loss.note(
      `Loaded ${form.describeModel(m.model, m.step)}. Mean loss on the text: ${formatLoss(m.evalLoss)}.` +
        (unlinked.length
          ? ` The controls and a copied link cannot describe this model: ${unlinked.join('; ')}. A link rebuilds the model the controls show.`
          : ''),
    );
    set('done');
  });

  compareButton.addEventListener('click', () => {
    let text, textId;
    try {
      ({ text, id: textId } = comparisonText(values, core));
    } catch (error) {
      compare.fail(error.message);
      return;
    }
    // The settings of the text it trains on: what it holds out follows that text.
    const config = { ...trainerConfig({ ...values, model: 'gpt', tr_text: textId }), bpeMerges: 0 };
    compare.begin(config.seqLen, values.cmp_steps, { heldOut: config.valFraction > 0 });
    section.dataset.compare = 'running';
    delete section.dataset.compareMs;
    trainButton.disabled = true;
    compareButton.disabled = true;
    const workers = compareWorkerCount(values.cmp_workers, compareModels.length);
    section.dataset.compareWorkers = String(workers);
    const pool = runComparison({
      core,
      models: compareModels,
      workers,
      request: { config, text, steps: values.cmp_steps, multipliers, windows: 64 },
      on: {
        workerCount: (n) => compare.workers(n),
        progress: (m) => compare.progress(m),
        result: (m) => compare.result(m),
        error: (model, message) => compare.error(model, message),
      },
    });
    comparison = pool;
    pool.done.then(({ ms }) => {
      if (comparison !== pool) return; // reset or remounted meanwhile
      comparison = null;
      compare.done(ms);
      section.dataset.compareMs = String(ms);
      section.dataset.compare = 'done';
      trainButton.disabled = false;
      compareButton.disabled = false;
    });
  });

  // ---- the last trained model, kept in IndexedDB across reloads
  const trainingKeys = [...Object.keys(trainSettings), 'seed', 'text'];
  /** Keeps the run that ended with `done` (the DONE reply) and `weights` (its final file). */
  function keepLastModel(done, weights) {
    restoreBox.hidden = true;
    // A refused store may throw at once or reject: either way the note below says so.
    Promise.resolve()
      .then(() =>
        keepModel({
          weights,
          curve: Float64Array.from(loss.curve.raw),
          settings: Object.fromEntries(trainingKeys.map((k) => [k, values[k]])),
          model: run.model,
          step: done.step,
          evalLoss: done.evalLoss,
        }),
      )
      .then(() => {
        keepNote.textContent =
          'This model is kept in this browser: if the page is closed or reloaded, it is offered back.';
        section.dataset.kept = 'yes';
      })
      .catch((error) => {
        keepNote.textContent = `This model could not be kept in this browser: ${storageProblem(error)}. Nothing else is lost: the model is still here, and “Save weights to a file” keeps it for good.`;
        section.dataset.kept = 'no';
      })
      .finally(() => (keepNote.hidden = false));
  }

  async function restore(record) {
    restoreBox.hidden = true;
    // The settings it was trained with come back first (the text decides the loss shown).
    Object.assign(values, record.settings);
    labChange({ ...record.settings });
    const fresh = settingsForm({ core, values, onChange: labChange, onPreview: preview });
    form.element.replaceWith(fresh.element);
    form.compareSteps.element.replaceWith(fresh.compareSteps.element);
    form = fresh;
    teacher?.reapply(); // the new controls are hidden and locked as the course page asked
    try {
      const reply = await tools.loadWeights(new Uint8Array(record.weights));
      loss.begin(record.step);
      loss.progress({
        losses: record.curve,
        step: record.step,
        total: record.step,
        stepsPerSecond: 0,
      });
      loss.note(
        `Restored ${form.describeModel(reply.model, record.step)}, trained ${new Date(record.savedAt).toLocaleString()}. Mean loss on the text: ${formatLoss(reply.evalLoss)}.`,
      );
      section.dataset.restored = 'yes';
    } catch (error) {
      keepNote.textContent = `The kept model could not be restored: ${error.message}. Nothing was changed.`;
      keepNote.hidden = false;
    }
  }

  keptModel().then((record) => {
    if (!section.isConnected || section.dataset.status !== 'idle') return;
    if (!record) {
      section.dataset.keptOffer = 'none'; // looked, nothing kept: tests wait on this
      return;
    }
    const when = new Date(record.savedAt).toLocaleString();
    // A setting the course page locked is never overwritten: a model trained otherwise is
    // mentioned, not offered.
    const clashes = [...(teacher?.locked ?? [])].filter(
      (key) => Object.hasOwn(record.settings, key) && record.settings[key] !== values[key],
    );
    if (clashes.length) {
      restoreBox.setAttribute('aria-label', 'A model kept from an earlier visit');
      restoreBox.replaceChildren(
        h(
          'p',
          {},
          `Your last trained model is kept in this browser (${form.describeModel(record.model, record.step)}, trained ${when}), but it was trained with ${clashes.map((key) => `${settings[key]?.label ?? key} ${record.settings[key]}`).join(', ')}, which this lesson fixes at ${clashes.map((key) => values[key]).join(', ')}, so it cannot be restored here. It stays kept for the full page.`,
        ),
      );
      restoreBox.hidden = false;
      section.dataset.keptOffer = 'locked';
      return;
    }
    const restoreButton = h('button', { type: 'button' }, 'Restore it'); // Train stays the one primary button
    const forgetButton = h('button', { type: 'button' }, 'Forget it');
    restoreButton.addEventListener('click', () => restore(record));
    forgetButton.addEventListener('click', () => {
      restoreBox.hidden = true;
      section.dataset.keptOffer = 'forgetting';
      // Marked only once the store has deleted it: a reload before that would offer it again.
      forgetModel().then(() => {
        if (section.dataset.keptOffer === 'forgetting') section.dataset.keptOffer = 'forgotten';
      });
    });
    restoreBox.setAttribute('aria-label', 'A model kept from an earlier visit');
    restoreBox.replaceChildren(
      h(
        'p',
        {},
        `Your last trained model is kept in this browser: ${form.describeModel(record.model, record.step)}, trained ${when}, mean loss ${formatLoss(Number(record.evalLoss))}.`,
      ),
      h('div', { className: 'lab-row' }, restoreButton, forgetButton),
    );
    restoreBox.hidden = false;
    section.dataset.keptOffer = 'yes';
  });

  if (extra?.autorun === '1') startTraining();
  // Mounted again (apply-settings in an embedded page): the old worker or run must not linger.
  return () => {
    comparison?.cancel();
    comparison = null;
    client.terminate();
    inside.dispose();
  };
}
