// The numbers the norms, attention and decoder-only panels show, through the page's own API, and
// the reader of the lists a learner types (state.js readList).
import assert from 'node:assert/strict';
import { before, test } from 'node:test';

import { settings } from '../../web/src/panels/norms/lesson.js';
import { readList } from '../../web/src/state.js';
import { loadCore } from './load-core.mjs';

let core;
before(async () => {
  core = await loadCore();
});

// The lesson's defaults: γ 1, β 0, ε 1e-5, x scaled by 10.
const plain = { gamma: 1, beta: 0, eps: 1e-5, factor: 10 };
const close = (got, want, rel, what) =>
  assert.ok(Math.abs(got - want) <= rel * Math.abs(want) + 1e-300, `${what}: ${got} vs ${want}`);

test('the vector box reads what a learner types, and holds what the core takes', () => {
  const x = settings.norm_x;
  assert.deepEqual(readList(x, '2, -1, 0.5, 3'), [2, -1, 0.5, 3]);
  assert.deepEqual(readList(x, ' 1e-6,0 , 2E-6 '), [1e-6, 0, 2e-6]);
  assert.deepEqual(readList(x, '1 2\t3;4,, 5'), [1, 2, 3, 4, 5]);
  assert.deepEqual(readList(x, '+.5, -3.'), [0.5, -3]);
  assert.throws(() => readList(x, ' , '), /type at least one number, such as 2, -1, 0\.5, 3/);
  assert.throws(() => readList(x, '1, abc, 3'), /“abc” is not a number/);
  for (const bad of ['inf', 'Infinity', 'nan', '0x10', '1e', '-', '.', '1..2', '1e+', '1_000'])
    assert.throws(() => readList(x, bad), /is not a number/, bad);
  assert.throws(() => readList(x, '1e400'), /“1e400” is too large to be a number/);
  // The box's limit is the core's: 32 numbers draw, 33 are refused by both.
  const most = x.list.most;
  const many = (n) => Array(n).fill('1').join(', ');
  assert.equal(core.normLesson(readList(x, many(most)), plain).layernorm.length, most);
  assert.throws(() => readList(x, many(most + 1)), /at most 32 numbers fit here \(got 33\)/);
  assert.throws(() => core.normLesson(Array(most + 1).fill(1), plain), /too long/);
});

test('whole-number lists refuse fractions and values outside their range', () => {
  const bytes = { default: '104 105', list: { whole: true, most: 4, min: 0, max: 255 } };
  assert.deepEqual(readList(bytes, '0 255'), [0, 255]);
  assert.throws(() => readList(bytes, '1.5'), /“1\.5” is not a whole number/);
  assert.throws(() => readList(bytes, '256'), /“256” is outside 0 to 255/);
  assert.throws(() => readList(bytes, '-1'), /“-1” is outside 0 to 255/);
  assert.throws(() => readList(bytes, '1 2 3 4 5'), /at most 4 numbers/);
  assert.throws(() => readList(bytes, 'abcdefghijklmnopqrstuvwxyz'), /“abcdefghijkl…” is not/);
});

test('normLesson: statistics of the default vector', () => {
  const r = core.normLesson([2, -1, 0.5, 3], plain);
  close(r.mean, 1.125, 1e-15, 'mean');
  close(r.variance, 2.296875, 1e-15, 'variance');
  close(r.meanSquare, 3.5625, 1e-15, 'mean square');
  close(r.rms, Math.sqrt(3.5625), 1e-15, 'rms');
  close(r.layernormRstd, 1 / Math.sqrt(2.296875 + 1e-5), 1e-14, 'LN rstd');
  close(r.rmsnormRstd, 1 / Math.sqrt(3.5625 + 1e-5), 1e-14, 'RMS rstd');
  assert.ok(r.layernorm instanceof Float64Array);
  close(r.rmsnorm[3], 3 / Math.sqrt(3.5625 + 1e-5), 1e-14, 'rmsnorm[3]');
  close(r.layernorm[0], (2 - 1.125) / Math.sqrt(2.296875 + 1e-5), 1e-14, 'layernorm[0]');
});

test('normLesson: the tiny vector with and without eps', () => {
  const r = core.normLesson([1e-6, 0, 2e-6], plain);
  close(r.rmsnormWithoutEps[0], Math.sqrt(0.6), 1e-14, 'no eps [0]'); // 0.7746
  assert.equal(r.rmsnormWithoutEps[1], 0);
  close(r.rmsnormWithoutEps[2], 2 * Math.sqrt(0.6), 1e-14, 'no eps [2]'); // 1.549
  close(1 / r.rms, 774596.6692414834, 1e-14, 'rsqrt');
  close(r.rmsnorm[0], 1e-6 / Math.sqrt(5e-12 / 3 + 1e-5), 1e-13, 'eps 1e-5 [0]');
  assert.ok(r.rmsnorm[2] < 7e-4 && r.rmsnorm[2] > 6e-4);
  close(r.layernormWithoutEps[2], Math.sqrt(1.5), 1e-9, 'LN no eps [2]');
  const zero = core.normLesson([0, 0], plain);
  assert.equal(zero.rmsnormWithoutEps, null);
  assert.equal(zero.layernormWithoutEps, null);
  assert.throws(() => core.normLesson([1], { ...plain, eps: 0 }), /eps/);
});

