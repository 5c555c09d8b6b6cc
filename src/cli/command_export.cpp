// `embedding-lab export --format pytorch` and `embedding-lab logits`: continuing outside the lab.
// export writes the PyTorch project of core/model/pytorch_export.hpp to a folder; logits prints
// what the core's model says after a prompt, the figures the exported script must reproduce.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "cli/args.hpp"
#include "cli/commands.hpp"
#include "cli/weights_file.hpp"
#include "core/data/corpus.hpp"
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

// Writes bytes to path through a temporary file and a rename, so a failure never leaves half a
// file where a good one was.
void write_file_atomically(const std::filesystem::path& path,
                           const std::vector<std::uint8_t>& bytes) {
  std::filesystem::path partial = path;
  partial += ".partial";
  {
    std::ofstream out(partial, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(bytes.data()),
              static_cast<std::streamsize>(bytes.size()));
    if (!out) {
      std::error_code ignored;
      std::filesystem::remove(partial, ignored);
      throw UsageError("cannot write '" + path.string() + "'");
    }
  }
  std::error_code error;
  std::filesystem::rename(partial, path, error);
  if (error) throw UsageError("cannot write '" + path.string() + "': " + error.message());
}

std::string json_text(const std::string& s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < 0x20) {
      char buffer[8];
      std::snprintf(buffer, sizeof buffer, "\\u%04x", c);
      out += buffer;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out + "\"";
}

std::string shown_byte(int b) {
  if (b >= 32 && b < 127) return std::string(1, static_cast<char>(b));
  char buffer[8];
  std::snprintf(buffer, sizeof buffer, "\\x%02x", b);
  return buffer;
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
  for (const auto& f : files) {
    write_file_atomically(dir / f.name, f.bytes);
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
  const NextByte next = next_byte(trainer.model(), prompt);

  if (args.has("json")) {
    std::string logits, probs;
    for (std::size_t v = 0; v < next.logits.size(); ++v) {
      logits += (v ? "," : "") + format_number(next.logits[v]);
      probs += (v ? "," : "") + format_number(next.probs[v]);
    }
    std::cout << "{\"prompt\":" << json_text(prompt) << ",\"logits\":[" << logits << "],\"probs\":["
              << probs << "]}\n";
    return 0;
  }
  std::vector<int> order(next.probs.size());
  for (std::size_t v = 0; v < order.size(); ++v) order[v] = static_cast<int>(v);
  std::partial_sort(order.begin(), order.begin() + 10, order.end(),
                    [&](int a, int b) { return next.probs[a] > next.probs[b]; });
  std::cout << "the ten likeliest bytes after the prompt (probability, logit):\n";
  for (int i = 0; i < 10; ++i) {
    char line[64];
    std::snprintf(line, sizeof line, "%5s  %.4f  %.4f\n", shown_byte(order[i]).c_str(),
                  next.probs[order[i]], next.logits[order[i]]);
    std::cout << line;
  }
  return 0;
}

}  // namespace elab::cli
