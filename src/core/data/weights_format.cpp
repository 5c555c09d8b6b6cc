#include "core/data/weights_format.hpp"

#include <array>
#include <cmath>
#include <cstring>
#include <set>
#include <string>

#include "core/errors.hpp"

namespace elab {

namespace {

constexpr char kMagic[8] = {'E', 'L', 'A', 'B', 'W', 'T', 'S', '\0'};
constexpr std::size_t kHeaderBytes = 8 + 4 + 8;  // magic, version, length
constexpr std::size_t kCrcBytes = 4;

std::string quoted(const std::string& s) {
  return "'" + s + "'";
}

std::string shape_text(const std::vector<int>& shape) {
  std::string out = "(";
  for (std::size_t i = 0; i < shape.size(); ++i) out += (i ? ", " : "") + std::to_string(shape[i]);
  return out + ")";
}

// ---- checks shared by the encoder and the decoder --------------------------------------------

// Control characters (a NUL above all) would cut or garble every message that quotes the text.
void check_printable(const std::string& text, const std::string& what) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c < 0x20 || c == 0x7F)
      fail(what + " contains the control character " + std::to_string(c) + " at byte " +
           std::to_string(i) + "; names and settings must be printable text");
  }
}

void check_name(const std::string& name, const std::string& what) {
  if (name.empty()) fail(what + " has an empty name");
  if (name.size() > kMaxWeightsNameBytes)
    fail(what + " has a name of " + std::to_string(name.size()) + " bytes; at most " +
         std::to_string(kMaxWeightsNameBytes) + " are allowed");
  check_printable(name, "the name of " + what);
}

void check_count(std::size_t count, const char* what) {
  if (count > kMaxWeightsEntries)
    fail(std::string("the weights file lists ") + std::to_string(count) + " " + what +
         "; at most " + std::to_string(kMaxWeightsEntries) + " are allowed");
}

// Values of a shape, or fail if they exceed what the file size cap could hold.
std::size_t element_count(const std::vector<int>& shape, const std::string& name) {
  if (shape.size() > kMaxWeightsDims)
    fail("tensor " + quoted(name) + " has " + std::to_string(shape.size()) +
         " dimensions; at most " + std::to_string(kMaxWeightsDims) + " are allowed");
  std::size_t count = 1;
  for (std::size_t i = 0; i < shape.size(); ++i) {
    if (shape[i] < 1)
      fail("tensor " + quoted(name) + " has shape " + shape_text(shape) + ": dimension " +
           std::to_string(i) + " must be at least 1");
    // count * dim <= cap, tested by division so it cannot overflow.
    if (static_cast<std::size_t>(shape[i]) > kMaxWeightsBytes / 4 / count)
      fail("tensor " + quoted(name) + " has shape " + shape_text(shape) + ", more values than a " +
           std::to_string(kMaxWeightsBytes >> 20) + " MiB weights file can hold");
    count *= static_cast<std::size_t>(shape[i]);
  }
  return count;
}

void check_finite(const WeightsTensor& t) {
  for (std::size_t i = 0; i < t.data.size(); ++i)
    if (!std::isfinite(t.data[i]))
      fail("tensor " + quoted(t.name) + " holds " + describe(t.data[i]) + " at index " +
           std::to_string(i) + "; weights must be finite numbers");
}

void check_unique(std::set<std::string>& seen, const std::string& name, const char* what) {
  if (!seen.insert(name).second)
    fail(std::string("the weights file has two ") + what + " named " + quoted(name));
}

// ---- little-endian writer and bounds-checked reader ------------------------------------------

class Writer {
 public:
  explicit Writer(std::size_t reserve) { m_out.reserve(reserve); }
  void u32(std::uint32_t v) {
    for (int i = 0; i < 4; ++i) m_out.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
  }
  void u64(std::uint64_t v) {
    for (int i = 0; i < 8; ++i) m_out.push_back(static_cast<std::uint8_t>(v >> (8 * i)));
  }
  void str(const std::string& s) {
    u32(static_cast<std::uint32_t>(s.size()));
    m_out.insert(m_out.end(), s.begin(), s.end());
  }
  void f32(float f) {
    std::uint32_t bits;
    std::memcpy(&bits, &f, 4);
    u32(bits);
  }
  void raw(const char* p, std::size_t n) { m_out.insert(m_out.end(), p, p + n); }
  std::vector<std::uint8_t>& bytes() { return m_out; }

