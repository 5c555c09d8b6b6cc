// Tokenizers for the lessons: byte-level (the model's view: UTF-8 bytes 0..255, as the seed
// notebook's 256-entry table) and a small word-level one to contrast vocabulary sizes.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace elab {

// ---- byte level -----------------------------------------------------------------------------

// The UTF-8 bytes of text as ids 0..255, one per byte ("é" is two ids, an emoji four).
std::vector<int> byte_encode(std::string_view text);

// Ids back to text. Byte sequences that are not valid UTF-8 (as a model can generate) become
// U+FFFD, one per "maximal subpart" (Unicode 15 ch. 3 / WHATWG Encoding): a lone continuation
// byte, C0, C1 or F5..FF gives one U+FFFD each; a sequence cut short gives one U+FFFD for the
// bytes it had; overlong forms and surrogates (E0 80.., ED A0..) fail at their second byte.
// Throws InvalidArgument for an id outside 0..255, naming it and its position.
std::string byte_decode(const std::vector<int>& ids);

// One character of the per-character breakdown the UI shows.
struct ByteChar {
  std::string text;              // the character as UTF-8, or "\uFFFD" for invalid bytes
  std::vector<int> ids;          // its byte ids (1 to 4)
  std::size_t offset = 0;        // index of its first byte in the input
  std::uint32_t code_point = 0;  // the code point, 0xFFFD when !valid
  bool valid = true;             // false: these bytes are one invalid maximal subpart
};

// Splits bytes into characters by the decoding rule of byte_decode; concatenating the texts gives
// byte_decode's result and concatenating the ids gives the input back.
std::vector<ByteChar> byte_breakdown(std::string_view text);
std::vector<ByteChar> byte_breakdown(const std::vector<int>& ids);  // ids checked as byte_decode

// ---- word level -----------------------------------------------------------------------------

// Splitting rule: ASCII whitespace (space, \t, \n, \v, \f, \r) separates words and is dropped;
// each ASCII punctuation character (!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~) is a token of its own;
// every other run of bytes is a word (letters, digits, and all non-ASCII UTF-8, so "café" stays
// one word). Case is kept: "The" and "the" are different words. So "tis nobler." gives
// ["tis", "nobler", "."] and "don't" gives ["don", "'", "t"].
std::vector<std::string> word_split(std::string_view text);

// A word vocabulary built from a text: id 0 is "<unk>", then each distinct word in order of first
// appearance. Words not in the vocabulary encode to 0.
class WordTokenizer {
 public:
  static constexpr int kUnk = 0;

  explicit WordTokenizer(std::string_view training_text);

  std::vector<int> encode(std::string_view text) const;
  // Words joined by single spaces (the original spacing is not kept); id 0 gives "<unk>".
  // Throws InvalidArgument for ids outside 0..vocab_size()-1.
  std::string decode(const std::vector<int>& ids) const;

  int vocab_size() const { return static_cast<int>(m_words.size()); }
  const std::vector<std::string>& vocab() const { return m_words; }  // index = id
  int id_of(const std::string& word) const;                          // kUnk if unseen

 private:
  std::vector<std::string> m_words;
  std::unordered_map<std::string, int> m_ids;
};

}  // namespace elab
