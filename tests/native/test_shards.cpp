// Data-parallel steps: how a batch is cut into shards, that the shards' gradients add up to the
// batch's, and that a run's losses are the same bit for bit on 1 to 4 threads and when shards are
// computed on a copy of the model (the page's helper workers).
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <random>
#include <type_traits>
#include <vector>

#include "core/data/corpus.hpp"
#include "core/errors.hpp"
#include "core/model/seed_predictor.hpp"
#include "core/model/tiny_gpt.hpp"
#include "core/model/trainer.hpp"
#include "corpus_text.hpp"

using Catch::Matchers::Contains;
using elab::Trainer;
using elab::TrainerConfig;

using elab::test::corpus;

namespace {

TrainerConfig gpt_config(int batch) {
  TrainerConfig c;
  c.model = "gpt";
  c.n_layer = 2;
  c.n_head = 2;
  c.d_model = 32;
  c.pe = elab::PeKind::rope;
  c.lr = 3e-3;
  c.batch = batch;
  c.seq_len = 16;
  c.seed = 7;
  c.val_fraction = 0.1;
  return c;
}

TrainerConfig tokpos_config(int batch) {
  TrainerConfig c;
  c.batch = batch;
  c.seed = 5;
  c.embed_std = 0.02;
  c.lr = 0.01;
  return c;
}

std::vector<float> params_of(const Trainer& t) {
  return {t.model().params(), t.model().params() + t.model().size()};
}

}  // namespace

TEST_CASE("a batch is cut into min(4, B) shards, in order, sizes differing by at most one",
          "[shards]") {
  CHECK(elab::kBatchShards == 4);
  for (int most : {4, 3, 1})
    for (int B = 1; B <= 40; ++B) {
      INFO("batch " << B << ", at most " << most);
      const int n = elab::batch_shards(B, most);
      CHECK(n == std::min(most, B));
      int next = 0, smallest = B, largest = 0;
      for (int k = 0; k < n; ++k) {
        const elab::BatchShard s = elab::batch_shard(B, k, most);
        CHECK(s.first == next);
        CHECK(s.count >= 1);
        next = s.first + s.count;
        smallest = std::min(smallest, s.count);
        largest = std::max(largest, s.count);
      }
      CHECK(next == B);
      CHECK(largest - smallest <= 1);
    }
  // 6 windows: 1, 2, 1, 2 (floor(6k/4) = 0, 1, 3, 4, 6).
  CHECK(elab::batch_shard(6, 1).first == 1);
  CHECK(elab::batch_shard(6, 1).count == 2);
  CHECK_THROWS_WITH(elab::batch_shard(16, 4), Contains("shards 0 to 3 (got 4)"));
  CHECK_THROWS_WITH(elab::batch_shard(2, 2), Contains("a batch of 2 windows has shards 0 to 1"));
  CHECK_THROWS_WITH(elab::batch_shards(0), Contains("batch must be at least 1 (got 0)"));
  CHECK_THROWS_WITH(elab::batch_shards(8, 0), Contains("at least 1 shard (got 0)"));
}

TEST_CASE("TinyGPT's steps are cut into 4 shards, the token + position predictor's into one",
          "[shards]") {
  // The predictor folds its batch into per-id and per-position tables, work every shard would
  // repeat: its steps stay whole, as they were before steps had shards.
  CHECK(Trainer(tokpos_config(16), corpus()).shards() == 1);
  CHECK(Trainer(gpt_config(16), corpus()).shards() == 4);
  CHECK(Trainer(gpt_config(3), corpus()).shards() == 3);
  CHECK(elab::SeedPredictor<float>(256, 8, 8).most_shards() == 1);
  CHECK(elab::TinyGPT<float>(elab::TinyGptConfig{}).most_shards() == elab::kBatchShards);
}

