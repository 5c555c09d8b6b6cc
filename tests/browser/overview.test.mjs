// The overview lesson: the model drawn for the lab's settings, a text's bytes and the next byte's
// probabilities from the core, every sentence about them true of the chart, a link that restores
// the view, a clear message for an empty text, and a first look whose links all lead to lessons.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { canvasStats, controlNamed, startBrowser, withPage } from './harness.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

const panel = 'section[data-panel="overview"]';
const chart = `${panel} canvas.bar-chart`;

/** The chart's bars as its text alternative lists them: [[label, probability]]. */
async function bars(page) {
  const label = await page.getAttribute(chart, 'aria-label');
  return [...label.matchAll(/‘([^’]+)’ (−?\d+(?:\.\d+)?(?:e−?\d+)?)/g)].map((m) => [
    m[1],
    Number(m[2].replaceAll('−', '-')),
  ]);
}

test('overview: the model, a text’s bytes and its next byte, as the chart shows them', async () => {
  let hash, shown;
  await withPage(env, '#panel=overview', async ({ page, problems }) => {
    assert.equal(await page.getAttribute(panel, 'data-status'), 'ready');
    const diagram = await page.textContent(`${panel} .model-diagram`);
    for (const stage of ['Bytes in', 'Token table', 'Transformer block × 2', 'Output head'])
      assert.ok(diagram.includes(stage), `the diagram names ${stage}`);
    const text = 'The lamp';
    assert.equal(
      await page.textContent(`${panel} .overview-bytes`),
      `Its bytes, the token ids the model reads: ${[...Buffer.from(text)].join(' ')}.`,
    );
    // The summary names the chart's first bar and its probability as a percentage.
    const drawn = await bars(page);
    assert.equal(drawn.length, 12);
    for (let i = 1; i < drawn.length; i++) assert.ok(drawn[i][1] <= drawn[i - 1][1]);
    const summary = await page.textContent(`${panel} p.note[aria-live]`);
    const said = summary.match(/the likeliest next byte is ‘([^’]+)’ at ([\d.]+)%/);
    assert.ok(said, summary);
    assert.equal(said[1], drawn[0][0]);
    assert.ok(Math.abs(Number(said[2]) - drawn[0][1] * 100) < 0.01 * drawn[0][1] * 100, summary);
    assert.match(summary, /random seed 42\): .*\(an even guess gives each byte 1\/256 = 0\.391%/);
    const before = await canvasStats(page, chart);
    assert.ok(before.colours > 2);

    await controlNamed(page, panel, 'text to continue').locator('input, textarea').fill('To be');
    await page.waitForFunction(
      (s) => document.querySelector(s).textContent.includes('84 111 32 98 101.'),
      `${panel} .overview-bytes`,
    );
    assert.notEqual((await canvasStats(page, chart)).hash, before.hash);
    hash = await page.evaluate(() => location.hash);
    assert.match(hash, /ov_prompt=To\+be/);
    shown = await page.getAttribute(chart, 'aria-label');

    await controlNamed(page, panel, 'text to continue').locator('input, textarea').fill('');
    assert.match(await page.textContent(`${panel} .control-error`), /Type at least one character/);
    assert.equal(await page.getAttribute(chart, 'aria-label'), shown);

    // Every first-look entry links to a lesson on the page.
    const links = await page.$$eval(`${panel} .first-look a`, (as) =>
      as.map((a) => a.getAttribute('href').replace('#panel=', '')),
    );
    assert.equal(links.length, 10);
    const lessons = await page.$$eval('section[data-panel]', (s) => s.map((x) => x.dataset.panel));
    for (const id of links) assert.ok(lessons.includes(id), `${id} is a lesson`);
    assert.deepEqual(problems, []);
  });
  await withPage(env, hash, async ({ page, problems }) => {
    assert.equal(await page.getAttribute(chart, 'aria-label'), shown);
    assert.deepEqual(problems, []);
  });
});

test('every lesson but the overview names its place in the model and links back', async () => {
  await withPage(env, '', async ({ page, problems }) => {
    const places = await page.$$eval('section[data-panel]', (sections) =>
      sections.map((s) => ({
        id: s.dataset.panel,
        place: s.querySelector('.lesson-place')?.textContent ?? null,
        link: s.querySelector('.lesson-place a')?.getAttribute('href') ?? null,
      })),
    );
    // The check before the lessons comes first, then the overview: every lesson but the
    // overview, the checks too, names its place and links to it.
    assert.deepEqual(
      places.slice(0, 2).map((p) => p.id),
      ['check-before', 'overview'],
    );
    assert.equal(places[1].place, null);
    for (const { id, place, link } of places.filter((p) => p.id !== 'overview')) {
      assert.match(place ?? '', /^In the whole model: .+\. See the model at a glance\.$/, id);
      assert.equal(link, '#panel=overview', id);
    }
    assert.deepEqual(problems, []);
  });
});
