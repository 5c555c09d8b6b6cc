// Names and values from outside the page (a link's query and hash, an embedding page's
// apply-settings, a worker message) against the page's tables: only the page's own entries count,
// and nothing the learner typed goes back to the sender. Plain JS: no browser, no core needed.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { settings as labSettings } from '../../web/src/panels/train/settings.js';
import { applySettings, defaults, panelAliases, settingsTable } from '../../web/src/state.js';
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
