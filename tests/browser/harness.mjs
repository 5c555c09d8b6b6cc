// Shared set-up for browser tests: serve dist/ on a free loopback port, drive the system Chromium
// with playwright-core, collect console errors and failed requests (either one fails a test).
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateRawSync } from 'node:zlib';

import { launchChromium } from '../../scripts/chromium.mjs';
import { buildRoot, distDir, projectRoot } from '../../scripts/paths.mjs';
import { serveStatic } from '../../scripts/serve.mjs';

export const screenshotDir = join(buildRoot, 'screenshots');

export async function startBrowser() {
  mkdirSync(screenshotDir, { recursive: true });
  const { server, url } = await serveStatic(distDir);
  const browser = await launchChromium();
  return {
    url,
    browser,
    async close() {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/**
 * Records what must not happen on a page, as it happens: console errors, page errors, failed
 * requests and requests for anything but the page's own files. Console warnings go to
 * `warnings` when given. Returns the list of problems.
 */
export function recordProblems(page, env, { warnings } = {}) {
  const problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    else if (message.type() === 'warning') warnings?.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // A request the browser cancels because the document that made it has gone (its frame went to
  // another address, as a Share preview does when an option is ticked, or was removed with its
  // dialog) is not a failure of the page: its document no longer needs it. The browser reports
  // the cancelled requests before the frame's removal, so a cancelled one is judged a moment
  // later. A document is told by its frame's address and the number of documents the frame has
  // loaded: a reload of the same address (about:blank, then the same link again) is another one.
  const askedFrom = new WeakMap(); // request -> the document that made it
  const loads = new WeakMap(); // frame -> the navigations it has asked for
  const documentOf = (request) => {
    try {
      const frame = request.frame();
      return frame.isDetached() ? null : `${loads.get(frame) ?? 0} ${frame.url()}`;
    } catch {
      return null; // a worker's request: no frame
    }
  };
  const failed = (request) => problems.push(`request failed: ${request.url()}`);
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED' || !askedFrom.has(request))
      return failed(request);
    setTimeout(() => {
      if (documentOf(request) === askedFrom.get(request)) failed(request);
    }, 100);
  });
  page.on('request', (request) => {
    if (request.isNavigationRequest())
      loads.set(request.frame(), (loads.get(request.frame()) ?? 0) + 1);
    const asker = documentOf(request);
    if (asker) askedFrom.set(request, asker);
    const url = request.url();
    if (!url.startsWith(env.url) && !url.startsWith('data:') && !url.startsWith('blob:'))
      problems.push(`request outside the page's own files: ${url}`);
  });
  return problems;
}

/** Collects the messages an embedded Embedding Lab posts to this page in window.labMessages. */
export function recordLabMessages(page) {
  return page.addInitScript(() => {
    window.labMessages = [];
    window.addEventListener('message', (event) => {
      if (event.data?.source === 'embedding-lab') window.labMessages.push(event.data);
    });
  });
}

/**
 * A fresh page (its own browser context) whose console errors, page errors and off-site or failed
 * requests are recorded in `problems` (console warnings in `warnings`). Options:
 *   viewport      default 1200 × 900
 *   setup(page)   runs before anything loads (routes, init scripts such as recordLabMessages)
 *   path          opens env.url + path (a course page) instead of the lab with `hash`, and does
 *                 not wait for the lab's data-status; null opens nothing
 *   readyTimeout  ms to wait for the lab's data-status (default 30 s; the single file from disk
 *                 parses 5 MB of inline code first)
 *   lazy          true: leave the lessons to mount as they come near the viewport; false: mount
 *                 every lesson once the page is ready (the page's print path), so a test can
 *                 reach any panel without scrolling. By default, an address that links one
 *                 lesson (#panel=ID) waits for that lesson to be built and settled (as
 *                 panelsSettled) and leaves the others to the page, as a learner's link does;
 *                 any other address mounts every lesson.
 * env is startBrowser()'s, or any { url, browser } (the SCORM package's server, a file:// URL).
 * Prefer withPage, which always closes the page.
 */
export async function openPage(
  env,
  hash = '',
  {
    viewport = { width: 1200, height: 900 },
    setup,
    path,
    lazy,
    readyTimeout = 30_000,
    context: options = {},
  } = {},
) {
  const context = await env.browser.newContext({ viewport, ...options });
  const page = await context.newPage();
  const warnings = [];
  const problems = recordProblems(page, env, { warnings });
  try {
    await setup?.(page);
    if (path !== undefined) {
      if (path !== null) await page.goto(env.url + path);
    } else {
      await page.goto(env.url + hash);
      await page.waitForFunction(
        () => ['ready', 'error'].includes(document.documentElement.dataset.status),
        null,
        { timeout: readyTimeout },
      );
      const linked = linkedLesson(hash);
      if (lazy === false || (lazy === undefined && !linked)) await mountEveryPanel(page);
      else if (lazy === undefined) await lessonBuilt(page, linked);
    }
  } catch (error) {
    await context.close(); // a page that did not load is not left open
    throw error;
  }
  return { page, problems, warnings, close: () => context.close() };
}

/** The lesson an address links (`#panel=ID`, `?x#theme=dark&panel=ID`), or null. */
function linkedLesson(address) {
  const hash = address.includes('#') ? address.slice(address.indexOf('#') + 1) : '';
  return new URLSearchParams(hash).get('panel');
}

/**
 * Waits until the lesson `id` is built and settled, as panelsSettled waits for every built one: its
 * code loaded and mounted (no data-mount left), not loading, and no preview due (the training
 * lab's untrained model, which its worker sends).
 */
function lessonBuilt(page, id) {
  return page.waitForFunction(
    (id) => {
      const section = document.querySelector(`section[data-panel="${id}"]`);
      if (!section) return true; // no such lesson: nothing to wait for
      return (
        !section.dataset.mount && section.dataset.status !== 'loading' && !section.dataset.preview
      );
    },
    id,
    { timeout: 60000 },
  );
}

/**
 * Mounts every lesson of the lab in `page` (or a frame) as printing does (main.js), and waits
 * until each is built (a lesson whose code is still loading says data-mount="loading").
 */
export async function mountEveryPanel(page) {
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.waitForFunction(() => !document.querySelector('section[data-mount]'));
}

/**
 * withPage(env, hash?, options?, body): opens a page as openPage does, runs
 * body({ page, problems, warnings }) and closes the page in every case, also when an assertion
 * in body fails, so one failing test cannot leave pages behind for the next.
 */
export async function withPage(env, ...args) {
  const body = args.pop();
  const [hash = '', options] = args;
  const opened = await openPage(env, hash, options);
  try {
    return await body(opened);
  } finally {
    await opened.close();
  }
}

/**
 * The control labelled `label` (its .control-label, exactly) inside the element `scope` selects:
 * found by name, so adding a control elsewhere does not move it.
 */
export function controlNamed(page, scope, label) {
  return page.locator(`${scope} .control`).filter({
    has: page.locator('.control-label', { hasText: new RegExp(`^${escapeRegExp(label)}$`) }),
  });
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Fingerprint of a canvas's pixels, plus how many distinct colours it holds. */
export async function canvasStats(page, selector) {
  return page.$eval(selector, (canvas) => {
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    const colours = new Set();
    let hash = 0;
    for (let i = 0; i < data.length; i += 4) {
      const rgb = (data[i] << 16) | (data[i + 1] << 8) | data[i + 2];
      colours.add(rgb);
      hash = (Math.imul(hash, 31) + rgb) | 0;
    }
    return {
      width: canvas.width,
      height: canvas.height,
      colours: colours.size,
      hash,
    };
  });
}

/**
 * Waits until no mounted lesson in `page` (or a frame) says data-status="loading" and none waits
 * for a preview (data-preview): a lesson whose work runs in a worker (the sampling lesson's
 * generation, the training lab's untrained model) settles when its result arrives.
 */
export function panelsSettled(page, timeout = 60000) {
  return page.waitForFunction(
    () =>
      ![...document.querySelectorAll('section[data-panel]')].some(
        (s) => (!s.dataset.mount && s.dataset.status === 'loading') || s.dataset.preview,
      ),
    null,
    { timeout },
  );
}

/**
 * Waits until the lessons a link or a scroll brought into view are built and drawn, and the page
 * has had a frame to put the panel it holds (<html data-pinned>) back in place: two frames for
 * its intersection observer to start building the lessons near the view, then until none is
 * loading, then two frames for the hold's last correction.
 */
export async function settledInView(page) {
  const twoFrames = () =>
    page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
  await twoFrames();
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('section[data-panel]')].some(
        (s) =>
          s.dataset.mount === 'loading' || (!s.dataset.mount && s.dataset.status === 'loading'),
      ),
    null,
    { timeout: 60000 },
  );
  await twoFrames();
}

