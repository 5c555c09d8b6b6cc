// Embedding: the example course page (dist/examples/) with panels in iframes, the height
// messages that size them, and the postMessage API (events and apply-settings).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { readCatalogue } from '../../scripts/messages.mjs';
import {
  applySettings,
  canvasStats,
  recordLabMessages,
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

/** Options of a course page that embeds the lab: every message the lab posts is recorded. */
const host = (path) => ({
  path,
  viewport: { width: 1000, height: 900 },
  setup: recordLabMessages,
});

async function frameReady(page, selector) {
  const handle = await page.waitForSelector(selector);
  const frame = await handle.contentFrame();
  await frame.waitForFunction(() => document.documentElement.dataset.status === 'ready');
  return frame;
}

const sinusoidal = 'section[data-panel="pe-sinusoidal"]';

test('the example host page shows two embedded panels sized by their height messages', async () => {
  await withPage(env, '', host('examples/'), async ({ page, problems }) => {
    const tokens = await frameReady(page, 'iframe#tokens');
    const positions = await frameReady(page, 'iframe#positions');
    assert.equal(
      await tokens.getAttribute('section[data-panel="tokenizer"]', 'data-status'),
      'ready',
    );
    assert.equal(await positions.getAttribute(sinusoidal, 'data-status'), 'ready');
    // Only the embedded panel is there, without the page's header and contents.
    assert.equal(await positions.locator('section[data-panel]').count(), 1);
    assert.equal(await positions.locator('header.page-header').isVisible(), false);
    // Each frame's height follows what its page reported (and is not the 300 px placeholder).
    for (const [id, frame] of [
      ['tokens', tokens],
      ['positions', positions],
    ]) {
      await page.waitForFunction((i) => document.getElementById(i).dataset.ready, id);
      const pageHeight = await frame.evaluate(() => document.documentElement.scrollHeight);
      await page.waitForFunction(
        ([i, h]) => document.getElementById(i).getBoundingClientRect().height >= h,
        [id, pageHeight],
      );
      const frameHeight = await page.$eval(`#${id}`, (f) => f.clientHeight);
      assert.ok(frameHeight > 600, `${id} frame only ${frameHeight} px high`);
      assert.ok(Math.abs(frameHeight - pageHeight) <= 2, `${id}: ${frameHeight} vs ${pageHeight}`);
    }
    const stats = await canvasStats(positions, `${sinusoidal} canvas.heatmap`);
    assert.deepEqual([stats.width, stats.height], [64, 64]); // from the frame's #pe_len=64&pe_d=64
    assert.ok(stats.colours > 50);
    const types = await page.evaluate(() => window.labMessages.map((m) => m.type));
    assert.ok(types.includes('ready') && types.includes('height'), types.join());
    // One ready per frame: the two above, and the teacher-controls examples (compact, quiz).
    await page.waitForFunction(
      () => window.labMessages.filter((m) => m.type === 'ready').length >= 4,
    );
    const ready = await page.evaluate(() => window.labMessages.filter((m) => m.type === 'ready'));
    assert.deepEqual(ready.map((m) => m.panel).sort(), [
      'norms',
      'pe-sinusoidal',
      'pe-sinusoidal',
      'tokenizer',
    ]);
    assert.equal(ready.find((m) => m.panel === 'pe-sinusoidal').settings.pe_d, 64);
    await page.screenshot({
      path: join(screenshotDir, 'embed-example.png'),
      fullPage: true,
    });
    assert.deepEqual(problems, []);
  });
});

test('apply-settings redraws the embedded panel, and a bad value gives the link notice', async () => {
  await withPage(env, '', host('examples/'), async ({ page, problems }) => {
    const positions = await frameReady(page, 'iframe#positions');
    const canvas = `${sinusoidal} canvas.heatmap`;
    const before = await canvasStats(positions, canvas);

    await page.click('button[data-settings*="256"]');
    await positions.waitForFunction(
      (s) => document.querySelector(s)?.width === 256 && document.querySelector(s).height === 128,
      canvas,
    );
    const bigger = await canvasStats(positions, canvas);
    assert.notEqual(bigger.hash, before.hash);
    assert.equal(await positions.getAttribute(sinusoidal, 'data-status'), 'ready');
    assert.match(await positions.evaluate(() => location.hash), /pe_len=128&pe_d=256/);
    assert.match(await positions.evaluate(() => location.search), /embed=pe-sinusoidal/);
    const applied = await page.evaluate(() =>
      window.labMessages.filter((m) => m.type === 'settings-applied'),
    );
    assert.equal(applied.length, 1);
    assert.deepEqual(applied[0].problems, []);
    assert.equal(applied[0].settings.pe_d, 256);
    // The frame still fits the page after the redraw.
    const fitted = await positions.evaluate(() => document.documentElement.scrollHeight);
    await page.waitForFunction(
      (h) => Math.abs(document.getElementById('positions').clientHeight - h) <= 2,
      fitted,
    );

    // d_model 7 is odd: the same notice as in a link, and the picture stays as it was.
    await page.click('button[data-settings*=":7"]');
    await positions.waitForFunction(() => !document.getElementById('notice').hidden);
    assert.match(
      await positions.textContent('#notice'),
      /d_model “7” must be even; keeping the current value\./,
    );
    assert.equal((await canvasStats(positions, canvas)).hash, bigger.hash);
    await page.waitForFunction(
      () => window.labMessages.filter((m) => m.type === 'settings-applied').length === 2,
    );
    const rejected = await page.evaluate(() =>
      window.labMessages.filter((m) => m.type === 'settings-applied').at(-1),
    );
    assert.equal(rejected.problems.length, 1);
    assert.deepEqual(problems, []);
  });
});

test('apply-settings reports unknown settings and values of the wrong kind', async () => {
  await withPage(env, '', host('examples/'), async ({ page, problems }) => {
    const positions = await frameReady(page, 'iframe#positions');
    await applySettings(page, { nope: 1, pe_len: { x: 1 }, pe_base: 'abc' }, 'positions');
    await page.waitForFunction(() => window.labMessages.some((m) => m.type === 'settings-applied'));
    const reply = await page.evaluate(() =>
      window.labMessages.find((m) => m.type === 'settings-applied'),
    );
    assert.equal(reply.problems.length, 3, reply.problems.join(' | '));
    // Nothing was accepted, so nothing is echoed (a refused setting keeps a value the parent
    // did not send).
    assert.deepEqual(reply.settings, {});
    assert.equal(await positions.getAttribute(sinusoidal, 'data-status'), 'ready');
    assert.deepEqual(problems, []);
  });
});

test('apply-settings with lang puts the embedded lesson in that language, its settings kept', async () => {
  const zh = await readCatalogue('zh');
  await withPage(env, '', host('examples/'), async ({ page, problems }) => {
    const positions = await frameReady(page, 'iframe#positions');
    const heatmap = `${sinusoidal} canvas.heatmap`;
    const size = () => positions.$eval(heatmap, (c) => [c.width, c.height]);
    const sizeBefore = await size();
    await applySettings(page, { lang: 'zh' }, 'positions');
    await positions.waitForFunction(
      () =>
        document.documentElement.lang === 'zh' &&
        document.documentElement.dataset.language === 'ready',
    );
    assert.equal(
      await positions.textContent(`${sinusoidal} h2`),
      zh['lessons.pe-sinusoidal.title'],
    );
    assert.equal(await positions.getAttribute(sinusoidal, 'data-status'), 'ready');
    // The settings the frame was given still draw the same matrix.
    assert.deepEqual(await size(), sizeBefore);
    const hash = new URLSearchParams((await positions.evaluate(() => location.hash)).slice(1));
    assert.equal(hash.get('lang'), 'zh');
    assert.deepEqual(problems, []);
  });
});

test('<embedding-lab-panel> from one script tag maps its attributes to settings', async () => {
  await withPage(env, '', host('examples/custom-element.html'), async ({ page, problems }) => {
    const element = page.locator('embedding-lab-panel#lab');
    await page.waitForFunction(() => customElements.get('embedding-lab-panel'));
    const src = await element.evaluate((el) => el.shadowRoot.querySelector('iframe').src);
    assert.match(src, /index\.html\?embed=pe-sinusoidal#d_model=32&max_len=48$/);
    const frame = await (
      await element.evaluateHandle((el) => el.shadowRoot.querySelector('iframe'))
    )
      .asElement()
      .contentFrame();
    await frame.waitForFunction(() => document.documentElement.dataset.status === 'ready');
    const canvas = `${sinusoidal} canvas.heatmap`;
    const stats = await canvasStats(frame, canvas);
    assert.deepEqual([stats.width, stats.height], [32, 48]); // d-model, max-len
    assert.equal(await frame.evaluate(() => document.getElementById('notice').hidden), true);
    // The element fits the frame to the page and re-dispatches the page's events.
    await page.waitForFunction(
      () => document.getElementById('lab').shadowRoot.querySelector('iframe').clientHeight > 600,
    );
    await element.evaluate((el) => {
      window.elementEvents = [];
      el.addEventListener('settings-applied', (e) => window.elementEvents.push(e.detail));
    });
    // Changing an attribute sends apply-settings: the picture follows without a reload.
    await page.click('#wider');
    await frame.waitForFunction((s) => document.querySelector(s)?.width === 96, canvas);
    await page.waitForFunction(() => window.elementEvents.length === 1);
    const [applied] = await page.evaluate(() => window.elementEvents);
    assert.deepEqual(applied.problems, []);
    assert.equal(applied.settings.pe_d, 96);
    await page.screenshot({
      path: join(screenshotDir, 'embed-element.png'),
      fullPage: true,
    });
    assert.deepEqual(problems, []);
  });
});

test('an embedded training lab posts training-progress and training-done', async () => {
  await withPage(env, '', host('examples/'), async ({ page, problems }) => {
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.id = 'train';
      frame.src = '../index.html?embed=train#steps=200';
      document.querySelector('main').append(frame);
    });
    const frame = await frameReady(page, 'iframe#train');
    await page.waitForFunction(() => window.labMessages.some((m) => m.panel === 'train'));
    await frame.click('section[data-panel="train"] button.primary');
    await page.waitForFunction(
      () => window.labMessages.some((m) => m.type === 'training-done'),
      null,
      { timeout: 120_000 },
    );
    const messages = await page.evaluate(() =>
      window.labMessages.filter((m) => m.type.startsWith('training')),
    );
    const progress = messages.filter((m) => m.type === 'training-progress');
    assert.ok(progress.length >= 1, 'no training-progress message');
    for (const m of progress) assert.ok(Number.isFinite(m.loss) && m.loss > 0, JSON.stringify(m));
    const done = messages.at(-1);
    assert.equal(done.type, 'training-done');
    assert.ok(Number.isFinite(done.evalLoss) && done.evalLoss < Math.log(256), done.evalLoss);
    assert.equal(messages.filter((m) => m.type === 'training-done').length, 1);
    assert.deepEqual(problems, []);
  });
});

