// TinyGPT: the eight PyTorch gradient fixtures (every pe x norm), finite differences on a random
// model, mathematical properties (causality, attention rows, order blindness without positions),
// buffer reuse and every rejected configuration and input.
#include <algorithm>
#include <climits>
#include <cmath>
#include <string>
#include <type_traits>
#include <vector>

#include "core/errors.hpp"
#include "core/model/random.hpp"
#include "core/model/tiny_gpt.hpp"
#include "fixtures.hpp"
#include "gradcheck.hpp"
#include "tiny_gpt_fixture.hpp"

using Catch::Matchers::Contains;
using elab::NormKind;
using elab::PeKind;
using elab::TinyGPT;
using elab::TinyGptConfig;
using elab::test::random_ids;
using elab::test::tiny_gpt_config;

namespace {

const PeKind kPes[] = {PeKind::none, PeKind::learned, PeKind::sinusoidal, PeKind::rope};
const NormKind kNorms[] = {NormKind::layernorm, NormKind::rmsnorm};

TinyGptConfig small(PeKind pe, NormKind norm) {
  TinyGptConfig c;
  c.vocab = 11;
  c.d_model = 8;
  c.n_layer = 2;
  c.n_head = 2;
  c.max_len = 7;
  c.pe = pe;
  c.norm = norm;
  return c;
}

}  // namespace

// Float runs the same model at the fixture tolerance (abs 1e-4, rel 1e-3): the fixtures are small
// enough that float32 rounding stays well inside it.
TEMPLATE_TEST_CASE("TinyGPT matches every tiny_gpt_grad fixture", "[tiny_gpt][fixture]", float,
                   double) {
  const auto cases = elab::test::cases_of("tiny_gpt_grad");
  CHECK(cases.size() == 8);  // every pe x norm
  for (const auto& c : cases) elab::test::require_tiny_gpt_case<TestType>(c);
}

TEST_CASE("TinyGPT gradients agree with central differences for every pe x norm",
          "[tiny_gpt][gradcheck]") {
  for (PeKind pe : kPes)
    for (NormKind norm : kNorms) {
      INFO("pe " << elab::to_string(pe) << ", norm " << elab::to_string(norm));
      TinyGPT<double> model(small(pe, norm));
      elab::Rng rng(1000 + static_cast<int>(pe) * 10 + static_cast<int>(norm));
      model.init(rng);
      const int B = 2, T = 5;
      const auto ids = random_ids(rng, B * T, 11);
      const auto targets = random_ids(rng, B * T, 11);
      model.forward_backward(ids.data(), targets.data(), B, T, true);
      const std::vector<double> grads(model.grads(), model.grads() + model.size());
      // ~40 random parameters plus the first element of every tensor, so each kind is covered.
      std::vector<std::size_t> picks;
      for (const auto& info : model.layout()) picks.push_back(info.offset);
      for (int i = 0; i < 40; ++i)
        picks.push_back(static_cast<std::size_t>(rng.below(static_cast<int>(model.size()))));
      elab::test::require_parameter_gradient(
          [&] { return model.forward_backward(ids.data(), targets.data(), B, T, false); },
          model.params(), grads, picks, "TinyGPT parameters");
    }
}

TEST_CASE("TinyGPT float and double agree on a random model", "[tiny_gpt]") {
  for (PeKind pe : kPes) {
    INFO("pe " << elab::to_string(pe));
    TinyGPT<double> d64(small(pe, NormKind::layernorm));
    TinyGPT<float> d32(small(pe, NormKind::layernorm));
    elab::Rng rng(7);
    d64.init(rng);
    for (std::size_t i = 0; i < d64.size(); ++i)
      d32.params()[i] = static_cast<float>(d64.params()[i]);
    const auto ids = random_ids(rng, 3 * 6, 11);
    const auto targets = random_ids(rng, 3 * 6, 11);
    const double l64 = d64.forward_backward(ids.data(), targets.data(), 3, 6, true);
    const double l32 = d32.forward_backward(ids.data(), targets.data(), 3, 6, true);
    CHECK(l32 == Approx(l64).epsilon(1e-5));
    for (std::size_t i = 0; i < d64.size(); ++i)
      CHECK(d32.grads()[i] == Approx(d64.grads()[i]).margin(1e-5).epsilon(1e-3));
  }
}

