// The WASM trainer: the same seed gives the native CLI's loss curve bit for bit (the CLI with the
// page's matrix products, --kernels page), and its errors arrive as Error with the core's message.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { before, describe, test } from 'node:test';

import { gptShape } from '../../web/src/lesson-parts/model/gpt-shape.js';
import {
  settings as labSettings,
  modelShapeSettings,
  notebookSetting,
  startSpread,
  trainerConfig,
} from '../../web/src/panels/train/settings.js';
import { parseValue, sharedSettings } from '../../web/src/state.js';
import { encodings } from '../../web/src/worker/protocol.js';
import { loadCore } from './load-core.mjs';

const labDefaults = () =>
  Object.fromEntries(Object.entries(labSettings).map(([key, spec]) => [key, spec.default]));

const cli = join(import.meta.dirname, '..', '..', 'build', 'native', 'embedding-lab');

function nativeRun(args) {
  const out = execFileSync(cli, ['train', '--json', '--kernels', 'page', ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return JSON.parse(out.trim().split('\n').at(-1));
}

let core;
before(async () => {
  core = await loadCore();
});

describe('Trainer (WASM)', () => {
  const runs = [
    { name: 'token + position predictor', cli: ['--steps', '60', '--seed', '5'], js: { seed: 5 } },
    {
      name: 'TinyGPT 2 layers, 2 heads, rope, rmsnorm',
      cli: [
        '--model',
        'gpt',
        '--layers',
        '2',
        '--heads',
        '2',
        '--d-model',
        '32',
        '--pe',
        'rope',
        '--norm',
        'rmsnorm',
        '--lr',
        '0.003',
        '--steps',
        '30',
        '--batch',
        '4',
        '--seed',
        '9',
      ],
      js: {
        model: 'gpt',
        layers: 2,
        heads: 2,
        dModel: 32,
        pe: 'rope',
        norm: 'rmsnorm',
        lr: 0.003,
        batch: 4,
        seed: 9,
      },
    },
  ];
  for (const run of runs) {
    test(`${run.name}: the native CLI's curve and eval loss, bit for bit`, () => {
      const native = nativeRun(run.cli);
      // The CLI holds out the last tenth by default, as the page does.
      const trainer = core.createTrainer({ valFraction: 0.1, ...run.js }, core.seedCorpus());
      try {
        const losses = trainer.step(native.losses.length);
        assert.deepEqual(Array.from(losses), native.losses);
        assert.equal(trainer.evalLoss(), native.eval_loss);
      } finally {
        trainer.dispose();
      }
    });
  }

  test('a learning rate far too high stops with a message about the learning rate', () => {
    const trainer = core.createTrainer({ lr: 1000 }, core.seedCorpus());
    try {
      const losses = trainer.step(300);
      assert.ok(losses.length < 300);
      assert.ok(trainer.diverged);
      assert.match(trainer.divergence, /learning rate \(1000\) is probably too high/);
    } finally {
      trainer.dispose();
    }
  });

  test('bad settings and texts throw Error with the core message', () => {
    assert.throws(() => core.createTrainer({}, 'too short'), /needs at least 34/);
    assert.throws(
      () => core.createTrainer({ model: 'gpt', dModel: 30, heads: 4 }, core.seedCorpus()),
      Error,
    );
    assert.throws(
      () => core.createTrainer({ batch: NaN }, core.seedCorpus()),
      /batch must be a whole number \(got NaN\)/,
    );
    assert.throws(
      () => core.createTrainer({ pe: 'xpos', model: 'gpt' }, core.seedCorpus()),
      /positional encoding must be one of none, learned, sinusoidal, rope, alibi/,
    );
  });

  test('the seed corpus is the notebook text: 3120 bytes, the passage ten times', () => {
    const text = core.seedCorpus();
    assert.equal(text.length, 3120);
    assert.equal(text.slice(0, 312).repeat(10), text);
    assert.ok(text.startsWith('To be or not to be'));
  });

  test("the training lab's settings share the core's defaults and stay inside its limits", () => {
    const { defaults, limits } = core.trainerSettings;
    assert.deepEqual(defaults, {
      model: 'tokpos',
      dModel: 64,
      layers: 1,
      heads: 1,
      maxLen: 128,
      pe: 'learned',
      norm: 'layernorm',
      seqLen: 32,
      lr: 0.001,
      weightDecay: 0,
      clipNorm: 0,
      batch: 16,
      seed: 42,
      bpeMerges: 0,
      embedStd: 1,
      valFraction: 0,
    });
    // The page's name for each core setting; the page may offer a narrower range, never a wider.
    const pageNames = {
      dModel: 'gpt_d',
      layers: 'gpt_layers',
      heads: 'gpt_heads',
      batch: 'tr_batch',
      seqLen: 'tr_seq',
      bpeMerges: 'tr_bpe',
    };
    for (const [name, key] of [...Object.entries(pageNames), ['maxLen', 'tr_seq']]) {
      const page = labSettings[key];
      assert.ok(page.min >= limits[name].min && page.max <= limits[name].max, `${key} range`);
    }
    for (const key of ['tr_batch', 'tr_seq', 'gpt_d', 'gpt_pe', 'gpt_norm', 'tr_bpe']) {
      const name =
        { tr_batch: 'batch', tr_seq: 'seqLen', gpt_d: 'dModel', tr_bpe: 'bpeMerges' }[key] ??
        { gpt_pe: 'pe', gpt_norm: 'norm' }[key];
      assert.equal(labSettings[key].default, defaults[name], `${key} default`);
    }
    // The lab starts small and learns at 0.01 so a short run shows learning; its "notebook's
    // exact setting" is the core's defaults: the predictor, N(0, 1) tables, rate 0.001.
    const notebook = trainerConfig({ ...labDefaults(), ...notebookSetting, seed: defaults.seed });
    assert.equal(notebook.model, defaults.model);
    assert.equal(notebook.lr, defaults.lr);
    assert.equal(notebook.embedStd, undefined, 'the notebook start is left to the core default');
    assert.equal(startSpread.notebook, defaults.embedStd);
    for (const spread of Object.values(startSpread))
      assert.ok(spread > limits.embedStd.above && spread <= limits.embedStd.atMost, `${spread}`);
    const seed = sharedSettings.seed;
    assert.deepEqual(
      [seed.default, seed.min, seed.max],
      [defaults.seed, limits.seed.min, limits.seed.max],
    );
    // createTrainer refuses what the limits refuse, naming the setting.
    assert.throws(
      () => core.createTrainer({ batch: limits.batch.max + 1 }, core.seedCorpus()),
      new RegExp(`batch must be between 1 and ${limits.batch.max}`),
    );
  });

  // The lab shows a refusal under the control whose `core` is the refusal's `setting`.
  test("each lab setting's core name is the core's name for the field it sets, and refusals carry it", () => {
    const { names } = core.trainerSettings;
    assert.equal(names.dModel, 'd_model');
    assert.equal(names.heads, 'heads');
    const declared = Object.entries(labSettings).filter(([, spec]) => spec.core);
    assert.ok(declared.length >= 10, `${declared.length} lab settings name their core setting`);
    for (const [key, spec] of declared) {
      if (spec.core === 'text') continue; // the text itself, not a field of the settings
      // The fields of the trainer's settings this lab setting changes, for a TinyGPT (every
      // one of these settings reaches the trainer there).
      const base = { ...labDefaults(), model: 'gpt' };
      const other =
        spec.type === 'choice'
          ? spec.options.find((o) => o !== base[key])
          : Math.min(spec.max, base[key] + 2);
      const before = trainerConfig(base);
      const after = trainerConfig({ ...base, [key]: other });
      const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
      const changed = [...fields].filter((field) => after[field] !== before[field]);
      // tr_seq sets the TinyGPT's table length too, and model every field of its shape.
      assert.ok(
        changed.some((field) => names[field] === spec.core),
        `${key} (core name ${spec.core}) changes ${changed.join(', ')}`,
      );
    }
    // A refusal carries the name: heads that do not divide d_model, through the binding.
    const heads = { ...labDefaults(), model: 'gpt', gpt_d: 64, gpt_heads: 3 };
    assert.throws(
      () => core.createTrainer(trainerConfig(heads), core.seedCorpus()),
      (error) =>
        error.setting === labSettings.gpt_heads.core && /not divisible/.test(error.message),
    );
    assert.throws(
      () => core.createTrainer(trainerConfig({ ...heads, gpt_heads: 4, tr_batch: 0 }), 'x'),
      (error) => error.setting === labSettings.tr_batch.core,
    );
  });

  test("the lab's model names and encodings are the core's lists, in the core's order", () => {
    assert.deepEqual(core.trainerSettings.models, ['tokpos', 'gpt']);
    assert.deepEqual(labSettings.model.options, core.trainerSettings.models);
    assert.deepEqual(core.trainerSettings.encodings, [
      'none',
      'learned',
      'sinusoidal',
      'rope',
      'alibi',
    ]);
    assert.deepEqual(labSettings.gpt_pe.options, core.trainerSettings.encodings);
    assert.deepEqual([...encodings], core.trainerSettings.encodings);
    // TinyGPT's learned table has one row per training position (gptShape, which the model
    // lessons' labModel spreads too), and a model's rows read back as the sequence length.
    const values = { ...labDefaults(), model: 'gpt', tr_seq: 48, seed: 1 };
    assert.equal(gptShape(values).maxLen, 48);
    assert.equal(trainerConfig(values).maxLen, 48);
    assert.equal(modelShapeSettings({ ...trainerConfig(values), vocab: 256 }).tr_seq, 48);
  });

  test("'seed', the predictor's older name, trains the same tokpos model (bindings and CLI)", () => {
    const text = core.seedCorpus();
    const byName = core.createTrainer({ model: 'tokpos', seed: 3 }, text);
    const byOldName = core.createTrainer({ model: 'seed', seed: 3 }, text);
    try {
      assert.equal(byOldName.modelConfig().model, 'tokpos');
      assert.deepEqual(byOldName.step(5), byName.step(5));
    } finally {
      byName.dispose();
      byOldName.dispose();
    }
    const args = ['--steps', '3', '--seed', '4'];
    const old = nativeRun(['--model', 'seed', ...args]);
    assert.deepEqual(old.losses, nativeRun(['--model', 'tokpos', ...args]).losses);
    assert.equal(old.losses.length, 3);
    const refused = spawnSync(cli, ['train', '--model', 'rnn'], { encoding: 'utf8' });
    assert.equal(refused.status, 2);
    assert.match(
      refused.stderr,
      /--model: model must be tokpos \(the token \+ position predictor\) or gpt \(TinyGPT\) \(got 'rnn'\)/,
    );
    // A link's model=seed opens the lab on tokpos.
    assert.deepEqual(parseValue(labSettings.model, 'seed'), { value: 'tokpos' });
  });

  test("the trainer analyses its own tables: each row's length and cosines, from the table", () => {
    const trainer = core.createTrainer(
      { model: 'gpt', dModel: 16, heads: 2, seqLen: 8, maxLen: 24 },
      core.seedCorpus(),
    );
    try {
      trainer.step(3);
      const rows = [32, 97, 101, 300 - 256];
      const token = trainer.tokenReport(rows, 2);
      assert.deepEqual(Array.from(token.rows), rows);
      const table = trainer.tokenTable();
      const row = (t, r) => t.data.subarray(r * t.cols, (r + 1) * t.cols);
      const length = (v) => Math.hypot(...v);
      rows.forEach((r, i) =>
        assert.ok(Math.abs(token.norms[i] - length(row(table, r))) < 1e-5, `row ${r}`),
      );
      const [a, b] = [row(table, 32), row(table, 97)];
      const cosine = a.reduce((sum, x, k) => sum + x * b[k], 0) / (length(a) * length(b));
      assert.ok(Math.abs(token.similarity.data[1] - cosine) < 1e-5);
      assert.equal(token.most.length, 2);
      // The learned table's first seqLen rows (fewer when the table is shorter), or none.
      const position = trainer.positionReport(8, 2);
      assert.deepEqual(Array.from(position.rows), [0, 1, 2, 3, 4, 5, 6, 7]);
      const positions = trainer.positionTable();
      assert.ok(Math.abs(position.norms[3] - length(row(positions, 3))) < 1e-5);
      assert.equal(trainer.positionReport(100, 2).rows.length, 24);
      assert.equal(trainer.positionReport(1, 2), null);
      assert.throws(() => trainer.tokenReport([1, 400], 2), /row/);
    } finally {
      trainer.dispose();
    }
    const rope = core.createTrainer(
      { model: 'gpt', dModel: 16, heads: 2, pe: 'rope' },
      core.seedCorpus(),
    );
    try {
      assert.equal(rope.positionReport(32, 2), null);
    } finally {
      rope.dispose();
    }
  });

  test('embedStd starts the predictor from the same draws, scaled, and rejects bad spreads', () => {
    const text = core.seedCorpus();
    const notebook = core.createTrainer({ seed: 7 }, text);
    const small = core.createTrainer({ seed: 7, embedStd: 0.02 }, text);
    try {
      const a = notebook.tokenTable().data;
      const b = small.tokenTable().data;
      let worst = 0;
      for (let i = 0; i < a.length; i++) worst = Math.max(worst, Math.abs(b[i] - 0.02 * a[i]));
      assert.ok(worst < 1e-7, `largest difference from 0.02 x the N(0, 1) table: ${worst}`);
      assert.equal(small.modelConfig().embedStd, 0.02);
    } finally {
      notebook.dispose();
      small.dispose();
    }
    for (const bad of [0, -1, 11, Number.NaN])
      assert.throws(
        () => core.createTrainer({ embedStd: bad }, text),
        /starting spread must be above 0 and at most 10/,
      );
  });
});
