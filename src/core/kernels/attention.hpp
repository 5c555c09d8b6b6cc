// Scaled dot-product attention: a single-head version on separate q, k, v (for display and the
// fixtures) and TinyGPT's multi-head causal version on a fused qkv buffer.
#pragma once

namespace elab {

// weights = softmax(q k^T / sqrt(dk)) row by row, out = weights v. causal masks key j > query i:
// its weight is exactly 0. Throws InvalidArgument for any size < 1.
template <typename T>
void sdpa_forward(T* out,      // (Tq, dv)
                  T* weights,  // (Tq, Tk)
                  const T* q,  // (Tq, dk)
                  const T* k,  // (Tk, dk)
                  const T* v,  // (Tk, dv)
                  int Tq, int Tk, int dk, int dv, bool causal);

// Multi-head causal attention. qkv is [q | k | v] along the last dim; head h uses columns
// [h*hd, (h+1)*hd) of each part, hd = C / NH. Throws InvalidArgument when NH does not divide C.
// alibi_slopes (NH), when given, adds ALiBi's -m_h * (i - j) to head h's scaled scores before the
// softmax (alibi.hpp). The bias is a constant, so attention_backward is the same with or without
// it: the stored weights already carry it.
template <typename T>
void attention_forward(T* out,        // (B, T, C) heads concatenated
                       T* att,        // (B, NH, T, T) softmax weights, 0 above the diagonal
                       const T* qkv,  // (B, T, 3C)
                       int B, int seq_len, int C, int NH, const double* alibi_slopes = nullptr);

// The newest query of one head against the keys and values of every position so far (a KV
// cache: positions 0..len-1, the query's own last): the last row of attention_forward for that
// head, without recomputing the earlier rows. alibi_slope is the head's ALiBi slope, 0 without
// ALiBi. Throws InvalidArgument for len or hd < 1.
template <typename T>
void attention_step_forward(T* out,           // (hd) the head's output for the query
                            T* weights,       // (len) its softmax weights over the positions
                            const T* q,       // (hd)
                            const T* keys,    // (len, hd)
                            const T* values,  // (len, hd)
                            int len, int hd, double alibi_slope = 0.0);

template <typename T>
void attention_backward(T* dqkv,        // (B, T, 3C) +=
                        const T* dout,  // (B, T, C)
                        const T* qkv,   // (B, T, 3C) as given to forward
                        const T* att,   // (B, NH, T, T) from forward
                        int B, int seq_len, int C, int NH);

// Validation shared with the models: sizes >= 1 and NH dividing C.
void check_attention_shape(int B, int seq_len, int C, int NH);

}  // namespace elab
