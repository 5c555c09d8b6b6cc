// Vector and paper: the SVG downloads of a line chart, a small heatmap and a large one, and the
// unit-circle drawings, read back and rendered in Chromium; and a lesson printed to PDF (print media): no buttons, nothing wider
// than the page, the check-yourself answers only when asked. The PDF pages and the rendered SVGs
// go to build/screenshots for a look.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { screenshotDir, startBrowser, withPage } from './harness.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

/** Clicks the "Download SVG" of the chart named `name` and returns the file's name and text. */
async function downloadSvg(page, name) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.locator(`.chart-tools[data-chart="${name}"] button`, { hasText: 'Download SVG' }).click(),
  ]);
  const file = join(screenshotDir, download.suggestedFilename());
  await download.saveAs(file);
  const { readFileSync } = await import('node:fs');
  return { filename: download.suggestedFilename(), text: readFileSync(file, 'utf8') };
}

/** What the browser's own XML parser finds in an SVG document. */
function readSvg(page, text) {
  return page.evaluate((source) => {
    const doc = new DOMParser().parseFromString(source, 'image/svg+xml');
    const root = doc.documentElement;
    const count = (selector) => root.querySelectorAll(selector).length;
    return {
      error: doc.querySelector('parsererror')?.textContent ?? null,
      root: root.localName,
      viewBox: root.getAttribute('viewBox'),
      title: root.querySelector(':scope > title')?.textContent,
      desc: root.querySelector(':scope > desc')?.textContent,
      series: [...root.querySelectorAll('g[data-series]')].map((g) => ({
        label: g.getAttribute('data-series'),
        stroke: g.querySelector('path')?.getAttribute('stroke'),
        dash: g.querySelector('path')?.getAttribute('stroke-dasharray'),
      })),
      cells: [...root.querySelectorAll('g[data-cells] > rect')].map((r) => r.getAttribute('fill')),
      images: [...root.querySelectorAll('image')].map((i) => i.getAttribute('href').slice(0, 22)),
      texts: count('text'),
    };
  }, text);
}

/** Renders an SVG document as an image in a page of its own; saves a screenshot; returns its size. */
async function renderSvg(env, text, shot) {
  return withPage(env, '', { path: null }, async ({ page }) => {
    const url = `data:image/svg+xml;base64,${Buffer.from(text).toString('base64')}`;
    await page.setContent(
      `<body style="margin:0;background:#eee"><img id="svg" src="${url}"></body>`,
    );
    const size = await page.$eval('#svg', async (img) => {
      await img.decode();
      return { width: img.naturalWidth, height: img.naturalHeight };
    });
    await page.locator('#svg').screenshot({ path: join(screenshotDir, shot) });
    return size;
  });
}

