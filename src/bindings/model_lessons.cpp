// Bindings of the model lessons (heads, block, contextual, sampling): src/core/lessons/model.hpp.
// Every call takes the model's settings ({ dModel, layers, heads, maxLen, pe, norm, seed }) and
// either null (a random TinyGPT of that shape from seed) or the training lab's weights file
// (Uint8Array) and runs the model in double: a random one is small enough to build per redraw; a
// trained one is parsed once per file and kept (parsed_weights).
#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "bindings/marshal.hpp"
#include "bindings/model_shape.hpp"
#include "core/data/tokenizer.hpp"
#include "core/lessons/model.hpp"
#include "core/model/random.hpp"
#include "core/model/sampling.hpp"
#include "core/model/tiny_gpt.hpp"
#include "core/model/trainer.hpp"

using namespace elab::bindings;

namespace {

elab::TinyGptConfig lesson_config(const val& settings) {
  return read_model_shape<elab::TinyGptConfig>(settings);
}

std::uint64_t lesson_seed(const val& settings) {
  return elab::checked_seed(number_field(settings, "seed", 42));
}

// The trained model the lessons last parsed and the JS array it came from. A lesson redraws many
// times from one weights file (every slider move, every prompt), which would otherwise be copied
// in and decoded each time; the lab publishes a new array for every model it trains or loads, so
// another array is parsed anew. parses counts the files decoded (lessonWeightsParsed).
struct ParsedWeights {
  val source = val::undefined();
  std::unique_ptr<elab::TinyGPT<double>> model;
  double parses = 0;
};
ParsedWeights& parsed_weights() {
  static ParsedWeights parsed;
  return parsed;
}

// The model a lesson runs: the trained one when weights is a byte array (the parsed model itself,
// not a copy: a lesson's forward pass only overwrites activations it then reads), else a random
// one from the seed, built into `random`.
elab::TinyGPT<double>& lesson_model(const val& settings, const val& weights,
                                    std::optional<elab::TinyGPT<double>>& random) {
  if (weights.isNull() || weights.isUndefined())
    return random.emplace(elab::random_lesson_gpt(lesson_config(settings), lesson_seed(settings)));
  ParsedWeights& last = parsed_weights();
  if (!last.model || !last.source.strictlyEquals(weights)) {
    const std::vector<std::uint8_t> bytes =
        emscripten::convertJSArrayToNumberVector<std::uint8_t>(weights);
    // A damaged file throws here and leaves the last good model as it was.
    auto model = std::make_unique<elab::TinyGPT<double>>(
        elab::lesson_gpt_from_weights(bytes.data(), bytes.size()));
    last.model = std::move(model);
    last.source = weights;
    ++last.parses;
  }
  return *last.model;
}

double lesson_weights_parsed() {
  return parsed_weights().parses;
}

val shape_of(const elab::TinyGPT<double>& model) {
  const elab::TinyGptConfig& c = model.config();
  val out = val::object();
  out.set("dModel", c.d_model);
  out.set("layers", c.n_layer);
  out.set("heads", c.n_head);
  out.set("maxLen", c.max_len);
  out.set("pe", elab::to_string(c.pe));
  out.set("norm", elab::to_string(c.norm));
  out.set("parameters", static_cast<double>(model.size()));
  return out;
}

elab::SamplingSettings sampling_of(double temperature, double top_k, double top_p) {
  return elab::SamplingSettings{temperature, whole_number(top_k, "top_k"), top_p};
}

// The model's tensors (name, shape, size) for the diagram, without running it.
val model_lesson_layout(val settings) {
  return guarded([&] {
    const elab::TinyGPT<double> model(lesson_config(settings));
    val tensors = val::array();
    for (std::size_t i = 0; i < model.layout().size(); ++i) {
      const elab::ParamInfo& p = model.layout()[i];
      val t = val::object();
      t.set("name", p.name);
      t.set("shape", js_array(p.shape));
      t.set("size", static_cast<double>(p.size));
      tensors.set(i, t);
    }
    val out = shape_of(model);
    out.set("tensors", tensors);
    return out;
  });
}

val heads_lesson(val settings, val weights, std::string text, double layer) {
  return guarded([&] {
    std::optional<elab::TinyGPT<double>> random;
    elab::TinyGPT<double>& model = lesson_model(settings, weights, random);
    const std::vector<int> ids = elab::lesson_ids(text, model);
    const elab::HeadsLesson h = elab::heads_lesson(model, ids, whole_number(layer, "layer"));
    val out = shape_of(model);
    out.set("ids", js_array(ids));
    out.set("totalTokens", static_cast<double>(text.size()));
    out.set("layer", h.layer);
    out.set("headDim", h.head_dim);
    out.set("tokens", h.tokens);
    out.set("normed", matrix_out(h.normed));
    out.set("q", matrix_out(h.q));
    out.set("k", matrix_out(h.k));
    out.set("v", matrix_out(h.v));
    out.set("weights", matrix_out(h.weights));
    out.set("headsOut", matrix_out(h.heads_out));
    out.set("projected", matrix_out(h.projected));
    out.set("residualIn", matrix_out(h.residual_in));
    out.set("residualOut", matrix_out(h.residual_out));
    out.set("weightsTimesVError", h.weights_times_v_error);
    out.set("layerParameters", h.parameters);
    out.set("projectionMultAdds", h.projection_mult_adds);
    out.set("attentionMultAdds", h.attention_mult_adds);
    return out;
  });
}

val block_lesson(val settings, val weights, std::string text) {
  return guarded([&] {
    std::optional<elab::TinyGPT<double>> random;
    elab::TinyGPT<double>& model = lesson_model(settings, weights, random);
    const std::vector<int> ids = elab::lesson_ids(text, model);
    const elab::BlockLesson b = elab::block_lesson(model, ids);
    val out = shape_of(model);
    out.set("ids", js_array(ids));
    out.set("totalTokens", static_cast<double>(text.size()));
    out.set("tokens", b.tokens);
    out.set("streamRms", matrix_out(b.stream_rms));
    out.set("updateRms", matrix_out(b.update_rms));
    out.set("mlpHidden", matrix_out(b.mlp_hidden));
    out.set("mlpHiddenZeroShare", b.mlp_hidden_zero_share);
    out.set("logits", copy_out(b.logits));
    out.set("probs", copy_out(b.probs));
    out.set("tokenTableParameters", b.token_table_parameters);
    out.set("headParameters", b.head_parameters);
    out.set("tokenRowRms", b.token_row_rms);
    return out;
  });
}

val norm_placement_lesson(double depth, double d_model, double heads, double tokens,
                          std::string norm, double seed) {
  return guarded([&] {
    const elab::NormPlacementLesson n =
        elab::norm_placement_lesson(whole_number(depth, "depth"), whole_number(d_model, "d_model"),
                                    whole_number(heads, "heads"), whole_number(tokens, "tokens"),
                                    elab::parse_norm(norm), elab::checked_seed(seed));
    val out = val::object();
    out.set("depth", n.depth);
    out.set("preActivation", copy_out(n.pre_activation));
    out.set("postActivation", copy_out(n.post_activation));
    out.set("preGradient", copy_out(n.pre_gradient));
    out.set("postGradient", copy_out(n.post_gradient));
    return out;
  });
}

val contextual_lesson(val settings, val weights, std::string text_a, std::string text_b,
                      std::string word) {
  return guarded([&] {
    std::optional<elab::TinyGPT<double>> random;
    elab::TinyGPT<double>& model = lesson_model(settings, weights, random);
    const std::vector<int> a = elab::lesson_ids(text_a, model);
    const std::vector<int> b = elab::lesson_ids(text_b, model);
    const elab::ContextualLesson c = elab::contextual_lesson(model, a, b, word);
    val out = shape_of(model);
    out.set("positionA", c.position_a);
    out.set("positionB", c.position_b);
    out.set("token", c.token);
    out.set("tokenRowCosine", c.token_row_cosine);
    out.set("cosine", copy_out(c.cosine));
    out.set("normA", copy_out(c.norm_a));
    out.set("normB", copy_out(c.norm_b));
    return out;
  });
}

val next_byte_lesson(val settings, val weights, std::string prompt, double temperature,
                     double top_k, double top_p) {
  return guarded([&] {
    std::optional<elab::TinyGPT<double>> random;
    elab::TinyGPT<double>& model = lesson_model(settings, weights, random);
    const std::vector<int> ids = elab::byte_encode(prompt);
    const elab::NextByteLesson n =
        elab::next_byte_lesson(model, ids, sampling_of(temperature, top_k, top_p));
    val out = shape_of(model);
    out.set("ids", js_array(ids));
    out.set("logits", copy_out(n.logits));
    out.set("plain", copy_out(n.stages.plain));
    out.set("tempered", copy_out(n.stages.tempered));
    out.set("topK", copy_out(n.stages.top_k));
    out.set("topP", copy_out(n.stages.top_p));
    out.set("keptK", n.stages.kept_k);
    out.set("keptP", n.stages.kept_p);
    out.set("order", js_array(n.stages.order));
    return out;
  });
}

val generation_out(const elab::LessonGeneration& g) {
  val out = val::object();
  out.set("ids", js_array(g.ids));
  out.set("probability", copy_out(g.probability));
  out.set("candidates", js_array(g.candidates));
  return out;
}

val generate_lesson(val settings, val weights, std::string prompt, double length,
                    double temperature, double top_k, double top_p, double seed) {
  return guarded([&] {
    std::optional<elab::TinyGPT<double>> random;
    return generation_out(
        elab::generate_lesson(lesson_model(settings, weights, random), elab::byte_encode(prompt),
                              whole_number(length, "length"),
                              sampling_of(temperature, top_k, top_p), elab::checked_seed(seed)));
  });
}

// A generation made a few bytes per call (elab::LessonGenerator), for the page's worker: it
// reports progress between calls and drops the handle when a newer request supersedes it.
class LessonGeneratorHandle {
 public:
  // Created empty, then configured, so a refused setting comes back as an Error value (guarded).
  val configure(val settings, val weights, std::string prompt, double length, double temperature,
                double top_k, double top_p, double seed) {
    return guarded([&] {
      // The generator keeps its own copy: it runs across calls, and the parsed model may change.
      std::optional<elab::TinyGPT<double>> random;
      m_generator = std::make_unique<elab::LessonGenerator>(
          lesson_model(settings, weights, random), elab::byte_encode(prompt),
          whole_number(length, "length"), sampling_of(temperature, top_k, top_p),
          elab::checked_seed(seed));
      return val::undefined();
    });
  }
  // Makes up to count more bytes; returns how many are made in all.
  val step(double count) {
    return guarded([&] {
      const int n = whole_number(count, "bytes per step");
      for (int i = 0; i < n && !generator().done(); ++i) generator().step();
      return val(generator().made());
    });
  }
  val made() {
    return guarded([&] { return val(generator().made()); });
  }
  val total() {
    return guarded([&] { return val(generator().total()); });
  }
  val result() {
    return guarded([&] { return generation_out(generator().result()); });
  }

