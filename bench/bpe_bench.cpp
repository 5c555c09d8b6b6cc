// The native BPE figure of `npm run bench`: ms to train byte-level BPE (the core's bpe_train,
// incremental pair counts) with a number of merges on a text file. Prints one JSON object
// {"ms": [...], "cpu_ms": [...], "merges": K, "bytes": N, "tokens": T}, one value per timed run
// after a warm-up (timed_runs.hpp).
//   embedding_lab_bpe_bench TEXT_FILE MERGES RUNS
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>

#include "core/data/bpe.hpp"
#include "timed_runs.hpp"

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
  elab::BpeTraining trained;
  const TimedRuns timed = time_runs(runs, [&] { trained = elab::bpe_train(text, merges); });
  std::printf("{");
  print_timed_runs(timed);
  std::printf(",\"merges\":%zu,\"bytes\":%zu,\"tokens\":%zu}\n", trained.merges.size(), text.size(),
              trained.ids.size());
  return 0;
}
