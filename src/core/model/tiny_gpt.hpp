// TinyGPT: the decoder-only transformer the training lab trains in the browser, exactly the
// PyTorch reference model's TinyGPT (the tiny_gpt_grad fixtures, docs/REFERENCE-FORMAT.md):
//   x = tok[ids] (+ pos[:T] learned | + sinusoidal_pe(T, d))
//   per layer: x = x + proj(attn(norm1(x)))       causal multi-head; pe=rope rotates q, k per head;
//                                                 pe=alibi adds alibi_bias(n_head, T) to the scores
//              x = x + fc2(gelu(fc1(norm2(x))))   exact-erf GELU, hidden 4d
//   logits = head(normf(x))                       no bias, not tied to tok
#pragma once

#include <vector>

#include "core/kernels/rope.hpp"
#include "core/matrix.hpp"
#include "core/model/model.hpp"

namespace elab {

// The norms' eps, as in the reference (also what the lessons' norm-placement stacks use).
constexpr double kTinyGptLayerNormEps = 1e-5;
constexpr double kTinyGptRmsNormEps = 1e-6;

struct TinyGptConfig {
  int vocab = 256;
  int d_model = 64;
  int n_layer = 2;
  int n_head = 4;
  int max_len = 128;  // rows of the learned position table; ignored by the other encodings
  PeKind pe = PeKind::learned;
  NormKind norm = NormKind::layernorm;
};

// The parameters a configuration has, by name and shape in layout order (FORMAT.md), without
// allocating them. Sizes are not checked here (the constructor does).
TensorShapes tiny_gpt_tensor_shapes(const TinyGptConfig& config);

// What incremental decoding keeps between tokens: for every layer and head the keys and values of
// the positions decoded so far (causal attention never changes them), and the newest position's
// logits. Made by TinyGPT::start_decoding, filled by decode_next; it belongs to that model and
// its RoPE scaling.
template <typename T>
struct KvCache {
  int length = 0;  // positions held
  int head_dim = 0;
  // [layer * n_head + head]: (length, head_dim) row-major, q and k after RoPE when pe is rope
  std::vector<std::vector<T>> keys, values;
  std::vector<T> logits;  // (V) after the newest position
  RopeAngles rope_angles{0.0, 1.0};
  // one position's scratch: x, norm output, mean/rstd, qkv, heads, mid, MLP, weights
  std::vector<T> x, normed, stats, qkv, heads, mid, hidden, hidden_gelu, weights;
};

template <typename T>
class TinyGPT : public Model<T> {
 public:
  // Validates the configuration (messages say what to change) and lays out the parameters as in
  // FORMAT.md. Parameters start at zero: call init() or set_param().
  explicit TinyGPT(const TinyGptConfig& config);

  // The reference's initialisation, drawing normals in layout order: tok, pos 0.5 N(0,1); norm
  // gains 1 + 0.1 N, norm shifts and biases 0.1 N; weights N / sqrt(fan_in).
  void init(Rng& rng) override;
  using Model<T>::forward_backward;
  double forward_backward(const int* ids, const int* targets, int B, int seq_len, bool want_grad,
                          int batch_windows) override;
  const T* logits() const override { return m_act.data() + m_at.logits; }
  int vocab() const override { return m_config.vocab; }
  // INT_MAX unless pe is learned: the other encodings work at any length.
  int max_len() const override;
  double activation_values(int B, int seq_len) const override;
  const TinyGptConfig& config() const { return m_config; }

  // Incremental decoding with a KV cache: start_decoding() gives an empty cache; each
  // decode_next(cache, id) runs token id at position cache.length through the model, computing
  // q, k, v for that position only and attending to the cached keys and values, appends its keys
  // and values and returns its logits (V), equal to the last row of a forward over the whole
  // prefix up to float rounding. A learned position table still ends at max_len (the same
  // check and message as forward); ids are checked like forward's. The forward's intermediates
  // (attention(), residual(), ...) are untouched.
  KvCache<T> start_decoding() const;
  const T* decode_next(KvCache<T>& cache, int id);

  // RoPE past the trained length (rope.hpp rope_scaled): every later forward (and backward)
  // rotates with this scaling until it is set back to none. Only a pe=rope model accepts a
  // method other than none; scale is the evaluation length over the trained one (>= 1).
  void set_rope_scaling(RopeScaling method, double scale);
  RopeScaling rope_scaling() const { return m_rope_scaling; }
  double rope_scale() const { return m_rope_scale; }

