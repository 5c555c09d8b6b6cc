// The training lab in headless Chromium: training in the worker end to end, divergence, save and
// load, the positional-encoding comparison, and a main thread free of long tasks while training.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { generationSettings } from '../../web/src/lesson-parts/model/generation-settings.js';
import { canvasStats, openPage, screenshotDir, startBrowser, withPage } from './harness.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

const panel = 'section[data-panel="train"]';
const status = (page) => page.getAttribute(panel, 'data-status');
const waitStatus = (page, wanted, timeout = 180000) =>
  page.waitForFunction(
    ([selector, states]) => states.includes(document.querySelector(selector)?.dataset.status),
    [panel, wanted],
    { timeout },
  );

// Records long main-thread tasks, and the moment training first reports a loss, from page start.
const watchLongTasks = () => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__longTasks.push({
        start: entry.startTime,
        duration: entry.duration,
      });
  }).observe({ type: 'longtask', buffered: true });
  // Which scripts made a frame long: shown if the test fails.
  window.__frames = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.blockingDuration > 0)
        window.__frames.push({
          start: Math.round(entry.startTime),
          scripts: entry.scripts.map(
            (s) => `${s.invoker} ${s.sourceFunctionName} ${Math.round(s.duration)} ms`,
          ),
        });
  }).observe({ type: 'long-animation-frame', buffered: true });
  new MutationObserver((records) => {
    for (const r of records)
      if (r.attributeName === 'data-loss' && r.target.dataset.loss && !window.__trainingSeenAt)
        window.__trainingSeenAt = performance.now();
      else if (r.attributeName === 'data-status' && r.target.dataset.status === 'done')
        window.__doneAt ??= performance.now();
  }).observe(document, { attributes: true, subtree: true });
};

// One run of the notebook's settings: checks the result and returns the long tasks seen while it
// trained (the page's own work; wall-clock, so a starved machine can stretch a 5 ms task).
async function notebookRun(attempt) {
  const { page, problems, close } = await openPage(
    env,
    '#panel=train&tr_text=hamlet&model=tokpos&tr_init=notebook&lr=0.001&steps=300&seed=3&autorun=1',
    { setup: (p) => p.addInitScript(watchLongTasks), lazy: true },
  );
  await waitStatus(page, ['done', 'error']);
  assert.equal(await status(page), 'done');
  const loss = Number(await page.getAttribute(panel, 'data-loss'));
  assert.ok(loss < 2.3, `loss at step 300 is ${loss}; PyTorch is near 1.93`);
  const evalLoss = Number(await page.getAttribute(panel, 'data-eval-loss'));
  assert.ok(evalLoss > 1.75 && evalLoss < 2.3, `eval loss ${evalLoss}`);
  const stats = await page.textContent(`${panel} .lab-stats`);
  assert.match(stats, /Done: 300 steps at [\d.]+ steps\/s/);
  console.log(`# attempt ${attempt}: ${stats}`);
  // The heatmap of the 25 characters of the passage is drawn.
  const heat = await canvasStats(page, `${panel} canvas.lab-heatmap >> nth=0`);
  assert.deepEqual([heat.width, heat.height], [25, 25]);
  assert.ok(heat.colours > 20);
  const { longTasks, frames } = await page.evaluate(() => {
    const during = (t) => t.start >= window.__trainingSeenAt && t.start <= window.__doneAt;
    return {
      longTasks: window.__longTasks.filter(during),
      frames: window.__frames.filter(during),
    };
  });
  // The lab itself, not the whole page: a full-page capture of this long page times out when the
  // machine is busy.
  await page.locator(panel).screenshot({ path: join(screenshotDir, 'train-done.png') });
  assert.deepEqual(problems, []);
  await close();
  return { longTasks, frames };
}

