// A small option parser for the CLI: `--name value` and `--flag`, with typed getters whose errors
// name the option. A UsageError makes main() print the message and exit with status 2.
#pragma once

#include <map>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

namespace elab::cli {

class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class Args {
 public:
  // value_options take one argument each; flags take none. Anything else is a UsageError.
  Args(const std::vector<std::string>& argv, const std::set<std::string>& value_options,
       const std::set<std::string>& flags);

  bool has(const std::string& name) const { return m_values.count(name) > 0; }
  std::string text(const std::string& name, const std::string& fallback) const;
  double number(const std::string& name, double fallback) const;
  // A whole number in [lo, hi]; fractions, NaN and out-of-range values are UsageErrors.
  int integer(const std::string& name, int fallback, int lo, int hi) const;
  // One of the allowed words.
  std::string choice(const std::string& name, const std::string& fallback,
                     const std::vector<std::string>& allowed) const;
  const std::vector<std::string>& positional() const { return m_positional; }

 private:
  std::map<std::string, std::string> m_values;
  std::vector<std::string> m_positional;
};

// Shortest text that reads back as the same double ("0.1", "1", "0.8414709848078965").
std::string format_number(double value);

}  // namespace elab::cli
