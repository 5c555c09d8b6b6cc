// `embedding-lab verify FILE...`: run every reference case of each file and report.
#include <cstdio>
#include <iostream>

#include "cli/args.hpp"
#include "cli/commands.hpp"
#include "cli/files.hpp"
#include "cli/reference_cases.hpp"

namespace elab::cli {

// The largest reference file verify reads (the fixtures are a few hundred kB).
constexpr std::size_t kMaxReferenceBytes = std::size_t{256} << 20;

int run_verify(const std::vector<std::string>& argv) {
  const Args args(argv, {}, {});
  if (args.positional().empty())
    throw UsageError("verify needs at least one reference file (e.g. tests/fixtures/core-v1.json)");
  int passed = 0, failed = 0;
  for (const std::string& path : args.positional()) {
    std::vector<CaseResult> results;
    try {
      results =
          run_reference_cases(read_file_bounded(path, kMaxReferenceBytes, "the reference file"));
    } catch (const std::exception& e) {
      std::cout << "FAIL  " << path << ": " << e.what() << "\n";
      ++failed;
      continue;
    }
    for (const auto& r : results) {
      char error[32];
      std::snprintf(error, sizeof error, "%.2e", r.max_error);
      std::cout << (r.pass ? "PASS" : "FAIL") << "  " << r.name << "  (" << r.op << ")  max error "
                << error;
      if (!r.pass) std::cout << "  " << r.reason;
      std::cout << "\n";
      (r.pass ? passed : failed) += 1;
    }
  }
  std::cout << "verify: " << passed << " passed, " << failed << " failed\n";
  return failed == 0 && passed > 0 ? 0 : 1;
}

}  // namespace elab::cli
