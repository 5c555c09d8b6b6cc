// The training lab: a bound Trainer class (JS owns each handle and must call .delete()) whose
// methods are every operation on a trainer, the analysis of its tables, the core's trainer
// defaults and limits, and the module-wide figures (heap in use, the default text).
#include "core/model/trainer.hpp"

#include <emscripten/bind.h>
#include <emscripten/val.h>
#include <malloc.h>

#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "bindings/marshal.hpp"
#include "bindings/model_shape.hpp"
#include "core/data/analysis.hpp"
#include "core/data/corpus.hpp"
#include "core/model/tiny_gpt.hpp"
#include "core/model/training_lab.hpp"

using namespace elab::bindings;

namespace {

// The model's kind and shape from settings under the page's names (model_shape.hpp): all a
// helper worker's copy of a trainer's model needs. A missing one takes TrainerConfig's default.
elab::TrainerConfig read_trainer_model(const val& settings) {
  elab::TrainerConfig c = read_model_shape<elab::TrainerConfig>(settings);
  c.model = string_field(settings, elab::kTrainerNames.model.page, c.model);
  return c;
}

// settings: the page's names; a missing one takes TrainerConfig's default.
elab::TrainerConfig trainer_config(const val& settings) {
  const elab::TrainerLimits& limits = elab::kTrainerLimits;
  const elab::TrainerSettingNames& names = elab::kTrainerNames;
  elab::TrainerConfig c = read_trainer_model(settings);
  c.lr = number_field(settings, names.lr.page, c.lr);
  c.weight_decay = number_field(settings, names.weight_decay.page, c.weight_decay);
  c.clip_norm = number_field(settings, names.clip_norm.page, c.clip_norm);
  c.batch = sized_field(settings, names.batch, c.batch, limits.batch);
  c.seq_len = sized_field(settings, names.seq_len, c.seq_len, limits.seq_len);
  c.seed = static_cast<std::uint64_t>(
      sized_field(settings, names.seed, static_cast<int>(c.seed), limits.seed));
  c.bpe_merges = sized_field(settings, names.bpe_merges, c.bpe_merges, limits.bpe_merges);
  // The model checks embed_std's range.
  c.embed_std = number_field(settings, names.embed_std.page, c.embed_std);
  c.val_fraction = number_field(settings, names.val_fraction.page, c.val_fraction);
  return c;
}

// A trainer configuration under the page's names, for value_object.
struct ModelSettings {
  std::string model;
  int d_model, layers, heads, max_len;
  std::string pe, norm;
  int seq_len;
  double lr;
  double embed_std;
  double val_fraction;
};

ModelSettings model_settings(const elab::TrainerConfig& c) {
  return {c.model,
          c.d_model,
          c.n_layer,
          c.n_head,
          c.max_len,
          elab::to_string(c.pe),
          elab::to_string(c.norm),
          c.seq_len,
          c.lr,
          c.embed_std,
          c.val_fraction};
}

val pairs_out(const std::vector<elab::SimilarPair>& pairs) {
  val out = val::array();
  for (std::size_t i = 0; i < pairs.size(); ++i) out.set(i, pairs[i]);
  return out;
}

val report_out(const elab::EmbeddingReport& report) {
  val out = val::object();
  out.set("rows", copy_out(report.rows));
  out.set("similarity", matrix_out(report.similarity));
  out.set("norms", copy_out(report.norms));
  out.set("projection", matrix_out(report.projection));
  out.set("explainedRatio", copy_out(report.explained_ratio));
  out.set("most", pairs_out(report.most));
  out.set("least", pairs_out(report.least));
  return out;
}

class TrainerHandle {
 public:
  // Created empty, then configured: a rejected setting then comes back from configure() as an
  // Error value instead of being thrown out of a constructor (see guarded).
  val configure(val settings, std::string text) {
    return guarded([&] {
      m_trainer = std::make_unique<elab::Trainer>(trainer_config(settings), text);
      return val::undefined();
    });
  }

  val step(double n) {
    return guarded([&] { return copy_out(trainer().step(whole_number(n, "steps"))); });
  }
  val eval_loss(double seq_len) {
    return guarded([&] { return val(trainer().eval_loss(whole_number(seq_len, "seq_len"))); });
  }
  val eval_loss_spread(double seq_len, double count) {
    return guarded([&] {
      return val(
          trainer().eval_loss(whole_number(seq_len, "seq_len"), whole_number(count, "windows")));
    });
  }
  // The same on the held-out part of the text.
  val val_loss_spread(double seq_len, double count) {
    return guarded([&] {
      return val(
          trainer().val_loss(whole_number(seq_len, "seq_len"), whole_number(count, "windows")));
    });
  }
  val set_rope_scaling(std::string method, double scale) {
    return guarded([&] {
      trainer().set_rope_scaling(elab::parse_rope_scaling(method), scale);
      return val::undefined();
    });
  }
  val generate(std::string prompt, double n, double temperature, double top_k, double seed,
               double top_p) {
    return guarded([&] {
      return val(trainer().generate(prompt, whole_number(n, "length"), temperature,
                                    whole_number(top_k, "top_k"), elab::checked_seed(seed), top_p));
    });
  }
  val reset() {
    return guarded([&] {
      trainer().reset();
      return val::undefined();
    });
  }

