// Byte-level BPE (byte-pair encoding), as ../shared/reference/reference_model.py's bpe_train and
// bpe_encode (minbpe's BasicTokenizer: one sequence, no pre-splitting).
//
// Training starts from the UTF-8 bytes (ids 0..255). Each round counts every adjacent pair of the
// current ids (overlaps count: "aaa" has (a, a) twice), takes the most frequent pair, ties going
// to the pair whose first occurrence is earliest, and replaces its occurrences left to right,
// without overlap, by the new id 256 + k. Training stops early when no pair occurs twice.
//
// Pair counts are kept up to date merge by merge (each replacement touches at most the pairs on
// either side of it), so a round costs about the number of replacements it makes, not a recount
// of the whole text: 1,000 merges on 100 KB take milliseconds.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace elab {

struct BpePair {
  int left = 0;
  int right = 0;
  bool operator==(const BpePair& o) const { return left == o.left && right == o.right; }
};

// What training did: merges[k] made id 256 + k.
struct BpeTraining {
  std::vector<BpePair> merges;
  std::vector<int>
      counts;  // counts[k]: how often merges[k] occurred (overlaps counted) when chosen
  std::vector<int> lengths;  // lengths[k]: number of ids after merge k (lengths[-1] = text bytes)
  std::vector<int> ids;      // the training text's ids after the last merge
  int requested = 0;         // the number of merges asked for
  // Empty when every requested merge was made; otherwise why training stopped early, in words
  // a learner can act on ("after 9 merges no pair of tokens occurs twice ...").
  std::string stop_reason;
};

// The most merges one training run accepts (a vocabulary of 256 + this many ids).
constexpr int kBpeMaxMerges = 1 << 20;

// Trains num_merges merges on text. Throws InvalidArgument for an empty text or a num_merges
// outside 0..kBpeMaxMerges; stopping early is not an error (see stop_reason).
BpeTraining bpe_train(std::string_view text, int num_merges);

// Checks a merge list: merges[k] may only use ids that exist before it (0..255 + k) and no pair
// may be learned twice. Throws InvalidArgument naming the first bad merge.
void bpe_check_merges(const std::vector<BpePair>& merges);

// Encodes text with trained merges: repeatedly merges the present pair learned earliest, as the
// reference's bpe_encode (equivalently, applies merge 0, 1, ... in order). Checks the merges.
std::vector<int> bpe_encode(std::string_view text, const std::vector<BpePair>& merges);

// The bytes each id spells: index = id, 256 + merges.size() entries. Checks the merges.
std::vector<std::string> bpe_vocab(const std::vector<BpePair>& merges);

// Ids back to the exact bytes (which need not be valid UTF-8). Throws InvalidArgument for an id
// outside 0..255 + merges.size(), naming it and its position.
std::string bpe_decode(const std::vector<int>& ids, const std::vector<BpePair>& merges);

// A token's bytes as a readable label: valid UTF-8 characters as themselves, a space as "␣",
// \n \t \r and a backslash as C escapes, other control bytes and bytes that are not (a whole
// piece of) valid UTF-8 as \xNN. So the merge (0xC3, 0xA9) reads "é" while 0xC3 alone reads
// "\xC3".
std::string bpe_label(std::string_view bytes);

// Adjacent pairs of ids with their counts (overlaps counted), most frequent first, ties to the
// earliest first occurrence: the order in which training would choose them. At most top entries
// (top <= 0: all).
struct BpePairCount {
  BpePair pair;
  int count = 0;
  int first = 0;  // index in ids of its first occurrence
};
std::vector<BpePairCount> bpe_pair_counts(const std::vector<int>& ids, int top);

}  // namespace elab
