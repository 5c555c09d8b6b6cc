// File access for the CLI: every read is bounded, every write atomic. The core works on strings
// and byte buffers only; these are the CLI's one way to get them from disk and back.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace elab::cli {

// Reads at most limit bytes of path. A folder, a missing or unreadable file, and anything longer
// than limit (including endless devices such as /dev/zero) are UsageErrors naming what (the
// option, e.g. "--text-file") and saying what is allowed.
std::string read_file_bounded(const std::string& path, std::size_t limit, const std::string& what);

// Checks, before any work is done, that write_file_atomically(path, ...) can succeed: the folder
// exists and is writable, and path is not a folder. Throws a UsageError otherwise.
void check_writable(const std::string& path, const std::string& what);

// Writes bytes to a temporary file next to path, flushes it, then renames it over path: on any
// failure (a full disk, a read-only folder) the old file is left as it was and the temporary is
// removed. Throws a UsageError naming what.
void write_file_atomically(const std::string& path, const std::vector<std::uint8_t>& bytes,
                           const std::string& what);

}  // namespace elab::cli