  // A step in parts (trainer.hpp), for the page's helper workers: the weights and the batch go to
  // them, their shards' gradients come back and are added in shard order.
  val params() {
    return guarded([&] { return copy_out(trainer().model().params(), trainer().model().size()); });
  }
  val begin_step() {
    return guarded([&] {
      elab::Trainer& t = trainer();
      t.begin_step();
      val out = val::object();
      out.set("ids", copy_out(t.batch_ids()));
      out.set("targets", copy_out(t.batch_targets()));
      out.set("batch", t.config().batch);
      out.set("seqLen", t.config().seq_len);
      out.set("shards", t.shards());
      return out;
    });
  }
  // Shard k computed here, from the step's batch.
  val add_own_shard(double shard) {
    return guarded([&] {
      trainer().add_shard(whole_number(shard, "shard"));
      return val::undefined();
    });
  }
  // Shard k as a helper computed it: its gradient (a Float32Array, one value per parameter) and
  // its part of the loss.
  val add_shard(double shard, val grads, double loss) {
    return guarded([&] {
      elab::Trainer& t = trainer();
      m_grads.resize(t.model().size());
      typed_in(grads, "Float32Array", m_grads.size(), m_grads.data(), "a shard's gradient");
      t.add_shard(whole_number(shard, "shard"), m_grads.data(), m_grads.size(), loss);
      return val::undefined();
    });
  }
  val finish_step() {
    return guarded([&] { return val(trainer().finish_step()); });
  }

  val token_table() {
    return guarded([&] { return matrix_out(elab::token_table(trainer().model())); });
  }
  val position_table() {
    return guarded([&] {
      const auto& model = trainer().model();
      return elab::has_position_table(model) ? matrix_out(elab::position_table(model))
                                             : val::null();
    });
  }
  // The analysis of the model's own tables, which stay in WASM memory: the token table's rows
  // (ids), and the first `positions` rows of the position table (null without a learned table or
  // with fewer than 2 rows to compare). What the lab draws every snapshot.
  val token_report(val rows, double pairs) {
    return guarded([&] {
      return report_out(elab::embedding_report(elab::token_table(trainer().model()),
                                               whole_number_list(rows, "row"),
                                               whole_number(pairs, "pairs")));
    });
  }
  val position_report(double positions, double pairs) {
    return guarded([&] {
      const auto& model = trainer().model();
      if (!elab::has_position_table(model)) return val::null();
      const elab::MatrixF table = elab::position_table(model);
      const int n = std::min(whole_number(positions, "positions"), static_cast<int>(table.rows()));
      if (n < 2) return val::null();
      std::vector<int> rows(static_cast<std::size_t>(n));
      for (int i = 0; i < n; ++i) rows[static_cast<std::size_t>(i)] = i;
      return report_out(elab::embedding_report(table, rows, whole_number(pairs, "pairs")));
    });
  }
  val attention(std::string prompt) {
    return guarded([&] {
      const elab::AttentionMaps maps = elab::prompt_attention(trainer().model(), prompt);
      val out = val::object();
      out.set("layers", maps.layers);
      out.set("heads", maps.heads);
      out.set("T", maps.seq_len);
      out.set("weights", copy_out(maps.weights));
      return out;
    });
  }
  val save_weights() {
    return guarded([&] { return copy_out(trainer().save_weights()); });
  }
  val load_weights(val bytes) {
    return guarded([&] {
      trainer().load_weights(emscripten::convertJSArrayToNumberVector<std::uint8_t>(bytes));
      return val::undefined();
    });
  }
  // The model the trainer holds now (after a load it is the file's, not the settings').
  val model_config() {
    return guarded([&] {
      const elab::Trainer& t = trainer();
      val out = val(model_settings(t.config()));
      // The tokenizer (bindings/bpe.cpp has its functions): merges as flat pairs, empty for bytes.
      std::vector<int> merges;
      for (const elab::BpePair& m : t.merges()) merges.insert(merges.end(), {m.left, m.right});
      out.set("bpeMerges", copy_out(merges));
      out.set("vocab", t.vocab());
      out.set("tokens", t.tokens());
      out.set("bytes", static_cast<double>(t.training_text().size()));
      out.set("valTokens", t.val_tokens());
      out.set("valBytes", static_cast<double>(t.validation_text().size()));
      out.set("shards", t.shards());  // each step's, so the most workers this model uses
      // RoPE scaling now, so a helper worker's copy of the model rotates as this one does.
      const auto* gpt = dynamic_cast<const elab::TinyGPT<float>*>(&t.model());
      out.set("ropeScaling", elab::to_string(gpt ? gpt->rope_scaling() : elab::RopeScaling::none));
      out.set("ropeScale", gpt ? gpt->rope_scale() : 1.0);
      return out;
    });
  }

