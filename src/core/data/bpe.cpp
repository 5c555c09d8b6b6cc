#include "core/data/bpe.hpp"

#include <algorithm>
#include <climits>
#include <cstdint>
#include <functional>
#include <queue>
#include <unordered_map>
#include <unordered_set>

#include "core/data/tokenizer.hpp"
#include "core/errors.hpp"

namespace elab {

namespace {

std::uint64_t key(int left, int right) {
  return (static_cast<std::uint64_t>(static_cast<std::uint32_t>(left)) << 32) |
         static_cast<std::uint32_t>(right);
}

// The ids of a text as a linked list over byte positions, with every adjacent pair indexed.
// A token lives at the position of its first byte; a merge writes the new id there and unlinks
// the right token. The pair at a position only ever changes to pairs of newer ids, so a position
// that stops being an occurrence of a pair never becomes one again: occurrence lists may keep
// stale positions and check them when read.
class MergeState {
 public:
  MergeState(std::string_view text, bool track_best)
      : m_tok(byte_encode(text)), m_track_best(track_best) {
    const int n = static_cast<int>(m_tok.size());
    m_length = n;
    m_next.resize(n);
    m_prev.resize(n);
    m_alive.assign(n, 1);
    for (int i = 0; i < n; ++i) {
      m_prev[i] = i - 1;
      m_next[i] = i + 1 < n ? i + 1 : -1;
    }
    m_index.reserve(static_cast<std::size_t>(std::min(n, 1 << 16)) * 2);
    for (int i = 0; i + 1 < n; ++i) add_occurrence(i);
    flush_dirty();
  }

  int length() const { return m_length; }

  // The pair training would merge next (most frequent, then earliest), or -1 when no pair is left.
  int best() {
    while (!m_best.empty()) {
      const Candidate top = m_best.top();
      if (m_pairs[top.pair].count == top.count && top.count > 0 && first_of(top.pair) == top.first)
        return top.pair;
      m_best.pop();
    }
    return -1;
  }
  int count(int pair) const { return m_pairs[pair].count; }
  BpePair pair(int pair) const { return m_pairs[pair].pair; }
  int find(BpePair p) const {
    const auto it = m_index.find(key(p.left, p.right));
    return it == m_index.end() ? -1 : it->second;
  }

  // Replaces every occurrence of m_pairs[pair], left to right without overlap, by new_id.
  void merge_all(int pair, int new_id) {
    std::vector<int> positions;
    positions.swap(m_pairs[pair].positions);
    positions.erase(std::remove_if(positions.begin(), positions.end(),
                                   [&](int i) { return !occurs(i, m_pairs[pair].pair); }),
                    positions.end());
    std::sort(positions.begin(), positions.end());
    for (int i : positions)
      if (occurs(i, m_pairs[pair].pair)) merge_at(i, new_id);  // an earlier merge may have used i
    m_pairs[pair].count = 0;
    m_pairs[pair].positions.clear();
    flush_dirty();
  }

  std::vector<int> ids() const {
    std::vector<int> out;
    out.reserve(static_cast<std::size_t>(m_length));
    for (int i = m_tok.empty() ? -1 : 0; i != -1; i = m_next[i]) out.push_back(m_tok[i]);
    return out;
  }

 private:
  struct PairInfo {
    BpePair pair;
    int count = 0;
    std::vector<int> positions;  // a min-heap of positions, some of them stale
    bool dirty = false;
  };
  struct Candidate {
    int count, first, pair;
    bool operator<(const Candidate& o) const {  // priority_queue top: most, then earliest
      return count != o.count ? count < o.count : first > o.first;
    }
  };

  bool occurs(int i, BpePair p) const {
    return m_alive[i] && m_next[i] != -1 && m_tok[i] == p.left && m_tok[m_next[i]] == p.right;
  }

