// Writes hostile variants of one fixture case per op into tests/fuzz/seeds/reference_cases/:
// a zero dimension (in a dimension more, and in place of the last one), a shape that disagrees with the op (data still matching its own shape), a
// shape whose element count wraps 64 bits, an extra dimension, short id tensors, a short expected
// value, and integer parameters of 1e10 and 2.7. libFuzzer mutates from these, so it starts next
// to the shape checks instead of having to invent a consistent-but-wrong shape by chance.
//   node tests/fuzz/make-reference-seeds.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const fixtures = JSON.parse(readFileSync(join(here, '..', 'fixtures', 'core-v1.json'), 'utf8'));
const out = join(here, 'seeds', 'reference_cases');

const tensor = (shape, fill = 0.5) => ({
  shape,
  data: Array(shape.reduce((a, b) => a * b, 1)).fill(fill),
});
const firstOfEachOp = new Map();
for (const c of fixtures.cases) if (!firstOfEachOp.has(c.op)) firstOfEachOp.set(c.op, c);
// The fixture's training case holds a 256-byte vocabulary (170 kB, past libFuzzer's -max_len):
// a small model of the same shape rules stands in for it.
firstOfEachOp.set('char_predictor_train', {
  name: 'char_predictor_train_small',
  op: 'char_predictor_train',
  params: { lr: 0.01, steps: 2 },
  inputs: {
    tok: tensor([8, 2]),
    pos: tensor([4, 2]),
    W: tensor([8, 2]),
    b: tensor([8]),
    batches_x: tensor([2, 1, 3], 1),
    batches_y: tensor([2, 1, 3], 2),
  },
  expected: { losses: tensor([2], 2) },
  tol: { abs: 1e-6, rel: 0 },
});

const clone = (x) => JSON.parse(JSON.stringify(x));

/** Hostile variants of case c: [suffix, case]. */
function variants(c) {
  const list = [];
  const names = Object.keys(c.inputs);
  for (const name of names.slice(0, 3)) {
    const rank = c.inputs[name].shape.length;
    if (rank === 0) continue;
    const zero = clone(c);
    zero.inputs[name] = { shape: [...c.inputs[name].shape.slice(0, -1), 4, 0], data: [] };
    list.push([`zero-${name}`, zero]);
    const empty = clone(c);
    empty.inputs[name] = { shape: [...c.inputs[name].shape.slice(0, -1), 0], data: [] };
    list.push([`empty-${name}`, empty]);
    const mismatched = clone(c);
    const shape = [...c.inputs[name].shape];
    shape[rank - 1] += 1;
    mismatched.inputs[name] = tensor(shape, 1);
    list.push([`mismatched-${name}`, mismatched]);
    const wrapping = clone(c);
    wrapping.inputs[name] = { shape: [65536, 65536, 65536, 65536], data: [] };
    list.push([`wrapping-${name}`, wrapping]);
    const extraRank = clone(c);
    extraRank.inputs[name] = tensor([1, ...c.inputs[name].shape]);
    list.push([`rank-${name}`, extraRank]);
  }
  for (const name of ['ids', 'targets', 'batches_y'])
    if (c.inputs[name]) {
      const short = clone(c);
      short.inputs[name] = { shape: [1, 1], data: [0] };
      list.push([`short-${name}`, short]);
    }
  const firstExpected = Object.keys(c.expected)[0];
  const shortExpected = clone(c);
  shortExpected.expected[firstExpected] = { shape: [1], data: [0] };
  list.push([`short-expected-${firstExpected}`, shortExpected]);
  if (c.op === 'pca') {
    const shortComponents = clone(c);
    shortComponents.expected.components = { shape: [1], data: [0] };
    list.push(['short-expected-components', shortComponents]);
  }
  for (const [name, value] of Object.entries(c.params ?? {}))
    if (Number.isInteger(value))
      for (const [label, bad] of [
        ['huge', 1e10],
        ['fraction', 2.7],
      ]) {
        const v = clone(c);
        v.params[name] = bad;
        list.push([`${label}-${name}`, v]);
      }
  return list;
}

let count = 0;
for (const c of firstOfEachOp.values())
  for (const [suffix, v] of variants(c)) {
    v.name = `${c.op}-${suffix}`;
    writeFileSync(
      join(out, `hostile-${c.op}-${suffix}.json`),
      JSON.stringify({ format: 'embedding-lab-reference', version: 1, cases: [v] }),
    );
    count++;
  }
console.log(`wrote ${count} seeds to ${out}`);
