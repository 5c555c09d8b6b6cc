#include "core/lessons/model.hpp"

#include <algorithm>
#include <cmath>
#include <string>
#include <utility>

#include "core/data/tokenizer.hpp"
#include "core/data/weights_format.hpp"
#include "core/errors.hpp"
#include "core/kernels/attention.hpp"
#include "core/kernels/linear.hpp"
#include "core/kernels/norms.hpp"
#include "core/model/random.hpp"

namespace elab {

namespace {

constexpr int kByteVocabulary = 256;

// Rows [row0, row0 + rows) of a (N, width) buffer as a matrix.
MatrixD rows_of(const double* data, int row0, int rows, int width) {
  return Eigen::Map<const MatrixD>(data + static_cast<std::size_t>(row0) * width, rows, width);
}

double rms(const double* x, int n) {
  double sum = 0;
  for (int i = 0; i < n; ++i) sum += x[i] * x[i];
  return std::sqrt(sum / n);
}

double rms(const MatrixD& m) {
  return rms(m.data(), static_cast<int>(m.size()));
}

double cosine(const double* a, const double* b, int n) {
  double dot = 0, na = 0, nb = 0;
  for (int i = 0; i < n; ++i) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return na > 0 && nb > 0 ? dot / std::sqrt(na * nb) : 0.0;
}

void forward(TinyGPT<double>& model, const std::vector<int>& ids) {
  if (ids.empty()) fail(messages::text_empty);
  model.forward_backward(ids.data(), nullptr, 1, static_cast<int>(ids.size()), false);
}

}  // namespace

// ---- the model ----------------------------------------------------------------------------------

TinyGPT<double> random_lesson_gpt(TinyGptConfig config, std::uint64_t seed) {
  config.vocab = kByteVocabulary;
  TinyGPT<double> model(config);
  Rng rng(seed);
  model.init(rng);
  return model;
}

TinyGPT<double> lesson_gpt_from_weights(const std::uint8_t* bytes, std::size_t size) {
  const WeightsFile file = decode_weights(bytes, size);
  if (file.kind != "tiny_gpt")
    fail("the trained model is a '" + file.kind +
         "', which has no attention blocks: train TinyGPT (model gpt) to see it here");
  const auto setting = [&](const char* name) {
    const std::int64_t v = file.int_value(name);
    if (v < 1 || v > 65536)
      fail(std::string("the weights file's ") + name + " is " + std::to_string(v) +
           ", outside 1 to 65536");
    return static_cast<int>(v);
  };
  TinyGptConfig config;
  config.vocab = setting("vocab");
  if (config.vocab != kByteVocabulary)
    fail("the weights file's vocabulary has " + std::to_string(config.vocab) +
         " tokens; the byte-level lessons need 256");
  config.d_model = setting("d_model");
  config.n_layer = setting("n_layer");
  config.n_head = setting("n_head");
  config.max_len = setting("max_len");
  config.pe = parse_pe(file.string_value("pe"));
  config.norm = parse_norm(file.string_value("norm"));
  TinyGPT<double> model(config);
  if (file.tensors.size() != model.layout().size())
    fail("the weights file has " + std::to_string(file.tensors.size()) +
         " tensors, but this model has " + std::to_string(model.layout().size()));
  for (const auto& info : model.layout()) {
    const WeightsTensor& t = file.tensor(info.name);
    model.set_param(info.name, t.shape, t.data.data());
  }
  return model;
}

std::vector<int> lesson_ids(std::string_view text, const TinyGPT<double>& model) {
  if (text.empty()) fail("the text is empty: type at least one character");
  const std::size_t keep =
      std::min<std::size_t>(text.size(), std::min(kModelLessonMaxTokens, model.max_len()));
  return byte_encode(text.substr(0, keep));
}

// ---- heads --------------------------------------------------------------------------------------

HeadsLesson heads_lesson(TinyGPT<double>& model, const std::vector<int>& ids, int layer) {
  const TinyGptConfig& c = model.config();
  if (layer < 0 || layer >= c.n_layer)
    fail("layer must be between 1 and " + std::to_string(c.n_layer) + " (got " +
         std::to_string(layer + 1) + ")");
  forward(model, ids);
  HeadsLesson out;
  const int T = static_cast<int>(ids.size()), C = c.d_model, NH = c.n_head, hd = C / NH;
  out.layer = layer;
  out.n_head = NH;
  out.head_dim = hd;
  out.tokens = T;
  out.d_model = C;
  out.normed = rows_of(model.normed1(layer), 0, T, C);
  const MatrixD qkv = rows_of(model.qkv(layer), 0, T, 3 * C);
  out.q = qkv.leftCols(C);
  out.k = qkv.middleCols(C, C);
  out.v = qkv.rightCols(C);
  out.weights = Eigen::Map<const MatrixD>(model.attention(layer), NH * T, T);
  out.heads_out = rows_of(model.heads_out(layer), 0, T, C);
  out.residual_in = rows_of(model.residual(layer), 0, T, C);
  out.residual_out = rows_of(model.residual_mid(layer), 0, T, C);
  out.projected = out.residual_out - out.residual_in;
  for (int h = 0; h < NH; ++h) {
    const MatrixD product = out.weights.middleRows(h * T, T) * out.v.middleCols(h * hd, hd);
    out.weights_times_v_error =
        std::max(out.weights_times_v_error,
                 (product - out.heads_out.middleCols(h * hd, hd)).cwiseAbs().maxCoeff());
  }
  const double Cd = C, Td = T;
  out.parameters = 4 * Cd * Cd + 4 * Cd;
  out.projection_mult_adds = 4 * Td * Cd * Cd;
  out.attention_mult_adds = Cd * Td * (Td + 1);
  return out;
}

// ---- block --------------------------------------------------------------------------------------

BlockLesson block_lesson(TinyGPT<double>& model, const std::vector<int>& ids) {
  forward(model, ids);
  const TinyGptConfig& c = model.config();
  const int T = static_cast<int>(ids.size()), C = c.d_model, L = c.n_layer, V = c.vocab;
  BlockLesson out;
  out.layers = L;
  out.tokens = T;
  out.d_model = C;
  out.stream_rms.resize(2 * L + 1, T);
  out.update_rms.resize(2 * L, T);
  for (int t = 0; t < T; ++t) {
    const std::size_t row = static_cast<std::size_t>(t) * C;
    out.stream_rms(0, t) = rms(model.residual(0) + row, C);
    for (int l = 0; l < L; ++l) {
      const double* x = model.residual(l) + row;
      const double* mid = model.residual_mid(l) + row;
      const double* next = model.residual(l + 1) + row;
      out.stream_rms(2 * l + 1, t) = rms(mid, C);
      out.stream_rms(2 * l + 2, t) = rms(next, C);
      double attn = 0, mlp = 0;
      for (int i = 0; i < C; ++i) {
        attn += (mid[i] - x[i]) * (mid[i] - x[i]);
        mlp += (next[i] - mid[i]) * (next[i] - mid[i]);
      }
      out.update_rms(2 * l, t) = std::sqrt(attn / C);
      out.update_rms(2 * l + 1, t) = std::sqrt(mlp / C);
    }
  }
  out.mlp_hidden = rows_of(model.mlp_hidden(L - 1), 0, T, 4 * C);
  out.mlp_hidden_zero_share =
      static_cast<double>((out.mlp_hidden.array().abs() < 0.01).count()) / out.mlp_hidden.size();
  const double* logits = model.logits() + static_cast<std::size_t>(T - 1) * V;
  out.logits.assign(logits, logits + V);
  out.probs = sampling_stages(logits, V, SamplingSettings{}).plain;
  out.parameters = static_cast<double>(model.size());
  out.token_table_parameters = static_cast<double>(model.param_info("tok").size);
  out.head_parameters = static_cast<double>(model.param_info("head.W").size);
  out.token_row_rms = rms(model.param("tok"), static_cast<int>(model.param_info("tok").size));
  return out;
}

namespace {

// A norm's forward and backward with the statistics it saves, on (T, C) row-major buffers.
struct NormStep {
  const double* gamma;
  const double* beta;  // nullptr for RMSNorm
  NormKind kind;
  std::vector<double> mean, rstd;

