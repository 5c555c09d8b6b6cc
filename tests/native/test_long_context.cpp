// Long context: ALiBi slopes and biases and RoPE test-time scaling against the core-v2 PyTorch
// fixtures, TinyGPT with pe=alibi against its tiny_gpt_grad fixtures and central differences, the
// properties that make each method what it is, and the inputs each refuses.
#include <algorithm>
#include <climits>
#include <cmath>
#include <limits>
#include <vector>

#include "core/data/corpus.hpp"
#include "core/errors.hpp"
#include "core/kernels/alibi.hpp"
#include "core/kernels/rope.hpp"
#include "core/lessons/long_context.hpp"
#include "core/model/random.hpp"
#include "core/model/tiny_gpt.hpp"
#include "core/model/trainer.hpp"
#include "fixtures.hpp"
#include "gradcheck.hpp"
#include "tiny_gpt_fixture.hpp"

using Catch::Matchers::Contains;
using elab::NormKind;
using elab::PeKind;
using elab::RopeScaling;
using elab::TinyGPT;
using elab::TinyGptConfig;
using elab::test::random_ids;
using elab::test::tiny_gpt_config;

namespace {

TinyGptConfig long_context_model(PeKind pe, NormKind norm, int n_head = 2) {
  TinyGptConfig c;
  c.vocab = 11;
  c.d_model = 12;
  c.n_layer = 2;
  c.n_head = n_head;
  c.max_len = 7;
  c.pe = pe;
  c.norm = norm;
  return c;
}

}  // namespace

TEST_CASE("alibi_slopes and alibi_bias match every PyTorch fixture", "[alibi][fixture]") {
  const auto cases = elab::test::cases_of("alibi", 2);
  CHECK(cases.size() == 2);  // a power of two and not
  for (const auto& c : cases) {
    INFO(c.at("name").get<std::string>());
    const int H = c.at("params").at("n_head"), T = c.at("params").at("T");
    const auto tol = elab::test::tolerance(c);
    elab::test::require_close(elab::alibi_slopes(H),
                              elab::test::tensor(c.at("expected").at("slopes")).data, tol,
                              "slopes");
    elab::test::require_close(elab::alibi_bias(H, T),
                              elab::test::tensor(c.at("expected").at("bias")).data, tol, "bias");
  }
}

TEST_CASE("ALiBi slopes follow the paper's geometric sequence", "[alibi][property]") {
  // 8 heads: 1/2, 1/4, ..., 1/256 exactly.
  const auto eight = elab::alibi_slopes(8);
  for (int h = 0; h < 8; ++h) CHECK(eight[h] == std::ldexp(1.0, -(h + 1)));
  // 6 heads: the 4 slopes of 4 heads, then slopes 1 and 3 of 8 heads.
  const auto six = elab::alibi_slopes(6), four = elab::alibi_slopes(4);
  for (int h = 0; h < 4; ++h) CHECK(six[h] == four[h]);
  CHECK(six[4] == eight[0]);
  CHECK(six[5] == eight[2]);
  // One head: 2^-8.
  CHECK(elab::alibi_slopes(1)[0] == std::ldexp(1.0, -8));
  // The bias is 0 on the diagonal and falls by exactly one slope per step back.
  const auto bias = elab::alibi_bias(2, 5);
  for (int h = 0; h < 2; ++h)
    for (int i = 0; i < 5; ++i) {
      CHECK(bias[(h * 5 + i) * 5 + i] == 0);
      for (int j = 1; j <= i; ++j)
        CHECK(bias[(h * 5 + i) * 5 + j - 1] - bias[(h * 5 + i) * 5 + j] ==
              Approx(-elab::alibi_slopes(2)[h]).epsilon(1e-15));
    }
  CHECK_THROWS_WITH(elab::alibi_slopes(0), Contains("between 1 and 4096 heads"));
  CHECK_THROWS_WITH(elab::alibi_bias(2, 0), Contains("sequence length must be between 1"));
}

