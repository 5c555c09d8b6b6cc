// The reference fixtures' comparison rule (docs/REFERENCE-FORMAT.md), written once for the Catch2
// fixture tests and for `embedding-lab verify`: a value passes when
// |got - want| <= abs + rel * |want|. A NaN or infinite result never passes.
#pragma once

#include <cmath>
#include <limits>

namespace elab {

struct Tolerance {
  double abs = 0;
  double rel = 0;
};

// How far |got - want| goes past what tol allows: <= 0 passes; +infinity when got is not finite
// or the comparison is undefined (NaN anywhere).
inline double tolerance_excess(double got, double want, Tolerance tol) {
  const double excess = std::fabs(got - want) - (tol.abs + tol.rel * std::fabs(want));
  if (!std::isfinite(got) || std::isnan(excess)) return std::numeric_limits<double>::infinity();
  return excess;
}

inline bool within_tolerance(double got, double want, Tolerance tol) {
  return tolerance_excess(got, want, tol) <= 0;
}

}  // namespace elab