TEMPLATE_TEST_CASE("the shards' losses and gradients add up to the batch's (double, to rounding)",
                   "[shards]", elab::SeedPredictor<double>, elab::TinyGPT<double>) {
  // In double the sum of the shards differs from the whole batch by rounding alone (~1e-16 of
  // each value); a wrong share of the batch (a shard's mean instead of its part of the batch's)
  // would be off by a factor of 2 to 16.
  const int T = 8, V = 256;
  std::mt19937 gen(42);
  std::uniform_int_distribution<int> id(0, V - 1);
  for (int B : {16, 6, 3, 1}) {
    INFO("batch " << B);
    std::vector<int> ids(static_cast<std::size_t>(B) * T), targets(ids.size());
    for (std::size_t i = 0; i < ids.size(); ++i) {
      ids[i] = id(gen);
      targets[i] = id(gen);
    }
    auto model = [] {
      if constexpr (std::is_same_v<TestType, elab::TinyGPT<double>>) {
        elab::TinyGptConfig c;
        c.d_model = 16;
        c.n_head = 2;
        c.max_len = 8;
        return TestType(c);
      } else {
        return TestType(V, 16, 8);
      }
    }();
    elab::Rng rng(3);
    model.init(rng);
    const double whole = model.forward_backward(ids.data(), targets.data(), B, T, true);
    const std::vector<double> want(model.grads(), model.grads() + model.size());
    double loss = 0;
    std::vector<double> sum(model.size(), 0.0);
    for (int k = 0; k < elab::batch_shards(B); ++k) {
      const elab::BatchShard s = elab::batch_shard(B, k);
      const std::size_t at = static_cast<std::size_t>(s.first) * T;
      loss += model.forward_backward(ids.data() + at, targets.data() + at, s.count, T, true, B);
      for (std::size_t i = 0; i < sum.size(); ++i) sum[i] += model.grads()[i];
    }
    CHECK(loss == Approx(whole).epsilon(1e-13));
    double largest = 0, worst = 0;
    for (std::size_t i = 0; i < sum.size(); ++i) {
      largest = std::max(largest, std::abs(want[i]));
      worst = std::max(worst, std::abs(sum[i] - want[i]));
    }
    REQUIRE(largest > 0);
    CHECK(worst <= 1e-12 * largest);
  }
}

TEST_CASE("a part of a batch is checked against the batch it belongs to", "[shards][errors]") {
  elab::SeedPredictor<float> model(256, 8, 8);
  const std::vector<int> ids(8, 1);
  CHECK_THROWS_WITH(model.forward_backward(ids.data(), ids.data(), 2, 4, true, 1),
                    Contains("a part of 2 windows belongs to a batch of at least 2 windows"));
  CHECK_THROWS_WITH(model.forward_backward(ids.data(), ids.data(), 2, 4, true, 1 << 30),
                    Contains("at most 536870911 at this length"));
}

TEST_CASE("a run's losses and weights are the same bit for bit on 1 to 4 threads",
          "[shards][threads]") {
  // 16 windows: 4 shards of 4; 6: 1, 2, 1, 2; 3: three shards, so a fourth thread has nothing;
  // tokpos steps in one shard, whatever the threads.
  const std::vector<std::pair<const char*, TrainerConfig>> runs = {
      {"TinyGPT, batch 16", gpt_config(16)},
      {"TinyGPT, batch 6", gpt_config(6)},
      {"TinyGPT, batch 3", gpt_config(3)},
      {"tokpos, batch 16", tokpos_config(16)}};
  for (const auto& [name, config] : runs) {
    INFO(name);
    Trainer one(config, corpus());
    const std::vector<double> want = one.step(12);
    REQUIRE(want.size() == 12);
    for (int threads = 2; threads <= 4; ++threads) {
      INFO(threads << " threads");
      Trainer many(config, corpus());
      many.set_threads(threads);
      CHECK(many.threads() == threads);
      CHECK(many.step(12) == want);
      CHECK(params_of(many) == params_of(one));
    }
    // Changing the count mid-run changes nothing either.
    Trainer mixed(config, corpus());
    mixed.set_threads(3);
    std::vector<double> got = mixed.step(5);
    mixed.set_threads(1);
    const auto middle = mixed.step(3);
    mixed.set_threads(2);
    const auto rest = mixed.step(4);
    got.insert(got.end(), middle.begin(), middle.end());
    got.insert(got.end(), rest.begin(), rest.end());
    CHECK(got == want);
  }
}

