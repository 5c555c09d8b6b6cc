// Computations behind the long-context lesson: ALiBi's per-head distance penalty and what it does
// to attention at long range, and RoPE's angles past the trained length, plain, interpolated and
// NTK-scaled. Each returns exactly the numbers the panel shows; all in double.
#pragma once

#include <vector>

#include "core/kernels/rope.hpp"

namespace elab {

// ALiBi for n_head heads over T positions.
struct AlibiView {
  int heads = 0, length = 0;
  std::vector<double> slopes;   // (H) alibi_slopes
  std::vector<double> bias;     // (H, T, T) alibi_bias: -m_h (i - j), the causal half shown
  std::vector<double> weights;  // (H, T) the last query's attention over keys 0..T-1 when every
                                // content score q.k is equal: softmax_j(-m_h (T-1-j))
  std::vector<int> span90;      // (H) the fewest most recent keys that hold 90% of that weight
};
// Throws for n_head outside [1, 64] or T outside [2, 1024].
AlibiView alibi_view(int n_head, int T);

// The rotation angle (radians) of every pair i of a d-wide RoPE vector at positions 0..T-1,
// (T, d/2): position p, pair i turns by p' * base'^(-2i/d), with p' and base' as the scaling
// gives them (rope.hpp rope_scaled_angles; scale 1 or method none is plain RoPE).
// Throws for d odd or outside [4, 512], T outside [1, 8192], and what rope_scaled_angles rejects.
std::vector<double> rope_angle_table(int d, int T, double base, RopeScaling method, double scale);

// How far each pair i of a d-wide RoPE vector goes past what training showed, when a model
// trained on positions 0..L-1 (plain RoPE) reads scale x L positions with the given scaling
// (scale is also the scaling's factor). A pair's angle is a point on a circle, and over a run of
// positions it sweeps the arc from 0 to its largest angle, or the whole circle once that passes
// 2 pi: the circle has no angle a full turn has not shown. reach = arc at scale x L over arc in
// training; 1 means no angle training did not show, 4 that the pair sweeps four times the arc.
struct RopeReach {
  std::vector<double> trained_arc;  // (d/2) radians: min(2 pi, (L - 1) theta_i), plain RoPE
  std::vector<double> test_arc;     // (d/2) radians: min(2 pi, largest angle at scale x L)
  std::vector<double> reach;        // (d/2) test_arc / trained_arc
};
// Throws for d odd or outside [4, 512], L outside [2, 8192], scale outside [1, 64], and what
// rope_scaled_angles rejects.
RopeReach rope_reach(int d, int L, int scale, double base, RopeScaling method);

}  // namespace elab
