// The training lab's settings (all in the URL hash), the form that edits them, and the trainer
// configuration they describe. Every change is checked at once by building the model in the core
// (cheap: no training), so a bad combination shows the core's message before Train is pressed.
import { formatCount } from '../../format.js';
import { settingProblem, sharedSettings } from '../../state.js';
import { settingControls } from '../../ui/controls.js';
import { coreMessage, h } from '../../ui/dom.js';
import { library, shippedTexts, textTitle } from '../../texts/index.js';
import { generationSettings } from '../model/generation-settings.js';
import { encodings } from '../../worker/protocol.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('train', strings);

// The most workers one model trains on: the shards each step's batch is cut into, the core's
// kBatchShards (trainerSettings.batchShards; tests/wasm/shards.test.mjs holds the two equal:
// links are read before the module loads). By default one per processor core, up to that.
export const maxTrainWorkers = 4;
const defaultTrainWorkers = Math.max(
  1,
  Math.min(Math.floor(globalThis.navigator?.hardwareConcurrency) || 1, maxTrainWorkers),
);

export const settings = {
  // model, lr and steps are plain words so that links read naturally (#model=tokpos&steps=300).
  // The core's model names (trainerSettings.models, checked by tests/wasm/trainer.test.mjs: links
  // are read before the module loads); older links said model=seed for tokpos.
  model: {
    type: 'choice',
    default: 'tokpos',
    options: ['tokpos', 'gpt'],
    renamed: { seed: 'tokpos' },
    label: 'model',
  },
  // The defaults show learning within a second or two: GPT-2's small start and a rate of 0.01.
  // The notebook's exact setting (N(0, 1) start, rate 0.001) is one click away (notebookSetting).
  lr: { type: 'number', default: 0.01, min: 1e-6, max: 10000, label: 'learning rate' },
  steps: { type: 'int', default: 500, min: 1, max: 20000, label: 'steps' },
  tr_init: {
    type: 'choice',
    default: 'gpt2',
    options: ['gpt2', 'notebook'],
    label: 'starting tables',
  },
  tr_batch: { type: 'int', default: 16, min: 1, max: 256, label: 'batch size' },
  tr_seq: { type: 'int', default: 32, min: 1, max: 256, label: 'sequence length' },
  gpt_layers: { type: 'int', default: 2, min: 1, max: 4, label: 'layers' },
  gpt_heads: { type: 'int', default: 4, min: 1, max: 8, label: 'heads' },
  gpt_d: { type: 'int', default: 64, min: 16, max: 256, label: 'd_model' },
  gpt_pe: {
    type: 'choice',
    default: 'learned',
    options: [...encodings],
    label: 'positional encoding',
  },
  gpt_norm: {
    type: 'choice',
    default: 'layernorm',
    options: ['layernorm', 'rmsnorm'],
    label: 'norm',
  },
  tr_text: {
    type: 'choice',
    default: 'library',
    options: ['library', 'hamlet', ...shippedTexts.map((t) => t.id), 'own'],
    renamed: { seed: 'hamlet' },
    label: 'training text',
  },
  tr_own: { type: 'text', default: '', maxLength: 5000, label: 'your text' },
  ...generationSettings('tr'),
  cmp_steps: { type: 'int', default: 300, min: 1, max: 5000, label: 'steps per encoding' },
  cmp_text: {
    type: 'choice',
    default: 'all',
    options: ['all', 'lab'],
    label: 'comparison text',
  },
  cmp_workers: {
    type: 'int',
    default: 0,
    min: 0,
    max: 4,
    label: 'parallel workers (0: one per core)',
  },
  tr_bpe: { type: 'int', default: 0, min: 0, max: 2000, label: 'BPE merges (0: bytes)' },
  tr_workers: {
    type: 'int',
    default: defaultTrainWorkers,
    min: 1,
    max: maxTrainWorkers,
    label: 'workers',
  },
};

// The share of the text held out of training (the last tenth): the validation curve, the
// held-out loss after a run and the comparison are measured on it.
export const heldOutFraction = 0.1;

