// Byte-level BPE: the PyTorch-side reference cases (tests/fixtures/core-v2.json), the incremental
// trainer and encoder against a line-by-line port of reference_model.py's recount-per-merge
// algorithm on random texts, round trips on arbitrary bytes, ties, early stops, labels and every
// rejected input.
#include <algorithm>
#include <cmath>
#include <ctime>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "core/data/bpe.hpp"
#include "core/data/weights_format.hpp"
#include "core/errors.hpp"
#include "core/model/next_byte.hpp"
#include "core/model/random.hpp"
#include "core/model/trainer.hpp"
#include "fixtures.hpp"

using Catch::Matchers::Contains;
using elab::BpePair;
using elab::InvalidArgument;

namespace {

const nlohmann::json& reference_v2() {
  static const nlohmann::json file = [] {
    std::ifstream in(std::string(ELAB_FIXTURE_DIR) + "/core-v2.json");
    if (!in) throw std::runtime_error("cannot open " ELAB_FIXTURE_DIR "/core-v2.json");
    nlohmann::json parsed = nlohmann::json::parse(in);
    if (parsed.at("version").get<int>() != 2) throw std::runtime_error("fixture version is not 2");
    return parsed;
  }();
  return file;
}

std::vector<nlohmann::json> v2_cases(const std::string& op) {
  std::vector<nlohmann::json> out;
  for (const auto& c : reference_v2().at("cases"))
    if (c.at("op") == op) out.push_back(c);
  REQUIRE_FALSE(out.empty());
  return out;
}

std::vector<int> ints(const nlohmann::json& tensor) {
  std::vector<int> out;
  for (double v : tensor.at("data").get<std::vector<double>>()) out.push_back(static_cast<int>(v));
  return out;
}

std::vector<BpePair> pairs_of(const nlohmann::json& tensor) {
  const std::vector<int> flat = ints(tensor);
  REQUIRE(flat.size() % 2 == 0);
  std::vector<BpePair> out;
  for (std::size_t i = 0; i < flat.size(); i += 2) out.push_back(BpePair{flat[i], flat[i + 1]});
  return out;
}

std::vector<int> flatten(const std::vector<BpePair>& merges) {
  std::vector<int> out;
  for (const auto& m : merges) {
    out.push_back(m.left);
    out.push_back(m.right);
  }
  return out;
}

// reference_model.py, line by line: a full recount per merge.
std::vector<int> naive_merge(const std::vector<int>& ids, BpePair pair, int new_id) {
  std::vector<int> out;
  for (std::size_t i = 0; i < ids.size();) {
    if (i + 1 < ids.size() && ids[i] == pair.left && ids[i + 1] == pair.right) {
      out.push_back(new_id);
      i += 2;
    } else {
      out.push_back(ids[i]);
      i += 1;
    }
  }
  return out;
}

struct NaiveTraining {
  std::vector<BpePair> merges;
  std::vector<int> counts, ids;
};

NaiveTraining naive_train(const std::string& text, int num_merges) {
  NaiveTraining out;
  out.ids.assign(text.begin(), text.end());
  for (int& id : out.ids) id = static_cast<unsigned char>(id);
  for (int k = 0; k < num_merges; ++k) {
    std::map<std::pair<int, int>, std::pair<int, int>> stats;  // pair -> (count, first)
    for (std::size_t i = 0; i + 1 < out.ids.size(); ++i) {
      auto [it, added] = stats.emplace(std::make_pair(out.ids[i], out.ids[i + 1]),
                                       std::make_pair(0, static_cast<int>(i)));
      it->second.first += 1;
    }
    if (stats.empty()) break;
    auto best = stats.begin();
    for (auto it = stats.begin(); it != stats.end(); ++it)
      if (it->second.first > best->second.first ||
          (it->second.first == best->second.first && it->second.second < best->second.second))
        best = it;
    if (best->second.first < 2) break;
    const BpePair pair{best->first.first, best->first.second};
    out.ids = naive_merge(out.ids, pair, 256 + k);
    out.merges.push_back(pair);
    out.counts.push_back(best->second.first);
  }
  return out;
}

std::vector<int> naive_encode(const std::string& text, const std::vector<BpePair>& merges) {
  std::vector<int> ids(text.begin(), text.end());
  for (int& id : ids) id = static_cast<unsigned char>(id);
  while (ids.size() >= 2) {
    int best = -1;
    for (std::size_t i = 0; i + 1 < ids.size(); ++i)
      for (std::size_t k = 0; k < merges.size(); ++k)
        if (merges[k].left == ids[i] && merges[k].right == ids[i + 1] &&
            (best == -1 || static_cast<int>(k) < best))
          best = static_cast<int>(k);
    if (best == -1) break;
    ids = naive_merge(ids, merges[best], 256 + best);
  }
  return ids;
}

// A random text over a small alphabet (so many pairs repeat), or arbitrary bytes.
std::string random_text(elab::Rng& rng, int length, int alphabet) {
  std::string s;
  for (int i = 0; i < length; ++i)
    s += static_cast<char>(alphabet >= 256 ? rng.below(256) : 'a' + rng.below(alphabet));
  return s;
}

}  // namespace

