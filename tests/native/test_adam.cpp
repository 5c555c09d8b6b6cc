// Adam: the PyTorch fixture, closed forms for weight decay and clipping, a naive double reference
// over many steps, state save/restore, and every rejected setting.
#include <cmath>
#include <limits>
#include <vector>

#include "core/errors.hpp"
#include "core/model/adam.hpp"
#include "fixtures.hpp"

using Catch::Matchers::Contains;
using elab::Adam;
using elab::AdamConfig;
using elab::InvalidArgument;

namespace {

// Naive double transcription of torch.optim.Adam's single-tensor update plus
// clip_grad_norm_, kept apart from the optimized code as an oracle.
struct NaiveAdam {
  AdamConfig c;
  std::vector<double> m, v;
  int t = 0;
  void step(std::vector<double>& p, std::vector<double> g) {
    double norm = 0;
    for (double x : g) norm += x * x;
    norm = std::sqrt(norm);
    if (c.clip_norm > 0) {
      const double coef = std::min(1.0, c.clip_norm / (norm + 1e-6));
      for (double& x : g) x *= coef;
    }
    if (m.empty()) m.assign(p.size(), 0), v.assign(p.size(), 0);
    ++t;
    for (std::size_t i = 0; i < p.size(); ++i) {
      const double gi = g[i] + c.weight_decay * p[i];
      m[i] = c.beta1 * m[i] + (1 - c.beta1) * gi;
      v[i] = c.beta2 * v[i] + (1 - c.beta2) * gi * gi;
      const double mhat = m[i] / (1 - std::pow(c.beta1, t));
      const double vhat = v[i] / (1 - std::pow(c.beta2, t));
      p[i] -= c.lr * mhat / (std::sqrt(vhat) + c.eps);
    }
  }
};

}  // namespace

TEMPLATE_TEST_CASE("Adam matches the PyTorch fixture after every step", "[adam][fixture]", float,
                   double) {
  for (const auto& c : elab::test::cases_of("adam")) {
    const auto& p = c.at("params");
    AdamConfig config;
    config.lr = p.at("lr");
    config.beta1 = p.at("beta1");
    config.beta2 = p.at("beta2");
    config.eps = p.at("eps");
    const auto param0 = elab::test::tensor(c.at("inputs").at("param"));
    const auto grads = elab::test::tensor(c.at("inputs").at("grads"));
    const auto want = elab::test::tensor(c.at("expected").at("params"));
    const int steps = grads.shape[0], n = grads.shape[1];
    REQUIRE(static_cast<int>(param0.data.size()) == n);

    std::vector<TestType> params(param0.data.begin(), param0.data.end());
    Adam<TestType> adam(n, config);
    for (int s = 0; s < steps; ++s) {
      std::vector<TestType> g(grads.data.begin() + s * n, grads.data.begin() + (s + 1) * n);
      adam.step(params.data(), g.data());
      const std::vector<double> want_s(want.data.begin() + s * n, want.data.begin() + (s + 1) * n);
      elab::test::require_close(params, want_s, elab::test::tolerance(c),
                                c.at("name").get<std::string>() + " step " + std::to_string(s + 1));
    }
    CHECK(adam.steps() == steps);
  }
}

TEST_CASE("Adam equals the naive reference over many steps with every option on", "[adam]") {
  AdamConfig config;
  config.lr = 0.05;
  config.beta1 = 0.8;
  config.beta2 = 0.95;
  config.eps = 1e-6;
  config.weight_decay = 0.1;
  config.clip_norm = 0.7;
  const int n = 9;
  std::vector<double> p(n), ref_p;
  for (int i = 0; i < n; ++i) p[i] = std::sin(1.0 + i);
  ref_p = p;
  Adam<double> adam(n, config);
  NaiveAdam ref{config, {}, {}, 0};
  for (int s = 0; s < 40; ++s) {
    // Gradients of a quadratic bowl plus a step-dependent wobble; some steps clip, some do not.
    std::vector<double> g(n);
    for (int i = 0; i < n; ++i) g[i] = (i + 1) * 0.1 * p[i] + 0.3 * std::cos(s * 0.7 + i);
    ref.step(ref_p, g);
    adam.step(p.data(), g.data());
    for (int i = 0; i < n; ++i) REQUIRE(p[i] == Approx(ref_p[i]).epsilon(1e-12).margin(1e-14));
  }
  for (int i = 0; i < n; ++i) {
    CHECK(adam.m()[i] == Approx(ref.m[i]).epsilon(1e-12).margin(1e-14));
    CHECK(adam.v()[i] == Approx(ref.v[i]).epsilon(1e-12).margin(1e-14));
  }
}

