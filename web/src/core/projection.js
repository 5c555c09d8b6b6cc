// The embedding projector's side of the core (src/bindings/projection.cpp): a vectors.tsv read
// with the CLI's rules, cosine neighbours, and t-SNE held in the core, stepped by its caller.
import { configured } from './embind.js';

/** The projector's functions of the core (module: checked, embind.js). */
export const projection = (module) => ({
  /**
   * The TensorFlow Embedding Projector's vectors.tsv (tab-separated numbers, one row a line) as
   * { rows, cols, data: Float32Array }. A bad file throws, naming the line and what to change.
   */
  parseVectorsTsv(text) {
    return module.parseVectorsTsv(text);
  },
  /**
   * The k rows of vectors ({ rows, cols, data }) nearest row `query` by cosine, in their own
   * space (not in 2-D): [{ index, cosine }], highest first, the query left out, ties in row order.
   */
  cosineNeighbours(vectors, query, k) {
    return module.cosineNeighbours(vectors, query, k);
  },
  /**
   * The rows of vectors on their first two principal axes: { points: { rows, cols: 2, data:
   * Float64Array }, explained: [share of variance on PC1, on PC2] }.
   */
  projectPca(vectors) {
    return module.projectPca(vectors);
  },
  /**
   * How well 2-D points ({ rows, cols, data }) keep each row's k nearest rows of vectors, by
   * Euclidean distance (Venna & Kaski; scikit-learn's trustworthiness): 1 when all are kept.
   */
  trustworthiness(vectors, points, k) {
    return module.trustworthiness(vectors, points, k);
  },
  /**
   * Exact t-SNE of vectors ({ rows, cols, data }) held in the core: { rows, iterations,
   * learningRate } of the run, calibrate(k) (computes up to k more rows of P, returns how many),
   * calibratedRows() (P is complete at rows; the first step completes it, kl() needs it),
   * step(k) (runs up to k more iterations, returns how many),
   * points() ({ rows, cols: 2, data: Float64Array }), kl() (KL(P || Q) in nats), iteration().
   * settings: { perplexity, iterations, seed, learningRate (0: scikit-learn's 'auto') }; a bad
   * setting throws, naming it. Owns WASM memory: call dispose().
   */
  tsneRun(vectors, settings = {}) {
    let summary;
    const handle = configured(module.TsneRun, (h) => (summary = h.configure(vectors, settings)));
    return {
      ...summary,
      calibrate: (k) => handle.calibrate(k),
      calibratedRows: () => handle.calibratedRows(),
      step: (k) => handle.step(k),
      points: () => handle.points(),
      kl: () => handle.kl(),
      iteration: () => handle.iteration(),
      dispose: () => handle.delete(),
    };
  },
});
