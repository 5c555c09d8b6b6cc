// Lesson computations for the panels that open TinyGPT up (heads, block, contextual, sampling).
// Every number comes from TinyGPT's own forward pass (tiny_gpt.hpp), in double, on a model of the
// training lab's shape: random from a seed, or the weights the lab trained.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

#include "core/matrix.hpp"
#include "core/model/sampling.hpp"
#include "core/model/tiny_gpt.hpp"

namespace elab {

// The most bytes of text one lesson forward pass reads (the heatmaps stay readable).
constexpr int kModelLessonMaxTokens = 64;

// ---- the model ----------------------------------------------------------------------------------

// A byte-level TinyGPT (vocab 256) of config's shape, initialised as the reference does from
// Rng(seed): what the training lab starts from with that seed. Fails as TinyGPT's constructor does.
TinyGPT<double> random_lesson_gpt(TinyGptConfig config, std::uint64_t seed);

// The TinyGPT in an Embedding Lab weights file (the training lab's saved model), in double. Fails
// with a learner-facing message for a damaged file, a seed-predictor file or a vocabulary other
// than 256.
TinyGPT<double> lesson_gpt_from_weights(const std::uint8_t* bytes, std::size_t size);

// The byte ids a lesson runs on: the first min(kModelLessonMaxTokens, model.max_len()) bytes of
// text. Fails for empty text.
std::vector<int> lesson_ids(std::string_view text, const TinyGPT<double>& model);

// ---- heads: multi-head attention to the output
// ---------------------------------------------------

struct HeadsLesson {
  int layer = 0, n_head = 0, head_dim = 0, tokens = 0, d_model = 0;
  MatrixD normed;     // (T, C) norm1(x): what the heads read
  MatrixD q, k, v;    // (T, C) head h owns columns [h*hd, (h+1)*hd) (q, k after RoPE if rope)
  MatrixD weights;    // (n_head * T, T) head h's causal softmax map in rows [h*T, (h+1)*T)
  MatrixD heads_out;  // (T, C) head h's weights times its V slice, side by side
  MatrixD projected;  // (T, C) the output projection of heads_out (bias included)
  MatrixD residual_in, residual_out;  // (T, C) x before, x + projected after
  // max |weights_h V_h - heads_out slice h| over every head: the output is the weights times V
  // (recomputed here from the shown matrices; rounding only).
  double weights_times_v_error = 0;
  double parameters = 0;            // per layer: qkv 3C^2 + 3C, projection C^2 + C
  double projection_mult_adds = 0;  // q, k, v and output projections: 4 T C^2
  double attention_mult_adds = 0;   // scores and weighted sums over visible keys: C T (T + 1)
};

// Runs model on ids and collects layer `layer`'s attention. Fails for a layer outside the model
// and for what the forward pass rejects.
HeadsLesson heads_lesson(TinyGPT<double>& model, const std::vector<int>& ids, int layer);

// ---- block: residual stream, MLP, output head
// ----------------------------------------------------

struct BlockLesson {
  int layers = 0, tokens = 0, d_model = 0;
  // (2L + 1, T): RMS of x for each token at the input, after block 1's attention, after block
  // 1's MLP, ..., after block L's MLP: the residual stream as a running sum.
  MatrixD stream_rms;
  // (2L, T): RMS of what each sub-layer adds (attention, MLP, attention, ...).
  MatrixD update_rms;
  MatrixD mlp_hidden;                // (T, 4C) GELU(fc1(norm2(x))) of the last block
  double mlp_hidden_zero_share = 0;  // share of mlp_hidden within 0.01 of 0 (GELU's flat side)
  std::vector<double> logits;        // (V) at the last position
  std::vector<double> probs;         // (V) softmax(logits): the next-byte distribution
  double parameters = 0, token_table_parameters = 0, head_parameters = 0;
  double token_row_rms = 0;  // RMS of the token table's entries
};

BlockLesson block_lesson(TinyGPT<double>& model, const std::vector<int>& ids);

// Where the norm sits in a block: before each sub-layer (GPT-2, TinyGPT) or after the residual
// sum (the 2017 Transformer: x = norm(x + sublayer(x))).
enum class NormPlacement { pre, post };

// One pass through a stack of TinyGPT blocks without embedding or head, for the norm-placement
// comparison. blocks supplies every block's weights (n1 before attention, n2 before the MLP;
// post-norm applies n1 after the attention sum and n2 after the MLP sum) and, for pre-norm, the
// final norm nf. No positions are added or rotated inside. Output y = nf(x_L) for pre-norm, x_L
// for post-norm (already normalised); loss = sum(r * y).
struct StackPass {
  double loss = 0;
  std::vector<MatrixD>
      inputs;                  // (L + 1) x (T, C): x entering block l; inputs[L] the stack's output
  std::vector<MatrixD> grads;  // (L + 1) x (T, C): d loss / d inputs[l]
};
// x, r (T, C) with C = d_model. Fails for other shapes.
StackPass run_block_stack(const TinyGPT<double>& blocks, NormPlacement placement, const MatrixD& x,
                          const MatrixD& r);

// RMS of the activations and of the gradients entering each of `depth` stacked random blocks,
// pre-norm against post-norm, on the same weights, input and loss direction (all from seed).
struct NormPlacementLesson {
  int depth = 0;
  std::vector<double> pre_activation, post_activation;  // (depth + 1) RMS of inputs[l]
  std::vector<double> pre_gradient, post_gradient;      // (depth + 1) RMS of grads[l]
};
// depth 1..8, d_model 2..256 (the lab's widest), n_head dividing d_model,
// tokens 1..kModelLessonMaxTokens.
NormPlacementLesson norm_placement_lesson(int depth, int d_model, int n_head, int tokens,
                                          NormKind norm, std::uint64_t seed);

// ---- contextual: one token in two contexts
// --------------------------------------------------------

// Position of the last byte of the last occurrence of word's bytes in ids. Fails for an empty
// word or one that does not occur, naming it.
int find_word_end(const std::vector<int>& ids, std::string_view word);

struct ContextualLesson {
  int position_a = 0, position_b = 0;  // the word's last byte in each text
  int token = 0;                       // its byte id (the same in both)
  double token_row_cosine = 0;         // the token table row with itself: 1, the static embedding
  std::vector<double> cosine;          // (L + 1): the model's input (token + position), then
                                       // after each block
  std::vector<double> norm_a, norm_b;  // (L + 1) lengths of the two vectors
};
ContextualLesson contextual_lesson(TinyGPT<double>& model, const std::vector<int>& ids_a,
                                   const std::vector<int>& ids_b, std::string_view word);

// ---- sampling: generating text
// ---------------------------------------------------------------------

// The distribution of the byte after ids (its last min(max_len, size) bytes) at every stage.
struct NextByteLesson {
  std::vector<double> logits;  // (V)
  SamplingStages stages;
};
NextByteLesson next_byte_lesson(TinyGPT<double>& model, const std::vector<int>& ids,
                                const SamplingSettings& settings);

// The most bytes one generation call makes.
constexpr int kMaxLessonGeneration = 200;

// Continues prompt by n bytes, as Trainer::generate does (same stages, same draw, same seed
// handling), and records how likely each chosen byte was at the stage it was drawn from.
struct LessonGeneration {
  std::vector<int> ids;             // (n) the new bytes
  std::vector<double> probability;  // (n) each one's probability when drawn
  std::vector<int> candidates;      // (n) how many bytes were left to choose from (kept_p)
};

// The same generation one byte at a time, so a caller can report progress and stop early (the
// page's worker). The context's logits come from a KV cache (TinyGPT::decode_next): each byte
// costs one position, not the whole prefix. Past a learned position table (context longer than
// max_len) the window slides, every position moves and no cache applies: from then on each byte
// reruns the forward over the last max_len bytes, as before caching. Checks like generate_lesson
// when made.
class LessonGenerator {
 public:
  LessonGenerator(TinyGPT<double> model, std::vector<int> prompt, int n,
                  const SamplingSettings& settings, std::uint64_t seed);
  // Makes the next byte; does nothing once done().
  void step();
  bool done() const { return made() == m_total; }
  int made() const { return static_cast<int>(m_out.ids.size()); }
  int total() const { return m_total; }
  const LessonGeneration& result() const { return m_out; }

 private:
  const double* next_logits();

  TinyGPT<double> m_model;
  KvCache<double> m_cache;
  std::vector<int> m_context;
  int m_total;
  SamplingSettings m_settings;
  Rng m_rng;
  LessonGeneration m_out;
};

LessonGeneration generate_lesson(TinyGPT<double> model, const std::vector<int>& prompt, int n,
                                 const SamplingSettings& settings, std::uint64_t seed);

// What a KV cache holds and why it is allowed.
struct KvCacheLesson {
  double bytes_per_token = 0;  // 2 (K and V) x layers x d_model x bytes per number
  double cache_bytes = 0;      // bytes_per_token x tokens
  // max |k, v of the first T - 1 tokens with the last token present - without it| over every
  // layer: 0 because of the causal mask, so keys and values once computed never change.
  double prefix_change = 0;
};
// ids of at least 2 bytes; bytes_per_value 1..8.
KvCacheLesson kv_cache_lesson(TinyGPT<double>& model, const std::vector<int>& ids,
                              int bytes_per_value);

}  // namespace elab
