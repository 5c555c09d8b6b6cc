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
        get parameterCount() {
          return handle.parameterCount();
        },
        dispose: () => handle.delete(),
      };
    },

    // ---- lessons: tokens and embeddings
    /** Characters of text with their UTF-8 byte ids: [{ text, ids, offset, codePoint, valid }]. */
    byteBreakdown(text) {
      return module.byteBreakdown(text);
    },
    /** The same for a list of byte ids; invalid sequences come back as U+FFFD with valid false. */
    byteBreakdownIds(ids) {
      return module.byteBreakdownIds(ids);
    },
    /** Byte ids back to text; invalid UTF-8 becomes U+FFFD. Ids outside 0..255 throw. */
    byteDecode(ids) {
      return module.byteDecode(ids);
    },
    /** The seed notebook's CharTokenizer ids: { ids, codePoints, lost } (one per character). */
    notebookCharIds(text) {
      return module.notebookCharIds(text);
    },
    /** Word tokenizer built on trainingText, applied to text: { vocabSize, words, ids, unknown }. */
    wordReport(trainingText, text) {
      return module.wordReport(trainingText, text);
    },
    /** The seed model's token table before training, N(0,1): (256, dModel). */
    randomTokenTable(dModel, seed) {
      return module.randomTokenTable(dModel, seed);
    },
    /**
     * Rows ids of table ({ rows, cols, data }): { rows, oneHotMaxDifference, similarity,
     * stats? } where similarity is the cosine matrix of those rows and stats its off-diagonal
     * summary { pairs, mean, rms, min, max } (2+ ids).
     */
    tokenLookup(table, ids) {
      return module.tokenLookup(table, ids);
    },
    /**
     * Token + position input for ids: { token, position, sum, concatenated, given, used,
     * truncated }. positions: 'learned' | 'sinusoidal'. strict: refuse texts over maxLen.
     */
    combineInput(ids, dModel, maxLen, positions, seed, strict = false) {
      return module.combineInput(ids, dModel, maxLen, positions, seed, strict);
    },
    /** Widths and parameter counts of adding vs concatenating (vocabulary 256). */
    joinShapes(dModel, maxLen, tokens, concatenate, positions) {
      return module.joinShapes(dModel, maxLen, tokens, concatenate, positions);
    },
    /** One token at positions 0..n-1: { vectors, similarity, byDistance }. */
    placeToken(tokenId, n, dModel, positions, seed) {
      return module.placeToken(tokenId, n, dModel, positions, seed);
    },

    // ---- lessons: positions

    // ---- lessons: norms and attention

    // ---- training lab
  };
}