TEST_CASE("bpe_train matches the PyTorch-side reference cases", "[bpe][fixtures]") {
  for (const auto& c : v2_cases("bpe_train")) {
    INFO(c.at("name").get<std::string>());
    const auto text = c.at("params").at("text").get<std::string>();
    const auto trained = elab::bpe_train(text, c.at("params").at("num_merges").get<int>());
    CHECK(flatten(trained.merges) == ints(c.at("expected").at("merges")));
    CHECK(trained.ids == ints(c.at("expected").at("ids")));
    CHECK(trained.counts == ints(c.at("expected").at("counts")));
    CHECK(elab::bpe_encode(text, trained.merges) == trained.ids);
    CHECK(elab::bpe_decode(trained.ids, trained.merges) == text);
  }
}

TEST_CASE("bpe_encode matches the PyTorch-side reference cases", "[bpe][fixtures]") {
  for (const auto& c : v2_cases("bpe_encode")) {
    INFO(c.at("name").get<std::string>());
    const auto text = c.at("params").at("text").get<std::string>();
    const auto merges = pairs_of(c.at("inputs").at("merges"));
    CHECK(elab::bpe_encode(text, merges) == ints(c.at("expected").at("ids")));
    CHECK(elab::bpe_decode(elab::bpe_encode(text, merges), merges) == text);
  }
}

TEST_CASE("bpe_train with incremental counts equals a recount per merge", "[bpe]") {
  elab::Rng rng(7);
  for (int trial = 0; trial < 200; ++trial) {
    const int alphabet = trial % 4 == 0 ? 2 : trial % 4 == 1 ? 3 : trial % 4 == 2 ? 8 : 256;
    const std::string text = random_text(rng, 1 + rng.below(300), alphabet);
    const int num_merges = rng.below(80);
    INFO("trial " << trial << " alphabet " << alphabet << " merges " << num_merges);
    const auto fast = elab::bpe_train(text, num_merges);
    const auto slow = naive_train(text, num_merges);
    REQUIRE(flatten(fast.merges) == flatten(slow.merges));
    REQUIRE(fast.counts == slow.counts);
    REQUIRE(fast.ids == slow.ids);
    REQUIRE(fast.lengths.size() == fast.merges.size());
    if (!fast.lengths.empty()) CHECK(fast.lengths.back() == static_cast<int>(fast.ids.size()));
    CHECK(std::is_sorted(fast.lengths.rbegin(), fast.lengths.rend()));
    CHECK(fast.stop_reason.empty() == (static_cast<int>(fast.merges.size()) == num_merges));
    // Encoding the training text replays training.
    CHECK(elab::bpe_encode(text, fast.merges) == fast.ids);
  }
}

