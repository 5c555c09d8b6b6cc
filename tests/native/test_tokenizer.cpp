// Tokenizers: the PyTorch/Python byte fixtures, UTF-8 round trips, the maximal-subpart rule for
// invalid bytes (expected counts cross-checked with Python's bytes.decode('utf-8', 'replace')),
// the per-character breakdown, and the word tokenizer's vocabulary and <unk>.
#include <cstdint>
#include <string>
#include <vector>

#include "core/data/tokenizer.hpp"
#include "core/errors.hpp"
#include "core/model/random.hpp"
#include "fixtures.hpp"

using Catch::Matchers::Contains;
using elab::InvalidArgument;

namespace {

std::vector<int> hex_ids(std::initializer_list<int> bytes) {
  return std::vector<int>(bytes);
}

// Independent UTF-8 encoder for test strings.
std::string utf8(std::uint32_t cp) {
  std::string s;
  if (cp < 0x80) {
    s += static_cast<char>(cp);
  } else if (cp < 0x800) {
    s += static_cast<char>(0xC0 | (cp >> 6));
    s += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    s += static_cast<char>(0xE0 | (cp >> 12));
    s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    s += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    s += static_cast<char>(0xF0 | (cp >> 18));
    s += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    s += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    s += static_cast<char>(0x80 | (cp & 0x3F));
  }
  return s;
}

// Code points of a decoded string, by an independent strict decoder (the output must be valid).
std::vector<std::uint32_t> strict_code_points(const std::string& s) {
  std::vector<std::uint32_t> out;
  for (std::size_t i = 0; i < s.size();) {
    const auto b = static_cast<unsigned char>(s[i]);
    const int len = b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2;
    std::uint32_t cp = len == 1 ? b : len == 2 ? b & 0x1F : len == 3 ? b & 0x0F : b & 0x07;
    REQUIRE(i + len <= s.size());
    for (int k = 1; k < len; ++k) {
      const auto c = static_cast<unsigned char>(s[i + k]);
      REQUIRE((c & 0xC0) == 0x80);
      cp = (cp << 6) | (c & 0x3F);
    }
    // Shortest form, no surrogates, in range.
    REQUIRE(cp < 0x110000);
    REQUIRE_FALSE((cp >= 0xD800 && cp <= 0xDFFF));
    REQUIRE(utf8(cp) == s.substr(i, len));
    out.push_back(cp);
    i += len;
  }
  return out;
}

int count_replacements(const std::string& s) {
  int n = 0;
  for (auto cp : strict_code_points(s)) n += cp == 0xFFFD;
  return n;
}

}  // namespace

TEST_CASE("byte_encode matches the byte_tokenize fixtures", "[tokenizer][fixture]") {
  for (const auto& c : elab::test::cases_of("byte_tokenize")) {
    const std::string text = c.at("params").at("text");
    const auto want = elab::test::tensor(c.at("expected").at("ids"));
    const auto ids = elab::byte_encode(text);
    INFO(c.at("name").get<std::string>());
    REQUIRE(ids.size() == want.data.size());
    for (std::size_t i = 0; i < ids.size(); ++i) CHECK(ids[i] == static_cast<int>(want.data[i]));
    CHECK(elab::byte_decode(ids) == text);
  }
}

