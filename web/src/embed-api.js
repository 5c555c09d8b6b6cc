// The postMessage API of an embedded page (?embed=PANEL inside an iframe), documented in
// docs/EMBEDDING.md. Every message this page sends is { source: 'embedding-lab', type, ... }:
//   height             { height }   whenever the page's height changes (size the iframe with it)
//   ready              { panel, settings }   the panel is drawn
//   training-progress  { step?, loss }       the training lab reported a new loss
//   training-done      { loss, evalLoss }    a training run finished
//   training-error     {}                    a training run stopped with an error
//   settings-applied   { settings, problems }   the answer to apply-settings: `settings` holds only
//                      the settings the command gave and that were accepted, with the values now
//                      in force (what the parent sent, read as the setting's type)
// It accepts one command from its parent window:
//   { type: 'apply-settings', settings: { pe_d: 64, ... } }
// Commands are coalesced: those that arrive within one frame are merged (a later value of a
// setting wins) and applied once, with one settings-applied answer; settings that change nothing
// do not redraw. So a flood of commands costs one redraw per frame, not one per command.
// Events go to any parent origin ('*'), so they carry nothing the learner typed: every message
// with settings passes them through settingsForHost, which leaves out every setting of text kind
// unless the parent itself sent that value (docs/EMBEDDING.md lists what leaves the frame);
// commands are accepted only from the parent window itself.
export const messageSource = 'embedding-lab';

function post(message) {
  window.parent.postMessage({ source: messageSource, ...message }, '*');
}

/** True when the page runs inside a frame whose parent can receive messages. */
export function isFramed() {
  return window.parent !== window;
}

/** Tells the parent the page's height now and whenever it changes. */
function reportHeight() {
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
    if (status === 'done' && lastLoss !== `done:${evalLoss}`) {
      lastLoss = `done:${evalLoss}`;
      post({
        type: 'training-done',
        loss: loss === undefined ? null : Number(loss),
        evalLoss: evalLoss === undefined ? null : Number(evalLoss), // null: evaluation failed
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
 * The settings a message to the parent may carry: `values` without any setting of text kind in
 * `table` (the text, the lab's own text, prompts, lists a learner types) unless `sent` holds that
 * very value, sent by the parent in this document. The rule goes by the setting's type, so a new
 * text setting is kept in the frame without being listed anywhere. A text value may also come
 * from the frame's address, which the learner's typing rewrites (replaceState): a frame loaded
 * again from its history holds what was typed, and nothing tells that apart from what the parent
 * wrote, so such a value never leaves either.
 */
export function settingsForHost(values, table, sent = new Map()) {
  const kept = {};
  for (const [key, value] of Object.entries(values)) {
    const spec = Object.hasOwn(table, key) ? table[key] : undefined;
    if (!spec) continue;
    if (spec.type === 'text' && !(sent.has(key) && sent.get(key) === value)) continue;
    kept[key] = value;
  }
  return kept;
}

/**
 * Starts the API once the page is ready. `applySettings(settings)` applies an object of settings
 * and returns { values, problems, applied } (see state.js); `table` is the settings table.
 */
export function startEmbedApi({ panelId, values, table, applySettings }) {
  if (!isFramed()) return;
  for (const section of document.querySelectorAll('section[data-panel="train"]'))
    watchTraining(section);
  let pending; // the settings of the commands not applied yet, merged
  let merged = false; // pending is our own object (else the first command's)
  let scheduled = false;
  const sent = new Map(); // setting key -> the value the parent last sent and the page took
  const flush = () => {
    if (!scheduled) return;
    scheduled = false;
    const { values: settled, problems, applied } = applySettings(pending);
    pending = undefined;
    for (const key of applied) sent.set(key, settled[key]);
    // Only what the parent itself sent: a refused setting keeps the learner's value, never echoed.
    const settings = settingsForHost(
      Object.fromEntries(applied.map((key) => [key, settled[key]])),
      table,
      sent,
    );
    post({ type: 'settings-applied', settings, problems });
  };
  window.addEventListener('message', (event) => {
    if (event.source !== window.parent) return;
    const message = event.data;
    if (!message || typeof message !== 'object' || message.type !== 'apply-settings') return;
    const { settings } = message;
    const isObject = (x) => x !== null && typeof x === 'object' && !Array.isArray(x);
    // The first command's settings are taken as they came (the message's own copy); a second one
    // in the same frame is merged into one object of our own (no prototype, so a key named
    // __proto__ is a key like any other), never copied whole per command: a flood of large
    // commands costs what they hold.
    if (isObject(settings) && isObject(pending)) {
      if (!merged) {
        const own = Object.create(null);
        for (const key of Object.keys(pending)) own[key] = pending[key];
        pending = own;
        merged = true;
      }
      for (const key of Object.keys(settings)) pending[key] = settings[key];
    } else {
      pending = settings;
      merged = false;
    }
    if (scheduled) return;
    scheduled = true;
    // Once per frame; a hidden frame gets no animation frames, so a timer stands in for them.
    requestAnimationFrame(flush);
    setTimeout(flush, 100);
  });
  reportHeight();
  post({ type: 'ready', panel: panelId, settings: settingsForHost(values, table) });
}
