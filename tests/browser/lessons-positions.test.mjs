// The position lessons end to end in headless Chromium: pe-sinusoidal's additions, pe-relative,
// pe-learned, rope and positions. Each panel: ready, draws, a control redraws and updates the
// link, the link restores the state in a fresh page, bad input shows a message, console clean.
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

const section = (id) => `section[data-panel="${id}"]`;

/** Types a value into a panel's number box named `label` (fires input like a learner typing). */
async function typeInto(page, id, label, value) {
  const control = controlNamed(page, section(id), label);
  await control.locator('input[type=number]').fill(String(value));
  return control.locator('.control-error');
}

async function shoot(page, id, name) {
  await page.locator(section(id)).screenshot({ path: join(screenshotDir, `${name}.png`) });
}

async function expectReady(page, id) {
  assert.equal(await page.evaluate(() => document.documentElement.dataset.status), 'ready');
  assert.equal(await page.getAttribute(section(id), 'data-status'), 'ready');
}

const chartCanvas = (id, n = 0) => `${section(id)} .pos-chart >> nth=${n} >> canvas`;

async function chartStats(page, id, n = 0) {
  return page
    .locator(chartCanvas(id, n))
    .first()
    .evaluate((canvas) => {
      const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
      let hash = 0;
      let inked = 0;
      for (let i = 0; i < data.length; i += 4) {
        if (data[i + 3] > 0) inked++;
        hash = (Math.imul(hash, 31) + ((data[i] << 16) | (data[i + 1] << 8) | data[i + 2])) | 0;
      }
      return { hash, inked };
    });
}

describe('pe-sinusoidal additions', () => {
  test('curves, wavelengths, row inspector, max_len demo and the PE[1, :4] comparison', async () => {
    await withPage(env, '#panel=pe-sinusoidal', async ({ page, problems }) => {
      await expectReady(page, 'pe-sinusoidal');
      const id = 'pe-sinusoidal';
      assert.ok((await chartStats(page, id, 0)).inked > 1000, 'dimension curves drawn');
      assert.ok((await chartStats(page, id, 1)).inked > 1000, 'wavelengths drawn');
      const row = await page.textContent(`${section(id)} .pos-table tbody`);
      assert.match(
        row,
        /PE\[3, 4\]= sin\(3 \/ 10000\^\(4\/128\)\) = sin\(3 \/ 1\.33352\) = sin\(2\.24968\)= 0\.7782725/,
      );
      const compare = await page.textContent(`${section(id)} tr.true-512`);
      assert.match(compare, /0\.84147.*0\.5403.*0\.82186.*0\.5697/);
      // cos(0.01) = 0.99995000..., rounded from the double (float32 holds 0.99994999...).
      assert.match(await page.textContent(`${section(id)} tr.quoted-4`), /0\.0099998.*0\.99995$/);
      assert.match(await page.textContent(section(id)), /first 64 rows, 0 differ/);
      await shoot(page, id, 'pe-sinusoidal-extended');
      // Editing the dimensions redraws the curves and goes into the link.
      const before = await chartStats(page, id, 0);
      const dims = controlNamed(page, section(id), 'dimensions to plot');
      await dims.locator('input').fill('2, 3');
      assert.notEqual((await chartStats(page, id, 0)).hash, before.hash);
      assert.match(await page.evaluate(() => location.hash), /pe_dims=2%2C\+3|pe_dims=2%2C%203/);
      await dims.locator('input').fill('2, x');
      assert.match(await dims.locator('.control-error').textContent(), /^“x” is not a number/);
      // The row inspector: another position, then a bad one.
      const error = await typeInto(page, id, 'position p', 7);
      assert.match(await page.textContent(`${section(id)} .pos-table tbody`), /PE\[7, 0\]/);
      await typeInto(page, id, 'position p', -2);
      await error.waitFor({ state: 'visible' });
      assert.match(await error.textContent(), /position p goes from 0 to 100000 here \(got -2\)/);
      assert.deepEqual(problems, []);
    });
  });

  test('a link restores the dimensions and the inspected row', async () => {
    await withPage(env, '#pe_dims=5&pe_row=12&pe_d=16', async ({ page, problems }) => {
      const dims = controlNamed(page, section('pe-sinusoidal'), 'dimensions to plot');
      assert.equal(await dims.locator('input').inputValue(), '5');
      assert.match(
        await page.textContent(`${section('pe-sinusoidal')} .pos-table tbody`),
        /PE\[12, 15\]/,
      );
      assert.deepEqual(problems, []);
    });
  });
});

