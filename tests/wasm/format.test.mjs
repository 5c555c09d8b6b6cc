// The page's one number formatter (web/src/format.js): what a learner reads in every panel.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import {
  byteLabel,
  formatBytes,
  formatCount,
  formatFloat32,
  formatList,
  formatLoss,
  formatNumber,
} from '../../web/src/format.js';

test('formatNumber: significant digits, no trailing zeros, the typographic minus', () => {
  assert.equal(formatNumber(-0.5), '−0.5');
  assert.equal(formatNumber(1 / 3), '0.3333');
  assert.equal(formatNumber(2.5, 3), '2.5');
  assert.equal(formatNumber(123456, 3), '1.23e+5');
  assert.equal(formatNumber(0.00001, 4, { scientific: true }), '1e-5');
  assert.equal(formatNumber(-3.16228e-4, 4, { scientific: true }), '−3.162e-4');
  assert.equal(formatNumber(NaN), '–');
  assert.equal(formatNumber(Infinity), '–');
});

test('formatFloat32: the shortest decimal that reads back as the same float32', () => {
  for (const v of [0.1, -0.7782725, Math.PI, 1e-7, 65504, Math.fround(0.99995)]) {
    const text = formatFloat32(v).replace('−', '-');
    assert.equal(Math.fround(Number(text)), Math.fround(v), text);
  }
  assert.equal(formatFloat32(0.1), '0.1');
  assert.equal(formatFloat32(-2), '−2');
});

test('formatBytes: binary units, three significant digits (four from 100)', () => {
  assert.equal(formatBytes(4), '4 B');
  assert.equal(formatBytes(1536), '1.5 KiB');
  assert.equal(formatBytes(4096 * 4096 * 4), '64 MiB');
  assert.equal(formatBytes(2 ** 36), '64 GiB');
  assert.equal(formatBytes(1000 * 1024), '1000 KiB');
  assert.equal(formatBytes(NaN), '');
});

test('formatLoss: four decimals, the minus and a dash for no value', () => {
  assert.equal(formatLoss(Math.log(256)), '5.5452');
  assert.equal(formatLoss(2), '2.0000');
  assert.equal(formatLoss(-0.25), '−0.2500');
  assert.equal(formatLoss(NaN), '–');
});

test('formatCount and formatList', () => {
  assert.equal(formatCount(1234567), '1,234,567');
  assert.equal(formatCount(999.6), '1,000');
  // Lists keep ASCII minus so they can be pasted back into code.
  assert.equal(formatList([1, -2.5, 1 / 3, 3.16228e-4]), '[1, -2.5, 0.333333, 3.16228e-4]');
});

test('byteLabel: the core’s token-label rule for every single byte', async () => {
  const { loadCore } = await import('./load-core.mjs');
  const core = await loadCore();
  const labels = core.bpeVocabLabels(new Int32Array(0));
  assert.equal(labels.length, 256);
  for (let id = 0; id < 256; id++) assert.equal(byteLabel(id), labels[id], `byte ${id}`);
  assert.deepEqual([97, 32, 10, 92, 0xc3].map(byteLabel), ['a', '␣', '\\n', '\\\\', '\\xC3']);
});
