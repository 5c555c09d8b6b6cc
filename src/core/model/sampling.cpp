#include "core/model/sampling.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <string>

#include "core/errors.hpp"

namespace elab {

void check_sampling(const SamplingSettings& s, int vocab) {
  if (!std::isfinite(s.temperature) || s.temperature < 0)
    fail(messages::temperature_range, {{"got", s.temperature}});
  if (s.top_k < 0 || s.top_k > vocab)
    fail(messages::top_k_range, {{"max", vocab}, {"got", s.top_k}});
  if (!(s.top_p > 0 && s.top_p <= 1)) fail(messages::top_p_range, {{"got", s.top_p}});
}

namespace {

// probs zeroed outside the first `keep` tokens of order, the rest scaled to sum to 1.
std::vector<double> keep_first(const std::vector<double>& probs, const std::vector<int>& order,
                               int keep) {
  std::vector<double> out(probs.size(), 0.0);
  double sum = 0;
  for (int i = 0; i < keep; ++i) sum += probs[order[i]];
  for (int i = 0; i < keep; ++i) out[order[i]] = probs[order[i]] / sum;
  return out;
}

}  // namespace

template <typename T>
SamplingStages sampling_stages(const T* logits, int V, const SamplingSettings& settings) {
  if (V < 1) fail("the vocabulary must hold at least one token (got " + std::to_string(V) + ")");
  check_sampling(settings, V);
  for (int i = 0; i < V; ++i)
    if (!std::isfinite(static_cast<double>(logits[i])))
      fail("logit " + std::to_string(i) + " is " + describe(static_cast<double>(logits[i])) +
           ": the model's output is not finite");
  SamplingStages s;
  const auto softmax = [&](double temperature) {
    std::vector<double> p(V);
    const double top = static_cast<double>(*std::max_element(logits, logits + V));
    double sum = 0;
    for (int i = 0; i < V; ++i) sum += p[i] = std::exp((logits[i] - top) / temperature);
    for (double& v : p) v /= sum;
    return p;
  };
  s.plain = softmax(1.0);
  if (settings.temperature == 0) {
    s.tempered.assign(V, 0.0);
    s.tempered[std::max_element(logits, logits + V) - logits] = 1;  // first maximum: smallest id
  } else {
    s.tempered = softmax(settings.temperature);
  }
  // Order by the logits (the tempered probabilities may tie at 0 after underflow; the logits
  // keep the model's ranking), ties towards the smaller id.
  s.order.resize(V);
  std::iota(s.order.begin(), s.order.end(), 0);
  std::stable_sort(s.order.begin(), s.order.end(),
                   [&](int a, int b) { return logits[a] > logits[b]; });
  s.kept_k = settings.top_k == 0 ? V : settings.top_k;
  if (settings.temperature == 0) s.kept_k = 1;
  s.top_k = keep_first(s.tempered, s.order, s.kept_k);
  // Nucleus: the shortest prefix of the order whose probability reaches top_p (p = 1 keeps all
  // of top-k, whatever rounding does to the running sum).
  s.kept_p = s.kept_k;
  if (settings.top_p < 1) {
    double running = 0;
    for (int i = 0; i < s.kept_k; ++i) {
      running += s.top_k[s.order[i]];
      if (running >= settings.top_p) {
        s.kept_p = i + 1;
        break;
      }
    }
  }
  s.top_p = keep_first(s.top_k, s.order, s.kept_p);
  return s;
}

int draw(const SamplingStages& stages, Rng& rng) {
  double sum = 0;
  for (int i = 0; i < stages.kept_p; ++i) sum += stages.top_p[stages.order[i]];
  double u = rng.uniform() * sum;
  for (int i = 0; i < stages.kept_p; ++i) {
    u -= stages.top_p[stages.order[i]];
    if (u < 0) return stages.order[i];
  }
  return stages.order[stages.kept_p - 1];  // u within rounding of the sum
}

template SamplingStages sampling_stages<float>(const float*, int, const SamplingSettings&);
template SamplingStages sampling_stages<double>(const double*, int, const SamplingSettings&);

}  // namespace elab
