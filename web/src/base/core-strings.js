// The core's keyed messages in English, by key (`core.<key>` in a catalogue): a copy of
// src/core/messages.hpp, where the core writes them, held to it by tests/wasm/core-messages.test.mjs.
// The page shows a core error through base/core-message.js, which reads these only to know a
// message's placeholders: in English it shows the core's own sentence (the error's message).
export const strings = {
  not_whole: '{setting} must be a whole number (got {got})',
  out_of_range: '{setting} must be between {min} and {max} (got {got})',
  position_negative: '{setting} must be 0 or more: positions count from 0 (got {got})',
  not_finite: '{setting} must be a finite number (got {got})',
  pe_base:
    'base must be a finite number greater than 1: it sets how fast the wavelengths grow (got {got})',
  d_model_pair: 'd_model must be at least 2: one sin/cos pair (got {got})',
  d_model_even: 'd_model must be even: sin and cos come in pairs (got {got})',
  d_model_even_positions:
    'd_model must be even to add sinusoidal positions: sin and cos come in pairs (got {got})',
  d_model_even_sinusoidal:
    'd_model must be even for sinusoidal positions: sin and cos come in pairs (got {got})',
  heads_divide:
    'd_model {d_model} is not divisible by n_head {n_head}: every head takes d_model / n_head dimensions; pick n_head dividing d_model',
  head_dim_odd:
    'head_dim = d_model / n_head = {head_dim} is odd, but RoPE rotates dimensions in pairs: choose d_model and n_head so that d_model / n_head is even',
  position_table_too_short:
    'the sequence has {tokens} tokens but the position table has only {rows} rows (max_len {rows}): a learned table cannot go past its last row, so use at most {rows} tokens (a shorter text, prompt or seq_len) or raise max_len',
  no_tokens_to_embed: 'there are no tokens to embed: type some text',
  no_ids_to_look_up: 'there are no token ids to look up: type some text',
  text_empty: 'the text is empty: type at least one character',
  attention_no_tokens: 'attention needs at least one token: type some text',
  attention_too_many_tokens: 'attention: at most {most} tokens here (got {got})',
  norm_vector_empty: 'the vector is empty: type at least one number',
  norm_vector_too_long: 'the vector is too long: at most {most} numbers here (got {got})',
  training_text_empty: 'the training text is empty: paste or choose some text to learn from',
  bpe_merges_range:
    'the number of BPE merges must be between 0 (byte tokens) and {max} (got {got})',
  val_fraction_range:
    'the held-out fraction must be between 0 (train on everything) and 0.5 (got {got})',
  training_text_too_short:
    'the training text is too short: it has {bytes} bytes, but seq_len {seq_len} needs at least {needed} (each window is seq_len + 1 bytes, and the sampler needs a start to choose); use a longer text or a shorter seq_len',
  training_text_too_short_held:
    'the training text is too short: it has {bytes} bytes once the last {held} are held out, but seq_len {seq_len} needs at least {needed} (each window is seq_len + 1 bytes, and the sampler needs a start to choose); use a longer text or a shorter seq_len',
  bpe_text_too_short:
    'the training text is too short for BPE: its {bytes} bytes became {tokens} tokens, but seq_len {seq_len} needs at least {needed}; use a longer text, fewer merges or a shorter seq_len',
  bpe_text_too_short_held:
    'the training text is too short for BPE: its {bytes} bytes (once the last {held} are held out) became {tokens} tokens, but seq_len {seq_len} needs at least {needed}; use a longer text, fewer merges or a shorter seq_len',
  held_out_too_short:
    'the held-out part of the text (the last {held} of {bytes} bytes) is shorter than one window of seq_len + 1 = {window} bytes; use a longer text (at least {needed} bytes), a shorter seq_len, or hold out nothing',
  held_out_too_short_bpe:
    'the held-out part of the text (the last {held} of {bytes} bytes, {tokens} tokens) is shorter than one window of seq_len + 1 = {window} tokens; use a longer text (at least {needed} bytes or fewer merges), a shorter seq_len, or hold out nothing',
  prompt_empty: 'the prompt is empty: type at least one character to continue from',
  generate_length: 'the number of bytes to generate must be between 0 and 100000 (got {got})',
  embed_std_range:
    "the embeddings' starting spread must be above 0 and at most 10 (1 is N(0, 1), GPT-2 uses 0.02) (got {got})",
  too_many_parameters:
    'this configuration has {count} parameters, over the limit of {most}; lower d_model, n_layer or the vocabulary size',
  too_many_activations:
    'batch size {batch} x sequence length {seq_len} needs {count} activation values, over the limit of {most}; lower the batch size or sequence length',
  weights_not_elab:
    'this is not an Embedding Lab weights file (it does not start with "ELABWTS"); choose a file saved by Embedding Lab',
  weights_header_truncated:
    'the weights file is truncated: it stops after {bytes} bytes, inside its {header}-byte header',
  weights_version_damaged:
    "the weights file's header is damaged: it gives format version {version}, which no Embedding Lab has written (this one reads version {reads})",
  weights_version_newer:
    'this weights file was made by a newer version of Embedding Lab (format version {version}); this one reads version {reads}',
  weights_version_unknown:
    'this weights file has format version {version}, which never existed; this one reads version {reads}',
  weights_length_too_large:
    'the weights file says it is {length} bytes long, more than the {mib} MiB a weights file may hold',
  weights_length_too_short:
    'the weights file says it is {length} bytes long, too short for its own header and checksum',
  weights_truncated:
    'the weights file is truncated: it should be {length} bytes but only {bytes} are here (an interrupted download?)',
  weights_longer:
    'the weights file is longer than it says: {extra} extra bytes follow its {length} bytes',
  weights_checksum:
    'the weights file is damaged: its checksum does not match its contents (some bytes were changed after it was saved)',
  weights_unexplained_bytes:
    'the weights file is inconsistent: {bytes} unexplained bytes follow the last tensor',
  weights_too_many_ints:
    'the weights file lists {count} integer settings; at most {most} are allowed',
  weights_too_many_texts:
    'the weights file lists {count} text settings; at most {most} are allowed',
  weights_too_many_tensors: 'the weights file lists {count} tensors; at most {most} are allowed',
  weights_two_settings: "the weights file has two settings named '{name}'",
  weights_two_tensors: "the weights file has two tensors named '{name}'",
  weights_tensor_rank: "tensor '{name}' has {dims} dimensions; at most {most} are allowed",
  weights_tensor_dim_zero: "tensor '{name}' has shape {shape}: dimension {dim} must be at least 1",
  weights_tensor_too_large:
    "tensor '{name}' has shape {shape}, more values than a {mib} MiB weights file can hold",
  weights_tensor_dim_too_large:
    "tensor '{name}' has a dimension of {dim}, more values than a weights file can hold",
  weights_tensor_data_size:
    "tensor '{name}' has shape {shape} = {count} float32 values ({bytes} bytes) but stores {stored} bytes",
  weights_tensor_not_finite:
    "tensor '{name}' holds {value} at index {index}; weights must be finite numbers",
  weights_no_tensor: "the weights file has no tensor named '{name}' (is it for another model?)",
  weights_no_int_setting: "the weights file has no integer setting named '{name}'",
  weights_no_text_setting: "the weights file has no text setting named '{name}'",
  weights_kind_empty: 'the model kind has an empty name',
  weights_kind_too_long: 'the model kind has a name of {bytes} bytes; at most {most} are allowed',
  weights_kind_control:
    'the name of the model kind contains the control character {code} at byte {byte}; names and settings must be printable text',
  weights_int_name_empty: 'an integer setting has an empty name',
  weights_int_name_too_long:
    'an integer setting has a name of {bytes} bytes; at most {most} are allowed',
  weights_int_name_control:
    'the name of an integer setting contains the control character {code} at byte {byte}; names and settings must be printable text',
  weights_text_name_empty: 'a text setting has an empty name',
  weights_text_name_too_long:
    'a text setting has a name of {bytes} bytes; at most {most} are allowed',
  weights_text_name_control:
    'the name of a text setting contains the control character {code} at byte {byte}; names and settings must be printable text',
  weights_tensor_name_empty: 'a tensor has an empty name',
  weights_tensor_name_too_long: 'a tensor has a name of {bytes} bytes; at most {most} are allowed',
  weights_tensor_name_control:
    'the name of a tensor contains the control character {code} at byte {byte}; names and settings must be printable text',
  weights_text_value_control:
    "text setting '{name}' contains the control character {code} at byte {byte}; names and settings must be printable text",
  weights_kind_length:
    'the weights file gives the model kind a length of {bytes} bytes; at most {most} are allowed',
  weights_int_name_length:
    "the weights file gives an integer setting's name a length of {bytes} bytes; at most {most} are allowed",
  weights_text_name_length:
    "the weights file gives a text setting's name a length of {bytes} bytes; at most {most} are allowed",
  weights_text_value_length:
    "the weights file gives text setting '{name}' a length of {bytes} bytes; at most {most} are allowed",
  weights_tensor_name_length:
    "the weights file gives a tensor's name a length of {bytes} bytes; at most {most} are allowed",
  weights_cut_kind_length:
    'the weights file is inconsistent: the model kind length at byte {byte} needs {bytes} bytes but only {left} remain before the checksum',
  weights_cut_kind:
    'the weights file is inconsistent: the model kind at byte {byte} needs {bytes} bytes but only {left} remain before the checksum',
  weights_cut_int_count:
    'the weights file is inconsistent: the number of integer settings at byte {byte} needs {bytes} bytes but only {left} remain before the checksum',
  weights_cut_int_name_length:
    "the weights file is inconsistent: an integer setting's name length at byte {byte} needs {bytes} bytes but only {left} remain before the checksum",
  weights_cut_int_name:
    "the weights file is inconsistent: an integer setting's name at byte {byte} needs {bytes} bytes but only {left} remain before the checksum",
  weights_cut_int_value:
    "the weights file is inconsistent: integer setting '{name}' at byte {byte} needs {bytes} bytes but only {left} remain before the checksum",
  weights_cut_text_count:
    'the weights file is inconsistent: the number of text settings at byte {byte} needs {bytes} bytes but only {left} remain before the checksum',
  weights_cut_text_name_length:
    "the weights file is inconsistent: a text setting's name length at byte {byte} needs {bytes} bytes but only {left} remain before the checksum",
  weights_cut_text_name:
    "the weights file is inconsistent: a text setting's name at byte {byte} needs {bytes} bytes but only {left} remain before the checksum",
  weights_cut_text_value_length:
    "the weights file is inconsistent: text setting '{name}' length at byte {byte} needs {bytes} bytes but only {left} remain before the checksum",
  weights_cut_text_value:
    "the weights file is inconsistent: text setting '{name}' at byte {byte} needs {bytes} bytes but only {left} remain before the checksum",
  weights_cut_tensor_count:
    'the weights file is inconsistent: the number of tensors at byte {byte} needs {bytes} bytes but only {left} remain before the checksum',
  weights_cut_tensor_name_length:
    "the weights file is inconsistent: a tensor's name length at byte {byte} needs {bytes} bytes but only {left} remain before the checksum",
  weights_cut_tensor_name:
    "the weights file is inconsistent: a tensor's name at byte {byte} needs {bytes} bytes but only {left} remain before the checksum",
  weights_cut_tensor_rank:
    "the weights file is inconsistent: the rank of tensor '{name}' at byte {byte} needs {bytes} bytes but only {left} remain before the checksum",
  weights_cut_tensor_shape:
    "the weights file is inconsistent: the shape of tensor '{name}' at byte {byte} needs {bytes} bytes but only {left} remain before the checksum",
  weights_cut_tensor_data_size:
    "the weights file is inconsistent: the data size of tensor '{name}' at byte {byte} needs {bytes} bytes but only {left} remain before the checksum",
  weights_cut_tensor_data:
    "the weights file is inconsistent: the data of tensor '{name}' at byte {byte} needs {bytes} bytes but only {left} remain before the checksum",
  weights_text_value_too_long:
    "text setting '{name}' is {bytes} bytes long; at most {most} are allowed",
  weights_tensor_holds: "tensor '{name}' has shape {shape} = {count} values but holds {held}",
  weights_too_large:
    'these weights would take {bytes} bytes, more than the {mib} MiB a weights file may hold',
  weights_model_kind:
    "the weights file holds a '{kind}' model; Embedding Lab trains seed_predictor and tiny_gpt models",
  weights_size_setting: "the weights file's {setting} is {got}, outside {min} to {max}",
  weights_vocab:
    "the weights file's vocabulary has {vocab} tokens, but its {merges} BPE merges make {made}: the file is damaged",
  weights_steps:
    'the weights file says the model was trained for {steps} steps, which cannot be (0 to 2^53 are possible): the file is damaged',
  weights_tensor_count:
    'the weights file has {count} tensors, but the model its settings describe has {needed}: the file is damaged',
  weights_tensor_shape:
    "the weights file's tensor {name} has shape {shape}, but the model its settings describe needs {needed}: the file is damaged",
  weights_merges_table:
    "the weights file's BPE merges must be a (merges, 2) table of token ids: the file is damaged",
  weights_merge_ids:
    "the weights file's BPE merge {merge} is not a pair of token ids: the file is damaged",
  weights_text_too_short:
    "with the file's {merges} BPE merges the text is too short for seq_len {seq_len}: use a longer text or a shorter seq_len",
  pe_unknown: "positional encoding must be one of {names} (got '{got}')",
  norm_unknown: "norm must be layernorm or rmsnorm (got '{got}')",
  merges_too_many: 'a merge list may hold at most {most} merges (got {got})',
  merge_unknown_id: 'merge {merge} uses id {id}, but only ids 0 to {last} exist before it',
  merge_repeated: 'merge {merge} {pair} repeats an earlier merge',
  merge_too_long:
    'merge {merge} {pair} makes a token of {bytes} bytes, but BPE training on at most {text} bytes of text makes tokens of at most {most}: these merges were not learned from a text',
  temperature_range: 'temperature must be 0 (always the most likely token) or positive (got {got})',
  top_k_range: 'top_k must be between 0 (no limit) and {max} (got {got})',
  top_p_range: 'top_p must be above 0 and at most 1 (1 keeps every token; got {got})',
  tsne_too_few_rows: 't-SNE needs at least 2 rows to place (got {got})',
  tsne_too_many_rows:
    't-SNE takes at most {most} rows (got {got}): its time and memory grow with the square of the rows, so give it a sample',
  tsne_perplexity:
    'perplexity must be above 0 and below the number of rows, {rows} (got {got}): it is roughly how many neighbours each row keeps close; try {hint}',
  tsv_empty_value:
    'line {line}, value {column} is empty: remove the doubled or trailing tab, so that tabs only separate numbers',
  tsv_header:
    "line 1 has '{field}', which looks like a header: vectors.tsv holds numbers only (put labels in metadata.tsv) so remove that line",
  tsv_not_one_number:
    "line {line}, value {column} is '{field}', not one number: separate values with tabs, not spaces or commas",
  tsv_not_a_number:
    "line {line}, value {column} is '{field}', which is not a number: every value must be a number such as 0.25 or -1e-3",
  tsv_not_finite:
    'line {line}, value {column} is {field}: every value must be a finite number (replace it, or drop the row)',
  tsv_beyond_float32:
    "line {line}, value {column} is {field}, beyond float32's range (about 3.4e38): scale the vectors down",
  tsv_too_large:
    'the vectors file has {bytes} bytes, more than the {mib} MiB it may hold: use fewer rows',
  tsv_blank_line:
    'line {line} is empty but rows follow it: remove it, so that row i of the file is vector i',
  tsv_too_many_values:
    'the vectors file has more than {most} values (at line {line}): use fewer rows or dimensions',
  tsv_ragged:
    'line {line} has {count} values but line 1 has {columns}: every row needs the same number of values',
  tsv_no_rows: 'the vectors file has no rows: give one vector per line, values tab-separated',
};
