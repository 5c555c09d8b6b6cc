// libFuzzer target: byte-level BPE on arbitrary bytes. The first byte picks the number of merges,
// the second where the training text ends; the rest is encoded with the trained merges. Checks
// what the lesson and the training lab rely on: decode(encode(x)) == x for any bytes, encoding
// the training text replays training, counts never grow and every merge is a valid one.
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "core/data/bpe.hpp"
#include "core/errors.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 2) return 0;
  const int num_merges = data[0] * 4;
  const std::string_view rest(reinterpret_cast<const char*>(data + 2), size - 2);
  const std::size_t split = rest.empty() ? 0 : (data[1] * rest.size()) / 255;
  const std::string_view train = rest.substr(0, split), other = rest.substr(split);

  if (train.empty()) {
    try {
      (void)elab::bpe_train(train, num_merges);
      __builtin_trap();  // an empty training text must be refused
    } catch (const elab::InvalidArgument&) {
    }
    return 0;
  }
  const elab::BpeTraining trained = elab::bpe_train(train, num_merges);
  elab::bpe_check_merges(trained.merges);  // throws (uncaught: a crash) on a bad merge list
  if (trained.merges.size() > static_cast<std::size_t>(num_merges)) __builtin_trap();
  if (trained.stop_reason.empty() !=
      (trained.merges.size() == static_cast<std::size_t>(num_merges)))
    __builtin_trap();
  for (std::size_t k = 0; k < trained.counts.size(); ++k) {
    if (trained.counts[k] < 2) __builtin_trap();
    if (k > 0 && trained.counts[k] > trained.counts[k - 1]) __builtin_trap();
  }
  if (elab::bpe_encode(train, trained.merges) != trained.ids) __builtin_trap();
  if (elab::bpe_decode(trained.ids, trained.merges) != train) __builtin_trap();
  const std::vector<int> ids = elab::bpe_encode(other, trained.merges);
  if (elab::bpe_decode(ids, trained.merges) != other) __builtin_trap();
  const std::vector<std::string> labels = elab::bpe_vocab_labels(trained.merges);
  for (int id : ids) (void)labels.at(id);
  return 0;
}
