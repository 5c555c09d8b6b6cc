// Embedding analysis: PyTorch fixtures (cosine similarity, PCA up to per-component sign),
// mathematical properties on seeded data, pair ordering, and rejected inputs.
#include <Eigen/QR>
#include <cmath>
#include <limits>
#include <vector>

#include "core/data/analysis.hpp"
#include "core/errors.hpp"
#include "core/model/random.hpp"
#include "fixtures.hpp"

using Catch::Matchers::Contains;
using elab::InvalidArgument;
using elab::MatrixD;

namespace {

template <typename T>
elab::Matrix<T> to_matrix(const elab::test::Tensor& t) {
  REQUIRE(t.shape.size() == 2);
  elab::Matrix<T> m(t.shape[0], t.shape[1]);
  for (int i = 0; i < m.size(); ++i) m.data()[i] = static_cast<T>(t.data[i]);
  return m;
}

template <typename Derived>
std::vector<double> flat(const Eigen::MatrixBase<Derived>& m) {
  std::vector<double> out;
  // Row-major order, whatever the storage.
  for (Eigen::Index r = 0; r < m.rows(); ++r)
    for (Eigen::Index c = 0; c < m.cols(); ++c) out.push_back(static_cast<double>(m(r, c)));
  return out;
}

MatrixD random_matrix(int n, int d, std::uint64_t seed) {
  elab::Rng rng(seed);
  MatrixD x(n, d);
  for (int i = 0; i < x.size(); ++i) x.data()[i] = rng.normal();
  return x;
}

}  // namespace

TEMPLATE_TEST_CASE("cosine_similarity matches the PyTorch fixture", "[analysis][fixture]", float,
                   double) {
  for (const auto& c : elab::test::cases_of("cosine_similarity")) {
    const auto x = to_matrix<TestType>(elab::test::tensor(c.at("inputs").at("x")));
    const auto want = elab::test::tensor(c.at("expected").at("sim"));
    const auto sim = elab::cosine_similarity(x);
    REQUIRE(sim.rows() == want.shape[0]);
    REQUIRE(sim.cols() == want.shape[1]);
    elab::test::require_close(flat(sim), want.data, elab::test::tolerance(c), c.at("name"));
  }
}

TEMPLATE_TEST_CASE("pca matches the PyTorch fixture up to the sign of each component",
                   "[analysis][fixture]", float, double) {
  for (const auto& c : elab::test::cases_of("pca")) {
    const int k = c.at("params").at("k");
    const auto x = to_matrix<TestType>(elab::test::tensor(c.at("inputs").at("x")));
    const auto& e = c.at("expected");
    const auto want_ev = elab::test::tensor(e.at("explained_variance"));
    const auto want_ratio = elab::test::tensor(e.at("explained_variance_ratio"));
    const auto want_comp = elab::test::tensor(e.at("components"));
    const auto want_proj = elab::test::tensor(e.at("projection"));
    const auto tol = elab::test::tolerance(c);
    const auto got = elab::pca(x, k);
    elab::test::require_close(flat(got.explained_variance), want_ev.data, tol, "variance");
    elab::test::require_close(flat(got.explained_variance_ratio), want_ratio.data, tol, "ratio");

    // Align signs: component r is compared after multiplying by the sign that best matches the
    // fixture's row; its projection column gets the same sign.
    const int d = static_cast<int>(x.cols()), n = static_cast<int>(x.rows());
    REQUIRE(got.components.rows() == k);
    REQUIRE(got.components.cols() == d);
    REQUIRE(got.projection.rows() == n);
    REQUIRE(got.projection.cols() == k);
    std::vector<double> comp(k * d), proj(n * k);
    for (int r = 0; r < k; ++r) {
      double dot = 0;
      for (int j = 0; j < d; ++j) dot += got.components(r, j) * want_comp.data[r * d + j];
      const double s = dot < 0 ? -1 : 1;
      for (int j = 0; j < d; ++j) comp[r * d + j] = s * got.components(r, j);
      for (int i = 0; i < n; ++i) proj[i * k + r] = s * got.projection(i, r);
    }
    elab::test::require_close(comp, want_comp.data, tol, "components (sign-aligned)");
    elab::test::require_close(proj, want_proj.data, tol, "projection (sign-aligned)");
  }
}

