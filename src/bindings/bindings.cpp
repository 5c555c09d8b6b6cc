// The core's functions as JS-friendly calls. src/bindings/ is the one place that includes
// Emscripten; marshal.hpp holds the conversions every bindings file uses.
#include <emscripten/bind.h>
#include <emscripten/val.h>
#include <malloc.h>

#include <exception>
#include <memory>
#include <utility>
#include <vector>

#include "bindings/marshal.hpp"
#include "core/data/analysis.hpp"
#include "core/data/corpus.hpp"
#include "core/data/tokenizer.hpp"
#include "core/errors.hpp"
#include "core/kernels/positional.hpp"
#include "core/lessons/attention.hpp"
#include "core/lessons/positions.hpp"
#include "core/lessons/tokens.hpp"
#include "core/matrix.hpp"
#include "core/model/trainer.hpp"
#include "core/model/training_lab.hpp"

using namespace elab::bindings;

namespace {

val sinusoidal_pe(double max_len, double d_model, double base) {
  return guarded([&] {
    const int rows = whole_number(max_len, "max_len");
    const int cols = whole_number(d_model, "d_model");
    const elab::MatrixF pe = elab::sinusoidal_pe<float>(rows, cols, base);
    return float32_copy(pe.data(), static_cast<std::size_t>(pe.size()));
  });
}

// The same matrix as a view of a buffer the module keeps (valid until the next call and until
// memory grows: the JS API copies it out at once, TOOLCHAIN.md item 10). Lets the page copy into a
// Float32Array it reuses while a slider is dragged, instead of allocating a fresh one per frame.
val sinusoidal_pe_view(double max_len, double d_model, double base) {
  return guarded([&] {
    static elab::MatrixF kept;
    const int rows = whole_number(max_len, "max_len");
    const int cols = whole_number(d_model, "d_model");
    kept = elab::sinusoidal_pe<float>(rows, cols, base);
    return val(emscripten::typed_memory_view(static_cast<std::size_t>(kept.size()), kept.data()));
  });
}

val pe_wavelengths(double d_model, double base) {
  return guarded([&] {
    const int cols = whole_number(d_model, "d_model");
    const std::vector<float> w = elab::pe_wavelengths<float>(cols, base);
    return float32_copy(w.data(), w.size());
  });
}

elab::TrainerConfig trainer_config(const val& settings) {
  elab::TrainerConfig c;
  c.model = string_field(settings, "model", c.model);
  c.d_model = elab::checked_size(number_field(settings, "dModel", c.d_model), "d_model", 1, 4096);
  c.n_layer = elab::checked_size(number_field(settings, "layers", c.n_layer), "layers", 1, 64);
  c.n_head = elab::checked_size(number_field(settings, "heads", c.n_head), "heads", 1, 64);
  c.max_len = elab::checked_size(number_field(settings, "maxLen", c.max_len), "max_len", 1, 65536);
  c.pe = elab::parse_pe(string_field(settings, "pe", elab::to_string(c.pe)));
  c.norm = elab::parse_norm(string_field(settings, "norm", elab::to_string(c.norm)));
  c.lr = number_field(settings, "lr", c.lr);
  c.weight_decay = number_field(settings, "weightDecay", c.weight_decay);
  c.clip_norm = number_field(settings, "clipNorm", c.clip_norm);
  c.batch = elab::checked_size(number_field(settings, "batch", c.batch), "batch", 1, 4096);
  c.seq_len = elab::checked_size(number_field(settings, "seqLen", c.seq_len), "seq_len", 1, 4096);
  c.seed = static_cast<std::uint64_t>(
      elab::checked_size(number_field(settings, "seed", 42), "seed", 0, 2147483647));
  return c;
}

// The training lab's handle on a trainer. JS owns it and must call .delete().
class TrainerHandle {
 public:
  // Created empty, then configured: a rejected setting then comes back from configure() as an
  // Error value instead of being thrown out of a constructor (see guarded).
  val configure(val settings, std::string text) {
    return guarded([&] {
      m_trainer = std::make_unique<elab::Trainer>(trainer_config(settings), text);
      return val::undefined();
    });
  }