  int first_of(int pair) {
    auto& info = m_pairs[pair];
    while (!info.positions.empty() && !occurs(info.positions.front(), info.pair)) {
      std::pop_heap(info.positions.begin(), info.positions.end(), std::greater<int>());
      info.positions.pop_back();
    }
    return info.positions.empty() ? INT_MAX : info.positions.front();
  }

  void touch(int pair) {
    if (m_track_best && !m_pairs[pair].dirty) {
      m_pairs[pair].dirty = true;
      m_dirty.push_back(pair);
    }
  }

  void add_occurrence(int i) {
    const std::uint64_t k = key(m_tok[i], m_tok[m_next[i]]);
    auto it = m_index.find(k);
    if (it == m_index.end()) {
      it = m_index.emplace(k, static_cast<int>(m_pairs.size())).first;
      PairInfo info;
      info.pair = BpePair{m_tok[i], m_tok[m_next[i]]};
      m_pairs.push_back(std::move(info));
    }
    auto& info = m_pairs[it->second];
    info.count += 1;
    info.positions.push_back(i);
    std::push_heap(info.positions.begin(), info.positions.end(), std::greater<int>());
    touch(it->second);
  }

  void remove_occurrence(int i) {
    const int pair = m_index.at(key(m_tok[i], m_tok[m_next[i]]));
    m_pairs[pair].count -= 1;
    touch(pair);
  }

  // Merges the tokens at i and m_next[i] into new_id: the pairs (prev, left), (left, right) and
  // (right, next) go, (prev, new) and (new, next) come.
  void merge_at(int i, int new_id) {
    const int j = m_next[i], p = m_prev[i], c = m_next[j];
    if (p != -1) remove_occurrence(p);
    remove_occurrence(i);
    if (c != -1) remove_occurrence(j);
    m_tok[i] = new_id;
    m_alive[j] = 0;
    m_next[i] = c;
    if (c != -1) m_prev[c] = i;
    m_length -= 1;
    if (p != -1) add_occurrence(p);
    if (c != -1) add_occurrence(i);
  }

  void flush_dirty() {
    for (int pair : m_dirty) {
      m_pairs[pair].dirty = false;
      if (m_pairs[pair].count > 0)
        m_best.push(Candidate{m_pairs[pair].count, first_of(pair), pair});
    }
    m_dirty.clear();
  }

