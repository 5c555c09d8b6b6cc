// Position lessons: closed forms (dot of PE rows, rotation of a pair, RoPE shift invariance), the
// true PE[1, :4] for d_model 512 next to the d_model 4 row that is often quoted for it, and every
// rejected input.
#include <catch2/catch.hpp>
#include <cmath>
#include <vector>

#include "core/errors.hpp"
#include "core/kernels/positional.hpp"
#include "core/lessons/positions.hpp"

using Catch::Matchers::Contains;
using elab::InvalidArgument;

TEST_CASE("true PE[1, :4] for d_model 512 differs from the d_model 4 row", "[lessons-positions]") {
  const auto pe512 = elab::sinusoidal_pe<double>(2, 512, 10000.0);
  const auto pe4 = elab::sinusoidal_pe<double>(2, 4, 10000.0);
  // d_model 512: pair 1 has frequency 10000^(-2/512) = 0.96466...
  CHECK(pe512(1, 0) == Approx(std::sin(1.0)).margin(1e-15));
  CHECK(pe512(1, 1) == Approx(std::cos(1.0)).margin(1e-15));
  CHECK(pe512(1, 2) == Approx(0.821856).margin(5e-6));
  CHECK(pe512(1, 3) == Approx(0.569695).margin(5e-6));
  CHECK(pe512(1, 2) == Approx(std::sin(std::pow(10000.0, -2.0 / 512))).margin(1e-15));
  // d_model 4: pair 1 has frequency 10000^(-2/4) = 0.01, giving the familiar [.., 0.0100, 1.000].
  CHECK(pe4(1, 2) == Approx(0.0099998333).margin(1e-9));
  CHECK(pe4(1, 3) == Approx(0.99995).margin(1e-9));
  CHECK(std::abs(pe512(1, 2) - pe4(1, 2)) > 0.8);
}

TEST_CASE("pe_row_breakdown substitutes the formula's numbers", "[lessons-positions]") {
  const auto rows = elab::pe_row_breakdown(3, 128, 10000.0);
  const auto pe = elab::sinusoidal_pe<double>(4, 128, 10000.0);
  REQUIRE(rows.rows() == 64);
  REQUIRE(rows.cols() == 5);
  for (int i = 0; i < 64; ++i) {
    INFO("pair " << i);
    CHECK(rows(i, 0) == Approx(2.0 * i / 128));
    CHECK(rows(i, 1) == Approx(std::pow(10000.0, 2.0 * i / 128)));
    CHECK(rows(i, 2) == Approx(3.0 / std::pow(10000.0, 2.0 * i / 128)));
    CHECK(rows(i, 3) == pe(3, 2 * i));  // bit-identical to the table
    CHECK(rows(i, 4) == pe(3, 2 * i + 1));
  }
  // PE[3, 4] = sin(3 / 10000^(4/128)): pair 2.
  CHECK(rows(2, 3) == Approx(std::sin(3.0 / std::pow(10000.0, 4.0 / 128))).margin(1e-15));
  CHECK_THROWS_WITH(elab::pe_row_breakdown(-1, 8, 10000.0), Contains("got -1"));
  CHECK_THROWS_WITH(elab::pe_row_breakdown(0, 7, 10000.0), Contains("d_model must be even"));
  CHECK_THROWS_WITH(elab::pe_row_breakdown(0, 8, 0.5), Contains("base must be"));
}

TEST_CASE("dot(PE(p), PE(p+k)) = sum_i cos(k w_i), whatever p", "[lessons-positions]") {
  const int d = 64;
  const double base = 10000.0;
  for (int p : {0, 7, 250}) {
    const auto sim = elab::pe_relative_similarity(p, 40, d, base);
    REQUIRE(sim.rows() == 41);
    for (int k = 0; k <= 40; ++k) {
      double closed = 0;
      for (int i = 0; i < d / 2; ++i) closed += std::cos(k * std::pow(base, -2.0 * i / d));
      INFO("p " << p << ", k " << k);
      CHECK(sim(k, 0) == Approx(closed).margin(1e-10));
      CHECK(sim(k, 1) == Approx(closed / (d / 2)).margin(1e-12));  // |PE(p)|^2 = d/2
    }
  }
  const auto at0 = elab::pe_relative_similarity(0, 5, d, base);
  CHECK(at0(0, 0) == Approx(32.0));
  CHECK(at0(0, 1) == Approx(1.0));
  CHECK_THROWS_WITH(elab::pe_relative_similarity(-2, 5, d, base), Contains("p must be 0 or more"));
  CHECK_THROWS_WITH(elab::pe_relative_similarity(0, -1, d, base), Contains("got -1"));
  CHECK_THROWS_WITH(elab::pe_relative_similarity(0, 5, 9, base), Contains("d_model must be even"));
  // Too many rows: the message names this lesson's settings, not a max_len it does not have.
  CHECK_THROWS_WITH(elab::pe_relative_similarity(100000, 5000, 1024, base),
                    Contains("lower p, the largest k or d_model") && !Contains("max_len"));
}

