// Every figure as a learner reads it: each axis of each chart has numbered ticks (whole numbers
// where the axis counts things: heads, positions, offsets, pairs, blocks), a heatmap's labels sit
// over their own cells, no legend shows a placeholder, the darkest line stays visible in the dark
// theme, the sinusoid is the continuous wave with the table's rows on it, the attention scale
// says its numbers and the ALiBi formula wraps only between its two parts on a phone.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { panelsSettled, openPage, screenshotDir, startBrowser } from './harness.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

/** A tick label's number: uPlot's thousands separators, the page's minus sign, a unit after it
 * ("4 KiB", "2k") allowed; NaN when it does not start with a number. */
const tickValue = (text) => {
  const m = text
    .replace(/[,\u202f\u00a0]/g, '')
    .replace(/−/g, '-')
    .match(/^[+-]?\d+(\.\d+)?(e-?\d+)?/);
  return m ? Number(m[0]) : NaN;
};
/** x axes that count things: their ticks are whole numbers. */
const counting = /head|distance|offset|pair|block|layer|position|step|vocabulary|length/;

for (const width of [1280, 390]) {
  test(`every chart axis has numbered ticks and every heatmap label sits over its cells at ${width} px`, async () => {
    const { page, problems, close } = await openPage(env, '', {
      viewport: { width, height: 900 },
    });
    // Every line chart, once drawn: its ticks as uPlot drew them. A chart with nothing to plot
    // yet (the training lab's loss before a run) is left out and counted.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.uplot')].every((u) => u.dataset.xTicks !== undefined),
    );
    const all = await page.$$eval('.uplot', (plots) =>
      plots.map((u) => ({
        points: Number(u.dataset.points),
        panel: u.closest('section[data-panel]')?.dataset.panel,
        x: u.dataset.xLabel,
        xTicks: u.dataset.xTicks.split('|').filter(Boolean),
        yTicks: u.dataset.yTicks.split('|').filter(Boolean),
        legend: [...u.querySelectorAll('.u-legend .u-value')].map((v) => v.textContent.trim()),
        // The x row reads the point under the cursor (or the one a lesson points at): shown only
        // with its value, never as a name among the lines'.
        xRowShown: !u.querySelector('.u-legend .u-series')?.hidden,
        xValue: u.querySelector('.u-legend .u-series .u-value')?.textContent.trim() ?? '',
      })),
    );
    const charts = all.filter((c) => c.points > 0);
    console.log(`# ${all.length - charts.length} line chart(s) with nothing drawn yet left out`);
    assert.ok(charts.length >= 15, `${charts.length} line charts`);
    for (const c of charts) {
      const where = `${c.panel}: "${c.x}"`;
      assert.ok(c.xTicks.length >= 2, `${where} has x ticks ${c.xTicks}`);
      assert.ok(c.yTicks.length >= 2, `${where} has y ticks ${c.yTicks}`);
      for (const t of [...c.xTicks, ...c.yTicks])
        assert.ok(Number.isFinite(tickValue(t)), `${where}: tick "${t}" is not a number`);
      if (counting.test(c.x))
        for (const t of c.xTicks)
          assert.ok(Number.isInteger(tickValue(t)), `${where} counts things but has tick ${t}`);
      for (const v of c.legend) assert.ok(!['--', '–', '-'].includes(v), `${where} legend "${v}"`);
      if (c.xRowShown) assert.notEqual(c.xValue, '', `${where}: the x axis listed as a line`);
    }

    // Every bar chart with bars: numbered ticks on its value axis and labels under its bars, as
    // drawn (bar-chart.js publishes them). One waiting for its numbers is left out and counted.
    await panelsSettled(page);
    const barCharts = await page.$$eval('canvas.bar-chart', (canvases) =>
      canvases.map((c) => ({
        panel: c.closest('section[data-panel]')?.dataset.panel,
        name: c.closest('figure')?.querySelector('.chart-tools')?.dataset.chart,
        yTicks: (c.dataset.yTicks ?? '').split('|').filter(Boolean),
        xTicks: (c.dataset.xTicks ?? '').split('|').filter(Boolean),
      })),
    );
    const drawnBars = barCharts.filter((c) => c.yTicks.length > 0);
    console.log(`# ${barCharts.length - drawnBars.length} bar chart(s) with no bars yet left out`);
    assert.ok(drawnBars.length >= 8, `${drawnBars.length} bar charts`);
    for (const c of drawnBars) {
      const where = `${c.panel} ${c.name}`;
      assert.ok(c.yTicks.length >= 3, `${where} has value ticks ${c.yTicks}`);
      for (const t of c.yTicks)
        assert.ok(Number.isFinite(tickValue(t)), `${where}: tick "${t}" is not a number`);
      assert.ok(c.xTicks.length >= 1, `${where} labels no bar`);
    }

    // Every heatmap has row and column labels (the training lab's maps have their own grid),
    // and each label is over its cell: the centre of a one-cell label within a quarter cell of
    // the cell's centre, a band's label (one per band of rows past 32) starting at its cell.
    const maps = await page.$$eval('figure.chart canvas.heatmap:not(.lab-heatmap)', (canvases) =>
      canvases.map((canvas) => {
        const frame = canvas.parentElement;
        const box = canvas.getBoundingClientRect();
        const inner = {
          left: box.left + canvas.clientLeft,
          top: box.top + canvas.clientTop,
          width: canvas.clientWidth,
          height: canvas.clientHeight,
        };
        const strip = (selector, vertical) => {
          const el = frame.querySelector(selector);
          if (!el) return null;
          const count = Number(el.style.getPropertyValue('--count'));
          const spans = [...el.querySelectorAll('span')].map((s) => {
            const r = s.getBoundingClientRect();
            return {
              text: s.textContent,
              band: s.classList.contains('label-band'),
              start: vertical ? r.top : r.left,
              centre: vertical ? r.top + r.height / 2 : r.left + r.width / 2,
              visible: r.width > 0 && r.height > 0,
            };
          });
          return { count, spans };
        };
        return {
          panel: canvas.closest('section[data-panel]')?.dataset.panel,
          name: canvas.closest('figure')?.querySelector('.chart-tools')?.dataset.chart,
          inner,
          rows: canvas.height,
          cols: canvas.width,
          shown: inner.width > 0,
          x: strip('.token-labels-x .lab-labels', false),
          y: strip('.token-labels-y .lab-labels', true),
        };
      }),
    );
    let checked = 0;
    for (const m of maps.filter((m) => m.shown)) {
      const where = `${m.panel} ${m.name}`;
      assert.ok(
        m.x && m.y,
        `${where} has ${m.x ? '' : 'no column labels '}${m.y ? '' : 'no row labels'}`,
      );
      for (const [axis, strip, n, origin, size] of [
        ['column', m.x, m.cols, m.inner.left, m.inner.width],
        ['row', m.y, m.rows, m.inner.top, m.inner.height],
      ]) {
        assert.equal(strip.count, n, `${where}: ${strip.count} ${axis} labels for ${n} ${axis}s`);
        const cell = size / n;
        let index = 0;
        const step = strip.spans.some((s) => s.band) ? Math.ceil(n / 16) : 1;
        for (const span of strip.spans) {
          const off = span.band
            ? span.start - (origin + index * cell)
            : span.centre - (origin + (index + 0.5) * cell);
          assert.ok(
            Math.abs(off) <= Math.max(1.5, cell / 4),
            `${where}: ${axis} label ${index} ‘${span.text}’ is ${off.toFixed(1)} px off its cell (cells ${cell.toFixed(1)} px)`,
          );
          index += step;
        }
        checked += 1;
      }
    }
    console.log(
      `# ${charts.length} line charts and ${checked / 2} heatmaps checked at ${width} px`,
    );
    assert.deepEqual(problems, []);
    await close();
  });
}

