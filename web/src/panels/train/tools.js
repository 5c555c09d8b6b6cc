// Using the trained model: a prompt (shared by attention and generation), text generation with
// temperature and top-k, and saving / loading the weights as a file.
import { coreMessage } from '../../base/core-message.js';
import { h } from '../../base/dom.js';
import { settingControls } from '../../ui/controls.js';
import { downloadFile } from '../../base/download.js';
import { Request } from '../../worker/protocol.js';
import { settings, textOf, trainerConfig } from './settings.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';
import { formatCount } from '../../format.js';

const t = words('train', strings);

export function toolsView({ client, values, onChange, core, onPrompt }) {
  const parts = toolsParts();
  const { output, genMessage, generateButton, fileInput, fileMessage } = parts;
  let loadedHandler = () => {};
  let checkModel = null; // (model) => throws why this page cannot take it, or null: any model

  // Attention follows the prompt as it is typed, 150 ms after the last key (the worker answers
  // between training chunks).
  let promptTimer = 0;
  // The lab keeps the link itself, so the controls' own onChange has nothing to do.
  const change = (changes) => {
    Object.assign(values, changes);
    onChange(changes);
    if (!('tr_prompt' in changes)) return;
    clearTimeout(promptTimer);
    promptTimer = setTimeout(onPrompt, 150);
  };
  const setting = settingControls(settings, { values, onChange: () => {}, render: change });
  // A prompt past its length gets a message, not a silent cut.
  const prompt = setting('tr_prompt', 'tr_prompt', {
    label: t('promptLabel'),
    hint: t('promptHint'),
    wide: false,
  });
  const temperature = setting('tr_temp', 'tr_temp', { hint: t('temperatureHint') });
  const topK = setting('tr_topk', 'tr_topk', { hint: t('topKHint') });
  generateButton.addEventListener('click', () => generate(client, values, output, genMessage));
  parts.saveButton.addEventListener('click', () => saveWeights(client, fileMessage));
  parts.exportButton.addEventListener('click', () => exportWeights(client, core, fileMessage));

  // Replaces the model with a weights file's (a chosen file, or the model kept in the browser);
  // resolves to the LOADED reply, or rejects with the reason (the current model stays). With a
  // check, the worker first reads the file's model (a copy of the bytes goes), so a file the page
  // cannot take is refused before anything changes.
  const loadWeights = async (bytes) => {
    const text = textOf(values, core); // throws the text's problem before anything changes
    const config = trainerConfig(values);
    if (checkModel)
      checkModel((await client.ask(Request.READ_FILE, { config, text, bytes })).model);
    const reply = await client.ask(Request.LOAD, { config, text, bytes }, [bytes.buffer]);
    loadedHandler(reply);
    return reply;
  };
  fileInput.addEventListener('change', async () => {
    const file = fileInput.files?.[0];
    if (!file) return;
    const bytes = new Uint8Array(await file.arrayBuffer());
    fileInput.value = '';
    try {
      await loadWeights(bytes);
      fileMessage.textContent = t('fileLoaded', { name: file.name });
    } catch (error) {
      fileMessage.replaceChildren(
        ...t.parts('fileNotLoaded', { name: file.name, reason: coreMessage(error) }),
      );
    }
  });

  return {
    element: toolsElement(parts, { prompt, temperature, topK }),
    loadWeights,
    onLoaded(handler) {
      loadedHandler = handler;
    },
    /** check(model) runs before a load replaces the model, and refuses it by throwing. */
    checkBeforeLoading(check) {
      checkModel = check;
    },
  };
}

/** The tools' buttons, file input and messages. */
function toolsParts() {
  return {
    output: h('pre', { className: 'lab-generated', 'aria-live': 'polite' }),
    genMessage: h('p', { className: 'control-error', role: 'alert', hidden: true }),
    generateButton: h('button', { type: 'button' }, t('generateButton')),
    saveButton: h('button', { type: 'button', dataset: { download: 'weights' } }, t('saveButton')),
    exportButton: h(
      'button',
      { type: 'button', dataset: { download: 'pytorch' } },
      t('exportButton'),
    ),
    fileInput: h('input', {
      type: 'file',
      id: 'train-load',
      accept: '.elab,application/octet-stream',
    }),
    fileMessage: h('p', { className: 'lab-note', role: 'status' }),
  };
}

/** The tools in page order: the prompt and generation, then saving and loading. */
function toolsElement(parts, { prompt, temperature, topK }) {
  const { generateButton, genMessage, output, fileInput, fileMessage } = parts;
  return h(
    'div',
    { className: 'lab-tools' },
    h('h3', {}, t('useHeading')),
    prompt.element,
    h('div', { className: 'controls' }, temperature.element, topK.element),
    h('div', { className: 'lab-row' }, generateButton),
    genMessage,
    output,
    h('h3', {}, t('saveHeading')),
    h('p', {}, t('saveProse')),
    h(
      'div',
      { className: 'lab-row' },
      parts.saveButton,
      parts.exportButton,
      h(
        'label',
        { className: 'lab-file', for: 'train-load' },
        ...t.parts('loadLabel', { fileInput }),
      ),
    ),
    fileMessage,
  );
}

/** 200 bytes from the trained model after the prompt, with the lab's temperature and top-k. */
function generate(client, values, output, genMessage) {
  genMessage.hidden = true;
  client
    .ask(Request.GENERATE, {
      prompt: values.tr_prompt,
      length: 200,
      temperature: values.tr_temp,
      topK: values.tr_topk,
      seed: values.seed,
    })
    .then((reply) => {
      output.replaceChildren(h('strong', {}, values.tr_prompt), reply.text);
    })
    .catch((error) => {
      genMessage.replaceChildren(coreMessage(error));
      genMessage.hidden = false;
    });
}

/** The model's weights as a file to download; the message says its size or why not. */
function saveWeights(client, fileMessage) {
  client
    .ask(Request.SAVE)
    .then((reply) => {
      const hint = downloadFile(
        'embedding-lab-weights.elab',
        new Blob([reply.bytes], { type: 'application/octet-stream' }),
      );
      const size = formatCount(reply.bytes.length);
      fileMessage.textContent = hint
        ? t('weightsOffered', { size, name: 'embedding-lab-weights.elab', hint })
        : t('weightsSaved', { size });
    })
    .catch((error) => (fileMessage.textContent = error.message));
}

/** The same weights, written out by the core as a PyTorch script + safetensors (one zip). */
function exportWeights(client, core, fileMessage) {
  client
    .ask(Request.SAVE)
    .then((reply) => {
      const zip = core.exportPytorchZip(reply.bytes);
      const name = 'embedding-lab-model.zip';
      const hint = downloadFile(name, new Blob([zip], { type: 'application/zip' }));
      const size = formatCount(zip.length);
      fileMessage.textContent = hint
        ? t('exportOffered', { size, name, hint })
        : t('exportSaved', { size, name });
    })
    .catch((error) => (fileMessage.textContent = error.message));
}
