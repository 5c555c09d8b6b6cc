// The numbers the token and embedding lessons show, through the page's own API on the WASM build:
// byte ids against the PyTorch/Python fixture, the notebook's chr(i) ids, the word vocabulary,
// reproducible random tables, lookup = one-hot product, sums, truncation and the experiment.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';

import { casesOf, loadCore } from './load-core.mjs';

let core;
before(async () => {
  core = await loadCore();
});

const mixed = 'héllo → 😀';

describe('tokenizer lesson (WASM)', () => {
  for (const c of casesOf('byte_tokenize')) {
    test(`byte ids match fixture ${c.name}`, () => {
      const ids = core.byteBreakdown(c.params.text).flatMap((ch) => ch.ids);
      assert.deepEqual(ids, c.expected.ids.data);
    });
  }

  test('characters of “héllo → 😀” group 1, 2, 3 and 4 bytes', () => {
    const chars = core.byteBreakdown(mixed);
    assert.deepEqual(
      chars.map((ch) => ch.text),
      ['h', 'é', 'l', 'l', 'o', ' ', '→', ' ', '😀'],
    );
    assert.deepEqual(
      chars.map((ch) => ch.ids.length),
      [1, 2, 1, 1, 1, 1, 3, 1, 4],
    );
    assert.deepEqual(chars[1].ids, [195, 169]);
    assert.deepEqual(chars[8].ids, [240, 159, 152, 128]);
    assert.equal(chars[8].codePoint, 0x1f600);
    assert.ok(chars.every((ch) => ch.valid));
  });

  test('cutting the last byte leaves one invalid U+FFFD character', () => {
    const ids = core.byteBreakdown(mixed).flatMap((ch) => ch.ids);
    const cut = core.byteBreakdownIds(ids.slice(0, -1));
    const last = cut.at(-1);
    assert.equal(last.valid, false);
    assert.equal(last.text, '\uFFFD');
    assert.deepEqual(last.ids, [240, 159, 152]);
    assert.equal(core.byteDecode(ids.slice(0, -1)), 'héllo → \uFFFD');
    assert.equal(core.byteDecode(ids), mixed);
  });

  test('byte ids outside 0..255 or not whole numbers are refused with a message', () => {
    assert.throws(() => core.byteDecode([104, 300]), /300/);
    assert.throws(() => core.byteBreakdownIds([1.5]), /byte id must be a whole number \(got 1.5\)/);
  });

  test('the notebook’s chr(i) tokenizer: 233 for é and 0 for → and 😀', () => {
    const r = core.notebookCharIds(mixed);
    assert.deepEqual(r.ids, [104, 233, 108, 108, 111, 32, 0, 32, 0]);
    assert.deepEqual(r.lost, [false, false, false, false, false, false, true, false, true]);
    assert.deepEqual(core.notebookCharIds('The cat').ids, [84, 104, 101, 32, 99, 97, 116]);
  });

  test('word vocabulary from the seed corpus: 45 entries, 6 of 7 words unknown', () => {
    const r = core.wordReport(core.seedCorpus(), 'The cat sat on the mat.');
    assert.equal(r.vocabSize, 45);
    assert.deepEqual(r.words, ['The', 'cat', 'sat', 'on', 'the', 'mat', '.']);
    assert.equal(r.unknown, 6);
    assert.equal(r.ids.filter((x) => x === 0).length, 6);
    const own = core.wordReport('The cat sat on the mat.', 'The cat sat on the mat.');
    assert.equal(own.vocabSize, 8);
    assert.equal(own.unknown, 0);
  });
});

describe('tokenizer lesson, one call (WASM)', () => {
  test('tokenizerLesson: the breakdown, the cut bytes read back, the notebook and the words', () => {
    const whole = core.tokenizerLesson(mixed, { cut: false, vocabulary: 'text' });
    assert.deepEqual(whole.chars, core.byteBreakdown(mixed));
    assert.deepEqual(
      whole.ids,
      core.byteBreakdown(mixed).flatMap((ch) => ch.ids),
    );
    assert.equal(whole.target, -1);
    assert.deepEqual(whole.shown, whole.chars);
    assert.deepEqual(whole.notebook, core.notebookCharIds(mixed));
    assert.deepEqual(whole.report, core.wordReport(mixed, mixed));
    // Cut: the last byte of 😀 (4 bytes, the last character of several) is gone; its three
    // bytes left read back as one U+FFFD.
    const cut = core.tokenizerLesson(mixed, { cut: true, vocabulary: 'corpus' });
    assert.equal(cut.target, 8);
    assert.deepEqual(cut.ids, whole.ids.slice(0, -1));
    assert.deepEqual(cut.shown, core.byteBreakdownIds(whole.ids.slice(0, -1)));
    assert.equal(cut.shown.at(-1).text, '\uFFFD');
    assert.equal(cut.shown.at(-1).valid, false);
    assert.deepEqual(cut.report, core.wordReport(core.seedCorpus(), mixed));
    assert.throws(() => core.tokenizerLesson(mixed, { vocabulary: 'words' }), /corpus or text/);
  });
});