TEST_CASE("cosine_similarity properties", "[analysis]") {
  MatrixD x = random_matrix(7, 5, 11);
  x.row(3).setZero();
  x.row(5) = -2.5 * x.row(1);  // opposite direction
  x.row(6) = 4.0 * x.row(0);   // same direction, longer
  const MatrixD sim = elab::cosine_similarity(x);
  for (int i = 0; i < 7; ++i) {
    for (int j = 0; j < 7; ++j) {
      CHECK(sim(i, j) == sim(j, i));
      CHECK(std::fabs(sim(i, j)) <= 1 + 1e-12);
    }
    if (i != 3) CHECK(sim(i, i) == Approx(1.0).epsilon(1e-14));
    CHECK(sim(3, i) == 0.0);  // zero row: 0 everywhere, including with itself
  }
  CHECK(sim(1, 5) == Approx(-1.0).epsilon(1e-14));
  CHECK(sim(0, 6) == Approx(1.0).epsilon(1e-14));
  // Scale invariance: sim with row 6 equals sim with row 0.
  for (int j = 0; j < 7; ++j)
    if (j != 0 && j != 6) CHECK(sim(6, j) == Approx(sim(0, j)).epsilon(1e-12));
  // Independent formula for one entry.
  const double want = x.row(2).dot(x.row(4)) / (x.row(2).norm() * x.row(4).norm());
  CHECK(sim(2, 4) == Approx(want).epsilon(1e-14));
}

TEST_CASE("row_norms are the Euclidean lengths", "[analysis]") {
  MatrixD x(3, 2);
  x << 3, 4, 0, 0, -1, 1;
  const auto norms = elab::row_norms(x);
  REQUIRE(norms.size() == 3);
  CHECK(norms(0) == 5.0);
  CHECK(norms(1) == 0.0);
  CHECK(norms(2) == Approx(std::sqrt(2.0)));
  elab::MatrixF xf = x.cast<float>();
  CHECK(elab::row_norms(xf)(0) == 5.0f);
}

TEST_CASE("pca properties on seeded data", "[analysis]") {
  // Stretch axes so the variances are well separated, then rotate by a random orthogonal Q.
  const int n = 200, d = 6;
  MatrixD z = random_matrix(n, d, 5);
  const double scales[d] = {5, 3, 2, 1, 0.5, 0.1};
  for (int j = 0; j < d; ++j) z.col(j) *= scales[j];
  const Eigen::HouseholderQR<MatrixD> qr(random_matrix(d, d, 6));
  const MatrixD q = qr.householderQ();
  MatrixD x = z * q.transpose();
  x.rowwise() += Eigen::RowVectorXd::LinSpaced(d, -3, 3);  // an offset PCA must remove

  const auto full = elab::pca(x, d);
  const Eigen::RowVectorXd mean = x.colwise().mean();
  const MatrixD centered = x.rowwise() - mean;
  const MatrixD cov = centered.transpose() * centered / (n - 1);

  SECTION("components are orthonormal eigenvectors of the covariance, variance descending") {
    const MatrixD gram = full.components * full.components.transpose();
    CHECK((gram - MatrixD::Identity(d, d)).cwiseAbs().maxCoeff() < 1e-12);
    for (int c = 0; c < d; ++c) {
      const Eigen::VectorXd v = full.components.row(c).transpose();
      CHECK((cov * v - full.explained_variance(c) * v).norm() < 1e-10);
      if (c > 0) CHECK(full.explained_variance(c) <= full.explained_variance(c - 1));
    }
    // The data were built with these variances along the rotated axes (roughly, by sampling).
    CHECK(full.explained_variance(0) == Approx(25).epsilon(0.3));
  }
  SECTION("ratios sum to 1 with all components; the projection's variance is the eigenvalue") {
    CHECK(full.explained_variance_ratio.sum() == Approx(1.0).epsilon(1e-12));
    CHECK(full.explained_variance.sum() == Approx(cov.trace()).epsilon(1e-12));
    for (int c = 0; c < d; ++c) {
      const Eigen::VectorXd col = full.projection.col(c);
      CHECK(col.mean() == Approx(0).margin(1e-10));
      CHECK(col.squaredNorm() / (n - 1) == Approx(full.explained_variance(c)).epsilon(1e-10));
    }
    // All d components reconstruct the centered data exactly.
    CHECK((full.projection * full.components - centered).cwiseAbs().maxCoeff() < 1e-10);
    CHECK((full.mean.transpose() - mean).cwiseAbs().maxCoeff() < 1e-14);
  }
  SECTION("top-k is the first k of the full result, and signs follow the documented rule") {
    const auto top2 = elab::pca(x, 2);
    CHECK((top2.components - full.components.topRows(2)).cwiseAbs().maxCoeff() < 1e-12);
    CHECK((top2.projection - full.projection.leftCols(2)).cwiseAbs().maxCoeff() < 1e-10);
    for (int c = 0; c < 2; ++c) {
      Eigen::Index where;
      top2.components.row(c).cwiseAbs().maxCoeff(&where);
      CHECK(top2.components(c, where) > 0);
    }
  }
}