test('apply-settings twice on an embedded training lab leaves one live worker, and it trains', async () => {
  await withPage(env, '', host('examples/'), async ({ page, problems }) => {
    const started = [];
    const closed = [];
    let onClose = () => {};
    page.on('worker', (worker) => {
      started.push(worker.url());
      worker.on('close', () => {
        closed.push(worker.url());
        onClose();
      });
    });
    await page.evaluate(() => {
      const frame = document.createElement('iframe');
      frame.id = 'train';
      frame.src = '../index.html?embed=train#steps=20000&model=seed&seed=3';
      document.querySelector('main').append(frame);
    });
    const frame = await frameReady(page, 'iframe#train');
    const train = 'section[data-panel="train"]';
    const engineIs = (engine) =>
      frame.waitForFunction(
        ([s, e]) => document.querySelector(s).dataset.engine === e,
        [train, engine],
      );
    await engineIs('worker');
    // Mid-run, as a host would: the run must not go on in a worker nobody listens to.
    await frame.click(`${train} button.primary`);
    await frame.waitForFunction((s) => document.querySelector(s).dataset.loss, train);
    const apply = async (settings, count) => {
      await applySettings(page, settings, 'train');
      await page.waitForFunction(
        (n) => window.labMessages.filter((m) => m.type === 'settings-applied').length === n,
        count,
      );
      await engineIs('worker');
    };
    await apply({ steps: 40 }, 1);
    await apply({ steps: 30 }, 2);
    const trainingWorkers = () => page.workers().filter((w) => /training-worker/.test(w.url()));
    // The close events of the replaced workers (up to 5 s; the assertions say what is missing).
    await new Promise((resolve) => {
      onClose = () => closed.length >= 2 && resolve();
      onClose();
      setTimeout(resolve, 5000);
    });
    assert.equal(started.length, 3, started.join());
    assert.equal(closed.length, 2, `${closed.length} of the replaced workers closed`);
    assert.equal(trainingWorkers().length, 1);
    assert.equal(await frame.getAttribute(train, 'data-status'), 'idle');

    // The panel mounted last trains with the applied settings and reports as before.
    await frame.click(`${train} button.primary`);
    await frame.waitForFunction(
      (s) => ['done', 'error'].includes(document.querySelector(s).dataset.status),
      train,
      { timeout: 120_000 },
    );
    assert.equal(await frame.getAttribute(train, 'data-status'), 'done');
    assert.match(await frame.textContent(`${train} .lab-stats`), /Done: 30 steps/);
    const done = await page.evaluate(() =>
      window.labMessages.filter((m) => m.type === 'training-done'),
    );
    assert.equal(done.length, 1);
    assert.equal(done[0].evalLoss, Number(await frame.getAttribute(train, 'data-eval-loss')));
    assert.equal(trainingWorkers().length, 1);
    assert.deepEqual(problems, []);
  });
});