// Main-thread tasks over 50 ms of CPU time (Chrome's thread time, tdur) between the first loss
// and done, in a traced run.
async function cpuHeavyTasks() {
  const page = await env.browser.newPage({
    viewport: { width: 1200, height: 900 },
  });
  const path = join(screenshotDir, 'train-trace.json');
  await env.browser.startTracing(page, {
    path,
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'],
  });
  await page.goto(
    `${env.url}#panel=train&tr_text=hamlet&model=tokpos&tr_init=notebook&lr=0.001&steps=300&seed=3&autorun=1`,
  );
  await page.waitForFunction((s) => document.querySelector(s)?.dataset.loss, panel);
  await page.evaluate(() => performance.mark('lab-training'));
  await waitStatus(page, ['done']);
  await page.evaluate(() => performance.mark('lab-done'));
  await env.browser.stopTracing();
  await page.close();
  const events = JSON.parse(readFileSync(path, 'utf8')).traceEvents;
  const mark = (name) => events.find((e) => e.name === name);
  const [from, to] = [mark('lab-training'), mark('lab-done')];
  const tasks = events.filter(
    (e) =>
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      e.pid === from.pid &&
      e.tid === from.tid &&
      e.ts >= from.ts &&
      e.ts <= to.ts,
  );
  assert.ok(tasks.length > 10, `only ${tasks.length} main-thread tasks found in the trace`);
  return {
    heavy: tasks.filter((t) => t.tdur > 50000).map((t) => Math.round(t.tdur / 1000)),
    longest: Math.round(Math.max(...tasks.map((t) => t.dur)) / 1000),
    mostCpu: Math.round(Math.max(...tasks.map((t) => t.tdur ?? 0)) / 1000),
  };
}

test('the notebook’s run: reaches done well below ln 256, no long tasks, clean console', async () => {
  // This shared 2-core machine sometimes starves the renderer: a task using 5 ms of CPU can take
  // 50-700 ms of wall time. So a run with long tasks is retried twice, and if every attempt saw
  // some, a traced run decides by CPU time: the page's own work must stay under 50 ms per task.
  let seen;
  for (let attempt = 1; attempt <= 3; attempt++) {
    seen = await notebookRun(attempt);
    if (seen.longTasks.length === 0) return;
    console.log(`# attempt ${attempt}: long tasks ${JSON.stringify(seen.longTasks)}`);
  }
  const trace = await cpuHeavyTasks();
  console.log(
    `# traced run: longest main-thread task ${trace.longest} ms wall, most CPU ${trace.mostCpu} ms`,
  );
  assert.deepEqual(
    trace.heavy,
    [],
    `main-thread tasks over 50 ms of CPU; long frames of the last attempt: ${JSON.stringify(seen.frames)}`,
  );
});

test('a fresh lab says it has not started; progress text appears only once a run begins', async () => {
  await withPage(
    env,
    '#panel=train&tr_text=hamlet&model=tokpos&tr_init=notebook&lr=0.001&steps=40',
    async ({ page, problems }) => {
      // The first redraws (the reference lines, a resize) come after the panel reports ready and
      // publish nothing: this checks that none of them writes progress text, which only time can
      // show.
      await page.waitForTimeout(800);
      assert.equal(await page.textContent(`${panel} .lab-stats`), 'Not started: press Train.');
      await page.click(`${panel} button.primary`);
      await waitStatus(page, ['done', 'error']);
      assert.match(await page.textContent(`${panel} .lab-stats`), /^Done: 40 steps at /);
      assert.deepEqual(problems, []);
    },
  );
});

test('lr=1000 ends in error with a message about the learning rate, and offers a retry', async () => {
  await withPage(
    env,
    '#panel=train&tr_text=hamlet&model=tokpos&tr_init=notebook&steps=300&seed=3&lr=1000&autorun=1',
    async ({ page, problems }) => {
      await waitStatus(page, ['error', 'done']);
      assert.equal(await status(page), 'error');
      const message = await page.textContent(`${panel} .lab-problem`);
      assert.match(message, /learning rate \(1000\) is probably too high/);
      assert.ok(Number(await page.getAttribute(panel, 'data-loss')) > 0, 'the curve is kept');
      await page.screenshot({
        path: join(screenshotDir, 'train-diverged.png'),
      });
      await page.click(`${panel} .lab-problem button`);
      assert.match(await page.evaluate(() => location.hash), /lr=100(&|$)/);
      await waitStatus(page, ['error', 'done']);
      assert.deepEqual(problems, []);
    },
  );
});

