// The core's keyed messages: the page's English copy held to the core's, the key and values a
// binding's error carries, and the message said in the page's language with its numbers written
// as the page writes them (web/src/base/core-message.js).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';

import { readCatalogue } from '../../scripts/messages.mjs';
import { coreText } from '../../web/src/base/core-message.js';
import { strings } from '../../web/src/base/core-strings.js';
import { useLanguage } from '../../web/src/i18n/words.js';
import { loadCore } from './load-core.mjs';

/** The keyed messages of src/core/messages.hpp: { key: English }, literals joined as C++ does. */
function coreTemplates() {
  const header = readFileSync(new URL('../../src/core/messages.hpp', import.meta.url), 'utf8');
  const found = {};
  const entry = /inline constexpr Message (\w+)\{\s*"(\w+)",\s*((?:"(?:[^"\\]|\\.)*"\s*)+)\}/g;
  for (const [, name, key, literals] of header.matchAll(entry)) {
    assert.equal(name, key, `messages::${name} is keyed '${key}': a key is its name`);
    assert.ok(!(key in found), `the key ${key} is written twice`);
    found[key] = [...literals.matchAll(/"((?:[^"\\]|\\.)*)"/g)]
      .map(([, text]) => JSON.parse(`"${text}"`))
      .join('');
  }
  return found;
}

test("the page's English of the core's messages is the core's, key for key", () => {
  const core = coreTemplates();
  assert.ok(Object.keys(core).length >= 40, 'the header was read');
  assert.deepEqual(strings, core, 'web/src/base/core-strings.js and src/core/messages.hpp differ');
});

describe("a binding's error", () => {
  let core;
  before(async () => {
    core = await loadCore();
  });

  test('carries the key and values of a keyed message, numbers as numbers', () => {
    assert.throws(
      () => core.sinusoidalPe(4, 7, 10000),
      (error) => {
        assert.equal(error.message, 'd_model must be even: sin and cos come in pairs (got 7)');
        assert.equal(error.key, 'd_model_even');
        assert.deepEqual({ ...error.values }, { got: 7 });
        assert.equal(error.setting, 'd_model');
        return true;
      },
    );
    assert.throws(
      () => core.parseVectorsTsv('1\t2\n3\n'),
      (error) => {
        assert.equal(error.key, 'tsv_ragged');
        assert.deepEqual({ ...error.values }, { line: 2, count: 1, columns: 2 });
        return true;
      },
    );
  });

  test('names a setting by text and a range by numbers', () => {
    assert.throws(
      () => core.sinusoidalPe(2.5, 4, 10000),
      (error) => {
        assert.equal(error.key, 'not_whole');
        assert.equal(typeof error.values.setting, 'string');
        assert.equal(error.values.got, 2.5);
        return true;
      },
    );
  });
});

describe("a core message in the page's language", () => {
  after(() => useLanguage('en'));

  test('Spanish: translated, its numbers written 0,75 and 104.857.601 as the page writes them', async () => {
    useLanguage('es', await readCatalogue('es'));
    const english = `the held-out fraction must be between 0 (train on everything) and 0.5 (got 0.75)`;
    assert.deepEqual(
      coreText({ message: english, key: 'val_fraction_range', values: { got: 0.75 } }),
      {
        text: 'la fracción reservada debe estar entre 0 (entrenar con todo) y 0,5 (se recibió 0,75)',
        lang: null,
      },
    );
    const { text } = coreText({
      message: 'the sequence has 40 tokens but …',
      key: 'position_table_too_short',
      values: { tokens: 40, rows: 32 },
    });
    assert.match(
      text,
      /^la secuencia tiene 40 tokens, pero la tabla de posiciones solo tiene 32 filas/,
    );
    assert.match(
      coreText({ message: '…', key: 'tsv_too_large', values: { bytes: 104857601, mib: 100 } }).text,
      /tiene 104\.857\.601 bytes, más de los 100 MiB/,
    );
    assert.match(
      coreText({ message: '…', key: 'tsv_ragged', values: { line: 2, count: 1, columns: 2 } }).text,
      /^el número de valores de la línea 2 es 1, pero el de la línea 1 es 2:/,
    );
  });

  test("English, a key the catalogue lacks, or no key: the core's English, marked", async () => {
    const english = 'd_model must be even: sin and cos come in pairs (got 7)';
    const error = { message: english, key: 'd_model_even', values: { got: 7 } };
    useLanguage('en');
    assert.deepEqual(coreText(error), { text: english, lang: 'en' });
    const { 'core.d_model_even': _, ...lacking } = await readCatalogue('es');
    useLanguage('es', lacking);
    assert.deepEqual(coreText(error), { text: english, lang: 'en' });
    assert.deepEqual(coreText({ message: 'the trainer has not been configured yet', key: '' }), {
      text: 'the trainer has not been configured yet',
      lang: 'en',
    });
    // A message the page wrote itself has no key at all: it is in the page's language already.
    assert.deepEqual(coreText(new Error('escribe al menos un carácter')), {
      text: 'escribe al menos un carácter',
      lang: null,
    });
  });
});

/** The error fn throws (it must throw). */
function thrown(fn) {
  try {
    fn();
  } catch (error) {
    return error;
  }
  assert.fail('it did not throw');
}

describe("a weights file refused in the page's language", () => {
  let core;
  before(async () => {
    core = await loadCore();
  });
  after(() => useLanguage('en'));

  test('a truncated file: Spanish and Arabic say so, its sizes written as each writes numbers', async () => {
    const trainer = core.createTrainer({}, core.seedCorpus());
    let saved, error;
    try {
      saved = trainer.saveWeights();
      error = thrown(() => trainer.loadWeights(saved.slice(0, saved.length - 1000)));
    } finally {
      trainer.dispose();
    }
    const length = saved.length;
    const bytes = length - 1000;
    assert.ok(length > 10000, `${length} bytes: big enough to show a thousands separator`);
    assert.equal(
      error.message,
      `the weights file is truncated: it should be ${length} bytes but only ${bytes} are here ` +
        '(an interrupted download?)',
    );
    assert.equal(error.key, 'weights_truncated');
    assert.deepEqual({ ...error.values }, { length, bytes });

    useLanguage('es', await readCatalogue('es'));
    const es = (n) => new Intl.NumberFormat('es').format(n);
    assert.deepEqual(coreText(error), {
      text:
        `el archivo de pesos está truncado: debería tener ${es(length)} bytes, pero solo hay ` +
        `${es(bytes)} (¿una descarga interrumpida?)`,
      lang: null,
    });
    assert.match(coreText(error).text, /tener \d{2,3}\.\d{3} bytes/);

    // Arabic: its words, the digits 0-9, each number set apart left to right (U+2066 … U+2069).
    useLanguage('ar', await readCatalogue('ar'));
    const { text } = coreText(error);
    const ar = (n) => new Intl.NumberFormat('ar-u-nu-latn').format(n);
    assert.ok(text.startsWith('ملف الأوزان مبتور'), text);
    assert.ok(text.includes(`\u2066${ar(length)}\u2069`), text);
    assert.ok(text.includes(`\u2066${ar(bytes)}\u2069`), text);
    assert.doesNotMatch(text, /[\u0660-\u0669]/, 'no Arabic-Indic digits');
  });
});
