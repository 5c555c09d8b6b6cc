// What the training lab shows about a trained model: the embedding tables it learned, an analysis
// of the rows a learner cares about (the characters of the training text, or the positions it
// trained on), and TinyGPT's attention weights for a typed prompt.
#pragma once

#include <string_view>
#include <vector>

#include "core/data/analysis.hpp"
#include "core/matrix.hpp"
#include "core/model/model.hpp"
#include "core/model/trainer.hpp"

namespace elab {

// The distinct bytes of text, ascending: the characters whose embeddings training actually moved
// (every other row of the token table keeps its random start). Fails for an empty text.
std::vector<int> bytes_present(std::string_view text);

// A copy of the model's token table "tok" (vocab, d_model).
MatrixF token_table(const Model<float>& model);
// True when the model has a learned position table "pos"; position_table copies it
// (max_len, d_model) and fails, naming the encoding, when there is none.
bool has_position_table(const Model<float>& model);
MatrixF position_table(const Model<float>& model);

// The analysis of selected rows of an embedding table (n = rows.size()).
struct EmbeddingReport {
  std::vector<int> rows;                 // (n) the table rows analysed, in the order given
  MatrixF similarity;                    // (n, n) cosine similarity
  Vector<float> norms;                   // (n) Euclidean length of each row
  MatrixF projection;                    // (n, 2) PCA coordinates (zero column if d is 1)
  Vector<float> explained_ratio;         // (2) share of the variance on each axis
  std::vector<SimilarPair> most, least;  // indices into rows, i < j
};

// table (R, d); rows: indices into it (each in [0, R), no repeats, at least 2 so that similarity
// pairs and PCA exist); pairs: how many most/least similar pairs to list.
EmbeddingReport embedding_report(const MatrixF& table, const std::vector<int>& rows, int pairs);

// Attention weights of every layer and head of a TinyGPT for one prompt (a byte string).
struct AttentionMaps {
  int layers = 0, heads = 0, seq_len = 0;
  std::vector<float> weights;  // (layers, heads, T, T): row i is query i's softmax over keys 0..i
};

// Runs one forward pass of model on prompt's bytes (no gradients, parameters untouched) and
// collects the weights. Fails with a learner-facing message for the seed predictor (it has no
// attention), an empty prompt, or a prompt longer than a learned position table.
AttentionMaps prompt_attention(Model<float>& model, std::string_view prompt);

}  // namespace elab
