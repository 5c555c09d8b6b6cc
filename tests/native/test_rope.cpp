// RoPE: PyTorch fixtures, the relative-position property, rotation invariants, finite-difference
// gradients of both backward kernels, the fused qkv version against per-head slices, bad input.
#include <cmath>
#include <cstddef>
#include <limits>
#include <vector>

#include "core/errors.hpp"
#include "core/kernels/rope.hpp"
#include "fixtures.hpp"
#include "gradcheck.hpp"
#include "naive_kernels.hpp"

using Catch::Matchers::Contains;
using elab::test::cast_vector;
using elab::test::random_vector;

TEMPLATE_TEST_CASE("rope_forward matches every PyTorch fixture", "[rope][fixture]", float, double) {
  for (const auto& c : elab::test::cases_of("rope")) {
    const auto x = elab::test::tensor(c.at("inputs").at("x"));
    const auto positions = elab::test::tensor(c.at("inputs").at("positions")).data;
    const int T = x.shape[0], d = x.shape[1];
    const auto xt = cast_vector<TestType>(x.data);
    std::vector<TestType> y(xt.size());
    elab::rope_forward(y.data(), xt.data(), positions.data(), T, d,
                       c.at("params").at("base").get<double>());
    elab::test::require_close(y, elab::test::tensor(c.at("expected").at("y")).data,
                              elab::test::tolerance(c), c.at("name"));
  }
}

namespace {

// q rotated to position m, dotted with k rotated to position n.
double rotated_score(const std::vector<double>& q, const std::vector<double>& k, double m, double n,
                     int d) {
  std::vector<double> qr(d), kr(d);
  elab::rope_forward(qr.data(), q.data(), &m, 1, d, 10000.0);
  elab::rope_forward(kr.data(), k.data(), &n, 1, d, 10000.0);
  return elab::test::weighted_sum(qr, kr);
}

}  // namespace

TEST_CASE("RoPE scores depend only on m - n", "[rope][property]") {
  const int d = 16;
  const auto q = random_vector(d, 600), k = random_vector(d, 601);
  for (auto [m, n] :
       {std::pair{3.0, 7.0}, std::pair{10.0, 2.0}, std::pair{0.0, 0.0}, std::pair{-4.0, 5.5}}) {
    const double base_score = rotated_score(q, k, m, n, d);
    for (double s : {1.0, 7.0, -3.0, 100.0, 1000.0, 0.25}) {
      INFO("m = " << m << ", n = " << n << ", shift = " << s);
      CHECK(std::fabs(rotated_score(q, k, m + s, n + s, d) - base_score) < 1e-12);
    }
  }
  // The score does change with the offset m - n (the property is not trivially true).
  CHECK(std::fabs(rotated_score(q, k, 3, 7, d) - rotated_score(q, k, 3, 8, d)) > 1e-3);
}

TEMPLATE_TEST_CASE("RoPE is a rotation: norms kept, position 0 is the identity, equals naive",
                   "[rope][property]", float, double) {
  const int T = 6, d = 10;
  const std::vector<double> positions = {0, 1, -5, 37.5, 2048, 1e5};
  const auto x = random_vector(T * d, 602);
  const auto xt = cast_vector<TestType>(x);
  std::vector<TestType> y(xt.size());
  elab::rope_forward(y.data(), xt.data(), positions.data(), T, d, 10000.0);
  const double tol = std::is_same<TestType, float>::value ? 2e-6 : 1e-12;
  elab::test::require_close(y, elab::naive::rope(x, positions, T, d, 10000.0), {tol, tol},
                            "rope vs naive");
  for (int t = 0; t < T; ++t)
    for (int i = 0; i < d / 2; ++i) {
      const double before = std::hypot(xt[t * d + 2 * i], xt[t * d + 2 * i + 1]);
      const double after = std::hypot(y[t * d + 2 * i], y[t * d + 2 * i + 1]);
      CHECK(after == Approx(before).epsilon(tol));
    }
  for (int j = 0; j < d; ++j) CHECK(y[j] == xt[j]);  // position 0: cos 0 = 1, sin 0 = 0

  SECTION("in place gives the same result") {
    std::vector<TestType> z(xt);
    elab::rope_forward(z.data(), z.data(), positions.data(), T, d, 10000.0);
    CHECK(z == y);
  }
  SECTION("backward applied to the forward output gives back the input (R^T R = I)") {
    std::vector<TestType> back(xt.size(), TestType(0));
    elab::rope_backward(back.data(), y.data(), positions.data(), T, d, 10000.0);
    elab::test::require_close(back, x, {tol, tol}, "R^T R x");
  }
}

TEST_CASE("rope_backward matches finite differences and accumulates", "[rope][grad]") {
  const int T = 4, d = 8;
  const std::vector<double> positions = {0, 3, -2, 250.5};
  const auto x = random_vector(T * d, 603);
  const auto r = random_vector(T * d, 604);
  std::vector<double> dx(x.size(), 1.5);
  elab::rope_backward(dx.data(), r.data(), positions.data(), T, d, 500.0);
  for (auto& e : dx) e -= 1.5;
  elab::test::require_gradient(
      [&](const std::vector<double>& v) {
        std::vector<double> y(v.size());
        elab::rope_forward(y.data(), v.data(), positions.data(), T, d, 500.0);
        return elab::test::weighted_sum(y, r);
      },
      x, dx, "rope input");
}

