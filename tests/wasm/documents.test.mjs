// The documents that list the lessons follow the lesson registry: docs/EMBEDDING.md gives each
// lesson a section and a snippet, and README.md lists every lesson in the page's order. The
// registry is plain modules, so this is checked here, in node, without building a page.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { panels } from '../../web/src/panels/index.js';

const read = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

// [id, title] of every lesson, in the page's order (main.js builds each heading from the title).
const lessons = panels.map((panel) => [panel.id, panel.title]);

test('docs/EMBEDDING.md gives every lesson a section under its title and a snippet', () => {
  const guide = read('docs/EMBEDDING.md');
  assert.ok(lessons.length >= 20, `only ${lessons.length} lessons`);
  for (const [id, title] of lessons) {
    assert.ok(guide.includes(`### \`${id}\`: ${title}\n`), `no section for ${id}: ${title}`);
    assert.ok(guide.includes(`?embed=${id}#`), `no snippet for ${id}`);
  }
});

test('README lists every lesson in the page’s order, under its title, with no count in words', () => {
  const readme = read('README.md');
  const listed = [...readme.matchAll(/^(\d+)\. \*\*(.+?)\*\* \(`([\w-]+)`\)/gm)];
  assert.deepEqual(
    listed.map((m) => [m[3], m[2]]),
    lessons,
  );
  assert.deepEqual(
    listed.map((m) => Number(m[1])),
    lessons.map((_, i) => i + 1),
  );
  // A count written out in words goes stale with the next lesson.
  assert.doesNotMatch(
    readme,
    /\b(Thirteen|Fourteen|Fifteen|Sixteen|Seventeen|Eighteen|Nineteen|Twenty) (panels|lessons)/i,
  );
});
