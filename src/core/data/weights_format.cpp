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

// ---- checks shared by the encoder and the decoder --------------------------------------------

// Control characters (a NUL above all) would cut or garble every message that quotes the text.
// values are the message's own ({name}, a text setting's), to which the character's are added.
void check_printable(const std::string& text, const Message& control, MessageValues values = {}) {
  for (std::size_t i = 0; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c < 0x20 || c == 0x7F) {
      values.push_back({"code", c});
      values.push_back({"byte", i});
      fail(control, std::move(values));
    }
  }
}

// What a name is refused with: one message of each kind for each of the file's names.
struct NameMessages {
  const Message& empty;
  const Message& too_long;
  const Message& control;
};
const NameMessages kKindName{messages::weights_kind_empty, messages::weights_kind_too_long,
                             messages::weights_kind_control};
const NameMessages kIntName{messages::weights_int_name_empty, messages::weights_int_name_too_long,
                            messages::weights_int_name_control};
const NameMessages kTextName{messages::weights_text_name_empty,
                             messages::weights_text_name_too_long,
                             messages::weights_text_name_control};
const NameMessages kTensorName{messages::weights_tensor_name_empty,
                               messages::weights_tensor_name_too_long,
                               messages::weights_tensor_name_control};

void check_name(const std::string& name, const NameMessages& refused) {
  if (name.empty()) fail(refused.empty);
  if (name.size() > kMaxWeightsNameBytes)
    fail(refused.too_long, {{"bytes", name.size()}, {"most", kMaxWeightsNameBytes}});
  check_printable(name, refused.control);
}

// too_many is the message of the list: integer settings, text settings or tensors.
void check_count(std::size_t count, const Message& too_many) {
  if (count > kMaxWeightsEntries) fail(too_many, {{"count", count}, {"most", kMaxWeightsEntries}});
}

// Values of a shape, or fail if they exceed what the file size cap could hold.
std::size_t element_count(const std::vector<int>& shape, const std::string& name) {
  if (shape.size() > kMaxWeightsDims)
    fail(messages::weights_tensor_rank,
         {{"name", name}, {"dims", shape.size()}, {"most", kMaxWeightsDims}});
  std::size_t count = 1;
  for (std::size_t i = 0; i < shape.size(); ++i) {
    if (shape[i] < 1)
      fail(messages::weights_tensor_dim_zero,
           {{"name", name}, {"shape", describe_shape(shape)}, {"dim", i}});
    // count * dim <= cap, tested by division so it cannot overflow.
    if (static_cast<std::size_t>(shape[i]) > kMaxWeightsBytes / 4 / count)
      fail(messages::weights_tensor_too_large,
           {{"name", name}, {"shape", describe_shape(shape)}, {"mib", kMaxWeightsBytes >> 20}});
    count *= static_cast<std::size_t>(shape[i]);
  }
  return count;
}

void check_finite(const WeightsTensor& t) {
  for (std::size_t i = 0; i < t.data.size(); ++i)
    if (!std::isfinite(t.data[i]))
      fail(messages::weights_tensor_not_finite,
           {{"name", t.name}, {"value", describe(t.data[i])}, {"index", i}});
}

