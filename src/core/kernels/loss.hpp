// Softmax cross-entropy, mean over rows (torch.nn.functional.cross_entropy, reduction "mean").
#pragma once

namespace elab {

// Returns the mean loss in double. Throws InvalidArgument for N < 1, V < 1 or a target outside
// [0, V), before writing anything.
template <typename T>
double cross_entropy_forward(T* probs,            // (N, V) softmax of each row, saved for backward
                             const T* logits,     // (N, V)
                             const int* targets,  // (N) in [0, V)
                             int N, int V);

// dlogits += (probs - onehot(targets)) * (dloss / N)
template <typename T>
void cross_entropy_backward(T* dlogits,          // (N, V) +=
                            const T* probs,      // (N, V) from forward
                            const int* targets,  // (N)
                            int N, int V, T dloss = 1);

}  // namespace elab
