// SeedPredictor (the seed's SimpleCharPredictor): PyTorch gradient and 10-step Adam fixtures,
// finite differences, buffer reuse and every rejected input.
#include <cmath>
#include <limits>
#include <vector>

#include "core/errors.hpp"
#include "core/model/adam.hpp"
#include "core/model/random.hpp"
#include "core/model/seed_predictor.hpp"
#include "fixtures.hpp"
#include "gradcheck.hpp"

using Catch::Matchers::Contains;
using elab::SeedPredictor;

namespace {

std::vector<int> ints(const elab::test::Tensor& t) {
  return {t.data.begin(), t.data.end()};
}

template <typename T>
void load(SeedPredictor<T>& model, const nlohmann::json& inputs) {
  for (const char* name : {"tok", "pos", "W", "b"}) {
    const auto t = elab::test::tensor(inputs.at(name));
    model.set_param(name, t.shape, t.data.data());
  }
}

template <typename T>
std::vector<T> grad_of(const SeedPredictor<T>& model, const std::string& name) {
  const auto& info = model.param_info(name);
  return {model.grads() + info.offset, model.grads() + info.offset + info.size};
}

}  // namespace

TEMPLATE_TEST_CASE("SeedPredictor matches the char_predictor_grad fixture", "[seed][fixture]",
                   float, double) {
  for (const auto& c : elab::test::cases_of("char_predictor_grad")) {
    const auto& in = c.at("inputs");
    const auto& want = c.at("expected");
    const auto tok = elab::test::tensor(in.at("tok"));
    const auto pos = elab::test::tensor(in.at("pos"));
    const auto ids = elab::test::tensor(in.at("ids"));
    const auto targets = ints(elab::test::tensor(in.at("targets")));
    SeedPredictor<TestType> model(tok.shape[0], tok.shape[1], pos.shape[0]);
    load(model, in);
    const double loss =
        model.forward_backward(ints(ids).data(), targets.data(), ids.shape[0], ids.shape[1], true);
    const auto tol = elab::test::tolerance(c);
    elab::test::require_close(std::vector<double>{loss}, elab::test::tensor(want.at("loss")).data,
                              tol, "loss");
    for (const char* name : {"tok", "pos", "W", "b"})
      elab::test::require_close(grad_of(model, name),
                                elab::test::tensor(want.at(std::string("d") + name)).data, tol,
                                std::string("d") + name);
  }
}

TEMPLATE_TEST_CASE("SeedPredictor trained with Adam follows the char_predictor_train fixture",
                   "[seed][fixture][adam]", float, double) {
  for (const auto& c : elab::test::cases_of("char_predictor_train")) {
    const auto& in = c.at("inputs");
    const auto tok = elab::test::tensor(in.at("tok"));
    const auto pos = elab::test::tensor(in.at("pos"));
    const auto xs = elab::test::tensor(in.at("batches_x"));
    const auto ys = elab::test::tensor(in.at("batches_y"));
    const int steps = c.at("params").at("steps");
    REQUIRE(xs.shape[0] == steps);
    SeedPredictor<TestType> model(tok.shape[0], tok.shape[1], pos.shape[0]);
    load(model, in);
    elab::AdamConfig config;
    config.lr = c.at("params").at("lr");
    elab::Adam<TestType> adam(model.size(), config);
    const int B = xs.shape[1], T = xs.shape[2];
    const auto x = ints(xs), y = ints(ys);
    std::vector<double> losses;
    for (int s = 0; s < steps; ++s) {
      const std::size_t at = static_cast<std::size_t>(s) * B * T;
      losses.push_back(model.forward_backward(x.data() + at, y.data() + at, B, T, true));
      adam.step(model.params(), model.grads());
    }
    elab::test::require_close(losses, elab::test::tensor(c.at("expected").at("losses")).data,
                              elab::test::tolerance(c), "losses");
    // The fixture is only meaningful if training moved the loss.
    CHECK(losses.back() < losses.front());
  }
}

