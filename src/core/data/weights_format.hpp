// Saved model weights: a small versioned binary format, encoded to and decoded from byte buffers
// (the page downloads/uploads them; the core does no file I/O). Layout, version 1, all integers
// and floats little-endian whatever the host:
//
//   magic       8 bytes  "ELABWTS\0"
//   version     u32      1
//   length      u64      total bytes, this header and the checksum included
//   kind        str      model kind, e.g. "tiny_gpt" or "seed_predictor"
//   n_ints      u32, then n_ints    x (name str, value i64)   e.g. vocab, d_model, n_layer
//   n_strings   u32, then n_strings x (name str, value str)   e.g. pe, norm
//   n_tensors   u32, then n_tensors x (name str, ndim u32, ndim x dim u32, n_bytes u64,
//                                      n_bytes of float32 values, row-major)
//   crc32       u32      CRC-32 (IEEE, as zlib) of every byte before it
//
//   str = u32 byte length + that many bytes (UTF-8, no terminator, no control characters)
//
// The decoder trusts nothing: every count, size and value is checked, and every failure is an
// InvalidArgument saying what is wrong with the file.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace elab {

constexpr std::uint32_t kWeightsVersion = 1;
// Caps that keep a damaged or hostile file from asking a browser tab for gigabytes.
constexpr std::size_t kMaxWeightsBytes = std::size_t{256} << 20;  // whole file: 256 MiB
constexpr std::size_t kMaxWeightsNameBytes = 256;                 // kind and every name
constexpr std::size_t kMaxWeightsStringBytes = 4096;              // string config values
constexpr std::size_t kMaxWeightsEntries = 4096;  // per list (ints, strings, tensors)
constexpr std::size_t kMaxWeightsDims = 8;        // tensor rank

struct WeightsTensor {
  std::string name;
  std::vector<int> shape;   // every dim >= 1; {} is a scalar (one value)
  std::vector<float> data;  // row-major, product(shape) values, all finite
};

struct WeightsFile {
  std::string kind;
  std::vector<std::pair<std::string, std::int64_t>> ints;
  std::vector<std::pair<std::string, std::string>> strings;
  std::vector<WeightsTensor> tensors;

  // Lookups by name; each throws InvalidArgument naming what is missing.
  const WeightsTensor& tensor(const std::string& name) const;
  std::int64_t int_value(const std::string& name) const;
  const std::string& string_value(const std::string& name) const;
};

// Throws InvalidArgument if the contents could not be written as a valid file (empty or
// over-long names, control characters in names or text settings, duplicate names among the config
// values or among the tensors, shapes that do not match the data, non-finite values, over
// kMaxWeightsBytes).
std::vector<std::uint8_t> encode_weights(const WeightsFile& weights);

WeightsFile decode_weights(const std::uint8_t* bytes, std::size_t size);
inline WeightsFile decode_weights(const std::vector<std::uint8_t>& bytes) {
  return decode_weights(bytes.data(), bytes.size());
}

// CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320), the checksum of the format.
std::uint32_t crc32(const std::uint8_t* bytes, std::size_t size);

}  // namespace elab