TEST_CASE("a longer table keeps every value, and twice the base moves all but row 0 and pair 0",
          "[lessons-positions]") {
  // d_model 4: pair 0 turns at frequency 1 at any base; pair 1 at 0.01 (base 10000) or 0.00707
  // (base 20000), whose sines and cosines differ in float32 at positions 1 and 2.
  const auto small = elab::pe_table_checks(3, 4, 10000.0, 16);
  CHECK(small.values == 12);
  CHECK(small.lengthened == 0);
  CHECK(small.rebased == 4);
  // The lesson's default table: every value but row 0 and pair 0 would move, less the cosines of
  // slow pairs at small positions that float32 rounds to the same value at both bases.
  const auto wide = elab::pe_table_checks(50, 64, 10000.0, 16);
  CHECK(wide.values == 3200);
  CHECK(wide.lengthened == 0);
  CHECK(wide.rebased < 3200 - 64 - 2 * 49);
  const auto f = elab::sinusoidal_pe<float>(50, 64, 10000.0);
  const auto g = elab::sinusoidal_pe<float>(50, 64, 20000.0);
  CHECK(wide.rebased == (f.array() != g.array()).count());
  CHECK(f(1, 63) == g(1, 63));  // cos(1 / 10000^(62/64)) and cos of half that are both 1.0f
  CHECK_THROWS_WITH(elab::pe_table_checks(3, 4, 10000.0, -1), Contains("got -1"));
  CHECK_THROWS_WITH(elab::pe_table_checks(3, 5, 10000.0, 16), Contains("d_model must be even"));
}

TEST_CASE("positions_lesson: the rows drawn, their dot products and RoPE's scores as shifted",
          "[lessons-positions]") {
  const std::vector<int> shifts{0, 7, 100};
  const auto r = elab::positions_lesson(5, 2, 64, 10000.0, 42, shifts, 4);
  const auto drawn = elab::sinusoidal_pe<float>(6, 64, 10000.0);
  REQUIRE(r.row_i.size() == 4);
  for (int c = 0; c < 4; ++c) {
    CHECK(r.row_i[c] == drawn(5, c));
    CHECK(r.row_j[c] == drawn(2, c));
  }
  // Both dot products are sum_i cos(3 w_i): they depend on the distance alone.
  double closed = 0;
  for (int i = 0; i < 32; ++i) closed += std::cos(3 * std::pow(10000.0, -2.0 * i / 64));
  CHECK(r.pair == Approx(closed).margin(1e-12));
  CHECK(r.from_zero == Approx(closed).margin(1e-12));
  CHECK(r.pair == elab::pe_relative_similarity(2, 3, 64, 10000.0)(3, 0));
  // RoPE's score is the same wherever the pair sits: offset 3 at every shift.
  const auto qk = elab::rope_random_qk(64, 42);
  const auto table = elab::rope_score_table(qk.q, qk.k, {5, 12, 105}, 3, 3, 10000.0);
  REQUIRE(r.scores.size() == 3);
  for (int a = 0; a < 3; ++a) {
    CHECK(r.scores[a] == table(a, 0));
    CHECK(r.scores[a] == Approx(r.scores[0]).margin(1e-9));
  }
  CHECK(elab::positions_lesson(4, 4, 64, 10000.0, 42, shifts, 0).pair == Approx(32.0));
  CHECK_THROWS_WITH(elab::positions_lesson(-1, 2, 64, 10000.0, 42, shifts, 4),
                    Contains("token i must be 0 or more"));
  CHECK_THROWS_WITH(elab::positions_lesson(1, 2, 64, 10000.0, 42, shifts, 65), Contains("got 65"));
  CHECK_THROWS_WITH(elab::positions_lesson(1, 2, 63, 10000.0, 42, shifts, 4), Contains("even"));
}

