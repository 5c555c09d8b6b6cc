// The friendly JS face of the WASM core. The page, the worker and the node tests all go through
// wrapCore(); nothing else touches the Embind module (src/bindings/*.cpp, one file per area).
//
// Number types: tables drawn as heatmaps and everything the trainer returns about its model are
// float32 (Float32Array); the lessons' exact values (norms, attention, decoder-only, the position
// formulas) are float64 (Float64Array); token and byte ids in bulk are Int32Array. Each method's
// JSDoc says which.

/**
 * A row-major matrix: element (r, c) is data[r * cols + c].
 * @template {Float32Array | Float64Array} D
 * @typedef {{ rows: number, cols: number, data: D }} Matrix
 */
/** @typedef {Matrix<Float32Array>} MatrixF32 A table as the model stores it (float32). */
/** @typedef {Matrix<Float64Array>} MatrixF64 A lesson's exact values (float64). */
/**
 * The trainer settings createTrainer reads (every one optional; defaults in trainerSettings).
 * @typedef {{ model?: 'tokpos' | 'gpt', dModel?: number, layers?: number, heads?: number,
 *   maxLen?: number, pe?: 'none' | 'learned' | 'sinusoidal' | 'rope' | 'alibi',
 *   norm?: 'layernorm' | 'rmsnorm', lr?: number, weightDecay?: number, clipNorm?: number,
 *   batch?: number, seqLen?: number, seed?: number, valFraction?: number,
 *   bpeMerges?: number }} TrainerSettings
 */
/**
 * The model a trainer holds.
 * @typedef {{ model: 'tokpos' | 'gpt', dModel: number, layers: number, heads: number,
 *   maxLen: number, pe: string, norm: string, seqLen: number, lr: number,
 *   valFraction: number, bpeMerges: Int32Array, vocab: number, tokens: number, bytes: number,
 *   valTokens: number, valBytes: number, ropeScaling: string, ropeScale: number,
 *   shards: number }} ModelConfig
 *   (bpeMerges: the trainer's BPE merges as flat pairs, empty for byte tokens; vocab: 256 +
 *   merges; tokens and bytes: the training part's length in tokens and in bytes; valTokens and
 *   valBytes: the held-out part's; shards: how many shards each step's batch is cut into, the
 *   most workers this model trains on)
 */
/** @typedef {{ min: number, max: number }} SettingRange The whole numbers a setting accepts. */
/**
 * TinyGPT's attention weights for one prompt of T bytes: weights (layers, heads, T, T),
 * row-major; row i of a map is query i's softmax over keys 0..i.
 * @typedef {{ layers: number, heads: number, T: number, weights: Float32Array }} AttentionMaps
 */
