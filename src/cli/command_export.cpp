// `embedding-lab export --format pytorch` and `embedding-lab logits`: continuing outside the lab.
// export writes the PyTorch project of core/model/pytorch_export.hpp to a folder; logits prints
// what the core's model says after a prompt, the figures the exported script must reproduce.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <iostream>

#include "cli/args.hpp"
#include "cli/commands.hpp"
#include "cli/files.hpp"
#include "cli/weights_file.hpp"
#include "core/data/bpe.hpp"
#include "core/data/corpus.hpp"
#include "core/data/json_text.hpp"
#include "core/data/weights_format.hpp"
#include "core/errors.hpp"
#include "core/model/next_byte.hpp"
#include "core/model/pytorch_export.hpp"
#include "core/model/trainer.hpp"

namespace elab::cli {

namespace {

// A trainer holding the file's model; the file is checked as the lab checks it (kind, sizes,
// every tensor's shape). seq_len 1: any saved position table is long enough to load.
Trainer load_for_export(const Args& args) {
  if (!args.has("load")) throw UsageError("--load W.elab is required (a saved weights file)");
  TrainerConfig config;
  config.seq_len = 1;
  Trainer trainer(config, std::string(seed_corpus()));
  load_weights_file(args.text("load", ""), trainer);
  return trainer;
}

}  // namespace

int run_export(const std::vector<std::string>& argv) {
  const Args args(argv, {"format", "load", "out"}, {});
  if (!args.positional().empty())
    throw UsageError("export takes only options (got '" + args.positional().front() + "')");
  args.choice("format", "pytorch", {"pytorch"});
  if (!args.has("out")) throw UsageError("--out DIR is required (the folder to write)");
  const Trainer trainer = load_for_export(args);
  const std::vector<ArchiveFile> files = export_pytorch(decode_weights(trainer.save_weights()));

  const std::filesystem::path dir = args.text("out", "");
  std::error_code error;
  std::filesystem::create_directories(dir, error);
  if (error || !std::filesystem::is_directory(dir))
    throw UsageError("cannot create the folder --out '" + dir.string() + "'");
  for (const auto& f : files) check_writable((dir / f.name).string(), "the exported file");
  for (const auto& f : files) {
    write_file_atomically((dir / f.name).string(), f.bytes, "the exported file");
    std::cout << (dir / f.name).string() << "\t" << f.bytes.size() << " bytes\n";
  }
  return 0;
}

int run_logits(const std::vector<std::string>& argv) {
  const Args args(argv, {"load", "prompt"}, {"json"});
  if (!args.positional().empty())
    throw UsageError("logits takes only options (got '" + args.positional().front() + "')");
  if (!args.has("prompt")) throw UsageError("--prompt TEXT is required");
  Trainer trainer = load_for_export(args);
  const std::string prompt = args.text("prompt", "");
  // A BPE model reads the prompt through its own merges, as it read its training text.
  const NextByte next = next_byte(trainer.model(), prompt, trainer.merges());
  const bool bytes = trainer.merges().empty();
  // Labels spell only what they show: a token may be hundreds of KB long.
  const std::vector<std::int64_t> lengths =
      bytes ? std::vector<std::int64_t>() : bpe_check_merges(trainer.merges());

  if (args.has("json")) {
    std::string logits, probs;
    for (std::size_t v = 0; v < next.logits.size(); ++v) {
      logits += (v ? "," : "") + format_number(next.logits[v]);
      probs += (v ? "," : "") + format_number(next.probs[v]);
    }
    std::cout << "{\"prompt\":" << json_string(prompt) << ",\"logits\":[" << logits
              << "],\"probs\":[" << probs << "]}\n";
    return 0;
  }
  std::vector<int> order(next.probs.size());
  for (std::size_t v = 0; v < order.size(); ++v) order[v] = static_cast<int>(v);
  std::partial_sort(order.begin(), order.begin() + 10, order.end(),
                    [&](int a, int b) { return next.probs[a] > next.probs[b]; });
  std::cout << "the ten likeliest " << (bytes ? "bytes" : "tokens")
            << " after the prompt (probability, logit):\n";
  for (int i = 0; i < 10; ++i) {
    const int id = order[i];
    // One label rule for bytes and tokens: the core's, which the page's token labels follow.
    const std::string shown = bytes ? bpe_label(std::string(1, static_cast<char>(id)))
                                    : bpe_token_label(trainer.merges(), lengths, id);
    char figures[48];
    std::snprintf(figures, sizeof figures, "  %.4f  %.4f\n", next.probs[id], next.logits[id]);
    // Right-aligned in 5 columns: a column per character, not per UTF-8 byte ("␣" is three).
    const auto columns =
        static_cast<std::size_t>(std::count_if(shown.begin(), shown.end(), [](char c) {
          return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
        }));
    std::cout << std::string(columns < 5 ? 5 - columns : 0, ' ') << shown << figures;
  }
  return 0;
}

}  // namespace elab::cli
