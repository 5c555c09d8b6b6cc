// Lesson train, its view: the training lab. A model (the token + position predictor or a TinyGPT) learns a text in a
// Web Worker (on the page itself where no worker may start) while the page draws the loss curve
// and looks inside the model; the same TinyGPT can be trained with four positional encodings and
// compared; weights can be saved and loaded.
// This file builds the lab and starts, pauses and resets its runs; its parts, one job each:
// settings-form.js (the settings' controls), run-replies.js (what a training run sends back),
// run-question.js (a link that changes a run's settings), loaded-model.js (a weights file
// loaded), last-model.js (the last model kept and offered back), compare-run.js (the comparison
// of encodings), tools.js (prompt, generation, saving, loading) and the views (loss-view.js,
// inspect.js, compare.js).
// data-status: idle | training | done | error; data-loss: the latest training loss;
// data-engine: worker | page (where training runs; see worker/training-client.js);
// data-pca-explained: after a run, the share of variance of the two plotted PCA components of the
// token rows (0-1); data-preview: waiting while the training session has yet to answer a check
// of the settings (the untrained model they give, or the core's refusal).
// done is set once the run's final snapshot is drawn, so every figure shows the trained model.
// The parts say what else they set on the section.
import './train.css';
import '../../texts/other-languages.js'; // the lab trains on them too
import { coreMessage } from '../../base/core-message.js';
import { h } from '../../base/dom.js';
import { lessonView } from '../../ui/lesson-view.js';
import { Request } from '../../worker/protocol.js';
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
import { runQuestion } from './run-question.js';
import { followRun } from './run-replies.js';
import { expectedShards, formSettings, overfitPreset, textOf, trainerConfig } from './settings.js';
import { settingsForm } from './settings-form.js';
import { toolsView } from './tools.js';
import { workersNote } from './workers.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('train', strings);

export function mount(section, ctx) {
  const { core, values, onChange, shared, extra, teacher, signal } = ctx;
  const live = liveRun(section, ctx);
  const client =
    live?.client ??
    new LabClient({
      core,
      workers: () => values.tr_workers,
      expectedShards: () => expectedShards(values),
    });
  const workers = workersNote(client, section, signal);
  // settings: what the run trains with; replies: its replies so far (run-replies.js); paused:
  // Pause pressed; asked: the settings a link asked for that wait for the learner's answer.
  const run = live?.run ?? { id: 0, model: null, steps: 0, diverged: false, finishing: null };
  const loss = lossView();
  const inside = insideView();
  const compare = compareView();
  const buttons = runButtons();
  const comparison = comparisonRun({ section, core, values, compare, trainButton: buttons.train });
  // TinyGPT drawn for the settings; the model lessons redraw on 'lab-settings' too.
  const diagram = modelDiagram(core);
  const labChange = (changes) => {
    onChange(changes);
    diagram.update(labModel(values));
    shared.dispatchEvent(new CustomEvent('lab-settings'));
  };
  // What the parts share: the run, its views, the settings (their lesson and its form) and the
  // steps every part takes.
  const lab = { section, core, values, client, run, loss, inside, buttons, comparison };
  lab.lesson = settingsLesson(lab, { ...ctx, onChange: labChange });
  lab.form = settingsForm({ lesson: lab.lesson, core, locked: teacher?.locked });
  const onPrompt = () => showPromptAttention(lab);
  const tools = toolsView({ client, values, onChange, core, onPrompt });
  Object.assign(lab, labSteps(lab));
  lab.question = runQuestion(section, {
    run,
    values,
    onApply: (changes) => applyAndTrain(lab, changes),
  });
  // The last trained model, kept in this browser: offered back, or why not kept. Its settings
  // come back as a preset does, each control showing its value.
  const last = lastModel(lab, { tools, teacher, restoreSettings: (kept) => lab.lesson.set(kept) });
  client.addEventListener('engine', ({ detail }) => lab.showEngine(detail.engine), { signal });

  section.append(...labPage(lab, { diagram, last, workers, tools }));
  // Idle before the first picture is asked for: a lab built again may find its run's status.
  lab.set('idle');
  lab.lesson.start();
  diagram.update(labModel(values));
  listenToButtons(lab);

  const { replay } = followRun(lab, {
    shared,
    pauseButton: buttons.pause,
    keepLastModel: last.keep,
    signal,
  });
  followLoadedModel(lab, { tools, teacher });
  if (live) takeOver(lab, replay);
  // Built again in another language: the model on show comes back, else the kept one is offered.
  else if (!(ctx.rebuilt === 'language' && last.takeCarried())) last.offer();

  if (extra?.autorun === '1' && !live) startTraining(lab);
  // Mounted again (a language switch, a link, apply-settings in an embedded page): a run under
  // way goes to the next lab; else the old worker must not linger.
  return () => {
    last.carry();
    comparison.cancel();
    if (section.dataset.status === 'training' && run.id) carryRun({ client, run });
    else client.terminate();
    inside.dispose();
  };
}