TEST_CASE("rope_qk_forward rotates each head's q and k like rope_forward on the slice", "[rope]") {
  const int B = 2, T = 5, C = 12, NH = 3, hd = C / NH;
  const auto qkv = random_vector(B * T * 3 * C, 605);
  std::vector<double> rotated(qkv);
  elab::rope_qk_forward(rotated.data(), B, T, C, NH, 10000.0);
  std::vector<double> positions(T);
  for (int t = 0; t < T; ++t) positions[t] = t;
  for (int b = 0; b < B; ++b)
    for (int part = 0; part < 3; ++part)
      for (int h = 0; h < NH; ++h) {
        std::vector<double> slice(T * hd), want(T * hd);
        for (int t = 0; t < T; ++t)
          for (int c = 0; c < hd; ++c)
            slice[t * hd + c] = qkv[(b * T + t) * 3 * C + part * C + h * hd + c];
        if (part < 2)
          elab::rope_forward(want.data(), slice.data(), positions.data(), T, hd, 10000.0);
        else
          want = slice;  // v is not rotated
        for (int t = 0; t < T; ++t)
          for (int c = 0; c < hd; ++c)
            CHECK(rotated[(b * T + t) * 3 * C + part * C + h * hd + c] ==
                  Approx(want[t * hd + c]).margin(1e-15));
      }
}

// The page (WASM, no FMA) and the native CLI must rotate to the same bits, or the lab's losses
// and `train --kernels page` part ways. Each product is rounded on its own here (volatile), as
// the kernel must do even where the compiler could fuse the rotation (simd.hpp, ELAB_NO_FMA).
TEST_CASE("rope_qk_forward rounds each product as written, the page's bits", "[rope]") {
  const int B = 4, T = 64, C = 32, NH = 2, hd = C / NH;
  const auto qkv = cast_vector<float>(random_vector(B * T * 3 * C, 611));
  std::vector<float> rotated(qkv);
  elab::rope_qk_forward(rotated.data(), B, T, C, NH, 10000.0);
  int differing = 0;
  for (int b = 0; b < B; ++b)
    for (int t = 0; t < T; ++t)
      for (int part = 0; part < 2; ++part)
        for (int h = 0; h < NH; ++h)
          for (int i = 0; i < hd / 2; ++i) {
            const double angle = t * std::pow(10000.0, -2.0 * i / hd);
            const float c = static_cast<float>(std::cos(angle));
            const float s = static_cast<float>(std::sin(angle));
            const std::size_t at = (b * T + t) * 3 * C + part * C + h * hd + 2 * i;
            volatile float x0c = qkv[at] * c, x1s = qkv[at + 1] * s;
            volatile float x0s = qkv[at] * s, x1c = qkv[at + 1] * c;
            differing += rotated[at] != x0c - x1s;
            differing += rotated[at + 1] != x0s + x1c;
          }
  CHECK(differing == 0);
}

TEST_CASE("rope_qk_backward matches finite differences", "[rope][grad]") {
  const int B = 2, T = 4, C = 8, NH = 2;
  const auto qkv = random_vector(B * T * 3 * C, 606);
  const auto r = random_vector(qkv.size(), 607);
  std::vector<double> grad(r);  // backward rotates the upstream gradient in place
  elab::rope_qk_backward(grad.data(), B, T, C, NH, 10000.0);
  elab::test::require_gradient(
      [&](std::vector<double> v) {
        elab::rope_qk_forward(v.data(), B, T, C, NH, 10000.0);
        return elab::test::weighted_sum(v, r);
      },
      qkv, grad, "rope_qk qkv");
}

TEST_CASE("RoPE rejects bad input with a message a learner can act on", "[rope][errors]") {
  std::vector<float> x(64, 1.0f), y(64);
  const std::vector<double> pos = {0, 1, 2, 3};
  const double nan = std::numeric_limits<double>::quiet_NaN();
  CHECK_THROWS_WITH(elab::rope_forward(y.data(), x.data(), pos.data(), 4, 7, 10000.0),
                    Contains("rotates pairs") && Contains("must be even") && Contains("(got 7)"));
  CHECK_THROWS_WITH(elab::rope_backward(y.data(), x.data(), pos.data(), 4, 0, 10000.0),
                    Contains("(got 0)"));
  CHECK_THROWS_WITH(elab::rope_forward(y.data(), x.data(), pos.data(), 4, 8, 1.0),
                    Contains("base must be a finite number greater than 1") && Contains("(got 1)"));
  CHECK_THROWS_WITH(elab::rope_forward(y.data(), x.data(), pos.data(), 4, 8, nan),
                    Contains("(got NaN)"));
  CHECK_THROWS_WITH(elab::rope_forward(y.data(), x.data(), pos.data(), 0, 8, 10000.0),
                    Contains("T must be at least 1 (got 0)"));
  const std::vector<double> bad_pos = {0, 1, nan, 3};
  CHECK_THROWS_WITH(elab::rope_forward(y.data(), x.data(), bad_pos.data(), 4, 8, 10000.0),
                    Contains("position 2 must be a finite number (got NaN)"));
  // Head width 6 / 2 = 3 is odd; 8 / 3 does not divide.
  CHECK_THROWS_WITH(elab::rope_qk_forward(x.data(), 1, 2, 6, 2, 10000.0),
                    Contains("head width d_model / n_head = 6 / 2 = 3 must be even"));
  CHECK_THROWS_WITH(elab::rope_qk_backward(x.data(), 1, 2, 8, 3, 10000.0),
                    Contains("(3) must divide d_model (8)"));
  CHECK_THROWS_WITH(elab::rope_qk_forward(x.data(), 1, 2, 8, 2, 0.5), Contains("(got 0.5)"));
}
