// The numbers the position lessons show, computed by the WASM core through the page's API.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';

import { loadCore } from './load-core.mjs';

let core;
before(async () => {
  core = await loadCore();
});

const close = (got, want, tol, what) =>
  assert.ok(Math.abs(got - want) <= tol, `${what}: got ${got}, expected ${want} (±${tol})`);
const omega = (i, d, base = 10000) => base ** ((-2 * i) / d);

describe('pe-sinusoidal numbers', () => {
  test('the true PE[1, :4] for d_model 512 and the d_model 4 row quoted for it', () => {
    const t512 = core.sinusoidalPe(2, 512, 10000).data.subarray(512, 516);
    const t4 = core.sinusoidalPe(2, 4, 10000).data.subarray(4, 8);
    const want512 = [Math.sin(1), Math.cos(1), 0.8218562, 0.5696954];
    want512.forEach((w, j) => close(t512[j], w, 1e-6, `PE512[1, ${j}]`));
    [0.841471, 0.540302, 0.0099998, 0.99995].forEach((w, j) =>
      close(t4[j], w, 1e-6, `PE4[1, ${j}]`),
    );
  });

  test('peRowBreakdown substitutes exponent, divisor, angle, sin and cos', () => {
    const rows = core.peRowBreakdown(3, 128, 10000);
    assert.equal(rows.length, 64);
    const pe = core.sinusoidalPe(4, 128, 10000).data;
    rows.forEach((r, i) => {
      close(r.exponent, (2 * i) / 128, 1e-15, 'exponent');
      close(r.divisor, 10000 ** ((2 * i) / 128), 1e-9 * r.divisor, 'divisor');
      close(r.angle, 3 * omega(i, 128), 1e-12, 'angle');
      assert.equal(Math.fround(r.sin), pe[3 * 128 + 2 * i]); // the heatmap's float32 value
      assert.equal(Math.fround(r.cos), pe[3 * 128 + 2 * i + 1]);
    });
    // PE[3, 4] = sin(3 / 10000^(4/128)), the example in the lesson.
    close(rows[2].sin, Math.sin(3 / 10000 ** (4 / 128)), 1e-15, 'PE[3, 4]');
    assert.throws(() => core.peRowBreakdown(-1, 8), /got -1/);
    assert.throws(() => core.peRowBreakdown(2.5, 8), /position must be a whole number \(got 2.5\)/);
  });

  test('a longer max_len only adds rows', () => {
    const short = core.sinusoidalPe(64, 128).data;
    const long = core.sinusoidalPe(80, 128).data;
    assert.deepEqual(long.subarray(0, short.length), short);
  });

  test('peTableChecks counts the drawn values a longer table and twice the base change', () => {
    // The lesson's sentence, from one call: the same counts as comparing the drawn tables.
    const differing = (a, b) => a.reduce((n, v, i) => n + (v !== b[i]), 0);
    for (const [rows, d, base] of [
      [50, 64, 10000],
      [7, 8, 100],
    ]) {
      const table = core.sinusoidalPe(rows, d, base).data;
      const checks = core.peTableChecks(rows, d, base, 16);
      assert.deepEqual(checks, {
        values: rows * d,
        lengthened: differing(table, core.sinusoidalPe(rows + 16, d, base).data),
        rebased: differing(table, core.sinusoidalPe(rows, d, base * 2).data),
      });
      assert.equal(checks.lengthened, 0);
    }
    assert.equal(core.peTableChecks(3, 4, 10000, 16).rebased, 4);
    assert.throws(() => core.peTableChecks(3, 4, 10000, -1), /got -1/);
    assert.throws(() => core.peTableChecks(3, 5, 10000, 16), /d_model must be even/);
  });
});

