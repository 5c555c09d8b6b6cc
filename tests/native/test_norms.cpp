// LayerNorm and RMSNorm: PyTorch fixtures, finite-difference gradients, scale invariance, the
// tiny-vector eps lesson, and every rejected input.
#include <cmath>
#include <limits>
#include <vector>

#include "core/errors.hpp"
#include "core/kernels/norms.hpp"
#include "fixtures.hpp"
#include "gradcheck.hpp"
#include "naive_kernels.hpp"

using Catch::Matchers::Contains;
using elab::test::cast_vector;
using elab::test::random_vector;

TEMPLATE_TEST_CASE("layernorm_forward matches every PyTorch fixture", "[norms][fixture]", float,
                   double) {
  for (const auto& c : elab::test::cases_of("layer_norm")) {
    const auto x = elab::test::tensor(c.at("inputs").at("x"));
    const auto gamma = cast_vector<TestType>(elab::test::tensor(c.at("inputs").at("gamma")).data);
    const auto beta = cast_vector<TestType>(elab::test::tensor(c.at("inputs").at("beta")).data);
    const auto want = elab::test::tensor(c.at("expected").at("y"));
    const int N = x.shape[0], C = x.shape[1];
    const auto xin = cast_vector<TestType>(x.data);
    std::vector<TestType> y(x.data.size()), mean(N), rstd(N);
    elab::layernorm_forward(y.data(), mean.data(), rstd.data(), xin.data(), gamma.data(),
                            beta.data(), N, C, c.at("params").at("eps").get<double>());
    elab::test::require_close(y, want.data, elab::test::tolerance(c), c.at("name"));
  }
}

TEMPLATE_TEST_CASE("rmsnorm_forward matches every PyTorch fixture", "[norms][fixture]", float,
                   double) {
  for (const auto& c : elab::test::cases_of("rms_norm")) {
    const auto x = elab::test::tensor(c.at("inputs").at("x"));
    const auto gamma = cast_vector<TestType>(elab::test::tensor(c.at("inputs").at("gamma")).data);
    const auto want = elab::test::tensor(c.at("expected").at("y"));
    const int N = x.shape[0], C = x.shape[1];
    const auto xin = cast_vector<TestType>(x.data);
    std::vector<TestType> y(x.data.size()), rstd(N);
    elab::rmsnorm_forward(y.data(), rstd.data(), xin.data(), gamma.data(), N, C,
                          c.at("params").at("eps").get<double>());
    elab::test::require_close(y, want.data, elab::test::tolerance(c), c.at("name"));
  }
}

namespace {

constexpr int kRows = 3, kCols = 7;

// LayerNorm forward in double, reduced to L = sum(y * r) for gradient checks.
double layernorm_loss(const std::vector<double>& x, const std::vector<double>& g,
                      const std::vector<double>& b, const std::vector<double>& r, double eps) {
  std::vector<double> y(x.size()), mean(kRows), rstd(kRows);
  elab::layernorm_forward(y.data(), mean.data(), rstd.data(), x.data(), g.data(), b.data(), kRows,
                          kCols, eps);
  return elab::test::weighted_sum(y, r);
}

double rmsnorm_loss(const std::vector<double>& x, const std::vector<double>& g,
                    const std::vector<double>& r, double eps) {
  std::vector<double> y(x.size()), rstd(kRows);
  elab::rmsnorm_forward(y.data(), rstd.data(), x.data(), g.data(), kRows, kCols, eps);
  return elab::test::weighted_sum(y, r);
}

}  // namespace

TEST_CASE("layernorm_backward matches finite differences and accumulates", "[norms][grad]") {
  const auto x = random_vector(kRows * kCols, 1, 2.0);
  auto g = random_vector(kCols, 2);
  for (auto& e : g) e += 1;
  const auto b = random_vector(kCols, 3);
  const auto r = random_vector(kRows * kCols, 4);
  const double eps = 1e-5;

  std::vector<double> y(x.size()), mean(kRows), rstd(kRows);
  elab::layernorm_forward(y.data(), mean.data(), rstd.data(), x.data(), g.data(), b.data(), kRows,
                          kCols, eps);
  // Gradients start at 0.25, not 0: backward must add, not overwrite.
  std::vector<double> dx(x.size(), 0.25), dg(kCols, 0.25), db(kCols, 0.25);
  elab::layernorm_backward(dx.data(), dg.data(), db.data(), r.data(), x.data(), g.data(),
                           mean.data(), rstd.data(), kRows, kCols);

  elab::test::require_gradient([&](const auto& v) { return layernorm_loss(v, g, b, r, eps); }, x,
                               elab::test::minus(dx, 0.25), "layernorm input");
  elab::test::require_gradient([&](const auto& v) { return layernorm_loss(x, v, b, r, eps); }, g,
                               elab::test::minus(dg, 0.25), "layernorm gamma");
  elab::test::require_gradient([&](const auto& v) { return layernorm_loss(x, g, v, r, eps); }, b,
                               elab::test::minus(db, 0.25), "layernorm beta");
}

