// The BPE lesson in headless Chromium: reaches ready with the core's merges on the Gettysburg
// Address (figures from reference_model.py's bpe_train), steps merge by merge, trains on the
// learner's text (é and 😀 merge when repeated) and the Portuguese and Arabic texts (an Arabic
// letter's two bytes merge first), encodes a second text, restores from a link,
// shows bad input next to its control, keeps a clean console, and is screenshotted at 1280 and
// 390 px (build/screenshots/bpe*.png).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';

import { canvasStats, screenshotDir, startBrowser, withPage } from './harness.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

const panel = 'section[data-panel="bpe"]';
const summary = `${panel} .stat-line >> nth=0`;
const mergesBox = `${panel} .control input[type=number]`;

async function expectReady(page) {
  assert.equal(await page.evaluate(() => document.documentElement.dataset.status), 'ready');
  assert.equal(await page.getAttribute(panel, 'data-status'), 'ready');
}

describe('bpe', () => {
  test('trains 30 merges on the Gettysburg Address as the reference does', async () => {
    await withPage(env, '#panel=bpe', async ({ page, problems }) => {
      await expectReady(page);
      // reference_model.py bpe_train: 1,476 bytes -> 985 ids after 30 merges; first 'e ', 'th'.
      assert.match(
        await page.textContent(summary),
        /^30 merges: vocabulary 286 ids; 1,476 bytes → 985 tokens/,
      );
      const merges = page.locator(`${panel} .bpe-merges li`);
      assert.equal(await merges.count(), 30);
      assert.match(await merges.nth(0).textContent(), /^‘e␣’ = ‘e’ \+ ‘␣’ ×55/);
      assert.match(await merges.nth(1).textContent(), /^‘th’ = ‘t’ \+ ‘h’ ×42/);
      assert.match(await merges.nth(29).textContent(), /^‘␣the␣’/);
      assert.match(await page.textContent(`${panel} .bpe-next`), /next: id 286/);
      assert.equal(await page.locator(`${panel} .bpe-tokens >> nth=0 >> li`).count(), 400);
      const chart = await canvasStats(page, `${panel} .bpe-chart canvas`);
      assert.ok(chart.colours > 2, 'the compression curve is drawn');
      // The second text: words the address lacks fall into pieces (25 tokens, as the reference).
      assert.match(await page.textContent(`${panel}`), /32 bytes → 25 tokens with the 30 merges/);
      assert.deepEqual(problems, []);
    });
  });

  test('next, previous and the slider step merge by merge and keep the link', async () => {
    await withPage(env, '#panel=bpe', async ({ page, problems }) => {
      await page.locator(panel).getByRole('button', { name: 'Next merge ▶' }).click();
      assert.match(await page.textContent(summary), /^31 merges: vocabulary 287 ids/);
      assert.match(await page.evaluate(() => location.hash), /bp_merges=31/);
      assert.equal(await page.locator(`${panel} .bpe-merges li`).count(), 31);
      await page.locator(panel).getByRole('button', { name: '◀ Previous merge' }).click();
      await page.locator(panel).getByRole('button', { name: '◀ Previous merge' }).click();
      assert.match(await page.textContent(summary), /^29 merges/);
      await page.fill(mergesBox, '0');
      assert.match(
        await page.textContent(summary),
        /^0 merges: vocabulary 256 ids; 1,476 bytes → 1,476 tokens \(1 byte per token\)/,
      );
      assert.match(await page.textContent(`${panel}`), /No merges yet/);
      await page.locator(panel).getByRole('button', { name: 'Play', exact: true }).click();
      await page.waitForFunction(
        (s) => /^[3-9] merges/.test(document.querySelector(s).textContent),
        `${panel} .stat-line`,
      );
      await page.locator(panel).getByRole('button', { name: 'Pause', exact: true }).click();
      assert.deepEqual(problems, []);
    });
  });

  test('your text: repeated characters merge, and asking too much says why', async () => {
    await withPage(env, '#panel=bpe', async ({ page, problems }) => {
      await page
        .locator(panel)
        .getByRole('group', { name: 'train on' })
        .getByLabel('your text')
        .check();
      await page
        .locator(`${panel} .text-control >> nth=0 >> input`)
        .fill('café café 😀😀 la la la');
      // 11 merges are possible (reference_model.py); 30 asked. 😀 and café become one token each,
      // while é alone stays two bytes: its first byte merged with 'caf' first.
      assert.match(
        await page.textContent(summary),
        /^11 merges: vocabulary 267 ids; 29 bytes → 6 tokens/,
      );
      assert.match(
        await page.textContent(`${panel} .warning-note`),
        /asked for 30 merges but this text allows 11/,
      );
      const probes = page.locator(`${panel} .bpe-probe`);
      assert.match(await probes.nth(0).textContent(), /\\xC3.*\\xA9.*2 bytes → 2 tokens$/);
      assert.match(await probes.nth(1).textContent(), /😀.*265.*4 bytes → 1 token$/);
      assert.match(await probes.nth(2).textContent(), /café.*261.*5 bytes → 1 token$/);
      assert.match(await page.evaluate(() => location.hash), /bp_source=text/);
      // 6 tokens, under the 400 shown: the coloured text is the token list alone, no note and no
      // stray text node (a left-out note once read "null").
      const coloured = await page.$eval(`${panel} .bpe-tokens`, (list) =>
        [...list.parentElement.childNodes].map((n) => n.nodeName),
      );
      assert.deepEqual(coloured, ['OL']);
      assert.deepEqual(problems, []);
    });
  });

  test('trains on the Portuguese and the Arabic texts, chosen by their titles', async () => {
    await withPage(env, '#panel=bpe', async ({ page, problems }) => {
      // A text chosen by its title; its merges are drawn when the summary counts its bytes.
      const choose = async (title, bytes) => {
        await page
          .locator(panel)
          .getByRole('group', { name: 'train on' })
          .getByLabel(title)
          .check();
        await page.waitForFunction(
          ([p, b]) => document.querySelector(`${p} .stat-line`)?.textContent.includes(b),
          [panel, bytes],
        );
      };
      await choose(
        'The opening of Dom Casmurro, in Portuguese (Machado de Assis, 1899)',
        '3,439 bytes',
      );
      assert.match(await page.evaluate(() => location.hash), /bp_source=machado/);
      assert.match(
        await page.textContent(summary),
        /^30 merges: vocabulary 286 ids; 3,439 bytes → 2,461 tokens/,
      );
      const merges = page.locator(`${panel} .bpe-merges li`);
      assert.match(await merges.nth(0).textContent(), /^‘o␣’ = ‘o’ \+ ‘␣’/);
      await choose(
        'Lines of two odes, in Arabic (Imru’ al-Qais, 6th century; al-Mutanabbi, 10th century)',
        '2,605 bytes',
      );
      assert.match(await page.evaluate(() => location.hash), /bp_source=qasaid/);
      assert.match(
        await page.textContent(summary),
        /^30 merges: vocabulary 286 ids; 2,605 bytes → 1,338 tokens/,
      );
      // Each Arabic letter is two bytes: the first merges join a frequent letter's two (lam, mim).
      assert.match(await merges.nth(1).textContent(), /^‘ل’ = ‘\\xD9’ \+ ‘\\x84’/);
      assert.match(await merges.nth(2).textContent(), /^‘م’ = ‘\\xD9’ \+ ‘\\x85’/);
      assert.deepEqual(problems, []);
    });
  });

  test("the other languages' texts are fetched only when one is chosen, a link's among them", async () => {
    const fetched = [];
    // Embedded alone (no other lesson's code is fetched ahead there), the lesson on its English
    // default fetches none of them: they are a chunk of their own, which the lab also uses.
    await withPage(
      env,
      'index.html?embed=bpe',
      {
        setup: (page) =>
          page.on('request', (request) => {
            if (/other-languages/.test(request.url())) fetched.push(request.url());
          }),
      },
      async ({ page, problems }) => {
        await expectReady(page);
        assert.deepEqual(fetched, []);
        assert.deepEqual(problems, []);
      },
    );
    // A link naming the Chinese poems draws them once the chunk has arrived.
    await withPage(env, '#panel=bpe&bp_source=tang&bp_merges=3', async ({ page, problems }) => {
      await page.waitForFunction(
        (p) =>
          /^3 merges: vocabulary 259 ids; [\d,]+ bytes/.test(
            document.querySelector(`${p} .stat-line`)?.textContent,
          ),
        panel,
      );
      assert.match(await page.textContent(`${panel} .bpe-merges li >> nth=0`), /^‘/);
      assert.match(await page.evaluate(() => location.hash), /bp_source=tang/);
      assert.deepEqual(problems, []);
    });
  });

  test('a link restores the source, the merges and the second text', async () => {
    await withPage(
      env,
      '#panel=bpe&bp_source=hamlet&bp_merges=5&bp_second=to%20be',
      async ({ page, problems }) => {
        await expectReady(page);
        assert.match(await page.textContent(summary), /^5 merges: vocabulary 261 ids/);
        assert.equal(await page.locator(`${panel} .bpe-merges li`).count(), 5);
        assert.match(await page.textContent(panel), /5 bytes → \d tokens with the 5 merges/);
        assert.deepEqual(problems, []);
      },
    );
  });

  test('bad input shows its message and keeps the picture', async () => {
    await withPage(env, '#panel=bpe', async ({ page, problems }) => {
      await page.fill(mergesBox, '5000');
      assert.match(
        await page.textContent(`${panel} .control-error >> visible=true`),
        /merges goes from 0 to 1000 here \(got 5000\)/,
      );
      assert.match(await page.textContent(summary), /^30 merges/);
      await page
        .locator(panel)
        .getByRole('group', { name: 'train on' })
        .getByLabel('your text')
        .check();
      const text = page.locator(`${panel} .text-control >> nth=0`);
      await text.locator('input').fill('');
      assert.match(await text.locator('.control-error').textContent(), /training text is empty/);
      await page.locator(`${panel} .text-control >> nth=1 >> input`).fill('');
      assert.match(await page.textContent(panel), /Type a second text to encode/);
      assert.deepEqual(problems, []);
    });
  });

  test('teacher controls: lock= fixes the merges and their buttons, compact=1 keeps the pair counts', async () => {
    await withPage(
      env,
      'index.html?embed=bpe&lock=bp_merges,bp_source&hide=quiz#bp_merges=12',
      async ({ page, problems }) => {
        await page.waitForFunction(() => document.documentElement.dataset.status === 'ready');
        assert.match(await page.textContent(summary), /^12 merges/);
        const locked = page.locator(`${panel} [data-locked="bp_merges"]`);
        assert.equal(await locked.count(), 1);
        assert.equal(await locked.locator('input[type=number]').isDisabled(), true);
        for (const name of ['◀ Previous merge', 'Next merge ▶', 'Play'])
          assert.equal(await locked.getByRole('button', { name }).isDisabled(), true, name);
        assert.match(await locked.textContent(), /Fixed for this lesson by your teacher/);
        assert.equal(await page.locator(`${panel} [data-locked="bp_source"]`).count(), 1);
        assert.equal(await page.locator(`${panel} .quiz`).isVisible(), false);
        // The second text is still the student's to change.
        await page.locator(`${panel} .text-control >> nth=1 >> input`).fill('nation');
        assert.match(await page.textContent(panel), /6 bytes → \d tokens with the 12 merges/);
        assert.deepEqual(problems, []);
      },
    );
    await withPage(env, 'index.html?embed=bpe&compact=1', async ({ page, problems }) => {
      await page.waitForFunction(() => document.documentElement.dataset.status === 'ready');
      const shown = (selector) =>
        page.locator(selector).evaluateAll((els) => els.filter((e) => e.checkVisibility()).length);
      assert.ok((await shown(`${panel} .bpe-pairs`)) === 1, 'the pair counts are shown');
      assert.ok((await shown(`${panel} button`)) >= 3, 'the step buttons are shown');
      assert.equal(await shown(`${panel} .quiz`), 0);
      assert.equal(await shown(`${panel} .lead`), 0);
      assert.equal(await shown(`${panel} .bpe-chart`), 0);
      await page.screenshot({ path: join(screenshotDir, 'bpe-compact.png') });
      assert.deepEqual(problems, []);
    });
  });

  test('the lesson ends with a read-more line naming Sennrich et al. and Radford et al.', async () => {
    await withPage(env, '#panel=bpe', async ({ page, problems }) => {
      const line = await page.textContent(`${panel} .lesson-end .read-more`);
      assert.match(line, /Sennrich et al\. 2016/);
      assert.match(line, /Radford et al\. 2019/);
      assert.deepEqual(problems, []);
    });
  });

  test('screenshots at 1280 and 390 px without overflow', async () => {
    for (const [suffix, viewport] of [
      ['', { width: 1280, height: 900 }],
      ['-390', { width: 390, height: 844 }],
    ]) {
      await withPage(env, '#panel=bpe', { viewport }, async ({ page, problems }) => {
        await expectReady(page);
        await page.locator(panel).screenshot({ path: join(screenshotDir, `bpe${suffix}.png`) });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - innerWidth,
        );
        assert.ok(overflow <= 0, `bpe at ${viewport.width} px overflows by ${overflow} px`);
        assert.deepEqual(problems, []);
      });
    }
  });
});
