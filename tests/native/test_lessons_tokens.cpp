// Lessons on tokens and embeddings: the notebook's character ids against UTF-8 (byte fixtures),
// the word report, the seed model's random tables (identical to SeedPredictor::init), lookup as
// a one-hot product, token + position sums and truncation, and the position experiment.
#include <cmath>
#include <string>
#include <vector>

#include "core/data/analysis.hpp"
#include "core/data/corpus.hpp"
#include "core/data/tokenizer.hpp"
#include "core/errors.hpp"
#include "core/kernels/embedding.hpp"
#include "core/kernels/positional.hpp"
#include "core/lessons/tokens.hpp"
#include "core/model/random.hpp"
#include "core/model/seed_predictor.hpp"
#include "fixtures.hpp"

using Catch::Matchers::Contains;
using elab::InvalidArgument;
using elab::LessonPositions;

namespace {
const std::string kMixed = "h\xC3\xA9llo \xE2\x86\x92 \xF0\x9F\x98\x80";  // "héllo → 😀"
}

TEST_CASE("notebook_char_ids equals UTF-8 bytes for ASCII only", "[lessons_tokens]") {
  for (const auto& c : elab::test::cases_of("byte_tokenize")) {
    const std::string text = c.at("params").at("text").get<std::string>();
    const auto bytes = elab::test::tensor(c.at("expected").at("ids")).data;
    const auto notebook = elab::notebook_char_ids(text);
    const bool ascii = std::all_of(text.begin(), text.end(),
                                   [](char ch) { return static_cast<unsigned char>(ch) < 128; });
    INFO(c.at("name").get<std::string>());
    if (ascii) {
      elab::test::require_close(notebook.ids, bytes, {0, 0}, "ASCII: one id per byte");
    } else {
      CHECK(notebook.ids.size() < bytes.size());  // fewer ids: one per character
    }
  }
  // "héllo → 😀": é is its code point 233 (UTF-8 gives 195 169); → and 😀 are >= 256 and become
  // 0, so the notebook's decode cannot give them back.
  const auto notebook = elab::notebook_char_ids(kMixed);
  CHECK(notebook.ids == std::vector<int>{104, 233, 108, 108, 111, 32, 0, 32, 0});
  CHECK(notebook.code_points ==
        std::vector<std::uint32_t>{104, 0xE9, 108, 108, 111, 32, 0x2192, 32, 0x1F600});
  CHECK(notebook.lost ==
        std::vector<bool>{false, false, false, false, false, false, true, false, true});
  CHECK(elab::byte_encode(kMixed) ==
        std::vector<int>{104, 195, 169, 108, 108, 111, 32, 226, 134, 146, 32, 240, 159, 152, 128});
  // A real NUL character keeps id 0 and is not lost; invalid bytes are.
  const auto nul = elab::notebook_char_ids(std::string("a\0b", 3));
  CHECK(nul.ids == std::vector<int>{97, 0, 98});
  CHECK(nul.lost == std::vector<bool>{false, false, false});
  const auto cut = elab::notebook_char_ids("\xC3");
  CHECK(cut.ids == std::vector<int>{0});
  CHECK(cut.lost == std::vector<bool>{true});
  CHECK(elab::notebook_char_ids("").ids.empty());
}

TEST_CASE("word_report: vocabulary from the training text, unknown words are <unk>",
          "[lessons_tokens]") {
  const auto small = elab::word_report("the cat the dog.", "the bird.");
  CHECK(small.vocab_size == 5);  // <unk>, the, cat, dog, .
  CHECK(small.words == std::vector<std::string>{"the", "bird", "."});
  CHECK(small.ids == std::vector<int>{1, 0, 4});
  CHECK(small.unknown == 1);

  // The seed corpus: 43 distinct words plus "toTo" where the copies meet, plus <unk> = 45
  // (counted independently with Python's re and the same splitting rule).
  const auto corpus = elab::word_report(elab::seed_corpus(), "The cat sat on the mat.");
  CHECK(corpus.vocab_size == 45);
  CHECK(corpus.words == std::vector<std::string>{"The", "cat", "sat", "on", "the", "mat", "."});
  CHECK(corpus.unknown == 6);  // only "the" is in Hamlet's lines; case and "." count
  CHECK(corpus.ids[4] != 0);
  const auto empty = elab::word_report("a b", "   ");
  CHECK(empty.words.empty());
  CHECK(empty.unknown == 0);
}