TEST_CASE("bpe_encode equals the reference's lowest-rank-first loop on unseen text", "[bpe]") {
  elab::Rng rng(11);
  for (int trial = 0; trial < 150; ++trial) {
    const int alphabet = trial % 3 == 0 ? 3 : trial % 3 == 1 ? 6 : 256;
    const auto merges = elab::bpe_train(random_text(rng, 2 + rng.below(200), alphabet), 40).merges;
    const std::string text = random_text(rng, rng.below(200), alphabet);
    INFO("trial " << trial);
    REQUIRE(elab::bpe_encode(text, merges) == naive_encode(text, merges));
  }
}

TEST_CASE("bpe_decode of bpe_encode gives back any bytes", "[bpe]") {
  elab::Rng rng(3);
  const auto merges = elab::bpe_train(random_text(rng, 4000, 256), 300).merges;
  const auto text_merges =
      elab::bpe_train("the cat in the hat sat on the mat; caf\xC3\xA9", 20).merges;
  for (int trial = 0; trial < 100; ++trial) {
    const std::string bytes = random_text(rng, rng.below(500), trial % 2 ? 256 : 4);
    CHECK(elab::bpe_decode(elab::bpe_encode(bytes, merges), merges) == bytes);
    CHECK(elab::bpe_decode(elab::bpe_encode(bytes, text_merges), text_merges) == bytes);
  }
  const std::string invalid_utf8("\xC3\xFF\x80 \x00\xF0\x9F", 7);
  CHECK(elab::bpe_decode(elab::bpe_encode(invalid_utf8, merges), merges) == invalid_utf8);
  CHECK(elab::bpe_encode("", merges).empty());
}

TEST_CASE("bpe ties go to the pair that occurs first, not the smaller ids", "[bpe]") {
  // (c, d) and (a, b) both occur twice; (c, d) comes first in the text.
  const auto trained = elab::bpe_train("cdcdabab", 1);
  REQUIRE(trained.merges.size() == 1);
  CHECK(trained.merges[0] == BpePair{'c', 'd'});
  CHECK(trained.counts == std::vector<int>{2});
  CHECK(trained.ids == std::vector<int>{256, 256, 'a', 'b', 'a', 'b'});
}

TEST_CASE("bpe counts overlapping pairs but merges without overlap", "[bpe]") {
  const auto trained = elab::bpe_train("aaa", 5);
  REQUIRE(trained.merges.size() == 1);
  CHECK(trained.counts == std::vector<int>{2});
  CHECK(trained.ids == std::vector<int>{256, 'a'});
  CHECK(trained.lengths == std::vector<int>{2});
  CHECK_THAT(trained.stop_reason, Contains("stopped after 1 merge of 5") &&
                                      Contains("no pair of adjacent tokens occurs twice"));
}

TEST_CASE("bpe stops early and says why", "[bpe]") {
  SECTION("no pair repeats") {
    const auto trained = elab::bpe_train("abcdef", 3);
    CHECK(trained.merges.empty());
    CHECK(trained.ids == std::vector<int>{'a', 'b', 'c', 'd', 'e', 'f'});
    CHECK_THAT(trained.stop_reason,
               Contains("stopped after 0 merges of 3") && Contains("the text is 6 tokens long"));
  }
  SECTION("one byte") {
    const auto trained = elab::bpe_train("x", 1);
    CHECK(trained.merges.empty());
    CHECK_THAT(trained.stop_reason, Contains("single byte"));
  }
  SECTION("merging ends with at least two tokens") {
    const auto trained = elab::bpe_train("abab", 10);
    // (a, b) twice -> [X, X]; (X, X) occurs once: stop. A merge needs a pair that occurs twice.
    CHECK(trained.merges.size() == 1);
    CHECK(trained.ids == std::vector<int>{256, 256});
  }
  SECTION("exactly as many merges as asked") {
    const auto trained = elab::bpe_train("abababab", 2);
    CHECK(trained.merges.size() == 2);
    CHECK(trained.stop_reason.empty());
    CHECK(trained.ids == std::vector<int>{257, 257});
  }
  SECTION("zero merges") {
    const auto trained = elab::bpe_train("abab", 0);
    CHECK(trained.merges.empty());
    CHECK(trained.stop_reason.empty());
    CHECK(trained.ids == std::vector<int>{'a', 'b', 'a', 'b'});
  }
}

