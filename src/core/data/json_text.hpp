// JSON text for the files and lines the project writes by hand (the CLI's --json output, the
// exported safetensors header): one escaping rule for every string.
#pragma once

#include <string>

namespace elab {

// s as a JSON string literal, quotes included. A byte model can emit any byte: valid UTF-8
// passes through, '"', '\\' and control bytes are escaped, and every byte that is not part of a
// valid UTF-8 sequence becomes U+FFFD, so the result is always valid UTF-8 a JSON parser reads.
std::string json_string(const std::string& s);

}  // namespace elab
