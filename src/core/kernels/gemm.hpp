// The one plain GEMM loop of the core, written for clang's auto-vectorizer (WASM has no Eigen
// vectorization):  out (M,P) (+)= A (M,K) B (K,P) (+ bias), every operand read through strides,
// so transposed products (a weight's gradient, attention's Q K^T and P^T dY) need no copies.
// The WASM build runs every linear layer through it; attention runs through it in every build.
#pragma once

#include <cstddef>

#include "core/kernels/profile.hpp"

namespace elab::detail {

// Element (r, c) of a strided matrix is at r * row + c * col.
struct Strided {
  std::size_t row, col;
};

// A kOutTile x kInTile tile of B is copied into a stack buffer; each pair of rows of A then
// updates 2 x kOutTile outputs held in local arrays with acc[j] += a[k] * bt[k][j]: contiguous
// axpys with no cross-lane reduction (which clang may not reorder without -ffast-math), so they
// become f32x4 multiply-adds. Two rows share every load of the tile (the 1-row version ran at
// 10-20 GFLOP/s in node); 2 x 16 accumulators + 4 tile vectors fit the 16 SIMD registers V8 has
// on x86-64 (4 x 8, 3 x 16 and 4 x 12 variants were slower).
constexpr int kOutTile = 16;
constexpr int kInTile = 64;

// `static`: each file that uses it (linear.cpp, attention.cpp) gets its own copy, optimized for
// its own callers, as when the loop lived inside linear.cpp. Routing the linear layers through
// attention's dispatcher instead (one call site for both) measured 2-4% slower per TinyGPT step.
// out_row: distance between output rows (P for a dense result; wider when writing one head's
// columns of a (T, 3C) buffer). accumulate: add to out instead of overwriting it.
template <typename T>
static void gemm(T* out, std::size_t out_row, const T* A, Strided sa, const T* B, Strided sb,
                 const T* bias, int M, int K, int P, bool accumulate) {
  ELAB_PROFILE_SCOPE(2, "gemm", M, K, P);
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
        store(out + m * out_row + p0, acc0);
        store(out + (m + 1) * out_row + p0, acc1);
      }
      if (m < M) {
        const T* a0 = A + m * sa.row + k0 * sa.col;
        T acc0[kOutTile] = {};
        for (int k = 0; k < kt; ++k) {
          const T u0 = a0[k * sa.col];
          for (int j = 0; j < kOutTile; ++j) acc0[j] += u0 * bt[k][j];
        }
        store(out + m * out_row + p0, acc0);
      }
    }
  }
}

}  // namespace elab::detail
