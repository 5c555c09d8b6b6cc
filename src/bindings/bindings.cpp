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

#include "core/errors.hpp"
#include "core/matrix.hpp"
#include "core/positional.hpp"

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

double max_matrix_elements() {
  return static_cast<double>(elab::kMaxMatrixElements);
}

}  // namespace

EMSCRIPTEN_BINDINGS(embedding_lab) {
  emscripten::function("sinusoidalPe", &sinusoidal_pe);
  emscripten::function("peWavelengths", &pe_wavelengths);
  emscripten::function("maxMatrixElements", &max_matrix_elements);
}
