// The token lessons' side of the core (src/bindings/tokens.cpp): text as bytes, characters and
// words, and the embedding tables those ids look up, with positions added or concatenated.

/** @typedef {import('./api.js').MatrixF32} MatrixF32 */

/** The token and embedding functions of the core (module: checked, embind.js). */
export const tokens = (module) => ({ ...textAsIds(module), ...embeddings(module) });

const textAsIds = (module) => ({
  /**
   * Characters of text with their UTF-8 byte ids.
   * @returns {{ text: string, ids: number[], offset: number, codePoint: number,
   *   valid: boolean }[]}
   */
  byteBreakdown(text) {
    return module.byteBreakdown(text);
  },
  /** The same for a list of byte ids; invalid sequences come back as U+FFFD with valid false. */
  byteBreakdownIds(ids) {
    return module.byteBreakdownIds(ids);
  },
  /** Byte ids back to text; invalid UTF-8 becomes U+FFFD. Ids outside 0..255 throw. */
  byteDecode(ids) {
    return module.byteDecode(ids);
  },
  /**
   * Vizuara's notebook's CharTokenizer ids, one per character.
   * @returns {{ ids: number[], codePoints: number[], lost: boolean[] }}
   */
  notebookCharIds(text) {
    return module.notebookCharIds(text);
  },
  /**
   * Word tokenizer built on trainingText, applied to text.
   * @returns {{ vocabSize: number, words: string[], ids: number[], unknown: number }}
   */
  wordReport(trainingText, text) {
    return module.wordReport(trainingText, text);
  },
});

const embeddings = (module) => ({
  /** @returns {MatrixF32} the token + position predictor's token table before training, N(0,1): (256, dModel) */
  randomTokenTable(dModel, seed) {
    return module.randomTokenTable(dModel, seed);
  },
  /**
   * Rows ids of table ({ rows, cols, data }): { rows, oneHotMaxDifference, similarity,
   * stats? } where similarity is the cosine matrix of those rows and stats its off-diagonal
   * summary { pairs, mean, rms, min, max } (2+ ids).
   * @param {MatrixF32} table
   * @returns {{ rows: MatrixF32, oneHotMaxDifference: number, similarity: MatrixF32,
   *   stats?: { pairs: number, mean: number, rms: number, min: number, max: number } }}
   */
  tokenLookup(table, ids) {
    return module.tokenLookup(table, ids);
  },
  /**
   * Token + position input for ids: { token, position, sum, concatenated, given, used,
   * truncated }. positions: 'learned' | 'sinusoidal'. strict: refuse texts over maxLen.
   * @returns {{ token: MatrixF32, position: MatrixF32, sum: MatrixF32,
   *   concatenated: MatrixF32, given: number, used: number, truncated: boolean }}
   */
  combineInput(ids, dModel, maxLen, positions, seed, strict = false) {
    return module.combineInput(ids, dModel, maxLen, positions, seed, strict);
  },
  /**
   * Widths and parameter counts of adding vs concatenating (vocabulary 256).
   * @returns {{ width: number, outputValues: number, tokenParams: number,
   *   positionParams: number, nextLayerParams: number }}
   */
  joinShapes(dModel, maxLen, tokenCount, concatenate, positions) {
    return module.joinShapes(dModel, maxLen, tokenCount, concatenate, positions);
  },
  /**
   * One token at positions 0..n-1.
   * @returns {{ vectors: MatrixF32, similarity: MatrixF32, byDistance: Float64Array }}
   */
  placeToken(tokenId, n, dModel, positions, seed) {
    return module.placeToken(tokenId, n, dModel, positions, seed);
  },
});
