// What a trained model says comes after a prompt: the last position's logits over the 256 bytes
// and their softmax. Shared by `embedding-lab logits` and checked against the PyTorch export.
#pragma once

#include <string_view>
#include <vector>

#include "core/model/model.hpp"

namespace elab {

struct NextByte {
  std::vector<double> logits;  // (vocab) the model's float32 logits at the last position
  std::vector<double> probs;   // (vocab) their softmax, computed in double
};

// Fails for an empty prompt and for one longer than a learned position table, naming the limit.
NextByte next_byte(Model<float>& model, std::string_view prompt);

}  // namespace elab