describe('token-embedding lesson (WASM)', () => {
  test('the random table is 256 x d, reproducible per seed, N(0,1)', () => {
    const a = core.randomTokenTable(64, 42);
    const b = core.randomTokenTable(64, 42);
    const c = core.randomTokenTable(64, 43);
    assert.deepEqual([a.rows, a.cols], [256, 64]);
    assert.ok(a.data instanceof Float32Array);
    assert.deepEqual(a.data, b.data);
    assert.notDeepEqual(a.data, c.data);
    const mean = a.data.reduce((s, v) => s + v, 0) / a.data.length;
    const variance = a.data.reduce((s, v) => s + (v - mean) ** 2, 0) / (a.data.length - 1);
    assert.ok(Math.abs(mean) < 0.04, `mean ${mean}`);
    assert.ok(Math.abs(variance - 1) < 0.05, `variance ${variance}`);
  });

  test('lookup picks rows, equals the one-hot product, similarity diagonal is 1', () => {
    const r = core.tokenEmbeddingLesson({ d: 16, seed: 42 }, 'abcxyz .01', 'ab', 128);
    const table = core.randomTokenTable(16, 42);
    assert.deepEqual(r.table.data, table.data);
    const ids = [...'abcxyz .01'].map((ch) => ch.charCodeAt(0));
    assert.deepEqual(r.textIds, ids);
    assert.equal(r.cut, false);
    const { lookup } = r;
    assert.deepEqual([lookup.rows.rows, lookup.rows.cols], [10, 16]);
    for (let k = 0; k < ids.length; k++)
      assert.deepEqual(
        lookup.rows.data.slice(k * 16, k * 16 + 16),
        table.data.slice(ids[k] * 16, ids[k] * 16 + 16),
      );
    assert.equal(lookup.oneHotMaxDifference, 0);
    assert.deepEqual([lookup.similarity.rows, lookup.similarity.cols], [10, 10]);
    for (let i = 0; i < 10; i++) assert.ok(Math.abs(lookup.similarity.data[i * 11] - 1) < 1e-6);
    for (let i = 0; i < 10; i++)
      for (let j = 0; j < 10; j++)
        assert.ok(
          Math.abs(lookup.similarity.data[i * 10 + j] - lookup.similarity.data[j * 10 + i]) < 1e-6,
        );
    assert.equal(lookup.stats.pairs, 90);
    assert.ok(lookup.stats.rms > 0.05 && lookup.stats.rms < 0.5, `rms ${lookup.stats.rms}`);
    // The characters compared are the first two rows of the text's lookup.
    assert.deepEqual(r.charIds, [97, 98]);
    assert.equal(r.similarity.similarity.data[1], lookup.similarity.data[1]);
    // Past `shown` bytes the text is cut.
    const long = core.tokenEmbeddingLesson({ d: 4, seed: 1 }, 'x'.repeat(200), 'ab', 128);
    assert.deepEqual([long.textIds.length, long.cut, long.lookup.rows.rows], [128, true, 128]);
  });

  test('characters of several bytes, or fewer than two, get no similarity', () => {
    const accented = core.tokenEmbeddingLesson({ d: 4, seed: 1 }, 'a', 'aé', 128);
    assert.deepEqual(
      accented.chars.map((c) => [c.text, c.ids]),
      [
        ['a', [97]],
        ['é', [195, 169]],
      ],
    );
    assert.equal(accented.similarity, undefined);
    assert.equal(accented.charIds, undefined);
    assert.equal(core.tokenEmbeddingLesson({ d: 4, seed: 1 }, 'a', 'q', 128).similarity, undefined);
  });

  test('a trained table ({rows, cols, data}) is accepted, not sent back, and checked', () => {
    const table = { rows: 256, cols: 2, data: new Float32Array(512).fill(1) };
    table.data[2 * 98] = -1; // row 'b' = (-1, 1), orthogonal to 'a' = (1, 1)
    const r = core.tokenEmbeddingLesson({ table }, 'ab', 'ab', 128);
    assert.equal(r.table, undefined);
    assert.ok(Math.abs(r.similarity.similarity.data[1]) < 1e-7);
    assert.throws(
      () =>
        core.tokenEmbeddingLesson(
          { table: { rows: 256, cols: 2, data: new Float32Array(3) } },
          'ab',
          'ab',
        ),
      /token table has 3 values, not rows x cols = 512/,
    );
    assert.throws(
      () => core.tokenEmbeddingLesson({ d: 4, seed: -1 }, 'ab', 'ab'),
      /seed must be between/,
    );
  });
});