TEST_CASE("bpe rejects bad input with a message", "[bpe]") {
  CHECK_THROWS_WITH(elab::bpe_train("", 10), Contains("training text is empty"));
  CHECK_THROWS_WITH(elab::bpe_train("abc", -1), Contains("between 0 and") && Contains("got -1"));
  CHECK_THROWS_AS(elab::bpe_train("abc", elab::kBpeMaxMerges + 1), InvalidArgument);
  CHECK_THROWS_WITH(elab::bpe_encode("ab", {{256, 97}}),
                    Contains("merge 0 uses id 256, but only ids 0 to 255 exist before it"));
  CHECK_THROWS_WITH(elab::bpe_encode("ab", {{97, -3}}), Contains("uses id -3"));
  CHECK_THROWS_WITH(elab::bpe_encode("ab", {{97, 98}, {99, 100}, {97, 98}}),
                    Contains("merge 2 (97, 98) repeats an earlier merge"));
  CHECK_THROWS_WITH(elab::bpe_decode({97, 256}, {}),
                    Contains("between 0 and 255") && Contains("got 256 at position 1"));
  CHECK_THROWS_WITH(elab::bpe_decode({-1}, {{97, 98}}), Contains("between 0 and 256"));
}

TEST_CASE("bpe_vocab_labels labels every token and bpe_label makes it readable", "[bpe]") {
  // The fixture's text: "é" occurs four times, so its two bytes are the first merge.
  const auto trained = elab::bpe_train(
      "h\xC3\xA9h\xC3\xA9 \xF0\x9F\x98\x80\xF0\x9F\x98\x80 caf\xC3\xA9 caf\xC3\xA9", 3);
  const auto labels = elab::bpe_vocab_labels(trained.merges);
  REQUIRE(labels.size() == 256 + trained.merges.size());
  CHECK(labels[256] == "\xC3\xA9");  // é: its two bytes merged first
  CHECK(labels['a'] == "a");
  CHECK(labels[' '] == "\xE2\x90\xA3");
  CHECK(elab::bpe_decode({256}, trained.merges) == "\xC3\xA9");
  CHECK(elab::bpe_label("\xC3") == "\\xC3");  // half a character
  CHECK(elab::bpe_label("\xF0\x9F") == "\\xF0\\x9F");
  CHECK(elab::bpe_label(" the") == "\xE2\x90\xA3the");
  CHECK(elab::bpe_label("a\nb\t\\") == "a\\nb\\t\\\\");
  CHECK(elab::bpe_label(std::string("\x00\x7F", 2)) == "\\x00\\x7F");
  CHECK(elab::bpe_label("") == "");
}

TEST_CASE("a long token's label stops after 48 bytes, at a whole character, with its length",
          "[bpe][hostile]") {
  CHECK(elab::bpe_label(std::string(48, 'a')) == std::string(48, 'a'));
  CHECK(elab::bpe_label(std::string(49, 'a')) == std::string(48, 'a') + "\xE2\x80\xA6(49 bytes)");
  // 30 é (60 bytes): 24 whole ones fit; after "a", only 23.
  std::string e30;
  for (int i = 0; i < 30; ++i) e30 += "\xC3\xA9";
  CHECK(elab::bpe_label(e30) == e30.substr(0, 48) + "\xE2\x80\xA6(60 bytes)");
  CHECK(elab::bpe_label("a" + e30) == "a" + e30.substr(0, 46) + "\xE2\x80\xA6(61 bytes)");
  // Only the start of a token is needed, with its full length.
  CHECK(elab::bpe_label(std::string(51, 'b'), 1 << 20) ==
        std::string(48, 'b') + "\xE2\x80\xA6(1048576 bytes)");
}

namespace {
// Merge 0 = (a, a), merge k = (255 + k, 255 + k): token k spells 2^(k+1) bytes.
std::vector<BpePair> doubling_merges(int count) {
  std::vector<BpePair> merges{{'a', 'a'}};
  for (int k = 1; k < count; ++k) merges.push_back({255 + k, 255 + k});
  return merges;
}
}  // namespace