TEST_CASE("TinyGPT properties", "[tiny_gpt]") {
  elab::Rng rng(21);
  const int B = 2, T = 6, V = 11;

  SECTION("causal: changing a token never changes the logits of earlier positions") {
    for (PeKind pe : kPes) {
      INFO("pe " << elab::to_string(pe));
      TinyGPT<double> model(small(pe, NormKind::rmsnorm));
      model.init(rng);
      auto ids = random_ids(rng, B * T, V);
      model.forward_backward(ids.data(), nullptr, B, T, false);
      const std::vector<double> before(model.logits(), model.logits() + B * T * V);
      ids[1 * T + 4] = (ids[1 * T + 4] + 1) % V;
      model.forward_backward(ids.data(), nullptr, B, T, false);
      for (int b = 0; b < B; ++b)
        for (int t = 0; t < T; ++t)
          for (int v = 0; v < V; ++v) {
            const std::size_t i = (static_cast<std::size_t>(b) * T + t) * V + v;
            if (b == 1 && t >= 4) continue;
            CHECK(model.logits()[i] == before[i]);
          }
      CHECK(model.logits()[(1 * T + 4) * V] != before[(1 * T + 4) * V]);
    }
  }

  SECTION("attention rows are distributions over keys 0..i, exactly 0 above the diagonal") {
    TinyGPT<float> model(small(PeKind::rope, NormKind::layernorm));
    model.init(rng);
    const auto ids = random_ids(rng, B * T, V);
    model.forward_backward(ids.data(), nullptr, B, T, false);
    CHECK(model.last_batch() == B);
    CHECK(model.last_seq_len() == T);
    for (int l = 0; l < 2; ++l) {
      const float* att = model.attention(l);  // (B, NH, T, T)
      for (int row = 0; row < B * 2 * T; ++row) {
        const int i = row % T;
        double sum = 0;
        for (int j = 0; j < T; ++j) {
          const float w = att[row * T + j];
          if (j > i)
            CHECK(w == 0.0f);
          else
            CHECK(w > 0.0f);
          sum += w;
        }
        CHECK(sum == Approx(1.0).epsilon(1e-6));
      }
    }
  }

  SECTION("without positions, one layer cannot tell the order of earlier tokens") {
    // The last query sees the set {x_0..x_5}, however it is ordered. (With two layers it is no
    // longer a set: the first layer's outputs at earlier positions depend on their own prefixes.)
    TinyGptConfig one = small(PeKind::none, NormKind::layernorm);
    one.n_layer = 1;
    TinyGPT<double> model(one);
    model.init(rng);
    std::vector<int> ids{1, 2, 3, 4, 5, 6};
    model.forward_backward(ids.data(), nullptr, 1, 6, false);
    const std::vector<double> before(model.logits() + 5 * V, model.logits() + 6 * V);
    std::swap(ids[0], ids[3]);
    model.forward_backward(ids.data(), nullptr, 1, 6, false);
    for (int v = 0; v < V; ++v)
      CHECK(model.logits()[5 * V + v] == Approx(before[v]).epsilon(1e-12));
    // Any positional encoding breaks that symmetry.
    for (PeKind pe : {PeKind::learned, PeKind::sinusoidal, PeKind::rope}) {
      TinyGptConfig c = small(pe, NormKind::layernorm);
      c.n_layer = 1;
      TinyGPT<double> positional(c);
      positional.init(rng);
      std::vector<int> a{1, 2, 3, 4, 5, 6}, b{4, 2, 3, 1, 5, 6};
      positional.forward_backward(a.data(), nullptr, 1, 6, false);
      const double la = positional.logits()[5 * V];
      positional.forward_backward(b.data(), nullptr, 1, 6, false);
      CHECK(std::fabs(positional.logits()[5 * V] - la) > 1e-9);
    }
  }

  SECTION("want_grad false and missing targets leave grads alone; loss is the same") {
    TinyGPT<double> model(small(PeKind::learned, NormKind::layernorm));
    model.init(rng);
    const auto ids = random_ids(rng, B * T, V);
    const auto targets = random_ids(rng, B * T, V);
    const double loss = model.forward_backward(ids.data(), targets.data(), B, T, true);
    const std::vector<double> grads(model.grads(), model.grads() + model.size());
    CHECK(model.forward_backward(ids.data(), targets.data(), B, T, false) == loss);
    CHECK(std::isnan(model.forward_backward(ids.data(), nullptr, B, T, true)));
    CHECK(std::vector<double>(model.grads(), model.grads() + model.size()) == grads);
    // Gradients do not pile up across calls: a second backward gives the same values.
    CHECK(model.forward_backward(ids.data(), targets.data(), B, T, true) == loss);
    CHECK(std::vector<double>(model.grads(), model.grads() + model.size()) == grads);
    // A fresh model at uniform-ish init starts near log(V).
    CHECK(loss > 0.5 * std::log(11.0));
  }

  SECTION("activations are sized once for the largest batch, then reused") {
    TinyGPT<float> model(small(PeKind::sinusoidal, NormKind::rmsnorm));
    model.init(rng);
    const auto ids = random_ids(rng, 4 * 7, V);
    const auto targets = random_ids(rng, 4 * 7, V);
    model.forward_backward(ids.data(), targets.data(), 4, 7, true);
    const std::size_t warmed = model.activation_values();
    // A smaller batch after a bigger one reuses the arena and gives the same numbers as a fresh
    // model (no stale values leak in).
    const double loss = model.forward_backward(ids.data(), targets.data(), 2, 3, true);
    CHECK(model.activation_values() == warmed);
    TinyGPT<float> fresh(small(PeKind::sinusoidal, NormKind::rmsnorm));
    std::copy(model.params(), model.params() + model.size(), fresh.params());
    CHECK(fresh.forward_backward(ids.data(), targets.data(), 2, 3, true) == loss);
    for (std::size_t i = 0; i < model.size(); ++i) CHECK(fresh.grads()[i] == model.grads()[i]);
  }

  SECTION("max_len limits only the learned table") {
    for (PeKind pe : {PeKind::none, PeKind::sinusoidal, PeKind::rope}) {
      TinyGPT<float> model(small(pe, NormKind::layernorm));
      CHECK(model.max_len() == INT_MAX);
      model.init(rng);
      const auto ids = random_ids(rng, 20, V);
      CHECK(std::isfinite(model.forward_backward(ids.data(), ids.data(), 1, 20, true)));
    }
    CHECK(TinyGPT<float>(small(PeKind::learned, NormKind::layernorm)).max_len() == 7);
  }
}

