// The native t-SNE figure of `npm run bench`: ms for exact t-SNE of a vectors file (the core's
// Tsne: P, then every iteration) with a perplexity and a number of iterations. Prints one JSON
// object {"ms": [...], "cpu_ms": [...], "rows": N, "kl": KL}, one value per timed run after a
// warm-up; CPU time beside wall time, as the other native benches.
//   embedding_lab_tsne_bench VECTORS_TSV PERPLEXITY ITERATIONS RUNS
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "core/data/vectors_tsv.hpp"
#include "core/projection/tsne.hpp"

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
  elab::TsneResult result = elab::tsne(x, settings);  // warm-up
  std::vector<double> ms, cpu;
  for (int r = 0; r < runs; ++r) {
    const auto start = std::chrono::steady_clock::now();
    const std::clock_t cpu_start = std::clock();
    result = elab::tsne(x, settings);
    cpu.push_back(1000.0 * static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC);
    ms.push_back(std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                     .count());
  }
  std::printf("{\"ms\":[");
  for (std::size_t i = 0; i < ms.size(); ++i) std::printf("%s%.4f", i ? "," : "", ms[i]);
  std::printf("],\"cpu_ms\":[");
  for (std::size_t i = 0; i < cpu.size(); ++i) std::printf("%s%.4f", i ? "," : "", cpu[i]);
  std::printf("],\"rows\":%d,\"kl\":%.6f}\n", static_cast<int>(x.rows()), result.kl);
  return 0;
}