 private:
  std::vector<std::uint8_t> m_out;
};

class Reader {
 public:
  Reader(const std::uint8_t* p, std::size_t end) : m_p(p), m_end(end) {}
  std::size_t pos() const { return m_pos; }
  std::size_t left() const { return m_end - m_pos; }

  void need(std::size_t n, const std::string& what) const {
    if (n > left())
      fail("the weights file is inconsistent: " + what + " at byte " + std::to_string(m_pos) +
           " needs " + std::to_string(n) + " bytes but only " + std::to_string(left()) +
           " remain before the checksum");
  }
  std::uint32_t u32(const std::string& what) {
    need(4, what);
    std::uint32_t v = 0;
    for (int i = 0; i < 4; ++i) v |= static_cast<std::uint32_t>(m_p[m_pos + i]) << (8 * i);
    m_pos += 4;
    return v;
  }
  std::uint64_t u64(const std::string& what) {
    need(8, what);
    std::uint64_t v = 0;
    for (int i = 0; i < 8; ++i) v |= static_cast<std::uint64_t>(m_p[m_pos + i]) << (8 * i);
    m_pos += 8;
    return v;
  }
  std::string str(const std::string& what, std::size_t max_bytes) {
    const std::uint32_t n = u32(what + " length");
    if (n > max_bytes)
      fail("the weights file gives " + what + " a length of " + std::to_string(n) +
           " bytes; at most " + std::to_string(max_bytes) + " are allowed");
    need(n, what);
    std::string s(reinterpret_cast<const char*>(m_p + m_pos), n);
    m_pos += n;
    return s;
  }
  float f32_unchecked() {
    std::uint32_t v = 0;
    for (int i = 0; i < 4; ++i) v |= static_cast<std::uint32_t>(m_p[m_pos + i]) << (8 * i);
    m_pos += 4;
    float f;
    std::memcpy(&f, &v, 4);
    return f;
  }

 private:
  const std::uint8_t* m_p;
  std::size_t m_end;
  std::size_t m_pos = 0;
};

std::array<std::uint32_t, 256> make_crc_table() {
  std::array<std::uint32_t, 256> table{};
  for (std::uint32_t i = 0; i < 256; ++i) {
    std::uint32_t c = i;
    for (int k = 0; k < 8; ++k) c = (c & 1) ? 0xEDB88320u ^ (c >> 1) : c >> 1;
    table[i] = c;
  }
  return table;
}

}  // namespace

std::uint32_t crc32(const std::uint8_t* bytes, std::size_t size) {
  static const std::array<std::uint32_t, 256> table = make_crc_table();
  std::uint32_t c = 0xFFFFFFFFu;
  for (std::size_t i = 0; i < size; ++i) c = table[(c ^ bytes[i]) & 0xFF] ^ (c >> 8);
  return c ^ 0xFFFFFFFFu;
}

// ---- lookups -----------------------------------------------------------------------------------

const WeightsTensor& WeightsFile::tensor(const std::string& name) const {
  for (const auto& t : tensors)
    if (t.name == name) return t;
  fail("the weights file has no tensor named " + quoted(name) + " (is it for another model?)");
}

std::int64_t WeightsFile::int_value(const std::string& name) const {
  for (const auto& kv : ints)
    if (kv.first == name) return kv.second;
  fail("the weights file has no integer setting named " + quoted(name));
}

const std::string& WeightsFile::string_value(const std::string& name) const {
  for (const auto& kv : strings)
    if (kv.first == name) return kv.second;
  fail("the weights file has no text setting named " + quoted(name));
}

// ---- encode ------------------------------------------------------------------------------------

