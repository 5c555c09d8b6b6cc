#include "core/attention.hpp"

#include <cmath>
#include <cstddef>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "core/fast_math.hpp"
#include "core/gemm.hpp"

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

// libm for double; the vectorizable polynomial for float (see fast_math.hpp).
inline double exp_of(double x) {
  return std::exp(x);
}
inline float exp_of(float x) {
  return fast_exp(x);
}

// In-place softmax of row[0..n); row[n..len) (the masked keys) set to exactly 0.
template <typename T>
void softmax_prefix(T* row, int n, int len) {
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

// Per (batch, head), attention is a handful of T x T x hd products, run through detail::gemm
// (operands read in place through strides, none transposed by copy). The products cover the
// whole T x T square although the mask zeroes half of it: the vectorized loop over the full
// square beat a per-(t, j) dot restricted to the causal half by about 2x in WASM, and the zeros
// are exact (0 * v adds nothing). Scratch lives in a block that outlives the call, so a training
// step allocates nothing once the first step has sized it.
namespace {
template <typename T>
T* square_scratch(int T_) {
  static thread_local std::vector<T> block;
  const std::size_t need = static_cast<std::size_t>(T_) * T_;
  if (block.size() < need) block.resize(need);
  return block.data();
}
}  // namespace

template <typename T>
void attention_forward(T* out, T* att, const T* qkv, int B, int T_, int C, int NH) {
  using detail::gemm;
  using detail::Strided;
  check_attention_shape(B, T_, C, NH);
  const int hd = C / NH;
  const std::size_t C3 = static_cast<std::size_t>(3) * C, t_ = T_, c_ = C;
  const T scale = static_cast<T>(1.0 / std::sqrt(static_cast<double>(hd)));
  const T* none = nullptr;
  for (int b = 0; b < B; ++b) {
    const T* base = qkv + static_cast<std::size_t>(b) * T_ * C3;
    for (int h = 0; h < NH; ++h) {
      T* att_bh = att + (static_cast<std::size_t>(b) * NH + h) * T_ * T_;  // (T,T)
      const T* q = base + h * hd;                                          // (T,hd) stride 3C
      const T* k = base + C + h * hd;
      const T* v = base + 2 * C + h * hd;
      // scores (T,T) = q k^T, then each row scaled and softmaxed over its visible prefix
      gemm(att_bh, t_, q, Strided{C3, 1}, k, Strided{1, C3}, none, T_, hd, T_, false);
      for (int t = 0; t < T_; ++t) {
        T* row = att_bh + static_cast<std::size_t>(t) * T_;
        for (int j = 0; j <= t; ++j) row[j] *= scale;
        softmax_prefix(row, t + 1, T_);
      }
      // out (T,hd) = att (T,T) v (T,hd), written into this head's columns of (B,T,C)
      gemm(out + static_cast<std::size_t>(b) * T_ * C + h * hd, c_, att_bh, Strided{t_, 1}, v,
           Strided{C3, 1}, none, T_, T_, hd, false);
    }
  }
}

// Per (batch, head), with P = att and dY = dout's head columns:
//   dP = dY v^T;  dS_tj = P_tj (dP_tj - sum_i P_ti dP_ti) scale   (softmax backward, 0 if j > t)
//   dq += dS k;   dk += dS^T q;   dv += P^T dY
template <typename T>
void attention_backward(T* dqkv, const T* dout, const T* qkv, const T* att, int B, int T_, int C,
                        int NH) {
  using detail::gemm;
  using detail::Strided;
  check_attention_shape(B, T_, C, NH);
  const int hd = C / NH;
  const std::size_t C3 = static_cast<std::size_t>(3) * C, t_ = T_, c_ = C;
  const T scale = static_cast<T>(1.0 / std::sqrt(static_cast<double>(hd)));
  const T* none = nullptr;
  T* ds = square_scratch<T>(T_);  // (T,T): dP, then dS in place
  for (int b = 0; b < B; ++b) {
    const T* base = qkv + static_cast<std::size_t>(b) * T_ * C3;
    T* dbase = dqkv + static_cast<std::size_t>(b) * T_ * C3;
    const T* dy = dout + static_cast<std::size_t>(b) * T_ * C;
    for (int h = 0; h < NH; ++h) {
      const T* p = att + (static_cast<std::size_t>(b) * NH + h) * T_ * T_;  // (T,T)
      const T* q = base + h * hd;
      const T* k = base + C + h * hd;
      const T* v = base + 2 * C + h * hd;
      const T* dy_h = dy + h * hd;  // (T,hd) stride C
      gemm(ds, t_, dy_h, Strided{c_, 1}, v, Strided{1, C3}, none, T_, hd, T_, false);
      for (int t = 0; t < T_; ++t) {
        const T* pr = p + static_cast<std::size_t>(t) * T_;
        T* row = ds + static_cast<std::size_t>(t) * T_;
        T weighted = 0;
        for (int j = 0; j <= t; ++j) weighted += pr[j] * row[j];
        for (int j = 0; j <= t; ++j) row[j] = pr[j] * (row[j] - weighted) * scale;
        for (int j = t + 1; j < T_; ++j) row[j] = 0;
      }
      gemm(dbase + h * hd, C3, ds, Strided{t_, 1}, k, Strided{C3, 1}, none, T_, T_, hd, true);
      gemm(dbase + C + h * hd, C3, ds, Strided{1, t_}, q, Strided{C3, 1}, none, T_, T_, hd, true);
      gemm(dbase + 2 * C + h * hd, C3, p, Strided{1, t_}, dy_h, Strided{c_, 1}, none, T_, T_, hd,
           true);
    }
  }
}

template void sdpa_forward<float>(float*, float*, const float*, const float*, const float*, int,
                                  int, int, int, bool);
template void sdpa_forward<double>(double*, double*, const double*, const double*, const double*,
                                   int, int, int, int, bool);
template void attention_forward<float>(float*, float*, const float*, int, int, int, int);
template void attention_forward<double>(double*, double*, const double*, int, int, int, int);
template void attention_backward<float>(float*, const float*, const float*, const float*, int, int,
                                        int, int);
template void attention_backward<double>(double*, const double*, const double*, const double*, int,
                                         int, int, int);

}  // namespace elab
