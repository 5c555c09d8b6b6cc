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

// (length, d/2) angles in radians as a Float64Array.
val rope_angle_table(double d, double length, double base, std::string method, double scale) {
  return guarded([&] {
    return doubles(elab::rope_angle_table(whole_number(d, "d"), whole_number(length, "length"),
                                          base, elab::parse_rope_scaling(method), scale));
  });
}

// { trainedArc, testArc, reach }, each a Float64Array (d/2).
val rope_reach(double d, double trained, double scale, double base, std::string method) {
  return guarded([&] {
    const elab::RopeReach r =
        elab::rope_reach(whole_number(d, "d"), whole_number(trained, "trained length"),
                         whole_number(scale, "scale"), base, elab::parse_rope_scaling(method));
    val out = val::object();
    out.set("trainedArc", doubles(r.trained_arc));
    out.set("testArc", doubles(r.test_arc));
    out.set("reach", doubles(r.reach));
    return out;
  });
}

}  // namespace

EMSCRIPTEN_BINDINGS(long_context) {
  emscripten::function("alibiView", &alibi_view);
  emscripten::function("ropeAngleTable", &rope_angle_table);
  emscripten::function("ropeReach", &rope_reach);
}