TEST_CASE("merges that double their tokens are refused past what training can make",
          "[bpe][hostile]") {
  // 19 doubling merges spell 2^19 = 524,288 bytes at most: training on 1 MiB of "a" makes them.
  const auto nineteen = doubling_merges(19);
  const auto lengths = elab::bpe_check_merges(nineteen);
  REQUIRE(lengths.size() == 256 + 19);
  CHECK(lengths['a'] == 1);
  CHECK(lengths[256] == 2);
  CHECK(lengths[256 + 18] == 524288);
  CHECK(elab::bpe_encode(std::string(8, 'a'), nineteen) == std::vector<int>{258});
  CHECK(elab::bpe_vocab_labels(nineteen).back() ==
        std::string(48, 'a') + "\xE2\x80\xA6(524288 bytes)");
  CHECK(elab::bpe_train(std::string(1 << 20, 'a'), 19).merges == nineteen);
  // From merge 19 on, a token would spell 2^20 bytes: more than 2/3 of the longest text.
  for (int count : {20, 24, 27, 40}) {
    INFO(count << " merges");
    const auto merges = doubling_merges(count);
    const std::string refused =
        "merge 19 (274, 274) makes a token of 1048576 bytes, but BPE training on at most 1048576 "
        "bytes of text makes tokens of at most 699050";
    CHECK_THROWS_WITH(elab::bpe_check_merges(merges), Contains(refused));
    CHECK_THROWS_WITH(elab::bpe_encode("aaaa", merges), Contains(refused));
    CHECK_THROWS_WITH(elab::bpe_decode({97}, merges), Contains(refused));
    CHECK_THROWS_WITH(elab::bpe_vocab_labels(merges), Contains(refused));
  }
}

TEST_CASE("every label of a long chain of merges comes in time linear in the merges",
          "[bpe][hostile]") {
  // Merge k = (255 + k, 'a'): token k spells k + 2 bytes, and its first byte lies k merges deep.
  // Spelling each label's start anew walks that far: 200,000 labels took 75 s, 100,000 33 s.
  // The check compares the best of a few runs for 5,000 and 50,000 merges: 10x as many take about
  // 10x as long when linear, 100x when quadratic. Best-of runs and the wide gap keep it true on a
  // loaded machine, where WASM's clock() is wall time (a single 100,000 run once took 14x 20,000).
  const auto chain_of = [](int n) {
    std::vector<BpePair> chain{{'a', 'a'}};
    for (int k = 1; k < n; ++k) chain.push_back({255 + k, 'a'});
    return chain;
  };
  const auto best_seconds = [](const std::vector<BpePair>& chain, int runs) {
    double best = 1e9;
    for (int run = 0; run < runs; ++run) {
      const std::clock_t started = std::clock();
      const auto labels = elab::bpe_vocab_labels(chain);
      REQUIRE(labels.size() == 256 + chain.size());
      best = std::min(best, static_cast<double>(std::clock() - started) / CLOCKS_PER_SEC);
    }
    return best;
  };
  const double short_seconds = best_seconds(chain_of(5000), 3);
  const auto chain = chain_of(50000);
  const double long_seconds = best_seconds(chain, 2);
  INFO("5,000 merges " << short_seconds << " s, 50,000 merges " << long_seconds << " s");
  CHECK(long_seconds < 40 * std::max(short_seconds, 0.005));
  const auto labels = elab::bpe_vocab_labels(chain);
  CHECK(labels[256 + 45] == std::string(47, 'a'));
  CHECK(labels[256 + 46] == std::string(48, 'a'));
  CHECK(labels[256 + 47] == std::string(48, 'a') + "\xE2\x80\xA6(49 bytes)");
  CHECK(labels.back() == std::string(48, 'a') + "\xE2\x80\xA6(50001 bytes)");
}

