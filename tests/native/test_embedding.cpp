// Token + position embedding: forward values, finite-difference gradients with repeated ids,
// the InputEmbedding module of the lessons (and its truncating pipeline helper), bad input.
#include <vector>

#include "core/errors.hpp"
#include "core/kernels/embedding.hpp"
#include "fixtures.hpp"
#include "gradcheck.hpp"

using Catch::Matchers::Contains;
using elab::test::cast_vector;
using elab::test::random_vector;

namespace {
constexpr int kBatch = 2, kTime = 3, kWidth = 4, kVocab = 5;
// Token 1 appears three times and token 3 twice: their gradients must sum every occurrence.
const std::vector<int> kIds = {1, 3, 1, 0, 1, 3};
}  // namespace

TEMPLATE_TEST_CASE("embedding_forward adds the token row and the position row", "[embedding]",
                   float, double) {
  const auto tok = cast_vector<TestType>(random_vector(kVocab * kWidth, 700));
  const auto pos = cast_vector<TestType>(random_vector(6 * kWidth, 701));  // max_len 6 >= T
  std::vector<TestType> out(kBatch * kTime * kWidth), plain(kBatch * kTime * kWidth);
  elab::embedding_forward(out.data(), kIds.data(), tok.data(), pos.data(), kBatch, kTime, kWidth,
                          kVocab);
  elab::embedding_forward(plain.data(), kIds.data(), tok.data(), nullptr, kBatch, kTime, kWidth,
                          kVocab);
  for (int b = 0; b < kBatch; ++b)
    for (int t = 0; t < kTime; ++t)
      for (int c = 0; c < kWidth; ++c) {
        const int id = kIds[b * kTime + t];
        CHECK(out[(b * kTime + t) * kWidth + c] == tok[id * kWidth + c] + pos[t * kWidth + c]);
        CHECK(plain[(b * kTime + t) * kWidth + c] == tok[id * kWidth + c]);
      }
}

TEST_CASE("embedding_backward matches finite differences with repeated ids, and accumulates",
          "[embedding][grad]") {
  const auto tok = random_vector(kVocab * kWidth, 702);
  const auto pos = random_vector(kTime * kWidth, 703);
  const auto r = random_vector(kBatch * kTime * kWidth, 704);
  auto loss = [&](const std::vector<double>& tk, const std::vector<double>& ps) {
    std::vector<double> out(kBatch * kTime * kWidth);
    elab::embedding_forward(out.data(), kIds.data(), tk.data(), ps.data(), kBatch, kTime, kWidth,
                            kVocab);
    return elab::test::weighted_sum(out, r);
  };
  std::vector<double> dtok(tok.size(), 0.125), dpos(pos.size(), 0.125);
  elab::embedding_backward(dtok.data(), dpos.data(), r.data(), kIds.data(), kBatch, kTime, kWidth);
  for (auto& e : dtok) e -= 0.125;
  for (auto& e : dpos) e -= 0.125;
  elab::test::require_gradient([&](const auto& v) { return loss(v, pos); }, tok, dtok,
                               "token table");
  elab::test::require_gradient([&](const auto& v) { return loss(tok, v); }, pos, dpos,
                               "position table");
  // Unused ids (2 and 4) get exactly no gradient; dpos is optional.
  for (int c = 0; c < kWidth; ++c) {
    CHECK(dtok[2 * kWidth + c] == 0);
    CHECK(dtok[4 * kWidth + c] == 0);
  }
  std::vector<double> dtok2(tok.size(), 0.0);
  elab::embedding_backward(dtok2.data(), nullptr, r.data(), kIds.data(), kBatch, kTime, kWidth);
  for (std::size_t i = 0; i < dtok.size(); ++i) CHECK(dtok2[i] == Approx(dtok[i]).margin(1e-15));
}

TEST_CASE("embedding kernels reject ids outside the vocabulary and bad sizes",
          "[embedding][errors]") {
  const std::vector<float> tok(kVocab * kWidth, 1.0f);
  std::vector<float> out(kBatch * kTime * kWidth, -1.0f);
  const std::vector<int> high = {1, 3, 1, 0, 5, 3}, low = {1, -2, 1, 0, 1, 3};
  CHECK_THROWS_WITH(elab::embedding_forward(out.data(), high.data(), tok.data(), nullptr, kBatch,
                                            kTime, kWidth, kVocab),
                    Contains("token id 5 at (batch 1, position 1) is outside the vocabulary") &&
                        Contains("[0, 4]"));
  CHECK(out[0] == -1.0f);  // checked before anything is written
  CHECK_THROWS_WITH(elab::embedding_forward(out.data(), low.data(), tok.data(), nullptr, kBatch,
                                            kTime, kWidth, kVocab),
                    Contains("token id -2 at (batch 0, position 1)"));
  std::vector<float> dtok(kVocab * kWidth);
  CHECK_THROWS_WITH(
      elab::embedding_backward(dtok.data(), nullptr, out.data(), low.data(), kBatch, kTime, kWidth),
      Contains("token id -2") && Contains("negative"));
  CHECK_THROWS_WITH(elab::embedding_forward(out.data(), kIds.data(), tok.data(), nullptr, 0, kTime,
                                            kWidth, kVocab),
                    Contains("B must be at least 1 (got 0)"));
  CHECK_THROWS_WITH(elab::embedding_forward(out.data(), kIds.data(), tok.data(), nullptr, kBatch,
                                            kTime, kWidth, 0),
                    Contains("V must be at least 1 (got 0)"));
  CHECK_THROWS_WITH(
      elab::embedding_backward(dtok.data(), nullptr, out.data(), kIds.data(), kBatch, kTime, 0),
      Contains("C must be at least 1 (got 0)"));
}

