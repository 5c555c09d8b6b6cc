// Every answer in the LMS's reports: the SCORM 1.2 package (dist/embedding-lab-scorm.zip) under a
// strict SCORM 1.2 run-time of the tests' own (scorm12-strict.js: every value's format, every
// element's read/write rule, the arrays' numbering) and under scorm-again. The learner answers
// lessons' questions (one of them twice) and both checks; the LMS must hold one interaction per
// try, each written once, an objective per idea, and a resumed attempt must number its
// interactions after the last one. An LMS that hides its count or refuses the interactions loses
// nothing else.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { launchChromium } from '../../scripts/chromium.mjs';
import { openPage, screenshotDir, servedScormPackage } from './harness.mjs';

const frame = `<iframe id="sco" title="Embedding Lab" src="launch.html" style="width:100%;height:900px;border:0"></iframe>`;
const strictLms = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>LMS</title><link rel="icon" href="data:,">
<script src="scorm12-strict.js"></script>
</head><body style="margin:0">${frame}</body></html>`;
// scorm-again, with every refused LMSSetValue recorded in window.refused.
const againLms = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>LMS</title><link rel="icon" href="data:,">
<script src="scorm12.min.js"></script>
<script>
  window.API = new Scorm12API({ logLevel: 5, autocommit: false });
  window.refused = [];
  const set = window.API.LMSSetValue.bind(window.API);
  window.API.LMSSetValue = (field, value) => {
    const ok = set(field, value);
    if (ok !== 'true') window.refused.push([field, value, window.API.LMSGetLastError()]);
    return ok;
  };
</script>
</head><body style="margin:0">${frame}</body></html>`;

// scorm-again on a later launch of an attempt: what the LMS stored (the hash, JSON for
// loadFromJSON, interactions included) is loaded before the package starts.
const againResumeLms = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>LMS</title><link rel="icon" href="data:,">
<script src="scorm12.min.js"></script>
<script>
  window.API = new Scorm12API({ logLevel: 5, autocommit: false });
  window.API.loadFromJSON(JSON.parse(decodeURIComponent(location.hash.slice(1))));
