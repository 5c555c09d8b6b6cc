// The native BPE figure of `npm run bench`: ms to train byte-level BPE (the core's bpe_train,
// incremental pair counts) with a number of merges on a text file. Prints one JSON object
// {"ms": [...], "cpu_ms": [...], "merges": K, "bytes": N, "tokens": T}, one value per timed run
// after a warm-up; CPU time (std::clock) beside wall time, as native_bench.cpp, because a busy
// machine inflates only the latter.
//   embedding_lab_bpe_bench TEXT_FILE MERGES RUNS
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "core/data/bpe.hpp"

int main(int argc, char** argv) {
  if (argc != 4) {
    std::fprintf(stderr, "usage: embedding_lab_bpe_bench TEXT_FILE MERGES RUNS\n");
    return 2;
  }
  std::ifstream in(argv[1], std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "cannot read %s\n", argv[1]);
    return 2;
  }
  const std::string text((std::istreambuf_iterator<char>(in)), {});
  const int merges = std::atoi(argv[2]), runs = std::atoi(argv[3]);
  elab::BpeTraining trained = elab::bpe_train(text, merges);  // warm-up
  std::vector<double> ms, cpu;
  for (int r = 0; r < runs; ++r) {
    const auto start = std::chrono::steady_clock::now();
    const std::clock_t cpu_start = std::clock();
    trained = elab::bpe_train(text, merges);
    cpu.push_back(1000.0 * static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC);
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                     .count());
  }
  std::printf("{\"ms\":[");
  for (std::size_t i = 0; i < ms.size(); ++i) std::printf("%s%.4f", i ? "," : "", ms[i]);
  std::printf("],\"cpu_ms\":[");
  for (std::size_t i = 0; i < cpu.size(); ++i) std::printf("%s%.4f", i ? "," : "", cpu[i]);
  std::printf("],\"merges\":%zu,\"bytes\":%zu,\"tokens\":%zu}\n", trained.merges.size(),
              text.size(), trained.ids.size());
  return 0;
}
