// Token + position embedding: the llm.c-style kernel pair used by the models, and InputEmbedding,
// the seeds' module (token table + learned position table) at Matrix level for the lessons.
#pragma once

#include <type_traits>
#include <vector>

#include "core/matrix.hpp"

namespace elab {

// out[b, t] = tok[ids[b, t]] + (pos ? pos[t] : 0). Throws InvalidArgument for sizes < 1 or an id
// outside [0, V), before writing anything.
template <typename T>
void embedding_forward(
    T* out,                            // (B, T, C)
    const int* ids,                    // (B, T) in [0, V)
    const T* tok,                      // (V, C)
    const std::common_type_t<T>* pos,  // (>= T, C) or nullptr (non-deduced: nullptr works)
    int B, int seq_len, int C, int V);

// dtok[ids[b, t]] += dout[b, t]; dpos[t] += dout[b, t] summed over b (if dpos is non-null). A
// token id repeated in the batch accumulates all of its rows.
template <typename T>
void embedding_backward(T* dtok,                      // (V, C) +=
                        std::common_type_t<T>* dpos,  // (T, C) += or nullptr (non-deduced)
                        const T* dout,                // (B, T, C)
                        const int* ids,               // (B, T), already checked by forward
                        int B, int seq_len, int C);

// The rule of a learned position table: rows for positions 0..max_len-1 and nothing past them.
// Every place that runs a learned table on a sequence (InputEmbedding, the models, the trainer,
// the training lab) checks it here, so a learner meets one message wherever the table runs out.
void check_fits_position_table(int seq_len, int max_len);

// Throws InvalidArgument naming the first id outside [0, V) and where it sits.
void check_token_ids(const int* ids, int B, int seq_len, int V);

// The seeds' input module: tok (vocab, d_model) and pos (max_len, d_model) tables, both zero until
// the caller fills them. forward maps ids (B, T), row-major, to (B*T, d_model): row b*T + t.
template <typename T>
class InputEmbedding {
 public:
  // Throws InvalidArgument for vocab, d_model or max_len < 1, or tables over kMaxMatrixElements.
  InputEmbedding(int vocab, int d_model, int max_len);

  int vocab() const { return static_cast<int>(m_tok.rows()); }
  int d_model() const { return static_cast<int>(m_tok.cols()); }
  int max_len() const { return static_cast<int>(m_pos.rows()); }
  Matrix<T>& token_table() { return m_tok; }
  const Matrix<T>& token_table() const { return m_tok; }
  Matrix<T>& position_table() { return m_pos; }
  const Matrix<T>& position_table() const { return m_pos; }

  // Throws InvalidArgument when T > max_len (naming both), ids.size() != B*T, or an id is out of
  // range.
  Matrix<T> forward(const std::vector<int>& ids, int B, int seq_len) const;

 private:
  Matrix<T> m_tok;  // (vocab, d_model)
  Matrix<T> m_pos;  // (max_len, d_model)
};

// Result of embed_truncated: the embedding of the first `used` positions of every sequence.
template <typename T>
struct TruncatedEmbedding {
  Matrix<T> out;           // (B*used, d_model)
  int used = 0;            // positions embedded: min(T, max_len)
  int given = 0;           // positions in the input
  bool truncated = false;  // given > max_len: positions max_len.. were dropped
};

// The pipeline's lenient path: sequences longer than max_len keep their first max_len tokens
// instead of failing, and the result says so (the page shows a notice).
template <typename T>
TruncatedEmbedding<T> embed_truncated(const InputEmbedding<T>& embedding,
                                      const std::vector<int>& ids, int B, int seq_len);

}  // namespace elab
