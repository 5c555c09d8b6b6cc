// libFuzzer target: the reference-file runner behind `embedding-lab verify`. Any text must give
// results or a std::runtime_error explaining why it is not a reference file.
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <string>

#include "cli/reference_cases.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  try {
    const auto results =
        elab::cli::run_reference_cases(std::string(reinterpret_cast<const char*>(data), size));
    for (const auto& r : results)
      if (!r.pass && r.reason.empty()) __builtin_trap();  // a failure always says why
  } catch (const std::runtime_error&) {
  }
  return 0;
}
