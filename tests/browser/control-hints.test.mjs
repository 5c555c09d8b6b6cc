// Every number control whose hint states a range states the one its box accepts: hints take
// their ranges from the settings spec (rangeText in ui/controls.js), so they cannot drift.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';

import { panelsSettled, startBrowser, withPage } from './harness.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

test('a number control’s hint names the range its box accepts', async () => {
  await withPage(env, async ({ page, problems }) => {
    await panelsSettled(page);
    const controls = await page.$$eval('section[data-panel] .control', (all) =>
      all
        .map((control) => ({
          panel: control.closest('section[data-panel]').dataset.panel,
          setting: control.dataset.setting ?? control.querySelector('.control-label')?.textContent,
          hint: control.querySelector('.control-hint')?.textContent ?? '',
          min: control.querySelector('input[type=number]')?.min,
          max: control.querySelector('input[type=number]')?.max,
        }))
        .filter((c) => c.min !== undefined),
    );
    // "1 to 200", "even, 2 to 256", "0 (greedy) to 5": the first range a hint states.
    const stated = controls
      .map((c) => ({ ...c, range: c.hint.match(/(\d+) (?:\([^)]*\) )?to (\d+)/) }))
      .filter((c) => c.range);
    assert.ok(stated.length >= 20, `only ${stated.length} hints state a range`);
    for (const c of stated)
      assert.deepEqual(
        [c.range[1], c.range[2]],
        [c.min, c.max],
        `${c.panel} ${c.setting}: the hint says “${c.hint}”`,
      );
    assert.deepEqual(problems, []);
  });
});
