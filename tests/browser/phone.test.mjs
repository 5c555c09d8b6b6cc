// The page on a phone: Chromium's mobile emulation at 390 × 844 with a touch screen. A tap on a
// heatmap, a line chart or the RoPE clocks shows a value, a sideways drag scrubs, a vertical swipe over a chart
// scrolls the page, the arrow keys move a read-out cursor, no panel is wider than a 360 px
// screen, and lessons far below are built only when the reader comes near them.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { lessons } from '../../web/src/panels/index.js';

import { panelsSettled, screenshotDir, startBrowser, withPage } from './harness.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

const phone = {
  viewport: { width: 390, height: 844 },
  context: { hasTouch: true, isMobile: true, deviceScaleFactor: 2 },
};
const heatmap = 'section[data-panel="pe-sinusoidal"] canvas.heatmap';
const heatmapReadout = 'section[data-panel="pe-sinusoidal"] figure.chart .readout';

/** Centre of an element in viewport coordinates, after scrolling it into view. */
async function centreOf(page, selector) {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  const box = await page.locator(selector).first().boundingBox();
  assert.ok(box, `${selector} is not shown`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

/** A finger moving from `from` to `to` in `steps` steps (touch events, as a phone sends them). */
async function swipe(page, from, to, steps = 12) {
  const cdp = await page.context().newCDPSession(page);
  const point = (t) => ({
    x: Math.round(from.x + (to.x - from.x) * t),
    y: Math.round(from.y + (to.y - from.y) * t),
  });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point(0)] });
  for (let k = 1; k <= steps; k++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [point(k / steps)],
    });
    // A finger's pace: one move a frame.
    await page.evaluate(() => new Promise((frame) => requestAnimationFrame(frame)));
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** Waits (up to 3 s) until the page has scrolled more than 50 px from `before`; the caller then
 * measures and asserts, so a page that does not scroll fails with its own message. */
async function scrolledFrom(page, before) {
  await page
    .waitForFunction((b) => Math.abs(scrollY - b) > 50, before, { timeout: 3000, polling: 'raf' })
    .catch(() => {});
}