TEST_CASE("TinyGPT layout follows FORMAT.md", "[tiny_gpt]") {
  TinyGPT<float> ln(small(PeKind::learned, NormKind::layernorm));
  std::vector<std::string> names;
  for (const auto& p : ln.layout()) names.push_back(p.name);
  const std::vector<std::string> layer = {"n1.g",   "n1.b",   "n2.g",  "n2.b",  "qkv.W", "qkv.b",
                                          "proj.W", "proj.b", "fc1.W", "fc1.b", "fc2.W", "fc2.b"};
  std::vector<std::string> want = {"tok", "pos"};
  for (int l = 0; l < 2; ++l)
    for (const auto& n : layer) want.push_back(std::to_string(l) + "." + n);
  for (const char* n : {"nf.g", "nf.b", "head.W"}) want.push_back(n);
  CHECK(names == want);
  CHECK(ln.param_info("0.qkv.W").shape == std::vector<int>{24, 8});
  CHECK(ln.param_info("1.fc1.W").shape == std::vector<int>{32, 8});
  CHECK(ln.param_info("1.fc2.W").shape == std::vector<int>{8, 32});
  CHECK(ln.param_info("head.W").shape == std::vector<int>{11, 8});
  std::size_t offset = 0;
  for (const auto& p : ln.layout()) {
    CHECK(p.offset == offset);
    offset += p.size;
  }
  CHECK(offset == ln.size());
  // Per layer 12 d^2 + 13 d (LayerNorm); tok, pos, nf and head besides.
  CHECK(ln.size() == 11 * 8 + 7 * 8 + 2 * (12 * 64 + 13 * 8) + 2 * 8 + 11 * 8);

  TinyGPT<float> rms(small(PeKind::rope, NormKind::rmsnorm));
  for (const auto& p : rms.layout()) {
    CHECK(p.name != "pos");
    // RMSNorm has gains only: no n1.b, n2.b, nf.b (the linear biases stay).
    const bool norm_shift = p.name.size() > 2 && p.name.substr(p.name.size() - 2) == ".b" &&
                            p.name.find('n') != std::string::npos;
    CHECK_FALSE(norm_shift);
  }
  CHECK(rms.size() == ln.size() - 7 * 8 - 2 * 2 * 8 - 8);

  SECTION("init follows the reference's scales") {
    TinyGptConfig c = small(PeKind::learned, NormKind::layernorm);
    c.d_model = 64;
    c.n_head = 4;
    c.vocab = 300;
    TinyGPT<double> model(c);
    elab::Rng rng(9);
    model.init(rng);
    const auto stats = [&model](const std::string& name) {
      const auto& info = model.param_info(name);
      double sum = 0, sq = 0;
      for (std::size_t i = 0; i < info.size; ++i) sum += model.param(name)[i];
      const double mean = sum / info.size;
      for (std::size_t i = 0; i < info.size; ++i)
        sq += (model.param(name)[i] - mean) * (model.param(name)[i] - mean);
      return std::make_pair(mean, std::sqrt(sq / info.size));
    };
    CHECK(stats("tok").second == Approx(0.5).epsilon(0.05));
    CHECK(stats("0.n1.g").first == Approx(1.0).margin(0.05));
    CHECK(stats("0.n1.g").second == Approx(0.1).epsilon(0.3));
    CHECK(stats("0.fc1.W").second == Approx(1 / 8.0).epsilon(0.05));
    CHECK(stats("0.fc2.W").second == Approx(1 / 16.0).epsilon(0.05));
    CHECK(stats("head.W").second == Approx(1 / 8.0).epsilon(0.05));
    CHECK(stats("0.qkv.b").second == Approx(0.1).epsilon(0.2));
  }
}