TEST_CASE("rmsnorm_backward matches finite differences and accumulates", "[norms][grad]") {
  const auto x = random_vector(kRows * kCols, 5, 2.0);
  auto g = random_vector(kCols, 6);
  for (auto& e : g) e += 1;
  const auto r = random_vector(kRows * kCols, 7);
  const double eps = 1e-6;

  std::vector<double> y(x.size()), rstd(kRows);
  elab::rmsnorm_forward(y.data(), rstd.data(), x.data(), g.data(), kRows, kCols, eps);
  std::vector<double> dx(x.size(), -0.5), dg(kCols, -0.5);
  elab::rmsnorm_backward(dx.data(), dg.data(), r.data(), x.data(), g.data(), rstd.data(), kRows,
                         kCols);

  elab::test::require_gradient([&](const auto& v) { return rmsnorm_loss(v, g, r, eps); }, x,
                               elab::test::minus(dx, -0.5), "rmsnorm input");
  elab::test::require_gradient([&](const auto& v) { return rmsnorm_loss(x, v, r, eps); }, g,
                               elab::test::minus(dg, -0.5), "rmsnorm gamma");
}

TEMPLATE_TEST_CASE("norms equal the naive double versions on odd sizes", "[norms]", float, double) {
  const int N = 5, C = 13;
  const auto x = random_vector(N * C, 8, 3.0);
  const auto g = random_vector(C, 9);
  const auto b = random_vector(C, 10);
  const auto xt = cast_vector<TestType>(x), gt = cast_vector<TestType>(g),
             bt = cast_vector<TestType>(b);
  const double tol = std::is_same<TestType, float>::value ? 1e-5 : 1e-13;
  std::vector<TestType> y(x.size()), mean(N), rstd(N);

  elab::layernorm_forward(y.data(), mean.data(), rstd.data(), xt.data(), gt.data(), bt.data(), N, C,
                          1e-5);
  elab::test::require_close(y, elab::naive::layer_norm(x, g, b, N, C, 1e-5), {tol, tol},
                            "layernorm vs naive");
  elab::rmsnorm_forward(y.data(), rstd.data(), xt.data(), gt.data(), N, C, 1e-6);
  elab::test::require_close(y, elab::naive::rms_norm(x, g, N, C, 1e-6), {tol, tol},
                            "rmsnorm vs naive");
}

TEST_CASE("norms are scale invariant: Norm(a x) = Norm(x) for a > 0", "[norms][property]") {
  const int N = 4, C = 10;
  const auto x = random_vector(N * C, 11);
  const auto g = random_vector(C, 12);
  const auto b = random_vector(C, 13);
  // eps 1e-14 against a row variance ~1 (times a^2 >= 0.01): eps shifts the result by < 1e-10.
  const double eps = 1e-14;
  std::vector<double> y(x.size()), ya(x.size()), mean(N), rstd(N);
  elab::layernorm_forward(y.data(), mean.data(), rstd.data(), x.data(), g.data(), b.data(), N, C,
                          eps);
  std::vector<double> z(x.size()), za(x.size());
  elab::rmsnorm_forward(z.data(), rstd.data(), x.data(), g.data(), N, C, eps);
  for (double a : {0.1, 0.5, 3.0, 1000.0, 1e6}) {
    INFO("a = " << a);
    std::vector<double> xa(x);
    for (auto& e : xa) e *= a;
    elab::layernorm_forward(ya.data(), mean.data(), rstd.data(), xa.data(), g.data(), b.data(), N,
                            C, eps);
    elab::rmsnorm_forward(za.data(), rstd.data(), xa.data(), g.data(), N, C, eps);
    for (int i = 0; i < N * C; ++i) {
      CHECK(ya[i] == Approx(y[i]).margin(1e-10));
      CHECK(za[i] == Approx(z[i]).margin(1e-10));
    }
  }
  SECTION("but not for a < 0: LayerNorm and RMSNorm flip sign with x") {
    std::vector<double> xa(x);
    for (auto& e : xa) e *= -2;
    elab::rmsnorm_forward(za.data(), rstd.data(), xa.data(), g.data(), N, C, eps);
    for (int i = 0; i < N * C; ++i) CHECK(za[i] == Approx(-z[i]).margin(1e-10));
  }
}

