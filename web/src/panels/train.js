// Panel train: the training lab. A model (the seeds' predictor or a TinyGPT) learns a text in a
// Web Worker (on the page itself where no worker may start) while the page draws the loss curve
// and looks inside the model; the same TinyGPT can be trained with four positional encodings and
// compared; weights can be saved and loaded.
// data-status: idle | training | done | error; data-loss: the latest training loss;
// data-engine: worker | page (where training runs; see train/client.js).
import './train/train.css';

import { h } from '../ui/dom.js';
import { checkYourself } from '../ui/quiz.js';
import { Reply, Request, encodings } from '../worker/protocol.js';
import { modelSnapshot } from '../worker/snapshot.js';
import { labModel } from './model/common.js';
import { modelDiagram } from './model/diagram.js';
import { TrainingClient } from './train/client.js';
import { compareView, multipliers } from './train/compare.js';
import { insideView } from './train/inspect.js';
import { lossView } from './train/loss-view.js';
import { questions } from './train/questions.js';
import {
  settingsForm,
  settings as trainSettings,
  textOf,
  trainerConfig,
} from './train/settings.js';
import { toolsView } from './train/tools.js';

export const id = 'train';
export const title = 'Training lab: watch a model learn';
export const settings = trainSettings;

export function mount(section, ctx) {
  const { core, values, onChange, shared, extra } = ctx;
  // Mounted again: nothing on the section may still describe the previous mount's run.
  for (const key of ['loss', 'evalLoss', 'compare', 'engine']) delete section.dataset[key];
  const client = new TrainingClient({ core });
  const set = (status) => (section.dataset.status = status);
  const run = { id: 0, compareId: 0, model: null, steps: 0, diverged: false };

  const loss = lossView();
  const inside = insideView();
  const compare = compareView();
  // Before any training, the inside views show the untrained model the settings give (built on
  // this thread: it is small, and it is what the worker's model will be at step 0).
  const preview = (trainer, text) => {
    if (section.dataset.status && section.dataset.status !== 'idle') return;
    loss.describe({
      baseline: Math.log(256),
      floor: core.bigramEntropy(text),
      parameterCount: trainer.parameterCount,
      chars: core.bytesPresent(text).length,
    });
    inside.show(
      modelSnapshot(core, trainer, { text, seqLen: values.tr_seq, prompt: values.tr_prompt }),
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
  const form = settingsForm({ core, values, onChange: labChange, onPreview: preview });
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
  const problem = h('div', { className: 'lab-problem', role: 'alert', hidden: true });
  const retry = h('button', { type: 'button' }, 'Retry at a tenth of the learning rate');
  problem.append(h('p', {}), retry);
  const engineNote = h('p', { className: 'lab-note lab-engine', role: 'status', hidden: true });
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
    h('div', { className: 'lab-row lab-buttons' }, trainButton, pauseButton, resetButton),
    engineNote,
    problem,
    loss.element,
    inside.element,
    tools.element,
    h('h3', {}, 'Compare positional encodings'),
    h(
      'p',
      {},
      `One click trains the TinyGPT set above four times, once with each positional encoding (${encodings.join(', ')}), on the same text with the same seed, then measures each at ${multipliers.map((m) => `${m}×`).join(', ')} the training length. The learned table gets exactly one row per training position, as in GPT-2.`,
    ),
    form.compareSteps.element,
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
    compareButton.disabled = training;
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
    client.send(Request.INSPECT, { prompt: values.tr_prompt }); // attention in every snapshot
    run.id = client.send(Request.START, {
      config: trainerConfig(values),
      text,
      steps: values.steps,
    });
    loss.begin(values.steps);
    delete section.dataset.loss;
    delete section.dataset.evalLoss;
    setBusy(true);
    set('training');
  }

  trainButton.addEventListener('click', startTraining);
  retry.addEventListener('click', () => {
    form.setLearningRate(Number((values.lr / 10).toPrecision(6)));
    startTraining();
  });
  pauseButton.addEventListener('click', () => {
    if (pauseButton.textContent === 'Pause') {
      client.send(Request.PAUSE);
      pauseButton.textContent = 'Resume';
      loss.note('Paused.');
    } else {
      client.send(Request.RESUME);
      pauseButton.textContent = 'Pause';
    }
  });
  resetButton.addEventListener('click', () => {
    client.send(Request.RESET);
    if (section.dataset.compare === 'running') {
      compare.fail('reset before it finished');
      section.dataset.compare = 'error';
    }
    run.id = 0;
    run.compareId = 0;
    loss.clear();
    problem.hidden = true;
    setBusy(false);
    delete section.dataset.loss;
    delete section.dataset.evalLoss;
    set('idle');
    form.validate(); // back to the untrained preview
  });

  // ---- replies about the current run (news from a reset run is dropped)
  const on = (type, handler) =>
    client.addEventListener(type, (event) => {
      const message = event.detail;
      if (message.id === run.id || (message.id === run.compareId && run.compareId))
        handler(message);
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
  on(Reply.PAUSED, (m) => loss.note(`Paused at step ${m.step}.`));
  on(Reply.SNAPSHOT, (m) => {
    inside.show(m, values.tr_prompt);
    if (m.tables && !run.diverged) {
      shared.setModel({
        tokenTable: m.tables.tokenTable,
        positionTable: m.tables.positionTable ?? undefined,
        weights: m.tables.weights ?? undefined,
        label: form.describeModel(run.model, m.step),
      });
    }
  });
  on(Reply.DONE, (m) => {
    setBusy(false);
    if (m.evalLoss === undefined) delete section.dataset.evalLoss;
    else section.dataset.evalLoss = String(m.evalLoss);
    loss.done(m);
    set('done');
  });
  on(Reply.DIVERGED, (m) => {
    run.diverged = true;
    setBusy(false);
    loss.note('Training stopped: the loss blew up. The curve up to that point is kept.');
    showProblem(m.message, true);
    set('error');
  });
  on(Reply.ERROR, (m) => {
    if (m.request === Request.COMPARE || m.id === run.compareId) {
      compare.fail(m.message);
      section.dataset.compare = 'error';
      setBusy(false);
      return;
    }
    setBusy(false);
    showProblem(m.message, false);
    set('error');
  });
  on(Reply.COMPARE_PROGRESS, (m) => compare.progress(m));
  on(Reply.COMPARE_RESULT, (m) => compare.result(m));
  on(Reply.COMPARE_DONE, () => {
    compare.done();
    section.dataset.compare = 'done';
    trainButton.disabled = false;
    compareButton.disabled = false;
  });
  tools.onLoaded((m) => {
    run.id = m.id; // the snapshot that follows belongs to the loaded model
    run.model = m.model;
    run.diverged = false;
    problem.hidden = true;
    setBusy(false);
    section.dataset.evalLoss = String(m.evalLoss);
    loss.note(
      `Loaded ${form.describeModel(m.model, m.step)}. Mean loss on the text: ${m.evalLoss.toFixed(4)}.`,
    );
    set('done');
  });

  compareButton.addEventListener('click', () => {
    let text;
    try {
      text = textOf(values, core);
    } catch (error) {
      compare.fail(error.message);
      return;
    }
    const config = { ...trainerConfig({ ...values, model: 'gpt' }) };
    compare.begin(config.seqLen, values.cmp_steps);
    section.dataset.compare = 'running';
    trainButton.disabled = true;
    compareButton.disabled = true;
    run.compareId = client.send(Request.COMPARE, {
      config,
      text,
      steps: values.cmp_steps,
      encodings: [...encodings],
      multipliers,
      windows: 64,
    });
  });

  if (extra?.autorun === '1') startTraining();
  // Mounted again (apply-settings in an embedded page): the old worker or run must not linger.
  return () => {
    client.terminate();
    inside.dispose();
  };
}
