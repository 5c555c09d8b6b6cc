#include "cli/weights_file.hpp"

#include <vector>

#include "cli/files.hpp"
#include "core/data/weights_format.hpp"
#include "core/errors.hpp"

namespace elab::cli {

void save_weights_file(const std::string& path, const Trainer& trainer) {
  write_file_atomically(path, trainer.save_weights(), "--save");
}

void load_weights_file(const std::string& path, Trainer& trainer) {
  // The decoder refuses files over kMaxWeightsBytes; reading stops there too, so a huge file or
  // an endless device is refused without being read into memory.
  const std::string text = read_file_bounded(path, kMaxWeightsBytes, "--load");
  try {
    trainer.load_weights(std::vector<std::uint8_t>(text.begin(), text.end()));
  } catch (const InvalidArgument& e) {
    throw InvalidArgument("--load '" + path + "': " + e.what());
  }
}

}  // namespace elab::cli
