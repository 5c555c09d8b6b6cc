// What the one-shot native benches share (BPE training, t-SNE): a warm-up, then timed runs with
// CPU time (std::clock) beside wall time, since a busy machine inflates only the latter; printed
// as the "ms" and "cpu_ms" arrays of the JSON object scripts/bench.mjs reads.
#pragma once

#include <chrono>
#include <cstdio>
#include <ctime>
#include <vector>

struct TimedRuns {
  std::vector<double> ms, cpu_ms;
};

// run() once to warm up, then `runs` more times, each timed.
template <typename Run>
TimedRuns time_runs(int runs, Run&& run) {
  run();
  TimedRuns out;
  for (int r = 0; r < runs; ++r) {
    const auto start = std::chrono::steady_clock::now();
    const std::clock_t cpu_start = std::clock();
    run();
    out.cpu_ms.push_back(1000.0 * static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC);
    out.ms.push_back(
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
            .count());
  }
  return out;
}

// "ms":[...],"cpu_ms":[...] (no braces: the caller adds its own fields).
inline void print_timed_runs(const TimedRuns& t) {
  std::printf("\"ms\":[");
  for (std::size_t i = 0; i < t.ms.size(); ++i) std::printf("%s%.4f", i ? "," : "", t.ms[i]);
  std::printf("],\"cpu_ms\":[");
  for (std::size_t i = 0; i < t.cpu_ms.size(); ++i)
    std::printf("%s%.4f", i ? "," : "", t.cpu_ms[i]);
  std::printf("]");
}
