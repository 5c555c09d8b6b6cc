// The long-context lesson's side of the core (src/bindings/long_context.cpp): ALiBi's biases and
// RoPE read past its training length.

/** The long-context functions of the core (module: checked, embind.js). */
export const longContext = (module) => ({
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
});
