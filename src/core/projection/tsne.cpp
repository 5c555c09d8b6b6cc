#include "core/projection/tsne.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <string>

#include "core/errors.hpp"
#include "core/kernels/portable_math.hpp"
#include "core/model/random.hpp"

namespace elab {

namespace {

// Bisection on beta stops when the row's entropy is this close to ln(perplexity) (so 2^H is
// within about 1e-10 relative), or after kBetaSteps halvings and doublings.
constexpr double kEntropyTolerance = 1e-10;
constexpr int kBetaSteps = 200;

void check_tsne_rows(const MatrixD& x) {
  const Eigen::Index n = x.rows();
  if (n < 2) fail_setting("rows", messages::tsne_too_few_rows, {{"got", n}});
  if (n > kTsneLimits.max_rows)
    fail_setting("rows", messages::tsne_too_many_rows,
                 {{"most", kTsneLimits.max_rows}, {"got", n}});
  if (x.cols() < 1) fail_setting("rows", "each row needs at least 1 value (got 0 columns)");
  for (Eigen::Index i = 0; i < n; ++i)
    for (Eigen::Index j = 0; j < x.cols(); ++j)
      if (!std::isfinite(x(i, j)))
        fail_setting("rows", "row " + std::to_string(i) + ", column " + std::to_string(j) + " is " +
                                 describe(x(i, j)) + ": every value must be a finite number");
}

void check_perplexity(double perplexity, Eigen::Index n) {
  if (std::isfinite(perplexity) && perplexity > 0 && perplexity < static_cast<double>(n)) return;
  const double hint = std::max(1.0, std::floor(static_cast<double>(n - 1) / 3));
  fail_setting("perplexity", messages::tsne_perplexity,
               {{"rows", n}, {"got", perplexity}, {"hint", hint}});
}

// Row i of the conditional P into row (n): p_{j|i} = exp(-beta d_ij) / sum_k exp(-beta d_ik)
// over squared distances d. The distances are shifted by their minimum first (the ratio is the
// same), so the nearest row always weighs 1 and the sum cannot underflow to 0 however large
// beta grows. H = ln(sum) + beta * sum(d p) / sum, in nats.
void calibrate_row(const MatrixD& x, Eigen::Index i, double perplexity, double* row) {
  const Eigen::Index n = x.rows(), d = x.cols();
  double nearest = std::numeric_limits<double>::infinity();
  for (Eigen::Index j = 0; j < n; ++j) {
    double sq = 0;
    for (Eigen::Index c = 0; c < d; ++c) {
      const double diff = x(i, c) - x(j, c);
      sq += diff * diff;
    }
    row[j] = sq;
    if (j != i && sq < nearest) nearest = sq;
  }
  for (Eigen::Index j = 0; j < n; ++j) row[j] -= nearest;
  const double target = portable_log(perplexity);
  double beta = 1, lo = 0, hi = std::numeric_limits<double>::infinity(), sum = 1;
  for (int step = 0; step < kBetaSteps; ++step) {
    double weighted = 0;
    sum = 0;
    for (Eigen::Index j = 0; j < n; ++j) {
      if (j == i) continue;
      const double p = portable_exp(-beta * row[j]);
      sum += p;
      weighted += row[j] * p;
    }
    const double entropy = portable_log(sum) + beta * weighted / sum;
    if (std::fabs(entropy - target) <= kEntropyTolerance) break;
    // Too spread out: sharpen (raise beta); too sharp: widen.
    if (entropy > target) {
      lo = beta;
      beta = std::isinf(hi) ? beta * 2 : (beta + hi) / 2;
    } else {
      hi = beta;
      beta = (beta + lo) / 2;
    }
  }
  for (Eigen::Index j = 0; j < n; ++j) row[j] = j == i ? 0 : portable_exp(-beta * row[j]) / sum;
}

// The start: 1e-4 N(0, 1) per coordinate, as scikit-learn's init='random'.
void draw_start(std::uint64_t seed, std::vector<double>& y) {
  Rng rng(seed);
  for (double& c : y) c = 1e-4 * rng.normal();
}

// Z = sum_{i != j} 1 / (1 + |y_i - y_j|^2) over the points y (n, 2): Q's normaliser, summed
// over i < j in one fixed order (the same bits natively and in WASM) and doubled.
double student_t_sum(const double* y, std::size_t n) {
  double z = 0;
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j) {
      const double dx = y[2 * i] - y[2 * j], dy = y[2 * i + 1] - y[2 * j + 1];
      z += 1.0 / (1.0 + (dx * dx + dy * dy));
    }
  return 2 * z;
}

void check_tsne_settings(const TsneSettings& s) {
  if (s.iterations < 1 || s.iterations > kTsneLimits.max_iterations)
    fail_setting("iterations", "iterations must be between 1 and " +
                                   std::to_string(kTsneLimits.max_iterations) + " (got " +
                                   std::to_string(s.iterations) + ")");
  if (!(s.learning_rate >= 0 && s.learning_rate <= kTsneLimits.max_learning_rate))
    fail_setting("learning_rate",
                 "learning rate must be 0 (auto: max(rows / exaggeration / 4, 50)) or a number "
                 "above 0 and at most " +
                     describe(kTsneLimits.max_learning_rate) + " (got " +
                     describe(s.learning_rate) + ")");
  if (!(s.early_exaggeration >= 1 && s.early_exaggeration <= kTsneLimits.max_exaggeration))
    fail_setting("early_exaggeration", "early exaggeration must be between 1 (none) and " +
                                           describe(kTsneLimits.max_exaggeration) + " (got " +
                                           describe(s.early_exaggeration) + ")");
  if (s.exaggeration_iterations < 0 || s.exaggeration_iterations > kTsneLimits.max_iterations)
    fail_setting("exaggeration_iterations", "exaggeration iterations must be between 0 and " +
                                                std::to_string(kTsneLimits.max_iterations) +
                                                " (got " +
                                                std::to_string(s.exaggeration_iterations) + ")");
}

}  // namespace

