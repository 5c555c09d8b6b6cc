// The lab's built-in training text, as a Trainer takes it: for the tests that train on it (the
// threaded-step tests too, which read no fixtures).
#pragma once

#include <string>

#include "core/data/corpus.hpp"

namespace elab::test {

inline std::string corpus() {
  return std::string(elab::seed_corpus());
}

}  // namespace elab::test