TEST_CASE("threads follow a loaded model and RoPE scaling", "[shards][threads]") {
  Trainer source(gpt_config(8), corpus());
  source.step(3);
  const auto bytes = source.save_weights();
  // A narrower TinyGPT (d 16, 1 layer) trained first: with threads, copies of it exist when the
  // weights load, and must be replaced by copies of the loaded model (else a copy's weights
  // would not fit).
  TrainerConfig narrow = gpt_config(8);
  narrow.d_model = 16;
  narrow.n_layer = 1;
  const auto run = [&](int threads) {
    Trainer t(narrow, corpus());
    t.set_threads(threads);
    t.step(2);
    t.load_weights(bytes);
    t.set_rope_scaling(elab::RopeScaling::ntk, 2.0);
    auto losses = t.step(4);
    t.set_rope_scaling(elab::RopeScaling::none, 1.0);
    const auto more = t.step(2);
    losses.insert(losses.end(), more.begin(), more.end());
    return losses;
  };
  const auto want = run(1);
  REQUIRE(want.size() == 6);
  CHECK(run(2) == want);
  CHECK(run(4) == want);
}

TEST_CASE("a step in parts, its shards computed on a copy of the model, is step()'s step",
          "[shards]") {
  for (const TrainerConfig& config : {gpt_config(6), gpt_config(16)}) {
    Trainer whole(config, corpus());
    const std::vector<double> want = whole.step(8);
    Trainer parts(config, corpus());
    // What a helper worker holds: a model of the same settings, its weights sent every step.
    auto copy = elab::make_model(parts.config(), parts.vocab());
    std::vector<double> got;
    for (int s = 0; s < 8; ++s) {
      parts.begin_step();
      REQUIRE(parts.step_open());
      parts.add_shard(0);  // computed here
      for (int k = 1; k < parts.shards(); ++k) {
        std::copy_n(parts.model().params(), parts.model().size(), copy->params());
        const double loss =
            elab::shard_gradient(*copy, parts.batch_ids().data(), parts.batch_targets().data(),
                                 config.batch, config.seq_len, k);
        REQUIRE(parts.next_shard() == k);
        parts.add_shard(k, copy->grads(), copy->size(), loss);
      }
      got.push_back(parts.finish_step());
      CHECK_FALSE(parts.step_open());
    }
    CHECK(got == want);
    CHECK(params_of(parts) == params_of(whole));
    CHECK(parts.steps_done() == 8);
  }
}

TEST_CASE("a step's parts refuse to come out of order, changing nothing", "[shards][errors]") {
  Trainer t(gpt_config(16), corpus());
  const std::vector<float> grads(t.model().size(), 0.f);
  CHECK_THROWS_WITH(t.add_shard(0), Contains("no step is under way"));
  CHECK_THROWS_WITH(t.finish_step(), Contains("no step is under way"));
  t.begin_step();
  CHECK_THROWS_WITH(t.begin_step(), Contains("a step is already under way"));
  CHECK_THROWS_WITH(t.step(1), Contains("a step is already under way"));
  CHECK_THROWS_WITH(t.add_shard(1), Contains("shard 0 comes next (got 1)"));
  CHECK_THROWS_WITH(
      t.add_shard(0, grads.data(), 3, 0.0),
      Contains("one value per parameter, " + std::to_string(grads.size()) + " (got 3)"));
  t.add_shard(0);
  CHECK_THROWS_WITH(t.finish_step(), Contains("missing shards: 1 of 4 are added"));
  CHECK(t.steps_done() == 0);
  // Reset closes the step; the curve then starts again.
  t.reset();
  CHECK_FALSE(t.step_open());
  Trainer fresh(gpt_config(16), corpus());
  CHECK(t.step(3) == fresh.step(3));

  CHECK_THROWS_WITH(t.set_threads(0), Contains("threads must be between 1 and 4"));
  CHECK_THROWS_WITH(t.set_threads(5), Contains("(got 5)"));
}

TEST_CASE("a step in parts that blows up stops training as step() does", "[shards]") {
  TrainerConfig config = gpt_config(8);
  config.lr = 1000;
  Trainer whole(config, corpus());
  const auto want = whole.step(300);
  REQUIRE(whole.diverged());
  Trainer parts(config, corpus());
  std::vector<double> got;
  while (!parts.diverged()) {
    parts.begin_step();
    for (int k = 0; k < parts.shards(); ++k) parts.add_shard(k);
    got.push_back(parts.finish_step());
  }
  CHECK(got == want);
  CHECK(parts.divergence() == whole.divergence());
  CHECK_THROWS_WITH(parts.begin_step(), Contains("training has stopped: training stopped at step"));
}