TEST_CASE("tokenizer_lesson: the bytes, one cut from the last long character, and the words",
          "[lessons_tokens]") {
  const std::string text = "h\xC3\xA9llo \xE2\x86\x92 x";  // "héllo → x": é 2 bytes, → 3
  const auto whole = elab::tokenizer_lesson(text, false, elab::WordVocabulary::text);
  CHECK(whole.chars.size() == 9);
  CHECK(whole.ids == std::vector<int>{104, 195, 169, 108, 108, 111, 32, 226, 134, 146, 32, 120});
  CHECK(whole.cut_char == -1);
  CHECK(whole.shown.size() == whole.chars.size());
  CHECK(whole.notebook.ids == elab::notebook_char_ids(text).ids);
  CHECK(whole.words.vocab_size == 4);  // <unk>, héllo, → and x: the text's own words
  CHECK(whole.words.unknown == 0);

  // The cut takes the last byte of →, the last character of more than one byte (the x after it
  // has one): its two bytes left read as one U+FFFD.
  const auto cut = elab::tokenizer_lesson(text, true, elab::WordVocabulary::corpus);
  CHECK(cut.cut_char == 6);
  CHECK(cut.ids == std::vector<int>{104, 195, 169, 108, 108, 111, 32, 226, 134, 32, 120});
  REQUIRE(cut.shown.size() == 9);
  CHECK_FALSE(cut.shown[6].valid);
  CHECK(cut.shown[6].ids == std::vector<int>{226, 134});
  CHECK(cut.shown[6].text == "\xEF\xBF\xBD");
  CHECK(cut.words.vocab_size == 45);  // the seed corpus's vocabulary
  CHECK(cut.words.ids == elab::word_report(elab::seed_corpus(), text).ids);

  // Nothing of more than one byte: the cut has nothing to break and takes nothing.
  const auto ascii = elab::tokenizer_lesson("abc", true, elab::WordVocabulary::corpus);
  CHECK(ascii.cut_char == -1);
  CHECK(ascii.ids == std::vector<int>{97, 98, 99});
  CHECK(elab::parse_word_vocabulary("text") == elab::WordVocabulary::text);
  CHECK_THROWS_WITH(elab::parse_word_vocabulary("words"), Contains("corpus or text"));
}

TEMPLATE_TEST_CASE("seed_model_tables are SeedPredictor's initial tables", "[lessons_tokens]",
                   float, double) {
  const int V = 256, d = 8, max_len = 12;
  const auto tables = elab::seed_model_tables<TestType>(V, d, max_len, 42);
  elab::SeedPredictor<TestType> model(V, d, max_len);
  elab::Rng rng(42);
  model.init(rng);
  for (const auto& p : model.layout()) {
    if (p.name == "tok")
      for (std::size_t i = 0; i < p.size; ++i)
        REQUIRE(tables.token.data()[i] == model.params()[p.offset + i]);
    if (p.name == "pos")
      for (std::size_t i = 0; i < p.size; ++i)
        REQUIRE(tables.position.data()[i] == model.params()[p.offset + i]);
  }
}

TEST_CASE("random tables: reproducible per seed, N(0,1), token table independent of max_len",
          "[lessons_tokens]") {
  const auto a = elab::seed_model_tables<float>(256, 64, 16, 7);
  const auto b = elab::seed_model_tables<float>(256, 64, 16, 7);
  const auto c = elab::seed_model_tables<float>(256, 64, 16, 8);
  CHECK(a.token == b.token);
  CHECK(a.position == b.position);
  CHECK(a.token != c.token);
  const auto longer = elab::seed_model_tables<float>(256, 64, 40, 7);
  CHECK(longer.token == a.token);
  CHECK(longer.position.topRows(16) == a.position);
  CHECK(elab::random_token_table<float>(256, 64, 7) == a.token);
  // 16384 standard normal values: mean within 4 standard errors of 0, variance near 1.
  const double n = static_cast<double>(a.token.size());
  const double mean = a.token.template cast<double>().mean();
  const double var = (a.token.template cast<double>().array() - mean).square().sum() / (n - 1);
  CHECK(std::fabs(mean) < 4 / std::sqrt(n));
  CHECK(var == Approx(1).margin(0.05));

  CHECK_THROWS_WITH(elab::seed_model_tables<float>(256, 0, 4, 1),
                    Contains("d_model must be at least 1") && Contains("got 0"));
  CHECK_THROWS_WITH(elab::seed_model_tables<float>(256, 4, 0, 1),
                    Contains("max_len must be at least 1"));
  CHECK_THROWS_WITH(elab::random_token_table<float>(0, 4, 1), Contains("vocab must be at least 1"));
  CHECK_THROWS_WITH(elab::seed_model_tables<float>(256, 4, 1 << 23, 1),
                    Contains("position table would hold") && Contains("over the limit"));
}

