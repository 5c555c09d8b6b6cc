#include "core/model/trainer.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "core/data/weights_format.hpp"
#include "core/errors.hpp"
#include "core/model/sampling.hpp"
#include "core/model/seed_predictor.hpp"
#include "core/model/tiny_gpt.hpp"

namespace elab {

std::unique_ptr<Model<float>> make_model(const TrainerConfig& config) {
  if (config.model == "seed")
    return std::make_unique<SeedPredictor<float>>(256, config.d_model, config.max_len);
  if (config.model == "gpt") {
    TinyGptConfig gpt;
    gpt.vocab = 256;
    gpt.d_model = config.d_model;
    gpt.n_layer = config.n_layer;
    gpt.n_head = config.n_head;
    gpt.max_len = config.max_len;
    gpt.pe = config.pe;
    gpt.norm = config.norm;
    return std::make_unique<TinyGPT<float>>(gpt);
  }
  fail("model must be seed or gpt (got '" + config.model + "')");
}

Trainer::Trainer(const TrainerConfig& config, std::string text)
    : m_config(config), m_text(std::move(text)) {
  if (m_config.batch < 1 || m_config.batch > 4096)
    fail("batch must be between 1 and 4096 (got " + std::to_string(m_config.batch) + ")");
  if (m_config.seq_len < 1 || m_config.seq_len > 4096)
    fail("seq_len must be between 1 and 4096 (got " + std::to_string(m_config.seq_len) + ")");
  if (m_text.empty()) fail("the training text is empty: paste or choose some text to learn from");
  if (windows(m_config.seq_len) < 1)
    fail("the training text is too short: it has " + std::to_string(m_text.size()) +
         " bytes, but seq_len " + std::to_string(m_config.seq_len) + " needs at least " +
         std::to_string(m_config.seq_len + 2) +
         " (each window is seq_len + 1 bytes, and the sampler needs a start to choose); use a "
         "longer text or a shorter seq_len");
  m_bytes.resize(m_text.size());
  std::transform(m_text.begin(), m_text.end(), m_bytes.begin(),
                 [](char c) { return static_cast<int>(static_cast<unsigned char>(c)); });
  build();
}

void Trainer::build() {
  m_model = make_model(m_config);
  if (m_config.seq_len > m_model->max_len())
    fail("seq_len " + std::to_string(m_config.seq_len) + " is longer than max_len " +
         std::to_string(m_model->max_len()) +
         ", the number of rows in the learned position table; raise max_len or lower seq_len");
  AdamConfig adam;
  adam.lr = m_config.lr;
  adam.weight_decay = m_config.weight_decay;
  adam.clip_norm = m_config.clip_norm;
  m_adam = std::make_unique<Adam<float>>(m_model->size(), adam);
  m_rng.seed(m_config.seed);
  m_model->init(m_rng);  // the same stream then draws the windows
  m_steps = 0;
  m_divergence.clear();
  m_ids.assign(static_cast<std::size_t>(m_config.batch) * m_config.seq_len, 0);
  m_targets.assign(m_ids.size(), 0);
}

void Trainer::reset() {
  build();
}

std::vector<std::uint8_t> Trainer::save_weights() const {
  WeightsFile file;
  file.kind = m_config.model == "seed" ? "seed_predictor" : "tiny_gpt";
  file.ints = {{"vocab", m_model->vocab()},   {"d_model", m_config.d_model},
               {"n_layer", m_config.n_layer}, {"n_head", m_config.n_head},
               {"max_len", m_config.max_len}, {"steps", m_steps}};
  file.strings = {{"pe", to_string(m_config.pe)}, {"norm", to_string(m_config.norm)}};
  for (const auto& info : m_model->layout()) {
    const float* p = m_model->params() + info.offset;
    file.tensors.push_back(
        WeightsTensor{info.name, info.shape, std::vector<float>(p, p + info.size)});
  }
  return encode_weights(file);
}

void Trainer::load_weights(const std::vector<std::uint8_t>& bytes) {
  const WeightsFile file = decode_weights(bytes);
  TrainerConfig next = m_config;
  if (file.kind == "seed_predictor")
    next.model = "seed";
  else if (file.kind == "tiny_gpt")
    next.model = "gpt";
  else
    fail("the weights file holds a '" + file.kind +
         "' model; Embedding Lab trains seed_predictor and tiny_gpt models");
  const auto size_setting = [&](const char* name) {
    const std::int64_t v = file.int_value(name);
    if (v < 1 || v > 65536)
      fail(std::string("the weights file's ") + name + " is " + std::to_string(v) +
           ", outside 1 to 65536");
    return static_cast<int>(v);
  };
  if (size_setting("vocab") != 256)
    fail("the weights file's vocabulary has " + std::to_string(file.int_value("vocab")) +
         " tokens; the byte-level lab needs 256");
  next.d_model = size_setting("d_model");
  next.n_layer = size_setting("n_layer");
  next.n_head = size_setting("n_head");
  next.max_len = size_setting("max_len");
  next.pe = parse_pe(file.string_value("pe"));
  next.norm = parse_norm(file.string_value("norm"));
  if (next.seq_len > next.max_len)
    fail("the saved model's learned position table has " + std::to_string(next.max_len) +
         " rows, fewer than this run's seq_len " + std::to_string(next.seq_len) +
         "; lower seq_len to load it");

  // Build everything aside, so a bad file leaves the current model untouched.
  auto model = make_model(next);
  if (file.tensors.size() != model->layout().size())
    fail("the weights file has " + std::to_string(file.tensors.size()) +
         " tensors, but this model has " + std::to_string(model->layout().size()));
  for (const auto& info : model->layout()) {
    const WeightsTensor& t = file.tensor(info.name);
    model->set_param(info.name, t.shape, t.data.data());
  }
  AdamConfig adam = m_adam->config();
  auto optimizer = std::make_unique<Adam<float>>(model->size(), adam);

  m_config = next;
  m_model = std::move(model);
  m_adam = std::move(optimizer);
  m_steps = std::max<std::int64_t>(0, file.int_value("steps"));
  m_divergence.clear();
  m_ids.assign(static_cast<std::size_t>(m_config.batch) * m_config.seq_len, 0);
  m_targets.assign(m_ids.size(), 0);
}

int Trainer::windows(int seq_len) const {
  // As the notebook: start = randint(0, len - seq_len - 1), upper bound exclusive.
  return static_cast<int>(m_text.size()) - seq_len - 1;
}

std::vector<double> Trainer::step(int n) {
  if (n < 0) fail("the number of steps cannot be negative (got " + std::to_string(n) + ")");
  std::vector<double> losses;
  if (diverged()) return losses;
  losses.reserve(static_cast<std::size_t>(n));
  const int B = m_config.batch, T = m_config.seq_len, starts = windows(T);
  for (int s = 0; s < n; ++s) {
    for (int b = 0; b < B; ++b) {
      const int start = m_rng.below(starts);
      std::copy_n(m_bytes.begin() + start, T, m_ids.begin() + static_cast<std::size_t>(b) * T);
      std::copy_n(m_bytes.begin() + start + 1, T,
                  m_targets.begin() + static_cast<std::size_t>(b) * T);
    }
    const double loss = m_model->forward_backward(m_ids.data(), m_targets.data(), B, T, true);
    losses.push_back(loss);
    if (!std::isfinite(loss) || loss > kExplodedLoss) {
      m_divergence =
          "training stopped at step " + std::to_string(m_steps + 1) + ": the loss " +
          (std::isfinite(loss) ? "exploded to " + describe(loss) : "became " + describe(loss)) +
          ". The learning rate (" + describe(m_config.lr) +
          ") is probably too high: try a tenth of it.";
      return losses;
    }
    const double grad_norm = m_adam->step(m_model->params(), m_model->grads());
    ++m_steps;
    if (!std::isfinite(grad_norm)) {
      m_divergence = "training stopped at step " + std::to_string(m_steps) +
                     ": a gradient became " + describe(grad_norm) + ". The learning rate (" +
                     describe(m_config.lr) + ") is probably too high: try a tenth of it.";
      return losses;
    }
  }
  return losses;
}

double Trainer::eval_loss(int seq_len) {
  const int T = seq_len == 0 ? m_config.seq_len : seq_len;
  if (T < 1) fail("evaluation seq_len must be at least 1 (got " + std::to_string(T) + ")");
  if (T > m_model->max_len())
    fail("cannot evaluate at seq_len " + std::to_string(T) + ": the learned position table has " +
         std::to_string(m_model->max_len()) +
         " rows, and learned positions have nothing to offer past them");
  const int starts = windows(T);
  if (starts < 1)
    fail("the text (" + std::to_string(m_text.size()) +
         " bytes) is too short to evaluate at seq_len " + std::to_string(T) +
         "; it needs at least " + std::to_string(T + 2) + " bytes");
  // Every window, in chunks that keep activations modest; windows have equal length, so the mean
  // of chunk means weighted by chunk size is the mean over all predicted bytes.
  const int chunk = std::max(1, std::min(starts, 8192 / T));
  std::vector<int> ids(static_cast<std::size_t>(chunk) * T), targets(ids.size());
  double total = 0;
  for (int first = 0; first < starts; first += chunk) {
    const int B = std::min(chunk, starts - first);
    for (int b = 0; b < B; ++b) {
      std::copy_n(m_bytes.begin() + first + b, T, ids.begin() + static_cast<std::size_t>(b) * T);
      std::copy_n(m_bytes.begin() + first + b + 1, T,
                  targets.begin() + static_cast<std::size_t>(b) * T);
    }
    total += B * m_model->forward_backward(ids.data(), targets.data(), B, T, false);
  }
  return total / starts;
}

std::string Trainer::generate(std::string_view prompt, int n, double temperature, int top_k,
                              std::uint64_t seed, double top_p) {
  if (prompt.empty()) fail("the prompt is empty: type at least one character to continue from");
  if (n < 0 || n > 100000)
    fail("the number of bytes to generate must be between 0 and 100000 (got " + std::to_string(n) +
         ")");
  const int V = m_model->vocab();
  const SamplingSettings sampling{temperature, top_k, top_p};
  check_sampling(sampling, V);
  Rng rng(seed);
  std::vector<int> context(prompt.size());
  std::transform(prompt.begin(), prompt.end(), context.begin(),
                 [](char c) { return static_cast<int>(static_cast<unsigned char>(c)); });
  const int window = std::min(m_model->max_len(), m_config.max_len);
  std::string out;
  for (int i = 0; i < n; ++i) {
    const int T = std::min(static_cast<int>(context.size()), window);
    const int* ids = context.data() + context.size() - T;
    m_model->forward_backward(ids, nullptr, 1, T, false);
    const float* logits = m_model->logits() + static_cast<std::size_t>(T - 1) * V;
    const SamplingStages stages = sampling_stages(logits, V, sampling);
    // Greedy draws nothing, so a temperature-0 continuation ignores the seed.
    const int next = temperature == 0 ? stages.order[0] : draw(stages, rng);
    context.push_back(next);
    out.push_back(static_cast<char>(static_cast<unsigned char>(next)));
  }
  return out;
}

}  // namespace elab
