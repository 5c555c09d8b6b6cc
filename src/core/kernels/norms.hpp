// LayerNorm and RMSNorm over the last dimension, llm.c style: forward saves the per-row statistics
// that backward needs, backward accumulates (+=) into the gradients.
#pragma once

namespace elab {

// LayerNorm with biased variance (as torch.nn.LayerNorm): rstd = 1 / sqrt(var + eps).
// Throws InvalidArgument for eps not finite or <= 0, N < 1, C < 1.
template <typename T>
void layernorm_forward(T* out,          // (N, C)
                       T* mean,         // (N) saved for backward
                       T* rstd,         // (N) saved for backward
                       const T* inp,    // (N, C)
                       const T* gamma,  // (C)
                       const T* beta,   // (C)
                       int N, int C, double eps);

template <typename T>
void layernorm_backward(T* dinp,         // (N, C) +=
                        T* dgamma,       // (C) +=
                        T* dbeta,        // (C) +=
                        const T* dout,   // (N, C)
                        const T* inp,    // (N, C)
                        const T* gamma,  // (C)
                        const T* mean,   // (N) from forward
                        const T* rstd,   // (N) from forward
                        int N, int C);

// RMSNorm: out = inp / sqrt(mean(inp^2) + eps) * gamma (no centring, no bias).
template <typename T>
void rmsnorm_forward(T* out,          // (N, C)
                     T* rstd,         // (N) saved for backward
                     const T* inp,    // (N, C)
                     const T* gamma,  // (C)
                     int N, int C, double eps);

template <typename T>
void rmsnorm_backward(T* dinp,         // (N, C) +=
                      T* dgamma,       // (C) +=
                      const T* dout,   // (N, C)
                      const T* inp,    // (N, C)
                      const T* gamma,  // (C)
                      const T* rstd,   // (N) from forward
                      int N, int C);

// Validation shared by both norms (and by models that take eps from a learner).
void check_norm_eps(double eps);

}  // namespace elab
