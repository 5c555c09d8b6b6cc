// The model lessons (heads, block, contextual, sampling): TinyGPT's intermediates and the
// norm-placement stacks against PyTorch float64 (tests/fixtures/model-intermediates.json, made by
// make_model_intermediates.py), finite differences through both stacks, and the properties of
// temperature, top-k and top-p.
#include <algorithm>
#include <cmath>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <numeric>
#include <string>
#include <vector>

#include "core/data/weights_format.hpp"
#include "core/errors.hpp"
#include "core/kernels/alibi.hpp"
#include "core/lessons/model.hpp"
#include "core/model/sampling.hpp"
#include "core/model/trainer.hpp"
#include "fixtures.hpp"
#include "gradcheck.hpp"

using Catch::Matchers::Contains;
using elab::MatrixD;
using elab::NormKind;
using elab::NormPlacement;
using elab::PeKind;
using elab::SamplingSettings;
using elab::TinyGPT;
using elab::TinyGptConfig;

namespace {

const nlohmann::json& intermediates_file() {
  static const nlohmann::json file = [] {
    std::ifstream in(std::string(ELAB_FIXTURE_DIR) + "/model-intermediates.json");
    if (!in) throw std::runtime_error("cannot open model-intermediates.json");
    return nlohmann::json::parse(in);
  }();
  return file;
}

TinyGptConfig config_of(const nlohmann::json& p) {
  TinyGptConfig c;
  c.vocab = p.at("vocab");
  c.d_model = p.at("d_model");
  c.n_layer = p.at("n_layer");
  c.n_head = p.at("n_head");
  c.max_len = p.at("max_len");
  c.pe = elab::parse_pe(p.at("pe").get<std::string>());
  c.norm = elab::parse_norm(p.at("norm").get<std::string>());
  return c;
}

// The case's model: weights from core-v1.json for the replayed cases, from the file otherwise.
TinyGPT<double> model_of(const nlohmann::json& c) {
  TinyGPT<double> model(config_of(c.at("params")));
  const nlohmann::json* source = &c.at("inputs");
  if (c.at("from") == "core-v1.json")
    for (const auto& k : elab::test::reference_file().at("cases"))
      if (k.at("name") == c.at("name")) source = &k.at("inputs");
  for (const auto& info : model.layout()) {
    const auto t = elab::test::tensor(source->at(info.name));
    model.set_param(info.name, t.shape, t.data.data());
  }
  return model;
}

MatrixD matrix_of(const elab::test::Tensor& t) {
  const int rows = t.shape.size() == 1 ? 1 : t.shape[0];
  return Eigen::Map<const MatrixD>(t.data.data(), rows, static_cast<int>(t.data.size()) / rows);
}

std::vector<double> flat(const double* p, std::size_t n) {
  return {p, p + n};
}
std::vector<double> flat(const MatrixD& m) {
  return {m.data(), m.data() + m.size()};
}

// Double against float64 PyTorch: rounding only.
constexpr elab::test::Tolerance kTight{1e-11, 1e-9};

std::vector<int> bytes(const std::string& s) {
  return {s.begin(), s.end()};
}

TinyGptConfig lab_shape(PeKind pe = PeKind::learned, NormKind norm = NormKind::layernorm) {
  TinyGptConfig c;
  c.d_model = 16;
  c.n_layer = 2;
  c.n_head = 4;
  c.max_len = 64;
  c.pe = pe;
  c.norm = norm;
  return c;
}

double sum(const std::vector<double>& v) {
  return std::accumulate(v.begin(), v.end(), 0.0);
}

int nonzero(const std::vector<double>& v) {
  return static_cast<int>(std::count_if(v.begin(), v.end(), [](double p) { return p > 0; }));
}

}  // namespace