// A lesson that tells the learner to train a model in the training lab, shown where the lab is
// not (an embedded lesson, a course without it): the weights stay random, and a link opens the
// full page at the lab in a new tab, with this page's settings and language.
const trainInTheLab = /train (a|the) (TinyGPT|model)[^.]* in the (training )?lab/i;
const trainHint = {
  heads: 'Train a TinyGPT in the lab and its heads appear under the random ones',
  sampling: 'Train a TinyGPT in the training lab to sample from trained weights',
};

/** The lesson's note about the absent lab and where its link goes ({ text, href, target, rel }). */
async function labAwayNote(page, id) {
  const note = page.locator(`section[data-panel="${id}"] .lab-away`);
  if ((await note.count()) === 0) return null;
  const link = note.locator('a');
  return {
    text: await note.textContent(),
    href: await link.evaluate((a) => a.href),
    target: await link.getAttribute('target'),
    rel: await link.getAttribute('rel'),
  };
}

test('an embedded lesson says the lab is elsewhere and links the full page at the lab', async () => {
  for (const [id, hash] of [
    ['heads', 'seed=7'],
    ['sampling', 'sp_weights=trained&seed=7'],
  ]) {
    await withPage(env, `index.html?embed=${id}#${hash}`, async ({ page, problems }) => {
      const section = `section[data-panel="${id}"]`;
      await page.waitForSelector(`${section}[data-status="ready"]`, { timeout: 60000 });
      const text = await page.textContent(section);
      assert.doesNotMatch(text, trainInTheLab);
      const note = await labAwayNote(page, id);
      assert.ok(note, `${id}: no note about the lab`);
      assert.match(note.text, /The training lab, [^.]* is not on this page/);
      assert.match(note.text, /Open the full Embedding Lab at the training lab \(new tab\)/);
      // The full page (no ?embed=), at the lab, with the seed this page was given.
      const href = new URL(note.href);
      assert.equal(href.origin + href.pathname, new URL(page.url()).href.replace(/[?#].*$/, ''));
      assert.equal(href.search, '');
      const linked = new URLSearchParams(href.hash.slice(1));
      assert.equal(linked.get('panel'), 'train');
      assert.equal(linked.get('seed'), '7');
      assert.equal(note.target, '_blank');
      assert.match(note.rel, /noopener/);
      assert.deepEqual(problems, []);
    });
  }
  // Followed, the link opens the whole page (not an embed) in a new tab at the training lab.
  await withPage(env, 'index.html?embed=heads&lang=es', async ({ page }) => {
    await page.waitForSelector('section[data-panel="heads"][data-status="ready"]');
    const catalogue = await readCatalogue('es');
    const note = await labAwayNote(page, 'heads');
    assert.ok(note.text.includes(catalogue['page.labAwayLink']), note.text);
    assert.equal(new URLSearchParams(new URL(note.href).hash.slice(1)).get('lang'), 'es');
    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      page.click('section[data-panel="heads"] .lab-away a'),
    ]);
    await opened.waitForFunction(() => document.documentElement.dataset.status === 'ready');
    assert.equal(
      await opened.evaluate(() => document.documentElement.classList.contains('embed')),
      false,
    );
    assert.ok((await opened.locator('section[data-panel]').count()) > 10);
    assert.equal(await opened.getAttribute('html', 'lang'), 'es');
    await opened.waitForSelector('section[data-panel="train"]:not([data-mount])', {
      timeout: 60000,
    });
  });
  // At 390 px the note wraps inside the lesson.
  await withPage(
    env,
    'index.html?embed=heads',
    { viewport: { width: 390, height: 844 } },
    async ({ page, problems }) => {
      await page.waitForSelector('section[data-panel="heads"][data-status="ready"]');
      await page.locator('section[data-panel="heads"] .lab-away').scrollIntoViewIfNeeded();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.ok(overflow <= 0, `${overflow} px wider than the screen`);
      await page.screenshot({ path: join(screenshotDir, 'heads-embed-lab-away-390.png') });
      assert.deepEqual(problems, []);
    },
  );
});

/** Each #panel= link of `section` once focused: [{ lesson, href, target }]. */
async function focusedLessonLinks(page, section) {
  const found = [];
  for (const link of await page.$$(`${section} a[href^="#panel="]`)) {
    const lesson = (await link.getAttribute('href')).slice('#panel='.length).split('&')[0];
    await link.focus();
    found.push({ lesson, ...(await link.evaluate((a) => ({ href: a.href, target: a.target }))) });
  }
  return found;
}

test('a link to a lesson this page does not show opens the full page at that lesson', async () => {
  // The overview alone: its first looks link ten lessons, none of them here.
  await withPage(env, 'index.html?embed=overview#seed=7', async ({ page, problems }) => {
    const section = 'section[data-panel="overview"]';
    await page.waitForSelector(`${section}[data-status="ready"]`, { timeout: 60000 });
    const links = await focusedLessonLinks(page, section);
    assert.ok(links.length >= 10, `${links.length} lesson links`);
    for (const { lesson, href, target } of links) {
      const url = new URL(href);
      assert.equal(url.search, '', href);
      const linked = new URLSearchParams(url.hash.slice(1));
      assert.equal(linked.get('panel'), lesson, href);
      assert.equal(linked.get('seed'), '7', href);
      assert.equal(target, '_blank', href);
    }
    // A link that names settings of its own keeps them, over the page's.
    const own = await page.evaluate((s) => {
      const link = Object.assign(document.createElement('a'), {
        href: '#panel=norms&norm_eps=0.1&seed=9',
        textContent: 'norms',
      });
      document.querySelector(s).append(link);
      link.focus();
      return link.href;
    }, section);
    const ownLinked = new URLSearchParams(new URL(own).hash.slice(1));
    assert.equal(ownLinked.get('panel'), 'norms', own);
    assert.equal(ownLinked.get('norm_eps'), '0.1', own);
    assert.equal(ownLinked.get('seed'), '9', own);
    const [opened] = await Promise.all([
      page.context().waitForEvent('page'),
      page.click(`${section} a[data-away="tokenizer"] >> nth=0`),
    ]);
    await opened.waitForFunction(() => document.documentElement.dataset.status === 'ready');
    assert.ok((await opened.locator('section[data-panel]').count()) > 10);
    assert.match(await opened.evaluate(() => location.hash), /panel=tokenizer/);
    assert.deepEqual(problems, []);
  });
  // A course of two lessons: a link between them stays on the page, one beyond them goes away.
  await withPage(
    env,
    'index.html?lessons=positions,pe-sinusoidal#panel=positions',
    async ({ page, problems }) => {
      const section = 'section[data-panel="positions"]';
      await page.waitForSelector(`${section}[data-status="ready"]`, { timeout: 60000 });
      const inCourse = page.locator(`${section} a[href="#panel=pe-sinusoidal"]`).first();
      await inCourse.focus();
      assert.equal(await inCourse.getAttribute('href'), '#panel=pe-sinusoidal');
      assert.equal(await inCourse.getAttribute('target'), null);
      assert.deepEqual(problems, []);
    },
  );
  // The full page keeps every such link on the page.
  await withPage(env, '#panel=overview', async ({ page, problems }) => {
    const link = page.locator('section[data-panel="overview"] a[href="#panel=tokenizer"]').first();
    await link.focus();
    assert.equal(await link.getAttribute('href'), '#panel=tokenizer');
    assert.equal(await link.getAttribute('target'), null);
    assert.deepEqual(problems, []);
  });
});

test('on the full page the lessons still send the learner to the training lab', async () => {
  await withPage(env, '#panel=heads', async ({ page, problems }) => {
    assert.ok((await page.textContent('section[data-panel="heads"]')).includes(trainHint.heads));
    assert.equal(await labAwayNote(page, 'heads'), null);
    assert.deepEqual(problems, []);
  });
  await withPage(env, '#panel=sampling&sp_weights=trained', async ({ page, problems }) => {
    await page.waitForFunction(
      (hint) => document.querySelector('section[data-panel="sampling"]').textContent.includes(hint),
      trainHint.sampling,
      { timeout: 60000 },
    );
    assert.equal(await labAwayNote(page, 'sampling'), null);
    assert.deepEqual(problems, []);
  });
});