test('normLesson: the scaled vector, its outputs unchanged up to eps', () => {
  const r = core.normLesson([2, -1, 0.5, 3], plain);
  assert.equal(r.scale.factor, 10);
  assert.deepEqual(Array.from(r.scale.scaled), [20, -10, 5, 30]);
  assert.ok(r.scale.layernormMaxChange < 1e-5 && r.scale.rmsnormMaxChange < 1e-5);
  // The change is the largest gap between the outputs for x and for factor * x.
  const scaled = core.normLesson(r.scale.scaled, plain);
  const gap = Math.max(...r.rmsnorm.map((v, i) => Math.abs(v - scaled.rmsnorm[i])));
  assert.equal(r.scale.rmsnormMaxChange, gap);
  const tiny = core.normLesson([2, -1, 0.5, 3], { ...plain, factor: 1e-4 }).scale;
  assert.ok(tiny.rmsnormMaxChange > 0.1);
  assert.throws(() => core.normLesson([1], { ...plain, factor: 0 }), /other than 0/);
  assert.throws(() => core.normLesson([1e300], { ...plain, factor: 1e10 }), /overflows/);
});

test('attentionLesson: causal rows sum to 1, future weights exactly 0, replays per seed', () => {
  const settings = { dModel: 16, dK: 8, causal: true, positions: true, seed: 42 };
  const r = core.attentionLesson('The cat sat on the mat.', settings);
  const n = 23;
  assert.equal(r.ids.length, n);
  assert.equal(r.totalTokens, n);
  assert.deepEqual([r.weights.rows, r.weights.cols, r.q.cols, r.x.cols], [n, n, 8, 16]);
  for (let i = 0; i < n; i++) {
    let sum = 0;
    for (let j = 0; j < n; j++) {
      const w = r.weights.data[i * n + j];
      if (j > i) assert.equal(w, 0);
      sum += w;
    }
    close(sum, 1, 1e-14, `row ${i}`);
  }
  assert.equal(r.weights.data[0], 1);
  // scores = q.k / sqrt(dk)
  let dot = 0;
  for (let c = 0; c < 8; c++) dot += r.q.data[3 * 8 + c] * r.k.data[1 * 8 + c];
  close(r.scores.data[3 * n + 1], dot / Math.sqrt(8), 1e-12, 'score(3,1)');
  const again = core.attentionLesson('The cat sat on the mat.', settings);
  assert.deepEqual(again.weights.data, r.weights.data);
  const open = core.attentionLesson('The cat sat on the mat.', { ...settings, causal: false });
  assert.ok(open.weights.data[1] > 0); // row 0 sees key 1 without the mask
  // The mask comes with the weights it made: 1 where query i may see key j (j <= i), none when
  // the head is not causal.
  assert.deepEqual([r.mask.rows, r.mask.cols], [n, n]);
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++) assert.equal(r.mask.data[i * n + j], j <= i ? 1 : 0);
  assert.equal(open.mask, null);
  const three = core.attentionLesson('abc', settings).mask;
  assert.deepEqual(Array.from(three.data), [1, 0, 0, 1, 1, 0, 1, 1, 1]);
});

test('attentionLesson cuts long text to 128 tokens and reports the total; rejects bad sizes', () => {
  const r = core.attentionLesson('ab'.repeat(100), {
    dModel: 4,
    dK: 2,
    causal: true,
    positions: false,
    seed: 1,
  });
  assert.equal(r.ids.length, 128);
  assert.equal(r.totalTokens, 200);
  const base = { dModel: 16, dK: 8, causal: true, positions: true, seed: 1 };
  assert.throws(() => core.attentionLesson('', base), /type some text/);
  assert.throws(() => core.attentionLesson('a', { ...base, dModel: 7 }), /must be even/);
  assert.throws(
    () => core.attentionLesson('a', { ...base, dK: 2.5 }),
    /d_k must be a whole number/,
  );
});

test('attentionMemory: one matrix and one token at each length', () => {
  const mem = core.attentionMemory(131072, 768, 4);
  assert.equal(mem.n.length, 18);
  assert.equal(mem.matrixBytes[17], 131072 * 131072 * 4); // 64 GiB
  assert.equal(mem.matrixBytes[12], 4096 * 4096 * 4); // 64 MiB
  assert.equal(mem.perTokenBytes[12], 4096 * 768 * 4);
  assert.throws(() => core.attentionMemory(1000, 768, 4), /power of two/);
});

test('nextTokenWindow: x = data[i:i+T], y = data[i+1:i+T+1] on the bytes of the text', () => {
  const w = core.nextTokenWindow('The cat', 1, 4);
  const bytes = Array.from('The cat', (c) => c.charCodeAt(0));
  assert.deepEqual(Array.from(w.inputs), bytes.slice(1, 5));
  assert.deepEqual(Array.from(w.targets), bytes.slice(2, 6));
  assert.deepEqual(Array.from(w.answerPosition), [1, 2, 3, -1]);
  assert.equal(w.totalTokens, 7);
  assert.throws(() => core.nextTokenWindow('The cat', 0, 7), /needs 8 tokens.*the text has 7/);
});
