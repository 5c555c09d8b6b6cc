// Hostile hosting: a Content-Security-Policy without 'unsafe-eval', and an
// <iframe sandbox="allow-scripts"> (opaque origin).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { canvasStats, startBrowser } from './harness.mjs';

// WebAssembly compilation itself needs 'wasm-unsafe-eval'; JavaScript eval stays forbidden.
const strictCsp = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self' data:",
].join('; ');

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

async function open(setup) {
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 900 } });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await setup?.(page);
  return { page, problems, close: () => context.close() };
}

test('the page works under a CSP without unsafe-eval', async () => {
  const { page, problems, close } = await open((p) =>
    p.route(
      (url) => url.pathname.endsWith('/') || url.pathname.endsWith('.html'),
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({
          response,
          headers: { ...response.headers(), 'content-security-policy': strictCsp },
        });
      },
    ),
  );
  await page.goto(`${env.url}#panel=train&steps=30`);
  await page.waitForFunction(() =>
    ['ready', 'error'].includes(document.documentElement.dataset.status),
  );
  assert.equal(await page.evaluate(() => document.documentElement.dataset.status), 'ready');
  const statuses = await page.$$eval('section[data-panel]', (s) =>
    s.map((x) => `${x.dataset.panel}:${x.dataset.status}`),
  );
  for (const status of statuses) assert.match(status, /:(ready|idle)$/, status);
  assert.ok(
    (await canvasStats(page, 'section[data-panel="pe-sinusoidal"] canvas.heatmap')).colours > 50,
  );
  await page.click('section[data-panel="train"] button.primary');
  await page.waitForFunction(
    () => ['done', 'error'].includes(document.querySelector('[data-panel="train"]').dataset.status),
    null,
    { timeout: 120_000 },
  );
  assert.equal(await page.getAttribute('section[data-panel="train"]', 'data-status'), 'done');
  assert.deepEqual(problems, []);
  await close();
});

// The single file has everything inline (and a data: worker), so it is what a sandboxed frame
// loads. index.html there is not supported yet: from the opaque origin its module scripts,
// stylesheet and .wasm are cross-origin requests (EMBEDDING.md says so).
for (const [name, file] of [['the offline single file', 'embedding-lab.html']]) {
  test(`${name} works in <iframe sandbox="allow-scripts"> and trains there`, async () => {
    const { page, problems, close } = await open();
    await page.goto(`${env.url}examples/`);
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.id = 'boxed';
      frame.setAttribute('sandbox', 'allow-scripts');
      frame.src = src;
      document.body.prepend(frame);
    }, `../${file}?embed=train#steps=30`);
    const frame = await (await page.waitForSelector('iframe#boxed')).contentFrame();
    await frame.waitForFunction(
      () => ['ready', 'error'].includes(document.documentElement.dataset.status),
      null,
      { timeout: 60_000 },
    );
    assert.equal(await frame.evaluate(() => document.documentElement.dataset.status), 'ready');
    await frame.click('section[data-panel="train"] button.primary');
    await frame.waitForFunction(
      () =>
        ['done', 'error'].includes(document.querySelector('[data-panel="train"]').dataset.status),
      null,
      { timeout: 120_000 },
    );
    assert.equal(await frame.getAttribute('section[data-panel="train"]', 'data-status'), 'done');
    assert.deepEqual(problems, []);
    await close();
  });
}