test('every sentence the lab writes about embedding lengths is true of the run on screen', async () => {
  // A text of our own, so the test can count its characters: spaces and "t" are frequent, "?"
  // and "W" occur once.
  const text = `${'the cat sat on the mat; the dog sat on the log. '.repeat(12)}Who? Yes!`;
  const count = (label) => text.split(label === '␣' ? ' ' : label).length - 1;
  const url = `#panel=train&tr_text=own&tr_own=${encodeURIComponent(text)}&steps=150&seed=3&autorun=1`;
  await withPage(env, url, async ({ page, problems }) => {
    const claimsOf = () => page.textContent(`${panel} .lab-norm-claims`);
    await waitStatus(page, ['done']);
    await page.waitForFunction(
      (s) => /After 150 steps/.test(document.querySelector(`${s} .lab-norm-claims`).textContent),
      panel,
    );
    const claims = await claimsOf();
    console.log(`# ${claims}`);
    assert.doesNotMatch(await page.textContent(panel), /barely move/);
    // The numbers on screen: the norms chart's table (norm now, at the start, times in the text).
    const figure = page.locator(`${panel} figure:has(canvas.lab-bars)`);
    await figure.locator('button:has-text("Show data as a table")').click();
    const rows = await figure
      .locator('.data-table tbody tr')
      .evaluateAll((trs) => trs.map((tr) => Array.from(tr.children, (c) => c.textContent)));
    const table = rows.map(([label, norm, start, times]) => ({
      label,
      norm: Number(norm),
      start: Number(start),
      times: Number(times),
    }));
    assert.equal(table.length, new Set(text).size);
    for (const row of table) assert.equal(row.times, count(row.label), `${row.label} in the text`);
    const n = table.length;
    const number = (word) => (word === 'once' ? 1 : word === 'twice' ? 2 : Number(word));
    const min = (key) => Math.min(...table.map((r) => r[key]));
    const max = (key) => Math.max(...table.map((r) => r[key]));
    const byLength = [...table].sort((a, b) => b.norm - a.norm);
    const place = (row) => {
      const r = byLength.indexOf(row) + 1;
      return r === 1 ? 'the longest' : r === n ? 'the shortest' : `number ${r} of ${n} by length`;
    };

    // 1. Against the start.
    const moved = claims.match(
      /After 150 steps, (all \d+|none of the \d+|\d+ of the \d+) characters? (?:has|have) a longer vector than at the start: ([\d.]+) to ([\d.]+) long then, ([\d.]+) to ([\d.]+) now\./,
    );
    assert.ok(moved, claims);
    const longer = table.filter((r) => r.norm > r.start).length;
    const who =
      longer === n ? `all ${n}` : longer === 0 ? `none of the ${n}` : `${longer} of the ${n}`;
    assert.equal(moved[1], who);
    assert.deepEqual(moved.slice(2).map(Number), [
      min('start'),
      max('start'),
      min('norm'),
      max('norm'),
    ]);

    // 2. The most frequent character.
    const frequent = claims.match(
      /The most frequent, “(.+?)” \((once|twice|\d+ times) in the text\), is ([\d.]+) long: (the longest|the shortest|number \d+ of \d+ by length)\./,
    );
    assert.ok(frequent, claims);
    const top = table.find((r) => r.label === frequent[1]);
    assert.equal(top.times, max('times'));
    assert.equal(number(frequent[2].replace(' times', '')), top.times);
    assert.equal(Number(frequent[3]), top.norm);
    assert.equal(frequent[4], place(top));

    // 3. The rarest: one character, or the range of the tied ones.
    const rareRows = table.filter((r) => r.times === min('times'));
    if (rareRows.length === 1) {
      const rare = claims.match(
        /The rarest, “(.+?)” \((once|twice|\d+ times)\), is ([\d.]+) long: (the longest|the shortest|number \d+ of \d+ by length)\./,
      );
      assert.ok(rare, claims);
      assert.equal(rare[1], rareRows[0].label);
      assert.equal(Number(rare[3]), rareRows[0].norm);
      assert.equal(rare[4], place(rareRows[0]));
    } else {
      const rare = claims.match(
        /The (\d+) rarest \((once|twice|\d+ times) each\) are ([\d.]+) to ([\d.]+) long\./,
      );
      assert.ok(rare, claims);
      assert.equal(Number(rare[1]), rareRows.length);
      assert.equal(number(rare[2].replace(' times', '')), min('times'));
      const norms = rareRows.map((r) => r.norm);
      assert.deepEqual(
        [Number(rare[3]), Number(rare[4])],
        [Math.min(...norms), Math.max(...norms)],
      );
    }

    // 4. Frequency and length together: Spearman's rank correlation of the table's columns.
    const ranks = (values) =>
      values.map((v) => {
        const below = values.filter((w) => w < v).length;
        const same = values.filter((w) => w === v).length;
        return below + (same + 1) / 2;
      });
    const [rc, rn] = [ranks(table.map((r) => r.times)), ranks(table.map((r) => r.norm))];
    const mean = (n + 1) / 2;
    const dot = (a, b) => a.reduce((sum, x, i) => sum + (x - mean) * (b[i] - mean), 0);
    const rho = dot(rc, rn) / Math.sqrt(dot(rc, rc) * dot(rn, rn));
    const link = claims.match(
      /Over all (\d+), (?:the more often a character occurs, the (longer|shorter) its vector tends to be|how often a character occurs and how long its vector is show (no clear link)) \(rank correlation (−?[\d.]+)\)\./,
    );
    assert.ok(link, claims);
    assert.equal(Number(link[1]), n);
    const shown = Number(link[4].replace('−', '-'));
    assert.ok(Math.abs(shown - rho) < 0.01, `rank correlation ${shown}, from the table ${rho}`);
    assert.equal(
      link[2] ?? link[3],
      rho >= 0.3 ? 'longer' : rho <= -0.3 ? 'shorter' : 'no clear link',
    );
    assert.deepEqual(problems, []);
  });
});

