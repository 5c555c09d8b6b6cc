#include "core/model/random.hpp"

#include <cmath>
#include <string>

#include "core/errors.hpp"
#include "core/kernels/portable_math.hpp"

namespace elab {

std::uint64_t splitmix64(std::uint64_t* x) {
  std::uint64_t z = (*x += 0x9e3779b97f4a7c15ULL);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

namespace {
inline std::uint64_t rotl(std::uint64_t x, int k) {
  return (x << k) | (x >> (64 - k));
}
}  // namespace

void Rng::seed(std::uint64_t seed) {
  std::uint64_t x = seed;
  for (auto& word : m_state.s) word = splitmix64(&x);
  // splitmix64 is a bijection of its counter, so four consecutive outputs are never all zero.
  m_state.has_spare = false;
  m_state.spare = 0;
}

std::uint64_t Rng::next_u64() {
  auto& s = m_state.s;
  const std::uint64_t result = rotl(s[1] * 5, 7) * 9;
  const std::uint64_t t = s[1] << 17;
  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl(s[3], 45);
  return result;
}

int Rng::below(int n) {
  if (n < 1) fail("below(n) needs n of at least 1 (got " + std::to_string(n) + ")");
  const std::uint32_t bound = static_cast<std::uint32_t>(n);
  // 2^32 mod n, computed without 64-bit arithmetic: the first draws this low would make the
  // small residues slightly more likely than the rest.
  const std::uint32_t threshold = (0u - bound) % bound;
  for (;;) {
    const std::uint32_t r = next_u32();
    if (r >= threshold) return static_cast<int>(r % bound);
  }
}

double Rng::normal() {
  if (m_state.has_spare) {
    m_state.has_spare = false;
    return m_state.spare;
  }
  double u, v, s;
  do {
    u = 2 * uniform() - 1;
    v = 2 * uniform() - 1;
    s = u * u + v * v;
  } while (s >= 1 || s == 0);
  const double scale = std::sqrt(-2 * portable_log(s) / s);  // sqrt is exact in IEEE 754
  m_state.spare = v * scale;
  m_state.has_spare = true;
  return u * scale;
}

void Rng::set_state(const RngState& state) {
  if (state.s[0] == 0 && state.s[1] == 0 && state.s[2] == 0 && state.s[3] == 0)
    fail("random generator state must not be all zeros (such a generator only returns 0)");
  if (state.has_spare && !std::isfinite(state.spare))
    fail("random generator state holds a cached normal value that is not finite (got " +
         describe(state.spare) + ")");
  m_state = state;
}

}  // namespace elab