  val step(double n) {
    return guarded([&] {
      const auto losses = trainer().step(whole_number(n, "steps"));
      return val(emscripten::typed_memory_view(losses.size(), losses.data())).call<val>("slice");
    });
  }
  val eval_loss(double seq_len) {
    return guarded([&] { return val(trainer().eval_loss(whole_number(seq_len, "seq_len"))); });
  }
  val generate(std::string prompt, double n, double temperature, double top_k, double seed,
               double top_p) {
    return guarded([&] {
      return val(trainer().generate(prompt, whole_number(n, "length"), temperature,
                                    whole_number(top_k, "top_k"),
                                    static_cast<std::uint64_t>(whole_number(seed, "seed")), top_p));
    });
  }
  val reset() {
    return guarded([&] {
      trainer().reset();
      return val::undefined();
    });
  }
  double steps_done() const { return m_trainer ? static_cast<double>(m_trainer->steps_done()) : 0; }
  bool diverged() const { return m_trainer && m_trainer->diverged(); }
  std::string divergence() const { return m_trainer ? m_trainer->divergence() : std::string(); }
  double parameter_count() const {
    return m_trainer ? static_cast<double>(m_trainer->model().size()) : 0;
  }
  // The configured trainer; only called inside guarded(), where "not configured" is a message.
  elab::Trainer& trainer() {
    if (!m_trainer) elab::fail("the trainer has not been configured yet");
    return *m_trainer;
  }

