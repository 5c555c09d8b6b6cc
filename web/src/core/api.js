// The friendly JS face of the WASM core. The page, the worker and the node tests all go through
// wrapCore(); nothing else touches the Embind module. Its functions are written by area, one
// module each, as the bindings are (src/bindings/*.cpp): wrapCore gathers them over the module
// made to throw the core's errors (embind.js).
//
// Number types: tables drawn as heatmaps and everything the trainer returns about its model are
// float32 (Float32Array); the lessons' exact values (norms, attention, decoder-only, the position
// formulas) are float64 (Float64Array); token and byte ids in bulk are Int32Array. Each method's
// JSDoc says which.
import { bpe } from './bpe.js';
import { checked } from './embind.js';
import { longContext } from './long-context.js';
import { memory } from './memory.js';
import { modelLessons } from './model-lessons.js';
import { normsAndAttention } from './norms-attention.js';
import { positions } from './positions.js';
import { projection } from './projection.js';
import { tokens } from './tokens.js';
import { trainer } from './trainer.js';

/**
 * A row-major matrix: element (r, c) is data[r * cols + c].
 * @template {Float32Array | Float64Array} D
 * @typedef {{ rows: number, cols: number, data: D }} Matrix
 */
/** @typedef {Matrix<Float32Array>} MatrixF32 A table as the model stores it (float32). */
/** @typedef {Matrix<Float64Array>} MatrixF64 A lesson's exact values (float64). */
/** @typedef {import('./trainer.js').TrainerSettings} TrainerSettings */
/** @typedef {import('./trainer.js').ModelConfig} ModelConfig */

export function wrapCore(rawModule) {
  const module = checked(rawModule);
  return {
    ...memory(module),
    ...trainer(module),
    ...longContext(module),
    ...tokens(module),
    ...positions(module),
    ...normsAndAttention(module),
    ...bpe(module),
    ...modelLessons(module),
    ...projection(module),
  };
}
