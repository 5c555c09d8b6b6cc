// Rotary position embedding (RoFormer), interleaved pairs: pair (2i, 2i+1) of a row at position p
// is rotated by the angle p * base^(-2i/d). Angles, cosines and sines are formed in double.
#pragma once

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

// TinyGPT: rotates, in place, the q and k parts of every head inside qkv; row t is position t and
// pairs lie within each head's hd = C / NH columns (hd even). v is untouched.
template <typename T>
void rope_qk_forward(T* qkv,  // (B, T, 3C)
                     int B, int seq_len, int C, int NH, double base);

// Rotates dq and dk back by the negative angle, in place (dv untouched).
template <typename T>
void rope_qk_backward(T* dqkv,  // (B, T, 3C)
                      int B, int seq_len, int C, int NH, double base);

}  // namespace elab
