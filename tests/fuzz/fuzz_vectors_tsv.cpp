// libFuzzer target: the vectors.tsv reader on arbitrary bytes. Either it refuses with the core's
// InvalidArgument, or every value it returns is finite and writing the rows back out (tabs, line
// ends, every float digit) reads back to the same matrix.
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

#include "core/data/vectors_tsv.hpp"
#include "core/errors.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  elab::MatrixF rows;
  try {
    rows = elab::parse_vectors_tsv(text);
  } catch (const elab::InvalidArgument&) {
    return 0;
  }
  if (rows.size() == 0) __builtin_trap();
  std::string again;
  char number[32];
  for (Eigen::Index r = 0; r < rows.rows(); ++r) {
    for (Eigen::Index c = 0; c < rows.cols(); ++c) {
      if (!std::isfinite(rows(r, c))) __builtin_trap();
      std::snprintf(number, sizeof number, "%.9g", static_cast<double>(rows(r, c)));
      again += (c ? "\t" : "") + std::string(number);
    }
    again += '\n';
  }
  if (elab::parse_vectors_tsv(again) != rows) __builtin_trap();
  return 0;
}
