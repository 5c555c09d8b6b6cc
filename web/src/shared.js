// State that panels share beyond settings: the latest trained model's tables, published by the
// training lab and read by the lessons ("random before training, trained after").
export class SharedState extends EventTarget {
  constructor() {
    super();
    this.model = null; // { tokenTable: {rows, cols, data}, positionTable?: {...}, label }
  }

  /** Publishes a trained model's tables to every panel listening for 'model'. */
  setModel(model) {
    this.model = model;
    this.dispatchEvent(new CustomEvent('model', { detail: model }));
  }
}