TEST_CASE("PE(p+k) is PE(p) rotated by k w_i in every pair", "[lessons-positions]") {
  const auto pe = elab::sinusoidal_pe<double>(60, 16, 100.0);
  for (int pair : {0, 3, 7})
    for (int p : {0, 5, 20})
      for (int k : {1, 9, 33}) {
        const auto r = elab::pe_pair_rotation(p, k, pair, 16, 100.0);
        INFO("pair " << pair << ", p " << p << ", k " << k);
        CHECK(r.omega == Approx(std::pow(100.0, -2.0 * pair / 16)));
        CHECK(r.angle == Approx(k * r.omega));
        CHECK(r.from[0] == Approx(pe(p, 2 * pair)).margin(1e-14));
        CHECK(r.from[1] == Approx(pe(p, 2 * pair + 1)).margin(1e-14));
        CHECK(r.to[0] == Approx(pe(p + k, 2 * pair)).margin(1e-14));
        CHECK(r.to[1] == Approx(pe(p + k, 2 * pair + 1)).margin(1e-14));
        CHECK(r.rotated[0] == Approx(r.to[0]).margin(1e-12));
        CHECK(r.rotated[1] == Approx(r.to[1]).margin(1e-12));
        // R is a rotation: orthogonal with determinant 1, independent of p.
        const double det = r.matrix[0][0] * r.matrix[1][1] - r.matrix[0][1] * r.matrix[1][0];
        CHECK(det == Approx(1.0));
        CHECK(r.matrix[0][1] == Approx(std::sin(r.angle)));
      }
  CHECK_THROWS_WITH(elab::pe_pair_rotation(2, -3, 0, 16, 100.0), Contains("p + k must be 0"));
  CHECK_THROWS_WITH(elab::pe_pair_rotation(0, 1, 8, 16, 100.0), Contains("between 0 and"));
  CHECK_THROWS_WITH(elab::pe_pair_rotation(0, 1, -1, 16, 100.0), Contains("got -1"));
}

TEST_CASE("random_normal_table replays a seed and looks standard normal", "[lessons-positions]") {
  const auto a = elab::random_normal_table(200, 50, 42);
  const auto b = elab::random_normal_table(200, 50, 42);
  const auto c = elab::random_normal_table(200, 50, 43);
  CHECK(a == b);
  CHECK(a != c);
  const double mean = a.mean();
  const double var = (a.array() - mean).square().mean();
  CHECK(std::abs(mean) < 0.05);
  CHECK(var == Approx(1.0).margin(0.05));
  CHECK_THROWS_WITH(elab::random_normal_table(0, 4, 1), Contains("at least 1 row"));
  CHECK_THROWS_WITH(elab::random_normal_table(4, 0, 1), Contains("at least 1 column"));
  CHECK_THROWS_WITH(elab::random_normal_table(1 << 20, 1 << 10, 1), Contains("over the limit"));
}

TEST_CASE("a learned table has no row past max_len", "[lessons-positions]") {
  const auto table = elab::random_normal_table(8, 4, 7);
  const auto rows = elab::learned_positions_for_length(table, 5);
  REQUIRE(rows.rows() == 5);
  CHECK(rows == table.topRows(5));
  CHECK(elab::learned_positions_for_length(table, 8) == table);
  CHECK_THROWS_AS(elab::learned_positions_for_length(table, 9), InvalidArgument);
  CHECK_THROWS_WITH(elab::learned_positions_for_length(table, 9),
                    Contains("9 tokens but the position table has only 8 rows"));
}

