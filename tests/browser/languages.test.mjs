// The page's language (the `lang` setting, i18n/words.js): chosen by a link, the query of a
// snippet or SCORM package, or the browser's languages; <html lang> follows; and en-XA, the
// pseudo-locale, shows every word accented, so a word that does not come from a strings.js (a
// lesson's, or base/strings.js for the page's frame) shows at once.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { englishMessages, readCatalogue } from '../../scripts/messages.mjs';
import { languageName, learnerLanguages } from '../../web/src/i18n/words.js';
import { mountEveryPanel, recordCanvasText, startBrowser, withPage } from './harness.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

// What a lesson shows that is not words: formulas, code and names marked translate="no", the
// core's messages (English on every page), citations as published, the learner's text, numbers,
// and each language's name written in itself (the menus). Everything else is checked: titles,
// questions, the sources' summaries, the Share button, the chart tools, the card, the lesson end.
const notWords = ['[data-words="citation"]', 'option[lang]'];
const notLessonWords = [
  '[translate="no"]',
  '[data-words="core"]',
  ...notWords,
  '.katex',
  'code',
  'pre',
  'textarea',
  'select',
  '.formula-cell',
].join(', ');

// Outside the lessons: all but the page's name (Embedding Lab, a name) and the note for a page
// whose scripts never ran.
const notPageWords = [
  '.page-header h1',
  'section[data-panel]',
  'dialog',
  'noscript',
  ...notWords,
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
          // So is a function applied to its arguments (softmax(logits / T), a chart's note
          // while its numbers are on their way).
          const formula =
            (/^\S+$/.test(text.trim()) && /[^A-Za-z]/.test(text.trim())) ||
            /^\w+\(.*\)$/.test(text.trim());
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
        await unlocalised(page, 'dialog', ['.share-locks label', ...notWords].join(', ')),
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
      /^\[Ȧŧŧḗƞŧīǿƞ ƈǿḿƥȧřḗş/,
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
        /^Attention compares vectors/,
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
      assert.match(await page.textContent(lead), /^Attention compares vectors/);
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

// The languages with a catalogue (i18n/words.js), each checked on a page of its own.
const translated = learnerLanguages.filter((lang) => lang !== 'en');

// English left in a page shows by its small words (a language in which one of them is a word
// gives a pattern of its own here); in a Chinese page, by two words together with no Chinese
// character. Not prose: the names the field keeps in every language (softmax, LayerNorm…), an
// English example in quotes (“the”, Arabic's «the»), a word alone (a token's box).
const englishWords = [
  String.raw`\b(the|and|with|which|from|your|this|that|these|into|each|when|what|are|is|of)\b`,
  'i',
];
const englishIn = {
  zh: [String.raw`^(?![\s\S]*[\u4e00-\u9fff])[\s\S]*[A-Za-z]{3,}[\s,]+[A-Za-z]{2,}`, ''],
};
const keptNames =
  /softmax|logits?|LayerNorm|RMSNorm|RoPE|ALiBi|GELU|PyTorch|Transformer|Embedding Lab|WebAssembly|embeddings?|tokens?|bytes?|worker|gpt\d|TinyGPT|bpe|“[^”]*”|‘[^’]*’|«[^»]*»/gi;

function untranslated(page, lang) {
  return page.evaluate(
    ([[pattern, flags], kept, skip]) => {
      const english = new RegExp(pattern, flags);
      const keptNames = new RegExp(kept, 'gi');
      const found = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || element.closest(skip) || !element.checkVisibility()) continue;
        const text = node.textContent.trim();
        if (/^\S+$/.test(text)) continue; // a word alone, a number, a formula
        if (english.test(text.replace(keptNames, '')))
          found.push(`${element.closest('section')?.id ?? element.tagName}: ${text.slice(0, 80)}`);
      }
      return found;
    },
    [
      englishIn[lang] ?? englishWords,
      keptNames.source,
      [notLessonWords, '.page-header h1', 'noscript'].join(', '),
    ],
  );
}

