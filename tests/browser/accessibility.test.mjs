// Accessibility across every panel: axe-core (injected from node_modules, never a CDN) on each
// `#panel=ID` and `?embed=ID` in the light and dark themes, with data tables and quiz answers
// opened so their text is checked too; every chart has a summary and a data table on demand;
// every control is reachable and operable from the keyboard with a visible focus ring; reduced
// motion leaves nothing moving on its own.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';

import {
  canvasStats,
  openPage,
  panelsSettled,
  screenshotDir,
  startBrowser,
  withPage,
  recordCanvasText,
} from './harness.mjs';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const blocking = new Set(['serious', 'critical']);

let env;
let panelIds;
before(async () => {
  env = await startBrowser();
  // The panel list comes from the page itself, so a newly registered panel is covered at once.
  await withPage(env, async ({ page }) => {
    panelIds = await page.$$eval('section[data-panel]', (sections) =>
      sections.map((s) => s.dataset.panel),
    );
  });
});
after(async () => {
  await env?.close();
});

/** Opens every data table and answers every check-yourself question, so axe sees their text. */
async function revealOnDemandContent(page, scope) {
  await page.$$eval(
    `${scope} .chart-tools button[aria-expanded="false"], ${scope} .quiz-reveal, ${scope} .quiz-choices button:first-child`,
    // Only what a learner could click: the training lab hides its views until a model exists.
    (buttons) => buttons.filter((b) => b.checkVisibility()).forEach((b) => b.click()),
  );
}

/** Runs axe on the whole document and returns its violations. */
async function runAxe(page) {
  // page.evaluate goes through the DevTools protocol, so it works under any page CSP.
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) await page.evaluate(axeSource);
  return page.evaluate(async (tags) => {
    const result = await window.axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary.split('\n')[1] ?? ''}`),
    }));
  }, axeTags);
}

function listViolations(violations) {
  return violations
    .map(
      (v) =>
        `[${v.impact}] ${v.id} (${v.help}) ×${v.nodes.length}\n    ${v.nodes.slice(0, 4).join('\n    ')}`,
    )
    .join('\n');
}

// The two themes at once, each in its own pages: most of the time goes to building lessons and
// to axe's work in one page's main thread. In each theme axe reads the whole page once, every
// lesson built and opened (the page's frame, and what spans lessons: ids, landmarks, headings),
// then each lesson alone as an instructor's iframe shows it. A lesson built as it scrolls into
// view is built by the same code from the same settings, so the page is not opened again per
// lesson: doing so took half of this test's time (230 s against 118 s here, one machine).
describe('axe on every panel', { concurrency: 2 }, () => {
  for (const theme of ['light', 'dark']) {
    test(`axe: no serious or critical violations on any panel, ${theme} theme`, async (t) => {
      const failures = [];
      const minor = new Map();
      const check = async (where, page) => {
        const violations = await runAxe(page);
        const serious = violations.filter((v) => blocking.has(v.impact));
        if (serious.length) failures.push(`${where}:\n  ${listViolations(serious)}`);
        for (const v of violations.filter((v) => !blocking.has(v.impact)))
          minor.set(`${v.id} (${v.impact}) ${where}`, v.nodes.slice(0, 3).join(' | '));
        return violations;
      };
      // The whole page, every lesson built, drawn and waiting for the learner ('idle' is the
      // training lab before it trains), its data tables and answers opened.
      let opened = await openPage(env, `#theme=${theme}`, { lazy: false });
      await panelsSettled(opened.page);
      const statuses = await opened.page.$$eval('section[data-panel]', (sections) =>
        sections.map((s) => `${s.dataset.panel}: ${s.dataset.status}`),
      );
      assert.deepEqual(
        statuses.filter((s) => !/: (ready|idle)$/.test(s)),
        [],
        'every lesson drawn',
      );
      await revealOnDemandContent(opened.page, 'main');
      await check('the whole page', opened.page);
      assert.deepEqual(opened.problems, [], 'the whole page');
      await opened.close();
      for (const id of panelIds) {
        // The panel alone, as an instructor's iframe shows it.
        opened = await openPage(env, `?embed=${id}#theme=${theme}`);
        await panelsSettled(opened.page); // drawn, as the reader meets it (tables, t-SNE points)
        await revealOnDemandContent(opened.page, 'main');
        const embedded = await check(`?embed=${id}`, opened.page);
        // The page header is hidden there; a heading read but not shown names the panel.
        assert.deepEqual(
          embedded.filter((v) => v.id === 'page-has-heading-one'),
          [],
          `?embed=${id} has no h1`,
        );
        const heading = await opened.page.evaluate(() => {
          const shown = [...document.querySelectorAll('h1')].filter((h1) => h1.checkVisibility());
          return {
            count: shown.length,
            text: shown[0]?.textContent,
            width: shown[0]?.getBoundingClientRect().width,
          };
        });
        assert.equal(heading.count, 1);
        assert.match(heading.text, /^Embedding Lab: .{10,}/);
        assert.ok(heading.width <= 1, `the h1 of ?embed=${id} is visible (${heading.width} px)`);
        if (theme === 'dark')
          await opened.page.screenshot({
            path: join(screenshotDir, `dark-${id}.png`),
            fullPage: true,
          });
        assert.deepEqual(opened.problems, [], `?embed=${id}`);
        await opened.close();
      }
      if (minor.size)
        t.diagnostic(
          `moderate/minor findings: ${[...minor].map(([id, n]) => `${id}: ${n}`).join(' ;; ')}`,
        );
      assert.equal(
        failures.length,
        0,
        `axe found serious or critical violations:\n${failures.join('\n')}`,
      );
    });
  }
});

