#include "core/lessons/attention.hpp"

#include <cmath>
#include <string>

#include "core/data/tokenizer.hpp"
#include "core/errors.hpp"
#include "core/kernels/attention.hpp"
#include "core/kernels/linear.hpp"
#include "core/kernels/norms.hpp"
#include "core/kernels/positional.hpp"
#include "core/model/random.hpp"

namespace elab {

namespace {

void check_norm_vector(const std::vector<double>& x) {
  if (x.empty()) fail(messages::norm_vector_empty);
  if (x.size() > static_cast<std::size_t>(kNormLessonMaxValues))
    fail(messages::norm_vector_too_long, {{"most", kNormLessonMaxValues}, {"got", x.size()}});
  for (std::size_t i = 0; i < x.size(); ++i)
    if (!std::isfinite(x[i]))
      fail("value " + std::to_string(i + 1) + " is not a finite number (got " + describe(x[i]) +
           ")");
}

void check_finite(double value, const char* name) {
  if (!std::isfinite(value))
    fail_setting(name, messages::not_finite, {{"setting", name}, {"got", value}});
}

}  // namespace

NormLesson norm_lesson(const std::vector<double>& x, double gamma, double beta, double eps) {
  check_norm_vector(x);
  check_finite(gamma, "gamma");
  check_finite(beta, "beta");
  check_norm_eps(eps);
  const int n = static_cast<int>(x.size());
  NormLesson r;
  double sum = 0, sum_sq = 0;
  for (double v : x) {
    sum += v;
    sum_sq += v * v;
  }
  r.mean = sum / n;
  r.mean_square = sum_sq / n;
  double var = 0;
  for (double v : x) var += (v - r.mean) * (v - r.mean);
  r.variance = var / n;
  r.rms = std::sqrt(r.mean_square);

  // The outputs come from the same kernels the models train with.
  const std::vector<double> gammas(n, gamma), betas(n, beta);
  double mean = 0, ln_rstd = 0, rms_rstd = 0;
  r.layernorm.resize(n);
  r.rmsnorm.resize(n);
  layernorm_forward(r.layernorm.data(), &mean, &ln_rstd, x.data(), gammas.data(), betas.data(), 1,
                    n, eps);
  rmsnorm_forward(r.rmsnorm.data(), &rms_rstd, x.data(), gammas.data(), 1, n, eps);
  r.layernorm_rstd = ln_rstd;
  r.rmsnorm_rstd = rms_rstd;
  if (r.variance > 0) {
    const double inv_std = 1.0 / std::sqrt(r.variance);
    for (double v : x) r.layernorm_without_eps.push_back((v - r.mean) * inv_std * gamma + beta);
  }
  if (r.mean_square > 0) {
    const double inv_rms = 1.0 / r.rms;
    for (double v : x) r.rmsnorm_without_eps.push_back(v * inv_rms * gamma);
  }
  return r;
}

ScaleInvariance scale_invariance(const std::vector<double>& x, double factor, double gamma,
                                 double beta, double eps, const NormLesson* at_x) {
  if (!std::isfinite(factor) || factor == 0)
    fail("the scale factor must be a finite number other than 0 (got " + describe(factor) + ")");
  check_norm_vector(x);
  ScaleInvariance r;
  r.factor = factor;
  r.scaled.resize(x.size());
  for (std::size_t i = 0; i < x.size(); ++i) {
    r.scaled[i] = factor * x[i];
    if (!std::isfinite(r.scaled[i]))
      fail("the scaled vector overflows: factor " + describe(factor) + " times " + describe(x[i]) +
           " is not a finite number");
  }
  const NormLesson made = at_x ? NormLesson{} : norm_lesson(x, gamma, beta, eps);
  const NormLesson& a = at_x ? *at_x : made;
  const NormLesson b = norm_lesson(r.scaled, gamma, beta, eps);
  for (std::size_t i = 0; i < x.size(); ++i) {
    r.layernorm_max_change =
        std::fmax(r.layernorm_max_change, std::fabs(a.layernorm[i] - b.layernorm[i]));
    r.rmsnorm_max_change = std::fmax(r.rmsnorm_max_change, std::fabs(a.rmsnorm[i] - b.rmsnorm[i]));
  }
  return r;
}

AttentionLesson attention_lesson(const std::vector<int>& ids, int d_model, int d_k, bool causal,
                                 bool positions, std::uint64_t seed) {
  const int n = static_cast<int>(ids.size());
  if (n < 1) fail(messages::attention_no_tokens);
  if (n > kAttentionLessonMaxTokens)
    fail(messages::attention_too_many_tokens, {{"most", kAttentionLessonMaxTokens}, {"got", n}});
  for (int t = 0; t < n; ++t)
    if (ids[t] < 0 || ids[t] > 255)
      fail("token " + std::to_string(t) + " has id " + std::to_string(ids[t]) +
           ", outside the byte range 0..255");
  if (d_model < 2 || d_model > kAttentionLessonMaxWidth)
    fail("d_model must be between 2 and " + std::to_string(kAttentionLessonMaxWidth) + " (got " +
         std::to_string(d_model) + ")");
  if (positions && d_model % 2 != 0)
    fail_setting("d_model", messages::d_model_even_positions, {{"got", d_model}});
  if (d_k < 1 || d_k > kAttentionLessonMaxWidth)
    fail("d_k must be between 1 and " + std::to_string(kAttentionLessonMaxWidth) + " (got " +
         std::to_string(d_k) + ")");

  AttentionLesson r;
  r.n_tokens = n;
  r.d_model = d_model;
  r.d_k = d_k;
  r.causal = causal;
  r.positions = positions;
  r.ids = ids;

  Rng rng(seed);
  MatrixD table(256, d_model);
  for (Eigen::Index i = 0; i < table.size(); ++i) table.data()[i] = rng.normal();
  const double w_scale = 1.0 / std::sqrt(static_cast<double>(d_model));
  MatrixD wq(d_k, d_model), wk(d_k, d_model), wv(d_k, d_model);
  for (MatrixD* w : {&wq, &wk, &wv})
    for (Eigen::Index i = 0; i < w->size(); ++i) w->data()[i] = rng.normal() * w_scale;

  r.x.resize(n, d_model);
  for (int t = 0; t < n; ++t) r.x.row(t) = table.row(ids[t]);
  if (positions) r.x += sinusoidal_pe<double>(n, d_model);

  r.q.resize(n, d_k);
  r.k.resize(n, d_k);
  r.v.resize(n, d_k);
  linear_forward(r.q.data(), r.x.data(), wq.data(), nullptr, n, d_model, d_k);
  linear_forward(r.k.data(), r.x.data(), wk.data(), nullptr, n, d_model, d_k);
  linear_forward(r.v.data(), r.x.data(), wv.data(), nullptr, n, d_model, d_k);

  r.scores = (r.q * r.k.transpose()) / std::sqrt(static_cast<double>(d_k));
  r.weights.resize(n, n);
  r.out.resize(n, d_k);
  sdpa_forward(r.out.data(), r.weights.data(), r.q.data(), r.k.data(), r.v.data(), n, n, d_k, d_k,
               causal);
  return r;
}

MatrixD causal_mask(int n) {
  if (n < 1) fail("the causal mask needs at least one token (got " + std::to_string(n) + ")");
  if (static_cast<std::size_t>(n) * static_cast<std::size_t>(n) > kMaxMatrixElements)
    fail("the causal mask would be too large (" + std::to_string(n) + " x " + std::to_string(n) +
         ")");
  MatrixD mask = MatrixD::Zero(n, n);
  for (int i = 0; i < n; ++i)
    for (int j = 0; j <= i; ++j) mask(i, j) = 1;
  return mask;
}

std::vector<AttentionMemoryRow> attention_memory(double max_n, int d_model, int bytes_per_value) {
  const double limit = 1 << 20;
  if (!std::isfinite(max_n) || max_n < 1 || max_n > limit || max_n != std::floor(max_n) ||
      (static_cast<long long>(max_n) & (static_cast<long long>(max_n) - 1)) != 0)
    fail("the longest sequence must be a power of two from 1 to 1048576 (got " + describe(max_n) +
         ")");
  if (d_model < 1) fail("d_model must be at least 1 (got " + std::to_string(d_model) + ")");
  if (bytes_per_value < 1)
    fail("bytes per value must be at least 1 (got " + std::to_string(bytes_per_value) + ")");
  std::vector<AttentionMemoryRow> rows;
  for (double n = 1; n <= max_n; n *= 2)
    rows.push_back(
        {n, n * n * bytes_per_value, n * d_model * static_cast<double>(bytes_per_value)});
  return rows;
}

AttentionTextLesson attention_lesson_on_text(std::string_view text, int d_model, int d_k,
                                             bool causal, bool positions, std::uint64_t seed) {
  std::vector<int> ids = byte_encode(text);
  AttentionTextLesson result;
  result.total_tokens = static_cast<int>(ids.size());
  if (ids.size() > static_cast<std::size_t>(kAttentionLessonMaxTokens))
    ids.resize(kAttentionLessonMaxTokens);
  result.lesson = attention_lesson(ids, d_model, d_k, causal, positions, seed);
  return result;
}

TextWindow next_token_window_on_text(std::string_view text, int start, int T) {
  const std::vector<int> data = byte_encode(text);
  TextWindow result;
  result.total_tokens = static_cast<int>(data.size());
  result.window = next_token_window(data, start, T);
  return result;
}

NextTokenWindow next_token_window(const std::vector<int>& data, int start, int T) {
  const long long size = static_cast<long long>(data.size());
  if (T < 1) fail("the window length T must be at least 1 (got " + std::to_string(T) + ")");
  if (start < 0) fail("the start index must be at least 0 (got " + std::to_string(start) + ")");
  if (static_cast<long long>(start) + T + 1 > size)
    fail("a window of T = " + std::to_string(T) + " inputs starting at " + std::to_string(start) +
         " needs " + std::to_string(static_cast<long long>(start) + T + 1) +
         " tokens (its targets reach one further), but the text has " + std::to_string(size));
  NextTokenWindow w;
  w.start = start;
  w.inputs.assign(data.begin() + start, data.begin() + start + T);
  w.targets.assign(data.begin() + start + 1, data.begin() + start + T + 1);
  w.answer_position.resize(T);
  for (int t = 0; t < T; ++t) w.answer_position[t] = t + 1 < T ? t + 1 : -1;
  return w;
}

}  // namespace elab