TEMPLATE_TEST_CASE("Adam weight decay is L2 in the gradient (one step, closed form)", "[adam]",
                   float, double) {
  // From m = v = 0, step 1 has m_hat = g', v_hat = g'^2 with g' = g + wd * p, so
  // p1 = p - lr * g' / (|g'| + eps). AdamW would instead give p - lr*wd*p - lr*g/(|g|+eps).
  AdamConfig config;
  config.lr = 0.1;
  config.weight_decay = 0.5;
  config.eps = 1e-8;
  const std::vector<double> p0 = {2.0, -1.0, 0.25, 0.0};
  const std::vector<double> g0 = {0.3, 0.8, -1.0, 0.2};
  std::vector<TestType> p(p0.begin(), p0.end()), g(g0.begin(), g0.end());
  Adam<TestType> adam(4, config);
  adam.step(p.data(), g.data());
  const double tol = std::is_same<TestType, float>::value ? 1e-6 : 1e-14;
  for (int i = 0; i < 4; ++i) {
    const double gp = g0[i] + 0.5 * p0[i];
    const double want = p0[i] - 0.1 * gp / (std::fabs(gp) + 1e-8);
    CHECK(static_cast<double>(p[i]) == Approx(want).margin(tol));
    // Weight decay must not write into the caller's gradients.
    CHECK(static_cast<double>(g[i]) == Approx(g0[i]).margin(tol));
  }
  // Element 0: g' = 0.3 + 1.0 = 1.3 > 0, so it moves down by ~lr although g and p differ.
  CHECK(static_cast<double>(p[0]) == Approx(1.9).margin(1e-6));
  // Element 1: g' = 0.8 - 0.5 = 0.3 > 0.
  CHECK(static_cast<double>(p[1]) == Approx(-1.1).margin(1e-6));
}

TEMPLATE_TEST_CASE("Adam clipping scales the gradients to the norm", "[adam]", float, double) {
  AdamConfig config;
  config.clip_norm = 1.0;
  Adam<TestType> adam(2, config);
  std::vector<TestType> p = {0, 0};
  SECTION("a norm above the limit is scaled down to it, and the pre-clip norm is returned") {
    std::vector<TestType> g = {3, 4};
    const double norm = adam.step(p.data(), g.data());
    CHECK(norm == Approx(5.0));
    // torch: coef = max_norm / (norm + 1e-6)
    CHECK(static_cast<double>(g[0]) == Approx(3.0 / (5.0 + 1e-6)));
    CHECK(static_cast<double>(g[1]) == Approx(4.0 / (5.0 + 1e-6)));
    CHECK(std::hypot(static_cast<double>(g[0]), static_cast<double>(g[1])) ==
          Approx(1.0).epsilon(1e-6));
  }
  SECTION("a norm below the limit leaves the gradients alone") {
    std::vector<TestType> g = {TestType(0.3), TestType(0.4)};
    const double norm = adam.step(p.data(), g.data());
    CHECK(norm == Approx(0.5));
    CHECK(g[0] == TestType(0.3));
    CHECK(g[1] == TestType(0.4));
  }
  SECTION("without clipping the gradients are untouched and the norm is still returned") {
    Adam<TestType> plain(2, AdamConfig{});
    std::vector<TestType> g = {30, 40};
    CHECK(plain.step(p.data(), g.data()) == Approx(50.0));
    CHECK(g[0] == TestType(30));
  }
}

TEST_CASE("Adam clipping changes later steps exactly as clip_grad_norm_ then Adam", "[adam]") {
  // Clipping feeds the scaled gradient into m and v: compare against the naive reference with
  // gradients large enough to clip on every step.
  AdamConfig config;
  config.clip_norm = 0.5;
  config.lr = 0.01;
  std::vector<double> p = {1, 2, 3}, ref_p = p;
  Adam<double> adam(3, config);
  NaiveAdam ref{config, {}, {}, 0};
  for (int s = 0; s < 5; ++s) {
    std::vector<double> g = {10.0 + s, -20.0, 5.0 * s};
    ref.step(ref_p, g);
    adam.step(p.data(), g.data());
  }
  for (int i = 0; i < 3; ++i) CHECK(p[i] == Approx(ref_p[i]).epsilon(1e-13));
}

TEST_CASE("Adam reset and state restore", "[adam]") {
  AdamConfig config;
  config.lr = 0.02;
  const std::vector<double> g0 = {0.5, -0.25, 1.5};
  std::vector<double> p = {1, 1, 1};
  Adam<double> adam(3, config);
  for (int s = 0; s < 3; ++s) {
    auto g = g0;
    adam.step(p.data(), g.data());
  }
  CHECK(adam.steps() == 3);

  SECTION("a restored optimizer continues identically") {
    Adam<double> copy(3, config);
    copy.set_state(adam.m(), adam.v(), adam.steps());
    std::vector<double> p2 = p;
    auto g = g0, g2 = g0;
    adam.step(p.data(), g.data());
    copy.step(p2.data(), g2.data());
    CHECK(p == p2);
    CHECK(copy.steps() == 4);
  }
  SECTION("reset() makes the next step a first step") {
    adam.reset();
    CHECK(adam.steps() == 0);
    for (double x : adam.m()) CHECK(x == 0);
    for (double x : adam.v()) CHECK(x == 0);
    std::vector<double> pa = {1, 1, 1}, pb = {1, 1, 1};
    auto ga = g0, gb = g0;
    Adam<double> fresh(3, config);
    adam.step(pa.data(), ga.data());
    fresh.step(pb.data(), gb.data());
    CHECK(pa == pb);
  }
  SECTION("the first step moves each parameter by about lr") {
    AdamConfig large = config;
    large.lr = 0.5;
    Adam<double> first(3, large);
    std::vector<double> q = {0, 0, 0};
    auto g = g0;
    first.step(q.data(), g.data());
    CHECK(q[0] == Approx(-0.5));
    CHECK(q[1] == Approx(0.5));
  }
}