TEST_CASE("TinyGPT rejects bad configurations and inputs with messages a learner can act on",
          "[tiny_gpt][errors]") {
  const auto with = [](auto change) {
    TinyGptConfig c = small(PeKind::learned, NormKind::layernorm);
    change(c);
    return c;
  };
  CHECK_THROWS_WITH(TinyGPT<float>(with([](TinyGptConfig& c) { c.n_head = 3; })),
                    Contains("d_model 8 is not divisible by n_head 3"));
  CHECK_THROWS_WITH(TinyGPT<float>(with([](TinyGptConfig& c) {
                      c.d_model = 12;
                      c.n_head = 4;
                      c.pe = PeKind::rope;
                    })),
                    Contains("head_dim = d_model / n_head = 3 is odd") && Contains("RoPE"));
  CHECK_NOTHROW(TinyGPT<float>(with([](TinyGptConfig& c) {
    c.d_model = 12;
    c.n_head = 4;
  })));
  CHECK_THROWS_WITH(
      TinyGPT<float>(with([](TinyGptConfig& c) {
        c.d_model = 7;
        c.n_head = 1;
        c.pe = PeKind::sinusoidal;
      })),
      Contains("d_model must be even for sinusoidal positions") && Contains("(got 7)"));
  CHECK_THROWS_WITH(TinyGPT<float>(with([](TinyGptConfig& c) { c.vocab = 0; })),
                    Contains("vocabulary size must be between 1") && Contains("(got 0)"));
  CHECK_THROWS_WITH(TinyGPT<float>(with([](TinyGptConfig& c) { c.d_model = 0; })),
                    Contains("d_model must be between 1"));
  CHECK_THROWS_WITH(TinyGPT<float>(with([](TinyGptConfig& c) { c.n_layer = 0; })),
                    Contains("layers must be between 1"));
  CHECK_THROWS_WITH(TinyGPT<float>(with([](TinyGptConfig& c) { c.n_head = 0; })),
                    Contains("heads must be between 1 and 8"));
  CHECK_THROWS_WITH(TinyGPT<float>(with([](TinyGptConfig& c) { c.n_head = 16; })),
                    Contains("(got 16)"));
  CHECK_THROWS_WITH(TinyGPT<float>(with([](TinyGptConfig& c) { c.max_len = 0; })),
                    Contains("max_len must be between 1"));
  CHECK_THROWS_WITH(TinyGPT<float>(with([](TinyGptConfig& c) {
                      c.d_model = 4096;
                      c.n_layer = 64;
                    })),
                    Contains("parameters, over the limit"));
  CHECK_THROWS_WITH(elab::parse_pe("xpos"),
                    Contains("none, learned, sinusoidal, rope, alibi") && Contains("'xpos'"));
  CHECK_THROWS_WITH(elab::parse_norm("batchnorm"),
                    Contains("layernorm or rmsnorm") && Contains("'batchnorm'"));
  CHECK(elab::parse_pe("rope") == PeKind::rope);
  CHECK(elab::parse_norm("rmsnorm") == NormKind::rmsnorm);

  TinyGptConfig c = small(PeKind::learned, NormKind::layernorm);
  c.max_len = 128;
  TinyGPT<float> model(c);
  CHECK_THROWS_WITH(model.attention(0), Contains("run a forward pass first"));
  std::vector<int> ids(200, 1), targets(200, 2);
  CHECK_THROWS_WITH(model.forward_backward(ids.data(), targets.data(), 1, 200, true),
                    Contains("the sequence has 200 tokens but the position table has only 128 rows "
                             "(max_len 128): a learned table cannot go past its last row"));
  CHECK_THROWS_WITH(model.forward_backward(ids.data(), targets.data(), 0, 3, true),
                    Contains("batch size must be at least 1"));
  CHECK_THROWS_WITH(model.forward_backward(ids.data(), targets.data(), 2, -1, true),
                    Contains("sequence length must be at least 1 (got -1)"));
  CHECK_THROWS_WITH(model.forward_backward(ids.data(), targets.data(), 100000, 100, true),
                    Contains("activation values, over the limit") &&
                        Contains("lower the batch size or sequence length"));
  ids[3] = 11;
  CHECK_THROWS_WITH(model.forward_backward(ids.data(), targets.data(), 2, 4, true),
                    Contains("token id 11 at batch row 0, position 3 is outside the vocabulary") &&
                        Contains("[0, 11)"));
  ids[3] = 1;
  targets[7] = -4;
  CHECK_THROWS_WITH(model.forward_backward(ids.data(), targets.data(), 2, 4, true),
                    Contains("target -4 at batch row 1, position 3"));
  targets[7] = 2;
  model.forward_backward(ids.data(), targets.data(), 2, 4, true);
  CHECK_THROWS_WITH(model.attention(2), Contains("layer must be between 0 and 1 (got 2)"));
  CHECK_THROWS_WITH(model.param_info("0.attn.W"), Contains("no parameter named '0.attn.W'"));
  const std::vector<double> data(24 * 8, 0.0);
  CHECK_THROWS_WITH(model.set_param("0.qkv.W", {8, 24}, data.data()),
                    Contains("parameter 0.qkv.W has shape (24, 8) but the data has (8, 24)"));
}

