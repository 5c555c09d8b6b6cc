// The TensorFlow Embedding Projector's vectors file (vectors.tsv): one row per line, its values
// separated by tabs, numbers only (labels go in a separate metadata.tsv). Parsed here rather than
// in the CLI so the page reads a learner's upload with the same rules and messages.
#pragma once

#include <cstddef>
#include <string_view>

#include "core/matrix.hpp"

namespace elab {

// The largest file accepted: 64 MiB, about 5,000 rows of 1,000 values at 12 characters each. A
// reader should refuse a larger file from its size, before reading it.
constexpr std::size_t kMaxVectorsTsvBytes = std::size_t{64} << 20;

// Rows (n, d), float32 as the Projector stores them. Accepted: '\n' or "\r\n" line ends, a final
// line end or none, spaces around a value. Refused, with the line (1-based) and what to change: a
// file over kMaxVectorsTsvBytes, no rows, an empty line before the last row, a header or any
// value that is not a number, an empty value (a doubled or trailing tab), NaN, infinities and
// values beyond float32's range, a row whose count differs from the first row's, and more than
// kMaxMatrixElements values in all.
MatrixF parse_vectors_tsv(std::string_view text);

}  // namespace elab
