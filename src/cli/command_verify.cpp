// `embedding-lab verify FILE...`: run every reference case of each file and report.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <iterator>

#include "cli/args.hpp"
#include "cli/commands.hpp"
#include "cli/reference_cases.hpp"

namespace elab::cli {

int run_verify(const std::vector<std::string>& argv) {
  const Args args(argv, {}, {});
  if (args.positional().empty())
    throw UsageError("verify needs at least one reference file (e.g. tests/fixtures/core-v1.json)");
  int passed = 0, failed = 0, pending = 0;
  for (const std::string& path : args.positional()) {
    std::ifstream in(path, std::ios::binary);
    if (!in) {
      std::cout << "FAIL  " << path << ": cannot open the file\n";
      ++failed;
      continue;
    }
    const std::string text((std::istreambuf_iterator<char>(in)), {});
    std::vector<CaseResult> results;
    try {
      results = run_reference_cases(text);
    } catch (const std::exception& e) {
      std::cout << "FAIL  " << path << ": " << e.what() << "\n";
      ++failed;
      continue;
    }
    for (const auto& r : results) {
      if (r.pending) {
        std::cout << "PENDING  " << r.name << "  (" << r.op << ")  " << r.reason << "\n";
        ++pending;
        continue;
      }
      char error[32];
      std::snprintf(error, sizeof error, "%.2e", r.max_error);
      std::cout << (r.pass ? "PASS" : "FAIL") << "  " << r.name << "  (" << r.op << ")  max error "
                << error;
      if (!r.pass) std::cout << "  " << r.reason;
      std::cout << "\n";
      (r.pass ? passed : failed) += 1;
    }
  }
  std::cout << "verify: " << passed << " passed, " << failed << " failed";
  if (pending > 0) std::cout << ", " << pending << " pending (ops not in this build yet)";
  std::cout << "\n";
  return failed == 0 && passed > 0 ? 0 : 1;
}

}  // namespace elab::cli