MatrixD tsne_conditional_p(const MatrixD& x, double perplexity) {
  check_tsne_rows(x);
  check_perplexity(perplexity, x.rows());
  MatrixD p(x.rows(), x.rows());
  for (Eigen::Index i = 0; i < x.rows(); ++i) calibrate_row(x, i, perplexity, &p(i, 0));
  return p;
}

MatrixD tsne_joint_p(const MatrixD& x, double perplexity) {
  const MatrixD c = tsne_conditional_p(x, perplexity);
  const double two_n = 2.0 * static_cast<double>(x.rows());
  MatrixD p(c.rows(), c.cols());
  for (Eigen::Index i = 0; i < c.rows(); ++i)
    for (Eigen::Index j = 0; j < c.cols(); ++j) p(i, j) = (c(i, j) + c(j, i)) / two_n;
  return p;
}

Tsne::Tsne(const MatrixD& x, const TsneSettings& settings, TsneCalibration calibration)
    : m_settings(settings) {
  check_tsne_rows(x);
  check_perplexity(settings.perplexity, x.rows());
  check_tsne_settings(settings);
  m_n = static_cast<int>(x.rows());
  const std::size_t n = static_cast<std::size_t>(m_n);
  m_learning_rate = settings.learning_rate > 0
                        ? settings.learning_rate
                        : std::max(m_n / settings.early_exaggeration / 4, 50.0);
  m_y.assign(2 * n, 0.0);
  draw_start(settings.seed, m_y);
  m_update.assign(2 * n, 0.0);
  m_gains.assign(2 * n, 1.0);
  // Conditional rows first (rounded to float, as scikit-learn stores them), then symmetrised in
  // place: one n x n table in all, never a double one.
  m_p.resize(n * n);
  m_x = x;
  if (calibration == TsneCalibration::at_once) calibrate(m_n);
}

int Tsne::calibrate(int k) {
  if (k < 0) fail("calibrate needs a number of rows of at least 0 (got " + std::to_string(k) + ")");
  const int todo = std::min(k, m_n - m_calibrated);
  const std::size_t n = static_cast<std::size_t>(m_n);
  std::vector<double> row(todo > 0 ? n : 0);
  for (int t = 0; t < todo; ++t, ++m_calibrated) {
    const std::size_t i = static_cast<std::size_t>(m_calibrated);
    calibrate_row(m_x, m_calibrated, m_settings.perplexity, row.data());
    for (std::size_t j = 0; j < n; ++j) m_p[i * n + j] = static_cast<float>(row[j]);
  }
  if (todo > 0 && calibrated()) {
    symmetrise();
    m_x = MatrixD();
  }
  return todo;
}

void Tsne::symmetrise() {
  const std::size_t n = static_cast<std::size_t>(m_n);
  const double two_n = 2.0 * m_n;
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j) {
      const auto joint = static_cast<float>(
          (static_cast<double>(m_p[i * n + j]) + static_cast<double>(m_p[j * n + i])) / two_n);
      m_p[i * n + j] = m_p[j * n + i] = joint;
    }
}

void Tsne::require_p() const {
  if (!calibrated())
    fail("t-SNE's P is not complete yet (" + std::to_string(m_calibrated) + " of " +
         std::to_string(m_n) + " rows): calibrate the rest first");
}

