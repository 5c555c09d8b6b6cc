// The page's language (the `lang` setting, i18n/words.js): chosen by a link, the query of a
// snippet or SCORM package, or the browser's languages; <html lang> follows; and en-XA, the
// pseudo-locale, shows every word accented, so a word that does not come from a strings.js (a
// lesson's, or ui/strings.js for the page's frame) shows at once.
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

// What a lesson shows that is not words: formulas, code and names marked translate="no", the
// learner's text, numbers; and the lessons' data the frame shows, which are not words yet: the
// titles (h2, the previous/next links), a lesson's place in the model, the check-yourself
// questions and their choices, and the sources' entries. The frame's own words around them (the
// Share button, the chart tools, the card's buttons and score, the lesson end) are checked.
const lessonData = [
  '[data-words="lesson"]',
  '[data-words="lesson-questions"]',
  '[data-words="sources"]',
];
const notLessonWords = [
  '[translate="no"]',
  '[data-words="core"]',
  'h2',
  ...lessonData,
  '.control-label',
  '.katex',
  'code',
  'pre',
  'textarea',
  'select',
  '.formula-cell',
].join(', ');

// Outside the lessons: what only index.html writes (the page's name, its tagline, the theme
// picker, the skip link: static text, not in a catalogue yet), the contents' lesson titles.
const notPageWords = [
  '.page-header h1',
  '.page-header > div > p:not(.quiz-page-score)',
  '.theme-picker',
  '.skip-link',
  '#contents a',
  'section[data-panel]',
  'dialog',
  'noscript',
  ...lessonData,
].join(', ');

/**
 * The visible text nodes with an English word not pseudo-localised, by part: each of `parts`
 * (a selector; a lesson section is named by its panel) outside the elements `skip` matches.
 */
function unlocalised(page, parts = 'section[data-panel]', skip = notLessonWords) {
  return page.evaluate(
    ([parts, skip]) => {
      const accented = /[ȧƀƈḓḗƒɠħīĵķŀḿƞǿƥɋřşŧŭṽẇẋẏẑȦƁƇḒḖƑƓĦĪĴĶĿḾȠǾƤɊŘŞŦŬṼẆẊẎẐ]/;
      const found = {};
      for (const part of document.querySelectorAll(parts)) {
        const name = part.dataset.panel || part.id || part.tagName.toLowerCase();
        const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const element = node.parentElement;
          if (!element || element.closest(skip) || !element.checkVisibility()) continue;
          const text = node.textContent;
          // One token with symbols in it (2π·base, d_model) is a formula or a name, not a word.
          const formula = /^\S+$/.test(text.trim()) && /[^A-Za-z]/.test(text.trim());
          if (/[a-z]{3,}/.test(text) && !formula && !accented.test(text))
            (found[name] ??= []).push(text.trim().slice(0, 80));
        }
      }
      return found;
    },
    [parts, skip],
  );
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

test('lang=en-XA: the page around the lessons and the Share dialog speak it too', async () => {
  // Notices of a bad lesson, a bad setting and a bad teacher control, worded in the link's language.
  await withPage(
    env,
    '?lessons=tokenizer,nowhere&lock=nothing#lang=en-XA&seed=x&panel=tokenizer',
    { lazy: true, viewport: { width: 1280, height: 900 } },
    async ({ page, problems }) => {
      const notices = await page.$$eval('#notice p', (ps) => ps.map((p) => p.textContent));
      assert.equal(notices.length, 3, notices.join('\n'));
      for (const notice of notices) assert.match(notice, /^\[/);
      await page.waitForSelector('.quiz-page-score');
      assert.deepEqual(await unlocalised(page, 'body', notPageWords), {});
      await page.locator('section[data-panel="tokenizer"] .share-button').click();
      await page.waitForSelector('dialog.share-dialog[open]');
      // The names of the lesson's controls (to fix) are the lesson's, as under its figures.
      assert.deepEqual(
        await unlocalised(page, 'dialog', ['.share-locks label', ...lessonData].join(', ')),
        {},
      );
      assert.deepEqual(problems, []);
    },
  );
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
