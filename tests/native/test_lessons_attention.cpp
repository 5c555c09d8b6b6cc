// Lesson computations for the norms, attention and decoder-only panels: closed forms (the seeds'
// tiny vector, done right), properties (scale invariance, causal rows), and every rejected input.
#include <catch2/catch.hpp>
#include <cmath>
#include <string>
#include <vector>

#include "core/data/tokenizer.hpp"
#include "core/errors.hpp"
#include "core/lessons/attention.hpp"

using Catch::Matchers::Contains;

namespace {

double max_abs_diff(const std::vector<double>& a, const std::vector<double>& b) {
  REQUIRE(a.size() == b.size());
  double worst = 0;
  for (std::size_t i = 0; i < a.size(); ++i) worst = std::fmax(worst, std::fabs(a[i] - b[i]));
  return worst;
}

}  // namespace

TEST_CASE("norm_lesson statistics of the default vector in closed form",
          "[lessons-attention][norms-lesson]") {
  const std::vector<double> x{2, -1, 0.5, 3};
  const auto r = elab::norm_lesson(x, 1, 0, 1e-5);
  CHECK(r.mean == Approx(1.125).epsilon(1e-15));
  CHECK(r.mean_square == Approx(3.5625).epsilon(1e-15));
  CHECK(r.variance == Approx(2.296875).epsilon(1e-15));  // mean_square - mean^2
  CHECK(r.rms == Approx(std::sqrt(3.5625)).epsilon(1e-15));
  CHECK(r.layernorm_rstd == Approx(1 / std::sqrt(2.296875 + 1e-5)).epsilon(1e-14));
  CHECK(r.rmsnorm_rstd == Approx(1 / std::sqrt(3.5625 + 1e-5)).epsilon(1e-14));
  for (std::size_t i = 0; i < x.size(); ++i) {
    CHECK(r.layernorm[i] == Approx((x[i] - 1.125) * r.layernorm_rstd).epsilon(1e-13));
    CHECK(r.rmsnorm[i] == Approx(x[i] * r.rmsnorm_rstd).epsilon(1e-13));
  }
  // LayerNorm output has mean beta and (up to eps) variance gamma^2.
  const auto shifted = elab::norm_lesson(x, 2, 0.5, 1e-12);
  double mean = 0, var = 0;
  for (double v : shifted.layernorm) mean += v / 4;
  for (double v : shifted.layernorm) var += (v - mean) * (v - mean) / 4;
  CHECK(mean == Approx(0.5).epsilon(1e-12));
  CHECK(var == Approx(4).epsilon(1e-9));
  // RMSNorm output has mean square gamma^2 (up to eps), and beta does not enter it.
  double ms = 0;
  for (double v : shifted.rmsnorm) ms += v * v / 4;
  CHECK(ms == Approx(4).epsilon(1e-9));
}

TEST_CASE("the seeds' tiny vector: no eps blows it up to unit scale, eps = 1e-5 keeps it small",
          "[lessons-attention][norms-lesson]") {
  const std::vector<double> tiny{1e-6, 0, 2e-6};
  const auto r = elab::norm_lesson(tiny, 1, 0, 1e-5);
  // mean of squares: (1e-12 + 0 + 4e-12) / 3
  CHECK(r.mean_square == Approx(5e-12 / 3).epsilon(1e-14));
  CHECK(r.rms == Approx(1.2909944487358056e-6).epsilon(1e-14));
  // Without eps: x / rms = x * 774596.67 = [sqrt(3/5), 0, 2 sqrt(3/5)] (not 1e-2, 0.1, 10).
  REQUIRE(r.rmsnorm_without_eps.size() == 3);
  CHECK(r.rmsnorm_without_eps[0] == Approx(std::sqrt(0.6)).epsilon(1e-14));
  CHECK(r.rmsnorm_without_eps[1] == 0);
  CHECK(r.rmsnorm_without_eps[2] == Approx(2 * std::sqrt(0.6)).epsilon(1e-14));
  CHECK(1 / r.rms == Approx(774596.6692414834).epsilon(1e-14));
  // LayerNorm without eps: (x - 1e-6) / std = [0, -sqrt(3/2), sqrt(3/2)].
  REQUIRE(r.layernorm_without_eps.size() == 3);
  CHECK(std::fabs(r.layernorm_without_eps[0]) < 1e-9);
  CHECK(r.layernorm_without_eps[1] == Approx(-std::sqrt(1.5)).epsilon(1e-9));
  CHECK(r.layernorm_without_eps[2] == Approx(std::sqrt(1.5)).epsilon(1e-9));
  // With eps = 1e-5 the denominator is about sqrt(eps) = 3.16e-3: outputs stay near 3e-4.
  const double rstd = 1 / std::sqrt(5e-12 / 3 + 1e-5);
  CHECK(r.rmsnorm_rstd == Approx(rstd).epsilon(1e-14));
  CHECK(r.rmsnorm[0] == Approx(1e-6 * rstd).epsilon(1e-13));
  CHECK(r.rmsnorm[0] == Approx(3.1622e-4).epsilon(1e-4));
  CHECK(r.rmsnorm[1] == 0);
  CHECK(r.rmsnorm[2] == Approx(6.3245e-4).epsilon(1e-4));
  // eps caps rstd at 1/sqrt(eps): it is the largest factor any input can be multiplied by.
  CHECK(r.rmsnorm_rstd < 1 / std::sqrt(1e-5));
  // The smallest eps the page offers barely changes the blown-up answer.
  const auto small = elab::norm_lesson(tiny, 1, 0, 1e-12);
  CHECK(small.rmsnorm[2] > 1.2);
}