/** The share held out of the text `textId`: none of the Hamlet passage, whose ten copies of the
 * same lines would make any held-out part a copy of what the model trained on. */
export function heldOutShare(textId) {
  return textId === 'hamlet' ? 0 : heldOutFraction;
}

// A preset that overfits: a TinyGPT far larger than one short speech needs, trained long at a
// high learning rate, memorises the training part, and the held-out loss turns back up.
export const overfitPreset = {
  model: 'gpt',
  gpt_layers: 2,
  gpt_heads: 4,
  gpt_d: 96,
  gpt_pe: 'learned',
  lr: 0.003,
  steps: 1500,
  tr_batch: 16,
  tr_seq: 32,
  tr_text: 'gettysburg',
};

/** The text the comparison trains on, { id, text }: every shipped text together, or the lab's. */
export function comparisonText(values, core) {
  const id = values.cmp_text === 'all' ? library.id : values.tr_text;
  return { id, text: textOf({ ...values, tr_text: id }, core) };
}

/** The training text choice's labels, by tr_text. */
const textTitles = () => ({
  [library.id]: textTitle(library.id),
  hamlet: t('hamletText'),
  ...Object.fromEntries(shippedTexts.map((text) => [text.id, textTitle(text.id)])),
  own: t('ownText'),
});

/** The spread of the token and position tables at the start, by tr_init (notebook: the core's
 * default, N(0, 1), core.trainerSettings.defaults.embedStd). */
export const startSpread = { gpt2: 0.02, notebook: 1 };

/** Vizuara's notebook's run exactly: the token + position predictor, N(0, 1) tables, 500 steps. */
export const notebookSetting = {
  model: 'tokpos',
  tr_init: 'notebook',
  lr: 0.001,
  steps: 500,
  tr_batch: 16,
  tr_seq: 32,
  tr_text: 'hamlet',
};
/** What the lab proposes for each model's learning rate when the model is chosen. */
export const proposedRate = { tokpos: 0.01, gpt: 0.003 };

/** The text to train on. Throws for an empty own text (the core explains short ones). */
export function textOf(values, core) {
  if (values.tr_text === 'hamlet') return core.seedCorpus();
  if (values.tr_text === 'own') return values.tr_own;
  if (values.tr_text === library.id) return library.text;
  return shippedTexts.find((t) => t.id === values.tr_text).text;
}

/** The core's trainer settings for these values (api.js createTrainer). */
export function trainerConfig(values) {
  const common = {
    model: values.model,
    lr: values.lr,
    batch: values.tr_batch,
    seqLen: values.tr_seq,
    seed: values.seed,
    valFraction: heldOutShare(values.tr_text),
  };
  // The token + position predictor keeps the notebook's sizes (d 64, 128 positions): the core's
  // defaults (core.trainerSettings.defaults), so they are left for the core to fill in, as is the
  // notebook's N(0, 1) start (embedStd 1).
  if (values.model === 'tokpos')
    return values.tr_init === 'notebook' ? common : { ...common, embedStd: startSpread.gpt2 };
  return { ...common, ...gptShape(values), bpeMerges: values.tr_bpe };
}

/**
 * The TinyGPT the lab's values describe, as the trainer and the model lessons build it. Its
 * learned table gets one row per training position (max_len = sequence length), as GPT-2 has
 * 1024 for 1024: the one place of that rule (modelShapeSettings reads it back).
 */
export function gptShape(values) {
  return {
    dModel: values.gpt_d,
    layers: values.gpt_layers,
    heads: values.gpt_heads,
    maxLen: values.tr_seq,
    pe: values.gpt_pe,
    norm: values.gpt_norm,
  };
}

/**
 * What the lab's settings say of a model the core built (trainer.modelConfig(), e.g. from a
 * weights file): the inverse of trainerConfig for its kind, shape, tokenizer and position range
 * (TinyGPT's table has tr_seq rows), every value, whether the controls can show it or not.
 */
