// Firefox ESR and WebKit for the cross-browser tests, behind one small interface:
//   const browser = await launchFirefox() | await launchWebKit()
//   const page = await browser.open(url)      a fresh page at 1280 x 900
//   page.evaluate(fn, arg)                    runs fn(arg) in the page, returns its JSON value
//   page.waitFor(fn, arg, timeout)            polls fn(arg) until it returns a truthy value
//   page.screenshot(path)                     PNG of the viewport
//   page.close(); browser.close()
// Console errors, uncaught errors and failed loads are recorded inside every page (and passed up
// from its frames) by headScript, which the test server loads first in each HTML page: WebDriver
// classic has no console access, and one recorder keeps the two browsers' checks the same.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';

import puppeteer from 'puppeteer-core';

export const viewport = { width: 1280, height: 900 };

export const headScript = `(() => {
  const problems = (window.__problems = []);
  const report = (text) => {
    problems.push(text);
    if (window.top !== window) window.top.postMessage({ source: 'test-recorder', text }, '*');
  };
  const consoleError = console.error;
  console.error = (...args) => {
    report('console: ' + args.map(String).join(' '));
    consoleError.apply(console, args);
  };
  addEventListener('error', (e) => {
    const target = e.target && e.target !== window ? e.target.src || e.target.href : '';
    report(target ? 'failed to load: ' + target : 'page error: ' + e.message);
  }, true);
  addEventListener('unhandledrejection', (e) =>
    report('unhandled rejection: ' + (e.reason && e.reason.message ? e.reason.message : e.reason)));
  addEventListener('message', (e) => {
    if (e.data && e.data.source === 'test-recorder') problems.push('in a frame: ' + e.data.text);
  });
})();`;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `evaluate(fn, arg)` until truthy; the error names what was awaited. */
async function poll(evaluate, fn, arg, timeout, interval) {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await evaluate(fn, arg).catch(() => undefined); // mid-navigation
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms waiting for ${fn}`);
    await sleep(interval);
  }
}

export async function launchFirefox() {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: '/usr/bin/firefox-esr',
    headless: true,
  });
  return {
    name: 'Firefox',
    async open(url) {
      const page = await browser.newPage();
      await page.setViewport(viewport);
      // Puppeteer sees the top page's own errors even before the recorder runs.
      const early = [];
      page.on('pageerror', (error) => early.push(`page error: ${error.message}`));
      await page.goto(url);
      return {
        evaluate: (fn, arg) => page.evaluate(fn, arg),
        waitFor: (fn, arg, timeout) => poll((f, a) => page.evaluate(f, a), fn, arg, timeout, 250),
        problems: async () => [...early, ...(await page.evaluate(() => window.__problems ?? []))],
        screenshot: (path) => page.screenshot({ path }),
        close: () => page.close(),
      };
    },
    close: () => browser.close(),
  };
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * MiniBrowser through WebKitWebDriver, over W3C WebDriver with plain fetch, on its own Xvfb
 * display. `lang` is the LANG the browser runs with: WebKit takes navigator.language from it.
 */
export async function launchWebKit({ lang = 'C.UTF-8' } = {}) {
  const children = [];
  const start = (command, args, env, stdio = 'ignore') => {
    const child = spawn(command, args, { env, stdio });
    children.push(child);
    return child;
  };
  // Xvfb picks a free display itself and writes its number to stdout (-displayfd), so test runs
  // sharing a machine never collide on one.
  const xvfb = start(
    'Xvfb',
    ['-displayfd', '1', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'],
    process.env,
    ['ignore', 'pipe', 'ignore'],
  );
  const display = await new Promise((resolve, reject) => {
    let text = '';
    xvfb.stdout.on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) resolve(`:${text.trim()}`);
    });
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before giving a display`)));
  });
  const port = await freePort();
  start('/usr/bin/WebKitWebDriver', [`--port=${port}`], {
    ...process.env,
    DISPLAY: display,
    LANG: lang,
    LC_ALL: lang,
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const call = async (method, path, body) => {
    const response = await fetch(endpoint + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await response.json();
    if (!response.ok) throw new Error(`WebDriver ${path}: ${JSON.stringify(json.value)}`);
    return json.value;
  };
  let session;
  const stop = () => {
    for (const child of children.reverse()) child.kill();
  };
  try {
    await poll(() => fetch(`${endpoint}/status`).then((r) => r.ok), null, null, 20000, 200);
    session = await call('POST', '/session', {
      capabilities: {
        alwaysMatch: {
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': {
            binary: '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
            args: ['--automation'],
          },
        },
      },
    });
  } catch (error) {
    stop();
    throw error;
  }
  const base = `/session/${session.sessionId}`;
  const evaluate = (fn, arg) =>
    call('POST', `${base}/execute/sync`, {
      script: `return (${fn}).apply(null, arguments)`,
      args: [arg ?? null],
    });
  await call('POST', `${base}/window/rect`, viewport);
  return {
    name: 'WebKit',
    async open(url) {
      await call('POST', `${base}/url`, { url });
      return {
        evaluate,
        waitFor: (fn, arg, timeout) => poll(evaluate, fn, arg, timeout, 500),
        problems: () => evaluate(() => window.__problems ?? ['the recorder did not run']),
        async screenshot(path) {
          writeFileSync(path, Buffer.from(await call('GET', `${base}/screenshot`), 'base64'));
        },
        close: () => call('POST', `${base}/url`, { url: 'about:blank' }),
      };
    },
    async close() {
      await call('DELETE', base).catch(() => {});
      stop();
    },
  };
}
