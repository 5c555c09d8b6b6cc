// The position lessons' side of the core (src/bindings/positions.cpp): the sinusoidal encoding
// and its formula's numbers, learned tables, and RoPE's rotations.

/** @typedef {import('./api.js').MatrixF32} MatrixF32 */

/** The position functions of the core (module: checked, embind.js). */
export const positions = (module) => ({ ...sinusoidal(module), ...learnedAndRope(module) });

const sinusoidal = (module) => ({
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
   * dot and cosine of PE(p) and PE(p + k) for k = 0..maxK, and the same from position 0.
   * @returns {{ dot: Float64Array, cosine: Float64Array,
   *   fromZero: { dot: Float64Array, cosine: Float64Array } }}
   */
  peRelativeSimilarity(p, maxK, dModel, base = 10000) {
    return module.peRelativeSimilarity(p, maxK, dModel, base);
  },
  /**
   * What max_len and base do to the float32 table drawn (core pe_table_checks): of its rows x
   * dModel values, how many differ in a table extraRows longer and with twice the base.
   * @returns {{ values: number, lengthened: number, rebased: number }}
   */
  peTableChecks(rows, dModel, base, extraRows) {
    return module.peTableChecks(rows, dModel, base, extraRows);
  },
  /**
   * PE(p + k) as a rotation of PE(p) in pair i: { omega, angle, from: [sin, cos], to,
   * matrix: [[a, b], [c, d]], rotated: matrix * from }, all numbers doubles.
   */
  pePairRotation(p, k, pair, dModel, base = 10000) {
    return module.pePairRotation(p, k, pair, dModel, base);
  },
});

const learnedAndRope = (module) => ({
  /** @returns {MatrixF32} rows x cols values from N(0, 1) drawn by the core's Rng(seed) */
  randomNormalTable(rows, cols, seed) {
    return module.randomNormalTable(rows, cols, seed);
  },
  /**
   * The learned-positions lesson in one call. source: { table } (a trained table) or { rows,
   * cols, seed } (a random N(0,1) one, returned as `positions`, rounded to float32 as shown).
   * `lookupProblem`: the core's refusal of a sequence of seqLen positions ('' when the table
   * covers it); `similarity`: the cosine of every pair of its rows; `sinusoidalSimilarity`, that
   * of the sinusoidal table of the same shape, or `sinusoidalProblem`, the core's reason there is
   * none (an odd width).
   * @returns {{ positions?: MatrixF32, lookupProblem: string, similarity: MatrixF32,
   *   sinusoidalSimilarity?: MatrixF32, sinusoidalProblem?: string }}
   */
  learnedPositionLesson(source, seqLen) {
    return module.learnedPositionLesson(source, seqLen);
  },
  /**
   * The RoPE clocks at position m: each pair's unit hand [cos, sin] (d/2 of them) and its angle's
   * numbers (as peRowBreakdown).
   * @returns {{ hands: [number, number][], row: { exponent, divisor, angle, sin, cos }[] }}
   */
  ropeClocks(position, d, base = 10000) {
    return module.ropeClocks(position, d, base);
  },
  /**
   * RoPE scores (R_m q) . (R_n k) of the seed's random q and k (rows 0 and 1 of
   * randomNormalTable(2, d, seed)) for every m in absoluteM and offset m - n from minOffset to
   * maxOffset: one Float64Array per m.
   * @returns {Float64Array[]}
   */
  ropeRandomScores(d, seed, absoluteM, minOffset, maxOffset, base = 10000) {
    return module.ropeRandomScores(d, seed, absoluteM, minOffset, maxOffset, base);
  },
  /**
   * Tokens i and j of the positions lesson: the first `shown` values of their rows of the
   * float32 sinusoidal table (d wide), PE(i) . PE(j) and PE(0) . PE(|i - j|) in double, and
   * RoPE's score of the seed's q at i + shift against its k at j + shift, per shift.
   * @returns {{ rowI: Float32Array, rowJ: Float32Array, pair: number, fromZero: number,
   *   scores: Float64Array }}
   */
  positionsLesson(i, j, { d, base = 10000, seed, shifts, shown }) {
    return module.positionsLesson(i, j, d, base, seed, shifts, shown);
  },
});
