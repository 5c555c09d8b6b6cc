// Sinusoidal positional encoding: PyTorch fixtures, closed forms and every rejected input.
#include <cmath>
#include <limits>

#include "core/errors.hpp"
#include "core/kernels/positional.hpp"
#include "fixtures.hpp"

using Catch::Matchers::Contains;
using elab::InvalidArgument;

TEMPLATE_TEST_CASE("sinusoidal_pe matches every PyTorch fixture", "[pe][fixture]", float, double) {
  for (const auto& c : elab::test::cases_of("sinusoidal_pe")) {
    const auto& p = c.at("params");
    const auto want = elab::test::tensor(c.at("expected").at("pe"));
    const auto pe = elab::sinusoidal_pe<TestType>(p.at("max_len"), p.at("d_model"), p.at("base"));
    REQUIRE(pe.rows() == want.shape[0]);
    REQUIRE(pe.cols() == want.shape[1]);
    // Row-major: the flat buffer is the fixture's flat data, in the same order.
    const std::vector<TestType> flat(pe.data(), pe.data() + pe.size());
    elab::test::require_close(flat, want.data, elab::test::tolerance(c), c.at("name"));
  }
}

TEMPLATE_TEST_CASE("pe_wavelengths matches every PyTorch fixture", "[pe][fixture]", float, double) {
  for (const auto& c : elab::test::cases_of("pe_wavelengths")) {
    const auto& p = c.at("params");
    const auto want = elab::test::tensor(c.at("expected").at("wavelengths"));
    const auto got = elab::pe_wavelengths<TestType>(p.at("d_model"), p.at("base"));
    elab::test::require_close(got, want.data, elab::test::tolerance(c), c.at("name"));
  }
}

TEST_CASE("sinusoidal_pe closed forms", "[pe]") {
  const auto pe = elab::sinusoidal_pe<double>(50, 16, 10000.0);
  SECTION("position 0 is (0, 1, 0, 1, ...)") {
    for (int j = 0; j < 16; ++j) CHECK(pe(0, j) == (j % 2 == 0 ? 0.0 : 1.0));
  }
  SECTION("every sin/cos pair lies on the unit circle") {
    for (int p = 0; p < 50; ++p)
      for (int i = 0; i < 8; ++i)
        CHECK(std::hypot(pe(p, 2 * i), pe(p, 2 * i + 1)) == Approx(1.0).margin(1e-15));
  }
  SECTION("pair 0 oscillates with period 2*pi in position") {
    CHECK(pe(1, 0) == Approx(std::sin(1.0)).margin(1e-15));
    CHECK(pe(7, 1) == Approx(std::cos(7.0)).margin(1e-15));
  }
  SECTION("the common mistake: PE[1, :4] for d_model 512 is not the d_model 4 row") {
    const auto wide = elab::sinusoidal_pe<double>(2, 512, 10000.0);
    const auto narrow = elab::sinusoidal_pe<double>(2, 4, 10000.0);
    // d_model 512: pair 1 has frequency 10000^(-2/512) ~ 0.9647, so PE[1,2] = sin(0.9647) ~ 0.8218.
    CHECK(wide(1, 2) == Approx(std::sin(std::pow(10000.0, -2.0 / 512))).margin(1e-15));
    CHECK(wide(1, 2) == Approx(0.82185).margin(1e-4));
    // d_model 4: pair 1 has frequency 10000^(-2/4) = 0.01, so PE[1,2] = sin(0.01) ~ 0.0100.
    CHECK(narrow(1, 2) == Approx(0.0099998).margin(1e-6));
  }
}

TEST_CASE("pe_wavelengths is a geometric progression from 2*pi", "[pe]") {
  const auto w = elab::pe_wavelengths<double>(512, 10000.0);
  REQUIRE(w.size() == 256);
  CHECK(w[0] == Approx(2 * M_PI));
  const double ratio = std::pow(10000.0, 2.0 / 512);
  for (std::size_t i = 1; i < w.size(); ++i) CHECK(w[i] / w[i - 1] == Approx(ratio));
  // The last pair stops one step short of 2*pi*base.
  CHECK(w.back() * ratio == Approx(2 * M_PI * 10000.0));
}

TEST_CASE("sinusoidal_pe rejects bad input with a message a learner can act on", "[pe][errors]") {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  const double inf = std::numeric_limits<double>::infinity();
  CHECK_THROWS_WITH(elab::sinusoidal_pe<float>(0, 8),
                    Contains("max_len must be at least 1") && Contains("(got 0)"));
  CHECK_THROWS_WITH(elab::sinusoidal_pe<float>(-3, 8), Contains("(got -3)"));
  CHECK_THROWS_WITH(elab::sinusoidal_pe<float>(4, 0), Contains("d_model must be at least 2"));
  CHECK_THROWS_WITH(elab::sinusoidal_pe<float>(4, 7),
                    Contains("d_model must be even") && Contains("(got 7)"));
  CHECK_THROWS_WITH(elab::sinusoidal_pe<float>(4, 8, 1.0),
                    Contains("base must be a finite number greater than 1") && Contains("(got 1)"));
  CHECK_THROWS_WITH(elab::sinusoidal_pe<float>(4, 8, 0.5), Contains("(got 0.5)"));
  CHECK_THROWS_WITH(elab::sinusoidal_pe<float>(4, 8, -2), Contains("greater than 1"));
  CHECK_THROWS_WITH(elab::sinusoidal_pe<float>(4, 8, nan), Contains("(got NaN)"));
  CHECK_THROWS_WITH(elab::sinusoidal_pe<float>(4, 8, inf), Contains("(got Infinity)"));
  CHECK_THROWS_WITH(elab::sinusoidal_pe<float>(100000, 1024),
                    Contains("over the limit") && Contains("lower max_len or d_model"));
  CHECK_THROWS_AS(elab::pe_wavelengths<double>(9), InvalidArgument);
  // The largest view the page offers fits under the cap.
  CHECK_NOTHROW(elab::sinusoidal_pe<float>(4096, 1024));
}

TEST_CASE("checked_size turns outside numbers into ints or clear errors", "[errors]") {
  CHECK(elab::checked_size(12, "max_len", 1, 4096) == 12);
  CHECK_THROWS_WITH(elab::checked_size(2.5, "max_len", 1, 4096),
                    Contains("max_len must be a whole number (got 2.5)"));
  CHECK_THROWS_WITH(elab::checked_size(std::nan(""), "d_model", 2, 1024),
                    Contains("d_model must be a whole number (got NaN)"));
  CHECK_THROWS_WITH(elab::checked_size(1e12, "max_len", 1, 4096),
                    Contains("max_len must be between 1 and 4096 (got 1000000000000)"));
}
