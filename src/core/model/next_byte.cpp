#include "core/model/next_byte.hpp"

#include <algorithm>
#include <cmath>
#include <string>

namespace elab {

NextByte next_byte(Model<float>& model, std::string_view prompt) {
  if (prompt.empty()) fail("the prompt is empty: type at least one character");
  if (prompt.size() > static_cast<std::size_t>(model.max_len()))
    fail("the prompt has " + std::to_string(prompt.size()) +
         " bytes but the model's learned position table has " + std::to_string(model.max_len()) +
         " rows: shorten the prompt to at most " + std::to_string(model.max_len()) + " bytes");
  const int T = static_cast<int>(prompt.size());
  std::vector<int> ids(prompt.size());
  std::transform(prompt.begin(), prompt.end(), ids.begin(),
                 [](char c) { return static_cast<unsigned char>(c); });
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
