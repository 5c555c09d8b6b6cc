// The page in WebKit, Safari's engine (MiniBrowser through WebKitWebDriver under Xvfb), run with
// LANG=C.UTF-8 so that navigator.language is "C", which Intl rejects: the page must load anyway.
// WebKitGTK's WASM runs several times slower than Chromium's, hence the longer waits.
import assert from 'node:assert/strict';

import { launchWebKit } from './drivers.mjs';
import { crossBrowserSuite } from './suite.mjs';

crossBrowserSuite(() => launchWebKit({ lang: 'C.UTF-8' }), {
  timeScale: 4,
  // The browser itself still reports "C"; the page replaced it before any chart code read it.
  async extraChecks(page) {
    const reported = await page.evaluate(() =>
      Object.getOwnPropertyDescriptor(Navigator.prototype, 'language').get.call(navigator),
    );
    assert.equal(reported, 'C');
    assert.notEqual(await page.evaluate(() => navigator.language), 'C');
  },
});
