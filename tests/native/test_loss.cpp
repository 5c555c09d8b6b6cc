// Softmax cross-entropy: the PyTorch fixture (loss and gradient), finite differences, numerical
// stability and rejected targets.
#include <cmath>
#include <limits>
#include <vector>

#include "core/errors.hpp"
#include "core/kernels/loss.hpp"
#include "fixtures.hpp"
#include "gradcheck.hpp"
#include "naive_kernels.hpp"

using Catch::Matchers::Contains;
using elab::test::cast_vector;
using elab::test::random_vector;

TEMPLATE_TEST_CASE("cross_entropy matches every PyTorch fixture", "[loss][fixture]", float,
                   double) {
  for (const auto& c : elab::test::cases_of("cross_entropy")) {
    const auto logits = elab::test::tensor(c.at("inputs").at("logits"));
    const auto targets_d = elab::test::tensor(c.at("inputs").at("targets")).data;
    const std::vector<int> targets(targets_d.begin(), targets_d.end());
    const auto want_loss = elab::test::tensor(c.at("expected").at("loss"));
    const auto want_grad = elab::test::tensor(c.at("expected").at("dlogits"));
    const int N = logits.shape[0], V = logits.shape[1];
    const auto z = cast_vector<TestType>(logits.data);
    std::vector<TestType> probs(z.size()), dz(z.size(), TestType(0));
    const double loss = elab::cross_entropy_forward(probs.data(), z.data(), targets.data(), N, V);
    elab::cross_entropy_backward(dz.data(), probs.data(), targets.data(), N, V);
    const auto tol = elab::test::tolerance(c);
    elab::test::require_close(std::vector<double>{loss}, want_loss.data, tol,
                              c.at("name").get<std::string>() + " loss");
    elab::test::require_close(dz, want_grad.data, tol,
                              c.at("name").get<std::string>() + " dlogits");
  }
}

TEST_CASE("cross_entropy_backward matches finite differences, scales by dloss, accumulates",
          "[loss][grad]") {
  const int N = 4, V = 6;
  const auto z = random_vector(N * V, 401, 2.0);
  const std::vector<int> targets = {0, 5, 2, 2};
  std::vector<double> probs(z.size());
  elab::cross_entropy_forward(probs.data(), z.data(), targets.data(), N, V);
  const double dloss = 0.7;
  std::vector<double> dz(z.size(), 3.0);
  elab::cross_entropy_backward(dz.data(), probs.data(), targets.data(), N, V, dloss);
  for (auto& e : dz) e -= 3.0;
  elab::test::require_gradient(
      [&](const std::vector<double>& v) {
        std::vector<double> p(v.size());
        return dloss * elab::cross_entropy_forward(p.data(), v.data(), targets.data(), N, V);
      },
      z, dz, "cross-entropy logits");
}

TEMPLATE_TEST_CASE("cross_entropy properties", "[loss][property]", float, double) {
  SECTION("softmax rows sum to 1 and the loss equals the naive version") {
    const int N = 5, V = 11;
    const auto z = random_vector(N * V, 402, 3.0);
    const std::vector<int> targets = {10, 0, 3, 3, 7};
    const auto zt = cast_vector<TestType>(z);
    std::vector<TestType> p(z.size());
    const double loss = elab::cross_entropy_forward(p.data(), zt.data(), targets.data(), N, V);
    CHECK(loss == Approx(elab::naive::cross_entropy(z, targets, N, V)).epsilon(1e-6));
    for (int n = 0; n < N; ++n) {
      double sum = 0;
      for (int v = 0; v < V; ++v) sum += p[n * V + v];
      CHECK(sum == Approx(1.0).epsilon(1e-6));
    }
  }
  SECTION("equal logits give log V") {
    const std::vector<TestType> z(3 * 8, TestType(4.25));
    const std::vector<int> targets = {1, 7, 0};
    std::vector<TestType> p(z.size());
    CHECK(elab::cross_entropy_forward(p.data(), z.data(), targets.data(), 3, 8) ==
          Approx(std::log(8.0)).epsilon(1e-6));
  }
  SECTION("huge logits stay finite: the loss is formed from max-shifted logits") {
    // exp(1000) overflows even in double; the target's probability underflows in float.
    const std::vector<TestType> z = {TestType(1000), TestType(-1000), TestType(990)};
    std::vector<TestType> p(3);
    const int wrong = 1, right = 0;
    CHECK(elab::cross_entropy_forward(p.data(), z.data(), &right, 1, 3) ==
          Approx(std::log1p(std::exp(-10.0))).epsilon(1e-6));
    CHECK(elab::cross_entropy_forward(p.data(), z.data(), &wrong, 1, 3) ==
          Approx(2000 + std::log1p(std::exp(-10.0))).epsilon(1e-9));
    CHECK(p[1] == 0);
  }
  SECTION("gradient rows sum to 0 (probabilities minus a one-hot)") {
    const int N = 3, V = 5;
    const auto zt = cast_vector<TestType>(random_vector(N * V, 403));
    const std::vector<int> targets = {4, 1, 0};
    std::vector<TestType> p(zt.size()), dz(zt.size(), TestType(0));
    elab::cross_entropy_forward(p.data(), zt.data(), targets.data(), N, V);
    elab::cross_entropy_backward(dz.data(), p.data(), targets.data(), N, V);
    for (int n = 0; n < N; ++n) {
      double sum = 0;
      for (int v = 0; v < V; ++v) sum += dz[n * V + v];
      CHECK(sum == Approx(0).margin(1e-7));
      CHECK(dz[n * V + targets[n]] < 0);
    }
  }
}

TEST_CASE("cross_entropy rejects targets outside the vocabulary", "[loss][errors]") {
  const std::vector<float> z(2 * 4, 0.0f);
  std::vector<float> p(z.size(), -1.0f), dz(z.size(), 0.0f);
  const std::vector<int> high = {1, 4}, low = {-1, 0};
  CHECK_THROWS_WITH(elab::cross_entropy_forward(p.data(), z.data(), high.data(), 2, 4),
                    Contains("target 4 at row 1 is outside the vocabulary") && Contains("[0, 3]"));
  CHECK(p[0] == -1.0f);  // nothing written before the check
  CHECK_THROWS_WITH(elab::cross_entropy_forward(p.data(), z.data(), low.data(), 2, 4),
                    Contains("target -1 at row 0"));
  CHECK_THROWS_WITH(elab::cross_entropy_backward(dz.data(), p.data(), high.data(), 2, 4),
                    Contains("target 4 at row 1"));
  CHECK_THROWS_WITH(elab::cross_entropy_forward(p.data(), z.data(), low.data(), 0, 4),
                    Contains("N must be at least 1 (got 0)"));
  CHECK_THROWS_WITH(elab::cross_entropy_forward(p.data(), z.data(), low.data(), 2, 0),
                    Contains("V must be at least 1 (got 0)"));
}