/** Two animation frames: what the browser lays out and paints after a change has been done. */
function nextFrames(page) {
  return page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** From now on, every text the read-out shows is collected in window.readouts (a Set). */
async function recordReadouts(page, selector) {
  await page.evaluate((s) => {
    window.readouts = new Set();
    const element = document.querySelector(s);
    new MutationObserver(() => window.readouts.add(element.textContent)).observe(element, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  }, selector);
}

test('a tap on a heatmap shows the value under the finger, and a sideways drag scrubs', async () => {
  await withPage(env, '#panel=pe-sinusoidal', phone, async ({ page, problems }) => {
    const idle = await page.textContent(heatmapReadout);
    assert.match(idle, /Tap for exact values\.$/); // a touch screen cannot hover
    const { box } = await centreOf(page, heatmap);
    await page.touchscreen.tap(box.x + box.width * 0.1, box.y + box.height * 0.2);
    const tapped = await page.textContent(heatmapReadout);
    assert.notEqual(tapped, idle);
    assert.match(tapped, /\d/);
    // The value stays after the finger lifts, and the touched cell is marked.
    assert.equal(await page.isVisible('section[data-panel="pe-sinusoidal"] .cell-cursor'), true);
    await page.screenshot({ path: join(screenshotDir, 'phone-heatmap-tap.png') });

    await recordReadouts(page, heatmapReadout);
    const y = box.y + box.height * 0.5;
    const scrollBefore = await page.evaluate(() => scrollY);
    await swipe(page, { x: box.x + 10, y }, { x: box.x + box.width - 10, y });
    const seen = await page.evaluate(() => window.readouts.size);
    assert.ok(seen >= 5, `a drag across the heatmap showed only ${seen} values`);
    assert.equal(
      await page.evaluate(() => scrollY),
      scrollBefore,
      'a sideways drag moved the page',
    );
    assert.deepEqual(problems, []);
  });
});

test('a vertical swipe over a heatmap or a line chart scrolls the page', async () => {
  // pe-relative's chart too.
  await withPage(
    env,
    '#panel=pe-sinusoidal',
    { ...phone, lazy: false },
    async ({ page, problems }) => {
      for (const chart of [heatmap, 'section[data-panel="pe-relative"] .u-over']) {
        const { x, y, box } = await centreOf(page, chart);
        const before = await page.evaluate(() => scrollY);
        const reach = Math.min(200, box.height / 2 - 5);
        await swipe(page, { x, y: y + reach }, { x, y: y - reach });
        await scrolledFrom(page, before);
        const moved = (await page.evaluate(() => scrollY)) - before;
        assert.ok(moved > 50, `a swipe up over ${chart} scrolled the page by ${moved} px`);
      }
      assert.deepEqual(problems, []);
    },
  );
});

test('crowded figures stay readable on a phone: wide waves scroll, every row label has its row', async () => {
  await withPage(
    env,
    '#panel=pe-sinusoidal',
    { ...phone, lazy: false },
    async ({ page, problems }) => {
      // pe-sinusoidal's waves: 8 px a position (64 positions), the area scrolling sideways under
      // a legend that stays in view; a sideways swipe over the plot scrolls it.
      const area = 'section[data-panel="pe-sinusoidal"] .pos-chart-wide';
      const { x, y } = await centreOf(page, `${area} .u-over`);
      const wide = await page.$eval(area, (el) => ({
        scroll: el.scrollWidth,
        client: el.clientWidth,
        chart: el.querySelector('.uplot').getBoundingClientRect().width,
      }));
      // 63 steps of 8 px, and 80 px for the y axis.
      assert.ok(wide.chart >= 63 * 8 + 80, `the chart is ${wide.chart} px for 63 positions`);
      assert.ok(wide.scroll > wide.client, `${wide.scroll} px in a box of ${wide.client}`);
      await swipe(page, { x: x + 100, y }, { x: x - 100, y });
      await page
        .waitForFunction((s) => document.querySelector(s).scrollLeft > 50, area, { timeout: 3000 })
        .catch(() => {});
      const moved = await page.$eval(area, (el) => el.scrollLeft);
      assert.ok(moved > 50, `a sideways swipe scrolled the waves by ${moved} px`);
      const legend = await page.$eval(`${area} .u-legend`, (el) => el.getBoundingClientRect());
      assert.ok(
        legend.left >= 0 && legend.right <= 390,
        `the legend at ${legend.left}-${legend.right}`,
      );
      // token-embedding's rows looked up: one label a row, none running into the next.
      const rows = await page.$$eval(
        'section[data-panel="token-embedding"] figure:has(h3) .token-labels-y .lab-labels span',
        (spans) =>
          spans.map((s) => ({
            top: s.getBoundingClientRect().top,
            height: s.getBoundingClientRect().height,
            font: parseFloat(getComputedStyle(s).fontSize),
          })),
      );
      assert.ok(rows.length >= 20, `${rows.length} row labels`);
      for (const row of rows)
        assert.ok(row.height >= row.font, `a ${row.font} px label in a ${row.height} px row`);
      await page.screenshot({ path: join(screenshotDir, 'phone-crowded-figures.png') });
      assert.deepEqual(problems, []);
    },
  );
});

test('a tap on a line chart shows the values at that point in its legend', async () => {
  await withPage(env, '#panel=pe-relative', phone, async ({ page, problems }) => {
    const chart = 'section[data-panel="pe-relative"] .uplot';
    const values = () =>
      page
        .$$eval(`${chart} >> nth=0`, () => null)
        .then(() =>
          page.evaluate(
            (selector) =>
              [...document.querySelector(selector).querySelectorAll('.u-legend .u-value')].map(
                (v) => v.textContent,
              ),
            chart,
          ),
        );
    const { box } = await centreOf(page, `${chart} .u-over`);
    await page.touchscreen.tap(box.x + box.width * 0.3, box.y + box.height / 2);
    const first = await values();
    assert.ok(
      first.some((v) => /\d/.test(v)),
      `the legend shows no value after a tap: ${first}`,
    );
    await page.touchscreen.tap(box.x + box.width * 0.8, box.y + box.height / 2);
    assert.notDeepEqual(await values(), first, 'a second tap elsewhere showed the same values');
    await page.screenshot({ path: join(screenshotDir, 'phone-line-tap.png') });
    assert.deepEqual(problems, []);
  });
});

test('arrow keys move a read-out cursor over a heatmap, a line chart and a bar chart', async () => {
  // The charts of three lessons.
  await withPage(env, '#panel=pe-sinusoidal', { lazy: false }, async ({ page, problems }) => {
    await page.focus(heatmap);
    await page.keyboard.press('ArrowRight');
    const first = await page.textContent(heatmapReadout);
    await page.keyboard.press('ArrowRight');
    const second = await page.textContent(heatmapReadout);
    assert.notEqual(second, first);
    await page.keyboard.press('End');
    const end = await page.textContent(heatmapReadout);
    await page.keyboard.press('ArrowRight'); // already at the last column: nothing moves
    assert.equal(await page.textContent(heatmapReadout), end);
    await page.keyboard.press('ArrowDown');
    assert.notEqual(await page.textContent(heatmapReadout), end);
    assert.equal(await page.isVisible('section[data-panel="pe-sinusoidal"] .cell-cursor'), true);
    // No trap: Tab leaves the figure, and the read-out returns to the summary.
    await page.keyboard.press('Tab');
    assert.notEqual(
      await page.evaluate((s) => document.activeElement === document.querySelector(s), heatmap),
      true,
    );

    const over = 'section[data-panel="pe-relative"] .u-over';
    await page.focus(over);
    await page.keyboard.press('Home');
    const live = `section[data-panel="pe-relative"] .uplot ~ .visually-hidden[aria-live]`;
    const home = await page.textContent(`${live} >> nth=0`);
    assert.match(home, /\d/);
    await page.keyboard.press('ArrowRight');
    assert.notEqual(await page.textContent(`${live} >> nth=0`), home);

    const bars = 'section[data-panel="norms"] canvas.bar-chart';
    await page.focus(bars);
    const barReadout = await page.evaluate(
      (s) =>
        document
          .querySelector(s)
          .closest('figure, .bar-figure, section')
          .querySelector('[aria-live]'),
      bars,
    );
    assert.ok(barReadout !== undefined);
    await page.keyboard.press('Home');
    const readout = () =>
      page.evaluate(
        (s) =>
          document
            .querySelector(s)
            .closest('figure, .bar-figure, section')
            .querySelector('[aria-live]').textContent,
        bars,
      );
    const firstBar = await readout();
    assert.match(firstBar, /\[0\]/);
    await page.keyboard.press('ArrowRight');
    assert.match(await readout(), /\[1\]/);
    assert.deepEqual(problems, []);
  });
});

test('Download SVG of the RoPE clocks writes what the phone shows: its layout, the tapped clock', async () => {
  await withPage(env, '#panel=rope', phone, async ({ page, problems }) => {
    const clocks = 'section[data-panel="rope"] canvas.rope-clocks';
    const readout = 'section[data-panel="rope"] .clock-readout';
    const { box } = await centreOf(page, clocks);
    await page.touchscreen.tap(box.x + 1 + 110 * 1.5, box.y + 1 + 55);
    assert.match(await page.textContent(readout), /^Pair 1:/);
    // Download SVG writes what the screen shows: the phone's layout, the tapped clock outlined.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .locator('.chart-tools[data-chart="rope-clocks"] button', { hasText: 'Download SVG' })
        .tap(),
    ]);
    const svg = await page.evaluate(
      async ([source, canvasSelector]) => {
        const root = new DOMParser().parseFromString(source, 'image/svg+xml').documentElement;
        const outline = root.querySelector('rect[stroke-width="2"]');
        return {
          width: root.getAttribute('width'),
          screen: document.querySelector(canvasSelector).style.width,
          outlines: root.querySelectorAll('rect[stroke-width="2"]').length,
          outlineX: outline && Number(outline.getAttribute('x')),
        };
      },
      [await readFile(await download.path(), 'utf8'), clocks],
    );
    assert.equal(`${svg.width}px`, svg.screen, 'the file is as wide as the clocks on screen');
    assert.equal(svg.outlines, 1);
    assert.equal(svg.outlineX, 110 + 2, 'the second clock, as tapped, is outlined');
    // Tapping the button kept the pick: the read-out still names pair 1.
    assert.match(await page.textContent(readout), /^Pair 1:/);
    assert.deepEqual(problems, []);
  });
});

