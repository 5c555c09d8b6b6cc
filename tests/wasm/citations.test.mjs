// The lessons' short citations ("Read more", sources.js): names, works and years as published,
// the words that join them (and, et al., part) and a description in the page's language.
import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';

import { readCatalogue } from '../../scripts/messages.mjs';
import { useLanguage } from '../../web/src/i18n/words.js';
import { shortCitation, sources } from '../../web/src/sources.js';

afterEach(() => useLanguage('en'));

test('English reads as the works are cited', () => {
  assert.equal(shortCitation('vaswani2017'), 'Vaswani et al. 2017');
  assert.equal(shortCitation('zhang2019'), 'Zhang and Sennrich 2019');
  assert.equal(
    shortCitation('vizuara'),
    'Vizuara, “Building a GPT-Style Model from Scratch”, part 1',
  );
  assert.equal(shortCitation('karpathy_minbpe'), 'Karpathy, minbpe');
  assert.equal(shortCitation('lincoln1863'), 'Lincoln 1863');
});

test('Chinese and Spanish join the same names with their own words', async () => {
  useLanguage('zh', await readCatalogue('zh'));
  assert.equal(shortCitation('zhang2019'), 'Zhang 和 Sennrich 2019');
  assert.equal(shortCitation('vaswani2017'), 'Vaswani 等 2017');
  assert.equal(shortCitation('tang'), '唐诗');
  useLanguage('es', await readCatalogue('es'));
  assert.equal(
    shortCitation('vizuara'),
    'Vizuara, “Building a GPT-Style Model from Scratch”, parte 1',
  );
});

test('no short citation in another language keeps an English joining word', async () => {
  for (const lang of ['es', 'zh', 'pt', 'ar']) {
    useLanguage(lang, await readCatalogue(lang));
    for (const key of Object.keys(sources)) {
      // Arabic's left-to-right runs (a name, a year) come isolated: read without the marks.
      const cite = shortCitation(key).replace(/[\u2066-\u2069]/g, '');
      // Years stay as written: no digit grouping (2.017).
      if (sources[key].cite.year) assert.ok(cite.endsWith(String(sources[key].cite.year)), cite);
      assert.doesNotMatch(cite, /\b(and|part|notes|poems)\b/, `${lang} ${key}: ${cite}`);
    }
  }
});