  double steps_done() const { return m_trainer ? static_cast<double>(m_trainer->steps_done()) : 0; }
  bool diverged() const { return m_trainer && m_trainer->diverged(); }
  std::string divergence() const { return m_trainer ? m_trainer->divergence() : std::string(); }
  double parameter_count() const {
    return m_trainer ? static_cast<double>(m_trainer->model().size()) : 0;
  }

 private:
  // The configured trainer; only called inside guarded(), where "not configured" is a message.
  elab::Trainer& trainer() {
    if (!m_trainer) elab::fail("the trainer has not been configured yet");
    return *m_trainer;
  }

  std::unique_ptr<elab::Trainer> m_trainer;
  std::vector<float> m_grads;  // a helper's shard gradient on its way into the trainer
};

// A helper worker's copy of a trainer's model: the weights it is sent each step, the gradients of
// the shards it is asked for (elab::shard_gradient, what the trainer runs for its own).
class ShardModelHandle {
 public:
  // settings: the trainer's modelConfig() (its kind, sizes, vocab and RoPE scaling).
  val configure(val settings) {
    return guarded([&] {
      const int vocab = whole_number(number_field(settings, "vocab", 256), "vocab");
      auto model = elab::make_model(read_trainer_model(settings), vocab);
      const std::string scaling = string_field(settings, "ropeScaling", "none");
      if (auto* gpt = dynamic_cast<elab::TinyGPT<float>*>(model.get()))
        gpt->set_rope_scaling(elab::parse_rope_scaling(scaling),
                              number_field(settings, "ropeScale", 1));
      else if (scaling != "none")
        elab::fail("RoPE scaling applies to TinyGPT with rope positions");
      m_model = std::move(model);
      return val::undefined();
    });
  }
  val set_params(val params) {
    return guarded([&] {
      elab::Model<float>& m = model();
      typed_in(params, "Float32Array", m.size(), m.params(), "the weights");
      return val::undefined();
    });
  }
  // ids and targets: the step's whole batch (batch, seqLen), as Int32Arrays.
  val gradient(val ids, val targets, double batch, double seq_len, double shard) {
    return guarded([&] {
      const int B = whole_number(batch, "batch"), T = whole_number(seq_len, "seqLen");
      if (B < 1 || T < 1) elab::fail("batch and seqLen must be at least 1");
      const auto n = static_cast<std::size_t>(B) * static_cast<std::size_t>(T);
      m_ids.resize(n);
      m_targets.resize(n);
      typed_in(ids, "Int32Array", n, m_ids.data(), "the batch's ids");
      typed_in(targets, "Int32Array", n, m_targets.data(), "the batch's targets");
      elab::Model<float>& m = model();
      const double loss = elab::shard_gradient(m, m_ids.data(), m_targets.data(), B, T,
                                               whole_number(shard, "shard"));
      val out = val::object();
      out.set("loss", loss);
      out.set("grads", copy_out(m.grads(), m.size()));
      return out;
    });
  }
  double parameter_count() const { return m_model ? static_cast<double>(m_model->size()) : 0; }

