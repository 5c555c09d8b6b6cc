// The SCORM 1.2 package (dist/embedding-lab-scorm.zip) under a real SCORM 1.2 run-time: an
// "LMS" page provides window.API from the npm package scorm-again and opens the package's launch
// page in a frame; the learner answers every check-yourself question; the test reads what the
// LMS recorded. Opened on its own, the launch page is a plain page that says it is not connected.
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { after, before, test } from 'node:test';

import { launchChromium } from '../../scripts/chromium.mjs';
import { readCatalogue } from '../../scripts/messages.mjs';
import { distDir, projectRoot } from '../../scripts/paths.mjs';
import { learnerLanguages } from '../../web/src/i18n/words.js';
import {
  controlNamed,
  mountEveryPanel,
  openPage,
  panelsSettled,
  recordLabMessages,
  recordProblems,
  screenshotDir,
  servedScormPackage,
  settledInView,
  unzip,
} from './harness.mjs';

const lmsPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>LMS</title><link rel="icon" href="data:,">
<script src="scorm12.min.js"></script>
<script>window.API = new Scorm12API({ logLevel: 4, autocommit: false });</script>
</head><body style="margin:0">
<iframe id="sco" title="Embedding Lab" src="launch.html" style="width:100%;height:900px;border:0"></iframe>
</body></html>`;

// A later launch of the same learner's attempt: the run-time is given what the LMS stored at the
// end of the last session (the hash, JSON), as an LMS does for cmi.core.entry 'resume'.
const resumeLmsPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>LMS</title><link rel="icon" href="data:,">
<script src="scorm12.min.js"></script>
<script>
  const stored = JSON.parse(decodeURIComponent(location.hash.slice(1)));
  window.API = new Scorm12API({ logLevel: 4, autocommit: false });
  window.API.loadFromJSON({
    suspend_data: stored.suspend_data,
    core: {
      entry: 'resume',
      lesson_location: stored.lesson_location,
      lesson_status: stored.lesson_status,
      score: { raw: stored.raw, min: '0', max: '100' },
    },
  });
</script>
</head><body style="margin:0">
<iframe id="sco" title="Embedding Lab" src="launch.html" style="width:100%;height:900px;border:0"></iframe>
</body></html>`;

// The same run-time behind a wrapper that misbehaves as the hash says (JSON): `throws` lists
// functions that throw, `values` gives LMSGetValue's answer per field ('undefined' for undefined,
// 'bad' for an object whose toString throws, else the string). window.calls logs every call.
const hostileLmsPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>LMS</title><link rel="icon" href="data:,">
<script src="scorm12.min.js"></script>
<script>
  const odd = JSON.parse(decodeURIComponent(location.hash.slice(1)) || '{}');
  const real = new Scorm12API({ logLevel: 5, autocommit: false });
  window.realApi = real;
  window.calls = [];
  window.API = {};
  for (const name of ['LMSInitialize', 'LMSFinish', 'LMSGetValue', 'LMSSetValue', 'LMSCommit',
    'LMSGetLastError', 'LMSGetErrorString', 'LMSGetDiagnostic']) {
    window.API[name] = (...args) => {
      calls.push([name, ...args]);
      if ((odd.throws ?? []).includes(name)) throw new Error(name + ' is broken');
      const values = odd.values ?? {};
      if (name === 'LMSGetValue' && Object.hasOwn(values, args[0])) {
        const v = values[args[0]];
        if (v === 'undefined') return undefined;
        if (v === 'bad') return { toString() { throw new Error('no text'); } };
        return v;
      }
      return real[name](...args);
    };
  }
</script>
</head><body style="margin:0">
<iframe id="sco" title="Embedding Lab" src="launch.html" style="width:100%;height:900px;border:0"></iframe>
</body></html>`;

// The smallest SCORM 1.2 run-time an LMS could offer: a plain window.API over a table of values
// (what the hash gives, JSON, as an LMS's stored attempt), recording every LMSSetValue call in
// window.lms.sets, so a test can say what the launch page wrote and in which order.
const miniLmsPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>LMS</title><link rel="icon" href="data:,">
<script>
  const stored = JSON.parse(decodeURIComponent(location.hash.slice(1)) || '{}');
  const values = new Map(Object.entries({
    'cmi.core.lesson_status': 'not attempted',
    'cmi.core.score.raw': '',
    'cmi.suspend_data': '',
    'cmi.core.lesson_location': '',
    ...stored,
  }));
  window.lms = { values, sets: [], finished: false };
  window.API = {
    LMSInitialize: () => 'true',
    LMSFinish: () => ((lms.finished = true), 'true'),
    LMSGetValue: (field) => values.get(field) ?? '',
    LMSSetValue: (field, value) => {
      lms.sets.push([field, String(value)]);
      values.set(field, String(value));
      return 'true';
    },
    LMSCommit: () => 'true',
    LMSGetLastError: () => '0',
    LMSGetErrorString: () => '',
    LMSGetDiagnostic: () => '',
  };
</script>
</head><body style="margin:0">
<iframe id="sco" title="Embedding Lab" src="launch.html" style="width:100%;height:900px;border:0"></iframe>
</body></html>`;