/**
 * The sampling lesson's generated bytes, from its CSV download ("Download CSV" under the sampled
 * text) in `where` (a page or a frame of `page`).
 */
export async function sampledBytes(page, where = page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    where
      .locator(
        'section[data-panel="sampling"] .chart-tools[data-chart="sampling-generated"] button',
        {
          hasText: 'Download CSV',
        },
      )
      .click(),
  ]);
  const file = join(screenshotDir, `sampling-${Date.now()}.csv`);
  await download.saveAs(file);
  const lines = readFileSync(file, 'utf8').trim().split('\n').slice(1);
  // label, byte, probability when drawn, bytes left: the label may be quoted and hold a comma
  return lines.map((line) => Number(line.match(/,(\d+),[^,]+,\d+$/)[1]));
}

/** Sends the embed API's apply-settings to the lab framed in iframe#frameId of a host page. */
export function applySettings(page, settings, frameId = 'lab') {
  return page.evaluate(
    ([id, settings]) =>
      document
        .getElementById(id)
        .contentWindow.postMessage({ type: 'apply-settings', settings }, '*'),
    [frameId, settings],
  );
}

// Reads a zip's entries from its central directory (stored or deflated).
export function unzip(zip) {
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

/** Records every fillText on a canvas: its text, fill and the background behind the canvas. */
export function recordCanvasText() {
  const texts = [];
  const fillText = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (text, ...rest) {
    if (typeof this.fillStyle === 'string' && this.canvas.isConnected)
      texts.push({ text: String(text), fill: this.fillStyle, canvas: this.canvas });
    return fillText.call(this, text, ...rest);
  };
  window.__canvasTexts = () =>
    texts.map(({ text, fill, canvas }) => {
      let element = canvas;
      let background = 'rgba(0, 0, 0, 0)';
      while (element && /rgba\(.*, 0\)$|transparent/.test(background)) {
        background = getComputedStyle(element).backgroundColor;
        element = element.parentElement;
      }
      const where = canvas.closest('[data-panel]')?.dataset.panel ?? '?';
      return { text, fill, background, where };
    });
}

/**
 * The built SCORM package as an LMS would unpack it, served with scorm-again's SCORM 1.2 API
 * beside it and `pages` (file name → text, or a URL to copy: the test's LMS pages) written in:
 * { dir, url, close }.
 */
export async function servedScormPackage(prefix, pages) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const files = unzip(readFileSync(join(distDir, 'embedding-lab-scorm.zip')));
  for (const [name, bytes] of Object.entries(files)) writeFileSync(join(dir, name), bytes);
  copyFileSync(
    join(projectRoot, 'node_modules', 'scorm-again', 'dist', 'scorm12.min.js'),
    join(dir, 'scorm12.min.js'),
  );
  for (const [name, page] of Object.entries(pages))
    if (page instanceof URL) copyFileSync(page, join(dir, name));
    else writeFileSync(join(dir, name), page);
  const { server, url } = await serveStatic(dir);
  const close = async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  };
  return { dir, url, close };
}
