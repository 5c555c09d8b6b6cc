// The lab's texts teach what their held-out loss says: no held-out part repeats a window of its
// training part, the default text is long enough that TinyGPT learns rather than memorises it at the
// defaults, and after that run the default prompt has several likely next bytes to sample from.
// The numbers the training lab's questions quote about the default run are checked here too.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';

import { generationSettings } from '../../web/src/lesson-parts/model/generation-settings.js';
import { questions as labQuestions } from '../../web/src/panels/train/questions.js';
import {
  heldOutShare,
  settings as labSettings,
  proposedRate,
  textOf,
  trainerConfig,
} from '../../web/src/panels/train/settings.js';
import { learnerLanguages } from '../../web/src/i18n/words.js';
import { englishTexts, library, shippedTexts } from '../../web/src/texts/index.js';
import '../../web/src/texts/other-languages.js';
import { lamplighter } from '../../web/src/texts/lamplighter.js';
import { sharedSettings } from '../../web/src/state.js';
import { loadCore } from './load-core.mjs';

const defaults = Object.fromEntries(
  Object.entries({ ...sharedSettings, ...labSettings }).map(([key, spec]) => [key, spec.default]),
);
const window = 32; // bytes: as long as the lab's default training window

/** The windows of `window` bytes the held-out part shares with the training part. */
function sharedWindows(training, heldOut) {
  const seen = new Set();
  for (let i = 0; i + window <= training.length; i++) seen.add(training.slice(i, i + window));
  const shared = [];
  for (let i = 0; i + window <= heldOut.length; i++)
    if (seen.has(heldOut.slice(i, i + window))) shared.push(heldOut.slice(i, i + window));
  return shared;
}

let core;
before(async () => {
  core = await loadCore();
});

/**
 * The text `id` cut where the core cuts it, in bytes: { text, bytes, training, heldOut }, the two
 * parts as strings of one character per byte (a Chinese character is three of them).
 */
function split(id) {
  const values = { ...defaults, tr_text: id, model: 'gpt' };
  const text = textOf(values, core);
  const trainer = core.createTrainer(trainerConfig(values), text);
  const { valBytes } = trainer.modelConfig();
  trainer.dispose();
  const bytes = Buffer.from(text, 'utf8');
  return {
    text,
    bytes,
    training: bytes.subarray(0, bytes.length - valBytes).toString('latin1'),
    heldOut: bytes.subarray(bytes.length - valBytes).toString('latin1'),
  };
}

test('the English texts are ASCII and make the library; Spanish and Chinese take more bytes', () => {
  for (const { id, text } of englishTexts) assert.match(text, /^[\x00-\x7f]*$/, id);
  assert.equal(library.text, englishTexts.map((t) => t.text).join('\n\n'));
  const bytesPerCharacter = (id) => {
    const { text } = shippedTexts.find((t) => t.id === id);
    return Buffer.byteLength(text) / [...text].length;
  };
  assert.ok(bytesPerCharacter('quijote') > 1 && bytesPerCharacter('quijote') < 1.1);
  assert.ok(bytesPerCharacter('tang') > 2.5, `${bytesPerCharacter('tang')}`);
  for (const { id, lang, sample, text } of shippedTexts.filter((t) => t.lang))
    assert.ok(text.includes(sample) && learnerLanguages.includes(lang), id);
});

describe('held-out texts', () => {
  const ids = labSettings.tr_text.options.filter((id) => id !== 'own');
  for (const id of ids.filter((id) => heldOutShare(id) > 0))
    test(`${id}: its held-out part shares no ${window}-byte window with its training part`, () => {
      const { bytes, training, heldOut } = split(id);
      assert.equal(heldOut.length, Math.floor(bytes.length * heldOutShare(id)));
      assert.deepEqual(sharedWindows(training, heldOut), []);
    });

  test('the Hamlet passage holds nothing out: any last part repeats its training part', () => {
    assert.equal(heldOutShare('hamlet'), 0);
    const text = core.seedCorpus();
    const cut = text.length - Math.floor(text.length / 10);
    assert.ok(sharedWindows(text.slice(0, cut), text.slice(cut)).length > 100);
  });

  test('the default text is every shipped text, the story last', () => {
    assert.equal(labSettings.tr_text.default, library.id);
    assert.ok(library.text.length > 14000, `${library.text.length} bytes`);
    const { heldOut } = split(library.id);
    assert.ok(lamplighter.text.length > heldOut.length && lamplighter.text.endsWith(heldOut));
  });
});

describe('the default runs on the default text', () => {
  test('TinyGPT learns more than it memorises, and the default prompt has several likely next bytes', () => {
    const values = { ...defaults, model: 'gpt', lr: proposedRate.gpt };
    const config = trainerConfig(values);
    const trainer = core.createTrainer(config, textOf(values, core));
    try {
      // The run itself cannot be shorter: the lab's question quotes the loss after the default
      // 500 steps, and that is the run a learner starts.
      trainer.step(values.steps);
      // Measured as the lab measures a finished run (worker-core.js: evalWindows, 256 windows
      // spread evenly over each part), so the numbers are the ones the learner reads; every
      // window of the training text would take as long again as the run.
      const training = trainer.evalLossSpread(config.seqLen, 256);
      const heldOut = trainer.valLossSpread(config.seqLen, 256);
      // The lab reads a gap above 0.3 nats as memorising (loss-explain.js).
      assert.ok(heldOut - training < 0.3, `training ${training}, held-out ${heldOut}`);
      // The lab's question: "about 1.6 after 500 steps".
      assert.equal(values.steps, 500);
      assert.ok(Math.abs(training - 1.6) < 0.1, `TinyGPT's training loss ${training}`);

      const prompt = generationSettings('sp').sp_prompt.default;
      const { dModel, layers, heads, maxLen, pe, norm } = config;
      const model = { dModel, layers, heads, maxLen, pe, norm, seed: values.seed };
      const next = core.nextByteLesson(model, trainer.saveWeights(), prompt, {
        temperature: 1,
        topK: 0,
        topP: 1,
      });
      const likely = [...next.plain].filter((p) => p > 0.05);
      assert.ok(likely.length >= 3, `next bytes above 5% after "${prompt}": ${likely}`);
    } finally {
      trainer.dispose();
    }
  });

  test('the token + position predictor levels off near 2.3, just above the bigram floor 2.27', () => {
    const config = trainerConfig(defaults);
    const trainer = core.createTrainer(config, textOf(defaults, core));
    try {
      trainer.step(defaults.steps);
      const floor = core.bigramEntropy(library.text);
      assert.equal(floor.toFixed(2), '2.27');
      const loss = trainer.evalLoss();
      assert.ok(loss > floor && Math.abs(loss - 2.3) < 0.05, `predictor ${loss}`);
      const question = labQuestions.find((q) => /levels off near 2\.3/.test(q.question));
      assert.match(question.question, /about 1\.6 after 500 steps/);
      assert.match(question.explanation, /about 2\.27 on the default text/);
    } finally {
      trainer.dispose();
    }
  });
});
