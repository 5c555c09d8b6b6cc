// The page's language (the `lang` setting, i18n/words.js): chosen by a link, the query of a
// snippet or SCORM package, or the browser's languages; <html lang> follows; and en-XA, the
// pseudo-locale, shows every word a lesson's body writes accented, so a word that does not come
// from the lesson's strings.js shows at once.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { mountEveryPanel, startBrowser, withPage } from './harness.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

// What a lesson's body shows that is not its words: the frame's own parts (their words are the
// page's, not the lesson's), formulas, code and names marked translate="no", the learner's text,
// numbers.
const notLessonWords = [
  '[translate="no"]',
  '[data-words="core"]',
  'h2',
  '.share-button',
  '.chart-tools',
  '.quiz',
  '.lesson-end',
  '.control-label',
  '.primer > a',
  '.katex',
  'code',
  'pre',
  'textarea',
  'select',
  '.formula-cell',
].join(', ');

/** The visible text nodes of each lesson's body with an English word not pseudo-localised. */
function unlocalised(page) {
  return page.evaluate((skip) => {
    const accented = /[ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ]/;
    const found = {};
    for (const section of document.querySelectorAll('section[data-panel]')) {
      const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || element.closest(skip) || !element.checkVisibility()) continue;
        const text = node.textContent;
        // One token with symbols in it (2π·base, d_model) is a formula or a name, not a word.
        const formula = /^\S+$/.test(text.trim()) && /[^A-Za-z]/.test(text.trim());
        if (/[a-z]{3,}/.test(text) && !formula && !accented.test(text))
          (found[section.dataset.panel] ??= []).push(text.trim().slice(0, 80));
      }
    }
    return found;
  }, notLessonWords);
}

test('lang=en-XA: every lesson’s words come from its strings.js', async () => {
  await withPage(env, '#lang=en-XA', { viewport: { width: 1280, height: 900 } }, async (opened) => {
    const { page, problems } = opened;
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en-XA');
    await mountEveryPanel(page);
    assert.deepEqual(await unlocalised(page), {});
    assert.deepEqual(problems, []);
  });
});

test('the language: a link’s #lang= wins over ?lang=, auto follows the browser, and an unknown one is named', async () => {
  await withPage(env, '?lang=en-XA#panel=pe-sinusoidal', { lazy: true }, async ({ page }) => {
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en-XA');
    assert.match(
      await page.textContent('section[data-panel="pe-sinusoidal"] .lead'),
      /^\[Ȧ ŧřȧƞşƒǿřḿḗř/,
    );
  });
  await withPage(env, '?lang=en-XA#lang=en', { lazy: true }, async ({ page }) => {
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  });
  await withPage(
    env,
    '#panel=pe-sinusoidal',
    { lazy: true, context: { locale: 'en-GB' } },
    async ({ page }) => {
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
      assert.match(
        await page.textContent('section[data-panel="pe-sinusoidal"] .lead'),
        /^A transformer/,
      );
    },
  );
  await withPage(env, '?lang=xx', { lazy: true }, async ({ page, problems }) => {
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    assert.match(
      await page.textContent('#notice'),
      /The page has no language “xx”; showing English\./,
    );
    assert.deepEqual(problems, []);
  });
});

test('switching the language by a link builds the lessons again in it, keeping the settings', async () => {
  await withPage(
    env,
    '#panel=pe-sinusoidal&pe_d=64',
    { lazy: true },
    async ({ page, problems }) => {
      const lead = 'section[data-panel="pe-sinusoidal"] .lead';
      assert.match(await page.textContent(lead), /^A transformer/);
      await page.evaluate(() => {
        location.hash = '#panel=pe-sinusoidal&pe_d=64&lang=en-XA';
      });
      await page.waitForFunction(
        (s) => document.querySelector(s)?.textContent.startsWith('['),
        lead,
      );
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'en-XA');
      const hash = new URLSearchParams((await page.evaluate(() => location.hash)).slice(1));
      assert.equal(hash.get('pe_d'), '64');
      assert.deepEqual(problems, []);
    },
  );
});
