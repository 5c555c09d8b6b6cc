#include "core/model/tiny_gpt.hpp"

#include <algorithm>
#include <climits>
#include <cmath>
#include <limits>
#include <string>

#include "core/kernels/attention.hpp"
#include "core/kernels/embedding.hpp"
#include "core/kernels/linear.hpp"
#include "core/kernels/loss.hpp"
#include "core/kernels/norms.hpp"
#include "core/kernels/positional.hpp"
#include "core/kernels/rope.hpp"

namespace elab {

namespace {

constexpr double kLayerNormEps = kTinyGptLayerNormEps;
constexpr double kRmsNormEps = kTinyGptRmsNormEps;
constexpr double kRopeBase = 10000.0;

// x (n) += y (n): the residual connections.
template <typename T>
void add_inplace(T* x, const T* y, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i) x[i] += y[i];
}

void validate(const TinyGptConfig& c) {
  check_setting(c.vocab, "vocabulary size", 1, 1 << 20, "one row of the token table per id");
  check_setting(c.d_model, "d_model", 1, 4096, "the width of every token vector");
  check_setting(c.n_layer, "n_layer", 1, 64, "the number of transformer blocks");
  check_setting(c.n_head, "n_head", 1, c.d_model, "each head needs at least one dimension");
  check_setting(c.max_len, "max_len", 1, 1 << 20, "the longest sequence the model is sized for");
  if (c.d_model % c.n_head != 0)
    fail("d_model " + std::to_string(c.d_model) + " is not divisible by n_head " +
         std::to_string(c.n_head) +
         ": every head takes d_model / n_head dimensions; pick n_head dividing d_model");
  if (c.pe == PeKind::rope && (c.d_model / c.n_head) % 2 != 0)
    fail("head_dim = d_model / n_head = " + std::to_string(c.d_model / c.n_head) +
         " is odd, but RoPE rotates dimensions in pairs: choose d_model and n_head so that "
         "d_model / n_head is even");
  if (c.pe == PeKind::sinusoidal && c.d_model % 2 != 0)
    fail("d_model must be even for sinusoidal positions: sin and cos come in pairs (got " +
         std::to_string(c.d_model) + ")");
}

}  // namespace

template <typename T>
TinyGPT<T>::TinyGPT(const TinyGptConfig& config) : config_(config) {
  validate(config_);
  const int V = config_.vocab, d = config_.d_model;
  const bool ln = config_.norm == NormKind::layernorm;
  std::vector<std::pair<std::string, std::vector<int>>> tensors;
  tensors.push_back({"tok", {V, d}});
  if (config_.pe == PeKind::learned) tensors.push_back({"pos", {config_.max_len, d}});
  for (int l = 0; l < config_.n_layer; ++l) {
    const std::string p = std::to_string(l) + ".";
    for (const char* n : {"n1", "n2"}) {
      tensors.push_back({p + n + ".g", {d}});
      if (ln) tensors.push_back({p + n + ".b", {d}});
    }
    tensors.push_back({p + "qkv.W", {3 * d, d}});
    tensors.push_back({p + "qkv.b", {3 * d}});
    tensors.push_back({p + "proj.W", {d, d}});
    tensors.push_back({p + "proj.b", {d}});
    tensors.push_back({p + "fc1.W", {4 * d, d}});
    tensors.push_back({p + "fc1.b", {4 * d}});
    tensors.push_back({p + "fc2.W", {d, 4 * d}});
    tensors.push_back({p + "fc2.b", {d}});
  }
  tensors.push_back({"nf.g", {d}});
  if (ln) tensors.push_back({"nf.b", {d}});
  tensors.push_back({"head.W", {V, d}});
  this->build_layout(tensors);

  // Resolve names to offsets once, so a training step does no string work.
  auto at = [this](const std::string& name) { return this->param_info(name).offset; };
  constexpr std::size_t kAbsent = std::numeric_limits<std::size_t>::max();
  tok_ = at("tok");
  pos_ = config_.pe == PeKind::learned ? at("pos") : kAbsent;
  for (int l = 0; l < config_.n_layer; ++l) {
    const std::string p = std::to_string(l) + ".";
    lp_.push_back(LayerParams{at(p + "n1.g"), ln ? at(p + "n1.b") : kAbsent, at(p + "n2.g"),
                              ln ? at(p + "n2.b") : kAbsent, at(p + "qkv.W"), at(p + "qkv.b"),
                              at(p + "proj.W"), at(p + "proj.b"), at(p + "fc1.W"), at(p + "fc1.b"),
                              at(p + "fc2.W"), at(p + "fc2.b")});
  }
  nfg_ = at("nf.g");
  nfb_ = ln ? at("nf.b") : kAbsent;
  head_ = at("head.W");
}

