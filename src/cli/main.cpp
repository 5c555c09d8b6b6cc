// embedding-lab: the native command-line tool, built from the same core as the page.
#include <iostream>
#include <string>
#include <vector>

#include "cli/args.hpp"
#include "cli/commands.hpp"
#include "core/errors.hpp"

namespace elab::cli {

const std::vector<Command> kCommands = {
    {"pe", "print the sinusoidal positional-encoding matrix",
     "usage: embedding-lab pe --max-len N --d-model D [--base B] [--format csv|json]\n"
     "\n"
     "Prints PE[p, 2i] = sin(p / B^(2i/D)) and PE[p, 2i+1] = cos(p / B^(2i/D)) for\n"
     "p = 0..N-1: CSV has one row per position; JSON is {max_len, d_model, base, pe}.\n"
     "Numbers are printed with every digit needed to read back the same double.\n"
     "  --max-len N   number of positions (at least 1)\n"
     "  --d-model D   number of dimensions (even, at least 2)\n"
     "  --base B      wavelength base, greater than 1 (default 10000)\n"
     "  --format F    csv (default) or json\n",
     run_pe},
};

namespace {

void print_help(std::ostream& out) {
  out << "usage: embedding-lab COMMAND [options]\n\n"
         "Embedding Lab's native tool: the same C++ core as the web page.\n\ncommands:\n";
  for (const auto& c : kCommands) out << "  " << c.name << "\t" << c.summary << "\n";
  out << "\nRun 'embedding-lab COMMAND --help' for a command's options.\n";
}

}  // namespace
}  // namespace elab::cli

int main(int argc, char** argv) {
  using namespace elab::cli;
  const std::vector<std::string> words(argv + 1, argv + argc);
  if (words.empty()) {
    print_help(std::cerr);
    return 2;
  }
  if (words[0] == "--help" || words[0] == "-h" || words[0] == "help") {
    print_help(std::cout);
    return 0;
  }
  for (const auto& command : kCommands) {
    if (words[0] != command.name) continue;
    const std::vector<std::string> rest(words.begin() + 1, words.end());
    for (const auto& w : rest) {
      if (w == "--help" || w == "-h") {
        std::cout << command.usage;
        return 0;
      }
    }
    try {
      return command.run(rest);
    } catch (const UsageError& e) {
      std::cerr << "embedding-lab " << command.name << ": " << e.what() << "\n"
                << "Run 'embedding-lab " << command.name << " --help' for its options.\n";
      return 2;
    } catch (const elab::InvalidArgument& e) {
      std::cerr << "embedding-lab " << command.name << ": " << e.what() << "\n";
      return 2;
    } catch (const std::exception& e) {
      std::cerr << "embedding-lab " << command.name << ": error: " << e.what() << "\n";
      return 1;
    }
  }
  std::cerr << "embedding-lab: unknown command '" << words[0] << "'\n\n";
  print_help(std::cerr);
  return 2;
}