describe('pe-relative numbers', () => {
  test('dot(PE(p), PE(p+k)) = Σ cos(k ωᵢ) from any p; cosine = dot / (d/2)', () => {
    const d = 64;
    for (const p of [0, 10, 999]) {
      const { dot, cosine, fromZero } = core.peRelativeSimilarity(p, 100, d, 10000);
      assert.equal(dot.length, 101);
      // The same curve from position 0, which the lesson draws beside it.
      assert.deepEqual(fromZero, core.peRelativeSimilarity(0, 100, d, 10000).fromZero);
      assert.equal(fromZero.dot.length, 101);
      for (const k of [0, 37, 100]) close(fromZero.dot[k], dot[k], 1e-9, `from 0, k=${k}`);
      for (const k of [0, 1, 5, 37, 100]) {
        let closed = 0;
        for (let i = 0; i < d / 2; i++) closed += Math.cos(k * omega(i, d));
        close(dot[k], closed, 1e-9, `dot p=${p} k=${k}`);
        close(cosine[k], closed / (d / 2), 1e-11, `cosine p=${p} k=${k}`);
      }
    }
    assert.throws(() => core.peRelativeSimilarity(0, 10, 7), /d_model must be even/);
  });

  test('pePairRotation: the matrix maps PE(p) to PE(p+k) in the pair', () => {
    const r = core.pePairRotation(10, 3, 2, 64, 10000);
    const w = omega(2, 64);
    close(r.omega, w, 1e-15, 'omega');
    close(r.angle, 3 * w, 1e-15, 'angle');
    close(r.from[0], Math.sin(10 * w), 1e-14, 'from sin');
    close(r.to[1], Math.cos(13 * w), 1e-14, 'to cos');
    assert.deepEqual(
      r.matrix[0].map((v) => v.toFixed(12)),
      [Math.cos(3 * w), Math.sin(3 * w)].map((v) => v.toFixed(12)),
    );
    close(r.matrix[1][0], -Math.sin(3 * w), 1e-15, 'matrix[1][0]');
    close(r.rotated[0], r.to[0], 1e-12, 'rotated sin');
    close(r.rotated[1], r.to[1], 1e-12, 'rotated cos');
    assert.throws(
      () => core.pePairRotation(0, 1, 32, 64),
      /between 0 and d_model\/2 - 1 = 31 \(got 32\)/,
    );
    assert.throws(() => core.pePairRotation(2, -5, 0, 64), /p \+ k must be 0 or more/);
  });
});

describe('pe-learned numbers', () => {
  test('randomNormalTable replays its seed', () => {
    const a = core.randomNormalTable(32, 64, 42);
    const b = core.randomNormalTable(32, 64, 42);
    const c = core.randomNormalTable(32, 64, 7);
    assert.ok(a.data instanceof Float32Array);
    assert.deepEqual(a.data, b.data);
    assert.notDeepEqual(a.data, c.data);
    const mean = a.data.reduce((s, v) => s + v, 0) / a.data.length;
    assert.ok(Math.abs(mean) < 0.1, `mean ${mean}`);
    assert.throws(() => core.randomNormalTable(0, 4, 1), /at least 1 row/);
  });

  test("a learned table refuses positions past max_len, in the lesson's one call", () => {
    const r = core.learnedPositionLesson({ rows: 32, cols: 8, seed: 42 }, 20);
    assert.deepEqual(r.positions.data, core.randomNormalTable(32, 8, 42).data);
    assert.equal(r.lookupProblem, undefined);
    const past = core.learnedPositionLesson({ table: r.positions }, 40);
    assert.equal(past.positions, undefined, 'a table passed in is not sent back');
    assert.match(
      past.lookupProblem.message,
      /the sequence has 40 tokens but the position table has only 32 rows \(max_len 32\)/,
    );
    // The refusal is the core's Error, with its key and values for the page to translate.
    assert.equal(past.lookupProblem.key, 'position_table_too_short');
    assert.deepEqual({ ...past.lookupProblem.values }, { tokens: 40, rows: 32 });
    assert.throws(
      () => core.learnedPositionLesson({ rows: 0, cols: 8, seed: 1 }, 4),
      /at least 1 row/,
    );
  });

  test('position similarity: sinusoidal banded, random not; an odd width has no sinusoidal twin', () => {
    const r = core.learnedPositionLesson({ rows: 32, cols: 64, seed: 42 }, 32);
    const sin = r.sinusoidalSimilarity;
    const rnd = r.similarity;
    assert.deepEqual([sin.rows, sin.cols, rnd.rows, rnd.cols], [32, 32, 32, 32]);
    close(sin.data[0], 1, 1e-6, 'diagonal');
    close(rnd.data[5 * 33], 1, 1e-6, 'diagonal');
    close(sin.data[3 * 32 + 8], sin.data[20 * 32 + 25], 1e-6, 'same distance, same value');
    assert.ok(sin.data[10 * 32 + 11] > 0.9);
    assert.ok(Math.abs(rnd.data[10 * 32 + 11]) < 0.5);
    // The similarity of rows 0 and 1 of the random table, from its float32 values.
    const row = (p) => Array.from(r.positions.data.subarray(p * 64, p * 64 + 64));
    const dot = (a, b) => a.reduce((sum, v, i) => sum + v * b[i], 0);
    const cos = dot(row(0), row(1)) / Math.sqrt(dot(row(0), row(0)) * dot(row(1), row(1)));
    close(rnd.data[1], cos, 1e-6, 'cos(P0, P1)');
    // PE[p] . PE[p+1] / (|PE[p]| |PE[p+1]|) for d = 2: cos(1) at every p.
    const two = core.learnedPositionLesson({ rows: 4, cols: 2, seed: 1 }, 4);
    close(two.sinusoidalSimilarity.data[1], Math.cos(1), 1e-6, 'd = 2');
    const odd = core.learnedPositionLesson(
      { table: { rows: 4, cols: 3, data: new Float32Array(12).fill(1) } },
      4,
    );
    assert.equal(odd.sinusoidalSimilarity, undefined);
    assert.match(odd.sinusoidalProblem.message, /d_model must be even/);
  });
});

