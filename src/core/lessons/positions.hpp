// Computations behind the position lessons (pe-sinusoidal, pe-relative, pe-learned, rope,
// positions): each returns exactly the numbers a panel shows, so the page only draws.
// Everything is computed in double; the bindings round to float32 where a matrix is drawn.
#pragma once

#include <cstdint>
#include <vector>

#include "core/matrix.hpp"

namespace elab {

// One row of the sinusoidal table with the formula's numbers substituted, per pair i:
//   exponent 2i/d, divisor base^(2i/d), angle pos/divisor, sin(angle) = PE[pos, 2i],
//   cos(angle) = PE[pos, 2i+1]. Result (d_model/2, 5) in that column order.
// Throws for pos < 0 and for what sinusoidal_pe rejects (odd d_model, base <= 1, ...).
MatrixD pe_row_breakdown(int pos, int d_model, double base);

// Similarity of PE(p) and PE(p + k) for k = 0..max_k, from the two rows themselves (not the
// closed form): result (max_k + 1, 2) with columns dot product and cosine similarity.
// Both depend on k only: dot = sum_i cos(k * w_i), and |PE(p)|^2 = d_model / 2 for every p.
MatrixD pe_relative_similarity(int p, int max_k, int d_model, double base);

// What max_len and base do to the float32 table the page draws (sinusoidal_pe<float>): how many
// of its rows x d_model values differ in a table extra_rows longer (none: a row depends on its
// position alone), and in the same table with twice the base (all but row 0 and pair 0, whose
// frequency is 1 at any base, unless float32 rounds two values alike).
struct PeTableChecks {
  std::int64_t values = 0;      // rows x d_model
  std::int64_t lengthened = 0;  // values that differ in the longer table
  std::int64_t rebased = 0;     // values that differ with base x 2
};
// Throws for extra_rows < 0 and for what sinusoidal_pe rejects (at rows + extra_rows and at base
// x 2 too).
PeTableChecks pe_table_checks(int rows, int d_model, double base, int extra_rows);

// PE(p + k) as a rotation of PE(p) in pair i (dimensions 2i, 2i+1).
struct PairRotation {
  double omega = 0;       // angular frequency base^(-2i/d)
  double angle = 0;       // k * omega, the rotation angle in radians
  double from[2]{};       // (PE[p, 2i], PE[p, 2i+1])
  double to[2]{};         // (PE[p+k, 2i], PE[p+k, 2i+1]) computed from the formula
  double matrix[2][2]{};  // R with to = R * from: [[cos a, sin a], [-sin a, cos a]]
  double rotated[2]{};    // R * from, equal to `to` up to rounding
};
// Throws for p < 0, p + k < 0, a pair outside [0, d_model/2), and invalid d_model or base.
PairRotation pe_pair_rotation(int p, int k, int pair, int d_model, double base);

// rows x cols values drawn from N(0, 1) by Rng(seed): the learned position table before
// training (and the lessons' random q and k vectors). Throws for sizes < 1 or over the limit.
MatrixD random_normal_table(int rows, int cols, std::uint64_t seed);

// The rows a learned position table gives a sequence of `length` tokens, looked up through
// InputEmbedding like a model would: length > table.rows() fails with the core's message (a
// learned table has no row past max_len).
MatrixD learned_positions_for_length(const MatrixD& table, int length);

// Cosine similarity of every pair of positions (rows of a position table), (rows, rows); a zero
// row has similarity 0 (analysis.hpp's cosine_similarity).
MatrixD position_cosine_similarity(const MatrixD& table);

// Where each RoPE "clock hand" points at a position: the unit vector (1, 0) of every pair rotated
// by rope_forward, (d/2, 2) = (cos(position * w_i), sin(position * w_i)).
MatrixD rope_clock_hands(double position, int d, double base);

// RoPE attention score against the offset: entry (a, o) = (R_m q) . (R_n k) with
// m = absolute_m[a], offset delta = min_offset + o and n = m - delta, for delta from min_offset to
// max_offset; q and k (d) are rotated by rope_forward. Every row is the same curve: the score
// depends on m - n only. Result (absolute_m.size(), max_offset - min_offset + 1).
MatrixD rope_score_table(const std::vector<double>& q, const std::vector<double>& k,
                         const std::vector<double>& absolute_m, int min_offset, int max_offset,
                         double base);

// The random q and k (d each) of a seed that the RoPE score lessons rotate: the two rows of
// random_normal_table(2, d, seed), rounded to float32 as the page's tables hold them.
struct RandomQK {
  std::vector<double> q, k;
};
RandomQK rope_random_qk(int d, std::uint64_t seed);

// The positions lesson for tokens i and j of a text (absolute against relative position): the
// first `shown` values of their rows of the float32 sinusoidal table (d wide), the dot product of
// their rows and of the rows as far apart from position 0 (in double), and RoPE's score of the
// seed's q at i + shift against its k at j + shift, for each shift (rope_score_table).
struct PositionsLesson {
  std::vector<float> row_i, row_j;  // (shown)
  double pair = 0;                  // PE(i) . PE(j)
  double from_zero = 0;             // PE(0) . PE(|i - j|)
  std::vector<double> scores;       // (shifts)
};
// Throws for i or j < 0, shown outside [0, d], and what sinusoidal_pe and rope_score_table
// reject.
PositionsLesson positions_lesson(int i, int j, int d, double base, std::uint64_t seed,
                                 const std::vector<int>& shifts, int shown);

}  // namespace elab
