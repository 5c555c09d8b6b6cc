// The contextual lesson's own experiment: a TinyGPT trained on a short text that uses "bank" in two
// senses, a river's and money's. To predict what follows "bank" it must carry the sense in its
// hidden state, so trained on this text the two senses' states move apart while two uses of the
// same sense stay close (tests/wasm/lessons-model.test.mjs measures both). It trains in its own
// worker, as the lab does, so the page stays responsive, when the learner presses its button.
import { h } from '../../base/dom.js';
import { Reply, Request } from '../../worker/protocol.js';
import { TrainingClient } from '../../worker/training-client.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('contextual', strings);

/** Written for this lesson; plain ASCII. Each sense's sentences put the word after its context. */
export const sensesText = `We walked along the river bank and watched the water. The grass on the river bank was wet. A heron stood on the far bank of the river, and fish swam in the shallow water near the bank. The children sat on the muddy bank with their fishing rods. After the flood the river had worn away the bank, and the old willow on the bank had fallen into the stream. In summer we had picnics on the green bank above the river.
She put her money in the bank. The bank paid her interest on her savings, and she kept her cash in the bank account. He went to the bank to ask for a loan, and the bank manager read his plans. The bank opened at nine, and people queued with their cheques. When her wages came in, the bank added the money to her account. The bank lent money to the baker to buy a new oven.
`;

/** RoPE adds nothing to the token row, so at the input both states are the same vector and only
 * what the blocks read of the context can move them apart. */
export const sensesModel = Object.freeze({
  dModel: 64,
  layers: 2,
  heads: 4,
  maxLen: 32,
  pe: 'rope',
  norm: 'layernorm',
});
export const sensesSteps = 500;

/** Two texts that use the same sense: how close the trained states of one sense are. */
export const sameSense = Object.freeze({
  a: 'we sat on the river bank',
  b: 'the heron stood on the bank',
  word: 'bank',
});

/** The trainer settings (api.js createTrainer) of the experiment with this random seed. */
export function sensesConfig(seed) {
  return {
    model: 'gpt',
    ...sensesModel,
    seqLen: sensesModel.maxLen,
    batch: 16,
    lr: 0.003,
    seed,
    valFraction: 0,
  };
}

/**
 * Trains the experiment's model in a worker (on the page when workers are refused).
 * onProgress(step, total) as it goes; resolves to the weights file (Uint8Array), rejects with the
 * core's message. Aborting `signal` stops the worker.
 */
export function trainSenses({ core, seed, signal, onProgress }) {
  const client = new TrainingClient({ core });
  signal.addEventListener('abort', () => client.terminate(), { once: true });
  return new Promise((resolve, reject) => {
    const fail = ({ detail }) => {
      client.terminate();
      reject(new Error(detail.message));
    };
    client.addEventListener(Reply.ERROR, fail);
    client.addEventListener(Reply.DIVERGED, fail);
    client.addEventListener(Reply.PROGRESS, ({ detail }) => onProgress(detail.step, detail.total));
    client.addEventListener(Reply.DONE, () =>
      client
        .ask(Request.SAVE)
        .then(({ bytes }) => resolve(bytes), reject)
        .finally(() => client.terminate()),
    );
    client.send(Request.START, {
      config: sensesConfig(seed),
      text: sensesText,
      steps: sensesSteps,
    });
  });
}

/**
 * The experiment on the page: a note of what it trains, and its button, progress and status. The
 * button trains with the random seed of the moment (seed()) and hands the weights to
 * onTrained(weights, seed); the section says data-senses="training", then "done" or "error".
 */
export function sensesExperiment({ core, section, signal, seed, onTrained }) {
  const button = h('button', { type: 'button' }, t('sensesButton'));
  const progress = h('progress', {
    max: 1,
    value: 0,
    hidden: true,
    'aria-label': t('sensesProgress'),
  });
  const status = h('span', { className: 'note', 'aria-live': 'polite' });
  button.addEventListener('click', async () => {
    button.disabled = true;
    progress.hidden = false;
    section.dataset.senses = 'training';
    const from = seed();
    try {
      const weights = await trainSenses({
        core,
        seed: from,
        signal,
        onProgress: (step, total) => {
          progress.value = step / total;
          status.textContent = t('sensesStep', { step, total });
        },
      });
      status.textContent = t('sensesDone', { steps: sensesSteps, seed: from });
      section.dataset.senses = 'done';
      onTrained(weights, from);
    } catch (error) {
      if (signal.aborted) return;
      status.textContent = t('sensesStopped', { message: error.message });
      section.dataset.senses = 'error';
    } finally {
      button.disabled = false;
      progress.hidden = true;
    }
  });
  const { layers, heads, dModel } = sensesModel;
  return [
    h(
      'p',
      { className: 'note' },
      t('sensesNote', { layers, heads, dModel, steps: sensesSteps, bytes: sensesText.length }),
    ),
    h('div', { className: 'controls' }, button, progress, status),
  ];
}
