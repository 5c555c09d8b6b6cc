// Training a model on a byte text, the way the seed notebook does: random windows of seq_len + 1
// bytes (inputs and next-byte targets), mean cross-entropy, Adam. Used by `embedding-lab train`,
// the page's training worker and the benchmarks, so one seed gives one loss curve everywhere.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/data/bpe.hpp"
#include "core/kernels/rope.hpp"
#include "core/model/adam.hpp"
#include "core/model/model.hpp"
#include "core/model/random.hpp"
#include "core/model/seed_predictor.hpp"

namespace elab {

// The models a Trainer builds, by name: "tokpos", the notebook's token + position predictor
// (SeedPredictor), and "gpt", TinyGPT. The one list the CLI, the bindings and the page take.
inline const std::vector<std::string>& model_names() {
  static const std::vector<std::string> names{"tokpos", "gpt"};
  return names;
}
// name as a model of model_names(); "seed", the predictor's older name (scripts' --model seed,
// links' model=seed), reads as "tokpos". Throws InvalidArgument for any other name.
std::string parse_model_name(const std::string& name);

struct TrainerConfig {
  std::string model = "tokpos";  // "tokpos" (the notebook's token + position predictor) or "gpt"
  int d_model = 64;
  int n_layer = 1;  // gpt only
  int n_head = 1;   // gpt only
  int max_len = 128;
  PeKind pe = PeKind::learned;          // gpt only; tokpos always learns its positions
  NormKind norm = NormKind::layernorm;  // gpt only
  double lr = 1e-3;
  double weight_decay = 0;
  double clip_norm = 0;  // 0: no clipping
  int batch = 16;
  int seq_len = 32;
  std::uint64_t seed = 42;
  // Tokens: 0 reads the text as bytes (256 ids); N > 0 first trains byte-level BPE with up to N
  // merges on the training part of the text (bpe.hpp) and trains on its ids (256 + merges made).
  int bpe_merges = 0;
  // tokpos only: tok and pos start as N(0, embed_std^2). 1 is the notebook's N(0, 1), whose
  // rows (length about sqrt(d)) hide what a short run learns; 0.02 is GPT-2's.
  double embed_std = 1.0;
  // The last val_fraction of the text (0 to 0.5, rounded down to whole bytes) is held out: no
  // training window touches it, and val_loss() measures the model on it. 0 trains on everything.
  double val_fraction = 0;
};

// Each trainer setting's names, given once: the core's (the word its messages use), the page's (a
// settings object's field, as the bindings read it) and the command line's flag (--<flag>). The
// bindings and the CLI read a setting only under these, so the three cannot drift apart.
struct SettingNames {
  const char* core;
  const char* page;
  const char* flag;
};
struct TrainerSettingNames {
  SettingNames model{"model", "model", "model"};
  SettingNames d_model{"d_model", "dModel", "d-model"};
  SettingNames n_layer{"layers", "layers", "layers"};
  SettingNames n_head{"heads", "heads", "heads"};
  SettingNames max_len{"max_len", "maxLen", "max-len"};
  SettingNames pe{"pe", "pe", "pe"};
  SettingNames norm{"norm", "norm", "norm"};
  SettingNames lr{"lr", "lr", "lr"};
  SettingNames weight_decay{"weight_decay", "weightDecay", "weight-decay"};
  SettingNames clip_norm{"clip_norm", "clipNorm", "clip-norm"};
  SettingNames batch{"batch", "batch", "batch"};
  SettingNames seq_len{"seq_len", "seqLen", "seq-len"};
  SettingNames seed{"seed", "seed", "seed"};
  SettingNames bpe_merges{"BPE merges", "bpeMerges", "bpe"};
  SettingNames embed_std{"embed_std", "embedStd", "embed-std"};
  SettingNames val_fraction{"val_fraction", "valFraction", "val-fraction"};
};
inline constexpr TrainerSettingNames kTrainerNames{};

// The range of each whole-number trainer setting: the one table the CLI's flags, the bindings
// and the page's training lab check against (the defaults are TrainerConfig's own). The page may
// offer a narrower range (a browser tab trains 4 layers, not 64) but never a wider one.
struct SettingRange {
  int min, max;
};
// A real-valued setting that must be above `above` and at most `at_most`.
struct SpreadRange {
  double above, at_most;
};
struct TrainerLimits {
  SettingRange d_model{1, 4096};
  SettingRange n_layer{1, 64};
  SettingRange n_head{1, 64};
  SettingRange max_len{1, 65536};
  SettingRange batch{1, 4096};
  SettingRange seq_len{1, 4096};
  SettingRange seed{0, kMaxSeed};
  SettingRange bpe_merges{0, 10000};
  SpreadRange embed_std{0, kMaxEmbedStd};  // tokpos's starting spread (SeedPredictor)
};
inline constexpr TrainerLimits kTrainerLimits{};

// A loss above this (ln 256 is 5.5) means the run has blown up, not merely learned slowly.
constexpr double kExplodedLoss = 100.0;

// Every training step cuts its batch of B windows into n = min(most, B) shards, most being the
// model's most_shards() (kBatchShards, 4, for TinyGPT; 1 for the token + position predictor),
// however many workers or threads compute them: shard k holds windows [k * B / n, (k + 1) * B / n)
// (integer division), so sizes differ by at most one and none is empty. A shard's gradient is
// that of its windows' summed token losses over all B * T tokens of the batch
// (Model::forward_backward's batch_windows); the step adds the shards' gradients, and their
// losses, in shard order 0, 1, ..., n - 1, then takes one Adam step. Who computes which shard
// changes nothing in that arithmetic, so a run's losses are the same bit for bit on 1 to
// kBatchShards workers (the CLI's --threads, the page's tr_workers).
struct BatchShard {
  int first, count;  // windows [first, first + count) of the batch
};
// Fail for batch < 1 or most < 1, and for a shard outside [0, batch_shards(batch, most)).
int batch_shards(int batch, int most = kBatchShards);
BatchShard batch_shard(int batch, int shard, int most = kBatchShards);

// Shard `shard` of a batch whose ids and targets (batch, seq_len) are given whole, cut as the
// model's steps are (its most_shards()): leaves the shard's gradient in model.grads() and returns
// its part of the batch's mean loss. What computes every shard: Trainer::step here and in the
// CLI's threads, the page's helper workers on their copy of the model.
double shard_gradient(Model<float>& model, const int* ids, const int* targets, int batch,
                      int seq_len, int shard);

class Trainer {
 public:
  // Builds and initialises the model from config.seed, and checks that text holds at least one
  // window. Throws InvalidArgument with a message naming the setting to change.
  Trainer(const TrainerConfig& config, std::string text);

