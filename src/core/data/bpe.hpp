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
#include <cstdint>
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

// The longest text BPE learns merges from (the BPE lesson, `embedding-lab bpe`, a training run's
// training part). It bounds what a merge list can spell, below, and so what a hostile one may ask.
constexpr std::size_t kBpeMaxTextBytes = std::size_t{1} << 20;  // 1 MiB

// What training on at most kBpeMaxTextBytes can produce, and so the most a merge list may spell:
// - one token: a merge's pair occurs at least twice in the text it was learned on. Two
//   occurrences of (A, B) are disjoint unless A = B, when (A, A) twice can share the middle A and
//   span 3 |A| = 1.5 times the token. So a token spells at most 2/3 of the text: 699,050 bytes.
//   (Doubling merges, (a, a) then (256 + k, 256 + k), spell 2^(k+1) bytes: merge 19 is over.)
// - every token together: training makes at most one merge per byte of text (each merge shortens
//   the text by at least one token), each spelling at most the bound above, so a vocabulary spells
//   at most kBpeMaxSpelledBytes. No tighter bound holds: a de Bruijn text grows one token by one
//   byte per merge, so the sum really is quadratic in the text (10^11 bytes for 1 MiB). This bound
//   follows from the two checked ones (merges, bytes per token), and it is far more than memory
//   holds, so nothing in Embedding Lab spells the whole vocabulary: a token is spelled when shown,
//   and only as far as shown.
constexpr std::int64_t kBpeMaxTokenBytes = static_cast<std::int64_t>(2 * kBpeMaxTextBytes / 3);
constexpr std::int64_t kBpeMaxSpelledBytes =
    static_cast<std::int64_t>(kBpeMaxTextBytes) * kBpeMaxTokenBytes;
static_assert(kBpeMaxMerges <= static_cast<std::int64_t>(kBpeMaxTextBytes),
              "a merge list may not hold more merges than training on the longest text makes");

// A token label shows at most this many bytes of its token, then "…" and the full length.
constexpr std::size_t kBpeLabelBytes = 48;

// Trains num_merges merges on text. Throws InvalidArgument for an empty text, a text over
// kBpeMaxTextBytes or a num_merges outside 0..kBpeMaxMerges; stopping early is not an error (see
// stop_reason).
BpeTraining bpe_train(std::string_view text, int num_merges);

// Checks a merge list, the one check of every list from outside (a weights file, the page, a
// reference file): merges[k] may only use ids that exist before it (0..255 + k), no pair may be
// learned twice, and no token may spell more than training on kBpeMaxTextBytes can
// (kBpeMaxTokenBytes; with at most kBpeMaxMerges merges, that bounds the sum too). Throws
// InvalidArgument naming the first bad merge. Returns the number of bytes each id spells (index =
// id, 256 + merges.size() entries), computed without spelling anything.
std::vector<std::int64_t> bpe_check_merges(const std::vector<BpePair>& merges);

// Encodes text with trained merges: repeatedly merges the present pair learned earliest, as the
// reference's bpe_encode (equivalently, applies merge 0, 1, ... in order). Checks the merges.
std::vector<int> bpe_encode(std::string_view text, const std::vector<BpePair>& merges);

// Appends the bytes id spells, at most max_bytes of them (its first ones), to out. The merges
// must have passed bpe_check_merges; id must be below 256 + merges.size().
void bpe_append_spelling(const std::vector<BpePair>& merges, int id, std::string& out,
                         std::size_t max_bytes = static_cast<std::size_t>(kBpeMaxTokenBytes));

// Ids back to the exact bytes (which need not be valid UTF-8). Throws InvalidArgument for an id
// outside 0..255 + merges.size(), naming it and its position.
std::string bpe_decode(const std::vector<int>& ids, const std::vector<BpePair>& merges);

// A token's bytes as a readable label: valid UTF-8 characters as themselves, a space as "␣",
// \n \t \r and a backslash as C escapes, other control bytes and bytes that are not (a whole
// piece of) valid UTF-8 as \xNN. So the merge (0xC3, 0xA9) reads "é" while 0xC3 alone reads
// "\xC3". Past kBpeLabelBytes bytes (whole characters only) the label stops with "…" and the
// token's length, "aaaa…(1048576 bytes)": full_length is that length when bytes holds only the
// token's first bytes (-1: bytes is the whole token).
std::string bpe_label(std::string_view bytes, std::int64_t full_length = -1);

// The label of every id (index = id), each spelled only as far as its label shows: time and
// memory grow with the number of merges, not with what they spell or how deep they nest. Checks
// the merges.
std::vector<std::string> bpe_vocab_labels(const std::vector<BpePair>& merges);
// The label of one id, given the lengths bpe_check_merges returned for the merges.
std::string bpe_token_label(const std::vector<BpePair>& merges,
                            const std::vector<std::int64_t>& lengths, int id);

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
