// Float exp and erf as branch-free polynomials, so loops calling them vectorize (f32x4 in WASM,
// SSE natively): libm's exp/erf are scalar calls, and in WASM they dominated the cross-entropy and
// GELU of a training step. Used for float only; double keeps std::exp / std::erf (the gradient
// checks and double fixtures). Accuracy: exp within 2 ulp on [-87, 88] (0 below), erf within
// 4e-7 absolute, both far inside the fixtures' float tolerances (1e-5 and up).
#pragma once

#include <cstdint>
#include <cstring>

namespace elab {

// Cephes expf: x = k ln2 + r, |r| <= ln2/2, exp(r) by a degree-6 polynomial, 2^k in the exponent
// bits. Inputs below -87.3 (where the result would be subnormal) give exactly 0.
inline float fast_exp(float x) {
  const float lo = -87.3365447f, hi = 88.3762626f;
  const bool under = x < lo;
  x = x < lo ? lo : (x > hi ? hi : x);
  // k = round(x / ln2) by adding and subtracting 1.5 * 2^23 (round to nearest, no libm call).
  const float magic = 12582912.0f;
  const float kf = (x * 1.44269504088896341f + magic) - magic;
  const float r = (x - kf * 0.693359375f) + kf * 2.12194440e-4f;
  float p = 1.9875691500e-4f;
  p = p * r + 1.3981999507e-3f;
  p = p * r + 8.3333519073e-3f;
  p = p * r + 4.1665795894e-2f;
  p = p * r + 1.6666665459e-1f;
  p = p * r + 5.0000001201e-1f;
  p = p * r * r + r + 1.0f;
  // 2^k, built in two halves so k = 128 (x near hi) does not overflow the exponent field.
  const std::int32_t k = static_cast<std::int32_t>(kf);
  const std::int32_t k1 = k >> 1;
  const std::uint32_t b1 = static_cast<std::uint32_t>(k1 + 127) << 23;
  const std::uint32_t b2 = static_cast<std::uint32_t>(k - k1 + 127) << 23;
  float s1, s2;
  std::memcpy(&s1, &b1, sizeof s1);
  std::memcpy(&s2, &b2, sizeof s2);
  const float y = p * s1 * s2;
  return under ? 0.0f : y;
}

// erf(x) as x P(x^2) / Q(x^2) on [-4, 4] (clamped outside, where erf is +-1 in float): the
// rational approximation Eigen and XLA use for float.
inline float fast_erf(float x) {
  x = x < -4.0f ? -4.0f : (x > 4.0f ? 4.0f : x);
  const float x2 = x * x;
  float p = -2.72614225801306e-10f;
  p = p * x2 + 2.77068142495902e-08f;
  p = p * x2 + -2.10102402082508e-06f;
  p = p * x2 + -5.69250639462346e-05f;
  p = p * x2 + -7.34990630326855e-04f;
  p = p * x2 + -2.95459980854025e-03f;
  p = p * x2 + -1.60960333262415e-02f;
  float q = -1.45660718464996e-05f;
  q = q * x2 + -2.13374055278905e-04f;
  q = q * x2 + -1.68282697438203e-03f;
  q = q * x2 + -7.37332916720468e-03f;
  q = q * x2 + -1.42647390514189e-02f;
  return x * p / q;
}

}  // namespace elab