  // Runs up to n steps and returns each step's loss (before its Adam update). Stops early, without
  // applying the bad update, when a loss or gradient is NaN/Inf or the loss explodes; diverged()
  // and divergence() then explain. Once diverged, step() does nothing until reset().
  std::vector<double> step(int n);

  // The threads that compute each step's shards, 1 (the default) to kBatchShards: natively
  // std::threads, each on its own copy of the model; the WASM build has no threads and computes
  // the copies' shards one after another. The losses are the same for every count.
  void set_threads(int threads);
  int threads() const { return m_threads; }

  // One step in parts, for shards computed elsewhere (the page's helper workers): begin_step()
  // draws the batch (batch_ids(), batch_targets()); each shard is then added in order, 0 to
  // shards() - 1, either computed here (add_shard(k)) or as a copy of the model computed it
  // (add_shard(k, grads, n, loss) with shard_gradient's results); finish_step() takes the Adam
  // step and returns the step's loss (diverged() says whether training stopped at it). step(n)
  // is n steps made of these parts. Each fails, changing nothing, when called out of order.
  void begin_step();
  bool step_open() const { return m_step_open; }
  int shards() const { return batch_shards(m_config.batch, m_model->most_shards()); }
  int next_shard() const { return m_next_shard; }
  const std::vector<int>& batch_ids() const { return m_ids; }          // (batch, seq_len)
  const std::vector<int>& batch_targets() const { return m_targets; }  // (batch, seq_len)
  void add_shard(int shard);
  void add_shard(int shard, const float* grads, std::size_t n, double loss);
  double finish_step();

  // Mean cross-entropy over windows of seq_len + 1 tokens (seq_len 0: the training length): every
  // window the sampler can draw, or, when there are more than max_windows, max_windows of them
  // with starts spread evenly over the text (the first at 0, no randomness). Batches are sized
  // from the model, so evaluation never needs more activations than the model allows, whatever
  // the batch size training used. progress(done, total), when given, is called after each batch.
  // Fails with the model's message when seq_len is past a learned position table, or when the
  // text is too short.
  using EvalProgress = std::function<void(int done, int total)>;
  double eval_loss(int seq_len = 0, int max_windows = kEveryWindow,
                   const EvalProgress& progress = {});
  static constexpr int kEveryWindow = 2147483647;

  // The same over windows inside the held-out part (every one, or max_windows spread evenly).
  // Fails when nothing is held out or the part is shorter than one window.
  double val_loss(int seq_len = 0, int max_windows = kEveryWindow,
                  const EvalProgress& progress = {});

  // RoPE scaling for every later evaluation (TinyGPT with rope positions only; none undoes it):
  // see TinyGPT::set_rope_scaling. Training with a scaling set is allowed but not the point.
  void set_rope_scaling(RopeScaling method, double scale);