  std::vector<int> m_tok, m_next, m_prev;
  std::vector<char> m_alive;
  int m_length = 0;
  bool m_track_best;
  std::vector<PairInfo> m_pairs;
  std::unordered_map<std::uint64_t, int> m_index;
  std::priority_queue<Candidate> m_best;
  std::vector<int> m_dirty;
};

std::string plural(int n, const char* one, const char* many) {
  return std::to_string(n) + " " + (n == 1 ? one : many);
}

}  // namespace

BpeTraining bpe_train(std::string_view text, int num_merges) {
  if (text.empty())
    fail("the training text is empty: BPE learns its merges from a text, so type or paste one");
  if (text.size() > kBpeMaxTextBytes)
    fail("BPE learns its merges from at most " + std::to_string(kBpeMaxTextBytes) +
         " bytes (1 MiB) of text, and this text has " + std::to_string(text.size()) +
         ": use a shorter text, or byte tokens");
  if (num_merges < 0 || num_merges > kBpeMaxMerges)
    fail("the number of merges must be between 0 and " + std::to_string(kBpeMaxMerges) + " (got " +
         std::to_string(num_merges) + ")");
  BpeTraining out;
  out.requested = num_merges;
  MergeState state(text, /*track_best=*/true);
  for (int k = 0; k < num_merges; ++k) {
    const int best = state.best();
    if (best == -1 || state.count(best) < 2) {
      const std::string made = "stopped after " + plural(k, "merge", "merges") + " of " +
                               std::to_string(num_merges) + ": ";
      // A merge needs a pair that occurs twice and leaves two tokens, so no pair at all means a
      // one-byte text.
      if (best == -1)
        out.stop_reason = made + "the text is a single byte, so there is no pair to merge";
      else
        out.stop_reason = made + "no pair of adjacent tokens occurs twice any more (the text is " +
                          plural(state.length(), "token", "tokens") +
                          " long); a longer text allows more merges";
      break;
    }
    out.merges.push_back(state.pair(best));
    out.counts.push_back(state.count(best));
    state.merge_all(best, 256 + k);
    out.lengths.push_back(state.length());
  }
  out.ids = state.ids();
  return out;
}

std::vector<std::int64_t> bpe_check_merges(const std::vector<BpePair>& merges) {
  if (merges.size() > static_cast<std::size_t>(kBpeMaxMerges))
    fail(messages::merges_too_many, {{"most", kBpeMaxMerges}, {"got", merges.size()}});
  std::vector<std::int64_t> lengths(256 + merges.size(), 1);
  std::unordered_set<std::uint64_t> seen;
  for (std::size_t k = 0; k < merges.size(); ++k) {
    const int limit = 256 + static_cast<int>(k);
    const std::string pair =
        "(" + std::to_string(merges[k].left) + ", " + std::to_string(merges[k].right) + ")";
    for (int id : {merges[k].left, merges[k].right})
      if (id < 0 || id >= limit)
        fail(messages::merge_unknown_id, {{"merge", k}, {"id", id}, {"last", limit - 1}});
    if (!seen.insert(key(merges[k].left, merges[k].right)).second)
      fail(messages::merge_repeated, {{"merge", k}, {"pair", pair}});
    // Both parts are at most kBpeMaxTokenBytes, so the sum cannot overflow.
    const std::int64_t length = lengths[merges[k].left] + lengths[merges[k].right];
    if (length > kBpeMaxTokenBytes)
      fail(messages::merge_too_long, {{"merge", k},
                                      {"pair", pair},
                                      {"bytes", length},
                                      {"text", kBpeMaxTextBytes},
                                      {"most", kBpeMaxTokenBytes}});
    lengths[256 + k] = length;
  }
  return lengths;
}

std::vector<int> bpe_encode(std::string_view text, const std::vector<BpePair>& merges) {
  bpe_check_merges(merges);
  MergeState state(text, /*track_best=*/false);
  for (std::size_t k = 0; k < merges.size(); ++k) {
    const int pair = state.find(merges[k]);
    if (pair != -1 && state.count(pair) > 0) state.merge_all(pair, 256 + static_cast<int>(k));
  }
  return state.ids();
}

void bpe_append_spelling(const std::vector<BpePair>& merges, int id, std::string& out,
                         std::size_t max_bytes) {
  // Left to right through the merge tree, with an explicit stack: a checked list can be 2^20
  // merges deep, too deep for recursion.
  const std::size_t stop = out.size() + max_bytes;
  std::vector<int> pending{id};
  while (!pending.empty() && out.size() < stop) {
    const int top = pending.back();
    pending.pop_back();
    if (top < 256) {
      out.push_back(static_cast<char>(static_cast<unsigned char>(top)));
    } else {
      const BpePair& m = merges[static_cast<std::size_t>(top - 256)];
      pending.push_back(m.right);
      pending.push_back(m.left);
    }
  }
}

std::string bpe_decode(const std::vector<int>& ids, const std::vector<BpePair>& merges) {
  bpe_check_merges(merges);
  const int vocab = 256 + static_cast<int>(merges.size());
  std::string out;
  for (std::size_t i = 0; i < ids.size(); ++i) {
    if (ids[i] < 0 || ids[i] >= vocab)
      fail("token ids must be between 0 and " + std::to_string(vocab - 1) +
           " for this vocabulary of " + std::to_string(vocab) + " (got " + std::to_string(ids[i]) +
           " at position " + std::to_string(i) + ")");
    bpe_append_spelling(merges, ids[i], out);
  }
  return out;
}

std::string bpe_label(std::string_view bytes, std::int64_t full_length) {
  static const char* hex = "0123456789ABCDEF";
  const std::int64_t length =
      full_length < 0 ? static_cast<std::int64_t>(bytes.size()) : full_length;
  const bool cut = length > static_cast<std::int64_t>(kBpeLabelBytes);
  // One byte past the limit is enough to tell whether the character at the limit is whole.
  if (cut) bytes = bytes.substr(0, kBpeLabelBytes + 3);
  std::string out;
  for (const ByteChar& c : byte_breakdown(bytes)) {
    if (cut && c.offset + c.ids.size() > kBpeLabelBytes) break;  // whole characters only
    if (c.valid && c.code_point >= 0x20 && c.code_point != 0x7F &&
        !(c.code_point >= 0x80 && c.code_point < 0xA0)) {
      if (c.code_point == ' ')
        out += "\xE2\x90\xA3";  // ␣
      else if (c.code_point == '\\')
        out += "\\\\";
      else
        out += c.text;
      continue;
    }
    if (c.valid && c.code_point == '\n') {
      out += "\\n";
    } else if (c.valid && c.code_point == '\t') {
      out += "\\t";
    } else if (c.valid && c.code_point == '\r') {
      out += "\\r";
    } else {
      for (int b : c.ids) {
        out += "\\x";
        out += hex[b >> 4];
        out += hex[b & 15];
      }
    }
  }
  if (cut) out += "\xE2\x80\xA6(" + std::to_string(length) + " bytes)";  // …
  return out;
}

std::string bpe_token_label(const std::vector<BpePair>& merges,
                            const std::vector<std::int64_t>& lengths, int id) {
  std::string start;
  bpe_append_spelling(merges, id, start, kBpeLabelBytes + 3);
  return bpe_label(start, lengths[static_cast<std::size_t>(id)]);
}

std::vector<std::string> bpe_vocab_labels(const std::vector<BpePair>& merges) {
  const std::vector<std::int64_t> lengths = bpe_check_merges(merges);
  // Each token's first bytes are its parts' first bytes: built merge by merge, a fixed number
  // per id, so the labels come in time and memory linear in the merges. (Spelling each token's
  // start anew walks down to its first byte, as deep as the chain of merges above it: 200,000
  // merges that each grow a token by a byte took 75 s.)
  constexpr std::size_t shown = kBpeLabelBytes + 3;  // what bpe_label looks at
  std::vector<std::string> starts(lengths.size());
  for (int b = 0; b < 256; ++b) starts[b] = std::string(1, static_cast<char>(b));
  for (std::size_t k = 0; k < merges.size(); ++k) {
    std::string& start = starts[256 + k];
    start.reserve(shown);
    start = starts[merges[k].left];
    start += std::string_view(starts[merges[k].right]).substr(0, shown - start.size());
  }
  std::vector<std::string> labels(lengths.size());
  for (std::size_t id = 0; id < labels.size(); ++id) {
    labels[id] = bpe_label(starts[id], lengths[id]);
    std::string().swap(starts[id]);  // freed as its label comes: both are never held in full
  }
  return labels;
}

std::vector<BpePairCount> bpe_pair_counts(const std::vector<int>& ids, int top) {
  std::unordered_map<std::uint64_t, std::size_t> index;
  std::vector<BpePairCount> out;
  for (std::size_t i = 0; i + 1 < ids.size(); ++i) {
    const auto [it, added] = index.emplace(key(ids[i], ids[i + 1]), out.size());
    if (added) out.push_back(BpePairCount{BpePair{ids[i], ids[i + 1]}, 0, static_cast<int>(i)});
    out[it->second].count += 1;
  }
  // out is in order of first occurrence, so a stable sort leaves ties earliest first.
  std::stable_sort(out.begin(), out.end(),
                   [](const BpePairCount& a, const BpePairCount& b) { return a.count > b.count; });
  if (top > 0 && out.size() > static_cast<std::size_t>(top)) out.resize(top);
  return out;
}

}  // namespace elab
