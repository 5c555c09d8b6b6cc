#include "core/kernels/loss.hpp"

#include <cmath>
#include <cstddef>
#include <string>
#include <type_traits>

#include "core/errors.hpp"
#include "core/kernels/fast_math.hpp"
#include "core/kernels/profile.hpp"
#include "core/kernels/simd.hpp"

namespace elab {

namespace {

// The rows the mean is over: N, or mean_over when given (at least N).
int check_targets(const int* targets, int N, int V, int mean_over) {
  if (N < 1)
    fail("cross-entropy: the number of rows N must be at least 1 (got " + std::to_string(N) + ")");
  if (mean_over != 0 && mean_over < N)
    fail("cross-entropy: the mean must be over at least the " + std::to_string(N) +
         " rows given (got " + std::to_string(mean_over) + ")");
  if (V < 1)
    fail("cross-entropy: the vocabulary size V must be at least 1 (got " + std::to_string(V) + ")");
  for (int n = 0; n < N; ++n)
    if (targets[n] < 0 || targets[n] >= V)
      fail("cross-entropy: target " + std::to_string(targets[n]) + " at row " + std::to_string(n) +
           " is outside the vocabulary: targets must be in [0, " + std::to_string(V - 1) + "]");
  return mean_over == 0 ? N : mean_over;
}

// p[v] = exp(z[v] - max) for one row; returns the sum. Double: libm's exp, summed in double.
double exp_shifted(double* p, const double* z, double max, int V) {
  double sum = 0;
  for (int v = 0; v < V; ++v) {
    p[v] = std::exp(z[v] - max);
    sum += p[v];
  }
  return sum;
}

// Float: the polynomial exp in a loop clang vectorizes. Kept out of line: inlined into the row
// loop, clang 14 forwarded the last stored value to the sum below and gave up vectorizing it.
// The WASM build runs it on four lanes, four vectors an iteration (fast_math.hpp's vector exp,
// the scalar bits): clang's own vectorization kept one exp's polynomial chain at a time.
#if defined(__clang__)
__attribute__((noinline))
#endif
void exp_pass(float* p, const float* z, float max, int V) {
  int v = 0;
#ifdef __wasm_simd128__
  constexpr int kVectors = 4;
  const simd::F32x4 shift = simd::splat(max);
  for (; v + 4 * kVectors <= V; v += 4 * kVectors) {
    simd::F32x4 e[kVectors];
    for (int u = 0; u < kVectors; ++u) e[u] = fast_exp(simd::load(z + v + 4 * u) - shift);
    for (int u = 0; u < kVectors; ++u) simd::store(p + v + 4 * u, e[u]);
  }
#endif
  for (; v < V; ++v) p[v] = fast_exp(z[v] - max);
}

// Summed in eight float lanes (each adds at most V/8 terms in [0, 1], so the sum keeps about 6
// digits), the lanes then added in double.
double exp_shifted(float* p, const float* z, float max, int V) {
  exp_pass(p, z, max, V);
  float lanes[8] = {};
  int v = 0;
  for (; v + 8 <= V; v += 8)
    for (int l = 0; l < 8; ++l) lanes[l] += p[v + l];
  double sum = 0;
  for (; v < V; ++v) sum += p[v];
  for (int l = 0; l < 8; ++l) sum += lanes[l];
  return sum;
}

template <typename T>
T row_max(const T* z, int V) {
  T m = z[0];
  int v = 1;
#ifdef __wasm_simd128__
  // Four lanes, each starting from z[0], then the lanes' maximum: what the loop below gives
  // (pmax keeps the lane where z[v] is NaN, as the compare below does; only a NaN z[0] sticks, in
  // both). Clang kept this loop scalar, a compare and a select per logit.
  if constexpr (std::is_same_v<T, float>) {
    if (V >= 8) {
      simd::F32x4 lanes = simd::splat(z[0]);
      for (v = 0; v + 4 <= V; v += 4) lanes = simd::pmax(lanes, simd::load(z + v));
      float l[4];
      simd::store(l, lanes);
      m = l[0];
      for (int i = 1; i < 4; ++i) m = l[i] > m ? l[i] : m;
    }
  }
#endif
  for (; v < V; ++v) m = z[v] > m ? z[v] : m;
  return m;
}

}  // namespace

// Each row's loss is logsumexp(logits) - logits[target], formed in double from the max-shifted
// logits: it stays finite and accurate when the target's probability underflows in float.
template <typename T>
double cross_entropy_forward(T* probs, const T* logits, const int* targets, int N, int V,
                             int mean_over) {
  const int rows = check_targets(targets, N, V, mean_over);
  ELAB_PROFILE_SCOPE(1, "cross_entropy_forward", N, V);
  double total = 0;
  for (int n = 0; n < N; ++n) {
    const T* z = logits + static_cast<std::size_t>(n) * V;
    T* p = probs + static_cast<std::size_t>(n) * V;
    const T max = row_max(z, V);
    const double sum = exp_shifted(p, z, max, V);
    const T inv = static_cast<T>(1.0 / sum);
    for (int v = 0; v < V; ++v) p[v] *= inv;
    total += std::log(sum) - (static_cast<double>(z[targets[n]]) - max);
  }
  return total / rows;
}

template <typename T>
void cross_entropy_backward(T* dlogits, const T* probs, const int* targets, int N, int V, T dloss,
                            int mean_over) {
  const T scale = dloss / static_cast<T>(check_targets(targets, N, V, mean_over));
  ELAB_PROFILE_SCOPE(1, "cross_entropy_backward", N, V);
  for (int n = 0; n < N; ++n) {
    const T* p = probs + static_cast<std::size_t>(n) * V;
    T* d = dlogits + static_cast<std::size_t>(n) * V;
    for (int v = 0; v < V; ++v) d[v] += p[v] * scale;
    d[targets[n]] -= scale;
  }
}

template double cross_entropy_forward<float>(float*, const float*, const int*, int, int, int);
template double cross_entropy_forward<double>(double*, const double*, const int*, int, int, int);
template void cross_entropy_backward<float>(float*, const float*, const int*, int, int, float, int);
template void cross_entropy_backward<double>(double*, const double*, const int*, int, int, double,
                                             int);

}  // namespace elab