test('save, then load, restores the same weights; a bad file changes nothing', async () => {
  const { page, problems, close } = await openPage(
    env,
    '#panel=train&tr_text=hamlet&model=tokpos&tr_init=notebook&lr=0.001&steps=30&seed=3&autorun=1',
  );
  await waitStatus(page, ['done']);
  const evalBefore = await page.getAttribute(panel, 'data-eval-loss');
  const generate = async () => {
    await page.evaluate(
      (s) => (document.querySelector(`${s} .lab-generated`).textContent = ''),
      panel,
    );
    await page.click(`${panel} .lab-tools button:has-text("Generate")`);
    await page.waitForFunction(
      (s) => document.querySelector(`${s} .lab-generated`).textContent,
      panel,
    );
    return page.textContent(`${panel} .lab-generated`);
  };
  const textBefore = await generate();
  assert.ok(textBefore.startsWith(generationSettings('tr').tr_prompt.default));
  assert.ok(textBefore.length > 150);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.click(`${panel} button:has-text("Save weights")`),
  ]);
  const file = join(screenshotDir, 'train-weights.elab');
  await download.saveAs(file);

  await page.click(`${panel} button:has-text("Reset")`);
  assert.equal(await status(page), 'idle');
  await page.setInputFiles('#train-load', file);
  await waitStatus(page, ['done']);
  assert.equal(await page.getAttribute(panel, 'data-eval-loss'), evalBefore);
  assert.equal(await generate(), textBefore);

  const junk = join(screenshotDir, 'not-weights.elab');
  writeFileSync(junk, 'this is not a weights file');
  await page.setInputFiles('#train-load', junk);
  await page.waitForFunction(
    (s) => /was not loaded/.test(document.querySelector(`${s} .lab-tools`).textContent),
    panel,
  );
  assert.equal(await status(page), 'done');
  assert.equal(await generate(), textBefore, 'nothing lost');
  assert.deepEqual(problems, []);
  await close();
});

