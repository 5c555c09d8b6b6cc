#include "core/kernels/loss.hpp"

#include <cmath>
#include <cstddef>
#include <string>

#include "core/errors.hpp"
#include "core/kernels/fast_math.hpp"

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
#if defined(__clang__)
__attribute__((noinline))
#endif
void exp_pass(float* p, const float* z, float max, int V) {
  for (int v = 0; v < V; ++v) p[v] = fast_exp(z[v] - max);
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
  for (int v = 1; v < V; ++v) m = z[v] > m ? z[v] : m;
  return m;
}

}  // namespace

// Each row's loss is logsumexp(logits) - logits[target], formed in double from the max-shifted
// logits: it stays finite and accurate when the target's probability underflows in float.
template <typename T>
double cross_entropy_forward(T* probs, const T* logits, const int* targets, int N, int V,
                             int mean_over) {
  const int rows = check_targets(targets, N, V, mean_over);
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