TEST_CASE("byte tokens round-trip any valid UTF-8", "[tokenizer]") {
  SECTION("hand-picked: ASCII, 2-, 3- and 4-byte characters, combining marks, edges") {
    const std::vector<std::string> texts = {
        "",
        "The cat sat on the mat.",
        "h\xC3\xA9llo \xE2\x86\x92 \xF0\x9F\x98\x80",            // héllo → 😀
        "e\xCC\x81",                                             // e + U+0301 combining acute
        "\xF0\x9F\x91\xA9\xE2\x80\x8D\xF0\x9F\x92\xBB",          // 👩‍💻 (ZWJ sequence)
        std::string("a\0b", 3),                                  // NUL is a byte like any other
        "\xEF\xBF\xBF\xF4\x8F\xBF\xBF\xED\x9F\xBF\xEE\x80\x80",  // U+FFFF U+10FFFF U+D7FF U+E000
    };
    for (const auto& t : texts) {
      const auto ids = elab::byte_encode(t);
      CHECK(ids.size() == t.size());
      for (int id : ids) CHECK((id >= 0 && id <= 255));
      CHECK(elab::byte_decode(ids) == t);
      CHECK(count_replacements(elab::byte_decode(ids)) == 0);
    }
    CHECK(elab::byte_encode("\xF0\x9F\x98\x80") == hex_ids({0xF0, 0x9F, 0x98, 0x80}));
  }
  SECTION("random strings over the whole code point range") {
    elab::Rng rng(8);
    for (int trial = 0; trial < 300; ++trial) {
      std::string t;
      std::vector<std::uint32_t> cps;
      const int len = rng.below(20);
      for (int k = 0; k < len; ++k) {
        // Mix of ranges so every encoded length is common.
        const int bucket = rng.below(4);
        const std::uint32_t limit[] = {0x80, 0x800, 0x10000, 0x110000};
        std::uint32_t cp;
        do cp = static_cast<std::uint32_t>(rng.below(static_cast<int>(limit[bucket])));
        while (cp >= 0xD800 && cp <= 0xDFFF);
        cps.push_back(cp);
        t += utf8(cp);
      }
      const std::string back = elab::byte_decode(elab::byte_encode(t));
      REQUIRE(back == t);
      REQUIRE(strict_code_points(back) == cps);
      const auto chars = elab::byte_breakdown(t);
      REQUIRE(chars.size() == cps.size());
      for (std::size_t k = 0; k < chars.size(); ++k) REQUIRE(chars[k].code_point == cps[k]);
    }
  }
}

TEST_CASE("invalid UTF-8 decodes to one U+FFFD per maximal subpart", "[tokenizer]") {
  struct Case {
    const char* what;
    std::vector<int> bytes;
    int replacements;
    std::string text;  // the whole expected output
  };
  const std::string R = "\xEF\xBF\xBD";
  const std::vector<Case> cases = {
      {"lone continuation byte", {0x80}, 1, R},
      {"two lone continuation bytes", {0x80, 0xBF}, 2, R + R},
      {"truncated 3-byte sequence", {0xE2, 0x82}, 1, R},
      {"truncated 3-byte sequence then ASCII", {0xE2, 0x82, 0x41}, 1, R + "A"},
      {"truncated 4-byte sequence", {0xF0, 0x9F, 0x98}, 1, R},
      {"lead byte then ASCII", {0xE2, 0x41}, 1, R + "A"},
      {"overlong 2-byte NUL C0 80", {0xC0, 0x80}, 2, R + R},
      {"overlong C1 BF", {0xC1, 0xBF}, 2, R + R},
      {"overlong 3-byte E0 80 80", {0xE0, 0x80, 0x80}, 3, R + R + R},
      {"overlong 4-byte F0 80 80 80", {0xF0, 0x80, 0x80, 0x80}, 4, R + R + R + R},
      {"surrogate ED A0 80", {0xED, 0xA0, 0x80}, 3, R + R + R},
      {"beyond U+10FFFF F4 90 80 80", {0xF4, 0x90, 0x80, 0x80}, 4, R + R + R + R},
      {"bytes F5..FF",
       {0xF5, 0xF6, 0xF7, 0xF8, 0xF9, 0xFA, 0xFB, 0xFC, 0xFD, 0xFE, 0xFF},
       11,
       R + R + R + R + R + R + R + R + R + R + R},
      {"valid emoji then a stray continuation",
       {0xF0, 0x9F, 0x98, 0x80, 0x80},
       1,
       "\xF0\x9F\x98\x80" + R},
      // Unicode Table 3-8: 61 F1 80 80 E1 80 C2 62 80 63 80 BF 64 -> a R R R b R c R R d
      {"Unicode table 3-8",
       {0x61, 0xF1, 0x80, 0x80, 0xE1, 0x80, 0xC2, 0x62, 0x80, 0x63, 0x80, 0xBF, 0x64},
       6,
       "a" + R + R + R + "b" + R + "c" + R + R + "d"},
  };
  for (const auto& c : cases) {
    INFO(c.what);
    const std::string got = elab::byte_decode(c.bytes);
    CHECK(got == c.text);
    CHECK(count_replacements(got) == c.replacements);
    // The breakdown flags the same pieces and keeps every byte.
    const auto chars = elab::byte_breakdown(c.bytes);
    int invalid = 0;
    std::vector<int> all_ids;
    std::string all_text;
    for (const auto& ch : chars) {
      invalid += !ch.valid;
      CHECK(ch.offset == all_ids.size());
      all_ids.insert(all_ids.end(), ch.ids.begin(), ch.ids.end());
      all_text += ch.text;
      if (!ch.valid) CHECK(ch.code_point == 0xFFFD);
    }
    CHECK(invalid == c.replacements);
    CHECK(all_ids == c.bytes);
    CHECK(all_text == c.text);
  }
}

