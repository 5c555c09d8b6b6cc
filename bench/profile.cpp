// The step profile: where a TinyGPT training step's time goes, kernel by kernel, on the bench's
// settings (d 64, batch 16, seq 32, V 256, Adam), and the 4-window shards a step is cut into for
// parallel workers. Built only in a tree configured with -DELAB_PROFILE=ON, whose kernels carry
// the timers of src/core/kernels/profile.hpp (`node bench/profile.mjs` configures, builds and
// runs it natively, in node and in Chromium). Natively an executable printing JSON; in WASM a
// module whose profile_json() returns the same JSON.
//
// Per case, one Trainer warms up, then runs timed steps at each timer level: 0 (timers off: the
// step's own time), 1 (every kernel), 2 (also each matrix product and attention's softmax). The
// entries are totals over the level's steps divided by the steps. Besides the step, two measures
// of the machine: the peak rate of 4-lane float multiplies and adds (what WASM SIMD128 offers
// without a fused multiply-add), and the GEMM loop of gemm.hpp on operands that fit in L1.
#include "core/kernels/profile.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "core/data/corpus.hpp"
#include "core/kernels/gemm.hpp"
#include "core/model/trainer.hpp"

#ifdef __EMSCRIPTEN__
#include <emscripten.h>
#endif

