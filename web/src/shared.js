// State that panels share beyond settings: edits of the shared text (so every text box and its
// picture follow the latest edit), and the latest trained model's tables, published by the
// training lab and read by the lessons ("random before training, trained after").
export class SharedState extends EventTarget {
  constructor() {
    super();
    this.model = null; // { tokenTable: {rows, cols, data}, positionTable?: {...}, label }
  }

  /** Tells every other panel that the learner edited the shared `text` setting in `source`. */
  shareText(text, source) {
    this.dispatchEvent(new CustomEvent('text', { detail: { text, source } }));
  }

  /** Calls listener(text) whenever a panel other than `source` edits the shared text. */
  onText(source, listener) {
    this.addEventListener('text', (event) => {
      if (event.detail.source !== source) listener(event.detail.text);
    });
  }

  /** Publishes a trained model's tables to every panel listening for 'model'. */
  setModel(model) {
    this.model = model;
    this.dispatchEvent(new CustomEvent('model', { detail: model }));
  }
}