 private:
  std::unique_ptr<elab::Trainer> m_trainer;
};

// ---- lessons: tokens and embeddings (tokenizer, token-embedding, combined, position-experiment)

// A JS array of numbers as token ids: each must be a whole number (the core checks the range).
std::vector<int> ids_from(const val& array, const char* name) {
  if (!array.isArray()) elab::fail(std::string(name) + " must be a list of numbers");
  const std::vector<double> raw = emscripten::vecFromJSArray<double>(array);
  std::vector<int> ids(raw.size());
  for (std::size_t i = 0; i < raw.size(); ++i) ids[i] = whole_number(raw[i], name);
  return ids;
}

val int_array(const std::vector<int>& values) {
  val out = val::array();
  for (std::size_t i = 0; i < values.size(); ++i) out.set(i, values[i]);
  return out;
}

template <typename T>
val matrix_value(const elab::Matrix<T>& m) {
  val out = val::object();
  out.set("rows", static_cast<double>(m.rows()));
  out.set("cols", static_cast<double>(m.cols()));
  out.set("data", float32_copy(m.data(), static_cast<std::size_t>(m.size())));
  return out;
}

// A table sent from JS ({rows, cols, data}: e.g. a trained token table) as a Matrix.
elab::MatrixF matrix_from(const val& table, const char* name) {
  const int rows = whole_number(number_field(table, "rows", -1), name);
  const int cols = whole_number(number_field(table, "cols", -1), name);
  if (rows < 1 || cols < 1) elab::fail(std::string(name) + " needs rows and cols of at least 1");
  const std::vector<float> data = emscripten::convertJSArrayToNumberVector<float>(table["data"]);
  if (data.size() != static_cast<std::size_t>(rows) * cols)
    elab::fail(
        std::string(name) + " has " + std::to_string(data.size()) +
        " values, not rows x cols = " + std::to_string(static_cast<std::size_t>(rows) * cols));
  return Eigen::Map<const elab::MatrixF>(data.data(), rows, cols);
}

std::uint64_t seed_from(double seed) {
  return static_cast<std::uint64_t>(elab::checked_size(seed, "seed", 0, 2147483647));
}

val breakdown_value(const std::vector<elab::ByteChar>& chars) {
  val out = val::array();
  for (std::size_t i = 0; i < chars.size(); ++i) {
    val c = val::object();
    c.set("text", chars[i].text);
    c.set("ids", int_array(chars[i].ids));
    c.set("offset", static_cast<double>(chars[i].offset));
    c.set("codePoint", static_cast<double>(chars[i].code_point));
    c.set("valid", chars[i].valid);
    out.set(i, c);
  }
  return out;
}

val byte_breakdown_text(std::string text) {
  return guarded([&] { return breakdown_value(elab::byte_breakdown(text)); });
}

val byte_breakdown_ids(val ids) {
  return guarded([&] { return breakdown_value(elab::byte_breakdown(ids_from(ids, "byte id"))); });
}

val byte_decode(val ids) {
  return guarded([&] { return val(elab::byte_decode(ids_from(ids, "byte id"))); });
}

val notebook_char_ids(std::string text) {
  return guarded([&] {
    const elab::NotebookCharIds r = elab::notebook_char_ids(text);
    val out = val::object();
    out.set("ids", int_array(r.ids));
    val code_points = val::array(), lost = val::array();
    for (std::size_t i = 0; i < r.ids.size(); ++i) {
      code_points.set(i, static_cast<double>(r.code_points[i]));
      lost.set(i, static_cast<bool>(r.lost[i]));
    }
    out.set("codePoints", code_points);
    out.set("lost", lost);
    return out;
  });
}

val word_report(std::string training_text, std::string text) {
  return guarded([&] {
    const elab::WordReport r = elab::word_report(training_text, text);
    val out = val::object();
    out.set("vocabSize", r.vocab_size);
    val words = val::array();
    for (std::size_t i = 0; i < r.words.size(); ++i) words.set(i, r.words[i]);
    out.set("words", words);
    out.set("ids", int_array(r.ids));
    out.set("unknown", r.unknown);
    return out;
  });
}

val random_token_table(double d_model, double seed) {
  return guarded([&] {
    return matrix_value(elab::random_token_table<float>(
        elab::kByteVocab, whole_number(d_model, "d_model"), seed_from(seed)));
  });
}

// Rows ids of table, both by row selection and as the one-hot product, plus the cosine
// similarity of the selected rows and its off-diagonal summary (when there are 2+ ids).
val token_lookup(val table, val ids) {
  return guarded([&] {
    const elab::MatrixF m = matrix_from(table, "token table");
    const std::vector<int> k = ids_from(ids, "token id");
    const elab::MatrixF rows = elab::lookup_rows(m, k);
    const elab::MatrixF hot = elab::one_hot_lookup(m, k);
    val out = val::object();
    out.set("rows", matrix_value(rows));
    out.set("oneHotMaxDifference", static_cast<double>((rows - hot).cwiseAbs().maxCoeff()));
    const elab::MatrixF sim = elab::cosine_similarity(rows);
    out.set("similarity", matrix_value(sim));
    if (k.size() >= 2) {
      const elab::OffDiagonalStats s = elab::off_diagonal_stats(sim);
      val stats = val::object();
      stats.set("pairs", s.pairs);
      stats.set("mean", s.mean);
      stats.set("rms", s.rms);
      stats.set("min", s.min);
      stats.set("max", s.max);
      out.set("stats", stats);
    }
    return out;
  });
}

val combine_input(val ids, double d_model, double max_len, std::string positions, double seed,
                  bool strict) {
  return guarded([&] {
    const elab::CombinedInput<float> r = elab::combine_input<float>(
        ids_from(ids, "token id"), whole_number(d_model, "d_model"),
        whole_number(max_len, "max_len"), elab::parse_lesson_positions(positions), seed_from(seed),
        strict);
    val out = val::object();
    out.set("token", matrix_value(r.token));
    out.set("position", matrix_value(r.position));
    out.set("sum", matrix_value(r.sum));
    out.set("concatenated", matrix_value(r.concatenated));
    out.set("given", r.given);
    out.set("used", r.used);
    out.set("truncated", r.truncated);
    return out;
  });
}

val join_shapes(double d_model, double max_len, double tokens, bool concatenate,
                std::string positions) {
  return guarded([&] {
    const elab::JoinShapes s = elab::join_shapes(
        elab::kByteVocab, whole_number(d_model, "d_model"), whole_number(max_len, "max_len"),
        whole_number(tokens, "tokens"), concatenate, elab::parse_lesson_positions(positions));
    val out = val::object();
    out.set("width", s.width);
    out.set("outputValues", static_cast<double>(s.output_values));
    out.set("tokenParams", static_cast<double>(s.token_params));
    out.set("positionParams", static_cast<double>(s.position_params));
    out.set("nextLayerParams", static_cast<double>(s.next_layer_params));
    return out;
  });
}

val place_token(double token_id, double n, double d_model, std::string positions, double seed) {
  return guarded([&] {
    const elab::PlacedToken<float> r = elab::place_token<float>(
        whole_number(token_id, "token id"), whole_number(n, "positions"),
        whole_number(d_model, "d_model"), elab::parse_lesson_positions(positions), seed_from(seed));
    val out = val::object();
    out.set("vectors", matrix_value(r.vectors));
    out.set("similarity", matrix_value(r.similarity));
    out.set("byDistance",
            val(emscripten::typed_memory_view(r.by_distance.size(), r.by_distance.data()))
                .call<val>("slice"));
    return out;
  });
}

// ---- lessons: positions (pe-sinusoidal, pe-relative, pe-learned, rope, positions)

val positions_float64_copy(const double* data, std::size_t n) {
  return val(emscripten::typed_memory_view(n, data)).call<val>("slice");
}

// A JS array or typed array of numbers as doubles, each checked to be finite.
std::vector<double> positions_number_list(const val& list, const char* name) {
  if (!list["length"].isNumber()) elab::fail(std::string(name) + " must be a list of numbers");
  std::vector<double> out = emscripten::convertJSArrayToNumberVector<double>(list);
  for (std::size_t i = 0; i < out.size(); ++i)
    if (!std::isfinite(out[i]))
      elab::fail(std::string(name) + " must hold finite numbers (got " + elab::describe(out[i]) +
                 " at index " + std::to_string(i) + ")");
  return out;
}

// The row-major float32 copy of a double matrix (what every heatmap draws).
val positions_float32_matrix(const elab::MatrixD& m) {
  const elab::MatrixF f = m.cast<float>();
  return float32_copy(f.data(), static_cast<std::size_t>(f.size()));
}

val pe_row_breakdown(double pos, double d_model, double base) {
  return guarded([&] {
    const elab::MatrixD m = elab::pe_row_breakdown(whole_number(pos, "position"),
                                                   whole_number(d_model, "d_model"), base);
    return positions_float64_copy(m.data(), static_cast<std::size_t>(m.size()));
  });
}

val pe_relative_similarity(double p, double max_k, double d_model, double base) {
  return guarded([&] {
    const elab::MatrixD m =
        elab::pe_relative_similarity(whole_number(p, "p"), whole_number(max_k, "largest k"),
                                     whole_number(d_model, "d_model"), base);
    return positions_float64_copy(m.data(), static_cast<std::size_t>(m.size()));
  });
}

val pe_pair_rotation(double p, double k, double pair, double d_model, double base) {
  return guarded([&] {
    const elab::PairRotation r = elab::pe_pair_rotation(whole_number(p, "p"), whole_number(k, "k"),
                                                        whole_number(pair, "pair i"),
                                                        whole_number(d_model, "d_model"), base);
    val out = val::object();
    out.set("omega", r.omega);
    out.set("angle", r.angle);
    const double flat[10] = {r.from[0],      r.from[1],      r.to[0],        r.to[1],
                             r.matrix[0][0], r.matrix[0][1], r.matrix[1][0], r.matrix[1][1],
                             r.rotated[0],   r.rotated[1]};
    out.set("values", positions_float64_copy(flat, 10));
    return out;
  });
}

val random_normal_table(double rows, double cols, double seed) {
  return guarded([&] {
    const elab::MatrixD m = elab::random_normal_table(
        whole_number(rows, "rows"), whole_number(cols, "columns"),
        static_cast<std::uint64_t>(elab::checked_size(seed, "seed", 0, 2147483647)));
    return positions_float32_matrix(m);
  });
}

val learned_positions_for_length(val table, double rows, double cols, double length) {
  return guarded([&] {
    const int r = whole_number(rows, "rows");
    const int c = whole_number(cols, "columns");
    const std::vector<double> flat = positions_number_list(table, "the position table");
    if (r < 1 || c < 1 || flat.size() != static_cast<std::size_t>(r) * c)
      elab::fail("the position table must hold rows x columns values");
    elab::MatrixD m = Eigen::Map<const elab::MatrixD>(flat.data(), r, c);
    return positions_float32_matrix(
        elab::learned_positions_for_length(m, whole_number(length, "length")));
  });
}

val position_cosine_similarity(val table, double rows, double cols) {
  return guarded([&] {
    const int r = whole_number(rows, "rows");
    const int c = whole_number(cols, "columns");
    const std::vector<double> flat = positions_number_list(table, "the position table");
    if (r < 1 || c < 1 || flat.size() != static_cast<std::size_t>(r) * c)
      elab::fail("the position table must hold rows x columns values");
    const elab::MatrixD m = Eigen::Map<const elab::MatrixD>(flat.data(), r, c);
    return positions_float32_matrix(elab::position_cosine_similarity(m));
  });
}

val rope_clock_hands(double position, double d, double base) {
  return guarded([&] {
    const elab::MatrixD m = elab::rope_clock_hands(position, whole_number(d, "d"), base);
    return positions_float64_copy(m.data(), static_cast<std::size_t>(m.size()));
  });
}

val rope_score_table(val q, val k, val absolute_m, double min_offset, double max_offset,
                     double base) {
  return guarded([&] {
    const elab::MatrixD m =
        elab::rope_score_table(positions_number_list(q, "q"), positions_number_list(k, "k"),
                               positions_number_list(absolute_m, "absolute positions m"),
                               whole_number(min_offset, "smallest offset"),
                               whole_number(max_offset, "largest offset"), base);
    return positions_float64_copy(m.data(), static_cast<std::size_t>(m.size()));
  });
}

// ---- lessons: norms and attention (norms, attention, decoder-only)

// Lesson values are small and shown digit for digit, so they leave as double (Float64Array).
val float64_copy(const double* data, std::size_t n) {
  return val(emscripten::typed_memory_view(n, data)).call<val>("slice");
}

val float64_vector(const std::vector<double>& v) {
  return float64_copy(v.data(), v.size());
}

val float64_matrix(const elab::MatrixD& m) {
  val out = val::object();
  out.set("rows", static_cast<int>(m.rows()));
  out.set("cols", static_cast<int>(m.cols()));
  out.set("data", float64_copy(m.data(), static_cast<std::size_t>(m.size())));
  return out;
}

val int_vector(const std::vector<int>& v) {
  return val(emscripten::typed_memory_view(v.size(), v.data())).call<val>("slice");
}

val parse_number_list(std::string text) {
  return guarded([&] { return float64_vector(elab::parse_number_list(text)); });
}

std::vector<double> doubles_from(const val& array) {
  return emscripten::vecFromJSArray<double>(val::global("Array").call<val>("from", array));
}

val norm_lesson(val x, double gamma, double beta, double eps) {
  return guarded([&] {
    const elab::NormLesson r = elab::norm_lesson(doubles_from(x), gamma, beta, eps);
    val out = val::object();
    out.set("mean", r.mean);
    out.set("variance", r.variance);
    out.set("meanSquare", r.mean_square);
    out.set("rms", r.rms);
    out.set("layernormRstd", r.layernorm_rstd);
    out.set("rmsnormRstd", r.rmsnorm_rstd);
    out.set("layernorm", float64_vector(r.layernorm));
    out.set("rmsnorm", float64_vector(r.rmsnorm));
    out.set("layernormWithoutEps", r.layernorm_without_eps.empty()
                                       ? val::null()
                                       : float64_vector(r.layernorm_without_eps));
    out.set("rmsnormWithoutEps",
            r.rmsnorm_without_eps.empty() ? val::null() : float64_vector(r.rmsnorm_without_eps));
    return out;
  });
}

val scale_invariance(val x, double factor, double gamma, double beta, double eps) {
  return guarded([&] {
    const elab::ScaleInvariance r =
        elab::scale_invariance(doubles_from(x), factor, gamma, beta, eps);
    val out = val::object();
    out.set("factor", r.factor);
    out.set("layernormMaxChange", r.layernorm_max_change);
    out.set("rmsnormMaxChange", r.rmsnorm_max_change);
    out.set("scaled", float64_vector(r.scaled));
    return out;
  });
}

// The learner's text as bytes, cut to the lesson's token limit; totalTokens says if it was cut.
val attention_lesson(std::string text, double d_model, double d_k, bool causal, bool positions,
                     double seed) {
  return guarded([&] {
    std::vector<int> ids = elab::byte_encode(text);
    const std::size_t total = ids.size();
    if (ids.size() > static_cast<std::size_t>(elab::kAttentionLessonMaxTokens))
      ids.resize(elab::kAttentionLessonMaxTokens);
    const elab::AttentionLesson r = elab::attention_lesson(
        ids, whole_number(d_model, "d_model"), whole_number(d_k, "d_k"), causal, positions,
        static_cast<std::uint64_t>(elab::checked_size(seed, "seed", 0, 2147483647)));
    val out = val::object();
    out.set("totalTokens", static_cast<double>(total));
    out.set("ids", int_vector(r.ids));
    out.set("x", float64_matrix(r.x));
    out.set("q", float64_matrix(r.q));
    out.set("k", float64_matrix(r.k));
    out.set("v", float64_matrix(r.v));
    out.set("scores", float64_matrix(r.scores));
    out.set("weights", float64_matrix(r.weights));
    out.set("out", float64_matrix(r.out));
    return out;
  });
}

val causal_mask(double n) {
  return guarded([&] { return float64_matrix(elab::causal_mask(whole_number(n, "n"))); });
}

val attention_memory(double max_n, double d_model, double bytes_per_value) {
  return guarded([&] {
    const auto rows = elab::attention_memory(max_n, whole_number(d_model, "d_model"),
                                             whole_number(bytes_per_value, "bytes per value"));
    std::vector<double> n, matrix, per_token;
    for (const auto& r : rows) {
      n.push_back(r.n);
      matrix.push_back(r.matrix_bytes);
      per_token.push_back(r.per_token_bytes);
    }
    val out = val::object();
    out.set("n", float64_vector(n));
    out.set("matrixBytes", float64_vector(matrix));
    out.set("perTokenBytes", float64_vector(per_token));
    return out;
  });
}

// The seed loop's (x, y) pair on the learner's text, as bytes.
val next_token_window(std::string text, double start, double length) {
  return guarded([&] {
    const std::vector<int> data = elab::byte_encode(text);
    const elab::NextTokenWindow w =
        elab::next_token_window(data, whole_number(start, "start"), whole_number(length, "T"));
    val out = val::object();
    out.set("totalTokens", static_cast<double>(data.size()));
    out.set("start", w.start);
    out.set("inputs", int_vector(w.inputs));
    out.set("targets", int_vector(w.targets));
    out.set("answerPosition", int_vector(w.answer_position));
    return out;
  });
}

// ---- training lab (train)

val matrix_object(const elab::MatrixF& m) {
  val out = val::object();
  out.set("rows", static_cast<double>(m.rows()));
  out.set("cols", static_cast<double>(m.cols()));
  out.set("data", float32_copy(m.data(), static_cast<std::size_t>(m.size())));
  return out;
}

val pairs_array(const std::vector<elab::SimilarPair>& pairs) {
  val out = val::array();
  for (const auto& p : pairs) {
    val pair = val::object();
    pair.set("i", p.i);
    pair.set("j", p.j);
    pair.set("similarity", p.similarity);
    out.call<void>("push", pair);
  }
  return out;
}

val bigram_entropy(std::string text) {
  return guarded([&] { return val(elab::bigram_entropy_nats(text)); });
}

val bytes_present(std::string text) {
  return guarded([&] {
    const std::vector<int> bytes = elab::bytes_present(text);
    return val(emscripten::typed_memory_view(bytes.size(), bytes.data())).call<val>("slice");
  });
}

// table: Float32Array (rows, cols) row-major; selected: array of row indices.
val embedding_report(val table, double rows, double cols, val selected, double pairs) {
  return guarded([&] {
    const int r = whole_number(rows, "rows"), c = whole_number(cols, "cols");
    if (r < 1 || c < 1) elab::fail("the table needs at least one row and one column");
    const auto data = emscripten::convertJSArrayToNumberVector<float>(table);
    if (data.size() != static_cast<std::size_t>(r) * c)
      elab::fail("the table has " + std::to_string(data.size()) +
                 " values, not rows x cols = " + std::to_string(static_cast<std::size_t>(r) * c));
    elab::MatrixF m(r, c);
    std::copy(data.begin(), data.end(), m.data());
    std::vector<int> chosen;
    for (double v : emscripten::convertJSArrayToNumberVector<double>(selected))
      chosen.push_back(whole_number(v, "row"));
    const elab::EmbeddingReport report =
        elab::embedding_report(m, chosen, whole_number(pairs, "pairs"));
    val out = val::object();
    out.set("rows", val(emscripten::typed_memory_view(report.rows.size(), report.rows.data()))
                        .call<val>("slice"));
    out.set("similarity", matrix_object(report.similarity));
    out.set("norms", float32_copy(report.norms.data(), report.norms.size()));
    out.set("projection", matrix_object(report.projection));
    out.set("explainedRatio",
            float32_copy(report.explained_ratio.data(), report.explained_ratio.size()));
    out.set("most", pairs_array(report.most));
    out.set("least", pairs_array(report.least));
    return out;
  });
}

val trainer_token_table(TrainerHandle& handle) {
  return guarded([&] { return matrix_object(elab::token_table(handle.trainer().model())); });
}

val trainer_position_table(TrainerHandle& handle) {
  return guarded([&] {
    const auto& model = handle.trainer().model();
    return elab::has_position_table(model) ? matrix_object(elab::position_table(model))
                                           : val::null();
  });
}

val trainer_attention(TrainerHandle& handle, std::string prompt) {
  return guarded([&] {
    const elab::AttentionMaps maps = elab::prompt_attention(handle.trainer().model(), prompt);
    val out = val::object();
    out.set("layers", maps.layers);
    out.set("heads", maps.heads);
    out.set("T", maps.seq_len);
    out.set("weights", float32_copy(maps.weights.data(), maps.weights.size()));
    return out;
  });
}

val trainer_save_weights(TrainerHandle& handle) {
  return guarded([&] {
    const std::vector<std::uint8_t> bytes = handle.trainer().save_weights();
    return val(emscripten::typed_memory_view(bytes.size(), bytes.data())).call<val>("slice");
  });
}

val trainer_load_weights(TrainerHandle& handle, val bytes) {
  return guarded([&] {
    handle.trainer().load_weights(emscripten::convertJSArrayToNumberVector<std::uint8_t>(bytes));
    return val::undefined();
  });
}

val trainer_eval_loss_spread(TrainerHandle& handle, double seq_len, double count) {
  return guarded([&] {
    return val(elab::eval_loss_spread(handle.trainer(), whole_number(seq_len, "seq_len"),
                                      whole_number(count, "windows")));
  });
}

// The model the trainer holds now (after a load it is the file's, not the settings').
val trainer_model_config(TrainerHandle& handle) {
  return guarded([&] {
    const elab::TrainerConfig& c = handle.trainer().config();
    val out = val::object();
    out.set("model", c.model);
    out.set("dModel", c.d_model);
    out.set("layers", c.n_layer);
    out.set("heads", c.n_head);
    out.set("maxLen", c.max_len);
    out.set("pe", elab::to_string(c.pe));
    out.set("norm", elab::to_string(c.norm));
    out.set("seqLen", c.seq_len);
    out.set("lr", c.lr);
    return out;
  });
}

std::string seed_corpus_text() {
  return std::string(elab::seed_corpus());
}

// Bytes malloc has handed out and not taken back: what a leak test watches. (The WASM memory
// itself only ever grows, so its size alone cannot show a leak.)
double heap_bytes_in_use() {
  return static_cast<double>(mallinfo().uordblks);
}

double max_matrix_elements() {
  return static_cast<double>(elab::kMaxMatrixElements);
}

}  // namespace