/** @typedef {{ i: number, j: number, similarity: number }} SimilarPair Indices into `rows`. */
/**
 * @typedef {{ rows: Int32Array, similarity: MatrixF32, norms: Float32Array,
 *   projection: MatrixF32, explainedRatio: Float32Array, most: SimilarPair[],
 *   least: SimilarPair[] }} EmbeddingReport
 */

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
     * @returns {MatrixF32}
     */
    sinusoidalPe(maxLen, dModel, base = 10000, reuse = null) {
      if (!reuse)
        return { rows: maxLen, cols: dModel, data: module.sinusoidalPe(maxLen, dModel, base) };
      const view = module.sinusoidalPeView(maxLen, dModel, base);
      const data = reuse.length === view.length ? reuse : new Float32Array(view.length);
      data.set(view);
      return { rows: maxLen, cols: dModel, data };
    },
    /**
     * Wavelength of each sin/cos pair: 2*pi*base^(2i/dModel), length dModel/2.
     * @returns {Float32Array}
     */
    peWavelengths(dModel, base = 10000) {
      return module.peWavelengths(dModel, base);
    },
    /** Bytes of WASM heap in use (malloc's count), for leak tests and the memory read-out. */
    heapBytesInUse() {
      return module.heapBytesInUse();
    },
    /** The most values a single matrix may hold (the core's memory cap). */
    maxMatrixElements: module.maxMatrixElements(),
    /**
     * A trained model as a PyTorch project in a zip (Uint8Array): embedding-lab-model/ with
     * model.py, weights.safetensors and README.md. weightsBytes: an Embedding Lab weights file
     * (Uint8Array, as saveWeights gives). A damaged file throws the core's message.
     */
    exportPytorchZip(weightsBytes) {
      return module.exportPytorchZip(weightsBytes);
    },
    /**
     * The core's trainer defaults, the range of each whole-number setting, its model names and its
     * positional encodings: the one source the CLI, the bindings and the training lab share.
     * @type {{ defaults: Required<TrainerSettings>, limits: Record<'dModel' | 'layers' | 'heads' |
     *   'maxLen' | 'batch' | 'seqLen' | 'seed' | 'bpeMerges', SettingRange> & { embedStd: {
     *   above: number, atMost: number } }, models: string[], encodings: string[],
     *   batchShards: number }} (batchShards: the shards each step's batch is cut into at most,
     *   and so the most workers one model trains on)
     */
    trainerSettings: module.trainerSettings(),
    /** Vizuara's notebook's training text (its five-line passage repeated 10 times). */
    seedCorpus() {
      return module.seedCorpus();
    },
    /**
     * A trainer for the token + position predictor (model 'tokpos'; 'seed', its older name, reads
     * as it) or TinyGPT ('gpt') on `text`.
     * settings: { model, dModel, layers, heads, maxLen, pe, norm, lr, weightDecay, clipNorm,
     * batch, seqLen, seed, embedStd, valFraction, bpeMerges }, all optional. embedStd: the
     * predictor's tables start as N(0, embedStd²), 1 as in the notebook (default), 0.02 as in
     * GPT-2. valFraction (0 to 0.5): the last part of the text held out of training. bpeMerges:
     * 0 trains on bytes, N > 0 on BPE tokens with up to N merges learned on the training part.
     * The handle owns WASM memory: call dispose() when done.
     * @param {TrainerSettings} settings
     * @param {string} text
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
        /** @returns {Float64Array} the losses of n steps (fewer if training diverged) */
        step: (n) => handle.step(n),
        /** @returns {number} mean loss over every window of seqLen (0: the training length) */
        evalLoss: (seqLen = 0) => handle.evalLoss(seqLen),
        /** @returns {string} prompt's continuation, length bytes (topP 1: every token kept) */
        generate: (prompt, length, temperature = 1, topK = 0, seed = 0, topP = 1) =>
          handle.generate(prompt, length, temperature, topK, seed, topP),
        reset: () => handle.reset(),
        // A step in parts, for shards computed by helper workers (core/model/trainer.hpp): every
        // shard, 0 to shards - 1, added in order, then finishStep.
        /** @returns {Float32Array} a copy of the weights, to send to a helper */
        params: () => handle.params(),
        /**
         * Draws the step's batch.
         * @returns {{ ids: Int32Array, targets: Int32Array, batch: number, seqLen: number,
         *   shards: number }} the whole batch (batch, seqLen) and how many shards it is cut into
         */
        beginStep: () => handle.beginStep(),
        /** Computes shard k of the step here and adds it. */
        addOwnShard: (shard) => handle.addOwnShard(shard),
        /** Adds shard k as a helper computed it (shardModel.gradient's grads and loss). */
        addShard: (shard, grads, loss) => handle.addShard(shard, grads, loss),
        /** @returns {number} the step's loss, after its Adam update (unless it diverged) */
        finishStep: () => handle.finishStep(),
        get stepsDone() {
          return handle.stepsDone();
        },
        get diverged() {
          return handle.diverged();
        },
        get divergence() {
          return handle.divergence();
        },
        /** @returns {MatrixF32} the token table (256, dModel) */
        tokenTable: () => handle.tokenTable(),
        /** @returns {MatrixF32 | null} the learned position table (maxLen, dModel), if any */
        positionTable: () => handle.positionTable(),
        /**
         * Cosine similarity, norms, 2-D PCA and the most/least similar pairs of the token table's
         * `rows` (ids); pair indices (i, j) point into `rows`. Computed where the table is: it
         * never leaves WASM memory.
         * @param {ArrayLike<number>} rows
         * @returns {EmbeddingReport}
         */
        tokenReport: (rows, pairs = 8) => handle.tokenReport(rows, pairs),
        /**
         * The same for the first `positions` rows of the learned position table; null without
         * one, or with fewer than 2 rows.
         * @returns {EmbeddingReport | null}
         */
        positionReport: (positions, pairs = 8) => handle.positionReport(positions, pairs),
        /** @returns {AttentionMaps} TinyGPT's attention weights for prompt */
        attention: (prompt) => handle.attention(prompt),
        /** @returns {Uint8Array} the weights as an Embedding Lab weights file */
        saveWeights: () => handle.saveWeights(),
        /** Replaces the model with a saved one (Uint8Array); a bad file throws, changing nothing. */
        loadWeights: (bytes) => handle.loadWeights(bytes),
        /** @returns {number} mean loss over `windows` evenly spread windows of seqLen (all if fewer) */
        evalLossSpread: (seqLen, windows = 256) => handle.evalLossSpread(seqLen, windows),
        /** @returns {number} the same on the held-out text; throws when nothing is held out or it is too short */
        valLossSpread: (seqLen, windows = 256) => handle.valLossSpread(seqLen, windows),
        /**
         * RoPE past its training length for later evaluations: method 'none' | 'linear' | 'ntk',
         * scale >= 1 (evaluation length over training length). Only rope models take linear/ntk.
         * @param {'none' | 'linear' | 'ntk'} method
         * @param {number} [scale]
         */
        setRopeScaling: (method, scale = 1) => handle.setRopeScaling(method, scale),
        /** @returns {ModelConfig} the model held now (after loadWeights: the file's) */
        modelConfig: () => handle.modelConfig(),
        get parameterCount() {
          return handle.parameterCount();
        },
        dispose: () => handle.delete(),
      };
    },

    /**
     * A helper worker's copy of a trainer's model, which computes the gradients of the shards
     * it is asked for. model: the trainer's modelConfig(). The handle owns WASM memory: call
     * dispose() when done.
     * @param {ModelConfig} model
     */
    createShardModel(model) {
      const handle = checked(new module.ShardModel());
      try {
        handle.configure(model);
      } catch (error) {
        handle.delete();
        throw error;
      }
      return {
        /** Takes the trainer's weights (a Float32Array of parameterCount values). */
        setParams: (params) => handle.setParams(params),
        /**
         * Shard `shard` of the batch (ids, targets: Int32Array (batch, seqLen), the whole batch).
         * @returns {{ loss: number, grads: Float32Array }} its part of the loss and its gradient
         */
        gradient: (ids, targets, batch, seqLen, shard) =>
          handle.gradient(ids, targets, batch, seqLen, shard),
        get parameterCount() {
          return handle.parameterCount();
        },
        dispose: () => handle.delete(),
      };
    },

    // ---- lesson: long context (src/bindings/long_context.cpp)
    /**
     * ALiBi for nHeads heads over length positions: { heads, length, slopes: Float64Array (H),
     * bias: Float64Array (H, T, T), weights: Float64Array (H, T) the last query's attention with
     * equal content scores, span90: number[] (H) the fewest recent keys holding 90% of it }.
     */
    alibiView(nHeads, length) {
      return module.alibiView(nHeads, length);
    },
    /**
     * RoPE angles in radians, Float64Array (length, d/2): pair i at position p. method 'none',
     * 'linear' (positions / scale) or 'ntk' (base * scale^(d/(d-2))); scale >= 1.
     */
    ropeAngleTable(d, length, base = 10000, method = 'none', scale = 1) {
      return module.ropeAngleTable(d, length, base, method, scale);
    },
    /**
     * Per pair of a d-wide RoPE vector trained on `trained` positions and read at scale x that
     * many with `method`: the arc of angles it swept in training and at the longer length
     * (radians, a full turn at most) and reach = testArc / trainedArc (core rope_reach).
     * @returns {{ trainedArc: Float64Array, testArc: Float64Array, reach: Float64Array }}
     */
    ropeReach(d, trained, scale, base = 10000, method = 'none') {
      return module.ropeReach(d, trained, scale, base, method);
    },

    // ---- lessons: tokens and embeddings
    /**
     * Characters of text with their UTF-8 byte ids.
     * @returns {{ text: string, ids: number[], offset: number, codePoint: number,
     *   valid: boolean }[]}
     */
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
    /**
     * Vizuara's notebook's CharTokenizer ids, one per character.
     * @returns {{ ids: number[], codePoints: number[], lost: boolean[] }}
     */
    notebookCharIds(text) {
      return module.notebookCharIds(text);
    },
    /**
     * Word tokenizer built on trainingText, applied to text.
     * @returns {{ vocabSize: number, words: string[], ids: number[], unknown: number }}
     */
    wordReport(trainingText, text) {
      return module.wordReport(trainingText, text);
    },
    /** @returns {MatrixF32} the token + position predictor's token table before training, N(0,1): (256, dModel) */
    randomTokenTable(dModel, seed) {
      return module.randomTokenTable(dModel, seed);
    },
    /**
     * Rows ids of table ({ rows, cols, data }): { rows, oneHotMaxDifference, similarity,
     * stats? } where similarity is the cosine matrix of those rows and stats its off-diagonal
     * summary { pairs, mean, rms, min, max } (2+ ids).
     * @param {MatrixF32} table
     * @returns {{ rows: MatrixF32, oneHotMaxDifference: number, similarity: MatrixF32,
     *   stats?: { pairs: number, mean: number, rms: number, min: number, max: number } }}
     */
    tokenLookup(table, ids) {
      return module.tokenLookup(table, ids);
    },
    /**
     * Token + position input for ids: { token, position, sum, concatenated, given, used,
     * truncated }. positions: 'learned' | 'sinusoidal'. strict: refuse texts over maxLen.
     * @returns {{ token: MatrixF32, position: MatrixF32, sum: MatrixF32,
     *   concatenated: MatrixF32, given: number, used: number, truncated: boolean }}
     */
    combineInput(ids, dModel, maxLen, positions, seed, strict = false) {
      return module.combineInput(ids, dModel, maxLen, positions, seed, strict);
    },
    /**
     * Widths and parameter counts of adding vs concatenating (vocabulary 256).
     * @returns {{ width: number, outputValues: number, tokenParams: number,
     *   positionParams: number, nextLayerParams: number }}
     */
    joinShapes(dModel, maxLen, tokens, concatenate, positions) {
      return module.joinShapes(dModel, maxLen, tokens, concatenate, positions);
    },
    /**
     * One token at positions 0..n-1.
     * @returns {{ vectors: MatrixF32, similarity: MatrixF32, byDistance: Float64Array }}
     */
    placeToken(tokenId, n, dModel, positions, seed) {
      return module.placeToken(tokenId, n, dModel, positions, seed);
    },

    // ---- lessons: positions

    /**
     * PE[pos, :] with the formula's numbers, one entry per pair i:
     * { exponent: 2i/d, divisor: base^(2i/d), angle: pos/divisor, sin, cos } (doubles).
     * @returns {{ exponent: number, divisor: number, angle: number, sin: number,
     *   cos: number }[]}
     */
    peRowBreakdown(pos, dModel, base = 10000) {
      return module.peRowBreakdown(pos, dModel, base);
    },
    /**
     * dot and cosine of PE(p) and PE(p + k) for k = 0..maxK.
     * @returns {{ dot: Float64Array, cosine: Float64Array }}
     */
    peRelativeSimilarity(p, maxK, dModel, base = 10000) {
      return module.peRelativeSimilarity(p, maxK, dModel, base);
    },
    /**
     * PE(p + k) as a rotation of PE(p) in pair i: { omega, angle, from: [sin, cos], to,
     * matrix: [[a, b], [c, d]], rotated: matrix * from }, all numbers doubles.
     */
    pePairRotation(p, k, pair, dModel, base = 10000) {
      return module.pePairRotation(p, k, pair, dModel, base);
    },
    /** @returns {MatrixF32} rows x cols values from N(0, 1) drawn by the core's Rng(seed) */
    randomNormalTable(rows, cols, seed) {
      return module.randomNormalTable(rows, cols, seed);
    },
    /**
     * The rows a learned table gives `length` tokens; throws past max_len (the table's rows).
     * @param {MatrixF32} table
     * @returns {MatrixF32}
     */
    learnedPositionsForLength(table, length) {
      return module.learnedPositionsForLength(table, length);
    },
    /**
     * Cosine similarity of every pair of rows of a position table.
     * @param {MatrixF32} table
     * @returns {MatrixF32} (rows, rows)
     */
    positionCosineSimilarity(table) {
      return module.positionCosineSimilarity(table);
    },
    /** @returns {[number, number][]} each RoPE pair's unit "clock hand" [cos, sin], d/2 of them */
    ropeClockHands(position, d, base = 10000) {
      return module.ropeClockHands(position, d, base);
    },
    /**
     * RoPE scores (R_m q) . (R_n k) for every m in absoluteM and offset m - n from minOffset to
     * maxOffset: one Float64Array per m.
     * @returns {Float64Array[]}
     */
    ropeScoreTable(q, k, absoluteM, minOffset, maxOffset, base = 10000) {
      return module.ropeScoreTable(q, k, absoluteM, minOffset, maxOffset, base);
    },

    // ---- lessons: norms and attention

    /**
     * LayerNorm and RMSNorm of x (numbers) with scalar gamma, beta: { mean, variance, meanSquare,
     * rms, layernormRstd, rmsnormRstd, layernorm, rmsnorm, layernormWithoutEps, rmsnormWithoutEps }
     * (the last two are null when eps = 0 would divide by zero). Scalars are numbers, vectors
     * Float64Array.
     */
    normLesson(x, gamma, beta, eps) {
      return module.normLesson(Float64Array.from(x), gamma, beta, eps);
    },
    /**
     * How far factor*x moves the outputs.
     * @returns {{ factor: number, scaled: Float64Array, layernormMaxChange: number,
     *   rmsnormMaxChange: number }}
     */
    scaleInvariance(x, factor, gamma, beta, eps) {
      return module.scaleInvariance(Float64Array.from(x), factor, gamma, beta, eps);
    },
    /**
     * One attention head on the bytes of text (first 128): { totalTokens, ids, x, q, k, v, scores,
     * weights, out }.
     * @returns {{ totalTokens: number, ids: Int32Array, x: MatrixF64, q: MatrixF64, k: MatrixF64,
     *   v: MatrixF64, scores: MatrixF64, weights: MatrixF64, out: MatrixF64 }}
     */
    attentionLesson(text, { dModel, dK, causal, positions, seed }) {
      return module.attentionLesson(text, dModel, dK, causal, positions, seed);
    },
    /** @returns {MatrixF64} (n, n) with 1 where query i may see key j (j <= i) */
    causalMask(n) {
      return module.causalMask(n);
    },
    /**
     * Memory of one attention matrix for n = 1, 2, 4, ..., maxN.
     * @returns {{ n: Float64Array, matrixBytes: Float64Array, perTokenBytes: Float64Array }}
     */
    attentionMemory(maxN, dModel, bytesPerValue = 4) {
      return module.attentionMemory(maxN, dModel, bytesPerValue);
    },
    /**
     * The training pair x = data[start:start+T], y = data[start+1:start+T+1] on text's bytes.
     * @returns {{ totalTokens: number, start: number, inputs: Int32Array, targets: Int32Array,
     *   answerPosition: Int32Array }}
     */
    nextTokenWindow(text, start, length) {
      return module.nextTokenWindow(text, start, length);
    },

    // ---- lessons: subword tokens (bindings/bpe.cpp). Merges are a flat Int32Array
    // [a0, b0, a1, b1, ...]: merge k joins ids a_k and b_k into the new id 256 + k.
    /**
     * Byte-level BPE trained on text's UTF-8 bytes with up to numMerges merges:
     * { merges: Int32Array (2K), counts: Int32Array (K, how often each pair occurred),
     *   lengths: Int32Array (K, tokens after each merge), ids: Int32Array (the text after the
     *   last merge), bytes, requested, stopReason ('' or why fewer than numMerges were made) }.
     * An empty text or a numMerges outside 0..2^20 throws.
     */
    bpeTrain(text, numMerges) {
      return module.bpeTrain(text, numMerges);
    },
    /** text encoded with the merges (Int32Array of ids); bad merges throw. */
    bpeEncode(text, merges) {
      return module.bpeEncode(text, merges);
    },
    /** A readable label for every id 0..255+K (space as ␣, unprintable bytes as \xNN). */
    bpeVocabLabels(merges) {
      return module.bpeVocabLabels(merges);
    },
    /** Ids back to text (invalid UTF-8 as U+FFFD); an id outside the vocabulary throws. */
    bpeDecode(ids, merges) {
      return module.bpeDecode(ids, merges);
    },
    /**
     * Adjacent pairs of ids in the order training would merge them (most frequent, then first
     * seen): [{ left, right, count, first }], at most top (0: all).
     */
    bpePairCounts(ids, top = 10) {
      return module.bpePairCounts(ids, top);
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
    /**
     * The same generation made a few bytes at a time (the core's KV-cached LessonGenerator), for
     * progress and early stops: step(n) makes up to n more bytes; made and total count bytes;
     * result() is what generateLesson returns, so far. Owns WASM memory: call dispose().
     */
    createLessonGenerator(model, weights, prompt, length, { temperature, topK, topP, seed }) {
      const handle = checked(new module.LessonGenerator());
      try {
        handle.configure(model, weights ?? null, prompt, length, temperature, topK, topP, seed);
      } catch (error) {
        handle.delete();
        throw error;
      }
      return {
        /** @returns {number} bytes made in all */
        step: (n = 1) => handle.step(n),
        get made() {
          return handle.made();
        },
        get total() {
          return handle.total();
        },
        /** @returns {{ ids: number[], probability: Float64Array, candidates: number[] }} */
        result: () => handle.result(),
        dispose: () => handle.delete(),
      };
    },
    /** { tokens, bytesPerToken, cacheBytes, prefixChange } for text's bytes. */
    kvCacheLesson(model, weights, text, bytesPerValue = 4) {
      return module.kvCacheLesson(model, weights ?? null, text, bytesPerValue);
    },
    /**
     * How many weights files the model lessons have decoded: they keep the last one parsed until
     * they are given another array (what the lessons' cache test counts).
     */
    lessonWeightsParsed() {
      return module.lessonWeightsParsed();
    },

    // ---- training lab
    /** H(next byte | current byte) of text in nats: the floor for a one-byte-context model. */
    bigramEntropy(text) {
      return module.bigramEntropy(text);
    },
    /** @returns {Int32Array} the distinct bytes of text (its UTF-8 encoding), ascending */
    bytesPresent(text) {
      return module.bytesPresent(text);
    },
  };
}
