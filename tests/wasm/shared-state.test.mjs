// What panels share (web/src/shared.js): text edits reach the other panels, trained tables reach
// the lessons, and a panel's listeners end with its mount (scopedShared), so re-mounting a panel
// (settings from a link or the embedding page) leaves none behind.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { SharedState, scopedShared } from '../../web/src/shared.js';

test('a text edit reaches every other panel, not the one that made it', () => {
  const shared = new SharedState();
  const heard = [];
  shared.onText('a', (text) => heard.push(`a:${text}`));
  shared.onText('b', (text) => heard.push(`b:${text}`));
  shared.shareText('hello', 'a');
  assert.deepEqual(heard, ['b:hello']);
});

test("a mount's listeners stop when its signal aborts; others and the state carry on", () => {
  const shared = new SharedState();
  const first = new AbortController();
  const old = scopedShared(shared, first.signal);
  const heard = [];
  old.addEventListener('model', (event) => heard.push(`old model ${event.detail.label}`));
  old.onText('panel', (text) => heard.push(`old text ${text}`));
  shared.setModel({ label: 'one' });
  shared.shareText('x', 'elsewhere');
  assert.deepEqual(heard, ['old model one', 'old text x']);

  first.abort(); // the panel is mounted again
  const again = scopedShared(shared, new AbortController().signal);
  again.addEventListener('model', (event) => heard.push(`new model ${event.detail.label}`));
  again.setModel({ label: 'two' });
  shared.shareText('y', 'elsewhere');
  assert.deepEqual(heard, ['old model one', 'old text x', 'new model two']);
  assert.equal(again.model.label, 'two');
  assert.equal(old.model.label, 'two'); // the state itself is shared, only listeners are scoped
});
