// Weights files made by the CLI, loaded into the training lab by hand: a file that contradicts a
// setting the course page locked is refused and changes nothing; any other file is described by
// the controls and the link exactly, or the lab says what of it they cannot describe.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { nativeBuildDir } from '../../scripts/paths.mjs';
import { controlNamed, startBrowser, withPage } from './harness.mjs';

let env;
let dir;
// Two TinyGPTs trained for 2 steps: ALiBi (d 64, 1 layer, 1 head, 128 positions, the CLI's
// defaults), and one 8 wide, which the lab's d_model control (16 to 256) cannot show.
const files = {};
before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'embedding-lab-load-'));
  const cli = join(nativeBuildDir, 'embedding-lab');
  const make = (name, ...args) => {
    files[name] = join(dir, `${name}.elab`);
    execFileSync(cli, ['train', '--model', 'gpt', '--steps', '2', ...args, '--save', files[name]]);
  };
  make('alibi', '--pe', 'alibi');
  make('narrow', '--d-model', '8', '--heads', '2');
  execFileSync(cli, [
    'train',
    '--model',
    'tokpos',
    '--d-model',
    '32',
    '--steps',
    '2',
    '--save',
    join(dir, 'tokpos32.elab'),
  ]);
  files.tokpos32 = join(dir, 'tokpos32.elab');
  env = await startBrowser();
});
after(async () => {
  await env?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const panel = 'section[data-panel="train"]';
const linkOf = async (page) =>
  Object.fromEntries(new URLSearchParams(await page.evaluate(() => location.hash.slice(1))));
const loaded = (page) =>
  page.waitForFunction((s) => document.querySelector(s).dataset.status === 'done', panel);

test('a file that contradicts a locked setting is refused with the reason, and nothing changes', async () => {
  await withPage(env, '?embed=train&lock=model,gpt_pe#model=tokpos', async ({ page, problems }) => {
    const before = await linkOf(page);
    await page.setInputFiles('#train-load', files.alibi);
    await page.waitForFunction(
      (s) => /was not loaded/.test(document.querySelector(`${s} .lab-tools`).textContent),
      panel,
    );
    assert.match(
      await page.textContent(`${panel} .lab-tools`),
      /“alibi\.elab” was not loaded: this lesson fixes model at tokpos and positional encoding at learned, and the file’s model has gpt and alibi\. Nothing was changed\./,
    );
    assert.equal(await page.getAttribute(panel, 'data-status'), 'idle');
    assert.deepEqual(await linkOf(page), before);
    const model = controlNamed(page, panel, 'model').locator('select');
    assert.equal(await model.inputValue(), 'tokpos');
    assert.deepEqual(problems, []);
  });
});

test('a loaded file is described by the controls and the link exactly', async () => {
  await withPage(env, '#panel=train&model=tokpos', async ({ page, problems }) => {
    await page.setInputFiles('#train-load', files.alibi);
    await loaded(page);
    assert.equal(await page.getAttribute(panel, 'data-linkable'), 'yes');
    const link = await linkOf(page);
    // 128 positions: the lab's TinyGPT has tr_seq of them, so the link says tr_seq=128.
    for (const [key, value] of Object.entries({
      model: 'gpt',
      gpt_pe: 'alibi',
      gpt_layers: '1',
      gpt_heads: '1',
      tr_seq: '128',
    }))
      assert.equal(link[key], value, key);
    assert.equal(link.gpt_d, undefined); // 64, the default
    assert.match(await page.textContent(panel), /Loaded TinyGPT \(1 layer, 1 head, d 64, alibi/);
    assert.doesNotMatch(await page.textContent(panel), /cannot describe/);
    assert.deepEqual(problems, []);
    // The copied link opens a lab set to that model: loading the file there changes no setting.
    const copied = await page.evaluate(() => location.hash);
    await withPage(env, copied, async ({ page: other, problems: otherProblems }) => {
      await other.setInputFiles('#train-load', files.alibi);
      await loaded(other);
      assert.equal(await other.getAttribute(panel, 'data-linkable'), 'yes');
      assert.equal(await other.evaluate(() => location.hash), copied);
      assert.deepEqual(otherProblems, []);
    });
  });
});

test('a file the controls cannot show is loaded, and the lab says why a link cannot rebuild it', async () => {
  await withPage(env, '#panel=train&model=gpt&gpt_d=32', async ({ page, problems }) => {
    await page.setInputFiles('#train-load', files.narrow);
    await loaded(page);
    assert.equal(await page.getAttribute(panel, 'data-linkable'), 'no');
    const note = await page.textContent(panel);
    assert.match(
      note,
      /The controls and a copied link cannot describe this model: its d_model 8 \(the lab’s d_model goes from 16 to 256 here\)\./,
    );
    const link = await linkOf(page);
    assert.equal(link.gpt_heads, '2');
    assert.equal(link.gpt_d, '32'); // what the controls show, which the note says is not the file's
    assert.deepEqual(problems, []);
  });
  // The token + position predictor of the lab is 64 wide: a 32-wide one is said, not hidden.
  await withPage(env, '#panel=train', async ({ page, problems }) => {
    await page.setInputFiles('#train-load', files.tokpos32);
    await loaded(page);
    assert.equal(await page.getAttribute(panel, 'data-linkable'), 'no');
    assert.match(
      await page.textContent(panel),
      /cannot describe this model: its d_model 32 \(the lab’s token \+ position predictor has 64\)\./,
    );
    assert.deepEqual(problems, []);
  });
});
