// Positions: the sinusoidal table and the position lessons (pe-sinusoidal, pe-relative,
// pe-learned, rope, positions). Conversions only; the numbers come from core/lessons/positions.
#include "core/lessons/positions.hpp"

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <array>
#include <exception>
#include <string>
#include <vector>

#include "bindings/marshal.hpp"
#include "core/kernels/positional.hpp"
#include "core/matrix.hpp"
#include "core/model/random.hpp"

using namespace elab::bindings;

namespace {

// One entry of pe_row_breakdown: pair i of PE[pos, :] with the formula's numbers.
struct PeRowTerm {
  double exponent, divisor, angle, sin, cos;
};

// pe_pair_rotation as JS wants it: 2-vectors as [x, y], the matrix as [[a, b], [c, d]].
using Pair = std::array<double, 2>;
struct PairRotationOut {
  double omega, angle;
  Pair from, to;
  std::array<Pair, 2> matrix;
  Pair rotated;
};

val sinusoidal_pe(double max_len, double d_model, double base) {
  return guarded([&] {
    const elab::MatrixF pe = elab::sinusoidal_pe<float>(whole_number(max_len, "max_len"),
                                                        whole_number(d_model, "d_model"), base);
    return copy_out(pe.data(), static_cast<std::size_t>(pe.size()));
  });
}

// The same matrix as a view of a buffer the module keeps: valid until the next call and until
// memory grows (a grown WASM memory detaches every view), so the JS API copies it out at once.
// Lets the page copy into a Float32Array it reuses while a slider is dragged, instead of
// allocating a fresh one per frame.
val sinusoidal_pe_view(double max_len, double d_model, double base) {
  return guarded([&] {
    static elab::MatrixF kept;
    kept = elab::sinusoidal_pe<float>(whole_number(max_len, "max_len"),
                                      whole_number(d_model, "d_model"), base);
    return val(emscripten::typed_memory_view(static_cast<std::size_t>(kept.size()), kept.data()));
  });
}

val pe_wavelengths(double d_model, double base) {
  return guarded([&] {
    return copy_out(elab::pe_wavelengths<float>(whole_number(d_model, "d_model"), base));
  });
}

val pe_row_breakdown(double pos, double d_model, double base) {
  return guarded([&] {
    const elab::MatrixD m = elab::pe_row_breakdown(whole_number(pos, "position"),
                                                   whole_number(d_model, "d_model"), base);
    val out = val::array();
    for (int i = 0; i < m.rows(); ++i)
      out.set(i, PeRowTerm{m(i, 0), m(i, 1), m(i, 2), m(i, 3), m(i, 4)});
    return out;
  });
}

// { dot, cosine } from p, and the same from position 0 as fromZero: the lesson draws both, and
// the positions lesson takes one value of each.
val pe_relative_similarity(double p, double max_k, double d_model, double base) {
  return guarded([&] {
    const int from = whole_number(p, "p");
    const int largest = whole_number(max_k, "largest k");
    const int d = whole_number(d_model, "d_model");
    const auto columns = [](const elab::MatrixD& m) {
      val out = val::object();
      out.set("dot", copy_out(elab::Vector<double>(m.col(0))));
      out.set("cosine", copy_out(elab::Vector<double>(m.col(1))));
      return out;
    };
    val out = columns(elab::pe_relative_similarity(from, largest, d, base));
    out.set("fromZero", columns(elab::pe_relative_similarity(0, largest, d, base)));
    return out;
  });
}

// { values, lengthened, rebased }: pe_table_checks.
val pe_table_checks(double rows, double d_model, double base, double extra_rows) {
  return guarded([&] {
    const elab::PeTableChecks c =
        elab::pe_table_checks(whole_number(rows, "max_len"), whole_number(d_model, "d_model"), base,
                              whole_number(extra_rows, "extra rows"));
    val out = val::object();
    out.set("values", static_cast<double>(c.values));
    out.set("lengthened", static_cast<double>(c.lengthened));
    out.set("rebased", static_cast<double>(c.rebased));
    return out;
  });
}

val pe_pair_rotation(double p, double k, double pair, double d_model, double base) {
  return guarded([&] {
    const elab::PairRotation r = elab::pe_pair_rotation(whole_number(p, "p"), whole_number(k, "k"),
                                                        whole_number(pair, "pair i"),
                                                        whole_number(d_model, "d_model"), base);
    return val(PairRotationOut{
        r.omega,
        r.angle,
        {r.from[0], r.from[1]},
        {r.to[0], r.to[1]},
        {Pair{r.matrix[0][0], r.matrix[0][1]}, Pair{r.matrix[1][0], r.matrix[1][1]}},
        {r.rotated[0], r.rotated[1]}});
  });
}

// Drawn tables leave as float32 (what every heatmap draws); the lessons compute in double.
val random_normal_table(double rows, double cols, double seed) {
  return guarded([&] {
    const elab::MatrixD m = elab::random_normal_table(
        whole_number(rows, "rows"), whole_number(cols, "columns"), elab::checked_seed(seed));
    return matrix_out<float>(m.cast<float>());
  });
}

// The learned-positions lesson in one call: the table shown (the trained one passed in, or a
// random N(0,1) one of rows x cols from the seed), whether it covers a sequence of seq_len
// positions (or the core's refusal), the cosine similarity of its rows, and that of a sinusoidal
// table of the same shape (or the core's reason: a trained table of odd width). The random table
// is rounded to float32 first, as the page shows and exports it, so its similarity is the shown
// table's. source: { table } | { rows, cols, seed }.
val learned_position_lesson(val source, double seq_len) {
  return guarded([&] {
    const bool trained = source.hasOwnProperty("table");
    val out = val::object();
    elab::MatrixD table;
    if (trained) {
      table = matrix_in<double>(source["table"], "the position table");
    } else {
      const elab::MatrixF shown =
          elab::random_normal_table(whole_number(source["rows"].as<double>(), "rows"),
                                    whole_number(source["cols"].as<double>(), "columns"),
                                    elab::checked_seed(source["seed"].as<double>()))
              .cast<float>();
      out.set("positions", matrix_out<float>(shown));
      table = shown.cast<double>();
    }
    // The core's refusal as an Error value (its message, key and values), absent when it fits.
    try {
      elab::learned_positions_for_length(table, whole_number(seq_len, "length"));
    } catch (const std::exception& e) {
      out.set("lookupProblem", js_error_of(e));
    }
    out.set("similarity", matrix_out<float>(elab::position_cosine_similarity(table).cast<float>()));
    try {
      const elab::MatrixD pe = elab::sinusoidal_pe<float>(static_cast<int>(table.rows()),
                                                          static_cast<int>(table.cols()), 10000.0)
                                   .cast<double>();
      out.set("sinusoidalSimilarity",
              matrix_out<float>(elab::position_cosine_similarity(pe).cast<float>()));
    } catch (const std::exception& e) {
      out.set("sinusoidalProblem", js_error_of(e));
    }
    return out;
  });
}

// The RoPE lesson's clocks at position m in one call: each pair's hand { cos, sin } as [x, y], and
// its angle's numbers (pe_row_breakdown: the angle m·ωᵢ and its sine and cosine).
val rope_clocks(double position, double d, double base) {
  return guarded([&] {
    const elab::MatrixD m = elab::rope_clock_hands(position, whole_number(d, "d"), base);
    val hands = val::array();
    for (int i = 0; i < m.rows(); ++i) hands.set(i, Pair{m(i, 0), m(i, 1)});
    val out = val::object();
    out.set("hands", hands);
    out.set("row", pe_row_breakdown(position, d, base));
    return out;
  });
}

// One Float64Array per absolute position m: the score of a random query and key (rows 0 and 1 of
// random_normal_table(2, d, seed), rounded to float32 as the page shows such tables) against each
// offset. The vectors stay in the core: the lessons draw scores, not q and k.
val rope_random_scores(double d, double seed, val absolute_m, double min_offset, double max_offset,
                       double base) {
  return guarded([&] {
    const elab::RandomQK qk = elab::rope_random_qk(whole_number(d, "d"), elab::checked_seed(seed));
    const elab::MatrixD m =
        elab::rope_score_table(qk.q, qk.k, number_list(absolute_m, "absolute positions m"),
                               whole_number(min_offset, "smallest offset"),
                               whole_number(max_offset, "largest offset"), base);
    val out = val::array();
    for (int a = 0; a < m.rows(); ++a) out.set(a, copy_out(elab::Vector<double>(m.row(a))));
    return out;
  });
}

// { rowI, rowJ (Float32Array, shown), pair, fromZero, scores (Float64Array, one per shift) }:
// positions_lesson.
val positions_lesson(double i, double j, double d, double base, double seed, val shifts,
                     double shown) {
  return guarded([&] {
    const elab::PositionsLesson r = elab::positions_lesson(
        whole_number(i, "token i"), whole_number(j, "token j"), whole_number(d, "d"), base,
        elab::checked_seed(seed), whole_number_list(shifts, "shift"),
        whole_number(shown, "values shown"));
    val out = val::object();
    out.set("rowI", copy_out(r.row_i));
    out.set("rowJ", copy_out(r.row_j));
    out.set("pair", r.pair);
    out.set("fromZero", r.from_zero);
    out.set("scores", copy_out(r.scores));
    return out;
  });
}

double max_matrix_elements() {
  return static_cast<double>(elab::kMaxMatrixElements);
}

}  // namespace

