#include "core/data/tokenizer.hpp"

#include <string>

#include "core/errors.hpp"

namespace elab {

namespace {

constexpr char kReplacement[] = "\xEF\xBF\xBD";  // U+FFFD as UTF-8

struct Step {
  std::size_t length;  // bytes consumed
  std::uint32_t code_point;
  bool valid;
};

bool in(unsigned b, unsigned lo, unsigned hi) {
  return b >= lo && b <= hi;
}

// Decodes the character starting at bytes[i]. On an invalid sequence consumes its maximal subpart:
// the longest prefix that could still begin a valid sequence (at least one byte), so the byte
// that broke it is read again as the start of the next character.
Step decode_at(const std::uint8_t* bytes, std::size_t n, std::size_t i) {
  const unsigned b0 = bytes[i];
  if (b0 < 0x80) return {1, b0, true};
  int need;                       // continuation bytes after the lead
  unsigned lo = 0x80, hi = 0xBF;  // allowed range of the second byte (narrowed for E0 ED F0 F4)
  std::uint32_t cp;
  if (in(b0, 0xC2, 0xDF)) {
    need = 1;
    cp = b0 & 0x1F;
  } else if (in(b0, 0xE0, 0xEF)) {
    need = 2;
    cp = b0 & 0x0F;
    if (b0 == 0xE0) lo = 0xA0;  // below: overlong
    if (b0 == 0xED) hi = 0x9F;  // above: surrogates D800..DFFF
  } else if (in(b0, 0xF0, 0xF4)) {
    need = 3;
    cp = b0 & 0x07;
    if (b0 == 0xF0) lo = 0x90;  // below: overlong
    if (b0 == 0xF4) hi = 0x8F;  // above: beyond U+10FFFF
  } else {
    return {1, 0xFFFD, false};  // 80..BF lone continuation, C0/C1 overlong leads, F5..FF
  }
  std::size_t len = 1;
  for (int k = 0; k < need; ++k, lo = 0x80, hi = 0xBF) {
    if (i + len >= n || !in(bytes[i + len], lo, hi)) return {len, 0xFFFD, false};
    cp = (cp << 6) | (bytes[i + len] & 0x3F);
    ++len;
  }
  return {len, cp, true};
}

std::vector<std::uint8_t> checked_bytes(const std::vector<int>& ids) {
  std::vector<std::uint8_t> bytes(ids.size());
  for (std::size_t i = 0; i < ids.size(); ++i) {
    if (ids[i] < 0 || ids[i] > 255)
      fail("byte token ids must be between 0 and 255 (got " + std::to_string(ids[i]) +
           " at position " + std::to_string(i) + ")");
    bytes[i] = static_cast<std::uint8_t>(ids[i]);
  }
  return bytes;
}

std::vector<ByteChar> breakdown(const std::uint8_t* bytes, std::size_t n) {
  std::vector<ByteChar> out;
  for (std::size_t i = 0; i < n;) {
    const Step s = decode_at(bytes, n, i);
    ByteChar c;
    c.offset = i;
    c.code_point = s.code_point;
    c.valid = s.valid;
    c.ids.assign(bytes + i, bytes + i + s.length);
    if (s.valid)
      c.text.assign(reinterpret_cast<const char*>(bytes + i), s.length);
    else
      c.text = kReplacement;
    out.push_back(std::move(c));
    i += s.length;
  }
  return out;
}

std::string decode_bytes(const std::uint8_t* bytes, std::size_t n) {
  std::string out;
  out.reserve(n);
  for (std::size_t i = 0; i < n;) {
    const Step s = decode_at(bytes, n, i);
    if (s.valid)
      out.append(reinterpret_cast<const char*>(bytes + i), s.length);
    else
      out += kReplacement;
    i += s.length;
  }
  return out;
}

bool is_space(unsigned char c) {
  return c == ' ' || (c >= '\t' && c <= '\r');
}
bool is_punct(unsigned char c) {
  return (c >= '!' && c <= '/') || (c >= ':' && c <= '@') || (c >= '[' && c <= '`') ||
         (c >= '{' && c <= '~');
}

}  // namespace

std::vector<int> byte_encode(std::string_view text) {
  std::vector<int> ids(text.size());
  for (std::size_t i = 0; i < text.size(); ++i) ids[i] = static_cast<unsigned char>(text[i]);
  return ids;
}

std::string byte_decode(const std::vector<int>& ids) {
  const auto bytes = checked_bytes(ids);
  return decode_bytes(bytes.data(), bytes.size());
}

std::vector<ByteChar> byte_breakdown(std::string_view text) {
  return breakdown(reinterpret_cast<const std::uint8_t*>(text.data()), text.size());
}

std::vector<ByteChar> byte_breakdown(const std::vector<int>& ids) {
  const auto bytes = checked_bytes(ids);
  return breakdown(bytes.data(), bytes.size());
}

std::vector<std::string> word_split(std::string_view text) {
  std::vector<std::string> words;
  std::string current;
  for (char ch : text) {
    const auto c = static_cast<unsigned char>(ch);
    if (is_space(c) || is_punct(c)) {
      if (!current.empty()) words.push_back(std::move(current));
      current.clear();
      if (is_punct(c)) words.emplace_back(1, ch);
    } else {
      current.push_back(ch);
    }
  }
  if (!current.empty()) words.push_back(std::move(current));
  return words;
}

WordTokenizer::WordTokenizer(std::string_view training_text) {
  m_words.push_back("<unk>");
  for (auto& w : word_split(training_text)) {
    if (m_ids.count(w)) continue;
    m_ids.emplace(w, static_cast<int>(m_words.size()));
    m_words.push_back(std::move(w));
  }
}

int WordTokenizer::id_of(const std::string& word) const {
  const auto it = m_ids.find(word);
  return it == m_ids.end() ? kUnk : it->second;
}

std::vector<int> WordTokenizer::encode(std::string_view text) const {
  std::vector<int> ids;
  for (const auto& w : word_split(text)) ids.push_back(id_of(w));
  return ids;
}

std::string WordTokenizer::decode(const std::vector<int>& ids) const {
  std::string out;
  for (std::size_t i = 0; i < ids.size(); ++i) {
    if (ids[i] < 0 || ids[i] >= vocab_size())
      fail("word token ids must be between 0 and " + std::to_string(vocab_size() - 1) +
           " for this vocabulary (got " + std::to_string(ids[i]) + " at position " +
           std::to_string(i) + ")");
    if (i > 0) out += ' ';
    out += m_words[ids[i]];
  }
  return out;
}

}  // namespace elab
