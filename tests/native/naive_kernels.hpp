// Naive double-precision versions of the core kernels, written as directly from the formulas of
// the PyTorch reference model (docs/REFERENCE-FORMAT.md) as possible: the oracle the fast kernels
// are tested against where no PyTorch fixture covers a case.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>
#include <vector>

namespace elab::naive {

// y = x W^T + b. x (N, IC), W (OC, IC), b (OC) or empty. Returns (N, OC).
inline std::vector<double> linear(const std::vector<double>& x, const std::vector<double>& W,
                                  const std::vector<double>& b, int N, int IC, int OC) {
  std::vector<double> y(static_cast<std::size_t>(N) * OC);
  for (int n = 0; n < N; ++n)
    for (int o = 0; o < OC; ++o) {
      double s = b.empty() ? 0.0 : b[o];
      for (int i = 0; i < IC; ++i) s += x[n * IC + i] * W[o * IC + i];
      y[n * OC + o] = s;
    }
  return y;
}

// LayerNorm over rows of x (N, C), biased variance.
inline std::vector<double> layer_norm(const std::vector<double>& x, const std::vector<double>& g,
                                      const std::vector<double>& b, int N, int C, double eps) {
  std::vector<double> y(x.size());
  for (int n = 0; n < N; ++n) {
    double mu = 0, var = 0;
    for (int i = 0; i < C; ++i) mu += x[n * C + i];
    mu /= C;
    for (int i = 0; i < C; ++i) var += (x[n * C + i] - mu) * (x[n * C + i] - mu);
    var /= C;
    for (int i = 0; i < C; ++i)
      y[n * C + i] = (x[n * C + i] - mu) / std::sqrt(var + eps) * g[i] + b[i];
  }
  return y;
}

inline std::vector<double> rms_norm(const std::vector<double>& x, const std::vector<double>& g,
                                    int N, int C, double eps) {
  std::vector<double> y(x.size());
  for (int n = 0; n < N; ++n) {
    double ms = 0;
    for (int i = 0; i < C; ++i) ms += x[n * C + i] * x[n * C + i];
    ms /= C;
    for (int i = 0; i < C; ++i) y[n * C + i] = x[n * C + i] / std::sqrt(ms + eps) * g[i];
  }
  return y;
}

// softmax(q k^T / sqrt(dk) + mask) v. Returns out (Tq, dv); weights (Tq, Tk) into *weights.
inline std::vector<double> sdpa(const std::vector<double>& q, const std::vector<double>& k,
                                const std::vector<double>& v, int Tq, int Tk, int dk, int dv,
                                bool causal, std::vector<double>* weights = nullptr) {
  std::vector<double> w(static_cast<std::size_t>(Tq) * Tk), out(static_cast<std::size_t>(Tq) * dv);
  for (int i = 0; i < Tq; ++i) {
    double max = -std::numeric_limits<double>::infinity();
    for (int j = 0; j < Tk; ++j) {
      double s = 0;
      for (int c = 0; c < dk; ++c) s += q[i * dk + c] * k[j * dk + c];
      s /= std::sqrt(static_cast<double>(dk));
      if (causal && j > i) s = -std::numeric_limits<double>::infinity();
      w[i * Tk + j] = s;
      max = std::max(max, s);
    }
    double sum = 0;
    for (int j = 0; j < Tk; ++j) sum += (w[i * Tk + j] = std::exp(w[i * Tk + j] - max));
    for (int j = 0; j < Tk; ++j) w[i * Tk + j] /= sum;
    for (int c = 0; c < dv; ++c) {
      double s = 0;
      for (int j = 0; j < Tk; ++j) s += w[i * Tk + j] * v[j * dv + c];
      out[i * dv + c] = s;
    }
  }
  if (weights) *weights = w;
  return out;
}

// Interleaved-pair RoPE of x (T, d) at the given positions.
inline std::vector<double> rope(const std::vector<double>& x, const std::vector<double>& positions,
                                int T, int d, double base) {
  std::vector<double> y(x.size());
  for (int t = 0; t < T; ++t)
    for (int i = 0; i < d / 2; ++i) {
      const double a = positions[t] * std::pow(base, -2.0 * i / d);
      const double x0 = x[t * d + 2 * i], x1 = x[t * d + 2 * i + 1];
      y[t * d + 2 * i] = x0 * std::cos(a) - x1 * std::sin(a);
      y[t * d + 2 * i + 1] = x0 * std::sin(a) + x1 * std::cos(a);
    }
  return y;
}

// Mean softmax cross-entropy of logits (N, V).
inline double cross_entropy(const std::vector<double>& logits, const std::vector<int>& targets,
                            int N, int V) {
  double total = 0;
  for (int n = 0; n < N; ++n) {
    double max = logits[n * V];
    for (int v = 1; v < V; ++v) max = std::max(max, logits[n * V + v]);
    double sum = 0;
    for (int v = 0; v < V; ++v) sum += std::exp(logits[n * V + v] - max);
    total += std::log(sum) + max - logits[n * V + targets[n]];
  }
  return total / N;
}

inline double gelu(double x) {
  return 0.5 * x * (1.0 + std::erf(x / std::sqrt(2.0)));
}

}  // namespace elab::naive