template <typename T>
int TinyGPT<T>::max_len() const {
  return config_.pe == PeKind::learned ? config_.max_len : INT_MAX;
}

template <typename T>
void TinyGPT<T>::init(Rng& rng) {
  for (const ParamInfo& p : this->layout_) {
    T* w = this->params_.data() + p.offset;
    const std::string& n = p.name;
    const auto ends_with = [&n](const char* s) {
      const std::string suffix(s);
      return n.size() >= suffix.size() &&
             n.compare(n.size() - suffix.size(), suffix.size(), suffix) == 0;
    };
    double mean = 0, scale;
    if (n == "tok" || n == "pos") {
      scale = 0.5;
    } else if (ends_with(".g")) {
      mean = 1;
      scale = 0.1;
    } else if (ends_with(".b")) {
      scale = 0.1;
    } else {  // weights (out, in): N(0,1) / sqrt(fan_in)
      scale = 1.0 / std::sqrt(static_cast<double>(p.shape[1]));
    }
    for (std::size_t i = 0; i < p.size; ++i) w[i] = static_cast<T>(mean + scale * rng.normal());
  }
}

template <typename T>
typename TinyGPT<T>::Offsets TinyGPT<T>::plan(int B, int seq_len) const {
  const std::size_t L = config_.n_layer, C = config_.d_model, V = config_.vocab;
  const std::size_t N = static_cast<std::size_t>(B) * seq_len;
  const std::size_t att = static_cast<std::size_t>(B) * config_.n_head * seq_len * seq_len;
  Offsets o{};
  std::size_t at = 0;
  const auto take = [&at](std::size_t n) {
    const std::size_t here = at;
    at += n;
    return here;
  };
  o.res = take((L + 1) * N * C);
  o.res_mid = take(L * N * C);
  o.ln1 = take(L * N * C);
  o.ln2 = take(L * N * C);
  o.ln1_mean = take(L * N);
  o.ln1_rstd = take(L * N);
  o.ln2_mean = take(L * N);
  o.ln2_rstd = take(L * N);
  o.qkv = take(L * N * 3 * C);
  o.att = take(L * att);
  o.atty = take(L * N * C);
  o.fch = take(L * N * 4 * C);
  o.fch_gelu = take(L * N * 4 * C);
  o.lnf = take(N * C);
  o.lnf_mean = take(N);
  o.lnf_rstd = take(N);
  o.logits = take(N * V);
  o.probs = take(N * V);
  o.dres = take(N * C);
  o.dln = take(N * C);
  o.datty = take(N * C);
  o.dqkv = take(N * 3 * C);
  o.dfch = take(N * 4 * C);
  o.dfch_gelu = take(N * 4 * C);
  o.dlogits = take(N * V);
  o.total = at;
  return o;
}

template <typename T>
void TinyGPT<T>::norm_forward(T* out, T* mean, T* rstd, const T* inp, std::size_t g, std::size_t b,
                              int N) {
  const T* w = this->params_.data();
  if (config_.norm == NormKind::layernorm)
    layernorm_forward(out, mean, rstd, inp, w + g, w + b, N, config_.d_model, kLayerNormEps);
  else
    rmsnorm_forward(out, rstd, inp, w + g, N, config_.d_model, kRmsNormEps);
}

template <typename T>
void TinyGPT<T>::norm_backward(T* dinp, const T* dout, const T* inp, const T* mean, const T* rstd,
                               std::size_t g, std::size_t b, int N) {
  const T* w = this->params_.data();
  T* dw = this->grads_.data();
  if (config_.norm == NormKind::layernorm)
    layernorm_backward(dinp, dw + g, dw + b, dout, inp, w + g, mean, rstd, N, config_.d_model);
  else
    rmsnorm_backward(dinp, dw + g, dout, inp, w + g, rstd, N, config_.d_model);
}

template <typename T>
const T* TinyGPT<T>::attention(int layer) const {
  if (B_ == 0) fail("no attention weights yet: run a forward pass first");
  if (layer < 0 || layer >= config_.n_layer)
    fail("layer must be between 0 and " + std::to_string(config_.n_layer - 1) + " (got " +
         std::to_string(layer) + ")");
  const std::size_t per_layer = static_cast<std::size_t>(B_) * config_.n_head * T_ * T_;
  return act_.data() + at_.att + layer * per_layer;
}

template <typename T>
const T* TinyGPT<T>::layer_values(std::size_t offset, std::size_t width, int layer,
                                  int layers) const {
  if (B_ == 0) fail("no intermediate values yet: run a forward pass first");
  if (layer < 0 || layer >= layers)
    fail("layer must be between 0 and " + std::to_string(layers - 1) + " (got " +
         std::to_string(layer) + ")");
  return act_.data() + offset + static_cast<std::size_t>(layer) * width * B_ * T_;
}

