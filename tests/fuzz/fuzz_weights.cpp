// libFuzzer target: the weights-file reader, alone and through Trainer::load_weights. Any input
// must either load or raise InvalidArgument; crashes, leaks and UB are findings.
#include <cstddef>
#include <cstdint>
#include <vector>

#include "core/data/corpus.hpp"
#include "core/data/weights_format.hpp"
#include "core/errors.hpp"
#include "core/model/trainer.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    const elab::WeightsFile file = elab::decode_weights(data, size);
    // A file that decodes must encode back to the same bytes (the format has one spelling).
    const std::vector<std::uint8_t> again = elab::encode_weights(file);
    if (again.size() != size || !std::equal(again.begin(), again.end(), data)) __builtin_trap();
  } catch (const elab::InvalidArgument&) {
  }
  static elab::Trainer trainer = [] {
    elab::TrainerConfig config;
    config.d_model = 8;
    config.max_len = 32;
    config.seq_len = 8;
    config.batch = 2;
    return elab::Trainer(config, std::string(elab::seed_corpus()));
  }();
  try {
    trainer.load_weights(std::vector<std::uint8_t>(data, data + size));
  } catch (const elab::InvalidArgument&) {
  }
  return 0;
}
