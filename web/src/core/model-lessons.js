// The model lessons' side of the core (src/bindings/model_lessons.cpp): TinyGPT opened up (its
// layout, heads, blocks, norm placement, words in context) and its sampling, all at once or a
// few bytes at a time.
//
// `model` is { dModel, layers, heads, maxLen, pe, norm, seed }; `weights` is null (a random
// TinyGPT of that shape from seed) or the training lab's weights file (Uint8Array), whose own
// shape then wins. Matrices are { rows, cols, data: Float64Array }; each result also echoes the
// model's shape { dModel, layers, heads, maxLen, pe, norm, parameters }.
import { configured } from './embind.js';

/** The model lessons' functions of the core (module: checked, embind.js). */
export const modelLessons = (module) => ({ ...openedUp(module), ...sampling(module) });

const openedUp = (module) => ({
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
   * How many weights files the model lessons have decoded: they keep the last one parsed until
   * they are given another array (what the lessons' cache test counts).
   */
  lessonWeightsParsed() {
    return module.lessonWeightsParsed();
  },
});

const sampling = (module) => ({
  /**
   * The next byte's distribution at each stage: { logits, plain, tempered, topK, topP
   * (Float64Array 256), keptK, keptP, order }, and the prompt's bytes (ids, the model's input).
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
    const configure = (handle) =>
      handle.configure(model, weights ?? null, prompt, length, temperature, topK, topP, seed);
    return lessonGeneratorFace(configured(module.LessonGenerator, configure));
  },
  /** { tokens, bytesPerToken, cacheBytes, prefixChange } for text's bytes. */
  kvCacheLesson(model, weights, text, bytesPerValue = 4) {
    return module.kvCacheLesson(model, weights ?? null, text, bytesPerValue);
  },
});

// What createLessonGenerator returns, around a configured LessonGenerator handle.
function lessonGeneratorFace(handle) {
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
}
