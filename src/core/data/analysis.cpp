#include "core/data/analysis.hpp"

#include <Eigen/Eigenvalues>
#include <algorithm>
#include <cmath>
#include <string>

#include "core/errors.hpp"

namespace elab {

namespace {

template <typename T>
void check_rows(const Matrix<T>& x, const char* what) {
  if (x.rows() < 1 || x.cols() < 1)
    fail(std::string(what) + " needs at least one row and one column (got " +
         std::to_string(x.rows()) + " x " + std::to_string(x.cols()) + ")");
  for (Eigen::Index r = 0; r < x.rows(); ++r)
    for (Eigen::Index c = 0; c < x.cols(); ++c)
      if (!std::isfinite(static_cast<double>(x(r, c))))
        fail(std::string(what) + " needs finite values (got " + describe(x(r, c)) + " at row " +
             std::to_string(r) + ", column " + std::to_string(c) + ")");
}

void check_result_size(Eigen::Index rows, Eigen::Index cols, const char* what) {
  if (static_cast<double>(rows) * static_cast<double>(cols) > kMaxMatrixElements)
    fail(std::string(what) + " would be " + std::to_string(rows) + " x " + std::to_string(cols) +
         ", more than the " + std::to_string(kMaxMatrixElements) + " values allowed");
}

// Orders pairs by value (descending when highest, else ascending), then by (i, j).
template <typename T>
std::vector<SimilarPair> extreme_pairs(const Matrix<T>& sim, int m, bool highest) {
  if (sim.rows() != sim.cols())
    fail("similar pairs need a square similarity matrix (got " + std::to_string(sim.rows()) +
         " x " + std::to_string(sim.cols()) + ")");
  if (m < 0) fail("number of pairs must be at least 0 (got " + std::to_string(m) + ")");
  check_rows(sim, "similar pairs");
  const int n = static_cast<int>(sim.rows());
  std::vector<SimilarPair> pairs;
  pairs.reserve(static_cast<std::size_t>(n) * (n - 1) / 2);
  for (int i = 0; i < n; ++i)
    for (int j = i + 1; j < n; ++j) pairs.push_back({i, j, static_cast<double>(sim(i, j))});
  const auto before = [highest](const SimilarPair& a, const SimilarPair& b) {
    if (a.similarity != b.similarity)
      return highest ? a.similarity > b.similarity : a.similarity < b.similarity;
    return a.i != b.i ? a.i < b.i : a.j < b.j;
  };
  const std::size_t keep = std::min(pairs.size(), static_cast<std::size_t>(m));
  std::partial_sort(pairs.begin(), pairs.begin() + keep, pairs.end(), before);
  pairs.resize(keep);
  return pairs;
}

}  // namespace

template <typename T>
Matrix<T> cosine_similarity(const Matrix<T>& x) {
  check_rows(x, "cosine similarity");
  check_result_size(x.rows(), x.rows(), "the cosine similarity matrix");
  const MatrixD xd = x.template cast<double>();
  const Eigen::VectorXd norms = xd.rowwise().norm();
  const MatrixD dots = xd * xd.transpose();
  const Eigen::Index n = x.rows();
  Matrix<T> sim(n, n);
  for (Eigen::Index i = 0; i < n; ++i)
    for (Eigen::Index j = 0; j < n; ++j) {
      const double denom = norms(i) * norms(j);
      sim(i, j) = static_cast<T>(denom > 0 ? dots(i, j) / denom : 0.0);
    }
  return sim;
}

template <typename T>
Vector<T> row_norms(const Matrix<T>& x) {
  check_rows(x, "row norms");
  return x.template cast<double>().rowwise().norm().template cast<T>();
}

template <typename T>
PcaResult<T> pca(const Matrix<T>& x, int k) {
  check_rows(x, "PCA");
  const Eigen::Index n = x.rows(), d = x.cols();
  if (n < 2) fail("PCA needs at least 2 rows to measure variance (got " + std::to_string(n) + ")");
  if (k < 1 || k > d)
    fail("PCA component count k must be between 1 and the number of columns " + std::to_string(d) +
         " (got " + std::to_string(k) + ")");
  check_result_size(d, d, "the PCA covariance matrix");

  const MatrixD xd = x.template cast<double>();
  const Eigen::RowVectorXd mean = xd.colwise().mean();
  const MatrixD centered = xd.rowwise() - mean;
  const MatrixD cov = centered.transpose() * centered / static_cast<double>(n - 1);
  const Eigen::SelfAdjointEigenSolver<MatrixD> eig(cov);
  if (eig.info() != Eigen::Success) fail("PCA: the eigen-decomposition did not converge");

  const double total = std::max(cov.trace(), 0.0);
  // Eigen sorts eigenvalues ascending: the top k are the last k, taken in reverse.
  MatrixD comps(k, d);
  Eigen::VectorXd ev(k);
  for (int c = 0; c < k; ++c) {
    const Eigen::Index src = d - 1 - c;
    ev(c) = std::max(eig.eigenvalues()(src), 0.0);
    Eigen::RowVectorXd axis = eig.eigenvectors().col(src).transpose();
    Eigen::Index biggest = 0;
    for (Eigen::Index j = 1; j < d; ++j)
      if (std::fabs(axis(j)) > std::fabs(axis(biggest))) biggest = j;
    if (axis(biggest) < 0) axis = -axis;
    comps.row(c) = axis;
  }
  PcaResult<T> out;
  out.mean = mean.transpose().cast<T>();
  out.explained_variance = ev.cast<T>();
  out.explained_variance_ratio =
      (total > 0 ? Eigen::VectorXd(ev / total) : Eigen::VectorXd::Zero(k)).cast<T>();
  out.components = comps.cast<T>();
  out.projection = (centered * comps.transpose()).cast<T>();
  return out;
}

template <typename T>
std::vector<SimilarPair> most_similar_pairs(const Matrix<T>& sim, int m) {
  return extreme_pairs(sim, m, true);
}

template <typename T>
std::vector<SimilarPair> least_similar_pairs(const Matrix<T>& sim, int m) {
  return extreme_pairs(sim, m, false);
}

#define ELAB_INSTANTIATE(T)                                                       \
  template Matrix<T> cosine_similarity<T>(const Matrix<T>&);                      \
  template Vector<T> row_norms<T>(const Matrix<T>&);                              \
  template PcaResult<T> pca<T>(const Matrix<T>&, int);                            \
  template std::vector<SimilarPair> most_similar_pairs<T>(const Matrix<T>&, int); \
  template std::vector<SimilarPair> least_similar_pairs<T>(const Matrix<T>&, int);
ELAB_INSTANTIATE(float)
ELAB_INSTANTIATE(double)
#undef ELAB_INSTANTIATE

}  // namespace elab
