// Scaled dot-product attention: PyTorch fixtures, the causal mask, multi-head = per-head sdpa on
// slices, finite-difference gradients of the multi-head kernel, rejected shapes.
#include <cmath>
#include <vector>

#include "core/errors.hpp"
#include "core/kernels/attention.hpp"
#include "fixtures.hpp"
#include "gradcheck.hpp"
#include "matmul_paths.hpp"
#include "naive_kernels.hpp"

using Catch::Matchers::Contains;
using elab::test::cast_vector;
using elab::test::random_vector;

TEMPLATE_TEST_CASE("sdpa_forward matches every PyTorch fixture", "[attention][fixture]", float,
                   double) {
  for (const auto& c : elab::test::cases_of("sdpa")) {
    const auto q = elab::test::tensor(c.at("inputs").at("q"));
    const auto k = elab::test::tensor(c.at("inputs").at("k"));
    const auto v = elab::test::tensor(c.at("inputs").at("v"));
    const int Tq = q.shape[0], dk = q.shape[1], Tk = k.shape[0], dv = v.shape[1];
    const auto qt = cast_vector<TestType>(q.data), kt = cast_vector<TestType>(k.data),
               vt = cast_vector<TestType>(v.data);
    std::vector<TestType> out(static_cast<std::size_t>(Tq) * dv),
        w(static_cast<std::size_t>(Tq) * Tk);
    elab::sdpa_forward(out.data(), w.data(), qt.data(), kt.data(), vt.data(), Tq, Tk, dk, dv,
                       c.at("params").at("causal").get<bool>());
    const auto tol = elab::test::tolerance(c);
    const std::string name = c.at("name");
    elab::test::require_close(out, elab::test::tensor(c.at("expected").at("out")).data, tol,
                              name + " out");
    elab::test::require_close(w, elab::test::tensor(c.at("expected").at("weights")).data, tol,
                              name + " weights");
  }
}

TEMPLATE_TEST_CASE("sdpa_forward equals the naive version, Tq != Tk included", "[attention]", float,
                   double) {
  const double tol = std::is_same<TestType, float>::value ? 1e-5 : 1e-13;
  for (bool causal : {false, true})
    for (auto [Tq, Tk] : {std::pair{4, 7}, std::pair{7, 4}, std::pair{1, 1}, std::pair{6, 6}}) {
      const int dk = 5, dv = 3;
      INFO("Tq = " << Tq << ", Tk = " << Tk << ", causal = " << causal);
      const auto q = random_vector(Tq * dk, 500 + Tq), k = random_vector(Tk * dk, 510 + Tk),
                 v = random_vector(Tk * dv, 520 + Tk);
      std::vector<double> want_w;
      const auto want = elab::naive::sdpa(q, k, v, Tq, Tk, dk, dv, causal, &want_w);
      const auto qt = cast_vector<TestType>(q), kt = cast_vector<TestType>(k),
                 vt = cast_vector<TestType>(v);
      std::vector<TestType> out(Tq * dv), w(Tq * Tk);
      elab::sdpa_forward(out.data(), w.data(), qt.data(), kt.data(), vt.data(), Tq, Tk, dk, dv,
                         causal);
      elab::test::require_close(out, want, {tol, tol}, "out");
      elab::test::require_close(w, want_w, {tol, tol}, "weights");
    }
}

namespace {

constexpr int kB = 2, kT = 5, kC = 8;

// Head h of batch b: q, k, v as separate (T, hd) matrices, copied out of qkv (B, T, 3C).
std::vector<double> head_slice(const std::vector<double>& qkv, int b, int part, int h, int T, int C,
                               int hd) {
  std::vector<double> out(static_cast<std::size_t>(T) * hd);
  for (int t = 0; t < T; ++t)
    for (int c = 0; c < hd; ++c) out[t * hd + c] = qkv[(b * T + t) * 3 * C + part * C + h * hd + c];
  return out;
}

}  // namespace

TEST_CASE("multi-head attention equals per-head sdpa_forward on slices", "[attention]") {
  for (const elab::MatmulPath path : elab::test::matmul_paths())
    for (int NH : {1, 2, 4, 8}) {
      const elab::test::MatmulPathScope scope(path);
      INFO(elab::test::path_name(path) << ", NH = " << NH);
      const int hd = kC / NH;
      const auto qkv = random_vector(kB * kT * 3 * kC, 530 + NH);
      std::vector<double> out(kB * kT * kC), att(kB * NH * kT * kT);
      elab::attention_forward(out.data(), att.data(), qkv.data(), kB, kT, kC, NH);
      for (int b = 0; b < kB; ++b)
        for (int h = 0; h < NH; ++h) {
          const auto q = head_slice(qkv, b, 0, h, kT, kC, hd),
                     k = head_slice(qkv, b, 1, h, kT, kC, hd),
                     v = head_slice(qkv, b, 2, h, kT, kC, hd);
          std::vector<double> o(kT * hd), w(kT * kT);
          elab::sdpa_forward(o.data(), w.data(), q.data(), k.data(), v.data(), kT, kT, hd, hd,
                             true);
          for (int t = 0; t < kT; ++t) {
            for (int c = 0; c < hd; ++c)
              CHECK(out[(b * kT + t) * kC + h * hd + c] == Approx(o[t * hd + c]).margin(1e-14));
            for (int j = 0; j < kT; ++j)
              CHECK(att[((b * NH + h) * kT + t) * kT + j] == Approx(w[t * kT + j]).margin(1e-15));
          }
        }
    }
}

