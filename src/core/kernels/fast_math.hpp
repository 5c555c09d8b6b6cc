// Float exp and erf as branch-free polynomials, so loops calling them vectorize (f32x4 in WASM,
// SSE natively): libm's exp/erf are scalar calls, and in WASM they dominated the cross-entropy and
// GELU of a training step. Used for float only; double keeps std::exp / std::erf (the gradient
// checks and double fixtures). Accuracy: exp within 2 ulp on [-87, 88] (0 below), erf within
// 4e-7 absolute, both far inside the fixtures' float tolerances (1e-5 and up).
#pragma once

#include <cmath>
#include <cstdint>
#include <cstring>

#include "core/kernels/simd.hpp"

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

// The same two on four lanes, each lane the scalar function's bits (test_fast_math.cpp checks).
// For the WASM build's GELU and softmaxes: clang's vectorized scalar loops reach V8 with each
// clamp as f32x4.min/max sequences; these clamp with pmin/pmax and take k from the rounding
// add's bits (magic + k, k small) instead of a float-to-int conversion.
inline simd::F32x4 fast_exp(simd::F32x4 x) {
  using simd::splat;
  const simd::I32x4 under = x < splat(-87.3365447f);
  x = simd::pmax(simd::pmin(x, splat(88.3762626f)), splat(-87.3365447f));
  const simd::F32x4 magic = splat(12582912.0f);
  const simd::F32x4 shifted = x * splat(1.44269504088896341f) + magic;
  const simd::F32x4 kf = shifted - magic;
  const simd::F32x4 r = (x - kf * splat(0.693359375f)) + kf * splat(2.12194440e-4f);
  simd::F32x4 p = splat(1.9875691500e-4f);
  p = p * r + splat(1.3981999507e-3f);
  p = p * r + splat(8.3333519073e-3f);
  p = p * r + splat(4.1665795894e-2f);
  p = p * r + splat(1.6666665459e-1f);
  p = p * r + splat(5.0000001201e-1f);
  p = p * r * r + r + splat(1.0f);
  const simd::I32x4 k = simd::bits_of(shifted) - simd::bits_of(magic);
  const simd::I32x4 k1 = k >> 1;
  const simd::F32x4 y =
      p * simd::from_bits((k1 + 127) << 23) * simd::from_bits((k - k1 + 127) << 23);
  return simd::from_bits(simd::bits_of(y) & ~under);  // 0 where x < -87.3
}

inline simd::F32x4 fast_erf(simd::F32x4 x) {
  using simd::splat;
  x = simd::pmax(simd::pmin(x, splat(4.0f)), splat(-4.0f));
  const simd::F32x4 x2 = x * x;
  simd::F32x4 p = splat(-2.72614225801306e-10f);
  p = p * x2 + splat(2.77068142495902e-08f);
  p = p * x2 + splat(-2.10102402082508e-06f);
  p = p * x2 + splat(-5.69250639462346e-05f);
  p = p * x2 + splat(-7.34990630326855e-04f);
  p = p * x2 + splat(-2.95459980854025e-03f);
  p = p * x2 + splat(-1.60960333262415e-02f);
  simd::F32x4 q = splat(-1.45660718464996e-05f);
  q = q * x2 + splat(-2.13374055278905e-04f);
  q = q * x2 + splat(-1.68282697438203e-03f);
  q = q * x2 + splat(-7.37332916720468e-03f);
  q = q * x2 + splat(-1.42647390514189e-02f);
  return x * p / q;
}

// The kernels' choice, in one place: libm for double (the gradient checks and double fixtures),
// the polynomials above for float (training).
inline double exp_of(double x) {
  return std::exp(x);
}
inline float exp_of(float x) {
  return fast_exp(x);
}
inline double erf_of(double x) {
  return std::erf(x);
}
inline float erf_of(float x) {
  return fast_erf(x);
}

}  // namespace elab