TEMPLATE_TEST_CASE("rope_scaled_forward matches every PyTorch fixture", "[rope][fixture]", float,
                   double) {
  const auto cases = elab::test::cases_of("rope_scaled", 2);
  CHECK(cases.size() == 4);  // linear and ntk, two sizes each
  for (const auto& c : cases) {
    INFO(c.at("name").get<std::string>());
    const auto& p = c.at("params");
    const auto x = elab::test::tensor(c.at("inputs").at("x"));
    const auto positions = elab::test::tensor(c.at("inputs").at("positions")).data;
    const int T = x.shape[0], d = x.shape[1];
    const auto xt = elab::test::cast_vector<TestType>(x.data);
    std::vector<TestType> y(xt.size());
    elab::rope_scaled_forward(y.data(), xt.data(), positions.data(), T, d,
                              p.at("base").get<double>(), p.at("scale").get<double>(),
                              elab::parse_rope_scaling(p.at("method").get<std::string>()));
    elab::test::require_close(y, elab::test::tensor(c.at("expected").at("y")).data,
                              elab::test::tolerance(c), c.at("name"));
  }
}

TEST_CASE("RoPE scaling: what linear and ntk do to the angles", "[rope][property]") {
  const int d = 16;
  std::vector<double> x(d);
  for (int i = 0; i < d; ++i) x[i] = std::sin(1.0 + i);
  const auto rotated = [&](double position, double scale, RopeScaling method) {
    std::vector<double> y(d);
    elab::rope_scaled_forward(y.data(), x.data(), &position, 1, d, 10000.0, scale, method);
    return y;
  };
  const auto plain = [&](double position) {
    std::vector<double> y(d);
    elab::rope_forward(y.data(), x.data(), &position, 1, d, 10000.0);
    return y;
  };
  // Scale 1 is plain RoPE for both methods, exactly.
  CHECK(rotated(7, 1, RopeScaling::linear) == plain(7));
  CHECK(rotated(7, 1, RopeScaling::ntk) == plain(7));
  // Linear: position 12 at scale 4 is plain position 3 (interpolation squeezes positions).
  const auto squeezed = rotated(12, 4, RopeScaling::linear), three = plain(3);
  for (int i = 0; i < d; ++i) CHECK(squeezed[i] == Approx(three[i]).margin(1e-14));
  // NTK: the fastest pair (i = 0, angle = position) is untouched; the slowest pair turns by
  // exactly 1/scale of its plain angle (base^(-(d-2)/d) becomes that over scale).
  const double m = 9, scale = 4;
  const auto ntk = rotated(m, scale, RopeScaling::ntk), p9 = plain(m);
  CHECK(ntk[0] == Approx(p9[0]).margin(1e-14));
  CHECK(ntk[1] == Approx(p9[1]).margin(1e-14));
  const double slow = m * std::pow(10000.0, -(d - 2.0) / d) / scale;
  const int last = d - 2;
  CHECK(ntk[last] == Approx(x[last] * std::cos(slow) - x[last + 1] * std::sin(slow)));
  CHECK(ntk[last + 1] == Approx(x[last] * std::sin(slow) + x[last + 1] * std::cos(slow)));
  // Refused: scale below 1 or not finite, ntk on pairs of width 2, an unknown method.
  const double pos = 1;
  std::vector<double> y(d);
  CHECK_THROWS_WITH(
      elab::rope_scaled_forward(y.data(), x.data(), &pos, 1, d, 10000.0, 0.5, RopeScaling::linear),
      Contains("scale must be a finite number of at least 1"));
  CHECK_THROWS_WITH(
      elab::rope_scaled_forward(y.data(), x.data(), &pos, 1, d, 10000.0, NAN, RopeScaling::ntk),
      Contains("scale must be a finite number of at least 1"));
  CHECK_THROWS_WITH(
      elab::rope_scaled_forward(y.data(), x.data(), &pos, 1, 2, 10000.0, 2, RopeScaling::ntk),
      Contains("no value for a rotated width of 2"));
  CHECK_THROWS_WITH(elab::parse_rope_scaling("yarn"), Contains("none, linear"));
}

TEMPLATE_TEST_CASE("TinyGPT with ALiBi matches every alibi tiny_gpt_grad fixture",
                   "[tiny_gpt][alibi][fixture]", float, double) {
  const auto cases = elab::test::cases_of("tiny_gpt_grad", 2);
  CHECK(cases.size() == 2);  // layernorm and rmsnorm
  for (const auto& c : cases) {
    CHECK(c.at("params").at("pe") == "alibi");  // no position table: ids and targets besides
    elab::test::require_tiny_gpt_case<TestType>(c);
  }
}

