// The interface every trainable model of the lab shares: one flat parameter buffer and one flat
// gradient buffer, split into named tensors (names as in docs/REFERENCE-FORMAT.md), so the
// optimizer, save/load and the page see a model as plain arrays plus a table of contents.
#pragma once

#include <algorithm>
#include <climits>
#include <cstddef>
#include <string>
#include <vector>

#include "core/errors.hpp"
#include "core/model/random.hpp"

namespace elab {

// How positions reach the model: not at all (the causal mask alone leaks position), a learned
// table, the fixed sin/cos table added to the token embeddings, RoPE rotations of q and k inside
// attention, or ALiBi's per-head linear distance penalty added to the attention scores.
enum class PeKind { none, learned, sinusoidal, rope, alibi };
// LayerNorm (eps 1e-5, gamma and beta) or RMSNorm (eps 1e-6, gamma only).
enum class NormKind { layernorm, rmsnorm };

// Every positional encoding by name, in PeKind's order: the one list the CLI's --pe, the bindings
// (trainerSettings().encodings) and the page's training lab take.
inline const std::vector<std::string>& pe_names() {
  static const std::vector<std::string> names{"none", "learned", "sinusoidal", "rope", "alibi"};
  return names;
}

inline PeKind parse_pe(const std::string& name) {
  const std::vector<std::string>& names = pe_names();
  std::string list;
  for (std::size_t i = 0; i < names.size(); ++i) {
    if (names[i] == name) return static_cast<PeKind>(i);
    list += (i ? ", " : "") + names[i];
  }
  fail_setting("pe", messages::pe_unknown, {{"names", list}, {"got", name}});
}

inline NormKind parse_norm(const std::string& name) {
  if (name == "layernorm") return NormKind::layernorm;
  if (name == "rmsnorm") return NormKind::rmsnorm;
  fail_setting("norm", messages::norm_unknown, {{"got", name}});
}

inline std::string to_string(PeKind pe) {
  return pe_names().at(static_cast<std::size_t>(pe));
}

inline std::string to_string(NormKind norm) {
  return norm == NormKind::layernorm ? "layernorm" : "rmsnorm";
}

// A training step cuts its batch into at most this many shards (trainer.hpp has the rule), and
// so trains on at most this many workers or threads.
inline constexpr int kBatchShards = 4;

// Upper bounds that turn a typo (d_model=64000) into a message instead of an exhausted tab:
// 32 Mi parameters (128 MiB as float32, and as much again for gradients and each Adam moment),
// 64 Mi activation values for one batch.
constexpr std::size_t kMaxModelParams = std::size_t{1} << 25;
constexpr std::size_t kMaxActivationValues = std::size_t{1} << 26;

// Rejects a size setting outside [lo, hi] with a message naming it.
inline void check_setting(int value, const char* name, int lo, int hi, const char* why) {
  if (value < lo || value > hi)
    fail_setting(name, std::string(name) + " must be between " + std::to_string(lo) + " and " +
                           std::to_string(hi) + ": " + why + " (got " + std::to_string(value) +
                           ")");
}

// A model's parameters by name and shape, in layout order: what build_layout allocates, and what a
// weights file is checked against before anything is allocated.
using TensorShapes = std::vector<std::pair<std::string, std::vector<int>>>;

// One named tensor inside the flat buffers: elements [offset, offset + size), row-major.
struct ParamInfo {
  std::string name;
  std::vector<int> shape;
  std::size_t offset;
  std::size_t size;
};

template <typename T>
class Model {
 public:
  virtual ~Model() = default;

  // Names as in FORMAT.md, in the reference's order; offsets are contiguous from 0 to size().
  virtual const std::vector<ParamInfo>& layout() const { return m_layout; }
  T* params() { return m_params.data(); }
  const T* params() const { return m_params.data(); }
  T* grads() { return m_grads.data(); }
  const T* grads() const { return m_grads.data(); }
  std::size_t size() const { return m_params.size(); }

  // Reference-style random initialisation (draws in layout order).
  virtual void init(Rng& rng) = 0;
  // The most shards a training step of this model cuts its batch into (trainer.hpp):
  // kBatchShards, or fewer for a model whose step would repeat its work in every shard.
  virtual int most_shards() const { return kBatchShards; }
  // ids, targets (B,T). Runs the forward pass; returns the mean cross-entropy loss when targets is
  // non-null (NaN otherwise). When want_grad and targets are both given, zeroes grads() then fills
  // it with d(loss)/d(params); otherwise grads() is left as it was. logits() (B,T,V) is valid
  // until the next call.
  double forward_backward(const int* ids, const int* targets, int B, int seq_len, bool want_grad) {
    return forward_backward(ids, targets, B, seq_len, want_grad, B);
  }
  // The same for B windows that are part of a batch of batch_windows (at least B): the loss and
  // the gradients are those of the B windows' summed token losses over batch_windows * seq_len
  // tokens, so the parts of a batch add up to its mean loss and its gradients (trainer.hpp's
  // shards). Fails unless B <= batch_windows and batch_windows * seq_len fits an int.
  virtual double forward_backward(const int* ids, const int* targets, int B, int seq_len,
                                  bool want_grad, int batch_windows) = 0;
  virtual const T* logits() const = 0;  // (B,T,V) of the last forward
  virtual int vocab() const = 0;
  virtual int max_len() const = 0;  // longest sequence accepted; INT_MAX if unlimited
  // Activation values one forward/backward of (B, seq_len) needs, counted in double so that a huge
  // B*T*T cannot wrap around in 32-bit WASM size_t before it is compared.
  virtual double activation_values(int B, int seq_len) const = 0;
  // The most windows of seq_len one call may take under kMaxActivationValues (0 if not even one
  // fits). Evaluation sizes its batches from this: the need grows linearly with B.
  int largest_batch(int seq_len) const {
    const double per_window = activation_values(1, seq_len);
    return static_cast<int>(
        std::min(2147483647.0, std::floor(static_cast<double>(kMaxActivationValues) / per_window)));
  }

