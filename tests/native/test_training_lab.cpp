// The training lab's views of a model: its tables, the analysis of the rows a learner looks at,
// and TinyGPT's attention weights for a prompt.
#include <catch2/catch.hpp>
#include <cmath>

#include "core/data/corpus.hpp"
#include "core/model/trainer.hpp"
#include "core/model/training_lab.hpp"

using Catch::Matchers::Contains;
using elab::MatrixF;
using elab::Trainer;
using elab::TrainerConfig;

namespace {

TrainerConfig gpt_config(elab::PeKind pe, int layers = 2, int heads = 2) {
  TrainerConfig config;
  config.model = "gpt";
  config.d_model = 16;
  config.n_layer = layers;
  config.n_head = heads;
  config.max_len = 32;
  config.batch = 2;
  config.pe = pe;
  config.seed = 5;
  return config;
}

}  // namespace

TEST_CASE("bytes_present lists each distinct byte once, ascending", "[training-lab]") {
  CHECK(elab::bytes_present("abca") == std::vector<int>{'a', 'b', 'c'});
  CHECK(elab::bytes_present("\xff a") == std::vector<int>{' ', 'a', 255});
  CHECK(elab::bytes_present(elab::seed_corpus()).size() == 25);  // 23 letters, space, newline
  CHECK_THROWS_WITH(elab::bytes_present(""), Contains("the text is empty"));
}

TEST_CASE("token and position tables are copies of the model's parameters", "[training-lab]") {
  Trainer seed(TrainerConfig{}, std::string(elab::seed_corpus()));
  const MatrixF tok = elab::token_table(seed.model());
  REQUIRE(tok.rows() == 256);
  REQUIRE(tok.cols() == 64);
  const float* p = seed.model().param("tok");
  for (int i = 0; i < 256 * 64; ++i) REQUIRE(tok.data()[i] == p[i]);
  REQUIRE(elab::has_position_table(seed.model()));
  const MatrixF pos = elab::position_table(seed.model());
  CHECK(pos.rows() == 128);
  CHECK(pos(5, 7) == seed.model().param("pos")[5 * 64 + 7]);

  Trainer learned(gpt_config(elab::PeKind::learned), std::string(elab::seed_corpus()));
  CHECK(elab::position_table(learned.model()).rows() == 32);
  for (auto pe : {elab::PeKind::none, elab::PeKind::sinusoidal, elab::PeKind::rope}) {
    Trainer other(gpt_config(pe), std::string(elab::seed_corpus()));
    INFO(elab::to_string(pe));
    CHECK_FALSE(elab::has_position_table(other.model()));
    CHECK_THROWS_WITH(elab::position_table(other.model()), Contains("no learned position table"));
    CHECK(elab::token_table(other.model()).cols() == 16);
  }
}

TEST_CASE("embedding_report on a table with known geometry", "[training-lab]") {
  // Rows 0..4; the report looks at 3, 1, 4 in that order: (3,4), (0,2), (-3,-4).
  MatrixF table(5, 2);
  table << 9, 9, 0, 2, 7, 7, 3, 4, -3, -4;
  const auto report = elab::embedding_report(table, {3, 1, 4}, 1);
  CHECK(report.rows == std::vector<int>{3, 1, 4});
  REQUIRE(report.similarity.rows() == 3);
  CHECK(report.similarity(0, 1) == Approx(0.8));  // (3,4).(0,2) / (5*2)
  CHECK(report.similarity(0, 2) == Approx(-1.0));
  CHECK(report.similarity(1, 2) == Approx(-0.8));
  CHECK(report.norms(0) == Approx(5));
  CHECK(report.norms(1) == Approx(2));
  REQUIRE(report.most.size() == 1);
  CHECK(report.most[0].i == 0);
  CHECK(report.most[0].j == 1);
  REQUIRE(report.least.size() == 1);
  CHECK(report.least[0].i == 0);
  CHECK(report.least[0].j == 2);
  CHECK(report.least[0].similarity == Approx(-1.0));
  // PCA: the variance ratios add up to 1 in 2-D, the first is the largest, and the projection
  // keeps pairwise distances (an orthonormal basis of the whole space).
  CHECK(report.explained_ratio(0) + report.explained_ratio(1) == Approx(1.0));
  CHECK(report.explained_ratio(0) >= report.explained_ratio(1));
  const auto dist = [](auto a, auto b) { return (a - b).norm(); };
  CHECK(dist(report.projection.row(0), report.projection.row(2)) == Approx(10.0));
  CHECK(dist(report.projection.row(0), report.projection.row(1)) == Approx(std::sqrt(9.0 + 4.0)));
}

TEST_CASE("embedding_report of a 1-wide table keeps a zero second axis", "[training-lab]") {
  MatrixF table(3, 1);
  table << 1, -2, 4;
  const auto report = elab::embedding_report(table, {0, 1, 2}, 3);
  CHECK(report.projection.col(1).isZero());
  CHECK(report.explained_ratio(0) == Approx(1.0));
  CHECK(report.explained_ratio(1) == 0);
  CHECK(report.most.size() == 3);
}

TEST_CASE("embedding_report rejects rows it cannot analyse", "[training-lab][errors]") {
  MatrixF table = MatrixF::Ones(4, 3);
  CHECK_THROWS_WITH(elab::embedding_report(table, {2}, 5), Contains("at least 2 rows"));
  CHECK_THROWS_WITH(elab::embedding_report(table, {0, 4}, 5),
                    Contains("row 4 is outside the table's 4 rows"));
  CHECK_THROWS_WITH(elab::embedding_report(table, {1, 1}, 5), Contains("row 1 is listed twice"));
  CHECK_THROWS_WITH(elab::embedding_report(table, {0, 1}, -1), Contains("at least 0"));
}

