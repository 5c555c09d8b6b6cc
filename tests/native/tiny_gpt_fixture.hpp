// What TinyGPT tests share: the configuration a reference case's "params" describe
// (reference_model.py's TinyGPT keyword arguments), for every test that builds the model of a
// tiny_gpt_* case.
#pragma once

#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/model/random.hpp"
#include "core/model/tiny_gpt.hpp"

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

}  // namespace elab::test
