// The notebook's smoothed loss: at step i, the mean of losses[max(0, i - window) .. i] (so up to
// window + 1 values), kept as a running sum so each new loss costs O(1).
export class Smoother {
  constructor(span = 20) {
    this.window = span;
    this.values = [];
    this.sum = 0;
  }

  /** Adds one loss and returns the smoothed value at its step. */
  push(value) {
    this.values.push(value);
    this.sum += value;
    const n = this.values.length;
    if (n > this.window + 1) this.sum -= this.values[n - this.window - 2];
    return this.sum / Math.min(n, this.window + 1);
  }
}