// A number a person reads in a figure, written wrong for the page's language: a decimal point in
// a language that writes 0,5 (a count grouped 1.000 is right there), a digit ٠-٩ in Arabic, which
// the page writes 0-9 (docs/TRANSLATING.md). Read from the text drawn on every canvas (the
// figures' labels, uPlot's ticks) and the ticks uPlot writes on each chart (data-x-ticks).
function misnumbered(texts, lang) {
  const comma = ['es', 'pt'].includes(lang);
  return texts.filter((text) =>
    comma
      ? /\d\.\d/.test(text.replace(/\b\d{1,3}(\.\d{3})+(?![\d.])/g, ''))
      : /[\u0660-\u0669]/.test(text),
  );
}

for (const lang of translated) {
  test(`lang=${lang}: every lesson is ready and every word on the page is in it`, async () => {
    await withPage(
      env,
      `#lang=${lang}`,
      { viewport: { width: 1280, height: 900 }, setup: (p) => p.addInitScript(recordCanvasText) },
      async (opened) => {
        const { page, problems } = opened;
        assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
        await mountEveryPanel(page);
        await page.waitForFunction(() =>
          [...document.querySelectorAll('section[data-panel]')].every(
            (s) => !['loading', 'error'].includes(s.dataset.status),
          ),
        );
        assert.deepEqual(await untranslated(page, lang), []);
        const drawn = await page.evaluate(() => [
          ...window.__canvasTexts().map(({ text }) => text),
          ...[...document.querySelectorAll('.uplot')].flatMap((chart) =>
            `${chart.dataset.xTicks ?? ''}|${chart.dataset.yTicks ?? ''}`.split('|'),
          ),
        ]);
        assert.ok(drawn.filter((text) => /\d/.test(text)).length > 100, 'numbers drawn');
        assert.deepEqual(misnumbered(drawn, lang), []);
        assert.deepEqual(problems, []);
      },
    );
  });
}

// The words inside formulas (every lesson's tex… messages, set through ui/tex-words.js): on a
// Chinese page no formula shows them in English. Read from what KaTeX keeps of the TeX (the
// MathML annotation) and from what it draws.
test('lang=zh: formulas say their words in Chinese, and no table or figure is named by a file', async () => {
  const english = Object.entries(await englishMessages()).filter(([key]) =>
    /^[\w-]+\.tex[A-Z]/.test(key),
  );
  assert.ok(english.length >= 10, english.map(([key]) => key).join());
  // Each message's words without its placeholders (for random {P}: "for random").
  const englishWords = english.map(([, message]) =>
    message
      .replace(/\{\w+\}/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  const zh = await readCatalogue('zh');
  await withPage(env, '#lang=zh', { viewport: { width: 1280, height: 900 } }, async (opened) => {
    const { page, problems } = opened;
    await mountEveryPanel(page);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('section[data-panel]')].every(
        (s) => !['loading', 'error'].includes(s.dataset.status),
      ),
    );
    const formulas = await page.$$eval('.katex', (all) =>
      all.map((k) => ({
        tex: k.querySelector('.katex-mathml annotation')?.textContent ?? '',
        shown: k.querySelector('.katex-html')?.textContent ?? '',
      })),
    );
    assert.ok(formulas.length > 20, `${formulas.length} formulas`);
    const found = [];
    for (const { tex, shown } of formulas)
      for (const words of englishWords)
        if (tex.includes(`\\text{${words}`) || shown.includes(words))
          found.push(`${words} in ${tex.slice(0, 80)}`);
    assert.deepEqual(found, []);
    const allTex = formulas.map((f) => f.tex).join('\n');
    for (const key of ['positions.texAbsolute', 'attention.texCausal', 'decoder-only.texData'])
      assert.ok(allTex.includes(`\\text{${zh[key]}}`), `${key}: ${zh[key]}`);

    // Every chart's table opened: each is named by the lesson's words, none by its file.
    const toggles = page.locator(
      'section[data-panel] .chart-tools:visible > button[aria-expanded="false"]',
    );
    const count = await toggles.count();
    assert.ok(count > 10, `${count} tables`);
    for (let i = 0; i < count; i++) await toggles.nth(0).click();
    const { files, labels, unnamed } = await page.evaluate(() => ({
      files: [...document.querySelectorAll('.chart-tools[data-chart]')].map((e) => e.dataset.chart),
      labels: [...document.querySelectorAll('[aria-label]')].map((e) =>
        e.getAttribute('aria-label'),
      ),
      unnamed: [...document.querySelectorAll('.chart-tools .data-table:not([hidden])')]
        .filter((e) => !e.getAttribute('aria-label')?.trim())
        .map((e) => e.closest('.chart-tools').dataset.chart),
    }));
    assert.ok(files.includes('tokenizer-bytes'), files.join());
    assert.deepEqual(unnamed, []);
    const fileNamed = labels.filter(
      (label) =>
        /\.(csv|png|svg)\b|-bytes\b/.test(label) || files.some((file) => label.includes(file)),
    );
    assert.deepEqual(fileNamed, []);
    assert.deepEqual(problems, []);
  });
});

