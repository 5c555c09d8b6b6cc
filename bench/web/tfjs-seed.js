// The seeds' model written as a TensorFlow.js user would, for the comparison in `npm run bench`:
// logits = (tok[ids] + pos[:T]) W^T + b, mean softmax cross-entropy, tf.train.adam(1e-3), random
// windows of the same corpus, batch 16, seq 32, d 64, V 256. Backend: wasm, SIMD on, one thread.
import * as tf from '@tensorflow/tfjs-core';
// tfjs-core alone registers no gradients; the @tensorflow/tfjs bundle imports this for training.
import '@tensorflow/tfjs-core/dist/register_all_gradients';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import plainWasm from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm?url';
import simdWasm from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-simd.wasm?url';
import threadedWasm from '@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm-threaded-simd.wasm?url';

const V = 256,
  D = 64,
  B = 16,
  T = 32,
  MAX_LEN = 128;

export async function tfjsBackend() {
  setWasmPaths({
    'tfjs-backend-wasm.wasm': plainWasm,
    'tfjs-backend-wasm-simd.wasm': simdWasm,
    'tfjs-backend-wasm-threaded-simd.wasm': threadedWasm,
  });
  tf.env().set('WASM_HAS_SIMD_SUPPORT', true);
  tf.env().set('WASM_HAS_MULTITHREAD_SUPPORT', false);
  await tf.setBackend('wasm');
  await tf.ready();
  return {
    backend: tf.getBackend(),
    simd: await tf.env().getAsync('WASM_HAS_SIMD_SUPPORT'),
    threads: await tf.env().getAsync('WASM_HAS_MULTITHREAD_SUPPORT'),
    version: tf.version_core,
  };
}

export function tfjsSeedTrainer(text) {
  const bytes = Uint8Array.from(text, (c) => c.charCodeAt(0) & 255);
  const tok = tf.variable(tf.randomNormal([V, D]));
  const pos = tf.variable(tf.randomNormal([MAX_LEN, D]));
  const bound = 1 / Math.sqrt(D);
  const W = tf.variable(tf.randomUniform([V, D], -bound, bound));
  const b = tf.variable(tf.randomUniform([V], -bound, bound));
  const optimizer = tf.train.adam(1e-3);
  const ids = new Int32Array(B * T);
  const targets = new Int32Array(B * T);
  let seed = 1;
  const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;

  return function step() {
    for (let r = 0; r < B; r++) {
      const start = Math.floor(random() * (bytes.length - T - 1));
      for (let t = 0; t < T; t++) {
        ids[r * T + t] = bytes[start + t];
        targets[r * T + t] = bytes[start + t + 1];
      }
    }
    const idsT = tf.tensor1d(ids, 'int32');
    const targetsT = tf.tensor1d(targets, 'int32');
    // The wasm backend has no UnsortedSegmentSum (gather's default gradient), so the embedding
    // lookup's gradient is a ScatterNd, which sums rows that share an id: what gather's gradient is.
    const lookup = tf.customGrad((table) => ({
      value: tf.gather(table, idsT),
      gradFunc: (dy) => tf.scatterND(tf.reshape(idsT, [B * T, 1]), dy, [V, D]),
    }));
    const loss = optimizer.minimize(
      () => {
        const h = tf.add(tf.reshape(lookup(tok), [B, T, D]), tf.slice(pos, [0, 0], [T, D]));
        const logits = tf.add(tf.matMul(tf.reshape(h, [B * T, D]), W, false, true), b);
        return tf.losses.softmaxCrossEntropy(tf.oneHot(targetsT, V), logits);
      },
      true,
      [tok, pos, W, b],
    );
    const value = loss.dataSync()[0];
    tf.dispose([loss, idsT, targetsT]);
    return value;
  };
}
