// Linear layer and GELU: the blocked kernels against the naive double versions on awkward sizes,
// finite-difference gradients, and rejected inputs.
#include <cmath>
#include <tuple>
#include <type_traits>
#include <vector>

#include "core/errors.hpp"
#include "core/kernels/linear.hpp"
#include "fixtures.hpp"
#include "gradcheck.hpp"
#include "matmul_paths.hpp"
#include "naive_kernels.hpp"

using Catch::Matchers::Contains;
using elab::test::cast_vector;
using elab::test::random_vector;

namespace {

// (N, IC, OC): odd sizes hit every tail of the 4x4 register blocks and the 4-lane dot products.
const std::vector<std::tuple<int, int, int>> kSizes = {{7, 13, 5},   {1, 1, 1},   {4, 4, 4},
                                                       {8, 16, 12},  {3, 2, 9},   {5, 1, 7},
                                                       {33, 67, 29}, {2, 64, 256}};

template <typename T>
double tolerance() {
  return std::is_same<T, float>::value ? 2e-5 : 1e-12;
}

}  // namespace

TEMPLATE_TEST_CASE("linear_forward equals the naive double version on odd sizes", "[linear]", float,
                   double) {
  for (const elab::MatmulPath path : elab::test::matmul_paths()) {
    const elab::test::MatmulPathScope scope(path);
    INFO(elab::test::path_name(path));
    unsigned seed = 100;
    for (const auto& [N, IC, OC] : kSizes) {
      INFO("N = " << N << ", IC = " << IC << ", OC = " << OC);
      const auto x = random_vector(N * IC, ++seed);
      const auto W = random_vector(OC * IC, ++seed);
      const auto b = random_vector(OC, ++seed);
      const auto xt = cast_vector<TestType>(x), Wt = cast_vector<TestType>(W),
                 bt = cast_vector<TestType>(b);
      // Tolerance scales with sqrt(IC): a float dot product of IC unit terms rounds ~ sqrt(IC) ulp.
      const double tol = tolerance<TestType>() * std::sqrt(static_cast<double>(IC));
      std::vector<TestType> y(static_cast<std::size_t>(N) * OC, TestType(123));
      elab::linear_forward(y.data(), xt.data(), Wt.data(), bt.data(), N, IC, OC);
      elab::test::require_close(y, elab::naive::linear(x, W, b, N, IC, OC), {tol, tol},
                                "with bias");
      elab::linear_forward(y.data(), xt.data(), Wt.data(), nullptr, N, IC, OC);
      elab::test::require_close(y, elab::naive::linear(x, W, {}, N, IC, OC), {tol, tol},
                                "without bias");
    }
  }
}

TEMPLATE_TEST_CASE("linear_backward equals the naive transposed products on odd sizes", "[linear]",
                   float, double) {
  for (const elab::MatmulPath path : elab::test::matmul_paths()) {
    const elab::test::MatmulPathScope scope(path);
    INFO(elab::test::path_name(path));
    unsigned seed = 200;
    for (const auto& [N, IC, OC] : kSizes) {
      INFO("N = " << N << ", IC = " << IC << ", OC = " << OC);
      const auto x = random_vector(N * IC, ++seed);
      const auto W = random_vector(OC * IC, ++seed);
      const auto dy = random_vector(N * OC, ++seed);
      std::vector<double> dx(N * IC, 0.0), dW(OC * IC, 0.0), db(OC, 0.0);
      for (int n = 0; n < N; ++n)
        for (int o = 0; o < OC; ++o) {
          db[o] += dy[n * OC + o];
          for (int i = 0; i < IC; ++i) {
            dx[n * IC + i] += dy[n * OC + o] * W[o * IC + i];
            dW[o * IC + i] += dy[n * OC + o] * x[n * IC + i];
          }
        }
      const auto xt = cast_vector<TestType>(x), Wt = cast_vector<TestType>(W),
                 dyt = cast_vector<TestType>(dy);
      std::vector<TestType> gx(dx.size(), 0), gW(dW.size(), 0), gb(db.size(), 0);
      elab::linear_backward(gx.data(), gW.data(), gb.data(), dyt.data(), xt.data(), Wt.data(), N,
                            IC, OC);
      const double tol = tolerance<TestType>() * std::sqrt(static_cast<double>(N + OC));
      elab::test::require_close(gx, dx, {tol, tol}, "dinp");
      elab::test::require_close(gW, dW, {tol, tol}, "dweight");
      elab::test::require_close(gb, db, {tol, tol}, "dbias");

      // Optional gradients may be skipped; dweight is unchanged by skipping them.
      std::vector<TestType> gW2(dW.size(), 0);
      elab::linear_backward(nullptr, gW2.data(), nullptr, dyt.data(), xt.data(), Wt.data(), N, IC,
                            OC);
      CHECK(gW2 == gW);
    }
  }
}