test('a line chart downloads as vector SVG: every curve with its colour, dash and legend', async () => {
  await withPage(env, '#panel=pe-sinusoidal', async ({ page, problems }) => {
    const { filename, text } = await downloadSvg(page, 'pe-dimension-curves');
    assert.equal(filename, 'pe-dimension-curves.svg');
    assert.ok(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>'));
    const svg = await readSvg(page, text);
    assert.equal(svg.error, null);
    assert.equal(svg.root, 'svg');
    assert.match(svg.viewBox, /^0 0 \d+/);
    const figure = page.locator('.chart-tools[data-chart="pe-dimension-curves"]').locator('..');
    assert.equal(svg.title, await figure.locator(':scope > h3').textContent());
    assert.ok(svg.desc.length > 20, 'the chart’s text alternative is the description');
    // The curves are uPlot's series, in its colours (it holds them as given).
    const onScreen = await page.evaluate(() => {
      const box = document.querySelector(
        '.chart-tools[data-chart="pe-dimension-curves"]',
      ).parentElement;
      return [...box.querySelectorAll('.u-legend .u-series')]
        .slice(1)
        .map((row) => row.querySelector('.u-label').textContent);
    });
    assert.ok(onScreen.length >= 2);
    assert.deepEqual(
      svg.series.map((s) => s.label),
      onScreen,
    );
    for (const s of svg.series) assert.match(s.stroke, /^#[0-9A-Fa-f]{6}$/);
    assert.ok(svg.texts > 10, 'tick labels, axis titles and legend are text');
    assert.equal(svg.images.length, 0, 'no pixels in a line chart');
    const size = await renderSvg(env, text, 'svg-line-chart.png');
    assert.ok(size.width >= 600 && size.height > 200, JSON.stringify(size));
    assert.deepEqual(problems, []);
  });
});

test('a small heatmap downloads as one rect per cell in the colours on screen', async () => {
  await withPage(env, '#panel=attention', async ({ page, problems }) => {
    const { filename, text } = await downloadSvg(page, 'attention-scores');
    assert.equal(filename, 'attention-scores.svg');
    const svg = await readSvg(page, text);
    assert.equal(svg.error, null);
    // The canvas holds one pixel per cell: the SVG's cells must be those pixels' colours.
    const pixels = await page.evaluate(() => {
      const tools = document.querySelector('.chart-tools[data-chart="attention-scores"]');
      const canvas = tools.closest('figure').querySelector('canvas.heatmap');
      const { data } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
      const hex = (i) =>
        `#${[0, 1, 2].map((k) => data[i + k].toString(16).padStart(2, '0')).join('')}`;
      return {
        rows: canvas.height,
        cols: canvas.width,
        colours: Array.from({ length: canvas.width * canvas.height }, (_, i) => hex(i * 4)),
      };
    });
    assert.ok(pixels.rows >= 2 && pixels.rows * pixels.cols <= 64 * 64);
    assert.equal(svg.cells.length, pixels.rows * pixels.cols);
    assert.deepEqual(svg.cells, pixels.colours);
    assert.ok(svg.cells.includes('#808080'), 'the causal mask is grey');
    assert.equal(svg.images.length, 0);
    await renderSvg(env, text, 'svg-small-heatmap.png');
    assert.deepEqual(problems, []);
  });
});

test('a large heatmap embeds its pixels as PNG inside vector axes and colour bar', async () => {
  await withPage(env, '#panel=pe-sinusoidal', async ({ page, problems }) => {
    const { text } = await downloadSvg(page, 'sinusoidal-pe');
    const svg = await readSvg(page, text);
    assert.equal(svg.error, null);
    assert.equal(svg.cells.length, 0, '64 × 128 is past the vector limit');
    assert.deepEqual(svg.images, ['data:image/png;base64,']);
    assert.ok(svg.texts > 10);
    const size = await renderSvg(env, text, 'svg-large-heatmap.png');
    assert.ok(size.width >= 600, JSON.stringify(size));
    assert.deepEqual(problems, []);
  });
});

/** The hands of a unit-circle SVG: each hand's (cos, sin) read back from its end points. */
function readHands(page, text) {
  return page.evaluate((source) => {
    const root = new DOMParser().parseFromString(source, 'image/svg+xml').documentElement;
    const faces = [...root.querySelectorAll('circle[fill="none"]')];
    const number = (e, name) => Number(e.getAttribute(name));
    return [...root.querySelectorAll('line[data-cos]')].map((line) => {
      const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((name) => number(line, name));
      const face = faces.find((c) => number(c, 'cx') === x1 && number(c, 'cy') === y1);
      const r = number(face, 'r');
      return {
        pair: line.getAttribute('data-pair'),
        hand: line.getAttribute('data-hand'),
        cos: (x2 - x1) / r,
        sin: (y1 - y2) / r,
      };
    });
  }, text);
}

test('the RoPE clocks and the turned pair download as vector drawings, hands where the maths puts them', async () => {
  await withPage(
    env,
    '#panel=rope&rope_pos=5&rel_p=4&rel_shift=7&rel_pair=1',
    { lazy: false }, // the turned pair is pe-relative's
    async ({ page, problems }) => {
      const clocks = await downloadSvg(page, 'rope-clocks');
      assert.equal(clocks.filename, 'rope-clocks.svg');
      const svg = await readSvg(page, clocks.text);
      assert.equal(svg.error, null);
      assert.deepEqual(svg.images, [], 'no pixels: the clocks are lines and circles');
      assert.match(svg.desc, /8 clocks, one per RoPE pair, at position 5/);
      assert.ok(svg.title.length > 0);
      const hands = await readHands(page, clocks.text);
      assert.deepEqual(
        hands.map((h) => h.pair),
        ['0', '1', '2', '3', '4', '5', '6', '7'],
      );
      for (const { pair, cos, sin } of hands) {
        const angle = 5 * 10000 ** ((-2 * Number(pair)) / 16); // m·ωᵢ, d = 16
        assert.ok(Math.abs(cos - Math.cos(angle)) < 1e-3 && Math.abs(sin - Math.sin(angle)) < 1e-3);
      }
      await renderSvg(env, clocks.text, 'svg-rope-clocks.png');

      const turn = await downloadSvg(page, 'pe-pair-rotation');
      const turned = await readSvg(page, turn.text);
      assert.equal(turned.error, null);
      assert.deepEqual(turned.images, []);
      assert.match(turned.desc, /Unit circle for pair 1/);
      const [from, to] = await readHands(page, turn.text);
      assert.equal(from.hand, 'PE(4)');
      assert.equal(to.hand, 'PE(11)');
      const omega = 10000 ** (-2 / 64); // pair 1 of d_model 64 (the lesson's default)
      for (const [hand, p] of [
        [from, 4],
        [to, 11],
      ]) {
        assert.ok(Math.abs(hand.cos - Math.cos(p * omega)) < 1e-3, `${hand.hand} cos`);
        assert.ok(Math.abs(hand.sin - Math.sin(p * omega)) < 1e-3, `${hand.hand} sin`);
      }
      await renderSvg(env, turn.text, 'svg-pe-rotation.png');
      assert.deepEqual(problems, []);
    },
  );
});

// A4 less the print stylesheet's margins (12 mm each side) at 96 px per inch.
const printWidth = Math.floor(((210 - 24) / 25.4) * 96);

/** In print media: the visible buttons and the elements reaching past the page's right edge. */
function printProblems(page) {
  return page.evaluate((width) => {
    const visible = (e) =>
      e.getClientRects().length > 0 && getComputedStyle(e).visibility !== 'hidden';
    const buttons = [...document.querySelectorAll('button, input[type=range]')]
      .filter(visible)
      .filter((b) => !b.classList.contains('quiz-choice'))
      .map((b) => b.textContent.trim() || b.outerHTML.slice(0, 60));
    const framedChoices = [...document.querySelectorAll('.quiz-choice')]
      .filter(visible)
      .filter((b) => getComputedStyle(b).borderTopStyle !== 'none').length;
    // KaTeX's MathML copy is for screen readers, clipped to nothing on screen and paper.
    const wide = [...document.querySelectorAll('main *')]
      // Inside an <svg> (KaTeX's stretchy arrows), the <svg> box is what shows.
      .filter((e) => visible(e) && !e.closest('.katex-mathml, .visually-hidden, svg *'))
      .filter((e) => e.getBoundingClientRect().right > width + 1)
      .map(
        (e) =>
          `${e.closest('section')?.id}: ${e.parentElement.localName}.${e.parentElement.className} > ${e.localName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`,
      );
    return { buttons, framedChoices, wide: wide.slice(0, 10) };
  }, printWidth);
}

const answersShown = (page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('.quiz-print-answer')].filter((e) => e.getClientRects().length)
        .length,
  );

/** Prints the page to PDF and each page to a PNG (pdftoppm); returns the number of pages. */
async function printToPdf(page, stem) {
  const pdf = join(screenshotDir, `${stem}.pdf`);
  writeFileSync(pdf, await page.pdf({ format: 'A4', printBackground: true }));
  const info = execFileSync('pdfinfo', [pdf], { encoding: 'utf8' });
  const pages = Number(info.match(/Pages:\s+(\d+)/)[1]);
  if (existsSync('/usr/bin/pdftoppm'))
    execFileSync('pdftoppm', ['-png', '-r', '50', pdf, join(screenshotDir, stem)]);
  return pages;
}

for (const [what, path] of [
  ['an embedded lesson', 'index.html?embed=pe-sinusoidal'],
  ['the attention lesson of the full page', 'index.html#panel=attention'],
]) {
  test(`printing ${what}: no buttons, nothing past the page edge, answers only when asked`, async () => {
    await withPage(
      env,
      '',
      { viewport: { width: printWidth, height: 1000 }, path },
      async ({ page, problems }) => {
        await page.waitForFunction(() => document.documentElement.dataset.status === 'ready');
        await page.emulateMedia({ media: 'print' });
        await page.evaluate(() => document.fonts.ready);
        const found = await printProblems(page);
        assert.deepEqual(found.buttons, [], 'buttons on paper');
        assert.equal(found.framedChoices, 0, 'choices print as plain lines');
        assert.deepEqual(found.wide, [], 'wider than the page');
        // Sliders read as their values: the label and the number, not a track.
        assert.equal(
          await page.evaluate(
            () =>
              [...document.querySelectorAll('input[type=range]')].filter(
                (e) => e.getClientRects().length,
              ).length,
          ),
          0,
        );
        assert.equal(await answersShown(page), 0, 'answers are hidden by default');
        assert.ok(await page.locator('.quiz-print-note').first().isVisible());
        const stem = `print-${path.includes('embed') ? 'embed' : 'page'}`;
        const pages = await printToPdf(page, stem);
        assert.ok(pages >= 1);

        // "Print with answers" (on screen) puts every answer on paper.
        await page.emulateMedia({ media: 'screen' });
        await page.locator('.quiz-print-toggle input').first().check();
        assert.equal(
          await page.locator('input.print-answers-toggle:not(:checked)').count(),
          0,
          'every card’s box follows',
        );
        await page.emulateMedia({ media: 'print' });
        const questions = await page.locator('.quiz-item').count();
        assert.ok(questions > 0);
        assert.equal(await answersShown(page), questions);
        assert.equal(await page.locator('.quiz-print-note').first().isVisible(), false);
        await printToPdf(page, `${stem}-answers`);
        assert.deepEqual(problems, []);
      },
    );
  });
}
