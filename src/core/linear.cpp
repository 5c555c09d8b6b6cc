#include "core/linear.hpp"

#include <Eigen/Core>
#include <cmath>
#include <cstddef>
#include <string>

#include "core/errors.hpp"

namespace elab {

namespace {

void check_linear_sizes(int N, int IC, int OC) {
  if (N < 1)
    fail("linear: the number of rows N must be at least 1 (got " + std::to_string(N) + ")");
  if (IC < 1) fail("linear: the input size IC must be at least 1 (got " + std::to_string(IC) + ")");
  if (OC < 1)
    fail("linear: the output size OC must be at least 1 (got " + std::to_string(OC) + ")");
}

#ifdef __EMSCRIPTEN__
// WASM: Eigen does not vectorize there, so the GEMM is a plain loop written for clang's
// auto-vectorizer. A tile of kOutTile weight rows x kInTile columns is copied, transposed, into a
// stack buffer; each input row then updates kOutTile outputs held in a local array with
// acc[j] += x[i] * wt[i][j], a contiguous axpy with no cross-lane reduction (which clang may not
// reorder without -ffast-math), so it becomes f32x4 multiply-adds: 10-20 GFLOP/s in node, 3-6x the
// 4-lane dot products over 4x4 register blocks tried first.
constexpr int kOutTile = 16;
constexpr int kInTile = 64;

template <typename T>
void linear_forward_loops(T* out, const T* inp, const T* weight, const T* bias, int N, int IC,
                          int OC) {
  T wt[kInTile][kOutTile];  // transposed weight tile, zero-padded past OC
  for (int o0 = 0; o0 < OC; o0 += kOutTile) {
    const int ot = OC - o0 < kOutTile ? OC - o0 : kOutTile;
    for (int i0 = 0; i0 < IC; i0 += kInTile) {
      const int it = IC - i0 < kInTile ? IC - i0 : kInTile;
      for (int i = 0; i < it; ++i)
        for (int j = 0; j < kOutTile; ++j)
          wt[i][j] = j < ot ? weight[static_cast<std::size_t>(o0 + j) * IC + i0 + i] : T(0);
      for (int n = 0; n < N; ++n) {
        T* y = out + static_cast<std::size_t>(n) * OC + o0;
        const T* x = inp + static_cast<std::size_t>(n) * IC + i0;
        // acc starts at constant zeros so it stays in registers; the running sum (or the
        // bias) is added once at the store.
        T acc[kOutTile] = {};
        for (int i = 0; i < it; ++i) {
          const T xi = x[i];
          for (int j = 0; j < kOutTile; ++j) acc[j] += xi * wt[i][j];
        }
        if (i0 > 0)
          for (int j = 0; j < ot; ++j) y[j] += acc[j];
        else if (bias)
          for (int j = 0; j < ot; ++j) y[j] = bias[o0 + j] + acc[j];
        else
          for (int j = 0; j < ot; ++j) y[j] = acc[j];
      }
    }
  }
}
#endif

}  // namespace

// Natively Eigen's GEMM (SSE kernels) beats every plain loop g++ vectorizes; the WASM build takes
// the loop above. Each build's test suite checks its path against the naive double oracle.
template <typename T>
void linear_forward(T* out, const T* inp, const T* weight, const std::common_type_t<T>* bias, int N,
                    int IC, int OC) {
  check_linear_sizes(N, IC, OC);
#ifdef __EMSCRIPTEN__
  linear_forward_loops(out, inp, weight, bias, N, IC, OC);
#else
  using Mat = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
  Eigen::Map<Mat> y(out, N, OC);
  const Eigen::Map<const Mat> x(inp, N, IC);
  const Eigen::Map<const Mat> w(weight, OC, IC);
  y.noalias() = x * w.transpose();
  if (bias) y.rowwise() += Eigen::Map<const Eigen::Matrix<T, 1, Eigen::Dynamic> >(bias, OC);
#endif
}

// Both gradients are sums of axpys over contiguous rows:
//   dweight[o, :] += sum_n dout[n, o] * inp[n, :]     dinp[n, :] += sum_o dout[n, o] * weight[o, :]
// taken four terms at a time so each destination row is loaded and stored once per four.
template <typename T>
void linear_backward(std::common_type_t<T>* dinp, T* dweight, std::common_type_t<T>* dbias,
                     const T* dout, const T* inp, const T* weight, int N, int IC, int OC) {
  check_linear_sizes(N, IC, OC);
  if (dbias) {
    for (int n = 0; n < N; ++n) {
      const T* d = dout + static_cast<std::size_t>(n) * OC;
      for (int o = 0; o < OC; ++o) dbias[o] += d[o];
    }
  }

  int n = 0;
  for (; n + 4 <= N; n += 4) {
    const T* x0 = inp + static_cast<std::size_t>(n) * IC;
    const T* x1 = x0 + IC;
    const T* x2 = x1 + IC;
    const T* x3 = x2 + IC;
    const T* d = dout + static_cast<std::size_t>(n) * OC;
    for (int o = 0; o < OC; ++o) {
      const T d0 = d[o], d1 = d[OC + o], d2 = d[2 * OC + o], d3 = d[3 * OC + o];
      T* dw = dweight + static_cast<std::size_t>(o) * IC;
      for (int i = 0; i < IC; ++i) dw[i] += (d0 * x0[i] + d1 * x1[i]) + (d2 * x2[i] + d3 * x3[i]);
    }
  }
  for (; n < N; ++n) {
    const T* x = inp + static_cast<std::size_t>(n) * IC;
    const T* d = dout + static_cast<std::size_t>(n) * OC;
    for (int o = 0; o < OC; ++o) {
      const T dn = d[o];
      T* dw = dweight + static_cast<std::size_t>(o) * IC;
      for (int i = 0; i < IC; ++i) dw[i] += dn * x[i];
    }
  }

  if (!dinp) return;
  for (int r = 0; r < N; ++r) {
    const T* d = dout + static_cast<std::size_t>(r) * OC;
    T* dx = dinp + static_cast<std::size_t>(r) * IC;
    int o = 0;
    for (; o + 4 <= OC; o += 4) {
      const T* w0 = weight + static_cast<std::size_t>(o) * IC;
      const T* w1 = w0 + IC;
      const T* w2 = w1 + IC;
      const T* w3 = w2 + IC;
      const T d0 = d[o], d1 = d[o + 1], d2 = d[o + 2], d3 = d[o + 3];
      for (int i = 0; i < IC; ++i) dx[i] += (d0 * w0[i] + d1 * w1[i]) + (d2 * w2[i] + d3 * w3[i]);
    }
    for (; o < OC; ++o) {
      const T* w = weight + static_cast<std::size_t>(o) * IC;
      const T dn = d[o];
      for (int i = 0; i < IC; ++i) dx[i] += dn * w[i];
    }
  }
}

namespace {
constexpr double kInvSqrt2 = 0.70710678118654752440084436210485;
constexpr double kInvSqrt2Pi = 0.39894228040143267793994605993438;
}  // namespace

template <typename T>
void gelu_forward(T* out, const T* inp, int n) {
  if (n < 0) fail("gelu: the element count must not be negative (got " + std::to_string(n) + ")");
  for (int i = 0; i < n; ++i) {
    const T x = inp[i];
    out[i] = x * T(0.5) * (T(1) + std::erf(x * static_cast<T>(kInvSqrt2)));
  }
}

// d/dx [x Phi(x)] = Phi(x) + x phi(x), Phi the standard normal CDF and phi its density.
template <typename T>
void gelu_backward(T* dinp, const T* inp, const T* dout, int n) {
  if (n < 0) fail("gelu: the element count must not be negative (got " + std::to_string(n) + ")");
  for (int i = 0; i < n; ++i) {
    const T x = inp[i];
    const T cdf = T(0.5) * (T(1) + std::erf(x * static_cast<T>(kInvSqrt2)));
    const T pdf = static_cast<T>(kInvSqrt2Pi) * std::exp(T(-0.5) * x * x);
    dinp[i] += (cdf + x * pdf) * dout[i];
  }
}

template void linear_forward<float>(float*, const float*, const float*, const float*, int, int,
                                    int);
template void linear_forward<double>(double*, const double*, const double*, const double*, int, int,
                                     int);
template void linear_backward<float>(float*, float*, float*, const float*, const float*,
                                     const float*, int, int, int);
template void linear_backward<double>(double*, double*, double*, const double*, const double*,
                                      const double*, int, int, int);
template void gelu_forward<float>(float*, const float*, int);
template void gelu_forward<double>(double*, const double*, int);
template void gelu_backward<float>(float*, const float*, const float*, int);
template void gelu_backward<double>(double*, const double*, const double*, int);

}  // namespace elab
