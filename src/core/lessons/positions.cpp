#include "core/lessons/positions.hpp"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <string>

#include "core/data/analysis.hpp"
#include "core/errors.hpp"
#include "core/kernels/embedding.hpp"
#include "core/kernels/positional.hpp"
#include "core/kernels/rope.hpp"
#include "core/model/random.hpp"

namespace elab {

namespace {

double pair_frequency(int pair, int d_model, double base) {
  return std::pow(base, -2.0 * pair / static_cast<double>(d_model));
}

void check_position(int pos, const char* name) {
  if (pos < 0) fail_setting(name, messages::position_negative, {{"setting", name}, {"got", pos}});
}

void check_elements(std::size_t rows, std::size_t cols, const char* what) {
  if (rows * cols > kMaxMatrixElements)
    fail(std::string(what) + " of " + std::to_string(rows) + " x " + std::to_string(cols) +
         " values is over the limit of " + std::to_string(kMaxMatrixElements) +
         " (64 MiB); make it smaller");
}

}  // namespace

MatrixD pe_row_breakdown(int pos, int d_model, double base) {
  check_position(pos, "the position");
  check_even_d_model(d_model);
  check_pe_base(base);
  MatrixD out(d_model / 2, 5);
  for (int i = 0; i < d_model / 2; ++i) {
    const double exponent = 2.0 * i / d_model;
    const double divisor = std::pow(base, exponent);
    const double angle = pos * pair_frequency(i, d_model, base);  // as sinusoidal_pe forms it
    out(i, 0) = exponent;
    out(i, 1) = divisor;
    out(i, 2) = angle;
    out(i, 3) = std::sin(angle);
    out(i, 4) = std::cos(angle);
  }
  return out;
}

MatrixD pe_relative_similarity(int p, int max_k, int d_model, double base) {
  check_position(p, "p");
  if (max_k < 0) fail("the largest offset k must be 0 or more (got " + std::to_string(max_k) + ")");
  if (max_k > 100000)
    fail("the largest offset k must be at most 100000 (got " + std::to_string(max_k) + ")");
  // The table below has p + max_k + 1 rows: say so in this lesson's terms, not as sinusoidal_pe's
  // max_len, which this lesson does not have.
  const auto rows = static_cast<std::size_t>(p) + static_cast<std::size_t>(max_k) + 1;
  if (rows * static_cast<std::size_t>(std::max(d_model, 0)) > kMaxMatrixElements)
    fail("p + largest k + 1 = " + std::to_string(rows) + " positions x d_model " +
         std::to_string(d_model) + " is over the limit of " + std::to_string(kMaxMatrixElements) +
         " values (64 MiB); lower p, the largest k or d_model");
  const MatrixD pe = sinusoidal_pe<double>(p + max_k + 1, d_model, base);
  MatrixD out(max_k + 1, 2);
  const auto a = pe.row(p);
  for (int k = 0; k <= max_k; ++k) {
    const auto b = pe.row(p + k);
    const double dot = a.dot(b);
    out(k, 0) = dot;
    out(k, 1) = dot / (a.norm() * b.norm());
  }
  return out;
}

PeTableChecks pe_table_checks(int rows, int d_model, double base, int extra_rows) {
  if (extra_rows < 0)
    fail("the extra rows must be 0 or more (got " + std::to_string(extra_rows) + ")");
  const MatrixF table = sinusoidal_pe<float>(rows, d_model, base);
  const MatrixF longer = sinusoidal_pe<float>(rows + extra_rows, d_model, base);
  const MatrixF rebased = sinusoidal_pe<float>(rows, d_model, base * 2);
  PeTableChecks out;
  out.values = static_cast<std::int64_t>(table.size());
  out.lengthened = (table.array() != longer.topRows(rows).array()).count();
  out.rebased = (table.array() != rebased.array()).count();
  return out;
}

PairRotation pe_pair_rotation(int p, int k, int pair, int d_model, double base) {
  check_position(p, "p");
  check_even_d_model(d_model);
  check_pe_base(base);
  if (p + k < 0)
    fail("p + k must be 0 or more: it is a position (got " + std::to_string(p) + " + " +
         std::to_string(k) + ")");
  if (pair < 0 || pair >= d_model / 2)
    fail("the pair i must be between 0 and d_model/2 - 1 = " + std::to_string(d_model / 2 - 1) +
         " (got " + std::to_string(pair) + ")");
  PairRotation r;
  r.omega = pair_frequency(pair, d_model, base);
  r.angle = k * r.omega;
  r.from[0] = std::sin(p * r.omega);
  r.from[1] = std::cos(p * r.omega);
  r.to[0] = std::sin((p + k) * r.omega);
  r.to[1] = std::cos((p + k) * r.omega);
  const double c = std::cos(r.angle), s = std::sin(r.angle);
  // sin(a + b) = sin a cos b + cos a sin b;  cos(a + b) = cos a cos b - sin a sin b.
  r.matrix[0][0] = c;
  r.matrix[0][1] = s;
  r.matrix[1][0] = -s;
  r.matrix[1][1] = c;
  for (int row = 0; row < 2; ++row)
    r.rotated[row] = r.matrix[row][0] * r.from[0] + r.matrix[row][1] * r.from[1];
  return r;
}

MatrixD random_normal_table(int rows, int cols, std::uint64_t seed) {
  if (rows < 1) fail("the table needs at least 1 row (got " + std::to_string(rows) + ")");
  if (cols < 1) fail("the table needs at least 1 column (got " + std::to_string(cols) + ")");
  check_elements(static_cast<std::size_t>(rows), static_cast<std::size_t>(cols), "a table");
  Rng rng(seed);
  MatrixD out(rows, cols);
  for (Eigen::Index i = 0; i < out.size(); ++i) out.data()[i] = rng.normal();
  return out;
}

MatrixD learned_positions_for_length(const MatrixD& table, int length) {
  InputEmbedding<double> embedding(1, static_cast<int>(table.cols()),
                                   static_cast<int>(table.rows()));
  embedding.position_table() = table;  // token table stays 0: the output is the position rows
  const std::vector<int> ids(length > 0 ? static_cast<std::size_t>(length) : 0, 0);
  return embedding.forward(ids, 1, length);
}

MatrixD position_cosine_similarity(const MatrixD& table) {
  return cosine_similarity(table);
}

MatrixD rope_clock_hands(double position, int d, double base) {
  std::vector<double> unit(static_cast<std::size_t>(d > 0 ? d : 0), 0.0);
  for (int i = 0; i + 1 < d; i += 2) unit[i] = 1.0;
  MatrixD out(d / 2 > 0 ? d / 2 : 1, 2);
  std::vector<double> rotated(unit.size());
  rope_forward(rotated.data(), unit.data(), &position, 1, d, base);  // validates d, base, position
  for (int i = 0; i < d / 2; ++i) {
    out(i, 0) = rotated[2 * i];
    out(i, 1) = rotated[2 * i + 1];
  }
  return out;
}

MatrixD rope_score_table(const std::vector<double>& q, const std::vector<double>& k,
                         const std::vector<double>& absolute_m, int min_offset, int max_offset,
                         double base) {
  if (q.size() != k.size())
    fail("q and k must have the same length (got " + std::to_string(q.size()) + " and " +
         std::to_string(k.size()) + ")");
  const int d = static_cast<int>(q.size());
  if (absolute_m.empty()) fail("give at least one absolute position m");
  if (min_offset < -100000 || max_offset > 100000 || min_offset > max_offset)
    fail(
        "the offsets m - n must run from a smallest to a largest value within -100000 to 100000 "
        "(got " +
        std::to_string(min_offset) + " to " + std::to_string(max_offset) + ")");
  const int n_offsets = max_offset - min_offset + 1;
  check_elements(absolute_m.size(), static_cast<std::size_t>(n_offsets), "a score table");
  MatrixD out(static_cast<Eigen::Index>(absolute_m.size()), n_offsets);
  std::vector<double> q_rot(q.size()), k_rows(static_cast<std::size_t>(n_offsets) * d),
      k_rot(k_rows.size()), key_positions(n_offsets);
  for (int o = 0; o < n_offsets; ++o)
    std::copy(k.begin(), k.end(), k_rows.begin() + static_cast<std::ptrdiff_t>(o) * d);
  for (std::size_t a = 0; a < absolute_m.size(); ++a) {
    const double m = absolute_m[a];
    rope_forward(q_rot.data(), q.data(), &m, 1, d, base);  // validates d, base and m
    for (int o = 0; o < n_offsets; ++o) key_positions[o] = m - (min_offset + o);
    rope_forward(k_rot.data(), k_rows.data(), key_positions.data(), n_offsets, d, base);
    for (int o = 0; o < n_offsets; ++o) {
      double score = 0;
      for (int j = 0; j < d; ++j) score += q_rot[j] * k_rot[static_cast<std::size_t>(o) * d + j];
      out(static_cast<Eigen::Index>(a), o) = score;
    }
  }
  return out;
}

RandomQK rope_random_qk(int d, std::uint64_t seed) {
  const MatrixD qk = random_normal_table(2, d, seed).cast<float>().cast<double>();
  RandomQK out{std::vector<double>(static_cast<std::size_t>(d)),
               std::vector<double>(static_cast<std::size_t>(d))};
  for (int c = 0; c < d; ++c) {
    out.q[static_cast<std::size_t>(c)] = qk(0, c);
    out.k[static_cast<std::size_t>(c)] = qk(1, c);
  }
  return out;
}

PositionsLesson positions_lesson(int i, int j, int d, double base, std::uint64_t seed,
                                 const std::vector<int>& shifts, int shown) {
  check_position(i, "token i");
  check_position(j, "token j");
  if (shown < 0 || shown > d)
    fail("the values shown of a row must be 0 to d (" + std::to_string(d) + "), got " +
         std::to_string(shown));
  const int first = std::min(i, j), last = std::max(i, j), distance = last - first;
  PositionsLesson out;
  // The rows as drawn (float32), and in double for the dot products: a.dot(b) from the nearer
  // row, as pe_relative_similarity takes them.
  const MatrixF drawn = sinusoidal_pe<float>(last + 1, d, base);
  out.row_i.assign(drawn.row(i).data(), drawn.row(i).data() + shown);
  out.row_j.assign(drawn.row(j).data(), drawn.row(j).data() + shown);
  const MatrixD pe = sinusoidal_pe<double>(last + 1, d, base);
  out.pair = pe.row(first).dot(pe.row(last));
  out.from_zero = pe.row(0).dot(pe.row(distance));
  const RandomQK qk = rope_random_qk(d, seed);
  std::vector<double> absolute_m;
  for (int shift : shifts) absolute_m.push_back(static_cast<double>(i) + shift);
  const MatrixD scores = rope_score_table(qk.q, qk.k, absolute_m, i - j, i - j, base);
  out.scores.assign(scores.data(), scores.data() + scores.size());
  return out;
}

}  // namespace elab