// An embedded lesson loads the heatmap's own styles, not the training lab's, which the full page
// happens to load first: its row labels still stand one under the other, not in one line.
test('an embedded lesson’s heatmap row labels stand each under the one before', async () => {
  const lessons = [
    'pe-sinusoidal',
    'pe-learned',
    'token-embedding',
    'combined',
    'position-experiment',
    'long-context',
    'attention',
    'heads',
    'block',
  ];
  for (const id of lessons) {
    const { page, problems, close } = await openPage(env, `?embed=${id}`);
    await panelsSettled(page);
    const strips = await page.$$eval('.lab-labels-y', (strips) =>
      strips
        .filter((strip) => strip.checkVisibility())
        .map((strip) =>
          [...strip.querySelectorAll('span')]
            .map((s) => ({ text: s.textContent, box: s.getBoundingClientRect() }))
            .filter((s) => s.box.width > 0 && s.box.height > 0)
            .map((s) => ({ text: s.text, top: s.box.top })),
        )
        .filter((spans) => spans.length >= 2),
    );
    assert.ok(strips.length >= 1, `${id}: a heatmap with row labels`);
    for (const spans of strips)
      spans
        .slice(1)
        .forEach((span, i) =>
          assert.ok(
            span.top > spans[i].top + 0.5,
            `${id}: row label ‘${span.text}’ (top ${span.top.toFixed(1)}) is not under ‘${spans[i].text}’ (top ${spans[i].top.toFixed(1)})`,
          ),
        );
    assert.deepEqual(problems, [], id);
    await close();
  }
});

