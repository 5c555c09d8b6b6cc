// The postMessage API of an embedded page (?embed=PANEL inside an iframe), documented in
// docs/EMBEDDING.md. Every message this page sends is { source: 'embedding-lab', type, ... }:
//   height             { height }   whenever the page's height changes (size the iframe with it)
//   ready              { panel, settings }   the panel is drawn
//   training-progress  { step?, loss }       the training lab reported a new loss
//   training-done      { loss, evalLoss }    a training run finished
//   training-error     {}                    a training run stopped with an error
//   settings-applied   { settings, problems }   the answer to an apply-settings command
// It accepts one command from its parent window:
//   { type: 'apply-settings', settings: { pe_d: 64, ... } }
// The page's data is not secret, so events go to any parent origin ('*'); commands are accepted
// only from the parent window itself.
export const messageSource = 'embedding-lab';

function post(message) {
  window.parent.postMessage({ source: messageSource, ...message }, '*');
}

/** True when the page runs inside a frame whose parent can receive messages. */
export function isFramed() {
  return window.parent !== window;
}

/** Tells the parent the page's height now and whenever it changes. */
export function reportHeight() {
  const send = () => post({ type: 'height', height: document.documentElement.scrollHeight });
  new ResizeObserver(send).observe(document.body);
  send();
}

// The training lab shows its state on its section: data-status (idle | training | done | error)
// and data-loss (the latest training loss), data-eval-loss when done. Watching those attributes
// keeps this module independent of the lab's internals.
function watchTraining(section) {
  let lastLoss = null;
  const observer = new MutationObserver(() => {
    const { status, loss, evalLoss, step } = section.dataset;
    if (status === 'training' && loss !== undefined && loss !== lastLoss) {
      lastLoss = loss;
      post({
        type: 'training-progress',
        loss: Number(loss),
        ...(step !== undefined && { step: Number(step) }),
      });
    }
    if (status === 'done' && evalLoss !== undefined && lastLoss !== `done:${evalLoss}`) {
      lastLoss = `done:${evalLoss}`;
      post({
        type: 'training-done',
        loss: loss === undefined ? null : Number(loss),
        evalLoss: Number(evalLoss),
      });
    }
    if (status === 'error' && lastLoss !== 'error') {
      lastLoss = 'error';
      post({ type: 'training-error' });
    }
    if (status === 'idle') lastLoss = null;
  });
  observer.observe(section, {
    attributes: true,
    attributeFilter: ['data-status', 'data-loss', 'data-eval-loss', 'data-step'],
  });
}

/**
 * Starts the API once the page is ready. `applySettings(settings)` applies an object of settings
 * and returns { values, problems } (see state.js).
 */
export function startEmbedApi({ panelId, values, applySettings }) {
  if (!isFramed()) return;
  for (const section of document.querySelectorAll('section[data-panel="train"]'))
    watchTraining(section);
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return;
    const message = event.data;
    if (!message || typeof message !== 'object' || message.type !== 'apply-settings') return;
    const { values: applied, problems } = applySettings(message.settings);
    post({ type: 'settings-applied', settings: { ...applied }, problems });
  });
  reportHeight();
  post({ type: 'ready', panel: panelId, settings: { ...values } });
}