test('lang=es: numbers on screen take a decimal comma; the link and the CSV keep the point', async () => {
  await withPage(
    env,
    '#lang=es&panel=pe-sinusoidal&pe_base=10000.5',
    { lazy: true },
    async ({ page, problems }) => {
      const section = page.locator('section[data-panel="pe-sinusoidal"]');
      await section.locator('.chart-tools button[aria-expanded="false"]').first().click();
      const cells = await section.locator('.chart-tools table td').allTextContents();
      assert.ok(
        cells.some((cell) => /^−?\d+,\d+$/.test(cell)),
        cells.slice(0, 8).join(' '),
      );
      assert.ok(!cells.some((cell) => /^−?\d+\.\d+$/.test(cell)), cells.slice(0, 8).join(' '));
      const hash = new URLSearchParams((await page.evaluate(() => location.hash)).slice(1));
      assert.equal(hash.get('pe_base'), '10000.5');
      assert.deepEqual(problems, []);
    },
  );
});

test('the language menu switches the whole page, keeping the settings and the answers', async () => {
  await withPage(
    env,
    '#panel=tokenizer&tk_mode=words',
    { lazy: true },
    async ({ page, problems }) => {
      const section = page.locator('section[data-panel="tokenizer"]');
      await section.locator('.quiz-choice').first().click();
      const answered = await section
        .locator('.quiz-choice[aria-pressed="true"], .quiz-choice.chosen')
        .count();
      const englishTitle = await section.locator('h2').textContent();
      const zh = await readCatalogue('zh');
      await page.selectOption('#lang', 'zh');
      await page.waitForFunction(() => document.documentElement.dataset.language === 'ready');
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh');
      assert.equal(await section.locator('h2').textContent(), zh['lessons.tokenizer.title']);
      assert.notEqual(englishTitle, zh['lessons.tokenizer.title']);
      assert.equal(await page.textContent('.skip-link'), zh['page.skipLink']);
      assert.equal(await page.textContent('#sources-title'), zh['page.sourcesTitle']);
      const hash = new URLSearchParams((await page.evaluate(() => location.hash)).slice(1));
      assert.equal(hash.get('tk_mode'), 'words');
      assert.equal(hash.get('lang'), 'zh');
      assert.equal(
        await section.locator('.quiz-choice[aria-pressed="true"], .quiz-choice.chosen').count(),
        answered,
      );
      assert.deepEqual(problems, []);
    },
  );
});

