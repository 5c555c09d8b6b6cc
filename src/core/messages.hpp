// The core's keyed messages: each one's key and its English, written once. A message names its
// values in braces ({tokens}); elab::fail(message, {{"tokens", 40}, ...}) fills them in for what()
// and hands the key and the values on, so the page can say the same in the learner's language
// (web/src/base/core-message.js, the `core.<key>` entries of its catalogues). The page's English
// copy of these templates, web/src/base/core-strings.js, is held to this file by
// tests/wasm/core-messages.test.mjs: change a sentence here and there together.
//
// Keyed: what a learner can reach from the page (a setting out of range, a text too long for the
// position table, a vectors.tsv file or a table t-SNE cannot place, the training lab's settings
// and texts, a model too large, sampling, and every refusal of a weights file the training lab
// loads: truncated, damaged, of another version, its names, fields and tensors, the model it
// describes and its BPE merges). A message built from variants (which name, which field) is one
// key per variant, never an English piece spliced into a translated sentence. Messages only the
// CLI or a programming error can raise stay plain English (fail(text)).
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

// ---- a weights file the learner loads (src/core/data/weights_format.cpp) and the model it holds
// (Trainer::load_weights). {name} is a tensor's or a setting's name as the file writes it,
// {shape} a tensor's shape written as a tuple, "(64, 32)".
inline constexpr Message weights_not_elab{
    "weights_not_elab",
    "this is not an Embedding Lab weights file (it does not start with \"ELABWTS\"); choose a file "
    "saved by Embedding Lab"};
inline constexpr Message weights_header_truncated{
    "weights_header_truncated",
    "the weights file is truncated: it stops after {bytes} bytes, inside its {header}-byte "
    "header"};
inline constexpr Message weights_version_damaged{
    "weights_version_damaged",
    "the weights file's header is damaged: it gives format version {version}, which no Embedding "
    "Lab has written (this one reads version {reads})"};
inline constexpr Message weights_version_newer{
    "weights_version_newer",
    "this weights file was made by a newer version of Embedding Lab (format version {version}); "
    "this one reads version {reads}"};
inline constexpr Message weights_version_unknown{
    "weights_version_unknown",
    "this weights file has format version {version}, which never existed; this one reads version "
    "{reads}"};
inline constexpr Message weights_length_too_large{
    "weights_length_too_large",
    "the weights file says it is {length} bytes long, more than the {mib} MiB a weights file may "
    "hold"};
inline constexpr Message weights_length_too_short{
    "weights_length_too_short",
    "the weights file says it is {length} bytes long, too short for its own header and checksum"};
inline constexpr Message weights_truncated{
    "weights_truncated",
    "the weights file is truncated: it should be {length} bytes but only {bytes} are here (an "
    "interrupted download?)"};
inline constexpr Message weights_longer{
    "weights_longer",
    "the weights file is longer than it says: {extra} extra bytes follow its {length} bytes"};
inline constexpr Message weights_checksum{
    "weights_checksum",
    "the weights file is damaged: its checksum does not match its contents (some bytes were "
    "changed after it was saved)"};
inline constexpr Message weights_unexplained_bytes{
    "weights_unexplained_bytes",
    "the weights file is inconsistent: {bytes} unexplained bytes follow the last tensor"};
inline constexpr Message weights_too_many_ints{
    "weights_too_many_ints",
    "the weights file lists {count} integer settings; at most {most} are allowed"};
inline constexpr Message weights_too_many_texts{
    "weights_too_many_texts",
    "the weights file lists {count} text settings; at most {most} are allowed"};
inline constexpr Message weights_too_many_tensors{
    "weights_too_many_tensors",
    "the weights file lists {count} tensors; at most {most} are allowed"};
inline constexpr Message weights_two_settings{"weights_two_settings",
                                              "the weights file has two settings named '{name}'"};
inline constexpr Message weights_two_tensors{"weights_two_tensors",
                                             "the weights file has two tensors named '{name}'"};
