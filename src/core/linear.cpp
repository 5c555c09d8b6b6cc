#include "core/linear.hpp"

#include <Eigen/Core>
#include <cmath>
#include <cstddef>
#include <string>

#include "core/errors.hpp"
#include "core/fast_math.hpp"

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
// WASM: Eigen does not vectorize there, so every GEMM of a layer is this one plain loop, written
// for clang's auto-vectorizer:  out (M,P) (+)= A (M,K) B (K,P) (+ bias), with A and B read through
// strides, so the forward (B = weight^T) and both backward products (A = dout^T for dweight) need
// no transposed copies. A kOutTile x kInTile tile of B is copied into a stack buffer; each pair of
// rows of A then updates 2 x kOutTile outputs held in local arrays with acc[j] += a[k] * bt[k][j]:
// contiguous axpys with no cross-lane reduction (which clang may not reorder without
// -ffast-math), so they become f32x4 multiply-adds. Two rows share every load of the tile (the
// 1-row version ran at 10-20 GFLOP/s in node); 2 x 16 accumulators + 4 tile vectors fit the 16
// SIMD registers V8 has on x86-64.
constexpr int kOutTile = 16;
constexpr int kInTile = 64;

struct Strided {
  std::size_t row, col;  // element (r, c) is at r * row + c * col
};

template <typename T>
void gemm(T* out, const T* A, Strided sa, const T* B, Strided sb, const T* bias, int M, int K,
          int P, bool accumulate) {
  T bt[kInTile][kOutTile];  // tile of B, zero-padded past P
  for (int p0 = 0; p0 < P; p0 += kOutTile) {
    const int pt = P - p0 < kOutTile ? P - p0 : kOutTile;
    for (int k0 = 0; k0 < K; k0 += kInTile) {
      const int kt = K - k0 < kInTile ? K - k0 : kInTile;
      for (int k = 0; k < kt; ++k)
        for (int j = 0; j < kOutTile; ++j)
          bt[k][j] = j < pt ? B[(k0 + k) * sb.row + (p0 + j) * sb.col] : T(0);
      // The first K tile stores (or adds, when accumulating) with the bias; later ones add.
      const bool add = k0 > 0 || accumulate;
      const T* bias_here = k0 == 0 && bias ? bias + p0 : nullptr;
      const auto store = [&](T* y, const T* acc) {
        if (add)
          for (int j = 0; j < pt; ++j) y[j] += acc[j] + (bias_here ? bias_here[j] : T(0));
        else if (bias_here)
          for (int j = 0; j < pt; ++j) y[j] = bias_here[j] + acc[j];
        else
          for (int j = 0; j < pt; ++j) y[j] = acc[j];
      };
      int m = 0;
      for (; m + 2 <= M; m += 2) {
        const T* a0 = A + m * sa.row + k0 * sa.col;
        const T* a1 = a0 + sa.row;
        // Constant-zero starts keep the accumulators in registers.
        T acc0[kOutTile] = {}, acc1[kOutTile] = {};
        for (int k = 0; k < kt; ++k) {
          const T u0 = a0[k * sa.col], u1 = a1[k * sa.col];
          for (int j = 0; j < kOutTile; ++j) {
            acc0[j] += u0 * bt[k][j];
            acc1[j] += u1 * bt[k][j];
          }
        }
        store(out + static_cast<std::size_t>(m) * P + p0, acc0);
        store(out + static_cast<std::size_t>(m + 1) * P + p0, acc1);
      }
      if (m < M) {
        const T* a0 = A + m * sa.row + k0 * sa.col;
        T acc0[kOutTile] = {};
        for (int k = 0; k < kt; ++k) {
          const T u0 = a0[k * sa.col];
          for (int j = 0; j < kOutTile; ++j) acc0[j] += u0 * bt[k][j];
        }
        store(out + static_cast<std::size_t>(m) * P + p0, acc0);
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
  const std::size_t ic = IC;
  gemm(out, inp, Strided{ic, 1}, weight, Strided{1, ic}, bias, N, IC, OC, false);
#else
  using Mat = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
  Eigen::Map<Mat> y(out, N, OC);
  const Eigen::Map<const Mat> x(inp, N, IC);
  const Eigen::Map<const Mat> w(weight, OC, IC);
  y.noalias() = x * w.transpose();
  if (bias) y.rowwise() += Eigen::Map<const Eigen::Matrix<T, 1, Eigen::Dynamic> >(bias, OC);
#endif
}

// dweight (OC,IC) += dout^T inp and dinp (N,IC) += dout weight: natively two Eigen GEMMs, in WASM
// the forward's loop with other strides.
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
#ifdef __EMSCRIPTEN__
  const std::size_t ic = IC, oc = OC;
  const T* none = nullptr;
  // dweight (OC,IC) += dout^T (OC,N) inp (N,IC);  dinp (N,IC) += dout (N,OC) weight (OC,IC)
  gemm(dweight, dout, Strided{1, oc}, inp, Strided{ic, 1}, none, OC, N, IC, true);
  if (dinp) gemm(dinp, dout, Strided{oc, 1}, weight, Strided{ic, 1}, none, N, OC, IC, true);
#else
  using Mat = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
  const Eigen::Map<const Mat> d(dout, N, OC);
  Eigen::Map<Mat>(dweight, OC, IC).noalias() += d.transpose() * Eigen::Map<const Mat>(inp, N, IC);
  if (dinp) Eigen::Map<Mat>(dinp, N, IC).noalias() += d * Eigen::Map<const Mat>(weight, OC, IC);
#endif
}

namespace {
constexpr double kInvSqrt2 = 0.70710678118654752440084436210485;
constexpr double kInvSqrt2Pi = 0.39894228040143267793994605993438;

// libm for double (gradient checks, double fixtures); the vectorizable polynomials of
// fast_math.hpp for float, which is what training runs: libm's scalar erf and exp made GELU the
// second most expensive part of a TinyGPT step in WASM.
inline double erf_of(double x) {
  return std::erf(x);
}
inline double exp_of(double x) {
  return std::exp(x);
}
inline float erf_of(float x) {
  return fast_erf(x);
}
inline float exp_of(float x) {
  return fast_exp(x);
}
}  // namespace

template <typename T>
void gelu_forward(T* out, const T* inp, int n) {
  if (n < 0) fail("gelu: the element count must not be negative (got " + std::to_string(n) + ")");
  for (int i = 0; i < n; ++i) {
    const T x = inp[i];
    out[i] = x * T(0.5) * (T(1) + erf_of(x * static_cast<T>(kInvSqrt2)));
  }
}

// d/dx [x Phi(x)] = Phi(x) + x phi(x), Phi the standard normal CDF and phi its density.
template <typename T>
void gelu_backward(T* dinp, const T* inp, const T* dout, int n) {
  if (n < 0) fail("gelu: the element count must not be negative (got " + std::to_string(n) + ")");
  for (int i = 0; i < n; ++i) {
    const T x = inp[i];
    const T cdf = T(0.5) * (T(1) + erf_of(x * static_cast<T>(kInvSqrt2)));
    const T pdf = static_cast<T>(kInvSqrt2Pi) * exp_of(T(-0.5) * x * x);
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