describe('combined lesson (WASM)', () => {
  test('sum = token + position, concatenation is 2d wide', () => {
    const r = core.combineLesson('Hello', 8, 128, 'learned', 42);
    assert.deepEqual(Array.from(r.ids), [72, 101, 108, 108, 111]);
    assert.deepEqual([r.sum.rows, r.sum.cols, r.concatenated.cols], [5, 8, 16]);
    assert.equal(r.truncated, false);
    assert.equal(r.strictProblem, undefined);
    for (let i = 0; i < 40; i++)
      assert.equal(r.sum.data[i], Math.fround(r.token.data[i] + r.position.data[i]));
    const table = core.randomTokenTable(8, 42);
    assert.deepEqual(r.token.data.slice(0, 8), table.data.slice(72 * 8, 73 * 8));
    const s = core.combineLesson('Hello', 8, 128, 'sinusoidal', 42);
    assert.equal(s.position.data[0], 0); // PE[0, 0] = sin 0
    assert.equal(s.position.data[1], 1); // PE[0, 1] = cos 0
    assert.equal(s.position.data[8], Math.fround(Math.sin(1)));
    // "é" is two bytes: the ids are the text's bytes, not its characters.
    assert.deepEqual(
      Array.from(core.combineLesson('é!', 8, 128, 'learned', 1).ids),
      [195, 169, 33],
    );
  });

  test('past max_len the pipeline truncates and the strict module names both numbers', () => {
    const text = Array.from({ length: 30 }, (_, i) => String.fromCharCode(97 + (i % 26))).join('');
    const r = core.combineLesson(text, 4, 16, 'learned', 1);
    assert.deepEqual(
      [r.given, r.used, r.truncated, r.sum.rows, r.ids.length],
      [30, 16, true, 16, 16],
    );
    assert.match(
      r.strictProblem.message,
      /the sequence has 30 tokens but the position table has only 16 rows/,
    );
    // A core error about one setting names it by the core's word, which a lesson maps to its key.
    assert.throws(
      () => core.combineLesson(text, 5, 16, 'sinusoidal', 1),
      (e) => /d_model must be even/.test(e.message) && e.setting === 'd_model',
    );
    assert.throws(
      () => core.combineLesson(text, 4, 0, 'learned', 1),
      (e) => /max_len/.test(e.message) && e.setting === 'max_len',
    );
    assert.throws(
      () => core.combineLesson(text, 4, 16, 'rope', 1),
      (e) => /"learned" or "sinusoidal"/.test(e.message) && e.setting === undefined,
    );
    assert.throws(() => core.combineLesson(text, 4, 16, 'learned', -1), /seed must be between/);
  });

  test('join shapes: d vs 2d and the parameter counts', () => {
    const text = 'x'.repeat(23);
    const { add, concat } = core.combineLesson(text, 64, 128, 'learned', 1);
    assert.deepEqual(
      [add.width, add.tokenParams, add.positionParams, add.nextLayerParams],
      [64, 16384, 8192, 4096],
    );
    assert.deepEqual(
      [concat.width, concat.outputValues, concat.nextLayerParams],
      [128, 2944, 8192],
    );
    assert.equal(core.combineLesson(text, 64, 128, 'sinusoidal', 1).add.positionParams, 0);
    // Past max_len the counts are of the rows used.
    assert.equal(
      core.combineLesson('x'.repeat(40), 64, 16, 'learned', 1).concat.outputValues,
      2048,
    );
  });
});

describe('position experiment (WASM)', () => {
  test('unit diagonal; random positions flat, sinusoidal banded', () => {
    const learned = core.placeToken(97, 32, 256, 'learned', 42);
    const n = 32;
    assert.deepEqual([learned.similarity.rows, learned.similarity.cols], [n, n]);
    for (let i = 0; i < n; i++)
      assert.ok(Math.abs(learned.similarity.data[i * (n + 1)] - 1) < 1e-6);
    assert.ok(learned.byDistance instanceof Float64Array);
    for (let k = 1; k < n; k++) assert.ok(Math.abs(learned.byDistance[k] - 0.5) < 0.12);
    const sinus = core.placeToken(97, n, 256, 'sinusoidal', 42);
    assert.ok(sinus.byDistance[1] > sinus.byDistance[4]);
    assert.ok(sinus.byDistance[4] > sinus.byDistance[16]);
    assert.throws(() => core.placeToken(256, 4, 8, 'learned', 1), /between 0 and 255 \(got 256\)/);
    assert.throws(() => core.placeToken(97, 1, 8, 'learned', 1), /at least 2 positions/);
    assert.throws(() => core.placeToken(97, 4, 8, 'learned', -1), /seed must be between/);
  });
});