TEST_CASE("TinyGPT with ALiBi and with scaled RoPE: gradients agree with central differences",
          "[tiny_gpt][alibi][gradcheck]") {
  struct Setup {
    PeKind pe;
    NormKind norm;
    int heads;
    RopeScaling scaling;
    double scale;
  };
  const Setup setups[] = {{PeKind::alibi, NormKind::layernorm, 2, RopeScaling::none, 1},
                          {PeKind::alibi, NormKind::rmsnorm, 3, RopeScaling::none, 1},
                          {PeKind::rope, NormKind::layernorm, 2, RopeScaling::linear, 2.5},
                          {PeKind::rope, NormKind::rmsnorm, 2, RopeScaling::ntk, 4}};
  for (const Setup& s : setups) {
    INFO("pe " << elab::to_string(s.pe) << ", heads " << s.heads << ", scaling "
               << elab::to_string(s.scaling));
    TinyGPT<double> model(long_context_model(s.pe, s.norm, s.heads));
    model.set_rope_scaling(s.scaling, s.scale);
    elab::Rng rng(77 + s.heads);
    model.init(rng);
    const int B = 2, T = 6;
    const auto ids = random_ids(rng, B * T, 11);
    const auto targets = random_ids(rng, B * T, 11);
    model.forward_backward(ids.data(), targets.data(), B, T, true);
    const std::vector<double> grads(model.grads(), model.grads() + model.size());
    std::vector<std::size_t> picks;
    for (const auto& info : model.layout()) picks.push_back(info.offset + info.size / 2);
    for (int i = 0; i < 40; ++i)
      picks.push_back(static_cast<std::size_t>(rng.below(static_cast<int>(model.size()))));
    const double h = 1e-6;
    double worst = 0;
    for (std::size_t i : picks) {
      const double keep = model.params()[i];
      model.params()[i] = keep + h;
      const double up = model.forward_backward(ids.data(), targets.data(), B, T, false);
      model.params()[i] = keep - h;
      const double down = model.forward_backward(ids.data(), targets.data(), B, T, false);
      model.params()[i] = keep;
      const double numeric = (up - down) / (2 * h);
      const double rel =
          std::fabs(grads[i] - numeric) / std::max({std::fabs(grads[i]), std::fabs(numeric), 1e-4});
      INFO("parameter " << i << ": analytic " << grads[i] << ", numeric " << numeric);
      CHECK(rel < 1e-5);
      worst = std::max(worst, rel);
    }
    CHECK(worst < 1e-5);
  }
}

TEST_CASE("TinyGPT with ALiBi: attention weights carry the distance penalty",
          "[tiny_gpt][alibi][property]") {
  // With every qkv weight and bias 0, scores are 0 and the weights are the softmax of the bias
  // alone: query i's weight on key j is proportional to exp(-m_h (i - j)).
  TinyGptConfig c = long_context_model(PeKind::alibi, NormKind::layernorm, 4);
  c.n_layer = 1;
  TinyGPT<double> model(c);
  elab::Rng rng(3);
  model.init(rng);
  std::fill_n(model.param("0.qkv.W"), 3 * 12 * 12, 0.0);
  std::fill_n(model.param("0.qkv.b"), 3 * 12, 0.0);
  const int T = 6;
  std::vector<int> ids(T, 4);
  model.forward_backward(ids.data(), nullptr, 1, T, false);
  const double* att = model.attention(0);
  const auto m = elab::alibi_slopes(4);
  for (int h = 0; h < 4; ++h)
    for (int i = 0; i < T; ++i) {
      double z = 0;
      for (int j = 0; j <= i; ++j) z += std::exp(-m[h] * (i - j));
      for (int j = 0; j < T; ++j) {
        const double want = j <= i ? std::exp(-m[h] * (i - j)) / z : 0.0;
        CHECK(att[(h * T + i) * T + j] == Approx(want).margin(1e-15));
      }
    }
  // Without the bias (pe none) the same model averages uniformly: the penalty is ALiBi's doing.
  TinyGptConfig none = c;
  none.pe = PeKind::none;
  TinyGPT<double> flat(none);
  for (std::size_t i = 0; i < flat.size(); ++i) flat.params()[i] = model.params()[i];
  flat.forward_backward(ids.data(), nullptr, 1, T, false);
  CHECK(flat.attention(0)[(0 * T + 5) * T + 0] == Approx(1.0 / 6));
}

