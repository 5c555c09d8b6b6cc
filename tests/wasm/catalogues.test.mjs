// Every language's catalogue against English (scripts/messages.mjs collects the English): the
// same keys, the same {placeholders} in every plural form, the plural forms its language uses,
// each key in its area's file; the languages of i18n/words.js are the catalogue folders; and
// words() reads a catalogue's message, falls back to English for a key it lacks, and never
// shows a key's name.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import {
  catalogueFiles,
  catalogueLanguages,
  checkCatalogue,
  checkPlaces,
  englishMessages,
  readCatalogue,
} from '../../scripts/messages.mjs';
import {
  languages,
  languageLocale,
  learnerLanguages,
  said,
  sentences,
  useLanguage,
  words,
} from '../../web/src/i18n/words.js';
import { formatCount, formatFloat32, formatList, formatNumber } from '../../web/src/format.js';
import { strings as page } from '../../web/src/base/strings.js';
import { lessons, panels } from '../../web/src/panels/index.js';

const english = await englishMessages();
const translated = learnerLanguages.filter((lang) => lang !== 'en');
// What the page's language menu would do, in node: Vite's glob in catalogues/<lang>.js is the
// page's way to the same folder.
const loadLanguage = async (lang) => useLanguage(lang, await readCatalogue(lang));

test('the page ships English, a catalogue’s languages, and en-XA for testing', () => {
  assert.deepEqual(languages, ['en', ...translated, 'en-XA']);
  assert.deepEqual([...translated].sort(), catalogueLanguages());
  assert.ok(translated.includes('es') && translated.includes('zh'), translated.join());
  assert.ok(Object.keys(english).length > 1500, `${Object.keys(english).length} messages`);
});

