#include "core/data/vectors_tsv.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <string>
#include <vector>

#include "core/errors.hpp"

namespace elab {

namespace {

std::string_view trim_spaces(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\r')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\r')) s.remove_suffix(1);
  return s;
}

// The start of a field for a message: at most 24 bytes, then "...".
std::string shown(std::string_view field) {
  return field.size() <= 24 ? std::string(field) : std::string(field.substr(0, 24)) + "...";
}

// Why `field` (trimmed) at this place is not a usable number; the message says what to change.
[[noreturn]] void refuse_field(std::string_view field, std::size_t line, std::size_t column) {
  if (field.empty()) fail(messages::tsv_empty_value, {{"line", line}, {"column", column}});
  const bool letters = std::any_of(field.begin(), field.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
  });
  if (line == 1 && letters) fail(messages::tsv_header, {{"field", shown(field)}});
  if (field.find(' ') != std::string_view::npos || field.find(',') != std::string_view::npos)
    fail(messages::tsv_not_one_number,
         {{"line", line}, {"column", column}, {"field", shown(field)}});
  fail(messages::tsv_not_a_number, {{"line", line}, {"column", column}, {"field", shown(field)}});
}

float parse_value(std::string_view raw, std::size_t line, std::size_t column) {
  const std::string_view field = trim_spaces(raw);
  if (field.empty()) refuse_field(field, line, column);
  const std::string text(field);  // strtod needs a terminated string
  char* end = nullptr;
  const double value = std::strtod(text.c_str(), &end);
  if (end != text.c_str() + text.size()) refuse_field(field, line, column);
  if (std::isnan(value) || std::isinf(value))
    fail(messages::tsv_not_finite,
         {{"line", line}, {"column", column}, {"field", describe(value)}});
  if (std::fabs(value) > std::numeric_limits<float>::max())
    fail(messages::tsv_beyond_float32, {{"line", line}, {"column", column}, {"field", text}});
  return static_cast<float>(value);  // subnormal underflow to 0 is fine: still a value
}

}  // namespace

MatrixF parse_vectors_tsv(std::string_view text) {
  if (text.size() > kMaxVectorsTsvBytes)
    fail(messages::tsv_too_large, {{"bytes", text.size()}, {"mib", kMaxVectorsTsvBytes >> 20}});
  std::vector<float> values;
  std::size_t columns = 0, rows = 0, line = 0, pos = 0, blank_line = 0;
  while (pos < text.size()) {
    std::size_t end = text.find('\n', pos);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view content = text.substr(pos, end - pos);
    pos = end + 1;
    ++line;
    if (trim_spaces(content).empty()) {
      if (blank_line == 0) blank_line = line;
      continue;
    }
    if (blank_line != 0) fail(messages::tsv_blank_line, {{"line", blank_line}});
    std::size_t count = 0, start = 0;
    for (;;) {
      const std::size_t tab = content.find('\t', start);
      const std::size_t stop = tab == std::string_view::npos ? content.size() : tab;
      ++count;
      if (values.size() >= kMaxMatrixElements)
        fail(messages::tsv_too_many_values, {{"most", kMaxMatrixElements}, {"line", line}});
      values.push_back(parse_value(content.substr(start, stop - start), line, count));
      if (tab == std::string_view::npos) break;
      start = tab + 1;
    }
    if (rows == 0) columns = count;
    if (count != columns)
      fail(messages::tsv_ragged, {{"line", line}, {"count", count}, {"columns", columns}});
    ++rows;
  }
  if (rows == 0) fail(messages::tsv_no_rows);
  MatrixF out(static_cast<Eigen::Index>(rows), static_cast<Eigen::Index>(columns));
  std::copy(values.begin(), values.end(), out.data());
  return out;
}

}  // namespace elab