/** Every chart (canvas) in the page: its summary, and whether a data-table toggle is its own. */
async function findCharts(page) {
  return page.evaluate(() => {
    const found = [];
    for (const section of document.querySelectorAll('section[data-panel]')) {
      for (const canvas of section.querySelectorAll('canvas')) {
        if (canvas.closest('[aria-hidden="true"]')) continue; // decoration beside a chart
        // The summary sits on the canvas (role img) or on the box around a uPlot chart.
        const image = canvas.closest('[role="img"]');
        const summary = image?.getAttribute('aria-label')?.trim() ?? '';
        // The nearest box holding a data-table toggle must not be shared with another chart.
        let box = image ?? canvas;
        while (box !== section && !box.querySelector('.chart-tools button[aria-expanded]'))
          box = box.parentElement;
        const countIn = (selector) =>
          [...box.querySelectorAll(selector)].filter((e) => !e.closest('[aria-hidden="true"]'))
            .length;
        const chartCount = new Set(
          [...box.querySelectorAll('canvas')]
            .filter((c) => !c.closest('[aria-hidden="true"]'))
            .map((c) => c.closest('[role="img"]') ?? c),
        ).size;
        found.push({
          panel: section.dataset.panel,
          chart: (image ?? canvas).className || image?.tagName,
          summary,
          hasToggle: box !== section,
          toggles: countIn('.chart-tools button[aria-expanded]'),
          chartCount,
        });
      }
    }
    return found;
  });
}

function checkCharts(charts) {
  for (const chart of charts) {
    const where = `${chart.panel}: ${chart.chart}`;
    assert.ok(chart.summary.length > 10, `${where} has no aria-label summary`);
    assert.doesNotMatch(chart.summary, /NaN|undefined/, `${where}: ${chart.summary}`);
    assert.ok(chart.hasToggle, `${where} has no data-table toggle near it`);
    assert.ok(
      chart.toggles >= chart.chartCount,
      `${where} shares its data table with another chart`,
    );
  }
}

test('every chart has a summary and its own data table on demand', async () => {
  await withPage(env, '#theme=light', async ({ page, problems }) => {
    await panelsSettled(page); // the sampling lesson's charts are drawn when its worker answers
    const charts = await findCharts(page);
    assert.ok(charts.length >= 20, `only ${charts.length} charts found`);
    checkCharts(charts);
    // Each toggle opens a table with numbers in it, and closes it again.
    const toggles = page.locator('.chart-tools button[aria-expanded]:visible');
    const count = await toggles.count();
    for (let i = 0; i < count; i++) {
      const toggle = toggles.nth(i);
      await toggle.click();
      assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
      const table = toggle.locator('xpath=following-sibling::div[contains(@class, "data-table")]');
      assert.ok(await table.isVisible());
      const cells = await table.locator('td').allTextContents();
      assert.ok(cells.length > 0, `data table ${i} is empty`);
      assert.ok(
        cells.every((text) => !/NaN|undefined|null/.test(text)),
        `data table ${i} shows ${cells.find((text) => /NaN|undefined|null/.test(text))}`,
      );
      await toggle.click();
      assert.equal(await table.isVisible(), false);
    }
    assert.deepEqual(problems, []);
  });
});

