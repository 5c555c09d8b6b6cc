// What a trained model says comes after a prompt: the last position's logits over its vocabulary
// (the 256 bytes, plus one id per BPE merge) and their softmax. Shared by `embedding-lab logits`
// and checked against the PyTorch export.
#pragma once

#include <string_view>
#include <vector>

#include "core/data/bpe.hpp"
#include "core/model/model.hpp"

namespace elab {

struct NextByte {
  std::vector<double> logits;  // (vocab) the model's float32 logits at the last position
  std::vector<double> probs;   // (vocab) their softmax, computed in double
};

// The prompt is read as the model was trained: its bytes, encoded with merges when the model was
// trained on BPE tokens. Fails for an empty prompt and for one longer (in tokens) than a learned
// position table, naming the limit.
NextByte next_byte(Model<float>& model, std::string_view prompt,
                   const std::vector<BpePair>& merges = {});

}  // namespace elab
