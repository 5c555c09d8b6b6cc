#include "core/model/adam.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "core/errors.hpp"
#include "core/kernels/profile.hpp"

namespace elab {

void check_adam_config(const AdamConfig& c) {
  if (!std::isfinite(c.lr) || c.lr <= 0)
    fail_setting(
        "lr", "learning rate must be a finite number greater than 0 (got " + describe(c.lr) + ")");
  if (!(c.beta1 >= 0 && c.beta1 < 1))
    fail_setting("beta1",
                 "beta1 must be at least 0 and less than 1 (got " + describe(c.beta1) + ")");
  if (!(c.beta2 >= 0 && c.beta2 < 1))
    fail_setting("beta2",
                 "beta2 must be at least 0 and less than 1 (got " + describe(c.beta2) + ")");
  if (!std::isfinite(c.eps) || c.eps <= 0)
    fail_setting("eps",
                 "Adam eps must be a finite number greater than 0 (got " + describe(c.eps) + ")");
  if (!std::isfinite(c.weight_decay) || c.weight_decay < 0)
    fail_setting("weight_decay", "weight decay must be a finite number of at least 0 (got " +
                                     describe(c.weight_decay) + ")");
  if (!std::isfinite(c.clip_norm) || c.clip_norm < 0)
    fail_setting(
        "clip_norm",
        "gradient clip norm must be a finite number of at least 0, 0 meaning no clipping (got " +
            describe(c.clip_norm) + ")");
}

template <typename T>
Adam<T>::Adam(std::size_t n, AdamConfig config) : m_config(config), m_m(n, T(0)), m_v(n, T(0)) {
  check_adam_config(config);
}

template <typename T>
void Adam<T>::reset() {
  m_t = 0;
  std::fill(m_m.begin(), m_m.end(), T(0));
  std::fill(m_v.begin(), m_v.end(), T(0));
}

template <typename T>
void Adam<T>::set_state(const std::vector<T>& m, const std::vector<T>& v, long long steps) {
  const std::size_t n = m_m.size();
  if (m.size() != n || v.size() != n)
    fail("Adam state must hold " + std::to_string(n) + " values per moment (got " +
         std::to_string(m.size()) + " and " + std::to_string(v.size()) + ")");
  if (steps < 0) fail("Adam step count must be at least 0 (got " + std::to_string(steps) + ")");
  for (std::size_t i = 0; i < n; ++i) {
    if (!std::isfinite(m[i]))
      fail("Adam first moment is not finite at index " + std::to_string(i) + " (got " +
           describe(m[i]) + ")");
    if (!std::isfinite(v[i]) || v[i] < 0)
      fail("Adam second moment must be finite and at least 0 at index " + std::to_string(i) +
           " (got " + describe(v[i]) + ")");
  }
  m_m = m;
  m_v = v;
  m_t = steps;
}

template <typename T>
double Adam<T>::step(T* params, T* grads) {
  const std::size_t n = m_m.size();
  ELAB_PROFILE_SCOPE(1, "adam", static_cast<int>(n));
  // Sum of squares in double: in float it loses digits for large n and can overflow early.
  // Four independent lanes: a single running sum is a serial chain clang may not reorder.
  double lanes[4] = {};
  std::size_t i4 = 0;
  for (; i4 + 4 <= n; i4 += 4)
    for (int l = 0; l < 4; ++l) lanes[l] += static_cast<double>(grads[i4 + l]) * grads[i4 + l];
  double sumsq = (lanes[0] + lanes[1]) + (lanes[2] + lanes[3]);
  for (; i4 < n; ++i4) sumsq += static_cast<double>(grads[i4]) * grads[i4];
  const double norm = std::sqrt(sumsq);
  if (!std::isfinite(norm)) {
    for (std::size_t i = 0; i < n; ++i)
      if (!std::isfinite(grads[i]))
        fail("gradient is " + describe(grads[i]) + " at index " + std::to_string(i) +
             ": training has diverged; lower the learning rate or enable gradient clipping");
    fail(
        "gradient norm overflows (the gradients are too large to step on); lower the learning "
        "rate or enable gradient clipping");
  }
  if (m_config.clip_norm > 0) {
    const double coef = m_config.clip_norm / (norm + 1e-6);
    if (coef < 1) {
      const T c = static_cast<T>(coef);
      for (std::size_t i = 0; i < n; ++i) grads[i] *= c;
    }
  }

  ++m_t;
  const T beta1 = static_cast<T>(m_config.beta1), beta2 = static_cast<T>(m_config.beta2);
  const T one_m_beta1 = static_cast<T>(1 - m_config.beta1);
  const T one_m_beta2 = static_cast<T>(1 - m_config.beta2);
  const T wd = static_cast<T>(m_config.weight_decay);
  const double td = static_cast<double>(m_t);
  const T step_size = static_cast<T>(m_config.lr / (1 - std::pow(m_config.beta1, td)));
  const T sqrt_bc2 = static_cast<T>(std::sqrt(1 - std::pow(m_config.beta2, td)));
  const T eps = static_cast<T>(m_config.eps);
  T* m = m_m.data();
  T* v = m_v.data();
  // A plain loop over contiguous memory: clang auto-vectorizes it in WASM too.
  for (std::size_t i = 0; i < n; ++i) {
    const T g = grads[i] + wd * params[i];
    m[i] = beta1 * m[i] + one_m_beta1 * g;
    v[i] = beta2 * v[i] + one_m_beta2 * g * g;
    params[i] -= step_size * m[i] / (std::sqrt(v[i]) / sqrt_bc2 + eps);
  }
  return norm;
}

template class Adam<float>;
template class Adam<double>;

}  // namespace elab