  void forward(double* out, const double* inp, int T, int C) {
    mean.assign(T, 0);
    rstd.assign(T, 0);
    if (kind == NormKind::layernorm)
      layernorm_forward(out, mean.data(), rstd.data(), inp, gamma, beta, T, C,
                        kTinyGptLayerNormEps);
    else
      rmsnorm_forward(out, rstd.data(), inp, gamma, T, C, kTinyGptRmsNormEps);
  }
  // dinp += d/d(inp); parameter gradients go to a scratch.
  void backward(double* dinp, const double* dout, const double* inp, int T, int C) const {
    std::vector<double> dgamma(C), dbeta(C);
    if (kind == NormKind::layernorm)
      layernorm_backward(dinp, dgamma.data(), dbeta.data(), dout, inp, gamma, mean.data(),
                         rstd.data(), T, C);
    else
      rmsnorm_backward(dinp, dgamma.data(), dout, inp, gamma, rstd.data(), T, C);
  }
};

// One linear layer's weights; backward writes dinp and throws the weight gradients away.
struct LinearStep {
  const double* weight;
  const double* bias;
  int in, out;
  void forward(double* y, const double* x, int T) const {
    linear_forward(y, x, weight, bias, T, in, out);
  }
  void backward(double* dx, const double* dy, const double* x, int T) const {
    std::vector<double> dweight(static_cast<std::size_t>(in) * out), dbias(out);
    linear_backward(dx, dweight.data(), dbias.data(), dy, x, weight, T, in, out, false);
  }
};

// Everything one block keeps from forward for backward.
struct BlockCache {
  NormStep n1, n2;
  LinearStep qkv, proj, fc1, fc2;
  std::vector<double> x, h1, qkv_out, att, attn, s1, m, h2, f, g, s2;
};

}  // namespace

StackPass run_block_stack(const TinyGPT<double>& blocks, NormPlacement placement, const MatrixD& x,
                          const MatrixD& r) {
  const TinyGptConfig& c = blocks.config();
  const int C = c.d_model, NH = c.n_head, L = c.n_layer;
  const int T = static_cast<int>(x.rows());
  if (x.cols() != C || r.rows() != x.rows() || r.cols() != C || T < 1)
    fail("the stack's input and loss direction must both be (T, " + std::to_string(C) + ")");
  const bool ln = c.norm == NormKind::layernorm;
  const std::size_t TC = static_cast<std::size_t>(T) * C;
  const bool pre = placement == NormPlacement::pre;
  std::vector<BlockCache> cache(L);
  StackPass pass;
  std::vector<double> cur(x.data(), x.data() + TC);
  for (int l = 0; l < L; ++l) {
    const std::string p = std::to_string(l) + ".";
    const auto w = [&](const std::string& name) { return blocks.param(p + name); };
    BlockCache& b = cache[l];
    b.n1 = NormStep{w("n1.g"), ln ? w("n1.b") : nullptr, c.norm, {}, {}};
    b.n2 = NormStep{w("n2.g"), ln ? w("n2.b") : nullptr, c.norm, {}, {}};
    b.qkv = LinearStep{w("qkv.W"), w("qkv.b"), C, 3 * C};
    b.proj = LinearStep{w("proj.W"), w("proj.b"), C, C};
    b.fc1 = LinearStep{w("fc1.W"), w("fc1.b"), C, 4 * C};
    b.fc2 = LinearStep{w("fc2.W"), w("fc2.b"), 4 * C, C};
    pass.inputs.push_back(Eigen::Map<const MatrixD>(cur.data(), T, C));
    b.x = cur;
    b.h1.resize(TC);
    b.qkv_out.resize(3 * TC);
    b.att.resize(static_cast<std::size_t>(NH) * T * T);
    b.attn.resize(TC);
    b.s1.resize(TC);
    b.m.resize(TC);
    b.h2.resize(TC);
    b.f.resize(4 * TC);
    b.g.resize(4 * TC);
    b.s2.resize(TC);
    // Attention sub-layer: pre reads norm1(x), post reads x and normalises the sum.
    const double* attn_in = b.x.data();
    if (pre) {
      b.n1.forward(b.h1.data(), b.x.data(), T, C);
      attn_in = b.h1.data();
    }
    b.qkv.forward(b.qkv_out.data(), attn_in, T);
    attention_forward(b.attn.data(), b.att.data(), b.qkv_out.data(), 1, T, C, NH);
    b.proj.forward(b.s1.data(), b.attn.data(), T);
    for (std::size_t i = 0; i < TC; ++i) b.s1[i] += b.x[i];
    if (pre)
      b.m = b.s1;
    else
      b.n1.forward(b.m.data(), b.s1.data(), T, C);
    // MLP sub-layer.
    const double* mlp_in = b.m.data();
    if (pre) {
      b.n2.forward(b.h2.data(), b.m.data(), T, C);
      mlp_in = b.h2.data();
    }
    b.fc1.forward(b.f.data(), mlp_in, T);
    gelu_forward(b.g.data(), b.f.data(), static_cast<int>(4 * TC));
    b.fc2.forward(b.s2.data(), b.g.data(), T);
    for (std::size_t i = 0; i < TC; ++i) b.s2[i] += b.m[i];
    if (pre)
      cur = b.s2;
    else
      b.n2.forward(cur.data(), b.s2.data(), T, C);
  }
  pass.inputs.push_back(Eigen::Map<const MatrixD>(cur.data(), T, C));

  // Output and loss.
  std::vector<double> y = cur, dcur(TC, 0.0);
  NormStep nf{blocks.param("nf.g"), ln ? blocks.param("nf.b") : nullptr, c.norm, {}, {}};
  if (pre) nf.forward(y.data(), cur.data(), T, C);
  for (std::size_t i = 0; i < TC; ++i) pass.loss += r.data()[i] * y[i];
  if (pre)
    nf.backward(dcur.data(), r.data(), cur.data(), T, C);
  else
    std::copy(r.data(), r.data() + TC, dcur.begin());
  pass.grads.assign(L + 1, MatrixD());
  pass.grads[L] = Eigen::Map<const MatrixD>(dcur.data(), T, C);

  // Backward, block by block. dcur holds d/d(block output) on entry, d/d(block input) on exit.
  std::vector<double> tmp(TC), dm(TC), dg(4 * TC), df(4 * TC), dqkv(3 * TC), dattn(TC), ds(TC);
  for (int l = L - 1; l >= 0; --l) {
    BlockCache& b = cache[l];
    if (pre) {
      dm = dcur;  // residual path of the MLP sum
      b.fc2.backward(dg.data(), dcur.data(), b.g.data(), T);
      gelu_backward(df.data(), b.f.data(), dg.data(), static_cast<int>(4 * TC), false);
      b.fc1.backward(tmp.data(), df.data(), b.h2.data(), T);
      b.n2.backward(dm.data(), tmp.data(), b.m.data(), T, C);
      dcur = dm;  // residual path of the attention sum
      b.proj.backward(dattn.data(), dm.data(), b.attn.data(), T);
      std::fill(dqkv.begin(), dqkv.end(), 0.0);
      attention_backward(dqkv.data(), dattn.data(), b.qkv_out.data(), b.att.data(), 1, T, C, NH);
      b.qkv.backward(tmp.data(), dqkv.data(), b.h1.data(), T);
      b.n1.backward(dcur.data(), tmp.data(), b.x.data(), T, C);
    } else {
      std::fill(ds.begin(), ds.end(), 0.0);
      b.n2.backward(ds.data(), dcur.data(), b.s2.data(), T, C);  // d/d(s2)
      dm = ds;
      b.fc2.backward(dg.data(), ds.data(), b.g.data(), T);
      gelu_backward(df.data(), b.f.data(), dg.data(), static_cast<int>(4 * TC), false);
      b.fc1.backward(tmp.data(), df.data(), b.m.data(), T);
      for (std::size_t i = 0; i < TC; ++i) dm[i] += tmp[i];
      std::fill(ds.begin(), ds.end(), 0.0);
      b.n1.backward(ds.data(), dm.data(), b.s1.data(), T, C);  // d/d(s1)
      dcur = ds;
      b.proj.backward(dattn.data(), ds.data(), b.attn.data(), T);
      std::fill(dqkv.begin(), dqkv.end(), 0.0);
      attention_backward(dqkv.data(), dattn.data(), b.qkv_out.data(), b.att.data(), 1, T, C, NH);
      b.qkv.backward(tmp.data(), dqkv.data(), b.x.data(), T);
      for (std::size_t i = 0; i < TC; ++i) dcur[i] += tmp[i];
    }
    pass.grads[l] = Eigen::Map<const MatrixD>(dcur.data(), T, C);
  }
  return pass;
}

NormPlacementLesson norm_placement_lesson(int depth, int d_model, int n_head, int tokens,
                                          NormKind norm, std::uint64_t seed) {
  check_setting(depth, "depth", 1, 8, "the number of stacked blocks compared");
  check_setting(d_model, "d_model", 2, 256, "the width of the stack");
  check_setting(tokens, "tokens", 1, kModelLessonMaxTokens, "the length of the random input");
  TinyGptConfig c;
  c.d_model = d_model;
  c.n_layer = depth;
  c.n_head = n_head;
  c.pe = PeKind::none;
  c.norm = norm;
  const TinyGPT<double> blocks = random_lesson_gpt(c, seed);
  // Input and loss direction: N(0, 1) entries, drawn after the weights from their own stream.
  Rng rng(seed ^ 0x9e3779b97f4a7c15ULL);
  MatrixD x(tokens, d_model), r(tokens, d_model);
  for (int i = 0; i < x.size(); ++i) x.data()[i] = rng.normal();
  for (int i = 0; i < r.size(); ++i) r.data()[i] = rng.normal();
  NormPlacementLesson out;
  out.depth = depth;
  for (const NormPlacement placement : {NormPlacement::pre, NormPlacement::post}) {
    const StackPass pass = run_block_stack(blocks, placement, x, r);
    auto& activation = placement == NormPlacement::pre ? out.pre_activation : out.post_activation;
    auto& gradient = placement == NormPlacement::pre ? out.pre_gradient : out.post_gradient;
    for (int l = 0; l <= depth; ++l) {
      activation.push_back(rms(pass.inputs[l]));
      gradient.push_back(rms(pass.grads[l]));
    }
  }
  return out;
}

// ---- contextual ---------------------------------------------------------------------------------

int find_word_end(const std::vector<int>& ids, std::string_view word) {
  if (word.empty()) fail("the word is empty: type the word to compare, for example bank");
  const int n = static_cast<int>(word.size());
  for (int end = static_cast<int>(ids.size()) - 1; end >= n - 1; --end) {
    bool match = true;
    for (int i = 0; i < n && match; ++i)
      match = ids[end - n + 1 + i] == static_cast<unsigned char>(word[i]);
    if (match) return end;
  }
  fail("'" + std::string(word) + "' does not occur in '" + std::string(ids.begin(), ids.end()) +
       "': put the word in both texts");
}

ContextualLesson contextual_lesson(TinyGPT<double>& model, const std::vector<int>& ids_a,
                                   const std::vector<int>& ids_b, std::string_view word) {
  const TinyGptConfig& c = model.config();
  const int C = c.d_model, L = c.n_layer;
  ContextualLesson out;
  out.position_a = find_word_end(ids_a, word);
  out.position_b = find_word_end(ids_b, word);
  out.token = ids_a[out.position_a];
  const double* row = model.param("tok") + static_cast<std::size_t>(out.token) * C;
  out.token_row_cosine = cosine(row, row, C);
  std::vector<double> hidden_a(static_cast<std::size_t>(L + 1) * C);
  forward(model, ids_a);
  for (int l = 0; l <= L; ++l)
    std::copy_n(model.residual(l) + static_cast<std::size_t>(out.position_a) * C, C,
                hidden_a.begin() + static_cast<std::size_t>(l) * C);
  forward(model, ids_b);
  for (int l = 0; l <= L; ++l) {
    const double* a = hidden_a.data() + static_cast<std::size_t>(l) * C;
    const double* b = model.residual(l) + static_cast<std::size_t>(out.position_b) * C;
    out.cosine.push_back(cosine(a, b, C));
    out.norm_a.push_back(rms(a, C) * std::sqrt(static_cast<double>(C)));
    out.norm_b.push_back(rms(b, C) * std::sqrt(static_cast<double>(C)));
  }
  return out;
}

// ---- sampling -----------------------------------------------------------------------------------

namespace {

// Logits (V) after the last min(max_len, size) bytes of context.
const double* last_logits(TinyGPT<double>& model, const std::vector<int>& context) {
  const int T = std::min(static_cast<int>(context.size()), model.max_len());
  model.forward_backward(context.data() + context.size() - T, nullptr, 1, T, false);
  return model.logits() + static_cast<std::size_t>(T - 1) * model.vocab();
}

}  // namespace

NextByteLesson next_byte_lesson(TinyGPT<double>& model, const std::vector<int>& ids,
                                const SamplingSettings& settings) {
  if (ids.empty()) fail("the prompt is empty: type at least one character to continue from");
  check_sampling(settings, model.vocab());
  const double* logits = last_logits(model, ids);
  NextByteLesson out;
  out.logits.assign(logits, logits + model.vocab());
  out.stages = sampling_stages(logits, model.vocab(), settings);
  return out;
}

LessonGenerator::LessonGenerator(TinyGPT<double> model, std::vector<int> prompt, int n,
                                 const SamplingSettings& settings, std::uint64_t seed)
    : m_model(std::move(model)),
      m_context(std::move(prompt)),
      m_total(n),
      m_settings(settings),
      m_rng(seed) {
  if (m_context.empty()) fail("the prompt is empty: type at least one character to continue from");
  check_setting(n, "length", 0, kMaxLessonGeneration, "bytes to generate");
  check_sampling(settings, m_model.vocab());
  m_cache = m_model.start_decoding();
}

const double* LessonGenerator::next_logits() {
  if (static_cast<int>(m_context.size()) > m_model.max_len())
    return last_logits(m_model, m_context);
  // Positions the cache has not seen yet: the prompt at first, then the byte drawn last.
  const double* logits = nullptr;
  while (m_cache.length < static_cast<int>(m_context.size()))
    logits = m_model.decode_next(m_cache, m_context[m_cache.length]);
  return logits;
}

void LessonGenerator::step() {
  if (done()) return;
  const SamplingStages stages = sampling_stages(next_logits(), m_model.vocab(), m_settings);
  // Greedy draws nothing, so a temperature-0 continuation ignores the seed.
  const int next = m_settings.temperature == 0 ? stages.order[0] : draw(stages, m_rng);
  m_out.ids.push_back(next);
  m_out.probability.push_back(stages.top_p[next]);
  m_out.candidates.push_back(stages.kept_p);
  m_context.push_back(next);
}

LessonGeneration generate_lesson(TinyGPT<double> model, const std::vector<int>& prompt, int n,
                                 const SamplingSettings& settings, std::uint64_t seed) {
  LessonGenerator generator(std::move(model), prompt, n, settings, seed);
  while (!generator.done()) generator.step();
  return generator.result();
}

KvCacheLesson kv_cache_lesson(TinyGPT<double>& model, const std::vector<int>& ids,
                              int bytes_per_value) {
  check_setting(bytes_per_value, "bytes per number", 1, 8, "4 for float32, 2 for float16");
  const int T = static_cast<int>(ids.size());
  if (T < 2)
    fail("the KV cache comparison needs at least 2 bytes of text (got " + std::to_string(T) + ")");
  const TinyGptConfig& c = model.config();
  const int C = c.d_model, L = c.n_layer;
  KvCacheLesson out;
  out.bytes_per_token = 2.0 * L * C * bytes_per_value;
  out.cache_bytes = out.bytes_per_token * T;
  // Keys and values of the first T - 1 tokens, without the last token...
  forward(model, std::vector<int>(ids.begin(), ids.end() - 1));
  std::vector<MatrixD> before;
  for (int l = 0; l < L; ++l)
    before.push_back(rows_of(model.qkv(l), 0, T - 1, 3 * C).rightCols(2 * C));
  // ...and with it.
  forward(model, ids);
  for (int l = 0; l < L; ++l) {
    const MatrixD after = rows_of(model.qkv(l), 0, T - 1, 3 * C).rightCols(2 * C);
    out.prefix_change = std::max(out.prefix_change, (after - before[l]).cwiseAbs().maxCoeff());
  }
  return out;
}

}  // namespace elab
