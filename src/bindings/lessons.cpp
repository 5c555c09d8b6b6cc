// The lessons on norms, attention and the decoder-only loop (norms, attention, decoder-only).
// Lesson values are small and shown digit for digit, so they leave as double (Float64Array).
// Conversions only; the numbers and the rules come from core/lessons/attention.
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>
#include <vector>

#include "bindings/marshal.hpp"
#include "core/lessons/attention.hpp"
#include "core/model/random.hpp"

using namespace elab::bindings;

namespace {

// The norms lesson in one call: the statistics and both norms of x, and how far factor * x
// moves them (scale), from x read once.
val norm_lesson(val x, double gamma, double beta, double eps, double factor) {
  return guarded([&] {
    const std::vector<double> values = number_list(x, "x", false);
    const elab::NormLesson r = elab::norm_lesson(values, gamma, beta, eps);
    val out = val::object();
    out.set("mean", r.mean);
    out.set("variance", r.variance);
    out.set("meanSquare", r.mean_square);
    out.set("rms", r.rms);
    out.set("layernormRstd", r.layernorm_rstd);
    out.set("rmsnormRstd", r.rmsnorm_rstd);
    out.set("layernorm", copy_out(r.layernorm));
    out.set("rmsnorm", copy_out(r.rmsnorm));
    // Empty when eps = 0 would divide by zero.
    const auto or_null = [](const std::vector<double>& v) {
      return v.empty() ? val::null() : copy_out(v);
    };
    out.set("layernormWithoutEps", or_null(r.layernorm_without_eps));
    out.set("rmsnormWithoutEps", or_null(r.rmsnorm_without_eps));
    const elab::ScaleInvariance scaled =
        elab::scale_invariance(values, factor, gamma, beta, eps, &r);
    val scale = val::object();
    scale.set("factor", scaled.factor);
    scale.set("layernormMaxChange", scaled.layernorm_max_change);
    scale.set("rmsnormMaxChange", scaled.rmsnorm_max_change);
    scale.set("scaled", copy_out(scaled.scaled));
    out.set("scale", scale);
    return out;
  });
}

val attention_lesson(std::string text, double d_model, double d_k, bool causal, bool positions,
                     double seed) {
  return guarded([&] {
    const elab::AttentionTextLesson t = elab::attention_lesson_on_text(
        text, whole_number(d_model, "d_model"), whole_number(d_k, "d_k"), causal, positions,
        elab::checked_seed(seed));
    const elab::AttentionLesson& r = t.lesson;
    val out = val::object();
    out.set("totalTokens", t.total_tokens);
    out.set("ids", copy_out(r.ids));
    out.set("x", matrix_out(r.x));
    out.set("q", matrix_out(r.q));
    out.set("k", matrix_out(r.k));
    out.set("v", matrix_out(r.v));
    out.set("scores", matrix_out(r.scores));
    out.set("weights", matrix_out(r.weights));
    out.set("out", matrix_out(r.out));
    // The mask the weights were computed under (1 where query i may see key j), null without one.
    out.set("mask", causal ? matrix_out(elab::causal_mask(r.n_tokens)) : val::null());
    return out;
  });
}

// Columns, not rows: the page draws each as one line of the chart.
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
    out.set("n", copy_out(n));
    out.set("matrixBytes", copy_out(matrix));
    out.set("perTokenBytes", copy_out(per_token));
    return out;
  });
}

val next_token_window(std::string text, double start, double length) {
  return guarded([&] {
    const elab::TextWindow t = elab::next_token_window_on_text(text, whole_number(start, "start"),
                                                               whole_number(length, "T"));
    val out = val::object();
    out.set("totalTokens", t.total_tokens);
    out.set("start", t.window.start);
    out.set("inputs", copy_out(t.window.inputs));
    out.set("targets", copy_out(t.window.targets));
    out.set("answerPosition", copy_out(t.window.answer_position));
    return out;
  });
}

}  // namespace

EMSCRIPTEN_BINDINGS(lessons) {
  using emscripten::function;
  function("normLesson", &norm_lesson);
  function("attentionLesson", &attention_lesson);
  function("attentionMemory", &attention_memory);
  function("nextTokenWindow", &next_token_window);
}
