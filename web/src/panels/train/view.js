// Lesson train, its view: the training lab. A model (the token + position predictor or a TinyGPT) learns a text in a
// Web Worker (on the page itself where no worker may start) while the page draws the loss curve
// and looks inside the model; the same TinyGPT can be trained with four positional encodings and
// compared; weights can be saved and loaded.
// This file builds the lab and starts, pauses and resets its runs; its parts, one job each:
// settings-form.js (the settings' controls), run-replies.js (what a training run sends back),
// loaded-model.js (a weights file loaded), last-model.js (the last model kept and offered back),
// compare-run.js (the comparison of encodings), tools.js (prompt, generation, saving, loading)
// and the views (loss-view.js, inspect.js, compare.js).
// data-status: idle | training | done | error; data-loss: the latest training loss;
// data-engine: worker | page (where training runs; see train/client.js); data-pca-explained:
// after a run, the share of variance of the two plotted PCA components of the token rows (0-1).
// done is set once the run's final snapshot is drawn, so every figure shows the trained model.
// The parts say what else they set on the section.
import './train.css';
import '../../texts/other-languages.js'; // the lab trains on them too
import { h } from '../../ui/dom.js';
import { Request } from '../../worker/protocol.js';
import { modelSnapshot } from '../../worker/snapshot.js';
import { labModel } from '../model/common.js';
import { modelDiagram } from '../model/diagram.js';
import { TrainingClient } from './client.js';
import { compareView } from './compare.js';
import { comparisonRun } from './compare-run.js';
import { insideView } from './inspect.js';
import { lastModel } from './last-model.js';
import { followLoadedModel } from './loaded-model.js';
import { lossView } from './loss-view.js';
import { followRun } from './run-replies.js';
import { overfitPreset, textOf, trainerConfig } from './settings.js';
import { settingsForm } from './settings-form.js';
import { toolsView } from './tools.js';
import { workersNote } from './workers.js';
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
  const trainButton = h('button', { type: 'button', className: 'primary' }, t('trainButton'));
  const pauseButton = h('button', { type: 'button', disabled: true }, t('pauseButton'));
  const resetButton = h('button', { type: 'button' }, t('resetButton'));
  const overfitButton = h('button', { type: 'button' }, t('overfitButton'));
  const comparison = comparisonRun({ section, core, values, compare, trainButton });
  // Before any training, the inside views show the untrained model the settings give (built on
  // this thread: it is small, and it is what the worker's model will be at step 0).
  const preview = (trainer, text) => {
    comparison.noteBytes();
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
  let form = settingsForm({
    core,
    values,
    onChange: labChange,
    onPreview: preview,
    locked: teacher?.locked,
  });
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

  const problem = h('div', { className: 'lab-problem', role: 'alert', hidden: true });
  const retry = h('button', { type: 'button' }, t('retryButton'));
  problem.append(h('p', {}), retry);
  const engineNote = h('p', { className: 'lab-note lab-engine', role: 'status', hidden: true });
  // What the parts share: the run, its views, the current settings form (replaced when a kept
  // model's settings come back) and the steps every part takes.
  const lab = {
    section,
    core,
    values,
    client,
    run,
    loss,
    inside,
    get form() {
      return form;
    },
    set,
    setBusy,
    showProblem,
    hideProblem: () => (problem.hidden = true),
  };
  // The last trained model, kept in this browser: offered back, or why not kept.
  const last = lastModel(lab, { tools, teacher, restoreSettings });
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
    last.restoreBox,
    h('div', { className: 'lab-row lab-buttons' }, trainButton, pauseButton, resetButton),
    h('p', { className: 'lab-note' }, ...t.parts('heldOutNote', { overfitButton })),
    engineNote,
    workers.element,
    last.keepNote,
    problem,
    loss.element,
    inside.element,
    tools.element,
    ...comparison.elements(form),
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
    comparison.button.disabled = training || comparison.running;
    overfitButton.disabled = training;
    pauseButton.textContent = t('pauseButton');
  }

  // A kept model's settings come back (last-model.js): the values, the link, and new controls
  // showing them.
  function restoreSettings(kept) {
    Object.assign(values, kept);
    labChange({ ...kept });
    const fresh = settingsForm({
      core,
      values,
      onChange: labChange,
      onPreview: preview,
      locked: teacher?.locked,
    });
    form.element.replaceWith(fresh.element);
    for (const key of ['compareSteps', 'compareText', 'compareWorkers'])
      form[key].element.replaceWith(fresh[key].element);
    form = fresh;
    teacher?.reapply(); // the new controls are hidden and locked as the course page asked
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
    comparison.reset();
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

  followRun(lab, { shared, pauseButton, keepLastModel: last.keep });
  followLoadedModel(lab, { tools, teacher });
  // Built again in another language: the model on show comes back, else the kept one is offered.
  if (!(ctx.rebuilt === 'language' && last.takeCarried())) last.offer();

  if (extra?.autorun === '1') startTraining();
  // Mounted again (apply-settings in an embedded page): the old worker or run must not linger.
  return () => {
    last.carry();
    comparison.cancel();
    client.terminate();
    inside.dispose();
  };
}