test('each language’s catalogues/<lang>.js gathers its own folder, all of it', () => {
  for (const lang of translated) {
    const source = readFileSync(
      new URL(`../../web/src/i18n/catalogues/${lang}.js`, import.meta.url),
      'utf8',
    );
    const globs = [...source.matchAll(/import\.meta\.glob\(\s*'([^']*)'/g)].map((m) => m[1]);
    assert.deepEqual(globs, [`./${lang}/*.js`], lang);
  }
});

for (const lang of translated) {
  test(`${lang}: every English key, with the same placeholders, and no other key`, async () => {
    const problems = checkCatalogue(english, await readCatalogue(lang));
    assert.deepEqual(
      problems.map(({ key, problem }) => `${key}: ${problem}`),
      [],
    );
  });

  test(`${lang}: each message in its area’s file (a lesson’s id, a shared part, page, texts, sources)`, async () => {
    const problems = checkPlaces(await catalogueFiles(lang), lessons);
    assert.deepEqual(
      problems.map(({ key, problem }) => `${key}: ${problem}`),
      [],
    );
  });

  test(`${lang}: plural messages keep their count and give the forms the language uses`, async () => {
    const catalogue = await readCatalogue(lang);
    const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
    for (const [key, message] of Object.entries(english)) {
      if (typeof message === 'string') {
        assert.equal(typeof catalogue[key], 'string', key);
        assert.notEqual(catalogue[key].trim(), '', key);
        continue;
      }
      const own = catalogue[key];
      assert.equal(own.plural, message.plural, key);
      assert.equal(typeof own.other, 'string', key);
      // Spanish needs its singular (or a sentence for exactly one); Chinese has one form
      // ("other") for every count; a sentence for an exact value ('=1') is any language's.
      if (forms.includes('one')) assert.equal(typeof (own.one ?? own['=1']), 'string', key);
      for (const form of Object.keys(own))
        assert.ok(
          form === 'plural' || forms.includes(form) || /^=\d+$/.test(form),
          `${key}: ${lang} has no ${form}`,
        );
    }
  });
}

test('zh: the lessons are in Chinese, not left in English', async () => {
  const catalogue = await readCatalogue('zh');
  // A message long enough to be prose, with no Chinese character, is untranslated; formulas,
  // names and examples are short or carry symbols, and are allowed.
  const english = Object.entries(catalogue).filter(
    ([, message]) =>
      typeof message === 'string' &&
      message.replace(/\{\w+\}/g, '').length > 40 &&
      !/[\u4e00-\u9fff]/.test(message),
  );
  assert.deepEqual(
    english.map(([key]) => key),
    [],
  );
});

test('words(): a catalogue’s message, English for a key it lacks, and an unknown key throws', async () => {
  await loadLanguage('es');
  const t = words('page', page);
  assert.equal(
    t('noLanguage', { lang: 'xx' }),
    (await readCatalogue('es'))['page.noLanguage'].replace('{lang}', 'xx'),
  );
  useLanguage('es', { 'page.noLanguage': undefined });
  assert.equal(t('noLanguage', { lang: 'xx' }), 'The page has no language “xx”; showing English.');
  assert.throws(() => t('noSuchMessage'), /there is no message page\.noSuchMessage/);
  useLanguage('en');
});

test('lesson titles, places and questions come from the catalogue; answers stay keyed by the English question', async () => {
  const catalogue = await readCatalogue('zh');
  await loadLanguage('zh');
  const tokenizer = panels.find((p) => p.id === 'tokenizer');
  const written = lessons.find((p) => p.id === 'tokenizer');
  assert.equal(tokenizer.title, catalogue['lessons.tokenizer.title']);
  assert.equal(tokenizer.place, catalogue['lessons.tokenizer.place']);
  const [first] = tokenizer.questions;
  assert.equal(first.question, catalogue['questions.tokenizer.1.question']);
  assert.equal(first.choices[2], catalogue['questions.tokenizer.1.choice3']);
  assert.equal(first.answer, written.questions[0].answer);
  assert.equal(first.english, written.questions[0].question);
  assert.equal(said('lessons.nowhere.title', 'As written'), 'As written');
  useLanguage('en');
  assert.equal(tokenizer.title, written.title);
});

test('numbers follow the language on screen; lists for code stay as code writes them', async () => {
  await loadLanguage('es');
  assert.equal(formatNumber(-0.5), '−0,5');
  assert.equal(formatFloat32(0.1), '0,1');
  assert.equal(formatCount(1234567), '1.234.567');
  assert.equal(formatList([0.5, -1]), '[0.5, -1]');
  await loadLanguage('zh');
  assert.equal(formatNumber(-0.5), '−0.5');
  assert.equal(formatCount(1234567), '1,234,567');
  useLanguage('en');
  assert.equal(formatNumber(-0.5), '−0.5');
  assert.equal(formatCount(1234567), '1,234,567');
});

test('a translated card shows its right answers under the same letters as English', async () => {
  const { arrangePage, cardOrders } = await import('../../web/src/ui/quiz.js');
  useLanguage('en');
  arrangePage(panels);
  const inEnglish = panels.map((panel) => cardOrders(panel.questions));
  for (const lang of translated) {
    await loadLanguage(lang);
    assert.deepEqual(
      panels.map((panel) => cardOrders(panel.questions)),
      inEnglish,
      lang,
    );
  }
  useLanguage('en');
});

test('a sentence for exactly one (=1) wins over the plural category, in every language', async () => {
  const { strings: longContext } = await import('../../web/src/panels/long-context/strings.js');
  const values = {
    first: '0.0039',
    len: 512,
    firstSpan: 29,
    back: 8,
    bias: '−0.03',
    factor: '0.97',
  };
  const one = { ...values, heads: 1, last: '0.0039', lastSpan: 29 };
  const two = { ...values, heads: 2, last: '0.0625', lastSpan: 37 };
  for (const lang of learnerLanguages) {
    if (lang === 'en') useLanguage('en');
    else await loadLanguage(lang);
    const t = words('long-context', longContext);
    // One head is not "head 1 ... head 1 needs 29": the sentence names no second head.
    assert.doesNotMatch(t('alibiText', one), /29\D+29/, lang);
    assert.match(t('alibiText', two), /37/, lang);
  }
  useLanguage('en');
  // A catalogue without the '=1' sentence English has is refused, by name.
  const key = 'long-context.alibiText';
  const { '=1': _, ...withoutOne } = (await readCatalogue('zh'))[key];
  const problems = checkCatalogue({ [key]: english[key] }, { [key]: withoutOne });
  assert.deepEqual(problems, [{ key, problem: 'exact forms none instead of =1' }]);
});

test('sentences: a space after each, none after full-width punctuation, empty ones left out', () => {
  assert.equal(sentences(['Done.', '', null, 'Held out: 2.3.']), 'Done. Held out: 2.3.');
  assert.equal(sentences(['完成。', '留出文本：2.3。']), '完成。留出文本：2.3。');
  assert.equal(sentences(['Listo.', 'Texto reservado: 2,3.']), 'Listo. Texto reservado: 2,3.');
  assert.equal(sentences([]), '');
});

// The languages whose page writes 0,5: Intl's decimal sign for each (es, pt).
const commaLanguages = learnerLanguages.filter(
  (lang) =>
    new Intl.NumberFormat(languageLocale(lang)).formatToParts(0.5).find((p) => p.type === 'decimal')
      .value === ',',
);

for (const lang of commaLanguages)
  test(`${lang}: a decimal written in a message takes the comma, as the page writes numbers`, async () => {
    const catalogue = await readCatalogue(lang);
    const texts = Object.entries(catalogue).flatMap(([key, message]) =>
      typeof message === 'string'
        ? [[key, message]]
        : Object.values(message)
            .slice(1)
            .map((form) => [key, form]),
    );
    // A licence's version (CC BY 4.0) and numbers in exponent form (1e-6) are names and code; so
    // is what to type in a box or a vectors.tsv file, which read numbers as code writes them (0.5).
    // Thousands are grouped with a point (50.000, at the end of a sentence too), as the page
    // writes counts.
    const typed = [
      'norms.vectorHint',
      'page.listNotNumber',
      'train.lrHint',
      'core.tsv_not_a_number',
    ];
    const decimalPoint = (text) =>
      /\d\.\d/.test(
        text
          .replace(/CC BY \d\.\d/g, '')
          .replace(/\d(\.\d+)?e[-+]?\d+/g, '')
          .replace(/\b\d{1,3}(\.\d{3})+(?![\d,]|\.\d)/g, ''),
      );
    assert.deepEqual(
      texts.filter(([key, text]) => !typed.includes(key) && decimalPoint(text)).map(([key]) => key),
      [],
    );
  });

test('the languages whose decimal sign is a comma are those the page writes 0,5 in', () => {
  assert.deepEqual(commaLanguages, ['es', 'pt']);
});

test('ar: numbers, Latin words and formulas inside a sentence are isolated left to right', (t) => {
  t.after(() => useLanguage('en'));
  useLanguage('ar', {
    'x.shape':
      'جدول من {rows} × {cols} عددًا، و sin(0.9647) ≈ 0.82 (64 d، 128 موضعًا)؛ البايت «café»؛ +4.',
  });
  const tr = words('x', { shape: '{rows} × {cols}' });
  const shown = tr('shape', { rows: '1000', cols: '32' });
  const isolated = [...shown.matchAll(/\u2066([^\u2069]*)\u2069/g)].map((m) => m[1]);
  // "1000 × 32" as one run: laid out alone by the bidi algorithm, it would read 32 × 1000.
  assert.deepEqual(isolated, ['1000 × 32', 'sin(0.9647) ≈ 0.82', '64 d', '128', 'café', '+4']);
  // The same through t.parts, a value and the words around it one string.
  assert.equal(tr.parts('shape', { rows: '1000', cols: '32' }).join(''), shown);
  // Only a right-to-left language: Chinese and English are left as written.
  useLanguage('zh', { 'x.shape': '{rows} × {cols} 的表' });
  assert.equal(tr('shape', { rows: '1000', cols: '32' }), '1000 × 32 的表');
});