TEST_CASE("SeedPredictor gradients agree with central differences", "[seed][gradcheck]") {
  SeedPredictor<double> model(7, 5, 6);
  elab::Rng rng(11);
  model.init(rng);
  const int B = 2, T = 4;
  std::vector<int> ids(B * T), targets(B * T);
  for (auto& v : ids) v = rng.below(7);
  for (auto& v : targets) v = rng.below(7);
  model.forward_backward(ids.data(), targets.data(), B, T, true);
  const std::vector<double> grads(model.grads(), model.grads() + model.size());
  std::vector<std::size_t> every(model.size());
  for (std::size_t i = 0; i < every.size(); ++i) every[i] = i;
  elab::test::require_parameter_gradient(
      [&] { return model.forward_backward(ids.data(), targets.data(), B, T, false); },
      model.params(), grads, every, "SeedPredictor parameters");
}

TEST_CASE("SeedPredictor layout, init and buffers", "[seed]") {
  SeedPredictor<float> model(10, 4, 6);
  const auto& layout = model.layout();
  REQUIRE(layout.size() == 4);
  CHECK(layout[0].name == "tok");
  CHECK(layout[0].shape == std::vector<int>{10, 4});
  CHECK(layout[1].name == "pos");
  CHECK(layout[1].shape == std::vector<int>{6, 4});
  CHECK(layout[2].name == "W");
  CHECK(layout[3].name == "b");
  CHECK(layout[3].shape == std::vector<int>{10});
  CHECK(layout[3].offset == 10 * 4 + 6 * 4 + 10 * 4);
  CHECK(model.size() == 10 * 4 + 6 * 4 + 10 * 4 + 10);
  CHECK(model.vocab() == 10);
  CHECK(model.max_len() == 6);

  SECTION("init: linear weights within PyTorch's default bound, embeddings unit normal") {
    SeedPredictor<double> big(256, 64, 128);
    elab::Rng rng(3);
    big.init(rng);
    for (const char* name : {"W", "b"}) {
      const auto& info = big.param_info(name);
      for (std::size_t i = 0; i < info.size; ++i) CHECK(std::fabs(big.param(name)[i]) <= 1.0 / 8.0);
    }
    const auto& tok = big.param_info("tok");
    double sum = 0, sq = 0;
    for (std::size_t i = 0; i < tok.size; ++i) {
      sum += big.param("tok")[i];
      sq += big.param("tok")[i] * big.param("tok")[i];
    }
    CHECK(std::fabs(sum / tok.size) < 0.02);
    CHECK(sq / tok.size == Approx(1.0).epsilon(0.03));
  }

  SECTION("init: a smaller embed_std scales the same embedding draws, not the linear ones") {
    SeedPredictor<double> notebook(256, 8, 16);
    SeedPredictor<double> gpt2(256, 8, 16, 0.02);
    elab::Rng a(11), b(11);
    notebook.init(a);
    gpt2.init(b);
    for (const char* name : {"tok", "pos"})
      for (std::size_t i = 0; i < notebook.param_info(name).size; ++i)
        CHECK(gpt2.param(name)[i] == Approx(0.02 * notebook.param(name)[i]).margin(1e-15));
    for (const char* name : {"W", "b"})
      for (std::size_t i = 0; i < notebook.param_info(name).size; ++i)
        CHECK(gpt2.param(name)[i] == notebook.param(name)[i]);
  }

  SECTION("activations are allocated for the largest batch and reused") {
    elab::Rng rng(5);
    model.init(rng);
    std::vector<int> ids(4 * 6, 3), targets(4 * 6, 1);
    model.forward_backward(ids.data(), targets.data(), 4, 6, true);
    const std::size_t warmed = model.activation_values();
    const float* arena = model.hidden();
    model.forward_backward(ids.data(), targets.data(), 2, 3, true);
    CHECK(model.activation_values() == warmed);
    CHECK(model.hidden() == arena);
    CHECK(model.last_batch() == 2);
    CHECK(model.last_seq_len() == 3);
  }

  SECTION("without targets: logits only, loss NaN, grads untouched") {
    elab::Rng rng(5);
    model.init(rng);
    std::vector<int> ids{1, 2, 3}, targets{2, 3, 4};
    const double loss = model.forward_backward(ids.data(), targets.data(), 1, 3, true);
    const std::vector<float> logits(model.logits(), model.logits() + 3 * 10);
    const std::vector<float> grads(model.grads(), model.grads() + model.size());
    CHECK(std::isnan(model.forward_backward(ids.data(), nullptr, 1, 3, true)));
    CHECK(std::vector<float>(model.logits(), model.logits() + 30) == logits);
    CHECK(std::vector<float>(model.grads(), model.grads() + model.size()) == grads);
    CHECK(model.forward_backward(ids.data(), targets.data(), 1, 3, false) == loss);
    // logits = tok[id] + pos[t] read out by W, b: check one entry by hand.
    double want = model.param("b")[7];
    for (int j = 0; j < 4; ++j)
      want += (model.param("tok")[2 * 4 + j] + model.param("pos")[1 * 4 + j]) *
              model.param("W")[7 * 4 + j];
    CHECK(logits[1 * 10 + 7] == Approx(want).epsilon(1e-5));
  }
}