// A document of another origin in the lab's frame, posting what a lab would (it comes from the
// server under the name localhost, the package from 127.0.0.1).
const impostorPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Elsewhere</title><link rel="icon" href="data:,"></head>
<body><p>Another site</p><script>
  const panels = { tokenizer: { questions: 1, scored: 1, answered: 1, right: 1, completed: true } };
  for (const resumed of [false, true]) {
    parent.postMessage({ source: 'embedding-lab', type: 'progress', panels, score: 1, completed: true, resumed }, '*');
    parent.postMessage({ source: 'embedding-lab', type: 'suspend', data: '{"v":1,"q":{}}', location: 'bpe' }, '*');
  }
  document.title = 'posted';
</script></body></html>`;

let dir;
let closeServer;
let url;
let browser;
before(async () => {
  ({
    dir,
    url,
    close: closeServer,
  } = await servedScormPackage('embedding-lab-scorm-', {
    'lms.html': lmsPage,
    'hostile-lms.html': hostileLmsPage,
    'resume-lms.html': resumeLmsPage,
    'mini-lms.html': miniLmsPage,
    'impostor.html': impostorPage,
    'elsewhere.html':
      '<!doctype html><html lang="en"><title>Elsewhere</title><link rel="icon" href="data:,"><p>Another page</p></html>',
  }));
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await closeServer?.();
});

test('the package holds a SCORM 1.2 manifest, the launch page, the single-file page and the schemas', () => {
  const files = unzip(readFileSync(join(distDir, 'embedding-lab-scorm.zip')));
  assert.deepEqual(Object.keys(files).sort(), [
    'adlcp_rootv1p2.xsd',
    'embedding-lab.html',
    'ims_xml.xsd',
    'imscp_rootv1p1p2.xsd',
    'imsmanifest.xml',
    'imsmd_rootv1p2p1.xsd',
    'launch.html',
  ]);
  const manifest = files['imsmanifest.xml'].toString();
  assert.match(manifest, /<schemaversion>1\.2<\/schemaversion>/);
  assert.match(manifest, /adlcp:scormtype="sco" href="launch\.html"/);
  assert.deepEqual(files['embedding-lab.html'], readFileSync(join(distDir, 'embedding-lab.html')));
});

// The manifest against the schemas it names, as unpacked from the package (so the check also
// finds a schema missing from the zip). libxml2 does not follow xsi:schemaLocation, and the
// content-packaging schema takes the ADL elements (adlcp:masteryscore, adlcp:scormtype) only
// through a strict wildcard: validating through adlcp_rootv1p2.xsd, which imports
// imscp_rootv1p1p2.xsd (and it ims_xml.xsd), checks both namespaces.
test('the manifest validates against the SCORM 1.2 schemas at the package root', () => {
  const manifest = readFileSync(join(dir, 'imsmanifest.xml'), 'utf8');
  const named = [...manifest.matchAll(/\s([\w.]+\.xsd)/g)].map((m) => m[1]).sort();
  assert.deepEqual(named, ['adlcp_rootv1p2.xsd', 'imscp_rootv1p1p2.xsd', 'imsmd_rootv1p2p1.xsd']);
  const result = spawnSync(
    'xmllint',
    ['--noout', '--schema', 'adlcp_rootv1p2.xsd', 'imsmanifest.xml'],
    { cwd: dir, encoding: 'utf8' },
  );
  assert.equal(result.error, undefined, 'xmllint runs (Debian package libxml2-utils)');
  assert.match(result.stderr, /imsmanifest\.xml validates/);
  assert.equal(result.status, 0, result.stderr);
  // The check can fail: an element the schema does not allow is refused.
  writeFileSync(
    join(dir, 'bad-manifest.xml'),
    manifest.replace('<schemaversion>1.2</schemaversion>', '$&<unknown/>'),
  );
  const bad = spawnSync(
    'xmllint',
    ['--noout', '--schema', 'adlcp_rootv1p2.xsd', 'bad-manifest.xml'],
    { cwd: dir, encoding: 'utf8' },
  );
  assert.notEqual(bad.status, 0);
  assert.match(bad.stderr, /unknown.*not expected/);
});

// The LMS pages are served from the unpacked package, not dist/: the harness opens them there.
const env = () => ({ url, browser });
const desktop = { width: 1280, height: 900 };

async function labFrame(page) {
  const launch = await (await page.waitForSelector('iframe#sco')).contentFrame();
  const lab = await (await launch.waitForSelector('iframe#lab')).contentFrame();
  await lab.waitForFunction(() => document.documentElement.dataset.status === 'ready', null, {
    timeout: 60000,
  });
  return { launch, lab };
}

// Every lesson's check-yourself card but the checks'.
const lessonQuiz = 'section[data-panel]:not([data-panel^="check-"]) .quiz';

const recorded = (page) =>
  page.evaluate(() => ({
    status: window.API.cmi.core.lesson_status,
    raw: window.API.cmi.core.score.raw,
    max: window.API.cmi.core.score.max,
  }));

test('under scorm-again the LMS records the quiz score and, at the end, completion', async () => {
  const { page, problems, close } = await openPage(env(), '', {
    path: 'lms.html',
    viewport: desktop,
    setup: recordLabMessages,
  });
  const { launch, lab } = await labFrame(page);
  assert.match(await launch.textContent('#lms-status'), /Connected to your course/);
  await page.waitForFunction(() => window.API.cmi.core.lesson_status === 'incomplete');

  // The lab builds its lessons as they come into view, and counts every question from the
  // start: the score out of them all is 0 before any answer.
  const start = await launch.evaluate(() => window.labMessages.find((m) => m.type === 'progress'));
  assert.equal(start.completed, false);
  assert.ok(await lab.locator('section[data-mount="waiting"]').count(), 'lessons wait to be built');
  // Answer every question of every lesson (each built first, as printing does): the first
  // choice, or "Show the answer".
  await mountEveryPanel(lab);
  // The lessons' questions: the checks before and after them count toward neither the score
  // nor completion (scorm-interactions.test.mjs answers them).
  const items = lab.locator(`${lessonQuiz} .quiz-item`);
  const count = await items.count();
  assert.ok(count >= 20, `${count} questions on the page`);
  const listed = Object.values(start.panels).reduce((n, p) => n + p.questions, 0);
  assert.equal(listed, count, 'every question counted before its lesson was built');
  let scored = 0;
  let right = 0;
  for (let q = 0; q < count; q++) {
    const item = items.nth(q);
    const choice = item.locator('.quiz-choice').first();
    if (await choice.count()) {
      await choice.click();
      scored += 1;
      if ((await item.locator('.quiz-feedback').textContent()).startsWith('Right.')) right += 1;
    } else {
      await item.locator('.quiz-reveal').click();
    }
    if (q === 2) {
      // Part-way: a score so far, not yet completed.
      await page.waitForFunction(() => window.API.cmi.core.score.raw !== '');
      assert.equal((await recorded(page)).status, 'incomplete');
    }
  }
  const expected = String(Math.round((100 * right) / scored));
  await page.waitForFunction(() => window.API.cmi.core.lesson_status === 'completed');
  await page.waitForFunction((raw) => window.API.cmi.core.score.raw === raw, expected);
  assert.deepEqual(await recorded(page), { status: 'completed', raw: expected, max: '100' });
  console.log(`# ${count} questions, ${right} of ${scored} with choices right: raw ${expected}`);
  await page.screenshot({ path: join(screenshotDir, 'scorm-lms.png') });

  // Leaving the page ends the session (LMSFinish) with the values committed.
  await page.evaluate(() => document.getElementById('sco').remove());
  await page.waitForFunction(() => window.API.isTerminated());
  assert.deepEqual(problems, []);
  await close();
});