TEST_CASE("TinyGPT RoPE scaling: scale 1 is plain RoPE, and only rope models take it",
          "[tiny_gpt][rope]") {
  TinyGPT<double> model(long_context_model(PeKind::rope, NormKind::layernorm));
  elab::Rng rng(5);
  model.init(rng);
  const auto ids = random_ids(rng, 6, 11), targets = random_ids(rng, 6, 11);
  const double plain = model.forward_backward(ids.data(), targets.data(), 1, 6, false);
  model.set_rope_scaling(RopeScaling::linear, 1.0);
  CHECK(model.forward_backward(ids.data(), targets.data(), 1, 6, false) == plain);
  model.set_rope_scaling(RopeScaling::linear, 3.0);
  const double linear = model.forward_backward(ids.data(), targets.data(), 1, 6, false);
  CHECK(linear != plain);
  model.set_rope_scaling(RopeScaling::ntk, 3.0);
  CHECK(model.forward_backward(ids.data(), targets.data(), 1, 6, false) != linear);
  model.set_rope_scaling(RopeScaling::none, 1.0);
  CHECK(model.forward_backward(ids.data(), targets.data(), 1, 6, false) == plain);
  CHECK_THROWS_WITH(model.set_rope_scaling(RopeScaling::ntk, 0.5), Contains("at least 1"));
  TinyGPT<double> alibi(long_context_model(PeKind::alibi, NormKind::layernorm));
  CHECK_THROWS_WITH(alibi.set_rope_scaling(RopeScaling::linear, 2),
                    Contains("applies only to a model with rope positions; this one uses alibi"));
  alibi.set_rope_scaling(RopeScaling::none, 1);  // nothing to undo: accepted
  CHECK(alibi.max_len() == INT_MAX);             // ALiBi works at any length
}

// ---- the long-context lesson

TEST_CASE("alibi_view: biases, the last query's weights and the 90% span", "[lessons][alibi]") {
  const auto v = elab::alibi_view(4, 64);
  REQUIRE(v.slopes == elab::alibi_slopes(4));
  REQUIRE(v.bias == elab::alibi_bias(4, 64));
  for (int h = 0; h < 4; ++h) {
    const double* w = v.weights.data() + h * 64;
    double sum = 0;
    for (int j = 0; j < 64; ++j) sum += w[j];
    CHECK(sum == Approx(1.0).epsilon(1e-14));
    // Each step back costs the same factor e^(-m): a geometric decay.
    for (int j = 1; j < 64; ++j) CHECK(w[j - 1] / w[j] == Approx(std::exp(-v.slopes[h])));
    // span90: the fewest recent keys with >= 90% of the weight, and one fewer is not enough.
    const int k = v.span90[h];
    double held = 0;
    for (int j = 63; j > 63 - k; --j) held += w[j];
    CHECK(held >= 0.9);
    CHECK(held - w[64 - k] < 0.9);
  }
  // The steepest head (slope 1/4) looks at few keys; the gentlest (1/256) spreads widely.
  CHECK(v.span90[0] == 10);  // 1 - e^(-k/4) >= 0.9 first at k = 10
  CHECK(v.span90[3] > 50);
  CHECK_THROWS_WITH(elab::alibi_view(0, 8), Contains("heads must be between 1 and 64"));
  CHECK_THROWS_WITH(elab::alibi_view(2, 5000), Contains("length must be between 2 and 1024"));
}

