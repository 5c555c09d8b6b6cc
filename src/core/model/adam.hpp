// Adam with PyTorch's semantics (torch.optim.Adam), over one flat parameter buffer.
#pragma once

#include <cstddef>
#include <vector>

namespace elab {

struct AdamConfig {
  double lr = 1e-3, beta1 = 0.9, beta2 = 0.999, eps = 1e-8, weight_decay = 0, clip_norm = 0;
};

// Throws InvalidArgument naming the first bad setting: lr and eps must be finite and > 0, beta1
// and beta2 in [0, 1), weight_decay and clip_norm finite and >= 0 (0 turns them off).
void check_adam_config(const AdamConfig& config);

// One step, for parameter i with gradient g (t counts steps from 1):
//   g  += weight_decay * p          L2 in the gradient, as torch.optim.Adam (not AdamW)
//   m   = beta1 m + (1 - beta1) g
//   v   = beta2 v + (1 - beta2) g^2
//   p  -= lr / (1 - beta1^t) * m / (sqrt(v) / sqrt(1 - beta2^t) + eps)
// With clip_norm > 0 the gradients are first scaled as torch.nn.utils.clip_grad_norm_ does:
// by min(1, clip_norm / (norm + 1e-6)), norm the global L2 norm of all gradients.
template <typename T>
class Adam {
 public:
  Adam(std::size_t n, AdamConfig config);  // validates config

  // params (n) updated in place; grads (n) scaled in place when clipping applies (weight decay
  // does not touch them). Returns the global L2 norm of grads before clipping. Non-finite
  // gradients are rejected before anything changes, naming the first bad index.
  double step(T* params, T* grads);

  void reset();  // t = 0, m = v = 0
  long long steps() const { return m_t; }
  std::size_t size() const { return m_m.size(); }

  const AdamConfig& config() const { return m_config; }

  // State for save/load: first and second moments (n each) and the step count.
  const std::vector<T>& m() const { return m_m; }
  const std::vector<T>& v() const { return m_v; }
  // Restores a saved state; m and v must have size n, v must be >= 0, all finite, steps >= 0.
  void set_state(const std::vector<T>& m, const std::vector<T>& v, long long steps);

 private:
  AdamConfig m_config;
  std::vector<T> m_m, m_v;
  long long m_t = 0;
};

extern template class Adam<float>;
extern template class Adam<double>;

}  // namespace elab
