// The native t-SNE figure of `npm run bench`: ms for exact t-SNE of a vectors file (the core's
// Tsne: P, then every iteration) with a perplexity and a number of iterations. Prints one JSON
// object {"ms": [...], "cpu_ms": [...], "rows": N, "kl": KL}, one value per timed run after a
// warm-up (timed_runs.hpp).
//   embedding_lab_tsne_bench VECTORS_TSV PERPLEXITY ITERATIONS RUNS
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>

#include "core/data/vectors_tsv.hpp"
#include "core/projection/tsne.hpp"
#include "timed_runs.hpp"

int main(int argc, char** argv) {
  if (argc != 5) {
    std::fprintf(stderr,
                 "usage: embedding_lab_tsne_bench VECTORS_TSV PERPLEXITY ITERATIONS RUNS\n");
    return 2;
  }
  std::ifstream in(argv[1], std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "cannot read %s\n", argv[1]);
    return 2;
  }
  const std::string text((std::istreambuf_iterator<char>(in)), {});
  const elab::MatrixD x = elab::parse_vectors_tsv(text).cast<double>();
  elab::TsneSettings settings;
  settings.perplexity = std::atof(argv[2]);
  settings.iterations = std::atoi(argv[3]);
  const int runs = std::atoi(argv[4]);
  elab::TsneResult result;
  const TimedRuns timed = time_runs(runs, [&] { result = elab::tsne(x, settings); });
  std::printf("{");
  print_timed_runs(timed);
  std::printf(",\"rows\":%d,\"kl\":%.6f}\n", static_cast<int>(x.rows()), result.kl);
  return 0;
}