TEST_CASE("rope_angle_table: plain, interpolated and NTK-scaled angles", "[lessons][rope]") {
  const int d = 16, T = 128, L = 32;
  const auto plain = elab::rope_angle_table(d, T, 10000, RopeScaling::none, 1);
  const auto linear = elab::rope_angle_table(d, T, 10000, RopeScaling::linear, 4);
  const auto ntk = elab::rope_angle_table(d, T, 10000, RopeScaling::ntk, 4);
  const int pairs = d / 2;
  for (int i = 0; i < pairs; ++i) {
    CHECK(plain[5 * pairs + i] == Approx(5 * std::pow(10000.0, -2.0 * i / d)));
    // Interpolation: position 4p lands exactly where plain position p was, for every pair, so
    // 4 x the length stays inside the trained range of angles.
    CHECK(linear[(4 * 7) * pairs + i] == Approx(plain[7 * pairs + i]).epsilon(1e-14));
    CHECK(linear[(T - 1) * pairs + i] < plain[L * pairs + i] + 1e-12);
  }
  // NTK: the fastest pair is unchanged, the slowest is slowed by exactly the scale.
  CHECK(ntk[100 * pairs + 0] == plain[100 * pairs + 0]);
  CHECK(ntk[100 * pairs + pairs - 1] == Approx(plain[100 * pairs + pairs - 1] / 4));
  // Plain positions past L take the slow pairs to angles training never reached.
  CHECK(plain[(T - 1) * pairs + pairs - 1] > plain[(L - 1) * pairs + pairs - 1] * 3.9);
  CHECK_THROWS_WITH(elab::rope_angle_table(7, 8, 10000, RopeScaling::none, 1),
                    Contains("d must be even"));
  CHECK_THROWS_WITH(elab::rope_angle_table(8, 8, 10000, RopeScaling::linear, 0.5),
                    Contains("at least 1"));
}

TEST_CASE("rope_reach: the arc each pair sweeps at 4L over the arc it swept in training",
          "[lessons][rope]") {
  // Closed form, pair i of d = 16, L = 32, read at 4L = 128 positions: theta_i = 10000^(-2i/16);
  // training sweeps min(2 pi, 31 theta_i); at 128 positions the last angle is 127 theta_i plain,
  // 127/4 theta_i interpolated, 127 theta_i 4^(-2i/14) with NTK (base 10000 * 4^(16/14)).
  const int d = 16, L = 32, s = 4, pairs = d / 2;
  const double turn = 2 * std::acos(-1.0);
  const auto arc = [&](double angle) { return std::min(turn, angle); };
  const auto theta = [&](int i) { return std::pow(10000.0, -2.0 * i / d); };
  const auto plain = elab::rope_reach(d, L, s, 10000, RopeScaling::none);
  const auto linear = elab::rope_reach(d, L, s, 10000, RopeScaling::linear);
  const auto ntk = elab::rope_reach(d, L, s, 10000, RopeScaling::ntk);
  REQUIRE(plain.reach.size() == static_cast<std::size_t>(pairs));
  for (int i = 0; i < pairs; ++i) {
    const double trained = arc(31 * theta(i));
    CHECK(plain.trained_arc[i] == Approx(trained).epsilon(1e-12));
    CHECK(plain.reach[i] == Approx(arc(127 * theta(i)) / trained).epsilon(1e-12));
    CHECK(linear.reach[i] == Approx(arc(127.0 / 4 * theta(i)) / trained).epsilon(1e-12));
    CHECK(ntk.reach[i] ==
          Approx(arc(127 * theta(i) * std::pow(4.0, -2.0 * i / (d - 2))) / trained).epsilon(1e-12));
  }
  // Fast pairs went all the way round in training: nothing at 4L is new to them. The slowest
  // pair sweeps 127/31 = 4.097 times its trained arc plainly, 127/124 = 1.024 with either scaling.
  CHECK(plain.reach[0] == 1);
  CHECK(ntk.reach[0] == 1);
  CHECK(linear.reach[0] == 1);
  CHECK(plain.reach[pairs - 1] == Approx(127.0 / 31).epsilon(1e-12));
  CHECK(linear.reach[pairs - 1] == Approx(127.0 / 124).epsilon(1e-12));
  CHECK(ntk.reach[pairs - 1] == Approx(127.0 / 124).epsilon(1e-12));
  // NTK slows the middle pairs by less than the length grew: pair 3 sweeps 2.26 times its arc.
  CHECK(ntk.reach[3] == Approx(127 * std::pow(4.0, -6.0 / 14) / 31).epsilon(1e-12));
  CHECK(ntk.reach[3] > 2.2);
  // The reach agrees with the angle table the chart draws.
  const auto table = elab::rope_angle_table(d, s * L, 10000, RopeScaling::ntk, s);
  for (int i = 0; i < pairs; ++i)
    CHECK(ntk.test_arc[i] == Approx(arc(table[(s * L - 1) * pairs + i])).epsilon(1e-12));
  CHECK_THROWS_WITH(elab::rope_reach(16, 1, 4, 10000, RopeScaling::none),
                    Contains("trained length"));
  CHECK_THROWS_WITH(elab::rope_reach(15, 32, 4, 10000, RopeScaling::none),
                    Contains("d must be even"));
  CHECK_THROWS_WITH(elab::rope_reach(16, 32, 65, 10000, RopeScaling::none), Contains("scale"));
}