describe('rope numbers', () => {
  test('ropeClocks: (cos, sin) of m·ωᵢ for each pair, with the angle’s numbers', () => {
    const { hands, row } = core.ropeClocks(5, 8, 10000);
    assert.equal(hands.length, 4);
    hands.forEach(([x, y], i) => {
      close(x, Math.cos(5 * omega(i, 8)), 1e-14, `x ${i}`);
      close(y, Math.sin(5 * omega(i, 8)), 1e-14, `y ${i}`);
      close(row[i].angle, 5 * omega(i, 8), 1e-14, `angle ${i}`);
    });
    assert.deepEqual(row, core.peRowBreakdown(5, 8, 10000));
    assert.throws(() => core.ropeClocks(1, 7, 10000), /must be even/);
  });

  test('ropeRandomScores: the seed’s q·k, and every absolute m gives the same curve', () => {
    // q and k are rows 0 and 1 of the seed's random table, as float32 (what randomNormalTable gives).
    const qk = core.randomNormalTable(2, 16, 42);
    const q = qk.data.subarray(0, 16);
    const k = qk.data.subarray(16, 32);
    const ms = [48, 85, 548, 5048];
    const table = core.ropeRandomScores(16, 42, ms, 0, 48, 10000);
    assert.equal(table.length, 4);
    let plain = 0;
    for (let j = 0; j < 16; j++) plain += q[j] * k[j];
    close(table[0][0], plain, 1e-12, 'offset 0 = plain q·k');
    // At offset 1 only the angle ω_i turns each pair of k against q: sum over pairs of
    // (q0 k0 + q1 k1) cos ω + (q0 k1 − q1 k0) sin ω, with m − n = 1 (R_m q · R_n k = q · R_(n−m) k).
    let turned = 0;
    for (let i = 0; i < 8; i++) {
      const w = omega(i, 16);
      const [q0, q1, k0, k1] = [q[2 * i], q[2 * i + 1], k[2 * i], k[2 * i + 1]];
      turned += (q0 * k0 + q1 * k1) * Math.cos(w) + (q0 * k1 - q1 * k0) * Math.sin(w);
    }
    close(table[0][1], turned, 1e-9, 'offset 1');
    for (let o = 0; o <= 48; o++)
      for (let a = 1; a < 4; a++) close(table[a][o], table[0][o], 1e-9, `m ${ms[a]} offset ${o}`);
    // A negative offset (key after the query) and a single offset, as the positions panel asks.
    const one = core.ropeRandomScores(16, 42, [4, 11, 104], -3, -3, 10000).map((r) => r[0]);
    close(one[1], one[0], 1e-9, 'shifted by 7');
    close(one[2], one[0], 1e-9, 'shifted by 100');
    assert.notEqual(core.ropeRandomScores(16, 7, [4], 0, 0)[0][0], table[0][0]);
    assert.throws(() => core.ropeRandomScores(16, 42, [0], 5, 4), /got 5 to 4/);
    assert.throws(() => core.ropeRandomScores(7, 42, [0], 0, 4), /even/);
    assert.throws(() => core.ropeRandomScores(16, -1, [0], 0, 4), /seed must be between/);
  });
});

