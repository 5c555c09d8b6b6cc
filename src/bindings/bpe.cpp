// Bindings of byte-level BPE (src/core/data/bpe.hpp) for the BPE lesson and the training lab.
// Merges travel as a flat Int32Array [a0, b0, a1, b1, ...]; ids as Int32Array.
#include "core/data/bpe.hpp"

#include <emscripten/bind.h>
#include <emscripten/val.h>

#include <string>
#include <vector>

#include "bindings/marshal.hpp"
#include "core/data/tokenizer.hpp"

namespace elab::bindings {

namespace {

// Whole numbers from a JS array or typed array, each checked.
std::vector<int> ints_from(const val& list, const char* name) {
  // Only arrays: a string has a length too, and would read as NaNs.
  if (!list.isArray() && !list.instanceof (val::global("Int32Array")))
    elab::fail(std::string(name) + " must be a list of whole numbers");
  return whole_number_list(list, name);
}

std::vector<BpePair> merges_from(const val& list) {
  const std::vector<int> flat = ints_from(list, "merges");
  if (flat.size() % 2 != 0)
    elab::fail("merges must hold pairs of ids (got " + std::to_string(flat.size()) + " numbers)");
  std::vector<BpePair> merges;
  for (std::size_t i = 0; i < flat.size(); i += 2) merges.push_back(BpePair{flat[i], flat[i + 1]});
  return merges;
}

val strings(const std::vector<std::string>& values) {
  val out = val::array();
  for (std::size_t i = 0; i < values.size(); ++i) out.set(i, values[i]);
  return out;
}

// The adjacent pairs of ids in the order training would merge them: [{ left, right, count,
// first }], at most top of them.
val pair_counts(const std::vector<int>& ids, int top) {
  const auto counts = elab::bpe_pair_counts(ids, top);
  val out = val::array();
  for (std::size_t i = 0; i < counts.size(); ++i) {
    val row = val::object();
    row.set("left", counts[i].pair.left);
    row.set("right", counts[i].pair.right);
    row.set("count", counts[i].count);
    row.set("first", counts[i].first);
    out.set(i, row);
  }
  return out;
}

// The texts of a JS array of strings, for the encode option.
std::vector<std::string> texts_from(const val& list) {
  if (!list.isArray()) elab::fail("the texts to encode must be a list of strings");
  std::vector<std::string> texts;
  const int n = list["length"].as<int>();
  for (int i = 0; i < n; ++i) {
    const val text = list[i];
    if (!text.isString())
      elab::fail("the texts to encode must be strings (item " + std::to_string(i) + " is not)");
    texts.push_back(text.as<std::string>());
  }
  return texts;
}

// What a training made, for the lesson to draw: its merges, counts, lengths and ids, the text's
// size, how many merges were asked for and why fewer were made, and every id's label when labels
// is set.
val training_summary(const BpeTraining& t, std::size_t bytes, bool labels) {
  std::vector<int> flat;
  for (const BpePair& m : t.merges) {
    flat.push_back(m.left);
    flat.push_back(m.right);
  }
  val out = val::object();
  out.set("merges", copy_out(flat));
  out.set("counts", copy_out(t.counts));
  out.set("lengths", copy_out(t.lengths));
  out.set("ids", copy_out(t.ids));
  out.set("bytes", static_cast<double>(bytes));
  out.set("requested", t.requested);
  out.set("stopReason", t.stop_reason);
  if (labels) out.set("labels", strings(elab::bpe_vocab_labels(t.merges)));
  return out;
}

// A training, with what the lesson draws of it so nothing goes back in: the summary, the
// next_pairs pairs its last merge left most often (nextPairs, in the order training would merge
// them next; none for 0), and each text of encode in its merges (encoded).
val bpe_train(std::string text, double num_merges, double next_pairs, bool labels, val encode) {
  return guarded([&] {
    const int top = whole_number(next_pairs, "the number of next pairs");
    if (top < 0)
      elab::fail("the number of next pairs must be 0 or more (got " + std::to_string(top) + ")");
    const std::vector<std::string> texts = texts_from(encode);
    const BpeTraining t = elab::bpe_train(text, whole_number(num_merges, "the number of merges"));
    val out = training_summary(t, text.size(), labels);
    out.set("nextPairs", top == 0 ? val::array() : pair_counts(t.ids, top));
    val encoded = val::array();
    for (std::size_t i = 0; i < texts.size(); ++i)
      encoded.set(i, copy_out(elab::bpe_encode(texts[i], t.merges)));
    out.set("encoded", encoded);
    return out;
  });
}

// A training held in the core, so a text can be encoded in its first k merges without the merges
// going back in (the BPE lesson's second text, at every keystroke). configure trains and returns
// the summary with labels; encode(text, k) takes 0 <= k <= the merges made.
class BpeTrainingHandle {
 public:
  val configure(std::string text, double num_merges) {
    return guarded([&] {
      BpeTraining t = elab::bpe_train(text, whole_number(num_merges, "the number of merges"));
      val out = training_summary(t, text.size(), true);
      m_merges = std::move(t.merges);
      return out;
    });
  }
  val encode(std::string text, double merges) {
    return guarded([&] {
      const int k = whole_number(merges, "the number of merges");
      if (k < 0 || k > static_cast<int>(m_merges.size()))
        elab::fail("the number of merges must be between 0 and the " +
                   std::to_string(m_merges.size()) + " this training made (got " +
                   std::to_string(k) + ")");
      const std::vector<BpePair> first(m_merges.begin(), m_merges.begin() + k);
      return copy_out(elab::bpe_encode(text, first));
    });
  }

 private:
  std::vector<BpePair> m_merges;
};

val bpe_encode(std::string text, val merges) {
  return guarded([&] { return copy_out(elab::bpe_encode(text, merges_from(merges))); });
}

// Readable labels of every id of the vocabulary (bpe_label, long tokens cut): index = id.
val bpe_vocab_labels(val merges) {
  return guarded([&] { return strings(elab::bpe_vocab_labels(merges_from(merges))); });
}

// Ids back to text (invalid UTF-8 shown as U+FFFD, as byte_decode).
val bpe_decode(val ids, val merges) {
  return guarded([&] {
    const std::string bytes = elab::bpe_decode(ints_from(ids, "token id"), merges_from(merges));
    return val(elab::byte_decode(elab::byte_encode(bytes)));
  });
}

}  // namespace
}  // namespace elab::bindings

EMSCRIPTEN_BINDINGS(bpe) {
  using namespace elab::bindings;
  emscripten::function("bpeTrain", &bpe_train);
  emscripten::class_<BpeTrainingHandle>("BpeTraining")
      .constructor<>()
      .function("configure", &BpeTrainingHandle::configure)
      .function("encode", &BpeTrainingHandle::encode);
  emscripten::function("bpeEncode", &bpe_encode);
  emscripten::function("bpeVocabLabels", &bpe_vocab_labels);
  emscripten::function("bpeDecode", &bpe_decode);
}