TEST_CASE("every label of the vocabulary is the label of its token on its own", "[bpe]") {
  // Long tokens of mixed bytes (two-byte characters, spaces, a control byte), built from both
  // sides: each label must read as the token spelled out and cut.
  std::string line;
  for (int i = 0; i < 40; ++i) line += i % 3 ? "\xC3\xA9 " : "ab\x01";
  std::string text;
  for (int i = 0; i < 6; ++i) text += line;
  const auto merges = elab::bpe_train(text, 300).merges;
  const auto lengths = elab::bpe_check_merges(merges);
  const auto labels = elab::bpe_vocab_labels(merges);
  REQUIRE(labels.size() == lengths.size());
  REQUIRE(*std::max_element(lengths.begin(), lengths.end()) > 100);
  for (int id = 0; id < static_cast<int>(labels.size()); ++id) {
    INFO("id " << id);
    const std::string token = elab::bpe_decode({id}, merges);
    CHECK(static_cast<std::int64_t>(token.size()) == lengths[id]);
    CHECK(labels[id] == elab::bpe_label(token));
    CHECK(labels[id] == elab::bpe_token_label(merges, lengths, id));
  }
}

TEST_CASE("BPE learns from at most 1 MiB of text", "[bpe][hostile]") {
  CHECK_THROWS_WITH(elab::bpe_train(std::string((1 << 20) + 1, 'x'), 3),
                    Contains("at most 1048576 bytes (1 MiB) of text, and this text has 1048577"));
}

TEST_CASE("bpe_pair_counts lists pairs in the order training would merge them", "[bpe]") {
  const auto counts = elab::bpe_pair_counts({'c', 'd', 'c', 'd', 'a', 'b', 'a', 'b', 'b'}, 3);
  REQUIRE(counts.size() == 3);
  CHECK(counts[0].pair == BpePair{'c', 'd'});
  CHECK(counts[0].count == 2);
  CHECK(counts[0].first == 0);
  CHECK(counts[1].pair == BpePair{'a', 'b'});
  CHECK(counts[1].first == 4);
  CHECK(counts[2].pair == BpePair{'d', 'c'});
  CHECK(counts[2].count == 1);
  CHECK(elab::bpe_pair_counts({'a', 'a', 'a'}, 0).at(0).count == 2);
  CHECK(elab::bpe_pair_counts({7}, 0).empty());
  // The first entry is what bpe_train merges.
  elab::Rng rng(5);
  const std::string text = random_text(rng, 500, 5);
  const auto top = elab::bpe_pair_counts(elab::bpe_encode(text, {}), 1).at(0);
  const auto trained = elab::bpe_train(text, 1);
  CHECK(trained.merges.at(0) == top.pair);
  CHECK(trained.counts.at(0) == top.count);
}

