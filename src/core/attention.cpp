#include "core/attention.hpp"

#include <cmath>
#include <cstddef>
#include <string>

#include "core/errors.hpp"
#include "core/fast_math.hpp"

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

template <typename T>
void attention_forward(T* out, T* att, const T* qkv, int B, int T_, int C, int NH) {
  check_attention_shape(B, T_, C, NH);
  const int hd = C / NH;
  const std::size_t C3 = static_cast<std::size_t>(3) * C;
  const T scale = static_cast<T>(1.0 / std::sqrt(static_cast<double>(hd)));
  for (int b = 0; b < B; ++b) {
    const T* base = qkv + static_cast<std::size_t>(b) * T_ * C3;
    for (int h = 0; h < NH; ++h) {
      T* att_bh = att + (static_cast<std::size_t>(b) * NH + h) * T_ * T_;
      for (int t = 0; t < T_; ++t) {
        const T* q = base + t * C3 + h * hd;
        T* row = att_bh + static_cast<std::size_t>(t) * T_;
        for (int j = 0; j <= t; ++j) row[j] = dot(q, base + j * C3 + C + h * hd, hd) * scale;
        softmax_prefix(row, t + 1, T_);
        T* o = out + (static_cast<std::size_t>(b) * T_ + t) * C + h * hd;
        for (int c = 0; c < hd; ++c) o[c] = 0;
        for (int j = 0; j <= t; ++j) {
          const T a = row[j];
          const T* vj = base + j * C3 + 2 * C + h * hd;
          for (int c = 0; c < hd; ++c) o[c] += a * vj[c];
        }
      }
    }
  }
}

// For query t of head h, with datt_j = dout_t . v_j:
//   dv_j += att_j dout_t,  dscore_j = att_j (datt_j - sum_i att_i datt_i)   (softmax backward)
//   dq_t += scale dscore_j k_j,  dk_j += scale dscore_j q_t
// datt_j is recomputed in a second pass instead of stored, so no scratch buffer is needed: one
// extra hd-long dot per (t, j), small next to the four passes over hd that follow it.
template <typename T>
void attention_backward(T* dqkv, const T* dout, const T* qkv, const T* att, int B, int T_, int C,
                        int NH) {
  check_attention_shape(B, T_, C, NH);
  const int hd = C / NH;
  const std::size_t C3 = static_cast<std::size_t>(3) * C;
  const T scale = static_cast<T>(1.0 / std::sqrt(static_cast<double>(hd)));
  for (int b = 0; b < B; ++b) {
    const T* base = qkv + static_cast<std::size_t>(b) * T_ * C3;
    T* dbase = dqkv + static_cast<std::size_t>(b) * T_ * C3;
    for (int h = 0; h < NH; ++h) {
      const T* att_bh = att + (static_cast<std::size_t>(b) * NH + h) * T_ * T_;
      for (int t = 0; t < T_; ++t) {
        const T* row = att_bh + static_cast<std::size_t>(t) * T_;
        const T* dy = dout + (static_cast<std::size_t>(b) * T_ + t) * C + h * hd;
        const T* q = base + t * C3 + h * hd;
        T* dq = dbase + t * C3 + h * hd;
        T weighted = 0;  // sum_j att_j datt_j
        for (int j = 0; j <= t; ++j)
          weighted += row[j] * dot(dy, base + j * C3 + 2 * C + h * hd, hd);
        for (int j = 0; j <= t; ++j) {
          const T* vj = base + j * C3 + 2 * C + h * hd;
          const T* kj = base + j * C3 + C + h * hd;
          T* dv = dbase + j * C3 + 2 * C + h * hd;
          T* dk = dbase + j * C3 + C + h * hd;
          const T a = row[j];
          const T ds = a * (dot(dy, vj, hd) - weighted) * scale;
          // Three separate axpys: each has one store stream, so it vectorizes despite the
          // three destinations living in the same buffer.
          for (int c = 0; c < hd; ++c) dv[c] += a * dy[c];
          for (int c = 0; c < hd; ++c) dq[c] += ds * kj[c];
          for (int c = 0; c < hd; ++c) dk[c] += ds * q[c];
        }
      }
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
