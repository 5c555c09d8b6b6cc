// The friendly JS face of the WASM core. The page, the worker and the node tests all go through
// wrapCore(); nothing else touches the Embind module. Matrices come back as
// { rows, cols, data: Float32Array } in row-major order: element (r, c) is data[r * cols + c].

export function wrapCore(module) {
  return {
    /**
     * Sinusoidal positional encoding, (maxLen, dModel). Throws Error with the core's message.
     * reuse: a Float32Array from an earlier call that may be overwritten when its length fits
     * (a redraw per slider step then allocates nothing); the result is always a fresh array
     * otherwise.
     */
    sinusoidalPe(maxLen, dModel, base = 10000, reuse = null) {
      if (!reuse)
        return { rows: maxLen, cols: dModel, data: module.sinusoidalPe(maxLen, dModel, base) };
      const view = module.sinusoidalPeView(maxLen, dModel, base);
      const data = reuse.length === view.length ? reuse : new Float32Array(view.length);
      data.set(view);
      return { rows: maxLen, cols: dModel, data };
    },
    /** Wavelength of each sin/cos pair: 2*pi*base^(2i/dModel), length dModel/2. */
    peWavelengths(dModel, base = 10000) {
      return module.peWavelengths(dModel, base);
    },
    /** The most values a single matrix may hold (the core's memory cap). */
    maxMatrixElements: module.maxMatrixElements(),
    /** The seed notebook's training text (its five-line passage repeated 10 times). */
    seedCorpus() {
      return module.seedCorpus();
    },
    /**
     * A trainer for the seed model or TinyGPT on `text`. settings: { model, dModel, layers,
     * heads, maxLen, pe, norm, lr, weightDecay, clipNorm, batch, seqLen, seed }, all optional.
     * The handle owns WASM memory: call dispose() when done.
     */
    createTrainer(settings, text) {
      const handle = new module.Trainer(settings, text);
      return {
        /** Runs n steps; returns their losses (Float64Array, shorter if training diverged). */
        step: (n) => handle.step(n),
        evalLoss: (seqLen = 0) => handle.evalLoss(seqLen),
        generate: (prompt, length, temperature = 1, topK = 0, seed = 0) =>
          handle.generate(prompt, length, temperature, topK, seed),
        reset: () => handle.reset(),
        get stepsDone() {
          return handle.stepsDone();
        },
        get diverged() {
          return handle.diverged();
        },
        get divergence() {
          return handle.divergence();
        },
        get parameterCount() {
          return handle.parameterCount();
        },
        dispose: () => handle.delete(),
      };
    },

    // ---- lessons: tokens and embeddings

    // ---- lessons: positions

    // ---- lessons: norms and attention

    // ---- training lab
  };
}