TEST_CASE("InputEmbedding maps (B, T) ids to (B*T, d) rows", "[embedding]") {
  elab::InputEmbedding<double> emb(kVocab, kWidth, 4);
  CHECK(emb.vocab() == kVocab);
  CHECK(emb.d_model() == kWidth);
  CHECK(emb.max_len() == 4);
  CHECK(emb.token_table().isZero());
  const auto tok = random_vector(kVocab * kWidth, 705), pos = random_vector(4 * kWidth, 706);
  std::copy(tok.begin(), tok.end(), emb.token_table().data());
  std::copy(pos.begin(), pos.end(), emb.position_table().data());
  const auto out = emb.forward(kIds, kBatch, kTime);
  REQUIRE(out.rows() == kBatch * kTime);
  REQUIRE(out.cols() == kWidth);
  for (int b = 0; b < kBatch; ++b)
    for (int t = 0; t < kTime; ++t)
      for (int c = 0; c < kWidth; ++c)
        CHECK(out(b * kTime + t, c) == tok[kIds[b * kTime + t] * kWidth + c] + pos[t * kWidth + c]);
  // T == max_len is allowed.
  CHECK(emb.forward({0, 1, 2, 3}, 1, 4).rows() == 4);
}

TEST_CASE("InputEmbedding rejects a sequence longer than max_len, naming both numbers",
          "[embedding][errors]") {
  elab::InputEmbedding<float> emb(kVocab, kWidth, 4);
  const std::vector<int> ids = {0, 1, 2, 3, 4, 0};
  CHECK_THROWS_WITH(emb.forward(ids, 1, 6),
                    Contains("6 tokens") && Contains("max_len 4") &&
                        Contains("a shorter text, prompt or seq_len) or raise max_len"));
  CHECK_THROWS_WITH(emb.forward(ids, 2, 2), Contains("B x T = 2 x 2 = 4 token ids (got 6)"));
  CHECK_THROWS_WITH(emb.forward({0, 7}, 1, 2), Contains("token id 7"));
  CHECK_THROWS_WITH(elab::InputEmbedding<float>(0, 4, 4),
                    Contains("vocab must be at least 1") && Contains("(got 0)"));
  CHECK_THROWS_WITH(elab::InputEmbedding<float>(4, 0, 4), Contains("d_model must be at least 1"));
  CHECK_THROWS_WITH(elab::InputEmbedding<float>(4, 4, -1),
                    Contains("max_len must be at least 1") && Contains("(got -1)"));
  CHECK_THROWS_WITH(elab::InputEmbedding<float>(1 << 20, 1024, 4), Contains("over the limit"));
}

TEST_CASE("embed_truncated keeps the first max_len positions and says so", "[embedding]") {
  elab::InputEmbedding<double> emb(kVocab, kWidth, 4);
  const auto tok = random_vector(kVocab * kWidth, 707), pos = random_vector(4 * kWidth, 708);
  std::copy(tok.begin(), tok.end(), emb.token_table().data());
  std::copy(pos.begin(), pos.end(), emb.position_table().data());

  SECTION("too long: truncated") {
    const std::vector<int> ids = {0, 1, 2, 3, 4, 0,   // batch 0, T = 6
                                  4, 4, 3, 2, 1, 1};  // batch 1
    const auto r = elab::embed_truncated(emb, ids, 2, 6);
    CHECK(r.truncated);
    CHECK(r.given == 6);
    CHECK(r.used == 4);
    REQUIRE(r.out.rows() == 2 * 4);
    const auto want = emb.forward({0, 1, 2, 3, 4, 4, 3, 2}, 2, 4);
    CHECK(r.out == want);
  }
  SECTION("short enough: unchanged") {
    const auto r = elab::embed_truncated(emb, kIds, kBatch, kTime);
    CHECK_FALSE(r.truncated);
    CHECK(r.used == kTime);
    CHECK(r.given == kTime);
    CHECK(r.out == emb.forward(kIds, kBatch, kTime));
  }
  SECTION("bad ids still fail") {
    CHECK_THROWS_WITH(elab::embed_truncated(emb, {0, 1, 9, 0, 0, 0}, 1, 6), Contains("token id 9"));
    CHECK_THROWS_WITH(elab::embed_truncated(emb, {0, 1}, 1, 3), Contains("(got 2)"));
  }
}

TEST_CASE("check_fits_position_table: one rule and one message for every learned table",
          "[embedding][errors]") {
  CHECK_NOTHROW(elab::check_fits_position_table(32, 32));
  CHECK_NOTHROW(elab::check_fits_position_table(1, 32));
  CHECK_THROWS_WITH(elab::check_fits_position_table(33, 32),
                    Contains("the sequence has 33 tokens but the position table has only 32 rows "
                             "(max_len 32): a learned table cannot go past its last row, so use "
                             "at most 32 tokens") &&
                        Contains("or raise max_len"));
}
