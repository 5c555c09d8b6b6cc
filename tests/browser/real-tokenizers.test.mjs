// The real-tokenizers lesson in headless Chromium: the text through GPT-2's, GPT-4's and GPT-4o's
// tokenizers, each a list of ids equal to js-tiktoken's (a second implementation, run here in
// node), beside the core's BPE; counts equal to the lists' lengths; GPT-2's cut Chinese
// characters drawn as bytes; a token's merges replayed rank by rank, by mouse and keyboard; only
// the tables shown fetched, none before the lesson is built; a link restored; a bad count refused
// under its control; a long text cut with a note; the single file offline; Spanish and Chinese; a
// clean console; and screenshots at 1280 and 390 px (build/screenshots/real-tokenizers*.png).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, describe, test } from 'node:test';

import { Tiktoken } from 'js-tiktoken/lite';
import cl100k from 'js-tiktoken/ranks/cl100k_base';
import o200k from 'js-tiktoken/ranks/o200k_base';
import r50k from 'js-tiktoken/ranks/r50k_base';

import { distDir } from '../../scripts/paths.mjs';
import { controlNamed, screenshotDir, startBrowser, withPage } from './harness.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

const panel = 'section[data-panel="real-tokenizers"]';
const reference = {
  r50k_base: new Tiktoken(r50k),
  cl100k_base: new Tiktoken(cl100k),
  o200k_base: new Tiktoken(o200k),
};
const names = Object.keys(reference);
// The rank tables' chunks (web/src/panels/real-tokenizers/encodings.js), by encoding.
const tableRequest = /\/assets\/(r50k|cl100k|o200k)_base-[\w-]+\.js$/;

/** The ids of each list of the lesson's text: { name: [ids] }. */
function shownIds(page, attribute = 'data-encoding') {
  return page.$$eval(
    `${panel} [${attribute}]`,
    (lists, attribute) =>
      Object.fromEntries(
        lists.map((list) => [
          list.getAttribute(attribute),
          [...list.children].map((li) => Number(li.dataset.tokenId)),
        ]),
      ),
    attribute,
  );
}

/** The count of tokens in each row of the comparison table: { key: n }. */
function tableCounts(page) {
  return page.$$eval(`${panel} .rt-stats tbody tr`, (rows) =>
    Object.fromEntries(
      rows.map((row) => [row.dataset.encodingRow, Number(row.cells[2].textContent)]),
    ),
  );
}

const settled = (page) =>
  page.waitForFunction((s) => !document.querySelector(s).dataset.preview, panel);

/** Types text into the lesson's text box and waits for every list to be drawn again. */
async function typeText(page, text) {
  await page.locator(`${panel} .text-control input, ${panel} .text-control textarea`).fill(text);
  await page.waitForFunction(
    ([s, n]) =>
      !document.querySelector(s).dataset.preview &&
      document.querySelector(`${s} [data-encoding="r50k_base"]`)?.children.length === n,
    [panel, Math.min(400, reference.r50k_base.encode(text).length)],
  );
}

