// Rotary position embedding (RoFormer), interleaved pairs: pair (2i, 2i+1) of a row at position p
// is rotated by the angle p * base^(-2i/d). Angles, cosines and sines are formed in double.
#pragma once

#include <string>

namespace elab {

// Throws InvalidArgument for T < 1, d odd or < 2, base not finite or <= 1, or a position that is
// not finite. out may equal inp (in place).
template <typename T>
void rope_forward(T* out,                   // (T, d)
                  const T* inp,             // (T, d)
                  const double* positions,  // (T) any finite values, negative or large included
                  int seq_len, int d, double base);

// dinp += R^T dout: the rotation by the negative angle (R is orthogonal).
template <typename T>
void rope_backward(T* dinp,                  // (T, d) +=
                   const T* dout,            // (T, d)
                   const double* positions,  // (T)
                   int seq_len, int d, double base);

// TinyGPT: rotates, in place, the q and k parts of every head inside qkv; row t is position
// (first_position + t) / position_divisor (the divisor is 1 unless RoPE is scaled; first_position
// is 0 for a whole sequence, the row's place when decoding one token after a KV cache) and pairs
// lie within each head's hd = C / NH columns (hd even). v is untouched.
template <typename T>
void rope_qk_forward(T* qkv,  // (B, T, 3C)
                     int B, int seq_len, int C, int NH, double base, double position_divisor = 1.0,
                     int first_position = 0);

// Rotates dq and dk back by the negative angle, in place (dv untouched).
template <typename T>
void rope_qk_backward(T* dqkv,  // (B, T, 3C)
                      int B, int seq_len, int C, int NH, double base,
                      double position_divisor = 1.0);

// RoPE evaluated past its trained length (reference_model.py rope_scaled), for a length `scale`
// times the trained one: position interpolation (linear, Chen et al. 2023) divides every position
// by scale, so the longer text is squeezed into the trained range of angles; NTK-aware scaling
// keeps the positions and raises the base to base * scale^(d / (d - 2)), which leaves the fastest
// pair as it was and stretches the slow wavelengths. Scale 1 is plain RoPE for both.
enum class RopeScaling { none, linear, ntk };
RopeScaling parse_rope_scaling(const std::string& name);  // none | linear | ntk
std::string to_string(RopeScaling method);

// The largest RoPE scale: a scale is an evaluation length over a trained length, and no sequence
// is longer than 65536 positions (the longest position table, --eval-seq-len) nor shorter than 1,
// so no evaluation can use more. Past it the math stops meaning anything: linear squeezes every
// position below 1/65536, and NTK's base * scale^(d / (d - 2)) overflows to infinity by 1e308.
constexpr double kMaxRopeScale = 65536;
// Throws InvalidArgument unless scale is finite and in [1, kMaxRopeScale].
void check_rope_scale(double scale);

// The base and the position divisor a scaling gives for rotation width d (a head's width in
// TinyGPT). Throws InvalidArgument for a scale check_rope_scale refuses, a bad base, d odd or
// < 2, and ntk with d = 2 (d / (d - 2) has no value).
struct RopeAngles {
  double base;
  double position_divisor;
};
RopeAngles rope_scaled_angles(double base, int d, RopeScaling method, double scale);

// y = rope_scaled(x, positions, base, scale, method), (T, d).
template <typename T>
void rope_scaled_forward(T* out,                   // (T, d)
                         const T* inp,             // (T, d)
                         const double* positions,  // (T)
                         int seq_len, int d, double base, double scale, RopeScaling method);

}  // namespace elab