TEST_CASE("a zero vector has no eps-free norm, and eps keeps the output at 0",
          "[lessons-attention][norms-lesson]") {
  const auto r = elab::norm_lesson({0, 0, 0}, 1, 0.25, 1e-5);
  CHECK(r.rmsnorm_without_eps.empty());
  CHECK(r.layernorm_without_eps.empty());
  for (double v : r.rmsnorm) CHECK(v == 0);
  for (double v : r.layernorm) CHECK(v == 0.25);  // beta
  // A constant non-zero vector: LayerNorm has zero variance, RMSNorm still works.
  const auto c = elab::norm_lesson({3, 3}, 1, 0, 1e-5);
  CHECK(c.layernorm_without_eps.empty());
  REQUIRE(c.rmsnorm_without_eps.size() == 2);
  CHECK(c.rmsnorm_without_eps[0] == Approx(1));
}

TEST_CASE("norm outputs are scale invariant up to eps", "[lessons-attention][norms-lesson]") {
  const std::vector<double> x{2, -1, 0.5, 3};
  for (double factor : {10.0, 0.1, 1000.0, -3.0}) {
    INFO("factor " << factor);
    const auto s = elab::scale_invariance(x, factor, 1, 0, 1e-12);
    CHECK(s.scaled[0] == 2 * factor);
    if (factor > 0) {
      CHECK(s.layernorm_max_change < 1e-9);
      CHECK(s.rmsnorm_max_change < 1e-9);
    } else {
      // A negative factor flips the sign of every output: invariant to |factor| only.
      CHECK(s.rmsnorm_max_change == Approx(2 * 3 / std::sqrt(3.5625)).epsilon(1e-9));
    }
  }
  // Scaled down until |x| is near sqrt(eps), eps dominates and the outputs shrink.
  const auto tiny = elab::scale_invariance(x, 1e-4, 1, 0, 1e-5);
  CHECK(tiny.rmsnorm_max_change > 0.1);
  CHECK(tiny.layernorm_max_change > 0.1);
  // Given norm_lesson(x) already made (as the page's one call does), the same changes.
  const auto at_x = elab::norm_lesson(x, 1, 0, 1e-5);
  const auto reused = elab::scale_invariance(x, 1e-4, 1, 0, 1e-5, &at_x);
  CHECK(reused.rmsnorm_max_change == tiny.rmsnorm_max_change);
  CHECK(reused.layernorm_max_change == tiny.layernorm_max_change);

  CHECK_THROWS_WITH(elab::scale_invariance(x, 0, 1, 0, 1e-5), Contains("other than 0"));
  CHECK_THROWS_WITH(elab::scale_invariance(x, NAN, 1, 0, 1e-5), Contains("got NaN"));
  CHECK_THROWS_WITH(elab::scale_invariance({1e300}, 1e10, 1, 0, 1e-5), Contains("overflows"));
}

TEST_CASE("norm_lesson rejects what it cannot show", "[lessons-attention][norms-lesson]") {
  CHECK_THROWS_WITH(elab::norm_lesson({}, 1, 0, 1e-5), Contains("empty"));
  CHECK_THROWS_WITH(elab::norm_lesson(std::vector<double>(33, 1.0), 1, 0, 1e-5),
                    Contains("at most 32 numbers here (got 33)"));
  CHECK_THROWS_WITH(elab::norm_lesson({1, INFINITY}, 1, 0, 1e-5),
                    Contains("value 2 is not a finite number"));
  CHECK_THROWS_WITH(elab::norm_lesson({1}, NAN, 0, 1e-5), Contains("gamma must be a finite"));
  CHECK_THROWS_WITH(elab::norm_lesson({1}, 1, INFINITY, 1e-5), Contains("beta must be a finite"));
  CHECK_THROWS_AS(elab::norm_lesson({1}, 1, 0, 0), elab::InvalidArgument);
  CHECK_THROWS_AS(elab::norm_lesson({1}, 1, 0, -1e-5), elab::InvalidArgument);
}

