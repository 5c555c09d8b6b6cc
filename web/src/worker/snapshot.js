// What the page draws about a model at one moment: the analysis of its token table over the
// characters of the text, of its learned position table over the positions a window covers, and
// its attention for the prompt; and what the loss view says of a model on a text (modelFacts).
// Used by the training session, for a run and for the untrained model the lab previews before
// training starts (PREVIEW): the page itself builds no trainer for either.
import { errorFields } from './protocol.js';

// With BPE tokens, the analyses cover the text's bytes and the first merged tokens (the most
// frequent pieces), at most this many rows in all: the similarity matrix grows as rows².
const maxTokenRows = 320;

/** The token-table rows to analyse: the bytes of the text, then BPE ids 256, 257, … */
function tokenRows(core, model, text) {
  const bytes = Array.from(core.bytesPresent(text));
  const merged = Math.max(0, Math.min(model.vocab - 256, maxTokenRows - bytes.length));
  return [...bytes, ...Array.from({ length: merged }, (_, k) => 256 + k)];
}

// The counts of the last text (a run snapshots the same text about once a second).
let counted = { key: null, counts: null };

/** How often each id occurs in text as a model with these BPE merges reads it (bytes without). */
function idCounts(core, text, merges) {
  const key = `${merges.length}\u0000${text}`;
  if (counted.key !== key) {
    const ids = merges.length ? core.bpeEncode(text, merges) : new TextEncoder().encode(text);
    const counts = new Map();
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    counted = { key, counts };
  }
  return counted.counts;
}

/**
 * trainer: api.js createTrainer handle; model: its modelConfig(), when the caller has it. The trainer analyses its own tables (tokenReport,
 * positionReport), so they stay in WASM memory; withTables (a run's final snapshot, a loaded
 * model) also copies them out for the lessons, with the weights file, made once here: the lab
 * keeps it in the browser and a TinyGPT's goes to the model lessons.
 */
export function modelSnapshot(
  core,
  trainer,
  { text, seqLen, prompt, pairs = 8, withTables = false, model = trainer.modelConfig() },
) {
  const token = trainer.tokenReport(tokenRows(core, model, text), pairs);
  const merges = model.bpeMerges;
  // How often each analysed row occurs in the text: what the lab's sentences about norms cite.
  const counts = idCounts(core, text, merges);
  token.counts = Array.from(token.rows, (id) => counts.get(id) ?? 0);
  if (merges.length > 0) {
    // BPE tokens are labelled by the text they spell.
    const spelled = core.bpeVocabLabels(merges);
    token.labels = Array.from(token.rows, (id) => spelled[id]);
  }
  // Only the first seq_len rows ever meet a training window; the rest keep their random start.
  const position = trainer.positionReport(seqLen, pairs);
  let attention = null;
  if (prompt) {
    try {
      attention = trainer.attention(prompt);
    } catch (error) {
      attention = { error: error.message, problem: errorFields(error) };
    }
  }
  // model: 'tokpos' or 'gpt', which the notes about the tables name.
  const snapshot = { step: trainer.stepsDone, model: model.model, token, position, attention };
  if (withTables) {
    snapshot.tables = {
      tokenTable: trainer.tokenTable(),
      positionTable: trainer.positionTable(),
      weights: trainer.saveWeights(),
      model: model.model,
    };
  }
  return snapshot;
}

/**
 * What the loss view says of trainer's model on text (STARTED and PREVIEWED carry it): its
 * config, size, the loss of a uniform guess (ln vocab: ln 256 for bytes, more for BPE), the
 * text's bigram entropy and how many distinct bytes it has.
 */
export function modelFacts(core, trainer, text) {
  const model = trainer.modelConfig();
  return {
    model,
    parameterCount: trainer.parameterCount,
    baseline: Math.log(model.vocab),
    floor: core.bigramEntropy(text),
    chars: core.bytesPresent(text).length,
  };
}