TEST_CASE("TinyGPT intermediates match PyTorch for every fixture model",
          "[lessons-model][fixture]") {
  const auto& cases = intermediates_file().at("cases");
  REQUIRE(cases.size() == 10);  // 8 one-block cases of core-v1.json, 2 two-block cases
  for (const auto& c : cases) {
    INFO(c.at("name").get<std::string>());
    TinyGPT<double> model = model_of(c);
    const auto ids_t = elab::test::tensor(c.at("inputs").at("ids"));
    const std::vector<int> ids(ids_t.data.begin(), ids_t.data.end());
    const int B = ids_t.shape[0], T = ids_t.shape[1];
    model.forward_backward(ids.data(), nullptr, B, T, false);
    const auto& want = c.at("expected");
    const auto check = [&](const std::string& key, const double* got) {
      const auto t = elab::test::tensor(want.at(key));
      elab::test::require_close(flat(got, t.data.size()), t.data, kTight, key);
    };
    const int C = model.config().d_model;
    const std::size_t NC = static_cast<std::size_t>(B) * T * C;
    for (int l = 0; l < model.config().n_layer; ++l) {
      const std::string p = std::to_string(l) + ".";
      check("residual." + std::to_string(l), model.residual(l));
      check(p + "normed1", model.normed1(l));
      check(p + "qkv", model.qkv(l));
      check(p + "attention", model.attention(l));
      check(p + "heads_out", model.heads_out(l));
      check(p + "residual_mid", model.residual_mid(l));
      check(p + "normed2", model.normed2(l));
      check(p + "mlp_hidden", model.mlp_hidden(l));
      std::vector<double> projected(NC), mlp_out(NC);
      for (std::size_t i = 0; i < NC; ++i) {
        projected[i] = model.residual_mid(l)[i] - model.residual(l)[i];
        mlp_out[i] = model.residual(l + 1)[i] - model.residual_mid(l)[i];
      }
      check(p + "projected", projected.data());
      check(p + "mlp_out", mlp_out.data());
    }
    check("residual." + std::to_string(model.config().n_layer),
          model.residual(model.config().n_layer));
    check("final_normed", model.final_normed());
    check("logits", model.logits());
  }
}

TEST_CASE("the lessons read the same intermediates: heads, projection and residual",
          "[lessons-model][fixture]") {
  for (const auto& c : intermediates_file().at("cases")) {
    if (c.at("params").at("n_layer") != 2) continue;
    INFO(c.at("name").get<std::string>());
    TinyGPT<double> model = model_of(c);
    const auto ids_t = elab::test::tensor(c.at("inputs").at("ids"));
    const int T = ids_t.shape[1];
    const std::vector<int> row0(ids_t.data.begin(), ids_t.data.begin() + T);  // batch row 0
    const auto& want = c.at("expected");
    const auto first_rows = [&](const std::string& key, std::size_t n) {
      const auto t = elab::test::tensor(want.at(key));
      return std::vector<double>(t.data.begin(), t.data.begin() + n);
    };
    const int C = 8, NH = 2;
    for (int l = 0; l < 2; ++l) {
      const elab::HeadsLesson h = elab::heads_lesson(model, row0, l);
      const std::string p = std::to_string(l) + ".";
      elab::test::require_close(flat(h.normed), first_rows(p + "normed1", T * C), kTight, "normed");
      elab::test::require_close(flat(h.heads_out), first_rows(p + "heads_out", T * C), kTight,
                                "heads_out");
      elab::test::require_close(flat(h.projected), first_rows(p + "projected", T * C), kTight,
                                "projected");
      elab::test::require_close(flat(h.weights), first_rows(p + "attention", NH * T * T), kTight,
                                "weights");
      CHECK(h.weights_times_v_error < 1e-14);
    }
    const elab::BlockLesson b = elab::block_lesson(model, row0);
    const auto logits = elab::test::tensor(want.at("logits"));
    elab::test::require_close(
        b.logits,
        std::vector<double>(logits.data.begin() + (T - 1) * 16, logits.data.begin() + T * 16),
        kTight, "last logits");
  }
}

TEST_CASE("pre-norm and post-norm stacks match PyTorch values and gradients",
          "[lessons-model][fixture]") {
  int checked = 0;
  for (const auto& c : intermediates_file().at("cases")) {
    if (c.at("params").at("n_layer") != 2) continue;
    INFO(c.at("name").get<std::string>());
    const TinyGPT<double> model = model_of(c);
    const MatrixD x = matrix_of(elab::test::tensor(c.at("inputs").at("x")));
    const MatrixD r = matrix_of(elab::test::tensor(c.at("inputs").at("r")));
    const auto& want = c.at("expected");
    for (const auto placement : {NormPlacement::pre, NormPlacement::post}) {
      const std::string p = placement == NormPlacement::pre ? "pre." : "post.";
      const elab::StackPass pass = elab::run_block_stack(model, placement, x, r);
      elab::test::require_close(std::vector<double>{pass.loss},
                                elab::test::tensor(want.at(p + "loss")).data, kTight, p + "loss");
      for (int l = 0; l <= 2; ++l) {
        elab::test::require_close(
            flat(pass.inputs[l]),
            elab::test::tensor(want.at(p + "input." + std::to_string(l))).data, kTight,
            p + "input");
        elab::test::require_close(flat(pass.grads[l]),
                                  elab::test::tensor(want.at(p + "grad." + std::to_string(l))).data,
                                  kTight, p + "grad");
      }
      ++checked;
    }
  }
  CHECK(checked == 4);
}

