// "Share" on every lesson: the dialog's link and embed snippets follow the teacher options as
// they are ticked, Copy puts them on the clipboard (or selects them where the clipboard is
// refused), and a snippet read back from the clipboard, put into a course page, shows the same
// view with the chosen flags. The dialog is keyboard-usable and fits a phone.
import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { distDir } from '../../scripts/paths.mjs';
import { serveStatic } from '../../scripts/serve.mjs';

import {
  controlNamed,
  openPage,
  recordProblems,
  screenshotDir,
  startBrowser,
  withPage,
} from './harness.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

const clipboard = { permissions: ['clipboard-read', 'clipboard-write'] };
const dialog = 'dialog.share-dialog[open]';

/** Opens a lesson's Share dialog from its button; returns the dialog's locator. */
async function openShare(page, id) {
  await page.locator(`section[data-panel="${id}"] .share-button`).click();
  await page.waitForSelector(dialog);
  return page.locator(dialog);
}

/**
 * Waits until the dialog's preview shows `src` (or any address), ready: a load cut short (the
 * dialog closed, the page left) would be a failed request.
 */
async function previewReady(share, src) {
  const handle = await share.locator('iframe.share-preview').elementHandle();
  await share
    .page()
    .waitForFunction(
      ([frame, want]) => frame.getAttribute('src') && (!want || frame.getAttribute('src') === want),
      [handle, src],
    );
  const frame = await handle.contentFrame();
  await frame.waitForFunction(
    (want) =>
      (!want || location.href === want) &&
      location.search.includes('embed=') &&
      document.documentElement.dataset.status === 'ready',
    src,
    { timeout: 30000 },
  );
  return frame;
}

/** Clicks the Copy button of the field labelled `label`; returns what the clipboard holds. */
async function copy(page, share, label) {
  const field = share.locator('.share-field').filter({ hasText: label });
  await field.locator('.share-copy').click();
  await field.locator('.share-status', { hasText: 'Copied.' }).waitFor();
  return page.evaluate(() => navigator.clipboard.readText());
}

/**
 * A course page holding `html`, served beside the lab, in a new tab of the same browser (the lab's
 * tab stays: leaving it would cut short what it still loads); returns the lab's frame, ready.
 * What goes wrong on it is in `seen`.
 */
async function hostPage(lab, html) {
  const page = await lab.context().newPage();
  const seen = recordProblems(page, env);
  await page.route(`${env.url}course.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Course</title><link rel="icon" href="data:,"></head><body>${html}</body></html>`,
    }),
  );
  await page.goto(`${env.url}course.html`);
  const frame = await (await page.waitForSelector('iframe')).contentFrame();
  await frame.waitForFunction(() => document.documentElement.dataset.status === 'ready', null, {
    timeout: 30000,
  });
  return { frame, seen };
}

const shown = (frame, selector) =>
  frame.locator(selector).evaluateAll((els) => els.filter((e) => e.checkVisibility()).length);

// [lesson, link, options to tick (by their words), locks (by the control's visible name),
//  the query the snippet must carry, the setting read back in the course page]
const cases = [
  {
    id: 'pe-sinusoidal',
    hash: '#panel=pe-sinusoidal&pe_d=64&pe_len=48',
    tick: ['Compact'],
    locks: ['d_model'],
    query: { embed: 'pe-sinusoidal', lock: 'pe_d', compact: '1' },
    settings: { pe_d: '64', pe_len: '48' },
    control: ['d_model', '64'],
    form: 'iframe',
  },
  {
    id: 'norms',
    hash: '#panel=norms&norm_eps=0.1',
    tick: ['Hide the check-yourself questions', 'Hide the explanations'],
    locks: ['epsilon ε'],
    query: { embed: 'norms', hide: 'quiz,prose', lock: 'norm_eps' },
    settings: { norm_eps: '0.1' },
    control: ['epsilon ε', '0.1'],
    form: 'iframe',
  },
  {
    id: 'rope',
    hash: '#panel=rope&text=Share%20me',
    tick: ['Hide the check-yourself questions'],
    locks: [],
    query: { embed: 'rope', hide: 'quiz' },
    settings: { text: 'Share me' },
    form: 'element',
  },
];

