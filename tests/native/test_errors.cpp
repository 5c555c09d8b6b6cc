// Keyed messages (core/messages.hpp): what() is the English sentence with the values filled in,
// and the error carries the key and the values, numbers as numbers, for the page to translate.
#include <string>

#include "core/data/vectors_tsv.hpp"
#include "core/errors.hpp"
#include "core/kernels/embedding.hpp"
#include "fixtures.hpp"

namespace {

const elab::MessageValue* value_named(const elab::InvalidArgument& e, const std::string& name) {
  for (const auto& value : e.values())
    if (value.name == name) return &value;
  return nullptr;
}

}  // namespace

TEST_CASE("a keyed message carries its key and values beside the English", "[errors]") {
  try {
    elab::check_fits_position_table(40, 32);
    FAIL("a sequence of 40 tokens fitted a table of 32 rows");
  } catch (const elab::InvalidArgument& e) {
    CHECK(std::string(e.what()) ==
          "the sequence has 40 tokens but the position table has only 32 rows (max_len 32): a "
          "learned table cannot go past its last row, so use at most 32 tokens (a shorter text, "
          "prompt or seq_len) or raise max_len");
    CHECK(e.key() == "position_table_too_short");
    REQUIRE(e.values().size() == 2);
    const auto* tokens = value_named(e, "tokens");
    const auto* rows = value_named(e, "rows");
    REQUIRE(tokens != nullptr);
    REQUIRE(rows != nullptr);
    CHECK(tokens->is_number);
    CHECK(tokens->number == 40);
    CHECK(rows->number == 32);
    CHECK(e.setting().empty());
  }
}

TEST_CASE("checked_size says which setting, in range or whole, with its key", "[errors]") {
  try {
    elab::checked_size(300, "d_model", 2, 256);
    FAIL("300 passed as a d_model of 2 to 256");
  } catch (const elab::InvalidArgument& e) {
    CHECK(std::string(e.what()) == "d_model must be between 2 and 256 (got 300)");
    CHECK(e.key() == "out_of_range");
    CHECK(e.setting() == "d_model");
    const auto* setting = value_named(e, "setting");
    REQUIRE(setting != nullptr);
    CHECK_FALSE(setting->is_number);
    CHECK(setting->text == "d_model");
    CHECK(value_named(e, "min")->number == 2);
    CHECK(value_named(e, "max")->number == 256);
    CHECK(value_named(e, "got")->number == 300);
  }
  try {
    elab::checked_size(2.5, "heads", 1, 8);
    FAIL("2.5 passed as a whole number");
  } catch (const elab::InvalidArgument& e) {
    CHECK(std::string(e.what()) == "heads must be a whole number (got 2.5)");
    CHECK(e.key() == "not_whole");
    CHECK(value_named(e, "got")->number == 2.5);
  }
}

TEST_CASE("a message given as text has no key", "[errors]") {
  try {
    elab::fail("plain English");
  } catch (const elab::InvalidArgument& e) {
    CHECK(std::string(e.what()) == "plain English");
    CHECK(e.key().empty());
    CHECK(e.values().empty());
  }
}

TEST_CASE("a vectors.tsv refusal names the line and value by number", "[errors]") {
  try {
    elab::parse_vectors_tsv("1\t2\n3\n");
    FAIL("a ragged file was read");
  } catch (const elab::InvalidArgument& e) {
    CHECK(std::string(e.what()) ==
          "line 2 has 1 values but line 1 has 2: every row needs the same number of values");
    CHECK(e.key() == "tsv_ragged");
    CHECK(value_named(e, "line")->number == 2);
    CHECK(value_named(e, "count")->number == 1);
    CHECK(value_named(e, "columns")->number == 2);
  }
}

TEST_CASE("render fills every name a value gives and leaves the text around it", "[errors]") {
  const elab::Message message{"probe", "{a} and {b}, {a} again; {missing} stays"};
  CHECK(elab::render(message, {{"a", 1}, {"b", "x"}}) == "1 and x, 1 again; {missing} stays");
}
