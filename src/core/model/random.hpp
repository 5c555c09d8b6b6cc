// The project's own PRNG, so a seed gives the same numbers natively, in WASM and in every browser
// (std::mt19937 is portable but std::normal_distribution and friends are not).
#pragma once

#include <array>
#include <cstdint>

#include "core/errors.hpp"

namespace elab {

// The seeds a learner can type, in a link or on the command line: 0 to 2^31 - 1 (whole numbers a
// JS number and every int hold exactly).
constexpr int kMaxSeed = 2147483647;

// A seed that arrived as a number (a link, a JS call, a flag) checked against 0..kMaxSeed.
inline std::uint64_t checked_seed(double value) {
  return static_cast<std::uint64_t>(checked_size(value, "seed", 0, kMaxSeed));
}

// Everything needed to resume a stream exactly, including the cached second normal deviate.
struct RngState {
  std::array<std::uint64_t, 4> s{};  // xoshiro256** state; never all zero
  bool has_spare = false;            // normal() has a cached second value
  double spare = 0;                  // that value
};

// xoshiro256** (Blackman & Vigna), state filled from a 64-bit seed with splitmix64 (the seeding
// its authors recommend). Every seed, including 0, gives a valid non-zero state.
class Rng {
 public:
  explicit Rng(std::uint64_t seed = 0) { this->seed(seed); }

  // Restarts the stream as if newly constructed with this seed.
  void seed(std::uint64_t seed);

  std::uint64_t next_u64();
  // The upper 32 bits of next_u64(): xoshiro's low bits are its weakest.
  std::uint32_t next_u32() { return static_cast<std::uint32_t>(next_u64() >> 32); }

  // Uniform in [0, 1): the top 53 bits of next_u64() times 2^-53, so every value is a multiple of
  // 2^-53 and 1.0 is impossible.
  double uniform() { return static_cast<double>(next_u64() >> 11) * 0x1.0p-53; }

  // Uniform integer in [0, n), unbiased: draws from next_u32() are rejected below 2^32 mod n.
  // n must be at least 1.
  int below(int n);

  // Standard normal deviate by the Marsaglia polar method; every second call returns the cached
  // partner. Polar rather than Box-Muller because it needs only a log and a sqrt: sqrt is exact
  // under IEEE 754, and the log is portable_log (kernels/portable_math.hpp), because glibc's and
  // Emscripten's musl's disagree in the last bit on about 1 input in 10,000: the same seed gives
  // the same deviates, bit for bit, natively and in WASM.
  double normal();

  RngState state() const { return m_state; }
  // Rejects an all-zero generator state (xoshiro would then output zeros forever).
  void set_state(const RngState& state);

 private:
  RngState m_state;
};

// splitmix64 step (Steele, Lea & Flood): advances *x and returns the next output. Exposed because
// it is the seeding function and a decent hash for deriving sub-seeds.
std::uint64_t splitmix64(std::uint64_t* x);

}  // namespace elab
