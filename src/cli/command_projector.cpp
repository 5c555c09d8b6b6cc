// `embedding-lab tsne` and `embedding-lab neighbours`: the embedding projector's computations on
// a vectors.tsv file or a saved model's token table.
#include <iostream>

#include "cli/args.hpp"
#include "cli/commands.hpp"
#include "cli/files.hpp"
#include "cli/weights_file.hpp"
#include "core/data/corpus.hpp"
#include "core/data/vectors_tsv.hpp"
#include "core/errors.hpp"
#include "core/model/random.hpp"
#include "core/model/trainer.hpp"
#include "core/model/training_lab.hpp"
#include "core/projection/neighbours.hpp"
#include "core/projection/tsne.hpp"

namespace elab::cli {

namespace {

// The rows to look at (n, d): a vectors.tsv file (--vectors) or the token table of a weights file
// (--load), exactly one of them.
MatrixF projector_rows(const Args& args) {
  if (args.has("vectors") == args.has("load"))
    throw UsageError("give exactly one of --vectors FILE.tsv and --load W.elab");
  if (args.has("vectors")) {
    const std::string path = args.text("vectors", "");
    // The file's size is checked before it is read, and the read stops at the limit.
    const std::string text = read_file_bounded(path, kMaxVectorsTsvBytes, "--vectors");
    try {
      return parse_vectors_tsv(text);
    } catch (const InvalidArgument& e) {
      throw InvalidArgument("--vectors '" + path + "': " + e.what());
    }
  }
  // As `export` loads a model: seq_len 1, so any saved position table is long enough.
  TrainerConfig config;
  config.seq_len = 1;
  Trainer trainer(config, std::string(seed_corpus()));
  load_weights_file(args.text("load", ""), trainer);
  return token_table(trainer.model());
}

void print_points_json(const MatrixD& points, double kl) {
  std::cout << "{\"points\":[";
  for (Eigen::Index i = 0; i < points.rows(); ++i)
    std::cout << (i ? ",[" : "[") << format_number(points(i, 0)) << ','
              << format_number(points(i, 1)) << ']';
  std::cout << "],\"kl\":" << format_number(kl) << "}\n";
}

}  // namespace

int run_tsne(const std::vector<std::string>& argv) {
  const Args args(argv, {"vectors", "load", "perplexity", "seed", "iterations", "learning-rate"},
                  {"json"});
  if (!args.positional().empty())
    throw UsageError("tsne takes only options (got '" + args.positional().front() + "')");
  TsneSettings settings;
  settings.perplexity = args.number("perplexity", settings.perplexity);
  settings.seed = static_cast<std::uint64_t>(args.integer("seed", 42, 0, kMaxSeed));
  settings.iterations =
      args.integer("iterations", settings.iterations, 1, kTsneLimits.max_iterations);
  settings.learning_rate = args.number("learning-rate", 0);
  const bool json = args.has("json");

  const MatrixD x = projector_rows(args).cast<double>();
  Tsne run(x, settings);
  // Progress to stderr every 250 iterations (the first 250 are the exaggerated ones).
  while (!run.done()) {
    run.step(250);
    if (!json)
      std::cerr << "iteration " << run.iteration() << "/" << run.iterations() << ": KL "
                << format_number(run.kl()) << "\n";
  }
  const MatrixD points = run.points();
  const double kl = run.kl();
  if (json) {
    print_points_json(points, kl);
    return 0;
  }
  for (Eigen::Index i = 0; i < points.rows(); ++i)
    std::cout << format_number(points(i, 0)) << '\t' << format_number(points(i, 1)) << '\n';
  std::cerr << "t-SNE of " << x.rows() << " rows of " << x.cols() << ": KL " << format_number(kl)
            << " (perplexity " << format_number(settings.perplexity) << ", learning rate "
            << format_number(run.learning_rate()) << ", seed " << settings.seed << ")\n";
  return 0;
}

int run_neighbours(const std::vector<std::string>& argv) {
  const Args args(argv, {"vectors", "load", "query", "k"}, {"json"});
  if (!args.positional().empty())
    throw UsageError("neighbours takes only options (got '" + args.positional().front() + "')");
  if (!args.has("query")) throw UsageError("--query ROW is required (the row to start from)");
  // Whole numbers here; the core checks them against the rows there are.
  const int query = args.integer("query", 0, -1000000000, 1000000000);
  const int k = args.integer("k", 10, -1000000000, 1000000000);
  const MatrixF x = projector_rows(args);
  const std::vector<Neighbour> found = cosine_neighbours(x, query, k);
  if (args.has("json")) {
    std::cout << "{\"neighbours\":[";
    for (std::size_t i = 0; i < found.size(); ++i)
      std::cout << (i ? "," : "") << "{\"index\":" << found[i].index
                << ",\"cosine\":" << format_number(found[i].cosine) << '}';
    std::cout << "]}\n";
    return 0;
  }
  std::cout << "the " << found.size() << " rows nearest row " << query
            << " by cosine (row, cosine):\n";
  for (const Neighbour& n : found) std::cout << n.index << '\t' << format_number(n.cosine) << '\n';
  return 0;
}

}  // namespace elab::cli
