#include "cli/weights_file.hpp"

#include <fstream>
#include <iterator>
#include <vector>

#include "cli/args.hpp"
#include "core/errors.hpp"

namespace elab::cli {

void save_weights_file(const std::string& path, const Trainer& trainer) {
  const std::vector<std::uint8_t> bytes = trainer.save_weights();
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(reinterpret_cast<const char*>(bytes.data()),
            static_cast<std::streamsize>(bytes.size()));
  if (!out) throw UsageError("cannot write --save '" + path + "'");
}

void load_weights_file(const std::string& path, Trainer& trainer) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw UsageError("cannot read --load '" + path + "'");
  const std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(in)), {});
  try {
    trainer.load_weights(bytes);
  } catch (const InvalidArgument& e) {
    throw InvalidArgument("--load '" + path + "': " + e.what());
  }
}

}  // namespace elab::cli
