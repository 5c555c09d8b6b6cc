#include "core/kernels/embedding.hpp"

#include <cstddef>
#include <string>

#include "core/errors.hpp"
#include "core/kernels/profile.hpp"

namespace elab {

namespace {

void check_dims(int B, int seq_len, int C) {
  if (B < 1) fail("embedding: batch size B must be at least 1 (got " + std::to_string(B) + ")");
  if (seq_len < 1)
    fail("embedding: sequence length T must be at least 1 (got " + std::to_string(seq_len) + ")");
  if (C < 1) fail("embedding: d_model C must be at least 1 (got " + std::to_string(C) + ")");
}

}  // namespace

void check_fits_position_table(int seq_len, int max_len) {
  if (seq_len > max_len)
    fail(messages::position_table_too_short, {{"tokens", seq_len}, {"rows", max_len}});
}

void check_token_ids(const int* ids, int B, int seq_len, int V) {
  for (int b = 0; b < B; ++b)
    for (int t = 0; t < seq_len; ++t) {
      const int id = ids[static_cast<std::size_t>(b) * seq_len + t];
      if (id < 0 || id >= V)
        fail("token id " + std::to_string(id) + " at (batch " + std::to_string(b) + ", position " +
             std::to_string(t) + ") is outside the vocabulary: ids must be in [0, " +
             std::to_string(V - 1) + "]");
    }
}

template <typename T>
void embedding_forward(T* out, const int* ids, const T* tok, const std::common_type_t<T>* pos,
                       int B, int seq_len, int C, int V) {
  check_dims(B, seq_len, C);
  if (V < 1)
    fail("embedding: vocabulary size V must be at least 1 (got " + std::to_string(V) + ")");
  check_token_ids(ids, B, seq_len, V);
  ELAB_PROFILE_SCOPE(1, "embedding_forward", B * seq_len, C);
  for (int b = 0; b < B; ++b)
    for (int t = 0; t < seq_len; ++t) {
      const std::size_t bt = static_cast<std::size_t>(b) * seq_len + t;
      T* y = out + bt * C;
      const T* e = tok + static_cast<std::size_t>(ids[bt]) * C;
      if (pos) {
        const T* p = pos + static_cast<std::size_t>(t) * C;
        for (int c = 0; c < C; ++c) y[c] = e[c] + p[c];
      } else {
        for (int c = 0; c < C; ++c) y[c] = e[c];
      }
    }
}

template <typename T>
void embedding_backward(T* dtok, std::common_type_t<T>* dpos, const T* dout, const int* ids, int B,
                        int seq_len, int C) {
  check_dims(B, seq_len, C);
  ELAB_PROFILE_SCOPE(1, "embedding_backward", B * seq_len, C);
  for (int b = 0; b < B; ++b)
    for (int t = 0; t < seq_len; ++t) {
      const std::size_t bt = static_cast<std::size_t>(b) * seq_len + t;
      if (ids[bt] < 0)
        fail("token id " + std::to_string(ids[bt]) + " at (batch " + std::to_string(b) +
             ", position " + std::to_string(t) + ") is negative: ids must be in [0, V)");
      const T* dy = dout + bt * C;
      T* dt = dtok + static_cast<std::size_t>(ids[bt]) * C;
      for (int c = 0; c < C; ++c) dt[c] += dy[c];
      if (dpos) {
        T* dp = dpos + static_cast<std::size_t>(t) * C;
        for (int c = 0; c < C; ++c) dp[c] += dy[c];
      }
    }
}

template <typename T>
InputEmbedding<T>::InputEmbedding(int vocab, int d_model, int max_len) {
  if (vocab < 1)
    fail("vocab must be at least 1: it is the number of token ids (got " + std::to_string(vocab) +
         ")");
  if (d_model < 1)
    fail("d_model must be at least 1: it is the length of each embedding vector (got " +
         std::to_string(d_model) + ")");
  if (max_len < 1)
    fail("max_len must be at least 1: it is the number of learned positions (got " +
         std::to_string(max_len) + ")");
  const auto biggest = static_cast<std::size_t>(vocab > max_len ? vocab : max_len) *
                       static_cast<std::size_t>(d_model);
  if (biggest > kMaxMatrixElements)
    fail("an embedding table of " + std::to_string(biggest) + " values is over the limit of " +
         std::to_string(kMaxMatrixElements) + " (64 MiB); lower vocab, max_len or d_model");
  m_tok = Matrix<T>::Zero(vocab, d_model);
  m_pos = Matrix<T>::Zero(max_len, d_model);
}

template <typename T>
Matrix<T> InputEmbedding<T>::forward(const std::vector<int>& ids, int B, int seq_len) const {
  check_dims(B, seq_len, d_model());
  check_fits_position_table(seq_len, max_len());
  if (ids.size() != static_cast<std::size_t>(B) * seq_len)
    fail("expected B x T = " + std::to_string(B) + " x " + std::to_string(seq_len) + " = " +
         std::to_string(static_cast<std::size_t>(B) * seq_len) + " token ids (got " +
         std::to_string(ids.size()) + ")");
  Matrix<T> out(static_cast<Eigen::Index>(B) * seq_len, d_model());
  embedding_forward(out.data(), ids.data(), m_tok.data(), m_pos.data(), B, seq_len, d_model(),
                    vocab());
  return out;
}

template <typename T>
TruncatedEmbedding<T> embed_truncated(const InputEmbedding<T>& embedding,
                                      const std::vector<int>& ids, int B, int seq_len) {
  check_dims(B, seq_len, embedding.d_model());
  if (ids.size() != static_cast<std::size_t>(B) * seq_len)
    fail("expected B x T = " + std::to_string(B) + " x " + std::to_string(seq_len) + " = " +
         std::to_string(static_cast<std::size_t>(B) * seq_len) + " token ids (got " +
         std::to_string(ids.size()) + ")");
  TruncatedEmbedding<T> result;
  result.given = seq_len;
  result.used = seq_len < embedding.max_len() ? seq_len : embedding.max_len();
  result.truncated = seq_len > embedding.max_len();
  std::vector<int> kept(static_cast<std::size_t>(B) * result.used);
  for (int b = 0; b < B; ++b)
    for (int t = 0; t < result.used; ++t)
      kept[static_cast<std::size_t>(b) * result.used + t] =
          ids[static_cast<std::size_t>(b) * seq_len + t];
  result.out = embedding.forward(kept, B, result.used);
  return result;
}

template void embedding_forward<float>(float*, const int*, const float*, const float*, int, int,
                                       int, int);
template void embedding_forward<double>(double*, const int*, const double*, const double*, int, int,
                                        int, int);
template void embedding_backward<float>(float*, float*, const float*, const int*, int, int, int);
template void embedding_backward<double>(double*, double*, const double*, const int*, int, int,
                                         int);
template class InputEmbedding<float>;
template class InputEmbedding<double>;
template TruncatedEmbedding<float> embed_truncated<float>(const InputEmbedding<float>&,
                                                          const std::vector<int>&, int, int);
template TruncatedEmbedding<double> embed_truncated<double>(const InputEmbedding<double>&,
                                                            const std::vector<int>&, int, int);

}  // namespace elab
