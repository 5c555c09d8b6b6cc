// The native half of `npm run bench`: ms per training step of the seed model and TinyGPT through
// the same Trainer the CLI and the page use, TinyGPT also on 2 threads (NAME-2t). Prints one JSON
// object: {NAME: [ms per step, ...]}, one value per timed run, after a warm-up run (so
// activations are allocated and caches warm), and the same in CPU time under "cpu" (all of the
// process's threads).
//   embedding_lab_bench [runs] [seconds per run]
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <string>
#include <vector>

#include "core/data/corpus.hpp"
#include "core/model/trainer.hpp"

namespace {

struct Timing {
  std::vector<double> wall, cpu;  // ms per step, one value per run
};

// Wall time is the figure; CPU time (std::clock, every thread of the process) is kept beside it
// because on a shared machine it shows what the step costs when the process is not waiting.
Timing time_steps(const elab::TrainerConfig& config, int threads, int runs, double seconds) {
  elab::Trainer trainer(config, std::string(elab::seed_corpus()));
  trainer.set_threads(threads);
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
  Timing t;
  for (int r = 0; r < runs; ++r) {
    const auto start = clock::now();
    const std::clock_t cpu_start = std::clock();
    trainer.step(steps);
    t.cpu.push_back(1000.0 * static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC /
                    steps);
    t.wall.push_back(std::chrono::duration<double, std::milli>(clock::now() - start).count() /
                     steps);
  }
  return t;
}

}  // namespace

int main(int argc, char** argv) {
  const int runs = argc > 1 ? std::atoi(argv[1]) : 7;
  const double seconds = argc > 2 ? std::atof(argv[2]) : 0.3;
  struct Case {
    const char* name;
    const char* model;
    int layers, heads, threads;
  };
  const Case cases[] = {{"seed", "tokpos", 1, 1, 1},
                        {"gpt1", "gpt", 1, 1, 1},
                        {"gpt2", "gpt", 2, 4, 1},
                        {"gpt1-2t", "gpt", 1, 1, 2},
                        {"gpt2-2t", "gpt", 2, 4, 2}};
  const auto print = [](const std::vector<double>& ms) {
    std::printf("[");
    for (std::size_t i = 0; i < ms.size(); ++i) std::printf("%s%.6f", i ? "," : "", ms[i]);
    std::printf("]");
  };
  std::vector<Timing> timings;
  for (const Case& c : cases) {
    elab::TrainerConfig config;  // d 64, batch 16, seq 32, Adam lr 1e-3: the seeds' settings
    config.model = c.model;
    config.n_layer = c.layers;
    config.n_head = c.heads;
    timings.push_back(time_steps(config, c.threads, runs, seconds));
  }
  std::printf("{");
  for (std::size_t i = 0; i < timings.size(); ++i) {
    std::printf("%s\"%s\":", i ? "," : "", cases[i].name);
    print(timings[i].wall);
  }
  std::printf(",\"cpu\":{");
  for (std::size_t i = 0; i < timings.size(); ++i) {
    std::printf("%s\"%s\":", i ? "," : "", cases[i].name);
    print(timings[i].cpu);
  }
  std::printf("}}\n");
  return 0;
}
