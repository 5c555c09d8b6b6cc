// `embedding-lab pe`: print the sinusoidal positional-encoding matrix.
#include <iostream>

#include "cli/args.hpp"
#include "cli/commands.hpp"
#include "core/kernels/positional.hpp"
#include "core/matrix.hpp"

namespace elab::cli {

int run_pe(const std::vector<std::string>& argv) {
  const Args args(argv, {"max-len", "d-model", "base", "format"}, {});
  if (!args.positional().empty())
    throw UsageError("pe takes only options (got '" + args.positional().front() + "')");
  if (!args.has("max-len") || !args.has("d-model"))
    throw UsageError("pe needs --max-len N and --d-model D");
  // Sizes are checked as whole numbers here; the core then checks evenness, base and the cap.
  const int max_len = args.integer("max-len", 0, -1000000000, 1000000000);
  const int d_model = args.integer("d-model", 0, -1000000000, 1000000000);
  const double base = args.number("base", 10000.0);
  const std::string format = args.choice("format", "csv", {"csv", "json"});

  const MatrixD pe = sinusoidal_pe<double>(max_len, d_model, base);
  if (format == "csv") {
    for (Eigen::Index p = 0; p < pe.rows(); ++p) {
      for (Eigen::Index j = 0; j < pe.cols(); ++j)
        std::cout << (j ? "," : "") << format_number(pe(p, j));
      std::cout << '\n';
    }
  } else {
    std::cout << "{\"max_len\":" << max_len << ",\"d_model\":" << d_model
              << ",\"base\":" << format_number(base) << ",\"pe\":[";
    for (Eigen::Index p = 0; p < pe.rows(); ++p) {
      std::cout << (p ? ",[" : "[");
      for (Eigen::Index j = 0; j < pe.cols(); ++j)
        std::cout << (j ? "," : "") << format_number(pe(p, j));
      std::cout << ']';
    }
    std::cout << "]}\n";
  }
  return 0;
}

}  // namespace elab::cli