test('lang=en-XA: the lab speaks it after a run too, and a switch to Spanish keeps the trained model', async () => {
  const lab = 'section[data-panel="train"]';
  const run = '#panel=train&model=gpt&gpt_d=16&gpt_layers=1&gpt_heads=2&steps=40&tr_seq=16';
  await withPage(
    env,
    `${run}&autorun=1&lang=en-XA`,
    { lazy: true, viewport: { width: 1280, height: 900 } },
    async ({ page, problems }) => {
      await page.waitForFunction(
        (s) => ['done', 'error'].includes(document.querySelector(s)?.dataset.status),
        lab,
        { timeout: 120_000 },
      );
      assert.equal(await page.getAttribute(lab, 'data-status'), 'done');
      assert.deepEqual(await unlocalised(page, lab), {});
      const evalLoss = Number(await page.getAttribute(lab, 'data-eval-loss'));
      // The held-out loss in four significant digits, as formatNumber writes them.
      const held = String(
        Number(Number(await page.getAttribute(lab, 'data-val-loss')).toPrecision(4)),
      );

      const es = await readCatalogue('es');
      await page.selectOption('#lang', 'es');
      await page.waitForFunction(
        (s) =>
          document.documentElement.dataset.language === 'ready' &&
          document.querySelector(s)?.dataset.restored === 'yes',
        lab,
      );
      assert.equal(await page.getAttribute(lab, 'data-status'), 'done');
      assert.ok(Math.abs(Number(await page.getAttribute(lab, 'data-eval-loss')) - evalLoss) < 1e-5);
      assert.equal(await page.textContent(`${lab} .lead`), es['train.lead']);
      assert.deepEqual(await untranslated(page, 'es'), []);
      // The run's summary is said again in the new language, its held-out loss kept; and again
      // after a second switch (to Chinese, with its decimal point).
      const summary = await page.textContent(`${lab} .lab-stats`);
      assert.match(summary, /^Listo: 40 pasos a [\d.,]+ pasos\/s\./);
      assert.ok(summary.includes(`Texto reservado: ${held.replace('.', ',')}`), summary);
      await page.selectOption('#lang', 'zh');
      await page.waitForFunction(
        (s) =>
          document.documentElement.lang === 'zh' &&
          document.documentElement.dataset.language === 'ready' &&
          /^完成/.test(document.querySelector(`${s} .lab-stats`)?.textContent),
        lab,
      );
      const again = await page.textContent(`${lab} .lab-stats`);
      assert.ok(again.includes(`留出文本：${held}`), again);
      assert.ok(!again.includes('。 '), `a space after 。: ${again}`);
      assert.deepEqual(problems, []);
    },
  );
});

