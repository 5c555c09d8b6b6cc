// The norm and attention lessons' side of the core (src/bindings/lessons.cpp): LayerNorm and
// RMSNorm worked through, one attention head, its mask and memory, and the next-token pairs a
// model trains on. Lesson values are float64, shown digit for digit.

/** @typedef {import('./api.js').MatrixF64} MatrixF64 */

/** The norm and attention functions of the core (module: checked, embind.js). */
export const normsAndAttention = (module) => ({
  /**
   * LayerNorm and RMSNorm of x (numbers) with scalar gamma, beta: { mean, variance, meanSquare,
   * rms, layernormRstd, rmsnormRstd, layernorm, rmsnorm, layernormWithoutEps, rmsnormWithoutEps,
   * scale } (the WithoutEps pair is null when eps = 0 would divide by zero); scale says how far
   * factor * x moves both outputs: { factor, scaled, layernormMaxChange, rmsnormMaxChange }.
   * Scalars are numbers, vectors Float64Array.
   */
  normLesson(x, { gamma, beta, eps, factor }) {
    return module.normLesson(Float64Array.from(x), gamma, beta, eps, factor);
  },
  /**
   * One attention head on the bytes of text (first 128): { totalTokens, ids, x, q, k, v, scores,
   * weights, out, mask } (mask: (n, n) with 1 where query i may see key j, null when not causal).
   * @returns {{ totalTokens: number, ids: Int32Array, x: MatrixF64, q: MatrixF64, k: MatrixF64,
   *   v: MatrixF64, scores: MatrixF64, weights: MatrixF64, out: MatrixF64,
   *   mask: MatrixF64 | null }}
   */
  attentionLesson(text, { dModel, dK, causal, positions, seed }) {
    return module.attentionLesson(text, dModel, dK, causal, positions, seed);
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
});