TEST_CASE("the stacks' input gradients agree with central differences",
          "[lessons-model][gradcheck]") {
  for (const auto norm : {NormKind::layernorm, NormKind::rmsnorm}) {
    TinyGptConfig c = lab_shape(PeKind::none, norm);
    c.d_model = 6;
    c.n_head = 2;
    c.n_layer = 3;
    const TinyGPT<double> model = elab::random_lesson_gpt(c, 7);
    elab::Rng rng(3);
    MatrixD x(4, 6), r(4, 6);
    for (int i = 0; i < x.size(); ++i) x.data()[i] = rng.normal();
    for (int i = 0; i < r.size(); ++i) r.data()[i] = rng.normal();
    for (const auto placement : {NormPlacement::pre, NormPlacement::post}) {
      const elab::StackPass pass = elab::run_block_stack(model, placement, x, r);
      const auto loss = [&](const std::vector<double>& v) {
        return elab::run_block_stack(model, placement, Eigen::Map<const MatrixD>(v.data(), 4, 6), r)
            .loss;
      };
      elab::test::require_gradient(loss, flat(x), flat(pass.grads[0]),
                                   placement == NormPlacement::pre ? "pre-norm x" : "post-norm x");
    }
  }
}

TEST_CASE("a pre-norm stack is TinyGPT's own residual stream", "[lessons-model]") {
  TinyGPT<double> model = elab::random_lesson_gpt(lab_shape(PeKind::none), 5);
  const std::vector<int> ids = bytes("the river bank");
  model.forward_backward(ids.data(), nullptr, 1, static_cast<int>(ids.size()), false);
  const int T = static_cast<int>(ids.size()), C = 16;
  const MatrixD x = Eigen::Map<const MatrixD>(model.residual(0), T, C);
  const elab::StackPass pass =
      elab::run_block_stack(model, NormPlacement::pre, x, MatrixD::Ones(T, C));
  for (int l = 0; l <= 2; ++l)
    CHECK((pass.inputs[l] - Eigen::Map<const MatrixD>(model.residual(l), T, C))
              .cwiseAbs()
              .maxCoeff() < 1e-13);
}

TEST_CASE("norm placement: post-norm holds activations at norm size, pre-norm lets them grow",
          "[lessons-model]") {
  const elab::NormPlacementLesson n =
      elab::norm_placement_lesson(8, 32, 4, 16, NormKind::layernorm, 1);
  REQUIRE(n.pre_activation.size() == 9);
  REQUIRE(n.post_gradient.size() == 9);
  // LayerNorm output with gains near 1: RMS near 1 after every post-norm block.
  for (int l = 1; l <= 8; ++l) CHECK(n.post_activation[l] == Approx(1).margin(0.25));
  CHECK(n.pre_activation[8] > 1.5 * n.pre_activation[0]);  // the residual sum keeps adding
  for (double g : n.pre_gradient) CHECK(std::isfinite(g));
  CHECK_THROWS_WITH(elab::norm_placement_lesson(9, 32, 4, 16, NormKind::layernorm, 1),
                    Contains("depth must be between 1 and 8"));
  CHECK_THROWS_WITH(elab::norm_placement_lesson(2, 30, 4, 16, NormKind::layernorm, 1),
                    Contains("not divisible by n_head"));
}

