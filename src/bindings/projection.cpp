// The embedding projector's side of the core (core/projection/, core/data/vectors_tsv.hpp): a
// learner's vectors.tsv read with the CLI's rules, t-SNE held in the core and stepped by its
// caller (the page animates the iterations and reports progress), and cosine neighbours in the
// vectors' own space.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <memory>
#include <string>
#include <vector>

#include "bindings/marshal.hpp"
#include "core/data/analysis.hpp"
#include "core/data/vectors_tsv.hpp"
#include "core/projection/neighbours.hpp"
#include "core/projection/tsne.hpp"

namespace elab::bindings {
namespace {

// The Projector's vectors.tsv as { rows, cols, data: Float32Array }; a bad file's message names
// its line.
val parse_vectors_tsv(std::string text) {
  return guarded([&] { return matrix_out(elab::parse_vectors_tsv(text)); });
}

// The k rows of vectors nearest row query by cosine, in the vectors' own space: [{ index, cosine
// }], highest first.
val cosine_neighbours(val vectors, double query, double k) {
  return guarded([&] {
    const std::vector<elab::Neighbour> found = elab::cosine_neighbours(
        matrix_in<float>(vectors, "the vectors"), whole_number(query, "the row"),
        whole_number(k, "the number of neighbours"));
    val out = val::array();
    for (std::size_t i = 0; i < found.size(); ++i) {
      val one = val::object();
      one.set("index", found[i].index);
      one.set("cosine", found[i].cosine);
      out.set(i, one);
    }
    return out;
  });
}

// The rows of vectors on their first two principal axes: { points: { rows, cols: 2, data:
// Float64Array }, explained: [share of PC1, share of PC2] } (a single column: PC2 is 0 with share
// 0), the projector's PCA beside its t-SNE.
val project_pca(val vectors) {
  return guarded([&] {
    const elab::MatrixD x = matrix_in<double>(vectors, "the vectors");
    const int k = x.cols() >= 2 ? 2 : 1;
    const elab::PcaResult<double> r = elab::pca(x, k);
    elab::MatrixD points = elab::MatrixD::Zero(x.rows(), 2);
    points.leftCols(k) = r.projection;
    val explained = val::array();
    for (int i = 0; i < 2; ++i) explained.set(i, i < k ? r.explained_variance_ratio(i) : 0.0);
    val out = val::object();
    out.set("points", matrix_out(points));
    out.set("explained", explained);
    return out;
  });
}

// How well the 2-D points y keep each row's k nearest rows of x (1: all kept).
val trustworthiness_of(val x, val y, double k) {
  return guarded([&] {
    return val(elab::trustworthiness(matrix_in<double>(x, "the vectors"),
                                     matrix_in<double>(y, "the points"),
                                     whole_number(k, "the number of neighbours")));
  });
}

elab::TsneSettings tsne_settings(const val& settings) {
  elab::TsneSettings s;
  s.perplexity = number_field(settings, "perplexity", s.perplexity);
  s.iterations = whole_number(number_field(settings, "iterations", s.iterations), "iterations");
  s.learning_rate = number_field(settings, "learningRate", s.learning_rate);
  const double seed = number_field(settings, "seed", static_cast<double>(s.seed));
  s.seed = static_cast<std::uint64_t>(whole_number(seed, "seed"));
  return s;
}

// A t-SNE run held in the core: configure checks the rows and settings and draws the start (the
// rows never come back out), calibrate(k) computes k more rows of P (the page reports progress
// between calls), then step(k) advances it; points() and kl() read it between steps.
class TsneHandle {
 public:
  val configure(val vectors, val settings) {
    return guarded([&] {
      m_run.reset();
      m_run =
          std::make_unique<elab::Tsne>(matrix_in<double>(vectors, "the vectors"),
                                       tsne_settings(settings), elab::TsneCalibration::in_steps);
      val out = val::object();
      out.set("rows", m_run->rows());
      out.set("iterations", m_run->iterations());
      out.set("learningRate", m_run->learning_rate());
      return out;
    });
  }
  val calibrate(double k) {
    return guarded([&] { return val(run().calibrate(whole_number(k, "the number of rows"))); });
  }
  int calibrated_rows() const { return m_run ? m_run->calibrated_rows() : 0; }
  val step(double k) {
    return guarded([&] { return val(run().step(whole_number(k, "the number of steps"))); });
  }
  val points() const {
    return guarded([&] { return matrix_out(run().points()); });
  }
  val kl() const {
    return guarded([&] { return val(run().kl()); });
  }
  int iteration() const { return m_run ? m_run->iteration() : 0; }

 private:
  elab::Tsne& run() const {
    if (!m_run) elab::fail("t-SNE was not configured");
    return *m_run;
  }
  std::unique_ptr<elab::Tsne> m_run;
};

}  // namespace
}  // namespace elab::bindings

EMSCRIPTEN_BINDINGS(projection) {
  using namespace elab::bindings;
  emscripten::function("parseVectorsTsv", &parse_vectors_tsv);
  emscripten::function("cosineNeighbours", &cosine_neighbours);
  emscripten::function("projectPca", &project_pca);
  emscripten::function("trustworthiness", &trustworthiness_of);
  emscripten::class_<TsneHandle>("TsneRun")
      .constructor<>()
      .function("configure", &TsneHandle::configure)
      .function("calibrate", &TsneHandle::calibrate)
      .function("calibratedRows", &TsneHandle::calibrated_rows)
      .function("step", &TsneHandle::step)
      .function("points", &TsneHandle::points)
      .function("kl", &TsneHandle::kl)
      .function("iteration", &TsneHandle::iteration);
}