TEST_CASE("Adam rejects bad settings with clear messages", "[adam][errors]") {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double inf = std::numeric_limits<double>::infinity();
  auto with = [](auto edit) {
    AdamConfig c;
    edit(c);
    return c;
  };
  auto make = [](AdamConfig c) { Adam<float> a(3, c); };

  CHECK_THROWS_WITH(
      make(with([](AdamConfig& c) { c.lr = 0; })),
      Contains("learning rate must be a finite number greater than 0") && Contains("(got 0)"));
  CHECK_THROWS_WITH(make(with([](AdamConfig& c) { c.lr = -0.25; })), Contains("(got -0.25)"));
  CHECK_THROWS_WITH(make(with([&](AdamConfig& c) { c.lr = nan; })), Contains("(got NaN)"));
  CHECK_THROWS_WITH(make(with([&](AdamConfig& c) { c.lr = inf; })), Contains("(got Infinity)"));
  CHECK_THROWS_WITH(make(with([](AdamConfig& c) { c.beta1 = 1; })),
                    Contains("beta1 must be at least 0 and less than 1") && Contains("(got 1)"));
  CHECK_THROWS_WITH(make(with([](AdamConfig& c) { c.beta1 = -0.5; })), Contains("(got -0.5)"));
  CHECK_THROWS_WITH(make(with([&](AdamConfig& c) { c.beta1 = nan; })),
                    Contains("beta1") && Contains("NaN"));
  CHECK_THROWS_WITH(make(with([](AdamConfig& c) { c.beta2 = 1.5; })),
                    Contains("beta2 must be at least 0 and less than 1") && Contains("(got 1.5)"));
  CHECK_THROWS_WITH(make(with([&](AdamConfig& c) { c.beta2 = nan; })), Contains("beta2"));
  CHECK_THROWS_WITH(make(with([](AdamConfig& c) { c.eps = 0; })),
                    Contains("eps must be a finite number greater than 0") && Contains("(got 0)"));
  CHECK_THROWS_WITH(make(with([&](AdamConfig& c) { c.eps = nan; })), Contains("eps"));
  CHECK_THROWS_WITH(make(with([](AdamConfig& c) { c.weight_decay = -1; })),
                    Contains("weight decay") && Contains("(got -1)"));
  CHECK_THROWS_WITH(make(with([&](AdamConfig& c) { c.weight_decay = inf; })),
                    Contains("weight decay"));
  CHECK_THROWS_WITH(make(with([](AdamConfig& c) { c.clip_norm = -2; })),
                    Contains("clip norm") && Contains("(got -2)"));
  CHECK_THROWS_WITH(make(with([&](AdamConfig& c) { c.clip_norm = nan; })), Contains("clip norm"));
  // Edges that are allowed: beta = 0, clip 0 (off), weight decay 0.
  CHECK_NOTHROW(make(with([](AdamConfig& c) { c.beta1 = 0, c.beta2 = 0; })));
  CHECK_THROWS_AS(make(with([](AdamConfig& c) { c.lr = 0; })), InvalidArgument);

  Adam<double> adam(2, AdamConfig{});
  CHECK_THROWS_WITH(adam.set_state({0, 0, 0}, {0, 0}, 1), Contains("2 values per moment"));
  CHECK_THROWS_WITH(adam.set_state({0, 0}, {0, 0}, -1), Contains("step count"));
  CHECK_THROWS_WITH(adam.set_state({0, nan}, {0, 0}, 1),
                    Contains("first moment") && Contains("index 1"));
  CHECK_THROWS_WITH(adam.set_state({0, 0}, {-1, 0}, 1),
                    Contains("second moment") && Contains("index 0") && Contains("(got -1)"));
}

TEMPLATE_TEST_CASE("Adam refuses non-finite gradients and leaves everything unchanged",
                   "[adam][errors]", float, double) {
  AdamConfig config;
  config.clip_norm = 1;
  Adam<TestType> adam(3, config);
  std::vector<TestType> p = {1, 2, 3};
  std::vector<TestType> g = {TestType(0.5), std::numeric_limits<TestType>::quiet_NaN(), 1};
  CHECK_THROWS_WITH(adam.step(p.data(), g.data()),
                    Contains("gradient is NaN at index 1") && Contains("diverged"));
  g[1] = std::numeric_limits<TestType>::infinity();
  CHECK_THROWS_WITH(adam.step(p.data(), g.data()), Contains("Infinity at index 1"));
  CHECK(adam.steps() == 0);
  CHECK(p == std::vector<TestType>{1, 2, 3});
  CHECK(g[0] == TestType(0.5));  // not clipped either
  for (auto x : adam.m()) CHECK(x == 0);
}
