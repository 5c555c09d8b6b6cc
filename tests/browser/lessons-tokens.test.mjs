// The token and embedding lessons in headless Chromium: tokenizer, token-embedding, combined and
// position-experiment. Each reaches ready, draws, keeps a clean console, redraws when a control
// changes, restores from a copied link, shows bad input next to its control, and is
// screenshotted at desktop width and at 360 px (build/screenshots/<id>*.png).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';

import {
  canvasStats,
  controlNamed,
  openPage,
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

const sectionOf = (id) => `section[data-panel="${id}"]`;
const hashOf = (page) => page.evaluate(() => location.hash);

async function expectReady(page, id) {
  assert.equal(await page.evaluate(() => document.documentElement.dataset.status), 'ready');
  assert.equal(await page.getAttribute(sectionOf(id), 'data-status'), 'ready');
}

async function screenshots(id, hash = '') {
  for (const [suffix, viewport] of [
    ['', { width: 1200, height: 900 }],
    ['-360', { width: 360, height: 800 }],
  ]) {
    await withPage(env, `#panel=${id}${hash}`, { viewport }, async ({ page, problems }) => {
      await expectReady(page, id);
      await page
        .locator(sectionOf(id))
        .screenshot({ path: join(screenshotDir, `${id}${suffix}.png`) });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
      assert.ok(overflow <= 0, `${id} at ${viewport.width} px overflows by ${overflow} px`);
      assert.deepEqual(problems, []);
    });
  }
}

describe('tokenizer', () => {
  const panel = sectionOf('tokenizer');
  const textBox = `${panel} .text-control >> nth=0 >> input`;

  test('shows one card per character and the byte ids, with a clean console', async () => {
    await withPage(env, '#panel=tokenizer', async ({ page, problems }) => {
      await expectReady(page, 'tokenizer');
      assert.equal(await page.locator(`${panel} .byte-view .char-card`).count(), 23);
      assert.match(await page.textContent(`${panel} .stat-line`), /23 characters → 23 byte tokens/);
      assert.deepEqual(problems, []);
    });
  });

  test('typing “héllo → 😀” groups 2 and 4 bytes, cutting a byte shows U+FFFD, link restores', async () => {
    const { hash } = await withPage(env, '#panel=tokenizer', async ({ page, problems }) => {
      await page.fill(textBox, 'héllo → 😀');
      const cards = page.locator(`${panel} .byte-view .char-cards >> nth=0 >> .char-card`);
      assert.equal(await cards.count(), 9);
      assert.equal(
        await cards
          .nth(1)
          .locator('.byte-chip')
          .allTextContents()
          .then((t) => t.join(' ')),
        '195 169',
      );
      assert.match(await cards.nth(1).getAttribute('class'), /bytes-2/);
      assert.equal(await cards.nth(8).locator('.byte-chip').count(), 4);
      assert.match(
        await page.textContent(`${panel} .compare-table`),
        /104 233 108 108 111 32 0 32 0/,
      );
      assert.match(await page.textContent(`${panel} .byte-view .decoded`), /^héllo → 😀$/);
      assert.match(await hashOf(page), /text=h%C3%A9llo/);

      await page.check(`${panel} #tk-cut`);
      assert.match(await cards.nth(8).getAttribute('class'), /invalid/);
      assert.equal(await page.textContent(`${panel} .byte-view .decoded`), 'héllo → \uFFFD');
      assert.match(
        await page.textContent(`${panel} .stat-line`),
        /1 invalid sequence shown as U\+FFFD/,
      );
      const hash = await hashOf(page);
      assert.match(hash, /tk_cut=1/);
      await page.screenshot({
        path: join(screenshotDir, 'tokenizer-cut.png'),
        fullPage: false,
      });
      assert.deepEqual(problems, []);
      return { hash };
    });

    await withPage(env, hash, async (restored) => {
      const again = restored.page.locator(`${panel} .byte-view .char-cards >> nth=0 >> .char-card`);
      assert.equal(await again.count(), 9);
      assert.match(await again.nth(8).getAttribute('class'), /invalid/);
      assert.equal(await restored.page.inputValue(textBox), 'héllo → 😀');
      assert.ok(await restored.page.isChecked(`${panel} #tk-cut`));
      assert.deepEqual(restored.problems, []);
    });
  });

  test('the word tokenizer shows its vocabulary size and the <unk> words', async () => {
    await withPage(env, '#panel=tokenizer', async ({ page, problems }) => {
      await page.check(`${panel} input[type=radio][value=words]`);
      assert.match(
        await page.textContent(`${panel} .stat-line`),
        /7 word tokens \(vocabulary 45\), 6 of them <unk>; the same text is 23 byte tokens/,
      );
      assert.equal(await page.locator(`${panel} .word-chip.unknown`).count(), 6);
      assert.match(await hashOf(page), /tk_mode=words/);
      await page.check(`${panel} input[type=radio][value=text]`);
      assert.equal(await page.locator(`${panel} .word-chip.unknown`).count(), 0);
      assert.deepEqual(problems, []);
    });
  });

  test('bad byte ids and empty text show their message next to the control', async () => {
    await withPage(env, '#panel=tokenizer', async ({ page, problems }) => {
      const bytes = controlNamed(page, panel, 'Byte ids to decode');
      await bytes.locator('input').fill('104 300');
      await bytes.locator('.control-error').waitFor({ state: 'visible' });
      assert.equal(
        await bytes.locator('.control-error').textContent(),
        '“300” is outside 0 to 255',
      );
      await bytes.locator('input').fill('104 x');
      assert.match(await bytes.locator('.control-error').textContent(), /^“x” is not a number/);
      await bytes.locator('input').fill('240 159 152');
      await bytes.locator('.control-error').waitFor({ state: 'hidden' });
      const text = controlNamed(page, panel, 'Your text');
      await text.locator('input').fill('');
      assert.match(
        await text.locator('.control-error').textContent(),
        /type at least one character/,
      );
      // Too long: the whole text stays in the box, with a message, and the picture is kept.
      await text.locator('input').fill('a'.repeat(401));
      assert.equal((await text.locator('input').inputValue()).length, 401);
      assert.match(
        await text.locator('.control-error').textContent(),
        /401 characters long; at most 400/,
      );
      assert.equal(
        await page.locator(`${panel} .byte-view .char-cards >> nth=0 >> .char-card`).count(),
        23,
      );
      assert.deepEqual(problems, []);
    });
  });

  test('screenshots at desktop and 360 px', async () => {
    await screenshots('tokenizer', '&text=h%C3%A9llo%20%E2%86%92%20%F0%9F%98%80');
  });
});

describe('token-embedding', () => {
  const panel = sectionOf('token-embedding');
  const table = `${panel} canvas.heatmap >> nth=0`;
  const sim = `${panel} canvas.heatmap >> nth=2`;

  test('draws the random 256 x d table, the looked-up rows and the similarity', async () => {
    await withPage(env, '#panel=token-embedding', async ({ page, problems }) => {
      await expectReady(page, 'token-embedding');
      const t = await canvasStats(page, table);
      assert.deepEqual([t.width, t.height], [64, 256]);
      assert.ok(t.colours > 100, `only ${t.colours} colours`);
      // Its rows are labelled in bands of 16 ids, each band's first id with its byte, and each
      // label sits beside its band of rows.
      const bands = await page.$$eval(`${panel} figure.chart >> nth=0`, ([figure]) => {
        const plot = figure.querySelector('canvas.heatmap').getBoundingClientRect();
        return Array.from(figure.querySelectorAll('.lab-labels-y span'), (span) => {
          const box = span.getBoundingClientRect();
          return { text: span.textContent, row: ((box.top - plot.top) / plot.height) * 256 };
        });
      });
      assert.equal(bands.length, 16);
      assert.deepEqual(
        bands.slice(0, 5).map((b) => b.text),
        ['0 \\x00', '16 \\x10', '32 ␣', '48 0', '64 @'],
      );
      bands.forEach((b, k) => assert.ok(Math.abs(b.row - 16 * k) < 1, `${b.text} at row ${b.row}`));
      const lookup = await canvasStats(page, `${panel} canvas.heatmap >> nth=1`);
      assert.deepEqual([lookup.width, lookup.height], [64, 23]);
      const s = await canvasStats(page, sim);
      assert.deepEqual([s.width, s.height], [10, 10]);
      assert.match(
        await page.textContent(`${panel} .shown-label`),
        /random table before training.*seed 42/,
      );
      assert.match(
        await page.textContent(`${panel} .stat-line`),
        /give exactly the same numbers\./,
      );
      assert.deepEqual(problems, []);
    });
  });

  test('changing d redraws, and the link restores it', async () => {
    const { afterStats, hash } = await withPage(
      env,
      '#panel=token-embedding',
      async ({ page, problems }) => {
        const before = await canvasStats(page, sim);
        await page.locator(`${panel} .control input[type=number]`).first().fill('16');
        const t = await canvasStats(page, table);
        assert.equal(t.width, 16);
        assert.notEqual((await canvasStats(page, sim)).hash, before.hash);
        await page.locator(`${panel} .text-control >> nth=1 >> input`).fill('aeiou');
        assert.equal((await canvasStats(page, sim)).width, 5);
        const hash = await hashOf(page);
        assert.match(hash, /te_d=16/);
        assert.match(hash, /te_chars=aeiou/);
        const afterStats = await canvasStats(page, sim);
        assert.deepEqual(problems, []);
        return { afterStats, hash };
      },
    );

    await withPage(env, hash, async (restored) => {
      assert.deepEqual(await canvasStats(restored.page, sim), afterStats);
      assert.equal((await canvasStats(restored.page, table)).width, 16);
      assert.deepEqual(restored.problems, []);
    });
  });

  test('a multi-byte character to compare is refused with a message; the picture stays', async () => {
    await withPage(env, '#panel=token-embedding', async ({ page, problems }) => {
      const before = await canvasStats(page, sim);
      const chars = controlNamed(page, panel, 'characters to compare');
      await chars.locator('input').fill('aé');
      assert.match(
        await chars.locator('.control-error').textContent(),
        /“é” is 2 bytes in UTF-8 \(195 169\), so it is not one token here/,
      );
      assert.deepEqual(await canvasStats(page, sim), before);
      assert.deepEqual(problems, []);
    });
  });

  test('screenshots at desktop and 360 px', async () => {
    await screenshots('token-embedding');
  });
});

describe('combined', () => {
  const panel = sectionOf('combined');
  const canvases = [0, 1, 2].map((i) => `${panel} canvas.heatmap >> nth=${i}`);

  test('three T x d heatmaps; concatenation doubles the width', async () => {
    await withPage(env, '#panel=combined', async ({ page, problems }) => {
      await expectReady(page, 'combined');
      for (const c of canvases) {
        const s = await canvasStats(page, c);
        assert.deepEqual([s.width, s.height], [64, 23]);
        assert.ok(s.colours > 50);
      }
      await page.check(`${panel} input[type=radio][value=concat]`);
      assert.equal((await canvasStats(page, canvases[2])).width, 128);
      assert.match(await page.textContent(`${panel} tr.chosen`), /23 × 128/);
      assert.match(await hashOf(page), /cb_join=concat/);
      assert.deepEqual(problems, []);
    });
  });

  test('past max_len: truncation note and the strict error; link restores', async () => {
    const { hash, shown } = await withPage(env, '#panel=combined', async ({ page, problems }) => {
      await controlNamed(page, panel, 'max_len').locator('input[type=number]').fill('5');
      assert.equal((await canvasStats(page, canvases[0])).height, 5);
      assert.match(await page.textContent(`${panel} .warning-note`), /23 tokens but max_len is 5/);
      assert.match(
        await page.textContent(`${panel} .error-note`),
        /the sequence has 23 tokens but the position table has only 5 rows/,
      );
      await page.check(`${panel} input[type=radio][value=sinusoidal]`);
      const hash = await hashOf(page);
      const shown = await canvasStats(page, canvases[1]);
      await page.screenshot({
        path: join(screenshotDir, 'combined-truncated.png'),
      });
      assert.deepEqual(problems, []);
      return { hash, shown };
    });

    await withPage(env, hash, async (restored) => {
      assert.deepEqual(await canvasStats(restored.page, canvases[1]), shown);
      assert.match(await restored.page.textContent(`${panel} .warning-note`), /max_len is 5/);
      assert.deepEqual(restored.problems, []);
    });
  });

  test('an odd d with sinusoidal positions shows the core message and keeps the picture', async () => {
    await withPage(env, '#panel=combined&cb_pos=sinusoidal', async ({ page, problems }) => {
      const before = await canvasStats(page, canvases[1]);
      const d = page
        .locator(`${panel} .control`)
        .filter({ has: page.locator('input[type=number]') })
        .first();
      await d.locator('input[type=number]').fill('7');
      assert.match(await d.locator('.control-error').textContent(), /d_model must be even/);
      assert.deepEqual(await canvasStats(page, canvases[1]), before);
      assert.deepEqual(problems, []);
    });
  });

  test('screenshots at desktop and 360 px', async () => {
    await screenshots('combined');
  });
});

describe('position-experiment', () => {
  const panel = sectionOf('position-experiment');
  const canvas = `${panel} canvas.heatmap`;

  test('draws the N x N similarity and the distance chart; sinusoidal changes it', async () => {
    await withPage(env, '#panel=position-experiment', async ({ page, problems }) => {
      await expectReady(page, 'position-experiment');
      const learned = await canvasStats(page, canvas);
      assert.deepEqual([learned.width, learned.height], [20, 20]);
      assert.ok(learned.colours > 20);
      assert.equal(await page.locator(`${panel} .line-box .u-over`).count(), 1);
      const learnedText = await page.textContent(`${panel} .distance-stats`);
      const near = Number(/distance 1 = ([\d.-]+)/.exec(learnedText)[1]);
      const far = Number(/distance 10 = ([\d.-]+)/.exec(learnedText)[1]);
      assert.ok(Math.abs(near - far) < 0.2, learnedText);
      await page.check(`${panel} input[type=radio][value=sinusoidal]`);
      assert.notEqual((await canvasStats(page, canvas)).hash, learned.hash);
      const sinText = await page.textContent(`${panel} .distance-stats`);
      const sinNear = Number(/distance 1 = ([\d.-]+)/.exec(sinText)[1]);
      const sinFar = Number(/distance 10 = ([\d.-]+)/.exec(sinText)[1]);
      assert.ok(sinNear > sinFar + 0.05, sinText);
      assert.deepEqual(problems, []);
    });
  });

  test('N and the token change the picture; the link restores it', async () => {
    const { hash, shown } = await withPage(
      env,
      '#panel=position-experiment',
      async ({ page, problems }) => {
        await controlNamed(page, panel, 'positions N').locator('input[type=number]').fill('32');
        await controlNamed(page, panel, 'token id').locator('input[type=number]').fill('101');
        const shown = await canvasStats(page, canvas);
        assert.equal(shown.width, 32);
        assert.match(await page.textContent(panel), /token 101 = ‘e’/);
        const hash = await hashOf(page);
        assert.match(hash, /px_n=32/);
        assert.deepEqual(problems, []);
        return { hash, shown };
      },
    );

    await withPage(env, hash, async (restored) => {
      assert.deepEqual(await canvasStats(restored.page, canvas), shown);
      assert.deepEqual(restored.problems, []);
    });
  });

  test('the closing words hold for the figure: sinusoidal cosines stay near 1, so the band needs the fitted range', async () => {
    await withPage(
      env,
      '#panel=position-experiment&px_pos=sinusoidal&px_scale=fit',
      async ({ page, problems }) => {
        const ends = await page.$$eval(`${panel} figure.token-figure .legend > span`, (spans) =>
          spans.map((s) => s.textContent).filter(Boolean),
        );
        const [lo, hi] = ends.map((e) => Number(e.replace('−', '-')));
        assert.ok(lo > 0.8 && hi < 1, `off-diagonal cosines from ${lo} to ${hi}`);
        assert.match(await page.textContent(panel), /choose “fit to the values” to see it/);
        assert.deepEqual(problems, []);
      },
    );
  });

  test('bad values show their message next to the control', async () => {
    await withPage(
      env,
      '#panel=position-experiment&px_pos=sinusoidal',
      async ({ page, problems }) => {
        const before = await canvasStats(page, canvas);
        const n = controlNamed(page, panel, 'positions N');
        const d = controlNamed(page, panel, 'd_model');
        await n.locator('input[type=number]').fill('1');
        assert.match(
          await n.locator('.control-error').textContent(),
          /positions N goes from 2 to 256 here \(got 1\)/,
        );
        await d.locator('input[type=number]').fill('9');
        assert.match(await d.locator('.control-error').textContent(), /d_model must be even/);
        assert.deepEqual(await canvasStats(page, canvas), before);
        assert.deepEqual(problems, []);
      },
    );
  });

  test("a link's odd width with sinusoidal positions: the core names d_model, and only it goes back", async () => {
    await withPage(
      env,
      '#panel=position-experiment&px_n=10&px_d=63&px_pos=sinusoidal',
      async ({ page, problems }) => {
        assert.equal(await page.getAttribute(panel, 'data-status'), 'ready');
        const d = controlNamed(page, panel, 'd_model');
        assert.equal(await d.locator('input[type=number]').inputValue(), '64');
        assert.match(
          await d.locator('[role=alert]').textContent(),
          /d_model must be even: sin and cos come in pairs \(got 63\)/,
        );
        const n = controlNamed(page, panel, 'positions N');
        assert.equal(await n.locator('input[type=number]').inputValue(), '10');
        assert.equal(await n.locator('[role=alert]').textContent(), '', 'no message under N');
        assert.deepEqual(problems, []);
      },
    );
  });

  test('screenshots at desktop and 360 px', async () => {
    await screenshots('position-experiment', '&px_pos=sinusoidal&px_n=48&px_scale=fit');
  });
});
