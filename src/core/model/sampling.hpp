// How a language model's next-token logits become the distribution a token is drawn from:
// temperature, then top-k, then top-p (nucleus), each stage renormalised. Shared by
// Trainer::generate (the training lab and `embedding-lab train --generate`) and the sampling
// lesson, so the lesson draws exactly what generation draws.
#pragma once

#include <vector>

#include "core/model/random.hpp"

namespace elab {

struct SamplingSettings {
  double temperature = 1;  // 0: always the most likely token (greedy); else logits / temperature
  int top_k = 0;           // 0: no limit; else only the k most likely tokens
  double top_p = 1;        // in (0, 1]: the smallest set of most likely tokens reaching p
};

// Throws InvalidArgument, naming the setting and its allowed range, for a temperature that is
// negative or not finite, top_k outside 0..vocab, top_p outside (0, 1].
void check_sampling(const SamplingSettings& settings, int vocab);

// Every stage of the pipeline, each a distribution over the V tokens (sums to 1).
struct SamplingStages {
  std::vector<double> plain;     // (V) softmax(logits): the model's own distribution
  std::vector<double> tempered;  // (V) softmax(logits / temperature); one-hot at the argmax for 0
  std::vector<double> top_k;     // (V) tempered, zero outside the top_k most likely, renormalised
  std::vector<double> top_p;     // (V) top_k, zero outside the nucleus, renormalised: sampled from
  int kept_k = 0;                // tokens left after top-k
  int kept_p = 0;                // tokens left after top-p
  // Token ids by decreasing tempered probability, ties by smaller id: the order top-k and top-p
  // cut in and draw() walks.
  std::vector<int> order;
};

// logits (V). Ties in probability are broken towards the smaller id, so the result never depends
// on a sort's whims. Throws like check_sampling, and for a logit that is not finite.
template <typename T>
SamplingStages sampling_stages(const T* logits, int V, const SamplingSettings& settings);

// Draws one token from stages.top_p with one rng.uniform(), walking stages.order.
int draw(const SamplingStages& stages, Rng& rng);

}  // namespace elab