TEMPLATE_TEST_CASE("lookup is row selection is one-hot times the table", "[lessons_tokens]", float,
                   double) {
  const auto table = elab::random_token_table<TestType>(256, 16, 3);
  const std::vector<int> ids = elab::byte_encode(kMixed);
  const auto rows = elab::lookup_rows(table, ids);
  const auto hot = elab::one_hot<TestType>(ids, 256);
  REQUIRE(hot.rows() == static_cast<Eigen::Index>(ids.size()));
  for (Eigen::Index k = 0; k < hot.rows(); ++k) {
    CHECK(hot.row(k).sum() == 1);
    CHECK(hot(k, ids[k]) == 1);
    CHECK(rows.row(k) == table.row(ids[k]));
  }
  // Exact: every product is x*1 or x*0 and adding zeros changes nothing.
  CHECK(elab::one_hot_lookup(table, ids) == rows);

  CHECK_THROWS_WITH(elab::lookup_rows(table, {1, 256}),
                    Contains("token id 256 at position 1") && Contains("0..255"));
  CHECK_THROWS_WITH(elab::one_hot<TestType>({-1}, 256), Contains("token id -1"));
  CHECK_THROWS_WITH(elab::lookup_rows(table, {}), Contains("type some text"));
  CHECK_THROWS_AS(elab::one_hot_lookup(table, {}), InvalidArgument);
}

TEST_CASE("off_diagonal_stats: closed form, and random vectors are nearly orthogonal",
          "[lessons_tokens]") {
  elab::MatrixD sim(2, 2);
  sim << 1, 0.5, 0.2, 1;
  const auto s = elab::off_diagonal_stats(sim);
  CHECK(s.pairs == 2);
  CHECK(s.mean == Approx(0.35));
  CHECK(s.rms == Approx(std::sqrt((0.25 + 0.04) / 2)));
  CHECK(s.min == 0.2);
  CHECK(s.max == 0.5);
  // The seed's ten characters in d = 1024: cosines spread about 1/sqrt(d) = 0.031 around 0.
  const auto table = elab::random_token_table<double>(256, 1024, 42);
  const auto chars = elab::byte_encode("abcxyz .01");
  const auto random_sim = elab::cosine_similarity(elab::lookup_rows(table, chars));
  const auto r = elab::off_diagonal_stats(random_sim);
  CHECK(r.pairs == 90);
  CHECK(r.rms > 0.5 / 32);
  CHECK(r.rms < 2.0 / 32);
  CHECK(std::fabs(r.mean) < 0.03);

  CHECK_THROWS_WITH(elab::off_diagonal_stats(elab::MatrixD(elab::MatrixD::Ones(2, 3))),
                    Contains("square") && Contains("2 x 3"));
  CHECK_THROWS_WITH(elab::off_diagonal_stats(elab::MatrixD(elab::MatrixD::Ones(1, 1))),
                    Contains("at least 2 rows"));
}

