#include "core/kernels/norms.hpp"

#include <cmath>
#include <string>

#include "core/errors.hpp"
#include "core/kernels/profile.hpp"

namespace elab {

void check_norm_eps(double eps) {
  if (!std::isfinite(eps) || eps <= 0)
    fail(
        "eps must be a finite number greater than 0: it keeps 1/sqrt(variance + eps) finite for "
        "a constant row (got " +
        describe(eps) + ")");
}

namespace {

void check_rows(int N, int C) {
  if (N < 1) fail("the number of rows N must be at least 1 (got " + std::to_string(N) + ")");
  if (C < 1) fail("the normalized dimension C must be at least 1 (got " + std::to_string(C) + ")");
}

// sum of term(i) for i in [0, n) in four interleaved partial sums: a single running sum is a
// serial chain clang may not reorder (no -ffast-math), so it stays scalar; four lanes vectorize.
template <typename Term>
auto lane_sum(int n, Term term) -> decltype(term(0)) {
  using V = decltype(term(0));
  V acc[4] = {};
  int i = 0;
  for (; i + 4 <= n; i += 4)
    for (int l = 0; l < 4; ++l) acc[l] += term(i + l);
  for (; i < n; ++i) acc[0] += term(i);
  return (acc[0] + acc[1]) + (acc[2] + acc[3]);
}

}  // namespace

// Row statistics are accumulated in double: a float row of large values with a small spread
// (or the tiny [1e-6, 0, 2e-6] row of the lessons) would otherwise lose its variance.
template <typename T>
void layernorm_forward(T* out, T* mean, T* rstd, const T* inp, const T* gamma, const T* beta, int N,
                       int C, double eps) {
  check_norm_eps(eps);
  check_rows(N, C);
  ELAB_PROFILE_SCOPE(1, "layernorm_forward", N, C);
  for (int n = 0; n < N; ++n) {
    const T* x = inp + static_cast<std::size_t>(n) * C;
    T* y = out + static_cast<std::size_t>(n) * C;
    const double m = lane_sum(C, [&](int i) { return static_cast<double>(x[i]); }) / C;
    const double sq = lane_sum(C, [&](int i) {
      const double dx = x[i] - m;
      return dx * dx;
    });
    const double s = 1.0 / std::sqrt(sq / C + eps);
    for (int i = 0; i < C; ++i) y[i] = static_cast<T>((x[i] - m) * s) * gamma[i] + beta[i];
    mean[n] = static_cast<T>(m);
    rstd[n] = static_cast<T>(s);
  }
}

// With norm = (x - mean) * rstd and g = gamma * dout:
//   dx = rstd * (g - mean(g) - norm * mean(g * norm))
template <typename T>
void layernorm_backward(T* dinp, T* dgamma, T* dbeta, const T* dout, const T* inp, const T* gamma,
                        const T* mean, const T* rstd, int N, int C) {
  check_rows(N, C);
  ELAB_PROFILE_SCOPE(1, "layernorm_backward", N, C);
  for (int n = 0; n < N; ++n) {
    const T* x = inp + static_cast<std::size_t>(n) * C;
    const T* dy = dout + static_cast<std::size_t>(n) * C;
    T* dx = dinp + static_cast<std::size_t>(n) * C;
    const T m = mean[n];
    const T s = rstd[n];
    const T g_mean = lane_sum(C, [&](int i) { return gamma[i] * dy[i]; }) / C;
    const T g_norm_mean = lane_sum(C, [&](int i) { return gamma[i] * dy[i] * (x[i] - m) * s; }) / C;
    for (int i = 0; i < C; ++i) {
      const T norm = (x[i] - m) * s;
      dbeta[i] += dy[i];
      dgamma[i] += norm * dy[i];
      dx[i] += s * (gamma[i] * dy[i] - g_mean - norm * g_norm_mean);
    }
  }
}

template <typename T>
void rmsnorm_forward(T* out, T* rstd, const T* inp, const T* gamma, int N, int C, double eps) {
  check_norm_eps(eps);
  check_rows(N, C);
  ELAB_PROFILE_SCOPE(1, "rmsnorm_forward", N, C);
  for (int n = 0; n < N; ++n) {
    const T* x = inp + static_cast<std::size_t>(n) * C;
    T* y = out + static_cast<std::size_t>(n) * C;
    double sq = 0;
    for (int i = 0; i < C; ++i) sq += static_cast<double>(x[i]) * x[i];
    const double s = 1.0 / std::sqrt(sq / C + eps);
    for (int i = 0; i < C; ++i) y[i] = static_cast<T>(x[i] * s) * gamma[i];
    rstd[n] = static_cast<T>(s);
  }
}

// With norm = x * rstd and g = gamma * dout: dx = rstd * (g - norm * mean(g * norm)).
template <typename T>
void rmsnorm_backward(T* dinp, T* dgamma, const T* dout, const T* inp, const T* gamma,
                      const T* rstd, int N, int C) {
  check_rows(N, C);
  ELAB_PROFILE_SCOPE(1, "rmsnorm_backward", N, C);
  for (int n = 0; n < N; ++n) {
    const T* x = inp + static_cast<std::size_t>(n) * C;
    const T* dy = dout + static_cast<std::size_t>(n) * C;
    T* dx = dinp + static_cast<std::size_t>(n) * C;
    const T s = rstd[n];
    T g_norm_mean = 0;
    for (int i = 0; i < C; ++i) g_norm_mean += gamma[i] * dy[i] * x[i] * s;
    g_norm_mean /= C;
    for (int i = 0; i < C; ++i) {
      const T norm = x[i] * s;
      dgamma[i] += norm * dy[i];
      dx[i] += s * (gamma[i] * dy[i] - norm * g_norm_mean);
    }
  }
}

template void layernorm_forward<float>(float*, float*, float*, const float*, const float*,
                                       const float*, int, int, double);
template void layernorm_forward<double>(double*, double*, double*, const double*, const double*,
                                        const double*, int, int, double);
template void layernorm_backward<float>(float*, float*, float*, const float*, const float*,
                                        const float*, const float*, const float*, int, int);
template void layernorm_backward<double>(double*, double*, double*, const double*, const double*,
                                         const double*, const double*, const double*, int, int);
template void rmsnorm_forward<float>(float*, float*, const float*, const float*, int, int, double);
template void rmsnorm_forward<double>(double*, double*, const double*, const double*, int, int,
                                      double);
template void rmsnorm_backward<float>(float*, float*, const float*, const float*, const float*,
                                      const float*, int, int);
template void rmsnorm_backward<double>(double*, double*, const double*, const double*,
                                       const double*, const double*, int, int);

}  // namespace elab
