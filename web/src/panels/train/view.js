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
// data-engine: worker | page (where training runs; see worker/training-client.js);
// data-pca-explained: after a run, the share of variance of the two plotted PCA components of the
// token rows (0-1).
// done is set once the run's final snapshot is drawn, so every figure shows the trained model.
// The parts say what else they set on the section.
import './train.css';
import '../../texts/other-languages.js'; // the lab trains on them too
import { formatNumber } from '../../format.js';
import { h } from '../../base/dom.js';
import { Request } from '../../worker/protocol.js';
import { modelSnapshot } from '../../worker/snapshot.js';
import { labModel } from '../../lesson-parts/model/common.js';
import { modelDiagram } from '../../lesson-parts/model/diagram.js';
import { LabClient } from './lab-client.js';
import { compareView } from './compare.js';
import { comparisonRun } from './compare-run.js';
import { insideView } from './inspect.js';
import { lastModel } from './last-model.js';
import { carryRun, changedUnderRun, runSettings, takeRun } from './live-run.js';
import { followLoadedModel } from './loaded-model.js';
import { lossView } from './loss-view.js';
import { followRun } from './run-replies.js';
import { overfitPreset, settings, textOf, trainerConfig } from './settings.js';
import { settingsForm } from './settings-form.js';
import { toolsView } from './tools.js';
import { workersNote } from './workers.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';
import { settingName, sharedSettings } from '../../state.js';

const t = words('train', strings);

export function mount(section, ctx) {
  const { core, values, onChange, shared, extra, teacher, signal } = ctx;
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
    'runQuestion',
  ])
    delete section.dataset[key];
  // A run under way when the lab before this one was taken down (a language switch, a link)
  // goes on here: its worker and what it has sent so far (live-run.js).
  let live = takeRun();
  // The embedding page's apply-settings is the course page's command, answered as applied: a
  // change to a setting of the run ends the run rather than asking the learner.
  if (live && ctx.rebuilt === 'host') {
    const change = changedUnderRun(live.run, values, ctx.changed ?? []);
    if (Object.keys(change.asked).length) {
      live.client.terminate();
      live = null;
    }
  }
  const client = live?.client ?? new LabClient({ core, workers: () => values.tr_workers });
  const workers = workersNote(client, section, signal);
  const set = (status) => (section.dataset.status = status);
  // settings: what the run trains with; replies: the run's replies so far (run-replies.js); paused: Pause pressed; asked: the settings a link
  // asked for that wait for the learner's answer.
  const run = live?.run ?? { id: 0, model: null, steps: 0, diverged: false, finishing: null };
  // A link changed a setting of the model being trained: not applied behind the run's back. The
  // controls keep showing the run's, and the lab asks (below).
  if (live) {
    const change = changedUnderRun(run, values, ctx.changed ?? []);
    if (Object.keys(change.asked).length) {
      run.asked = { ...run.asked, ...change.asked }; // a question not answered yet stays asked
      Object.assign(values, change.back);
      onChange(change.back);
    }
  }

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
  // The question a link that changes the run's settings asks: keep training, or apply and restart.
  const question = h('div', {
    className: 'lab-run-question',
    role: 'region',
    'aria-label': t('runQuestionRegion'),
    hidden: true,
  });
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
  const showEngine = (engine) => {
    section.dataset.engine = engine; // worker | page
    engineNote.hidden = engine !== 'page';
    engineNote.textContent = t('engineOnPage');
  };
  client.addEventListener('engine', ({ detail }) => showEngine(detail.engine), { signal });

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
    question,
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
    question.hidden = true; // a new run: the question was about the one before
    delete section.dataset.runQuestion;
    run.asked = null;
    run.diverged = false;
    run.paused = false;
    run.settings = runSettings(values);
    run.replies = [];
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
      run.paused = true;
      pauseButton.textContent = t('resumeButton');
      loss.pause(t('paused'));
    } else {
      client.send(Request.RESUME);
      run.paused = false;
      pauseButton.textContent = t('pauseButton');
      loss.resume();
    }
  });
  resetButton.addEventListener('click', () => {
    client.send(Request.RESET);
    comparison.reset();
    run.id = 0;
    run.paused = false;
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

  const { replay } = followRun(lab, { shared, pauseButton, keepLastModel: last.keep, signal });
  followLoadedModel(lab, { tools, teacher });
  if (live) takeOver();
  // Built again in another language: the model on show comes back, else the kept one is offered.
  else if (!(ctx.rebuilt === 'language' && last.takeCarried())) last.offer();

  if (extra?.autorun === '1' && !live) startTraining();
  // Mounted again (a language switch, a link, apply-settings in an embedded page): a run under
  // way goes to the next lab; else the old worker must not linger.
  return () => {
    last.carry();
    comparison.cancel();
    if (section.dataset.status === 'training' && run.id) carryRun({ client, run });
    else client.terminate();
    inside.dispose();
  };

  // The run handed over: its curve and inside views so far, paused if it was, then what it sends.
  function takeOver() {
    loss.begin(run.steps);
    setBusy(true);
    set('training');
    if (client.engine) showEngine(client.engine);
    if (run.paused) {
      pauseButton.textContent = t('resumeButton');
      loss.pause(t('paused'));
    }
    replay();
    if (run.asked) ask(run.asked);
  }

  // Keep training with the run's settings (the controls show them already), or apply the link's
  // and train again.
  function ask(changes) {
    const keepButton = h('button', { type: 'button', dataset: { answer: 'keep' } }, t('keepRun'));
    const applyButton = h(
      'button',
      { type: 'button', dataset: { answer: 'apply' } },
      t('applyAndRestart'),
    );
    // Numbers in the page's language; a text (the learner's own) cut short.
    const said = (v) =>
      typeof v === 'number' ? formatNumber(v, 12) : v.length > 40 ? `${v.slice(0, 40)}…` : v;
    const list = Object.entries(changes).map(([key, value]) =>
      t('runQuestionSetting', {
        setting: settingName(key, settings[key] ?? sharedSettings[key]),
        from: said(values[key]),
        to: said(value),
      }),
    );
    keepButton.addEventListener('click', () => {
      run.asked = null;
      question.hidden = true;
      section.dataset.runQuestion = 'kept';
    });
    applyButton.addEventListener('click', () => {
      question.hidden = true;
      form.apply(changes);
      startTraining();
      section.dataset.runQuestion = 'applied';
    });
    question.replaceChildren(
      h('p', { role: 'alert' }, t('runQuestion', { settings: list.join(', ') })),
      h('div', { className: 'lab-row' }, keepButton, applyButton),
    );
    question.hidden = false;
    section.dataset.runQuestion = 'asked';
  }
}
