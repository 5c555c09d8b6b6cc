// The bindings' conversion vocabulary: how numbers come in from JS, how results and errors go out.
// Every src/bindings/*.cpp uses these and nothing else:
//   in:  whole_number (one size), number_list / whole_number_list (a JS array or typed array),
//        matrix_in ({rows, cols, data}), number_field / string_field (a settings object),
//        typed_in (a typed array of one exact type and length, copied straight into memory:
//        weights and gradients, every training step);
//   out: copy_out (a fresh typed array of the element type: float -> Float32Array,
//        double -> Float64Array, int -> Int32Array, uint8_t -> Uint8Array), matrix_out
//        ({rows, cols, data} with data from copy_out), js_array (a short plain Array), and
//        emscripten::value_object for structs of scalars;
//   errors: guarded (a C++ exception comes back as a JS Error value).
// Sizes arrive as JS numbers (double) and are checked here into ints, so NaN or 3.5 from a URL
// becomes a message, not a silent truncation; bulk results leave as a fresh copy because a
// typed_memory_view goes stale when WASM memory grows.
#pragma once

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cmath>
#include <cstddef>
#include <exception>
#include <string>
#include <utility>
#include <vector>

#include "core/errors.hpp"
#include "core/matrix.hpp"

namespace elab::bindings {

using emscripten::val;

// whole_number checks only that a size is a whole number that fits an int; the core then applies
// its own limits, whose messages explain them ("max_len must be at least 1: ..."). Settings with
// fixed ranges (the trainer's) are checked against the core's table of limits instead.
constexpr int kIntLimit = 1 << 30;

inline int whole_number(double value, const char* name) {
  return elab::checked_size(value, name, -kIntLimit, kIntLimit);
}

// A JS Error carrying message, returned (not thrown) to the caller; `setting`, when given, is the
// core's name for the setting the message is about ("d_model"), which the page routes it by.
// Not inlined: every binding's guarded would otherwise carry its own copy (40 KB of the module).
[[gnu::noinline]] inline val js_error(const std::string& message, const std::string& setting = {}) {
  val error = val::global("Error").new_(val(message));
  if (!setting.empty()) error.set("setting", setting);
  error.set("key", std::string());
  return error;
}

// Every error of the core carries `key`, a string: a keyed message's (core/messages.hpp), with
// its `values` ({tokens: 40, rows: 32}: numbers as numbers, text as text), from which the page
// says it in the learner's language; '' for a message with none, which the page shows in English
// (web/src/base/core-message.js tells the core's messages from the page's own by it).
[[gnu::noinline]] inline val js_error_of(const std::exception& e) {
  const auto* invalid = dynamic_cast<const elab::InvalidArgument*>(&e);
  val error = js_error(e.what(), invalid ? invalid->setting() : std::string());
  if (invalid != nullptr && !invalid->key().empty()) {
    val values = val::object();
    for (const auto& value : invalid->values())
      values.set(value.name, value.is_number ? val(value.number) : val(value.text));
    error.set("key", invalid->key());
    error.set("values", values);
  }
  return error;
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
    return js_error_of(e);
  } catch (...) {
    return js_error("unexpected C++ error");
  }
}

// ---- out

// n values as a fresh typed array of T's JS type (slice() copies out of the WASM heap).
template <typename T>
val copy_out(const T* data, std::size_t n) {
  return val(emscripten::typed_memory_view(n, data)).call<val>("slice");
}

template <typename T>
val copy_out(const std::vector<T>& values) {
  return copy_out(values.data(), values.size());
}

template <typename T>
val copy_out(const elab::Vector<T>& values) {
  return copy_out(values.data(), static_cast<std::size_t>(values.size()));
}

// A short list the page handles as an ordinary Array (words, a character's byte ids, flags):
// what it maps to strings or shows one by one. Bulk numbers go through copy_out.
template <typename T>
val js_array(const std::vector<T>& values) {
  val out = val::array();
  for (std::size_t i = 0; i < values.size(); ++i) {
    const T value = values[i];  // a copy, so std::vector<bool>'s proxy becomes a bool
    out.set(i, value);
  }
  return out;
}

// A matrix as { rows, cols, data } with data row-major: element (r, c) at data[r * cols + c].
// A float matrix gives a Float32Array, a double matrix a Float64Array.
template <typename T>
val matrix_out(const elab::Matrix<T>& m) {
  val out = val::object();
  out.set("rows", static_cast<int>(m.rows()));
  out.set("cols", static_cast<int>(m.cols()));
  out.set("data", copy_out(m.data(), static_cast<std::size_t>(m.size())));
  return out;
}

// ---- in

// The numbers of a JS array or typed array, as doubles. Each is checked to be finite (a string or
// a missing entry arrives as NaN and is named with its index), unless the core checks them itself
// with a message of its own (check_finite false: the norm lesson's "value 2 is not a finite
// number").
inline std::vector<double> number_list(const val& list, const char* name,
                                       bool check_finite = true) {
  if (list.isNull() || list.isUndefined() || !list["length"].isNumber())
    elab::fail(std::string(name) + " must be a list of numbers");
  std::vector<double> out = emscripten::convertJSArrayToNumberVector<double>(list);
  for (std::size_t i = 0; check_finite && i < out.size(); ++i)
    if (!std::isfinite(out[i]))
      elab::fail(std::string(name) + " must hold finite numbers (got " + elab::describe(out[i]) +
                 " at index " + std::to_string(i) + ")");
  return out;
}

// A JS list of whole numbers (token ids, row indices), each checked by whole_number; the core
// checks their range.
inline std::vector<int> whole_number_list(const val& list, const char* name) {
  const std::vector<double> raw = number_list(list, name, false);
  std::vector<int> out(raw.size());
  for (std::size_t i = 0; i < raw.size(); ++i) out[i] = whole_number(raw[i], name);
  return out;
}

// Copies list, which must be a `type` (Float32Array, Int32Array) of exactly n values, into out
// (n values): one memcpy, for the arrays a data-parallel step sends every step.
template <typename T>
void typed_in(const val& list, const char* type, std::size_t n, T* out, const char* name) {
  if (list.isNull() || list.isUndefined() || !list.instanceof (val::global(type)))
    elab::fail(std::string(name) + " must be a " + type);
  const auto length = list["length"].as<double>();
  if (length != static_cast<double>(n))
    elab::fail(std::string(name) + " must hold " + std::to_string(n) + " values (got " +
               elab::describe(length) + ")");
  val(emscripten::typed_memory_view(n, out)).call<void>("set", list);
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

// A table sent from JS as { rows, cols, data } (what matrix_out gives) as a Matrix<T>.
template <typename T>
elab::Matrix<T> matrix_in(const val& table, const char* name) {
  if (table.typeOf().as<std::string>() != "object" || table.isNull())
    elab::fail(std::string(name) + " must be { rows, cols, data }");
  const int rows = whole_number(number_field(table, "rows", -1), name);
  const int cols = whole_number(number_field(table, "cols", -1), name);
  if (rows < 1 || cols < 1) elab::fail(std::string(name) + " needs rows and cols of at least 1");
  const std::vector<double> data = number_list(table["data"], name);
  const std::size_t want = static_cast<std::size_t>(rows) * static_cast<std::size_t>(cols);
  if (data.size() != want)
    elab::fail(std::string(name) + " has " + std::to_string(data.size()) +
               " values, not rows x cols = " + std::to_string(want));
  return Eigen::Map<const elab::MatrixD>(data.data(), rows, cols).cast<T>();
}

}  // namespace elab::bindings
