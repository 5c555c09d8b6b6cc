// `embedding-lab train`: the training lab's loop, natively. Progress goes to stderr; with --json
// the last line of stdout is one JSON object with the run's figures and its loss curve.
#include <chrono>
#include <cmath>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include "cli/args.hpp"
#include "cli/commands.hpp"
#include "cli/weights_file.hpp"
#include "core/data/corpus.hpp"
#include "core/model/sampling.hpp"
#include "core/model/trainer.hpp"

namespace elab::cli {

namespace {

std::string read_text_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw UsageError("cannot read --text-file '" + path + "'");
  return std::string(std::istreambuf_iterator<char>(in), {});
}

std::string json_string(const std::string& s) {
  std::ostringstream out;
  out << '"';
  for (unsigned char c : s) {
    if (c == '"' || c == '\\')
      out << '\\' << c;
    else if (c < 0x20) {
      char buffer[8];
      std::snprintf(buffer, sizeof buffer, "\\u%04x", c);
      out << buffer;
    } else
      out << c;
  }
  return out.str() + '"';
}

}  // namespace

int run_train(const std::vector<std::string>& argv) {
  const Args args(argv,
                  {"model", "layers",       "heads",        "d-model",   "pe",       "norm",
                   "lr",    "steps",        "batch",        "seq-len",   "max-len",  "text-file",
                   "seed",  "eval-seq-len", "save",         "load",      "generate", "temperature",
                   "top-k", "prompt",       "weight-decay", "clip-norm", "top-p"},
                  {"json"});
  if (!args.positional().empty())
    throw UsageError("train takes only options (got '" + args.positional().front() + "')");

  TrainerConfig config;
  config.model = args.choice("model", "seed", {"seed", "gpt"});
  config.n_layer = args.integer("layers", 1, 1, 64);
  config.n_head = args.integer("heads", 1, 1, 64);
  config.d_model = args.integer("d-model", 64, 1, 4096);
  config.pe = parse_pe(args.choice("pe", "learned", {"none", "learned", "sinusoidal", "rope"}));
  config.norm = parse_norm(args.choice("norm", "layernorm", {"layernorm", "rmsnorm"}));
  config.lr = args.number("lr", 1e-3);
  config.batch = args.integer("batch", 16, 1, 4096);
  config.seq_len = args.integer("seq-len", 32, 1, 4096);
  config.max_len = args.integer("max-len", 128, 1, 65536);
  config.seed = static_cast<std::uint64_t>(args.integer("seed", 42, 0, 2147483647));
  config.weight_decay = args.number("weight-decay", 0);
  config.clip_norm = args.number("clip-norm", 0);
  if (config.model == "seed" &&
      (args.has("layers") || args.has("heads") || args.has("pe") || args.has("norm")))
    throw UsageError(
        "--layers, --heads, --pe and --norm describe TinyGPT: add --model gpt (the seed model "
        "is one embedding and a linear layer, with learned positions)");
  const int steps = args.integer("steps", 500, 0, 10000000);
  const int eval_seq_len = args.integer("eval-seq-len", 0, 0, 65536);
  const int generate = args.integer("generate", 0, 0, 100000);
  const double temperature = args.number("temperature", 1.0);
  const int top_k = args.integer("top-k", 0, 0, 256);
  const double top_p = args.number("top-p", 1.0);
  // Checked before training, so a typo does not cost the whole run.
  check_sampling(SamplingSettings{temperature, top_k, top_p}, 256);
  const bool json = args.has("json");
  const std::string text = args.has("text-file") ? read_text_file(args.text("text-file", ""))
                                                 : std::string(seed_corpus());

  Trainer trainer(config, text);
  if (args.has("load")) load_weights_file(args.text("load", ""), trainer);

  std::vector<double> losses;
  losses.reserve(static_cast<std::size_t>(steps));
  const auto started = std::chrono::steady_clock::now();
  const int report_every = steps >= 500 ? 50 : steps >= 50 ? 10 : 1;
  while (static_cast<int>(losses.size()) < steps && !trainer.diverged()) {
    const int chunk = std::min(report_every, steps - static_cast<int>(losses.size()));
    const auto part = trainer.step(chunk);
    losses.insert(losses.end(), part.begin(), part.end());
    if (!part.empty()) {
      const double ms =
          std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started)
              .count();
      std::cerr << "step " << losses.size() << "/" << steps << "  loss "
                << format_number(std::round(part.back() * 1e4) / 1e4) << "  "
                << format_number(std::round(ms / losses.size() * 100) / 100) << " ms/step\n";
    }
  }
  const double elapsed_ms =
      std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started).count();
  if (trainer.diverged()) std::cerr << trainer.divergence() << "\n";

  const std::size_t tail = std::min<std::size_t>(50, losses.size());
  double last50 = 0;
  for (std::size_t i = losses.size() - tail; i < losses.size(); ++i) last50 += losses[i];
  last50 = tail ? last50 / tail : NAN;
  const double eval = trainer.diverged() ? NAN : trainer.eval_loss();
  std::string eval_at, eval_error;
  if (eval_seq_len > 0 && !trainer.diverged()) {
    try {
      eval_at = format_number(trainer.eval_loss(eval_seq_len));
    } catch (const elab::InvalidArgument& e) {
      eval_error = e.what();
      std::cerr << "eval at seq_len " << eval_seq_len << ": " << eval_error << "\n";
    }
  }
  if (args.has("save")) save_weights_file(args.text("save", ""), trainer);
  std::string sample;
  if (generate > 0)
    sample = trainer.generate(args.text("prompt", "To be"), generate, temperature, top_k,
                              config.seed, top_p);

  if (!json) {
    std::cout << "steps " << losses.size() << ", final loss "
              << format_number(losses.empty() ? NAN : losses.back()) << ", last-50 mean "
              << format_number(last50) << ", eval loss "
              << (trainer.diverged() ? "skipped (training diverged)" : format_number(eval)) << "\n";
    if (!eval_at.empty())
      std::cout << "eval loss at seq_len " << eval_seq_len << ": " << eval_at << "\n";
    if (generate > 0) std::cout << args.text("prompt", "To be") << sample << "\n";
  } else {
    if (generate > 0) std::cout << args.text("prompt", "To be") << sample << "\n";
    std::ostringstream out;
    const auto number = [](double v) { return std::isfinite(v) ? format_number(v) : "null"; };
    out << "{\"steps\":" << losses.size()
        << ",\"final_loss\":" << number(losses.empty() ? NAN : losses.back())
        << ",\"last50_mean\":" << number(last50) << ",\"eval_loss\":" << number(eval)
        << ",\"ms_per_step\":" << number(losses.empty() ? NAN : elapsed_ms / losses.size())
        << ",\"diverged\":" << (trainer.diverged() ? "true" : "false");
    if (trainer.diverged()) out << ",\"divergence\":" << json_string(trainer.divergence());
    if (eval_seq_len > 0) {
      out << ",\"eval_seq_len\":" << eval_seq_len
          << ",\"eval_loss_at_seq_len\":" << (eval_at.empty() ? "null" : eval_at);
      if (!eval_error.empty()) out << ",\"eval_error\":" << json_string(eval_error);
    }
    if (generate > 0) out << ",\"generated\":" << json_string(sample);
    out << ",\"losses\":[";
    for (std::size_t i = 0; i < losses.size(); ++i) out << (i ? "," : "") << number(losses[i]);
    out << "]}";
    std::cout << out.str() << "\n";
  }
  return trainer.diverged() ? 1 : 0;
}

}  // namespace elab::cli