describe('pe-relative', () => {
  const id = 'pe-relative';
  test('draws both curves and the rotation; controls redraw and go into the link', async () => {
    const { link } = await withPage(env, `#panel=${id}`, async ({ page, problems }) => {
      await expectReady(page, id);
      assert.ok((await chartStats(page, id, 0)).inked > 1000);
      const rotation = await canvasStats(page, `${section(id)} canvas.rotation-canvas`);
      assert.ok(rotation.colours > 3, 'rotation drawn');
      assert.match(
        await page.textContent(`${section(id)} .relative-summary`),
        /At k = 0 the dot product is 32 = d\/2/,
      );
      await shoot(page, id, id);
      const before = await chartStats(page, id, 0);
      await typeInto(page, id, 'd_model', 16);
      assert.notEqual((await chartStats(page, id, 0)).hash, before.hash);
      assert.match(await page.evaluate(() => location.hash), /rel_d=16/);
      const summary = `${section(id)} .relative-summary`;
      assert.match(await page.textContent(summary), /falls, with ripples/);
      // One pair: the curve is cos(k) exactly, which the words say instead of a fall.
      await typeInto(page, id, 'd_model', 2);
      const onePair = await page.textContent(summary);
      assert.match(onePair, new RegExp(`At k = 5 it is ${Math.cos(5).toFixed(6)} from p`));
      assert.match(onePair, /exactly cos\(k\)/);
      assert.doesNotMatch(onePair, /ripples/);
      await typeInto(page, id, 'd_model', 16);
      const rotBefore = await canvasStats(page, `${section(id)} canvas.rotation-canvas`);
      await typeInto(page, id, 'k (turn)', 9);
      assert.notEqual(
        (await canvasStats(page, `${section(id)} canvas.rotation-canvas`)).hash,
        rotBefore.hash,
      );
      assert.match(await page.textContent(`${section(id)} .rotation-text`), /k = 9 turns the pair/);
      // A pair that does not exist for d_model 16: message, picture kept.
      const error = await typeInto(page, id, 'pair i', 8);
      await error.waitFor({ state: 'visible' });
      assert.match(
        await error.textContent(),
        /pair i must be between 0 and d_model\/2 − 1 = 7 \(got 8\)/,
      );
      const link = await page.evaluate(() => location.hash);
      assert.deepEqual(problems, []);
      return { link };
    });

    await withPage(env, link, async (fresh) => {
      assert.equal(
        await fresh.page.inputValue(`${section(id)} .control >> nth=2 >> input[type=number]`),
        '16',
      );
      assert.match(
        await fresh.page.textContent(`${section(id)} .rotation-text`),
        /k = 9 turns the pair/,
      );
      assert.deepEqual(fresh.problems, []);
    });
  });
});

describe('pe-learned', () => {
  const id = 'pe-learned';
  test('random table, similarity matrices and the core error past max_len', async () => {
    const { link } = await withPage(env, `#panel=${id}`, async ({ page, problems }) => {
      await expectReady(page, id);
      const table = await canvasStats(page, `${section(id)} canvas.heatmap >> nth=0`);
      assert.deepEqual([table.width, table.height], [64, 32]);
      assert.ok(table.colours > 50);
      // Default sequence (40) is longer than max_len (32): the core's message is shown.
      assert.match(
        await page.textContent(`${section(id)} .learned-error`),
        /the sequence has 40 tokens but the position table has only 32 rows/,
      );
      assert.match(await page.textContent(`${section(id)} .compare-table`), /32 × 64 = 2,048/);
      await shoot(page, id, id);
      await typeInto(page, id, 'sequence length', 20);
      assert.equal(await page.locator(`${section(id)} .learned-error`).count(), 0);
      await typeInto(page, id, 'max_len', 16);
      assert.equal((await canvasStats(page, `${section(id)} canvas.heatmap >> nth=0`)).height, 16);
      assert.match(await page.evaluate(() => location.hash), /learn_len=16/);
      const error = await typeInto(page, id, 'd_model', 9);
      await error.waitFor({ state: 'visible' });
      // The core's refusal (the sinusoidal table beside the learned one), not the page's own.
      assert.equal(
        await error.textContent(),
        'd_model must be even: sin and cos come in pairs (got 9)',
      );
      const link = await page.evaluate(() => location.hash);
      assert.deepEqual(problems, []);
      return { link };
    });

    await withPage(env, link, async (fresh) => {
      assert.equal(
        (await canvasStats(fresh.page, `${section(id)} canvas.heatmap >> nth=0`)).height,
        16,
      );
      assert.deepEqual(fresh.problems, []);
    });
  });

  test('a trained table: the rows past the training windows are named, and left out of the averages', async () => {
    // The predictor's table has 128 rows; windows of 32 tokens train rows 0 to 31 only.
    await withPage(
      env,
      '#panel=train&steps=30&tr_seq=32&autorun=1',
      { lazy: false },
      async ({ page, problems }) => {
        await page.waitForFunction(
          () => document.querySelector('section[data-panel="train"]').dataset.status === 'done',
          null,
          { timeout: 120000 },
        );
        await page.waitForFunction(
          (s) => /Showing the trained table/.test(document.querySelector(s).textContent),
          `${section(id)} .learned-source`,
        );
        assert.match(
          await page.textContent(`${section(id)} .learned-source`),
          /\(128 × 64\)\. .*windows were 32 tokens long, so rows 32 to 127 were never used/,
        );
        const compare = await page.textContent(`${section(id)} .compare-table`);
        assert.match(compare, /rows 0 to 39 looked up; rows 32 to 39 were never trained/);
        assert.match(compare, /mean cos\(P\[p\], P\[p\+1\]\) over the 32 trained rows = /);
        assert.deepEqual(problems, []);
      },
    );
  });
});