TEST_CASE("heads lesson: shapes, counts and the output as weights times V", "[lessons-model]") {
  TinyGPT<double> model = elab::random_lesson_gpt(lab_shape(PeKind::rope), 42);
  const std::vector<int> ids = elab::lesson_ids("To be, or not to be", model);
  const elab::HeadsLesson h = elab::heads_lesson(model, ids, 1);
  const int T = 19;
  CHECK(h.tokens == T);
  CHECK(h.head_dim == 4);
  CHECK(h.weights.rows() == 4 * T);
  for (int r = 0; r < h.weights.rows(); ++r) {
    CHECK(h.weights.row(r).sum() == Approx(1).epsilon(1e-12));
    for (int j = r % T + 1; j < T; ++j) CHECK(h.weights(r, j) == 0);  // causal
  }
  CHECK(h.weights_times_v_error < 1e-13);
  CHECK((h.residual_in + h.projected - h.residual_out).cwiseAbs().maxCoeff() < 1e-13);
  CHECK(h.parameters == 4 * 16 * 16 + 4 * 16);
  CHECK(h.projection_mult_adds == 4.0 * T * 16 * 16);
  CHECK(h.attention_mult_adds == 16.0 * T * (T + 1));
  CHECK_THROWS_WITH(elab::heads_lesson(model, ids, 2), Contains("layer must be between 1 and 2"));
  CHECK_THROWS_WITH(elab::lesson_ids("", model), Contains("text is empty"));
}

TEST_CASE(
    "heads lesson with ALiBi: each head's weights are the softmax of its scores minus slope x "
    "distance",
    "[lessons-model]") {
  TinyGPT<double> model = elab::random_lesson_gpt(lab_shape(PeKind::alibi), 5);
  const std::vector<int> ids = elab::lesson_ids("the river bank", model);
  const elab::HeadsLesson h = elab::heads_lesson(model, ids, 0);
  const int T = h.tokens, hd = h.head_dim;
  const std::vector<double> slopes = elab::alibi_slopes(h.n_head);
  double worst = 0;
  for (int head = 0; head < h.n_head; ++head)
    for (int i = 0; i < T; ++i) {
      std::vector<double> e(i + 1);
      double top = -1e300, total = 0;
      for (int j = 0; j <= i; ++j) {
        const double dot = h.q.row(i).segment(head * hd, hd).dot(h.k.row(j).segment(head * hd, hd));
        e[j] = dot / std::sqrt(double(hd)) - slopes[head] * (i - j);
        top = std::max(top, e[j]);
      }
      for (double& v : e) total += (v = std::exp(v - top));
      for (int j = 0; j <= i; ++j)
        worst = std::max(worst, std::abs(e[j] / total - h.weights(head * T + i, j)));
    }
  CHECK(worst < 1e-13);
  CHECK(h.weights_times_v_error < 1e-13);
  // No position row is added: the word's input rows agree exactly, as with RoPE.
  const auto a = bytes("the river bank"), b = bytes("the bank account");
  CHECK(elab::contextual_lesson(model, a, b, "bank").cosine[0] == Approx(1).epsilon(1e-12));
}

TEST_CASE("block lesson: residual sizes, next-byte distribution and parameter counts",
          "[lessons-model]") {
  TinyGPT<double> model = elab::random_lesson_gpt(lab_shape(), 3);
  const std::vector<int> ids = bytes("hello");
  const elab::BlockLesson b = elab::block_lesson(model, ids);
  CHECK(b.stream_rms.rows() == 5);
  CHECK(b.update_rms.rows() == 4);
  double s = sum(b.probs);
  CHECK(s == Approx(1).epsilon(1e-12));
  // The residual stream at the input is the embedding: token row + position row.
  const double* tok = model.param("tok") + 'o' * 16;
  const double* pos = model.param("pos") + 4 * 16;
  double sq = 0;
  for (int i = 0; i < 16; ++i) sq += (tok[i] + pos[i]) * (tok[i] + pos[i]);
  CHECK(b.stream_rms(0, 4) == Approx(std::sqrt(sq / 16)).epsilon(1e-12));
  CHECK(b.head_parameters == 256 * 16);
  CHECK(b.token_table_parameters == 256 * 16);
  CHECK(b.parameters == static_cast<double>(model.size()));
  CHECK(b.mlp_hidden.cols() == 64);
  CHECK(b.token_row_rms == Approx(0.5).margin(0.02));  // the reference draws tok from 0.5 N(0, 1)
}