EMSCRIPTEN_BINDINGS(positions) {
  using emscripten::function;
  emscripten::value_object<PeRowTerm>("PeRowTerm")
      .field("exponent", &PeRowTerm::exponent)
      .field("divisor", &PeRowTerm::divisor)
      .field("angle", &PeRowTerm::angle)
      .field("sin", &PeRowTerm::sin)
      .field("cos", &PeRowTerm::cos);
  emscripten::value_array<Pair>("Pair")
      .element(emscripten::index<0>())
      .element(emscripten::index<1>());
  emscripten::value_array<std::array<Pair, 2>>("PairMatrix")
      .element(emscripten::index<0>())
      .element(emscripten::index<1>());
  emscripten::value_object<PairRotationOut>("PairRotation")
      .field("omega", &PairRotationOut::omega)
      .field("angle", &PairRotationOut::angle)
      .field("from", &PairRotationOut::from)
      .field("to", &PairRotationOut::to)
      .field("matrix", &PairRotationOut::matrix)
      .field("rotated", &PairRotationOut::rotated);

  function("sinusoidalPe", &sinusoidal_pe);
  function("sinusoidalPeView", &sinusoidal_pe_view);
  function("peWavelengths", &pe_wavelengths);
  function("maxMatrixElements", &max_matrix_elements);
  function("peRowBreakdown", &pe_row_breakdown);
  function("peRelativeSimilarity", &pe_relative_similarity);
  function("peTableChecks", &pe_table_checks);
  function("pePairRotation", &pe_pair_rotation);
  function("randomNormalTable", &random_normal_table);
  function("learnedPositionLesson", &learned_position_lesson);
  function("ropeClocks", &rope_clocks);
  function("ropeRandomScores", &rope_random_scores);
  function("positionsLesson", &positions_lesson);
}
