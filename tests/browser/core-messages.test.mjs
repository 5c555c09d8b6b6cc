// The core's messages on a page in another language: a text too long for the learned position
// table and a d_model the sinusoidal table refuses, said in Spanish with Spanish numbers, none of
// the core's English left (web/src/base/core-message.js).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { controlNamed, startBrowser, withPage } from './harness.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

const section = 'section[data-panel="pe-learned"]';

test("lang=es: the core's refusals in Spanish, not its English", async () => {
  await withPage(env, '#lang=es&panel=pe-learned', async ({ page, problems }) => {
    // The default sequence (40) is longer than max_len (32): the core refuses the look-up.
    const refusal = page.locator(`${section} .learned-error span`);
    assert.match(
      await refusal.textContent(),
      /^la secuencia tiene 40 tokens, pero la tabla de posiciones solo tiene 32 filas \(max_len 32\)/,
    );
    assert.equal(await refusal.getAttribute('lang'), null, 'marked English');
    assert.equal(await refusal.getAttribute('data-core'), 'position_table_too_short');
    assert.doesNotMatch(await page.textContent(section), /the sequence has|position table/);

    // An odd d_model typed in: the core's sinusoidal table refuses it, under the control.
    const control = controlNamed(page, section, 'd_model');
    await control.locator('input[type=number]').fill('9');
    const error = control.locator('.control-error');
    await error.waitFor({ state: 'visible' });
    assert.equal(
      await error.textContent(),
      'd_model debe ser par: seno y coseno van en pares (se recibió 9)',
    );
    assert.equal(await error.locator('[lang="en"]').count(), 0);
    assert.deepEqual(problems, []);
  });
});

test("lang=ar: the core's refusal in Arabic, its numbers in order", async () => {
  await withPage(env, '#lang=ar&panel=pe-learned', async ({ page, problems }) => {
    const refusal = page.locator(`${section} .learned-error span`);
    await refusal.waitFor();
    const text = await refusal.textContent();
    assert.equal(await refusal.getAttribute('data-core'), 'position_table_too_short');
    assert.match(text, /[\u0600-\u06ff]/, 'Arabic');
    assert.doesNotMatch(text, /the sequence has/);
    // Its numbers are set apart left to right (i18n/words.js directed), 40 and 32 among them.
    const runs = [...text.matchAll(/\u2066([^\u2069]*)\u2069/g)].map((m) => m[1]);
    assert.ok(runs.includes('40'), runs.join(' | '));
    assert.ok(
      runs.some((run) => run.includes('32')),
      runs.join(' | '),
    );
    assert.deepEqual(problems, []);
  });
});