inline constexpr Message weights_tensor_rank{
    "weights_tensor_rank", "tensor '{name}' has {dims} dimensions; at most {most} are allowed"};
inline constexpr Message weights_tensor_dim_zero{
    "weights_tensor_dim_zero",
    "tensor '{name}' has shape {shape}: dimension {dim} must be at least 1"};
inline constexpr Message weights_tensor_too_large{
    "weights_tensor_too_large",
    "tensor '{name}' has shape {shape}, more values than a {mib} MiB weights file can hold"};
inline constexpr Message weights_tensor_dim_too_large{
    "weights_tensor_dim_too_large",
    "tensor '{name}' has a dimension of {dim}, more values than a weights file can hold"};
inline constexpr Message weights_tensor_data_size{
    "weights_tensor_data_size",
    "tensor '{name}' has shape {shape} = {count} float32 values ({bytes} bytes) but stores "
    "{stored} bytes"};
inline constexpr Message weights_tensor_not_finite{
    "weights_tensor_not_finite",
    "tensor '{name}' holds {value} at index {index}; weights must be finite numbers"};
inline constexpr Message weights_no_tensor{
    "weights_no_tensor",
    "the weights file has no tensor named '{name}' (is it for another model?)"};
inline constexpr Message weights_no_int_setting{
    "weights_no_int_setting", "the weights file has no integer setting named '{name}'"};
inline constexpr Message weights_no_text_setting{
    "weights_no_text_setting", "the weights file has no text setting named '{name}'"};
// A name in a weights file (the model kind's, a setting's, a tensor's): empty, too long, or with a
// control character; and a text setting's value with one.
inline constexpr Message weights_kind_empty{"weights_kind_empty",
                                            "the model kind has an empty name"};
inline constexpr Message weights_kind_too_long{
    "weights_kind_too_long",
    "the model kind has a name of {bytes} bytes; at most {most} are allowed"};
inline constexpr Message weights_kind_control{
    "weights_kind_control",
    "the name of the model kind contains the control character {code} at byte {byte}; names and "
    "settings must be printable text"};
inline constexpr Message weights_int_name_empty{"weights_int_name_empty",
                                                "an integer setting has an empty name"};
inline constexpr Message weights_int_name_too_long{
    "weights_int_name_too_long",
    "an integer setting has a name of {bytes} bytes; at most {most} are allowed"};
inline constexpr Message weights_int_name_control{
    "weights_int_name_control",
    "the name of an integer setting contains the control character {code} at byte {byte}; names "
    "and settings must be printable text"};
inline constexpr Message weights_text_name_empty{"weights_text_name_empty",
                                                 "a text setting has an empty name"};
inline constexpr Message weights_text_name_too_long{
    "weights_text_name_too_long",
    "a text setting has a name of {bytes} bytes; at most {most} are allowed"};
inline constexpr Message weights_text_name_control{
    "weights_text_name_control",
    "the name of a text setting contains the control character {code} at byte {byte}; names and "
    "settings must be printable text"};
inline constexpr Message weights_tensor_name_empty{"weights_tensor_name_empty",
                                                   "a tensor has an empty name"};
inline constexpr Message weights_tensor_name_too_long{
    "weights_tensor_name_too_long",
    "a tensor has a name of {bytes} bytes; at most {most} are allowed"};
inline constexpr Message weights_tensor_name_control{
    "weights_tensor_name_control",
    "the name of a tensor contains the control character {code} at byte {byte}; names and settings "
    "must be printable text"};
inline constexpr Message weights_text_value_control{
    "weights_text_value_control",
    "text setting '{name}' contains the control character {code} at byte {byte}; names and "
    "settings must be printable text"};

// A text in a weights file whose length is over its limit, and a field the file ends inside (its
// length, written in the file, runs past the bytes left before the checksum).
inline constexpr Message weights_kind_length{
    "weights_kind_length",
    "the weights file gives the model kind a length of {bytes} bytes; at most {most} are allowed"};