</script>
</head><body style="margin:0">${frame}</body></html>`;

let closeServer;
let url;
let browser;
before(async () => {
  ({ url, close: closeServer } = await servedScormPackage('embedding-lab-interactions-', {
    'scorm12-strict.js': new URL('scorm12-strict.js', import.meta.url),
    'strict-lms.html': strictLms,
    'again-lms.html': againLms,
    'again-resume-lms.html': againResumeLms,
  }));
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await closeServer?.();
});

const env = () => ({ url, browser });
const desktop = { width: 1280, height: 900 };

async function labFrame(page) {
  const launch = await (await page.waitForSelector('iframe#sco')).contentFrame();
  const lab = await (await launch.waitForSelector('iframe#lab')).contentFrame();
  await lab.waitForFunction(() => document.documentElement.dataset.status === 'ready', null, {
    timeout: 60000,
  });
  // The launch page has resumed the lab: its answers count from now on.
  await launch.waitForFunction(() => !/Connecting/.test(document.body.textContent));
  return { launch, lab };
}

/** Question `q` (0-based) of lesson `id`, the lesson brought into view and built first. */
async function question(lab, id, q) {
  const section = lab.locator(`section[data-panel="${id}"]`);
  await section.scrollIntoViewIfNeeded();
  const item = section.locator('.quiz .quiz-item').nth(q);
  await item.waitFor();
  await item.scrollIntoViewIfNeeded();
  return item;
}

/** Clicks choice `k` (its written order) of question `q` (0-based) of lesson `id`. */
async function choose(lab, id, q, k) {
  await (await question(lab, id, q)).locator(`.quiz-choice[data-choice="${k}"]`).click();
}

/** Answers every question of a check: the right choice where `right(q)`, else a wrong one. */
async function answerCheck(lab, id, right) {
  await question(lab, id, 0);
  const items = lab.locator(`section[data-panel="${id}"] .quiz .quiz-item`);
  const n = await items.count();
  for (let q = 0; q < n; q++) {
    const pick = right(q) ? '[data-right="true"]' : '[data-right="false"]';
    await items.nth(q).locator(`.quiz-choice${pick}`).first().click();
  }
  return n;
}

const interactionFormat = {
  id: /^(lesson\.[a-z-]+\.q[0-9]+|check\.(before|after)\.[a-z]+)$/,
  'objectives.0.id': /^idea\.[a-z]+$/,
  time: /^([01][0-9]|2[0-3]):[0-5][0-9]:[0-5][0-9]$/,
  type: /^choice$/,
  'correct_responses.0.pattern': /^[a-d]$/,
  weighting: /^[01]$/,
  student_response: /^[a-d]$/,
  result: /^(correct|wrong)$/,
  latency: /^[0-9]{4}:[0-5][0-9]:[0-5][0-9]\.[0-9]{2}$/,
};

test('under a strict SCORM 1.2 run-time, every try is one interaction, written once, and every idea an objective', async () => {
  const { page, problems, close } = await openPage(env(), '', {
    path: 'strict-lms.html',
    viewport: desktop,
  });
  const { launch, lab } = await labFrame(page);
  assert.match(await launch.textContent('#lms-status'), /Connected to your course/);
  // The check before: ideas 1, 3 and 5 right, the others wrong.
  const before = await answerCheck(lab, 'check-before', (q) => q % 2 === 0);
  assert.ok(before >= 10, `${before} questions in the check before`);
  // A lesson's question tried twice: a wrong choice, then the right one.
  const tokenizer = await question(lab, 'tokenizer', 0);
  await tokenizer.locator('.quiz-choice[data-right="false"]').first().click();
  await tokenizer.locator('.quiz-choice[data-right="true"]').click();
  // The check after: every idea right.
  const afterCount = await answerCheck(lab, 'check-after', () => true);
  const expected = before + 2 + afterCount;
  await page.waitForFunction((n) => window.strict.interactions.length === n, expected);
  await page.waitForFunction(() => window.strict.objectives.length === 10);
  const { interactions, objectives, violations } = await page.evaluate(() => ({
    interactions: window.strict.interactions,
    objectives: window.strict.objectives,
    violations: window.strict.violations,
  }));
  assert.deepEqual(violations, []);
  for (const interaction of interactions) {
    assert.deepEqual(Object.keys(interaction).sort(), Object.keys(interactionFormat).sort());
    for (const [field, format] of Object.entries(interactionFormat))
      assert.match(interaction[field], format, `${interaction.id} ${field}`);
  }
  // In the order answered, ids naming the check or the lesson, the ideas as objectives.
  assert.deepEqual(
    interactions.slice(0, 3).map((i) => [i.id, i['objectives.0.id'], i.result, i.weighting]),
    [
      ['check.before.tokens', 'idea.tokens', 'correct', '0'],
      ['check.before.bpe', 'idea.bpe', 'wrong', '0'],
      ['check.before.embedding', 'idea.embedding', 'correct', '0'],
    ],
  );
  const tries = interactions.slice(before, before + 2);
  assert.deepEqual(
    tries.map((i) => [i.id, i.result, i.weighting, i['correct_responses.0.pattern']]),
    [
      ['lesson.tokenizer.q1', 'wrong', '1', 'c'], // “4: one per byte”, the third as written
      ['lesson.tokenizer.q1', 'correct', '0', 'c'],
    ],
  );
  assert.equal(tries[1].student_response, 'c');
  assert.notEqual(tries[0].student_response, 'c');
  const afterIds = interactions.slice(before + 2).map((i) => i.id);
  assert.equal(afterIds[0], 'check.after.tokens');
  assert.ok(afterIds.every((id) => id.startsWith('check.after.')));
  // One objective per idea: from the check after (all right), passed.
  assert.deepEqual(
    objectives.map((o) => [o.id, o['score.raw'], o.status]).sort(),
    [
      'attention',
      'block',
      'bpe',
      'embedding',
      'heads',
      'relative',
      'sampling',
      'sinusoidal',
      'tokens',
      'training',
    ].map((idea) => [`idea.${idea}`, '100', 'passed']),
  );
  // The score counts the lesson's first try only (wrong): the checks are not in it.
  assert.equal(await page.evaluate(() => window.strict.values.get('cmi.core.score.raw')), '0');
  console.log(`# ${interactions.length} interactions, ${objectives.length} objectives`);
  await lab.locator('section[data-panel="check-after"] .check-gain').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(screenshotDir, 'scorm-strict-gain.png') });

  // The next launch resumes the attempt: its interactions come after the last one.
  const attempt = await page.evaluate(() => window.strict.attempt());
  await page.evaluate(() => document.getElementById('sco').remove());
  await page.waitForFunction(() => window.strict.state === 'finished');
  assert.deepEqual(problems, []);
  await close();

  const again = await openPage(env(), '', {
    path: `strict-lms.html#${encodeURIComponent(JSON.stringify(attempt))}`,
    viewport: desktop,
  });
  const resumed = await labFrame(again.page);
  await choose(resumed.lab, 'bpe', 0, 3);
  await again.page.waitForFunction((n) => window.strict.interactions.length === n + 1, expected);
  const later = await again.page.evaluate(() => ({
    last: window.strict.interactions.at(-1),
    first: window.strict.interactions[0],
    violations: window.strict.violations,
    objectives: window.strict.objectives.length,
  }));
  assert.deepEqual(later.violations, []);
  assert.equal(later.first.id, 'check.before.tokens', 'the earlier interactions are kept');
  assert.deepEqual(
    [later.last.id, later.last.result, later.last.weighting],
    ['lesson.bpe.q1', 'correct', '1'],
  );
  assert.equal(later.objectives, 10, 'the objectives are found again, not added twice');
  assert.deepEqual(again.problems, []);
  await again.close();
});

