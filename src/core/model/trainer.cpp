#include "core/model/trainer.hpp"

#include <algorithm>
#include <cmath>
#include <exception>
#include <functional>
#include <numeric>
#include <sstream>
#ifndef __EMSCRIPTEN__
#include <thread>
#endif

#include "core/data/tokenizer.hpp"
#include "core/data/weights_format.hpp"
#include "core/errors.hpp"
#include "core/kernels/embedding.hpp"
#include "core/model/sampling.hpp"
#include "core/model/seed_predictor.hpp"
#include "core/model/tiny_gpt.hpp"

namespace elab {

namespace {
// Four significant digits, for a number a learner reads in a message (3532.055... -> "3532").
std::string rounded(double value) {
  std::ostringstream out;
  out.precision(4);
  out << value;
  return out.str();
}
}  // namespace

namespace {
TinyGptConfig gpt_config(const TrainerConfig& config, int vocab) {
  TinyGptConfig gpt;
  gpt.vocab = vocab;
  gpt.d_model = config.d_model;
  gpt.n_layer = config.n_layer;
  gpt.n_head = config.n_head;
  gpt.max_len = config.max_len;
  gpt.pe = config.pe;
  gpt.norm = config.norm;
  return gpt;
}

}  // namespace

int batch_shards(int batch, int most) {
  if (batch < 1) fail("batch must be at least 1 (got " + std::to_string(batch) + ")");
  if (most < 1) fail("a batch is cut into at least 1 shard (got " + std::to_string(most) + ")");
  return std::min(most, batch);
}

BatchShard batch_shard(int batch, int shard, int most) {
  const int n = batch_shards(batch, most);
  if (shard < 0 || shard >= n)
    fail("a batch of " + std::to_string(batch) + " windows has shards 0 to " +
         std::to_string(n - 1) + " (got " + std::to_string(shard) + ")");
  // long long: shard * batch reaches 3 * 4096 here, but the rule must not depend on that.
  const auto first = static_cast<int>(static_cast<long long>(shard) * batch / n);
  const auto end = static_cast<int>(static_cast<long long>(shard + 1) * batch / n);
  return {first, end - first};
}

double shard_gradient(Model<float>& model, const int* ids, const int* targets, int batch,
                      int seq_len, int shard) {
  const BatchShard part = batch_shard(batch, shard, model.most_shards());
  const std::size_t at = static_cast<std::size_t>(part.first) * seq_len;
  return model.forward_backward(ids + at, targets + at, part.count, seq_len, true, batch);
}

namespace {
// Runs job(0) .. job(n - 1): job(0) on this thread and the others on threads of their own, or,
// in the WASM build (no threads), one after another. Once every job has ended, the first
// exception one threw is rethrown.
void run_parallel(int n, const std::function<void(int)>& job) {
  std::vector<std::exception_ptr> errors(static_cast<std::size_t>(n));
  const auto guarded = [&](int j) {
    try {
      job(j);
    } catch (...) {
      errors[static_cast<std::size_t>(j)] = std::current_exception();
    }
  };
#ifdef __EMSCRIPTEN__
  for (int j = 0; j < n; ++j) guarded(j);
#else
  std::vector<std::thread> threads;
  threads.reserve(static_cast<std::size_t>(n));
  for (int j = 1; j < n; ++j) threads.emplace_back(guarded, j);
  guarded(0);
  for (std::thread& t : threads) t.join();
#endif
  for (const std::exception_ptr& e : errors)
    if (e) std::rethrow_exception(e);
}

// to becomes a working copy of from: the same weights and, for TinyGPT, the same RoPE scaling
// (both models built by make_model from the same settings).
void copy_model_state(const Model<float>& from, Model<float>& to) {
  std::copy_n(from.params(), from.size(), to.params());
  const auto* gpt = dynamic_cast<const TinyGPT<float>*>(&from);
  if (gpt != nullptr)
    dynamic_cast<TinyGPT<float>&>(to).set_rope_scaling(gpt->rope_scaling(), gpt->rope_scale());
}
}  // namespace

std::string parse_model_name(const std::string& name) {
  if (name == "seed") return "tokpos";
  const std::vector<std::string>& names = model_names();
  if (std::find(names.begin(), names.end(), name) != names.end()) return name;
  fail_setting(kTrainerNames.model.core,
               "model must be tokpos (the token + position predictor) or gpt (TinyGPT) (got '" +
                   name + "')");
}

std::unique_ptr<Model<float>> make_model(const TrainerConfig& config, int vocab) {
  if (parse_model_name(config.model) == "tokpos")
    return std::make_unique<SeedPredictor<float>>(vocab, config.d_model, config.max_len,
                                                  config.embed_std);
  return std::make_unique<TinyGPT<float>>(gpt_config(config, vocab));
}

TensorShapes model_tensor_shapes(const TrainerConfig& config, int vocab) {
  if (parse_model_name(config.model) == "tokpos")
    return seed_predictor_tensor_shapes(vocab, config.d_model, config.max_len);
  return tiny_gpt_tensor_shapes(gpt_config(config, vocab));
}

Trainer::Trainer(const TrainerConfig& config, std::string text)
    : m_config(config), m_text(std::move(text)) {
  m_config.model = parse_model_name(m_config.model);
  if (m_config.batch < 1 || m_config.batch > 4096)
    fail_setting(kTrainerNames.batch.core, messages::out_of_range,
                 {{"setting", "batch"}, {"min", 1}, {"max", 4096}, {"got", m_config.batch}});
  if (m_config.seq_len < 1 || m_config.seq_len > 4096)
    fail_setting(kTrainerNames.seq_len.core, messages::out_of_range,
                 {{"setting", "seq_len"}, {"min", 1}, {"max", 4096}, {"got", m_config.seq_len}});
  if (m_text.empty()) fail_setting("text", messages::training_text_empty);
  if (m_config.bpe_merges < kTrainerLimits.bpe_merges.min ||
      m_config.bpe_merges > kTrainerLimits.bpe_merges.max)
    fail_setting(kTrainerNames.bpe_merges.core, messages::bpe_merges_range,
                 {{"max", kTrainerLimits.bpe_merges.max}, {"got", m_config.bpe_merges}});
  if (!std::isfinite(m_config.val_fraction) || m_config.val_fraction < 0 ||
      m_config.val_fraction > 0.5)
    fail_setting(kTrainerNames.val_fraction.core, messages::val_fraction_range,
                 {{"got", m_config.val_fraction}});
  const auto held = static_cast<std::size_t>(std::floor(m_config.val_fraction * m_text.size()));
  m_train_size = m_text.size() - held;
  if (m_config.bpe_merges > 0) {
    // Merges are learned on the training part only, so the held-out text stays unseen.
    m_merges = bpe_train(training_text(), m_config.bpe_merges).merges;
  }
  m_bytes = encode_text(m_merges, m_train_tokens);
  if (windows(m_config.seq_len) < 1) {
    MessageValues values{
        {"bytes", m_train_size}, {"seq_len", m_config.seq_len}, {"needed", m_config.seq_len + 2}};
    if (held) values.push_back({"held", held});
    if (m_merges.empty())
      fail(held ? messages::training_text_too_short_held : messages::training_text_too_short,
           std::move(values));
    values.push_back({"tokens", m_train_tokens});
    fail(held ? messages::bpe_text_too_short_held : messages::bpe_text_too_short,
         std::move(values));
  }
  if (held > 0 && val_windows(m_config.seq_len) < 1) {
    MessageValues values{{"held", held},
                         {"bytes", m_text.size()},
                         {"window", m_config.seq_len + 1},
                         {"needed", static_cast<long long>(std::ceil((m_config.seq_len + 1) /
                                                                     m_config.val_fraction))}};
    if (m_merges.empty()) fail(messages::held_out_too_short, std::move(values));
    values.push_back({"tokens", val_tokens()});
    fail(messages::held_out_too_short_bpe, std::move(values));
  }
  build();
}

void Trainer::build() {
  m_model = make_model(m_config, vocab());
  check_fits_position_table(m_config.seq_len, m_model->max_len());
  AdamConfig adam;
  adam.lr = m_config.lr;
  adam.weight_decay = m_config.weight_decay;
  adam.clip_norm = m_config.clip_norm;
  m_adam = std::make_unique<Adam<float>>(m_model->size(), adam);
  m_rng.seed(m_config.seed);
  m_model->init(m_rng);  // the same stream then draws the windows
  m_steps = 0;
  m_divergence.clear();
  reset_step_state();
}

void Trainer::reset_step_state() {
  m_step_open = false;
  m_next_shard = 0;
  m_step_loss = 0;
  m_grad_sum.assign(m_model->size(), 0.f);
  m_ids.assign(static_cast<std::size_t>(m_config.batch) * m_config.seq_len, 0);
  m_targets.assign(m_ids.size(), 0);
  m_replicas.clear();  // copies of the model this replaces
}

void Trainer::reset() {
  build();
}

namespace {
// A BPE model's merges ride in its weights file as one (merges, 2) tensor of ids: ids stay below
// 2^24, so float32 holds them exactly.
constexpr const char* kMergesTensor = "bpe.merges";

std::vector<BpePair> merges_from_file(const WeightsFile& file) {
  std::vector<BpePair> merges;
  for (const WeightsTensor& t : file.tensors) {
    if (t.name != kMergesTensor) continue;
    if (t.shape.size() != 2 || t.shape[1] != 2) fail(messages::weights_merges_table);
    for (std::size_t k = 0; k < t.data.size(); k += 2) {
      const float a = t.data[k], b = t.data[k + 1];
      if (a != std::floor(a) || b != std::floor(b) || a < 0 || b < 0 || a > kBpeMaxMerges + 255.f ||
          b > kBpeMaxMerges + 255.f)
        fail(messages::weights_merge_ids, {{"merge", k / 2}});
      merges.push_back(BpePair{static_cast<int>(a), static_cast<int>(b)});
    }
    bpe_check_merges(merges);
  }
  return merges;
}
}  // namespace

std::vector<std::uint8_t> Trainer::save_weights() const {
  WeightsFile file;
  file.kind = m_config.model == "tokpos" ? "seed_predictor" : "tiny_gpt";
  file.ints = {{"vocab", m_model->vocab()},   {"d_model", m_config.d_model},
               {"n_layer", m_config.n_layer}, {"n_head", m_config.n_head},
               {"max_len", m_config.max_len}, {"steps", m_steps}};
  file.strings = {{"pe", to_string(m_config.pe)}, {"norm", to_string(m_config.norm)}};
  for (const auto& info : m_model->layout()) {
    const float* p = m_model->params() + info.offset;
    file.tensors.push_back(
        WeightsTensor{info.name, info.shape, std::vector<float>(p, p + info.size)});
  }
  if (!m_merges.empty()) {
    WeightsTensor merges{kMergesTensor, {static_cast<int>(m_merges.size()), 2}, {}};
    for (const BpePair& m : m_merges)
      merges.data.insert(merges.data.end(),
                         {static_cast<float>(m.left), static_cast<float>(m.right)});
    file.tensors.push_back(std::move(merges));
  }
  return encode_weights(file);
}

void Trainer::load_weights(const std::vector<std::uint8_t>& bytes) {
  const WeightsFile file = decode_weights(bytes);
  TrainerConfig next = m_config;
  if (file.kind == "seed_predictor")  // the file format's name for tokpos, kept for old files
    next.model = "tokpos";
  else if (file.kind == "tiny_gpt")
    next.model = "gpt";
  else
    fail(messages::weights_model_kind, {{"kind", file.kind}});
  const auto size_setting = [&](const char* name) {
    const std::int64_t v = file.int_value(name);
    if (v < 1 || v > 65536)
      fail(messages::weights_size_setting,
           {{"setting", name}, {"got", v}, {"min", 1}, {"max", 65536}});
    return static_cast<int>(v);
  };
  // The file's tokenizer replaces this run's: its merges (none: bytes) re-encode the text.
  std::vector<BpePair> merges = merges_from_file(file);
  const int vocab = 256 + static_cast<int>(merges.size());
  if (size_setting("vocab") != vocab)
    fail(messages::weights_vocab,
         {{"vocab", file.int_value("vocab")}, {"merges", merges.size()}, {"made", vocab}});
  next.bpe_merges = static_cast<int>(merges.size());
  next.d_model = size_setting("d_model");
  next.n_layer = size_setting("n_layer");
  next.n_head = size_setting("n_head");
  next.max_len = size_setting("max_len");
  next.pe = parse_pe(file.string_value("pe"));
  next.norm = parse_norm(file.string_value("norm"));
  // Steps count on from the file's; 2^53 keeps them exact in JavaScript and far from overflow.
  const std::int64_t steps = file.int_value("steps");
  if (steps < 0 || steps > (std::int64_t{1} << 53))
    fail(messages::weights_steps, {{"steps", steps}});
  check_fits_position_table(next.seq_len, next.max_len);
  // The header's sizes ask for the model, the tensors must hold it: checked before the model is
  // allocated, so a small file with a large header cannot make the lab allocate hundreds of MB.
  const TensorShapes expected = model_tensor_shapes(next, vocab);
  const std::size_t tensors = expected.size() + (merges.empty() ? 0 : 1);
  if (file.tensors.size() != tensors)
    fail(messages::weights_tensor_count, {{"count", file.tensors.size()}, {"needed", tensors}});
  for (const auto& [name, shape] : expected) {
    const WeightsTensor& t = file.tensor(name);
    if (t.shape != shape)
      fail(messages::weights_tensor_shape,
           {{"name", name}, {"shape", describe_shape(t.shape)}, {"needed", describe_shape(shape)}});
  }

  // Build everything aside, so a bad file leaves the current model untouched.
  std::size_t train_tokens = 0;
  std::vector<int> ids = encode_text(merges, train_tokens);
  const std::size_t held_tokens = ids.size() - train_tokens;
  if (static_cast<long long>(train_tokens) < next.seq_len + 2 ||
      (m_train_size < m_text.size() && static_cast<long long>(held_tokens) < next.seq_len + 1))
    fail(messages::weights_text_too_short, {{"merges", merges.size()}, {"seq_len", next.seq_len}});
  auto model = make_model(next, vocab);
  for (const auto& info : model->layout()) {
    const WeightsTensor& t = file.tensor(info.name);
    model->set_param(info.name, t.shape, t.data.data());
  }
  AdamConfig adam = m_adam->config();
  auto optimizer = std::make_unique<Adam<float>>(model->size(), adam);

  m_config = next;
  m_merges = std::move(merges);
  m_bytes = std::move(ids);
  m_train_tokens = train_tokens;
  m_model = std::move(model);
  m_adam = std::move(optimizer);
  m_steps = steps;
  m_divergence.clear();
  reset_step_state();
}

int Trainer::windows(int seq_len) const {
  // As the notebook: start = randint(0, len - seq_len - 1), upper bound exclusive.
  return static_cast<int>(m_train_tokens) - seq_len - 1;
}

int Trainer::val_windows(int seq_len) const {
  // Every window that fits: starts 0 .. held - seq_len - 1.
  return val_tokens() - seq_len;
}

std::vector<int> Trainer::encode_text(const std::vector<BpePair>& merges,
                                      std::size_t& train_tokens) const {
  const auto encode = [&](std::string_view part) {
    return merges.empty() ? byte_encode(part) : bpe_encode(part, merges);
  };
  std::vector<int> ids = encode(training_text());
  train_tokens = ids.size();
  const std::vector<int> held = encode(validation_text());
  ids.insert(ids.end(), held.begin(), held.end());
  return ids;
}

void Trainer::set_rope_scaling(RopeScaling method, double scale) {
  auto* gpt = dynamic_cast<TinyGPT<float>*>(m_model.get());
  if (gpt == nullptr) {
    if (method == RopeScaling::none) return;
    fail(
        "RoPE scaling applies to TinyGPT with rope positions; this is the seed model, with a "
        "learned position table");
  }
  gpt->set_rope_scaling(method, scale);
}

double Trainer::val_loss(int seq_len, int max_windows, const EvalProgress& progress) {
  const int T = seq_len == 0 ? m_config.seq_len : seq_len;
  if (m_train_size == m_text.size())
    fail("this run holds out no text, so there is no validation loss: set a held-out fraction");
  check_eval_request(T, max_windows);
  const int starts = val_windows(T);
  if (starts < 1)
    fail("the held-out text (" + std::to_string(val_tokens()) +
         (m_merges.empty() ? " bytes" : " tokens") + ") is too short to evaluate at seq_len " +
         std::to_string(T) + "; it needs at least " + std::to_string(T + 1) +
         (m_merges.empty() ? " bytes" : " tokens") +
         ": use a longer text or a shorter evaluation length");
  return mean_window_loss(m_bytes.data() + m_train_tokens, starts, T, max_windows, progress);
}

void Trainer::check_eval_request(int T, int max_windows) const {
  if (T < 1) fail("evaluation seq_len must be at least 1 (got " + std::to_string(T) + ")");
  if (max_windows < 1)
    fail("evaluation needs at least 1 window (got " + std::to_string(max_windows) + ")");
  check_fits_position_table(T, m_model->max_len());
}

double Trainer::mean_window_loss(const int* bytes, int starts, int T, int max_windows,
                                 const EvalProgress& progress) {
  const int n = std::min(max_windows, starts);
  // Batches of at most 8192 tokens keep activations modest, and never more windows than the model
  // allows at this length (a wide TinyGPT fits fewer than 8192 / T). Windows have equal length,
  // so the mean of batch means weighted by batch size is the mean over all predicted bytes.
  const int chunk = std::max(1, std::min({n, 8192 / T, m_model->largest_batch(T)}));
  std::vector<int> ids(static_cast<std::size_t>(chunk) * T), targets(ids.size());
  double total = 0;
  for (int first = 0; first < n; first += chunk) {
    const int B = std::min(chunk, n - first);
    for (int b = 0; b < B; ++b) {
      // Window w of n starts at floor(w * starts / n): every window in order when n == starts.
      const long long w = first + b;
      const auto start = static_cast<std::size_t>(w * starts / n);
      std::copy_n(bytes + start, T, ids.begin() + static_cast<std::size_t>(b) * T);
      std::copy_n(bytes + start + 1, T, targets.begin() + static_cast<std::size_t>(b) * T);
    }
    total += B * m_model->forward_backward(ids.data(), targets.data(), B, T, false);
    if (progress) progress(first + B, n);
  }
  return total / n;
}

std::vector<double> Trainer::step(int n) {
  if (n < 0) fail("the number of steps cannot be negative (got " + std::to_string(n) + ")");
  std::vector<double> losses;
  if (diverged()) return losses;
  losses.reserve(static_cast<std::size_t>(n));
  for (int s = 0; s < n && !diverged(); ++s) {
    begin_step();
    compute_shards();
    losses.push_back(finish_step());
  }
  return losses;
}

void Trainer::set_threads(int threads) {
  if (threads < 1 || threads > kBatchShards)
    fail("threads must be between 1 and " + std::to_string(kBatchShards) +
         ": each step's batch is cut into at most " + std::to_string(kBatchShards) +
         " shards, one thread's work at least (got " + std::to_string(threads) + ")");
  m_threads = threads;
}

void Trainer::compute_shards() {
  const int n = shards(), workers = std::min(m_threads, n);
  while (static_cast<int>(m_replicas.size()) < workers - 1)
    m_replicas.push_back(make_model(m_config, vocab()));
  for (int j = 1; j < workers; ++j) copy_model_state(*m_model, *m_replicas[j - 1]);
  const auto model = [&](int j) -> Model<float>& { return j == 0 ? *m_model : *m_replicas[j - 1]; };
  std::vector<double> losses(static_cast<std::size_t>(workers));
  // Rounds of one shard per thread, added in shard order as each round ends: a thread's model
  // holds one shard's gradient at a time, so no shard waits in a buffer of its own.
  for (int first = 0; first < n; first += workers) {
    const int count = std::min(workers, n - first);
    run_parallel(count, [&](int j) {
      losses[static_cast<std::size_t>(j)] = shard_gradient(
          model(j), m_ids.data(), m_targets.data(), m_config.batch, m_config.seq_len, first + j);
    });
    for (int j = 0; j < count; ++j)
      add_shard(first + j, model(j).grads(), model(j).size(), losses[static_cast<std::size_t>(j)]);
  }
}

void Trainer::begin_step() {
  if (diverged()) fail("training has stopped: " + m_divergence);
  if (m_step_open) fail("a step is already under way: add its shards and finish it first");
  const int B = m_config.batch, T = m_config.seq_len, starts = windows(T);
  for (int b = 0; b < B; ++b) {
    const int start = m_rng.below(starts);
    std::copy_n(m_bytes.begin() + start, T, m_ids.begin() + static_cast<std::size_t>(b) * T);
    std::copy_n(m_bytes.begin() + start + 1, T,
                m_targets.begin() + static_cast<std::size_t>(b) * T);
  }
  m_step_open = true;
  m_next_shard = 0;
  m_step_loss = 0;
}

void Trainer::add_shard(int shard) {
  if (m_step_open && shard == m_next_shard) {
    const double loss = shard_gradient(*m_model, m_ids.data(), m_targets.data(), m_config.batch,
                                       m_config.seq_len, shard);
    add_shard(shard, m_model->grads(), m_model->size(), loss);
    return;
  }
  add_shard(shard, nullptr, 0, 0);  // fails, saying why
}

void Trainer::add_shard(int shard, const float* grads, std::size_t n, double loss) {
  if (!m_step_open) fail("no step is under way: begin one before adding its shards");
  if (shard != m_next_shard)
    fail("shards are added in order: shard " + std::to_string(m_next_shard) + " comes next (got " +
         std::to_string(shard) + ")");
  if (grads == nullptr || n != m_grad_sum.size())
    fail("a shard's gradient holds one value per parameter, " + std::to_string(m_grad_sum.size()) +
         " (got " + std::to_string(grads == nullptr ? 0 : n) + ")");
  // The first shard is copied (0 + g would only turn -0 into +0, which Adam cannot tell apart).
  float* sum = m_grad_sum.data();
  if (shard == 0)
    std::copy_n(grads, n, sum);
  else
    for (std::size_t i = 0; i < n; ++i) sum[i] += grads[i];
  m_step_loss += loss;
  ++m_next_shard;
}

double Trainer::finish_step() {
  if (!m_step_open) fail("no step is under way: begin one, add its shards, then finish it");
  if (m_next_shard < shards())
    fail("the step is missing shards: " + std::to_string(m_next_shard) + " of " +
         std::to_string(shards()) + " are added");
  m_step_open = false;
  const double loss = m_step_loss;
  if (!std::isfinite(loss) || loss > kExplodedLoss) {
    m_divergence =
        "training stopped at step " + std::to_string(m_steps + 1) + ": the loss " +
        (std::isfinite(loss) ? "exploded to about " + rounded(loss) : "became " + describe(loss)) +
        ". The learning rate (" + describe(m_config.lr) +
        ") is probably too high: try a tenth of it.";
    return loss;
  }
  const double grad_norm = m_adam->step(m_model->params(), m_grad_sum.data());
  ++m_steps;
  if (!std::isfinite(grad_norm))
    m_divergence = "training stopped at step " + std::to_string(m_steps) + ": a gradient became " +
                   describe(grad_norm) + ". The learning rate (" + describe(m_config.lr) +
                   ") is probably too high: try a tenth of it.";
  return loss;
}

double Trainer::eval_loss(int seq_len, int max_windows, const EvalProgress& progress) {
  const int T = seq_len == 0 ? m_config.seq_len : seq_len;
  check_eval_request(T, max_windows);
  const int starts = windows(T);
  if (starts < 1)
    fail("the training text (" + std::to_string(tokens()) +
         (m_merges.empty() ? " bytes" : " tokens") + ") is too short to evaluate at seq_len " +
         std::to_string(T) + "; it needs at least " + std::to_string(T + 2) +
         (m_merges.empty() ? " bytes" : " tokens"));
  return mean_window_loss(m_bytes.data(), starts, T, max_windows, progress);
}

std::string Trainer::generate(std::string_view prompt, int n, double temperature, int top_k,
                              std::uint64_t seed, double top_p) {
  if (prompt.empty()) fail(messages::prompt_empty);
  if (n < 0 || n > 100000) fail(messages::generate_length, {{"got", n}});
  const int V = m_model->vocab();
  const SamplingSettings sampling{temperature, top_k, top_p};
  check_sampling(sampling, V);
  Rng rng(seed);
  std::vector<int> context = m_merges.empty() ? byte_encode(prompt) : bpe_encode(prompt, m_merges);
  const int window = std::min(m_model->max_len(), m_config.max_len);
  // n counts bytes, whatever the tokens: a BPE token adds its spelling, the last one cut to fit.
  const auto wanted = static_cast<std::size_t>(n);
  std::string out;
  while (out.size() < wanted) {
    const int T = std::min(static_cast<int>(context.size()), window);
    const int* ids = context.data() + context.size() - T;
    m_model->forward_backward(ids, nullptr, 1, T, false);
    const float* logits = m_model->logits() + static_cast<std::size_t>(T - 1) * V;
    const SamplingStages stages = sampling_stages(logits, V, sampling);
    // Greedy draws nothing, so a temperature-0 continuation ignores the seed.
    const int next = temperature == 0 ? stages.order[0] : draw(stages, rng);
    context.push_back(next);
    if (m_merges.empty())
      out.push_back(static_cast<char>(static_cast<unsigned char>(next)));
    else
      bpe_append_spelling(m_merges, next, out, wanted - out.size());
  }
  return out;
}

}  // namespace elab
