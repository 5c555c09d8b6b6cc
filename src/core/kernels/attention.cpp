#include "core/kernels/attention.hpp"

#include <Eigen/Core>
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstring>
#include <string>
#include <type_traits>
#include <vector>

#include "core/errors.hpp"
#include "core/kernels/fast_math.hpp"
#include "core/kernels/gemm.hpp"
#include "core/kernels/matmul_path.hpp"
#include "core/kernels/profile.hpp"
#include "core/kernels/simd.hpp"

namespace elab {

void check_attention_shape(int B, int T, int C, int NH) {
  if (B < 1) fail("attention: batch size B must be at least 1 (got " + std::to_string(B) + ")");
  if (T < 1)
    fail("attention: sequence length T must be at least 1 (got " + std::to_string(T) + ")");
  if (C < 1) fail("attention: d_model C must be at least 1 (got " + std::to_string(C) + ")");
  if (NH < 1)
    fail("attention: the number of heads must be at least 1 (got " + std::to_string(NH) + ")");
  if (C % NH != 0)
    fail("attention: the number of heads (" + std::to_string(NH) + ") must divide d_model (" +
         std::to_string(C) + ") so every head gets the same width; try a divisor of " +
         std::to_string(C));
}

namespace {

// Dot product in four independent lanes, so it vectorizes without reassociating (see linear.cpp).
template <typename T>
T dot(const T* a, const T* b, int n) {
  T acc[4] = {};
  int i = 0;
  for (; i + 4 <= n; i += 4)
    for (int l = 0; l < 4; ++l) acc[l] += a[i + l] * b[i + l];
  for (; i < n; ++i) acc[0] += a[i] * b[i];
  return (acc[0] + acc[1]) + (acc[2] + acc[3]);
}

#ifdef __wasm_simd128__
// softmax_prefix's float arithmetic on four lanes, for the WASM build, with its bits: the max in
// lanes (a maximum does not depend on the order it is taken in), the exps four at a time (a last
// partial vector padded, not read past n), the sum in the scalar order, the scaling four at a
// time. Clang vectorized the scalar loops only for rows of 8 or more and ran the rest (most of a
// 32-key causal row's prefixes) through scalar exps: TinyGPT 2L4H spent 0.8 ms a step in these
// softmaxes in node, as long as in its attention products.
void softmax_prefix_f32x4(float* row, int n, int len) {
  const int full = n / 4 * 4;
  float max = row[0];
  if (full >= 4) {  // lanes from row[0], as in row_max (loss.cpp): the scalar loop's maximum
    simd::F32x4 lanes = simd::splat(row[0]);
    for (int j = 0; j < full; j += 4) lanes = simd::pmax(lanes, simd::load(row + j));
    float l[4];
    simd::store(l, lanes);
    max = l[0];
    for (int i = 1; i < 4; ++i) max = l[i] > max ? l[i] : max;
  }
  for (int j = full; j < n; ++j) max = row[j] > max ? row[j] : max;
  const simd::F32x4 shift = simd::splat(max);
  for (int j = 0; j < full; j += 4) simd::store(row + j, fast_exp(simd::load(row + j) - shift));
  if (full < n) {
    float part[4] = {max, max, max, max};
    std::memcpy(part, row + full, sizeof(float) * (n - full));
    simd::store(part, fast_exp(simd::load(part) - shift));
    std::memcpy(row + full, part, sizeof(float) * (n - full));
  }
  float sum = 0;
  for (int j = 0; j < n; ++j) sum += row[j];
  const float inv = 1.0f / sum;
  for (int j = 0; j < full; j += 4) simd::store(row + j, simd::load(row + j) * simd::splat(inv));
  for (int j = full; j < n; ++j) row[j] *= inv;
  for (int j = n; j < len; ++j) row[j] = 0;
}
#endif

// In-place softmax of row[0..n); row[n..len) (the masked keys) set to exactly 0.
template <typename T>
void softmax_prefix(T* row, int n, int len) {
#ifdef __wasm_simd128__
  if constexpr (std::is_same_v<T, float>) {
    softmax_prefix_f32x4(row, n, len);
    return;
  }
#endif
  T max = row[0];
  for (int j = 1; j < n; ++j) max = row[j] > max ? row[j] : max;
  for (int j = 0; j < n; ++j) row[j] = exp_of(row[j] - max);  // vectorizes apart from the sum
  T sum = 0;
  for (int j = 0; j < n; ++j) sum += row[j];
  const T inv = T(1) / sum;
  for (int j = 0; j < n; ++j) row[j] *= inv;
  for (int j = n; j < len; ++j) row[j] = 0;
}

}  // namespace

template <typename T>
void sdpa_forward(T* out, T* weights, const T* q, const T* k, const T* v, int Tq, int Tk, int dk,
                  int dv, bool causal) {
  if (Tq < 1 || Tk < 1 || dk < 1 || dv < 1)
    fail("sdpa: every size must be at least 1 (got Tq " + std::to_string(Tq) + ", Tk " +
         std::to_string(Tk) + ", dk " + std::to_string(dk) + ", dv " + std::to_string(dv) + ")");
  const T scale = static_cast<T>(1.0 / std::sqrt(static_cast<double>(dk)));
  for (int i = 0; i < Tq; ++i) {
    T* w = weights + static_cast<std::size_t>(i) * Tk;
    const int visible = causal ? (i + 1 < Tk ? i + 1 : Tk) : Tk;
    for (int j = 0; j < visible; ++j)
      w[j] = dot(q + static_cast<std::size_t>(i) * dk, k + static_cast<std::size_t>(j) * dk, dk) *
             scale;
    softmax_prefix(w, visible, Tk);
    T* o = out + static_cast<std::size_t>(i) * dv;
    for (int c = 0; c < dv; ++c) o[c] = 0;
    for (int j = 0; j < visible; ++j) {
      const T a = w[j];
      const T* vj = v + static_cast<std::size_t>(j) * dv;
      for (int c = 0; c < dv; ++c) o[c] += a * vj[c];
    }
  }
}

// Per (batch, head), attention is a handful of T x T x hd matrix products (operands read in
// place through strides, none transposed by copy), which vectorize where a dot per (t, j) paid a
// horizontal sum each. The mask zeroes the upper triangle, so the products run over blocks of
// kBlock queries (or keys) and only the keys (or queries) each block can see: with T = 32, 3/4
// of the square. Inside a block the few masked entries are exact zeros (0 * v adds nothing).
// Scratch lives in a per-thread block that outlives the call, so a step on one thread allocates
// nothing once the first step has sized it (the CLI's --threads starts its threads each step, and
// each sizes its own block again).
namespace {

#ifndef __EMSCRIPTEN__
// product() through Eigen's GEMM.
template <typename T>
void eigen_product(T* out, std::size_t out_row, const T* A, std::size_t a_row, bool a_t, const T* B,
                   std::size_t b_row, bool b_t, int M, int K, int P, bool accumulate) {
  using Mat = Eigen::Matrix<T, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
  using Stride = Eigen::OuterStride<>;
  const Eigen::Map<const Mat, 0, Stride> a(A, a_t ? K : M, a_t ? M : K, Stride(a_row));
  const Eigen::Map<const Mat, 0, Stride> b(B, b_t ? P : K, b_t ? K : P, Stride(b_row));
  Eigen::Map<Mat, 0, Stride> y(out, M, P, Stride(out_row));
  const auto run = [&](const auto& x, const auto& z) {
    if (accumulate)
      y.noalias() += x * z;
    else
      y.noalias() = x * z;
  };
  if (a_t && b_t)
    run(a.transpose(), b.transpose());
  else if (a_t)
    run(a.transpose(), b);
  else if (b_t)
    run(a, b.transpose());
  else
    run(a, b);
}
#endif

// out (M,P) (+)= op(A) op(B): A is (M,K), or (K,M) read transposed when a_t; B is (K,P), or
// (P,K) when b_t; every operand a row-major block with its own row stride. WASM runs the strided
// loop of gemm.hpp; natively Eigen's GEMM is several times faster than g++'s code for that loop,
// and the loop runs only when set to the page's path (matmul_path.hpp).
template <typename T>
void product(T* out, std::size_t out_row, const T* A, std::size_t a_row, bool a_t, const T* B,
             std::size_t b_row, bool b_t, int M, int K, int P, bool accumulate) {
#ifndef __EMSCRIPTEN__
  if (matmul_path() == MatmulPath::eigen) {
    eigen_product(out, out_row, A, a_row, a_t, B, b_row, b_t, M, K, P, accumulate);
    return;
  }
#endif
  using detail::Strided;
  const Strided sa = a_t ? Strided{1, a_row} : Strided{a_row, 1};
  const Strided sb = b_t ? Strided{1, b_row} : Strided{b_row, 1};
  detail::gemm(out, out_row, A, sa, B, sb, static_cast<const T*>(nullptr), M, K, P, accumulate);
}

constexpr int kBlock = 16;

template <typename T>
T* square_scratch(int seq_len) {
  static thread_local std::vector<T> block;
  const std::size_t need = static_cast<std::size_t>(seq_len) * seq_len;
  if (block.size() < need) block.resize(need);
  return block.data();
}
}  // namespace

template <typename T>
void attention_forward(T* out, T* att, const T* qkv, int B, int seq_len, int C, int NH,
                       const double* alibi_slopes) {
  check_attention_shape(B, seq_len, C, NH);
  ELAB_PROFILE_SCOPE(1, "attention_forward", B * NH, seq_len, C / NH);
  const int hd = C / NH;
  const std::size_t C3 = static_cast<std::size_t>(3) * C, t_ = seq_len, c_ = C;
  const T scale = static_cast<T>(1.0 / std::sqrt(static_cast<double>(hd)));
  for (int b = 0; b < B; ++b) {
    const T* base = qkv + static_cast<std::size_t>(b) * seq_len * C3;
    for (int h = 0; h < NH; ++h) {
      T* att_bh = att + (static_cast<std::size_t>(b) * NH + h) * seq_len * seq_len;  // (T,T)
      const T* q = base + h * hd;  // (T,hd) stride 3C
      const T* k = base + C + h * hd;
      const T* v = base + 2 * C + h * hd;
      T* out_bh = out + static_cast<std::size_t>(b) * seq_len * C + h * hd;  // (T,hd) stride C
      const double slope = alibi_slopes ? alibi_slopes[h] : 0.0;
      for (int r0 = 0; r0 < seq_len; r0 += kBlock) {
        const int rows = std::min(kBlock, seq_len - r0), keys = r0 + rows;
        T* att_r = att_bh + static_cast<std::size_t>(r0) * seq_len;
        // scores of these queries against the keys they can see, then each row scaled and
        // softmaxed over its visible prefix (which zeroes the rest of the row)
        product(att_r, t_, q + r0 * C3, C3, false, k, C3, true, rows, hd, keys, false);
        {
          ELAB_PROFILE_SCOPE(2, "attention_forward.softmax", rows, seq_len);
          for (int t = r0; t < keys; ++t) {
            T* row = att_bh + static_cast<std::size_t>(t) * seq_len;
            if (alibi_slopes)
              for (int j = 0; j <= t; ++j)
                row[j] = row[j] * scale - static_cast<T>(slope * (t - j));
            else
              for (int j = 0; j <= t; ++j) row[j] *= scale;
            softmax_prefix(row, t + 1, seq_len);
          }
        }
        // out rows (rows,hd) = att (rows,keys) v (keys,hd)
        product(out_bh + r0 * c_, c_, att_r, t_, false, v, C3, false, rows, keys, hd, false);
      }
    }
  }
}

template <typename T>
void attention_step_forward(T* out, T* weights, const T* q, const T* keys, const T* values, int len,
                            int hd, double alibi_slope) {
  if (len < 1 || hd < 1)
    fail("attention step: the cache length and head width must be at least 1 (got " +
         std::to_string(len) + " and " + std::to_string(hd) + ")");
  // The same arithmetic as attention_forward's row t = len - 1: scaled scores, minus ALiBi's
  // slope times the distance, softmax, weighted sum of the values.
  const T scale = static_cast<T>(1.0 / std::sqrt(static_cast<double>(hd)));
  const int t = len - 1;
  for (int j = 0; j < len; ++j) {
    const T score = dot(q, keys + static_cast<std::size_t>(j) * hd, hd);
    weights[j] =
        alibi_slope != 0.0 ? score * scale - static_cast<T>(alibi_slope * (t - j)) : score * scale;
  }
  softmax_prefix(weights, len, len);
  for (int c = 0; c < hd; ++c) out[c] = 0;
  for (int j = 0; j < len; ++j) {
    const T* v = values + static_cast<std::size_t>(j) * hd;
    for (int c = 0; c < hd; ++c) out[c] += weights[j] * v[c];
  }
}

// Per (batch, head), with P = att and dY = dout's head columns:
//   dP = dY v^T;  dS_tj = P_tj (dP_tj - sum_i P_ti dP_ti) scale   (softmax backward, 0 if j > t)
//   dq += dS k;   dk += dS^T q;   dv += P^T dY
template <typename T>
void attention_backward(T* dqkv, const T* dout, const T* qkv, const T* att, int B, int seq_len,
                        int C, int NH) {
  check_attention_shape(B, seq_len, C, NH);
  ELAB_PROFILE_SCOPE(1, "attention_backward", B * NH, seq_len, C / NH);
  const int hd = C / NH;
  const std::size_t C3 = static_cast<std::size_t>(3) * C, t_ = seq_len, c_ = C;
  const T scale = static_cast<T>(1.0 / std::sqrt(static_cast<double>(hd)));
  T* ds = square_scratch<T>(seq_len);  // (T,T): dP, then dS in place
  for (int b = 0; b < B; ++b) {
    const T* base = qkv + static_cast<std::size_t>(b) * seq_len * C3;
    T* dbase = dqkv + static_cast<std::size_t>(b) * seq_len * C3;
    const T* dy = dout + static_cast<std::size_t>(b) * seq_len * C;
    for (int h = 0; h < NH; ++h) {
      const T* p = att + (static_cast<std::size_t>(b) * NH + h) * seq_len * seq_len;  // (T,T)
      const T* q = base + h * hd;
      const T* k = base + C + h * hd;
      const T* v = base + 2 * C + h * hd;
      const T* dy_h = dy + h * hd;  // (T,hd) stride C
      T* dq = dbase + h * hd;
      T* dk = dbase + C + h * hd;
      T* dv = dbase + 2 * C + h * hd;
      // Query blocks: dP for the visible keys, dS in place, dq += dS k.
      for (int r0 = 0; r0 < seq_len; r0 += kBlock) {
        const int rows = std::min(kBlock, seq_len - r0), keys = r0 + rows;
        T* ds_r = ds + static_cast<std::size_t>(r0) * seq_len;
        product(ds_r, t_, dy_h + r0 * c_, c_, false, v, C3, true, rows, hd, keys, false);
        {
          ELAB_PROFILE_SCOPE(2, "attention_backward.softmax", rows, seq_len);
          for (int t = r0; t < keys; ++t) {
            const T* pr = p + static_cast<std::size_t>(t) * seq_len;
            T* row = ds + static_cast<std::size_t>(t) * seq_len;
            T weighted = 0;
            for (int j = 0; j <= t; ++j) weighted += pr[j] * row[j];
            for (int j = 0; j <= t; ++j) row[j] = pr[j] * (row[j] - weighted) * scale;
            for (int j = t + 1; j < keys; ++j) row[j] = 0;
          }
        }
        product(dq + r0 * C3, C3, ds_r, t_, false, k, C3, false, rows, keys, hd, true);
      }
      // Key blocks: the queries that see keys c0.. are c0..T-1; dk += dS^T q, dv += P^T dY.
      for (int c0 = 0; c0 < seq_len; c0 += kBlock) {
        const int cols = std::min(kBlock, seq_len - c0), queries = seq_len - c0;
        const std::size_t corner = static_cast<std::size_t>(c0) * seq_len + c0;
        product(dk + c0 * C3, C3, ds + corner, t_, true, q + c0 * C3, C3, false, cols, queries, hd,
                true);
        product(dv + c0 * C3, C3, p + corner, t_, true, dy_h + c0 * c_, c_, false, cols, queries,
                hd, true);
      }
    }
  }
}

template void sdpa_forward<float>(float*, float*, const float*, const float*, const float*, int,
                                  int, int, int, bool);
template void sdpa_forward<double>(double*, double*, const double*, const double*, const double*,
                                   int, int, int, int, bool);
template void attention_forward<float>(float*, float*, const float*, int, int, int, int,
                                       const double*);
template void attention_forward<double>(double*, double*, const double*, int, int, int, int,
                                        const double*);
template void attention_step_forward<float>(float*, float*, const float*, const float*,
                                            const float*, int, int, double);
template void attention_step_forward<double>(double*, double*, const double*, const double*,
                                             const double*, int, int, double);
template void attention_backward<float>(float*, const float*, const float*, const float*, int, int,
                                        int, int);
template void attention_backward<double>(double*, const double*, const double*, const double*, int,
                                         int, int, int);

}  // namespace elab