/**
 * The run under way when the lab before this one was taken down (a language switch, a link),
 * which goes on here: its worker and what it has sent so far (live-run.js); or null. Nothing on
 * the section may still describe the previous mount's run.
 */
function liveRun(section, ctx) {
  const { values, onChange } = ctx;
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
  const live = takeRun();
  if (!live) return null;
  const change = changedUnderRun(live.run, values, ctx.changed ?? []);
  if (!Object.keys(change.asked).length) return live;
  // The embedding page's apply-settings is the course page's command, answered as applied: a
  // change to a setting of the run ends the run rather than asking the learner.
  if (ctx.rebuilt === 'host') {
    live.client.terminate();
    return null;
  }
  // A link changed a setting of the model being trained: not applied behind the run's back. The
  // controls keep showing the run's, and the lab asks (takeOver).
  live.run.asked = { ...live.run.asked, ...change.asked }; // a question not answered yet stays asked
  Object.assign(values, change.back);
  onChange(change.back);
  return live;
}

/**
 * The lab's settings as a lesson (ui/lesson-view.js) of two parts: which controls apply with the
 * text's size (the form's, made once the lesson can make its controls), and the untrained model
 * the settings give, which the training session answers later.
 */
function settingsLesson(lab, ctx) {
  return lessonView(lab.section, ctx, {
    settings: formSettings,
    reads: ['seed'],
    parts: [
      {
        uses: ['model', 'tr_text', 'tr_own'],
        compute: (_, s) => lab.form.shown.compute(s),
        draw: (shown) => lab.form.shown.draw(shown),
      },
      {
        uses: ['seed', ...Object.keys(formSettings)],
        compute: (_, s) => askPreview(lab, s),
        draw: (answer) => showPreview(lab, answer),
      },
    ],
    unplaced: (problem) => lab.form.showCheck(problem),
    ready: 'idle',
  });
}

/** The lab's elements in page order. */
function labPage(lab, { diagram, last, workers, tools }) {
  const { buttons } = lab;
  return [
    h('p', { className: 'lead' }, t('lead')),
    lab.form.element,
    h(
      'details',
      { className: 'lab-diagram' },
      h('summary', {}, t('diagramSummary')),
      diagram.element,
    ),
    last.restoreBox,
    lab.question.element,
    h('div', { className: 'lab-row lab-buttons' }, buttons.train, buttons.pause, buttons.reset),
    h(
      'p',
      { className: 'lab-note' },
      ...t.parts('heldOutNote', { overfitButton: buttons.overfit }),
    ),
    lab.engineNote,
    workers.element,
    last.keepNote,
    lab.problem,
    lab.loss.element,
    lab.inside.element,
    tools.element,
    ...lab.comparison.elements(lab.form),
  ];
}

/** The lab's run buttons: Train (the one primary button), Pause / Resume, Reset, Overfit. */
function runButtons() {
  return {
    train: h('button', { type: 'button', className: 'primary' }, t('trainButton')),
    pause: h('button', { type: 'button', disabled: true }, t('pauseButton')),
    reset: h('button', { type: 'button' }, t('resetButton')),
    overfit: h('button', { type: 'button' }, t('overfitButton')),
  };
}

/**
 * The steps every part takes on the lab: set(status), setBusy(training), showProblem(message,
 * canRetry), hideProblem(), showEngine(engine), with the problem's box (and its Retry) and the
 * note that training runs on the page.
 */
function labSteps({ section, buttons, comparison }) {
  const problem = h('div', { className: 'lab-problem', role: 'alert', hidden: true });
  const retry = h('button', { type: 'button' }, t('retryButton'));
  problem.append(h('p', {}), retry);
  const engineNote = h('p', { className: 'lab-note lab-engine', role: 'status', hidden: true });
  return {
    problem,
    retry,
    engineNote,
    set: (status) => (section.dataset.status = status),
    setBusy(training) {
      buttons.train.disabled = training;
      buttons.pause.disabled = !training;
      comparison.button.disabled = training || comparison.running;
      buttons.overfit.disabled = training;
      buttons.pause.textContent = t('pauseButton');
    },
    showProblem(message, canRetry) {
      problem.querySelector('p').replaceChildren(message); // a string, or coreMessage's element
      retry.hidden = !canRetry;
      problem.hidden = false;
    },
    hideProblem: () => (problem.hidden = true),
    showEngine(engine) {
      section.dataset.engine = engine; // worker | page
      engineNote.hidden = engine !== 'page';
      engineNote.textContent = t('engineOnPage');
    },
  };
}

