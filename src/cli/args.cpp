#include "cli/args.hpp"

#include <charconv>
#include <cmath>
#include <cstdlib>

#include "core/errors.hpp"

namespace elab::cli {

Args::Args(const std::vector<std::string>& argv, const std::set<std::string>& value_options,
           const std::set<std::string>& flags) {
  for (std::size_t i = 0; i < argv.size(); ++i) {
    const std::string& word = argv[i];
    if (word.rfind("--", 0) != 0) {
      m_positional.push_back(word);
      continue;
    }
    std::string name = word.substr(2);
    std::string value;
    const auto eq = name.find('=');
    const bool inline_value = eq != std::string::npos;
    if (inline_value) {
      value = name.substr(eq + 1);
      name = name.substr(0, eq);
    }
    if (flags.count(name)) {
      if (inline_value) throw UsageError("--" + name + " takes no value");
      m_values[name] = "1";
    } else if (value_options.count(name)) {
      if (!inline_value) {
        if (i + 1 >= argv.size()) throw UsageError("--" + name + " needs a value");
        value = argv[++i];
      }
      m_values[name] = value;
    } else {
      throw UsageError("unknown option --" + name);
    }
  }
}

std::string Args::text(const std::string& name, const std::string& fallback) const {
  const auto it = m_values.find(name);
  return it == m_values.end() ? fallback : it->second;
}

double Args::number(const std::string& name, double fallback) const {
  const auto it = m_values.find(name);
  if (it == m_values.end()) return fallback;
  const std::string& s = it->second;
  char* end = nullptr;
  const double value = std::strtod(s.c_str(), &end);
  if (s.empty() || end != s.c_str() + s.size())
    throw UsageError("--" + name + " must be a number (got '" + s + "')");
  return value;
}

int Args::integer(const std::string& name, int fallback, int lo, int hi) const {
  if (!has(name)) return fallback;
  try {
    return elab::checked_size(number(name, fallback), ("--" + name).c_str(), lo, hi);
  } catch (const elab::InvalidArgument& e) {
    throw UsageError(e.what());
  }
}

std::string Args::choice(const std::string& name, const std::string& fallback,
                         const std::vector<std::string>& allowed) const {
  const std::string value = text(name, fallback);
  for (const auto& a : allowed)
    if (a == value) return value;
  std::string list;
  for (const auto& a : allowed) list += (list.empty() ? "" : ", ") + a;
  throw UsageError("--" + name + " must be one of " + list + " (got '" + value + "')");
}

std::string format_number(double value) {
  if (std::isnan(value)) return "NaN";
  if (std::isinf(value)) return value > 0 ? "Infinity" : "-Infinity";
  if (value == 0) value = 0;  // print -0 as 0
  char buffer[64];
  const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
  return std::string(buffer, result.ptr);
}

}  // namespace elab::cli