export function modelShapeSettings(model) {
  return model.model === 'tokpos'
    ? { model: 'tokpos' }
    : {
        model: 'gpt',
        gpt_d: model.dModel,
        gpt_layers: model.layers,
        gpt_heads: model.heads,
        gpt_pe: model.pe,
        gpt_norm: model.norm,
        tr_seq: model.maxLen,
        tr_bpe: model.vocab - 256,
      };
}

/**
 * The settings of modelShapeSettings the controls can show. Values they cannot (a CLI-made model
 * wider than the lab's range) are left out; linkProblems says what they are.
 */
export function settingsOfModel(model) {
  return Object.fromEntries(
    Object.entries(modelShapeSettings(model)).filter(
      ([key, value]) => settings[key] && !settingProblem(settings[key], value),
    ),
  );
}

/**
 * Why a link with `values` would not rebuild `model`: every part of the model the settings build
 * otherwise (trainerConfig, the core's defaults filling in the rest), as words such as "its
 * d_model 8 (the lab's goes from 16 to 256)"; empty when the link rebuilds it exactly.
 */
export function linkProblems(model, values, coreDefaults) {
  const built = { ...coreDefaults, ...trainerConfig(values) };
  const builtVocab = 256 + (built.model === 'gpt' ? built.bpeMerges : 0);
  const gpt = model.model === 'gpt';
  const parts = [
    // [the model's value, the link's, words for it, the lab setting that holds it]
    [model.dModel, built.dModel, 'd_model', gpt ? 'gpt_d' : null],
    [model.maxLen, built.maxLen, 'positions', gpt ? 'tr_seq' : null],
    [model.vocab - 256, builtVocab - 256, 'BPE merges', gpt ? 'tr_bpe' : null],
    ...(gpt
      ? [
          [model.layers, built.layers, 'layers', 'gpt_layers'],
          [model.heads, built.heads, 'heads', 'gpt_heads'],
          [model.pe, built.pe, 'positional encoding', 'gpt_pe'],
          [model.norm, built.norm, 'norm', 'gpt_norm'],
        ]
      : []),
  ];
  return parts
    .filter(([held, linked]) => held !== linked)
    .map(([held, linked, words, key]) => {
      const problem = key && settingProblem(settings[key], held);
      const why = problem
        ? `the lab’s ${settings[key].label} ${problem}`
        : `the lab’s ${gpt ? 'TinyGPT' : 'token + position predictor'} has ${linked}`;
      return `its ${words} ${held} (${why})`;
    });
}

