// The one plain GEMM loop of the core, written for WASM SIMD128 (Eigen does not vectorize there):
// out (M,P) (+)= A (M,K) B (K,P) (+ bias), every operand read through strides, so transposed
// products (a weight's gradient, attention's Q K^T and P^T dY) need no copies. The WASM build runs
// every linear layer through it; attention runs through it in every build.
#pragma once

#include <cstddef>
#include <cstring>
#include <type_traits>

#include "core/kernels/profile.hpp"
#include "core/kernels/simd.hpp"

namespace elab::detail {

// Element (r, c) of a strided matrix is at r * row + c * col.
struct Strided {
  std::size_t row, col;
};

// B is taken kInTile rows by kOutTile columns at a time, copied into a stack tile (zero-padded
// past P); each pair of rows of A then updates 2 x kOutTile outputs with acc[j] += a[k] * bt[k][j]
// for k in the tile's order, and the tile's sums are added to out (the first tile stores them,
// with the bias). That order, and so every result bit, is the same in every build.
constexpr int kOutTile = 16;
constexpr int kInTile = 64;

// double (the gradient checks and double fixtures): the plain loops.
template <typename T>
void gemm_plain(T* out, std::size_t out_row, const T* A, Strided sa, const T* B, Strided sb,
                const T* bias, int M, int K, int P, bool accumulate) {
  T bt[kInTile][kOutTile];
  for (int p0 = 0; p0 < P; p0 += kOutTile) {
    const int pt = P - p0 < kOutTile ? P - p0 : kOutTile;
    for (int k0 = 0; k0 < K; k0 += kInTile) {
      const int kt = K - k0 < kInTile ? K - k0 : kInTile;
      for (int k = 0; k < kt; ++k)
        for (int j = 0; j < kOutTile; ++j)
          bt[k][j] = j < pt ? B[(k0 + k) * sb.row + (p0 + j) * sb.col] : T(0);
      const bool add = k0 > 0 || accumulate;
      const T* bias_here = k0 == 0 && bias ? bias + p0 : nullptr;
      for (int m = 0; m < M; ++m) {
        const T* a = A + m * sa.row + k0 * sa.col;
        T acc[kOutTile] = {};
        for (int k = 0; k < kt; ++k)
          for (int j = 0; j < kOutTile; ++j) acc[j] += a[k * sa.col] * bt[k][j];
        T* y = out + m * out_row + p0;
        if (add)
          for (int j = 0; j < pt; ++j) y[j] += acc[j] + (bias_here ? bias_here[j] : T(0));
        else if (bias_here)
          for (int j = 0; j < pt; ++j) y[j] = bias_here[j] + acc[j];
        else
          for (int j = 0; j < pt; ++j) y[j] = acc[j];
      }
    }
  }
}

// float, the training's type: the same arithmetic on 4-lane vectors (simd.hpp's vector type:
// f32x4 in WASM, SSE natively), written out so that the engine's code keeps the 2 x 16
// accumulators, 4 tile vectors and 2 splats in registers. The loop clang vectorized by itself
// (a 16-float array per row) reached V8 as a software-pipelined loop that spilled half its
// accumulators to the stack on every k: 22 GFLOP/s in node, against 44 for this one; 4 x 8
// accumulators ran at 43, and 3 x 12, 3 x 16, 5 x 8 and 6 x 8 (more registers than V8's 15)
// at 24-30. Each lane does what the scalar loop does (a float multiply, then an add; g++ runs
// with -ffp-contract=off, so nothing is fused), so the results are the plain loop's bits.
namespace f32 {

using Vec = simd::F32x4;
using simd::load;
using simd::store;
constexpr int kVecs = kOutTile / 4;

// One row's kOutTile sums into out (pt of them when the tile is cut by P), as gemm_plain does.
inline void finish_row(float* y, const Vec* acc, const float* bias, bool add, int pt) {
  if (pt == kOutTile) {
    const Vec zero = {0.f, 0.f, 0.f, 0.f};  // y += acc + 0, as in gemm_plain: -0 sums alike
    for (int q = 0; q < kVecs; ++q) {
      float* yq = y + 4 * q;
      if (add)
        store(yq, load(yq) + (acc[q] + (bias ? load(bias + 4 * q) : zero)));
      else
        store(yq, bias ? load(bias + 4 * q) + acc[q] : acc[q]);
    }
    return;
  }
  float a[kOutTile];
  std::memcpy(a, acc, sizeof a);
  if (add)
    for (int j = 0; j < pt; ++j) y[j] += a[j] + (bias ? bias[j] : 0.f);
  else if (bias)
    for (int j = 0; j < pt; ++j) y[j] = bias[j] + a[j];
  else
    for (int j = 0; j < pt; ++j) y[j] = a[j];
}

// kRows rows of A (a, a + a_row, ...) times the packed tile: kRows x kOutTile sums.
template <int kRows>
inline void rows_times_tile(Vec (&acc)[kRows][kVecs], const float* a, std::size_t a_row,
                            std::size_t a_col, const float* bt, int kt) {
  for (int k = 0; k < kt; ++k, bt += kOutTile, a += a_col) {
    Vec b[kVecs];
    for (int q = 0; q < kVecs; ++q) b[q] = load(bt + 4 * q);
    for (int r = 0; r < kRows; ++r) {
      const float s = a[r * a_row];
      const Vec splat = {s, s, s, s};
      for (int q = 0; q < kVecs; ++q) acc[r][q] = acc[r][q] + splat * b[q];
    }
  }
}

inline void gemm(float* out, std::size_t out_row, const float* A, Strided sa, const float* B,
                 Strided sb, const float* bias, int M, int K, int P, bool accumulate) {
  alignas(16) float bt[kInTile][kOutTile];
  for (int p0 = 0; p0 < P; p0 += kOutTile) {
    const int pt = P - p0 < kOutTile ? P - p0 : kOutTile;
    for (int k0 = 0; k0 < K; k0 += kInTile) {
      const int kt = K - k0 < kInTile ? K - k0 : kInTile;
      if (sb.col == 1 && pt == kOutTile) {  // rows of B are contiguous: plain copies
        for (int k = 0; k < kt; ++k) std::memcpy(bt[k], B + (k0 + k) * sb.row + p0, sizeof bt[k]);
      } else {
        for (int k = 0; k < kt; ++k)
          for (int j = 0; j < kOutTile; ++j)
            bt[k][j] = j < pt ? B[(k0 + k) * sb.row + (p0 + j) * sb.col] : 0.f;
      }
      const bool add = k0 > 0 || accumulate;
      const float* bias_here = k0 == 0 && bias ? bias + p0 : nullptr;
      int m = 0;
      for (; m + 2 <= M; m += 2) {
        Vec acc[2][kVecs] = {};  // constant-zero starts keep them in registers
        rows_times_tile<2>(acc, A + m * sa.row + k0 * sa.col, sa.row, sa.col, &bt[0][0], kt);
        finish_row(out + m * out_row + p0, acc[0], bias_here, add, pt);
        finish_row(out + (m + 1) * out_row + p0, acc[1], bias_here, add, pt);
      }
      if (m < M) {
        Vec acc[1][kVecs] = {};
        rows_times_tile<1>(acc, A + m * sa.row + k0 * sa.col, sa.row, sa.col, &bt[0][0], kt);
        finish_row(out + m * out_row + p0, acc[0], bias_here, add, pt);
      }
    }
  }
}

}  // namespace f32

// `static`: each file that uses it (linear.cpp, attention.cpp) gets its own copy, optimized for
// its own callers, as when the loop lived inside linear.cpp. Routing the linear layers through
// attention's dispatcher instead (one call site for both) measured 2-4% slower per TinyGPT step.
// out_row: distance between output rows (P for a dense result; wider when writing one head's
// columns of a (T, 3C) buffer). accumulate: add to out instead of overwriting it.
template <typename T>
static void gemm(T* out, std::size_t out_row, const T* A, Strided sa, const T* B, Strided sb,
                 const T* bias, int M, int K, int P, bool accumulate) {
  ELAB_PROFILE_SCOPE(2, "gemm", M, K, P);
  if constexpr (std::is_same_v<T, float>)
    f32::gemm(out, out_row, A, sa, B, sb, bias, M, K, P, accumulate);
  else
    gemm_plain(out, out_row, A, sa, B, sb, bias, M, K, P, accumulate);
}

}  // namespace elab::detail