std::vector<std::uint8_t> encode_weights(const WeightsFile& w) {
  check_name(w.kind, "the model kind");
  check_count(w.ints.size(), "integer settings");
  check_count(w.strings.size(), "text settings");
  check_count(w.tensors.size(), "tensors");
  // Size first, in double so absurd inputs cannot wrap, so nothing huge is allocated.
  double total = kHeaderBytes + 4.0 + w.kind.size() + 12 + kCrcBytes;
  std::set<std::string> config_names, tensor_names;
  for (const auto& kv : w.ints) {
    check_name(kv.first, "an integer setting");
    check_unique(config_names, kv.first, "settings");
    total += 4.0 + kv.first.size() + 8;
  }
  for (const auto& kv : w.strings) {
    check_name(kv.first, "a text setting");
    check_unique(config_names, kv.first, "settings");
    if (kv.second.size() > kMaxWeightsStringBytes)
      fail("text setting " + quoted(kv.first) + " is " + std::to_string(kv.second.size()) +
           " bytes long; at most " + std::to_string(kMaxWeightsStringBytes) + " are allowed");
    check_printable(kv.second, "text setting " + quoted(kv.first));
    total += 8.0 + kv.first.size() + kv.second.size();
  }
  for (const auto& t : w.tensors) {
    check_name(t.name, "a tensor");
    check_unique(tensor_names, t.name, "tensors");
    const std::size_t count = element_count(t.shape, t.name);
    if (t.data.size() != count)
      fail("tensor " + quoted(t.name) + " has shape " + shape_text(t.shape) + " = " +
           std::to_string(count) + " values but holds " + std::to_string(t.data.size()));
    check_finite(t);
    total += 4.0 + t.name.size() + 4 + 4.0 * t.shape.size() + 8 + 4.0 * count;
  }
  if (total > kMaxWeightsBytes)
    fail("these weights would take " + describe(total) + " bytes, more than the " +
         std::to_string(kMaxWeightsBytes >> 20) + " MiB a weights file may hold");

  Writer out(static_cast<std::size_t>(total));
  out.raw(kMagic, 8);
  out.u32(kWeightsVersion);
  out.u64(static_cast<std::uint64_t>(total));
  out.str(w.kind);
  out.u32(static_cast<std::uint32_t>(w.ints.size()));
  for (const auto& kv : w.ints) {
    out.str(kv.first);
    out.u64(static_cast<std::uint64_t>(kv.second));
  }
  out.u32(static_cast<std::uint32_t>(w.strings.size()));
  for (const auto& kv : w.strings) {
    out.str(kv.first);
    out.str(kv.second);
  }
  out.u32(static_cast<std::uint32_t>(w.tensors.size()));
  for (const auto& t : w.tensors) {
    out.str(t.name);
    out.u32(static_cast<std::uint32_t>(t.shape.size()));
    for (int d : t.shape) out.u32(static_cast<std::uint32_t>(d));
    out.u64(4 * static_cast<std::uint64_t>(t.data.size()));
    for (float f : t.data) out.f32(f);
  }
  auto& bytes = out.bytes();
  out.u32(crc32(bytes.data(), bytes.size()));
  return std::move(bytes);
}

// ---- decode ------------------------------------------------------------------------------------