// The cached path sums the same products as the full forward in another order (a matrix-vector
// product and one dot per key instead of the blocked matrix product), so the two differ by
// rounding only: a few ulps per sum, growing through the layers. In double that stays far below
// 1e-10 on logits of size ~1 (seen: ~1e-14); a wrong position, rotation, bias or missed key moves
// them by 1e-3 or more. Float gets 1e-4 (single precision, ~6e-8 per operation).
TEMPLATE_TEST_CASE("TinyGPT decode_next with a KV cache gives the full forward's logits",
                   "[tiny_gpt][kv_cache]", double, float) {
  const double tolerance = std::is_same<TestType, double>::value ? 1e-10 : 1e-4;
  const PeKind pes[] = {PeKind::none, PeKind::learned, PeKind::sinusoidal, PeKind::rope,
                        PeKind::alibi};
  for (PeKind pe : pes)
    for (NormKind norm : kNorms)
      for (bool scaled : {false, true}) {
        if (scaled && pe != PeKind::rope) continue;
        INFO("pe " << elab::to_string(pe) << ", norm " << elab::to_string(norm)
                   << (scaled ? ", RoPE scaled (ntk x2)" : ""));
        TinyGptConfig c = small(pe, norm);
        c.d_model = 16;
        c.n_head = 4;
        c.n_layer = 3;
        c.max_len = 40;
        TinyGPT<TestType> model(c);
        elab::Rng rng(11);
        model.init(rng);
        if (scaled) model.set_rope_scaling(elab::RopeScaling::ntk, 2.0);
        const auto ids = random_ids(rng, 40, c.vocab);
        elab::KvCache<TestType> cache = model.start_decoding();
        double worst = 0;
        for (int t = 1; t <= 40; ++t) {
          const TestType* cached = model.decode_next(cache, ids[t - 1]);
          const std::vector<TestType> step(cached, cached + c.vocab);
          CHECK(cache.length == t);
          model.forward_backward(ids.data(), nullptr, 1, t, false);
          const TestType* full = model.logits() + static_cast<std::size_t>(t - 1) * c.vocab;
          for (int v = 0; v < c.vocab; ++v)
            worst = std::max(worst, std::fabs(static_cast<double>(step[v] - full[v])));
          // the cache's keys and values are the forward's, position by position
          if (t == 40)
            for (int l = 0; l < c.n_layer; ++l)
              for (int h = 0; h < c.n_head; ++h)
                for (int p = 0; p < t; ++p)
                  for (int i = 0; i < 4; ++i) {
                    const TestType* row = model.qkv(l) + static_cast<std::size_t>(p) * 3 * 16;
                    CHECK(std::fabs(static_cast<double>(cache.keys[l * 4 + h][p * 4 + i] -
                                                        row[16 + h * 4 + i])) < tolerance);
                    CHECK(std::fabs(static_cast<double>(cache.values[l * 4 + h][p * 4 + i] -
                                                        row[32 + h * 4 + i])) < tolerance);
                  }
        }
        CHECK(worst < tolerance);
      }
}