test('the RoPE clocks: a tap reads a pair, a sideways drag steps through them, a vertical swipe scrolls', async () => {
  await withPage(env, '#panel=rope', phone, async ({ page, problems }) => {
    const clocks = 'section[data-panel="rope"] canvas.rope-clocks';
    const readout = 'section[data-panel="rope"] .clock-readout';
    assert.equal(
      await page.$eval(clocks, (canvas) => getComputedStyle(canvas).touchAction),
      'pan-y',
    );
    assert.equal(
      await page.textContent(readout),
      'Tap a clock to read its pair’s angle and hand.', // a touch screen cannot hover
    );
    const { box } = await centreOf(page, clocks);
    // Clocks are 110 px wide and their rows 134 px high (position-lessons/circle.js): the second.
    await page.touchscreen.tap(box.x + 1 + 110 * 1.5, box.y + 1 + 55);
    const tapped = (await page.textContent(readout)).match(/^Pair (\d+): .* m·ω = ([\d.]+) rad/);
    assert.ok(tapped, 'a tap showed no pair');
    assert.equal(tapped[1], '1');
    const angle = 3 * 10000 ** (-2 / 16); // m = 3, d = 16: m·ω₁
    assert.ok(Math.abs(Number(tapped[2]) - angle) <= 5e-6 * angle, tapped[2]);
    await page.screenshot({ path: join(screenshotDir, 'phone-rope-clock-tap.png') });

    await recordReadouts(page, readout);
    const y = box.y + 55;
    const scrollBefore = await page.evaluate(() => scrollY);
    await swipe(page, { x: box.x + 10, y }, { x: box.x + box.width - 10, y });
    const pairs = await page.evaluate(() =>
      [...window.readouts].map((text) => text.match(/^Pair (\d+)/)?.[1]).filter(Boolean),
    );
    assert.ok(new Set(pairs).size >= 3, `a drag across the clocks read only pairs ${pairs}`);
    assert.equal(
      await page.evaluate(() => scrollY),
      scrollBefore,
      'a sideways drag moved the page',
    );

    const { x, y: middle } = await centreOf(page, clocks);
    const before = await page.evaluate(() => scrollY);
    const reach = Math.min(150, box.height / 2 - 5);
    await swipe(page, { x, y: middle + reach }, { x, y: middle - reach });
    await scrolledFrom(page, before);
    const moved = (await page.evaluate(() => scrollY)) - before;
    assert.ok(moved > 50, `a swipe up over the clocks scrolled the page by ${moved} px`);
    assert.deepEqual(problems, []);
  });
});