TEST_CASE("contextual lesson: the same word in two contexts", "[lessons-model]") {
  TinyGPT<double> model = elab::random_lesson_gpt(lab_shape(PeKind::rope), 11);
  const auto a = bytes("the river bank"), b = bytes("the bank account");
  const elab::ContextualLesson c = elab::contextual_lesson(model, a, b, "bank");
  CHECK(c.position_a == 13);
  CHECK(c.position_b == 7);
  CHECK(c.token == 'k');
  CHECK(c.token_row_cosine == Approx(1).epsilon(1e-15));
  REQUIRE(c.cosine.size() == 3);
  CHECK(c.cosine[0] == Approx(1).epsilon(1e-12));  // RoPE adds nothing to the input row
  CHECK(c.cosine[2] < 0.999);                      // the contexts differ after the blocks
  // The same context twice: identical at every layer.
  const elab::ContextualLesson same = elab::contextual_lesson(model, a, a, "bank");
  for (double v : same.cosine) CHECK(v == Approx(1).epsilon(1e-12));
  // Learned positions: the input rows already differ (positions 13 and 7).
  TinyGPT<double> learned = elab::random_lesson_gpt(lab_shape(PeKind::learned), 11);
  CHECK(elab::contextual_lesson(learned, a, b, "bank").cosine[0] < 0.99);
  CHECK_THROWS_WITH(elab::contextual_lesson(model, a, b, "money"),
                    Contains("'money' does not occur in 'the river bank'"));
  CHECK_THROWS_WITH(elab::find_word_end(a, ""), Contains("the word is empty"));
  CHECK(elab::find_word_end(bytes("bank bank"), "bank") == 8);  // the last occurrence
}

TEST_CASE("temperature: 1 is the softmax, lower sharpens, higher flattens, 0 is greedy",
          "[lessons-model][sampling]") {
  const std::vector<double> logits = {2.0, 1.0, 0.5, -1.0, 3.0, 3.0};
  const auto stages = [&](double t) {
    return elab::sampling_stages(logits.data(), 6, SamplingSettings{t, 0, 1});
  };
  const auto one = stages(1);
  CHECK(one.tempered == one.plain);
  double z = 0;
  for (double l : logits) z += std::exp(l);
  for (int i = 0; i < 6; ++i) CHECK(one.plain[i] == Approx(std::exp(logits[i]) / z).epsilon(1e-14));
  // Entropy grows with temperature.
  double previous = -1;
  for (double t : {0.1, 0.5, 1.0, 2.0, 10.0}) {
    const auto s = stages(t);
    CHECK(sum(s.tempered) == Approx(1).epsilon(1e-14));
    double h = 0;
    for (double p : s.tempered)
      if (p > 0) h -= p * std::log(p);
    CHECK(h > previous);
    previous = h;
    // Order never changes: p_i / p_j = exp((l_i - l_j) / t).
    CHECK(s.tempered[0] / s.tempered[1] == Approx(std::exp(1.0 / t)).epsilon(1e-12));
  }
  CHECK(previous < std::log(6.0));
  // Greedy: all mass on the first of the tied maxima (smaller id).
  const auto greedy = stages(0);
  CHECK(greedy.tempered[4] == 1);
  CHECK(greedy.top_p[4] == 1);
  CHECK(greedy.kept_p == 1);
}

TEST_CASE("top-k keeps exactly the k most likely, renormalised", "[lessons-model][sampling]") {
  elab::Rng rng(9);
  std::vector<double> logits(50);
  for (double& l : logits) l = 2 * rng.normal();
  for (int k : {1, 2, 5, 49, 50}) {
    const auto s = elab::sampling_stages(logits.data(), 50, SamplingSettings{0.7, k, 1});
    CHECK(s.kept_k == k);
    CHECK(nonzero(s.top_k) == k);
    CHECK(sum(s.top_k) == Approx(1).epsilon(1e-13));
    double smallest_kept = 1e300, largest_dropped = -1e300;
    for (int i = 0; i < 50; ++i) {
      if (s.top_k[i] > 0) {
        smallest_kept = std::min(smallest_kept, logits[i]);
        CHECK(s.top_k[i] / s.tempered[i] ==
              Approx(1 / std::accumulate(s.order.begin(), s.order.begin() + k, 0.0,
                                         [&](double a, int j) { return a + s.tempered[j]; }))
                  .epsilon(1e-12));
      } else {
        largest_dropped = std::max(largest_dropped, logits[i]);
      }
    }
    CHECK(smallest_kept > largest_dropped);
  }
  const auto all = elab::sampling_stages(logits.data(), 50, SamplingSettings{0.7, 0, 1});
  for (int i = 0; i < 50; ++i) CHECK(all.top_k[i] == Approx(all.tempered[i]).epsilon(1e-14));
}