test('comparing positional encodings runs end to end', async () => {
  await withPage(
    env,
    '#panel=train&model=gpt&gpt_d=16&gpt_layers=1&gpt_heads=2&tr_batch=8&tr_seq=16&cmp_steps=30&seed=1',
    async ({ page, problems }) => {
      await page.click(`${panel} button:has-text("Compare positional encodings")`);
      await page.waitForFunction(
        (s) => document.querySelector(s).dataset.compare === 'done',
        panel,
        { timeout: 180000 },
      );
      // One progress bar per model, out of its 30 steps, full at the end.
      const bars = await page.$$eval(`${panel} .lab-compare-bar progress`, (all) =>
        all.map((b) => [b.max, b.value]),
      );
      assert.equal(bars.length, 6);
      for (const bar of bars) assert.deepEqual(bar, [30, 30]);
      const rows = await page.$$eval(`${panel} .lab-compare-table tbody tr`, (trs) =>
        trs.map((tr) => Array.from(tr.children, (c) => c.textContent)),
      );
      assert.deepEqual(
        rows.map((r) => r[0]),
        [
          'none (the mask only)',
          'learned',
          'learned, table 8× longer',
          'sinusoidal',
          'RoPE',
          'RoPE + interpolation',
          'RoPE + NTK scaling',
          'ALiBi',
        ],
      );
      for (const cell of rows[1].slice(2)) assert.match(cell, /no rows past its table/);
      assert.ok(Number(rows[1][1]) > 0);
      for (const r of [rows[0], rows[2], rows[3], rows[4], rows[7]])
        for (const cell of r.slice(1)) assert.ok(Number(cell) > 0, `${r[0]}: ${cell}`);
      for (const r of [rows[5], rows[6]]) {
        assert.equal(r[1], 'same as RoPE');
        for (const cell of r.slice(2)) assert.ok(Number(cell) > 0, `${r[0]}: ${cell}`);
      }
      // Measured in parallel, one paragraph per result from the numbers.
      const section = await page.$eval(panel, (s) => ({ ...s.dataset }));
      assert.ok(Number(section.compareWorkers) >= 1);
      assert.ok(Number(section.compareMs) > 0);
      const verdict = await page.textContent(`${panel} .lab-verdict`);
      assert.match(
        verdict,
        /ALiBi: the loss (stayed level|rose|rose sharply|fell): [0-9.]+ nats at 16 positions/,
      );
      assert.match(verdict, /Learned, with a table of 128 rows/);
      // The conclusions follow the table: first the gap at the training length, in nats and as
      // a factor on the probability of the right byte; then the changes from 1x, not the levels.
      // Each cell's loss as measured (data-loss), not rounded to the 4 digits shown.
      const losses = await page.$$eval(`${panel} .lab-compare-table tbody tr`, (trs) =>
        trs.map((tr) => [
          tr.children[0].textContent,
          ...Array.from(tr.children)
            .slice(1)
            .map((c) => c.dataset.loss ?? c.textContent),
        ]),
      );
      const value = (cell) => Number(cell.replace('−', '-'));
      const atOne = losses
        .filter((r) => r[1] !== 'same as RoPE')
        .map((r) => ({ label: r[0], v: value(r[1]) }))
        .sort((a, b) => a.v - b.v);
      const gap = verdict.match(
        /held-out loss runs from ([\d.]+) \((.+?)\) to ([\d.]+) \((.+?)\), a gap of ([\d.]+) nats\..*?here ([\d.]+) times/,
      );
      assert.ok(gap, verdict);
      assert.equal(gap[2], atOne[0].label);
      assert.equal(gap[4], atOne.at(-1).label);
      // The text gives 3 significant digits.
      assert.ok(Math.abs(Number(gap[1]) - atOne[0].v) <= 5e-3 * atOne[0].v);
      assert.ok(Math.abs(Number(gap[3]) - atOne.at(-1).v) <= 5e-3 * atOne.at(-1).v);
      const nats = atOne.at(-1).v - atOne[0].v;
      assert.ok(Math.abs(Number(gap[5]) - nats) < 2e-3, `gap ${gap[5]}, table ${nats}`);
      assert.ok(Math.abs(Number(gap[6]) - Math.exp(-nats)) < 2e-3);
      const ropeAtOne = value(losses[4][1]);
      const changes = losses
        .filter((r) => !/no rows/.test(r[4]))
        .map((r) => ({
          label: r[0],
          d: value(r[4]) - (r[1] === 'same as RoPE' ? ropeAtOne : value(r[1])),
        }))
        .sort((a, b) => a.d - b.d);
      const ranking = verdict.match(
        /From 16 to 128 positions, the loss grew least for (.+?) \(([+−][\d.]+) nats\) and most for (.+?) \(([+−][\d.]+)\)\. This is one run of each model/,
      );
      assert.ok(ranking, verdict);
      assert.equal(ranking[1], changes[0].label);
      assert.equal(ranking[3], changes.at(-1).label);
      assert.ok(Math.abs(value(ranking[2]) - changes[0].d) < 2e-3);
      assert.ok(Math.abs(value(ranking[4]) - changes.at(-1).d) < 2e-3);
      assert.doesNotMatch(verdict, /a few hundredths/);
      // The lengths chart labels each measured length on its log axis, not only 100.
      const lengthTicks = await page.$$eval(`${panel} .lab-compare-results .uplot`, (plots) =>
        plots.filter((u) => /length/.test(u.dataset.xLabel)).map((u) => u.dataset.xTicks),
      );
      assert.deepEqual(lengthTicks, ['16|32|64|128']);
      await page
        .locator(`${panel} .lab-compare-results`)
        .screenshot({ path: join(screenshotDir, 'train-compare.png') });
      assert.deepEqual(problems, []);
    },
  );
});