namespace {

double linear_loss(const std::vector<double>& x, const std::vector<double>& W,
                   const std::vector<double>& b, const std::vector<double>& r, int N, int IC,
                   int OC) {
  std::vector<double> y(static_cast<std::size_t>(N) * OC);
  elab::linear_forward(y.data(), x.data(), W.data(), b.data(), N, IC, OC);
  return elab::test::weighted_sum(y, r);
}

}  // namespace

TEST_CASE("linear_backward matches finite differences, bias included, and accumulates",
          "[linear][grad]") {
  const int N = 6, IC = 5, OC = 7;
  const auto x = random_vector(N * IC, 301);
  const auto W = random_vector(OC * IC, 302);
  const auto b = random_vector(OC, 303);
  const auto r = random_vector(N * OC, 304);
  std::vector<double> dx(N * IC, 1.0), dW(OC * IC, 1.0), db(OC, 1.0);
  elab::linear_backward(dx.data(), dW.data(), db.data(), r.data(), x.data(), W.data(), N, IC, OC);
  elab::test::require_gradient([&](const auto& v) { return linear_loss(v, W, b, r, N, IC, OC); }, x,
                               elab::test::minus(dx, 1.0), "linear input");
  elab::test::require_gradient([&](const auto& v) { return linear_loss(x, v, b, r, N, IC, OC); }, W,
                               elab::test::minus(dW, 1.0), "linear weight");
  elab::test::require_gradient([&](const auto& v) { return linear_loss(x, W, v, r, N, IC, OC); }, b,
                               elab::test::minus(db, 1.0), "linear bias");
}

TEMPLATE_TEST_CASE("linear_backward and gelu_backward write their input gradient when told to",
                   "[linear][gelu][grad]", float, double) {
  // Write mode (TinyGPT's scratch buffers) must equal accumulate mode into zeros, whatever the
  // buffer held before; sizes cross the WASM GEMM's 64-wide K tiles so later tiles still add.
  const int N = 9, IC = 70, OC = 131;
  const auto x = random_vector(N * IC, 311), W = random_vector(OC * IC, 312);
  const auto r = random_vector(N * OC, 313);
  const std::vector<TestType> xt(x.begin(), x.end()), Wt(W.begin(), W.end()),
      rt(r.begin(), r.end());
  std::vector<TestType> added(N * IC, 0), written(N * IC, TestType(123)), dW(OC * IC, 0);
  elab::linear_backward(added.data(), dW.data(), nullptr, rt.data(), xt.data(), Wt.data(), N, IC,
                        OC);
  elab::linear_backward(written.data(), dW.data(), nullptr, rt.data(), xt.data(), Wt.data(), N, IC,
                        OC, false);
  CHECK(written == added);

  std::vector<TestType> g_added(N * IC, 0), g_written(N * IC, TestType(-7));
  elab::gelu_backward(g_added.data(), xt.data(), rt.data(), N * IC);
  elab::gelu_backward(g_written.data(), xt.data(), rt.data(), N * IC, false);
  CHECK(g_written == g_added);
}

