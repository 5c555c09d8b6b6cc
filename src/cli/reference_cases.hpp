// Runs reference cases in the format of docs/REFERENCE-FORMAT.md against the core, in
// double precision. Any file in that format works; an op this build does not know is a failed
// case with the reason, never a crash.
#pragma once

#include <string>
#include <vector>

namespace elab::cli {

struct CaseResult {
  std::string name;
  std::string op;
  bool pass = false;
  double max_error = 0;  // largest |got - expected| over every compared value
  std::string reason;    // why it failed (empty when it passed)
};

// Parses the JSON text of a reference file and runs every case. Throws std::runtime_error when
// the text is not such a file at all (not JSON, no "cases" list, wrong "format").
std::vector<CaseResult> run_reference_cases(const std::string& json_text);

// The ops run_reference_cases knows, for messages.
std::vector<std::string> known_reference_ops();

}  // namespace elab::cli
