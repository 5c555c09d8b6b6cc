#include "core/projection/neighbours.hpp"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <string>

#include "core/errors.hpp"

namespace elab {

namespace {

template <typename T>
void check_finite_rows(const Matrix<T>& x, const char* what) {
  for (Eigen::Index i = 0; i < x.rows(); ++i)
    for (Eigen::Index j = 0; j < x.cols(); ++j)
      if (!std::isfinite(static_cast<double>(x(i, j))))
        fail(std::string(what) + ": row " + std::to_string(i) + ", column " + std::to_string(j) +
             " is " + describe(static_cast<double>(x(i, j))) +
             ": every value must be a finite number");
}

// Squared Euclidean distances from row i of x to every row, in column order (n).
void squared_distances_from(const MatrixD& x, Eigen::Index i, std::vector<double>& out) {
  out.assign(static_cast<std::size_t>(x.rows()), 0.0);
  for (Eigen::Index j = 0; j < x.rows(); ++j) {
    double sq = 0;
    for (Eigen::Index c = 0; c < x.cols(); ++c) {
      const double diff = x(i, c) - x(j, c);
      sq += diff * diff;
    }
    out[static_cast<std::size_t>(j)] = sq;
  }
}

// The other rows of i ordered by (distance, row): order[0] is i's nearest.
std::vector<int> rows_by_distance(const std::vector<double>& dist, int i) {
  std::vector<int> order;
  order.reserve(dist.size());
  for (int j = 0; j < static_cast<int>(dist.size()); ++j)
    if (j != i) order.push_back(j);
  std::sort(order.begin(), order.end(),
            [&](int a, int b) { return dist[a] != dist[b] ? dist[a] < dist[b] : a < b; });
  return order;
}

}  // namespace

template <typename T>
std::vector<Neighbour> cosine_neighbours(const Matrix<T>& x, int query, int k) {
  const int n = static_cast<int>(x.rows());
  if (n < 2 || x.cols() < 1)
    fail_setting("rows", "neighbours need at least 2 rows of at least 1 value (got " +
                             std::to_string(n) + " x " + std::to_string(x.cols()) + ")");
  if (query < 0 || query >= n)
    fail_setting("query", "query row must be between 0 and " + std::to_string(n - 1) +
                              ", the rows there are (got " + std::to_string(query) + ")");
  if (k < 1 || k > n - 1)
    fail_setting("k", "k must be between 1 and " + std::to_string(n - 1) +
                          ", the rows other than the query (got " + std::to_string(k) + ")");
  check_finite_rows(x, "neighbours");
  const Eigen::Index d = x.cols();
  auto dot = [&](int a, int b) {
    double s = 0;
    for (Eigen::Index c = 0; c < d; ++c)
      s += static_cast<double>(x(a, c)) * static_cast<double>(x(b, c));
    return s;
  };
  const double query_norm = std::sqrt(dot(query, query));
  std::vector<Neighbour> all;
  all.reserve(static_cast<std::size_t>(n - 1));
  for (int j = 0; j < n; ++j) {
    if (j == query) continue;
    const double norm = std::sqrt(dot(j, j));
    double cosine = query_norm > 0 && norm > 0 ? dot(query, j) / (query_norm * norm) : 0.0;
    cosine = std::min(1.0, std::max(-1.0, cosine));
    all.push_back({j, cosine});
  }
  std::partial_sort(all.begin(), all.begin() + k, all.end(),
                    [](const Neighbour& a, const Neighbour& b) {
                      return a.cosine != b.cosine ? a.cosine > b.cosine : a.index < b.index;
                    });
  all.resize(static_cast<std::size_t>(k));
  return all;
}

template std::vector<Neighbour> cosine_neighbours(const Matrix<float>&, int, int);
template std::vector<Neighbour> cosine_neighbours(const Matrix<double>&, int, int);

double trustworthiness(const MatrixD& x, const MatrixD& y, int k) {
  const int n = static_cast<int>(x.rows());
  if (y.rows() != x.rows())
    fail("trustworthiness compares the same rows in two spaces, but x has " + std::to_string(n) +
         " rows and y has " + std::to_string(y.rows()));
  if (x.cols() < 1 || y.cols() < 1) fail("trustworthiness needs at least 1 column in x and y");
  if (k < 1 || 2 * k >= n)
    fail_setting("k", "k must be at least 1 and below half the rows, " + std::to_string(n) +
                          " / 2 (got " + std::to_string(k) + ")");
  check_finite_rows(x, "trustworthiness");
  check_finite_rows(y, "trustworthiness");
  std::vector<double> dist;
  std::vector<int> rank(static_cast<std::size_t>(n));
  double penalty = 0;
  for (int i = 0; i < n; ++i) {
    squared_distances_from(x, i, dist);
    const std::vector<int> high = rows_by_distance(dist, i);
    for (int r = 0; r < n - 1; ++r) rank[high[r]] = r + 1;
    squared_distances_from(y, i, dist);
    const std::vector<int> low = rows_by_distance(dist, i);
    for (int r = 0; r < k; ++r)
      if (rank[low[r]] > k) penalty += rank[low[r]] - k;
  }
  const double nd = n, kd = k;
  return 1.0 - penalty * (2.0 / (nd * kd * (2.0 * nd - 3.0 * kd - 1.0)));
}

}  // namespace elab
