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
#include "cli/files.hpp"
#include "cli/weights_file.hpp"
#include "core/data/corpus.hpp"
#include "core/data/json_text.hpp"
#include "core/errors.hpp"
#include "core/kernels/matmul_path.hpp"
#include "core/kernels/rope.hpp"
#include "core/model/sampling.hpp"
#include "core/model/trainer.hpp"

namespace elab::cli {

namespace {

// The largest --text-file: the trainer counts windows in int, and evaluating every window of a
// text this size already takes minutes (progress is shown).
constexpr std::size_t kMaxTextBytes = std::size_t{64} << 20;

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
  const TrainerSettingNames& names = kTrainerNames;
  const Args args(argv,
                  {names.model.flag,
                   names.n_layer.flag,
                   names.n_head.flag,
                   names.d_model.flag,
                   names.pe.flag,
                   names.norm.flag,
                   names.lr.flag,
                   names.batch.flag,
                   names.seq_len.flag,
                   names.max_len.flag,
                   names.seed.flag,
                   names.weight_decay.flag,
                   names.clip_norm.flag,
                   names.val_fraction.flag,
                   names.embed_std.flag,
                   names.bpe_merges.flag,
                   "steps",
                   "text-file",
                   "eval-seq-len",
                   "save",
                   "load",
                   "generate",
                   "temperature",
                   "top-k",
                   "prompt",
                   "rope-scaling",
                   "rope-scale",
                   "top-p",
                   "threads",
                   "kernels"},
                  {"json"});
  if (!args.positional().empty())
    throw UsageError("train takes only options (got '" + args.positional().front() + "')");

  // Defaults and ranges are the core's (TrainerConfig, kTrainerLimits), as in the page.
  TrainerConfig config;
  const TrainerLimits& limits = kTrainerLimits;
  const auto whole = [&](SettingNames setting, int fallback, SettingRange range) {
    return args.integer(setting.flag, fallback, range.min, range.max);
  };
  // The core's model names; "seed", the predictor's older name in scripts, reads as tokpos.
  try {
    config.model = parse_model_name(args.text(names.model.flag, config.model));
  } catch (const elab::InvalidArgument& e) {
    throw UsageError(std::string("--model: ") + e.what());
  }
  config.n_layer = whole(names.n_layer, config.n_layer, limits.n_layer);
  config.n_head = whole(names.n_head, config.n_head, limits.n_head);
  config.d_model = whole(names.d_model, config.d_model, limits.d_model);
  config.pe = parse_pe(args.choice(names.pe.flag, to_string(config.pe), pe_names()));
  config.norm =
      parse_norm(args.choice(names.norm.flag, to_string(config.norm), {"layernorm", "rmsnorm"}));
  config.lr = args.number(names.lr.flag, config.lr);
  config.batch = whole(names.batch, config.batch, limits.batch);
  config.seq_len = whole(names.seq_len, config.seq_len, limits.seq_len);
  config.max_len = whole(names.max_len, config.max_len, limits.max_len);
  config.seed =
      static_cast<std::uint64_t>(whole(names.seed, static_cast<int>(config.seed), limits.seed));
  config.weight_decay = args.number(names.weight_decay.flag, config.weight_decay);
  config.clip_norm = args.number(names.clip_norm.flag, config.clip_norm);
  config.bpe_merges = whole(names.bpe_merges, config.bpe_merges, limits.bpe_merges);
  config.embed_std = args.number(names.embed_std.flag, config.embed_std);
  // The CLI holds out the last tenth by default, so its runs report a validation loss.
  config.val_fraction = args.number(names.val_fraction.flag, 0.1);
  if (config.model == "tokpos" && (args.has(names.n_layer.flag) || args.has(names.n_head.flag) ||
                                   args.has(names.pe.flag) || args.has(names.norm.flag)))
    throw UsageError(
        "--layers, --heads, --pe and --norm describe TinyGPT: add --model gpt (the token + "
        "position predictor is one embedding and a linear layer, with learned positions)");
  const int steps = args.integer("steps", 500, 0, 10000000);
  // Threads change the speed, never the losses: every count computes the same shards, added in
  // the same order (trainer.hpp). The page's kernels give the page's losses bit for bit; Eigen's
  // differ from them in float rounding only.
  int threads = 1;
  try {
    threads = args.integer("threads", 1, 1, kBatchShards);
  } catch (const UsageError& e) {
    throw UsageError(std::string(e.what()) + ": each step's batch is cut into at most " +
                     std::to_string(kBatchShards) + " shards, and a thread computes whole shards");
  }
  const std::string kernels = args.choice("kernels", "eigen", {"eigen", "page"});
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
  if (args.has("rope-scale")) {
    try {
      check_rope_scale(rope_scale);
    } catch (const elab::InvalidArgument& e) {
      throw UsageError(std::string("--rope-scale: ") + e.what());
    }
  }
  const int generate = args.integer("generate", 0, 0, 100000);
  const double temperature = args.number("temperature", 1.0);
  const int top_k = args.integer("top-k", 0, 0, 256);
  const double top_p = args.number("top-p", 1.0);
  const std::string prompt = args.text("prompt", "To be");
  const bool json = args.has("json");
  // Everything that could fail after training is checked first, so a long run is never lost to a
  // typo: generation settings (each one given, even without --generate: it would be ignored), and
  // whether --save can write where it is pointed.
  if (generate > 0 && prompt.empty())
    throw UsageError("--prompt is empty: give at least one character to continue from");
  if (generate > 0 || args.has("temperature") || args.has("top-k") || args.has("top-p")) {
    if (!std::isfinite(temperature) || temperature < 0)
      throw UsageError(
          "--temperature must be 0 (always the most likely byte) or a positive number (got " +
          describe(temperature) + ")");
    try {
      // 256: every vocabulary holds the bytes, and --top-k stops there.
      check_sampling(SamplingSettings{temperature, top_k, top_p}, 256);
    } catch (const elab::InvalidArgument& e) {
      throw UsageError(e.what());
    }
  }
  if (args.has("save")) check_writable(args.text("save", ""), "--save");
  const std::string text = args.has("text-file") ? read_file_bounded(args.text("text-file", ""),
                                                                     kMaxTextBytes, "--text-file")
                                                 : std::string(seed_corpus());

