// Which rows sit near a row: nearest neighbours by cosine in the original space (what a click on a
// point of the projector lists), and trustworthiness, the measure of how well a 2-D map keeps
// them. Exact: every pair is compared, in double.
#pragma once

#include <vector>

#include "core/matrix.hpp"

namespace elab {

struct Neighbour {
  int index = 0;      // row of x
  double cosine = 0;  // x_index . x_query / (|x_index| |x_query|), in [-1, 1]
};

// The k rows of x (n, d) with the highest cosine to row `query`, highest first, the query itself
// left out; equal cosines in row order. A zero row has cosine 0 with every row (as
// cosine_similarity in data/analysis.hpp), so a zero query gets rows 0, 1, ... with cosine 0.
// Rounding may put a cosine a hair past 1; it is reported as 1 (and -1 likewise). Fails for a
// query outside [0, n), k outside [1, n - 1] and non-finite values (naming the row and column).
template <typename T>
std::vector<Neighbour> cosine_neighbours(const Matrix<T>& x, int query, int k);

// Trustworthiness at k (Venna & Kaski, 2001), as sklearn.manifold.trustworthiness with Euclidean
// distances: 1 - 2 / (n k (2n - 3k - 1)) sum_i sum_{j in U_i} (r(i, j) - k), where U_i are the
// k nearest rows of i in y that are not among its k nearest in x, and r(i, j) is j's rank by
// distance from i in x (1 = nearest). 1 when every row's k nearest in y are its k nearest in x;
// each intruder costs by how far away it really is. Equal distances rank in row order. x (n, d)
// and y (n, d') have the same rows; k in [1, n / 2) (scikit-learn's rule).
double trustworthiness(const MatrixD& x, const MatrixD& y, int k);

}  // namespace elab
