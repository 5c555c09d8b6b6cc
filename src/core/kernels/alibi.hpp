// ALiBi (Press et al. 2022, "Train Short, Test Long"): no position vectors at all; head h adds
// -m_h * (i - j) to the scaled score of query i on key j, a penalty growing linearly with the
// distance, with a fixed geometric set of slopes m_h. Exactly
// ../shared/reference/reference_model.py alibi_slopes and alibi_bias.
#pragma once

#include <vector>

namespace elab {

// Head slopes (n_head). For n a power of two, m_h = 2^(-8h/n), h = 1..n. Otherwise the slopes of
// the largest power of two p < n, then every other slope of 2p, the first n - p of them (the
// paper's reference code). Throws InvalidArgument for n_head outside [1, 4096].
std::vector<double> alibi_slopes(int n_head);

// bias[h, i, j] = -m_h * (i - j), (n_head, T, T) row-major. Entries j > i come out positive; the
// causal mask removes them before the softmax. Throws InvalidArgument for T outside [1, 4096], for
// more than 16 Mi values in all, and for n_head as alibi_slopes.
std::vector<double> alibi_bias(int n_head, int seq_len);

}  // namespace elab
