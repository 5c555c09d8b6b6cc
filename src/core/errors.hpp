// Errors the core raises. Every message names the setting, says what is allowed and repeats the
// value it got, so a learner can fix the input without reading code.
#pragma once

#include <cmath>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <string>
#include <utility>

namespace elab {

// Thrown for any input outside what a function accepts. Callers (CLI, bindings, UI) show what()
// as is; nothing is clamped silently. setting() names the one setting the message is about, by
// the core's name for it ("d_model"), when there is one: the page finds that setting's control
// by it (the bindings pass it on as the JS error's `setting`), never by the message's words.
class InvalidArgument : public std::invalid_argument {
 public:
  explicit InvalidArgument(const std::string& message, std::string setting = {})
      : std::invalid_argument(message), m_setting(std::move(setting)) {}
  const std::string& setting() const { return m_setting; }

 private:
  std::string m_setting;
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

// A message about one setting, named by its core name.
[[noreturn]] inline void fail_setting(const std::string& setting, const std::string& message) {
  throw InvalidArgument(message, setting);
}

// Converts a size that arrived as a double (from JS or a command line) into an int, rejecting
// NaN, infinities, fractions and values outside [lo, hi] with a message naming the setting.
inline int checked_size(double value, const char* name, int lo, int hi) {
  if (!std::isfinite(value) || value != std::floor(value))
    fail_setting(name, std::string(name) + " must be a whole number (got " + describe(value) + ")");
  if (value < lo || value > hi)
    fail_setting(name, std::string(name) + " must be between " + std::to_string(lo) + " and " +
                           std::to_string(hi) + " (got " + describe(value) + ")");
  return static_cast<int>(value);
}

}  // namespace elab
