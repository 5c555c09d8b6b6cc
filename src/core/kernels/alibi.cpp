#include "core/kernels/alibi.hpp"

#include <cmath>
#include <string>

#include "core/errors.hpp"

namespace elab {

namespace {

// The slopes for a power of two n: start^1, start^2, ..., start^n with start = 2^(-8/n).
void append_pow2_slopes(std::vector<double>& out, int n, int stride, int count) {
  const double start = std::pow(2.0, -8.0 / n);
  for (int h = 0; h < n && count > 0; h += stride, --count) out.push_back(std::pow(start, h + 1));
}

}  // namespace

std::vector<double> alibi_slopes(int n_head) {
  if (n_head < 1 || n_head > 4096)
    fail("ALiBi needs between 1 and 4096 heads, one slope each (got " + std::to_string(n_head) +
         ")");
  int p = 1;
  while (p * 2 <= n_head) p *= 2;  // the largest power of two <= n_head
  std::vector<double> slopes;
  slopes.reserve(n_head);
  append_pow2_slopes(slopes, p, 1, p);
  if (p < n_head) append_pow2_slopes(slopes, 2 * p, 2, n_head - p);
  return slopes;
}

std::vector<double> alibi_bias(int n_head, int seq_len) {
  const std::vector<double> m = alibi_slopes(n_head);
  if (seq_len < 1 || seq_len > 4096)
    fail("ALiBi bias: the sequence length must be between 1 and 4096 (got " +
         std::to_string(seq_len) + ")");
  if (static_cast<double>(n_head) * seq_len * seq_len > (1 << 24))
    fail("ALiBi bias: " + std::to_string(n_head) + " heads x " + std::to_string(seq_len) + " x " +
         std::to_string(seq_len) +
         " is over 16 Mi values; ask for fewer heads or a shorter length");
  const std::size_t t = static_cast<std::size_t>(seq_len);
  std::vector<double> bias(static_cast<std::size_t>(n_head) * t * t);
  for (int h = 0; h < n_head; ++h)
    for (int i = 0; i < seq_len; ++i)
      for (int j = 0; j < seq_len; ++j) bias[(h * t + i) * t + j] = -m[h] * (i - j);
  return bias;
}

}  // namespace elab
