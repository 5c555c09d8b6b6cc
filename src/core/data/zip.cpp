#include "core/data/zip.hpp"

#include <cstddef>
#include <limits>
#include <set>

#include "core/data/weights_format.hpp"
#include "core/errors.hpp"

namespace elab {

namespace {

void put16(std::vector<std::uint8_t>& out, std::uint32_t v) {
  out.push_back(static_cast<std::uint8_t>(v & 0xFF));
  out.push_back(static_cast<std::uint8_t>((v >> 8) & 0xFF));
}

void put32(std::vector<std::uint8_t>& out, std::uint32_t v) {
  put16(out, v & 0xFFFF);
  put16(out, v >> 16);
}

void check_name(const std::string& name) {
  if (name.empty() || name.size() > 0xFFFF)
    fail("a file in the archive needs a name of 1 to 65535 bytes (got " +
         std::to_string(name.size()) + ")");
  if (name.front() == '/' || name.find('\\') != std::string::npos)
    fail("archive names are relative, with '/' between folders (got '" + name + "')");
  std::size_t start = 0;
  while (start <= name.size()) {
    const std::size_t end = std::min(name.find('/', start), name.size());
    const std::string part = name.substr(start, end - start);
    if (part == "..") fail("archive names may not climb out with '..' (got '" + name + "')");
    start = end + 1;
  }
}

// Local header and central directory entry share these fields after their signature.
constexpr std::uint32_t kVersionNeeded = 10;  // 1.0: stored entries
constexpr std::uint32_t kUtf8Names = 0x0800;  // general purpose flag bit 11
constexpr std::uint32_t kDosDate1980 = (0 << 9) | (1 << 5) | 1;

}  // namespace

std::vector<std::uint8_t> zip_stored(const std::vector<ArchiveFile>& files) {
  if (files.size() > 0xFFFF)
    fail("an archive holds at most 65535 files (got " + std::to_string(files.size()) + ")");
  std::set<std::string> seen;
  double total = 22;
  for (const auto& f : files) {
    check_name(f.name);
    if (!seen.insert(f.name).second) fail("the archive lists '" + f.name + "' twice");
    total += 30.0 + 46.0 + 2.0 * f.name.size() + static_cast<double>(f.bytes.size());
  }
  if (total > static_cast<double>(std::numeric_limits<std::uint32_t>::max()))
    fail("the archive would be " + describe(total) + " bytes, past the 4 GiB a zip file may hold");

  std::vector<std::uint8_t> out;
  out.reserve(static_cast<std::size_t>(total));
  std::vector<std::uint8_t> directory;
  for (const auto& f : files) {
    const auto offset = static_cast<std::uint32_t>(out.size());
    const std::uint32_t crc = crc32(f.bytes.data(), f.bytes.size());
    const auto size = static_cast<std::uint32_t>(f.bytes.size());
    const auto name_len = static_cast<std::uint32_t>(f.name.size());

    put32(out, 0x04034b50);  // local file header
    put16(out, kVersionNeeded);
    put16(out, kUtf8Names);
    put16(out, 0);  // method: stored
    put16(out, 0);  // time 00:00
    put16(out, kDosDate1980);
    put32(out, crc);
    put32(out, size);  // compressed size
    put32(out, size);  // uncompressed size
    put16(out, name_len);
    put16(out, 0);  // extra field
    out.insert(out.end(), f.name.begin(), f.name.end());
    out.insert(out.end(), f.bytes.begin(), f.bytes.end());

    put32(directory, 0x02014b50);     // central directory entry
    put16(directory, (3 << 8) | 20);  // made by: Unix, zip 2.0 (so the permissions below count)
    put16(directory, kVersionNeeded);
    put16(directory, kUtf8Names);
    put16(directory, 0);
    put16(directory, 0);
    put16(directory, kDosDate1980);
    put32(directory, crc);
    put32(directory, size);
    put32(directory, size);
    put16(directory, name_len);
    put16(directory, 0);               // extra field
    put16(directory, 0);               // comment
    put16(directory, 0);               // disk number
    put16(directory, 0);               // internal attributes
    put32(directory, 0100644u << 16);  // external attributes: a regular file, rw-r--r--
    put32(directory, offset);
    directory.insert(directory.end(), f.name.begin(), f.name.end());
  }
  const auto directory_offset = static_cast<std::uint32_t>(out.size());
  out.insert(out.end(), directory.begin(), directory.end());
  put32(out, 0x06054b50);  // end of central directory
  put16(out, 0);
  put16(out, 0);
  put16(out, static_cast<std::uint32_t>(files.size()));
  put16(out, static_cast<std::uint32_t>(files.size()));
  put32(out, static_cast<std::uint32_t>(directory.size()));
  put32(out, directory_offset);
  put16(out, 0);  // comment
  return out;
}

}  // namespace elab