TEST_CASE("val_loss: the held-out windows, measured by the same loop as eval_loss",
          "[long-context]") {
  elab::TrainerConfig config;
  config.seq_len = 8;
  config.val_fraction = 0.25;
  const std::string text(elab::seed_corpus().substr(0, 400));
  elab::Trainer trainer(config, text);
  trainer.step(3);
  const std::string held(trainer.validation_text());
  REQUIRE(held.size() == 100);
  REQUIRE(trainer.training_text().size() == 300);
  // Every held-out window, one at a time, straight through the model.
  const int T = 8, starts = trainer.val_windows(T);
  REQUIRE(starts == 92);
  const auto window_loss = [&](int start) {
    std::vector<int> ids(T), targets(T);
    for (int t = 0; t < T; ++t) {
      ids[t] = static_cast<unsigned char>(held[start + t]);
      targets[t] = static_cast<unsigned char>(held[start + t + 1]);
    }
    return trainer.model().forward_backward(ids.data(), targets.data(), 1, T, false);
  };
  double every = 0;
  for (int s = 0; s < starts; ++s) every += window_loss(s);
  CHECK(trainer.val_loss(T) == Approx(every / starts).epsilon(1e-6));
  // Two windows: starts 0 and floor(1 * 92 / 2) = 46, as eval_loss spreads them.
  CHECK(trainer.val_loss(T, 2) == Approx((window_loss(0) + window_loss(46)) / 2).epsilon(1e-6));
  CHECK(trainer.val_loss(T) != Approx(trainer.eval_loss(T)).epsilon(1e-6));
  int reports = 0;
  trainer.val_loss(T, elab::Trainer::kEveryWindow, [&](int done, int total) {
    ++reports;
    CHECK(done <= total);
    CHECK(total == starts);
  });
  CHECK(reports >= 1);
  CHECK_THROWS_WITH(trainer.val_loss(T, 0), Contains("at least 1 window"));
  CHECK_THROWS_WITH(trainer.val_loss(200), Contains("position table has only 128 rows"));
  CHECK_THROWS_WITH(trainer.val_loss(100), Contains("held-out text (100 bytes) is too short"));
  config.val_fraction = 0;
  elab::Trainer everything(config, text);
  CHECK_THROWS_WITH(everything.val_loss(), Contains("holds out no text"));
}

TEST_CASE("a RoPE scale must be finite and at most 65536: the longest evaluation over 1",
          "[rope][hostile]") {
  CHECK(elab::rope_scaled_angles(10000, 8, elab::RopeScaling::linear, 65536).position_divisor ==
        65536);
  CHECK(std::isfinite(elab::rope_scaled_angles(10000, 4, elab::RopeScaling::ntk, 65536).base));
  for (const double scale : {65537.0, 1e308, std::numeric_limits<double>::infinity(),
                             std::numeric_limits<double>::quiet_NaN(), 0.5}) {
    INFO(scale);
    for (const auto method : {elab::RopeScaling::linear, elab::RopeScaling::ntk})
      CHECK_THROWS_WITH(elab::rope_scaled_angles(10000, 8, method, scale),
                        Catch::Matchers::Contains(
                            "RoPE scale must be a finite number of at least 1 and at most 65536"));
  }
}
