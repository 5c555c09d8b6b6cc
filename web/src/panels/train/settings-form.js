// The training lab's settings form: a control for every setting of settings.js but the prompt's
// and generation's (tools.js), the presets' buttons, and the comparison's controls (placed by
// compare-run.js). The controls are the lab's lesson's (ui/lesson-view.js): every change is
// checked by the training session, which builds the model the settings describe (no training)
// beside its own, so a bad combination shows the core's message before Train is pressed and a
// large model never blocks the page (view.js's preview part).
import { formatCount } from '../../format.js';
import { h } from '../../base/dom.js';
import { library, shippedTexts, textTitle } from '../../texts/index.js';
import { maxTrainWorkers, notebookSetting, proposedRate, settings, textOf } from './settings.js';
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
 * lesson: the lab's lessonView, which makes the controls; core: the WASM core (texts and their
 * bytes only: it builds no model here); locked: the settings a course page locked, which presets
 * leave as they are. Returns the form's element, the comparison's three controls, `shown` (the
 * part that shows which controls apply and the text's size), showCheck (the message of a check
 * no control in view is about) and what the lab does with the settings.
 */
export function settingsForm({ lesson, core, locked = new Set() }) {
  const check = h('p', { className: 'control-error lab-check', role: 'alert', hidden: true });
  const textInfo = h('p', { className: 'control-hint' });
  /** A setting the course page locked keeps its value (teacher-controls.js); the rest are set. */
  const apply = (all) =>
    lesson.set(Object.fromEntries(Object.entries(all).filter(([key]) => !locked.has(key))));
  const num = (key, options) => lesson.control(key, options);
  const choice = (key, labels = {}) =>
    lesson.control(key, {
      as: 'select',
      options: settings[key].options.map((option) => [option, labels[option] ?? option]),
    });
  const rateNote = h('p', { className: 'lab-note lab-rate-note', role: 'status', hidden: true });

  const model = choice('model', { tokpos: t('predictorOption'), gpt: 'TinyGPT' });
  // Choosing a model proposes the learning rate it learns well at, and says so.
  model.select.addEventListener('change', () => {
    const { model: chosen, lr } = lesson.state;
    const rate = proposedRate[chosen];
    if (rate === undefined || rate === lr || locked.has('lr')) return;
    apply({ lr: rate });
    rateNote.textContent =
      chosen === 'gpt' ? t('rateSetGpt', { rate }) : t('rateSetPredictor', { rate });
    rateNote.hidden = false;
  });
  const lr = num('lr', { log: true, hint: t('lrHint') });
  const gptControls = gptPart(num, choice);
  const predictorNote = predictorPart(choice, apply);
  const textChoice = choice('tr_text', textTitles());
  const own = num('tr_own', {
    rows: 4,
    className: 'lab-text-control',
    wide: false,
    hint: t('ownTextHint'),
  });
  const comparison = comparisonControls(num, choice);

  const element = h(
    'fieldset',
    { className: 'lab-settings' },
    h('legend', {}, t('settingsLegend')),
    h('div', { className: 'controls' }, model.element),
    predictorNote,
    gptControls,
    trainingPart(lr, num),
    rateNote,
    h('div', { className: 'controls' }, textChoice.element),
    textInfo,
    own.element,
    check,
  );

  /** problem: the lab's words, or the core's (an element of coreMessage), or null. */
  const showCheck = (problem) => {
    check.replaceChildren(...(problem === null ? [] : [problem]));
    check.hidden = problem === null;
  };

  return {
    element,
    ...comparison,
    shown: shownPart(core, { gptControls, predictorNote, own: own.element, textInfo }),
    showCheck,
    apply,
    setLearningRate: (v) => apply({ lr: v }),
    describeModel,
  };
}

/**
 * The controls the chosen model and text use, and the text's size: the part of the lab's lesson
 * that model, tr_text and tr_own change (view.js), given the elements it shows and hides.
 */
function shownPart(core, { gptControls, predictorNote, own, textInfo }) {
  return {
    compute: (s) => {
      const text = textOf(s, core);
      return {
        gpt: s.model === 'gpt',
        ownText: s.tr_text === 'own',
        info: text ? describeText(core, text) : '',
      };
    },
    draw({ gpt, ownText, info }) {
      gptControls.hidden = !gpt;
      predictorNote.hidden = gpt;
      own.hidden = !ownText;
      textInfo.textContent = info;
    },
  };
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
function trainingPart(lr, num) {
  return h(
    'div',
    { className: 'controls' },
    lr.element,
    num('tr_batch').element,
    num('tr_seq', { hint: t('seqHint') }).element,
    num('steps').element,
    num('tr_workers', { hint: t('workersHint', { shards: maxTrainWorkers }) }).element,
    num('seed', { hint: t('seedHint') }).element,
  );
}