/** Presses Tab through the whole page; returns what took focus and whether its ring shows. */
async function tabThroughPage(page) {
  const stops = [];
  for (let i = 0; i < 2000; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      if (element.dataset.tabbed) return { again: true };
      element.dataset.tabbed = '1';
      const style = getComputedStyle(element);
      const ring =
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ||
        style.boxShadow !== 'none';
      const box = element.getBoundingClientRect();
      return {
        name: `${element.closest('section[data-panel]')?.dataset.panel ?? 'page'} ${element.tagName.toLowerCase()}${element.className ? '.' + String(element.className).split(' ')[0] : ''} “${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}”`,
        ring,
        onScreen: box.bottom > 0 && box.top < innerHeight && box.width > 0,
      };
    });
    if (stop === null || stop.again) break;
    stops.push(stop);
  }
  return stops;
}

test('every control is reachable by Tab, in view when focused, with a visible focus ring', async () => {
  await withPage(env, '#theme=light', async ({ page, problems }) => {
    // Open the on-demand content too, so the data tables' scroll boxes are in the tab order.
    await revealOnDemandContent(page, 'main');
    const stops = await tabThroughPage(page);
    const missing = await page.evaluate(() =>
      [
        ...document.querySelectorAll(
          'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])',
        ),
      ]
        .filter(
          (e) =>
            !e.disabled &&
            e.tabIndex >= 0 &&
            // Tab enters a radio group once, at its checked radio; arrow keys move within it.
            !(
              e.type === 'radio' &&
              !e.checked &&
              document.querySelector(`input[name="${e.name}"]:checked`)
            ) &&
            e.checkVisibility({ visibilityProperty: true }) &&
            !e.dataset.tabbed,
        )
        .map((e) => e.outerHTML.slice(0, 120)),
    );
    assert.ok(stops.length > 100, `only ${stops.length} tab stops`);
    assert.deepEqual(missing, [], 'controls Tab never reaches');
    const noRing = stops.filter((s) => !s.ring).map((s) => s.name);
    assert.deepEqual(noRing, [], 'focused without a visible focus ring');
    const hidden = stops.filter((s) => !s.onScreen).map((s) => s.name);
    assert.deepEqual(hidden, [], 'focused while out of view');
    assert.deepEqual(problems, []);
  });
});

test('key paths work from the keyboard alone', async () => {
  await withPage(env, '#theme=light', async ({ page, problems }) => {
    // The first Tab shows the skip link; Enter jumps past the header into the lessons.
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement.className), 'skip-link chrome');
    const skip = await page.locator('.skip-link').boundingBox();
    assert.ok(skip.x >= 0 && skip.y >= 0, 'the focused skip link is on screen');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    assert.ok(await page.evaluate(() => document.activeElement.closest('main') !== null));

    // The theme menu: arrow keys pick dark, the page follows and the link remembers.
    const bars = 'section[data-panel="norms"] canvas.bar-chart';
    const lightBars = await canvasStats(page, bars);
    await page.focus('#theme');
    await page.keyboard.press('End');
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), 'dark');
    assert.match(await page.evaluate(() => location.hash), /theme=dark/);
    // Canvas charts redraw in the dark theme's colours (lighter bars keep a 3:1 contrast).
    assert.notEqual((await canvasStats(page, bars)).hash, lightBars.hash);

    // A number box: ArrowUp steps d_model and the heatmap redraws.
    const panel = 'section[data-panel="pe-sinusoidal"]';
    const before = await canvasStats(page, `${panel} canvas.heatmap`);
    const box = page.locator(`${panel} .control >> nth=1 >> input[type=number]`);
    await box.focus();
    await page.keyboard.press('ArrowUp');
    const after = await canvasStats(page, `${panel} canvas.heatmap`);
    assert.equal(after.width, before.width + 2);
    assert.match(await page.evaluate(() => location.hash), new RegExp(`pe_d=${after.width}`));

    // The data-table toggle opens with Enter and closes with Space.
    const toggle = page.locator(`${panel} figure.chart > .chart-tools button[aria-expanded]`);
    await toggle.focus();
    await page.keyboard.press('Enter');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
    assert.ok(await page.locator(`${panel} figure.chart .data-table table`).isVisible());
    await page.keyboard.press('Space');
    assert.equal(await toggle.getAttribute('aria-expanded'), 'false');

    // A check-yourself answer, chosen with Space, explains itself.
    const quiz = page.locator(`${panel} .quiz .quiz-item >> nth=0`);
    await quiz.locator('button >> nth=0').focus();
    await page.keyboard.press('Space');
    assert.ok(await quiz.locator('.quiz-feedback').isVisible());

    // A radio group: Tab lands on the checked choice, an arrow key moves to the next one.
    const experiment = 'section[data-panel="position-experiment"]';
    const heatmapBefore = await canvasStats(page, `${experiment} canvas.heatmap`);
    await page.focus(`${experiment} input[type=radio][value=learned]`);
    await page.keyboard.press('ArrowDown');
    assert.ok(await page.isChecked(`${experiment} input[type=radio][value=sinusoidal]`));
    assert.notEqual(
      (await canvasStats(page, `${experiment} canvas.heatmap`)).hash,
      heatmapBefore.hash,
    );
    assert.match(await page.evaluate(() => location.hash), /px_pos=sinusoidal/);

    // A token of the positions panel is picked with Enter.
    const tokens = page.locator('section[data-panel="positions"] .pos-token');
    await tokens.nth(3).focus();
    await page.keyboard.press('Enter');
    assert.match(await tokens.nth(3).getAttribute('class'), /is-i/);

    // RoPE's Play button starts and stops from the keyboard.
    const play = page.locator('section[data-panel="rope"] .rope-play');
    await play.focus();
    await page.keyboard.press('Enter');
    assert.equal(await play.getAttribute('aria-pressed'), 'true');
    await page.keyboard.press('Enter');
    assert.equal(await play.getAttribute('aria-pressed'), 'false');
    assert.deepEqual(problems, []);
  });
});

