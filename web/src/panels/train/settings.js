// The training lab's settings (all in the URL hash), its presets, and the trainer configuration
// and the text they describe: data and pure functions, which the page and the tests (tests/wasm)
// read alike. The form that edits them is settings-form.js.
import { settingProblem } from '../../state.js';
import { library, shippedTexts } from '../../texts/index.js';
import { generationSettings } from '../../lesson-parts/model/generation-settings.js';
import { gptShape } from '../../lesson-parts/model/gpt-shape.js';
import { encodings } from '../../worker/protocol.js';

// The most workers one model trains on: the shards each step's batch is cut into, the core's
// kBatchShards (trainerSettings.batchShards; tests/wasm/shards.test.mjs holds the two equal:
// links are read before the module loads). By default one per processor core, up to that.
export const maxTrainWorkers = 4;
const defaultTrainWorkers = Math.max(
  1,
  Math.min(Math.floor(globalThis.navigator?.hardwareConcurrency) || 1, maxTrainWorkers),
);

// A setting's `core` is the core's name for it (trainerSettings.names, held equal by
// tests/wasm/trainer.test.mjs): a refusal about that one setting carries it, and the form shows
// the message under that setting's control.
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
    core: 'model',
  },
  // The defaults show learning within a second or two: GPT-2's small start and a rate of 0.01.
  // The notebook's exact setting (N(0, 1) start, rate 0.001) is one click away (notebookSetting).
  lr: { type: 'number', default: 0.01, min: 1e-6, max: 10000, label: 'learning rate', core: 'lr' },
  steps: { type: 'int', default: 500, min: 1, max: 20000, label: 'steps' },
  tr_init: {
    type: 'choice',
    default: 'gpt2',
    options: ['gpt2', 'notebook'],
    label: 'starting tables',
  },
  tr_batch: { type: 'int', default: 16, min: 1, max: 256, label: 'batch size', core: 'batch' },
  tr_seq: { type: 'int', default: 32, min: 1, max: 256, label: 'sequence length', core: 'seq_len' },
  gpt_layers: { type: 'int', default: 2, min: 1, max: 4, label: 'layers', core: 'layers' },
  gpt_heads: { type: 'int', default: 4, min: 1, max: 8, label: 'heads', core: 'heads' },
  gpt_d: { type: 'int', default: 64, min: 16, max: 256, label: 'd_model', core: 'd_model' },
  gpt_pe: {
    type: 'choice',
    default: 'learned',
    options: [...encodings],
    label: 'positional encoding',
    core: 'pe',
  },
  gpt_norm: {
    type: 'choice',
    default: 'layernorm',
    options: ['layernorm', 'rmsnorm'],
    label: 'norm',
    core: 'norm',
  },
  tr_text: {
    type: 'choice',
    default: 'library',
    options: ['library', 'hamlet', ...shippedTexts.map((t) => t.id), 'own'],
    renamed: { seed: 'hamlet' },
    label: 'training text',
  },
  tr_own: { type: 'text', default: '', maxLength: 5000, label: 'your text', core: 'text' },
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
  tr_bpe: {
    type: 'int',
    default: 0,
    min: 0,
    max: 2000,
    label: 'BPE merges (0: bytes)',
    core: 'BPE merges',
  },
  tr_workers: {
    type: 'int',
    default: defaultTrainWorkers,
    min: 1,
    max: maxTrainWorkers,
    label: 'workers',
  },
};

/** The settings of the lab's form, its lesson's (view.js): all but the prompt's and generation's,
 * whose controls are the tools' (tools.js). */
export const formSettings = Object.fromEntries(
  Object.entries(settings).filter(([key]) => !(key in generationSettings('tr'))),
);

// The share of the text held out of training (the last tenth): the validation curve, the
// held-out loss after a run and the comparison are measured on it.
const heldOutFraction = 0.1;

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

/**
 * How many shards each step of the model these values describe is cut into, so at most how many
 * workers it trains on: the core's batch_shards (trainer.hpp), TinyGPT's min(4, batch) and the
 * predictor's 1, known before the model is built (tests/wasm/shards.test.mjs holds them equal).
 */
export const expectedShards = (values) =>
  values.model === 'gpt' ? Math.min(maxTrainWorkers, values.tr_batch) : 1;

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
 * otherwise (trainerConfig, the core's defaults filling in the rest), as
 * { part, held, linked, key, problem }: the part ('dModel', 'positions', 'merges', 'layers',
 * 'heads', 'encoding', 'norm'), the model's value and the link's, the lab setting that holds it
 * and why that setting cannot (settingProblem); empty when the link rebuilds it exactly.
 * loaded-model.js words them.
 */
export function linkProblems(model, values, coreDefaults) {
  const built = { ...coreDefaults, ...trainerConfig(values) };
  const builtVocab = 256 + (built.model === 'gpt' ? built.bpeMerges : 0);
  const gpt = model.model === 'gpt';
  const parts = [
    // [the model's value, the link's, the part, the lab setting that holds it]
    [model.dModel, built.dModel, 'dModel', gpt ? 'gpt_d' : null],
    [model.maxLen, built.maxLen, 'positions', gpt ? 'tr_seq' : null],
    [model.vocab - 256, builtVocab - 256, 'merges', gpt ? 'tr_bpe' : null],
    ...(gpt
      ? [
          [model.layers, built.layers, 'layers', 'gpt_layers'],
          [model.heads, built.heads, 'heads', 'gpt_heads'],
          [model.pe, built.pe, 'encoding', 'gpt_pe'],
          [model.norm, built.norm, 'norm', 'gpt_norm'],
        ]
      : []),
  ];
  return parts
    .filter(([held, linked]) => held !== linked)
    .map(([held, linked, part, key]) => ({
      part,
      held,
      linked,
      key,
      problem: (key && settingProblem(settings[key], held)) || null,
    }));
}