test('under scorm-again, the interactions and objectives are recorded, and none is refused', async () => {
  const { page, problems, close } = await openPage(env(), '', {
    path: 'again-lms.html',
    viewport: desktop,
  });
  const { lab } = await labFrame(page);
  const before = await answerCheck(lab, 'check-before', () => false);
  await choose(lab, 'attention', 1, 1); // every row adds up to 1: right
  const afterCount = await answerCheck(lab, 'check-after', (q) => q < 5);
  const expected = before + 1 + afterCount;
  await page.waitForFunction((n) => window.API.cmi.interactions.childArray.length === n, expected);
  await page.waitForFunction(() => window.API.cmi.objectives.childArray.length === 10);
  const held = await page.evaluate(() => ({
    count: window.API.LMSGetValue('cmi.interactions._count'),
    refused: window.refused,
    // Through toJSON: the interactions' fields are write-only to a getter.
    interactions: Object.values(JSON.parse(JSON.stringify(window.API.cmi.interactions))).map(
      (i) => ({
        id: i.id,
        type: i.type,
        result: i.result,
        response: i.student_response,
        pattern: i.correct_responses['0']?.pattern,
        objective: i.objectives['0']?.id,
        latency: i.latency,
        time: i.time,
      }),
    ),
    objectives: window.API.cmi.objectives.childArray.map((o) => [o.id, o.score.raw, o.status]),
  }));
  assert.deepEqual(held.refused, []);
  assert.equal(held.count, String(expected));
  const attention = held.interactions[before];
  assert.deepEqual(
    [attention.id, attention.type, attention.result, attention.response, attention.pattern],
    ['lesson.attention.q2', 'choice', 'correct', 'b', 'b'],
  );
  assert.equal(attention.objective, 'idea.attention');
  assert.match(attention.latency, /^[0-9]{2,4}:[0-5][0-9]:[0-5][0-9]\.[0-9]{2}$/);
  assert.match(attention.time, /^[0-9]{2}:[0-9]{2}:[0-9]{2}$/);
  // Ideas 1 to 5 right after the lessons (passed), the others failed.
  const objectives = Object.fromEntries(
    held.objectives.map(([id, raw, status]) => [id, [raw, status]]),
  );
  assert.deepEqual(objectives['idea.tokens'], ['100', 'passed']);
  assert.deepEqual(objectives['idea.training'], ['0', 'failed']);
  assert.deepEqual(problems, []);
  await close();
});

test('under scorm-again, a resumed attempt numbers its interactions after those the LMS holds', async () => {
  // Two interactions of an earlier session, kept by the LMS (write-only to the SCO).
  const stored = {
    core: { entry: 'resume', lesson_status: 'incomplete' },
    interactions: {
      0: { id: 'lesson.bpe.q1', type: 'choice', result: 'wrong', student_response: 'a' },
      1: { id: 'lesson.bpe.q1', type: 'choice', result: 'correct', student_response: 'd' },
    },
  };
  const { page, problems, close } = await openPage(env(), '', {
    path: `again-resume-lms.html#${encodeURIComponent(JSON.stringify(stored))}`,
    viewport: desktop,
  });
  const { lab } = await labFrame(page);
  await choose(lab, 'heads', 2, 2); // nothing changes: right
  await page.waitForFunction(() => window.API.cmi.interactions.childArray.length === 3);
  const held = await page.evaluate(() =>
    Object.values(JSON.parse(JSON.stringify(window.API.cmi.interactions))).map((i) => [
      i.id,
      i.result,
    ]),
  );
  assert.deepEqual(held, [
    ['lesson.bpe.q1', 'wrong'],
    ['lesson.bpe.q1', 'correct'],
    ['lesson.heads.q3', 'correct'],
  ]);
  assert.deepEqual(problems, []);
  await close();
});

test('an LMS whose interaction count is garbage, or which refuses interactions, loses nothing else', async () => {
  for (const odd of [{ count: 'lots' }, { refuse: 'cmi.interactions.' }]) {
    const what = JSON.stringify(odd);
    const { page, problems, close } = await openPage(env(), '', {
      path: `strict-lms.html#${encodeURIComponent(JSON.stringify({ odd }))}`,
      viewport: desktop,
    });
    const { launch, lab } = await labFrame(page);
    await choose(lab, 'check-before', 0, 1);
    await choose(lab, 'attention', 1, 1);
    // The score and the answers kept to resume reach the LMS; no interaction does.
    await page.waitForFunction(() => window.strict.values.get('cmi.core.score.raw') !== '');
    await page.waitForFunction(() =>
      /"check-before"/.test(window.strict.values.get('cmi.suspend_data')),
    );
    const state = await page.evaluate(() => ({
      interactions: window.strict.interactions.length,
      violations: window.strict.violations,
    }));
    assert.equal(state.interactions, 0, what);
    assert.deepEqual(state.violations, [], what);
    const line = await launch.textContent('#lms-status');
    if (odd.refuse) assert.match(line, /did not accept a result/, what);
    else assert.match(line, /Connected to your course/, what);
    assert.deepEqual(problems, [], what);
    await close();
  }
});
