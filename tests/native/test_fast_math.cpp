// The float polynomials behind cross-entropy, softmax and GELU, against libm in double.
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>

#include "core/kernels/fast_math.hpp"

TEST_CASE("fast_exp is within a few float ulps of exp on its whole range", "[fast_math]") {
  double worst = 0;
  for (double x = -87.3; x <= 88.3; x += 0.00731) {
    const float xf = static_cast<float>(x);
    const double want = std::exp(static_cast<double>(xf));
    const double rel = std::fabs(elab::fast_exp(xf) - want) / want;
    worst = rel > worst ? rel : worst;
  }
  INFO("worst relative error " << worst);
  CHECK(worst < 3e-7);  // 2.5 float ulps
}

TEST_CASE("fast_exp: exact at 0, 0 below the float range, finite at the top", "[fast_math]") {
  CHECK(elab::fast_exp(0.0f) == 1.0f);
  CHECK(elab::fast_exp(-88.0f) == 0.0f);
  CHECK(elab::fast_exp(-1000.0f) == 0.0f);
  CHECK(elab::fast_exp(-std::numeric_limits<float>::infinity()) == 0.0f);
  CHECK(std::isfinite(elab::fast_exp(88.3f)));
  CHECK(elab::fast_exp(88.3f) == Approx(std::exp(static_cast<double>(88.3f))).epsilon(1e-6));
}

TEST_CASE("fast_erf is within 5e-7 of erf and odd", "[fast_math]") {
  double worst = 0;
  for (double x = -6; x <= 6; x += 0.000913) {
    const float xf = static_cast<float>(x);
    const double err = std::fabs(elab::fast_erf(xf) - std::erf(static_cast<double>(xf)));
    worst = err > worst ? err : worst;
    REQUIRE(elab::fast_erf(-xf) == -elab::fast_erf(xf));
  }
  INFO("worst absolute error " << worst);
  CHECK(worst < 5e-7);  // about 6 float ulps of values near 1
  CHECK(elab::fast_erf(0.0f) == 0.0f);
}
