// What the SCORM package keeps in cmi.suspend_data (web/src/resume.js): the answers and settings
// come back as they went, the text never passes SCORM 1.2's 4,096 characters, and what goes first
// when it would not fit is the settings (longest first), then answers' last choices, then whole
// lessons' answers from the end of the page. Text an LMS hands back that is not ours is refused.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { decodeProgress, encodeProgress, suspendLimit } from '../../web/src/resume.js';

const order = ['tokenizer', 'bpe', 'norms', 'rope'];

test('answers and settings come back as they were stored', () => {
  const answers = {
    tokenizer: { abc1: { first: 1, last: 1 }, abc2: { revealed: true } },
    norms: { k9: { first: 0, last: 2 } },
  };
  const view = 'norm_eps=0.1&text=Hello+there';
  const text = encodeProgress({ answers, view }, order);
  assert.equal(
    text,
    '{"v":1,"q":{"tokenizer":{"abc1":[1],"abc2":1},"norms":{"k9":[0,2]}},"s":"norm_eps=0.1&text=Hello+there"}',
  );
  assert.deepEqual(decodeProgress(text), {
    answers: {
      tokenizer: { abc1: { first: 1, last: 1 }, abc2: { revealed: true } },
      norms: { k9: { first: 0, last: 2 } },
    },
    view,
  });
});

test('when it would not fit: settings first (longest first), then last choices, then lessons', () => {
  // 4 lessons x 70 answers, each with a different last choice, and two settings.
  const answers = {};
  for (const id of order) {
    answers[id] = {};
    for (let q = 0; q < 70; q++) answers[id][`q${q}${id.slice(0, 3)}`] = { first: 0, last: 1 };
  }
  const longText = 'x'.repeat(400);
  const view = `text=${longText}&norm_eps=0.1`;
  const full = encodeProgress({ answers, view }, order, 100_000);
  assert.ok(full.length > suspendLimit, `${full.length} characters in full`);

  // Room for everything but the long text: the short setting stays.
  const noText = encodeProgress({ answers, view }, order, full.length - 200);
  assert.equal(decodeProgress(noText).view, 'norm_eps=0.1');
  assert.equal(decodeProgress(noText).answers.rope.q0rop.last, 1);

  // No settings, and the last choices gone from the end of the page first.
  const tight = encodeProgress({ answers, view }, order, full.length - 700);
  const kept = decodeProgress(tight);
  assert.equal(kept.view, '');
  assert.equal(kept.answers.rope.q0rop.last, 0, 'rope kept only its first answers');
  assert.equal(kept.answers.tokenizer.q0tok.last, 1, 'tokenizer kept its last answers');
  assert.equal(Object.keys(kept.answers).length, 4, 'every answer is still there');

  // Less room than the answers take: whole lessons go, from the end of the page.
  const least = encodeProgress({ answers, view }, order, 1000);
  assert.ok(least.length <= 1000, `${least.length}`);
  assert.deepEqual(Object.keys(decodeProgress(least).answers), ['tokenizer']);

  // The SCORM 1.2 limit by default.
  assert.ok(encodeProgress({ answers, view }, order).length <= suspendLimit);
});

test('text an LMS hands back that is not ours is no progress, and odd entries are left out', () => {
  for (const text of ['', 'garbage', '{"v":2,"q":{}}', 'null', '[1]'])
    assert.equal(decodeProgress(text), null, text);
  const odd = JSON.stringify({
    v: 1,
    q: {
      norms: { ok1: [2], neg: [-1], big: [99], many: [1, 2, 3], str: 'x', 'bad key!': [1] },
      'no such <lesson>': { k: [1] },
      __proto__: { k: [1] },
    },
    s: 42,
  });
  assert.deepEqual(decodeProgress(odd), {
    answers: { norms: { ok1: { first: 2, last: 2 } } },
    view: '',
  });
});

// A stored text is the LMS's, written by anyone: a lesson or question named after a property
// every object has (constructor, __proto__, toString) is plain data, never a way into a prototype.
test('names such as constructor and __proto__ reach no prototype, and what is kept still round-trips', () => {
  const keys = Object.keys;
  const hostile = [
    '{"v":1,"q":{"constructor":{"keys":1}}}',
    '{"v":1,"q":{"constructor":{"prototype":1,"name":[1]}}}',
    '{"v":1,"q":{"tokenizer":{"constructor":1,"valueof":[1]}}}',
    '{"v":1,"q":{"__proto__":{"polluted":1}},"s":"norm_eps=0.1"}',
    '{"v":1,"q":{"tokenizer":{"__proto__":[1]}}}',
    '{"v":1,"q":{"hasownproperty":{"k":1},"tostring":{"k":[0]}}}',
  ];
  for (const text of hostile) {
    const progress = decodeProgress(text);
    assert.equal(Object.keys, keys, `${text}: Object.keys is still Object.keys`);
    assert.equal(typeof Object.keys, 'function', text);
    assert.equal({}.polluted, undefined, `${text}: nothing added to Object.prototype`);
    assert.equal(Object.prototype.keys, undefined, text);
    assert.equal(Object.hasOwn(Object.prototype, 'k'), false, text);
    assert.notEqual(progress, null, text);
    // Every answer kept is the stored text's own entry, and encoding it again gives it back.
    for (const [lesson, entries] of Object.entries(progress.answers))
      for (const [key, answer] of Object.entries(entries))
        assert.ok(
          answer.revealed === true || Number.isInteger(answer.first),
          `${text}: ${lesson}.${key}`,
        );
    const again = decodeProgress(encodeProgress(progress, order));
    assert.deepEqual(again.answers, progress.answers, text);
  }
  assert.deepEqual(decodeProgress(hostile[0]).answers, {
    constructor: { keys: { revealed: true } },
  });
  assert.equal(Object.getPrototypeOf(decodeProgress(hostile[3]).answers), Object.prototype);
  assert.deepEqual(Object.keys(decodeProgress(hostile[3]).answers), []);
  // Answers kept under such names are encoded as data too.
  const answers = JSON.parse(
    '{"constructor":{"keys":{"first":1,"last":2}},"__proto__":{"k":{"revealed":true}}}',
  );
  const text = encodeProgress({ answers, view: '' }, ['constructor']);
  assert.equal(text, '{"v":1,"q":{"constructor":{"keys":[1,2]}}}');
  assert.equal({}.k, undefined);
});