test('Share on a page set to Spanish embeds Spanish; the dialog offers each language', async () => {
  await withPage(env, '#lang=es&panel=tokenizer', { lazy: true }, async ({ page, problems }) => {
    await page.locator('section[data-panel="tokenizer"] .share-button').click();
    const dialog = page.locator('dialog.share-dialog[open]');
    await dialog.waitFor();
    const [iframe, element] = await dialog
      .locator('textarea')
      .evaluateAll((boxes) => boxes.map((box) => box.value));
    assert.match(iframe, /\?embed=tokenizer&amp;lang=es"/);
    assert.match(element, / lang="es"/);
    const menu = dialog.locator('select.share-language');
    const es = await readCatalogue('es');
    assert.deepEqual(await menu.locator('option').allTextContents(), [
      es['page.embedLanguageAuto'],
      ...learnerLanguages.map(languageName),
    ]);
    await menu.selectOption('auto');
    assert.doesNotMatch(await dialog.locator('textarea').first().inputValue(), /lang=/);
    assert.deepEqual(problems, []);
  });
});

test('a catalogue that cannot load leaves the page in English and says so', async () => {
  const catalogue = /\/assets\/es-[\w-]+\.js$/;
  await withPage(
    env,
    '#lang=es&panel=tokenizer',
    { lazy: true, setup: (page) => page.route(catalogue, (route) => route.abort()) },
    async ({ page, problems }) => {
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
      assert.match(await page.textContent('#notice'), /^The words in Español could not load \(/);
      assert.equal(
        await page.getAttribute('section[data-panel="tokenizer"]', 'data-status'),
        'ready',
      );
      // The refused file is the only problem (the request, and the browser's line about it): no
      // error escapes the page.
      const refused = (problem) =>
        catalogue.test(problem.replace(/^request failed: /, '')) ||
        problem === 'console: Failed to load resource: net::ERR_FAILED';
      assert.deepEqual(
        problems.filter((problem) => !refused(problem)),
        [],
      );
      assert.equal(problems.length, 2, problems.join('\n'));
    },
  );
});

/** Holds every request for `lang`'s catalogue until release() (never, if it is not called). */
async function holdCatalogue(page, lang) {
  const held = [];
  let released = false;
  let asked;
  let url;
  const requested = new Promise((resolve) => (asked = resolve));
  await page.route(new RegExp(`/assets/${lang}-[\\w-]+\\.js$`), (route) => {
    url = route.request().url();
    asked();
    if (released) route.continue();
    else held.push(route);
  });
  return {
    requested,
    /**
     * Lets the catalogue through and resolves once the page (or its frame `where`) has done
     * what it does with it: importing the same module resolves when the page's import does, and
     * a task later every reaction the page chained to its import has run.
     */
    async release(where = page) {
      released = true;
      for (const route of held.splice(0)) route.continue();
      await where.evaluate(async (url) => {
        await import(url);
        await new Promise((task) => setTimeout(task));
      }, url);
    },
  };
}

/** The words the page shows around its lessons and on a lesson, to compare with a catalogue. */
function shownWords(page, panel) {
  return page.evaluate((panel) => {
    const section = document.querySelector(`section[data-panel="${panel}"]`);
    return {
      lang: document.documentElement.lang,
      skip: document.querySelector('.skip-link')?.textContent,
      menu: document.getElementById('lang')?.value,
      title: section.querySelector('h2').textContent,
      share: section.querySelector('.share-button')?.firstChild.textContent ?? null,
      quiz: section.querySelector('.quiz h3')?.textContent ?? null,
    };
  }, panel);
}

test('two quick language choices: the last one wins, however slow the first one’s words are', async () => {
  const zh = await readCatalogue('zh');
  await withPage(env, '#panel=tokenizer', { lazy: true }, async ({ page, problems }) => {
    const english = await shownWords(page, 'tokenizer');
    const es = await holdCatalogue(page, 'es');
    // The menu asks for Spanish, whose words are slow; a link then asks for Chinese.
    await page.selectOption('#lang', 'es');
    await es.requested;
    await page.evaluate(() => {
      location.hash = '#panel=tokenizer&lang=zh';
    });
    await page.waitForFunction(() => document.documentElement.lang === 'zh');
    await page.waitForFunction(() => document.documentElement.dataset.language === 'ready');
    await es.release(); // Spanish arrives last
    const shown = await shownWords(page, 'tokenizer');
    assert.equal(shown.lang, 'zh');
    assert.equal(shown.menu, 'zh');
    assert.equal(shown.skip, zh['page.skipLink']);
    assert.equal(shown.title, zh['lessons.tokenizer.title']);
    assert.equal(shown.share, zh['page.share']);
    assert.equal(shown.quiz, zh['page.checkYourself']);
    assert.notEqual(english.title, shown.title);
    // A lesson built after the switch speaks it too.
    await mountEveryPanel(page);
    assert.equal(await page.textContent('section[data-panel="bpe"] h2'), zh['lessons.bpe.title']);
    assert.equal((await shownWords(page, 'bpe')).share, zh['page.share']);
    const hash = new URLSearchParams((await page.evaluate(() => location.hash)).slice(1));
    assert.equal(hash.get('lang'), 'zh');
    assert.deepEqual(problems, []);
  });
});

test('two quick language choices by apply-settings: the last one wins', async () => {
  const zh = await readCatalogue('zh');
  await withPage(
    env,
    '',
    {
      path: 'embedding-lab-panel.js',
      setup: (page) => page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 })),
    },
    async ({ page, problems }) => {
      const es = await holdCatalogue(page, 'es');
      await page.evaluate(() => {
        const frame = document.createElement('iframe');
        frame.id = 'lab';
        frame.src = 'index.html?embed=tokenizer';
        frame.style.cssText = 'width: 1000px; height: 800px';
        document.body.replaceChildren(frame);
      });
      const frame = await (await page.waitForSelector('iframe#lab')).contentFrame();
      await frame.waitForFunction(() => document.documentElement.dataset.status === 'ready');
      const send = (settings) =>
        page.evaluate(
          (settings) =>
            document
              .getElementById('lab')
              .contentWindow.postMessage({ type: 'apply-settings', settings }, '*'),
          settings,
        );
      await send({ lang: 'es' });
      await es.requested;
      await send({ lang: 'zh' });
      await frame.waitForFunction(() => document.documentElement.lang === 'zh');
      await frame.waitForFunction(() => document.documentElement.dataset.language === 'ready');
      await es.release(frame);
      assert.equal(await frame.evaluate(() => document.documentElement.lang), 'zh');
      assert.equal(
        await frame.textContent('section[data-panel="tokenizer"] h2'),
        zh['lessons.tokenizer.title'],
      );
      assert.equal(
        await frame.evaluate(() => document.title),
        zh['page.embeddedName'].replace('{title}', zh['lessons.tokenizer.title']),
      );
      assert.equal(
        await frame.textContent('section[data-panel="tokenizer"] .quiz h3'),
        zh['page.checkYourself'],
      );
      assert.deepEqual(problems, []);
    },
  );
});