inline constexpr Message weights_int_name_length{
    "weights_int_name_length",
    "the weights file gives an integer setting's name a length of {bytes} bytes; at most {most} "
    "are allowed"};
inline constexpr Message weights_text_name_length{
    "weights_text_name_length",
    "the weights file gives a text setting's name a length of {bytes} bytes; at most {most} are "
    "allowed"};
inline constexpr Message weights_text_value_length{
    "weights_text_value_length",
    "the weights file gives text setting '{name}' a length of {bytes} bytes; at most {most} are "
    "allowed"};
inline constexpr Message weights_tensor_name_length{
    "weights_tensor_name_length",
    "the weights file gives a tensor's name a length of {bytes} bytes; at most {most} are allowed"};
inline constexpr Message weights_cut_kind_length{
    "weights_cut_kind_length",
    "the weights file is inconsistent: the model kind length at byte {byte} needs {bytes} bytes "
    "but only {left} remain before the checksum"};
inline constexpr Message weights_cut_kind{
    "weights_cut_kind",
    "the weights file is inconsistent: the model kind at byte {byte} needs {bytes} bytes but only "
    "{left} remain before the checksum"};
inline constexpr Message weights_cut_int_count{
    "weights_cut_int_count",
    "the weights file is inconsistent: the number of integer settings at byte {byte} needs {bytes} "
    "bytes but only {left} remain before the checksum"};
inline constexpr Message weights_cut_int_name_length{
    "weights_cut_int_name_length",
    "the weights file is inconsistent: an integer setting's name length at byte {byte} needs "
    "{bytes} bytes but only {left} remain before the checksum"};
inline constexpr Message weights_cut_int_name{
    "weights_cut_int_name",
    "the weights file is inconsistent: an integer setting's name at byte {byte} needs {bytes} "
    "bytes but only {left} remain before the checksum"};
inline constexpr Message weights_cut_int_value{
    "weights_cut_int_value",
    "the weights file is inconsistent: integer setting '{name}' at byte {byte} needs {bytes} bytes "
    "but only {left} remain before the checksum"};
inline constexpr Message weights_cut_text_count{
    "weights_cut_text_count",
    "the weights file is inconsistent: the number of text settings at byte {byte} needs {bytes} "
    "bytes but only {left} remain before the checksum"};
inline constexpr Message weights_cut_text_name_length{
    "weights_cut_text_name_length",
    "the weights file is inconsistent: a text setting's name length at byte {byte} needs {bytes} "
    "bytes but only {left} remain before the checksum"};
inline constexpr Message weights_cut_text_name{
    "weights_cut_text_name",
    "the weights file is inconsistent: a text setting's name at byte {byte} needs {bytes} bytes "
    "but only {left} remain before the checksum"};
inline constexpr Message weights_cut_text_value_length{
    "weights_cut_text_value_length",
    "the weights file is inconsistent: text setting '{name}' length at byte {byte} needs {bytes} "
    "bytes but only {left} remain before the checksum"};
inline constexpr Message weights_cut_text_value{
    "weights_cut_text_value",
    "the weights file is inconsistent: text setting '{name}' at byte {byte} needs {bytes} bytes "
    "but only {left} remain before the checksum"};
inline constexpr Message weights_cut_tensor_count{
    "weights_cut_tensor_count",
    "the weights file is inconsistent: the number of tensors at byte {byte} needs {bytes} bytes "
    "but only {left} remain before the checksum"};
inline constexpr Message weights_cut_tensor_name_length{
    "weights_cut_tensor_name_length",
    "the weights file is inconsistent: a tensor's name length at byte {byte} needs {bytes} bytes "
    "but only {left} remain before the checksum"};
inline constexpr Message weights_cut_tensor_name{
    "weights_cut_tensor_name",
    "the weights file is inconsistent: a tensor's name at byte {byte} needs {bytes} bytes but only "
    "{left} remain before the checksum"};
inline constexpr Message weights_cut_tensor_rank{
    "weights_cut_tensor_rank",
    "the weights file is inconsistent: the rank of tensor '{name}' at byte {byte} needs {bytes} "
    "bytes but only {left} remain before the checksum"};