// twice is the message of the list: settings or tensors.
void check_unique(std::set<std::string>& seen, const std::string& name, const Message& twice) {
  if (!seen.insert(name).second) fail(twice, {{"name", name}});
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

// n bytes at p as a little-endian number: a field whose bytes are known to be there.
std::uint64_t little_endian(const std::uint8_t* p, int n) {
  std::uint64_t v = 0;
  for (int i = 0; i < n; ++i) v |= static_cast<std::uint64_t>(p[i]) << (8 * i);
  return v;
}

// A field of the file the reader may find cut short: the message that says so, and the name
// of the setting or tensor it belongs to, when the message names one.
struct Field {
  const Message& cut;
  std::string name = {};
};

// A text of the file: its length, the text, and the message for a length over its limit.
struct TextField {
  const Message& cut_length;
  const Message& cut;
  const Message& too_long;
  std::string name = {};
};

class Reader {
 public:
  Reader(const std::uint8_t* p, std::size_t end) : m_p(p), m_end(end) {}
  std::size_t pos() const { return m_pos; }
  std::size_t left() const { return m_end - m_pos; }

  void need(std::size_t n, const Field& field) const {
    if (n > left()) {
      MessageValues values{{"byte", m_pos}, {"bytes", n}, {"left", left()}};
      if (!field.name.empty()) values.push_back({"name", field.name});
      fail(field.cut, std::move(values));
    }
  }
  // Steps over the header, checked before the reader starts.
  void skip(std::size_t n) { m_pos += n; }
  std::uint32_t u32(const Field& field) {
    need(4, field);
    m_pos += 4;
    return static_cast<std::uint32_t>(little_endian(m_p + m_pos - 4, 4));
  }
  std::uint64_t u64(const Field& field) {
    need(8, field);
    m_pos += 8;
    return little_endian(m_p + m_pos - 8, 8);
  }
  std::string str(const TextField& field, std::size_t max_bytes) {
    const std::uint32_t n = u32({field.cut_length, field.name});
    if (n > max_bytes) {
      MessageValues values{{"bytes", n}, {"most", max_bytes}};
      if (!field.name.empty()) values.push_back({"name", field.name});
      fail(field.too_long, std::move(values));
    }
    need(n, {field.cut, field.name});
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
  fail(messages::weights_no_tensor, {{"name", name}});
}

std::int64_t WeightsFile::int_value(const std::string& name) const {
  for (const auto& kv : ints)
    if (kv.first == name) return kv.second;
  fail(messages::weights_no_int_setting, {{"name", name}});
}

const std::string& WeightsFile::string_value(const std::string& name) const {
  for (const auto& kv : strings)
    if (kv.first == name) return kv.second;
  fail(messages::weights_no_text_setting, {{"name", name}});
}

// ---- encode ------------------------------------------------------------------------------------

std::vector<std::uint8_t> encode_weights(const WeightsFile& w) {
  check_name(w.kind, kKindName);
  check_count(w.ints.size(), messages::weights_too_many_ints);
  check_count(w.strings.size(), messages::weights_too_many_texts);
  check_count(w.tensors.size(), messages::weights_too_many_tensors);
  // Size first, in double so absurd inputs cannot wrap, so nothing huge is allocated.
  double total = kHeaderBytes + 4.0 + w.kind.size() + 12 + kCrcBytes;
  std::set<std::string> config_names, tensor_names;
  for (const auto& kv : w.ints) {
    check_name(kv.first, kIntName);
    check_unique(config_names, kv.first, messages::weights_two_settings);
    total += 4.0 + kv.first.size() + 8;
  }
  for (const auto& kv : w.strings) {
    check_name(kv.first, kTextName);
    check_unique(config_names, kv.first, messages::weights_two_settings);
    if (kv.second.size() > kMaxWeightsStringBytes)
      fail(messages::weights_text_value_too_long,
           {{"name", kv.first}, {"bytes", kv.second.size()}, {"most", kMaxWeightsStringBytes}});
    check_printable(kv.second, messages::weights_text_value_control, {{"name", kv.first}});
    total += 8.0 + kv.first.size() + kv.second.size();
  }
  for (const auto& t : w.tensors) {
    check_name(t.name, kTensorName);
    check_unique(tensor_names, t.name, messages::weights_two_tensors);
    const std::size_t count = element_count(t.shape, t.name);
    if (t.data.size() != count)
      fail(messages::weights_tensor_holds, {{"name", t.name},
                                            {"shape", describe_shape(t.shape)},
                                            {"count", count},
                                            {"held", t.data.size()}});
    check_finite(t);
    total += 4.0 + t.name.size() + 4 + 4.0 * t.shape.size() + 8 + 4.0 * count;
  }
  if (total > kMaxWeightsBytes)
    fail(messages::weights_too_large, {{"bytes", total}, {"mib", kMaxWeightsBytes >> 20}});

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
  if (size < 8 || std::memcmp(bytes, kMagic, 8) != 0) fail(messages::weights_not_elab);
  if (size < kHeaderBytes)
    fail(messages::weights_header_truncated, {{"bytes", size}, {"header", kHeaderBytes}});
  // Magic (8 bytes), version (4), length (8): all there, as size is at least kHeaderBytes.
  const auto version = static_cast<std::uint32_t>(little_endian(bytes + 8, 4));
  // A version far past this one is not a newer release but damage right after the magic bytes.
  if (version > kWeightsVersion + 64)
    fail(messages::weights_version_damaged, {{"version", version}, {"reads", kWeightsVersion}});
  if (version > kWeightsVersion)
    fail(messages::weights_version_newer, {{"version", version}, {"reads", kWeightsVersion}});
  if (version != kWeightsVersion)
    fail(messages::weights_version_unknown, {{"version", version}, {"reads", kWeightsVersion}});
  const std::uint64_t length = little_endian(bytes + 12, 8);
  if (length > kMaxWeightsBytes)
    fail(messages::weights_length_too_large, {{"length", length}, {"mib", kMaxWeightsBytes >> 20}});
  if (length < kHeaderBytes + kCrcBytes)
    fail(messages::weights_length_too_short, {{"length", length}});
  if (size < length) fail(messages::weights_truncated, {{"length", length}, {"bytes", size}});
  if (size > length) fail(messages::weights_longer, {{"extra", size - length}, {"length", length}});
  const std::size_t body_end = static_cast<std::size_t>(length) - kCrcBytes;
  const auto stored = static_cast<std::uint32_t>(little_endian(bytes + body_end, 4));
  const std::uint32_t computed = crc32(bytes, body_end);
  if (stored != computed) fail(messages::weights_checksum);

  // The checksum guards against damage, not against a file crafted to be wrong: everything below
  // is still checked.
  Reader in(bytes, body_end);
  in.skip(kHeaderBytes);
  WeightsFile w;
  w.kind = in.str({messages::weights_cut_kind_length, messages::weights_cut_kind,
                   messages::weights_kind_length},
                  kMaxWeightsNameBytes);
  check_name(w.kind, kKindName);
  std::set<std::string> config_names, tensor_names;

  const std::uint32_t n_ints = in.u32({messages::weights_cut_int_count});
  check_count(n_ints, messages::weights_too_many_ints);
  for (std::uint32_t i = 0; i < n_ints; ++i) {
    std::string name = in.str({messages::weights_cut_int_name_length,
                               messages::weights_cut_int_name, messages::weights_int_name_length},
                              kMaxWeightsNameBytes);
    check_name(name, kIntName);
    check_unique(config_names, name, messages::weights_two_settings);
    const auto value = static_cast<std::int64_t>(in.u64({messages::weights_cut_int_value, name}));
    w.ints.emplace_back(std::move(name), value);
  }
  const std::uint32_t n_strings = in.u32({messages::weights_cut_text_count});
  check_count(n_strings, messages::weights_too_many_texts);
  for (std::uint32_t i = 0; i < n_strings; ++i) {
    std::string name = in.str({messages::weights_cut_text_name_length,
                               messages::weights_cut_text_name, messages::weights_text_name_length},
                              kMaxWeightsNameBytes);
    check_name(name, kTextName);
    check_unique(config_names, name, messages::weights_two_settings);
    std::string value =
        in.str({messages::weights_cut_text_value_length, messages::weights_cut_text_value,
                messages::weights_text_value_length, name},
               kMaxWeightsStringBytes);
    check_printable(value, messages::weights_text_value_control, {{"name", name}});
    w.strings.emplace_back(std::move(name), std::move(value));
  }
  const std::uint32_t n_tensors = in.u32({messages::weights_cut_tensor_count});
  check_count(n_tensors, messages::weights_too_many_tensors);
  for (std::uint32_t i = 0; i < n_tensors; ++i) {
    WeightsTensor t;
    t.name = in.str({messages::weights_cut_tensor_name_length, messages::weights_cut_tensor_name,
                     messages::weights_tensor_name_length},
                    kMaxWeightsNameBytes);
    check_name(t.name, kTensorName);
    check_unique(tensor_names, t.name, messages::weights_two_tensors);
    const std::uint32_t ndim = in.u32({messages::weights_cut_tensor_rank, t.name});
    if (ndim > kMaxWeightsDims)
      fail(messages::weights_tensor_rank,
           {{"name", t.name}, {"dims", ndim}, {"most", kMaxWeightsDims}});
    for (std::uint32_t k = 0; k < ndim; ++k) {
      const std::uint32_t dim = in.u32({messages::weights_cut_tensor_shape, t.name});
      if (dim > 0x7FFFFFFFu)
        fail(messages::weights_tensor_dim_too_large, {{"name", t.name}, {"dim", dim}});
      t.shape.push_back(static_cast<int>(dim));
    }
    const std::size_t count = element_count(t.shape, t.name);
    const std::uint64_t n_bytes = in.u64({messages::weights_cut_tensor_data_size, t.name});
    if (n_bytes != 4 * static_cast<std::uint64_t>(count))
      fail(messages::weights_tensor_data_size, {{"name", t.name},
                                                {"shape", describe_shape(t.shape)},
                                                {"count", count},
                                                {"bytes", 4 * count},
                                                {"stored", n_bytes}});
    in.need(static_cast<std::size_t>(n_bytes), {messages::weights_cut_tensor_data, t.name});
    t.data.resize(count);
    for (std::size_t k = 0; k < count; ++k) t.data[k] = in.f32_unchecked();
    check_finite(t);
    w.tensors.push_back(std::move(t));
  }
  if (in.left() != 0) fail(messages::weights_unexplained_bytes, {{"bytes", in.left()}});
  return w;
}

}  // namespace elab