test('TinyGPT: attention for the prompt per layer and head, learned positions shown', async () => {
  await withPage(
    env,
    '#panel=train&model=gpt&gpt_d=32&gpt_layers=2&gpt_heads=2&steps=120&lr=0.003&autorun=1',
    async ({ page, problems }) => {
      await page.waitForFunction((s) => Number(document.querySelector(s).dataset.loss) < 4, panel);
      if ((await status(page)) === 'training')
        await page.screenshot({
          path: join(screenshotDir, 'train-mid.png'),
          fullPage: true,
        });
      await waitStatus(page, ['done']);
      await page.waitForFunction(
        (s) => document.querySelectorAll(`${s} canvas.lab-heatmap`).length === 3,
        panel,
      );
      const attention = `${panel} canvas.lab-heatmap >> nth=2`;
      const first = await canvasStats(page, attention);
      const { length } = generationSettings('tr').tr_prompt.default; // one row per prompt byte
      assert.deepEqual([first.width, first.height], [length, length]);
      await page.selectOption(`${panel} select[aria-label=head]`, '1');
      const second = await canvasStats(page, attention);
      assert.notEqual(second.hash, first.hash);
      await page.fill('[data-setting="tr_prompt"] input', 'be or');
      await page.waitForFunction(
        (s) => document.querySelectorAll(`${s} canvas.lab-heatmap`)[2].width === 5,
        panel,
      );
      assert.match(await page.evaluate(() => location.hash), /tr_prompt=be\+or/);
      // A prompt past its length is refused with why, not cut: the link keeps the last good one.
      const { maxLength } = generationSettings('tr').tr_prompt;
      await page.fill('[data-setting="tr_prompt"] input', 'x'.repeat(maxLength + 1));
      assert.match(
        await page.textContent('[data-setting="tr_prompt"] .control-error'),
        new RegExp(`${maxLength}`),
      );
      assert.match(await page.evaluate(() => location.hash), /tr_prompt=be\+or/);
      await page.fill('[data-setting="tr_prompt"] input', 'be or');
      // The notes name the model trained: TinyGPT's long random start, its position table.
      assert.ok(await page.isVisible(`${panel} .lab-gpt-start`));
      assert.match(
        await page.textContent(`${panel} .lab-gpt-start`),
        /^TinyGPT’s token rows start as the reference model draws them, each number from 0\.5 N\(0, 1\)/,
      );
      const positionNote = `${panel} h4:has-text("The learned position table") + .lab-note`;
      assert.match(await page.textContent(positionNote), /^Rows 0 to 31 of TinyGPT’s learned/);
      assert.doesNotMatch(await page.textContent(positionNote), /predictor/);
      await page.screenshot({
        path: join(screenshotDir, 'train-gpt.png'),
        fullPage: true,
      });
      assert.deepEqual(problems, []);
    },
  );
});

