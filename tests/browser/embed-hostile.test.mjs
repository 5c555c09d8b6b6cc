// An embedded panel under a careless or hostile host page: re-mounted hundreds of times, flooded
// with apply-settings, asked to echo back what the learner typed, and given bad settings.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { distDir } from '../../scripts/paths.mjs';

import {
  applySettings,
  controlNamed,
  openPage,
  recordLabMessages,
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

/** A host page with one frame showing ?embed=panel#hash (the host is a plain file of the site). */
async function openFrame(panel, hash = '') {
  const { page, problems, close } = await openPage(env, '', {
    viewport: { width: 1000, height: 900 },
    path: 'embedding-lab-panel.js',
    setup: async (page) => {
      await recordLabMessages(page);
      await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 })); // the host's
    },
  });
  await page.evaluate(
    ([panel, hash]) => {
      const frame = document.createElement('iframe');
      frame.id = 'lab';
      frame.style.cssText = 'width: 1000px; height: 800px';
      frame.src = `index.html?embed=${panel}${hash}`;
      document.body.replaceChildren(frame);
    },
    [panel, hash],
  );
  const frame = await (await page.waitForSelector('iframe#lab')).contentFrame();
  await frame.waitForFunction(() => document.documentElement.dataset.status === 'ready');
  await page.waitForFunction(() => window.labMessages.some((m) => m.type === 'ready'));
  return { page, frame, problems, close };
}

/** Sends settings and waits for the answer to them. */
async function apply(page, settings) {
  const before = await page.evaluate(
    () => window.labMessages.filter((m) => m.type === 'settings-applied').length,
  );
  await applySettings(page, settings);
  await page.waitForFunction(
    (n) => window.labMessages.filter((m) => m.type === 'settings-applied').length > n,
    before,
  );
  return page.evaluate(() =>
    window.labMessages.filter((m) => m.type === 'settings-applied').at(-1),
  );
}

/** DOM nodes and event listeners alive in the page's renderer, after a full garbage collection. */
async function counters(page) {
  const cdp = await page.context().newCDPSession(page);
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  await cdp.detach();
  return { nodes, listeners: jsEventListeners };
}

for (const [panel, key, a, b] of [
  ['pe-sinusoidal', 'pe_d', 64, 128],
  ['train', 'tr_batch', 8, 16],
]) {
  test(`100 re-mounts of ${panel} leave no nodes or listeners behind`, async () => {
    const { page, frame, problems, close } = await openFrame(panel);
    // The lab's preview of its untrained model arrives from its worker after the mount: each
    // count is taken once it is drawn, so both count the same figures.
    const settled = () => frame.waitForFunction(() => !document.querySelector('[data-preview]'));
    // Re-mounts first, so that what is filled once and then kept (fonts, caches: about 1,000
    // nodes over the first 30 re-mounts of pe-sinusoidal, none over the next 30) is in the
    // baseline.
    for (let i = 0; i < 30; i++) await apply(page, { [key]: i % 2 ? a : b });
    await settled();
    const start = await counters(page);
    for (let i = 0; i < 100; i++) {
      const reply = await apply(page, { [key]: i % 2 ? a : b });
      assert.deepEqual(reply.problems, []);
    }
    await settled();
    const end = await counters(page);
    // Before clean-up on re-mount, pe-sinusoidal kept about 1,800 nodes and 50 listeners per
    // re-mount: 100 of them would add 180,000. A leak of even 5 nodes each would show here.
    assert.ok(end.nodes <= start.nodes + 500, `nodes ${start.nodes} -> ${end.nodes}`);
    assert.ok(
      end.listeners <= start.listeners + 20,
      `listeners ${start.listeners} -> ${end.listeners}`,
    );
    assert.deepEqual(problems, []);
    await close();
  });
}