  // The entry for name; an unknown name fails listing the names the model has.
  const ParamInfo& param_info(const std::string& name) const {
    for (const auto& p : m_layout)
      if (p.name == name) return p;
    std::string names;
    for (const auto& p : m_layout) names += (names.empty() ? "" : ", ") + p.name;
    fail("this model has no parameter named '" + name + "' (it has: " + names + ")");
  }
  T* param(const std::string& name) { return m_params.data() + param_info(name).offset; }
  const T* param(const std::string& name) const {
    return m_params.data() + param_info(name).offset;
  }
  T* grad(const std::string& name) { return m_grads.data() + param_info(name).offset; }
  const T* grad(const std::string& name) const { return m_grads.data() + param_info(name).offset; }

  // Copies data (row-major, of the given shape) into the named parameter, converting to T. The
  // shape must be exactly the parameter's: a checkpoint from another configuration is refused
  // rather than silently reinterpreted.
  template <typename U>
  void set_param(const std::string& name, const std::vector<int>& shape, const U* data) {
    const ParamInfo& info = param_info(name);
    if (shape != info.shape)
      fail("parameter " + name + " has shape " + describe_shape(info.shape) + " but the data has " +
           describe_shape(shape));
    for (std::size_t i = 0; i < info.size; ++i) m_params[info.offset + i] = static_cast<T>(data[i]);
  }

 protected:
  // Checks the batch shape before anything is sized from it; returns the tokens the loss is a
  // mean over, batch_windows * seq_len.
  static int check_dims(int B, int seq_len, int batch_windows) {
    if (B < 1) fail("batch size must be at least 1 (got " + std::to_string(B) + ")");
    if (seq_len < 1)
      fail("sequence length must be at least 1 (got " + std::to_string(seq_len) + ")");
    if (batch_windows < B || static_cast<double>(batch_windows) * seq_len > INT_MAX)
      fail("a part of " + std::to_string(B) + " windows belongs to a batch of at least " +
           std::to_string(B) + " windows and at most " + std::to_string(INT_MAX / seq_len) +
           " at this length (got " + std::to_string(batch_windows) + ")");
    return batch_windows * seq_len;
  }

  // need: activation_values(B, seq_len).
  static void check_activations(double need, int B, int seq_len) {
    if (need > static_cast<double>(kMaxActivationValues))
      fail(messages::too_many_activations,
           {{"batch", B}, {"seq_len", seq_len}, {"count", need}, {"most", kMaxActivationValues}});
  }

  // Checks every id of ids (B,T) against [0, vocab) before any kernel indexes a table with it;
  // what names the array in messages ("token id", "target").
  static void check_ids(const int* ids, int B, int seq_len, int vocab, const char* what) {
    if (ids == nullptr) fail(std::string(what) + "s are missing");
    for (int b = 0; b < B; ++b)
      for (int t = 0; t < seq_len; ++t) {
        const int id = ids[static_cast<std::size_t>(b) * seq_len + t];
        if (id < 0 || id >= vocab)
          fail(std::string(what) + " " + std::to_string(id) + " at batch row " + std::to_string(b) +
               ", position " + std::to_string(t) +
               " is outside the vocabulary: ids must be in [0, " + std::to_string(vocab) + ")");
      }
  }

  // Builds the layout from (name, shape) pairs and allocates both buffers (zeroed).
  void build_layout(const TensorShapes& tensors) {
    // Counted in double first: in 32-bit WASM a size_t product could wrap around.
    double count = 0;
    for (const auto& tensor : tensors) {
      double n = 1;
      for (int s : tensor.second) n *= s;
      count += n;
    }
    if (count > static_cast<double>(kMaxModelParams))
      fail(messages::too_many_parameters, {{"count", count}, {"most", kMaxModelParams}});
    m_layout.clear();
    std::size_t offset = 0;
    for (const auto& [name, shape] : tensors) {
      std::size_t n = 1;
      for (int s : shape) n *= static_cast<std::size_t>(s);
      m_layout.push_back(ParamInfo{name, shape, offset, n});
      offset += n;
    }
    m_params.assign(offset, T(0));
    m_grads.assign(offset, T(0));
  }

  std::vector<ParamInfo> m_layout;
  std::vector<T> m_params;
  std::vector<T> m_grads;
};

}  // namespace elab
