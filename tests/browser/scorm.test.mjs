// The SCORM 1.2 package (dist/embedding-lab-scorm.zip) under a real SCORM 1.2 run-time: an
// "LMS" page provides window.API from the npm package scorm-again and opens the package's launch
// page in a frame; the learner answers every check-yourself question; the test reads what the
// LMS recorded. Opened on its own, the launch page is a plain page that says it is not connected.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { inflateRawSync } from 'node:zlib';

import { launchChromium } from '../../scripts/chromium.mjs';
import { distDir, projectRoot } from '../../scripts/paths.mjs';
import { serveStatic } from '../../scripts/serve.mjs';
import { openPage, screenshotDir } from './harness.mjs';

// Reads a zip's entries from its central directory (stored or deflated).
function unzip(zip) {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = {};
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    files[name] = method === 8 ? inflateRawSync(data) : Buffer.from(data);
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return files;
}

const lmsPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>LMS</title><link rel="icon" href="data:,">
<script src="scorm12.min.js"></script>
<script>window.API = new Scorm12API({ logLevel: 4, autocommit: false });</script>
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

let dir;
let server;
let url;
let browser;
before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'embedding-lab-scorm-'));
  const files = unzip(readFileSync(join(distDir, 'embedding-lab-scorm.zip')));
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, name), bytes);
  copyFileSync(
    join(projectRoot, 'node_modules', 'scorm-again', 'dist', 'scorm12.min.js'),
    join(dir, 'scorm12.min.js'),
  );
  writeFileSync(join(dir, 'lms.html'), lmsPage);
  writeFileSync(join(dir, 'hostile-lms.html'), hostileLmsPage);
  ({ server, url } = await serveStatic(dir));
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve) ?? resolve());
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('the package holds a SCORM 1.2 manifest, the launch page and the single-file page', () => {
  const files = unzip(readFileSync(join(distDir, 'embedding-lab-scorm.zip')));
  assert.deepEqual(Object.keys(files).sort(), [
    'embedding-lab.html',
    'imsmanifest.xml',
    'launch.html',
  ]);
  const manifest = files['imsmanifest.xml'].toString();
  assert.match(manifest, /<schemaversion>1\.2<\/schemaversion>/);
  assert.match(manifest, /adlcp:scormtype="sco" href="launch\.html"/);
  assert.deepEqual(files['embedding-lab.html'], readFileSync(join(distDir, 'embedding-lab.html')));
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
  });
  const { launch, lab } = await labFrame(page);
  assert.match(await launch.textContent('#lms-status'), /Connected to your course/);
  await page.waitForFunction(() => window.API.cmi.core.lesson_status === 'incomplete');

  // Answer every question of every lesson: the first choice, or "Show the answer".
  const items = lab.locator('.quiz .quiz-item');
  const count = await items.count();
  assert.ok(count >= 20, `${count} questions on the page`);
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
    const item = lab.locator('.quiz .quiz-item').first();
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
    // Leaving ends the session that was opened, and only that one.
    await page.evaluate(() => document.getElementById('sco').remove());
    const finished = () => window.calls.some(([name]) => name === 'LMSFinish');
    if (lessonStatus === null) {
      // No session was opened, so nothing may finish one: an absence, which only time can show.
      await page.waitForTimeout(200);
      assert.equal(await page.evaluate(finished), false, what);
    } else {
      await page.waitForFunction(finished, null, { timeout: 5000 });
      assert.equal(await page.evaluate(() => window.realApi.isTerminated()), true, what);
    }
    assert.deepEqual(problems, [], what);
    await close();
  }
});
