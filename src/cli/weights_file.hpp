// Reading and writing weights files for the CLI (the core itself works on byte buffers).
#pragma once

#include <string>

#include "core/model/trainer.hpp"

namespace elab::cli {

void save_weights_file(const std::string& path, const Trainer& trainer);
void load_weights_file(const std::string& path, Trainer& trainer);

}  // namespace elab::cli