TEST_CASE("top-p keeps the smallest set of most likely tokens reaching p",
          "[lessons-model][sampling]") {
  // Probabilities 0.5, 0.3, 0.15, 0.05 exactly (logits are their logs).
  const std::vector<double> logits = {std::log(0.15), std::log(0.5), std::log(0.05), std::log(0.3)};
  const auto kept = [&](double p) {
    return elab::sampling_stages(logits.data(), 4, SamplingSettings{1, 0, p});
  };
  CHECK(kept(0.4).kept_p == 1);   // 0.5 reaches 0.4
  CHECK(kept(0.5).kept_p == 1);   // 0.5 reaches 0.5 exactly
  CHECK(kept(0.6).kept_p == 2);   // 0.5 + 0.3
  CHECK(kept(0.85).kept_p == 3);  // 0.95 > 0.85, 0.8 is not
  CHECK(kept(0.96).kept_p == 4);
  CHECK(kept(1).kept_p == 4);
  const auto s = kept(0.6);
  CHECK(s.top_p[1] == Approx(0.5 / 0.8).epsilon(1e-13));
  CHECK(s.top_p[3] == Approx(0.3 / 0.8).epsilon(1e-13));
  CHECK(s.top_p[0] == 0);
  CHECK(s.top_p[2] == 0);

  // On random distributions: the kept set reaches p, and dropping its least likely member would
  // not (minimality); every kept token is at least as likely as every dropped one.
  elab::Rng rng(4);
  for (int trial = 0; trial < 200; ++trial) {
    std::vector<double> l(30);
    for (double& v : l) v = 3 * rng.normal();
    const double p = 0.05 + 0.9 * rng.uniform();
    const int k = trial % 3 == 0 ? 10 : 0;
    const auto st = elab::sampling_stages(l.data(), 30, SamplingSettings{1.3, k, p});
    double mass = 0;
    for (int i = 0; i < st.kept_p; ++i) mass += st.top_k[st.order[i]];
    CHECK(mass >= p);
    CHECK(mass - st.top_k[st.order[st.kept_p - 1]] < p);
    CHECK(nonzero(st.top_p) == st.kept_p);
    CHECK(st.kept_p <= st.kept_k);
    CHECK(sum(st.top_p) == Approx(1).epsilon(1e-12));
  }
}

TEST_CASE("draws follow the final distribution and the seed", "[lessons-model][sampling]") {
  const std::vector<double> logits = {std::log(0.15), std::log(0.5), std::log(0.05), std::log(0.3)};
  const auto s = elab::sampling_stages(logits.data(), 4, SamplingSettings{1, 0, 0.9});
  elab::Rng rng(1);
  std::vector<int> counts(4);
  const int n = 40000;
  for (int i = 0; i < n; ++i) ++counts[elab::draw(s, rng)];
  CHECK(counts[2] == 0);  // outside the nucleus: never drawn
  for (int i : {0, 1, 3}) {
    const double want = s.top_p[i] * n, sd = std::sqrt(want);
    CHECK(std::fabs(counts[i] - want) < 5 * sd);
  }
}

TEST_CASE("sampling settings are checked with messages", "[lessons-model][sampling]") {
  const std::vector<double> l = {0, 1};
  const auto stages = [&](SamplingSettings s) { return elab::sampling_stages(l.data(), 2, s); };
  CHECK_THROWS_WITH(stages({-1, 0, 1}), Contains("temperature must be 0"));
  CHECK_THROWS_WITH(stages({NAN, 0, 1}), Contains("temperature must be 0"));
  CHECK_THROWS_WITH(stages({1, 3, 1}), Contains("top_k must be between 0 (no limit) and 2"));
  CHECK_THROWS_WITH(stages({1, 0, 0}), Contains("top_p must be above 0 and at most 1"));
  CHECK_THROWS_WITH(stages({1, 0, 1.5}), Contains("top_p must be above 0"));
  const std::vector<double> bad = {0, INFINITY};
  CHECK_THROWS_WITH(elab::sampling_stages(bad.data(), 2, SamplingSettings{}),
                    Contains("logit 1 is"));
}

