// The seed corpus must be byte-exact (the lessons quote its loss floor), and the bigram entropy
// must follow its definition.
#include <cmath>
#include <map>
#include <set>
#include <string>
#include <utility>

#include "core/data/corpus.hpp"
#include "core/errors.hpp"
#include "core/model/random.hpp"
#include "fixtures.hpp"

using Catch::Matchers::Contains;

namespace {
// Independent route to the same number: chain rule H(B|A) = H(A,B) - H(A) over adjacent pairs.
double entropy_by_chain_rule(const std::string& t) {
  std::map<std::pair<unsigned char, unsigned char>, double> joint;
  std::map<unsigned char, double> first;
  const double n = static_cast<double>(t.size() - 1);
  for (std::size_t i = 0; i + 1 < t.size(); ++i) {
    joint[{static_cast<unsigned char>(t[i]), static_cast<unsigned char>(t[i + 1])}] += 1 / n;
    first[static_cast<unsigned char>(t[i])] += 1 / n;
  }
  double hj = 0, hf = 0;
  for (const auto& kv : joint) hj -= kv.second * std::log(kv.second);
  for (const auto& kv : first) hf -= kv.second * std::log(kv.second);
  return hj - hf;
}
}  // namespace

TEST_CASE("seed_corpus is the notebook's train_text, byte for byte", "[corpus]") {
  const std::string_view passage = elab::seed_passage();
  const std::string_view corpus = elab::seed_corpus();
  CHECK(passage.size() == 312);
  REQUIRE(corpus.size() == 3120);
  CHECK(corpus.substr(0, 18) == "To be or not to be");
  CHECK(corpus.substr(corpus.size() - 7) == "heir to");
  // Python's `"""...""" * 10`: no separator, so each copy runs straight into the next.
  CHECK(corpus.find("heir toTo be or not") == 312 - 7);
  for (int k = 0; k < 10; ++k) CHECK(corpus.substr(k * 312, 312) == passage);
  // Lines end with '\n' inside a copy (4 per copy), never with a space or '\r'.
  std::size_t newlines = 0, spaces = 0;
  std::set<char> distinct;
  bool ascii = true;
  for (char c : corpus) {
    newlines += c == '\n';
    spaces += c == ' ';
    distinct.insert(c);
    ascii = ascii && static_cast<unsigned char>(c) < 128;
  }
  CHECK(newlines == 40);
  CHECK(spaces == 600);
  CHECK(distinct.size() == 25);
  CHECK(ascii);
  CHECK(corpus.find(" \n") == std::string_view::npos);
  CHECK(corpus.find('\r') == std::string_view::npos);
  CHECK(passage.find("nobler\nin the mind") != std::string_view::npos);
  // The same storage every call (the UI may keep the view).
  CHECK(elab::seed_corpus().data() == corpus.data());
}

TEST_CASE("seed corpus bigram floor is 1.747 nats", "[corpus]") {
  const double h = elab::bigram_entropy_nats(elab::seed_corpus());
  // To 3 decimals this separates the exact text from near misses: joining lines with spaces gives
  // 1.727, a '\n' between copies 1.744, a space between copies 1.748.
  CHECK(std::round(h * 1000) / 1000 == 1.747);
  CHECK(h == Approx(1.7471945125012365).epsilon(1e-12));
  CHECK(h == Approx(entropy_by_chain_rule(std::string(elab::seed_corpus()))).epsilon(1e-12));
  // One copy alone lacks the seam pairs "oT" and so differs.
  CHECK(elab::bigram_entropy_nats(elab::seed_passage()) == Approx(1.7396853592195376));
}

TEST_CASE("bigram_entropy_nats follows its definition", "[corpus]") {
  // Each byte fully determines the next: zero.
  CHECK(elab::bigram_entropy_nats("abababab") == 0.0);
  CHECK(elab::bigram_entropy_nats("zz") == 0.0);
  // After 'a' comes 'a' or 'b' once each (p(a) = 1): log 2.
  CHECK(elab::bigram_entropy_nats("aab") == Approx(std::log(2.0)));
  // Bytes above 127 count as their own symbols (no UTF-8 decoding): "\xff\x00\xff\x01".
  CHECK(elab::bigram_entropy_nats(std::string("\xff\x00\xff\x01", 4)) ==
        Approx(2.0 / 3 * std::log(2.0)));
  SECTION("random bytes approach log 256 and agree with the chain rule") {
    elab::Rng rng(3);
    std::string t;
    for (int i = 0; i < 200000; ++i) t.push_back(static_cast<char>(rng.below(256)));
    const double h = elab::bigram_entropy_nats(t);
    CHECK(h == Approx(entropy_by_chain_rule(t)).epsilon(1e-10));
    // Plug-in estimates are biased low by about (256-1)*256/(2n) nats for 65536 cells: ~0.16.
    CHECK(h < std::log(256.0));
    CHECK(h > std::log(256.0) - 0.25);
  }
}

TEST_CASE("bigram_entropy_nats needs two bytes", "[corpus][errors]") {
  CHECK_THROWS_AS(elab::bigram_entropy_nats(""), elab::InvalidArgument);
  CHECK_THROWS_WITH(elab::bigram_entropy_nats("a"),
                    Contains("at least 2 bytes") && Contains("(got 1)"));
}