describe('real-tokenizers', () => {
  test('the text through three real tokenizers, ids as js-tiktoken gives them', async () => {
    await withPage(env, '#panel=real-tokenizers', async ({ page, problems }) => {
      assert.equal(await page.getAttribute(panel, 'data-status'), 'ready');
      const ids = await shownIds(page);
      assert.deepEqual(Object.keys(ids), [...names, 'your-bpe']);
      // GPT-2 on the page's text, as published: The cat sat on the mat. -> 7 ids.
      assert.deepEqual(ids.r50k_base, [464, 3797, 3332, 319, 262, 2603, 13]);
      for (const name of names)
        assert.deepEqual(ids[name], reference[name].encode('The cat sat on the mat.'), name);
      // The core's BPE on 23 bytes: 30 merges asked, 4 possible (no pair is left twice), 14
      // tokens.
      assert.equal(ids['your-bpe'].length, 14);
      assert.match(
        await page.textContent(`${panel} .rt-stats`),
        /your BPE \(4 of 30 merges: the text allows no more\)/,
      );
      // The counts shown are the lists' lengths, in the table and above each list.
      const counts = await tableCounts(page);
      for (const [name, list] of Object.entries(ids)) {
        assert.equal(counts[name], list.length, name);
        const stat = await page.textContent(
          `${panel} .rt-encoding:has([data-encoding="${name}"]) .stat-line`,
        );
        assert.match(stat, new RegExp(`^${list.length} tokens?, `), name);
      }
      assert.match(
        await page.textContent(`${panel} .rt-encoding:has([data-encoding="r50k_base"]) .stat-line`),
        /^7 tokens, 3\.29 bytes per token, 0\.304 tokens per character$/,
      );
      assert.deepEqual(problems, []);
    });
  });

  test('texts in several scripts, emoji, code and spaces agree with js-tiktoken', async () => {
    // The text box holds one line: texts with line breaks are the node test's
    // (tests/wasm/real-tokenizers.test.mjs) and the code sentence's below.
    const texts = [
      'Hoy hace un tiempo precioso, así que vamos al parque.',
      '今天天气很好，所以我们去公园。',
      'family: 👨‍👩‍👧‍👦 and a flag 🏳️‍🌈!',
      'def f(x): return x ** 2  # square',
      'a    b \t\t  c \t d     ',
    ];
    await withPage(env, '#panel=real-tokenizers', async ({ page, problems }) => {
      for (const text of texts) {
        await typeText(page, text);
        const ids = await shownIds(page);
        for (const name of names) assert.deepEqual(ids[name], reference[name].encode(text), name);
        const counts = await tableCounts(page);
        for (const [name, list] of Object.entries(ids)) assert.equal(counts[name], list.length);
      }
      // The sentence in its six forms, the code's line break and indent among them.
      const forms = {
        en: 'The weather is lovely today, so we are walking to the park.',
        es: 'Hoy hace un tiempo precioso, así que vamos andando al parque.',
        zh: '今天天气很好，所以我们走路去公园。',
        pt: 'Hoje o tempo está lindo, então vamos a pé até o parque.',
        ar: 'الطقس جميل اليوم، لذلك سنمشي إلى الحديقة.',
        code: 'if weather == "lovely":\n    walk_to("park")',
      };
      for (const [form, text] of Object.entries(forms)) {
        await page.locator(`${panel} input[name][value="${form}"]`).check();
        await settled(page);
        const ids = await shownIds(page, 'data-sample-encoding');
        for (const name of names)
          assert.deepEqual(ids[name], reference[name].encode(text), `${form} ${name}`);
      }
      assert.deepEqual(problems, []);
    });
  });

  test('GPT-2 cuts Chinese characters into bytes, drawn as bytes, and bigger tables cost less', async () => {
    await withPage(env, '#panel=real-tokenizers', async ({ page, problems }) => {
      const sample = await shownIds(page, 'data-sample-encoding');
      assert.deepEqual(
        sample.r50k_base,
        reference.r50k_base.encode('今天天气很好，所以我们走路去公园。'),
      );
      const first = page.locator(`${panel} [data-sample-encoding="r50k_base"] li >> nth=0`);
      assert.equal(await first.locator('.rt-token-text').textContent(), '\\xE4\\xBB');
      assert.match(await first.locator('.rt-token').getAttribute('class'), /\bpartial\b/);
      assert.doesNotMatch(await page.textContent(`${panel} .rt-grid >> nth=1`), /\uFFFD/);
      // The sentence in six forms: GPT-2, GPT-4, GPT-4o.
      const rows = await page.$$eval(`${panel} .rt-samples tbody tr`, (trs) =>
        trs.map((tr) => [...tr.cells].map((c) => c.textContent)),
      );
      assert.deepEqual(rows[0].slice(1, 4), ['50,256', '100,256', '199,998']);
      assert.deepEqual(rows[1].slice(0, 6), ['English', '59', '59', '14', '14', '14']);
      assert.deepEqual(rows[3].slice(0, 6), ['Chinese', '17', '51', '34', '20', '12']);
      // Arabic letters are two bytes: GPT-2 spends a token or more on each, GPT-4o a third as many.
      assert.deepEqual(rows[4].slice(0, 6), ['Portuguese', '55', '59', '25', '17', '14']);
      assert.deepEqual(rows[5].slice(0, 6), ['Arabic', '41', '75', '45', '29', '14']);
      // Another form: the Spanish sentence's tokens.
      await page
        .locator(panel)
        .getByRole('group', { name: 'the same sentence in' })
        .getByLabel('Spanish')
        .check();
      await settled(page);
      const spanish = await shownIds(page, 'data-sample-encoding');
      assert.equal(spanish.cl100k_base.length, 17);
      assert.match(await page.evaluate(() => location.hash), /rt_sample=es/);
      assert.deepEqual(problems, []);
    });
  });

  test('a token replays the merges that built it, rank by rank, by mouse and by keyboard', async () => {
    await withPage(env, '#panel=real-tokenizers', async ({ page, problems }) => {
      // " the" in GPT-2: ␣ t h e -> ␣t (256) -> he (258) -> ␣the (262).
      await page
        .locator(`${panel} [data-encoding="r50k_base"] li[data-token-id="262"] button`)
        .click();
      const replay = page.locator(`${panel} .rt-replay`);
      assert.equal(await replay.getAttribute('data-token'), 'r50k_base:262');
      assert.match(
        await replay.locator('.stat-line').textContent(),
        /^‘␣the’ in GPT-2 \(r50k_base\): id 262, 4 bytes, built in 3 merges\.$/,
      );
      const ranks = await replay
        .locator('.rt-step')
        .evaluateAll((steps) => steps.map((s) => s.dataset.rank));
      assert.deepEqual(ranks, ['', '256', '258', '262']);
      const last = await replay
        .locator('.rt-step >> nth=3 >> li')
        .evaluateAll((lis) => lis.map((li) => li.dataset.tokenId));
      assert.deepEqual(last, ['262']);
      await replay.getByRole('button', { name: '◀ Previous merge' }).click();
      assert.equal(await replay.locator('.rt-step').count(), 3);
      // By keyboard: a GPT-4o token, focused and chosen with Enter.
      const token = page.locator(`${panel} [data-encoding="o200k_base"] li >> nth=1 >> button`);
      await token.focus();
      assert.match(
        await page.textContent(`${panel} .rt-detail`),
        /^␣cat: id \d+, bytes 20 63 61 74$/,
      );
      await page.keyboard.press('Enter');
      const id = await page.getAttribute(
        `${panel} [data-encoding="o200k_base"] li >> nth=1`,
        'data-token-id',
      );
      assert.equal(await replay.getAttribute('data-token'), `o200k_base:${id}`);
      assert.equal(await replay.locator('.rt-step').count(), 4);
      assert.equal(await page.evaluate(() => document.activeElement.className), 'rt-replay');
      // A cut character: GPT-2's \xE4\xBB is built from two bytes in one merge.
      await page
        .locator(`${panel} [data-sample-encoding="r50k_base"] li >> nth=0 >> button`)
        .click();
      assert.match(
        await replay.locator('.stat-line').textContent(),
        /^‘\\xE4\\xBB’ in GPT-2 \(r50k_base\): id 20015, 2 bytes, built in 1 merge\.$/,
      );
      assert.deepEqual(problems, []);
    });
  });

  test('only the tables shown are fetched, none before the lesson is built', async () => {
    const fetched = [];
    const watch = (page) =>
      page.on(
        'request',
        (r) => tableRequest.test(r.url()) && fetched.push(r.url().match(tableRequest)[1]),
      );
    await withPage(env, '', { setup: watch, lazy: true }, async ({ page, problems }) => {
      assert.equal(await page.getAttribute(panel, 'data-mount'), 'waiting');
      assert.deepEqual(fetched, []);
      assert.deepEqual(problems, []);
    });
    await withPage(
      env,
      '#panel=real-tokenizers&rt_show=cl100k_base&rt_merges=2&rt_sample=code',
      { setup: watch },
      async ({ page, problems }) => {
        assert.deepEqual([...new Set(fetched)], ['cl100k']);
        assert.deepEqual(Object.keys(await shownIds(page)), ['cl100k_base', 'your-bpe']);
        assert.match(await page.textContent(`${panel} .rt-stats`), /your BPE \(2 merges\)/);
        assert.match(await page.textContent(`${panel} .rt-sentence`), /walk_to/);
        // All three: the other two tables come, and the link follows.
        await page
          .locator(panel)
          .getByRole('group', { name: 'real tokenizers shown' })
          .getByLabel('all three')
          .check();
        await settled(page);
        assert.deepEqual(Object.keys(await shownIds(page)), [...names, 'your-bpe']);
        assert.deepEqual([...new Set(fetched)].sort(), ['cl100k', 'o200k', 'r50k']);
        // The default leaves the link.
        assert.doesNotMatch(await page.evaluate(() => location.hash), /rt_show/);
        assert.deepEqual(problems, []);
      },
    );
  });

  test('a bad merges count is refused under its control, and a long text is cut with a note', async () => {
    await withPage(env, '#panel=real-tokenizers', async ({ page, problems }) => {
      const merges = controlNamed(page, panel, 'merges of your BPE');
      await merges.locator('input[type=number]').fill('5000');
      assert.match(await merges.locator('.control-error').textContent(), /1,000|1000/);
      assert.doesNotMatch(await page.evaluate(() => location.hash), /rt_merges=5000/);
      // 400 Chinese characters: over 400 tokens for GPT-2, every one counted, 400 drawn.
      const long = '天气很好'.repeat(100);
      await typeText(page, long);
      const n = reference.r50k_base.encode(long).length;
      assert.ok(n > 400);
      const block = page.locator(`${panel} .rt-encoding:has([data-encoding="r50k_base"])`);
      assert.match(
        await block.locator('.note').textContent(),
        new RegExp(`^The first 400 tokens of ${n.toLocaleString('en')} are shown`),
      );
      assert.equal((await tableCounts(page)).r50k_base, n);
      assert.deepEqual(problems, []);
    });
  });

  test('the single file draws every tokenizer from file://, with no server', async () => {
    const offline = {
      url: pathToFileURL(join(distDir, 'embedding-lab.html')).href,
      browser: env.browser,
    };
    await withPage(
      offline,
      '#panel=real-tokenizers',
      { readyTimeout: 60_000 },
      async ({ page, problems }) => {
        assert.equal(await page.evaluate(() => location.protocol), 'file:');
        await settled(page);
        const ids = await shownIds(page);
        assert.deepEqual(Object.keys(ids), [...names, 'your-bpe']);
        for (const name of names)
          assert.deepEqual(ids[name], reference[name].encode('The cat sat on the mat.'), name);
        // The harness counts any request but the file's own (data:, blob:) as a problem.
        assert.deepEqual(problems, []);
      },
    );
  });

  test('the lesson speaks Spanish and Chinese', async () => {
    for (const [lang, heading, caption] of [
      ['es', 'Tokenizadores reales, lado a lado', 'Tu texto en cada tokenizador'],
      ['zh', '真实分词器并排对比', '你的文本在每个分词器中'],
    ])
      await withPage(env, `#lang=${lang}&panel=real-tokenizers`, async ({ page, problems }) => {
        await settled(page);
        assert.match(await page.textContent(`${panel} h2`), new RegExp(heading));
        assert.equal(await page.textContent(`${panel} .rt-stats caption`), caption);
        assert.equal((await shownIds(page)).r50k_base.length, 7);
        assert.deepEqual(problems, []);
      });
  });

  test('screenshots at 1280 and 390 px without overflow', async () => {
    for (const [suffix, viewport] of [
      ['', { width: 1280, height: 900 }],
      ['-390', { width: 390, height: 844 }],
    ]) {
      await withPage(env, '#panel=real-tokenizers', { viewport }, async ({ page, problems }) => {
        await page
          .locator(`${panel} [data-sample-encoding="r50k_base"] li >> nth=0 >> button`)
          .click();
        await page
          .locator(panel)
          .screenshot({ path: join(screenshotDir, `real-tokenizers${suffix}.png`) });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - innerWidth,
        );
        assert.ok(
          overflow <= 0,
          `real-tokenizers at ${viewport.width} px overflows by ${overflow} px`,
        );
        assert.deepEqual(problems, []);
      });
    }
  });
});
