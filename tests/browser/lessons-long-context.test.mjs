// The long-context lesson end to end in headless Chromium: ALiBi's bias heatmap, slopes, the
// last query's weights and the slope table; RoPE's angles at 1x and 4x (plain, interpolated,
// NTK); controls redraw and go into the link, bad input shows a message, desktop and phone
// screenshots, console clean.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { canvasStats, openPage, screenshotDir, startBrowser } from './harness.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

const id = 'long-context';
const section = `section[data-panel="${id}"]`;

async function typeInto(page, nth, value) {
  const control = page.locator(`${section} .control`).nth(nth);
  await control.locator('input[type=number]').fill(String(value));
  return control.locator('.control-error');
}

test('ALiBi biases, slopes and weights; RoPE scaling angles; link and errors', async () => {
  const { page, problems, close } = await openPage(env, `#panel=${id}`);
  assert.equal(await page.getAttribute(section, 'data-status'), 'ready');
  // Default 8 heads: slopes 1/2 .. 1/256, head 1 keeps 90% on its last 5 keys (e^(-k/2) <= 0.1).
  const rows = await page.$$eval(`${section} .lc-table tbody tr`, (trs) =>
    trs.map((tr) => Array.from(tr.children, (c) => c.textContent)),
  );
  assert.equal(rows.length, 8);
  assert.deepEqual(rows[0], ['1', '0.5', '0.6065', '5 of 32']);
  assert.deepEqual(rows[7].slice(0, 2), ['8', '0.003906']);
  assert.equal(await page.getAttribute(section, 'data-alibi-slope'), '0.5');
  const heat = await canvasStats(page, `${section} canvas.heatmap`);
  assert.ok(heat.colours > 10, 'bias heatmap drawn');
  const charts = await page.$$(`${section} .pos-chart canvas`);
  assert.ok(charts.length >= 4, 'slopes, weights, angles, reach');
  // RoPE text: pair 0 turns 1 rad per position plain, 0.25 interpolated.
  const text = await page.textContent(section);
  assert.match(text, /Pair 0 turns 1 radian per position in plain RoPE and with NTK, but 0\.25/);
  assert.match(
    text,
    /sweep more than in training: plain 6 of 8 \(up to 4\.097×\), interpolated 6 of 8 \(up to 1\.024×\), NTK 6 of 8 \(up to 2\.262×\)/,
  );
  assert.match(text, /Interpolation maps position 127 to 31\.75/);
  await page.locator(section).screenshot({ path: join(screenshotDir, 'long-context.png') });
  // A control redraws and goes into the link.
  await typeInto(page, 1, 3); // head shown
  assert.equal(await page.getAttribute(section, 'data-alibi-slope'), '0.125');
  assert.match(await page.evaluate(() => location.hash), /lc_head=3/);
  // More heads than exist: a message, the last picture kept.
  const error = await typeInto(page, 1, 12);
  await error.waitFor({ state: 'visible' });
  assert.match(await error.textContent(), /head shown must be between 1 and 8/);
  assert.equal(await page.getAttribute(section, 'data-alibi-slope'), '0.125');
  // A pair outside the head width.
  const pairError = await typeInto(page, 5, 20);
  await pairError.waitFor({ state: 'visible' });
  assert.match(await pairError.textContent(), /pair i must be between 0 and 7/);
  assert.deepEqual(problems, []);
  await close();
});

test('each pair at 4x the length: the reach table, its summary and the lesson agree', async () => {
  const { page, problems, close } = await openPage(env, `#panel=${id}`);
  // Default d = 16 (8 pairs), L = 32, read at 128 positions.
  const rows = await page.$$eval(`${section} .lc-reach-table tbody tr`, (trs) =>
    trs.map((tr) => Array.from(tr.children, (c) => Number(c.textContent.replace('−', '-')))),
  );
  assert.equal(rows.length, 8);
  const column = (c) => rows.map((row) => row[c]);
  const [trainedTurns, plain, linear, ntk] = [1, 2, 3, 4].map(column);
  // The definition: the arc swept at 4L over the arc swept in training, a full turn at most.
  const definition = await page.textContent(`${section} .lc-reach-definition`);
  assert.match(definition, /arc it sweeps at 4L divided by the arc it swept in training/);
  // The lesson's claim: fast pairs went all the way round in training, so nothing at 4L is new
  // to them; slow pairs reach angles no training example produced.
  const claim = await page.textContent(section);
  assert.match(claim, /Fast pairs \(small i\) go round many times within L positions/);
  assert.equal(trainedTurns[0], 1, 'pair 0 swept a full turn in training');
  assert.equal(plain[0], 1, 'the fastest pair meets nothing new');
  assert.ok(Math.abs(plain[7] - 127 / 31) < 1e-3, `the slowest pair: ${plain[7]}`);
  assert.ok(trainedTurns[7] < 0.01, 'the slowest pair turned a sliver in training');
  // "NTK leaves the fastest pair exactly as trained"; interpolation stays within a fraction of
  // a position: 127/4 = 31.75 against 31.
  assert.equal(ntk[0], 1);
  for (const r of linear) assert.ok(r <= 127 / 124 + 1e-4, `interpolated reach ${r}`);
  // The summary counts exactly the pairs the table shows above 1, with the table's largest.
  const summary = await page.textContent(`${section} .lc-reach-summary`);
  for (const [name, values] of [
    ['plain', plain],
    ['interpolated', linear],
    ['NTK', ntk],
  ]) {
    const past = values.filter((r) => r > 1);
    const said = summary.match(new RegExp(`${name} (\\d+) of 8 \\(up to ([0-9.]+)×\\)`));
    assert.ok(said, `${name} in "${summary}"`);
    assert.equal(Number(said[1]), past.length, `${name}: pairs past training`);
    assert.equal(Number(said[2]), Math.max(...past), `${name}: largest reach`);
  }
  assert.match(summary, /Pairs 0 to 1 went all the way round in training/);
  assert.deepEqual(
    trainedTurns.map((t) => t >= 1),
    [true, true, false, false, false, false, false, false],
  );
  // The chart draws the same numbers the table shows (its data, to 4 digits).
  const chartPlain = (await page.getAttribute(section, 'data-reach-plain')).split(' ').map(Number);
  chartPlain.forEach((v, k) => assert.ok(Math.abs(v - plain[k]) <= 5e-4 * v, `pair ${k}`));
  assert.deepEqual(problems, []);
  await close();
});