TEMPLATE_TEST_CASE("combine_input: sum of token and position rows, both position kinds",
                   "[lessons_tokens]", float, double) {
  const std::vector<int> ids = elab::byte_encode("Hello");  // the notebook's test ids
  REQUIRE(ids == std::vector<int>{72, 101, 108, 108, 111});
  const auto tables = elab::seed_model_tables<TestType>(256, 6, 8, 42);
  for (const auto kind : {LessonPositions::learned, LessonPositions::sinusoidal}) {
    const auto r = elab::combine_input<TestType>(ids, 6, 8, kind, 42, false);
    const elab::Matrix<TestType> pos = kind == LessonPositions::learned
                                           ? elab::Matrix<TestType>(tables.position)
                                           : elab::sinusoidal_pe<TestType>(8, 6);
    CHECK(r.given == 5);
    CHECK(r.used == 5);
    CHECK_FALSE(r.truncated);
    REQUIRE(r.sum.rows() == 5);
    REQUIRE(r.concatenated.cols() == 12);
    for (int t = 0; t < 5; ++t) {
      CHECK(r.token.row(t) == tables.token.row(ids[t]));
      CHECK(r.position.row(t) == pos.row(t));
      CHECK(r.sum.row(t) == (tables.token.row(ids[t]) + pos.row(t)));
      CHECK(r.concatenated.row(t).head(6) == r.token.row(t));
      CHECK(r.concatenated.row(t).tail(6) == r.position.row(t));
    }
    // The two "l"s share a token row but not a position row, so their inputs differ.
    CHECK(r.token.row(2) == r.token.row(3));
    CHECK(r.sum.row(2) != r.sum.row(3));
    // Strict gives the same when the text fits.
    CHECK(elab::combine_input<TestType>(ids, 6, 8, kind, 42, true).sum == r.sum);
  }
}

TEST_CASE("combine_input: the pipeline truncates past max_len, the module refuses",
          "[lessons_tokens]") {
  const std::vector<int> ids = elab::byte_encode("GPT predicts");  // 12 tokens
  const auto r = elab::combine_input<float>(ids, 4, 5, LessonPositions::learned, 1, false);
  CHECK(r.given == 12);
  CHECK(r.used == 5);
  CHECK(r.truncated);
  CHECK(r.sum.rows() == 5);
  const auto first5 = elab::combine_input<float>(std::vector<int>(ids.begin(), ids.begin() + 5), 4,
                                                 5, LessonPositions::learned, 1, false);
  CHECK(first5.sum == r.sum);
  CHECK_THROWS_WITH(elab::combine_input<float>(ids, 4, 5, LessonPositions::learned, 1, true),
                    Contains("the sequence has 12 tokens") && Contains("only 5 rows"));
  CHECK_THROWS_WITH(elab::combine_input<float>(ids, 5, 16, LessonPositions::sinusoidal, 1, false),
                    Contains("d_model must be even") && Contains("got 5"));
  CHECK_THROWS_WITH(elab::combine_input<float>({}, 4, 5, LessonPositions::learned, 1, false),
                    Contains("type some text"));
  CHECK_THROWS_WITH(elab::combine_input<float>({300}, 4, 5, LessonPositions::learned, 1, false),
                    Contains("token id 300"));
  CHECK_THROWS_WITH(elab::parse_lesson_positions("rope"),
                    Contains("\"learned\" or \"sinusoidal\"") && Contains("got \"rope\""));
  CHECK(elab::parse_lesson_positions("sinusoidal") == LessonPositions::sinusoidal);
}

TEST_CASE("join_shapes: adding keeps d, concatenating doubles the width downstream",
          "[lessons_tokens]") {
  const auto add = elab::join_shapes(256, 64, 128, 23, false, LessonPositions::learned);
  CHECK(add.width == 64);
  CHECK(add.output_values == 23 * 64);
  CHECK(add.token_params == 16384);
  CHECK(add.position_params == 8192);
  CHECK(add.next_layer_params == 4096);
  const auto cat = elab::join_shapes(256, 64, 128, 23, true, LessonPositions::learned);
  CHECK(cat.width == 128);
  CHECK(cat.output_values == 23 * 128);
  CHECK(cat.token_params == add.token_params);
  CHECK(cat.next_layer_params == 8192);
  CHECK(elab::join_shapes(256, 64, 128, 23, false, LessonPositions::sinusoidal).position_params ==
        0);
  CHECK_THROWS_WITH(elab::join_shapes(256, 64, 128, 0, false, LessonPositions::learned),
                    Contains("number of tokens must be at least 1"));
}

