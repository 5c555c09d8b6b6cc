// The friendly JS face of the WASM core. The page, the worker and the node tests all go through
// wrapCore(); nothing else touches the Embind module. Matrices come back as
// { rows, cols, data: Float32Array } in row-major order: element (r, c) is data[r * cols + c].

export function wrapCore(module) {
  return {
    /** Sinusoidal positional encoding, (maxLen, dModel). Throws Error with the core's message. */
    sinusoidalPe(maxLen, dModel, base = 10000) {
      const data = module.sinusoidalPe(maxLen, dModel, base);
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
        // Training lab views (bindings.cpp, training lab section).
        /** The token table (256, dModel) as { rows, cols, data }. */
        tokenTable: () => module.trainerTokenTable(handle),
        /** The learned position table (maxLen, dModel), or null when the model has none. */
        positionTable: () => module.trainerPositionTable(handle),
        /** TinyGPT attention for prompt: { layers, heads, T, weights (layers, heads, T, T) }. */
        attention: (prompt) => module.trainerAttention(handle, prompt),
        /** The weights as an Embedding Lab weights file (Uint8Array). */
        saveWeights: () => module.trainerSaveWeights(handle),
        /** Replaces the model with a saved one; a bad file throws and changes nothing. */
        loadWeights: (bytes) => module.trainerLoadWeights(handle, bytes),
        /** Mean loss over `windows` evenly spread windows of seqLen (all when fewer exist). */
        evalLossSpread: (seqLen, windows = 256) =>
          module.trainerEvalLossSpread(handle, seqLen, windows),
        /** The model held now: { model, dModel, layers, heads, maxLen, pe, norm, seqLen, lr }. */
        modelConfig: () => module.trainerModelConfig(handle),
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
    /** H(next byte | current byte) of text in nats: the floor for a one-byte-context model. */
    bigramEntropy(text) {
      return module.bigramEntropy(text);
    },
    /** The distinct bytes of text (its UTF-8 encoding), ascending, as an Int32Array. */
    bytesPresent(text) {
      return module.bytesPresent(text);
    },
    /**
     * Cosine similarity, norms, 2-D PCA and the most/least similar pairs of the chosen rows of
     * table { rows, cols, data }. Pair indices (i, j) point into `rows`.
     * Returns { rows, similarity: matrix, norms, projection: matrix (n, 2), explainedRatio,
     * most: [{ i, j, similarity }], least }.
     */
    embeddingReport(table, rows, pairs = 8) {
      return module.embeddingReport(table.data, table.rows, table.cols, Array.from(rows), pairs);
    },
  };
}