describe('rope', () => {
  const id = 'rope';
  test('clocks, coinciding score curves, play only on request', async () => {
    await withPage(env, `#panel=${id}`, async ({ page, problems }) => {
      await expectReady(page, id);
      const clocks = await canvasStats(page, `${section(id)} canvas.rope-clocks`);
      assert.ok(clocks.colours > 3);
      assert.match(
        await page.textContent(`${section(id)} .rope-score-text`),
        /Largest gap between any two curves: \d/,
      );
      // Nothing moves by itself: the clocks turn only while Play is pressed (rope/view.js starts
      // their timer on its click), and it is not.
      assert.equal(
        await page.getAttribute(`${section(id)} button.rope-play`, 'aria-pressed'),
        'false',
      );
      await page.evaluate(() => new Promise((frame) => requestAnimationFrame(frame)));
      assert.equal(
        (await canvasStats(page, `${section(id)} canvas.rope-clocks`)).hash,
        clocks.hash,
      );
      await shoot(page, id, id);
      await typeInto(page, id, 'position m', 9);
      assert.notEqual(
        (await canvasStats(page, `${section(id)} canvas.rope-clocks`)).hash,
        clocks.hash,
      );
      const scoresBefore = await chartStats(page, id, 0);
      await typeInto(page, id, 'base', 500);
      assert.notEqual((await chartStats(page, id, 0)).hash, scoresBefore.hash);
      assert.match(await page.evaluate(() => location.hash), /rope_pos=9.*rope_base=500/);
      await page.click(`${section(id)} .rope-play`);
      await page.waitForFunction(() => /rope_pos=1[0-9]/.test(location.hash), null, {
        timeout: 3000,
      });
      await page.click(`${section(id)} .rope-play`);
      const error = await typeInto(page, id, 'head width d', 5);
      await error.waitFor({ state: 'visible' });
      assert.match(await error.textContent(), /^RoPE rotates pairs of dimensions .* \(got 5\)$/);
      assert.deepEqual(problems, []);
    });

    await withPage(env, '#rope_base=500&rope_pos=9', async (fresh) => {
      assert.equal(
        await fresh.page.inputValue(`${section(id)} .control >> nth=0 >> input[type=number]`),
        '9',
      );
      assert.equal(
        await fresh.page.inputValue(`${section(id)} .control >> nth=2 >> input[type=number]`),
        '500',
      );
      assert.deepEqual(fresh.problems, []);
    });
  });
});

/** The pair and the angle m·ω (rad) a clock read-out names. */
function readClock(text) {
  const found = text.match(/^Pair (\d+): .* m·ω = ([\d.]+) rad = ([\d.]+) turns/);
  assert.ok(found, `not a clock read-out: ${text}`);
  return { pair: Number(found[1]), angle: Number(found[2]), turns: Number(found[3]) };
}

/** m·ωᵢ with ωᵢ = base^(−2i/d), and the read-out's 6 significant digits against it. */
function expectAngle(read, { m, d, base = 10000 }) {
  const angle = m * base ** ((-2 * read.pair) / d);
  assert.ok(Math.abs(read.angle - angle) <= 5e-6 * angle, `pair ${read.pair}: ${read.angle}`);
  assert.ok(Math.abs(read.turns - angle / (2 * Math.PI)) <= 5e-6 * angle);
}

