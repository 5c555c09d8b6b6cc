#include "core/model/next_byte.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "core/data/tokenizer.hpp"
#include "core/errors.hpp"

namespace elab {

NextByte next_byte(Model<float>& model, std::string_view prompt,
                   const std::vector<BpePair>& merges) {
  if (prompt.empty()) fail("the prompt is empty: type at least one character");
  if (256 + merges.size() != static_cast<std::size_t>(model.vocab()))
    fail("the model has " + std::to_string(model.vocab()) + " token ids but " +
         std::to_string(merges.size()) + " BPE merges make " + std::to_string(256 + merges.size()) +
         ": the merges are not this model's");
  const std::vector<int> ids = merges.empty() ? byte_encode(prompt) : bpe_encode(prompt, merges);
  const char* unit = merges.empty() ? " bytes" : " tokens";
  if (ids.size() > static_cast<std::size_t>(model.max_len()))
    fail("the prompt has " + std::to_string(ids.size()) + unit +
         " but the model's learned position table has " + std::to_string(model.max_len()) +
         " rows: shorten the prompt to at most " + std::to_string(model.max_len()) + unit);
  const int T = static_cast<int>(ids.size());
  model.forward_backward(ids.data(), nullptr, 1, T, false);
  const int V = model.vocab();
  const float* last = model.logits() + static_cast<std::size_t>(T - 1) * V;  // (V)

  NextByte out;
  out.logits.assign(last, last + V);
  const double top = *std::max_element(out.logits.begin(), out.logits.end());
  double sum = 0;
  out.probs.resize(V);
  for (int v = 0; v < V; ++v) sum += out.probs[v] = std::exp(out.logits[v] - top);
  for (double& p : out.probs) p /= sum;
  return out;
}

}  // namespace elab