test('Share on three lessons: the copied snippet, in a course page, shows the same view', async () => {
  for (const c of cases) {
    const { page, problems, close } = await openPage(env, c.hash, { context: clipboard });
    try {
      const share = await openShare(page, c.id);
      // The link to this view is the page's own, with the lesson and its settings.
      const link = new URL(await copy(page, share, 'Link to this view'));
      const sorted = (hash) => [...new URLSearchParams(hash.slice(1))].sort().join('&');
      assert.equal(sorted(link.hash), sorted(c.hash), c.id);
      assert.equal(link.href.replace(/#.*/, ''), env.url);
      for (const words of c.tick) await share.getByLabel(words).check();
      for (const name of c.locks)
        await share.locator('.share-locks').getByLabel(name, { exact: true }).check();
      const snippet = await copy(
        page,
        share,
        c.form === 'iframe' ? 'Embed with an iframe' : 'Or with one script tag',
      );
      let frame;
      let seen;
      if (c.form === 'iframe') {
        const src = new URL(snippet.match(/src="([^"]+)"/)[1].replace(/&amp;/g, '&'));
        assert.deepEqual(Object.fromEntries(src.searchParams), c.query, c.id);
        assert.deepEqual(Object.fromEntries(new URLSearchParams(src.hash.slice(1))), c.settings);
        assert.match(snippet, /title="Embedding Lab: [^"]+"/);
        assert.match(snippet, /height:\d+px/);
        // The preview shows what the snippet shows.
        const preview = await previewReady(share, src.href);
        assert.equal(await preview.locator(`section[data-panel="${c.id}"]`).count(), 1);
        ({ frame, seen } = await hostPage(page, snippet));
      } else {
        assert.match(
          snippet,
          /<script type="module" src="[^"]+embedding-lab-panel\.js"><\/script>/,
        );
        assert.match(snippet, /<embedding-lab-panel panel="rope" text="Share me" hide="quiz"/);
        await previewReady(share);
        ({ frame, seen } = await hostPage(page, snippet));
      }
      const section = `section[data-panel="${c.id}"]`;
      assert.equal(await frame.locator(section).count(), 1, 'one lesson, embedded');
      if (c.query.compact || c.query.hide?.includes('quiz'))
        assert.equal(await shown(frame, `${section} .quiz`), 0, `${c.id}: no quiz`);
      if (c.query.hide?.includes('prose'))
        assert.equal(await shown(frame, `${section} .lead`), 0, `${c.id}: no explanations`);
      if (c.control) {
        const [name, value] = c.control;
        const box = controlNamed(frame, section, name).locator('input[type=number]');
        assert.equal(await box.inputValue(), value, `${c.id}: ${name}`);
        assert.equal(await box.isDisabled(), c.locks.includes(name), `${c.id}: ${name} locked`);
      }
      if (c.settings.text)
        assert.equal(
          await frame.evaluate(() => new URLSearchParams(location.hash.slice(1)).get('text')),
          c.settings.text,
        );
      await frame.page().screenshot({ path: join(screenshotDir, `share-course-${c.id}.png`) });
      assert.deepEqual([...problems, ...seen], [], c.id);
    } finally {
      await close();
    }
  }
});

test('the dialog: labelled, focus inside, Escape closes it and returns to the button', async () => {
  await withPage(env, '#panel=norms', async ({ page, problems }) => {
    const share = await openShare(page, 'norms');
    assert.equal(
      await share.evaluate(
        (d) => document.getElementById(d.getAttribute('aria-labelledby'))?.textContent,
      ),
      'Share “Normalisation: LayerNorm and RMSNorm”',
    );
    assert.equal(await share.evaluate((d) => d.contains(document.activeElement)), true);
    // Every lock is named as its control is, and the live snippet follows each tick.
    const names = await share.locator('.share-locks label').allTextContents();
    assert.ok(names.map((n) => n.trim()).includes('epsilon ε'), names.join(', '));
    const before = await share.locator('textarea').first().inputValue();
    await share.getByLabel('Compact').check();
    assert.notEqual(await share.locator('textarea').first().inputValue(), before);
    assert.equal(await share.getByLabel('Hide the explanations').isDisabled(), true);
    // The preview loads the ticked address once the ticking stops; the one before may be ready
    // first, so wait for the address that has the tick.
    await page.waitForFunction(() =>
      document.querySelector('iframe.share-preview')?.getAttribute('src')?.includes('compact=1'),
    );
    const preview = await previewReady(
      share,
      await share.locator('iframe.share-preview').evaluate((frame) => frame.src),
    );
    assert.equal(
      await preview.evaluate(() => new URLSearchParams(location.search).get('compact')),
      '1',
      'the preview follows the ticks',
    );
    await page.keyboard.press('Escape');
    await page.waitForSelector(dialog, { state: 'detached' });
    assert.equal(
      await page.evaluate(() => document.activeElement?.classList.contains('share-button')),
      true,
    );
    assert.deepEqual(problems, []);
  });
});

test('Share in the single-file page hosted alone offers the link only, and says why', async () => {
  // embedding-lab.html on its own (as an LMS or a teacher's server holds it): no index.html, so
  // no snippet or preview may point at one.
  const alone = mkdtempSync(join(tmpdir(), 'embedding-lab-alone-'));
  copyFileSync(join(distDir, 'embedding-lab.html'), join(alone, 'embedding-lab.html'));
  const { server, url } = await serveStatic(alone);
  try {
    const site = { url, browser: env.browser };
    await withPage(
      site,
      'embedding-lab.html#panel=norms',
      { readyTimeout: 60_000, lazy: true },
      async ({ page, problems }) => {
        const share = await openShare(page, 'norms');
        const link = await share.locator('.share-field input').inputValue();
        assert.ok(link.startsWith(`${url}embedding-lab.html#`), link);
        assert.equal(await share.locator('textarea').count(), 0, 'no embed snippets');
        assert.equal(await share.locator('iframe').count(), 0, 'no preview');
        assert.doesNotMatch(await share.textContent(), /index\.html/);
        const why = share.locator('.share-single-file');
        assert.equal(await why.isVisible(), true);
        assert.match(await why.textContent(), /single file/);
        // With no iframe in the dialog (the single file's dialog builds none) no preview can load
        // later.
        assert.deepEqual(problems, []);
      },
    );
  } finally {
    await new Promise((done) => server.close(done));
    rmSync(alone, { recursive: true, force: true });
  }
});

test('where the clipboard is refused, Copy selects the text and says to press Ctrl+C', async () => {
  const refuse = (page) =>
    page.addInitScript(() => {
      navigator.clipboard.writeText = () =>
        Promise.reject(new DOMException('no', 'NotAllowedError'));
    });
  await withPage(env, '#panel=rope', { setup: refuse }, async ({ page, problems }) => {
    const share = await openShare(page, 'rope');
    await previewReady(share);
    const field = share.locator('.share-field').filter({ hasText: 'Embed with an iframe' });
    await field.locator('.share-copy').click();
    await field.locator('.share-status', { hasText: 'Press Ctrl+C' }).waitFor();
    const selection = await field
      .locator('textarea')
      .evaluate((t) => [
        document.activeElement === t,
        t.selectionStart,
        t.selectionEnd,
        t.value.length,
      ]);
    assert.deepEqual(selection, [true, 0, selection[3], selection[3]]);
    assert.deepEqual(problems, []);
  });
});

test('the dialog at 1280 and 390 px, light and dark, fits its screen', async () => {
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ])
    for (const theme of ['light', 'dark']) {
      await withPage(
        env,
        `#panel=pe-sinusoidal&theme=${theme}`,
        { viewport: { width, height } },
        async ({ page, problems }) => {
          const share = await openShare(page, 'pe-sinusoidal');
          await share.locator('.share-locks').getByLabel('d_model', { exact: true }).check();
          const box = await share.boundingBox();
          assert.ok(box.x >= 0 && box.x + box.width <= width, `${width}: ${JSON.stringify(box)}`);
          await previewReady(share);
          const wide = await share.evaluate((d) => d.scrollWidth - d.clientWidth);
          assert.equal(wide, 0, `${width} ${theme}: nothing wider than the dialog`);
          await page.screenshot({ path: join(screenshotDir, `share-${width}-${theme}.png`) });
          assert.deepEqual(problems, []);
        },
      );
    }
});