template <typename T>
const T* TinyGPT<T>::residual(int layer) const {
  return layer_values(at_.res, config_.d_model, layer, config_.n_layer + 1);
}
template <typename T>
const T* TinyGPT<T>::residual_mid(int layer) const {
  return layer_values(at_.res_mid, config_.d_model, layer, config_.n_layer);
}
template <typename T>
const T* TinyGPT<T>::normed1(int layer) const {
  return layer_values(at_.ln1, config_.d_model, layer, config_.n_layer);
}
template <typename T>
const T* TinyGPT<T>::normed2(int layer) const {
  return layer_values(at_.ln2, config_.d_model, layer, config_.n_layer);
}
template <typename T>
const T* TinyGPT<T>::qkv(int layer) const {
  return layer_values(at_.qkv, 3 * config_.d_model, layer, config_.n_layer);
}
template <typename T>
const T* TinyGPT<T>::heads_out(int layer) const {
  return layer_values(at_.atty, config_.d_model, layer, config_.n_layer);
}
template <typename T>
const T* TinyGPT<T>::mlp_hidden(int layer) const {
  return layer_values(at_.fch_gelu, 4 * config_.d_model, layer, config_.n_layer);
}
template <typename T>
const T* TinyGPT<T>::final_normed() const {
  return layer_values(at_.lnf, config_.d_model, 0, 1);
}