test('without an LMS the launch page is a plain page that says so', async () => {
  const { page, problems, close } = await openPage(env(), '', {
    path: 'launch.html',
    viewport: { width: 390, height: 844 },
  });
  const lab = await (await page.waitForSelector('iframe#lab')).contentFrame();
  await lab.waitForFunction(() => document.documentElement.dataset.status === 'ready', null, {
    timeout: 60000,
  });
  assert.match(await page.textContent('#lms-status'), /Not connected to a course/);
  // The lab works: a question answers.
  const item = lab.locator('.quiz .quiz-item').first();
  await item.locator('button').first().click();
  assert.equal(await item.locator('.quiz-feedback').isVisible(), true);
  await page.screenshot({ path: join(screenshotDir, 'scorm-plain-phone.png') });
  assert.deepEqual(problems, []);
  await close();
});

test('an LMS that throws or answers oddly never stops the launch page, and is always finished', async () => {
  const cases = [
    // [what the LMS does, the status line, the lesson status and score after one answer]
    [{ throws: ['LMSInitialize'] }, /did not accept the connection/, null],
    [{ throws: ['LMSGetValue'] }, /Connected to your course/, 'incomplete'],
    [{ values: { 'cmi.core.lesson_status': 'undefined' } }, /Connected/, 'incomplete'],
    [
      { values: { 'cmi.core.lesson_status': 'bad', 'cmi.core.score.raw': 'bad' } },
      /Connected/,
      'incomplete',
    ],
    [{ values: { 'cmi.core.score.raw': '1e999' } }, /Connected/, 'incomplete'],
    [
      { throws: ['LMSSetValue'] },
      /did not accept a result \(LMSSetValue failed\)/,
      'not attempted',
    ],
  ];
  for (const [odd, statusLine, lessonStatus] of cases) {
    const what = JSON.stringify(odd);
    const { page, problems, close } = await openPage(env(), '', {
      path: `hostile-lms.html#${encodeURIComponent(what)}`,
      viewport: desktop,
    });
    const { launch, lab } = await labFrame(page);
    await launch.waitForFunction(
      () => !/Connecting/.test(document.getElementById('lms-status').textContent),
      null,
      { timeout: 5000 },
    );
    assert.match(await launch.textContent('#lms-status'), statusLine, what);
    // One answer: the lab works, and a score is recorded where the LMS lets it be.
    // The first lesson's first question (the check before it counts in no score), its lesson
    // brought into view so that it is built.
    await lab.locator('section[data-panel="overview"]').scrollIntoViewIfNeeded();
    const item = lab.locator(`${lessonQuiz} .quiz-item`).first();
    await item.locator('.quiz-choice').first().click();
    if (lessonStatus === 'incomplete') {
      await page.waitForFunction(() => window.realApi.cmi.core.score.raw !== '', null, {
        timeout: 5000,
      });
      const raw = await page.evaluate(() => Number(window.realApi.cmi.core.score.raw));
      assert.ok(raw >= 0 && raw <= 100, `${what}: raw ${raw}`);
    }
    if (lessonStatus !== null)
      assert.equal(
        await page.evaluate(() => window.realApi.cmi.core.lesson_status),
        lessonStatus,
        what,
      );
    // Leaving ends the session that was opened, and only that one. The launch page finishes on
    // pagehide, which removing its frame fires before remove() returns: what it called is known
    // at once.
    const finished = () => window.calls.some(([name]) => name === 'LMSFinish');
    const finishedOnRemoval = await page.evaluate(() => {
      document.getElementById('sco').remove();
      return window.calls.some(([name]) => name === 'LMSFinish');
    });
    if (lessonStatus === null) {
      assert.equal(finishedOnRemoval, false, `${what}: no session was opened, so none may finish`);
    } else {
      await page.waitForFunction(finished, null, { timeout: 5000 });
      assert.equal(await page.evaluate(() => window.realApi.isTerminated()), true, what);
    }
    assert.deepEqual(problems, [], what);
    await close();
  }
});

