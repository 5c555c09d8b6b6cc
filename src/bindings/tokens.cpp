// Tokens and embeddings: the lessons tokenizer, token-embedding, combined and
// position-experiment. Conversions only; the numbers come from core/lessons/tokens.
#include "core/lessons/tokens.hpp"

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>
#include <vector>

#include "bindings/marshal.hpp"
#include "core/data/tokenizer.hpp"
#include "core/matrix.hpp"
#include "core/model/random.hpp"

using namespace elab::bindings;

namespace {

val breakdown_out(const std::vector<elab::ByteChar>& chars) {
  val out = val::array();
  for (std::size_t i = 0; i < chars.size(); ++i) {
    val c = val::object();
    c.set("text", chars[i].text);
    c.set("ids", js_array(chars[i].ids));
    c.set("offset", static_cast<double>(chars[i].offset));
    c.set("codePoint", static_cast<double>(chars[i].code_point));
    c.set("valid", chars[i].valid);
    out.set(i, c);
  }
  return out;
}

val byte_breakdown_text(std::string text) {
  return guarded([&] { return breakdown_out(elab::byte_breakdown(text)); });
}

val byte_breakdown_ids(val ids) {
  return guarded(
      [&] { return breakdown_out(elab::byte_breakdown(whole_number_list(ids, "byte id"))); });
}

val byte_decode(val ids) {
  return guarded([&] { return val(elab::byte_decode(whole_number_list(ids, "byte id"))); });
}

val notebook_char_ids(std::string text) {
  return guarded([&] {
    const elab::NotebookCharIds r = elab::notebook_char_ids(text);
    val out = val::object();
    out.set("ids", js_array(r.ids));
    out.set("codePoints",
            js_array(std::vector<double>(r.code_points.begin(), r.code_points.end())));
    out.set("lost", js_array(r.lost));
    return out;
  });
}

val word_report(std::string training_text, std::string text) {
  return guarded([&] {
    const elab::WordReport r = elab::word_report(training_text, text);
    val out = val::object();
    out.set("vocabSize", r.vocab_size);
    out.set("words", js_array(r.words));
    out.set("ids", js_array(r.ids));
    out.set("unknown", r.unknown);
    return out;
  });
}

val random_token_table(double d_model, double seed) {
  return guarded([&] {
    return matrix_out(elab::random_token_table<float>(
        elab::kByteVocab, whole_number(d_model, "d_model"), elab::checked_seed(seed)));
  });
}

val token_lookup(val table, val ids) {
  return guarded([&] {
    const elab::TokenLookup<float> r = elab::token_lookup(matrix_in<float>(table, "token table"),
                                                          whole_number_list(ids, "token id"));
    val out = val::object();
    out.set("rows", matrix_out(r.rows));
    out.set("oneHotMaxDifference", r.one_hot_max_difference);
    out.set("similarity", matrix_out(r.similarity));
    if (r.has_stats) out.set("stats", r.stats);
    return out;
  });
}

val combine_input(val ids, double d_model, double max_len, std::string positions, double seed,
                  bool strict) {
  return guarded([&] {
    const elab::CombinedInput<float> r = elab::combine_input<float>(
        whole_number_list(ids, "token id"), whole_number(d_model, "d_model"),
        whole_number(max_len, "max_len"), elab::parse_lesson_positions(positions),
        elab::checked_seed(seed), strict);
    val out = val::object();
    out.set("token", matrix_out(r.token));
    out.set("position", matrix_out(r.position));
    out.set("sum", matrix_out(r.sum));
    out.set("concatenated", matrix_out(r.concatenated));
    out.set("given", r.given);
    out.set("used", r.used);
    out.set("truncated", r.truncated);
    return out;
  });
}

// JoinShapes' counts are long long, which Embind would hand JS as BigInt: they leave as doubles
// (exact up to 2^53, far above any table here).
struct JoinShapesOut {
  int width;
  double output_values, token_params, position_params, next_layer_params;
};

val join_shapes(double d_model, double max_len, double tokens, bool concatenate,
                std::string positions) {
  return guarded([&] {
    const elab::JoinShapes s = elab::join_shapes(
        elab::kByteVocab, whole_number(d_model, "d_model"), whole_number(max_len, "max_len"),
        whole_number(tokens, "tokens"), concatenate, elab::parse_lesson_positions(positions));
    return val(JoinShapesOut{
        s.width, static_cast<double>(s.output_values), static_cast<double>(s.token_params),
        static_cast<double>(s.position_params), static_cast<double>(s.next_layer_params)});
  });
}

val place_token(double token_id, double n, double d_model, std::string positions, double seed) {
  return guarded([&] {
    const elab::PlacedToken<float> r =
        elab::place_token<float>(whole_number(token_id, "token id"), whole_number(n, "positions"),
                                 whole_number(d_model, "d_model"),
                                 elab::parse_lesson_positions(positions), elab::checked_seed(seed));
    val out = val::object();
    out.set("vectors", matrix_out(r.vectors));
    out.set("similarity", matrix_out(r.similarity));
    out.set("byDistance", copy_out(r.by_distance));
    return out;
  });
}

}  // namespace

EMSCRIPTEN_BINDINGS(tokens) {
  using emscripten::function;
  emscripten::value_object<elab::OffDiagonalStats>("OffDiagonalStats")
      .field("pairs", &elab::OffDiagonalStats::pairs)
      .field("mean", &elab::OffDiagonalStats::mean)
      .field("rms", &elab::OffDiagonalStats::rms)
      .field("min", &elab::OffDiagonalStats::min)
      .field("max", &elab::OffDiagonalStats::max);
  emscripten::value_object<JoinShapesOut>("JoinShapes")
      .field("width", &JoinShapesOut::width)
      .field("outputValues", &JoinShapesOut::output_values)
      .field("tokenParams", &JoinShapesOut::token_params)
      .field("positionParams", &JoinShapesOut::position_params)
      .field("nextLayerParams", &JoinShapesOut::next_layer_params);

  function("byteBreakdown", &byte_breakdown_text);
  function("byteBreakdownIds", &byte_breakdown_ids);
  function("byteDecode", &byte_decode);
  function("notebookCharIds", &notebook_char_ids);
  function("wordReport", &word_report);
  function("randomTokenTable", &random_token_table);
  function("tokenLookup", &token_lookup);
  function("combineInput", &combine_input);
  function("joinShapes", &join_shapes);
  function("placeToken", &place_token);
}
