// Computations behind the lessons on tokens and embeddings (panels tokenizer, token-embedding,
// combined and position-experiment): what the seed notebook's character tokenizer really does,
// the word tokenizer's view, the seed model's random tables, row lookup versus one-hot product,
// token + position sums, and the "same token at every position" similarity experiment.
// Not hot paths: everything here favours clarity over speed.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/data/tokenizer.hpp"
#include "core/matrix.hpp"

namespace elab {

// The byte-level vocabulary every lesson uses: one row per byte value.
constexpr int kByteVocab = 256;

// ---- tokenizer ------------------------------------------------------------------------------

// What the seed notebook's CharTokenizer does (chars = [chr(i) for i < 256], unknown -> id 0):
// one id per code point, the code point itself when it is below 256, else 0. For ASCII this
// equals byte_encode; for "é" it gives 233 where UTF-8 gives 195 169, and every character at
// or above U+0100 ("→", emoji) silently becomes 0, the NUL character, so decoding loses it.
struct NotebookCharIds {
  std::vector<int> ids;                    // one per character
  std::vector<std::uint32_t> code_points;  // the character each id came from
  std::vector<bool> lost;                  // true where the character became id 0 (not kept)
};
NotebookCharIds notebook_char_ids(std::string_view text);

// The word-level tokenizer's view of text, with the vocabulary built from training_text.
struct WordReport {
  int vocab_size = 0;              // words in the vocabulary, <unk> included
  std::vector<std::string> words;  // the words of text, in order (word_split)
  std::vector<int> ids;            // their ids; 0 (<unk>) for words not in the vocabulary
  int unknown = 0;                 // how many of the words are <unk>
};
WordReport word_report(std::string_view training_text, std::string_view text);

// Everything the tokenizer lesson shows of a text, from one call: its characters and bytes, the
// bytes with one cut when asked, the seed notebook's ids, and the word tokenizer's view with the
// vocabulary of the seed corpus (the notebook's Hamlet passage) or of the text itself.
enum class WordVocabulary { corpus, text };
WordVocabulary parse_word_vocabulary(std::string_view name);  // corpus | text, else throws
struct TokenizerLesson {
  std::vector<ByteChar> chars;  // byte_breakdown(text)
  // The bytes the model reads. With cut, the last byte of the last character of two bytes or
  // more is dropped: cutting a one-byte character would only remove it, showing no broken bytes.
  std::vector<int> ids;
  int cut_char = -1;            // index in chars of the character cut; -1: none (or no cut)
  std::vector<ByteChar> shown;  // ids read back (byte_breakdown(ids)): chars when none was cut
  NotebookCharIds notebook;     // notebook_char_ids(text)
  WordReport words;             // word_report(corpus or text, text)
};
TokenizerLesson tokenizer_lesson(std::string_view text, bool cut, WordVocabulary vocabulary);

// ---- tables ---------------------------------------------------------------------------------

template <typename T>
struct RandomTables {
  Matrix<T> token;     // (vocab, d_model)
  Matrix<T> position;  // (max_len, d_model)
};

// The seed model's tables before training: N(0, 1) values drawn from one Rng(seed) stream, the
// token table row by row first, then the position table. These are exactly the first draws of
// SeedPredictor::init, so the lessons show the table the training lab starts from with the same
// seed and sizes. The token table does not depend on max_len, and position row p does not depend
// on max_len either (rows are drawn in order). Throws for sizes < 1 or tables over
// kMaxMatrixElements.
template <typename T>
RandomTables<T> seed_model_tables(int vocab, int d_model, int max_len, std::uint64_t seed);

// Just the token table of seed_model_tables (the same values).
template <typename T>
Matrix<T> random_token_table(int vocab, int d_model, std::uint64_t seed);

// Row selection: row k of the result is table[ids[k]], (ids.size(), table.cols()). Throws for
// an id outside [0, table.rows()), naming it and where it sits, or for no ids.
template <typename T>
Matrix<T> lookup_rows(const Matrix<T>& table, const std::vector<int>& ids);

// The one-hot matrix of ids, (ids.size(), vocab): a single 1 per row, at column ids[k].
template <typename T>
Matrix<T> one_hot(const std::vector<int>& ids, int vocab);

// one_hot(ids, table.rows()) * table as a real matrix product: the same numbers as
// lookup_rows, computed the expensive way (every zero multiplied), to show they agree.
template <typename T>
Matrix<T> one_hot_lookup(const Matrix<T>& table, const std::vector<int>& ids);

// Summary of the off-diagonal entries (i != j) of a square similarity matrix.
struct OffDiagonalStats {
  int pairs = 0;    // n (n - 1) entries counted
  double mean = 0;  // their mean
  double rms = 0;   // root mean square: for random vectors in d dimensions about 1/sqrt(d)
  double min = 0;   // smallest
  double max = 0;   // largest
};
// Needs a square matrix with n >= 2.
template <typename T>
OffDiagonalStats off_diagonal_stats(const Matrix<T>& sim);

// Looking up rows ids of table both ways, for the token-embedding lesson: rows (selection),
// one_hot_max_difference = max |rows - one_hot(ids) table| (0 up to rounding: the two are the
// same computation), the cosine similarity of the selected rows and, with 2+ ids, its
// off-diagonal summary (has_stats false otherwise).
template <typename T>
struct TokenLookup {
  Matrix<T> rows;  // (n, d)
  double one_hot_max_difference = 0;
  Matrix<T> similarity;  // (n, n)
  bool has_stats = false;
  OffDiagonalStats stats;
};
// Throws for ids outside the table's rows (naming id and position) or no ids.
template <typename T>
TokenLookup<T> token_lookup(const Matrix<T>& table, const std::vector<int>& ids);

// ---- token + position -----------------------------------------------------------------------

// Where the position rows come from: the seed model's learned table (random before training)
// or the fixed sinusoidal table.
enum class LessonPositions { learned, sinusoidal };
// "learned" or "sinusoidal"; anything else throws a message listing both.
LessonPositions parse_lesson_positions(const std::string& name);

template <typename T>
struct CombinedInput {
  Matrix<T> token;         // (used, d) token rows
  Matrix<T> position;      // (used, d) position rows 0..used-1
  Matrix<T> sum;           // (used, d) token + position, what GPT feeds its first block
  Matrix<T> concatenated;  // (used, 2d) [token | position], the alternative
  int given = 0;           // tokens in the input
  int used = 0;            // tokens embedded: min(given, max_len)
  bool truncated = false;  // given > max_len and the lenient pipeline dropped the rest
};

// Embeds ids (one sequence) with the token table of seed_model_tables(kByteVocab, d, max_len,
// seed) and the chosen position table (sinusoidal: sinusoidal_pe(max_len, d, base), d even),
// through InputEmbedding. strict: InputEmbedding::forward, which throws when the text is longer
// than max_len (naming both); otherwise embed_truncated, which keeps the first max_len tokens as
// the notebook's pipeline does. Throws for no ids.
template <typename T>
CombinedInput<T> combine_input(const std::vector<int>& ids, int d_model, int max_len,
                               LessonPositions positions, std::uint64_t seed, bool strict,
                               double base = 10000.0);

// Shapes and parameter counts of the two ways of joining a token row and a position row, for a
// sequence of seq_len tokens. Adding keeps the width d; concatenating makes it 2d, so every layer
// that reads the input grows: next_layer_params counts the weights of one width -> d linear map
// (e.g. a query projection) without bias.
struct JoinShapes {
  int width = 0;                    // d (add) or 2d (concatenate)
  long long output_values = 0;      // seq_len * width
  long long token_params = 0;       // vocab * d, the same either way
  long long position_params = 0;    // max_len * d for a learned table (0 for sinusoidal)
  long long next_layer_params = 0;  // width * d
};
JoinShapes join_shapes(int vocab, int d_model, int max_len, int seq_len, bool concatenate,
                       LessonPositions positions);

// ---- the seeds' position experiment ----------------------------------------------------------

template <typename T>
struct PlacedToken {
  Matrix<T> vectors;                // (n, d): row p = token row + position row p
  Matrix<T> similarity;             // (n, n) cosine similarity of those rows
  std::vector<double> by_distance;  // (n): mean of similarity(p, p + k) over p, for k = 0..n-1
};

// One token placed at positions 0..n-1 (the notebook's position_experiment): tables as in
// combine_input with max_len = n. With random learned positions every pair of distinct positions
// is about equally similar (about |tok|^2 / (|tok|^2 + |pos|^2) ~ 1/2), near or far; sinusoidal
// rows make the similarity depend on the distance only, which shows as bands. Throws for a token
// id outside [0, 256), n < 2, or sizes as combine_input.
template <typename T>
PlacedToken<T> place_token(int token_id, int n, int d_model, LessonPositions positions,
                           std::uint64_t seed, double base = 10000.0);

}  // namespace elab