test('with reduced motion nothing moves on its own', async () => {
  const { page, problems, close } = await openPage(env, '#theme=light', {
    context: { reducedMotion: 'reduce' },
  });
  await panelsSettled(page); // the sampling lesson's text and charts arrive from its worker
  assert.ok(await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches));
  const snapshot = () =>
    page.$$eval('canvas', (canvases) =>
      canvases.map((c) =>
        c.width && c.height ? c.toDataURL().length + ':' + c.toDataURL().slice(-64) : '',
      ),
    );
  const first = await snapshot();
  // Nothing moving is an absence: only watching for a while can show it.
  await page.waitForTimeout(1500);
  assert.deepEqual(await snapshot(), first, 'a chart changed with no input');
  // No CSS animation or transition is running, even after a control changes.
  await page
    .locator(
      'section[data-panel="pe-sinusoidal"] figure.chart > .chart-tools button[aria-expanded]',
    )
    .click();
  await page.locator('section[data-panel="norms"] .presets button >> nth=1').click();
  assert.deepEqual(
    await page.evaluate(() => document.getAnimations().map((a) => a.constructor.name)),
    [],
  );
  assert.deepEqual(problems, []);
  await close();
});

test('axe: the training lab after a short run, both themes', async (t) => {
  assert.ok(panelIds.includes('train'), 'the training lab is on the page');
  const train = 'section[data-panel="train"]';
  for (const theme of ['light', 'dark']) {
    await withPage(
      env,
      `?embed=train#model=seed&steps=30&seed=3&autorun=1&theme=${theme}`,
      async ({ page, problems }) => {
        // Its charts, views and tools appear once a model has trained.
        await page.waitForFunction(
          (s) => document.querySelector(s)?.dataset.status === 'done',
          train,
          {
            timeout: 180000,
          },
        );
        await revealOnDemandContent(page, 'main');
        checkCharts(await findCharts(page));
        const serious = (await runAxe(page)).filter((v) => blocking.has(v.impact));
        assert.equal(serious.length, 0, `${theme}:\n${listViolations(serious)}`);
        if (theme === 'dark')
          await page.screenshot({
            path: join(screenshotDir, 'dark-train-trained.png'),
            fullPage: true,
          });
        assert.deepEqual(problems, []);
      },
    );
  }
});

for (const theme of ['light', 'dark']) {
  test(`every label drawn on a canvas reaches 4.5:1 on its background, ${theme} theme`, async () => {
    const { contrastRatio, parseColour } = await import('../../web/src/charts/contrast.js');
    await withPage(
      env,
      `#theme=${theme}`,
      { setup: (p) => p.addInitScript(recordCanvasText) },
      async ({ page, problems }) => {
        await page.waitForFunction(() =>
          [...document.querySelectorAll('section[data-panel]')].every((s) =>
            ['ready', 'idle'].includes(s.dataset.status),
          ),
        );
        const texts = await page.evaluate(() => window.__canvasTexts());
        assert.ok(texts.length > 100, `only ${texts.length} labels drawn`);
        const low = new Map();
        for (const t of texts) {
          const ratio = contrastRatio(parseColour(t.fill), parseColour(t.background));
          if (ratio < 4.5)
            low.set(`${t.where}: "${t.text}" ${t.fill} on ${t.background}`, ratio.toFixed(2));
        }
        assert.deepEqual(
          [...low].map(([what, ratio]) => `${what} = ${ratio}:1`),
          [],
        );
        assert.deepEqual(problems, []);
      },
    );
  });
}