test('a catalogue that never answers: the page starts in English, says so, and switches when it arrives', async () => {
  const es = await readCatalogue('es');
  let catalogue;
  await withPage(
    env,
    '#lang=es&panel=tokenizer',
    {
      lazy: true,
      readyTimeout: 15_000,
      setup: async (page) => {
        catalogue = await holdCatalogue(page, 'es');
      },
    },
    async ({ page, problems }) => {
      // Ready, in English, with its lessons: not a blank page waiting for the words.
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
      assert.ok((await page.locator('section[data-panel]').count()) > 10);
      await page.waitForFunction(
        () => document.querySelector('section[data-panel="tokenizer"]')?.dataset.status === 'ready',
      );
      assert.match(await page.textContent('#notice'), /The words in Español have not arrived/);
      assert.equal(await page.evaluate(() => document.getElementById('lang').value), 'es');
      // The words arrive late: the page switches to them, as the link asked.
      await catalogue.release();
      await page.waitForFunction(() => document.documentElement.lang === 'es');
      await page.waitForFunction(() => document.documentElement.dataset.language === 'ready');
      assert.equal(
        await page.textContent('section[data-panel="tokenizer"] h2'),
        es['lessons.tokenizer.title'],
      );
      assert.equal(await page.textContent('.skip-link'), es['page.skipLink']);
      assert.equal(await page.evaluate(() => document.getElementById('notice').hidden), true);
      assert.deepEqual(problems, []);
    },
  );
});

test('lang=ar: the page runs right to left; code, formulas, figures and numbers keep their own direction', async () => {
  await withPage(
    env,
    '#lang=ar&panel=pe-sinusoidal',
    { lazy: true },
    async ({ page, problems }) => {
      await page.waitForFunction(() => document.documentElement.lang === 'ar');
      const section = 'section[data-panel="pe-sinusoidal"]';
      await page.waitForSelector(`${section} canvas`);
      const shown = await page.evaluate((s) => {
        const direction = (selector) =>
          getComputedStyle(document.querySelector(`${s} ${selector}`)).direction;
        const text = document.querySelector(s).textContent;
        return {
          dir: document.documentElement.dir,
          lead: direction('.lead'),
          formula: direction('.math'),
          figure: direction('canvas'),
          slider: direction('input[type="range"]'),
          textBox: document.querySelector('input[type="text"], textarea')?.dir,
          arabicIndicDigits: /[\u0660-\u0669]/.test(text),
          signs: [...text.matchAll(/(.)−\d/g)].map((m) => m[1]),
        };
      }, section);
      assert.equal(shown.dir, 'rtl');
      assert.equal(shown.lead, 'rtl');
      assert.equal(shown.formula, 'ltr');
      assert.equal(shown.figure, 'ltr');
      assert.equal(shown.slider, 'ltr');
      assert.equal(
        shown.textBox,
        'auto',
        'the learner’s text takes its own first letter’s direction',
      );
      assert.equal(shown.arabicIndicDigits, false, 'digits 0-9, as docs/TRANSLATING.md says');
      // The lesson's prose shows negative values (PE rows): each minus after a left-to-right
      // mark, so the sign stays in front of its digits in a right-to-left line.
      assert.ok(shown.signs.length > 0, 'a negative number on the page');
      assert.deepEqual([...new Set(shown.signs)], ['\u200e']);
      // Back to English: left to right again.
      await page.selectOption('#lang', 'en');
      await page.waitForFunction(() => document.documentElement.dir === 'ltr');
      assert.deepEqual(problems, []);
    },
  );
});