// What the LMS holds at the end of a session (cmi.core.exit is write-only: read from the model).
const stored = (page) =>
  page.evaluate(() => ({
    suspend_data: window.API.cmi.suspend_data,
    lesson_location: window.API.cmi.core.lesson_location,
    lesson_status: window.API.cmi.core.lesson_status,
    raw: window.API.cmi.core.score.raw,
    exit: window.API.cmi.core._exit,
  }));

const epsilonBox = (lab) =>
  controlNamed(lab, 'section[data-panel="norms"]', 'epsilon ε').locator('input[type=number]');

test('a learner who stops part-way resumes on the next launch, on another computer', async () => {
  // Three answers in three lessons, one setting changed, the last lesson read: rope.
  const lessons = ['tokenizer', 'norms', 'rope']; // in page order
  const first = await openPage(env(), '', { path: 'lms.html', viewport: desktop });
  const { lab } = await labFrame(first.page);
  await first.page.waitForFunction(() => window.API.cmi.core.lesson_status === 'incomplete');
  await mountEveryPanel(lab);
  // Every lesson drawn first: one still drawing (the real tokenizers' tables arriving) grows and
  // would move the lesson in view, and with it the location the LMS keeps.
  await panelsSettled(lab);
  const picked = {};
  for (const id of lessons) {
    const item = lab.locator(`section[data-panel="${id}"] .quiz .quiz-item`).first();
    const choice = item.locator('.quiz-choice').nth(1);
    picked[id] = await choice.getAttribute('data-choice');
    await choice.click();
  }
  await epsilonBox(lab).fill('0.1');
  await lab.locator('section[data-panel="rope"] h2').evaluate((h) => h.scrollIntoView());
  await first.page.waitForFunction(
    () =>
      window.API.cmi.core.lesson_location === 'rope' &&
      window.API.cmi.suspend_data.includes('norm_eps'),
  );
  await first.page.evaluate(() => document.getElementById('sco').remove());
  await first.page.waitForFunction(() => window.API.isTerminated());
  const kept = await stored(first.page);
  assert.deepEqual(first.problems, []);
  await first.close();

  assert.equal(kept.exit, 'suspend', 'not completed: the attempt is suspended');
  assert.equal(kept.lesson_location, 'rope');
  assert.ok(kept.suspend_data.length <= 4096, `${kept.suspend_data.length} characters`);
  const data = JSON.parse(kept.suspend_data);
  assert.deepEqual(Object.keys(data.q), lessons, 'the answered lessons, in page order');
  for (const id of lessons) assert.deepEqual(Object.values(data.q[id]), [[Number(picked[id])]]);
  assert.equal(new URLSearchParams(data.s).get('norm_eps'), '0.1');
  console.log(`# suspend_data: ${kept.suspend_data.length} characters: ${kept.suspend_data}`);

  // The next launch, in a fresh browser context (another computer: nothing in its storage).
  const second = await openPage(env(), '', {
    path: `resume-lms.html#${encodeURIComponent(JSON.stringify(kept))}`,
    viewport: desktop,
    setup: recordLabMessages,
  });
  const again = await labFrame(second.page);
  // The last lesson read is where the lab opens, built.
  await again.lab.waitForFunction(
    () => !document.querySelector('section[data-panel="rope"]').dataset.mount,
  );
  await settledInView(again.lab);
  const [top, height] = await again.lab
    .locator('section[data-panel="rope"] h2')
    .evaluate((h) => [h.getBoundingClientRect().top, window.innerHeight]);
  assert.ok(top >= -1 && top < height / 3, `the last lesson is in view (its heading at ${top} px)`);
  await mountEveryPanel(again.lab);
  for (const id of lessons) {
    const pressed = again.lab.locator(
      `section[data-panel="${id}"] .quiz .quiz-item >> nth=0 >> .quiz-choice[aria-pressed="true"]`,
    );
    await pressed.waitFor({ timeout: 10000 });
    assert.equal(await pressed.getAttribute('data-choice'), picked[id], id);
  }
  await again.lab.waitForFunction(() => {
    const box = [...document.querySelectorAll('section[data-panel="norms"] .control')].find(
      (c) => c.querySelector('.control-label')?.textContent === 'epsilon ε',
    );
    return box?.querySelector('input[type=number]').value === '0.1';
  });
  // The restored answers count for the score, and none of them is announced again.
  const messages = await again.launch.evaluate(() => window.labMessages);
  assert.deepEqual(
    messages.filter((m) => m.type === 'quiz-answered' || m.type === 'panel-completed'),
    [],
  );
  const last = messages.filter((m) => m.type === 'progress').at(-1);
  const answered = Object.values(last.panels).reduce((n, p) => n + p.answered, 0);
  assert.equal(answered, 3);
  assert.equal(await second.page.evaluate(() => window.API.cmi.core.lesson_location), 'rope');
  assert.deepEqual(second.problems, []);
  await second.close();
});

