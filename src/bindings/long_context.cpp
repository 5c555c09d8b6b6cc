// Bindings of the long-context lesson (core/lessons/long_context.hpp). Lesson values are shown
// digit for digit, so they leave as Float64Array copies.
#include "core/lessons/long_context.hpp"

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>
#include <vector>

#include "bindings/marshal.hpp"

using namespace elab::bindings;

namespace {

val doubles(const std::vector<double>& v) {
  return val(emscripten::typed_memory_view(v.size(), v.data())).call<val>("slice");
}

// { heads, length, slopes (H), bias (H*T*T), weights (H*T), span90 [H] }
val alibi_view(double n_head, double length) {
  return guarded([&] {
    const elab::AlibiView v =
        elab::alibi_view(whole_number(n_head, "heads"), whole_number(length, "length"));
    val out = val::object();
    out.set("heads", v.heads);
    out.set("length", v.length);
    out.set("slopes", doubles(v.slopes));
    out.set("bias", doubles(v.bias));
    out.set("weights", doubles(v.weights));
    val span = val::array();
    for (int k : v.span90) span.call<void>("push", k);
    out.set("span90", span);
    return out;
  });
}

// The RoPE stretch part of the lesson, per scaling (none, linear, ntk): { angles, trainedArc,
// testArc, reach }. angles: (scale x trained, d/2) radians as a Float64Array (plain RoPE at scale
// 1, the others at `scale`); the rest rope_reach's (d/2) arrays.
val rope_stretch_lesson(double d, double trained, double scale, double base) {
  return guarded([&] {
    const int width = whole_number(d, "d");
    const int length = whole_number(trained, "trained length");
    const int factor = whole_number(scale, "scale");
    val out = val::object();
    for (const auto method :
         {elab::RopeScaling::none, elab::RopeScaling::linear, elab::RopeScaling::ntk}) {
      // rope_reach checks the sizes first, so the table below is never asked for beyond them.
      const elab::RopeReach r = elab::rope_reach(width, length, factor, base, method);
      const bool plain = method == elab::RopeScaling::none;
      val one = val::object();
      one.set("angles", doubles(elab::rope_angle_table(width, factor * length, base, method,
                                                       plain ? 1 : factor)));
      one.set("trainedArc", doubles(r.trained_arc));
      one.set("testArc", doubles(r.test_arc));
      one.set("reach", doubles(r.reach));
      out.set(elab::to_string(method), one);
    }
    return out;
  });
}

}  // namespace

EMSCRIPTEN_BINDINGS(long_context) {
  emscripten::function("alibiView", &alibi_view);
  emscripten::function("ropeStretchLesson", &rope_stretch_lesson);
}
