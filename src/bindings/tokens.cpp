// Tokens and embeddings: the lessons tokenizer, token-embedding, combined and
// position-experiment. Conversions only; the numbers come from core/lessons/tokens.
#include "core/lessons/tokens.hpp"

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <algorithm>
#include <cstddef>
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

val notebook_out(const elab::NotebookCharIds& r) {
  val out = val::object();
  out.set("ids", js_array(r.ids));
  out.set("codePoints", js_array(std::vector<double>(r.code_points.begin(), r.code_points.end())));
  out.set("lost", js_array(r.lost));
  return out;
}

val notebook_char_ids(std::string text) {
  return guarded([&] { return notebook_out(elab::notebook_char_ids(text)); });
}

val word_report_out(const elab::WordReport& r) {
  val out = val::object();
  out.set("vocabSize", r.vocab_size);
  out.set("words", js_array(r.words));
  out.set("ids", js_array(r.ids));
  out.set("unknown", r.unknown);
  return out;
}

val word_report(std::string training_text, std::string text) {
  return guarded([&] { return word_report_out(elab::word_report(training_text, text)); });
}

// { chars, ids, target, shown, notebook, report }: tokenizer_lesson, in the shapes of
// byteBreakdown, notebookCharIds and wordReport; target is the index of the character cut, -1
// when none was.
val tokenizer_lesson(std::string text, bool cut, std::string vocabulary) {
  return guarded([&] {
    const elab::TokenizerLesson r =
        elab::tokenizer_lesson(text, cut, elab::parse_word_vocabulary(vocabulary));
    val out = val::object();
    out.set("chars", breakdown_out(r.chars));
    out.set("ids", js_array(r.ids));
    out.set("target", r.cut_char);
    out.set("shown", breakdown_out(r.shown));
    out.set("notebook", notebook_out(r.notebook));
    out.set("report", word_report_out(r.words));
    return out;
  });
}

val random_token_table(double d_model, double seed) {
  return guarded([&] {
    return matrix_out(elab::random_token_table<float>(
        elab::kByteVocab, whole_number(d_model, "d_model"), elab::checked_seed(seed)));
  });
}

val token_lookup_out(const elab::TokenLookup<float>& r) {
  val out = val::object();
  out.set("rows", matrix_out(r.rows));
  out.set("oneHotMaxDifference", r.one_hot_max_difference);
  out.set("similarity", matrix_out(r.similarity));
  if (r.has_stats) out.set("stats", r.stats);
  return out;
}

// The token-embedding lesson in one call: the table shown (the trained one passed in, or the
// seed's random one, sent out), the rows the text's first `shown` bytes look up, and the
// characters to compare: their bytes, and when each is one byte and there are two or more, the
// rows and cosine similarities of those bytes (else the page says why, in its words).
// source: { table } | { d, seed }.
val token_embedding_lesson(val source, std::string text, std::string chars, double shown) {
  return guarded([&] {
    val out = val::object();
    elab::MatrixF table;
    if (source.hasOwnProperty("table")) {
      table = matrix_in<float>(source["table"], "token table");
    } else {
      table = elab::random_token_table<float>(elab::kByteVocab,
                                              whole_number(source["d"].as<double>(), "d_model"),
                                              elab::checked_seed(source["seed"].as<double>()));
      out.set("table", matrix_out(table));
    }
    const std::vector<int> ids = elab::byte_encode(text);
    const std::size_t first =
        std::min(ids.size(), static_cast<std::size_t>(whole_number(shown, "rows shown")));
    const std::vector<int> text_ids(ids.begin(), ids.begin() + static_cast<std::ptrdiff_t>(first));
    out.set("textIds", js_array(text_ids));
    out.set("cut", ids.size() > first);
    out.set("lookup", token_lookup_out(elab::token_lookup(table, text_ids)));
    const std::vector<elab::ByteChar> compared = elab::byte_breakdown(chars);
    out.set("chars", breakdown_out(compared));
    std::vector<int> char_ids;
    for (const elab::ByteChar& c : compared)
      if (c.ids.size() == 1) char_ids.push_back(c.ids[0]);
    if (char_ids.size() == compared.size() && char_ids.size() >= 2) {
      out.set("charIds", js_array(char_ids));
      out.set("similarity", token_lookup_out(elab::token_lookup(table, char_ids)));
    }
    return out;
  });
}

// JoinShapes' counts are long long, which Embind would hand JS as BigInt: they leave as doubles
// (exact up to 2^53, far above any table here).
struct JoinShapesOut {
  int width;
  double output_values, token_params, position_params, next_layer_params;
};

val join_shapes_out(int d_model, int max_len, int tokens, bool concatenate,
                    elab::LessonPositions positions) {
  const elab::JoinShapes s =
      elab::join_shapes(elab::kByteVocab, d_model, max_len, tokens, concatenate, positions);
  return val(JoinShapesOut{
      s.width, static_cast<double>(s.output_values), static_cast<double>(s.token_params),
      static_cast<double>(s.position_params), static_cast<double>(s.next_layer_params)});
}

// The combined-input lesson in one call: the text's bytes (what the lesson shows as ids) with the
// token and position rows of the first max_len, their sum and concatenation, the core's refusal
// of the same text by a strict module (empty when it fits), and the widths and parameter counts
// of adding and of concatenating.
val combine_lesson(std::string text, double d_model, double max_len, std::string positions,
                   double seed) {
  return guarded([&] {
    const std::vector<int> ids = elab::byte_encode(text);
    const int d = whole_number(d_model, "d_model");
    const int len = whole_number(max_len, "max_len");
    const elab::LessonPositions scheme = elab::parse_lesson_positions(positions);
    const auto checked = elab::checked_seed(seed);
    const elab::CombinedInput<float> r =
        elab::combine_input<float>(ids, d, len, scheme, checked, false);
    val out = val::object();
    out.set("ids", js_array(std::vector<int>(ids.begin(), ids.begin() + r.used)));
    out.set("token", matrix_out(r.token));
    out.set("position", matrix_out(r.position));
    out.set("sum", matrix_out(r.sum));
    out.set("concatenated", matrix_out(r.concatenated));
    out.set("given", r.given);
    out.set("used", r.used);
    out.set("truncated", r.truncated);
    if (r.truncated) {
      try {
        elab::combine_input<float>(ids, d, len, scheme, checked, true);
      } catch (const std::exception& e) {
        out.set("strictProblem", js_error_of(e));  // an Error: its message, key and values
      }
    }
    out.set("add", join_shapes_out(d, len, r.used, false, scheme));
    out.set("concat", join_shapes_out(d, len, r.used, true, scheme));
    return out;
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
  function("tokenizerLesson", &tokenizer_lesson);
  function("randomTokenTable", &random_token_table);
  function("tokenEmbeddingLesson", &token_embedding_lesson);
  function("combineLesson", &combine_lesson);
  function("placeToken", &place_token);
}