TEST_CASE("Trainer on BPE tokens: vocabulary, windows, loss and generation", "[bpe][trainer]") {
  const std::string text =
      "the cat sat on the mat and the cat ate the hat; the rat sat on the cat. "
      "the cat sat on the mat and the cat ate the hat; the rat sat on the cat.";
  elab::TrainerConfig config;
  config.model = "gpt";
  config.d_model = 16;
  config.n_head = 2;
  config.batch = 4;
  config.seq_len = 8;
  config.bpe_merges = 20;
  elab::Trainer trainer(config, text);
  const auto trained = elab::bpe_train(text, 20);
  CHECK(trainer.merges().size() == trained.merges.size());
  CHECK(trainer.vocab() == 256 + static_cast<int>(trained.merges.size()));
  CHECK(trainer.tokens() == static_cast<int>(trained.ids.size()));
  CHECK(trainer.model().vocab() == trainer.vocab());
  CHECK(trainer.windows(8) == trainer.tokens() - 9);
  const auto losses = trainer.step(3);
  REQUIRE(losses.size() == 3);
  // Untrained: near ln(vocab) per token (random weights are a little confidently wrong), far
  // from ln 256 + 2.
  CHECK(losses[0] == Approx(std::log(static_cast<double>(trainer.vocab()))).margin(1.5));
  CHECK(std::isfinite(trainer.eval_loss()));
  // Evaluation counts windows in tokens: every window, spread ones, and a length the text's
  // tokens (not its bytes) cannot hold, which the message says in tokens.
  int total = 0;
  trainer.eval_loss(8, elab::Trainer::kEveryWindow, [&](int, int n) { total = n; });
  CHECK(total == trainer.tokens() - 9);
  trainer.eval_loss(8, 3, [&](int, int n) { total = n; });
  CHECK(total == 3);
  const int past_tokens = trainer.tokens();  // a window of seq_len + 1 tokens no longer fits
  REQUIRE(past_tokens + 2 < static_cast<int>(text.size()));
  CHECK_THROWS_WITH(trainer.eval_loss(past_tokens),
                    Contains("(" + std::to_string(trainer.tokens()) + " tokens) is too short"));
  // Generation counts bytes, as with byte tokens: the last token is cut to fit.
  for (int n : {1, 5, 37}) CHECK(trainer.generate("the ", n, 1.0, 0, 1).size() == std::size_t(n));
  CHECK(trainer.generate("the ", 0, 1.0, 0, 1).empty());

  config.bpe_merges = 0;
  elab::Trainer bytes(config, text);
  CHECK(bytes.vocab() == 256);
  CHECK(bytes.tokens() == static_cast<int>(text.size()));
  CHECK(bytes.merges().empty());

  config.bpe_merges = 20;
  config.seq_len = 60;  // longer than the text in BPE tokens, not in bytes
  CHECK_THROWS_WITH(elab::Trainer(config, text), Contains("too short for BPE"));
  config.bpe_merges = -1;
  CHECK_THROWS_WITH(elab::Trainer(config, text), Contains("between 0 (byte tokens) and 10000"));
}

namespace {
const std::string kCatText =
    "the cat sat on the mat and the cat ate the hat; the rat sat on the cat. "
    "the cat sat on the mat and the cat ate the hat; the rat sat on the cat.";

elab::TrainerConfig small_bpe_config(int merges) {
  elab::TrainerConfig config;
  config.model = "gpt";
  config.d_model = 16;
  config.n_head = 2;
  config.batch = 4;
  config.seq_len = 8;
  config.bpe_merges = merges;
  return config;
}
}  // namespace

TEST_CASE("A BPE model's weights file carries its merges and loads them back", "[bpe][trainer]") {
  elab::Trainer trained(small_bpe_config(20), kCatText);
  trained.step(5);
  const std::vector<std::uint8_t> file = trained.save_weights();
  const elab::WeightsFile decoded = elab::decode_weights(file);
  const elab::WeightsTensor& merges = decoded.tensor("bpe.merges");
  REQUIRE(merges.shape == std::vector<int>{static_cast<int>(trained.merges().size()), 2});
  CHECK(merges.data[0] == static_cast<float>(trained.merges()[0].left));
  CHECK(merges.data[1] == static_cast<float>(trained.merges()[0].right));

  // A run on bytes takes the file's tokenizer with its weights: same merges, same losses.
  elab::Trainer loaded(small_bpe_config(0), kCatText);
  REQUIRE(loaded.vocab() == 256);
  loaded.load_weights(file);
  CHECK(loaded.merges() == trained.merges());
  CHECK(loaded.vocab() == trained.vocab());
  CHECK(loaded.tokens() == trained.tokens());
  CHECK(loaded.config().bpe_merges == static_cast<int>(trained.merges().size()));
  CHECK(loaded.steps_done() == 5);
  CHECK(loaded.eval_loss() == trained.eval_loss());
  CHECK(loaded.generate("the ", 6, 0, 0, 1) == trained.generate("the ", 6, 0, 0, 1));

  // And a byte model's file brings a BPE run back to bytes.
  elab::Trainer byte_model(small_bpe_config(0), kCatText);
  loaded.load_weights(byte_model.save_weights());
  CHECK(loaded.merges().empty());
  CHECK(loaded.vocab() == 256);
  CHECK(loaded.tokens() == static_cast<int>(kCatText.size()));
  CHECK(loaded.eval_loss() == byte_model.eval_loss());
}

