// Reading the PyTorch reference fixtures (tests/fixtures/core-v1.json) in tests.
// Format: docs/REFERENCE-FORMAT.md; the comparison rule is elab::within_tolerance
// (core/data/tolerance.hpp), the one `embedding-lab verify` uses.
#pragma once

#include <catch2/catch.hpp>
#include <cmath>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "core/data/tolerance.hpp"

namespace elab::test {

struct Tensor {
  std::vector<int> shape;
  std::vector<double> data;
};

using elab::Tolerance;

// tests/fixtures/core-v<version>.json, read once per version.
inline nlohmann::json load_reference_file(int version) {
  const std::string path =
      std::string(ELAB_FIXTURE_DIR) + "/core-v" + std::to_string(version) + ".json";
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot open " + path);
  nlohmann::json parsed = nlohmann::json::parse(in);
  if (parsed.at("version").get<int>() != version)
    throw std::runtime_error(path + ": fixture version is not " + std::to_string(version));
  return parsed;
}

inline const nlohmann::json& reference_file(int version = 1) {
  static const nlohmann::json v1 = load_reference_file(1);
  if (version == 1) return v1;
  static const nlohmann::json v2 = load_reference_file(2);
  return v2;
}

// Every case of one op, in file order. Fails the test when the op has no cases at all, so a
// renamed op cannot silently test nothing.
inline std::vector<nlohmann::json> cases_of(const std::string& op, int version = 1) {
  std::vector<nlohmann::json> out;
  for (const auto& c : reference_file(version).at("cases"))
    if (c.at("op") == op) out.push_back(c);
  REQUIRE_FALSE(out.empty());
  return out;
}

inline Tensor tensor(const nlohmann::json& j) {
  return Tensor{j.at("shape").get<std::vector<int>>(), j.at("data").get<std::vector<double>>()};
}

// A tensor of token ids (stored as numbers) as ints.
inline std::vector<int> ints(const Tensor& t) {
  return {t.data.begin(), t.data.end()};
}

inline Tolerance tolerance(const nlohmann::json& c) {
  return Tolerance{c.at("tol").at("abs").get<double>(), c.at("tol").at("rel").get<double>()};
}

// Checks got against want element by element and reports the worst element on failure.
template <typename Range>
void require_close(const Range& got, const std::vector<double>& want, Tolerance tol,
                   const std::string& what) {
  INFO(what);
  REQUIRE(static_cast<std::size_t>(std::distance(std::begin(got), std::end(got))) == want.size());
  std::size_t i = 0;
  double worst_excess = -1;
  std::size_t worst = 0;
  for (auto it = std::begin(got); it != std::end(got); ++it, ++i) {
    const double g = static_cast<double>(*it);
    const double excess = elab::tolerance_excess(g, want[i], tol);
    if (excess > worst_excess) {
      worst_excess = excess;
      worst = i;
    }
  }
  if (!want.empty()) {
    INFO("worst element " << worst << ": got " << static_cast<double>(*(std::begin(got) + worst))
                          << ", want " << want[worst]);
    CHECK(worst_excess <= 0);
  }
}

}  // namespace elab::test
