// Errors the core raises. Every message names the setting, says what is allowed and repeats the
// value it got, so a learner can fix the input without reading code.
#pragma once

#include <cmath>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <string>

namespace elab {

// Thrown for any input outside what a function accepts. Callers (CLI, bindings, UI) show what()
// as is; nothing is clamped silently.
class InvalidArgument : public std::invalid_argument {
 public:
  using std::invalid_argument::invalid_argument;
};

// Formats a number the way a learner typed it: integers without a decimal point, NaN as "NaN".
inline std::string describe(double value) {
  if (std::isnan(value)) return "NaN";
  if (std::isinf(value)) return value > 0 ? "Infinity" : "-Infinity";
  std::ostringstream out;
  out.precision(std::numeric_limits<double>::max_digits10);
  out << value;
  return out.str();
}

[[noreturn]] inline void fail(const std::string& message) {
  throw InvalidArgument(message);
}

// Converts a size that arrived as a double (from JS or a command line) into an int, rejecting
// NaN, infinities, fractions and values outside [lo, hi] with a message naming the setting.
inline int checked_size(double value, const char* name, int lo, int hi) {
  if (!std::isfinite(value) || value != std::floor(value))
    fail(std::string(name) + " must be a whole number (got " + describe(value) + ")");
  if (value < lo || value > hi)
    fail(std::string(name) + " must be between " + std::to_string(lo) + " and " +
         std::to_string(hi) + " (got " + describe(value) + ")");
  return static_cast<int>(value);
}

}  // namespace elab