TEST_CASE("the gradient check catches a wrong gradient", "[linear][grad]") {
  // f(x) = sum x^3; the right gradient is 3x^2. A factor-2 slip or a dropped element must fail.
  const auto x = random_vector(5, 305);
  auto f = [](const std::vector<double>& v) {
    double s = 0;
    for (double e : v) s += e * e * e;
    return s;
  };
  std::vector<double> right(5), wrong(5);
  for (int i = 0; i < 5; ++i) right[i] = 3 * x[i] * x[i];
  const auto numeric = elab::test::numerical_gradient(f, x);
  CHECK(elab::test::gradient_error(right, numeric) < 1e-8);
  for (int i = 0; i < 5; ++i) wrong[i] = 2 * x[i] * x[i];
  CHECK(elab::test::gradient_error(wrong, numeric) > 0.1);
  wrong = right;
  wrong[3] = 0;
  CHECK(elab::test::gradient_error(wrong, numeric) > 0.1);
}

TEST_CASE("gelu_backward matches finite differences and accumulates", "[linear][gelu][grad]") {
  // Include 0 and values far in both tails, where the gradient is ~0 and ~1.
  auto x = random_vector(12, 306, 2.0);
  x.push_back(0.0);
  x.push_back(-7.5);
  x.push_back(9.0);
  const int n = static_cast<int>(x.size());
  const auto r = random_vector(x.size(), 307);
  std::vector<double> dx(x.size(), 2.0);
  elab::gelu_backward(dx.data(), x.data(), r.data(), n);
  auto loss = [&](const std::vector<double>& v) {
    std::vector<double> y(v.size());
    elab::gelu_forward(y.data(), v.data(), n);
    return elab::test::weighted_sum(y, r);
  };
  elab::test::require_gradient(loss, x, elab::test::minus(dx, 2.0), "gelu input");
}

TEMPLATE_TEST_CASE("gelu_forward is exact-erf GELU", "[linear][gelu]", float, double) {
  const std::vector<double> x = {-6.0, -2.0, -1.0, -0.25, 0.0, 0.3, 1.0, 2.5, 8.0};
  const auto xt = cast_vector<TestType>(x);
  std::vector<TestType> y(x.size());
  elab::gelu_forward(y.data(), xt.data(), static_cast<int>(x.size()));
  for (std::size_t i = 0; i < x.size(); ++i) {
    INFO("x = " << x[i]);
    CHECK(y[i] == Approx(elab::naive::gelu(x[i])).epsilon(1e-6).margin(1e-7));
  }
  // Closed forms: GELU(0) = 0, GELU(1) = Phi(1) = 0.8413447460685429, GELU(x) - GELU(-x) = x.
  CHECK(y[4] == 0);
  CHECK(y[6] == Approx(0.8413447460685429).epsilon(1e-6));
  CHECK(y[5] - elab::naive::gelu(-0.3) == Approx(0.3).epsilon(1e-6));
  // Not the tanh approximation: at x = 1 it gives 0.8411920, off by 1.5e-4.
  CHECK(std::fabs(static_cast<double>(y[6]) - 0.8411919906082768) > 1e-4);
}

TEST_CASE("linear rejects bad sizes with a message a learner can act on", "[linear][errors]") {
  std::vector<float> a(16, 1.0f), b(16, 1.0f), c(16);
  CHECK_THROWS_WITH(elab::linear_forward(c.data(), a.data(), b.data(), nullptr, 0, 2, 2),
                    Contains("N must be at least 1 (got 0)"));
  CHECK_THROWS_WITH(elab::linear_forward(c.data(), a.data(), b.data(), nullptr, 2, -1, 2),
                    Contains("IC must be at least 1 (got -1)"));
  CHECK_THROWS_WITH(elab::linear_forward(c.data(), a.data(), b.data(), nullptr, 2, 2, 0),
                    Contains("OC must be at least 1 (got 0)"));
  CHECK_THROWS_WITH(
      elab::linear_backward(c.data(), c.data(), c.data(), a.data(), a.data(), b.data(), 2, 0, 2),
      Contains("IC must be at least 1 (got 0)"));
  CHECK_THROWS_WITH(elab::gelu_forward(c.data(), a.data(), -3),
                    Contains("must not be negative (got -3)"));
  CHECK_THROWS_WITH(elab::gelu_backward(c.data(), a.data(), a.data(), -1),
                    Contains("must not be negative (got -1)"));
  CHECK_NOTHROW(elab::gelu_forward(c.data(), a.data(), 0));
}