TEST_CASE("generation: greedy ignores the seed, a seed reproduces a sample",
          "[lessons-model][sampling]") {
  TinyGPT<double> model = elab::random_lesson_gpt(lab_shape(), 2);
  const auto prompt = bytes("To be");
  const auto greedy = elab::generate_lesson(model, prompt, 12, {0, 0, 1}, 1);
  CHECK(elab::generate_lesson(model, prompt, 12, {0, 0, 1}, 99).ids == greedy.ids);
  CHECK(elab::generate_lesson(model, prompt, 12, {1, 1, 1}, 5).ids == greedy.ids);
  const auto sampled = elab::generate_lesson(model, prompt, 12, {1, 0, 0.9}, 5);
  CHECK(elab::generate_lesson(model, prompt, 12, {1, 0, 0.9}, 5).ids == sampled.ids);
  CHECK(elab::generate_lesson(model, prompt, 12, {1, 0, 0.9}, 6).ids != sampled.ids);
  for (std::size_t i = 0; i < sampled.ids.size(); ++i) {
    CHECK(sampled.probability[i] > 0);
    CHECK(sampled.candidates[i] >= 1);
  }
  // Past a 64-row learned table the context is cropped to the last 64 bytes.
  CHECK(elab::generate_lesson(model, bytes(std::string(70, 'a')), 3, {1, 0, 1}, 1).ids.size() == 3);
  CHECK_THROWS_WITH(elab::generate_lesson(model, prompt, 201, {1, 0, 1}, 1),
                    Contains("length must be between 0 and 200"));
  CHECK_THROWS_WITH(elab::generate_lesson(model, {}, 3, {1, 0, 1}, 1), Contains("prompt is empty"));
}

TEST_CASE("the lesson's generation is the trainer's for the same weights and settings",
          "[lessons-model][sampling]") {
  elab::TrainerConfig config;
  config.model = "gpt";
  config.d_model = 16;
  config.n_layer = 2;
  config.n_head = 2;
  config.max_len = 32;
  config.seq_len = 16;
  config.batch = 8;
  config.lr = 0.01;
  std::string text;
  for (int i = 0; i < 20; ++i) text += "To be, or not to be, that is the question. ";
  elab::Trainer trainer(config, text);
  trainer.step(150);  // confident enough that float and double agree on every argmax
  const std::vector<std::uint8_t> file = trainer.save_weights();
  TinyGPT<double> model = elab::lesson_gpt_from_weights(file.data(), file.size());
  CHECK(model.config().n_head == 2);
  const std::string greedy = trainer.generate("To be", 10, 0, 0, 1);
  const auto lesson = elab::generate_lesson(model, bytes("To be"), 10, {0, 0, 1}, 1);
  CHECK(std::string(lesson.ids.begin(), lesson.ids.end()) == greedy);
  // The nucleus setting reaches the trainer too.
  CHECK(trainer.generate("To be", 10, 1, 0, 3, 0.5) == trainer.generate("To be", 10, 1, 0, 3, 0.5));
  CHECK_THROWS_WITH(trainer.generate("To be", 10, 1, 0, 3, 0), Contains("top_p must be above 0"));
  // A seed-predictor file has no blocks.
  elab::TrainerConfig seed_config;
  elab::Trainer seed_trainer(seed_config, std::string(100, 'a'));
  const auto seed_file = seed_trainer.save_weights();
  CHECK_THROWS_WITH(elab::lesson_gpt_from_weights(seed_file.data(), seed_file.size()),
                    Contains("has no attention blocks"));
  const std::vector<std::uint8_t> garbage(20, 7);
  CHECK_THROWS(elab::lesson_gpt_from_weights(garbage.data(), garbage.size()));
}

TEST_CASE("KV cache: memory per token, and earlier keys and values never change",
          "[lessons-model]") {
  for (const auto pe :
       {PeKind::learned, PeKind::rope, PeKind::sinusoidal, PeKind::none, PeKind::alibi}) {
    TinyGPT<double> model = elab::random_lesson_gpt(lab_shape(pe), 8);
    const elab::KvCacheLesson kv = elab::kv_cache_lesson(model, bytes("the causal mask"), 4);
    CHECK(kv.bytes_per_token == 2 * 2 * 16 * 4);
    CHECK(kv.cache_bytes == 15 * kv.bytes_per_token);
    CHECK(kv.prefix_change < 1e-13);  // 0 up to the matrix product's blocking, if any
  }
  TinyGPT<double> model = elab::random_lesson_gpt(lab_shape(), 8);
  CHECK_THROWS_WITH(elab::kv_cache_lesson(model, bytes("a"), 4), Contains("at least 2 bytes"));
  CHECK_THROWS_WITH(elab::kv_cache_lesson(model, bytes("ab"), 0),
                    Contains("bytes per number must be between 1 and 8"));
}