TEST_CASE("rope_clock_hands point at angle position * w_i", "[lessons-positions]") {
  const auto hands = elab::rope_clock_hands(5.0, 8, 10000.0);
  REQUIRE(hands.rows() == 4);
  for (int i = 0; i < 4; ++i) {
    const double angle = 5.0 * std::pow(10000.0, -2.0 * i / 8);
    CHECK(hands(i, 0) == Approx(std::cos(angle)).margin(1e-14));
    CHECK(hands(i, 1) == Approx(std::sin(angle)).margin(1e-14));
  }
  CHECK_THROWS_WITH(elab::rope_clock_hands(1.0, 7, 10000.0), Contains("must be even"));
  CHECK_THROWS_WITH(elab::rope_clock_hands(1.0, 8, 1.0), Contains("base must be"));
}

TEST_CASE("RoPE scores depend on m - n only", "[lessons-positions]") {
  const auto qk = elab::random_normal_table(2, 16, 42);
  const std::vector<double> q(qk.row(0).begin(), qk.row(0).end());
  const std::vector<double> k(qk.row(1).begin(), qk.row(1).end());
  const std::vector<double> ms{0, 3, 40, 1000, -17};
  const auto table = elab::rope_score_table(q, k, ms, 0, 24, 10000.0);
  REQUIRE(table.rows() == 5);
  REQUIRE(table.cols() == 25);
  double qk_dot = 0;
  for (int j = 0; j < 16; ++j) qk_dot += q[j] * k[j];
  for (int a = 0; a < 5; ++a) CHECK(table(a, 0) == Approx(qk_dot).margin(1e-10));  // m = n
  for (int delta = 0; delta <= 24; ++delta) {
    // Closed form: sum over pairs of the 2-D dot rotated by -delta * w_i.
    double closed = 0;
    for (int i = 0; i < 8; ++i) {
      const double w = std::pow(10000.0, -2.0 * i / 16) * delta;
      closed += (q[2 * i] * k[2 * i] + q[2 * i + 1] * k[2 * i + 1]) * std::cos(w) +
                (q[2 * i] * k[2 * i + 1] - q[2 * i + 1] * k[2 * i]) * std::sin(w);
    }
    for (int a = 0; a < 5; ++a) {
      INFO("m " << ms[a] << ", offset " << delta);
      CHECK(table(a, delta) == Approx(closed).margin(1e-9));
    }
  }
  // Negative offsets (key after the query) too: the score at -delta from m equals the score at
  // -delta from any other m.
  const auto both = elab::rope_score_table(q, k, {5, 500}, -6, 6, 10000.0);
  REQUIRE(both.cols() == 13);
  for (int o = 0; o < 13; ++o) CHECK(both(0, o) == Approx(both(1, o)).margin(1e-9));
  CHECK(both(0, 6) == Approx(qk_dot).margin(1e-10));
  CHECK_THROWS_WITH(elab::rope_score_table(q, std::vector<double>(4), ms, 0, 4, 10000.0),
                    Contains("same length"));
  CHECK_THROWS_WITH(elab::rope_score_table(q, k, {}, 0, 4, 10000.0), Contains("at least one"));
  CHECK_THROWS_WITH(elab::rope_score_table(q, k, ms, 3, 2, 10000.0), Contains("got 3 to 2"));
  CHECK_THROWS_WITH(elab::rope_score_table(q, k, ms, 0, 4, 0.0), Contains("base must be"));
}

TEST_CASE("position_cosine_similarity: sinusoidal is banded, random is not",
          "[lessons-positions]") {
  const auto sin_sim = elab::position_cosine_similarity(elab::sinusoidal_pe<double>(32, 64, 1e4));
  const auto rnd_sim = elab::position_cosine_similarity(elab::random_normal_table(32, 64, 42));
  REQUIRE(sin_sim.rows() == 32);
  for (int p = 0; p < 32; ++p) CHECK(sin_sim(p, p) == Approx(1.0));
  // Sinusoidal: neighbours are very similar and the value depends on |p - q| only.
  CHECK(sin_sim(10, 11) > 0.9);
  CHECK(sin_sim(3, 8) == Approx(sin_sim(20, 25)).margin(1e-12));
  // Random N(0,1) rows in 64 dimensions are nearly orthogonal: |cos| ~ 1/8 on average.
  CHECK(std::abs(rnd_sim(10, 11)) < 0.5);
  CHECK(std::abs(rnd_sim(3, 8) - rnd_sim(20, 25)) > 1e-3);
}