inline constexpr Message weights_cut_tensor_shape{
    "weights_cut_tensor_shape",
    "the weights file is inconsistent: the shape of tensor '{name}' at byte {byte} needs {bytes} "
    "bytes but only {left} remain before the checksum"};
inline constexpr Message weights_cut_tensor_data_size{
    "weights_cut_tensor_data_size",
    "the weights file is inconsistent: the data size of tensor '{name}' at byte {byte} needs "
    "{bytes} bytes but only {left} remain before the checksum"};
inline constexpr Message weights_cut_tensor_data{
    "weights_cut_tensor_data",
    "the weights file is inconsistent: the data of tensor '{name}' at byte {byte} needs {bytes} "
    "bytes but only {left} remain before the checksum"};
// The encoder's own checks, of weights the lab writes.
inline constexpr Message weights_text_value_too_long{
    "weights_text_value_too_long",
    "text setting '{name}' is {bytes} bytes long; at most {most} are allowed"};
inline constexpr Message weights_tensor_holds{
    "weights_tensor_holds", "tensor '{name}' has shape {shape} = {count} values but holds {held}"};
inline constexpr Message weights_too_large{
    "weights_too_large",
    "these weights would take {bytes} bytes, more than the {mib} MiB a weights file may hold"};

inline constexpr Message weights_model_kind{
    "weights_model_kind",
    "the weights file holds a '{kind}' model; Embedding Lab trains seed_predictor and tiny_gpt "
    "models"};
inline constexpr Message weights_size_setting{
    "weights_size_setting", "the weights file's {setting} is {got}, outside {min} to {max}"};
inline constexpr Message weights_vocab{
    "weights_vocab",
    "the weights file's vocabulary has {vocab} tokens, but its {merges} BPE merges make {made}: "
    "the file is damaged"};
inline constexpr Message weights_steps{
    "weights_steps",
    "the weights file says the model was trained for {steps} steps, which cannot be (0 to 2^53 "
    "are possible): the file is damaged"};
inline constexpr Message weights_tensor_count{
    "weights_tensor_count",
    "the weights file has {count} tensors, but the model its settings describe has {needed}: the "
    "file is damaged"};
inline constexpr Message weights_tensor_shape{
    "weights_tensor_shape",
    "the weights file's tensor {name} has shape {shape}, but the model its settings describe "
    "needs {needed}: the file is damaged"};
inline constexpr Message weights_merges_table{
    "weights_merges_table",
    "the weights file's BPE merges must be a (merges, 2) table of token ids: the file is "
    "damaged"};
inline constexpr Message weights_merge_ids{
    "weights_merge_ids",
    "the weights file's BPE merge {merge} is not a pair of token ids: the file is damaged"};
inline constexpr Message weights_text_too_short{
    "weights_text_too_short",
    "with the file's {merges} BPE merges the text is too short for seq_len {seq_len}: use a "
    "longer text or a shorter seq_len"};
inline constexpr Message pe_unknown{"pe_unknown",
                                    "positional encoding must be one of {names} (got '{got}')"};
inline constexpr Message norm_unknown{"norm_unknown",
                                      "norm must be layernorm or rmsnorm (got '{got}')"};

// ---- a list of BPE merges (bpe_check_merges: a weights file's, or the command line's)
inline constexpr Message merges_too_many{"merges_too_many",
                                         "a merge list may hold at most {most} merges (got {got})"};
inline constexpr Message merge_unknown_id{
    "merge_unknown_id", "merge {merge} uses id {id}, but only ids 0 to {last} exist before it"};
inline constexpr Message merge_repeated{"merge_repeated",
                                        "merge {merge} {pair} repeats an earlier merge"};
inline constexpr Message merge_too_long{
    "merge_too_long",
    "merge {merge} {pair} makes a token of {bytes} bytes, but BPE training on at most "
    "{text} bytes of text makes tokens of at most {most}: these merges were not learned from a "
    "text"};

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
