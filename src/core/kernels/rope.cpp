#include "core/kernels/rope.hpp"

#include <cmath>
#include <cstddef>
#include <string>

#include "core/errors.hpp"
#include "core/kernels/attention.hpp"
#include "core/kernels/positional.hpp"
#include "core/kernels/simd.hpp"

namespace elab {

namespace {

void check_rope_dim(int d, const char* what) {
  if (d < 2 || d % 2 != 0)
    fail_setting(what, std::string("RoPE rotates pairs of dimensions (2i, 2i+1), so ") + what +
                           " must be even and at least 2 (got " + std::to_string(d) + ")");
}

void check_rope_args(const double* positions, int seq_len, int d, double base) {
  if (seq_len < 1)
    fail("RoPE: the number of rows T must be at least 1 (got " + std::to_string(seq_len) + ")");
  check_rope_dim(d, "the dimension d");
  check_pe_base(base);
  for (int t = 0; t < seq_len; ++t)
    if (!std::isfinite(positions[t]))
      fail("RoPE: position " + std::to_string(t) + " must be a finite number (got " +
           describe(positions[t]) + ")");
}

// Rotates pairs (2i, 2i+1) of row by angle[i] = position * freq(i); sign -1 rotates backwards.
// dst may equal src. accumulate adds the rotated pair into dst instead of storing it. Unfused
// (simd.hpp), so the page's and the native build's rotations are the same bits.
template <typename T>
ELAB_NO_FMA void rotate_row(T* dst, const T* src, double position, int d, double base, double sign,
                            bool accumulate) {
  for (int i = 0; i < d / 2; ++i) {
    const double angle = position * std::pow(base, -2.0 * i / d);
    const T c = static_cast<T>(std::cos(angle));
    const T s = static_cast<T>(sign * std::sin(angle));
    const T x0 = src[2 * i];
    const T x1 = src[2 * i + 1];
    const T y0 = x0 * c - x1 * s;
    const T y1 = x0 * s + x1 * c;
    if (accumulate) {
      dst[2 * i] += y0;
      dst[2 * i + 1] += y1;
    } else {
      dst[2 * i] = y0;
      dst[2 * i + 1] = y1;
    }
  }
}

// Shared body of rope_qk_forward (sign +1) and rope_qk_backward (sign -1). Each (t, i) angle is
// computed once and applied to the q and k pair of every batch row and head. Unfused, like
// rotate_row.
template <typename T>
ELAB_NO_FMA void rotate_qk(T* qkv, int B, int seq_len, int C, int NH, double base,
                           double position_divisor, double sign, int first_position) {
  check_attention_shape(B, seq_len, C, NH);
  const int hd = C / NH;
  if (hd < 2 || hd % 2 != 0)
    fail("RoPE rotates pairs of dimensions, so the head width d_model / n_head = " +
         std::to_string(C) + " / " + std::to_string(NH) + " = " + std::to_string(hd) +
         " must be even");
  check_pe_base(base);
  if (!std::isfinite(position_divisor) || position_divisor < 1)
    fail("RoPE: the position divisor must be a finite number of at least 1 (got " +
         describe(position_divisor) + ")");
  if (first_position < 0)
    fail("RoPE: the first position must be 0 or more (got " + std::to_string(first_position) + ")");
  const std::size_t C3 = static_cast<std::size_t>(3) * C;
  for (int t = 0; t < seq_len; ++t) {
    const double p = static_cast<double>(first_position) + t;
    const double position = position_divisor == 1.0 ? p : p / position_divisor;
    for (int i = 0; i < hd / 2; ++i) {
      const double angle = position * std::pow(base, -2.0 * i / hd);
      const T c = static_cast<T>(std::cos(angle));
      const T s = static_cast<T>(sign * std::sin(angle));
      for (int b = 0; b < B; ++b) {
        T* row = qkv + (static_cast<std::size_t>(b) * seq_len + t) * C3;
        for (int part = 0; part < 2; ++part)  // q, then k
          for (int h = 0; h < NH; ++h) {
            T* x = row + part * C + h * hd + 2 * i;
            const T x0 = x[0];
            const T x1 = x[1];
            x[0] = x0 * c - x1 * s;
            x[1] = x0 * s + x1 * c;
          }
      }
    }
  }
}

}  // namespace

template <typename T>
void rope_forward(T* out, const T* inp, const double* positions, int seq_len, int d, double base) {
  check_rope_args(positions, seq_len, d, base);
  for (int t = 0; t < seq_len; ++t)
    rotate_row(out + static_cast<std::size_t>(t) * d, inp + static_cast<std::size_t>(t) * d,
               positions[t], d, base, 1.0, false);
}

template <typename T>
void rope_backward(T* dinp, const T* dout, const double* positions, int seq_len, int d,
                   double base) {
  check_rope_args(positions, seq_len, d, base);
  for (int t = 0; t < seq_len; ++t)
    rotate_row(dinp + static_cast<std::size_t>(t) * d, dout + static_cast<std::size_t>(t) * d,
               positions[t], d, base, -1.0, true);
}

template <typename T>
void rope_qk_forward(T* qkv, int B, int seq_len, int C, int NH, double base,
                     double position_divisor, int first_position) {
  rotate_qk(qkv, B, seq_len, C, NH, base, position_divisor, 1.0, first_position);
}

template <typename T>
void rope_qk_backward(T* dqkv, int B, int seq_len, int C, int NH, double base,
                      double position_divisor) {
  rotate_qk(dqkv, B, seq_len, C, NH, base, position_divisor, -1.0, 0);
}

RopeScaling parse_rope_scaling(const std::string& name) {
  if (name == "none") return RopeScaling::none;
  if (name == "linear") return RopeScaling::linear;
  if (name == "ntk") return RopeScaling::ntk;
  fail(
      "RoPE scaling must be none, linear (position interpolation) or ntk (NTK-aware base "
      "scaling) (got '" +
      name + "')");
}

std::string to_string(RopeScaling method) {
  switch (method) {
    case RopeScaling::none:
      return "none";
    case RopeScaling::linear:
      return "linear";
    case RopeScaling::ntk:
      return "ntk";
  }
  return "?";
}

void check_rope_scale(double scale) {
  if (!std::isfinite(scale) || scale < 1 || scale > kMaxRopeScale)
    fail(
        "RoPE scale must be a finite number of at least 1 and at most 65536: the evaluation "
        "length over the trained length (got " +
        describe(scale) + ")");
}

RopeAngles rope_scaled_angles(double base, int d, RopeScaling method, double scale) {
  check_pe_base(base);
  check_rope_dim(d, "the rotated width d");
  check_rope_scale(scale);
  switch (method) {
    case RopeScaling::none:
      return {base, 1.0};
    case RopeScaling::linear:
      return {base, scale};
    case RopeScaling::ntk:
      if (d == 2)
        fail(
            "NTK scaling raises the base to base * scale^(d / (d - 2)), which has no value for "
            "a rotated width of 2: use linear scaling, or heads of 4 or more dimensions");
      return {base * std::pow(scale, static_cast<double>(d) / (d - 2)), 1.0};
  }
  return {base, 1.0};
}

template <typename T>
void rope_scaled_forward(T* out, const T* inp, const double* positions, int seq_len, int d,
                         double base, double scale, RopeScaling method) {
  const RopeAngles a = rope_scaled_angles(base, d, method, scale);
  check_rope_args(positions, seq_len, d, base);
  for (int t = 0; t < seq_len; ++t)
    rotate_row(out + static_cast<std::size_t>(t) * d, inp + static_cast<std::size_t>(t) * d,
               positions[t] / a.position_divisor, d, a.base, 1.0, false);
}

template void rope_forward<float>(float*, const float*, const double*, int, int, double);
template void rope_forward<double>(double*, const double*, const double*, int, int, double);
template void rope_backward<float>(float*, const float*, const double*, int, int, double);
template void rope_backward<double>(double*, const double*, const double*, int, int, double);
template void rope_qk_forward<float>(float*, int, int, int, int, double, double, int);
template void rope_qk_forward<double>(double*, int, int, int, int, double, double, int);
template void rope_qk_backward<float>(float*, int, int, int, int, double, double);
template void rope_qk_backward<double>(double*, int, int, int, int, double, double);
template void rope_scaled_forward<float>(float*, const float*, const double*, int, int, double,
                                         double, RopeScaling);
template void rope_scaled_forward<double>(double*, const double*, const double*, int, int, double,
                                          double, RopeScaling);

}  // namespace elab
