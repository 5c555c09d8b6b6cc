// What TinyGPT tests share: the configuration a reference case's "params" describe
// (reference_model.py's TinyGPT keyword arguments), for every test that builds the model of a
// tiny_gpt_* case.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/model/random.hpp"
#include "core/model/tiny_gpt.hpp"
#include "fixtures.hpp"

namespace elab::test {

inline TinyGptConfig tiny_gpt_config(const nlohmann::json& params) {
  TinyGptConfig c;
  c.vocab = params.at("vocab");
  c.d_model = params.at("d_model");
  c.n_layer = params.at("n_layer");
  c.n_head = params.at("n_head");
  c.max_len = params.at("max_len");
  c.pe = parse_pe(params.at("pe").get<std::string>());
  c.norm = parse_norm(params.at("norm").get<std::string>());
  return c;
}

// n token ids drawn uniformly from 0..vocab-1: inputs for finite differences and properties.
inline std::vector<int> random_ids(Rng& rng, int n, int vocab) {
  std::vector<int> ids(n);
  for (auto& v : ids) v = rng.below(vocab);
  return ids;
}

// Checks one tiny_gpt_grad reference case: the model of its params, given the case's weights
// (which name exactly the model's parameters, ids and targets besides), must give its loss,
// logits and every gradient within the case's tolerance.
template <typename T>
void require_tiny_gpt_case(const nlohmann::json& c) {
  INFO(c.at("name").get<std::string>());
  const auto& in = c.at("inputs");
  const auto& want = c.at("expected");
  TinyGPT<T> model(tiny_gpt_config(c.at("params")));
  std::size_t named = 0;
  for (const auto& info : model.layout()) {
    REQUIRE(in.contains(info.name));
    const auto t = tensor(in.at(info.name));
    model.set_param(info.name, t.shape, t.data.data());
    ++named;
  }
  CHECK(named + 2 == in.size());
  const auto ids = tensor(in.at("ids"));
  const auto targets = ints(tensor(in.at("targets")));
  const int B = ids.shape[0], T_ = ids.shape[1], V = model.vocab();
  const double loss = model.forward_backward(ints(ids).data(), targets.data(), B, T_, true);
  const auto tol = tolerance(c);
  require_close(std::vector<double>{loss}, tensor(want.at("loss")).data, tol, "loss");
  const std::vector<T> logits(model.logits(),
                              model.logits() + static_cast<std::size_t>(B) * T_ * V);
  require_close(logits, tensor(want.at("logits")).data, tol, "logits");
  for (const auto& info : model.layout()) {
    REQUIRE(want.contains("d" + info.name));
    const std::vector<T> g(model.grads() + info.offset, model.grads() + info.offset + info.size);
    require_close(g, tensor(want.at("d" + info.name)).data, tol, "d" + info.name);
  }
}

}  // namespace elab::test
