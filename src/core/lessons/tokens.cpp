#include "core/lessons/tokens.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <limits>
#include <string>

#include "core/data/analysis.hpp"
#include "core/data/corpus.hpp"
#include "core/data/tokenizer.hpp"
#include "core/errors.hpp"
#include "core/kernels/embedding.hpp"
#include "core/kernels/positional.hpp"
#include "core/model/random.hpp"

namespace elab {

namespace {

void check_at_least_one(int value, const char* name, const char* meaning) {
  if (value < 1)
    fail_setting(name, std::string(name) + " must be at least 1: " + meaning + " (got " +
                           std::to_string(value) + ")");
}

void check_table_size(int rows, int cols, const char* what) {
  const double values = static_cast<double>(rows) * static_cast<double>(cols);
  if (values > static_cast<double>(kMaxMatrixElements))
    fail(std::string("the ") + what + " would hold " + describe(values) + " values (" +
         std::to_string(rows) + " x " + std::to_string(cols) + "), over the limit of " +
         std::to_string(kMaxMatrixElements) + "; lower its sizes");
}

template <typename T>
void fill_normal(Matrix<T>& table, Rng& rng) {
  T* data = table.data();
  for (Eigen::Index i = 0; i < table.size(); ++i) data[i] = static_cast<T>(rng.normal());
}

template <typename T>
Matrix<T> position_table(LessonPositions positions, const RandomTables<T>& tables, int max_len,
                         int d_model, double base) {
  if (positions == LessonPositions::learned) return tables.position;
  return sinusoidal_pe<T>(max_len, d_model, base);
}

}  // namespace

// ---- tokenizer ------------------------------------------------------------------------------

NotebookCharIds notebook_char_ids(std::string_view text) {
  NotebookCharIds result;
  for (const ByteChar& c : byte_breakdown(text)) {
    const bool kept = c.valid && c.code_point < static_cast<std::uint32_t>(kByteVocab);
    result.ids.push_back(kept ? static_cast<int>(c.code_point) : 0);
    result.code_points.push_back(c.code_point);
    result.lost.push_back(!kept);
  }
  return result;
}

WordReport word_report(std::string_view training_text, std::string_view text) {
  const WordTokenizer tokenizer(training_text);
  WordReport report;
  report.vocab_size = tokenizer.vocab_size();
  report.words = word_split(text);
  report.ids = tokenizer.encode(text);
  report.unknown =
      static_cast<int>(std::count(report.ids.begin(), report.ids.end(), WordTokenizer::kUnk));
  return report;
}

WordVocabulary parse_word_vocabulary(std::string_view name) {
  if (name == "corpus") return WordVocabulary::corpus;
  if (name == "text") return WordVocabulary::text;
  fail("the word vocabulary must be corpus or text (got " + std::string(name) + ")");
}

TokenizerLesson tokenizer_lesson(std::string_view text, bool cut, WordVocabulary vocabulary) {
  TokenizerLesson out;
  out.chars = byte_breakdown(text);
  for (const ByteChar& c : out.chars) out.ids.insert(out.ids.end(), c.ids.begin(), c.ids.end());
  if (cut)
    for (int i = static_cast<int>(out.chars.size()) - 1; i >= 0 && out.cut_char < 0; --i)
      if (out.chars[i].ids.size() > 1) out.cut_char = i;
  if (out.cut_char >= 0) {
    const ByteChar& c = out.chars[out.cut_char];
    out.ids.erase(out.ids.begin() + static_cast<std::ptrdiff_t>(c.offset + c.ids.size() - 1));
    out.shown = byte_breakdown(out.ids);
  } else {
    out.shown = out.chars;
  }
  out.notebook = notebook_char_ids(text);
  out.words = word_report(vocabulary == WordVocabulary::corpus ? seed_corpus() : text, text);
  return out;
}

// ---- tables ---------------------------------------------------------------------------------

template <typename T>
RandomTables<T> seed_model_tables(int vocab, int d_model, int max_len, std::uint64_t seed) {
  check_at_least_one(vocab, "vocab", "the token table has one row per token id");
  check_at_least_one(d_model, "d_model", "it is the length of every embedding vector");
  check_at_least_one(max_len, "max_len", "the position table has one row per position");
  check_table_size(vocab, d_model, "token table");
  check_table_size(max_len, d_model, "position table");
  Rng rng(seed);
  RandomTables<T> tables;
  tables.token.resize(vocab, d_model);
  tables.position.resize(max_len, d_model);
  fill_normal(tables.token, rng);  // same order as SeedPredictor::init: tok, then pos
  fill_normal(tables.position, rng);
  return tables;
}

template <typename T>
Matrix<T> random_token_table(int vocab, int d_model, std::uint64_t seed) {
  check_at_least_one(vocab, "vocab", "the token table has one row per token id");
  check_at_least_one(d_model, "d_model", "it is the length of every embedding vector");
  check_table_size(vocab, d_model, "token table");
  Rng rng(seed);
  Matrix<T> token(vocab, d_model);
  fill_normal(token, rng);
  return token;
}

template <typename T>
Matrix<T> lookup_rows(const Matrix<T>& table, const std::vector<int>& ids) {
  if (ids.empty()) fail(messages::no_ids_to_look_up);
  const int rows = static_cast<int>(table.rows());
  Matrix<T> out(static_cast<Eigen::Index>(ids.size()), table.cols());
  for (std::size_t k = 0; k < ids.size(); ++k) {
    if (ids[k] < 0 || ids[k] >= rows)
      fail("token id " + std::to_string(ids[k]) + " at position " + std::to_string(k) +
           " is outside the table's rows 0.." + std::to_string(rows - 1));
    out.row(static_cast<Eigen::Index>(k)) = table.row(ids[k]);
  }
  return out;
}

template <typename T>
Matrix<T> one_hot(const std::vector<int>& ids, int vocab) {
  check_at_least_one(vocab, "vocab", "a one-hot vector has one entry per token id");
  check_table_size(static_cast<int>(ids.size()), vocab, "one-hot matrix");
  Matrix<T> out = Matrix<T>::Zero(static_cast<Eigen::Index>(ids.size()), vocab);
  for (std::size_t k = 0; k < ids.size(); ++k) {
    if (ids[k] < 0 || ids[k] >= vocab)
      fail("token id " + std::to_string(ids[k]) + " at position " + std::to_string(k) +
           " is outside 0.." + std::to_string(vocab - 1));
    out(static_cast<Eigen::Index>(k), ids[k]) = T(1);
  }
  return out;
}

template <typename T>
Matrix<T> one_hot_lookup(const Matrix<T>& table, const std::vector<int>& ids) {
  if (ids.empty()) fail(messages::no_ids_to_look_up);
  const Matrix<T> hot = one_hot<T>(ids, static_cast<int>(table.rows()));
  return hot * table;
}

template <typename T>
TokenLookup<T> token_lookup(const Matrix<T>& table, const std::vector<int>& ids) {
  TokenLookup<T> result;
  result.rows = lookup_rows(table, ids);
  const Matrix<T> hot = one_hot_lookup(table, ids);
  result.one_hot_max_difference = static_cast<double>((result.rows - hot).cwiseAbs().maxCoeff());
  result.similarity = cosine_similarity(result.rows);
  if (ids.size() >= 2) {
    result.has_stats = true;
    result.stats = off_diagonal_stats(result.similarity);
  }
  return result;
}

template <typename T>
OffDiagonalStats off_diagonal_stats(const Matrix<T>& sim) {
  if (sim.rows() != sim.cols())
    fail("off-diagonal statistics need a square matrix (got " + std::to_string(sim.rows()) + " x " +
         std::to_string(sim.cols()) + ")");
  if (sim.rows() < 2)
    fail("off-diagonal statistics need at least 2 rows (got " + std::to_string(sim.rows()) + ")");
  OffDiagonalStats stats;
  double sum = 0, squares = 0;
  stats.min = std::numeric_limits<double>::infinity();
  stats.max = -std::numeric_limits<double>::infinity();
  for (Eigen::Index i = 0; i < sim.rows(); ++i)
    for (Eigen::Index j = 0; j < sim.cols(); ++j) {
      if (i == j) continue;
      const double v = static_cast<double>(sim(i, j));
      sum += v;
      squares += v * v;
      stats.min = std::min(stats.min, v);
      stats.max = std::max(stats.max, v);
      ++stats.pairs;
    }
  stats.mean = sum / stats.pairs;
  stats.rms = std::sqrt(squares / stats.pairs);
  return stats;
}

// ---- token + position -----------------------------------------------------------------------

LessonPositions parse_lesson_positions(const std::string& name) {
  if (name == "learned") return LessonPositions::learned;
  if (name == "sinusoidal") return LessonPositions::sinusoidal;
  fail("position table must be \"learned\" or \"sinusoidal\" (got \"" + name + "\")");
}

template <typename T>
CombinedInput<T> combine_input(const std::vector<int>& ids, int d_model, int max_len,
                               LessonPositions positions, std::uint64_t seed, bool strict,
                               double base) {
  if (ids.empty()) fail(messages::no_tokens_to_embed);
  if (positions == LessonPositions::sinusoidal) {
    check_pe_base(base);
    check_even_d_model(d_model);
  }
  const RandomTables<T> tables = seed_model_tables<T>(kByteVocab, d_model, max_len, seed);
  InputEmbedding<T> embedding(kByteVocab, d_model, max_len);
  embedding.token_table() = tables.token;
  embedding.position_table() = position_table(positions, tables, max_len, d_model, base);

  const int given = static_cast<int>(ids.size());
  CombinedInput<T> result;
  result.given = given;
  if (strict) {
    result.sum = embedding.forward(ids, 1, given);  // throws when given > max_len
    result.used = given;
  } else {
    TruncatedEmbedding<T> lenient = embed_truncated(embedding, ids, 1, given);
    result.sum = std::move(lenient.out);
    result.used = lenient.used;
    result.truncated = lenient.truncated;
  }
  const std::vector<int> kept(ids.begin(), ids.begin() + result.used);
  result.token = lookup_rows(embedding.token_table(), kept);
  result.position = embedding.position_table().topRows(result.used);
  result.concatenated.resize(result.used, 2 * d_model);
  result.concatenated << result.token, result.position;
  return result;
}

JoinShapes join_shapes(int vocab, int d_model, int max_len, int seq_len, bool concatenate,
                       LessonPositions positions) {
  check_at_least_one(vocab, "vocab", "the token table has one row per token id");
  check_at_least_one(d_model, "d_model", "it is the length of every embedding vector");
  check_at_least_one(max_len, "max_len", "the position table has one row per position");
  check_at_least_one(seq_len, "the number of tokens", "type some text");
  JoinShapes shapes;
  const long long d = d_model;
  shapes.width = concatenate ? 2 * d_model : d_model;
  shapes.output_values = static_cast<long long>(seq_len) * shapes.width;
  shapes.token_params = static_cast<long long>(vocab) * d;
  shapes.position_params =
      positions == LessonPositions::learned ? static_cast<long long>(max_len) * d : 0;
  shapes.next_layer_params = static_cast<long long>(shapes.width) * d;
  return shapes;
}

// ---- the seeds' position experiment ----------------------------------------------------------

template <typename T>
PlacedToken<T> place_token(int token_id, int n, int d_model, LessonPositions positions,
                           std::uint64_t seed, double base) {
  if (token_id < 0 || token_id >= kByteVocab)
    fail("token id must be between 0 and " + std::to_string(kByteVocab - 1) + " (got " +
         std::to_string(token_id) + ")");
  if (n < 2)
    fail("the experiment needs at least 2 positions to compare (got " + std::to_string(n) + ")");
  if (positions == LessonPositions::sinusoidal) {
    check_pe_base(base);
    check_even_d_model(d_model);
  }
  const RandomTables<T> tables = seed_model_tables<T>(kByteVocab, d_model, n, seed);
  const Matrix<T> pos = position_table(positions, tables, n, d_model, base);
  PlacedToken<T> result;
  // The notebook's hint builds an (n, n) batch with the token at position p of row p; the row it
  // keeps is exactly token row + position row p, which is what we form directly.
  result.vectors = pos.rowwise() + tables.token.row(token_id);
  result.similarity = cosine_similarity(result.vectors);
  result.by_distance.assign(static_cast<std::size_t>(n), 0.0);
  for (int k = 0; k < n; ++k) {
    double sum = 0;
    for (int p = 0; p + k < n; ++p) sum += static_cast<double>(result.similarity(p, p + k));
    result.by_distance[static_cast<std::size_t>(k)] = sum / (n - k);
  }
  return result;
}

#define ELAB_INSTANTIATE(T)                                                                      \
  template RandomTables<T> seed_model_tables<T>(int, int, int, std::uint64_t);                   \
  template Matrix<T> random_token_table<T>(int, int, std::uint64_t);                             \
  template Matrix<T> lookup_rows<T>(const Matrix<T>&, const std::vector<int>&);                  \
  template Matrix<T> one_hot<T>(const std::vector<int>&, int);                                   \
  template Matrix<T> one_hot_lookup<T>(const Matrix<T>&, const std::vector<int>&);               \
  template OffDiagonalStats off_diagonal_stats<T>(const Matrix<T>&);                             \
  template TokenLookup<T> token_lookup<T>(const Matrix<T>&, const std::vector<int>&);            \
  template CombinedInput<T> combine_input<T>(const std::vector<int>&, int, int, LessonPositions, \
                                             std::uint64_t, bool, double);                       \
  template PlacedToken<T> place_token<T>(int, int, int, LessonPositions, std::uint64_t, double);
ELAB_INSTANTIATE(float)
ELAB_INSTANTIATE(double)
#undef ELAB_INSTANTIATE

}  // namespace elab