// Each check below runs under both run-times: scorm-again, and the plain window.API above. An
// LMS's stored attempt ({ suspend_data }) is given to either as its hash.
const runtimes = {
  'scorm-again': (stored) =>
    stored
      ? `resume-lms.html#${encodeURIComponent(
          JSON.stringify({
            suspend_data: stored.suspend_data,
            lesson_location: '',
            lesson_status: 'incomplete',
            raw: '',
          }),
        )}`
      : 'lms.html',
  'a plain window.API': (stored) =>
    `mini-lms.html#${encodeURIComponent(
      JSON.stringify(
        stored
          ? { 'cmi.suspend_data': stored.suspend_data, 'cmi.core.lesson_status': 'incomplete' }
          : {},
      ),
    )}`,
};

// What the LMS holds now; `written`: the fields LMSSetValue was called with (plain API only).
const lmsState = (page) =>
  page.evaluate(() => {
    if (window.lms) {
      const get = (field) => window.lms.values.get(field);
      return {
        status: get('cmi.core.lesson_status'),
        raw: get('cmi.core.score.raw'),
        suspend: get('cmi.suspend_data'),
        location: get('cmi.core.lesson_location'),
        written: window.lms.sets.map(([field]) => field),
      };
    }
    const { cmi } = window.API;
    return {
      status: cmi.core.lesson_status,
      raw: cmi.core.score.raw,
      suspend: cmi.suspend_data,
      location: cmi.core.lesson_location,
      written: null,
    };
  });

// Waits until the LMS's cmi.suspend_data holds `text`.
const suspendHolds = (page, text, timeout = 15000) =>
  page.waitForFunction(
    (t) =>
      (window.lms
        ? window.lms.values.get('cmi.suspend_data')
        : window.API.cmi.suspend_data
      )?.includes(t),
    text,
    { timeout },
  );

// Answers the first question of lesson `id` (its first choice, or "Show the answer").
async function answerFirst(lab, id) {
  const item = lab.locator(`section[data-panel="${id}"] .quiz .quiz-item`).first();
  const choice = item.locator('.quiz-choice').first();
  if (await choice.count()) await choice.click();
  else await item.locator('.quiz-reveal').click();
}

const localAnswers = (frame) =>
  frame.evaluate(() => window.localStorage.getItem('embedding-lab.quiz.v1'));

