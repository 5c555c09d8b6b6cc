// Errors the core raises. Every message names the setting, says what is allowed and repeats the
// value it got, so a learner can fix the input without reading code.
#pragma once

#include <cmath>
#include <limits>
#include <sstream>
#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "core/messages.hpp"

namespace elab {

// Formats a number the way a learner typed it: integers without a decimal point, NaN as "NaN".
inline std::string describe(double value) {
  if (std::isnan(value)) return "NaN";
  if (std::isinf(value)) return value > 0 ? "Infinity" : "-Infinity";
  std::ostringstream out;
  out.precision(std::numeric_limits<double>::max_digits10);
  out << value;
  return out.str();
}

// "(3, 4)": shapes in messages look like PyTorch's (a file's tensors, a model's parameters).
inline std::string describe_shape(const std::vector<int>& shape) {
  std::string out = "(";
  for (std::size_t i = 0; i < shape.size(); ++i) out += (i ? ", " : "") + std::to_string(shape[i]);
  return out + ")";
}

// One named value of a keyed message: a number (the page writes it in the learner's language) or
// text (a setting's core name, a piece of a file, shown as it is), and how what() writes it.
struct MessageValue {
  std::string name;
  bool is_number = false;
  double number = 0;
  std::string text;

  template <typename Int, std::enable_if_t<std::is_integral_v<Int>, int> = 0>
  MessageValue(std::string n, Int value)
      : name(std::move(n)),
        is_number(true),
        number(static_cast<double>(value)),
        text(std::to_string(value)) {}
  MessageValue(std::string n, double value)
      : name(std::move(n)), is_number(true), number(value), text(describe(value)) {}
  // A number what() writes its own way (std::to_string's six decimals, where a message did).
  MessageValue(std::string n, double value, std::string shown)
      : name(std::move(n)), is_number(true), number(value), text(std::move(shown)) {}
  MessageValue(std::string n, std::string value) : name(std::move(n)), text(std::move(value)) {}
  MessageValue(std::string n, const char* value) : name(std::move(n)), text(value) {}
};
using MessageValues = std::vector<MessageValue>;

// A message's English with its {names} filled in as what() says them; a name with no value stays
// as it is written (tests/native/test_errors.cpp).
inline std::string render(const Message& message, const MessageValues& values) {
  std::string out;
  for (const char* c = message.english; *c != '\0'; ++c) {
    const char* close = nullptr;
    if (*c == '{') {
      close = c + 1;
      while (*close != '\0' && *close != '}' && *close != '{') ++close;
    }
    if (close != nullptr && *close == '}') {
      const std::string name(c + 1, close);
      const MessageValue* found = nullptr;
      for (const auto& value : values)
        if (value.name == name) found = &value;
      if (found != nullptr) {
        out += found->text;
        c = close;
        continue;
      }
    }
    out += *c;
  }
  return out;
}

// Thrown for any input outside what a function accepts. Callers (CLI, bindings, UI) show what()
// as is; nothing is clamped silently. setting() names the one setting the message is about, by
// the core's name for it ("d_model"), when there is one: the page finds that setting's control
// by it (the bindings pass it on as the JS error's `setting`), never by the message's words.
// A keyed message (messages.hpp) also carries its key and named values, which the bindings pass on
// as the JS error's `key` and `values`: the page says it in the learner's language from them.
class InvalidArgument : public std::invalid_argument {
 public:
  explicit InvalidArgument(const std::string& message, std::string setting = {})
      : std::invalid_argument(message), m_setting(std::move(setting)) {}
  InvalidArgument(const Message& message, MessageValues values, std::string setting = {})
      : std::invalid_argument(render(message, values)),
        m_setting(std::move(setting)),
        m_key(message.key),
        m_values(std::move(values)) {}
  const std::string& setting() const { return m_setting; }
  // The message's key ("position_table_too_short"), empty for a message with none.
  const std::string& key() const { return m_key; }
  const MessageValues& values() const { return m_values; }

 private:
  std::string m_setting;
  std::string m_key;
  MessageValues m_values;
};

[[noreturn]] inline void fail(const std::string& message) {
  throw InvalidArgument(message);
}

// A message about one setting, named by its core name.
[[noreturn]] inline void fail_setting(const std::string& setting, const std::string& message) {
  throw InvalidArgument(message, setting);
}

// A keyed message (messages.hpp) with its values: fail(messages::prompt_empty).
[[noreturn]] inline void fail(const Message& message, MessageValues values = {}) {
  throw InvalidArgument(message, std::move(values));
}

// A keyed message about one setting, named by its core name.
[[noreturn]] inline void fail_setting(const std::string& setting, const Message& message,
                                      MessageValues values = {}) {
  throw InvalidArgument(message, std::move(values), setting);
}

// Converts a size that arrived as a double (from JS or a command line) into an int, rejecting
// NaN, infinities, fractions and values outside [lo, hi] with a message naming the setting.
inline int checked_size(double value, const char* name, int lo, int hi) {
  if (!std::isfinite(value) || value != std::floor(value))
    fail_setting(name, messages::not_whole, {{"setting", name}, {"got", value}});
  if (value < lo || value > hi)
    fail_setting(name, messages::out_of_range,
                 {{"setting", name}, {"min", lo}, {"max", hi}, {"got", value}});
  return static_cast<int>(value);
}

}  // namespace elab