  // Attention weights of layer l from the last forward, (B, n_head, T, T): row i is query i's
  // softmax over keys 0..i, exactly 0 above the diagonal.
  const T* attention(int layer) const;
  // Intermediate values of the last forward, for the lessons that open the model up. Each is
  // (N, width) row-major with N = B * T rows, row b * T + t; layer in [0, n_layer) unless noted.
  const T* residual(int layer) const;      // (N, C) entering block `layer`; layer n_layer: output
  const T* residual_mid(int layer) const;  // (N, C) after the block's attention sub-layer
  const T* normed1(int layer) const;       // (N, C) norm1(x), the attention's input
  const T* normed2(int layer) const;       // (N, C) norm2(x), the MLP's input
  const T* qkv(int layer) const;           // (N, 3C) q | k | v; q and k after RoPE when pe is rope
  const T* heads_out(int layer) const;     // (N, C) every head's output side by side
  const T* mlp_hidden(int layer) const;    // (N, 4C) GELU(fc1(normed2))
  const T* final_normed() const;           // (N, C) normf of the last block's output
  int last_batch() const { return m_batch; }
  int last_seq_len() const { return m_seq_len; }
  // Size of the activation arena: grows to the largest batch seen, then stays (no allocation per
  // training step once warmed up).
  std::size_t activation_values() const { return m_act.size(); }

 private:
  // Offsets into m_act for the current (B,T); N = B*T, C = d_model, per layer l where noted.
  struct Offsets {
    std::size_t res;       // (L+1, N, C) residual stream entering each layer, and its output
    std::size_t res_mid;   // (L, N, C) after the attention block
    std::size_t ln1, ln2;  // (L, N, C) normalised inputs of the two blocks
    std::size_t ln1_mean, ln1_rstd, ln2_mean, ln2_rstd;  // (L, N)
    std::size_t qkv;                                     // (L, N, 3C) after RoPE when pe is rope
    std::size_t att;                                     // (L, B, NH, T, T)
    std::size_t atty;                                    // (L, N, C) heads concatenated
    std::size_t fch, fch_gelu;                           // (L, N, 4C) before and after GELU
    std::size_t lnf, lnf_mean, lnf_rstd;                 // (N, C), (N), (N)
    std::size_t logits, probs;                           // (N, V)
    // backward scratch
    std::size_t dres, dln, datty;  // (N, C)
    std::size_t dqkv;              // (N, 3C)
    std::size_t dfch, dfch_gelu;   // (N, 4C)
    std::size_t dlogits;           // (N, V)
    std::size_t total;
  };
  // Offsets of one layer's parameters in the flat buffers; the shifts (.b) of RMSNorm are absent.
  struct LayerParams {
    std::size_t n1g, n1b, n2g, n2b, qkvW, qkvb, projW, projb, fc1W, fc1b, fc2W, fc2b;
  };
  Offsets plan(int B, int seq_len) const;
  // act_ + offset + layer * width * B * T, after checking that a forward ran and layer is in
  // [0, layers).
  const T* layer_values(std::size_t offset, std::size_t width, int layer, int layers) const;
  void norm_forward(T* out, T* mean, T* rstd, const T* inp, std::size_t g, std::size_t b, int N);
  void norm_backward(T* dinp, const T* dout, const T* inp, const T* mean, const T* rstd,
                     std::size_t g, std::size_t b, int N);

  TinyGptConfig m_config;
  int m_batch = 0, m_seq_len = 0;
  std::vector<LayerParams> m_lp;
  std::size_t m_tok = 0, m_pos = 0, m_nfg = 0, m_nfb = 0, m_head = 0;
  Offsets m_at{};
  std::vector<T> m_act;                // grown to the largest (B,T) seen, never shrunk
  Matrix<T> m_pe_table;                // sinusoidal_pe(rows, d): grown to the longest T seen
  std::vector<double> m_alibi_slopes;  // (n_head) when pe is alibi, else empty
  RopeScaling m_rope_scaling = RopeScaling::none;
  double m_rope_scale = 1.0;
  RopeAngles m_rope_angles{10000.0, 1.0};  // base and position divisor the scaling gives
};

extern template class TinyGPT<float>;
extern template class TinyGPT<double>;

}  // namespace elab