template <typename T>
double TinyGPT<T>::forward_backward(const int* ids, const int* targets, int B, int seq_len,
                                    bool want_grad) {
  this->check_dims(B, seq_len);
  if (config_.pe == PeKind::learned && seq_len > config_.max_len)
    fail("sequence length " + std::to_string(seq_len) +
         " is longer than the learned position table (max_len " + std::to_string(config_.max_len) +
         "): learned positions cannot extrapolate");
  const int L = config_.n_layer, C = config_.d_model, NH = config_.n_head, V = config_.vocab;
  {
    const double n = static_cast<double>(B) * seq_len;
    const double need = n * (L * 16.0 * C + 4.0 * L + 16.0 * C + 2.0 + 3.0 * V) +
                        static_cast<double>(L) * B * NH * seq_len * seq_len;
    this->check_activations(need, B, seq_len);
  }
  this->check_ids(ids, B, seq_len, V, "token id");
  if (targets != nullptr) this->check_ids(targets, B, seq_len, V, "target");

  at_ = plan(B, seq_len);
  if (act_.size() < at_.total) act_.resize(at_.total);
  if (config_.pe == PeKind::sinusoidal && pe_table_.rows() < seq_len)
    pe_table_ = sinusoidal_pe<T>(seq_len, C);
  B_ = B;
  T_ = seq_len;

  const int N = B * seq_len;
  const std::size_t NC = static_cast<std::size_t>(N) * C;
  const std::size_t att_size = static_cast<std::size_t>(B) * NH * seq_len * seq_len;
  T* a = act_.data();
  const T* w = this->params_.data();

  // ---- forward ----
  const T* pos = config_.pe == PeKind::learned      ? w + pos_
                 : config_.pe == PeKind::sinusoidal ? pe_table_.data()
                                                    : nullptr;
  embedding_forward(a + at_.res, ids, w + tok_, pos, B, seq_len, C, V);
  for (int l = 0; l < L; ++l) {
    const LayerParams& p = lp_[l];
    const T* x = a + at_.res + l * NC;            // (N,C)
    T* ln1 = a + at_.ln1 + l * NC;                // (N,C)
    T* qkv = a + at_.qkv + l * 3 * NC;            // (N,3C)
    T* att = a + at_.att + l * att_size;          // (B,NH,T,T)
    T* atty = a + at_.atty + l * NC;              // (N,C)
    T* mid = a + at_.res_mid + l * NC;            // (N,C)
    T* ln2 = a + at_.ln2 + l * NC;                // (N,C)
    T* fch = a + at_.fch + l * 4 * NC;            // (N,4C)
    T* fch_gelu = a + at_.fch_gelu + l * 4 * NC;  // (N,4C)
    T* out = a + at_.res + (l + 1) * NC;          // (N,C)
    norm_forward(ln1, a + at_.ln1_mean + l * N, a + at_.ln1_rstd + l * N, x, p.n1g, p.n1b, N);
    linear_forward(qkv, ln1, w + p.qkvW, w + p.qkvb, N, C, 3 * C);
    if (config_.pe == PeKind::rope) rope_qk_forward(qkv, B, seq_len, C, NH, kRopeBase);
    attention_forward(atty, att, qkv, B, seq_len, C, NH);
    linear_forward(mid, atty, w + p.projW, w + p.projb, N, C, C);
    add_inplace(mid, x, NC);
    norm_forward(ln2, a + at_.ln2_mean + l * N, a + at_.ln2_rstd + l * N, mid, p.n2g, p.n2b, N);
    linear_forward(fch, ln2, w + p.fc1W, w + p.fc1b, N, C, 4 * C);
    gelu_forward(fch_gelu, fch, 4 * N * C);
    linear_forward(out, fch_gelu, w + p.fc2W, w + p.fc2b, N, 4 * C, C);
    add_inplace(out, mid, NC);
  }
  const T* xf = a + at_.res + L * NC;  // (N,C)
  norm_forward(a + at_.lnf, a + at_.lnf_mean, a + at_.lnf_rstd, xf, nfg_, nfb_, N);
  linear_forward(a + at_.logits, a + at_.lnf, w + head_, static_cast<const T*>(nullptr), N, C, V);
  if (targets == nullptr) return std::numeric_limits<double>::quiet_NaN();
  const double loss = cross_entropy_forward(a + at_.probs, a + at_.logits, targets, N, V);
  if (!want_grad) return loss;

  // ---- backward: kernels accumulate unless passed kWrite; a scratch that a kernel adds into is
  // zeroed before it, one that a kernel writes (kWrite) is not ----
  constexpr bool kWrite = false;
  T* g = this->grads_.data();
  std::fill(this->grads_.begin(), this->grads_.end(), T(0));
  T* dlogits = a + at_.dlogits;  // (N,V)
  T* dres = a + at_.dres;        // (N,C) gradient of the residual stream, walked down the layers
  T* dln = a + at_.dln;          // (N,C)
  T* datty = a + at_.datty;      // (N,C)
  T* dqkv = a + at_.dqkv;        // (N,3C)
  T* dfch = a + at_.dfch;        // (N,4C)
  T* dfch_gelu = a + at_.dfch_gelu;  // (N,4C)
  std::fill(dlogits, dlogits + static_cast<std::size_t>(N) * V, T(0));
  cross_entropy_backward(dlogits, a + at_.probs, targets, N, V);
  linear_backward(dln, g + head_, static_cast<T*>(nullptr), dlogits, a + at_.lnf, w + head_, N, C,
                  V, kWrite);
  std::fill(dres, dres + NC, T(0));
  norm_backward(dres, dln, xf, a + at_.lnf_mean, a + at_.lnf_rstd, nfg_, nfb_, N);
  for (int l = L - 1; l >= 0; --l) {
    const LayerParams& p = lp_[l];
    const T* x = a + at_.res + l * NC;
    const T* mid = a + at_.res_mid + l * NC;
    // MLP block: dres holds d/d(out); after it, d/d(mid) (residual path plus norm2's input).
    linear_backward(dfch_gelu, g + p.fc2W, g + p.fc2b, dres, a + at_.fch_gelu + l * 4 * NC,
                    w + p.fc2W, N, 4 * C, C, kWrite);
    gelu_backward(dfch, a + at_.fch + l * 4 * NC, dfch_gelu, 4 * N * C, kWrite);
    linear_backward(dln, g + p.fc1W, g + p.fc1b, dfch, a + at_.ln2 + l * NC, w + p.fc1W, N, C,
                    4 * C, kWrite);
    norm_backward(dres, dln, mid, a + at_.ln2_mean + l * N, a + at_.ln2_rstd + l * N, p.n2g, p.n2b,
                  N);
    // Attention block: dres becomes d/d(x), the layer's input.
    linear_backward(datty, g + p.projW, g + p.projb, dres, a + at_.atty + l * NC, w + p.projW, N, C,
                    C, kWrite);
    std::fill(dqkv, dqkv + 3 * NC, T(0));
    attention_backward(dqkv, datty, a + at_.qkv + l * 3 * NC, a + at_.att + l * att_size, B,
                       seq_len, C, NH);
    if (config_.pe == PeKind::rope) rope_qk_backward(dqkv, B, seq_len, C, NH, kRopeBase);
    linear_backward(dln, g + p.qkvW, g + p.qkvb, dqkv, a + at_.ln1 + l * NC, w + p.qkvW, N, C,
                    3 * C, kWrite);
    norm_backward(dres, dln, x, a + at_.ln1_mean + l * N, a + at_.ln1_rstd + l * N, p.n1g, p.n1b,
                  N);
  }
  embedding_backward(g + tok_, config_.pe == PeKind::learned ? g + pos_ : static_cast<T*>(nullptr),
                     dres, ids, B, seq_len, C);
  return loss;
}

template class TinyGPT<float>;
template class TinyGPT<double>;

}  // namespace elab