TEST_CASE("decoding random bytes always yields valid UTF-8 and keeps every byte", "[tokenizer]") {
  elab::Rng rng(21);
  for (int trial = 0; trial < 500; ++trial) {
    std::vector<int> ids(rng.below(24));
    // Bias toward the interesting high bytes.
    for (int& id : ids) id = rng.below(2) ? 0x80 + rng.below(128) : rng.below(256);
    const std::string text = elab::byte_decode(ids);
    strict_code_points(text);  // REQUIREs inside
    const auto chars = elab::byte_breakdown(ids);
    std::vector<int> back;
    std::string joined;
    for (const auto& c : chars) {
      REQUIRE((c.ids.size() >= 1 && c.ids.size() <= 4));
      back.insert(back.end(), c.ids.begin(), c.ids.end());
      joined += c.text;
    }
    REQUIRE(back == ids);
    REQUIRE(joined == text);
  }
}

TEST_CASE("byte_breakdown describes each character for the UI", "[tokenizer]") {
  // "hé→😀" plus a lone continuation byte
  const std::string text = "h\xC3\xA9\xE2\x86\x92\xF0\x9F\x98\x80\x80";
  const auto chars = elab::byte_breakdown(text);
  REQUIRE(chars.size() == 5);
  CHECK(chars[0].text == "h");
  CHECK(chars[0].ids == hex_ids({0x68}));
  CHECK(chars[0].offset == 0);
  CHECK(chars[1].text == "\xC3\xA9");
  CHECK(chars[1].code_point == 0xE9);
  CHECK(chars[1].ids == hex_ids({0xC3, 0xA9}));
  CHECK(chars[1].offset == 1);
  CHECK(chars[2].code_point == 0x2192);
  CHECK(chars[2].offset == 3);
  CHECK(chars[3].code_point == 0x1F600);
  CHECK(chars[3].ids.size() == 4);
  CHECK(chars[3].offset == 6);
  CHECK(chars[3].valid);
  CHECK_FALSE(chars[4].valid);
  CHECK(chars[4].text == "\xEF\xBF\xBD");
  CHECK(chars[4].ids == hex_ids({0x80}));
  CHECK(chars[4].offset == 10);
  // From ids, the same answer.
  const auto from_ids = elab::byte_breakdown(elab::byte_encode(text));
  REQUIRE(from_ids.size() == chars.size());
  for (std::size_t i = 0; i < chars.size(); ++i) CHECK(from_ids[i].ids == chars[i].ids);
  CHECK(elab::byte_breakdown("").empty());
}

TEST_CASE("byte_decode rejects ids outside 0..255", "[tokenizer][errors]") {
  CHECK_THROWS_AS(elab::byte_decode({72, 256}), InvalidArgument);
  CHECK_THROWS_WITH(elab::byte_decode({72, 105, 256}),
                    Contains("between 0 and 255") && Contains("(got 256 at position 2)"));
  CHECK_THROWS_WITH(elab::byte_decode({-1}), Contains("(got -1 at position 0)"));
  CHECK_THROWS_WITH(elab::byte_breakdown(std::vector<int>{1000}), Contains("got 1000"));
}