test('a flood of apply-settings is applied once per frame, the last value winning', async () => {
  const { page, frame, problems, close } = await openFrame('pe-sinusoidal');
  await frame.evaluate(() => {
    window.firstHeading = document.querySelector('section[data-panel] h2');
  });
  // 2,000 empty commands change nothing: no re-mount at all.
  await page.evaluate(() => {
    const lab = document.getElementById('lab').contentWindow;
    for (let i = 0; i < 2000; i++) lab.postMessage({ type: 'apply-settings', settings: {} }, '*');
  });
  await page.waitForFunction(() => window.labMessages.some((m) => m.type === 'settings-applied'));
  assert.equal(
    await frame.evaluate(() => window.firstHeading.isConnected),
    true,
    'empty settings re-mounted the panel',
  );
  // 1,000 commands with changing values: a handful of redraws, ending on the last value. Only the
  // last command sets 500, so the answer that carries it is the last answer (the lab answers once
  // per frame, merging what came in between).
  await page.evaluate(() => {
    window.labMessages.length = 0;
    const lab = document.getElementById('lab').contentWindow;
    for (let i = 0; i < 1000; i++)
      lab.postMessage(
        { type: 'apply-settings', settings: { pe_len: i === 999 ? 500 : 1 + (i % 499) } },
        '*',
      );
  });
  await page.waitForFunction(() =>
    window.labMessages.some((m) => m.type === 'settings-applied' && m.settings.pe_len === 500),
  );
  assert.match(await frame.evaluate(() => location.hash), /pe_len=500/);
  const answers = await page.evaluate(() =>
    window.labMessages.filter((m) => m.type === 'settings-applied'),
  );
  assert.ok(answers.length >= 1 && answers.length <= 20, `${answers.length} answers`);
  assert.deepEqual(answers.at(-1).settings, { pe_len: 500 });
  assert.deepEqual(problems, []);
  await close();
});

test('settings-applied echoes only the settings the parent named', async () => {
  const { page, frame, problems, close } = await openFrame('train', '#tr_text=own');
  // The learner types their own text; a parent that sends {} must not get it back.
  const secret = 'my diary: nobody else should read this';
  await frame.fill('section[data-panel="train"] textarea', secret);
  await frame.waitForFunction(() => /tr_own=my/.test(location.hash));
  const empty = await apply(page, {});
  assert.deepEqual(empty.settings, {});
  const one = await apply(page, { tr_batch: 8 });
  assert.deepEqual(one.settings, { tr_batch: 8 });
  const all = await page.evaluate(() => JSON.stringify(window.labMessages));
  assert.doesNotMatch(all, /nobody else should read/);
  assert.deepEqual(problems, []);
  await close();
});

test('a refused setting is never echoed, nor quoted in a problem', async () => {
  // The learner's own words in the text, the lab's prompt, and a kept model's text: a parent on
  // another site that sends a bad value for them must not read them back.
  const secret = 'my diary: nobody else should read this';
  const { page, frame, problems, close } = await openFrame('train');
  await frame.fill('[data-setting="tr_prompt"] input', secret);
  await frame.waitForFunction(() => /tr_prompt=my/.test(location.hash));
  const refused = await apply(page, { tr_prompt: {}, tr_batch: 8 });
  assert.deepEqual(refused.settings, { tr_batch: 8 });
  assert.deepEqual(refused.problems, ['prompt must be a number, a string or true/false.']);
  const tooLong = await apply(page, { tr_prompt: 'y'.repeat(65) });
  assert.deepEqual(tooLong.settings, {});
  assert.equal(
    tooLong.problems[0],
    `prompt “${'y'.repeat(40)}…” is 65 characters long; at most 64 fit here; keeping the current value.`,
  );
  assert.equal(await frame.inputValue('[data-setting="tr_prompt"] input'), secret); // kept, not lost
  assert.doesNotMatch(await page.evaluate(() => JSON.stringify(window.labMessages)), /diary/);
  assert.deepEqual(problems, []);
  await close();
  for (const [panel, key, label] of [
    ['tokenizer', 'text', 'Your text'],
    ['sampling', 'sp_prompt', 'prompt'],
  ]) {
    const { page, frame, problems, close } = await openFrame(panel);
    const box = controlNamed(frame, `section[data-panel="${panel}"]`, label);
    await box.locator('textarea, input').first().fill(secret);
    await frame.waitForFunction((key) => location.hash.includes(`${key}=my`), key);
    const first = await apply(page, { [key]: {} });
    const second = await apply(page, { [key]: 'z'.repeat(401) });
    assert.deepEqual([first.settings, second.settings], [{}, {}], panel);
    assert.equal(second.problems.length, 1);
    assert.doesNotMatch(await page.evaluate(() => JSON.stringify(window.labMessages)), /diary/);
    assert.deepEqual(problems, []);
    await close();
  }
});