test('settings: a link restores them, and bad ones show the core message', async () => {
  await withPage(
    env,
    '#panel=train&model=gpt&gpt_heads=3&tr_text=own&tr_own=abc',
    async ({ page, problems }) => {
      assert.equal(await status(page), 'idle');
      // The text is read before the model is built: "abc" is too short, which no one setting
      // fixes (a longer text or a shorter seq_len), so the message sits below the form.
      const check = page.locator(`${panel} .lab-check`);
      await check.waitFor({ state: 'visible' });
      assert.match(await check.textContent(), /too short/);
      const headsError = page.locator(`${panel} [data-setting="gpt_heads"] .control-error`);
      assert.equal(await headsError.isHidden(), true);
      // With a long text, heads 3 (d_model 64) is refused under the heads control: the core
      // names the setting.
      const textChoice = page.locator(`${panel} [data-setting="tr_text"] select`);
      await textChoice.selectOption('hamlet');
      await headsError.waitFor({ state: 'visible' });
      assert.match(await headsError.textContent(), /d_model 64 is not divisible by n_head 3/);
      assert.equal(await check.isHidden(), true, 'the message is shown once, at its setting');
      const heads = page.locator(
        `${panel} .control:has(label:text-is("heads")) input[type=number]`,
      );
      assert.equal(await heads.inputValue(), '3');
      assert.equal(await heads.getAttribute('aria-invalid'), 'true');
      await heads.fill('4');
      await headsError.waitFor({ state: 'hidden' });
      assert.equal(await heads.getAttribute('aria-invalid'), null);
      // Back to the short text of the link.
      await textChoice.selectOption('own');
      await page.waitForFunction(
        (s) => /too short/.test(document.querySelector(`${s} .lab-check`).textContent),
        panel,
      );
      await page.click(`${panel} button:text-is("Train")`);
      await waitStatus(page, ['error']);
      assert.match(await page.textContent(`${panel} .lab-problem`), /too short/);
      assert.doesNotMatch(await page.evaluate(() => location.hash), /gpt_heads/); // 4 is the default
      // A narrow screen still lays out.
      await page.setViewportSize({ width: 360, height: 800 });
      await page.screenshot({ path: join(screenshotDir, 'train-narrow.png') });
      assert.deepEqual(problems, []);
    },
  );
});

// Counts the trainers built on the page's thread: Embind publishes the core's classes on its
// module object (Module.Trainer = ...), which inherits this setter, so the page's copy of the
// class is wrapped before anything can build one (a worker's core is not: init scripts do not
// run there).
const countPageTrainers = () => {
  window.__pageTrainers = 0;
  window.__trainerClass = false;
  Object.defineProperty(Object.prototype, 'Trainer', {
    configurable: true,
    set(value) {
      let Class = value;
      const counted = (target) =>
        new Proxy(target, {
          construct(real, args) {
            window.__pageTrainers += 1;
            return Reflect.construct(real, args);
          },
        });
      Object.defineProperty(this, 'Trainer', {
        configurable: true,
        enumerable: true,
        get: () => (typeof Class === 'function' ? counted(Class) : Class),
        set: (v) => (Class = v),
      });
      window.__trainerClass = true;
    },
  });
};
const previewSettled = (page) =>
  page.waitForFunction((s) => !document.querySelector(s).dataset.preview, panel);