TEST_CASE("prompt_attention: causal softmax rows for every layer and head", "[training-lab]") {
  Trainer trainer(gpt_config(elab::PeKind::rope, 2, 4), std::string(elab::seed_corpus()));
  trainer.step(3);
  const std::vector<float> before(trainer.model().params(),
                                  trainer.model().params() + trainer.model().size());
  const auto maps = elab::prompt_attention(trainer.model(), "to be or");
  CHECK(maps.layers == 2);
  CHECK(maps.heads == 4);
  CHECK(maps.seq_len == 8);
  REQUIRE(maps.weights.size() == 2u * 4 * 8 * 8);
  for (int lh = 0; lh < 2 * 4; ++lh)
    for (int i = 0; i < 8; ++i) {
      const float* row = maps.weights.data() + (lh * 8 + i) * 8;
      double sum = 0;
      for (int j = 0; j < 8; ++j) {
        if (j > i) REQUIRE(row[j] == 0.0f);
        REQUIRE(row[j] >= 0.0f);
        sum += row[j];
      }
      REQUIRE(sum == Approx(1.0).epsilon(1e-5));
    }
  CHECK(maps.weights[0] == 1.0f);  // the first query can only look at itself
  // A forward only: the weights the trainer holds are unchanged, and training continues the same.
  CHECK(std::equal(before.begin(), before.end(), trainer.model().params()));
  // Same prompt, same weights: the same maps (the activation arena is reused, not stale).
  trainer.step(1);
  const auto again = elab::prompt_attention(trainer.model(), "to be or");
  const auto once_more = elab::prompt_attention(trainer.model(), "to be or");
  CHECK(again.weights == once_more.weights);
}

TEST_CASE("prompt_attention explains what it cannot show", "[training-lab][errors]") {
  Trainer seed(TrainerConfig{}, std::string(elab::seed_corpus()));
  CHECK_THROWS_WITH(elab::prompt_attention(seed.model(), "abc"), Contains("has no attention"));
  Trainer learned(gpt_config(elab::PeKind::learned), std::string(elab::seed_corpus()));
  CHECK_THROWS_WITH(elab::prompt_attention(learned.model(), ""), Contains("prompt is empty"));
  CHECK_THROWS_WITH(elab::prompt_attention(learned.model(), std::string(33, 'a')),
                    Contains("the sequence has 33 tokens but the position table has only 32 rows"));
  CHECK_NOTHROW(elab::prompt_attention(learned.model(), std::string(32, 'a')));
}

TEST_CASE("eval_loss: every window when max_windows covers them, else an even spread",
          "[training-lab]") {
  TrainerConfig config;
  config.seq_len = 8;
  Trainer trainer(config, std::string(elab::seed_corpus()).substr(0, 200));
  const int windows = trainer.windows(8);  // 191
  // Asking for at least as many windows as exist reads all of them: the trainer's own eval.
  CHECK(trainer.eval_loss(8, windows) == Approx(trainer.eval_loss(8)).epsilon(1e-6));
  CHECK(trainer.eval_loss(8, 100000) == Approx(trainer.eval_loss(8)).epsilon(1e-6));
  // Two windows: starts 0 and floor(191 / 2) = 95, by hand.
  const std::string text = trainer.text();
  std::vector<int> ids, targets;
  for (int start : {0, 95})
    for (int t = 0; t < 8; ++t) {
      ids.push_back(static_cast<unsigned char>(text[start + t]));
      targets.push_back(static_cast<unsigned char>(text[start + t + 1]));
    }
  const double direct = trainer.model().forward_backward(ids.data(), targets.data(), 2, 8, false);
  CHECK(trainer.eval_loss(8, 2) == Approx(direct).epsilon(1e-6));
}

TEST_CASE("eval_loss with a window count: learned positions cannot go past their table",
          "[training-lab]") {
  auto config = gpt_config(elab::PeKind::learned, 1, 1);
  Trainer learned(config, std::string(elab::seed_corpus()));
  CHECK_THROWS_WITH(learned.eval_loss(64, 16), Contains("the position table has only 32 rows"));
  CHECK(std::isfinite(learned.eval_loss(32, 16)));
  config.pe = elab::PeKind::rope;
  Trainer rope(config, std::string(elab::seed_corpus()));
  CHECK(std::isfinite(rope.eval_loss(128, 16)));
  CHECK_THROWS_WITH(rope.eval_loss(4000, 16), Contains("too short to evaluate"));
  CHECK_THROWS_WITH(rope.eval_loss(8, 0), Contains("at least 1 window"));
}

TEST_CASE("looking inside does not change the training curve", "[training-lab]") {
  const auto config = gpt_config(elab::PeKind::learned, 1, 2);
  Trainer plain(config, std::string(elab::seed_corpus()));
  Trainer watched(config, std::string(elab::seed_corpus()));
  auto expected = plain.step(6);
  auto got = watched.step(3);
  elab::prompt_attention(watched.model(), "to be");
  watched.eval_loss(32, 8);
  elab::token_table(watched.model());
  const auto rest = watched.step(3);
  got.insert(got.end(), rest.begin(), rest.end());
  CHECK(got == expected);
}