test('hide= and lock= name inherited names in the notice, as any unknown name', async () => {
  const names = '__proto__,constructor,toString,hasOwnProperty,valueOf';
  const { frame, problems, close } = await openFrame(
    'pe-sinusoidal',
    `&hide=${names}&lock=${names}`,
  );
  const notice = await frame.textContent('#notice');
  for (const what of ['hide', 'lock'])
    for (const name of names.split(','))
      assert.ok(
        notice.includes(`${what}: there is no setting called “${name}”`),
        `${what} ${name}`,
      );
  assert.equal(await frame.locator('[data-locked], [data-teacher-hidden]').count(), 0);
  assert.deepEqual(problems, []);
  await close();
});

test('bad dimensions for the curves fall back to the default with a notice', async () => {
  for (const bad of ['x', '', '-1', '0,1,2,3,4,5,6,7,8']) {
    const { frame, problems, close } = await openFrame(
      'pe-sinusoidal',
      `#pe_dims=${encodeURIComponent(bad)}`,
    );
    const section = 'section[data-panel="pe-sinusoidal"]';
    assert.equal(await frame.getAttribute(section, 'data-status'), 'ready', `pe_dims=${bad}`);
    assert.match(await frame.textContent('#notice'), /dimensions .*; using 0, 1, 10, 11, 40/);
    const dims = frame.locator(`${section} .control`, { hasText: 'dimensions to plot' });
    assert.equal(await dims.locator('input').inputValue(), '0, 1, 10, 11, 40');
    assert.deepEqual(problems, []);
    await close();
  }
  const { page, close } = await openFrame('pe-sinusoidal');
  const reply = await apply(page, { pe_dims: 'x' });
  assert.equal(reply.problems.length, 1);
  assert.match(reply.problems[0], /dimensions/);
  await close();
});

test('names inherited by every object are not settings', async () => {
  const { page, frame, problems, close } = await openFrame('pe-sinusoidal');
  const reply = await apply(page, { constructor: 1, toString: 'x', hasOwnProperty: 2 });
  assert.equal(reply.problems.length, 3, reply.problems.join(' | '));
  for (const p of reply.problems) assert.match(p, /There is no setting called/);
  assert.equal(
    await frame.getAttribute('section[data-panel="pe-sinusoidal"]', 'data-status'),
    'ready',
  );
  assert.deepEqual(problems, []);
  await close();
});

test('typed text never reaches a host on another site, even when the frame reloads from its history', async () => {
  // The host page is on another origin than the lab (localhost against 127.0.0.1): it reads
  // nothing of the frame but its messages. It sends the frame away and back, so that the frame
  // loads again from the history entry the lab rewrote as the learner typed.
  const host = env.url.replace('127.0.0.1', 'localhost');
  assert.notEqual(new URL(host).origin, new URL(env.url).origin);
  const secret = 'my diary: nobody else should read this';
  for (const [panel, hash, box] of [
    [
      'tokenizer',
      '',
      (frame) => controlNamed(frame, 'section', 'Your text').locator('textarea, input'),
    ],
    ['train', '#tr_text=own', (frame) => frame.locator('section[data-panel="train"] textarea')],
  ]) {
    const { page, problems, close } = await openPage(env, '', {
      path: null,
      setup: async (page) => {
        await recordLabMessages(page);
        await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
      },
    });
    try {
      await page.goto(`${host}embedding-lab-panel.js`); // any page of the other origin
      await page.evaluate((src) => {
        const frame = document.createElement('iframe');
        frame.id = 'lab';
        frame.style.cssText = 'width: 1000px; height: 800px';
        frame.src = src;
        document.body.replaceChildren(frame);
      }, `${env.url}index.html?embed=${panel}${hash}`);
      const frame = await (await page.waitForSelector('iframe#lab')).contentFrame();
      await frame.waitForFunction(() => document.documentElement.dataset.status === 'ready');
      await page.waitForFunction(() => window.labMessages.some((m) => m.type === 'ready'));
      await box(frame).first().fill(secret);
      await frame.waitForFunction(() => /=my(%20|\+)diary/.test(location.hash));
      await page.evaluate(() => {
        document.getElementById('lab').src = 'about:blank';
      });
      await page.waitForFunction(
        () => window.labMessages.filter((m) => m.type === 'ready').length === 1,
      );
      await page.waitForFunction(() => {
        const blank = document.getElementById('lab').contentDocument;
        return blank?.URL === 'about:blank' && blank.readyState === 'complete';
      });
      await page.evaluate(() => history.back());
      await page.waitForFunction(
        () => window.labMessages.filter((m) => m.type === 'ready').length === 2,
        null,
        { timeout: 30_000 },
      );
      // The frame came back with the learner's text (it is theirs, in their frame's address)...
      const back = page.frames().find((f) => f.url().startsWith(env.url));
      await back.waitForFunction(() => document.documentElement.dataset.status === 'ready');
      assert.match(await back.evaluate(() => location.hash), /my(%20|\+)diary/);
      // ...and the host heard nothing of it, in `ready` or any other message.
      const heard = await page.evaluate(() => JSON.stringify(window.labMessages));
      assert.doesNotMatch(heard, /diary/, panel);
      // A text setting the host sends itself it may hear back: it knew it already.
      await applySettings(page, { text: 'from the course' });
      await page.waitForFunction(() =>
        window.labMessages.some((m) => m.type === 'settings-applied'),
      );
      const answer = await page.evaluate(() =>
        window.labMessages.find((m) => m.type === 'settings-applied'),
      );
      assert.deepEqual(answer.settings, { text: 'from the course' });
      // The host's own page is another origin's; the frame sent away mid-load drops what it was
      // still fetching (the training lab's workers).
      assert.deepEqual(
        problems.filter((p) => !p.includes(host) && !p.startsWith('request failed:')),
        [],
      );
    } finally {
      await close();
    }
  }
});

