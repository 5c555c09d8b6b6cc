// The generation settings (prompt, temperature, top-k and, for the sampling lesson, top-p) as
// entries of the settings table, one spec for the training lab (tr_*) and the sampling lesson
// (sp_*): the same ranges, labels and defaults under each panel's own keys, so links keep them.

/**
 * Settings `${prefix}_prompt`, `_temp`, `_topk` (and `_topp` when asked for). The prompt comes from
 * the lab's default text: after the default TinyGPT run several bytes can follow it (" ", "s", ".",
 * ","), so temperature, top-k and top-p visibly change the choice (tests/wasm/texts.test.mjs).
 */
export function generationSettings(prefix, { topP = false } = {}) {
  return {
    [`${prefix}_prompt`]: { type: 'text', default: 'The lamp', maxLength: 64, label: 'prompt' },
    [`${prefix}_temp`]: { type: 'number', default: 0.8, min: 0, max: 5, label: 'temperature' },
    [`${prefix}_topk`]: { type: 'int', default: 0, min: 0, max: 256, label: 'top-k' },
    ...(topP && {
      [`${prefix}_topp`]: { type: 'number', default: 0.9, min: 0.01, max: 1, label: 'top-p' },
    }),
  };
}