  set_matmul_path(kernels == "page" ? MatmulPath::page : MatmulPath::eigen);
  Trainer trainer(config, text);
  trainer.set_threads(threads);
  if (args.has("load")) load_weights_file(args.text("load", ""), trainer);
  // Whether the model's heads can take the scaling (NTK needs 4 or more dimensions each) is known
  // now, so it is refused now, not after training for every length; each length sets its own
  // scale when it is evaluated.
  if (rope_scaling != RopeScaling::none) {
    try {
      trainer.set_rope_scaling(rope_scaling, rope_scale > 0 ? rope_scale : 1.0);
    } catch (const elab::InvalidArgument& e) {
      throw UsageError("--rope-scaling " + to_string(rope_scaling) + ": " + e.what());
    }
    trainer.set_rope_scaling(RopeScaling::none, 1.0);
  }

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
  // The trained weights are saved before anything else can fail.
  if (args.has("save")) save_weights_file(args.text("save", ""), trainer);

  // Evaluation reads every window of the text; on a long text that takes a while, so it reports
  // its progress on stderr (at most once a second).
  const auto progress_for = [](std::string what) {
    auto last = std::chrono::steady_clock::now();
    bool reported = false;
    return [what, last, reported](int done, int total) mutable {
      const auto now = std::chrono::steady_clock::now();
      if (now - last < std::chrono::seconds(1) && !(reported && done == total)) return;
      last = now;
      reported = true;
      std::cerr << what << ": " << done << "/" << total << " windows\n";
    };
  };
  const bool held_out = !trainer.validation_text().empty();
  double eval = NAN, val = NAN;
  std::string eval_error;
  if (!trainer.diverged()) {
    try {
      eval = trainer.eval_loss(0, Trainer::kEveryWindow, progress_for("eval"));
      if (held_out) val = trainer.val_loss(0, Trainer::kEveryWindow, progress_for("val"));
    } catch (const elab::InvalidArgument& e) {
      eval_error = e.what();
      std::cerr << "eval: " << eval_error << "\n";
    }
  }
  // Nats per token to bits per byte: comparable between byte and BPE tokens.
  const double eval_bpb = eval * trainer.tokens() /
                          (static_cast<double>(trainer.training_text().size()) * std::log(2.0));
  const double val_bpb =
      held_out ? val * trainer.val_tokens() /
                     (static_cast<double>(trainer.validation_text().size()) * std::log(2.0))
               : NAN;
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
      const std::string at = " at seq_len " + std::to_string(length);
      e.eval_loss = trainer.eval_loss(length, Trainer::kEveryWindow, progress_for("eval" + at));
      if (held_out)
        e.val_loss = trainer.val_loss(length, Trainer::kEveryWindow, progress_for("val" + at));
    } catch (const elab::InvalidArgument& error) {
      e.error = error.what();
      std::cerr << "eval at seq_len " << length << ": " << e.error << "\n";
    }
    trainer.set_rope_scaling(RopeScaling::none, 1.0);
    evals.push_back(e);
  }
  std::string sample;
  if (generate > 0)
    sample = trainer.generate(prompt, generate, temperature, top_k, config.seed, top_p);

  if (!json) {
    std::cout << "steps " << losses.size() << ", final loss "
              << format_number(losses.empty() ? NAN : losses.back()) << ", last-50 mean "
              << format_number(last50) << ", eval loss "
              << (trainer.diverged()   ? "skipped (training diverged)"
                  : eval_error.empty() ? format_number(eval)
                                       : "failed (" + eval_error + ")")
              << ", val loss " << (held_out ? format_number(val) : "none (nothing held out)")
              << "\n";
    std::cout << "tokens: "
              << (trainer.merges().empty()
                      ? std::string("bytes")
                      : "BPE, " + std::to_string(trainer.merges().size()) + " merges")
              << ", vocabulary " << trainer.vocab() << ", " << trainer.tokens()
              << " tokens for the " << trainer.training_text().size() << " training bytes; eval "
              << format_number(eval_bpb) << " bits per byte";
    if (held_out) std::cout << ", val " << format_number(val_bpb) << " bits per byte";
    std::cout << "\n";
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
    if (generate > 0) std::cout << prompt << sample << "\n";
  } else {
    if (generate > 0) std::cout << prompt << sample << "\n";
    std::ostringstream out;
    const auto number = [](double v) { return std::isfinite(v) ? format_number(v) : "null"; };
    out << "{\"steps\":" << losses.size()
        << ",\"final_loss\":" << number(losses.empty() ? NAN : losses.back())
        << ",\"last50_mean\":" << number(last50) << ",\"eval_loss\":" << number(eval)
        << ",\"ms_per_step\":" << number(losses.empty() ? NAN : elapsed_ms / losses.size())
        << ",\"threads\":" << threads << ",\"kernels\":" << json_string(kernels)
        << ",\"val_loss\":" << number(val) << ",\"val_fraction\":" << number(config.val_fraction)
        << ",\"diverged\":" << (trainer.diverged() ? "true" : "false")
        << ",\"vocab\":" << trainer.vocab() << ",\"tokens\":" << trainer.tokens()
        << ",\"bytes\":" << trainer.training_text().size()
        << ",\"eval_bits_per_byte\":" << number(eval_bpb)
        << ",\"val_bits_per_byte\":" << number(val_bpb);
    if (trainer.diverged()) out << ",\"divergence\":" << json_string(trainer.divergence());
    if (!eval_error.empty()) out << ",\"eval_loss_error\":" << json_string(eval_error);
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
  // Every figure asked for must be there: a failed evaluation at any length fails the run.
  const bool eval_failed =
      std::any_of(evals.begin(), evals.end(), [](const EvalAt& e) { return !e.error.empty(); });
  return trainer.diverged() || !eval_error.empty() || eval_failed ? 1 : 0;
}

}  // namespace elab::cli
