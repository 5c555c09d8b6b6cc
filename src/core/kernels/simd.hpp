// Four float lanes, the width of a WASM v128, as a GCC/clang vector type: f32x4 instructions in
// WASM, SSE natively. Kernels that clang's auto-vectorizer leaves slow in V8 (gemm.hpp, GELU,
// cross-entropy, softmax) are written with it. Each lane does exactly the scalar operation, in
// the same order (g++ runs with -ffp-contract=off, so nothing is fused), so a vector kernel gives
// the bits of its scalar loop, natively and in WASM alike; tests/native/test_fast_math.cpp holds
// the vector exp and erf to their scalar versions bit for bit.
#pragma once

#include <cstdint>
#include <cstring>

#ifdef __wasm_simd128__
#include <wasm_simd128.h>
#endif

// -ffp-contract=off is not enough everywhere: g++ 12 tuned for AMD Zen (-march=native there)
// turns the pairwise rotation (x0 c - x1 s, x0 s + x1 c) into a complex multiplication and emits
// it as fused vfmaddsub, so RoPE's losses left the page's bits. A function that must round each
// operation as written (as WASM, which has no FMA, does) is compiled without FMA instructions.
#if defined(__x86_64__) || defined(__i386__)
#define ELAB_NO_FMA __attribute__((target("no-fma")))
#else
#define ELAB_NO_FMA
#endif

namespace elab::simd {

typedef float F32x4 __attribute__((vector_size(16)));
typedef std::int32_t I32x4 __attribute__((vector_size(16)));

inline F32x4 load(const float* p) {
  F32x4 v;
  std::memcpy(&v, p, sizeof v);
  return v;
}
inline void store(float* p, F32x4 v) {
  std::memcpy(p, &v, sizeof v);
}
inline F32x4 splat(float x) {
  return F32x4{x, x, x, x};
}
inline I32x4 bits_of(F32x4 v) {
  I32x4 b;
  std::memcpy(&b, &v, sizeof b);
  return b;
}
inline F32x4 from_bits(I32x4 b) {
  F32x4 v;
  std::memcpy(&v, &b, sizeof v);
  return v;
}

// b < a ? b : a and a < b ? b : a in every lane: WASM's f32x4.pmin and f32x4.pmax, one
// instruction each in V8, where f32x4.min and f32x4.max (NaN-propagating, -0 below +0: what clang
// emits for a clamp written with ?:) are sequences of six or so.
#ifdef __wasm_simd128__
inline v128_t as_v128(F32x4 v) {
  return reinterpret_cast<v128_t>(v);
}
inline F32x4 pmin(F32x4 a, F32x4 b) {
  return reinterpret_cast<F32x4>(wasm_f32x4_pmin(as_v128(a), as_v128(b)));
}
inline F32x4 pmax(F32x4 a, F32x4 b) {
  return reinterpret_cast<F32x4>(wasm_f32x4_pmax(as_v128(a), as_v128(b)));
}
#else
inline F32x4 pmin(F32x4 a, F32x4 b) {
  return b < a ? b : a;
}
inline F32x4 pmax(F32x4 a, F32x4 b) {
  return a < b ? b : a;
}
#endif

}  // namespace elab::simd
