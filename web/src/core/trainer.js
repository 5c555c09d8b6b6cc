// The training lab's side of the core (src/bindings/trainer.cpp, export.cpp): a trainer, the copy
// of its model a helper worker computes shards with, the settings both read, and what the lab
// measures of a text. A trainer's face is gathered from its parts by job: running, evaluating,
// a step in shards, looking inside the model, its weights file.
import { configured } from './embind.js';

/** @typedef {import('./api.js').MatrixF32} MatrixF32 */
/**
 * The trainer settings createTrainer reads (every one optional; defaults in trainerSettings).
 * @typedef {{ model?: 'tokpos' | 'gpt', dModel?: number, layers?: number, heads?: number,
 *   maxLen?: number, pe?: 'none' | 'learned' | 'sinusoidal' | 'rope' | 'alibi',
 *   norm?: 'layernorm' | 'rmsnorm', lr?: number, weightDecay?: number, clipNorm?: number,
 *   batch?: number, seqLen?: number, seed?: number, embedStd?: number, valFraction?: number,
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

/** The training lab's functions of the core (module: checked, embind.js). */
export const trainer = (module) => ({
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
    return trainerFace(configured(module.Trainer, (handle) => handle.configure(settings, text)));
  },
  /**
   * A helper worker's copy of a trainer's model, which computes the gradients of the shards
   * it is asked for. model: the trainer's modelConfig(). The handle owns WASM memory: call
   * dispose() when done.
   * @param {ModelConfig} model
   */
  createShardModel(model) {
    return shardModelFace(configured(module.ShardModel, (handle) => handle.configure(model)));
  },
  /** H(next byte | current byte) of text in nats: the floor for a one-byte-context model. */
  bigramEntropy(text) {
    return module.bigramEntropy(text);
  },
  /** @returns {Int32Array} the distinct bytes of text (its UTF-8 encoding), ascending */
  bytesPresent(text) {
    return module.bytesPresent(text);
  },
  /**
   * A trained model as a PyTorch project in a zip (Uint8Array): embedding-lab-model/ with
   * model.py, weights.safetensors and README.md. weightsBytes: an Embedding Lab weights file
   * (Uint8Array, as saveWeights gives). A damaged file throws the core's message.
   */
  exportPytorchZip(weightsBytes) {
    return module.exportPytorchZip(weightsBytes);
  },
});

// What createTrainer returns, around a configured Trainer handle. The getters are written here:
// spreading an object would read a getter once instead of copying it.
function trainerFace(handle) {
  return {
    ...running(handle),
    ...evaluation(handle),
    ...shardedStep(handle),
    get stepsDone() {
      return handle.stepsDone();
    },
    get diverged() {
      return handle.diverged();
    },
    get divergence() {
      return handle.divergence();
    },
    ...inspection(handle),
    ...weightsFile(handle),
    /** @returns {ModelConfig} the model held now (after loadWeights: the file's) */
    modelConfig: () => handle.modelConfig(),
    get parameterCount() {
      return handle.parameterCount();
    },
    dispose: () => handle.delete(),
  };
}

// Training it, sampling from it, starting it again.
const running = (handle) => ({
  /** @returns {Float64Array} the losses of n steps (fewer if training diverged) */
  step: (n) => handle.step(n),
  /** @returns {string} prompt's continuation, length bytes (topP 1: every token kept) */
  generate: (prompt, length, temperature = 1, topK = 0, seed = 0, topP = 1) =>
    handle.generate(prompt, length, temperature, topK, seed, topP),
  reset: () => handle.reset(),
});

// Its loss on the training text and the held-out text, and RoPE read past its training length.
const evaluation = (handle) => ({
  /** @returns {number} mean loss over every window of seqLen (0: the training length) */
  evalLoss: (seqLen = 0) => handle.evalLoss(seqLen),
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
});

// A step in parts, for shards computed by helper workers (core/model/trainer.hpp): every shard,
// 0 to shards - 1, added in order, then finishStep.
const shardedStep = (handle) => ({
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
});

// Its tables, their analyses and its attention.
const inspection = (handle) => ({
  /** @returns {MatrixF32} the token table (vocab, dModel) */
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
});

// The model as an Embedding Lab weights file, out and in.
const weightsFile = (handle) => ({
  /** @returns {Uint8Array} the weights as an Embedding Lab weights file */
  saveWeights: () => handle.saveWeights(),
  /** Replaces the model with a saved one (Uint8Array); a bad file throws, changing nothing. */
  loadWeights: (bytes) => handle.loadWeights(bytes),
});

// What createShardModel returns, around a configured ShardModel handle.
function shardModelFace(handle) {
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
}
