#include "cli/files.hpp"

#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>

#include "cli/args.hpp"

namespace elab::cli {

namespace {

std::string size_text(std::size_t bytes) {
  return bytes >= (1u << 20) ? std::to_string(bytes >> 20) + " MiB"
                             : std::to_string(bytes) + " bytes";
}

std::string folder_of(const std::string& path) {
  const std::filesystem::path parent = std::filesystem::path(path).parent_path();
  return parent.empty() ? "." : parent.string();
}

}  // namespace

std::string read_file_bounded(const std::string& path, std::size_t limit, const std::string& what) {
  struct stat info {};
  if (::stat(path.c_str(), &info) != 0)
    throw UsageError("cannot read " + what + " '" + path + "': " + std::strerror(errno));
  if (S_ISDIR(info.st_mode)) throw UsageError(what + " '" + path + "' is a folder; give a file");
  // A regular file's size is known before reading: refuse a long one at once. Devices and pipes
  // report no size, so the read below stops at the limit for them.
  if (S_ISREG(info.st_mode) && static_cast<std::uintmax_t>(info.st_size) > limit)
    throw UsageError(what + " '" + path + "' is longer than the " + size_text(limit) +
                     " it may hold (" + size_text(static_cast<std::size_t>(info.st_size)) + ")");
  std::FILE* file = std::fopen(path.c_str(), "rb");
  if (file == nullptr)
    throw UsageError("cannot read " + what + " '" + path + "': " + std::strerror(errno));
  std::string out;
  char buffer[1 << 16];
  // Read one byte past the limit, to tell "exactly at the limit" from "longer".
  while (out.size() <= limit) {
    const std::size_t want = std::min(sizeof buffer, limit + 1 - out.size());
    const std::size_t got = std::fread(buffer, 1, want, file);
    out.append(buffer, got);
    if (got < want) break;
  }
  const bool failed = std::ferror(file) != 0;
  const int error = errno;
  std::fclose(file);
  if (failed) throw UsageError("cannot read " + what + " '" + path + "': " + std::strerror(error));
  if (out.size() > limit)
    throw UsageError(what + " '" + path + "' is longer than the " + size_text(limit) +
                     " it may hold");
  return out;
}

void check_writable(const std::string& path, const std::string& what) {
  struct stat info {};
  if (::stat(path.c_str(), &info) == 0 && S_ISDIR(info.st_mode))
    throw UsageError(what + " '" + path + "' is a folder; give a file name");
  const std::string folder = folder_of(path);
  if (::stat(folder.c_str(), &info) != 0 || !S_ISDIR(info.st_mode))
    throw UsageError("cannot write " + what + " '" + path + "': the folder '" + folder +
                     "' does not exist");
  if (::access(folder.c_str(), W_OK) != 0)
    throw UsageError("cannot write " + what + " '" + path + "': the folder '" + folder +
                     "' is not writable (" + std::strerror(errno) + ")");
  if (::access(path.c_str(), F_OK) == 0 && ::access(path.c_str(), W_OK) != 0)
    throw UsageError("cannot write " + what + " '" + path + "': the file is read-only");
}

void write_file_atomically(const std::string& path, const std::vector<std::uint8_t>& bytes,
                           const std::string& what) {
  const std::string temporary = path + ".partial-" + std::to_string(::getpid());
  std::FILE* file = std::fopen(temporary.c_str(), "wb");
  if (file == nullptr)
    throw UsageError("cannot write " + what + " '" + path + "': " + std::strerror(errno));
  bool ok = std::fwrite(bytes.data(), 1, bytes.size(), file) == bytes.size();
  ok = std::fflush(file) == 0 && ok;
  ok = ::fsync(::fileno(file)) == 0 && ok;
  const int error = errno;
  ok = std::fclose(file) == 0 && ok;
  if (ok && std::rename(temporary.c_str(), path.c_str()) == 0) return;
  const int failure = errno != 0 ? errno : error;
  std::remove(temporary.c_str());
  throw UsageError("cannot write " + what + " '" + path + "': " + std::strerror(failure) +
                   " (the file that was there, if any, is unchanged)");
}

}  // namespace elab::cli
