#include "core/seed_predictor.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "core/embedding.hpp"
#include "core/linear.hpp"
#include "core/loss.hpp"

namespace elab {

template <typename T>
SeedPredictor<T>::SeedPredictor(int vocab, int d_model, int max_len)
    : vocab_(vocab), d_(d_model), max_len_(max_len) {
  check_setting(vocab, "vocabulary size", 1, 1 << 20, "one row of the token table per id");
  check_setting(d_model, "d_model", 1, 4096, "the width of every embedding");
  check_setting(max_len, "max_len", 1, 1 << 20, "the rows of the learned position table");
  this->build_layout({{"tok", {vocab, d_model}},
                      {"pos", {max_len, d_model}},
                      {"W", {vocab, d_model}},
                      {"b", {vocab}}});
}

template <typename T>
void SeedPredictor<T>::init(Rng& rng) {
  const double bound = 1.0 / std::sqrt(static_cast<double>(d_));
  for (const ParamInfo& p : this->layout_) {
    T* w = this->params_.data() + p.offset;
    const bool embedding = p.name == "tok" || p.name == "pos";
    for (std::size_t i = 0; i < p.size; ++i)
      w[i] = static_cast<T>(embedding ? rng.normal() : bound * (2.0 * rng.uniform() - 1.0));
  }
}

template <typename T>
double SeedPredictor<T>::forward_backward(const int* ids, const int* targets, int B, int seq_len,
                                          bool want_grad) {
  this->check_dims(B, seq_len);
  if (seq_len > max_len_)
    fail("sequence length " + std::to_string(seq_len) +
         " is longer than the learned position table (max_len " + std::to_string(max_len_) +
         "): learned positions cannot extrapolate");
  const std::size_t V = vocab_, C = d_;
  this->check_activations(static_cast<double>(B) * seq_len * (2.0 * C + 3.0 * V), B, seq_len);
  this->check_ids(ids, B, seq_len, vocab_, "token id");
  if (targets != nullptr) this->check_ids(targets, B, seq_len, vocab_, "target");
  const std::size_t N = static_cast<std::size_t>(B) * seq_len;
  const std::size_t need = N * (2 * C + 3 * V);
  if (act_.size() < need) act_.resize(need);
  B_ = B;
  T_ = seq_len;
  T* h = act_.data();          // (N,C)
  T* logits = h + N * C;       // (N,V)
  T* probs = logits + N * V;   // (N,V)
  T* dlogits = probs + N * V;  // (N,V)
  T* dh = dlogits + N * V;     // (N,C)
  logits_at_ = N * C;

  const T* tok = this->param("tok");
  const T* pos = this->param("pos");
  const T* W = this->param("W");
  const T* b = this->param("b");
  const int n = static_cast<int>(N);
  embedding_forward(h, ids, tok, pos, B, seq_len, d_, vocab_);
  linear_forward(logits, h, W, b, n, d_, vocab_);
  if (targets == nullptr) return std::numeric_limits<double>::quiet_NaN();
  const double loss = cross_entropy_forward(probs, logits, targets, n, vocab_);
  if (!want_grad) return loss;

  std::fill(this->grads_.begin(), this->grads_.end(), T(0));
  std::fill(dlogits, dlogits + N * V, T(0));
  std::fill(dh, dh + N * C, T(0));
  cross_entropy_backward(dlogits, probs, targets, n, vocab_);
  linear_backward(dh, this->grad("W"), this->grad("b"), dlogits, h, W, n, d_, vocab_);
  embedding_backward(this->grad("tok"), this->grad("pos"), dh, ids, B, seq_len, d_);
  return loss;
}

template class SeedPredictor<float>;
template class SeedPredictor<double>;

}  // namespace elab
