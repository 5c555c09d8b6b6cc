// The training lab's settings form: a control for every setting of settings.js, the presets'
// buttons, and the comparison's controls (placed by compare-run.js). Every change is checked by
// the training session, which builds the model the settings describe (no training) beside its
// own, so a bad combination shows the core's message before Train is pressed and a large model
// never blocks the page. The answer comes later: only the newest change's is shown.
import { formatCount } from '../../format.js';
import { sharedSettings } from '../../state.js';
import { settingControls } from '../../ui/controls.js';
import { coreMessage, h } from '../../base/dom.js';
import { library, shippedTexts, textTitle } from '../../texts/index.js';
import {
  maxTrainWorkers,
  notebookSetting,
  proposedRate,
  settings,
  textOf,
  trainerConfig,
} from './settings.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('train', strings);

/** The training text choice's labels, by tr_text. */
const textTitles = () => ({
  [library.id]: textTitle(library.id),
  hamlet: t('hamletText'),
  ...Object.fromEntries(shippedTexts.map((text) => [text.id, textTitle(text.id)])),
  own: t('ownText'),
});

/**
 * core: the WASM core (texts and their bytes only: it builds no model here); values: the lab's
 * settings, changed in place; onChange(changes): after each change; preview(config, text): asks
 * the training session for the untrained model these settings give, a promise of the function
 * that shows it, rejected with the core's refusal. Returns the form's element, the comparison's
 * three controls and what the lab does with the settings.
 */
export function settingsForm({ core, values, onChange, preview, locked = new Set() }) {
  const check = h('p', { className: 'control-error lab-check', role: 'alert', hidden: true });
  const textInfo = h('p', { className: 'control-hint' });
  const asked = { latest: 0 }; // the newest check's number: a late answer to an older one is dropped
  const shown = { blamed: null }; // the control showing the last refusal, if one setting had it
  const validate = () =>
    checkSettings({ core, values, preview, check, textInfo, asked, controls, shown });
  // A control's change: the lab keeps the link itself, so the controls' onChange does nothing.
  const change = (changes) => {
    Object.assign(values, changes);
    onChange(changes);
    showModelControls();
    validate();
  };
  const { control, num, choice, applyPreset, controls } = formControls({ values, change, locked });
  const rateNote = h('p', { className: 'lab-note lab-rate-note', role: 'status', hidden: true });

  const model = choice('model', { tokpos: t('predictorOption'), gpt: 'TinyGPT' });
  // Choosing a model proposes the learning rate it learns well at, and says so.
  model.select.addEventListener('change', () => {
    const rate = proposedRate[values.model];
    if (rate === undefined || rate === values.lr || locked.has('lr')) return;
    applyPreset({ lr: rate });
    rateNote.textContent =
      values.model === 'gpt' ? t('rateSetGpt', { rate }) : t('rateSetPredictor', { rate });
    rateNote.hidden = false;
  });
  const lr = num('lr', { log: true, hint: t('lrHint') });
  const gptControls = gptPart(num, choice);
  const predictorNote = predictorPart(choice, applyPreset);
  const textChoice = choice('tr_text', textTitles());
  const own = control(settings, 'tr_own', {
    rows: 4,
    className: 'lab-text-control',
    wide: false,
    hint: t('ownTextHint'),
  });
  const comparison = comparisonControls(num, choice);

  function showModelControls() {
    const gpt = values.model === 'gpt';
    gptControls.hidden = !gpt;
    predictorNote.hidden = gpt;
    own.element.hidden = values.tr_text !== 'own';
  }

  const element = h(
    'fieldset',
    { className: 'lab-settings' },
    h('legend', {}, t('settingsLegend')),
    h('div', { className: 'controls' }, model.element),
    predictorNote,
    gptControls,
    trainingPart(lr, num, control),
    rateNote,
    h('div', { className: 'controls' }, textChoice.element),
    textInfo,
    own.element,
    check,
  );
  showModelControls();
  validate();

  return {
    element,
    ...comparison,
    apply: applyPreset,
    /** Re-checks the settings (and refreshes the preview of the untrained model). */
    validate,
    setLearningRate: (v) => applyPreset({ lr: v }),
    describeModel,
  };
}

/**
 * The form's control makers (every control applies through `change`), and applyPreset(all),
 * which sets several settings at once (a preset, a loaded model's shape, a proposed rate), each
 * control showing its new value, then re-checks: the one way the lab changes its own settings.
 */
function formControls({ values, change, locked }) {
  const controls = {}; // key -> its control, so a preset can set what it changes
  const control = (table, key, options) =>
    (controls[key] = settingControls(table, { values, onChange: () => {}, render: change })(
      key,
      key,
      options,
    ));
  const num = (key, options) => control(settings, key, options);
  const choice = (key, labels = {}) =>
    control(settings, key, {
      as: 'select',
      options: settings[key].options.map((option) => [option, labels[option] ?? option]),
    });
  function applyPreset(all) {
    // A setting the course page locked keeps its value (teacher-controls.js); the rest are set.
    const preset = Object.fromEntries(Object.entries(all).filter(([key]) => !locked.has(key)));
    // every control has setValue (ui/controls.js), which shows a value without applying it
    for (const [key, v] of Object.entries(preset)) controls[key]?.setValue(v);
    change({ ...preset });
  }
  return { control, num, choice, applyPreset, controls };
}