TEST_CASE("pca of constant data reports zero variance, not NaN", "[analysis]") {
  MatrixD x = MatrixD::Constant(4, 3, 2.5);
  const auto r = elab::pca(x, 2);
  for (int c = 0; c < 2; ++c) {
    CHECK(r.explained_variance(c) == 0.0);
    CHECK(r.explained_variance_ratio(c) == 0.0);
    CHECK(r.components.row(c).norm() == Approx(1.0));
  }
  CHECK(r.projection.cwiseAbs().maxCoeff() == 0.0);
}

TEST_CASE("most and least similar pairs", "[analysis]") {
  MatrixD sim(4, 4);
  // Diagonal values are large on purpose: they must never be reported.
  sim << 9, 0.5, -0.2, 0.5,  //
      0.5, 9, 0.9, -0.7,     //
      -0.2, 0.9, 9, 0.5,     //
      0.5, -0.7, 0.5, 9;
  SECTION("highest first, ties by (i, j)") {
    const auto top = elab::most_similar_pairs(sim, 4);
    REQUIRE(top.size() == 4);
    CHECK((top[0].i == 1 && top[0].j == 2 && top[0].similarity == 0.9));
    // Three pairs tie at 0.5: (0,1), (0,3), (2,3) in that order.
    CHECK((top[1].i == 0 && top[1].j == 1));
    CHECK((top[2].i == 0 && top[2].j == 3));
    CHECK((top[3].i == 2 && top[3].j == 3));
  }
  SECTION("lowest first") {
    const auto low = elab::least_similar_pairs(sim, 2);
    REQUIRE(low.size() == 2);
    CHECK((low[0].i == 1 && low[0].j == 3 && low[0].similarity == -0.7));
    CHECK((low[1].i == 0 && low[1].j == 2));
  }
  SECTION("asking for more pairs than exist returns all n(n-1)/2; m = 0 returns none") {
    CHECK(elab::most_similar_pairs(sim, 100).size() == 6);
    CHECK(elab::least_similar_pairs(sim, 0).empty());
    CHECK(elab::most_similar_pairs(MatrixD(MatrixD::Constant(1, 1, 1.0)), 3).empty());
  }
  SECTION("from embeddings, as the lesson uses them (float)") {
    elab::MatrixF x(3, 2);
    x << 1, 0, 0.9f, 0.1f, -1, 0;
    const auto top = elab::most_similar_pairs(elab::cosine_similarity(x), 1);
    REQUIRE(top.size() == 1);
    CHECK((top[0].i == 0 && top[0].j == 1));
    const auto low = elab::least_similar_pairs(elab::cosine_similarity(x), 1);
    CHECK((low[0].i == 0 && low[0].j == 2));
    CHECK(low[0].similarity == Approx(-1.0));
  }
}

TEST_CASE("analysis rejects bad input with messages", "[analysis][errors]") {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  MatrixD empty(0, 3);
  CHECK_THROWS_WITH(elab::cosine_similarity(empty),
                    Contains("at least one row and one column") && Contains("(got 0 x 3)"));
  CHECK_THROWS_AS(elab::row_norms(MatrixD(2, 0)), InvalidArgument);
  MatrixD bad = MatrixD::Ones(3, 2);
  bad(2, 1) = nan;
  CHECK_THROWS_WITH(elab::cosine_similarity(bad),
                    Contains("finite values") && Contains("NaN at row 2, column 1"));
  CHECK_THROWS_WITH(elab::pca(bad, 1), Contains("NaN at row 2, column 1"));
  bad(2, 1) = std::numeric_limits<double>::infinity();
  CHECK_THROWS_WITH(elab::row_norms(bad), Contains("Infinity at row 2"));

  const MatrixD x = random_matrix(5, 3, 1);
  CHECK_THROWS_WITH(elab::pca(x, 0),
                    Contains("between 1 and the number of columns 3") && Contains("(got 0)"));
  CHECK_THROWS_WITH(elab::pca(x, 4), Contains("(got 4)"));
  CHECK_THROWS_WITH(elab::pca(MatrixD(MatrixD::Ones(1, 3)), 1),
                    Contains("at least 2 rows") && Contains("(got 1)"));

  CHECK_THROWS_WITH(elab::most_similar_pairs(MatrixD(MatrixD::Ones(2, 3)), 1),
                    Contains("square") && Contains("(got 2 x 3)"));
  CHECK_THROWS_WITH(elab::least_similar_pairs(MatrixD(MatrixD::Ones(2, 2)), -1),
                    Contains("at least 0") && Contains("(got -1)"));
  MatrixD sim_nan = MatrixD::Ones(2, 2);
  sim_nan(0, 1) = nan;
  CHECK_THROWS_WITH(elab::most_similar_pairs(sim_nan, 1), Contains("NaN at row 0, column 1"));

  // A similarity matrix over the size cap is refused before it is allocated.
  CHECK_THROWS_WITH(elab::cosine_similarity(MatrixD(MatrixD::Ones(5000, 1))),
                    Contains("5000 x 5000") && Contains("more than"));
}
