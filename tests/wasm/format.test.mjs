// The page's one number formatter (web/src/format.js): what a learner reads in every panel.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import {
  byteLabel,
  formatBytes,
  formatCount,
  formatDate,
  formatFixed,
  formatFloat32,
  formatList,
  formatLoss,
  formatNumber,
  formatNumbers,
  formatTick,
} from '../../web/src/format.js';
import { useLanguage } from '../../web/src/i18n/words.js';

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

test('ticks, fixed decimals and dates are written in the page’s language, not the machine’s', (t) => {
  t.after(() => useLanguage('en'));
  const moment = Date.UTC(2026, 10, 27, 16, 24, 48);
  const want = {
    en: ['−0.5', '1,000', '100,000', '2.268', '−2.268'],
    es: ['−0,5', '1000', '100.000', '2,268', '−2,268'],
    zh: ['−0.5', '1,000', '100,000', '2.268', '−2.268'],
    pt: ['−0,5', '1.000', '100.000', '2,268', '−2,268'],
    // Arabic: the digits 0-9, and a left-to-right mark before the minus, so that inside a
    // right-to-left sentence the sign stays in front of the number.
    ar: ['\u200e−0.5', '1,000', '100,000', '2.268', '\u200e−2.268'],
  };
  for (const [lang, expected] of Object.entries(want)) {
    useLanguage(lang, {});
    const shown = [
      formatTick(-0.5),
      formatTick(1000),
      formatTick(100000),
      formatFixed(2.2684, 3),
      formatFixed(-2.2684, 3),
    ];
    assert.deepEqual(shown, expected, lang);
    const date = formatDate(moment);
    assert.equal(
      date,
      new Intl.DateTimeFormat(lang === 'ar' ? 'ar-u-nu-latn' : lang, {
        dateStyle: 'medium',
        timeStyle: 'short',
      }).format(moment),
    );
    assert.doesNotMatch(date, /[\u0660-\u0669]/, `${lang}: no Arabic-Indic digits`);
  }
  useLanguage('es', {});
  assert.match(formatDate(moment), /2026/);
  assert.doesNotMatch(formatDate(moment), /11\/27\/2026|PM/, 'not the English date');
  assert.equal(formatDate(NaN), '–');
  assert.equal(formatTick(0.30000000000000004), '0,3');
  // A list of decimals in Spanish: a semicolon between them, so 0,841; 0,54 reads as two.
  const three = (v) => formatNumber(v, 3);
  assert.equal(formatNumbers([0.841, 0.54, -1], three), '0,841; 0,54; −1');
  assert.equal(
    formatNumbers([3, 4], (v, i) => `${i}:${v}`),
    '0:3; 1:4',
  );
  useLanguage('zh', {});
  assert.equal(formatNumbers([0.841, 0.54], three), '0.841、0.54', 'the enumeration comma');
  useLanguage('ar', {});
  assert.equal(formatCount(-41216), '\u200e−41,216');
  assert.equal(formatCount(-0.4), '0', 'a count that rounds to zero has no sign');
});
