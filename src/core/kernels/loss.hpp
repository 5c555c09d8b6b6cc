// Softmax cross-entropy, mean over rows (torch.nn.functional.cross_entropy, reduction "mean").
// mean_over: the rows the mean is taken over, 0 for these N. A larger count makes the N rows one
// part of a bigger batch (a training step's shard, trainer.hpp): the sum of their losses divided
// by every row of the batch, so the parts' losses and gradients add up to the batch's.
#pragma once

namespace elab {

// Returns the sum of the rows' losses over mean_over (N when 0), in double. Throws
// InvalidArgument for N < 1, V < 1, a target outside [0, V) or 0 < mean_over < N, before
// writing anything.
template <typename T>
double cross_entropy_forward(T* probs,            // (N, V) softmax of each row, saved for backward
                             const T* logits,     // (N, V)
                             const int* targets,  // (N) in [0, V)
                             int N, int V, int mean_over = 0);

// dlogits += (probs - onehot(targets)) * (dloss / mean_over), mean_over N when 0
template <typename T>
void cross_entropy_backward(T* dlogits,          // (N, V) +=
                            const T* probs,      // (N, V) from forward
                            const int* targets,  // (N)
                            int N, int V, T dloss = 1, int mean_over = 0);

}  // namespace elab