TEMPLATE_TEST_CASE("causal attention: rows sum to 1 and future weights are exactly 0",
                   "[attention][property]", float, double) {
  const int NH = 2, T = 9, C = 12, B = 3;
  // Large logits make the softmax peaky; masked entries must still be exactly 0, not tiny.
  const auto qkv = cast_vector<TestType>(random_vector(B * T * 3 * C, 540, 4.0));
  std::vector<TestType> out(B * T * C), att(B * NH * T * T, TestType(-7));
  elab::attention_forward(out.data(), att.data(), qkv.data(), B, T, C, NH);
  for (int bh = 0; bh < B * NH; ++bh)
    for (int t = 0; t < T; ++t) {
      const TestType* row = att.data() + (bh * T + t) * T;
      double sum = 0;
      for (int j = 0; j <= t; ++j) {
        CHECK(row[j] >= 0);
        sum += row[j];
      }
      CHECK(sum == Approx(1.0).epsilon(1e-6));
      for (int j = t + 1; j < T; ++j) CHECK(row[j] == TestType(0));
    }
  // The first query sees only itself: weight 1, output = its own value vector.
  CHECK(att[0] == TestType(1));
  for (int c = 0; c < C; ++c) CHECK(out[c] == Approx(qkv[2 * C + c]).epsilon(1e-6));

  SECTION("sdpa_forward masks the same way") {
    const auto q = cast_vector<TestType>(random_vector(T * 4, 541, 4.0));
    std::vector<TestType> o(T * 4), w(T * T, TestType(-7));
    elab::sdpa_forward(o.data(), w.data(), q.data(), q.data(), q.data(), T, T, 4, 4, true);
    for (int t = 0; t < T; ++t) {
      double sum = 0;
      for (int j = 0; j < T; ++j) sum += w[t * T + j];
      CHECK(sum == Approx(1.0).epsilon(1e-6));
      for (int j = t + 1; j < T; ++j) CHECK(w[t * T + j] == TestType(0));
    }
  }
}

TEST_CASE("attention_backward matches finite differences (B=2, T=5, C=8, NH=2, causal)",
          "[attention][grad]") {
  for (const elab::MatmulPath path : elab::test::matmul_paths()) {
    const elab::test::MatmulPathScope scope(path);
    INFO(elab::test::path_name(path));
    const int NH = 2;
    const auto qkv = random_vector(kB * kT * 3 * kC, 550);
    const auto r = random_vector(kB * kT * kC, 551);
    std::vector<double> out(kB * kT * kC), att(kB * NH * kT * kT);
    elab::attention_forward(out.data(), att.data(), qkv.data(), kB, kT, kC, NH);
    std::vector<double> dqkv(qkv.size(), 0.5);
    elab::attention_backward(dqkv.data(), r.data(), qkv.data(), att.data(), kB, kT, kC, NH);
    for (auto& e : dqkv) e -= 0.5;
    elab::test::require_gradient(
        [&](const std::vector<double>& x) {
          std::vector<double> y(out.size()), a(att.size());
          elab::attention_forward(y.data(), a.data(), x.data(), kB, kT, kC, NH);
          return elab::test::weighted_sum(y, r);
        },
        qkv, dqkv, "attention qkv");
    // The last key and value of each sequence are seen only by the last query, and the first query
    // sees only the first key: its q gets no gradient (softmax of one score is constant 1).
    for (int b = 0; b < kB; ++b)
      for (int c = 0; c < kC; ++c) CHECK(dqkv[(b * kT) * 3 * kC + c] == Approx(0).margin(1e-15));
  }
}

TEST_CASE(
    "native builds switch between Eigen's products and the page's, and WASM has the page's only",
    "[attention][errors]") {
#ifdef __EMSCRIPTEN__
  CHECK_THROWS_WITH(elab::set_matmul_path(elab::MatmulPath::eigen),
                    Contains("this build has only the page's matrix products"));
  CHECK(elab::matmul_path() == elab::MatmulPath::page);
#else
  CHECK(elab::matmul_path() == elab::MatmulPath::eigen);  // the native default
  {
    const elab::test::MatmulPathScope scope(elab::MatmulPath::page);
    CHECK(elab::matmul_path() == elab::MatmulPath::page);
  }
  CHECK(elab::matmul_path() == elab::MatmulPath::eigen);
#endif
}

TEST_CASE("attention rejects shapes with a message a learner can act on", "[attention][errors]") {
  std::vector<float> buf(3 * 2 * 4 * 12 * 3, 0.0f), att(2 * 5 * 4 * 4);
  CHECK_THROWS_WITH(elab::attention_forward(buf.data(), att.data(), buf.data(), 2, 4, 12, 5),
                    Contains("number of heads (5) must divide d_model (12)"));
  CHECK_THROWS_WITH(
      elab::attention_backward(buf.data(), buf.data(), buf.data(), att.data(), 2, 4, 12, 7),
      Contains("(7) must divide d_model (12)"));
  CHECK_THROWS_WITH(elab::attention_forward(buf.data(), att.data(), buf.data(), 2, 4, 12, 0),
                    Contains("number of heads must be at least 1 (got 0)"));
  CHECK_THROWS_WITH(elab::attention_forward(buf.data(), att.data(), buf.data(), 0, 4, 12, 2),
                    Contains("B must be at least 1 (got 0)"));
  CHECK_THROWS_WITH(elab::attention_forward(buf.data(), att.data(), buf.data(), 2, 0, 12, 2),
                    Contains("T must be at least 1 (got 0)"));
  CHECK_THROWS_WITH(elab::check_attention_shape(1, 1, -4, 2), Contains("C must be at least 1"));
  CHECK_THROWS_WITH(elab::sdpa_forward(buf.data(), att.data(), buf.data(), buf.data(), buf.data(),
                                       3, 3, 0, 2, true),
                    Contains("every size must be at least 1") && Contains("dk 0"));
}