EMSCRIPTEN_BINDINGS(embedding_lab) {
  emscripten::function("sinusoidalPe", &sinusoidal_pe);
  emscripten::function("sinusoidalPeView", &sinusoidal_pe_view);
  emscripten::function("peWavelengths", &pe_wavelengths);
  emscripten::function("maxMatrixElements", &max_matrix_elements);
  emscripten::function("heapBytesInUse", &heap_bytes_in_use);
  emscripten::function("seedCorpus", &seed_corpus_text);
  emscripten::class_<TrainerHandle>("Trainer")
      .constructor<>()
      .function("configure", &TrainerHandle::configure)
      .function("step", &TrainerHandle::step)
      .function("evalLoss", &TrainerHandle::eval_loss)
      .function("generate", &TrainerHandle::generate)
      .function("reset", &TrainerHandle::reset)
      .function("stepsDone", &TrainerHandle::steps_done)
      .function("diverged", &TrainerHandle::diverged)
      .function("divergence", &TrainerHandle::divergence)
      .function("parameterCount", &TrainerHandle::parameter_count);

  // ---- lessons: tokens and embeddings
  emscripten::function("byteBreakdown", &byte_breakdown_text);
  emscripten::function("byteBreakdownIds", &byte_breakdown_ids);
  emscripten::function("byteDecode", &byte_decode);
  emscripten::function("notebookCharIds", &notebook_char_ids);
  emscripten::function("wordReport", &word_report);
  emscripten::function("randomTokenTable", &random_token_table);
  emscripten::function("tokenLookup", &token_lookup);
  emscripten::function("combineInput", &combine_input);
  emscripten::function("joinShapes", &join_shapes);
  emscripten::function("placeToken", &place_token);

  // ---- lessons: positions
  emscripten::function("peRowBreakdown", &pe_row_breakdown);
  emscripten::function("peRelativeSimilarity", &pe_relative_similarity);
  emscripten::function("pePairRotation", &pe_pair_rotation);
  emscripten::function("randomNormalTable", &random_normal_table);
  emscripten::function("learnedPositionsForLength", &learned_positions_for_length);
  emscripten::function("positionCosineSimilarity", &position_cosine_similarity);
  emscripten::function("ropeClockHands", &rope_clock_hands);
  emscripten::function("ropeScoreTable", &rope_score_table);

  // ---- lessons: norms and attention
  emscripten::function("parseNumberList", &parse_number_list);
  emscripten::function("normLesson", &norm_lesson);
  emscripten::function("scaleInvariance", &scale_invariance);
  emscripten::function("attentionLesson", &attention_lesson);
  emscripten::function("causalMask", &causal_mask);
  emscripten::function("attentionMemory", &attention_memory);
  emscripten::function("nextTokenWindow", &next_token_window);

  // ---- training lab
  emscripten::function("bigramEntropy", &bigram_entropy);
  emscripten::function("bytesPresent", &bytes_present);
  emscripten::function("embeddingReport", &embedding_report);
  emscripten::function("trainerTokenTable", &trainer_token_table);
  emscripten::function("trainerPositionTable", &trainer_position_table);
  emscripten::function("trainerAttention", &trainer_attention);
  emscripten::function("trainerSaveWeights", &trainer_save_weights);
  emscripten::function("trainerLoadWeights", &trainer_load_weights);
  emscripten::function("trainerModelConfig", &trainer_model_config);
  emscripten::function("trainerEvalLossSpread", &trainer_eval_loss_spread);
}
