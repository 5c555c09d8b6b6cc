// libFuzzer target: the byte and word tokenizers on arbitrary bytes. Checks the invariants the
// lessons rely on: the breakdown gives the input bytes back, decoding valid UTF-8 round-trips, and
// word ids are inside the vocabulary.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/data/tokenizer.hpp"
#include "core/errors.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const std::vector<int> ids = elab::byte_encode(text);
  if (ids.size() != size) __builtin_trap();

  std::vector<int> again;
  bool all_valid = true;
  std::string decoded;
  for (const auto& ch : elab::byte_breakdown(text)) {
    again.insert(again.end(), ch.ids.begin(), ch.ids.end());
    all_valid = all_valid && ch.valid;
    decoded += ch.text;
  }
  if (again != ids) __builtin_trap();
  if (decoded != elab::byte_decode(ids)) __builtin_trap();
  if (all_valid && decoded != text) __builtin_trap();

  const elab::WordTokenizer words(text);
  const std::vector<int> word_ids = words.encode(text);
  for (int id : word_ids)
    if (id < 0 || id >= words.vocab_size()) __builtin_trap();
  (void)words.decode(word_ids);
  try {
    (void)elab::byte_decode({256});
    __builtin_trap();  // an id past 255 must be refused
  } catch (const elab::InvalidArgument&) {
  }
  return 0;
}
