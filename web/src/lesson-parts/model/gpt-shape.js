// The TinyGPT the lab's settings describe, read alike by the training lab (its trainer's
// configuration) and by the model lessons (the random or trained model they open up): one place,
// so no lesson needs another's code for it.

/**
 * The TinyGPT the lab's values describe, as the trainer and the model lessons build it. Its
 * learned table gets one row per training position (max_len = sequence length), as GPT-2 has
 * 1024 for 1024: the one place of that rule (train/settings.js modelShapeSettings reads it back).
 */
export function gptShape(values) {
  return {
    dModel: values.gpt_d,
    layers: values.gpt_layers,
    heads: values.gpt_heads,
    maxLen: values.tr_seq,
    pe: values.gpt_pe,
    norm: values.gpt_norm,
  };
}
