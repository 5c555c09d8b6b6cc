// docs/TEACHING.md quotes every lesson's check-yourself questions, right answers and
// explanations exactly as the page shows them: answered here as a student would, compared with
// the guide. When a question changes, `node scripts/teaching-questions.mjs` rewrites the guide.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, test } from 'node:test';

import { guidePath, pageQuestions, updatedGuide } from '../../scripts/teaching-questions.mjs';
import { startBrowser } from './harness.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(() => env?.close());

test('the teacher’s guide quotes every question, answer and explanation of the page', async () => {
  const lessons = await pageQuestions(env.browser, env.url);
  const count = Object.values(lessons).reduce((n, list) => n + list.length, 0);
  assert.ok(Object.keys(lessons).length >= 14, `questions in ${Object.keys(lessons).join(', ')}`);
  assert.ok(count >= 60, `${count} questions`);
  for (const [id, list] of Object.entries(lessons))
    for (const q of list) {
      assert.ok(q.question.length > 10 && q.explanation.length > 10, `${id}: ${q.question}`);
      assert.doesNotMatch(`${q.question} ${q.answer} ${q.explanation}`, /undefined|\[object/);
    }
  const guide = readFileSync(guidePath, 'utf8');
  const { text, missing } = updatedGuide(guide, lessons);
  assert.deepEqual(missing, [], 'lessons without a section in docs/TEACHING.md');
  assert.ok(
    text === guide,
    'docs/TEACHING.md differs from the page’s questions: run `npm run build && node scripts/teaching-questions.mjs`',
  );
});