// grad (n, 2) = dKL/dy = 4 sum_j (a p_ij - q_ij) w_ij (y_i - y_j), with w_ij = 1 / (1 + |y_i -
// y_j|^2) (Student t, one degree of freedom), q_ij = w_ij / Z, Z = sum_{k != l} w_kl and a the
// exaggeration. Each pair is visited once (i < j); w is computed twice rather than stored, so the
// memory stays one n x n table.
void Tsne::gradient(const double* y, double exaggeration, std::vector<double>& grad) const {
  const std::size_t n = static_cast<std::size_t>(m_n);
  const double z = student_t_sum(y, n);
  grad.assign(2 * n, 0.0);
  for (std::size_t i = 0; i < n; ++i) {
    double gx = 0, gy = 0;
    for (std::size_t j = i + 1; j < n; ++j) {
      const double dx = y[2 * i] - y[2 * j], dy = y[2 * i + 1] - y[2 * j + 1];
      const double w = 1.0 / (1.0 + (dx * dx + dy * dy));
      const double force = (exaggeration * static_cast<double>(m_p[i * n + j]) - w / z) * w;
      gx += force * dx;
      gy += force * dy;
      grad[2 * j] -= force * dx;
      grad[2 * j + 1] -= force * dy;
    }
    grad[2 * i] = 4 * (grad[2 * i] + gx);
    grad[2 * i + 1] = 4 * (grad[2 * i + 1] + gy);
  }
}

int Tsne::step(int k) {
  if (k < 0)
    fail("step needs a number of iterations of at least 0 (got " + std::to_string(k) + ")");
  calibrate(m_n);
  const int todo = std::min(k, m_settings.iterations - m_iteration);
  std::vector<double> grad;
  for (int t = 0; t < todo; ++t, ++m_iteration) {
    const bool exaggerated = m_iteration < m_settings.exaggeration_iterations;
    if (m_iteration == m_settings.exaggeration_iterations && m_iteration > 0) {
      m_update.assign(m_update.size(), 0.0);
      m_gains.assign(m_gains.size(), 1.0);
    }
    gradient(m_y.data(), exaggerated ? m_settings.early_exaggeration : 1.0, grad);
    const double momentum = exaggerated ? kTsneMomentumEarly : kTsneMomentumLate;
    for (std::size_t c = 0; c < m_y.size(); ++c) {
      // The last step and the new gradient of opposite signs: still going downhill that way.
      const bool onward = m_update[c] * grad[c] < 0;
      double gain = onward ? m_gains[c] + kTsneGainUp : m_gains[c] * kTsneGainDown;
      m_gains[c] = gain = gain < kTsneMinGain ? kTsneMinGain : gain;
      m_update[c] = momentum * m_update[c] - m_learning_rate * (gain * grad[c]);
      m_y[c] += m_update[c];
    }
  }
  return todo;
}

MatrixD Tsne::points() const {
  MatrixD out(m_n, 2);
  for (int i = 0; i < m_n; ++i) {
    out(i, 0) = m_y[2 * i];
    out(i, 1) = m_y[2 * i + 1];
  }
  return out;
}

// KL(P || Q) = sum_{i != j} p_ij ln(p_ij / q_ij), pairs with p_ij = 0 adding nothing.
double Tsne::kl() const {
  return kl_of(m_y.data());
}

double Tsne::kl_of(const double* y) const {
  require_p();
  const std::size_t n = static_cast<std::size_t>(m_n);
  const double z = student_t_sum(y, n);
  double kl = 0;
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j) {
      const double p = m_p[i * n + j];
      if (p <= 0) continue;
      const double dx = y[2 * i] - y[2 * j], dy = y[2 * i + 1] - y[2 * j + 1];
      const double q = 1.0 / (1.0 + (dx * dx + dy * dy)) / z;
      kl += p * portable_log(p / q);
    }
  return 2 * kl;
}

// Other points y (n, 2) as the row-major (n, 2) layout the run keeps.
std::vector<double> Tsne::layout(const MatrixD& y) const {
  if (y.rows() != m_n || y.cols() != 2)
    fail("points must be (" + std::to_string(m_n) + ", 2) (got (" + std::to_string(y.rows()) +
         ", " + std::to_string(y.cols()) + "))");
  std::vector<double> flat(2 * static_cast<std::size_t>(m_n));
  for (int i = 0; i < m_n; ++i) {
    flat[2 * i] = y(i, 0);
    flat[2 * i + 1] = y(i, 1);
  }
  return flat;
}

double Tsne::kl_at(const MatrixD& y) const {
  return kl_of(layout(y).data());
}

MatrixD Tsne::kl_gradient_at(const MatrixD& y) const {
  require_p();
  std::vector<double> grad;
  gradient(layout(y).data(), 1.0, grad);
  MatrixD out(m_n, 2);
  for (int i = 0; i < m_n; ++i) {
    out(i, 0) = grad[2 * i];
    out(i, 1) = grad[2 * i + 1];
  }
  return out;
}

TsneResult tsne(const MatrixD& x, const TsneSettings& settings) {
  Tsne run(x, settings);
  run.step(settings.iterations);
  return {run.points(), run.kl()};
}

}  // namespace elab
