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

    // ---- lessons: positions

    // ---- lessons: norms and attention

    /** "2, -1, 0.5" -> Float64Array; throws Error with a learner-facing message. */
    parseNumberList(text) {
      return module.parseNumberList(text);
    },
    /**
     * LayerNorm and RMSNorm of x (numbers) with scalar gamma, beta: { mean, variance, meanSquare,
     * rms, layernormRstd, rmsnormRstd, layernorm, rmsnorm, layernormWithoutEps, rmsnormWithoutEps }
     * (the last two are null when eps = 0 would divide by zero).
     */
    normLesson(x, gamma, beta, eps) {
      return module.normLesson(Float64Array.from(x), gamma, beta, eps);
    },
    /** { factor, scaled, layernormMaxChange, rmsnormMaxChange }: how far factor*x moves the outputs. */
    scaleInvariance(x, factor, gamma, beta, eps) {
      return module.scaleInvariance(Float64Array.from(x), factor, gamma, beta, eps);
    },
    /**
     * One attention head on the bytes of text (first 128): { totalTokens, ids, x, q, k, v, scores,
     * weights, out }, matrices as { rows, cols, data: Float64Array }.
     */
    attentionLesson(text, { dModel, dK, causal, positions, seed }) {
      return module.attentionLesson(text, dModel, dK, causal, positions, seed);
    },
    /** (n, n) with 1 where query i may see key j (j <= i). */
    causalMask(n) {
      return module.causalMask(n);
    },
    /** { n, matrixBytes, perTokenBytes } for n = 1, 2, 4, ..., maxN. */
    attentionMemory(maxN, dModel, bytesPerValue = 4) {
      return module.attentionMemory(maxN, dModel, bytesPerValue);
    },
    /** The training pair x = data[start:start+T], y = data[start+1:start+T+1] on text's bytes. */
    nextTokenWindow(text, start, length) {
      return module.nextTokenWindow(text, start, length);
    },

    // ---- training lab
  };
}
