// The native half of `npm run bench`: ms per training step of the seed model and TinyGPT through
// the same Trainer the CLI and the page use. Prints one JSON object: {NAME: [ms per step, ...]},
// one value per timed run, after a warm-up run (so activations are allocated and caches warm).
//   embedding_lab_bench [runs] [seconds per run]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/corpus.hpp"
#include "core/trainer.hpp"

namespace {

std::vector<double> time_steps(const elab::TrainerConfig& config, int runs, double seconds) {
  elab::Trainer trainer(config, std::string(elab::seed_corpus()));
  using clock = std::chrono::steady_clock;
  // Warm-up, and the number of steps that fills one run of about `seconds`.
  const auto t0 = clock::now();
  int warm = 0;
  while (std::chrono::duration<double>(clock::now() - t0).count() < seconds / 2) {
    trainer.step(1);
    ++warm;
  }
  const double per_step = std::chrono::duration<double>(clock::now() - t0).count() / warm;
  const int steps = std::max(5, static_cast<int>(seconds / per_step));
  std::vector<double> ms;
  for (int r = 0; r < runs; ++r) {
    const auto start = clock::now();
    trainer.step(steps);
    ms.push_back(std::chrono::duration<double, std::milli>(clock::now() - start).count() / steps);
  }
  return ms;
}

}  // namespace

int main(int argc, char** argv) {
  const int runs = argc > 1 ? std::atoi(argv[1]) : 7;
  const double seconds = argc > 2 ? std::atof(argv[2]) : 0.3;
  struct Case {
    const char* name;
    const char* model;
    int layers, heads;
  };
  const Case cases[] = {{"seed", "seed", 1, 1}, {"gpt1", "gpt", 1, 1}, {"gpt2", "gpt", 2, 4}};
  std::printf("{");
  bool first = true;
  for (const Case& c : cases) {
    elab::TrainerConfig config;  // d 64, batch 16, seq 32, Adam lr 1e-3: the seeds' settings
    config.model = c.model;
    config.n_layer = c.layers;
    config.n_head = c.heads;
    const auto ms = time_steps(config, runs, seconds);
    std::printf("%s\"%s\":[", first ? "" : ",", c.name);
    for (std::size_t i = 0; i < ms.size(); ++i) std::printf("%s%.6f", i ? "," : "", ms[i]);
    std::printf("]");
    first = false;
  }
  std::printf("}\n");
  return 0;
}
