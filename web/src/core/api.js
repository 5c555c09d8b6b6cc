// The friendly JS face of the WASM core. The page, the worker and the node tests all go through
// wrapCore(); nothing else touches the Embind module. Matrices come back as
// { rows, cols, data: Float32Array } in row-major order: element (r, c) is data[r * cols + c].

// The bindings return C++ errors as Error *values* (a JS throw from inside WASM would skip C++
// clean-up and leak); these turn them into ordinary throws for every caller.
function throwIfError(value) {
  if (value instanceof Error) throw value;
  return value;
}

/** target (the module or an Embind handle) whose functions throw the Errors they return. */
function checked(target) {
  return new Proxy(target, {
    get(object, name) {
      const value = object[name];
      // Embind classes (capitalised, called with `new`) are left as they are.
      if (typeof value !== 'function' || /^[A-Z]/.test(String(name))) return value;
      return (...args) => throwIfError(value.apply(object, args));
    },
  });
}

export function wrapCore(rawModule) {
  const module = checked(rawModule);
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
    /** Bytes of WASM heap in use (malloc's count), for leak tests and the memory read-out. */
    heapBytesInUse() {
      return module.heapBytesInUse();
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
      const handle = checked(new module.Trainer());
      try {
        handle.configure(settings, text);
      } catch (error) {
        handle.delete();
        throw error;
      }
      return {
        /** Runs n steps; returns their losses (Float64Array, shorter if training diverged). */
        step: (n) => handle.step(n),
        evalLoss: (seqLen = 0) => handle.evalLoss(seqLen),
        generate: (prompt, length, temperature = 1, topK = 0, seed = 0, topP = 1) =>
          handle.generate(prompt, length, temperature, topK, seed, topP),
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

    /**
     * PE[pos, :] with the formula's numbers, one entry per pair i:
     * { exponent: 2i/d, divisor: base^(2i/d), angle: pos/divisor, sin, cos } (doubles).
     */
    peRowBreakdown(pos, dModel, base = 10000) {
      const data = module.peRowBreakdown(pos, dModel, base);
      return Array.from({ length: data.length / 5 }, (_, i) => ({
        exponent: data[5 * i],
        divisor: data[5 * i + 1],
        angle: data[5 * i + 2],
        sin: data[5 * i + 3],
        cos: data[5 * i + 4],
      }));
    },
    /** dot and cosine of PE(p) and PE(p + k) for k = 0..maxK: { dot, cosine } Float64Arrays. */
    peRelativeSimilarity(p, maxK, dModel, base = 10000) {
      const data = module.peRelativeSimilarity(p, maxK, dModel, base);
      const n = maxK + 1;
      const dot = new Float64Array(n);
      const cosine = new Float64Array(n);
      for (let k = 0; k < n; k++) {
        dot[k] = data[2 * k];
        cosine[k] = data[2 * k + 1];
      }
      return { dot, cosine };
    },
    /**
     * PE(p + k) as a rotation of PE(p) in pair i: { omega, angle, from: [sin, cos], to,
     * matrix: [[a, b], [c, d]], rotated: matrix * from }.
     */
    pePairRotation(p, k, pair, dModel, base = 10000) {
      const { omega, angle, values: v } = module.pePairRotation(p, k, pair, dModel, base);
      return {
        omega,
        angle,
        from: [v[0], v[1]],
        to: [v[2], v[3]],
        matrix: [
          [v[4], v[5]],
          [v[6], v[7]],
        ],
        rotated: [v[8], v[9]],
      };
    },
    /** rows x cols values from N(0, 1) drawn by the core's Rng(seed), as float32. */
    randomNormalTable(rows, cols, seed) {
      return { rows, cols, data: module.randomNormalTable(rows, cols, seed) };
    },
    /** The rows a learned table gives `length` tokens; throws past max_len (the table's rows). */
    learnedPositionsForLength(table, length) {
      const data = module.learnedPositionsForLength(table.data, table.rows, table.cols, length);
      return { rows: length, cols: table.cols, data };
    },
    /** Cosine similarity of every pair of rows of a position table, (rows, rows). */
    positionCosineSimilarity(table) {
      const data = module.positionCosineSimilarity(table.data, table.rows, table.cols);
      return { rows: table.rows, cols: table.rows, data };
    },
    /** Each RoPE pair's unit "clock hand" at a position: [[cos, sin], ...] of length d/2. */
    ropeClockHands(position, d, base = 10000) {
      const data = module.ropeClockHands(position, d, base);
      return Array.from({ length: data.length / 2 }, (_, i) => [data[2 * i], data[2 * i + 1]]);
    },
    /**
     * RoPE scores (R_m q) . (R_n k) for every m in absoluteM and offset m - n from minOffset to
     * maxOffset: one Float64Array per m.
     */
    ropeScoreTable(q, k, absoluteM, minOffset, maxOffset, base = 10000) {
      const data = module.ropeScoreTable(q, k, absoluteM, minOffset, maxOffset, base);
      const n = maxOffset - minOffset + 1;
      return absoluteM.map((_, a) => data.slice(a * n, (a + 1) * n));
    },

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

    // ---- lessons: the model opened up (heads, block, contextual, sampling)
    // `model` is { dModel, layers, heads, maxLen, pe, norm, seed }; `weights` is null (a random
    // TinyGPT of that shape from seed) or the training lab's weights file (Uint8Array), whose own
    // shape then wins. Matrices are { rows, cols, data: Float64Array }; each result also echoes
    // the model's shape { dModel, layers, heads, maxLen, pe, norm, parameters }.

    /** The TinyGPT of `model`'s shape, not run: { ..shape, tensors: [{ name, shape, size }] }. */
    modelLayout(model) {
      return module.modelLessonLayout(model);
    },
    /**
     * Block `layer` (0-based) on the first 64 bytes of text: { ids, totalTokens, headDim, tokens,
     * normed, q, k, v, weights (heads*T, T), headsOut, projected, residualIn, residualOut,
     * weightsTimesVError, layerParameters, projectionMultAdds, attentionMultAdds }.
     */
    headsLesson(model, weights, text, layer) {
      return module.headsLesson(model, weights ?? null, text, layer);
    },
    /**
     * The residual stream and output head: { ids, totalTokens, streamRms (2L+1, T), updateRms
     * (2L, T), mlpHidden (T, 4d), mlpHiddenZeroShare, logits, probs (Float64Array 256),
     * tokenTableParameters, headParameters, tokenRowRms }.
     */
    blockLesson(model, weights, text) {
      return module.blockLesson(model, weights ?? null, text);
    },
    /**
     * RMS of activations and gradients entering each of `depth` random blocks, pre-norm and
     * post-norm: { depth, preActivation, postActivation, preGradient, postGradient } (Float64Array
     * of depth + 1).
     */
    normPlacement(depth, dModel, heads, tokens, norm, seed) {
      return module.normPlacementLesson(depth, dModel, heads, tokens, norm, seed);
    },
    /**
     * word's last byte in two texts: { positionA, positionB, token, tokenRowCosine, cosine,
     * normA, normB } (Float64Array of layers + 1: the input, then after each block).
     */
    contextualLesson(model, weights, textA, textB, word) {
      return module.contextualLesson(model, weights ?? null, textA, textB, word);
    },
    /**
     * The next byte's distribution at each stage: { logits, plain, tempered, topK, topP
     * (Float64Array 256), keptK, keptP, order }.
     */
    nextByteLesson(model, weights, prompt, { temperature, topK, topP }) {
      return module.nextByteLesson(model, weights ?? null, prompt, temperature, topK, topP);
    },
    /** length new bytes after prompt: { ids, probability (Float64Array), candidates }. */
    generateLesson(model, weights, prompt, length, { temperature, topK, topP, seed }) {
      return module.generateLesson(
        model,
        weights ?? null,
        prompt,
        length,
        temperature,
        topK,
        topP,
        seed,
      );
    },
    /** { tokens, bytesPerToken, cacheBytes, prefixChange } for text's bytes. */
    kvCacheLesson(model, weights, text, bytesPerValue = 4) {
      return module.kvCacheLesson(model, weights ?? null, text, bytesPerValue);
    },

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