namespace {

// Generation as it was before the KV cache: a forward over the whole context (its last max_len
// bytes) for every new byte, then the same stages and draw.
std::vector<int> full_prefix_generation(TinyGPT<double>& model, std::vector<int> context, int n,
                                        const SamplingSettings& settings, std::uint64_t seed) {
  elab::Rng rng(seed);
  std::vector<int> out;
  for (int i = 0; i < n; ++i) {
    const int T = std::min(static_cast<int>(context.size()), model.max_len());
    model.forward_backward(context.data() + context.size() - T, nullptr, 1, T, false);
    const auto stages = elab::sampling_stages(
        model.logits() + static_cast<std::size_t>(T - 1) * model.vocab(), model.vocab(), settings);
    const int next = settings.temperature == 0 ? stages.order[0] : elab::draw(stages, rng);
    out.push_back(next);
    context.push_back(next);
  }
  return out;
}

}  // namespace

TEST_CASE("the cached generation draws the same bytes as the full-prefix one",
          "[lessons-model][sampling][kv_cache]") {
  const PeKind pes[] = {PeKind::none, PeKind::learned, PeKind::sinusoidal, PeKind::rope,
                        PeKind::alibi};
  for (PeKind pe : pes)
    for (NormKind norm : {NormKind::layernorm, NormKind::rmsnorm}) {
      INFO("pe " << elab::to_string(pe) << ", norm " << elab::to_string(norm));
      TinyGptConfig c;
      c.d_model = 32;
      c.n_layer = 2;
      c.n_head = 4;
      c.max_len = 24;  // a learned table the generation runs past: the window slides
      c.pe = pe;
      c.norm = norm;
      TinyGPT<double> model = elab::random_lesson_gpt(c, 5);
      const auto prompt = bytes("To be or not");
      for (const SamplingSettings settings :
           {SamplingSettings{0, 0, 1}, SamplingSettings{1, 0, 1}, SamplingSettings{0.8, 0, 0.9},
            SamplingSettings{1.5, 20, 0.95}}) {
        const auto cached = elab::generate_lesson(model, prompt, 40, settings, 17);
        CHECK(cached.ids == full_prefix_generation(model, prompt, 40, settings, 17));
      }
      // A prompt longer than the learned table starts in the sliding window at once.
      const auto long_prompt = bytes(std::string(30, 'a') + "bc");
      CHECK(elab::generate_lesson(model, long_prompt, 5, {1, 0, 1}, 3).ids ==
            full_prefix_generation(model, long_prompt, 5, {1, 0, 1}, 3));
    }
}

TEST_CASE("LessonGenerator makes one byte per step and reports its progress",
          "[lessons-model][sampling][kv_cache]") {
  TinyGPT<double> model = elab::random_lesson_gpt(lab_shape(), 2);
  const auto whole = elab::generate_lesson(model, bytes("To be"), 7, {0.8, 0, 0.9}, 4);
  elab::LessonGenerator generator(model, bytes("To be"), 7, {0.8, 0, 0.9}, 4);
  CHECK(generator.total() == 7);
  for (int i = 1; i <= 7; ++i) {
    CHECK(!generator.done());
    generator.step();
    CHECK(generator.made() == i);
    CHECK(generator.result().ids.size() == static_cast<std::size_t>(i));
  }
  CHECK(generator.done());
  generator.step();  // nothing more
  CHECK(generator.result().ids == whole.ids);
  CHECK(generator.result().probability == whole.probability);
  CHECK(generator.result().candidates == whole.candidates);
  CHECK_THROWS_WITH(elab::LessonGenerator(model, {}, 3, {1, 0, 1}, 1), Contains("prompt is empty"));
  CHECK_THROWS_WITH(elab::LessonGenerator(model, bytes("a"), 201, {1, 0, 1}, 1),
                    Contains("length must be between 0 and 200"));
  CHECK_THROWS_WITH(elab::LessonGenerator(model, bytes("a"), 3, {-1, 0, 1}, 1),
                    Contains("temperature must be 0"));
}
