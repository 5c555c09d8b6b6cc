#include "core/model/seed_predictor.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "core/kernels/embedding.hpp"
#include "core/kernels/linear.hpp"
#include "core/kernels/loss.hpp"

namespace elab {

TensorShapes seed_predictor_tensor_shapes(int vocab, int d_model, int max_len) {
  return {{"tok", {vocab, d_model}},
          {"pos", {max_len, d_model}},
          {"W", {vocab, d_model}},
          {"b", {vocab}}};
}

template <typename T>
SeedPredictor<T>::SeedPredictor(int vocab, int d_model, int max_len, double embed_std)
    : m_vocab(vocab), m_d(d_model), m_max_len(max_len), m_embed_std(embed_std) {
  if (!(embed_std > 0 && embed_std <= kMaxEmbedStd))
    fail(messages::embed_std_range, {{"got", embed_std, std::to_string(embed_std)}});
  check_setting(vocab, "vocabulary size", 1, 1 << 20, "one row of the token table per id");
  check_setting(d_model, "d_model", 1, 4096, "the width of every embedding");
  check_setting(max_len, "max_len", 1, 1 << 20, "the rows of the learned position table");
  this->build_layout(seed_predictor_tensor_shapes(vocab, d_model, max_len));
}

template <typename T>
void SeedPredictor<T>::init(Rng& rng) {
  const double bound = 1.0 / std::sqrt(static_cast<double>(m_d));
  for (const ParamInfo& p : this->m_layout) {
    T* w = this->m_params.data() + p.offset;
    const bool embedding = p.name == "tok" || p.name == "pos";
    for (std::size_t i = 0; i < p.size; ++i)
      w[i] = static_cast<T>(embedding ? m_embed_std * rng.normal()
                                      : bound * (2.0 * rng.uniform() - 1.0));
  }
}

// Rows that share a token id share their embedding, so the read-out is linear in two small tables:
//   logits[n] = tok[id_n] W^T + pos[t_n] W^T + b = A[id_n] + P[t_n]
// with A computed only for the U distinct ids of the batch and P for the T positions. The backward
// folds the same way: with G_tok[u] = sum of dlogits over rows whose id is u and G_pos[t] over rows
// at position t (both sums of (probs - onehot) / (batch_windows * T), the batch's token count),
//   dW = G_tok^T tok[ids] + G_pos^T pos[:T],  dtok[u] = G_tok[u] W,  dpos[t] = G_pos[t] W,
//   db = sum_t G_pos[t].
// Exactly the gradients of the (N = B*T)-row form, at (U + T) / N of its GEMM work: for a byte
// text U is the alphabet in the batch (about 40), so 72 rows instead of 512 for the seeds' batch.
template <typename T>
double SeedPredictor<T>::forward_backward(const int* ids, const int* targets, int B, int seq_len,
                                          bool want_grad, int batch_windows) {
  const int mean_over = this->check_dims(B, seq_len, batch_windows);
  check_fits_position_table(seq_len, m_max_len);
  const std::size_t V = m_vocab, C = m_d;
  this->check_activations(activation_values(B, seq_len), B, seq_len);
  this->check_ids(ids, B, seq_len, m_vocab, "token id");
  if (targets != nullptr) this->check_ids(targets, B, seq_len, m_vocab, "target");
  const std::size_t N = static_cast<std::size_t>(B) * seq_len;
  const std::size_t Tn = static_cast<std::size_t>(seq_len);
  const std::size_t Umax = std::min(N, V);  // distinct ids in the batch, at most
  const std::size_t need = N * C + 2 * N * V + 2 * (Umax + Tn) * V + 2 * Umax * C;
  if (m_act.size() < need) m_act.resize(need);
  if (m_slot.size() < V) m_slot.assign(V, -1);
  if (m_uniq.size() < Umax) m_uniq.resize(Umax);
  m_batch = B;
  m_seq_len = seq_len;
  T* h = m_act.data();           // (N,C)
  T* logits = h + N * C;         // (N,V)
  T* probs = logits + N * V;     // (N,V)
  T* A = probs + N * V;          // (U,V) tok[uniq] W^T, then G_tok
  T* P = A + Umax * V;           // (T,V) pos[:T] W^T + b, then G_pos
  T* tok_u = P + Tn * V;         // (U,C) tok rows of the distinct ids
  T* dtok_u = tok_u + Umax * C;  // (U,C)
  m_logits_at = N * C;

  const T* tok = this->param("tok");
  const T* pos = this->param("pos");
  const T* W = this->param("W");
  const T* b = this->param("b");
  const int n = static_cast<int>(N);

  // Distinct ids in order of first appearance; m_slot[id] is the id's row in A.
  int U = 0;
  for (std::size_t i = 0; i < N; ++i)
    if (m_slot[ids[i]] < 0) {
      m_slot[ids[i]] = U;
      m_uniq[U] = ids[i];
      std::copy_n(tok + static_cast<std::size_t>(ids[i]) * C, C, tok_u + U * C);
      ++U;
    }
  embedding_forward(h, ids, tok, pos, B, seq_len, m_d, m_vocab);  // hidden(), for display
  linear_forward(A, tok_u, W, static_cast<const T*>(nullptr), U, m_d, m_vocab);
  linear_forward(P, pos, W, b, seq_len, m_d, m_vocab);
  for (std::size_t i = 0; i < N; ++i) {
    const T* a = A + static_cast<std::size_t>(m_slot[ids[i]]) * V;
    const T* p = P + (i % Tn) * V;
    T* y = logits + i * V;
    for (std::size_t v = 0; v < V; ++v) y[v] = a[v] + p[v];
  }

  double loss = std::numeric_limits<double>::quiet_NaN();
  if (targets != nullptr)
    loss = cross_entropy_forward(probs, logits, targets, n, m_vocab, mean_over);
  if (targets != nullptr && want_grad) {
    std::fill(this->m_grads.begin(), this->m_grads.end(), T(0));
    std::fill(A, A + (U + Tn) * V, T(0));
    T* G_tok = A;
    T* G_pos = A + static_cast<std::size_t>(U) * V;
    const T scale = T(1) / static_cast<T>(mean_over);
    for (std::size_t i = 0; i < N; ++i) {
      T* gt = G_tok + static_cast<std::size_t>(m_slot[ids[i]]) * V;
      T* gp = G_pos + (i % Tn) * V;
      const T* pr = probs + i * V;
      for (std::size_t v = 0; v < V; ++v) {
        const T d = pr[v] * scale;
        gt[v] += d;
        gp[v] += d;
      }
      gt[targets[i]] -= scale;
      gp[targets[i]] -= scale;
    }
    T* dW = this->grad("W");
    std::fill(dtok_u, dtok_u + static_cast<std::size_t>(U) * C, T(0));
    linear_backward(dtok_u, dW, static_cast<T*>(nullptr), G_tok, tok_u, W, U, m_d, m_vocab);
    linear_backward(this->grad("pos"), dW, this->grad("b"), G_pos, pos, W, seq_len, m_d, m_vocab);
    T* dtok = this->grad("tok");
    for (int u = 0; u < U; ++u)
      std::copy_n(dtok_u + static_cast<std::size_t>(u) * C, C,
                  dtok + static_cast<std::size_t>(m_uniq[u]) * C);
  }
  for (int u = 0; u < U; ++u) m_slot[m_uniq[u]] = -1;
  return loss;
}

template class SeedPredictor<float>;
template class SeedPredictor<double>;

}  // namespace elab