test('the settings preview is built by the training worker, never on the page', async () => {
  await withPage(
    env,
    '#panel=train&model=gpt&gpt_d=32&gpt_layers=1&gpt_heads=2&steps=30',
    { setup: (p) => p.addInitScript(countPageTrainers) },
    async ({ page, problems }) => {
      await previewSettled(page);
      assert.equal(await page.getAttribute(panel, 'data-engine'), 'worker');
      assert.equal(await page.evaluate(() => window.__trainerClass), true, 'the class was seen');
      // The untrained model is drawn: its figures and the loss view's reference lines.
      assert.equal(await page.locator(`${panel} canvas.lab-heatmap`).count(), 3);
      assert.match(await page.textContent(`${panel} .lab-explain`), /ln/);
      const check = page.locator(`${panel} .lab-check`);
      assert.equal(await check.isHidden(), true);
      // Refused settings show the core's message; the change after them wins, however quick.
      const heads = page.locator(
        `${panel} .control:has(label:text-is("heads")) input[type=number]`,
      );
      const headsError = page.locator(`${panel} [data-setting="gpt_heads"] .control-error`);
      await heads.fill('3');
      await previewSettled(page);
      assert.match(await headsError.textContent(), /not divisible by n_head 3/);
      await heads.fill('5');
      await heads.fill('2');
      await previewSettled(page);
      assert.equal(await headsError.isHidden(), true, 'the last change is the one shown');
      assert.equal(await check.isHidden(), true);
      // A change and Train at once: the run is not confused by the preview in flight.
      await heads.fill('4');
      await page.click(`${panel} button:text-is("Train")`);
      await waitStatus(page, ['done', 'error']);
      assert.equal(await status(page), 'done');
      assert.equal(await check.isHidden(), true);
      assert.equal(await page.evaluate(() => window.__pageTrainers), 0, 'no trainer on the page');
      assert.deepEqual(problems, []);
    },
  );
});

test('the loss explanation of a byte run starts with its words, not "null"', async () => {
  await withPage(env, '#panel=train', async ({ page, problems }) => {
    const first = await page.$eval(
      `${panel} .lab-explain`,
      (box) => box.firstChild?.textContent ?? '',
    );
    assert.match(first, /^The loss is the average of −ln p\(the right next character\)/);
    assert.doesNotMatch(await page.textContent(`${panel} .lab-explain`), /null/);
    assert.deepEqual(problems, []);
  });
});

test('choosing a model proposes its learning rate: the box, the link and the note agree', async () => {
  await withPage(env, '#panel=train&model=tokpos&lr=0.01', async ({ page, problems }) => {
    await page.selectOption(`${panel} [data-setting="model"] select`, 'gpt');
    const box = page.locator(`${panel} [data-setting="lr"] input[type=number]`);
    assert.equal(await box.inputValue(), '0.003');
    assert.match(
      await page.evaluate(() => location.hash),
      /model=gpt.*lr=0\.003|lr=0\.003.*model=gpt/,
    );
    assert.match(
      await page.textContent(`${panel} .lab-rate-note`),
      /^Learning rate set to 0\.003, the rate TinyGPT learns well at here\./,
    );
    // Back to the predictor: its own rate, and the model's controls follow.
    await page.selectOption(`${panel} [data-setting="model"] select`, 'tokpos');
    assert.equal(await box.inputValue(), '0.01');
    assert.equal(await page.isVisible(`${panel} .lab-gpt`), false);
    assert.deepEqual(problems, []);
  });
});