namespace {

using elab::profile::now_ms;

// 4 float lanes, the width of a WASM v128 (GCC/clang vector extension: f32x4.mul and f32x4.add
// in WASM; mulps/addps natively, kept apart by -ffp-contract=off).
typedef float f32x4 __attribute__((vector_size(16)));

// kChains independent chains of x = x * m + c: each iteration is kChains multiplies and kChains
// adds on 4 lanes, so 8 * kChains flops. Enough chains hide the latency of both; the multiply
// and the add of a chain depend on each other, so the rate is that of the vector units, not of
// one pipeline. Returns GFLOP/s (the sum keeps the loop from being thrown away).
template <int kChains>
double mul_add_rate(long long iters, float* sink) {
  f32x4 x[kChains];
  for (int i = 0; i < kChains; ++i) x[i] = f32x4{1.f, 2.f, 3.f, 4.f} * static_cast<float>(i + 1);
  volatile float mv = 0.999f, cv = 0.001f;  // unknown to the compiler: nothing folds
  const float mf = mv, cf = cv;
  const f32x4 m = {mf, mf, mf, mf}, c = {cf, cf, cf, cf};
  const double t0 = now_ms();
  for (long long it = 0; it < iters; ++it)
    for (int i = 0; i < kChains; ++i) x[i] = x[i] * m + c;
  const double ms = now_ms() - t0;
  f32x4 s = x[0];
  for (int i = 1; i < kChains; ++i) s += x[i];
  *sink += s[0] + s[1] + s[2] + s[3];
  return 8.0 * kChains * static_cast<double>(iters) / (ms * 1e6);
}

void gemm64(float* y, const float* a, const float* b) {
  using elab::detail::Strided;
  elab::detail::gemm(y, 64, a, Strided{64, 1}, b, Strided{64, 1},
                     static_cast<const float*>(nullptr), 64, 64, 64, false);
}

// Called through pointers: the WASM link's optimizer (binaryen) inlines a function called from
// one place whatever its attribute says, and V8 runs a function's first calls in its baseline
// compiler, optimizing it for later calls: a loop inlined into a function that is called once
// (such as profile_json) would be timed unoptimized.
double (*volatile rate4)(long long, float*) = mul_add_rate<4>;
double (*volatile rate8)(long long, float*) = mul_add_rate<8>;
double (*volatile rate12)(long long, float*) = mul_add_rate<12>;
double (*volatile rate14)(long long, float*) = mul_add_rate<14>;
void (*volatile gemm64_fn)(float*, const float*, const float*) = gemm64;
void (*volatile step_fn)(elab::Trainer&) = [](elab::Trainer& t) { t.step(1); };

// The machine's rates, each the best of many runs of about 1 ms (long against Chromium's 5 us
// clock, short enough that on a shared machine many runs are not interrupted), for 4 to 14
// chains (the register file decides which count runs fastest: V8 gives a function 15 or 16
// vector registers on x86-64).
std::string peak_json() {
  float sink = 0;
  double g[4] = {};
  const long long iters = 400000;
  for (int r = 0; r < 60; ++r) {
    g[0] = std::max(g[0], rate4(iters / 3, &sink));
    g[1] = std::max(g[1], rate8(iters / 2, &sink));
    g[2] = std::max(g[2], rate12(iters, &sink));
    g[3] = std::max(g[3], rate14(iters, &sink));
  }
  // gemm.hpp's loop on 64 x 64 x 64 operands (48 KiB, in L1/L2): the loop's own ceiling here.
  std::vector<float> a(64 * 64, 0.5f), b(64 * 64, 0.25f), y(64 * 64);
  double best_gemm = 0;
  for (int r = 0; r < 60; ++r) {
    const int reps = 64;
    const double t0 = now_ms();
    for (int i = 0; i < reps; ++i) gemm64_fn(y.data(), a.data(), b.data());
    best_gemm = std::max(best_gemm, 2.0 * 64 * 64 * 64 * reps / ((now_ms() - t0) * 1e6));
  }
  char buf[320];
  std::snprintf(buf, sizeof buf,
                "{\"mul_add_4lanes_gflops\":{\"chains4\":%.2f,\"chains8\":%.2f,\"chains12\":%.2f,"
                "\"chains14\":%.2f},\"gemm64_l1_gflops\":%.2f,\"check\":%g}",
                g[0], g[1], g[2], g[3], best_gemm, static_cast<double>(sink + y[0]));
  return buf;
}

struct Case {
  const char* name;
  int layers, heads, batch;
};
constexpr Case kCases[] = {
    {"gpt1", 1, 1, 16}, {"gpt2", 2, 4, 16}, {"gpt1-shard", 1, 1, 4}, {"gpt2-shard", 2, 4, 4}};
constexpr int kCaseCount = sizeof kCases / sizeof kCases[0];

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  const std::size_t m = v.size() / 2;
  return v.size() % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

std::string case_json(const Case& c, double seconds) {
  elab::TrainerConfig config;  // the bench's settings
  config.model = "gpt";
  config.n_layer = c.layers;
  config.n_head = c.heads;
  config.batch = c.batch;
  elab::Trainer trainer(config, std::string(elab::seed_corpus()));
  elab::profile::level = 0;
  // Warm-up: the activation arena, and the engine's optimizing tier.
  for (const double t0 = now_ms(); now_ms() - t0 < seconds * 1000;) step_fn(trainer);
  std::string out = std::string("{\"name\":\"") + c.name +
                    "\",\"layers\":" + std::to_string(c.layers) +
                    ",\"heads\":" + std::to_string(c.heads) +
                    ",\"batch\":" + std::to_string(c.batch) + ",\"levels\":[";
  char buf[256];
  for (int level = 0; level <= 2; ++level) {
    // Every step timed on its own (a step is milliseconds; the median shrugs off the steps
    // another process interrupted), for `seconds` and at least 15 steps.
    elab::profile::level = level;
    elab::profile::reset();
    std::vector<double> ms, untimed;  // per step: its time, and what no timer covered
    for (const double t0 = now_ms(); now_ms() - t0 < seconds * 1000 || ms.size() < 15;) {
      const double start = now_ms(), timed = elab::profile::outer_ms();
      step_fn(trainer);
      ms.push_back(now_ms() - start);
      untimed.push_back(ms.back() - (elab::profile::outer_ms() - timed));
    }
    elab::profile::level = 0;
    const double steps = static_cast<double>(ms.size());
    std::snprintf(buf, sizeof buf,
                  "%s{\"level\":%d,\"steps\":%d,\"step_ms_median\":%.5f,\"step_ms_min\":%.5f,"
                  "\"untimed_ms_median\":%.5f",
                  level ? "," : "", level, static_cast<int>(ms.size()), median(ms),
                  *std::min_element(ms.begin(), ms.end()), median(untimed));
    out += buf;
    out += ",\"entries\":[";
    bool first = true;
    for (const elab::profile::Entry& e : elab::profile::entries()) {
      const std::vector<double> calls(e.calls.begin(), e.calls.end());
      std::snprintf(buf, sizeof buf,
                    "%s{\"name\":\"%s\",\"dims\":[%d,%d,%d],\"ms\":%.6f,\"calls\":%.3f,"
                    "\"call_ms_median\":%.6f,\"call_ms_min\":%.6f}",
                    first ? "" : ",", e.name, e.a, e.b, e.c, e.ms / steps,
                    static_cast<double>(calls.size()) / steps, median(calls),
                    *std::min_element(calls.begin(), calls.end()));
      out += buf;
      first = false;
    }
    out += "]}";
  }
  out += "]}";
  return out;
}

}  // namespace

// which: -1 the machine's peaks, 0.. a case of kCases; seconds: the length of one timed run.
extern "C"
#ifdef __EMSCRIPTEN__
    EMSCRIPTEN_KEEPALIVE
#endif
    const char*
    profile_json(int which, double seconds) {
  static std::string out;
  if (which < 0)
    out = peak_json();
  else if (which < kCaseCount)
    out = case_json(kCases[which], seconds);
  else
    out = "null";
  return out.c_str();
}

extern "C"
#ifdef __EMSCRIPTEN__
    EMSCRIPTEN_KEEPALIVE
#endif
    int
    profile_case_count() {
  return kCaseCount;
}

#ifndef __EMSCRIPTEN__
//   embedding_lab_profile [seconds per run]
int main(int argc, char** argv) {
  const double seconds = argc > 1 ? std::atof(argv[1]) : 0.3;
  std::printf("{\"peak\":%s,\"cases\":[", profile_json(-1, seconds));
  for (int i = 0; i < kCaseCount; ++i) std::printf("%s%s", i ? "," : "", profile_json(i, seconds));
  std::printf("]}\n");
  return 0;
}
#endif
