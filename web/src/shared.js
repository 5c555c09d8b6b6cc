// State that panels share beyond settings: edits of the shared text (so every text box and its
// picture follow the latest edit), and the latest trained model's tables, published by the
// training lab and read by the lessons ("random before training, trained after").
export class SharedState extends EventTarget {
  constructor() {
    super();
    this.model = null; // { tokenTable: {rows, cols, data}, positionTable?, weights?, label }
    // weights: a trained TinyGPT's weights file (Uint8Array), for the model lessons
  }

  /** Tells every other panel that the learner edited the shared `text` setting in `source`. */
  shareText(text, source) {
    this.dispatchEvent(new CustomEvent('text', { detail: { text, source } }));
  }

  /**
   * Calls listener(text) whenever a panel other than `source` edits the shared text, until
   * `signal` (an AbortSignal) aborts.
   */
  onText(source, listener, signal) {
    this.addEventListener(
      'text',
      (event) => {
        if (event.detail.source !== source) listener(event.detail.text);
      },
      { signal },
    );
  }

  /** Publishes a trained model's tables to every panel listening for 'model'. */
  setModel(model) {
    this.model = model;
    this.dispatchEvent(new CustomEvent('model', { detail: model }));
  }
}

/**
 * What one mount of a panel sees of `shared`: the same state and events, but every listener it
 * adds is removed when `signal` aborts, so a panel mounted again (new settings from a link or
 * the embedding page) leaves no listener behind drawing into its old, detached elements.
 */
export function scopedShared(shared, signal) {
  return {
    get model() {
      return shared.model;
    },
    shareText: (text, source) => shared.shareText(text, source),
    onText: (source, listener) => shared.onText(source, listener, signal),
    setModel: (model) => shared.setModel(model),
    dispatchEvent: (event) => shared.dispatchEvent(event),
    addEventListener: (type, listener, options) =>
      shared.addEventListener(type, listener, {
        ...(typeof options === 'object' ? options : { capture: Boolean(options) }),
        signal,
      }),
    removeEventListener: (type, listener, options) =>
      shared.removeEventListener(type, listener, options),
  };
}