TEST_CASE("SeedPredictor rejects bad input with a message a learner can act on", "[seed][errors]") {
  CHECK_THROWS_WITH(SeedPredictor<float>(0, 4, 4),
                    Contains("vocabulary size must be between 1") && Contains("(got 0)"));
  CHECK_THROWS_WITH(SeedPredictor<float>(8, 0, 4), Contains("d_model must be between 1"));
  CHECK_THROWS_WITH(SeedPredictor<float>(8, 4, -2),
                    Contains("max_len must be between 1") && Contains("(got -2)"));
  CHECK_THROWS_WITH(SeedPredictor<float>(1 << 20, 4096, 4), Contains("parameters, over the limit"));
  for (const double spread : {0.0, -1.0, 11.0, std::nan("")})
    CHECK_THROWS_WITH(SeedPredictor<float>(8, 4, 4, spread),
                      Contains("starting spread must be above 0 and at most 10"));

  SeedPredictor<float> model(8, 4, 128);
  std::vector<int> ids(200, 1), targets(200, 2);
  CHECK_THROWS_WITH(model.forward_backward(ids.data(), targets.data(), 1, 200, true),
                    Contains("the sequence has 200 tokens but the position table has only 128 rows "
                             "(max_len 128): a learned table cannot go past its last row"));
  CHECK_THROWS_WITH(model.forward_backward(ids.data(), targets.data(), 0, 4, true),
                    Contains("batch size must be at least 1 (got 0)"));
  CHECK_THROWS_WITH(model.forward_backward(ids.data(), targets.data(), 1, 0, true),
                    Contains("sequence length must be at least 1 (got 0)"));
  ids[5] = 8;
  CHECK_THROWS_WITH(model.forward_backward(ids.data(), targets.data(), 2, 4, true),
                    Contains("token id 8 at batch row 1, position 1 is outside the vocabulary") &&
                        Contains("[0, 8)"));
  ids[5] = -1;
  CHECK_THROWS_WITH(model.forward_backward(ids.data(), targets.data(), 2, 4, true),
                    Contains("token id -1"));
  ids[5] = 1;
  targets[0] = 9;
  CHECK_THROWS_WITH(model.forward_backward(ids.data(), targets.data(), 2, 4, true),
                    Contains("target 9 at batch row 0, position 0"));
  CHECK_THROWS_WITH(model.forward_backward(nullptr, targets.data(), 2, 4, true),
                    Contains("token ids are missing"));

  const std::vector<double> data(32, 0.5);
  CHECK_THROWS_WITH(model.set_param("tok", {4, 8}, data.data()),
                    Contains("parameter tok has shape (8, 4) but the data has (4, 8)"));
  CHECK_THROWS_WITH(model.set_param("wte", {8, 4}, data.data()),
                    Contains("no parameter named 'wte'") && Contains("tok, pos, W, b"));
  model.set_param("tok", {8, 4}, data.data());
  CHECK(model.param("tok")[31] == 0.5f);
}