TEMPLATE_TEST_CASE("place_token: the notebook's padded batch, unit diagonal, symmetric",
                   "[lessons_tokens]", float, double) {
  const int n = 6, d = 8, token = 97;
  const auto r = elab::place_token<TestType>(token, n, d, LessonPositions::learned, 42);
  // The notebook's hint: an (n, n) batch of zeros with the token at position p in row p; keep
  // the embedding at (p, p).
  const auto tables = elab::seed_model_tables<TestType>(256, d, n, 42);
  elab::InputEmbedding<TestType> embedding(256, d, n);
  embedding.token_table() = tables.token;
  embedding.position_table() = tables.position;
  std::vector<int> batch(n * n, 0);
  for (int p = 0; p < n; ++p) batch[p * n + p] = token;
  const auto out = embedding.forward(batch, n, n);
  for (int p = 0; p < n; ++p) CHECK(r.vectors.row(p) == out.row(p * n + p));
  for (int i = 0; i < n; ++i) {
    CHECK(r.similarity(i, i) == Approx(1).margin(1e-6));
    for (int j = 0; j < n; ++j) CHECK(r.similarity(i, j) == Approx(r.similarity(j, i)));
  }
  REQUIRE(r.by_distance.size() == static_cast<std::size_t>(n));
  CHECK(r.by_distance[0] == Approx(1).margin(1e-6));
  CHECK(r.by_distance[n - 1] == Approx(r.similarity(0, n - 1)));
}

TEST_CASE("place_token: random positions are flat in distance, sinusoidal ones banded",
          "[lessons_tokens]") {
  const int n = 32, d = 256;
  const auto learned = elab::place_token<double>(97, n, d, LessonPositions::learned, 42);
  // Two independent N(0,1) rows of equal norm: about |t|^2 / (|t|^2 + |p|^2) = 1/2 for every
  // pair of distinct positions, whatever their distance.
  const auto stats = elab::off_diagonal_stats(learned.similarity);
  CHECK(stats.mean == Approx(0.5).margin(0.08));
  for (int k = 1; k < n; ++k) CHECK(learned.by_distance[k] == Approx(0.5).margin(0.12));
  CHECK(std::fabs(learned.by_distance[1] - learned.by_distance[16]) < 0.1);

  const auto sinusoidal = elab::place_token<double>(97, n, d, LessonPositions::sinusoidal, 42);
  // Neighbours are more alike than far positions, and every band |i - j| = k is nearly uniform.
  CHECK(sinusoidal.by_distance[1] > sinusoidal.by_distance[4]);
  CHECK(sinusoidal.by_distance[4] > sinusoidal.by_distance[16]);
  CHECK(sinusoidal.by_distance[1] - sinusoidal.by_distance[16] > 0.1);
  for (int p = 0; p + 1 < n; ++p)
    CHECK(sinusoidal.similarity(p, p + 1) == Approx(sinusoidal.by_distance[1]).margin(0.05));

  CHECK_THROWS_WITH(elab::place_token<float>(256, 4, 8, LessonPositions::learned, 1),
                    Contains("token id must be between 0 and 255") && Contains("got 256"));
  CHECK_THROWS_WITH(elab::place_token<float>(1, 1, 8, LessonPositions::learned, 1),
                    Contains("at least 2 positions"));
  CHECK_THROWS_WITH(elab::place_token<float>(1, 4, 7, LessonPositions::sinusoidal, 1),
                    Contains("d_model must be even"));
}

TEMPLATE_TEST_CASE("token_lookup: rows, the one-hot difference and the similarity summary",
                   "[lessons_tokens]", float, double) {
  const auto table = elab::random_token_table<TestType>(256, 16, 3);
  const std::vector<int> ids = elab::byte_encode("abca");
  const auto r = elab::token_lookup(table, ids);
  CHECK(r.rows == elab::lookup_rows(table, ids));
  // The two lookups are the same computation: the difference the page shows is exactly 0.
  CHECK(r.one_hot_max_difference == 0);
  REQUIRE(r.similarity.rows() == 4);
  CHECK(r.similarity == elab::cosine_similarity(r.rows));
  REQUIRE(r.has_stats);
  CHECK(r.stats.pairs == 12);
  // Rows 0 and 3 are both 'a': their similarity is 1, the summary's largest value.
  CHECK(r.stats.max == Approx(1.0).epsilon(1e-6));
  CHECK(r.stats.max == Approx(static_cast<double>(r.similarity(0, 3))));

  const auto one = elab::token_lookup(table, {97});
  CHECK_FALSE(one.has_stats);  // one row has no pairs
  CHECK(one.similarity.rows() == 1);
  CHECK_THROWS_WITH(elab::token_lookup(table, {1, 256}), Contains("token id 256 at position 1"));
  CHECK_THROWS_WITH(elab::token_lookup(table, {}), Contains("type some text"));
}