test('100,000 bad settings in a link: the first few and a count', async () => {
  const link = `#${'seed=x&'.repeat(100_000)}`; // 700 KB
  const { frame, problems, close } = await openFrame(
    'tokenizer',
    link.replace('#', '#tk_mode=words&'),
  );
  try {
    const notice = frame.locator('#notice p');
    assert.equal(await notice.count(), 6);
    assert.equal(await notice.last().textContent(), '…and 99,995 more.');
    assert.match(await notice.first().textContent(), /random seed “x” is not a number/);
    // The same link followed in the page (a hashchange): the same notice, counted again. How
    // long the page takes over it is a bench figure (page.bad-link-longest-task-chromium).
    await frame.evaluate(
      (link) => {
        location.hash = link;
      },
      link.replace('#', '#seed=y&tk_mode=words&'), // the same view: nothing to build
    );
    await frame.waitForFunction(() => location.hash.length < 1000); // written back
    assert.equal(await notice.count(), 6);
    assert.equal(await notice.last().textContent(), '…and 99,996 more.');
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});

test('30,000 unknown lesson, hide and lock names: the first few and a count, read at once', async () => {
  const names = Array.from({ length: 30_000 }, (_, i) => `no${i}`).join(',');
  await withPage(
    env,
    '',
    {
      path: `index.html?lessons=tokenizer,${names}&lock=${names}&hide=${names}`,
      setup: async (page) => {
        // A query of 600 KB is more than the test server reads in a request's head.
        await page.route(
          (url) => url.pathname === '/index.html',
          (route) => route.fulfill({ path: join(distDir, 'index.html') }),
        );
      },
    },
    async ({ page, problems }) => {
      await page.waitForFunction(() => document.documentElement.dataset.status === 'ready');
      const notice = await page.locator('#notice p').allTextContents();
      assert.equal(notice.length, 18, notice.join('\n'));
      assert.equal(notice.filter((p) => p === '…and 29,995 more.').length, 3, notice.join('\n'));
      assert.equal(await page.locator('section[data-panel]').count(), 1);
      assert.deepEqual(problems, []);
    },
  );
});

test('100,000 unknown settings in one apply-settings: a few problems and a count, read at once', async () => {
  const { page, frame, problems, close } = await openFrame('tokenizer');
  try {
    const settings = Object.fromEntries(
      Array.from({ length: 100_000 }, (_, i) => [`no_such_${i}`, i]),
    );
    // A setting the page knows comes after them and is taken (false is its value already, so
    // nothing is drawn again: the task measured is the message's, not a lesson's redraw).
    // How long the page takes over it is a bench figure (page.bad-message-longest-task-chromium).
    const reply = await apply(page, { ...settings, tk_cut: false });
    assert.deepEqual(reply.settings, { tk_cut: false });
    assert.equal(reply.problems.length, 6, reply.problems.slice(0, 8).join('\n'));
    assert.equal(reply.problems[0], 'There is no setting called “no_such_0”.');
    assert.equal(reply.problems[5], '…and 99,995 more.');
    assert.equal(await frame.locator('#notice p').count(), 6);
    assert.deepEqual(problems, []);
  } finally {
    await close();
  }
});
