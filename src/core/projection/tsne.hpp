// Exact t-SNE (van der Maaten & Hinton, 2008): rows of x (n, d) placed as points in 2-D so that
// each row's near neighbours stay near. O(n^2) time per iteration and n^2 floats of memory, for up
// to kTsneLimits.max_rows rows. The schedule is scikit-learn's exact method (sklearn 1.2,
// TSNE(method="exact")): early exaggeration, momentum, delta-bar-delta gains, the 'auto' learning
// rate; tests/fixtures/tsne-sklearn.json compares the two.
//
// Every number that decides where a point goes is computed with + - * / in a fixed order and
// portable_exp / portable_log (kernels/portable_math.hpp), never with a libm call or an Eigen
// reduction whose order depends on the vector unit: the same input and seed give the same points,
// bit for bit, natively and in WASM (tests/native/test_tsne.cpp records them).
#pragma once

#include <cstdint>
#include <vector>

#include "core/matrix.hpp"

namespace elab {

struct TsneSettings {
  double perplexity = 30;             // effective number of neighbours of each row, in (0, n)
  int iterations = 1000;              // gradient steps in all, exaggerated ones included
  double learning_rate = 0;           // 0: 'auto', max(n / early_exaggeration / 4, 50)
  double early_exaggeration = 12;     // P is multiplied by this for the first steps...
  int exaggeration_iterations = 250;  // ...this many of them
  std::uint64_t seed = 42;            // the start: 1e-4 N(0, 1) per coordinate (init='random')
};

// The ranges every caller (CLI, bindings) checks against, in one place.
struct TsneLimits {
  int max_rows = 5000;  // n^2 floats of P: 100 MB at 5,000 rows
  int max_iterations = 100000;
  double max_learning_rate = 1e6;
  double max_exaggeration = 1000;
};
constexpr TsneLimits kTsneLimits{};

// The step rule, scikit-learn's _gradient_descent: momentum 0.5 while P is exaggerated, 0.8
// after; each coordinate's gain grows by 0.2 while its gradient keeps pointing the way it last
// moved, and is multiplied by 0.8 when the gradient turns against it, never below 0.01
// (delta-bar-delta, Jacobs 1988). Momentum and gains start afresh when exaggeration ends, as
// scikit-learn's second optimisation stage does.
constexpr double kTsneMomentumEarly = 0.5;
constexpr double kTsneMomentumLate = 0.8;
constexpr double kTsneGainUp = 0.2;
constexpr double kTsneGainDown = 0.8;
constexpr double kTsneMinGain = 0.01;

// Conditional probabilities p_{j|i} (n, n), row i a Gaussian over the other rows' squared
// distances whose precision beta_i is found by bisection so that the row's perplexity
// 2^H(P_i) equals `perplexity` (to 1e-9 relative, or as close as the distances allow: a row
// whose nearest k rows are tied at one distance cannot go below perplexity k). Rows sum to 1;
// the diagonal is 0. Computed in double. Checks x and perplexity as Tsne does.
MatrixD tsne_conditional_p(const MatrixD& x, double perplexity);

// The joint P of t-SNE (n, n): (P_cond + P_cond^T) / 2n, symmetric, summing to 1.
MatrixD tsne_joint_p(const MatrixD& x, double perplexity);

// When a run computes P: all of it as it is made, or row by row through calibrate(k), so that a
// caller can report progress and stay responsive (5,000 rows of 300 numbers take half a minute
// in the page).
enum class TsneCalibration { at_once, in_steps };

// A run that the caller advances: construct (the start is drawn and, at_once, P computed), then
// step(k) as often as wanted, reading points() and kl() between steps (the page animates this
// way).
class Tsne {
 public:
  // Fails with a message naming the setting for: fewer than 2 rows or more than max_rows, no
  // columns, a non-finite value (naming its row and column), perplexity outside (0, n),
  // iterations outside [1, max_iterations], a learning rate that is negative, not finite or
  // over max_learning_rate, exaggeration below 1, or exaggeration_iterations outside
  // [0, iterations]. in_steps keeps a copy of x until P is complete.
  Tsne(const MatrixD& x, const TsneSettings& settings,
       TsneCalibration calibration = TsneCalibration::at_once);

  // Computes min(k, rows() - calibrated_rows()) more rows of P (k >= 0) and returns how many;
  // the last one completes P (symmetrised) and frees the copy of x. step() completes P first
  // when a caller has not; kl(), kl_at() and kl_gradient_at() fail until it is complete.
  int calibrate(int k);
  int calibrated_rows() const { return m_calibrated; }
  bool calibrated() const { return m_calibrated == m_n; }

  // Runs min(k, iterations - iteration()) more steps (k >= 0); returns how many it ran.
  int step(int k);

  int iteration() const { return m_iteration; }
  int iterations() const { return m_settings.iterations; }
  bool done() const { return m_iteration >= m_settings.iterations; }
  double learning_rate() const { return m_learning_rate; }
  int rows() const { return m_n; }

  // The current points (n, 2).
  MatrixD points() const;
  // KL(P || Q) of the current points against the un-exaggerated P, in nats. O(n^2).
  double kl() const;

  // The forward/backward pair the steps descend, at any points y (n, 2) of this run's P:
  // KL(P || Q(y)) and its gradient dKL/dy (n, 2), un-exaggerated (tests check one against the
  // other by finite differences). Fails for y of another shape.
  double kl_at(const MatrixD& y) const;
  MatrixD kl_gradient_at(const MatrixD& y) const;

 private:
  void gradient(const double* y, double exaggeration, std::vector<double>& grad) const;
  double kl_of(const double* y) const;
  std::vector<double> layout(const MatrixD& y) const;
  void symmetrise();
  void require_p() const;

  TsneSettings m_settings;
  int m_n = 0;
  int m_calibrated = 0;  // rows of P computed (conditional until all n are)
  MatrixD m_x;           // the rows, kept while P is computed in steps
  double m_learning_rate = 0;
  int m_iteration = 0;
  std::vector<float> m_p;        // (n, n) joint P, row-major; float as scikit-learn keeps it
  std::vector<double> m_y;       // (n, 2) points, row-major
  std::vector<double> m_update;  // (n, 2) last step (momentum)
  std::vector<double> m_gains;   // (n, 2) per-coordinate gains
};

struct TsneResult {
  MatrixD points;  // (n, 2)
  double kl = 0;   // KL(P || Q) of the final points
};

// A whole run: Tsne(x, settings), step(settings.iterations), points and KL.
TsneResult tsne(const MatrixD& x, const TsneSettings& settings);

}  // namespace elab
