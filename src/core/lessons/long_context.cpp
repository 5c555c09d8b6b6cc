#include "core/lessons/long_context.hpp"

#include <algorithm>
#include <cmath>
#include <string>

#include "core/errors.hpp"
#include "core/kernels/alibi.hpp"
#include "core/model/model.hpp"

namespace elab {

AlibiView alibi_view(int n_head, int T) {
  check_setting(n_head, "heads", 1, 64, "one slope per head");
  check_setting(T, "length", 2, 1024, "the positions the biases are shown for");
  AlibiView v;
  v.heads = n_head;
  v.length = T;
  v.slopes = alibi_slopes(n_head);
  v.bias = alibi_bias(n_head, T);
  v.weights.resize(static_cast<std::size_t>(n_head) * T);
  v.span90.resize(n_head);
  for (int h = 0; h < n_head; ++h) {
    double* w = v.weights.data() + static_cast<std::size_t>(h) * T;
    // exp(-m d) for distance d = T-1-j, normalised; the largest term (d = 0) is 1, so no overflow.
    double sum = 0;
    for (int j = 0; j < T; ++j) sum += w[j] = std::exp(-v.slopes[h] * (T - 1 - j));
    for (int j = 0; j < T; ++j) w[j] /= sum;
    double held = 0;
    int keys = 0;
    for (int j = T - 1; j >= 0 && held < 0.9; --j, ++keys) held += w[j];
    v.span90[h] = keys;
  }
  return v;
}

std::vector<double> rope_angle_table(int d, int T, double base, RopeScaling method, double scale) {
  check_setting(d, "d", 4, 512, "the width of the rotated vector");
  if (d % 2 != 0)
    fail_setting(
        "d", "RoPE rotates pairs of dimensions, so d must be even (got " + std::to_string(d) + ")");
  check_setting(T, "length", 1, 8192, "the positions the angles are shown for");
  const RopeAngles a = rope_scaled_angles(base, d, method, method == RopeScaling::none ? 1 : scale);
  const int pairs = d / 2;
  std::vector<double> out(static_cast<std::size_t>(T) * pairs);
  for (int i = 0; i < pairs; ++i) {
    const double freq = std::pow(a.base, -2.0 * i / d);
    for (int p = 0; p < T; ++p)
      out[static_cast<std::size_t>(p) * pairs + i] = p / a.position_divisor * freq;
  }
  return out;
}

RopeReach rope_reach(int d, int L, int scale, double base, RopeScaling method) {
  check_setting(d, "d", 4, 512, "the width of the rotated vector");
  if (d % 2 != 0)
    fail_setting(
        "d", "RoPE rotates pairs of dimensions, so d must be even (got " + std::to_string(d) + ")");
  // Two positions at least, so that every pair turned a little in training.
  check_setting(L, "trained length", 2, 8192, "the positions the model was trained on");
  check_setting(scale, "scale", 1, 64, "how many times the trained length the model reads");
  const double full_turn = 2 * std::acos(-1.0);
  const RopeAngles plain = rope_scaled_angles(base, d, RopeScaling::none, 1);
  const RopeAngles test = rope_scaled_angles(base, d, method, scale);
  const double last = static_cast<double>(scale) * L - 1;  // the last position read
  const int pairs = d / 2;
  RopeReach r;
  r.trained_arc.resize(pairs);
  r.test_arc.resize(pairs);
  r.reach.resize(pairs);
  for (int i = 0; i < pairs; ++i) {
    const double trained = (L - 1) / plain.position_divisor * std::pow(plain.base, -2.0 * i / d);
    const double reached = last / test.position_divisor * std::pow(test.base, -2.0 * i / d);
    r.trained_arc[i] = std::min(full_turn, trained);
    r.test_arc[i] = std::min(full_turn, reached);
    r.reach[i] = r.test_arc[i] / r.trained_arc[i];
  }
  return r;
}

}  // namespace elab
