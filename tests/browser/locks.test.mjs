// A teacher's lock= and hide= find a setting's controls by its key (data-setting), never by the
// words a control shows: in every language, and for the shared text box whatever a lesson calls
// it. The first test holds every lesson to that: each declared setting with a control on screen
// carries its key.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { learnerLanguages } from '../../web/src/i18n/words.js';
import { lessons } from '../../web/src/panels/index.js';
import {
  applySettings,
  controlNamed,
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

// A value for every text setting that no other box holds, so a box showing it is that setting's.
const textValues = {
  text: 'Locks hold by key.',
  ov_prompt: 'Once a lamp',
  tk_bytes: '104 105 33',
  bp_second: 'A second text here.',
  te_chars: 'qjk',
  pe_dims: '0, 2, 5',
  norm_x: '1, 2, 3, 4.5',
  cx_a: 'we sat by the river bank today',
  cx_b: 'she kept money in the bank today',
  cx_word: 'bank',
  sp_prompt: 'Far away',
  tr_prompt: 'The moon',
};

test('every declared setting with a control on screen carries data-setting with its key', async () => {
  const hash = `#${new URLSearchParams(textValues)}`;
  await withPage(env, `?mount=all${hash}`, async ({ page, problems }) => {
    const shown = await page.evaluate(() =>
      Object.fromEntries(
        [...document.querySelectorAll('section[data-panel]')].map((section) => [
          section.dataset.panel,
          [...section.querySelectorAll('[data-setting]')].map((c) => c.dataset.setting),
        ]),
      ),
    );
    const declared = lessons.flatMap((lesson) => Object.keys(lesson.settings ?? {}));
    assert.ok(declared.length >= 95, `the lessons declare ${declared.length} settings`);
    const unmarked = lessons.flatMap((lesson) =>
      Object.keys(lesson.settings ?? {}).filter((key) => !shown[lesson.id].includes(key)),
    );
    assert.deepEqual(unmarked, [], 'declared settings whose control carries no data-setting');
    // Every box that shows a text setting's value is that setting's control, marked with its key
    // (the shared text box is "Your text" in the token lessons, "text" elsewhere).
    const boxes = await page.evaluate(
      (values) =>
        [...document.querySelectorAll('section[data-panel] input, section[data-panel] textarea')]
          .map((box) => {
            const key = Object.keys(values).find((k) => values[k] === box.value);
            if (!key) return null;
            const marked = box.closest('[data-setting]')?.dataset.setting ?? null;
            return { key, marked, panel: box.closest('section').dataset.panel };
          })
          .filter(Boolean),
      textValues,
    );
    const wrong = boxes.filter((b) => b.marked !== b.key);
    assert.deepEqual(wrong, [], 'boxes holding a setting without its key');
    const textPanels = boxes.filter((b) => b.key === 'text').map((b) => b.panel);
    for (const id of ['tokenizer', 'bpe', 'token-embedding', 'positions', 'combined'])
      assert.ok(textPanels.includes(id), `${id} shows the shared text box`);
    assert.deepEqual(problems, []);
  });
});

/** What the controls of `key` in `panel` look like: [{ locked, hidden, disabled }] per control. */
function controlsOf(page, panel, key) {
  return page.evaluate(
    ([panel, key]) =>
      [...document.querySelectorAll(`section[data-panel="${panel}"] [data-setting="${key}"]`)].map(
        (control) => ({
          locked: control.dataset.locked === key,
          hidden: !control.checkVisibility(),
          disabled: [...control.querySelectorAll('input, select, textarea')].every(
            (i) => i.disabled,
          ),
          note: control.querySelector('.locked-note')?.textContent ?? null,
        }),
      ),
    [panel, key],
  );
}

test('lock= and hide= find a setting by its key in English, Spanish and Chinese', async () => {
  const cases = [
    // The Spanish control says "caracteres que comparar", the setting "caracteres a comparar".
    ['?embed=token-embedding&lang=es&lock=te_chars', 'token-embedding', 'te_chars', 'locked'],
    ['?embed=token-embedding&lang=zh&hide=te_chars', 'token-embedding', 'te_chars', 'hidden'],
    ['?embed=norms&lang=zh&lock=norm_x', 'norms', 'norm_x', 'locked'],
    ['?embed=norms&lang=es&hide=norm_x', 'norms', 'norm_x', 'hidden'],
    ['?embed=contextual&lock=cx_word,cx_a', 'contextual', 'cx_word', 'locked'],
    ['?embed=sampling&lang=es&lock=sp_prompt', 'sampling', 'sp_prompt', 'locked'],
    ['?embed=overview&lang=zh&lock=ov_prompt,ov_weights', 'overview', 'ov_weights', 'locked'],
    ['?embed=tokenizer&lang=es&lock=tk_bytes', 'tokenizer', 'tk_bytes', 'locked'],
    ['?embed=bpe&lang=zh&hide=bp_second', 'bpe', 'bp_second', 'hidden'],
    ['?embed=block&lang=es&lock=bk_weights', 'block', 'bk_weights', 'locked'],
  ];
  for (const [query, panel, key, how] of cases)
    await withPage(env, query, async ({ page, problems }) => {
      const controls = await controlsOf(page, panel, key);
      assert.equal(controls.length, 1, `${query}: one control of ${key}`);
      if (how === 'locked') {
        assert.equal(controls[0].locked, true, `${query}: locked`);
        assert.equal(controls[0].disabled, true, `${query}: disabled`);
        assert.ok(controls[0].note, `${query}: says why`);
      } else assert.equal(controls[0].hidden, true, `${query}: hidden`);
      assert.deepEqual(problems, [], query);
    });
});

test('lock=text and hide=text take the shared text box of every lesson that shows it', async () => {
  const shown = ['tokenizer', 'token-embedding', 'combined', 'positions', 'bpe'];
  for (const lang of learnerLanguages)
    await withPage(
      env,
      `?lessons=${shown.join(',')}&lang=${lang}&lock=text#text=Fixed`,
      async ({ page, problems }) => {
        // The box the tokenizer calls "Your text" is the text setting's, and it is fixed.
        if (lang === 'en')
          assert.equal(
            await controlNamed(page, 'section[data-panel="tokenizer"]', 'Your text')
              .locator('input')
              .isDisabled(),
            true,
            'the tokenizer’s “Your text” box is disabled',
          );
        for (const panel of shown) {
          const controls = await controlsOf(page, panel, 'text');
          assert.ok(controls.length >= 1, `${lang} ${panel}: a text box`);
          for (const control of controls) {
            assert.equal(control.locked, true, `${lang} ${panel}: locked`);
            assert.equal(control.disabled, true, `${lang} ${panel}: disabled`);
          }
        }
        // Nothing types into it, so the locked text stays everywhere.
        const box = page.locator('section[data-panel="tokenizer"] [data-setting="text"] input');
        await box.fill('Changed', { timeout: 500 }).catch(() => {});
        assert.equal(await box.inputValue(), 'Fixed');
        assert.match(await page.evaluate(() => location.hash), /text=Fixed/);
        assert.deepEqual(problems, []);
      },
    );
  await withPage(env, `?lessons=${shown.join(',')}&hide=text`, async ({ page, problems }) => {
    for (const panel of shown) {
      const controls = await controlsOf(page, panel, 'text');
      assert.ok(controls.length >= 1, `${panel}: a text box`);
      for (const control of controls) assert.equal(control.hidden, true, `${panel}: hidden`);
    }
    assert.deepEqual(problems, []);
  });
});

test('a locked setting holds against the host’s apply-settings and the lessons’ shortcuts', async () => {
  const course = (src) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Course</title><link rel="icon" href="data:,"></head><body><iframe id="lab" src="${src}" style="width:100%;height:800px"></iframe></body></html>`;
  const setup = async (page) => {
    await recordLabMessages(page);
    await page.route(`${env.url}course.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: course('index.html?embed=tokenizer&lang=es&lock=text,tk_mode#text=Fixed'),
      }),
    );
  };
  await withPage(env, '', { path: 'course.html', setup }, async ({ page, problems }) => {
    const frame = await (await page.waitForSelector('#lab')).contentFrame();
    await frame.waitForFunction(() => document.documentElement.dataset.status === 'ready');
    await applySettings(page, { text: 'Changed', tk_mode: 'words', tk_cut: true });
    await page.waitForFunction(() => window.labMessages.some((m) => m.type === 'settings-applied'));
    const answer = await page.evaluate(() =>
      window.labMessages.find((m) => m.type === 'settings-applied'),
    );
    assert.deepEqual(answer.settings, { tk_cut: true }, 'only the unlocked setting is applied');
    assert.equal(answer.problems.length, 2, answer.problems.join(' | '));
    for (const problem of answer.problems) assert.doesNotMatch(problem, /Fixed|bytes/);
    const box = frame.locator('section[data-panel="tokenizer"] [data-setting="text"] input');
    assert.equal(await box.inputValue(), 'Fixed');
    assert.match(await frame.evaluate(() => location.hash), /text=Fixed/);
    assert.doesNotMatch(await frame.evaluate(() => location.hash), /tk_mode/);
    // The lines to try would put their text in the box: they are fixed with it.
    const tries = frame.locator('section[data-panel="tokenizer"] button.try-line');
    assert.ok((await tries.count()) >= 1);
    for (let i = 0; i < (await tries.count()); i++)
      assert.equal(await tries.nth(i).isDisabled(), true, 'a line to try is disabled');
    assert.deepEqual(problems, []);
  });
});

test('a lock holds against the buttons that set a setting: RoPE’s Play, the positions’ tokens', async () => {
  await withPage(
    env,
    '?lessons=rope,positions&lock=rope_pos,posn_i#rope_pos=5&posn_i=1',
    async ({ page, problems }) => {
      assert.equal(await page.locator('section[data-panel="rope"] .rope-play').isDisabled(), true);
      // A click picks token i, a shift-click token j: only j is free here.
      const tokens = page.locator('section[data-panel="positions"] .pos-token');
      await tokens.nth(4).click();
      assert.match(await page.evaluate(() => location.hash), /posn_i=1(&|$)/);
      await tokens.nth(4).click({ modifiers: ['Shift'] });
      await page.waitForFunction(() => /posn_j=4/.test(location.hash));
      assert.match(await page.evaluate(() => location.hash), /posn_i=1(&|$)/);
      assert.match(await page.evaluate(() => location.hash), /rope_pos=5(&|$)/);
      assert.deepEqual(problems, []);
    },
  );
});
