#include "core/model/tiny_gpt.hpp"

#include <algorithm>
#include <climits>
#include <cmath>
#include <limits>
#include <string>

#include "core/kernels/alibi.hpp"
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
  // Named as the trainer's settings table names them (kTrainerNames in trainer.hpp), so the page
  // routes a refusal to the same control whichever check makes it.
  check_setting(c.n_layer, "layers", 1, 64, "the number of transformer blocks");
  check_setting(c.n_head, "heads", 1, c.d_model, "each head needs at least one dimension");
  check_setting(c.max_len, "max_len", 1, 1 << 20, "the longest sequence the model is sized for");
  if (c.d_model % c.n_head != 0)
    fail_setting("heads", messages::heads_divide, {{"d_model", c.d_model}, {"n_head", c.n_head}});
  if (c.pe == PeKind::rope && (c.d_model / c.n_head) % 2 != 0)
    fail_setting("heads", messages::head_dim_odd, {{"head_dim", c.d_model / c.n_head}});
  if (c.pe == PeKind::sinusoidal && c.d_model % 2 != 0)
    fail_setting("d_model", messages::d_model_even_sinusoidal, {{"got", c.d_model}});
}

}  // namespace

TensorShapes tiny_gpt_tensor_shapes(const TinyGptConfig& config) {
  const int V = config.vocab, d = config.d_model;
  const bool ln = config.norm == NormKind::layernorm;
  TensorShapes tensors;
  tensors.push_back({"tok", {V, d}});
  if (config.pe == PeKind::learned) tensors.push_back({"pos", {config.max_len, d}});
  for (int l = 0; l < config.n_layer; ++l) {
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
  return tensors;
}

template <typename T>
TinyGPT<T>::TinyGPT(const TinyGptConfig& config) : m_config(config) {
  validate(m_config);
  const bool ln = m_config.norm == NormKind::layernorm;
  const TensorShapes tensors = tiny_gpt_tensor_shapes(m_config);
  this->build_layout(tensors);

  // Resolve names to offsets once, so a training step does no string work.
  auto at = [this](const std::string& name) { return this->param_info(name).offset; };
  constexpr std::size_t kAbsent = std::numeric_limits<std::size_t>::max();
  m_tok = at("tok");
  m_pos = m_config.pe == PeKind::learned ? at("pos") : kAbsent;
  for (int l = 0; l < m_config.n_layer; ++l) {
    const std::string p = std::to_string(l) + ".";
    m_lp.push_back(LayerParams{at(p + "n1.g"), ln ? at(p + "n1.b") : kAbsent, at(p + "n2.g"),
                               ln ? at(p + "n2.b") : kAbsent, at(p + "qkv.W"), at(p + "qkv.b"),
                               at(p + "proj.W"), at(p + "proj.b"), at(p + "fc1.W"), at(p + "fc1.b"),
                               at(p + "fc2.W"), at(p + "fc2.b")});
  }
  m_nfg = at("nf.g");
  m_nfb = ln ? at("nf.b") : kAbsent;
  m_head = at("head.W");
  if (m_config.pe == PeKind::alibi) m_alibi_slopes = alibi_slopes(m_config.n_head);
  m_rope_angles = {kRopeBase, 1.0};
}

template <typename T>
void TinyGPT<T>::set_rope_scaling(RopeScaling method, double scale) {
  if (method != RopeScaling::none && m_config.pe != PeKind::rope)
    fail("RoPE scaling (" + to_string(method) +
         ") applies only to a model with rope positions; "
         "this one uses " +
         to_string(m_config.pe));
  const int hd = m_config.d_model / m_config.n_head;
  const RopeAngles angles = m_config.pe == PeKind::rope && method != RopeScaling::none
                                ? rope_scaled_angles(kRopeBase, hd, method, scale)
                                : RopeAngles{kRopeBase, 1.0};
  m_rope_scaling = method;
  m_rope_scale = method == RopeScaling::none ? 1.0 : scale;
  m_rope_angles = angles;
}

template <typename T>
double TinyGPT<T>::activation_values(int B, int seq_len) const {
  const double L = m_config.n_layer, C = m_config.d_model, NH = m_config.n_head, V = m_config.vocab;
  const double n = static_cast<double>(B) * seq_len;
  return n * (L * 16.0 * C + 4.0 * L + 16.0 * C + 2.0 + 3.0 * V) +
         L * B * NH * static_cast<double>(seq_len) * seq_len;
}

template <typename T>
int TinyGPT<T>::max_len() const {
  return m_config.pe == PeKind::learned ? m_config.max_len : INT_MAX;
}

template <typename T>
void TinyGPT<T>::init(Rng& rng) {
  for (const ParamInfo& p : this->m_layout) {
    T* w = this->m_params.data() + p.offset;
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
  const std::size_t L = m_config.n_layer, C = m_config.d_model, V = m_config.vocab;
  const std::size_t N = static_cast<std::size_t>(B) * seq_len;
  const std::size_t att = static_cast<std::size_t>(B) * m_config.n_head * seq_len * seq_len;
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
  const T* w = this->m_params.data();
  if (m_config.norm == NormKind::layernorm)
    layernorm_forward(out, mean, rstd, inp, w + g, w + b, N, m_config.d_model, kLayerNormEps);
  else
    rmsnorm_forward(out, rstd, inp, w + g, N, m_config.d_model, kRmsNormEps);
}

template <typename T>
void TinyGPT<T>::norm_backward(T* dinp, const T* dout, const T* inp, const T* mean, const T* rstd,
                               std::size_t g, std::size_t b, int N) {
  const T* w = this->m_params.data();
  T* dw = this->m_grads.data();
  if (m_config.norm == NormKind::layernorm)
    layernorm_backward(dinp, dw + g, dw + b, dout, inp, w + g, mean, rstd, N, m_config.d_model);
  else
    rmsnorm_backward(dinp, dw + g, dout, inp, w + g, rstd, N, m_config.d_model);
}

template <typename T>
const T* TinyGPT<T>::attention(int layer) const {
  if (m_batch == 0) fail("no attention weights yet: run a forward pass first");
  if (layer < 0 || layer >= m_config.n_layer)
    fail("layer must be between 0 and " + std::to_string(m_config.n_layer - 1) + " (got " +
         std::to_string(layer) + ")");
  const std::size_t per_layer =
      static_cast<std::size_t>(m_batch) * m_config.n_head * m_seq_len * m_seq_len;
  return m_act.data() + m_at.att + layer * per_layer;
}

template <typename T>
const T* TinyGPT<T>::layer_values(std::size_t offset, std::size_t width, int layer,
                                  int layers) const {
  if (m_batch == 0) fail("no intermediate values yet: run a forward pass first");
  if (layer < 0 || layer >= layers)
    fail("layer must be between 0 and " + std::to_string(layers - 1) + " (got " +
         std::to_string(layer) + ")");
  return m_act.data() + offset + static_cast<std::size_t>(layer) * width * m_batch * m_seq_len;
}

template <typename T>
const T* TinyGPT<T>::residual(int layer) const {
  return layer_values(m_at.res, m_config.d_model, layer, m_config.n_layer + 1);
}
template <typename T>
const T* TinyGPT<T>::residual_mid(int layer) const {
  return layer_values(m_at.res_mid, m_config.d_model, layer, m_config.n_layer);
}
template <typename T>
const T* TinyGPT<T>::normed1(int layer) const {
  return layer_values(m_at.ln1, m_config.d_model, layer, m_config.n_layer);
}
template <typename T>
const T* TinyGPT<T>::normed2(int layer) const {
  return layer_values(m_at.ln2, m_config.d_model, layer, m_config.n_layer);
}
template <typename T>
const T* TinyGPT<T>::qkv(int layer) const {
  return layer_values(m_at.qkv, 3 * m_config.d_model, layer, m_config.n_layer);
}
template <typename T>
const T* TinyGPT<T>::heads_out(int layer) const {
  return layer_values(m_at.atty, m_config.d_model, layer, m_config.n_layer);
}
template <typename T>
const T* TinyGPT<T>::mlp_hidden(int layer) const {
  return layer_values(m_at.fch_gelu, 4 * m_config.d_model, layer, m_config.n_layer);
}
template <typename T>
const T* TinyGPT<T>::final_normed() const {
  return layer_values(m_at.lnf, m_config.d_model, 0, 1);
}

template <typename T>
double TinyGPT<T>::forward_backward(const int* ids, const int* targets, int B, int seq_len,
                                    bool want_grad, int batch_windows) {
  const int mean_over = this->check_dims(B, seq_len, batch_windows);
  if (m_config.pe == PeKind::learned) check_fits_position_table(seq_len, m_config.max_len);
  const int L = m_config.n_layer, C = m_config.d_model, NH = m_config.n_head, V = m_config.vocab;
  this->check_activations(activation_values(B, seq_len), B, seq_len);
  this->check_ids(ids, B, seq_len, V, "token id");
  if (targets != nullptr) this->check_ids(targets, B, seq_len, V, "target");

  m_at = plan(B, seq_len);
  if (m_act.size() < m_at.total) m_act.resize(m_at.total);
  if (m_config.pe == PeKind::sinusoidal && m_pe_table.rows() < seq_len)
    m_pe_table = sinusoidal_pe<T>(seq_len, C);
  m_batch = B;
  m_seq_len = seq_len;

  const int N = B * seq_len;
  const std::size_t NC = static_cast<std::size_t>(N) * C;
  const std::size_t att_size = static_cast<std::size_t>(B) * NH * seq_len * seq_len;
  T* a = m_act.data();
  const T* w = this->m_params.data();

  // ---- forward ----
  const T* pos = m_config.pe == PeKind::learned      ? w + m_pos
                 : m_config.pe == PeKind::sinusoidal ? m_pe_table.data()
                                                     : nullptr;
  embedding_forward(a + m_at.res, ids, w + m_tok, pos, B, seq_len, C, V);
  for (int l = 0; l < L; ++l) {
    const LayerParams& p = m_lp[l];
    const T* x = a + m_at.res + l * NC;            // (N,C)
    T* ln1 = a + m_at.ln1 + l * NC;                // (N,C)
    T* qkv = a + m_at.qkv + l * 3 * NC;            // (N,3C)
    T* att = a + m_at.att + l * att_size;          // (B,NH,T,T)
    T* atty = a + m_at.atty + l * NC;              // (N,C)
    T* mid = a + m_at.res_mid + l * NC;            // (N,C)
    T* ln2 = a + m_at.ln2 + l * NC;                // (N,C)
    T* fch = a + m_at.fch + l * 4 * NC;            // (N,4C)
    T* fch_gelu = a + m_at.fch_gelu + l * 4 * NC;  // (N,4C)
    T* out = a + m_at.res + (l + 1) * NC;          // (N,C)
    norm_forward(ln1, a + m_at.ln1_mean + l * N, a + m_at.ln1_rstd + l * N, x, p.n1g, p.n1b, N);
    linear_forward(qkv, ln1, w + p.qkvW, w + p.qkvb, N, C, 3 * C);
    if (m_config.pe == PeKind::rope)
      rope_qk_forward(qkv, B, seq_len, C, NH, m_rope_angles.base, m_rope_angles.position_divisor);
    attention_forward(atty, att, qkv, B, seq_len, C, NH,
                      m_alibi_slopes.empty() ? nullptr : m_alibi_slopes.data());
    linear_forward(mid, atty, w + p.projW, w + p.projb, N, C, C);
    add_inplace(mid, x, NC);
    norm_forward(ln2, a + m_at.ln2_mean + l * N, a + m_at.ln2_rstd + l * N, mid, p.n2g, p.n2b, N);
    linear_forward(fch, ln2, w + p.fc1W, w + p.fc1b, N, C, 4 * C);
    gelu_forward(fch_gelu, fch, 4 * N * C);
    linear_forward(out, fch_gelu, w + p.fc2W, w + p.fc2b, N, 4 * C, C);
    add_inplace(out, mid, NC);
  }
  const T* xf = a + m_at.res + L * NC;  // (N,C)
  norm_forward(a + m_at.lnf, a + m_at.lnf_mean, a + m_at.lnf_rstd, xf, m_nfg, m_nfb, N);
  linear_forward(a + m_at.logits, a + m_at.lnf, w + m_head, static_cast<const T*>(nullptr), N, C,
                 V);
  if (targets == nullptr) return std::numeric_limits<double>::quiet_NaN();
  const double loss =
      cross_entropy_forward(a + m_at.probs, a + m_at.logits, targets, N, V, mean_over);
  if (!want_grad) return loss;

  // ---- backward: kernels accumulate unless passed kWrite; a scratch that a kernel adds into is
  // zeroed before it, one that a kernel writes (kWrite) is not ----
  constexpr bool kWrite = false;
  T* g = this->m_grads.data();
  std::fill(this->m_grads.begin(), this->m_grads.end(), T(0));
  T* dlogits = a + m_at.dlogits;  // (N,V)
  T* dres = a + m_at.dres;        // (N,C) gradient of the residual stream, walked down the layers
  T* dln = a + m_at.dln;          // (N,C)
  T* datty = a + m_at.datty;      // (N,C)
  T* dqkv = a + m_at.dqkv;        // (N,3C)
  T* dfch = a + m_at.dfch;        // (N,4C)
  T* dfch_gelu = a + m_at.dfch_gelu;  // (N,4C)
  std::fill(dlogits, dlogits + static_cast<std::size_t>(N) * V, T(0));
  cross_entropy_backward(dlogits, a + m_at.probs, targets, N, V, T(1), mean_over);
  linear_backward(dln, g + m_head, static_cast<T*>(nullptr), dlogits, a + m_at.lnf, w + m_head, N,
                  C, V, kWrite);
  std::fill(dres, dres + NC, T(0));
  norm_backward(dres, dln, xf, a + m_at.lnf_mean, a + m_at.lnf_rstd, m_nfg, m_nfb, N);
  for (int l = L - 1; l >= 0; --l) {
    const LayerParams& p = m_lp[l];
    const T* x = a + m_at.res + l * NC;
    const T* mid = a + m_at.res_mid + l * NC;
    // MLP block: dres holds d/d(out); after it, d/d(mid) (residual path plus norm2's input).
    linear_backward(dfch_gelu, g + p.fc2W, g + p.fc2b, dres, a + m_at.fch_gelu + l * 4 * NC,
                    w + p.fc2W, N, 4 * C, C, kWrite);
    gelu_backward(dfch, a + m_at.fch + l * 4 * NC, dfch_gelu, 4 * N * C, kWrite);
    linear_backward(dln, g + p.fc1W, g + p.fc1b, dfch, a + m_at.ln2 + l * NC, w + p.fc1W, N, C,
                    4 * C, kWrite);
    norm_backward(dres, dln, mid, a + m_at.ln2_mean + l * N, a + m_at.ln2_rstd + l * N, p.n2g,
                  p.n2b, N);
    // Attention block: dres becomes d/d(x), the layer's input.
    linear_backward(datty, g + p.projW, g + p.projb, dres, a + m_at.atty + l * NC, w + p.projW, N,
                    C, C, kWrite);
    std::fill(dqkv, dqkv + 3 * NC, T(0));
    attention_backward(dqkv, datty, a + m_at.qkv + l * 3 * NC, a + m_at.att + l * att_size, B,
                       seq_len, C, NH);
    if (m_config.pe == PeKind::rope)
      rope_qk_backward(dqkv, B, seq_len, C, NH, m_rope_angles.base, m_rope_angles.position_divisor);
    linear_backward(dln, g + p.qkvW, g + p.qkvb, dqkv, a + m_at.ln1 + l * NC, w + p.qkvW, N, C,
                    3 * C, kWrite);
    norm_backward(dres, dln, x, a + m_at.ln1_mean + l * N, a + m_at.ln1_rstd + l * N, p.n1g, p.n1b,
                  N);
  }
  embedding_backward(g + m_tok,
                     m_config.pe == PeKind::learned ? g + m_pos : static_cast<T*>(nullptr), dres,
                     ids, B, seq_len, C);
  return loss;
}

template <typename T>
KvCache<T> TinyGPT<T>::start_decoding() const {
  const std::size_t C = m_config.d_model,
                    heads = static_cast<std::size_t>(m_config.n_layer) * m_config.n_head;
  KvCache<T> cache;
  cache.head_dim = m_config.d_model / m_config.n_head;
  cache.keys.assign(heads, {});
  cache.values.assign(heads, {});
  cache.logits.assign(m_config.vocab, T(0));
  cache.rope_angles = m_rope_angles;
  cache.x.assign(C, T(0));
  cache.normed.assign(C, T(0));
  cache.stats.assign(2, T(0));
  cache.qkv.assign(3 * C, T(0));
  cache.heads.assign(C, T(0));
  cache.mid.assign(C, T(0));
  cache.hidden.assign(4 * C, T(0));
  cache.hidden_gelu.assign(4 * C, T(0));
  return cache;
}

template <typename T>
const T* TinyGPT<T>::decode_next(KvCache<T>& cache, int id) {
  const int L = m_config.n_layer, C = m_config.d_model, NH = m_config.n_head, V = m_config.vocab;
  const int hd = C / NH, t = cache.length;
  if (cache.keys.size() != static_cast<std::size_t>(L) * NH || cache.head_dim != hd ||
      cache.logits.size() != static_cast<std::size_t>(V))
    fail("this KV cache was made for another model: start decoding again with start_decoding()");
  if (cache.rope_angles.base != m_rope_angles.base ||
      cache.rope_angles.position_divisor != m_rope_angles.position_divisor)
    fail("the RoPE scaling changed since this KV cache was started: start decoding again");
  if (t == INT_MAX) fail("the KV cache is full");
  if (m_config.pe == PeKind::learned) check_fits_position_table(t + 1, m_config.max_len);
  this->check_ids(&id, 1, 1, V, "token id");
  if (m_config.pe == PeKind::sinusoidal && m_pe_table.rows() < t + 1)
    m_pe_table = sinusoidal_pe<T>(std::max(t + 1, 2 * static_cast<int>(m_pe_table.rows())), C);
  const T* w = this->m_params.data();
  T* x = cache.x.data();
  T* normed = cache.normed.data();
  T* qkv = cache.qkv.data();
  T* heads = cache.heads.data();
  T* mid = cache.mid.data();
  const std::size_t row = static_cast<std::size_t>(t) * C;
  const T* pos = m_config.pe == PeKind::learned      ? w + m_pos + row
                 : m_config.pe == PeKind::sinusoidal ? m_pe_table.data() + row
                                                     : nullptr;
  embedding_forward(x, &id, w + m_tok, pos, 1, 1, C, V);
  cache.weights.resize(static_cast<std::size_t>(t) + 1);
  for (int l = 0; l < L; ++l) {
    const LayerParams& p = m_lp[l];
    norm_forward(normed, cache.stats.data(), cache.stats.data() + 1, x, p.n1g, p.n1b, 1);
    linear_forward(qkv, normed, w + p.qkvW, w + p.qkvb, 1, C, 3 * C);
    if (m_config.pe == PeKind::rope)
      rope_qk_forward(qkv, 1, 1, C, NH, m_rope_angles.base, m_rope_angles.position_divisor, t);
    for (int h = 0; h < NH; ++h) {
      std::vector<T>& keys = cache.keys[static_cast<std::size_t>(l) * NH + h];
      std::vector<T>& values = cache.values[static_cast<std::size_t>(l) * NH + h];
      keys.insert(keys.end(), qkv + C + h * hd, qkv + C + (h + 1) * hd);
      values.insert(values.end(), qkv + 2 * C + h * hd, qkv + 2 * C + (h + 1) * hd);
      attention_step_forward(heads + h * hd, cache.weights.data(), qkv + h * hd, keys.data(),
                             values.data(), t + 1, hd,
                             m_alibi_slopes.empty() ? 0.0 : m_alibi_slopes[h]);
    }
    linear_forward(mid, heads, w + p.projW, w + p.projb, 1, C, C);
    add_inplace(mid, x, C);
    norm_forward(normed, cache.stats.data(), cache.stats.data() + 1, mid, p.n2g, p.n2b, 1);
    linear_forward(cache.hidden.data(), normed, w + p.fc1W, w + p.fc1b, 1, C, 4 * C);
    gelu_forward(cache.hidden_gelu.data(), cache.hidden.data(), 4 * C);
    linear_forward(x, cache.hidden_gelu.data(), w + p.fc2W, w + p.fc2b, 1, 4 * C, C);
    add_inplace(x, mid, C);
  }
  norm_forward(normed, cache.stats.data(), cache.stats.data() + 1, x, m_nfg, m_nfb, 1);
  linear_forward(cache.logits.data(), normed, w + m_head, static_cast<const T*>(nullptr), 1, C, V);
  cache.length = t + 1;
  return cache.logits.data();
}

template class TinyGPT<float>;
template class TinyGPT<double>;

}  // namespace elab
