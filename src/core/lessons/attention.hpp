// Lesson computations for the norms, attention and decoder-only panels. Everything is in double:
// these are small teaching-sized inputs, and the page shows exact values next to the pictures.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "core/matrix.hpp"

namespace elab {

// ---- norms --------------------------------------------------------------------------------------

// The most numbers the norms lesson accepts in its vector (the bars must stay readable).
constexpr int kNormLessonMaxValues = 32;

// Statistics and outputs of LayerNorm and RMSNorm on one vector x (n values), with a scalar gamma
// and beta broadcast over every feature (the lesson edits one of each).
struct NormLesson {
  double mean = 0;                // (1/n) sum x
  double variance = 0;            // biased: (1/n) sum (x - mean)^2, as LayerNorm uses
  double mean_square = 0;         // (1/n) sum x^2
  double rms = 0;                 // sqrt(mean_square), without eps
  double layernorm_rstd = 0;      // 1 / sqrt(variance + eps)
  double rmsnorm_rstd = 0;        // 1 / sqrt(mean_square + eps)
  std::vector<double> layernorm;  // (n) (x - mean) * layernorm_rstd * gamma + beta
  std::vector<double> rmsnorm;    // (n) x * rmsnorm_rstd * gamma
  // The same outputs with eps = 0, i.e. x / rms and (x - mean) / std: what a norm without eps
  // computes. Empty when that divides by zero (rms or the variance is exactly 0).
  std::vector<double> layernorm_without_eps;
  std::vector<double> rmsnorm_without_eps;
};

// Runs the core's layernorm_forward and rmsnorm_forward. Throws InvalidArgument for an empty or
// too long x (more than kNormLessonMaxValues), non-finite values, gamma or beta, and eps that is
// not finite and > 0.
NormLesson norm_lesson(const std::vector<double>& x, double gamma, double beta, double eps);

// How far each norm's output moves when x is multiplied by factor: max |norm(factor x) - norm(x)|
// over the features. Both are 0 without eps; eps makes them grow as factor*|x| nears sqrt(eps).
struct ScaleInvariance {
  double factor = 1;
  double layernorm_max_change = 0;
  double rmsnorm_max_change = 0;
  std::vector<double> scaled;  // factor * x, the vector the learner would see
};
// Throws InvalidArgument for factor not finite or 0, and for what norm_lesson rejects (also for
// factor * x overflowing). at_x, when given, is norm_lesson(x, gamma, beta, eps) already made.
ScaleInvariance scale_invariance(const std::vector<double>& x, double factor, double gamma,
                                 double beta, double eps, const NormLesson* at_x = nullptr);

// ---- attention ----------------------------------------------------------------------------------

// Sizes the attention lesson accepts.
constexpr int kAttentionLessonMaxTokens = 128;
constexpr int kAttentionLessonMaxWidth = 64;

// One head of scaled dot-product attention on a short byte sequence, with every intermediate:
// x = E[ids] (+ sinusoidal PE), q = x Wq^T, k = x Wk^T, v = x Wv^T, scores = q k^T / sqrt(d_k),
// weights = softmax(scores with future keys masked when causal), out = weights v.
// E (256, d_model) is N(0, 1) and Wq, Wk, Wv (d_k, d_model) are N(0, 1/d_model), all drawn from
// Rng(seed) in that order, so a seed gives the same numbers natively and in WASM.
struct AttentionLesson {
  int n_tokens = 0, d_model = 0, d_k = 0;
  bool causal = true, positions = false;
  std::vector<int> ids;  // (N) byte ids 0..255
  MatrixD x;             // (N, d_model) token embedding (+ position)
  MatrixD q, k, v;       // (N, d_k)
  MatrixD scores;        // (N, N) q k^T / sqrt(d_k), before the mask (the page greys masked cells)
  MatrixD weights;       // (N, N) softmax rows; causal: exactly 0 for key j > query i
  MatrixD out;           // (N, d_k)
};

// Throws InvalidArgument for no ids, more than kAttentionLessonMaxTokens ids, ids outside 0..255,
// d_model outside 2..kAttentionLessonMaxWidth or odd when positions are added, and d_k outside
// 1..kAttentionLessonMaxWidth.
AttentionLesson attention_lesson(const std::vector<int>& ids, int d_model, int d_k, bool causal,
                                 bool positions, std::uint64_t seed);

// The lesson on the learner's text: its bytes (byte_encode), cut to the first
// kAttentionLessonMaxTokens so a pasted page still shows a readable matrix; total_tokens says how
// many the text had, so the page can say it was cut.
struct AttentionTextLesson {
  int total_tokens = 0;
  AttentionLesson lesson;
};
AttentionTextLesson attention_lesson_on_text(std::string_view text, int d_model, int d_k,
                                             bool causal, bool positions, std::uint64_t seed);

// The causal mask as numbers: 1 where query i may see key j (j <= i), 0 for the future. (N, N).
MatrixD causal_mask(int n);

// Memory of one N x N attention matrix (one head, one sequence) against N, for the N^2 chart.
struct AttentionMemoryRow {
  double n = 0;                // sequence length
  double matrix_bytes = 0;     // N^2 * bytes_per_value
  double per_token_bytes = 0;  // N * d_model * bytes_per_value: one activation row per token
};
// Rows for N = 1, 2, 4, ..., up to and including max_n (a power of two up to 2^20).
// Throws InvalidArgument for max_n not a power of two in that range, d_model < 1 or bytes < 1.
std::vector<AttentionMemoryRow> attention_memory(double max_n, int d_model, int bytes_per_value);

// ---- decoder-only -------------------------------------------------------------------------------

// The training pair the seed loop builds from a start index i: inputs x = data[i : i+T] and
// targets y = data[i+1 : i+T+1], so y[t] is the token that follows x[t].
struct NextTokenWindow {
  int start = 0;
  std::vector<int> inputs;   // (T)
  std::vector<int> targets;  // (T)
  // For each t, the input position that holds the answer y[t] (t+1: the window overlaps itself),
  // or -1 for the last t, whose answer lies outside the inputs. Without the causal mask position t
  // could attend to that position and copy its token.
  std::vector<int> answer_position;  // (T)
};
// Throws InvalidArgument for T < 1, start < 0, or start + T + 1 > data.size() (naming all three).
NextTokenWindow next_token_window(const std::vector<int>& data, int start, int T);
// The same on text's bytes (byte_encode); total_tokens is how many bytes the text has.
struct TextWindow {
  int total_tokens = 0;
  NextTokenWindow window;
};
TextWindow next_token_window_on_text(std::string_view text, int start, int T);

}  // namespace elab