export function settingsForm({ core, values, onChange, onPreview }) {
  const check = h('p', { className: 'control-error lab-check', role: 'alert', hidden: true });
  const textInfo = h('p', { className: 'control-hint' });

  // Builds (and drops) the model the settings describe: the core's message if it cannot exist.
  function validate() {
    let text;
    let problem = null; // the lab's words, or the core's message (an element)
    try {
      text = textOf(values, core);
      if (values.tr_text === 'own' && text === '') problem = t('emptyText');
      else {
        const trainer = core.createTrainer(trainerConfig(values), text);
        try {
          onPreview?.(trainer, text); // the untrained model these settings give
        } finally {
          trainer.dispose();
        }
      }
    } catch (error) {
      problem = coreMessage(error.message);
    }
    check.replaceChildren(...(problem === null ? [] : [problem]));
    check.hidden = problem === null;
    if (text !== undefined) {
      const bytes = new TextEncoder().encode(text).length;
      textInfo.textContent = text
        ? t('textInfo', { bytes: formatCount(bytes), chars: core.bytesPresent(text).length })
        : '';
    }
  }
  // A control's change: the lab keeps the link itself, so the controls' onChange does nothing.
  const change = (changes) => {
    Object.assign(values, changes);
    onChange(changes);
    showModelControls();
    validate();
  };
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
  const rateNote = h('p', { className: 'lab-note lab-rate-note', role: 'status', hidden: true });

  /**
   * Sets several settings at once (a preset, a loaded model's shape, a proposed rate), each
   * control showing its new value, then re-checks: the one way the lab changes its own settings.
   */
  function applyPreset(preset) {
    // every control has setValue (ui/controls.js), which shows a value without applying it
    for (const [key, v] of Object.entries(preset)) controls[key]?.setValue(v);
    change({ ...preset });
  }

  const model = choice('model', { tokpos: t('predictorOption'), gpt: 'TinyGPT' });
  // Choosing a model proposes the learning rate it learns well at, and says so.
  model.select.addEventListener('change', () => {
    const rate = proposedRate[values.model];
    if (rate === undefined || rate === values.lr) return;
    applyPreset({ lr: rate });
    rateNote.textContent =
      values.model === 'gpt' ? t('rateSetGpt', { rate }) : t('rateSetPredictor', { rate });
    rateNote.hidden = false;
  });
  const lr = num('lr', {
    log: true,
    hint: t('lrHint'),
  });
  const gptControls = h(
    'div',
    { className: 'controls lab-gpt' },
    num('gpt_layers').element,
    num('gpt_heads', { hint: t('headsHint') }).element,
    num('gpt_d').element,
    choice('gpt_pe').element,
    choice('gpt_norm').element,
    num('tr_bpe', {
      hint: t('bpeHint'),
    }).element,
  );
  const start = choice('tr_init', {
    gpt2: t('initSmall'),
    notebook: t('initNotebook'),
  });
  const notebookButton = h(
    'button',
    { type: 'button', onClick: () => applyPreset(notebookSetting) },
    t('notebookButton'),
  );
  const labButton = h(
    'button',
    {
      type: 'button',
      onClick: () =>
        applyPreset(
          Object.fromEntries(Object.keys(notebookSetting).map((k) => [k, settings[k].default])),
        ),
    },
    t('labButton'),
  );
  const predictorNote = h(
    'div',
    { className: 'lab-predictor' },
    h('p', { className: 'lab-note' }, t('predictorNote')),
    h('div', { className: 'controls' }, start.element),
    h('p', { className: 'lab-note' }, t('whyNotNotebook')),
    h('div', { className: 'lab-row' }, notebookButton, labButton),
  );
  const textChoice = choice('tr_text', textTitles());
  const own = control(settings, 'tr_own', {
    rows: 4,
    className: 'lab-text-control',
    wide: false,
    hint: t('ownTextHint'),
  });
  const compareSteps = num('cmp_steps');
  const compareText = choice('cmp_text', {
    all: t('compareAllTexts'),
    lab: t('compareLabText'),
  });
  const compareWorkers = num('cmp_workers', {
    hint: t('compareWorkersHint'),
  });

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
    h(
      'div',
      { className: 'controls' },
      lr.element,
      num('tr_batch').element,
      num('tr_seq', { hint: t('seqHint') }).element,
      num('steps').element,
      num('tr_workers', {
        hint: t('workersHint', { shards: maxTrainWorkers }),
      }).element,
      control(sharedSettings, 'seed', {
        hint: t('seedHint'),
      }).element,
    ),
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
    compareSteps,
    compareText,
    compareWorkers,
    apply: applyPreset,
    /** Re-checks the settings (and refreshes the preview of the untrained model). */
    validate,
    setLearningRate: (v) => applyPreset({ lr: v }),
    /** "TinyGPT (2 layers, 4 heads, d 64, rope, layernorm) after 300 steps" */
    describeModel(model, step) {
      if (!model) return 'a model';
      const what =
        model.model === 'tokpos'
          ? `the token + position predictor (d ${model.dModel})`
          : `TinyGPT (${model.layers} layer${model.layers > 1 ? 's' : ''}, ${model.heads} head${model.heads > 1 ? 's' : ''}, d ${model.dModel}, ${model.pe} positions, ${model.norm})`;
      const tokens = model.vocab > 256 ? ` on BPE tokens (${model.vocab - 256} merges)` : '';
      return `${what}${tokens} after ${step} steps`;
    },
  };
}
