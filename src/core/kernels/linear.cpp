#include "core/kernels/linear.hpp"

#include <Eigen/Core>
#include <cmath>
#include <cstddef>
#include <string>
#include <type_traits>

#include "core/errors.hpp"
#include "core/kernels/fast_math.hpp"
#include "core/kernels/gemm.hpp"
#include "core/kernels/matmul_path.hpp"
#include "core/kernels/profile.hpp"

namespace elab {

namespace {

void check_linear_sizes(int N, int IC, int OC) {
  if (N < 1)
    fail("linear: the number of rows N must be at least 1 (got " + std::to_string(N) + ")");
  if (IC < 1) fail("linear: the input size IC must be at least 1 (got " + std::to_string(IC) + ")");
  if (OC < 1)
    fail("linear: the output size OC must be at least 1 (got " + std::to_string(OC) + ")");
}

}  // namespace

// Natively Eigen's GEMM (SSE kernels) beats every plain loop g++ vectorizes; the WASM build takes
// detail::gemm (gemm.hpp), the loop clang turns into f32x4 multiply-adds, and so does a native
// build set to the page's path (matmul_path.hpp). Each build's test suite checks its paths
// against the naive double oracle.
template <typename T>
void linear_forward(T* out, const T* inp, const T* weight, const std::common_type_t<T>* bias, int N,
                    int IC, int OC) {
  check_linear_sizes(N, IC, OC);
  ELAB_PROFILE_SCOPE(1, "linear_forward", N, IC, OC);
#ifndef __EMSCRIPTEN__
  if (matmul_path() == MatmulPath::eigen) {
    using Mat = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
    Eigen::Map<Mat> y(out, N, OC);
    const Eigen::Map<const Mat> x(inp, N, IC);
    const Eigen::Map<const Mat> w(weight, OC, IC);
    y.noalias() = x * w.transpose();
    if (bias) y.rowwise() += Eigen::Map<const Eigen::Matrix<T, 1, Eigen::Dynamic> >(bias, OC);
    return;
  }
#endif
  using detail::Strided;
  const std::size_t ic = IC, oc = OC;
  detail::gemm(out, oc, inp, Strided{ic, 1}, weight, Strided{1, ic}, bias, N, IC, OC, false);
}

// dweight (OC,IC) += dout^T inp and dinp (N,IC) += dout weight: two Eigen GEMMs, or the forward's
// loop with other strides.
template <typename T>
void linear_backward(std::common_type_t<T>* dinp, T* dweight, std::common_type_t<T>* dbias,
                     const T* dout, const T* inp, const T* weight, int N, int IC, int OC,
                     bool accumulate_dinp) {
  check_linear_sizes(N, IC, OC);
  ELAB_PROFILE_SCOPE(1, "linear_backward", N, IC, OC);
  if (dbias) {
    for (int n = 0; n < N; ++n) {
      const T* d = dout + static_cast<std::size_t>(n) * OC;
      for (int o = 0; o < OC; ++o) dbias[o] += d[o];
    }
  }
#ifndef __EMSCRIPTEN__
  if (matmul_path() == MatmulPath::eigen) {
    using Mat = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
    const Eigen::Map<const Mat> d(dout, N, OC);
    Eigen::Map<Mat>(dweight, OC, IC).noalias() += d.transpose() * Eigen::Map<const Mat>(inp, N, IC);
    if (dinp && accumulate_dinp)
      Eigen::Map<Mat>(dinp, N, IC).noalias() += d * Eigen::Map<const Mat>(weight, OC, IC);
    else if (dinp)
      Eigen::Map<Mat>(dinp, N, IC).noalias() = d * Eigen::Map<const Mat>(weight, OC, IC);
    return;
  }
#endif
  const std::size_t ic = IC, oc = OC;
  const T* none = nullptr;
  // dweight (OC,IC) += dout^T (OC,N) inp (N,IC);  dinp (N,IC) += dout (N,OC) weight (OC,IC)
  using detail::Strided;
  detail::gemm(dweight, ic, dout, Strided{1, oc}, inp, Strided{ic, 1}, none, OC, N, IC, true);
  if (dinp)
    detail::gemm(dinp, ic, dout, Strided{oc, 1}, weight, Strided{ic, 1}, none, N, OC, IC,
                 accumulate_dinp);
}

namespace {
constexpr double kInvSqrt2 = 0.70710678118654752440084436210485;
constexpr double kInvSqrt2Pi = 0.39894228040143267793994605993438;

#ifdef __wasm_simd128__
// The WASM build's float GELU: the scalar arithmetic below on four lanes (fast_math.hpp's vector
// exp and erf give the scalar bits), kGeluVectors vectors per iteration so their long polynomial
// chains overlap. In node this took GELU from 220 to 126 us forward and 510 to 400 us backward
// on TinyGPT's 131,072 values (Chromium: 340 to 175, 760 to 435); clang's own vectorization of
// the scalar loop kept one chain at a time and clamped with f32x4.min/max sequences. Natively
// g++ vectorizes the scalar loop at the machine's full width, which beats four lanes.
constexpr int kGeluVectors = 4;

int gelu_forward_f32x4(float* out, const float* inp, int n) {
  using simd::F32x4;
  using simd::splat;
  int i = 0;
  for (; i + 4 * kGeluVectors <= n; i += 4 * kGeluVectors) {
    F32x4 x[kGeluVectors], e[kGeluVectors];
    for (int u = 0; u < kGeluVectors; ++u) x[u] = simd::load(inp + i + 4 * u);
    for (int u = 0; u < kGeluVectors; ++u)
      e[u] = fast_erf(x[u] * splat(static_cast<float>(kInvSqrt2)));
    for (int u = 0; u < kGeluVectors; ++u)
      simd::store(out + i + 4 * u, x[u] * splat(0.5f) * (splat(1.0f) + e[u]));
  }
  return i;  // the scalar loop does the rest
}

int gelu_backward_f32x4(float* dinp, const float* inp, const float* dout, int n, bool accumulate) {
  using simd::F32x4;
  using simd::splat;
  int i = 0;
  for (; i + 4 * kGeluVectors <= n; i += 4 * kGeluVectors) {
    F32x4 x[kGeluVectors], e[kGeluVectors], d[kGeluVectors];
    for (int u = 0; u < kGeluVectors; ++u) x[u] = simd::load(inp + i + 4 * u);
    for (int u = 0; u < kGeluVectors; ++u)
      e[u] = fast_erf(x[u] * splat(static_cast<float>(kInvSqrt2)));
    for (int u = 0; u < kGeluVectors; ++u) d[u] = fast_exp(splat(-0.5f) * x[u] * x[u]);
    for (int u = 0; u < kGeluVectors; ++u) {
      const F32x4 cdf = splat(0.5f) * (splat(1.0f) + e[u]);
      const F32x4 pdf = splat(static_cast<float>(kInvSqrt2Pi)) * d[u];
      const F32x4 g = (cdf + x[u] * pdf) * simd::load(dout + i + 4 * u);
      float* y = dinp + i + 4 * u;
      simd::store(y, accumulate ? simd::load(y) + g : g);
    }
  }
  return i;
}
#endif
}  // namespace

template <typename T>
void gelu_forward(T* out, const T* inp, int n) {
  if (n < 0) fail("gelu: the element count must not be negative (got " + std::to_string(n) + ")");
  ELAB_PROFILE_SCOPE(1, "gelu_forward", n);
  int i = 0;
#ifdef __wasm_simd128__
  if constexpr (std::is_same_v<T, float>) i = gelu_forward_f32x4(out, inp, n);
#endif
  for (; i < n; ++i) {
    const T x = inp[i];
    out[i] = x * T(0.5) * (T(1) + erf_of(x * static_cast<T>(kInvSqrt2)));
  }
}

// d/dx [x Phi(x)] = Phi(x) + x phi(x), Phi the standard normal CDF and phi its density.
template <typename T>
void gelu_backward(T* dinp, const T* inp, const T* dout, int n, bool accumulate) {
  if (n < 0) fail("gelu: the element count must not be negative (got " + std::to_string(n) + ")");
  ELAB_PROFILE_SCOPE(1, "gelu_backward", n);
  const auto grad = [&](int i) {
    const T x = inp[i];
    const T cdf = T(0.5) * (T(1) + erf_of(x * static_cast<T>(kInvSqrt2)));
    const T pdf = static_cast<T>(kInvSqrt2Pi) * exp_of(T(-0.5) * x * x);
    return (cdf + x * pdf) * dout[i];
  };
  int i = 0;
#ifdef __wasm_simd128__
  if constexpr (std::is_same_v<T, float>) i = gelu_backward_f32x4(dinp, inp, dout, n, accumulate);
#endif
  if (accumulate)
    for (; i < n; ++i) dinp[i] += grad(i);
  else
    for (; i < n; ++i) dinp[i] = grad(i);
}

template void linear_forward<float>(float*, const float*, const float*, const float*, int, int,
                                    int);
template void linear_forward<double>(double*, const double*, const double*, const double*, int, int,
                                     int);
template void linear_backward<float>(float*, float*, float*, const float*, const float*,
                                     const float*, int, int, int, bool);
template void linear_backward<double>(double*, double*, double*, const double*, const double*,
                                      const double*, int, int, int, bool);
template void gelu_forward<float>(float*, const float*, int);
template void gelu_forward<double>(double*, const double*, int);
template void gelu_backward<float>(float*, const float*, const float*, int, bool);
template void gelu_backward<double>(double*, const double*, const double*, int, bool);

}  // namespace elab
