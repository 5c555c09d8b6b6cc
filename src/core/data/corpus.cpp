#include "core/data/corpus.hpp"

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "core/errors.hpp"

namespace elab {

namespace {
// Stored once; the notebook repeats it 10 times.
constexpr std::string_view kPassage =
    "To be or not to be that is the question whether tis nobler\n"
    "in the mind to suffer the slings and arrows of outrageous fortune or to\n"
    "take arms against a sea of troubles and by opposing end them to die to\n"
    "sleep no more and by a sleep to say we end the heartache and the thousand\n"
    "natural shocks that flesh is heir to";
constexpr int kRepeats = 10;
}  // namespace

std::string_view seed_passage() {
  return kPassage;
}

std::string_view seed_corpus() {
  static const std::string corpus = [] {
    std::string text;
    text.reserve(kPassage.size() * kRepeats);
    for (int i = 0; i < kRepeats; ++i) text += kPassage;
    return text;
  }();
  return corpus;
}

double bigram_entropy_nats(std::string_view text) {
  if (text.size() < 2)
    fail("bigram entropy needs a text of at least 2 bytes (got " + std::to_string(text.size()) +
         ")");
  std::vector<std::uint64_t> pair(256 * 256, 0);
  std::vector<std::uint64_t> first(256, 0);
  for (std::size_t i = 0; i + 1 < text.size(); ++i) {
    const unsigned a = static_cast<unsigned char>(text[i]);
    const unsigned b = static_cast<unsigned char>(text[i + 1]);
    ++pair[a * 256 + b];
    ++first[a];
  }
  const double n = static_cast<double>(text.size() - 1);
  double h = 0;
  for (unsigned a = 0; a < 256; ++a) {
    if (first[a] == 0) continue;
    for (unsigned b = 0; b < 256; ++b) {
      const std::uint64_t c = pair[a * 256 + b];
      if (c == 0) continue;
      h += static_cast<double>(c) / n *
           std::log(static_cast<double>(first[a]) / static_cast<double>(c));
    }
  }
  return h;
}

}  // namespace elab
