// Lesson train, its view: the training lab. A model (the token + position predictor or a TinyGPT) learns a text in a
// Web Worker (on the page itself where no worker may start) while the page draws the loss curve
// and looks inside the model; the same TinyGPT can be trained with four positional encodings and
// compared; weights can be saved and loaded.
// data-status: idle | training | done | error; data-loss: the latest training loss;
// data-engine: worker | page (where training runs; see train/client.js); data-pca-explained:
// after a run, the share of variance of the two plotted PCA components of the token rows (0-1).
// done is set once the run's final snapshot is drawn, so every figure shows the trained model.
// data-linkable: after a weights file is loaded, yes when the controls (and so a copied link)
// rebuild its model exactly, no when the load note says what they cannot show.
import './train.css';
import { formatLoss } from '../../format.js';
import { h } from '../../ui/dom.js';
import { Reply, Request, compareModels, encodings } from '../../worker/protocol.js';
import { modelSnapshot } from '../../worker/snapshot.js';
import { labModel } from '../model/common.js';
import { modelDiagram } from '../model/diagram.js';
import { TrainingClient } from './client.js';
import { compareView, multipliers } from './compare.js';
import { modelLabel } from './compare-table.js';
import { compareWorkerCount, runComparison } from './compare-pool.js';
import { insideView } from './inspect.js';
import { forgetModel, keepModel, keptModel, storageProblem } from './keep.js';
import { lossView } from './loss-view.js';
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
} from './settings.js';
import { toolsView } from './tools.js';
import { workersNote } from './workers.js';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('train', strings);

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
    t('compareBytesNote'),
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

  const trainButton = h('button', { type: 'button', className: 'primary' }, t('trainButton'));
  const pauseButton = h('button', { type: 'button', disabled: true }, t('pauseButton'));
  const resetButton = h('button', { type: 'button' }, t('resetButton'));
  const compareButton = h('button', { type: 'button' }, t('compareButton'));
  const overfitButton = h('button', { type: 'button' }, t('overfitButton'));
  let comparison = null; // the running pool of comparison workers
  const problem = h('div', { className: 'lab-problem', role: 'alert', hidden: true });
  const retry = h('button', { type: 'button' }, t('retryButton'));
  problem.append(h('p', {}), retry);
  const engineNote = h('p', { className: 'lab-note lab-engine', role: 'status', hidden: true });
  // The last trained model, kept in this browser (train/keep.js): offered back, or why not kept.
  const keepNote = h('p', { className: 'lab-note lab-keep', role: 'status', hidden: true });
  const restoreBox = h('div', { className: 'lab-restore', role: 'region', hidden: true });
  client.addEventListener('engine', ({ detail }) => {
    section.dataset.engine = detail.engine; // worker | page
    engineNote.hidden = detail.engine !== 'page';
    engineNote.textContent = t('engineOnPage');
  });

  section.append(
    h('p', { className: 'lead' }, t('lead')),
    form.element,
    h(
      'details',
      { className: 'lab-diagram' },
      h('summary', {}, t('diagramSummary')),
      diagram.element,
    ),
    restoreBox,
    h('div', { className: 'lab-row lab-buttons' }, trainButton, pauseButton, resetButton),
    h('p', { className: 'lab-note' }, ...t.parts('heldOutNote', { overfitButton })),
    engineNote,
    workers.element,
    keepNote,
    problem,
    loss.element,
    inside.element,
    tools.element,
    h('h3', { id: 'train-compare' }, t('compareHeading')),
    h(
      'p',
      {},
      t('compareIntro', {
        models: compareModels.length,
        encodings: encodings.map(modelLabel).join(', '),
        longer: multipliers[multipliers.length - 1],
        lengths: multipliers.map((m) => `${m}×`).join(', '),
      }),
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
    pauseButton.textContent = t('pauseButton');
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
    if (pauseButton.textContent === t('pauseButton')) {
      client.send(Request.PAUSE);
      pauseButton.textContent = t('resumeButton');
      loss.pause(t('paused'));
    } else {
      client.send(Request.RESUME);
      pauseButton.textContent = t('pauseButton');
      loss.resume();
    }
  });
  resetButton.addEventListener('click', () => {
    client.send(Request.RESET);
    if (section.dataset.compare === 'running') {
      comparison?.cancel();
      comparison = null;
      compare.fail(t('compareReset'));
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
    if (pauseButton.textContent === t('resumeButton')) loss.pause(t('pausedAt', { step: m.step }));
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
    loss.note(t('diverged'));
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
          t('lockedFile', {
            settings: clashes
              .map((key) =>
                t('lockedSetting', { setting: settings[key]?.label ?? key, value: values[key] }),
              )
              .join(t('listAnd')),
            values: clashes.map((key) => shape[key]).join(t('listAnd')),
          }),
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
    const loaded = { model: form.describeModel(m.model, m.step), loss: formatLoss(m.evalLoss) };
    loss.note(
      unlinked.length
        ? t('loadedUnlinked', { ...loaded, problems: unlinked.join('; ') })
        : t('loaded', loaded),
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
        keepNote.textContent = t('kept');
        section.dataset.kept = 'yes';
      })
      .catch((error) => {
        keepNote.textContent = t('notKept', { reason: storageProblem(error) });
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
        t('restored', {
          model: form.describeModel(reply.model, record.step),
          when: new Date(record.savedAt).toLocaleString(),
          loss: formatLoss(reply.evalLoss),
        }),
      );
      section.dataset.restored = 'yes';
    } catch (error) {
      keepNote.textContent = t('notRestored', { reason: error.message });
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
      restoreBox.setAttribute('aria-label', t('keptRegion'));
      restoreBox.replaceChildren(
        h(
          'p',
          {},
          t('keptLocked', {
            model: form.describeModel(record.model, record.step),
            when,
            settings: clashes
              .map((key) =>
                t('keptSetting', {
                  setting: settings[key]?.label ?? key,
                  value: record.settings[key],
                }),
              )
              .join(', '),
            values: clashes.map((key) => values[key]).join(', '),
          }),
        ),
      );
      restoreBox.hidden = false;
      section.dataset.keptOffer = 'locked';
      return;
    }
    const restoreButton = h('button', { type: 'button' }, t('restoreButton')); // Train stays the one primary button
    const forgetButton = h('button', { type: 'button' }, t('forgetButton'));
    restoreButton.addEventListener('click', () => restore(record));
    forgetButton.addEventListener('click', () => {
      restoreBox.hidden = true;
      section.dataset.keptOffer = 'forgetting';
      // Marked only once the store has deleted it: a reload before that would offer it again.
      forgetModel().then(() => {
        if (section.dataset.keptOffer === 'forgetting') section.dataset.keptOffer = 'forgotten';
      });
    });
    restoreBox.setAttribute('aria-label', t('keptRegion'));
    restoreBox.replaceChildren(
      h(
        'p',
        {},
        t('keptOffer', {
          model: form.describeModel(record.model, record.step),
          when,
          loss: formatLoss(Number(record.evalLoss)),
        }),
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