/**
 * Checks the settings: the lab's own words in `check` at once (no text), else the session builds
 * the model they describe, and its answer, when it is still the newest check's, shows the
 * untrained model or the core's message: under the control of the one setting it names (by the
 * core's name, `core` in settings.js), else in `check`; `textInfo` says the text's size.
 */
function checkSettings({ core, values, preview, check, textInfo, asked, controls, shown }) {
  const number = ++asked.latest;
  const current = () => number === asked.latest;
  const show = (problem, blamed = null) => {
    if (shown.blamed !== blamed) shown.blamed?.clearError();
    shown.blamed = blamed;
    blamed?.showError(problem);
    showProblem(check, blamed || problem === null ? null : coreMessage(problem));
  };
  let text;
  try {
    text = textOf(values, core);
    if (values.tr_text === 'own' && text === '') {
      show(null);
      showProblem(check, t('emptyText'));
    } else
      preview(trainerConfig(values), text)
        .then((drawPreview) => {
          if (!current()) return;
          show(null);
          drawPreview();
        })
        .catch((error) => current() && show(error.message, controlOf(error.setting, controls)));
  } catch (error) {
    show(error.message);
  }
  if (text !== undefined) textInfo.textContent = text ? describeText(core, text) : '';
}

/** The control, in view, of the setting the core names `setting`, or null: none. */
function controlOf(setting, controls) {
  const key = Object.keys(settings).find((k) => setting && settings[k].core === setting);
  const control = key && controls[key];
  return control && !control.element.closest('[hidden]') ? control : null;
}

/** problem: the lab's words, the core's message (an element), or null when there is none. */
function showProblem(check, problem) {
  check.replaceChildren(...(problem === null ? [] : [problem]));
  check.hidden = problem === null;
}

// The text's size; for a text with characters of several bytes (Spanish accents, Chinese), what
// that means for a model that reads bytes: more tokens than characters, a loss per byte.
function describeText(core, text) {
  const bytes = new TextEncoder().encode(text).length;
  const characters = [...text].length;
  if (bytes === characters)
    return t('textInfo', { bytes: formatCount(bytes), chars: core.bytesPresent(text).length });
  return t('textInfoMultiByte', {
    bytes: formatCount(bytes),
    n: formatCount(characters),
    multi: formatCount([...text].filter((c) => c.codePointAt(0) > 0x7f).length),
  });
}

/** "TinyGPT (2 layers, 4 heads, d 64, rope, layernorm) after 300 steps" */
function describeModel(model, step) {
  if (!model) return t('aModel');
  const what =
    model.model === 'tokpos'
      ? t('describePredictor', { d: model.dModel })
      : t('describeGpt', {
          layers: t('layerCount', { n: model.layers }),
          heads: t('headCount', { n: model.heads }),
          d: model.dModel,
          pe: model.pe,
          norm: model.norm,
        });
  const steps = t('stepCount', { n: step });
  return model.vocab > 256
    ? t('describedBpe', { what, merges: t('mergeCount', { n: model.vocab - 256 }), steps })
    : t('described', { what, steps });
}

/** TinyGPT's shape: layers, heads, width, positions, normalisation and BPE merges. */
function gptPart(num, choice) {
  return h(
    'div',
    { className: 'controls lab-gpt' },
    num('gpt_layers').element,
    num('gpt_heads', { hint: t('headsHint') }).element,
    num('gpt_d').element,
    choice('gpt_pe').element,
    choice('gpt_norm').element,
    num('tr_bpe', { hint: t('bpeHint') }).element,
  );
}

/** The predictor's start and the buttons that set the notebook's settings or the lab's. */
function predictorPart(choice, applyPreset) {
  const start = choice('tr_init', { gpt2: t('initSmall'), notebook: t('initNotebook') });
  const notebookButton = h(
    'button',
    { type: 'button', onClick: () => applyPreset(notebookSetting) },
    t('notebookButton'),
  );
  const labDefaults = () =>
    Object.fromEntries(Object.keys(notebookSetting).map((k) => [k, settings[k].default]));
  const labButton = h(
    'button',
    { type: 'button', onClick: () => applyPreset(labDefaults()) },
    t('labButton'),
  );
  return h(
    'div',
    { className: 'lab-predictor' },
    h('p', { className: 'lab-note' }, t('predictorNote')),
    h('div', { className: 'controls' }, start.element),
    h('p', { className: 'lab-note' }, t('whyNotNotebook')),
    h('div', { className: 'lab-row' }, notebookButton, labButton),
  );
}

/** The comparison's own controls, placed by compare-run.js. */
function comparisonControls(num, choice) {
  return {
    compareSteps: num('cmp_steps'),
    compareText: choice('cmp_text', { all: t('compareAllTexts'), lab: t('compareLabText') }),
    compareWorkers: num('cmp_workers', { hint: t('compareWorkersHint') }),
  };
}

/** How the model trains: the rate, batch, length, steps, workers and seed. */
function trainingPart(lr, num, control) {
  return h(
    'div',
    { className: 'controls' },
    lr.element,
    num('tr_batch').element,
    num('tr_seq', { hint: t('seqHint') }).element,
    num('steps').element,
    num('tr_workers', { hint: t('workersHint', { shards: maxTrainWorkers }) }).element,
    control(sharedSettings, 'seed', { hint: t('seedHint') }).element,
  );
}
