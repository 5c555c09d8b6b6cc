// The float polynomials behind cross-entropy, softmax and GELU, against libm in double.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

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

// The 4-lane versions (the WASM build's GELU and softmaxes) must give the scalar functions' bits,
// in every lane, so a kernel's vector and scalar paths (and so the page and the CLI) agree.
TEST_CASE("fast_exp and fast_erf on four lanes give the scalar bits", "[fast_math]") {
  const float inf = std::numeric_limits<float>::infinity();
  std::vector<float> xs = {0.0f,   -0.0f,      1e-40f,       -1e-40f,    1e-30f,      4.0f,
                           -4.0f,  3.9999998f, -87.3365447f, -87.33655f, 88.3762626f, 88.38f,
                           200.0f, -200.0f,    1e30f,        -1e30f,     inf,         -inf};
  for (double x = -100; x <= 100; x += 0.000737) xs.push_back(static_cast<float>(x));
  const auto same = [](float a, float b) { return std::memcmp(&a, &b, sizeof a) == 0; };
  int differ = 0;
  for (std::size_t i = 0; i + 4 <= xs.size(); i += 4) {
    const elab::simd::F32x4 x = elab::simd::load(&xs[i]);
    float e[4], f[4];
    elab::simd::store(e, elab::fast_exp(x));
    elab::simd::store(f, elab::fast_erf(x));
    for (int l = 0; l < 4; ++l) {
      if (!same(e[l], elab::fast_exp(xs[i + l])) || !same(f[l], elab::fast_erf(xs[i + l]))) {
        if (differ++ < 5)
          UNSCOPED_INFO("x = " << xs[i + l] << ": exp " << e[l] << " vs "
                               << elab::fast_exp(xs[i + l]) << ", erf " << f[l] << " vs "
                               << elab::fast_erf(xs[i + l]));
      }
    }
  }
  CHECK(differ == 0);
  // NaN stays NaN in both.
  float nan4[4];
  elab::simd::store(nan4, elab::fast_exp(elab::simd::splat(std::nanf(""))));
  CHECK(std::isnan(nan4[0]));
  elab::simd::store(nan4, elab::fast_erf(elab::simd::splat(std::nanf(""))));
  CHECK(std::isnan(nan4[0]));
}