TEST_CASE("causal attention: rows sum to 1 and future weights are exactly 0",
          "[lessons-attention][attention-lesson]") {
  const auto ids = elab::byte_encode("The cat sat on the mat.");
  const auto r = elab::attention_lesson(ids, 16, 8, true, true, 42);
  const int n = static_cast<int>(ids.size());
  REQUIRE(r.weights.rows() == n);
  REQUIRE(r.weights.cols() == n);
  for (int i = 0; i < n; ++i) {
    double sum = 0;
    for (int j = 0; j < n; ++j) {
      if (j > i)
        CHECK(r.weights(i, j) == 0.0);
      else
        CHECK(r.weights(i, j) > 0.0);
      sum += r.weights(i, j);
    }
    CHECK(sum == Approx(1).epsilon(1e-14));
  }
  CHECK(r.weights(0, 0) == 1.0);  // the first token can only see itself
  // Each visible weight is the softmax of its score over the visible prefix.
  for (int i = 0; i < n; ++i) {
    double z = 0;
    for (int j = 0; j <= i; ++j) z += std::exp(r.scores(i, j));
    for (int j = 0; j <= i; ++j)
      CHECK(r.weights(i, j) == Approx(std::exp(r.scores(i, j)) / z).epsilon(1e-12));
  }
}

TEST_CASE("attention_lesson: scores, projections and output follow their definitions",
          "[lessons-attention][attention-lesson]") {
  const std::vector<int> ids{72, 105, 33, 72};  // "Hi!H": token 3 repeats token 0
  const auto r = elab::attention_lesson(ids, 6, 4, false, false, 7);
  CHECK(r.x.row(0) == r.x.row(3));  // no positions: same token, same vector
  const auto with_pe = elab::attention_lesson(ids, 6, 4, false, true, 7);
  CHECK(with_pe.x.row(0) != with_pe.x.row(3));  // positions tell them apart
  CHECK((with_pe.x.row(0) - r.x.row(0)).norm() == Approx(std::sqrt(3.0)));  // PE[0] = (0,1,0,1,0,1)
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j) {
      CHECK(r.scores(i, j) == Approx(r.q.row(i).dot(r.k.row(j)) / 2).epsilon(1e-12));
      CHECK(r.weights(i, j) > 0);  // bidirectional: every key is visible
    }
  for (int i = 0; i < 4; ++i) CHECK(r.weights.row(i).sum() == Approx(1).epsilon(1e-14));
  const elab::MatrixD out = r.weights * r.v;
  CHECK((out - r.out).cwiseAbs().maxCoeff() < 1e-12);
  // Queries 0 and 3 are the same vector without positions: identical weight rows.
  CHECK((r.weights.row(0) - r.weights.row(3)).cwiseAbs().maxCoeff() < 1e-15);
  // A seed replays exactly; another seed gives other projections.
  const auto again = elab::attention_lesson(ids, 6, 4, false, false, 7);
  CHECK(again.scores == r.scores);
  const auto other = elab::attention_lesson(ids, 6, 4, false, false, 8);
  CHECK(other.scores != r.scores);
}

TEST_CASE("attention_lesson rejects what it cannot show", "[lessons-attention][attention-lesson]") {
  CHECK_THROWS_WITH(elab::attention_lesson({}, 16, 8, true, true, 1), Contains("type some text"));
  CHECK_THROWS_WITH(elab::attention_lesson(std::vector<int>(129, 65), 16, 8, true, true, 1),
                    Contains("at most 128 tokens here (got 129)"));
  CHECK_THROWS_WITH(elab::attention_lesson({65, 256}, 16, 8, true, true, 1),
                    Contains("token 1 has id 256"));
  CHECK_THROWS_WITH(elab::attention_lesson({65}, 7, 8, true, true, 1), Contains("must be even"));
  CHECK_NOTHROW(elab::attention_lesson({65}, 7, 8, true, false, 1));
  CHECK_THROWS_WITH(elab::attention_lesson({65}, 65, 8, true, false, 1),
                    Contains("d_model must be between 2 and 64 (got 65)"));
  CHECK_THROWS_WITH(elab::attention_lesson({65}, 16, 0, true, false, 1),
                    Contains("d_k must be between 1 and 64 (got 0)"));
}

