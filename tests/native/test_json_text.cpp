// json_string: the one escaping rule of the JSON the project writes by hand.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>

#include "core/data/json_text.hpp"

using elab::json_string;

TEST_CASE("json_string escapes quotes, backslashes and control bytes", "[json]") {
  CHECK(json_string("") == "\"\"");
  CHECK(json_string("a\"b\\c") == "\"a\\\"b\\\\c\"");
  CHECK(json_string(std::string("\n\t\x01", 3)) == "\"\\u000a\\u0009\\u0001\"");
  CHECK(json_string(std::string("a\0b", 3)) == "\"a\\u0000b\"");
}

TEST_CASE("json_string keeps valid UTF-8 and replaces every other byte with U+FFFD", "[json]") {
  CHECK(json_string("caf\xc3\xa9 \xf0\x9f\x98\x80") == "\"caf\xc3\xa9 \xf0\x9f\x98\x80\"");
  // A stray continuation byte, a cut-off sequence, an overlong form and a surrogate.
  CHECK(json_string("\x80") == "\"\\ufffd\"");
  CHECK(json_string("ab\xc3") == "\"ab\\ufffd\"");
  CHECK(json_string("\xc0\xaf") == "\"\\ufffd\\ufffd\"");
  CHECK(json_string("\xed\xa0\x80") == "\"\\ufffd\\ufffd\\ufffd\"");
}

TEST_CASE("json_string of every byte value parses back as JSON", "[json]") {
  std::string all;
  for (int b = 0; b < 256; ++b) all += static_cast<char>(b);
  const nlohmann::json parsed = nlohmann::json::parse(json_string(all));
  const std::string text = parsed.get<std::string>();
  // The 128 ASCII bytes come back as they were, each of the other 128 as U+FFFD (3 bytes).
  CHECK(text.substr(0, 128) == all.substr(0, 128));
  CHECK(text.size() == 128 + 128 * 3);
}
