// The projector's t-SNE session (web/src/worker/projection-session.js), as the worker and the
// page-thread fallback run it: progress every `every` iterations with the points, then exactly
// the core's own run for the same seed, with its trustworthiness; a newer request supersedes an
// older one at once, a bad perplexity comes back naming its setting, a file is read by the
// core's rules; and the metadata.tsv reader of the lesson.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

import { createPageSession } from '../../web/src/worker/page-session.js';
import {
  ProjectionReply,
  ProjectionRequest,
  projectionRequest,
  validateProjectionReply,
} from '../../web/src/worker/projection-protocol.js';
import { createProjectionSession } from '../../web/src/worker/projection-session.js';
import { columnColours, readMetadata } from '../../web/src/panels/projector/metadata.js';
import { loadCore } from './load-core.mjs';
import { fakeScheduler } from './scheduler.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const file = join(root, 'tests', 'cli', 'vectors-two-clusters.tsv');

let core;
let vectors;
before(async () => {
  core = await loadCore();
  vectors = core.parseVectorsTsv(readFileSync(file, 'utf8'));
});

/** The session on a stepped scheduler: until(type, id) runs it until that reply has come. */
function harness(options = {}) {
  const replies = [];
  const scheduler = fakeScheduler();
  const session = createPageSession(
    core,
    (message) => {
      replies.push(validateProjectionReply(message));
      scheduler.poke();
    },
    { createSession: createProjectionSession, chunkMs: 2, defer: scheduler.defer, ...options },
  );
  const find = (type, id) => replies.find((m) => m.type === type && m.id === id);
  const until = async (type, id) => {
    await scheduler.until(() => find(type, id));
    return find(type, id);
  };
  return { replies, session, until, scheduler };
}

const project = (overrides = {}) => ({
  method: 'tsne',
  vectors,
  perplexity: 3,
  iterations: 300,
  seed: 7,
  every: 25,
  ...overrides,
});

test('progress every 25 iterations, then the core’s own points and KL for the seed', async () => {
  const { replies, session, until } = harness();
  session.postMessage(projectionRequest(ProjectionRequest.PROJECT, 1, project()));
  const done = await until(ProjectionReply.PROJECTED, 1);
  const progress = replies.filter((m) => m.type === ProjectionReply.PROGRESS);
  assert.deepEqual(
    progress.map((m) => m.iteration),
    Array.from({ length: 11 }, (_, i) => 25 * (i + 1)),
  );
  assert.ok(progress.every((m) => m.total === 300 && m.points.rows === vectors.rows));
  const run = core.tsneRun(vectors, { perplexity: 3, iterations: 300, seed: 7 });
  run.step(300);
  assert.deepEqual(Array.from(done.points.data), Array.from(run.points().data));
  assert.equal(done.kl, run.kl());
  assert.equal(done.iteration, 300);
  assert.equal(done.trust, core.trustworthiness(vectors, run.points(), 5));
  run.dispose();
  assert.equal(session.busy, false);
});

test('P is computed a row at a time with CALIBRATING replies before the first iteration', async () => {
  // A clock that ticks once a reading: each 2 ms chunk has time for one row of P.
  let clock = 0;
  const { replies, session, until } = harness({ now: () => ++clock, calibratingMs: 0 });
  session.postMessage(projectionRequest(ProjectionRequest.PROJECT, 1, project()));
  const done = await until(ProjectionReply.PROJECTED, 1);
  const calibrating = replies.filter((m) => m.type === ProjectionReply.CALIBRATING);
  assert.deepEqual(
    calibrating.map((m) => m.row),
    Array.from({ length: vectors.rows }, (_, i) => i + 1),
  );
  assert.ok(calibrating.every((m) => m.rows === vectors.rows));
  const firstProgress = replies.findIndex((m) => m.type === ProjectionReply.PROGRESS);
  assert.ok(replies.indexOf(calibrating.at(-1)) < firstProgress);
  // Computed in chunks, P is the one computed at once: the same points.
  const run = core.tsneRun(vectors, { perplexity: 3, iterations: 300, seed: 7 });
  run.step(300);
  assert.deepEqual(Array.from(done.points.data), Array.from(run.points().data));
  run.dispose();
});

test('a newer request supersedes the older; a bad perplexity names its setting', async () => {
  const { replies, session, until } = harness();
  session.postMessage(projectionRequest(ProjectionRequest.PROJECT, 1, project()));
  session.postMessage(projectionRequest(ProjectionRequest.PROJECT, 2, project({ seed: 8 })));
  await until(ProjectionReply.PROJECTED, 2);
  assert.equal(replies.filter((m) => m.id === 1).length, 0);
  session.postMessage(
    projectionRequest(ProjectionRequest.PROJECT, 3, project({ perplexity: vectors.rows })),
  );
  const error = await until(ProjectionReply.ERROR, 3);
  assert.equal(error.setting, 'perplexity');
  assert.match(error.message, /perplexity must be above 0 and below the number of rows/);
  assert.equal(session.busy, false);
});