describe('rope clocks read out', () => {
  const id = 'rope';
  const clocks = `${section(id)} canvas.rope-clocks`;
  const readout = `${section(id)} .clock-readout`;
  test('a mouse over a clock, then the arrow keys, read one pair at a time', async () => {
    await withPage(env, `#panel=${id}`, async ({ page, problems }) => {
      await expectReady(page, id);
      assert.equal(await page.getAttribute(readout, 'aria-live'), 'polite');
      const idle = 'Hover a clock to read its pair’s angle and hand.'; // a mouse can hover
      assert.equal(await page.textContent(readout), idle);
      assert.match(await page.getAttribute(clocks, 'aria-label'), /arrow keys/);
      await page.locator(clocks).scrollIntoViewIfNeeded();
      const box = await page.locator(clocks).boundingBox();
      const before = await canvasStats(page, clocks);
      // Clocks are 110 px wide, their row 134 px high: the third clock's centre.
      await page.mouse.move(box.x + 1 + 110 * 2.5, box.y + 1 + 55);
      const third = readClock(await page.textContent(readout));
      assert.equal(third.pair, 2);
      expectAngle(third, { m: 3, d: 16 });
      assert.notEqual((await canvasStats(page, clocks)).hash, before.hash, 'the clock is outlined');
      await page.mouse.move(box.x + box.width + 40, box.y - 40); // away: the hint again
      assert.equal(await page.textContent(readout), idle);
      assert.equal((await canvasStats(page, clocks)).hash, before.hash);

      await page.focus(clocks);
      // The keys go on from the clock last pointed at.
      await page.keyboard.press('ArrowRight');
      assert.equal(readClock(await page.textContent(readout)).pair, 3);
      await page.keyboard.press('Home');
      const first = readClock(await page.textContent(readout));
      assert.equal(first.pair, 0);
      expectAngle(first, { m: 3, d: 16 });
      await page.keyboard.press('ArrowRight');
      const second = readClock(await page.textContent(readout));
      assert.equal(second.pair, 1);
      expectAngle(second, { m: 3, d: 16 });
      await page.keyboard.press('End');
      const last = readClock(await page.textContent(readout));
      assert.equal(last.pair, 7);
      expectAngle(last, { m: 3, d: 16 });
      // cos 0.99999955 rounds to 1 at six digits; sin = 3 · 10000^(−14/16).
      assert.match(await page.textContent(readout), /\(cos, sin\) = \(1, 0\.000948683\)\.$/);
      await page.keyboard.press('ArrowLeft');
      assert.equal(readClock(await page.textContent(readout)).pair, 6);
      await page.keyboard.press('Home');
      assert.equal(readClock(await page.textContent(readout)).pair, 0);
      // Up and down are the page's: the cursor stays.
      await page.keyboard.press('ArrowDown');
      assert.equal(readClock(await page.textContent(readout)).pair, 0);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await shoot(page, id, 'rope-clock-picked');
      await page.keyboard.press('Escape');
      assert.equal(await page.textContent(readout), idle);
      // A new position redraws the clock under the mouse with its new angle.
      await page.locator(clocks).blur();
      await page.mouse.move(box.x + 1 + 110 * 1.5, box.y + 1 + 55);
      assert.equal(readClock(await page.textContent(readout)).pair, 1);
      await typeInto(page, id, 'position m', 40);
      const moved = readClock(await page.textContent(readout));
      assert.equal(moved.pair, 1);
      expectAngle(moved, { m: 40, d: 16 });
      // More pairs than clocks: the eight shown are spread from 0 to d/2 − 1.
      await typeInto(page, id, 'head width d', 64);
      await page.focus(clocks);
      await page.keyboard.press('End');
      const slowest = readClock(await page.textContent(readout));
      assert.equal(slowest.pair, 31);
      expectAngle(slowest, { m: 40, d: 64 });
      assert.deepEqual(problems, []);
    });
  });
});