// And in en-XA, the pseudo-locale a third longer than English: a box that cannot grow for a longer
// language shows here, on a phone and on a desktop; and in Arabic, the page mirrored.
for (const [width, hash] of [
  [360, ''],
  [390, ''],
  [390, '#lang=en-XA'],
  [1280, '#lang=en-XA'],
  // Arabic: the page mirrored, right to left.
  [390, '#lang=ar'],
]) {
  test(`no panel is wider than a ${width} px screen${hash ? ` (${hash.slice(1)})` : ''}`, async () => {
    await withPage(
      env,
      hash,
      { ...(width < 600 ? phone : {}), viewport: { width, height: 800 } },
      async ({ page, problems }) => {
        // The sampling lesson's text arrives from its worker after the lesson is built.
        await panelsSettled(page);
        // Charts take their width from their box in the frame after they are built.
        await page.evaluate(
          () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
        );
        const wide = await page.evaluate((limit) => {
          const found = [];
          const reported = new Set();
          for (const section of document.querySelectorAll('section[data-panel]')) {
            if (section.dataset.status === 'loading' || section.dataset.mount)
              found.push(`${section.dataset.panel} not mounted`);
            for (const element of section.querySelectorAll('*')) {
              const box = element.getBoundingClientRect();
              if (box.width === 0 || element.closest('.visually-hidden, .katex-mathml, svg *'))
                continue;
              if (reported.has(element.parentElement)) {
                reported.add(element); // only the outermost box that sticks out is named
                continue;
              }
              // A box that scrolls sideways holds what is wider (it shows a cue); a box that
              // clips loses what sticks out of it; anything else must fit the screen.
              let edge = { left: 0, right: limit, by: 'the screen' };
              for (let up = element.parentElement; up && up !== section; up = up.parentElement) {
                const overflow = getComputedStyle(up).overflowX;
                if (overflow === 'auto' || overflow === 'scroll') {
                  edge = null;
                  break;
                }
                if (overflow === 'hidden' || overflow === 'clip') {
                  const clip = up.getBoundingClientRect();
                  edge = { left: clip.left, right: clip.right, by: up.className };
                  break;
                }
              }
              if (edge && (box.right > edge.right + 1 || box.left < edge.left - 1)) {
                reported.add(element);
                found.push(
                  `${section.dataset.panel}: ${element.tagName.toLowerCase()}.${element.className} “${element.textContent.slice(0, 20)}” ${Math.round(box.left)}…${Math.round(box.right)} beyond ${edge.by}`,
                );
              }
            }
          }
          return [document.documentElement.scrollWidth, found.slice(0, 30)];
        }, width);
        assert.deepEqual(wide, [width, []]);
        if (width === 360)
          // The whole page at 360 px is some 130,000 px tall: 15 s or more on a busy machine.
          await page.screenshot({
            path: join(screenshotDir, 'phone-360.png'),
            fullPage: true,
            timeout: 90_000,
          });
        assert.deepEqual(problems, []);
      },
    );
  });
}

