// The seed's SimpleCharPredictor: a token table plus a learned position table, read out by one
// linear layer. logits = (tok[ids] + pos[:T]) W^T + b. No attention: each position predicts the
// next character from its own token and position only, the baseline TinyGPT is compared with.
#pragma once

#include <vector>

#include "core/model/model.hpp"

namespace elab {

// The largest starting spread of the tables (embed_std); kTrainerLimits offers the same range.
inline constexpr double kMaxEmbedStd = 10.0;

// Its parameters by name and shape, in layout order, without allocating them.
TensorShapes seed_predictor_tensor_shapes(int vocab, int d_model, int max_len);

template <typename T>
class SeedPredictor : public Model<T> {
 public:
  // vocab V, width d, max_len rows of the position table. Params: tok (V,d), pos (max_len,d),
  // W (V,d), b (V). Fails for sizes out of range. Parameters start at zero: call init().
  // embed_std: the spread of tok and pos at the start, N(0, embed_std^2): 1 is nn.Embedding's (the
  // notebook's), 0.02 is GPT-2's. Fails unless 0 < embed_std <= 10.
  explicit SeedPredictor(int vocab = 256, int d_model = 64, int max_len = 128,
                         double embed_std = 1.0);

  // PyTorch defaults: nn.Embedding N(0,1) (times embed_std) for tok and pos; nn.Linear
  // U(-1/sqrt(d), 1/sqrt(d)) for W and b. Draws in layout order: tok, pos, W, b, so a smaller
  // embed_std gives the same tables, scaled.
  void init(Rng& rng) override;
  using Model<T>::forward_backward;
  double forward_backward(const int* ids, const int* targets, int B, int seq_len, bool want_grad,
                          int batch_windows) override;
  // One shard: the step folds the batch into per-id and per-position tables (forward_backward),
  // work that every shard would repeat (in 4 shards a step took 0.50 -> 0.72 ms of CPU natively,
  // 0.88 -> 2.15 ms in WASM), for a step about as short as a message between two workers.
  int most_shards() const override { return 1; }
  const T* logits() const override { return m_act.data() + m_logits_at; }
  int vocab() const override { return m_vocab; }
  int max_len() const override { return m_max_len; }
  double activation_values(int B, int seq_len) const override {
    return static_cast<double>(B) * seq_len * (2.0 * m_d + 3.0 * m_vocab);
  }
  int d_model() const { return m_d; }
  // (B,T,d): tok[ids] + pos[:T] of the last forward, the input of the linear read-out.
  const T* hidden() const { return m_act.data(); }
  int last_batch() const { return m_batch; }
  int last_seq_len() const { return m_seq_len; }
  // Size of the activation arena: grows to the largest batch seen, then stays (no allocation per
  // training step once warmed up).
  std::size_t activation_values() const { return m_act.size(); }

 private:
  int m_vocab, m_d, m_max_len;
  double m_embed_std;
  int m_batch = 0, m_seq_len = 0;
  // One arena, grown to the largest B*T seen and never shrunk: h (N,d), logits (N,V), probs (N,V),
  // then the per-id and per-position tables of forward_backward (see there), N = B*T.
  std::vector<T> m_act;
  std::vector<int> m_slot;  // (V) row of each id among the batch's distinct ids, -1 when absent
  std::vector<int> m_uniq;  // the batch's distinct ids, in order of first appearance
  std::size_t m_logits_at = 0;
};

extern template class SeedPredictor<float>;
extern template class SeedPredictor<double>;

}  // namespace elab
