// The page's locale guard (web/src/locale.js): a browser locale Intl rejects, such as WebKit's "C"
// under LANG=C.UTF-8, is replaced before uPlot reads it, and uPlot is only imported behind it.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { test } from 'node:test';

import { webDir } from '../../scripts/paths.mjs';

test('validLocale keeps tags Intl accepts and drops the ones it rejects', async () => {
  const { validLocale } = await import('../../web/src/locale.js');
  assert.equal(validLocale('en-us'), 'en-US');
  assert.equal(validLocale('de-CH'), 'de-CH');
  assert.equal(validLocale('C'), undefined);
  assert.equal(validLocale('C.UTF-8'), undefined);
  assert.equal(validLocale(''), undefined);
  assert.equal(validLocale(undefined), undefined);
  assert.throws(() => new Intl.NumberFormat('C'), RangeError); // the trap itself
});

test('a navigator.language of "C" is replaced by a locale Intl accepts when the module loads', async () => {
  const saved = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
  Object.defineProperty(globalThis, 'navigator', {
    value: { language: 'C' },
    configurable: true,
    writable: true,
  });
  try {
    const { pageLocale } = await import('../../web/src/locale.js?lang=C');
    assert.notEqual(globalThis.navigator.language, 'C');
    assert.equal(globalThis.navigator.language, pageLocale);
    assert.doesNotThrow(() => new Intl.NumberFormat(globalThis.navigator.language));
  } finally {
    if (saved) Object.defineProperty(globalThis, 'navigator', saved);
    else delete globalThis.navigator;
  }
});

test('no module of the page imports uPlot except charts/uplot.js, which loads the guard first', () => {
  const files = (dir) =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory()
        ? files(join(dir, e.name))
        : e.name.endsWith('.js')
          ? [join(dir, e.name)]
          : [],
    );
  const src = join(webDir, 'src');
  const importers = files(src)
    .filter((f) => /from\s+['"]uplot['"]|import\s+['"]uplot['"]/.test(readFileSync(f, 'utf8')))
    .map((f) => relative(src, f));
  assert.deepEqual(importers, ['charts/uplot.js']);
  const wrapper = readFileSync(join(src, 'charts', 'uplot.js'), 'utf8');
  assert.ok(wrapper.indexOf("'../locale.js'") < wrapper.indexOf("from 'uplot'"));
});
