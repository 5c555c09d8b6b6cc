// Finite-difference gradient checks in double, shared by every backward test and every model.
//   numerical_gradient(f, x): central differences (f(x + h e_i) - f(x - h e_i)) / 2h of a scalar
//   function of a flat vector. With h = 1e-6 the truncation error is ~h^2 and the rounding error
//   ~1e-16 |f| / h ~ 1e-10 |f|, so a correct analytic gradient agrees to ~1e-8 relative.
// One tolerance policy for all of them: the worst element-wise relative error (gradient_error,
// floored at kGradientFloor) must stay below kGradientTolerance.
#pragma once

#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstddef>
#include <random>
#include <string>
#include <vector>

namespace elab::test {

constexpr double kGradientStep = 1e-6;
constexpr double kGradientFloor = 1e-2;
constexpr double kGradientTolerance = 1e-6;

template <typename F>
std::vector<double> numerical_gradient(F&& f, std::vector<double> x, double h = kGradientStep) {
  std::vector<double> grad(x.size());
  for (std::size_t i = 0; i < x.size(); ++i) {
    const double saved = x[i];
    x[i] = saved + h;
    const double plus = f(x);
    x[i] = saved - h;
    const double minus = f(x);
    x[i] = saved;
    grad[i] = (plus - minus) / (2 * h);
  }
  return grad;
}

// Worst element-wise relative error |a - n| / max(|a|, |n|, floor). The floor keeps gradients that
// are 0 in theory (and ~1e-10 in finite differences) from dividing by almost nothing.
inline double gradient_error(const std::vector<double>& analytic,
                             const std::vector<double>& numeric, double floor = kGradientFloor) {
  double worst = 0;
  for (std::size_t i = 0; i < analytic.size(); ++i) {
    const double scale = std::max({std::fabs(analytic[i]), std::fabs(numeric[i]), floor});
    worst = std::max(worst, std::fabs(analytic[i] - numeric[i]) / scale);
  }
  return worst;
}

// Checks analytic against numeric under the policy, reporting the worst element.
inline void require_agreement(const std::vector<double>& analytic,
                              const std::vector<double>& numeric, const std::string& what) {
  INFO("gradient of " << what);
  REQUIRE(analytic.size() == numeric.size());
  std::size_t worst = 0;
  double worst_err = -1;
  for (std::size_t i = 0; i < analytic.size(); ++i) {
    const double err = gradient_error({analytic[i]}, {numeric[i]});
    if (err > worst_err) {
      worst_err = err;
      worst = i;
    }
  }
  if (analytic.empty()) return;
  INFO("worst element " << worst << ": analytic " << analytic[worst] << ", numeric "
                        << numeric[worst] << ", relative error " << worst_err);
  CHECK(worst_err < kGradientTolerance);
}

// Checks an analytic gradient against central differences of f.
template <typename F>
void require_gradient(F&& f, const std::vector<double>& x, const std::vector<double>& analytic,
                      const std::string& what) {
  require_agreement(analytic, numerical_gradient(f, x), what);
}

// The same for a model's parameters, perturbed in place: loss() recomputes the loss from
// params; analytic holds the full gradient; picks are the parameters to check.
template <typename F>
void require_parameter_gradient(F&& loss, double* params, const std::vector<double>& analytic,
                                const std::vector<std::size_t>& picks, const std::string& what) {
  std::vector<double> want, numeric;
  for (std::size_t i : picks) {
    const double keep = params[i];
    params[i] = keep + kGradientStep;
    const double up = loss();
    params[i] = keep - kGradientStep;
    const double down = loss();
    params[i] = keep;
    want.push_back(analytic[i]);
    numeric.push_back((up - down) / (2 * kGradientStep));
  }
  require_agreement(want, numeric, what);
}

// Seeded standard-normal values: tests are deterministic but not hand-picked.
inline std::vector<double> random_vector(std::size_t n, unsigned seed, double scale = 1.0) {
  std::mt19937 gen(seed);
  std::normal_distribution<double> normal(0.0, scale);
  std::vector<double> out(n);
  for (auto& v : out) v = normal(gen);
  return out;
}

// Scalar loss used to test a backward with an arbitrary upstream gradient: L = sum(y * r), so
// dL/dy = r.
// Subtracts the value a gradient buffer held before backward, which must have added to it.
inline std::vector<double> minus(std::vector<double> v, double c) {
  for (auto& e : v) e -= c;
  return v;
}

inline double weighted_sum(const std::vector<double>& y, const std::vector<double>& r) {
  double s = 0;
  for (std::size_t i = 0; i < y.size(); ++i) s += y[i] * r[i];
  return s;
}

template <typename T>
std::vector<T> cast_vector(const std::vector<double>& v) {
  return std::vector<T>(v.begin(), v.end());
}

}  // namespace elab::test