describe('positions lesson numbers', () => {
  test('positionsLesson: what the separate calls gave, from one', () => {
    const shifts = [0, 7, 100];
    for (const [i, j] of [
      [5, 2],
      [0, 9],
      [4, 4],
    ]) {
      const r = core.positionsLesson(i, j, { d: 64, seed: 42, shifts, shown: 4 });
      const pe = core.sinusoidalPe(Math.max(i, j) + 1, 64, 10000).data;
      assert.deepEqual(r.rowI, pe.slice(i * 64, i * 64 + 4));
      assert.deepEqual(r.rowJ, pe.slice(j * 64, j * 64 + 4));
      const distance = Math.abs(i - j);
      const similarity = core.peRelativeSimilarity(Math.min(i, j), distance, 64, 10000);
      assert.equal(r.pair, similarity.dot[distance]);
      assert.equal(r.fromZero, similarity.fromZero.dot[distance]);
      const scores = core.ropeRandomScores(
        64,
        42,
        shifts.map((shift) => i + shift),
        i - j,
        i - j,
      );
      assert.deepEqual(
        r.scores,
        Float64Array.from(scores, (row) => row[0]),
      );
    }
    assert.throws(
      () => core.positionsLesson(1, 2, { d: 64, seed: -1, shifts, shown: 4 }),
      /seed must be between/,
    );
    assert.throws(() => core.positionsLesson(1, 2, { d: 63, seed: 1, shifts, shown: 4 }), /even/);
  });
});

describe('long-context numbers', () => {
  test('ropeStretchLesson: angles and the arc each pair sweeps at 4L over its arc in training', () => {
    // d = 16, L = 32, read at 128: pair 0 went all the way round in training, the slowest pair
    // sweeps 127/31 of its arc plainly and 127/124 with either scaling.
    const { none: plain, linear, ntk } = core.ropeStretchLesson(16, 32, 4, 10000);
    assert.ok(plain.reach instanceof Float64Array);
    assert.equal(plain.reach.length, 8);
    close(plain.trainedArc[0], 2 * Math.PI, 1e-12, 'pair 0 arc in training');
    for (const r of [plain, linear, ntk]) assert.equal(r.reach[0], 1);
    close(plain.reach[7], 127 / 31, 1e-12, 'plain pair 7');
    close(linear.reach[7], 127 / 124, 1e-12, 'interpolated pair 7');
    close(ntk.reach[7], 127 / 124, 1e-12, 'NTK pair 7');
    // Angles (4L, d/2): p * theta_i plainly, p / 4 * theta_i interpolated, p * theta_i' with
    // the NTK base 10000 * 4^(16/14).
    for (const r of [plain, linear, ntk]) assert.equal(r.angles.length, 128 * 8);
    const theta = (i, base) => base ** ((-2 * i) / 16);
    const ntkBase = 10000 * 4 ** (16 / 14);
    for (const [p, i] of [
      [1, 0],
      [127, 3],
      [100, 7],
    ]) {
      close(plain.angles[p * 8 + i], p * theta(i, 10000), 1e-12, `plain p=${p} i=${i}`);
      close(linear.angles[p * 8 + i], (p / 4) * theta(i, 10000), 1e-12, `linear p=${p} i=${i}`);
      close(ntk.angles[p * 8 + i], p * theta(i, ntkBase), 1e-9, `ntk p=${p} i=${i}`);
    }
    assert.throws(() => core.ropeStretchLesson(16, 1, 4, 10000), /trained length/);
    assert.throws(() => core.ropeStretchLesson(15, 32, 4, 10000), /even/);
  });
});