test('a PCA comes back at once, the core’s own, with its shares of the variance', async () => {
  const { replies, session, until } = harness();
  session.postMessage(projectionRequest(ProjectionRequest.PROJECT, 1, project({ method: 'pca' })));
  const done = await until(ProjectionReply.PROJECTED, 1);
  const want = core.projectPca(vectors);
  assert.deepEqual(Array.from(done.points.data), Array.from(want.points.data));
  assert.deepEqual(done.explained, want.explained);
  assert.equal(done.trust, core.trustworthiness(vectors, want.points, 5));
  assert.equal(replies.filter((m) => m.type === ProjectionReply.PROGRESS).length, 0);
  assert.throws(
    () => projectionRequest(ProjectionRequest.PROJECT, 2, project({ method: 'umap' })),
    /method must be 'tsne' or 'pca'/,
  );
});

test('a file is read by the core’s rules, a bad one refused naming its line', async () => {
  const { session, until } = harness();
  session.postMessage(projectionRequest(ProjectionRequest.PARSE, 1, { text: '1\t2\n3\t4\n' }));
  const parsed = await until(ProjectionReply.PARSED, 1);
  assert.deepEqual([parsed.vectors.rows, parsed.vectors.cols], [2, 2]);
  session.postMessage(projectionRequest(ProjectionRequest.PARSE, 2, { text: '1\t2\n3\n' }));
  const error = await until(ProjectionReply.ERROR, 2);
  assert.match(error.message, /line 2/);
});

test('metadata.tsv: one label a line, or a header row when it has several columns', () => {
  assert.deepEqual(readMetadata('a\nb\r\nc\n'), { columns: [''], cells: [['a'], ['b'], ['c']] });
  const table = readMetadata('word\tkind\ncat\tanimal\noak\tplant\ndog\n');
  assert.deepEqual(table.columns, ['word', 'kind']);
  assert.deepEqual(table.cells, [
    ['cat', 'animal'],
    ['oak', 'plant'],
    ['dog', ''],
  ]);
  const colours = columnColours(table.cells, 1);
  assert.equal(colours.length, 3);
  assert.notEqual(colours[0], colours[1]);
  const many = Array.from({ length: 20 }, (_, i) => [String(i)]);
  assert.equal(columnColours(many, 0), null);
});

test('PCA of the vectors: two axes, their shares of the variance, and its trustworthiness', () => {
  const { points, explained } = core.projectPca(vectors);
  assert.deepEqual([points.rows, points.cols], [vectors.rows, 2]);
  assert.equal(explained.length, 2);
  assert.ok(explained[0] >= explained[1] && explained[1] >= 0);
  assert.ok(explained[0] + explained[1] <= 1 + 1e-12);
  const trust = core.trustworthiness(vectors, points, 2);
  assert.ok(trust > 0.5 && trust <= 1, `trustworthiness ${trust}`);
  // A map that keeps every neighbour scores 1: the vectors measured against themselves.
  assert.equal(core.trustworthiness(vectors, vectors, 2), 1);
  // One column: PC2 is 0 with no share.
  const line = core.projectPca({ rows: 3, cols: 1, data: new Float32Array([1, 2, 4]) });
  assert.deepEqual(
    Array.from(line.points.data).filter((_, i) => i % 2 === 1),
    [0, 0, 0],
  );
  assert.equal(line.explained[1], 0);
  assert.throws(() => core.trustworthiness(vectors, points, 0), /neighbours|k/);
});

test('the lesson’s vectors: the trained table’s rows of the text’s characters, else the random one', async () => {
  const { sourceVectors } = await import('../../web/src/panels/projector/source.js');
  const d = 8;
  const data = Float32Array.from({ length: 256 * d }, (_, i) => Math.sin(i));
  const trained = { tokenTable: { rows: 256, cols: d, data }, trainedBytes: [99, 97, 116, 97] };
  const settings = { pj_source: 'trained', text: 'hello', seed: 3, trained, file: null };
  const fromLab = sourceVectors(core, settings);
  assert.deepEqual(fromLab.labels, ['a', 'c', 't']);
  assert.deepEqual(
    Array.from(fromLab.vectors.data.subarray(0, d)),
    Array.from(data.subarray(97 * d, 98 * d)),
  );
  // A table of BPE tokens is not one row per byte: the random table of its width, with a note.
  const bpe = { ...trained, tokenTable: { rows: 300, cols: d, data: new Float32Array(300 * d) } };
  const random = sourceVectors(core, { ...settings, trained: bpe });
  assert.deepEqual(random.labels, ['e', 'h', 'l', 'o']);
  const table = core.randomTokenTable(d, 3);
  assert.deepEqual(
    Array.from(random.vectors.data.subarray(0, d)),
    Array.from(table.data.subarray(101 * d, 102 * d)),
  );
  assert.match(random.shown, /300 token rows/);
  assert.equal(sourceVectors(core, { ...settings, pj_source: 'file' }).vectors, null);
});
