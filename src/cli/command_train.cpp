// `embedding-lab train`: the training lab's loop, natively. Progress goes to stderr; with --json
// the last line of stdout is one JSON object with the run's figures and its loss curve.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>

#include "cli/args.hpp"
#include "cli/commands.hpp"
#include "cli/weights_file.hpp"
#include "core/data/corpus.hpp"
#include "core/kernels/rope.hpp"
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

// One evaluation length's figures (NaN where not measured) or why it could not be measured.
struct EvalAt {
  int seq_len = 0;
  double scale = 0;  // RoPE scale used, 0 when unscaled
  double eval_loss = NAN, val_loss = NAN;
  std::string error;
};

// --eval-seq-len 64 or 64,128,256: whole numbers from 1 to 65536, at most 16 of them.
std::vector<int> eval_seq_lens(const Args& args) {
  std::vector<int> out;
  if (!args.has("eval-seq-len")) return out;
  const std::string list = args.text("eval-seq-len", "");
  std::size_t at = 0;
  while (at <= list.size()) {
    const std::size_t comma = std::min(list.find(',', at), list.size());
    const std::string item = list.substr(at, comma - at);
    char* end = nullptr;
    const long v = item.empty() ? 0 : std::strtol(item.c_str(), &end, 10);
    if (item.empty() || *end != '\0' || v < 1 || v > 65536)
      throw UsageError(
          "--eval-seq-len takes whole numbers from 1 to 65536 separated by commas, "
          "like 32,64,128 (got '" +
          list + "')");
    out.push_back(static_cast<int>(v));
    at = comma + 1;
  }
  if (out.size() > 16) throw UsageError("--eval-seq-len takes at most 16 lengths");
  return out;
}

}  // namespace

