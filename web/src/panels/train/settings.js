// The training lab's settings (all in the URL hash), the form that edits them, and the trainer
// configuration they describe. Every change is checked at once by building the model in the core
// (cheap: no training), so a bad combination shows the core's message before Train is pressed.
import { sharedSettings } from '../../state.js';
import { settingControl } from '../../ui/controls.js';
import { h } from '../../ui/dom.js';
import { shippedTexts } from '../../texts/index.js';

export const settings = {
  // model, lr and steps are plain words so that links read naturally (#model=seed&steps=300).
  model: { type: 'choice', default: 'seed', options: ['seed', 'gpt'], label: 'model' },
  lr: { type: 'number', default: 0.001, min: 1e-6, max: 10000, label: 'learning rate' },
  steps: { type: 'int', default: 500, min: 1, max: 20000, label: 'steps' },
  tr_batch: { type: 'int', default: 16, min: 1, max: 256, label: 'batch size' },
  tr_seq: { type: 'int', default: 32, min: 1, max: 256, label: 'sequence length' },
  gpt_layers: { type: 'int', default: 2, min: 1, max: 4, label: 'layers' },
  gpt_heads: { type: 'int', default: 4, min: 1, max: 8, label: 'heads' },
  gpt_d: { type: 'int', default: 64, min: 16, max: 256, label: 'd_model' },
  gpt_pe: {
    type: 'choice',
    default: 'learned',
    options: ['none', 'learned', 'sinusoidal', 'rope'],
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
    default: 'seed',
    options: ['seed', ...shippedTexts.map((t) => t.id), 'own'],
    label: 'training text',
  },
  tr_own: { type: 'text', default: '', maxLength: 5000, label: 'your text' },
  tr_prompt: { type: 'text', default: 'To be or not', maxLength: 64, label: 'prompt' },
  tr_temp: { type: 'number', default: 0.8, min: 0, max: 5, label: 'temperature' },
  tr_topk: { type: 'int', default: 0, min: 0, max: 256, label: 'top-k' },
  cmp_steps: { type: 'int', default: 200, min: 1, max: 5000, label: 'steps per encoding' },
};

const textTitles = {
  seed: 'The seeds’ passage (Hamlet, ×10)',
  ...Object.fromEntries(shippedTexts.map((t) => [t.id, t.title])),
  own: 'Your own text',
};

/** The text to train on. Throws for an empty own text (the core explains short ones). */
export function textOf(values, core) {
  if (values.tr_text === 'seed') return core.seedCorpus();
  if (values.tr_text === 'own') return values.tr_own;
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
  };
  // The seeds' predictor keeps the notebook's sizes (d 64, 128 positions): the core's defaults
  // (core.trainerSettings.defaults), so they are left for the core to fill in.
  if (values.model === 'seed') return common;
  // TinyGPT's learned table gets one row per training position, as GPT-2 has 1024 for 1024.
  return {
    ...common,
    dModel: values.gpt_d,
    layers: values.gpt_layers,
    heads: values.gpt_heads,
    pe: values.gpt_pe,
    norm: values.gpt_norm,
    maxLen: values.tr_seq,
  };
}

export function settingsForm({ core, values, onChange, onPreview }) {
  const check = h('p', { className: 'control-error lab-check', role: 'alert', hidden: true });
  const textInfo = h('p', { className: 'control-hint' });

  // Builds (and drops) the model the settings describe: the core's message if it cannot exist.
  function validate() {
    let text;
    try {
      text = textOf(values, core);
      if (values.tr_text === 'own' && text === '')
        throw new Error('the training text is empty: paste or type some text to learn from');
      const trainer = core.createTrainer(trainerConfig(values), text);
      try {
        onPreview?.(trainer, text); // the untrained model these settings give
      } finally {
        trainer.dispose();
      }
      check.hidden = true;
      check.textContent = '';
    } catch (error) {
      check.textContent = error.message;
      check.hidden = false;
    }
    if (text !== undefined) {
      const bytes = new TextEncoder().encode(text).length;
      textInfo.textContent = text
        ? `${bytes} bytes, ${core.bytesPresent(text).length} distinct characters.`
        : '';
    }
  }
  const update = (key) => (v) => {
    values[key] = v;
    onChange({ [key]: v });
    showModelControls();
    validate();
  };
  // The lab keeps the link itself (update), so the controls' own onChange has nothing to do.
  const control = (table, key, options) =>
    settingControl(table, key, { values, onChange: () => {}, apply: update(key), ...options });
  const num = (key, options) => control(settings, key, options);
  const choice = (key, labels = {}) =>
    control(settings, key, {
      as: 'select',
      options: settings[key].options.map((option) => [option, labels[option] ?? option]),
    });

  const model = choice('model', { seed: 'the seeds’ predictor', gpt: 'TinyGPT' });
  const lr = num('lr', { log: true, hint: 'the seeds use 0.001; TinyGPT learns faster at 0.003' });
  const gptControls = h(
    'div',
    { className: 'controls lab-gpt' },
    num('gpt_layers').element,
    num('gpt_heads', { hint: 'd_model must divide evenly between heads' }).element,
    num('gpt_d').element,
    choice('gpt_pe').element,
    choice('gpt_norm').element,
  );
  const seedNote = h(
    'p',
    { className: 'lab-note' },
    'The seeds’ predictor: a token table and a learned position table (d 64, 128 positions) added together and read out by one linear layer. It sees one character and its position, nothing else.',
  );
  const textChoice = choice('tr_text', textTitles);
  const own = control(settings, 'tr_own', {
    rows: 4,
    className: 'lab-text-control',
    wide: false,
    hint: 'at least sequence length + 2 bytes; characters outside ASCII take 2 to 4 bytes each',
  });
  const compareSteps = num('cmp_steps');
  const lrControl = lr;

  function showModelControls() {
    const gpt = values.model === 'gpt';
    gptControls.hidden = !gpt;
    seedNote.hidden = gpt;
    own.element.hidden = values.tr_text !== 'own';
  }

  const element = h(
    'fieldset',
    { className: 'lab-settings' },
    h('legend', {}, 'Model, training and text'),
    h('div', { className: 'controls' }, model.element),
    seedNote,
    gptControls,
    h(
      'div',
      { className: 'controls' },
      lr.element,
      num('tr_batch').element,
      num('tr_seq', { hint: 'characters per training window' }).element,
      num('steps').element,
      control(sharedSettings, 'seed', { hint: 'same seed and settings, same curve' }).element,
    ),
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
    /** Re-checks the settings (and refreshes the preview of the untrained model). */
    validate,
    setLearningRate(v) {
      lrControl.setValue(v);
      update('lr')(v);
    },
    /** "TinyGPT (2 layers, 4 heads, d 64, rope, layernorm) after 300 steps" */
    describeModel(model, step) {
      if (!model) return 'a model';
      const what =
        model.model === 'seed'
          ? `the seeds’ predictor (d ${model.dModel})`
          : `TinyGPT (${model.layers} layer${model.layers > 1 ? 's' : ''}, ${model.heads} head${model.heads > 1 ? 's' : ''}, d ${model.dModel}, ${model.pe} positions, ${model.norm})`;
      return `${what} after ${step} steps`;
    },
  };
}
