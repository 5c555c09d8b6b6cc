// Looking at learned embeddings: cosine similarity, PCA for 2-D/3-D plots, the most and least
// similar pairs, and vector lengths. Not a hot path: everything is computed in double with Eigen
// and returned in the caller's type T (float or double; both are instantiated).
#pragma once

#include <vector>

#include "core/matrix.hpp"

namespace elab {

// Inputs are rows of x (n, d): one embedding per row. Every function rejects an empty x,
// non-finite values (naming the row and column) and results over kMaxMatrixElements.

// sim (n, n): sim(i, j) = x_i . x_j / (|x_i| |x_j|); a zero row has similarity 0 with every row,
// itself included (as reference_model.cosine_similarity_matrix).
template <typename T>
Matrix<T> cosine_similarity(const Matrix<T>& x);

// |x_i| for each row, (n).
template <typename T>
Vector<T> row_norms(const Matrix<T>& x);

template <typename T>
struct PcaResult {
  Vector<T> mean;                      // (d) subtracted before projecting
  Vector<T> explained_variance;        // (k) eigenvalues of the covariance (n-1 denominator)
  Vector<T> explained_variance_ratio;  // (k) share of the total variance (0 if there is none)
  Matrix<T> components;                // (k, d) unit principal axes, largest variance first
  Matrix<T> projection;                // (n, k) centered rows on those axes
};

// PCA by the eigen-decomposition of the covariance (SelfAdjointEigenSolver), as sklearn's PCA up
// to signs: an axis and its negation are equally valid, so each component is oriented to make
// its largest-magnitude entry positive (the first such entry on ties), which keeps plots from
// flipping between runs. Needs n >= 2 rows and 1 <= k <= d. Eigenvalues that rounding pushes
// below 0 are reported as 0.
template <typename T>
PcaResult<T> pca(const Matrix<T>& x, int k);

struct SimilarPair {
  int i = 0, j = 0;  // row indices, i < j
  double similarity = 0;
};

// From a square similarity matrix sim (n, n) (e.g. cosine_similarity's result), the m pairs
// i < j (the diagonal never counts) with the highest values, highest first; least_similar_pairs
// gives the m lowest, lowest first. Equal values are ordered by (i, j), so results are
// deterministic. m >= 0; when fewer than m pairs exist, all n(n-1)/2 are returned.
template <typename T>
std::vector<SimilarPair> most_similar_pairs(const Matrix<T>& sim, int m);
template <typename T>
std::vector<SimilarPair> least_similar_pairs(const Matrix<T>& sim, int m);

}  // namespace elab