  // Continues prompt by n bytes (with BPE tokens too: the last token is cut to fit). temperature
  // 0 picks the most likely token; otherwise logits are divided by it. top_k 0 keeps every token,
  // else only the k most likely; top_p below 1 keeps the smallest set of most likely tokens whose
  // probability reaches it (sampling.hpp). Context is cropped to the last max_len tokens. Uses its
  // own generator seeded by seed, so training is unaffected.
  std::string generate(std::string_view prompt, int n, double temperature, int top_k,
                       std::uint64_t seed, double top_p = 1);

  // Back to step 0 with freshly initialised weights (same seed: the same curve again).
  void reset();

  // The model's weights and its settings as an Embedding Lab weights file (weights_format.hpp).
  std::vector<std::uint8_t> save_weights() const;
  // Replaces the model with the one in the file: its kind and sizes come from the file, the
  // training settings (lr, batch, seq_len, seed, text) stay. Throws InvalidArgument explaining
  // what is wrong and changes nothing when the file is damaged or cannot train on this text.
  void load_weights(const std::vector<std::uint8_t>& bytes);

  Model<float>& model() { return *m_model; }
  const Model<float>& model() const { return *m_model; }
  const TrainerConfig& config() const { return m_config; }
  const std::string& text() const { return m_text; }
  // The tokenizer: the BPE merges learned on the training part (empty for bytes), the vocabulary
  // size and the length in tokens of the training part and of the held-out part. Loss is per
  // token; loss * tokens() / (training_text().size() * ln 2) is bits per byte, comparable between
  // tokenizers (val_tokens() and validation_text() for the validation loss).
  const std::vector<BpePair>& merges() const { return m_merges; }
  int vocab() const { return 256 + static_cast<int>(m_merges.size()); }
  int tokens() const { return static_cast<int>(m_train_tokens); }
  int val_tokens() const { return static_cast<int>(m_bytes.size() - m_train_tokens); }
  long long steps_done() const { return m_steps; }
  int windows(int seq_len) const;  // how many windows the sampler can draw at seq_len
  // The bytes training draws from, and the held-out rest (empty when val_fraction is 0).
  std::string_view training_text() const {
    return std::string_view(m_text).substr(0, m_train_size);
  }
  std::string_view validation_text() const { return std::string_view(m_text).substr(m_train_size); }
  int val_windows(int seq_len) const;  // windows of seq_len + 1 tokens inside the held-out part
  bool diverged() const { return !m_divergence.empty(); }
  const std::string& divergence() const { return m_divergence; }
  Adam<float>& optimizer() { return *m_adam; }

 private:
  void build();
  // Closes any step under way and sizes the step's buffers for the model (after build or load).
  void reset_step_state();
  // Computes and adds every shard of the step begun, on min(threads, shards) threads.
  void compute_shards();
  // The text as ids under merges (empty: bytes): the training part, then the held-out part.
  // Returns the ids and sets train_tokens to the training part's length.
  std::vector<int> encode_text(const std::vector<BpePair>& merges, std::size_t& train_tokens) const;
  // Fails unless T >= 1, max_windows >= 1 and T fits the model's position table.
  void check_eval_request(int T, int max_windows) const;
  // The one evaluation loop: mean loss over min(max_windows, starts) windows of bytes, window w of
  // n starting at floor(w * starts / n), in batches the model can hold.
  double mean_window_loss(const int* bytes, int starts, int T, int max_windows,
                          const EvalProgress& progress);

  TrainerConfig m_config;
  std::string m_text;
  // The text as token ids (bytes 0..255, or BPE ids below vocab()): the training part encoded,
  // then the held-out part encoded on its own, so no token straddles the split.
  std::vector<int> m_bytes;
  std::size_t m_train_size = 0;    // bytes [0, m_train_size) train; the rest is held out
  std::size_t m_train_tokens = 0;  // m_bytes[0, m_train_tokens) encode the training part
  std::vector<BpePair> m_merges;   // BPE merges (empty: byte tokens)
  std::unique_ptr<Model<float>> m_model;
  std::unique_ptr<Adam<float>> m_adam;
  Rng m_rng;
  long long m_steps = 0;
  std::string m_divergence;
  std::vector<int> m_ids, m_targets;  // (batch, seq_len): the batch of the step under way
  // The step under way: the shards added so far (their gradients summed in m_grad_sum, their
  // losses in m_step_loss); the shard to add next.
  bool m_step_open = false;
  int m_next_shard = 0;
  double m_step_loss = 0;
  std::vector<float> m_grad_sum;
  int m_threads = 1;
  // The model's copies for threads 1 .. m_threads - 1, made when a step first needs them (a
  // rebuilt or loaded model drops them); each step copies the weights in.
  std::vector<std::unique_ptr<Model<float>>> m_replicas;
};

// Builds a model of the configured kind (uninitialised). Shared with weight loading.
std::unique_ptr<Model<float>> make_model(const TrainerConfig& config, int vocab = 256);
// The parameters make_model would allocate, by name and shape, without allocating them.
TensorShapes model_tensor_shapes(const TrainerConfig& config, int vocab = 256);

}  // namespace elab
