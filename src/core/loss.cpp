#include "core/loss.hpp"

#include <cmath>
#include <cstddef>
#include <string>

#include "core/errors.hpp"

namespace elab {

namespace {

void check_targets(const int* targets, int N, int V) {
  if (N < 1)
    fail("cross-entropy: the number of rows N must be at least 1 (got " + std::to_string(N) + ")");
  if (V < 1)
    fail("cross-entropy: the vocabulary size V must be at least 1 (got " + std::to_string(V) + ")");
  for (int n = 0; n < N; ++n)
    if (targets[n] < 0 || targets[n] >= V)
      fail("cross-entropy: target " + std::to_string(targets[n]) + " at row " + std::to_string(n) +
           " is outside the vocabulary: targets must be in [0, " + std::to_string(V - 1) + "]");
}

}  // namespace

// Each row's loss is logsumexp(logits) - logits[target], formed in double from the max-shifted
// logits: it stays finite and accurate when the target's probability underflows in float.
template <typename T>
double cross_entropy_forward(T* probs, const T* logits, const int* targets, int N, int V) {
  check_targets(targets, N, V);
  double total = 0;
  for (int n = 0; n < N; ++n) {
    const T* z = logits + static_cast<std::size_t>(n) * V;
    T* p = probs + static_cast<std::size_t>(n) * V;
    T max = z[0];
    for (int v = 1; v < V; ++v) max = z[v] > max ? z[v] : max;
    double sum = 0;
    for (int v = 0; v < V; ++v) {
      const double e = std::exp(static_cast<double>(z[v]) - max);
      p[v] = static_cast<T>(e);
      sum += e;
    }
    const double inv = 1.0 / sum;
    for (int v = 0; v < V; ++v) p[v] = static_cast<T>(p[v] * inv);
    total += std::log(sum) - (static_cast<double>(z[targets[n]]) - max);
  }
  return total / N;
}

template <typename T>
void cross_entropy_backward(T* dlogits, const T* probs, const int* targets, int N, int V, T dloss) {
  check_targets(targets, N, V);
  const T scale = dloss / static_cast<T>(N);
  for (int n = 0; n < N; ++n) {
    const T* p = probs + static_cast<std::size_t>(n) * V;
    T* d = dlogits + static_cast<std::size_t>(n) * V;
    for (int v = 0; v < V; ++v) d[v] += p[v] * scale;
    d[targets[n]] -= scale;
  }
}

template double cross_entropy_forward<float>(float*, const float*, const int*, int, int);
template double cross_entropy_forward<double>(double*, const double*, const int*, int, int);
template void cross_entropy_backward<float>(float*, const float*, const int*, int, int, float);
template void cross_entropy_backward<double>(double*, const double*, const int*, int, int, double);

}  // namespace elab