test('a lesson far below is built only when the reader comes near it', async () => {
  await withPage(env, '', { ...phone, lazy: true }, async ({ page, problems }) => {
    const train = 'section[data-panel="train"]';
    // The first lesson in reading order is built at once.
    const first = await page.$eval(
      'section[data-panel]',
      (s) => `section[data-panel="${s.dataset.panel}"]`,
    );
    assert.equal(await page.getAttribute(first, 'data-status'), 'ready');
    assert.equal(await page.getAttribute(train, 'data-mount'), 'waiting');
    assert.equal(await page.locator(`${train} canvas, ${train} button`).count(), 0);
    const mounted = await page.$$eval('section[data-panel]:not([data-mount])', (s) => s.length);
    assert.ok(mounted < 5, `${mounted} lessons were built on a phone before any scroll`);
    await page.locator(train).scrollIntoViewIfNeeded();
    await page.waitForFunction((s) => !document.querySelector(s).dataset.mount, train);
    await page.waitForFunction((s) => document.querySelector(s).dataset.status === 'idle', train);
    assert.ok((await page.locator(`${train} button`).count()) > 0);
    assert.deepEqual(problems, []);
  });
});

test('a #panel= link builds its lesson and shows it, and printing builds every lesson', async () => {
  await withPage(env, '#panel=rope', { ...phone, lazy: true }, async ({ page, problems }) => {
    const rope = 'section[data-panel="rope"]';
    assert.equal(await page.getAttribute(rope, 'data-status'), 'ready');
    const top = await page.evaluate(
      (s) => document.querySelector(s).getBoundingClientRect().top,
      rope,
    );
    // At the top of the screen, below the sticky contents bar.
    assert.ok(top >= 0 && top < 120, `the linked lesson is ${top} px from the top`);
    // The lesson above it mounts (it is near) and grows: the linked lesson stays where it is.
    const above = 'section[data-panel="heads"]';
    await page.waitForFunction(
      (s) => !document.querySelector(s).dataset.mount && document.querySelector(s).dataset.status,
      above,
    );
    await nextFrames(page); // the browser's scroll anchoring runs with the frame after it grows
    const after = await page.evaluate(
      (s) => document.querySelector(s).getBoundingClientRect().top,
      rope,
    );
    assert.ok(Math.abs(after - top) < 2, `the linked lesson moved from ${top} to ${after} px`);
    assert.ok((await page.locator('section[data-mount="waiting"]').count()) > 0);
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    assert.equal(await page.locator('section[data-mount="waiting"]').count(), 0);
    assert.deepEqual(problems, []);
  });
});

// An embedded lesson has only its own code and styles: a figure styled by another lesson's sheet
// (the labelled scatter once was, by the lab's) is as wide as its canvas there.
test('every lesson embedded on its own fits a 390 px phone, its parts styled as on the page', async () => {
  await withPage(env, '', { ...phone, path: null }, async ({ page, problems }) => {
    const wide = [];
    const unstyled = [];
    for (const { id } of lessons) {
      await page.goto(`${env.url}?embed=${id}`);
      await page.waitForFunction(
        (panel) => {
          const section = document.querySelector(`section[data-panel="${panel}"]`);
          return section && !section.dataset.mount && section.dataset.status !== 'loading';
        },
        id,
        { timeout: 60000 },
      );
      await panelsSettled(page);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 390) wide.push(`${id}: ${width} px`);
      // The parts every lesson builds from are styled here as on the full page.
      unstyled.push(
        ...(await page.evaluate((panel) => {
          const looks = {
            'fieldset.choice-control': (style) => style.borderTopStyle === 'none',
            '.compare-table': (style) => style.borderCollapse === 'collapse',
            '.stat-line': (style) => /mono/i.test(style.fontFamily),
            '.figure-row': (style) => style.display === 'grid',
          };
          return Object.entries(looks).flatMap(([selector, styled]) =>
            [...document.querySelectorAll(selector)].some((e) => !styled(getComputedStyle(e)))
              ? [`${panel}: ${selector}`]
              : [],
          );
        }, id)),
      );
    }
    assert.deepEqual(wide, []);
    assert.deepEqual(unstyled, []);
    assert.deepEqual(problems, []);
  });
});