 private:
  elab::LessonGenerator& generator() {
    if (!m_generator) elab::fail("the generation is not configured");
    return *m_generator;
  }
  std::unique_ptr<elab::LessonGenerator> m_generator;
};

val kv_cache_lesson(val settings, val weights, std::string text, double bytes_per_value) {
  return guarded([&] {
    std::optional<elab::TinyGPT<double>> random;
    elab::TinyGPT<double>& model = lesson_model(settings, weights, random);
    const std::vector<int> ids = elab::lesson_ids(text, model);
    const elab::KvCacheLesson kv =
        elab::kv_cache_lesson(model, ids, whole_number(bytes_per_value, "bytes per number"));
    val out = shape_of(model);
    out.set("tokens", static_cast<double>(ids.size()));
    out.set("bytesPerToken", kv.bytes_per_token);
    out.set("cacheBytes", kv.cache_bytes);
    out.set("prefixChange", kv.prefix_change);
    return out;
  });
}

}  // namespace

EMSCRIPTEN_BINDINGS(model_lessons) {
  emscripten::function("modelLessonLayout", &model_lesson_layout);
  emscripten::function("headsLesson", &heads_lesson);
  emscripten::function("blockLesson", &block_lesson);
  emscripten::function("normPlacementLesson", &norm_placement_lesson);
  emscripten::function("contextualLesson", &contextual_lesson);
  emscripten::function("nextByteLesson", &next_byte_lesson);
  emscripten::function("generateLesson", &generate_lesson);
  emscripten::function("kvCacheLesson", &kv_cache_lesson);
  emscripten::function("lessonWeightsParsed", &lesson_weights_parsed);
  emscripten::class_<LessonGeneratorHandle>("LessonGenerator")
      .constructor<>()
      .function("configure", &LessonGeneratorHandle::configure)
      .function("step", &LessonGeneratorHandle::step)
      .function("made", &LessonGeneratorHandle::made)
      .function("total", &LessonGeneratorHandle::total)
      .function("result", &LessonGeneratorHandle::result);
}
