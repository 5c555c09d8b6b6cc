// A teacher's lock= and hide= find a setting's controls by its key (data-setting), never by the
// words a control shows: in every language, and for the shared text box whatever a lesson calls
// it. The first test holds every lesson to that: each declared setting with a control on screen
// carries its key.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { lessons } from '../../web/src/panels/index.js';
import { controlNamed, startBrowser, withPage } from './harness.mjs';

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
    assert.equal(declared.length, 95, 'the lessons declare 95 settings');
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
  for (const lang of ['en', 'es', 'zh'])
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