WeightsFile decode_weights(const std::uint8_t* bytes, std::size_t size) {
  if (size < 8 || std::memcmp(bytes, kMagic, 8) != 0)
    fail(
        "this is not an Embedding Lab weights file (it does not start with \"ELABWTS\"); "
        "choose a file saved by Embedding Lab");
  if (size < kHeaderBytes)
    fail("the weights file is truncated: it stops after " + std::to_string(size) +
         " bytes, inside its " + std::to_string(kHeaderBytes) + "-byte header");
  Reader header(bytes, size);
  header.u64("magic");
  const std::uint32_t version = header.u32("version");
  // A version far past this one is not a newer release but damage right after the magic bytes.
  if (version > kWeightsVersion + 64)
    fail("the weights file's header is damaged: it gives format version " +
         std::to_string(version) + ", which no Embedding Lab has written (this one reads version " +
         std::to_string(kWeightsVersion) + ")");
  if (version > kWeightsVersion)
    fail("this weights file was made by a newer version of Embedding Lab (format version " +
         std::to_string(version) + "); this one reads version " + std::to_string(kWeightsVersion));
  if (version != kWeightsVersion)
    fail("this weights file has format version " + std::to_string(version) +
         ", which never existed; this one reads version " + std::to_string(kWeightsVersion));
  const std::uint64_t length = header.u64("length");
  if (length > kMaxWeightsBytes)
    fail("the weights file says it is " + std::to_string(length) + " bytes long, more than the " +
         std::to_string(kMaxWeightsBytes >> 20) + " MiB a weights file may hold");
  if (length < kHeaderBytes + kCrcBytes)
    fail("the weights file says it is " + std::to_string(length) +
         " bytes long, too short for its own header and checksum");
  if (size < length)
    fail("the weights file is truncated: it should be " + std::to_string(length) +
         " bytes but only " + std::to_string(size) + " are here (an interrupted download?)");
  if (size > length)
    fail("the weights file is longer than it says: " + std::to_string(size - length) +
         " extra bytes follow its " + std::to_string(length) + " bytes");
  const std::size_t body_end = static_cast<std::size_t>(length) - kCrcBytes;
  Reader tail(bytes + body_end, kCrcBytes);
  const std::uint32_t stored = tail.u32("checksum");
  const std::uint32_t computed = crc32(bytes, body_end);
  if (stored != computed)
    fail(
        "the weights file is damaged: its checksum does not match its contents (some bytes "
        "were changed after it was saved)");

  // The checksum guards against damage, not against a file crafted to be wrong: everything below
  // is still checked.
  Reader in(bytes, body_end);
  in.u64("magic");
  in.u32("version");
  in.u64("length");
  WeightsFile w;
  w.kind = in.str("the model kind", kMaxWeightsNameBytes);
  check_name(w.kind, "the model kind");
  std::set<std::string> config_names, tensor_names;

  const std::uint32_t n_ints = in.u32("the number of integer settings");
  check_count(n_ints, "integer settings");
  for (std::uint32_t i = 0; i < n_ints; ++i) {
    std::string name = in.str("an integer setting's name", kMaxWeightsNameBytes);
    check_name(name, "an integer setting");
    check_unique(config_names, name, "settings");
    const auto value = static_cast<std::int64_t>(in.u64("integer setting " + quoted(name)));
    w.ints.emplace_back(std::move(name), value);
  }
  const std::uint32_t n_strings = in.u32("the number of text settings");
  check_count(n_strings, "text settings");
  for (std::uint32_t i = 0; i < n_strings; ++i) {
    std::string name = in.str("a text setting's name", kMaxWeightsNameBytes);
    check_name(name, "a text setting");
    check_unique(config_names, name, "settings");
    std::string value = in.str("text setting " + quoted(name), kMaxWeightsStringBytes);
    check_printable(value, "text setting " + quoted(name));
    w.strings.emplace_back(std::move(name), std::move(value));
  }
  const std::uint32_t n_tensors = in.u32("the number of tensors");
  check_count(n_tensors, "tensors");
  for (std::uint32_t i = 0; i < n_tensors; ++i) {
    WeightsTensor t;
    t.name = in.str("a tensor's name", kMaxWeightsNameBytes);
    check_name(t.name, "a tensor");
    check_unique(tensor_names, t.name, "tensors");
    const std::uint32_t ndim = in.u32("the rank of tensor " + quoted(t.name));
    if (ndim > kMaxWeightsDims)
      fail("tensor " + quoted(t.name) + " has " + std::to_string(ndim) + " dimensions; at most " +
           std::to_string(kMaxWeightsDims) + " are allowed");
    for (std::uint32_t k = 0; k < ndim; ++k) {
      const std::uint32_t dim = in.u32("the shape of tensor " + quoted(t.name));
      if (dim > 0x7FFFFFFFu)
        fail("tensor " + quoted(t.name) + " has a dimension of " + std::to_string(dim) +
             ", more values than a weights file can hold");
      t.shape.push_back(static_cast<int>(dim));
    }
    const std::size_t count = element_count(t.shape, t.name);
    const std::uint64_t n_bytes = in.u64("the data size of tensor " + quoted(t.name));
    if (n_bytes != 4 * static_cast<std::uint64_t>(count))
      fail("tensor " + quoted(t.name) + " has shape " + shape_text(t.shape) + " = " +
           std::to_string(count) + " float32 values (" + std::to_string(4 * count) +
           " bytes) but stores " + std::to_string(n_bytes) + " bytes");
    in.need(static_cast<std::size_t>(n_bytes), "the data of tensor " + quoted(t.name));
    t.data.resize(count);
    for (std::size_t k = 0; k < count; ++k) t.data[k] = in.f32_unchecked();
    check_finite(t);
    w.tensors.push_back(std::move(t));
  }
  if (in.left() != 0)
    fail("the weights file is inconsistent: " + std::to_string(in.left()) +
         " unexplained bytes follow the last tensor");
  return w;
}

}  // namespace elab
