// The projector's side of the core through the page's API on the WASM build: the page's t-SNE
// places a file's rows exactly where the native CLI does for the same seed, stepping in parts
// lands where one run does, neighbours are the CLI's, every bad file or setting is a JS Error
// naming what to change, and nothing the runs hold stays on the heap once disposed.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { nativeBuildDir } from '../../scripts/paths.mjs';
import { loadCore } from './load-core.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const file = join(root, 'tests', 'cli', 'vectors-two-clusters.tsv');
const cli = join(nativeBuildDir, 'embedding-lab');
const cliJson = (...args) => {
  const run = spawnSync(cli, [...args, '--json'], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  return JSON.parse(run.stdout);
};

let core;
let vectors;
before(async () => {
  core = await loadCore();
  vectors = core.parseVectorsTsv(readFileSync(file, 'utf8'));
});

test('the page reads vectors.tsv as the CLI does: 12 rows of 4 numbers', () => {
  assert.equal(vectors.rows, 12);
  assert.equal(vectors.cols, 4);
  assert.ok(vectors.data instanceof Float32Array);
  assert.deepEqual(Array.from(vectors.data.slice(0, 8)), [1, 0, 0, 0, 2, 0, 0, 0]);
});

test("the page's t-SNE gives the native CLI's points and KL for the same seed, bit for bit", () => {
  const settings = { perplexity: 3, iterations: 300, seed: 5 };
  const native = cliJson(
    'tsne',
    '--vectors',
    file,
    '--perplexity',
    '3',
    '--iterations',
    '300',
    '--seed',
    '5',
  );
  const run = core.tsneRun(vectors, settings);
  try {
    assert.equal(run.rows, 12);
    assert.equal(run.step(1000), 300, 'runs only the iterations asked for');
    const points = run.points();
    assert.equal(points.rows, 12);
    assert.equal(points.cols, 2);
    assert.deepEqual(
      Array.from({ length: 12 }, (_, i) => [points.data[2 * i], points.data[2 * i + 1]]),
      native.points,
    );
    assert.equal(run.kl(), native.kl);
  } finally {
    run.dispose();
  }
});

test('a run stepped in parts lands where one run does, and its KL falls after exaggeration', () => {
  const settings = { perplexity: 3, iterations: 400, seed: 9 };
  const whole = core.tsneRun(vectors, settings);
  const parts = core.tsneRun(vectors, settings);
  try {
    whole.step(400);
    let klAt250 = null;
    for (let done = 0; done < 400; done += 50) {
      parts.step(50);
      if (parts.iteration() === 250) klAt250 = parts.kl();
    }
    assert.equal(parts.iteration(), 400);
    assert.deepEqual(parts.points().data, whole.points().data);
    assert.ok(whole.kl() < klAt250, `KL ${whole.kl()} at 400 against ${klAt250} at 250`);
  } finally {
    whole.dispose();
    parts.dispose();
  }
});

test('P computed a few rows at a time gives the run computed at once', () => {
  const settings = { perplexity: 3, iterations: 300, seed: 5 };
  const stepped = core.tsneRun(vectors, settings);
  const whole = core.tsneRun(vectors, settings);
  try {
    assert.equal(stepped.calibratedRows(), 0, 'a run starts with no row of P');
    assert.throws(() => stepped.kl(), /0 of 12 rows/);
    assert.equal(stepped.calibrate(5), 5);
    assert.equal(stepped.calibrate(100), 7, 'only the rows left');
    assert.equal(stepped.calibratedRows(), 12);
    assert.throws(() => stepped.calibrate(-1), /at least 0/);
    stepped.step(300);
    whole.step(300);
    assert.deepEqual(stepped.points().data, whole.points().data);
    assert.equal(stepped.kl(), whole.kl());
  } finally {
    stepped.dispose();
    whole.dispose();
  }
});

test("cosine neighbours are the CLI's, in the vectors' own space", () => {
  const native = cliJson('neighbours', '--vectors', file, '--query', '0', '--k', '3');
  const found = core.cosineNeighbours(vectors, 0, 3);
  assert.deepEqual(found, native.neighbours);
  assert.equal(found.length, 3);
  assert.ok(found.every((n) => n.index !== 0));
  assert.ok(found[0].cosine >= found[1].cosine && found[1].cosine >= found[2].cosine);
});

test('a bad file or setting is an Error saying what to change, and the heap stays flat', () => {
  const heap = core.heapBytesInUse();
  assert.throws(() => core.parseVectorsTsv('1\t2\n3\n'), /line 2/);
  assert.throws(() => core.parseVectorsTsv('x\ty\n1\t2\n'), /line 1/);
  assert.throws(() => core.parseVectorsTsv('1\tNaN\n'), /line 1/);
  assert.throws(() => core.tsneRun(vectors, { perplexity: 12 }), /perplexity/);
  assert.throws(() => core.tsneRun(vectors, { perplexity: 3, iterations: 0 }), /iterations/);
  assert.throws(() => core.tsneRun(vectors, { perplexity: 3, seed: 1.5 }), /seed/);
  assert.throws(() => core.cosineNeighbours(vectors, 12, 3), /12/);
  assert.throws(() => core.cosineNeighbours(vectors, 0, 12), /12/);
  for (let i = 0; i < 20; i++) core.tsneRun(vectors, { perplexity: 3, iterations: 10 }).dispose();
  assert.ok(core.heapBytesInUse() - heap <= 4096, 'the heap grew');
});
