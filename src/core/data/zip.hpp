// Zip archives of stored (uncompressed) files: what the page offers as one download of several
// files. Stored entries need no compressor, only CRC-32 (already the weights format's checksum),
// and every zip reader opens them (Windows Explorer, macOS Archive Utility, unzip, Python's
// zipfile). Trained weights are float32 noise that deflate would shrink by a few percent at most.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace elab {

struct ArchiveFile {
  std::string name;                 // path inside the archive, '/'-separated, UTF-8
  std::vector<std::uint8_t> bytes;  // contents
};

// The archive's bytes. Entries keep their order; timestamps are fixed (1980-01-01) so the same
// files give the same archive. Fails for an empty, absolute or '..' name, a duplicate name, or an
// archive past the classic format's limits (4 GiB, 65535 entries).
std::vector<std::uint8_t> zip_stored(const std::vector<ArchiveFile>& files);

}  // namespace elab
