// Names and values from outside the page (a link's query and hash, an embedding page's
// apply-settings, a worker message) against the page's tables: only the page's own entries count,
// and nothing the learner typed goes back to the sender. Plain JS: no browser, no core needed.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

import { settingsForHost } from '../../web/src/embed-api.js';

import { settings as labSettings } from '../../web/src/panels/train/settings.js';
import {
  applySettings,
  defaults,
  panelAliases,
  parseHash,
  settingsTable,
} from '../../web/src/state.js';
import { readTeacherControls } from '../../web/src/teacher-controls.js';
import { validateRequest } from '../../web/src/worker/protocol.js';

// The shared settings and the training lab's (the panel registry imports CSS, which node cannot).
const train = { id: 'train', settings: labSettings };
const table = settingsTable([train]);
const inherited = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];

test('hide= and lock= report every name inherited by objects as no setting', () => {
  for (const aliases of [{}, panelAliases(train)]) {
    const list = inherited.join(',');
    const controls = readTeacherControls(
      new URLSearchParams({ hide: list, lock: `${list},model` }),
      table,
      aliases,
    );
    assert.deepEqual([...controls.controls], []);
    assert.deepEqual([...controls.lock], ['model']);
    assert.equal(controls.problems.length, 10, controls.problems.join(' | '));
    for (const [i, name] of [...inherited, ...inherited].entries())
      assert.match(controls.problems[i], new RegExp(`there is no setting called “${name}”`));
  }
});

test('apply-settings names inherited by objects are no settings either', () => {
  // JSON.parse makes __proto__ an own key, as a structured-cloned message can carry it.
  const sent = JSON.parse('{"__proto__": 1, "constructor": 2, "toString": 3, "valueOf": 4}');
  const result = applySettings(defaults(table), sent, table);
  assert.deepEqual(result.values, defaults(table));
  assert.equal(result.problems.length, 4);
  for (const p of result.problems) assert.match(p, /^There is no setting called/);
});

test('apply-settings names only accepted settings and never quotes the value it keeps', () => {
  const learner = 'my diary: nobody else should read this';
  const current = { ...defaults(table), text: learner, tr_prompt: learner };
  const long = 'x'.repeat(401);
  const result = applySettings(
    current,
    { text: {}, tr_prompt: long.slice(0, 65), tr_batch: 8, seed: 'x' },
    table,
  );
  assert.deepEqual(result.applied, ['tr_batch']);
  assert.equal(result.values.text, learner); // refused: the learner's text stays
  assert.equal(result.values.tr_batch, 8);
  assert.equal(result.problems.length, 3);
  assert.doesNotMatch(result.problems.join('\n'), /diary/);
  const tooLong = applySettings(current, { text: long }, table);
  assert.deepEqual(tooLong.applied, []);
  assert.equal(
    tooLong.problems[0],
    `text “${'x'.repeat(40)}…” is 401 characters long; at most 400 fit here; keeping the current value.`,
  );
  // An accepted text is named, with the value the parent sent.
  const accepted = applySettings(current, { text: 'Hi' }, table);
  assert.deepEqual(accepted.applied, ['text']);
  assert.equal(accepted.values.text, 'Hi');
});

test('worker messages typed as inherited names are refused', () => {
  for (const type of inherited)
    assert.throws(() => validateRequest({ type, id: 1 }), /unknown request type/, type);
});

// Every panel's settings, from the lessons' own lesson.js (panels/index.js imports CSS).
const panelsDir = new URL('../../web/src/panels/', import.meta.url);
const everyPanel = await Promise.all(
  readdirSync(panelsDir)
    .filter((id) => existsSync(new URL(`${id}/lesson.js`, panelsDir)))
    .map(async (id) => ({ id, ...(await import(new URL(`${id}/lesson.js`, panelsDir))) })),
);
const wholeTable = settingsTable(everyPanel);
const textKeys = Object.keys(wholeTable).filter((key) => wholeTable[key].type === 'text');

test('no setting of text kind goes to a host unless the host sent that very value', () => {
  assert.ok(textKeys.includes('text') && textKeys.includes('tr_own'), textKeys.join());
  assert.ok(textKeys.length >= 13, textKeys.join());
  const typed = Object.fromEntries(textKeys.map((key) => [key, 'my diary']));
  const values = { ...defaults(wholeTable), ...typed };
  const ready = settingsForHost(values, wholeTable);
  for (const key of textKeys) assert.ok(!(key in ready), key);
  assert.equal(ready.seed, 42); // the other settings go
  assert.equal(ready.lang, 'auto');
  // Sent by the host: that value, and only that one, may go back.
  const sent = new Map([['text', 'from the course']]);
  assert.deepEqual(settingsForHost({ text: 'from the course', tr_own: 'x' }, wholeTable, sent), {
    text: 'from the course',
  });
  assert.deepEqual(settingsForHost({ text: 'my diary' }, wholeTable, sent), {});
});

test('docs/EMBEDDING.md names every setting of text kind among those kept from the host', () => {
  const guide = readFileSync(new URL('../../docs/EMBEDDING.md', import.meta.url), 'utf8');
  const section = guide.slice(guide.indexOf('### What leaves the frame'));
  const listed = section.slice(0, section.indexOf('What each message carries'));
  for (const key of textKeys) assert.ok(listed.includes(`\`${key}\``), key);
});

test('a long list of problems keeps the first five and counts the rest', () => {
  const link = parseHash(`#${'seed=x&'.repeat(1000)}pe_nope=1&seed=7`, wholeTable, []);
  assert.equal(link.values.seed, 7); // a good value after them is taken
  assert.equal(link.problems.length, 6);
  assert.equal(link.problems[5], '…and 995 more.');
  const sent = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`nope${i}`, i]));
  const applied = applySettings(defaults(wholeTable), sent, wholeTable);
  assert.deepEqual(applied.problems.slice(4), [
    'There is no setting called “nope4”.',
    '…and 7 more.',
  ]);
  const few = applySettings(defaults(wholeTable), { nope: 1 }, wholeTable);
  assert.deepEqual(few.problems, ['There is no setting called “nope”.']);
});
