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

std::string seed_corpus_text() {
  return std::string(elab::seed_corpus());
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
}
