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
   * RoPE trained on `trained` positions of a d-wide vector and read at scale x that many, per
   * scaling ('none', 'linear': positions / scale, 'ntk': base * scale^(d/(d-2))): angles,
   * Float64Array (scale x trained, d/2), pair i at position p in radians (plain RoPE unscaled);
   * per pair, the arc of angles swept in training and at the longer length (a full turn at
   * most) and reach = testArc / trainedArc (core rope_reach), each Float64Array (d/2).
   * @returns {{ none: RopeStretch, linear: RopeStretch, ntk: RopeStretch }}
   */
  ropeStretchLesson(d, trained, scale, base = 10000) {
    return module.ropeStretchLesson(d, trained, scale, base);
  },
});