test('the ink line and its legend swatch stay visible in the dark theme', async () => {
  const { page, problems, close } = await openPage(env, '#panel=long-context');
  await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
  const colours = await page.evaluate(() => {
    const rows = [
      ...document.querySelectorAll('section[data-panel="long-context"] .u-legend .u-series'),
    ];
    const row = rows.find((r) => /largest angle in training/.test(r.textContent));
    return {
      swatch: getComputedStyle(row.querySelector('.u-marker')).borderTopColor,
      background: getComputedStyle(document.body).backgroundColor,
    };
  });
  const rgb = (text) =>
    text
      .match(/\d+(\.\d+)?/g)
      .slice(0, 3)
      .map(Number);
  const luminance = (c) => {
    const [r, g, b] = rgb(c).map((v) => {
      const s = v / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [a, b] = [luminance(colours.swatch), luminance(colours.background)];
  const contrast = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
  console.log(
    `# dark theme: swatch ${colours.swatch} on ${colours.background}, contrast ${contrast.toFixed(1)}`,
  );
  assert.ok(
    contrast >= 3,
    `the swatch ${colours.swatch} on ${colours.background}: ${contrast.toFixed(2)}`,
  );
  assert.deepEqual(problems, []);
  await close();
});

test('sin(p) is drawn as the continuous wave, with the table’s rows as dots on it', async () => {
  const { page, problems, close } = await openPage(env, '#panel=pe-sinusoidal&pe_dims=0');
  const chart = '.chart-tools[data-chart="pe-dimension-curves"]';
  const plot = await page.evaluateHandle(
    (s) => document.querySelector(s).parentElement.querySelector('.line-chart-plot'),
    chart,
  );
  const said = async (key) => {
    await plot.asElement().focus();
    await page.keyboard.press(key);
    return page.evaluate(
      (s) => document.querySelector(s).parentElement.querySelector('p.visually-hidden').textContent,
      chart,
    );
  };
  const values = (text) =>
    Object.fromEntries(
      [
        ...text.matchAll(
          /(PE\[p, 0\] \(sin, pair 0\)|rows of the table, dimension 0) (\S+?)(,|$)/g,
        ),
      ].map((m) => [m[1].startsWith('PE') ? 'wave' : 'row', tickValue(m[2])]),
    );
  const first = await said('Home');
  assert.match(first, /^position p 0:/);
  let text = await said('ArrowRight');
  const x = tickValue(text.match(/^position p (\S+):/)[1]);
  assert.ok(x > 0 && x < 1, `the wave is sampled between positions (next x ${x})`);
  assert.ok(Math.abs(values(text).wave - Math.sin(x)) < 1e-4, text);
  assert.equal(values(text).row, undefined, 'no table row between positions');
  for (let k = 0; k < 20 && !/^position p 1:/.test(text); k++) text = await said('ArrowRight');
  assert.match(text, /^position p 1:/);
  assert.ok(Math.abs(values(text).row - Math.sin(1)) < 1e-4, text);
  assert.ok(Math.abs(values(text).wave - Math.sin(1)) < 1e-4, text);
  assert.deepEqual(problems, []);
  await close();
});

test('the attention score scale prints its numbers', async () => {
  const { page, problems, close } = await openPage(env, '#panel=attention');
  const legend = await page.evaluate(() => {
    const figure = document
      .querySelector('.chart-tools[data-chart="attention-scores"]')
      .closest('figure');
    return [...figure.querySelectorAll('.legend > span:not(.legend-bar)')].map(
      (s) => s.textContent,
    );
  });
  assert.equal(legend.length, 2);
  const [lo, hi] = legend.map(tickValue);
  assert.ok(Number.isFinite(lo) && Number.isFinite(hi) && lo === -hi && hi > 0, legend.join(' … '));
  assert.deepEqual(problems, []);
  await close();
});

test('on a phone the ALiBi formula wraps between its two parts, not inside one', async () => {
  const { page, problems, close } = await openPage(env, '#panel=long-context', {
    viewport: { width: 390, height: 800 },
  });
  const lines = await page.evaluate(() => {
    const math = [
      ...document.querySelectorAll('section[data-panel="long-context"] .math-display'),
    ].find((m) => /score/.test(m.textContent));
    const byTop = new Map();
    for (const base of math.querySelectorAll('.katex-html > .base')) {
      const top = Math.round(base.getBoundingClientRect().top);
      byTop.set(top, (byTop.get(top) ?? '') + base.textContent.replace(/\u200b/g, ''));
    }
    return { lines: [...byTop.values()], scrolls: math.scrollWidth > math.clientWidth + 1 };
  });
  for (const line of lines.lines) {
    // A line holding the score formula holds all of it; likewise the slopes.
    if (/score/.test(line)) assert.match(line, /mh\s*\(i\s*−\s*j\)/, `split score line: ${line}`);
    if (/2−8h\/n/.test(line)) assert.match(line, /mh\s*=\s*2−8h\/n/, `split slope line: ${line}`);
  }
  assert.ok(lines.lines.length <= 2, lines.lines.join(' / '));
  await page
    .locator('section[data-panel="long-context"] .math-display >> nth=0')
    .screenshot({ path: join(screenshotDir, 'alibi-formula-390.png') });
  assert.deepEqual(problems, []);
  await close();
});
