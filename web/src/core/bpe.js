// The subword lesson's side of the core (src/bindings/bpe.cpp). Merges are a flat Int32Array
// [a0, b0, a1, b1, ...]: merge k joins ids a_k and b_k into the new id 256 + k.
import { configured } from './embind.js';

/** The byte-pair encoding functions of the core (module: checked, embind.js). */
export const bpe = (module) => ({
  /**
   * Byte-level BPE trained on text's UTF-8 bytes with up to numMerges merges:
   * { merges: Int32Array (2K), counts: Int32Array (K, how often each pair occurred),
   *   lengths: Int32Array (K, tokens after each merge), ids: Int32Array (the text after the
   *   last merge), bytes, requested, stopReason ('' or why fewer than numMerges were made),
   *   nextPairs: [{ left, right, count, first }] (the nextPairs adjacent pairs of ids that
   *   training would merge next, most frequent first, then first seen; none for 0),
   *   labels: string[] (every id's, as bpeVocabLabels; only when labels is set),
   *   encoded: Int32Array[] (each text of encode in these merges, as bpeEncode) }.
   * An empty text or a numMerges outside 0..2^20 throws.
   */
  bpeTrain(text, numMerges, { nextPairs = 0, labels = false, encode = [] } = {}) {
    return module.bpeTrain(text, numMerges, nextPairs, labels, encode);
  },
  /**
   * A training held in the core: bpeTrain's result with labels (no nextPairs or encoded), and
   * encode(text, k), text in its first k merges (Int32Array of ids, as bpeEncode with those
   * merges), so the merges need not go back in. Owns WASM memory: call dispose().
   */
  bpeTraining(text, numMerges) {
    let summary;
    const handle = configured(module.BpeTraining, (h) => (summary = h.configure(text, numMerges)));
    return {
      ...summary,
      encode: (other, k) => handle.encode(other, k),
      dispose: () => handle.delete(),
    };
  },
  /** text encoded with the merges (Int32Array of ids); bad merges throw. */
  bpeEncode(text, merges) {
    return module.bpeEncode(text, merges);
  },
  /** A readable label for every id 0..255+K (space as ␣, unprintable bytes as \xNN). */
  bpeVocabLabels(merges) {
    return module.bpeVocabLabels(merges);
  },
  /** Ids back to text (invalid UTF-8 as U+FFFD); an id outside the vocabulary throws. */
  bpeDecode(ids, merges) {
    return module.bpeDecode(ids, merges);
  },
});
