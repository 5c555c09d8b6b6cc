// What the page draws about a model at one moment: the analysis of its token table over the
// characters of the text, of its learned position table over the positions a window covers, and
// its attention for the prompt. Used by the worker during training and by the page for the
// untrained model it previews before training starts.

/** trainer: api.js createTrainer handle; withTables: include the full tables (for the lessons). */
export function modelSnapshot(
  core,
  trainer,
  { text, seqLen, prompt, pairs = 8, withTables = false },
) {
  const tokenTable = trainer.tokenTable();
  const token = core.embeddingReport(tokenTable, core.bytesPresent(text), pairs);
  const positionTable = trainer.positionTable();
  let position = null;
  // Only the first seq_len rows ever meet a training window; the rest keep their random start.
  const rows = positionTable ? Math.min(positionTable.rows, seqLen) : 0;
  if (rows >= 2)
    position = core.embeddingReport(
      positionTable,
      Array.from({ length: rows }, (_, i) => i),
      pairs,
    );
  let attention = null;
  if (prompt) {
    try {
      attention = trainer.attention(prompt);
    } catch (error) {
      attention = { error: error.message };
    }
  }
  const snapshot = { step: trainer.stepsDone, token, position, attention };
  if (withTables) {
    snapshot.tables = { tokenTable, positionTable };
    // A TinyGPT's whole weights file, for the lessons that run the trained model on the page.
    if (trainer.modelConfig().model === 'gpt') snapshot.tables.weights = trainer.saveWeights();
  }
  return snapshot;
}