TEST_CASE("A damaged merge list in a weights file is refused and changes nothing",
          "[bpe][trainer]") {
  elab::Trainer trained(small_bpe_config(20), kCatText);
  elab::WeightsFile file = elab::decode_weights(trained.save_weights());
  elab::Trainer target(small_bpe_config(0), kCatText);
  const double before = target.eval_loss();
  for (auto& t : file.tensors)
    if (t.name == "bpe.merges") t.data[0] = 300;  // merge 0 may only join bytes
  CHECK_THROWS_WITH(target.load_weights(elab::encode_weights(file)), Contains("merge 0"));
  for (auto& t : file.tensors)
    if (t.name == "bpe.merges") t.data[0] = 1.5f;
  CHECK_THROWS_WITH(target.load_weights(elab::encode_weights(file)),
                    Contains("not a pair of token ids"));
  CHECK(target.vocab() == 256);
  CHECK(target.eval_loss() == before);
}

TEST_CASE("A weights file whose merges double is refused before anything is spelled",
          "[bpe][trainer][hostile]") {
  elab::Trainer trained(small_bpe_config(20), kCatText);
  elab::WeightsFile file = elab::decode_weights(trained.save_weights());
  elab::Trainer target(small_bpe_config(0), kCatText);
  const double before = target.eval_loss();
  for (auto& t : file.tensors) {
    if (t.name != "bpe.merges") continue;
    // Keep the file's 20 merges (its vocabulary), but make them double: the 20th spells 1 MiB.
    const auto merges = doubling_merges(20);
    for (std::size_t k = 0; k < merges.size(); ++k) {
      t.data[2 * k] = static_cast<float>(merges[k].left);
      t.data[2 * k + 1] = static_cast<float>(merges[k].right);
    }
  }
  CHECK_THROWS_WITH(target.load_weights(elab::encode_weights(file)),
                    Contains("merge 19 (274, 274) makes a token of 1048576 bytes"));
  CHECK(target.vocab() == 256);
  CHECK(target.eval_loss() == before);
}

TEST_CASE("BPE with a held-out part: merges learned on the training part only", "[bpe][trainer]") {
  elab::TrainerConfig config = small_bpe_config(15);
  config.val_fraction = 0.25;
  const std::string text = kCatText + kCatText;
  elab::Trainer trainer(config, text);
  const auto expected = elab::bpe_train(trainer.training_text(), 15);
  CHECK(trainer.merges() == expected.merges);
  CHECK(trainer.tokens() == static_cast<int>(expected.ids.size()));
  CHECK(trainer.val_tokens() ==
        static_cast<int>(elab::bpe_encode(trainer.validation_text(), expected.merges).size()));
  CHECK(trainer.val_windows(8) == trainer.val_tokens() - 8);
  CHECK(std::isfinite(trainer.val_loss()));
}

TEST_CASE("next_byte reads the prompt with the model's merges", "[bpe][next_byte]") {
  elab::Trainer trainer(small_bpe_config(20), kCatText);
  const elab::NextByte next = elab::next_byte(trainer.model(), "the cat", trainer.merges());
  CHECK(static_cast<int>(next.logits.size()) == trainer.vocab());
  double sum = 0;
  for (double p : next.probs) sum += p;
  CHECK(sum == Approx(1.0).margin(1e-12));
  // Without its merges the model cannot read a prompt: the ids would be the wrong tokens.
  CHECK_THROWS_WITH(elab::next_byte(trainer.model(), "the cat"),
                    Contains("the merges are not this model's"));
  // The position table counts tokens: 40 bytes of "the " are fewer than 40 tokens.
  elab::TrainerConfig learned = small_bpe_config(20);
  learned.pe = elab::PeKind::learned;
  learned.max_len = 8;
  elab::Trainer short_table(learned, kCatText);
  CHECK_THROWS_WITH(
      elab::next_byte(short_table.model(), std::string(40, 'x'), short_table.merges()),
      Contains("tokens but the model's learned position table has 8 rows"));
}