describe('positions', () => {
  const id = 'positions';
  test('pick two tokens: absolute, relative, sinusoidal dot and RoPE score', async () => {
    await withPage(env, `#panel=${id}`, async ({ page, problems }) => {
      await expectReady(page, id);
      assert.equal(await page.locator(`${section(id)} .pos-token`).count(), 6);
      assert.match(
        await page.textContent(`${section(id)} .positions-results`),
        /“the” is token_4, “cat” is token_1.*i − j = 4 − 1 = 3/,
      );
      await shoot(page, id, id);
      // The rows shown are the first four columns of the table of the width the text names.
      const rowsText = await page.textContent(`${section(id)} .positions-results`);
      const named = Number(rowsText.match(/d_model (\d+)/)[1]);
      assert.equal(named, 64);
      const pe = (pos, c) => {
        const angle = pos / 10000 ** ((2 * Math.floor(c / 2)) / named);
        return c % 2 ? Math.cos(angle) : Math.sin(angle);
      };
      for (const pos of [1, 4]) {
        const shown = rowsText.match(new RegExp(`PE\\[${pos}, :4\\] = \\(([^)]*)\\)`))[1];
        const values = shown.split(', ').map((v) => Number(v.replace('−', '-')));
        values.forEach((v, c) =>
          assert.ok(Math.abs(v - pe(pos, c)) < 5e-4, `PE[${pos}, ${c}] = ${v}, not ${pe(pos, c)}`),
        );
      }
      assert.match(rowsText, /PE\[1, :4\] = \(0\.841, 0\.54, 0\.682, 0\.732\)/);
      await page.click(`${section(id)} .pos-token >> nth=5`);
      assert.match(
        await page.textContent(`${section(id)} .positions-results`),
        /token_5.*i − j = 5 − 1 = 4/,
      );
      assert.match(await page.evaluate(() => location.hash), /posn_i=5/);
      // j after i: a negative offset, written with the minus sign as every number on the page.
      await page.click(`${section(id)} .pos-token >> nth=0`);
      assert.match(
        await page.textContent(`${section(id)} .positions-results`),
        /token_0.*i − j = 0 − 1 = −1 \(“cat” comes 1 after/,
      );
      await page.click(`${section(id)} .pos-token >> nth=5`);
      // Sinusoidal: the pair's dot equals the one from position 0.
      const sin = await page.textContent(`${section(id)} .sin-dot`);
      const [a, b] = sin.match(/= (−?[\d.]+)/g);
      assert.equal(a, b);
      // A word that does not exist.
      const error = await typeInto(page, id, 'token j (key)', 12);
      await error.waitFor({ state: 'visible' });
      assert.match(
        await error.textContent(),
        /token j must be between 0 and 5: the text has 6 words \(got 12\)/,
      );
      // Text is shown as text.
      await page.fill(
        `${section(id)} [data-setting="text"] input`,
        '<b>bold</b> one two three four five six',
      );
      assert.equal(await page.locator(`${section(id)} .pos-tokens b`).count(), 0);
      assert.match(await page.evaluate(() => location.hash), /text=/);
      // A shorter text: token i (5) moves to the last word, and its control says so.
      await page.fill(`${section(id)} [data-setting="text"] input`, 'dog bites man');
      const results = await page.textContent(`${section(id)} .positions-results`);
      assert.match(results, /“man” is token_2, “bites” is token_1/);
      const iControl = page.locator(`${section(id)} [data-setting="posn_i"]`);
      assert.equal(await iControl.locator('input[type=number]').inputValue(), '2');
      assert.equal(
        await iControl.locator('.control-error').textContent(),
        'token i moved to 2, the last word: the text now has 3 words',
      );
      assert.equal(await iControl.locator('input[type=number]').getAttribute('aria-invalid'), null);
      assert.equal(
        await page.locator(`${section(id)} [data-setting="text"] .control-error`).isHidden(),
        true,
      );
      assert.match(await page.evaluate(() => location.hash), /posn_i=2/);
      assert.deepEqual(problems, []);
    });

    await withPage(env, '#text=one+two+three+four&posn_i=3&posn_j=0', async (fresh) => {
      assert.match(
        await fresh.page.textContent(`${section(id)} .positions-results`),
        /“four” is token_3, “one” is token_0/,
      );
      assert.deepEqual(fresh.problems, []);
    });
  });
});

test('every position panel at 360 px wide fits without sideways scrolling', async () => {
  await withPage(
    env,
    '',
    {
      viewport: { width: 360, height: 800 },
    },
    async ({ page, problems }) => {
      for (const id of ['pe-sinusoidal', 'pe-relative', 'pe-learned', 'rope', 'positions']) {
        await expectReady(page, id);
        await shoot(page, id, `${id}-360`);
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      assert.ok(overflow <= 0, `page is ${overflow}px wider than the screen`);
      assert.deepEqual(problems, []);
    },
  );
});

test('dark theme renders the position panels', async () => {
  await withPage(env, '#theme=dark&panel=rope', async ({ page, problems }) => {
    await expectReady(page, 'rope');
    await shoot(page, 'rope', 'rope-dark');
    await shoot(page, 'pe-relative', 'pe-relative-dark');
    assert.deepEqual(problems, []);
  });
});