TEST_CASE("TinyGPT decode_next keeps the model's rules", "[tiny_gpt][kv_cache]") {
  // A learned table ends at max_len: the same message as a forward that long.
  TinyGPT<double> learned(small(PeKind::learned, NormKind::layernorm));
  elab::Rng rng(3);
  learned.init(rng);
  auto cache = learned.start_decoding();
  for (int t = 0; t < 7; ++t) learned.decode_next(cache, t);
  std::string forward_message;
  try {
    const std::vector<int> eight(8, 1);
    learned.forward_backward(eight.data(), nullptr, 1, 8, false);
  } catch (const std::exception& e) {
    forward_message = e.what();
  }
  REQUIRE(!forward_message.empty());
  CHECK_THROWS_WITH(learned.decode_next(cache, 1), forward_message);
  CHECK(cache.length == 7);
  // Other encodings run past max_len, as their forward does.
  TinyGPT<double> rope(small(PeKind::rope, NormKind::rmsnorm));
  rope.init(rng);
  auto long_cache = rope.start_decoding();
  for (int t = 0; t < 20; ++t) rope.decode_next(long_cache, t % 11);
  CHECK(long_cache.length == 20);
  CHECK_THROWS_WITH(rope.decode_next(long_cache, 11), Contains("token id"));
  CHECK_THROWS_WITH(rope.decode_next(long_cache, -1), Contains("token id"));
  // A cache from another model, or from before a RoPE scaling change, is refused.
  TinyGptConfig wider = small(PeKind::none, NormKind::layernorm);
  wider.n_head = 4;  // head width 2, not 4
  TinyGPT<double> other(wider);
  other.init(rng);
  CHECK_THROWS_WITH(other.decode_next(long_cache, 1), Contains("another model"));
  rope.set_rope_scaling(elab::RopeScaling::linear, 2.0);
  CHECK_THROWS_WITH(rope.decode_next(long_cache, 1), Contains("RoPE scaling changed"));
}
