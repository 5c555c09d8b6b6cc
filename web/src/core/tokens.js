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
  /**
   * The tokenizer lesson's text from one call: chars (byteBreakdown), ids (the bytes, the last
   * byte of the last character of several bytes dropped when cut), target (the index of the
   * character cut, -1 when none was), shown (ids read back: chars when none was cut), notebook
   * (notebookCharIds) and report (wordReport against the seed corpus or the text itself).
   * vocabulary: 'corpus' or 'text'.
   */
  tokenizerLesson(text, { cut = false, vocabulary = 'corpus' } = {}) {
    return module.tokenizerLesson(text, cut, vocabulary);
  },
});

const embeddings = (module) => ({
  /** @returns {MatrixF32} the token + position predictor's token table before training, N(0,1): (256, dModel) */
  randomTokenTable(dModel, seed) {
    return module.randomTokenTable(dModel, seed);
  },
  /**
   * The token-embedding lesson in one call. source: { table } (a trained table, not sent back)
   * or { d, seed } (the random N(0,1) table, returned as `table`). `textIds`: the text's first
   * `shown` bytes (`cut` when there were more), `lookup`: the rows they look up; `chars`: the
   * byte breakdown of the characters to compare and, when each is one byte and there are two or
   * more, `charIds` and `similarity`, the lookup of those bytes. A lookup is { rows,
   * oneHotMaxDifference, similarity (the cosine matrix of its rows), stats? (its off-diagonal
   * summary, 2+ ids) }.
   * @returns {{ table?: MatrixF32, textIds: number[], cut: boolean, lookup: TokenLookup,
   *   chars: { text: string, ids: number[] }[], charIds?: number[], similarity?: TokenLookup }}
   * @typedef {{ rows: MatrixF32, oneHotMaxDifference: number, similarity: MatrixF32,
   *   stats?: { pairs: number, mean: number, rms: number, min: number, max: number } }} TokenLookup
   */
  tokenEmbeddingLesson(source, text, chars, shown = 128) {
    return module.tokenEmbeddingLesson(source, text, chars, shown);
  },
  /**
   * The combined-input lesson in one call: the text's byte ids (the first maxLen: `ids`), the
   * token rows, the position rows ('learned' from the seed, or 'sinusoidal'), their sum and their
   * concatenation; `given`, `used`, `truncated`; `strictProblem`, the core's refusal of the text
   * by a module that does not truncate (absent when it fits); and the widths and parameter counts
   * of adding (`add`) and of concatenating (`concat`), vocabulary 256.
   * @returns {{ ids: number[], token: MatrixF32, position: MatrixF32, sum: MatrixF32,
   *   concatenated: MatrixF32, given: number, used: number, truncated: boolean,
   *   strictProblem?: string, add: JoinShapes, concat: JoinShapes }}
   * @typedef {{ width: number, outputValues: number, tokenParams: number,
   *   positionParams: number, nextLayerParams: number }} JoinShapes
   */
  combineLesson(text, dModel, maxLen, positions, seed) {
    return module.combineLesson(text, dModel, maxLen, positions, seed);
  },
  /**
   * One token at positions 0..n-1.
   * @returns {{ vectors: MatrixF32, similarity: MatrixF32, byDistance: Float64Array }}
   */
  placeToken(tokenId, n, dModel, positions, seed) {
    return module.placeToken(tokenId, n, dModel, positions, seed);
  },
});
