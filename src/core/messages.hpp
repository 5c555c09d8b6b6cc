// The core's keyed messages: each one's key and its English, written once. A message names its
// values in braces ({tokens}); elab::fail(message, {{"tokens", 40}, ...}) fills them in for what()
// and hands the key and the values on, so the page can say the same in the learner's language
// (web/src/base/core-message.js, the `core.<key>` entries of its catalogues). The page's English
// copy of these templates, web/src/base/core-strings.js, is held to this file by
// tests/wasm/core-messages.test.mjs: change a sentence here and there together.
//
// Keyed: what a learner can reach from the page (a setting out of range, a text too long for the
// position table, a vectors.tsv file or a table t-SNE cannot place, the training lab's settings
// and texts, a model too large, sampling). Messages
// only the CLI, a damaged file or a programming error can raise stay plain English (fail(text)).
#pragma once

namespace elab {

// A message's stable key (the page's catalogue key is `core.<key>`) and its English template.
struct Message {
  const char* key;
  const char* english;
};

namespace messages {

// ---- settings (checked_size and the checks of one setting)
inline constexpr Message not_whole{"not_whole", "{setting} must be a whole number (got {got})"};
inline constexpr Message out_of_range{"out_of_range",
                                      "{setting} must be between {min} and {max} (got {got})"};
inline constexpr Message position_negative{
    "position_negative", "{setting} must be 0 or more: positions count from 0 (got {got})"};
inline constexpr Message not_finite{"not_finite", "{setting} must be a finite number (got {got})"};
inline constexpr Message pe_base{
    "pe_base",
    "base must be a finite number greater than 1: it sets how fast the wavelengths grow (got "
    "{got})"};
inline constexpr Message d_model_pair{"d_model_pair",
                                      "d_model must be at least 2: one sin/cos pair (got {got})"};
inline constexpr Message d_model_even{
    "d_model_even", "d_model must be even: sin and cos come in pairs (got {got})"};
inline constexpr Message d_model_even_positions{
    "d_model_even_positions",
    "d_model must be even to add sinusoidal positions: sin and cos come in pairs (got {got})"};
inline constexpr Message d_model_even_sinusoidal{
    "d_model_even_sinusoidal",
    "d_model must be even for sinusoidal positions: sin and cos come in pairs (got {got})"};
inline constexpr Message heads_divide{
    "heads_divide",
    "d_model {d_model} is not divisible by n_head {n_head}: every head takes d_model / n_head "
    "dimensions; pick n_head dividing d_model"};
inline constexpr Message head_dim_odd{
    "head_dim_odd",
    "head_dim = d_model / n_head = {head_dim} is odd, but RoPE rotates dimensions in pairs: choose "
    "d_model and n_head so that d_model / n_head is even"};

// ---- texts and tables
inline constexpr Message position_table_too_short{
    "position_table_too_short",
    "the sequence has {tokens} tokens but the position table has only {rows} rows (max_len "
    "{rows}): a learned table cannot go past its last row, so use at most {rows} tokens (a "
    "shorter text, prompt or seq_len) or raise max_len"};
inline constexpr Message no_tokens_to_embed{"no_tokens_to_embed",
                                            "there are no tokens to embed: type some text"};
inline constexpr Message no_ids_to_look_up{"no_ids_to_look_up",
                                           "there are no token ids to look up: type some text"};
inline constexpr Message text_empty{"text_empty", "the text is empty: type at least one character"};
inline constexpr Message attention_no_tokens{"attention_no_tokens",
                                             "attention needs at least one token: type some text"};
inline constexpr Message attention_too_many_tokens{
    "attention_too_many_tokens", "attention: at most {most} tokens here (got {got})"};
inline constexpr Message norm_vector_empty{"norm_vector_empty",
                                           "the vector is empty: type at least one number"};
inline constexpr Message norm_vector_too_long{
    "norm_vector_too_long", "the vector is too long: at most {most} numbers here (got {got})"};

// ---- the training lab
inline constexpr Message training_text_empty{
    "training_text_empty", "the training text is empty: paste or choose some text to learn from"};
inline constexpr Message bpe_merges_range{
    "bpe_merges_range",
    "the number of BPE merges must be between 0 (byte tokens) and {max} (got {got})"};
inline constexpr Message val_fraction_range{
    "val_fraction_range",
    "the held-out fraction must be between 0 (train on everything) and 0.5 (got {got})"};
inline constexpr Message training_text_too_short{
    "training_text_too_short",
    "the training text is too short: it has {bytes} bytes, but seq_len {seq_len} needs at least "
    "{needed} (each window is seq_len + 1 bytes, and the sampler needs a start to choose); use a "
    "longer text or a shorter seq_len"};
inline constexpr Message training_text_too_short_held{
    "training_text_too_short_held",
    "the training text is too short: it has {bytes} bytes once the last {held} are held out, but "
    "seq_len {seq_len} needs at least {needed} (each window is seq_len + 1 bytes, and the sampler "
    "needs a start to choose); use a longer text or a shorter seq_len"};
inline constexpr Message bpe_text_too_short{
    "bpe_text_too_short",
    "the training text is too short for BPE: its {bytes} bytes became {tokens} tokens, but "
    "seq_len {seq_len} needs at least {needed}; use a longer text, fewer merges or a shorter "
    "seq_len"};
inline constexpr Message bpe_text_too_short_held{
    "bpe_text_too_short_held",
    "the training text is too short for BPE: its {bytes} bytes (once the last {held} are held "
    "out) became {tokens} tokens, but seq_len {seq_len} needs at least {needed}; use a longer "
    "text, fewer merges or a shorter seq_len"};
inline constexpr Message held_out_too_short{
    "held_out_too_short",
    "the held-out part of the text (the last {held} of {bytes} bytes) is shorter than one window "
    "of seq_len + 1 = {window} bytes; use a longer text (at least {needed} bytes), a shorter "
    "seq_len, or hold out nothing"};
inline constexpr Message held_out_too_short_bpe{
    "held_out_too_short_bpe",
    "the held-out part of the text (the last {held} of {bytes} bytes, {tokens} tokens) is shorter "
    "than one window of seq_len + 1 = {window} tokens; use a longer text (at least {needed} bytes "
    "or fewer merges), a shorter seq_len, or hold out nothing"};
inline constexpr Message prompt_empty{
    "prompt_empty", "the prompt is empty: type at least one character to continue from"};
inline constexpr Message generate_length{
    "generate_length", "the number of bytes to generate must be between 0 and 100000 (got {got})"};

inline constexpr Message embed_std_range{
    "embed_std_range",
    "the embeddings' starting spread must be above 0 and at most 10 (1 is N(0, 1), GPT-2 uses "
    "0.02) (got {got})"};
inline constexpr Message too_many_parameters{
    "too_many_parameters",
    "this configuration has {count} parameters, over the limit of {most}; lower d_model, n_layer "
    "or the vocabulary size"};
inline constexpr Message too_many_activations{
    "too_many_activations",
    "batch size {batch} x sequence length {seq_len} needs {count} activation values, over the "
    "limit of {most}; lower the batch size or sequence length"};

// ---- sampling
inline constexpr Message temperature_range{
    "temperature_range",
    "temperature must be 0 (always the most likely token) or positive (got {got})"};
inline constexpr Message top_k_range{"top_k_range",
                                     "top_k must be between 0 (no limit) and {max} (got {got})"};
inline constexpr Message top_p_range{
    "top_p_range", "top_p must be above 0 and at most 1 (1 keeps every token; got {got})"};

// ---- the projector: t-SNE of a table or a file
inline constexpr Message tsne_too_few_rows{"tsne_too_few_rows",
                                           "t-SNE needs at least 2 rows to place (got {got})"};
inline constexpr Message tsne_too_many_rows{
    "tsne_too_many_rows",
    "t-SNE takes at most {most} rows (got {got}): its time and memory grow with the square of "
    "the rows, so give it a sample"};
inline constexpr Message tsne_perplexity{
    "tsne_perplexity",
    "perplexity must be above 0 and below the number of rows, {rows} (got {got}): it is roughly "
    "how many neighbours each row keeps close; try {hint}"};

// ---- vectors.tsv (the projector's files)
inline constexpr Message tsv_empty_value{
    "tsv_empty_value",
    "line {line}, value {column} is empty: remove the doubled or trailing tab, so that tabs only "
    "separate numbers"};
inline constexpr Message tsv_header{
    "tsv_header",
    "line 1 has '{field}', which looks like a header: vectors.tsv holds numbers only (put labels "
    "in metadata.tsv) so remove that line"};
inline constexpr Message tsv_not_one_number{
    "tsv_not_one_number",
    "line {line}, value {column} is '{field}', not one number: separate values with tabs, not "
    "spaces or commas"};
inline constexpr Message tsv_not_a_number{
    "tsv_not_a_number",
    "line {line}, value {column} is '{field}', which is not a number: every value must be a "
    "number such as 0.25 or -1e-3"};
inline constexpr Message tsv_not_finite{
    "tsv_not_finite",
    "line {line}, value {column} is {field}: every value must be a finite number (replace it, or "
    "drop the row)"};
inline constexpr Message tsv_beyond_float32{
    "tsv_beyond_float32",
    "line {line}, value {column} is {field}, beyond float32's range (about 3.4e38): scale the "
    "vectors down"};
inline constexpr Message tsv_too_large{
    "tsv_too_large",
    "the vectors file has {bytes} bytes, more than the {mib} MiB it may hold: use fewer rows"};
inline constexpr Message tsv_blank_line{
    "tsv_blank_line",
    "line {line} is empty but rows follow it: remove it, so that row i of the file is vector i"};
inline constexpr Message tsv_too_many_values{
    "tsv_too_many_values",
    "the vectors file has more than {most} values (at line {line}): use fewer rows or "
    "dimensions"};
inline constexpr Message tsv_ragged{
    "tsv_ragged",
    "line {line} has {count} values but line 1 has {columns}: every row needs the same number of "
    "values"};
inline constexpr Message tsv_no_rows{
    "tsv_no_rows", "the vectors file has no rows: give one vector per line, values tab-separated"};

}  // namespace messages
}  // namespace elab