TEST_CASE("word_split follows the documented rule", "[tokenizer][word]") {
  using V = std::vector<std::string>;
  CHECK(elab::word_split("To be, or not to be.") ==
        V{"To", "be", ",", "or", "not", "to", "be", "."});
  CHECK(elab::word_split("  tis\tnobler\nin  ") == V{"tis", "nobler", "in"});
  CHECK(elab::word_split("don't") == V{"don", "'", "t"});
  CHECK(elab::word_split("caf\xC3\xA9 \xF0\x9F\x98\x80!") ==
        V{"caf\xC3\xA9", "\xF0\x9F\x98\x80", "!"});
  CHECK(elab::word_split("a1 b_2 x-y") == V{"a1", "b", "_", "2", "x", "-", "y"});
  CHECK(elab::word_split("...") == V{".", ".", "."});
  CHECK(elab::word_split(" \r\n\v\f").empty());
  CHECK(elab::word_split("").empty());
}

TEST_CASE("WordTokenizer: vocabulary, encode/decode and <unk>", "[tokenizer][word]") {
  const elab::WordTokenizer tok("the cat sat on the mat. The cat!");
  // <unk>, the, cat, sat, on, mat, ".", The, "!"
  CHECK(tok.vocab_size() == 9);
  CHECK(tok.vocab() ==
        std::vector<std::string>{"<unk>", "the", "cat", "sat", "on", "mat", ".", "The", "!"});
  CHECK(tok.id_of("the") == 1);
  CHECK(tok.id_of("The") == 7);  // case is kept
  CHECK(tok.id_of("dog") == elab::WordTokenizer::kUnk);
  CHECK(tok.encode("the cat sat") == std::vector<int>{1, 2, 3});
  SECTION("unseen words become id 0 and decode as <unk>") {
    const auto ids = tok.encode("the dog sat on the sofa.");
    CHECK(ids == std::vector<int>{1, 0, 3, 4, 1, 0, 6});
    CHECK(tok.decode(ids) == "the <unk> sat on the <unk> .");
  }
  SECTION("known text round-trips up to spacing") {
    CHECK(tok.decode(tok.encode("the  mat\n.")) == "the mat .");
  }
  SECTION("the literal text <unk> is not the unknown token") {
    CHECK(tok.encode("<unk>") == std::vector<int>{0, 0, 0});  // "<", "unk", ">" all unseen
  }
  SECTION("an empty training text gives just <unk>") {
    const elab::WordTokenizer empty("");
    CHECK(empty.vocab_size() == 1);
    CHECK(empty.encode("anything at all") == std::vector<int>{0, 0, 0});
  }
}

TEST_CASE("WordTokenizer vocabulary of a seed excerpt", "[tokenizer]") {
  const elab::WordTokenizer tok(
      "To be or not to be that is the question whether tis nobler\n"
      "in the mind to suffer the slings and arrows of outrageous fortune");
  // The 21 distinct words (as Python's len(set(text.split())) counts them) plus <unk>; "To" and
  // "to" are different entries.
  CHECK(tok.vocab_size() == 1 + 21);
  for (int id = 0; id < tok.vocab_size(); ++id)
    CHECK(tok.id_of(tok.vocab()[id]) == (id == 0 ? 0 : id));
}

TEST_CASE("WordTokenizer::decode rejects ids outside the vocabulary", "[tokenizer][errors]") {
  const elab::WordTokenizer tok("a b c");
  CHECK_THROWS_AS(tok.decode({4}), InvalidArgument);
  CHECK_THROWS_WITH(tok.decode({1, 4}),
                    Contains("between 0 and 3") && Contains("(got 4 at position 1)"));
  CHECK_THROWS_WITH(tok.decode({-2}), Contains("(got -2 at position 0)"));
}