int run_train(const std::vector<std::string>& argv) {
  const Args args(argv, {"model",        "layers",    "heads",        "d-model",      "pe",
                         "norm",         "lr",        "steps",        "batch",        "seq-len",
                         "max-len",      "text-file", "seed",         "eval-seq-len", "save",
                         "load",         "generate",  "temperature",  "top-k",        "prompt",
                         "weight-decay", "clip-norm", "val-fraction", "rope-scaling", "rope-scale"},
                  {"json"});
  if (!args.positional().empty())
    throw UsageError("train takes only options (got '" + args.positional().front() + "')");

  TrainerConfig config;
  config.model = args.choice("model", "seed", {"seed", "gpt"});
  config.n_layer = args.integer("layers", 1, 1, 64);
  config.n_head = args.integer("heads", 1, 1, 64);
  config.d_model = args.integer("d-model", 64, 1, 4096);
  config.pe =
      parse_pe(args.choice("pe", "learned", {"none", "learned", "sinusoidal", "rope", "alibi"}));
  config.norm = parse_norm(args.choice("norm", "layernorm", {"layernorm", "rmsnorm"}));
  config.lr = args.number("lr", 1e-3);
  config.batch = args.integer("batch", 16, 1, 4096);
  config.seq_len = args.integer("seq-len", 32, 1, 4096);
  config.max_len = args.integer("max-len", 128, 1, 65536);
  config.seed = static_cast<std::uint64_t>(args.integer("seed", 42, 0, 2147483647));
  config.weight_decay = args.number("weight-decay", 0);
  config.clip_norm = args.number("clip-norm", 0);
  config.val_fraction = args.number("val-fraction", 0.1);
  if (config.model == "seed" &&
      (args.has("layers") || args.has("heads") || args.has("pe") || args.has("norm")))
    throw UsageError(
        "--layers, --heads, --pe and --norm describe TinyGPT: add --model gpt (the seed model "
        "is one embedding and a linear layer, with learned positions)");
  const int steps = args.integer("steps", 500, 0, 10000000);
  const std::vector<int> eval_lengths = eval_seq_lens(args);
  const RopeScaling rope_scaling =
      parse_rope_scaling(args.choice("rope-scaling", "none", {"none", "linear", "ntk"}));
  if (args.has("rope-scale") && rope_scaling == RopeScaling::none)
    throw UsageError("--rope-scale needs --rope-scaling linear or ntk");
  if (rope_scaling != RopeScaling::none && (config.model != "gpt" || config.pe != PeKind::rope))
    throw UsageError(
        "--rope-scaling applies to TinyGPT with rope positions: add --model gpt --pe "
        "rope");
  const double rope_scale = args.number("rope-scale", 0);
  if (args.has("rope-scale") && !(rope_scale >= 1))
    throw UsageError(
        "--rope-scale must be at least 1: the evaluation length over the training "
        "length (got " +
        args.text("rope-scale", "") + ")");
  const int generate = args.integer("generate", 0, 0, 100000);
  const double temperature = args.number("temperature", 1.0);
  const int top_k = args.integer("top-k", 0, 0, 256);
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
  const bool held_out = !trainer.validation_text().empty();
  const double val = trainer.diverged() || !held_out ? NAN : trainer.val_loss();
  // Each extra length: the loss on the training text and on the held-out text, RoPE scaled by
  // --rope-scale or, without it, by that length over the training length.
  std::vector<EvalAt> evals;
  for (int length : eval_lengths) {
    EvalAt e;
    e.seq_len = length;
    if (trainer.diverged()) {
      e.error = "training diverged";
      evals.push_back(e);
      continue;
    }
    try {
      if (rope_scaling != RopeScaling::none) {
        e.scale = rope_scale > 0 ? rope_scale : std::max(1.0, double(length) / config.seq_len);
        trainer.set_rope_scaling(rope_scaling, e.scale);
      }
      e.eval_loss = trainer.eval_loss(length);
      if (held_out) e.val_loss = trainer.val_loss(length);
    } catch (const elab::InvalidArgument& error) {
      e.error = error.what();
      std::cerr << "eval at seq_len " << length << ": " << e.error << "\n";
    }
    trainer.set_rope_scaling(RopeScaling::none, 1.0);
    evals.push_back(e);
  }
  if (args.has("save")) save_weights_file(args.text("save", ""), trainer);
  std::string sample;
  if (generate > 0)
    sample =
        trainer.generate(args.text("prompt", "To be"), generate, temperature, top_k, config.seed);

  if (!json) {
    std::cout << "steps " << losses.size() << ", final loss "
              << format_number(losses.empty() ? NAN : losses.back()) << ", last-50 mean "
              << format_number(last50) << ", eval loss "
              << (trainer.diverged() ? "skipped (training diverged)" : format_number(eval))
              << ", val loss " << (held_out ? format_number(val) : "none (nothing held out)")
              << "\n";
    for (const EvalAt& e : evals) {
      std::cout << "seq_len " << e.seq_len;
      if (e.scale > 0)
        std::cout << " (rope " << to_string(rope_scaling) << " x" << format_number(e.scale) << ")";
      if (!e.error.empty())
        std::cout << ": " << e.error << "\n";
      else
        std::cout << ": eval loss " << format_number(e.eval_loss) << ", val loss "
                  << (held_out ? format_number(e.val_loss) : "none") << "\n";
    }
    if (generate > 0) std::cout << args.text("prompt", "To be") << sample << "\n";
  } else {
    if (generate > 0) std::cout << args.text("prompt", "To be") << sample << "\n";
    std::ostringstream out;
    const auto number = [](double v) { return std::isfinite(v) ? format_number(v) : "null"; };
    out << "{\"steps\":" << losses.size()
        << ",\"final_loss\":" << number(losses.empty() ? NAN : losses.back())
        << ",\"last50_mean\":" << number(last50) << ",\"eval_loss\":" << number(eval)
        << ",\"ms_per_step\":" << number(losses.empty() ? NAN : elapsed_ms / losses.size())
        << ",\"val_loss\":" << number(val) << ",\"val_fraction\":" << number(config.val_fraction)
        << ",\"diverged\":" << (trainer.diverged() ? "true" : "false");
    if (trainer.diverged()) out << ",\"divergence\":" << json_string(trainer.divergence());
    if (evals.size() == 1) {  // the one-length form, kept for scripts that read it
      const EvalAt& e = evals.front();
      out << ",\"eval_seq_len\":" << e.seq_len
          << ",\"eval_loss_at_seq_len\":" << (e.error.empty() ? number(e.eval_loss) : "null");
      if (!e.error.empty()) out << ",\"eval_error\":" << json_string(e.error);
    }
    if (!evals.empty()) {
      out << ",\"rope_scaling\":" << json_string(to_string(rope_scaling)) << ",\"evals\":[";
      for (std::size_t i = 0; i < evals.size(); ++i) {
        const EvalAt& e = evals[i];
        out << (i ? "," : "") << "{\"seq_len\":" << e.seq_len;
        if (e.scale > 0) out << ",\"rope_scale\":" << number(e.scale);
        if (e.error.empty())
          out << ",\"eval_loss\":" << number(e.eval_loss) << ",\"val_loss\":" << number(e.val_loss);
        else
          out << ",\"error\":" << json_string(e.error);
        out << "}";
      }
      out << "]";
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