/**
 * Before any training, the inside views show the untrained model the settings `s` give: the
 * training session builds it (what its model will be at step 0), never the page, and answers
 * later (the lesson marks the section data-preview="waiting" meanwhile). A promise of what
 * showPreview draws, rejected with the core's refusal; an empty own text is the lab's own answer,
 * at once.
 */
function askPreview(lab, s) {
  const { section, client, core, values } = lab;
  const text = textOf(s, core);
  if (s.tr_text === 'own' && text === '') return { empty: true };
  // The loss view describes the settings' model when they changed before any run (or as a
  // weights file loaded, whose model they then describe); the inside views only while idle.
  const idle = (section.dataset.status ?? 'idle') === 'idle';
  const prompt = values.tr_prompt;
  return client
    .ask(Request.PREVIEW, { config: trainerConfig(s), text, prompt })
    .then((reply) => ({ reply, idle, prompt }));
}

function showPreview({ section, loss, inside, comparison, form }, { empty, reply, idle, prompt }) {
  if (empty) return form.showCheck(t('emptyText'));
  comparison.noteBytes();
  if (!idle) return;
  loss.describe(reply);
  if (section.dataset.status !== 'idle') return; // a run started, or a model loaded, meanwhile
  inside.show(reply.snapshot, prompt);
}

/** The prompt changed: the untrained preview again, or the trained model's attention for it. */
function showPromptAttention({ section, client, values, inside, lesson }) {
  if (section.dataset.status === 'idle') {
    lesson.redraw();
    return;
  }
  client
    .ask(Request.INSPECT, { prompt: values.tr_prompt })
    .then((reply) => inside.showAttention(reply.attention, values.tr_prompt))
    .catch((error) =>
      inside.showAttention({ error: error.message, problem: error }, values.tr_prompt),
    );
}

/** Train, Overfit, Retry (at a tenth of the rate), Pause / Resume and Reset. */
function listenToButtons(lab) {
  const { buttons, values } = lab;
  buttons.train.addEventListener('click', () => startTraining(lab));
  buttons.overfit.addEventListener('click', () => {
    lab.form.apply(overfitPreset);
    startTraining(lab);
  });
  lab.retry.addEventListener('click', () => {
    lab.form.setLearningRate(Number((values.lr / 10).toPrecision(6)));
    startTraining(lab);
  });
  buttons.pause.addEventListener('click', () => togglePause(lab));
  buttons.reset.addEventListener('click', () => resetLab(lab));
}

/** The settings a link asked for under a run, applied, and a new run with them. */
function applyAndTrain(lab, changes) {
  lab.form.apply(changes);
  startTraining(lab);
}

/** A new run with the settings as they are; a text that cannot be had stops it with why. */
function startTraining(lab) {
  const { section, core, values, client, run, loss } = lab;
  let text;
  try {
    text = textOf(values, core);
  } catch (error) {
    lab.showProblem(coreMessage(error), false);
    lab.set('error');
    return;
  }
  lab.hideProblem();
  lab.question.element.hidden = true; // a new run: the question was about the one before
  delete section.dataset.runQuestion;
  Object.assign(run, { asked: null, diverged: false, paused: false });
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
  forgetRunNumbers(section);
  lab.setBusy(true);
  lab.set('training');
}

/** The numbers the section says about a run, gone with it. */
function forgetRunNumbers(section) {
  delete section.dataset.loss;
  delete section.dataset.evalLoss;
  delete section.dataset.pcaExplained;
  delete section.dataset.valLoss;
}

function togglePause({ client, run, loss, buttons }) {
  if (buttons.pause.textContent === t('pauseButton')) {
    client.send(Request.PAUSE);
    run.paused = true;
    buttons.pause.textContent = t('resumeButton');
    loss.pause(t('paused'));
  } else {
    client.send(Request.RESUME);
    run.paused = false;
    buttons.pause.textContent = t('pauseButton');
    loss.resume();
  }
}

/** Reset: the run and a running comparison stop, and the lab shows the untrained model again. */
function resetLab(lab) {
  const { section, client, run, loss } = lab;
  client.send(Request.RESET);
  lab.comparison.reset();
  run.id = 0;
  run.paused = false;
  loss.clear();
  lab.hideProblem();
  lab.setBusy(false);
  run.finishing = null;
  forgetRunNumbers(section);
  lab.set('idle');
  lab.lesson.redraw(); // back to the untrained preview
}

/** The run handed over: its curve and inside views so far, paused if it was, then what it sends. */
function takeOver(lab, replay) {
  const { client, run, loss } = lab;
  loss.begin(run.steps);
  lab.setBusy(true);
  lab.set('training');
  if (client.engine) lab.showEngine(client.engine);
  if (run.paused) {
    lab.buttons.pause.textContent = t('resumeButton');
    loss.pause(t('paused'));
  }
  replay();
  if (run.asked) lab.question.ask(run.asked);
}
