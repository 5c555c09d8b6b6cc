// The bindings' conversion vocabulary: how numbers come in from JS, how results and errors go out.
// Conventions: sizes arrive as JS numbers (double) and are checked here into ints, so NaN or 3.5
// from a URL becomes a message, not a silent truncation; bulk results leave as a fresh copy
// (Float32Array) because a typed_memory_view goes stale when WASM memory grows; every C++
// exception reaches JS as an Error carrying what() as its message.
#pragma once

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstddef>
#include <exception>
#include <string>
#include <utility>

#include "core/errors.hpp"

namespace elab::bindings {

using emscripten::val;

// Sizes from JS are checked only for being whole numbers that fit an int; the core then applies
// its own limits, whose messages explain them ("max_len must be at least 1: ...").
constexpr int kIntLimit = 1 << 30;

inline int whole_number(double value, const char* name) {
  return elab::checked_size(value, name, -kIntLimit, kIntLimit);
}

// A JS Error carrying message, returned (not thrown) to the caller.
inline val js_error(const std::string& message) {
  return val::global("Error").new_(val(message));
}

// Runs f; a C++ exception comes back as a JS Error *value*, which web/src/core/api.js throws.
// Returning instead of throwing matters: a JS throw unwinds WASM frames without running C++
// destructors or Embind's clean-up of string arguments, and would leak on every rejected input
// (tests/wasm/heap.test.mjs).
template <typename F>
val guarded(F&& f) {
  try {
    return std::forward<F>(f)();
  } catch (const std::exception& e) {
    return js_error(e.what());
  } catch (...) {
    return js_error("unexpected C++ error");
  }
}

template <typename T>
val float32_copy(const T* data, std::size_t n) {
  return val(emscripten::typed_memory_view(n, data)).call<val>("slice");
}

// Reads an optional field of a JS settings object, checking its kind.
inline double number_field(const val& object, const char* name, double fallback) {
  const val v = object[name];
  if (v.isUndefined() || v.isNull()) return fallback;
  if (!v.isNumber()) elab::fail(std::string(name) + " must be a number");
  return v.as<double>();
}

inline std::string string_field(const val& object, const char* name, const std::string& fallback) {
  const val v = object[name];
  if (v.isUndefined() || v.isNull()) return fallback;
  if (!v.isString()) elab::fail(std::string(name) + " must be text");
  return v.as<std::string>();
}

}  // namespace elab::bindings
