// The CLI's subcommands. Each takes the words after its name and returns the exit status;
// bad usage throws UsageError (status 2), bad values from the core throw InvalidArgument (also 2).
#pragma once

#include <string>
#include <vector>

namespace elab::cli {

struct Command {
  const char* name;
  const char* summary;
  const char* usage;  // the full help text, printed by `embedding-lab NAME --help`
  int (*run)(const std::vector<std::string>& args);
};

int run_pe(const std::vector<std::string>& args);
int run_verify(const std::vector<std::string>& args);
int run_train(const std::vector<std::string>& args);
int run_bpe(const std::vector<std::string>& args);
int run_export(const std::vector<std::string>& args);
int run_logits(const std::vector<std::string>& args);
int run_tsne(const std::vector<std::string>& args);
int run_neighbours(const std::vector<std::string>& args);

extern const std::vector<Command> kCommands;

}  // namespace elab::cli