 private:
  elab::Model<float>& model() {
    if (!m_model) elab::fail("the shard model has not been configured yet");
    return *m_model;
  }
  std::unique_ptr<elab::Model<float>> m_model;
  std::vector<int> m_ids, m_targets;
};

// TrainerConfig's defaults and kTrainerLimits' ranges under the page's names, each page name's core
// name (what a refusal's `setting` says), and the core's lists of model names and positional
// encodings.
val trainer_settings() {
  const elab::TrainerConfig c;
  const elab::TrainerLimits& l = elab::kTrainerLimits;
  val defaults = val(model_settings(c));
  defaults.set("weightDecay", c.weight_decay);
  defaults.set("clipNorm", c.clip_norm);
  defaults.set("batch", c.batch);
  defaults.set("seed", static_cast<double>(c.seed));
  defaults.set("bpeMerges", c.bpe_merges);
  val limits = val::object();
  limits.set("dModel", l.d_model);
  limits.set("layers", l.n_layer);
  limits.set("heads", l.n_head);
  limits.set("maxLen", l.max_len);
  limits.set("batch", l.batch);
  limits.set("seqLen", l.seq_len);
  limits.set("seed", l.seed);
  limits.set("bpeMerges", l.bpe_merges);
  limits.set("embedStd", l.embed_std);
  val names = val::object();
  const elab::TrainerSettingNames& n = elab::kTrainerNames;
  for (const elab::SettingNames& s :
       {n.model, n.d_model, n.n_layer, n.n_head, n.max_len, n.pe, n.norm, n.lr, n.weight_decay,
        n.clip_norm, n.batch, n.seq_len, n.seed, n.bpe_merges, n.embed_std, n.val_fraction})
    names.set(s.page, s.core);
  val out = val::object();
  out.set("defaults", defaults);
  out.set("limits", limits);
  out.set("names", names);
  out.set("models", js_array(elab::model_names()));
  out.set("batchShards", elab::kBatchShards);  // the most workers a step can use
  out.set("encodings", js_array(elab::pe_names()));
  return out;
}

val bigram_entropy(std::string text) {
  return guarded([&] { return val(elab::bigram_entropy_nats(text)); });
}

val bytes_present(std::string text) {
  return guarded([&] { return copy_out(elab::bytes_present(text)); });
}

std::string seed_corpus_text() {
  return std::string(elab::seed_corpus());
}

// Bytes malloc has handed out and not taken back: what a leak test watches. (The WASM memory
// itself only ever grows, so its size alone cannot show a leak.)
double heap_bytes_in_use() {
  return static_cast<double>(mallinfo().uordblks);
}

}  // namespace

EMSCRIPTEN_BINDINGS(trainer) {
  using emscripten::function;
  emscripten::value_object<ModelSettings>("ModelSettings")
      .field("model", &ModelSettings::model)
      .field("dModel", &ModelSettings::d_model)
      .field("layers", &ModelSettings::layers)
      .field("heads", &ModelSettings::heads)
      .field("maxLen", &ModelSettings::max_len)
      .field("pe", &ModelSettings::pe)
      .field("norm", &ModelSettings::norm)
      .field("seqLen", &ModelSettings::seq_len)
      .field("lr", &ModelSettings::lr)
      .field("embedStd", &ModelSettings::embed_std)
      .field("valFraction", &ModelSettings::val_fraction);
  emscripten::value_object<elab::SettingRange>("SettingRange")
      .field("min", &elab::SettingRange::min)
      .field("max", &elab::SettingRange::max);
  emscripten::value_object<elab::SpreadRange>("SpreadRange")
      .field("above", &elab::SpreadRange::above)
      .field("atMost", &elab::SpreadRange::at_most);
  emscripten::value_object<elab::SimilarPair>("SimilarPair")
      .field("i", &elab::SimilarPair::i)
      .field("j", &elab::SimilarPair::j)
      .field("similarity", &elab::SimilarPair::similarity);

  emscripten::class_<TrainerHandle>("Trainer")
      .constructor<>()
      .function("configure", &TrainerHandle::configure)
      .function("step", &TrainerHandle::step)
      .function("evalLoss", &TrainerHandle::eval_loss)
      .function("evalLossSpread", &TrainerHandle::eval_loss_spread)
      .function("valLossSpread", &TrainerHandle::val_loss_spread)
      .function("setRopeScaling", &TrainerHandle::set_rope_scaling)
      .function("generate", &TrainerHandle::generate)
      .function("reset", &TrainerHandle::reset)
      .function("params", &TrainerHandle::params)
      .function("beginStep", &TrainerHandle::begin_step)
      .function("addOwnShard", &TrainerHandle::add_own_shard)
      .function("addShard", &TrainerHandle::add_shard)
      .function("finishStep", &TrainerHandle::finish_step)
      .function("tokenTable", &TrainerHandle::token_table)
      .function("positionTable", &TrainerHandle::position_table)
      .function("tokenReport", &TrainerHandle::token_report)
      .function("positionReport", &TrainerHandle::position_report)
      .function("attention", &TrainerHandle::attention)
      .function("saveWeights", &TrainerHandle::save_weights)
      .function("loadWeights", &TrainerHandle::load_weights)
      .function("modelConfig", &TrainerHandle::model_config)
      .function("stepsDone", &TrainerHandle::steps_done)
      .function("diverged", &TrainerHandle::diverged)
      .function("divergence", &TrainerHandle::divergence)
      .function("parameterCount", &TrainerHandle::parameter_count);

  emscripten::class_<ShardModelHandle>("ShardModel")
      .constructor<>()
      .function("configure", &ShardModelHandle::configure)
      .function("setParams", &ShardModelHandle::set_params)
      .function("gradient", &ShardModelHandle::gradient)
      .function("parameterCount", &ShardModelHandle::parameter_count);

  function("trainerSettings", &trainer_settings);
  function("bigramEntropy", &bigram_entropy);
  function("bytesPresent", &bytes_present);
  function("seedCorpus", &seed_corpus_text);
  function("heapBytesInUse", &heap_bytes_in_use);
}