for (const [runtime, lmsPath] of Object.entries(runtimes)) {
  test(`under ${runtime}, a fresh attempt is credited with nothing but its own answers`, async () => {
    // One computer, one browser: the lab used outside any course, then learner 1's attempt, then
    // learner 2's, with nothing stored in the LMS for it.
    const context = await browser.newContext({ viewport: desktop });
    try {
      const outside = await context.newPage();
      const outsideProblems = recordProblems(outside, env());
      await outside.goto(`${url}launch.html`);
      const plain = await (await outside.waitForSelector('iframe#lab')).contentFrame();
      await plain.waitForFunction(() => document.documentElement.dataset.status === 'ready', null, {
        timeout: 60000,
      });
      await mountEveryPanel(plain);
      await answerFirst(plain, 'tokenizer');
      await answerFirst(plain, 'bpe');
      const kept = await localAnswers(plain);
      assert.match(kept ?? '', /tokenizer/, 'the plain page keeps its answers in this browser');
      assert.deepEqual(outsideProblems, []);
      await outside.close();

      const first = await context.newPage();
      const firstProblems = recordProblems(first, env());
      await first.goto(url + lmsPath(null));
      const one = await labFrame(first);
      await mountEveryPanel(one.lab);
      assert.equal(
        await one.lab.locator('.quiz-choice[aria-pressed="true"]').count(),
        0,
        "learner 1's attempt shows none of the answers given outside the course",
      );
      for (const id of ['tokenizer', 'rope', 'norms']) await answerFirst(one.lab, id);
      await suspendHolds(first, 'norms');
      await first.waitForFunction(() =>
        window.lms ? window.lms.values.get('cmi.core.score.raw') : window.API.cmi.core.score.raw,
      );
      assert.deepEqual(firstProblems, []);
      await first.close();

      const second = await context.newPage();
      const problems = recordProblems(second, env());
      await second.goto(url + lmsPath(null));
      const two = await labFrame(second);
      // The lab has applied the LMS's (empty) state once it sends what to keep.
      await suspendHolds(second, '"q":{}');
      // A score for answers this attempt never gave would be an LMSSetValue after that: an
      // absence, which only waiting can show (half a second: the lab reports at once).
      await two.lab.waitForTimeout(500);
      const state = await lmsState(second);
      assert.equal(state.raw, '', `${runtime}: no score for answers this attempt never gave`);
      assert.equal(state.status, 'incomplete', runtime);
      assert.deepEqual(JSON.parse(state.suspend).q, {}, runtime);
      if (state.written)
        assert.deepEqual(
          state.written.filter((f) => f !== 'cmi.suspend_data' && f !== 'cmi.core.lesson_location'),
          ['cmi.core.lesson_status'],
          `${runtime}: only "incomplete" and what resumes the attempt are written`,
        );
      await mountEveryPanel(two.lab);
      assert.equal(await two.lab.locator('.quiz-choice[aria-pressed="true"]').count(), 0);
      assert.equal(await two.lab.locator('.quiz-feedback:not([hidden])').count(), 0);
      // This browser's own answers (from outside the course) are neither shown nor replaced.
      assert.equal(await localAnswers(two.lab), kept);
      assert.deepEqual(problems, []);
      await second.close();
    } finally {
      await context.close();
    }
  });

  test(`under ${runtime}, a lab reloaded or sent away and back is resumed, and its later answers reach the LMS`, async () => {
    const { page, problems, close } = await openPage(env(), '', {
      path: lmsPath(null),
      viewport: desktop,
    });
    try {
      const { launch, lab } = await labFrame(page);
      await mountEveryPanel(lab);
      await answerFirst(lab, 'tokenizer');
      await suspendHolds(page, 'tokenizer');
      // A new document in the frame: its answers so far come from the LMS, and it reports again.
      const fresh = async (navigate) => {
        await lab.evaluate(() => (window.before = true));
        await launch.evaluate(navigate);
        await lab.waitForFunction(
          () => !window.before && document.documentElement.dataset.status === 'ready',
          null,
          { timeout: 60000 },
        );
        await mountEveryPanel(lab);
        const pressed = lab.locator(
          'section[data-panel="tokenizer"] .quiz .quiz-item >> nth=0 >> .quiz-choice[aria-pressed="true"]',
        );
        await pressed.waitFor({ timeout: 10000 });
      };
      await fresh(() => document.getElementById('lab').contentWindow.location.reload());
      await answerFirst(lab, 'bpe');
      await suspendHolds(page, '"bpe"');
      // Away (another page in the frame) and back.
      await fresh(async () => {
        const frame = document.getElementById('lab');
        const away = new Promise((done, fail) => {
          frame.addEventListener('load', done, { once: true });
          setTimeout(() => fail(new Error('the other page did not load')), 15000);
        });
        frame.contentWindow.location.href = 'elsewhere.html';
        await away;
        frame.contentWindow.history.back();
      });
      await answerFirst(lab, 'rope');
      await suspendHolds(page, '"rope"');
      const state = await lmsState(page);
      assert.deepEqual(Object.keys(JSON.parse(state.suspend).q), ['tokenizer', 'bpe', 'rope']);
      assert.notEqual(state.raw, '');
      // Every link out of the lab opens outside the course's frame.
      const outLinks = await lab.$$eval('a[href^="http"]', (links) =>
        links.map((a) => [a.href, a.target, a.rel]),
      );
      assert.ok(outLinks.length > 10, `${outLinks.length} links out`);
      for (const [href, target, rel] of outLinks) {
        assert.equal(target, '_blank', href);
        assert.match(rel, /\bnoopener\b/, href);
      }
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test(`under ${runtime}, stored text with a lesson named constructor breaks nothing, and answers are kept after it`, async () => {
    const { page, problems, close } = await openPage(env(), '', {
      path: lmsPath({ suspend_data: '{"v":1,"q":{"constructor":{"keys":1}}}' }),
      viewport: desktop,
    });
    try {
      const { lab } = await labFrame(page);
      await mountEveryPanel(lab);
      await answerFirst(lab, 'tokenizer');
      await suspendHolds(page, 'tokenizer');
      assert.equal(await lab.evaluate(() => typeof Object.keys), 'function');
      assert.notEqual((await lmsState(page)).raw, '');
      assert.deepEqual(problems, []);
    } finally {
      await close();
    }
  });

  test(`under ${runtime}, messages from another origin in the lab's frame are not the lab's`, async () => {
    const { page, problems, close } = await openPage(env(), '', {
      path: lmsPath(null),
      viewport: desktop,
    });
    try {
      const { launch } = await labFrame(page);
      await page.waitForFunction(() =>
        window.lms
          ? window.lms.values.get('cmi.core.lesson_status') === 'incomplete'
          : window.API.cmi.core.lesson_status === 'incomplete',
      );
      const elsewhere = `${url.replace('127.0.0.1', 'localhost')}impostor.html`;
      await launch.evaluate((src) => (document.getElementById('lab').src = src), elsewhere);
      const frame = await (await launch.$('iframe#lab')).contentFrame();
      await frame.waitForFunction(() => document.title === 'posted', null, { timeout: 10000 });
      // The impostor's messages were posted; that the launch page recorded none of them is an
      // absence (they cross processes, so no later message is sure to arrive after them).
      await page.waitForTimeout(300);
      const state = await lmsState(page);
      assert.equal(state.raw, '', runtime);
      assert.equal(state.status, 'incomplete', runtime);
      assert.notEqual(state.location, 'bpe', runtime);
      assert.deepEqual(
        problems.filter((p) => !p.includes(elsewhere)),
        [],
      );
    } finally {
      await close();
    }
  });
}

// `npm run scorm -- --lessons ...`: a package of chosen lessons, checked against the built page.
test('answers reset in the lab are forgotten by the LMS too, at once', async () => {
  const { page, problems, close } = await openPage(env(), '', {
    path: runtimes['a plain window.API'](null),
    viewport: desktop,
  });
  try {
    const { lab } = await labFrame(page);
    await mountEveryPanel(lab);
    await answerFirst(lab, 'tokenizer');
    await answerFirst(lab, 'bpe');
    await suspendHolds(page, 'bpe');
    // One lesson's reset: its answers leave the stored text, the other lesson's stay.
    await lab.locator('section[data-panel="tokenizer"] .quiz-reset').click();
    await page.waitForFunction(
      () => !window.lms.values.get('cmi.suspend_data').includes('tokenizer'),
    );
    assert.match((await lmsState(page)).suspend, /bpe/);
    // The page's reset of every answer: nothing stored.
    await lab.locator('.quiz-reset-all').click();
    await suspendHolds(page, '"q":{}');
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

const scormCommand = (...args) =>
  spawnSync(process.execPath, [join(projectRoot, 'scripts', 'scorm.mjs'), ...args], {
    encoding: 'utf8',
  });

test('the course command refuses unknown lessons, settings, languages and options, saying why', () => {
  const cases = [
    [
      ['--lessons', 'tokenizer,nope'],
      /no lesson called “nope”; the lessons are check-before, overview, tokenizer, bpe, /,
    ],
    [
      ['--no-checks', '--lessons', 'check-before,tokenizer'],
      /--no-checks leaves out the checks: --lessons may not name check-before/,
    ],
    [['--no-checks', '--no-checks'], /--no-checks is given twice/],
    [['--lesson', 'tokenizer'], /unknown option --lesson; usage: npm run scorm -- \[--lessons/],
    [['--lessons'], /--lessons needs a value/],
    [['--lessons', 'tokenizer', '--lock', 'pe_d'], /--lock pe_d: no control of these lessons/],
    // qaa: a code ISO 639 reserves for local use, so never one of the page's languages.
    [
      ['--lessons', 'tokenizer', '--lang', 'qaa'],
      new RegExp(`--lang qaa: the page is in ${learnerLanguages.join(', ')} only`),
    ],
    [['--lock', 'tk_mode'], /--lock and --lang shape a course: give --lessons too/],
  ];
  for (const [args, message] of cases) {
    const result = scormCommand(...args);
    assert.equal(result.status, 2, `${args.join(' ')}: ${result.stderr}`);
    assert.match(result.stderr, message, args.join(' '));
  }
});

test('the course command fixes a setting by its key, the shared text and hand-built boxes too', () => {
  // The positions and BPE lessons' text box is "Your text"/"text"; te_chars is written by hand.
  for (const [lessons, lock] of [
    ['positions,bpe', 'text'],
    ['token-embedding', 'te_chars,text'],
    ['norms,contextual', 'norm_x,cx_word'],
  ]) {
    const file = join(dir, `lock-${lock.replace(/,/g, '-')}.zip`);
    const made = scormCommand('--lessons', lessons, '--lock', lock, '--out', file);
    assert.equal(made.status, 0, `--lessons ${lessons} --lock ${lock}: ${made.stderr}`);
    const launch = unzip(readFileSync(file))['launch.html'].toString();
    assert.ok(launch.includes(`lock=${encodeURIComponent(lock)}`), launch);
  }
});

test('--no-checks leaves the checks out of the package, which still counts the lessons alone', async () => {
  const file = join(dir, 'no-checks.zip');
  const made = scormCommand('--no-checks', '--out', file);
  assert.equal(made.status, 0, made.stderr);
  const files = unzip(readFileSync(file));
  assert.match(
    files['launch.html'].toString(),
    /src="embedding-lab\.html\?hide=check-before%2Ccheck-after"/,
  );
  mkdirSync(join(dir, 'no-checks'));
  for (const [name, bytes] of Object.entries(files))
    writeFileSync(join(dir, 'no-checks', name), bytes);
  writeFileSync(join(dir, 'no-checks', 'mini-lms.html'), miniLmsPage);
  const { page, problems, close } = await openPage(env(), '', {
    path: 'no-checks/mini-lms.html',
    viewport: desktop,
  });
  const { lab } = await labFrame(page);
  const sections = await lab.$$eval('section[data-panel]', (s) => s.map((x) => x.dataset.panel));
  assert.equal(sections[0], 'overview');
  assert.equal(sections.at(-1), 'projector');
  assert.ok(!sections.some((id) => id.startsWith('check-')), sections.join(' '));
  // Nothing says hide= named something unknown.
  assert.equal(await lab.locator('#notice').isVisible(), false);
  assert.deepEqual(problems, []);
  await close();
});

// --out names where the package goes, with --lessons or without; a path that cannot be a new
// package (a folder, a missing folder, one of the package's own inputs) is refused before anything
// is written, and nothing is left behind.
test('the package command honours --out, and refuses a folder, a missing folder and its own inputs', () => {
  const page = join(distDir, 'embedding-lab.html');
  const pageBefore = readFileSync(page);
  const defaultPackage = join(distDir, 'embedding-lab-scorm.zip');
  const defaultBefore = readFileSync(defaultPackage);
  const folder = join(dir, 'out-folder');
  mkdirSync(folder);
  const refused = [
    [[folder], /--out .*out-folder is a folder/],
    [['--lessons', 'tokenizer', '--out', folder], /--out .*out-folder is a folder/],
    [[join(dir, 'no-such-folder', 'x.zip')], /--out .*: there is no folder .*no-such-folder/],
    [[page], /--out .*embedding-lab\.html is an input of the package/],
    [['--lessons', 'tokenizer', '--out', page], /is an input of the package/],
    [[join(projectRoot, 'web', 'scorm', 'launch.html')], /is an input of the package/],
    [[join(projectRoot, 'web', 'scorm', 'imsmanifest.xml')], /is an input of the package/],
  ];
  for (const [args, message] of refused) {
    const full = args.length === 1 ? ['--out', ...args] : args;
    const result = scormCommand(...full);
    assert.equal(result.status, 2, `${full.join(' ')}: ${result.stdout}${result.stderr}`);
    assert.match(result.stderr, message, full.join(' '));
  }
  assert.deepEqual(readdirSync(folder), [], 'nothing written into the folder');
  assert.deepEqual(
    readdirSync(dir).filter((name) => name.includes('partial')),
    [],
    'no partial file left',
  );
  assert.deepEqual(
    readdirSync(distDir).filter((name) => name.includes('partial')),
    [],
    'no partial file left in dist/',
  );
  assert.ok(readFileSync(page).equals(pageBefore), 'the page is unchanged');
  assert.equal(
    readFileSync(join(projectRoot, 'web', 'scorm', 'launch.html'))
      .subarray(0, 15)
      .toString(),
    '<!doctype html>',
  );

  // Without --lessons: the whole lab's package, where --out says; the build's own is untouched.
  const whole = join(folder, 'whole-lab.zip');
  const made = scormCommand('--out', whole);
  assert.equal(made.status, 0, made.stderr);
  assert.match(made.stdout, /whole-lab\.zip/);
  assert.ok(readFileSync(whole).equals(defaultBefore), 'the same package as the build writes');
  assert.ok(readFileSync(defaultPackage).equals(defaultBefore), "the build's package is unchanged");
  assert.deepEqual(readdirSync(folder), ['whole-lab.zip']);
  // An earlier package at --out is replaced, whole.
  writeFileSync(whole, 'old');
  assert.equal(scormCommand(`--out=${whole}`).status, 0);
  assert.ok(readFileSync(whole).equals(defaultBefore));
});

test('a course in Spanish: its manifest names the lesson in Spanish and its launch opens the page in it', async () => {
  const es = await readCatalogue('es');
  const file = join(dir, 'spanish.zip');
  const made = scormCommand('--lessons', 'tokenizer', '--lang', 'es', '--out', file);
  assert.equal(made.status, 0, made.stderr);
  const files = unzip(readFileSync(file));
  assert.ok(
    files['imsmanifest.xml']
      .toString()
      .includes(`<title>Embedding Lab: ${es['lessons.tokenizer.title']}<`),
  );
  assert.match(
    files['launch.html'].toString(),
    /embedding-lab\.html\?lessons=tokenizer&(amp;)?lang=es"/,
  );
});

test('a package for one course holds only its lessons, in order, and scores only their questions', async () => {
  const three = join(dir, 'three.zip');
  const made = scormCommand('--lessons', 'tokenizer,bpe,pe-sinusoidal', '--out', three);
  assert.equal(made.status, 0, made.stderr);
  const launchPage = unzip(readFileSync(three))['launch.html'].toString();
  assert.match(launchPage, /src="embedding-lab\.html\?lessons=tokenizer%2Cbpe%2Cpe-sinusoidal"/);

  const one = join(dir, 'one.zip');
  const built = scormCommand('--lessons', 'tokenizer', '--lock', 'tk_mode', '--out', one);
  assert.equal(built.status, 0, built.stderr);
  const files = unzip(readFileSync(one));
  assert.match(
    files['imsmanifest.xml'].toString(),
    /<title>Embedding Lab: Tokens: from text to ids</,
  );
  mkdirSync(join(dir, 'one'));
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, 'one', name), bytes);
  copyFileSync(join(dir, 'scorm12.min.js'), join(dir, 'one', 'scorm12.min.js'));
  writeFileSync(join(dir, 'one', 'lms.html'), lmsPage);

  const { page, problems, close } = await openPage(env(), '', {
    path: 'one/lms.html',
    viewport: desktop,
  });
  const { lab } = await labFrame(page);
  const sections = await lab.$$eval('section[data-panel]', (s) => s.map((x) => x.dataset.panel));
  assert.deepEqual(sections, ['tokenizer']);
  assert.equal(await lab.locator('[data-locked="tk_mode"] input').first().isDisabled(), true);
  const items = lab.locator('section[data-panel="tokenizer"] .quiz .quiz-item');
  let scored = 0;
  let right = 0;
  // The right answer each time: 100 over this lesson's questions, far less over the whole lab's.
  for (let q = 0; q < (await items.count()); q++) {
    const item = items.nth(q);
    const choice = item.locator('.quiz-choice[data-right="true"]');
    if (await choice.count()) {
      await choice.click();
      scored += 1;
      if ((await item.locator('.quiz-feedback').textContent()).startsWith('Right.')) right += 1;
    } else await item.locator('.quiz-reveal').click();
  }
  assert.ok(scored >= 1, `${scored} questions with choices`);
  assert.equal(right, scored);
  // Completed with every question of the course answered; the score is over them alone.
  const expected = '100';
  await page.waitForFunction(() => window.API.cmi.core.lesson_status === 'completed');
  assert.equal(await page.evaluate(() => window.API.cmi.core.score.raw), expected);
  console.log(`# one-lesson course: ${right} of ${scored} right: raw ${expected}`);
  assert.deepEqual(problems, []);
  await close();
});
