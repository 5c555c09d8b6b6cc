#include "core/model/training_lab.hpp"

#include <algorithm>
#include <string>

#include "core/data/tokenizer.hpp"
#include "core/errors.hpp"
#include "core/kernels/embedding.hpp"
#include "core/model/tiny_gpt.hpp"

namespace elab {

namespace {

MatrixF copy_param(const Model<float>& model, const std::string& name) {
  const ParamInfo& info = model.param_info(name);
  MatrixF out(info.shape[0], info.shape[1]);
  std::copy_n(model.params() + info.offset, info.size, out.data());
  return out;
}

}  // namespace

std::vector<int> bytes_present(std::string_view text) {
  if (text.empty()) fail("the text is empty: there are no characters to look at");
  std::vector<bool> seen(256, false);
  for (char c : text) seen[static_cast<unsigned char>(c)] = true;
  std::vector<int> out;
  for (int b = 0; b < 256; ++b)
    if (seen[b]) out.push_back(b);
  return out;
}

MatrixF token_table(const Model<float>& model) {
  return copy_param(model, "tok");
}

bool has_position_table(const Model<float>& model) {
  const auto& layout = model.layout();
  return std::any_of(layout.begin(), layout.end(),
                     [](const ParamInfo& p) { return p.name == "pos"; });
}

MatrixF position_table(const Model<float>& model) {
  if (!has_position_table(model))
    fail(
        "this model has no learned position table: its positions come from a fixed formula "
        "(sinusoidal), from rotations (rope), or not at all (none)");
  return copy_param(model, "pos");
}

EmbeddingReport embedding_report(const MatrixF& table, const std::vector<int>& rows, int pairs) {
  const int R = static_cast<int>(table.rows()), d = static_cast<int>(table.cols());
  if (rows.size() < 2)
    fail("comparing embeddings needs at least 2 rows (got " + std::to_string(rows.size()) +
         "); a text with a single distinct character has nothing to compare");
  if (pairs < 0) fail("number of pairs must be at least 0 (got " + std::to_string(pairs) + ")");
  std::vector<bool> used(static_cast<std::size_t>(R), false);
  MatrixF x(static_cast<Eigen::Index>(rows.size()), d);
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const int r = rows[i];
    if (r < 0 || r >= R)
      fail("row " + std::to_string(r) + " is outside the table's " + std::to_string(R) + " rows");
    if (used[r]) fail("row " + std::to_string(r) + " is listed twice");
    used[r] = true;
    x.row(static_cast<Eigen::Index>(i)) = table.row(r);
  }
  EmbeddingReport out;
  out.rows = rows;
  out.similarity = cosine_similarity(x);
  out.norms = row_norms(x);
  // Two axes for a scatter; a 1-wide table has only one, so the second stays at zero.
  const int k = std::min(2, d);
  const PcaResult<float> p = pca(x, k);
  out.projection = MatrixF::Zero(x.rows(), 2);
  out.projection.leftCols(k) = p.projection;
  out.explained_ratio = Vector<float>::Zero(2);
  out.explained_ratio.head(k) = p.explained_variance_ratio;
  out.most = most_similar_pairs(out.similarity, pairs);
  out.least = least_similar_pairs(out.similarity, pairs);
  return out;
}

AttentionMaps prompt_attention(Model<float>& model, std::string_view prompt) {
  auto* gpt = dynamic_cast<TinyGPT<float>*>(&model);
  if (gpt == nullptr)
    fail(
        "the token + position predictor has no attention: each position sees only its own "
        "character and "
        "position. Train a TinyGPT to see attention weights");
  if (prompt.empty()) fail("the prompt is empty: type at least one character");
  const int T = static_cast<int>(prompt.size());
  check_fits_position_table(T, gpt->max_len());
  const std::vector<int> ids = byte_encode(prompt);
  gpt->forward_backward(ids.data(), nullptr, 1, T, false);
  AttentionMaps out;
  out.layers = gpt->config().n_layer;
  out.heads = gpt->config().n_head;
  out.seq_len = T;
  const std::size_t per_layer = static_cast<std::size_t>(out.heads) * T * T;
  out.weights.resize(per_layer * out.layers);
  for (int l = 0; l < out.layers; ++l)
    std::copy_n(gpt->attention(l), per_layer, out.weights.begin() + l * per_layer);
  return out;
}

}  // namespace elab