test('a link restores the view; the phone layout fits', async () => {
  const { page, problems, close } = await openPage(env, `#panel=${id}&lc_heads=4&lc_head=2`, {
    viewport: { width: 390, height: 844 },
  });
  assert.equal(await page.getAttribute(section, 'data-alibi-slope'), '0.0625');
  const rows = await page.$$eval(`${section} .lc-table tbody tr`, (trs) => trs.length);
  assert.equal(rows, 4);
  const overflow = await page.$eval(section, (s) => s.scrollWidth - s.clientWidth);
  assert.ok(overflow <= 1, `section overflows by ${overflow}px`);
  await page.locator(section).screenshot({ path: join(screenshotDir, 'long-context-phone.png') });
  assert.deepEqual(problems, []);
  await close();
});

test('the ALiBi bias heatmap paints the masked later keys grey, not as a bias of 0', async () => {
  const { page, problems, close } = await openPage(env, `#panel=${id}&lc_len=16`);
  // One canvas pixel per cell: row i is query i, column j is key j.
  const cells = await page.$eval(`${section} canvas.heatmap`, (canvas) => {
    const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    const at = (i, j) =>
      Array.from(data.slice((i * canvas.width + j) * 4, (i * canvas.width + j) * 4 + 3));
    return { width: canvas.width, diagonal: at(5, 5), masked: at(5, 6), corner: at(0, 15) };
  });
  assert.equal(cells.width, 16);
  assert.deepEqual(cells.masked, [128, 128, 128]);
  assert.deepEqual(cells.corner, [128, 128, 128]);
  assert.notDeepEqual(cells.diagonal, cells.masked, 'the diagonal (bias 0) is not drawn as masked');
  assert.match(await page.textContent(`${section} .legend-note`), /grey: masked, a later key/);
  assert.deepEqual(problems, []);
  await close();
});

test('a link the lesson refuses draws the default in its place, the reason under that setting', async () => {
  const tableToggles = (page) =>
    page.locator(`${section} .chart-tools button:visible`, { hasText: 'Show data as a table' });
  const plain = await openPage(env, `#panel=${id}`);
  const offered = await tableToggles(plain.page).count();
  await plain.close();
  for (const [link, key, shown, message] of [
    [
      'lc_heads=2&lc_head=5',
      'lc_head',
      '1',
      'head shown must be between 1 and 2, the number of heads',
    ],
    [
      'lc_d=8&lc_pair=9',
      'lc_pair',
      '7', // the default, 7, is past a width of 8 too: every setting goes back
      'pair i must be between 0 and 3: a width of 8 has 4 pairs',
    ],
  ]) {
    const { page, problems, close } = await openPage(env, `#panel=${id}&${link}`);
    assert.equal(await page.getAttribute(section, 'data-status'), 'ready');
    const control = page.locator(`${section} [data-setting="${key}"]`);
    assert.equal(await control.locator('[role=alert]').textContent(), message);
    assert.equal(await control.locator('input[type=number]').inputValue(), shown);
    // Every chart is drawn (from the defaults' value), and each table offered opens.
    const toggles = await tableToggles(page).elementHandles();
    assert.equal(toggles.length, offered, 'as many tables as the lesson at its defaults offers');
    for (const toggle of toggles) await toggle.click();
    const tables = await page.$$eval(`${section} .data-table:not([hidden]) table`, (t) => t.length);
    assert.equal(tables, toggles.length);
    assert.deepEqual(problems, []);
    await close();
  }
});
