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