TEST_CASE("causal_mask is lower triangular ones", "[lessons-attention][attention-lesson]") {
  const auto m = elab::causal_mask(4);
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j) CHECK(m(i, j) == (j <= i ? 1.0 : 0.0));
  CHECK(m.sum() == 10);  // N(N+1)/2 visible pairs
  CHECK_THROWS_WITH(elab::causal_mask(0), Contains("at least one token"));
}

TEST_CASE("attention memory grows as N^2", "[lessons-attention][attention-lesson]") {
  const auto rows = elab::attention_memory(131072, 768, 4);
  REQUIRE(rows.size() == 18);  // 2^0 .. 2^17
  CHECK(rows.front().n == 1);
  CHECK(rows.back().n == 131072);
  CHECK(rows.back().matrix_bytes == 68719476736.0);  // 128k^2 * 4 B = 64 GiB
  CHECK(rows[10].matrix_bytes == 4194304.0);         // 1024^2 * 4 B = 4 MiB
  CHECK(rows[10].per_token_bytes == 1024.0 * 768 * 4);
  for (std::size_t i = 1; i < rows.size(); ++i)
    CHECK(rows[i].matrix_bytes == 4 * rows[i - 1].matrix_bytes);  // double N, 4x memory
  CHECK_THROWS_WITH(elab::attention_memory(1000, 768, 4), Contains("power of two"));
  CHECK_THROWS_WITH(elab::attention_memory(1 << 21, 768, 4), Contains("power of two"));
  CHECK_THROWS_WITH(elab::attention_memory(0, 768, 4), Contains("power of two"));
  CHECK_THROWS_WITH(elab::attention_memory(16, 0, 4), Contains("d_model must be at least 1"));
  CHECK_THROWS_WITH(elab::attention_memory(16, 8, 0), Contains("bytes per value"));
}

TEST_CASE("next_token_window builds x = data[i:i+T], y = data[i+1:i+T+1]",
          "[lessons-attention][decoder-lesson]") {
  const std::vector<int> data{10, 11, 12, 13, 14, 15};
  const auto w = elab::next_token_window(data, 1, 4);
  CHECK(w.inputs == std::vector<int>{11, 12, 13, 14});
  CHECK(w.targets == std::vector<int>{12, 13, 14, 15});
  CHECK(w.answer_position == std::vector<int>{1, 2, 3, -1});
  for (int t = 0; t + 1 < 4; ++t) CHECK(w.inputs[w.answer_position[t]] == w.targets[t]);
  CHECK_NOTHROW(elab::next_token_window(data, 0, 5));  // uses every token
  CHECK_THROWS_WITH(elab::next_token_window(data, 1, 5),
                    Contains("needs 7 tokens (its targets reach one further), but the text has 6"));
  CHECK_THROWS_WITH(elab::next_token_window(data, 0, 0), Contains("at least 1 (got 0)"));
  CHECK_THROWS_WITH(elab::next_token_window(data, -1, 2), Contains("start index"));
  CHECK_THROWS_WITH(elab::next_token_window({1}, 0, 1), Contains("the text has 1"));
}

TEST_CASE("attention_lesson_on_text: the text's bytes, cut to the lesson's limit",
          "[lessons-attention][attention-lesson]") {
  const auto short_text = elab::attention_lesson_on_text("caf\xC3\xA9", 16, 8, true, true, 42);
  CHECK(short_text.total_tokens == 5);  // "é" is two bytes
  CHECK(short_text.lesson.ids == elab::byte_encode("caf\xC3\xA9"));
  const auto same = elab::attention_lesson(elab::byte_encode("caf\xC3\xA9"), 16, 8, true, true, 42);
  CHECK(short_text.lesson.weights == same.weights);

  const std::string long_text(300, 'x');
  const auto cut = elab::attention_lesson_on_text(long_text, 16, 8, true, false, 1);
  CHECK(cut.total_tokens == 300);
  CHECK(cut.lesson.ids.size() == static_cast<std::size_t>(elab::kAttentionLessonMaxTokens));
  CHECK(cut.lesson.weights.rows() == elab::kAttentionLessonMaxTokens);
  CHECK_THROWS_WITH(elab::attention_lesson_on_text("", 16, 8, true, true, 1),
                    Contains("type some text"));
}

TEST_CASE("next_token_window_on_text: the window on the text's bytes",
          "[lessons-attention][decoder-lesson]") {
  const auto t = elab::next_token_window_on_text("The cat", 1, 4);
  CHECK(t.total_tokens == 7);
  CHECK(t.window.inputs == std::vector<int>{'h', 'e', ' ', 'c'});
  CHECK(t.window.targets == std::vector<int>{'e', ' ', 'c', 'a'});
  CHECK_THROWS_WITH(elab::next_token_window_on_text("The cat", 0, 7),
                    Contains("needs 8 tokens") && Contains("the text has 7"));
}
