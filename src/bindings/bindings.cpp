// The one place that includes Emscripten: the core's functions as JS-friendly calls.
// Conventions: sizes arrive as JS numbers (double) and are checked here into ints, so NaN or 3.5
// from a URL becomes a message, not a silent truncation; bulk results leave as a fresh copy
// (Float32Array) because a typed_memory_view goes stale when WASM memory grows; every C++
// exception reaches JS as an Error carrying what() as its message.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <exception>
#include <utility>
#include <vector>

#include "core/corpus.hpp"
#include "core/errors.hpp"
#include "core/matrix.hpp"
#include "core/positional.hpp"
#include "core/trainer.hpp"
#include "core/training_lab.hpp"

using emscripten::val;

namespace {

// Sizes from JS are checked only for being whole numbers that fit an int; the core then applies
// its own limits, whose messages explain them ("max_len must be at least 1: ...").
constexpr int kIntLimit = 1 << 30;

int whole_number(double value, const char* name) {
  return elab::checked_size(value, name, -kIntLimit, kIntLimit);
}

// Runs f and turns any C++ exception into a thrown JS Error with the same message.
template <typename F>
val guarded(F&& f) {
  try {
    return std::forward<F>(f)();
  } catch (const std::exception& e) {
    val::global("Error").new_(val(e.what())).throw_();
  } catch (...) {
    val::global("Error").new_(val("unexpected C++ error")).throw_();
  }
  return val::undefined();  // not reached: throw_() leaves the function
}

template <typename T>
val float32_copy(const T* data, std::size_t n) {
  return val(emscripten::typed_memory_view(n, data)).call<val>("slice");
}

val sinusoidal_pe(double max_len, double d_model, double base) {
  return guarded([&] {
    const int rows = whole_number(max_len, "max_len");
    const int cols = whole_number(d_model, "d_model");
    const elab::MatrixF pe = elab::sinusoidal_pe<float>(rows, cols, base);
    return float32_copy(pe.data(), static_cast<std::size_t>(pe.size()));
  });
}

val pe_wavelengths(double d_model, double base) {
  return guarded([&] {
    const int cols = whole_number(d_model, "d_model");
    const std::vector<float> w = elab::pe_wavelengths<float>(cols, base);
    return float32_copy(w.data(), w.size());
  });
}

// Reads an optional field of a JS settings object, checking its kind.
double number_field(const val& object, const char* name, double fallback) {
  const val v = object[name];
  if (v.isUndefined() || v.isNull()) return fallback;
  if (!v.isNumber()) elab::fail(std::string(name) + " must be a number");
  return v.as<double>();
}

std::string string_field(const val& object, const char* name, const std::string& fallback) {
  const val v = object[name];
  if (v.isUndefined() || v.isNull()) return fallback;
  if (!v.isString()) elab::fail(std::string(name) + " must be text");
  return v.as<std::string>();
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
  TrainerHandle(val settings, std::string text)
      : m_trainer(guarded_value([&] { return elab::Trainer(trainer_config(settings), text); })) {}

  val step(double n) {
    return guarded([&] {
      const auto losses = m_trainer.step(whole_number(n, "steps"));
      return val(emscripten::typed_memory_view(losses.size(), losses.data())).call<val>("slice");
    });
  }
  val eval_loss(double seq_len) {
    return guarded([&] { return val(m_trainer.eval_loss(whole_number(seq_len, "seq_len"))); });
  }
  val generate(std::string prompt, double n, double temperature, double top_k, double seed) {
    return guarded([&] {
      return val(m_trainer.generate(prompt, whole_number(n, "length"), temperature,
                                    whole_number(top_k, "top_k"),
                                    static_cast<std::uint64_t>(whole_number(seed, "seed"))));
    });
  }
  void reset() { m_trainer.reset(); }
  double steps_done() const { return static_cast<double>(m_trainer.steps_done()); }
  bool diverged() const { return m_trainer.diverged(); }
  std::string divergence() const { return m_trainer.divergence(); }
  double parameter_count() const { return static_cast<double>(m_trainer.model().size()); }
  elab::Trainer& trainer() { return m_trainer; }  // for the training lab's functions below

 private:
  // Constructs a value or rethrows the C++ error as a JS Error.
  template <typename F>
  static auto guarded_value(F&& f) -> decltype(f()) {
    try {
      return f();
    } catch (const std::exception& e) {
      val::global("Error").new_(val(e.what())).throw_();
    }
    throw;  // not reached
  }

  elab::Trainer m_trainer;
};

// ---- lessons: tokens and embeddings (tokenizer, token-embedding, combined, position-experiment)

// ---- lessons: positions (pe-sinusoidal, pe-relative, pe-learned, rope, positions)

// ---- lessons: norms and attention (norms, attention, decoder-only)

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

double max_matrix_elements() {
  return static_cast<double>(elab::kMaxMatrixElements);
}

}  // namespace

EMSCRIPTEN_BINDINGS(embedding_lab) {
  emscripten::function("sinusoidalPe", &sinusoidal_pe);
  emscripten::function("peWavelengths", &pe_wavelengths);
  emscripten::function("maxMatrixElements", &max_matrix_elements);
  emscripten::function("seedCorpus", &seed_corpus_text);
  emscripten::class_<TrainerHandle>("Trainer")
      .constructor<val, std::string>()
      .function("step", &TrainerHandle::step)
      .function("evalLoss", &TrainerHandle::eval_loss)
      .function("generate", &TrainerHandle::generate)
      .function("reset", &TrainerHandle::reset)
      .function("stepsDone", &TrainerHandle::steps_done)
      .function("diverged", &TrainerHandle::diverged)
      .function("divergence", &TrainerHandle::divergence)
      .function("parameterCount", &TrainerHandle::parameter_count);

  // ---- lessons: tokens and embeddings

  // ---- lessons: positions

  // ---- lessons: norms and attention

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