TEMPLATE_TEST_CASE("RMSNorm of a tiny vector: eps dominates when it is larger than mean(x^2)",
                   "[norms][property]", float, double) {
  const std::vector<double> x = {1e-6, 0.0, 2e-6};
  const auto xt = cast_vector<TestType>(x);
  const std::vector<TestType> ones(3, TestType(1)), zeros(3, TestType(0));
  const double mean_sq = (1e-12 + 4e-12) / 3;  // 1.667e-12
  for (double eps : {1e-5, 1e-12}) {
    INFO("eps = " << eps);
    std::vector<TestType> y(3), rstd(1);
    elab::rmsnorm_forward(y.data(), rstd.data(), xt.data(), ones.data(), 1, 3, eps);
    const double r = 1 / std::sqrt(mean_sq + eps);
    const double tol = std::is_same<TestType, float>::value ? 1e-6 : 1e-14;
    for (int i = 0; i < 3; ++i) CHECK(y[i] == Approx(x[i] * r).epsilon(tol).margin(1e-300));
    CHECK(rstd[0] == Approx(r).epsilon(tol));
  }
  std::vector<TestType> big(3), small(3), rstd(1);
  elab::rmsnorm_forward(big.data(), rstd.data(), xt.data(), ones.data(), 1, 3, 1e-5);
  elab::rmsnorm_forward(small.data(), rstd.data(), xt.data(), ones.data(), 1, 3, 1e-12);
  // eps 1e-5: the row is divided by ~sqrt(eps) and stays tiny (3.2e-4, 0, 6.3e-4);
  // eps 1e-12: mean(x^2) wins and the row is normalized to O(1) (0.61, 0, 1.22).
  CHECK(big[2] == Approx(2e-6 / std::sqrt(1e-5)).epsilon(1e-5));
  CHECK(big[2] < 1e-3);
  CHECK(small[2] == Approx(2e-6 / std::sqrt(mean_sq + 1e-12)).epsilon(1e-5));
  CHECK(small[2] > 1.2);

  SECTION("LayerNorm likewise") {
    std::vector<TestType> y(3), mean(1);
    elab::layernorm_forward(y.data(), mean.data(), rstd.data(), xt.data(), ones.data(),
                            zeros.data(), 1, 3, 1e-12);
    const double var = 2e-12 / 3;  // deviations (0, -1e-6, 1e-6)
    CHECK(y[0] == Approx(0).margin(1e-6));
    CHECK(y[2] == Approx(1e-6 / std::sqrt(var + 1e-12)).epsilon(1e-5));
    CHECK(y[1] == Approx(-1e-6 / std::sqrt(var + 1e-12)).epsilon(1e-5));
  }
}

TEST_CASE("LayerNorm of a constant row is beta (eps keeps it finite)", "[norms][property]") {
  const std::vector<double> x(6, 4.5), g = random_vector(6, 14), b = random_vector(6, 15);
  std::vector<double> y(6), mean(1), rstd(1);
  elab::layernorm_forward(y.data(), mean.data(), rstd.data(), x.data(), g.data(), b.data(), 1, 6,
                          1e-5);
  for (int i = 0; i < 6; ++i) CHECK(y[i] == b[i]);
  CHECK(mean[0] == 4.5);
  CHECK(rstd[0] == Approx(1 / std::sqrt(1e-5)));
}

TEST_CASE("norms reject bad eps and sizes with a message a learner can act on", "[norms][errors]") {
  const std::vector<float> x(6, 1.0f), g(3, 1.0f), b(3, 0.0f);
  std::vector<float> y(6), mean(2), rstd(2);
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double inf = std::numeric_limits<double>::infinity();
  auto ln = [&](int N, int C, double eps) {
    elab::layernorm_forward(y.data(), mean.data(), rstd.data(), x.data(), g.data(), b.data(), N, C,
                            eps);
  };
  auto rms = [&](int N, int C, double eps) {
    elab::rmsnorm_forward(y.data(), rstd.data(), x.data(), g.data(), N, C, eps);
  };
  CHECK_THROWS_WITH(ln(2, 3, 0.0),
                    Contains("eps must be a finite number greater than 0") && Contains("(got 0)"));
  CHECK_THROWS_WITH(ln(2, 3, -1e-5), Contains("(got -1.0000000000000001e-05)"));
  CHECK_THROWS_WITH(ln(2, 3, nan), Contains("eps must be") && Contains("(got NaN)"));
  CHECK_THROWS_WITH(ln(2, 3, inf), Contains("(got Infinity)"));
  CHECK_THROWS_WITH(rms(2, 3, 0.0), Contains("eps must be a finite number greater than 0"));
  CHECK_THROWS_WITH(rms(2, 3, nan), Contains("(got NaN)"));
  CHECK_THROWS_WITH(rms(2, 3, -inf), Contains("(got -Infinity)"));
  CHECK_THROWS_WITH(ln(0, 3, 1e-5), Contains("N must be at least 1 (got 0)"));
  CHECK_THROWS_WITH(rms(2, 0, 1e-5), Contains("C must be at least 1 (got 0)"));
  CHECK_THROWS_WITH(elab::check_norm_eps(-0.0), Contains("greater than 0"));
  CHECK_THROWS_AS(elab::layernorm_backward(y.data(), y.data(), y.data(), x.data(), x.data(),
                                           g.data(), mean.data(), rstd.data(), -1, 3),
                  elab::InvalidArgument);
  CHECK_NOTHROW(ln(2, 3, 1e-300));
}
