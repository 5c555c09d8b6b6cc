// The training lab keeps: the last trained model survives a reload (IndexedDB) and is offered
// back, a full store says so and loses nothing, and "Export for PyTorch" downloads the zip the
// core writes (model.py, weights.safetensors, README.md).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { controlNamed, openPage, recordProblems, screenshotDir, startBrowser } from './harness.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

const panel = 'section[data-panel="train"]';
const waitFor = (page, key, values, timeout = 120000) =>
  page.waitForFunction(
    ([selector, k, wanted]) => wanted.includes(document.querySelector(selector)?.dataset[k]),
    [panel, key, values],
    { timeout },
  );
// A new document each time (a goto that changes only the hash would not reload the page), once
// the last one has loaded what it fetches: leaving cuts off a worker's core still loading (the
// sampling lesson's, mounted near the lab), which the page reports as a failed request.
const visit = async (page, hash) => {
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank');
  await page.goto(`${env.url}${hash}`);
};
const desktop = { width: 1280, height: 900 };
const run = '#panel=train&model=gpt&gpt_d=16&gpt_layers=1&gpt_heads=2&steps=40&tr_seq=16';

test('a trained model is kept across a reload and restored with its curve and settings', async () => {
  const { page, problems, close } = await openPage(env, `${run}&gpt_pe=rope&autorun=1`, {
    viewport: desktop,
    lazy: true,
  });
  await waitFor(page, 'status', ['done', 'error']);
  assert.equal(await page.getAttribute(panel, 'data-status'), 'done');
  const evalLoss = Number(await page.getAttribute(panel, 'data-eval-loss'));
  await waitFor(page, 'kept', ['yes', 'no']);
  assert.equal(await page.getAttribute(panel, 'data-kept'), 'yes');
  assert.match(await page.textContent(`${panel} .lab-keep`), /kept in this browser/);

  // A fresh visit with default settings: the kept model is offered, not forced.
  await visit(page, '#panel=train');
  await page.waitForFunction(() => document.documentElement.dataset.status === 'ready');
  await waitFor(page, 'keptOffer', ['yes']);
  const offer = page.locator(`${panel} .lab-restore`);
  assert.match(await offer.textContent(), /TinyGPT \(1 layer, 2 heads, d 16, rope positions/);
  assert.equal(await page.getAttribute(panel, 'data-status'), 'idle');
  await page.screenshot({ path: join(screenshotDir, 'train-keep-offer.png') });
  await offer.getByRole('button', { name: 'Restore it' }).click();
  await waitFor(page, 'restored', ['yes']);
  assert.equal(await page.getAttribute(panel, 'data-status'), 'done');
  // Same weights on the same text: the same mean loss, and the settings back in the link.
  assert.ok(Math.abs(Number(await page.getAttribute(panel, 'data-eval-loss')) - evalLoss) < 1e-5);
  const hash = new URLSearchParams(new URL(page.url()).hash.slice(1));
  assert.equal(hash.get('gpt_pe'), 'rope');
  assert.equal(hash.get('steps'), '40');
  assert.match(await page.textContent(`${panel} .lab-stats`), /Restored TinyGPT/);
  assert.equal(await offer.isVisible(), false);
  await page.screenshot({ path: join(screenshotDir, 'train-keep-restored.png') });

  // A course page that locks the encoding at another value: the model is mentioned, never
  // restored over the lock.
  await visit(page, '?embed=train&lock=gpt_pe#model=gpt&gpt_pe=learned');
  await waitFor(page, 'keptOffer', ['locked']);
  assert.match(
    await offer.textContent(),
    /trained with positional encoding rope, which this lesson fixes at learned, so it cannot be restored here/,
  );
  assert.equal(await offer.getByRole('button', { name: 'Restore it' }).count(), 0);
  // Locked at the model's own value: restored, and the rebuilt controls stay locked.
  await visit(page, '?embed=train&lock=gpt_pe#model=gpt&gpt_pe=rope');
  await waitFor(page, 'keptOffer', ['yes']);
  await offer.getByRole('button', { name: 'Restore it' }).click();
  await waitFor(page, 'restored', ['yes']);
  const locked = page.locator(`${panel} [data-locked="gpt_pe"]`);
  assert.ok((await locked.count()) > 0, 'the encoding control is still marked locked');
  for (const input of await locked.locator('input, select').all())
    assert.equal(await input.isDisabled(), true);

  // "Forget it" removes the offer for good.
  await visit(page, '#panel=train');
  await waitFor(page, 'keptOffer', ['yes']);
  await offer.getByRole('button', { name: 'Forget it' }).click();
  await waitFor(page, 'keptOffer', ['forgotten']);
  await page.waitForLoadState('networkidle'); // a reload would cut off what is still loading
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.status === 'ready');
  await waitFor(page, 'keptOffer', ['none', 'yes']);
  assert.equal(await page.getAttribute(panel, 'data-kept-offer'), 'none');
  assert.equal(await offer.isVisible(), false);
  assert.deepEqual(problems, []);
  await close();
});

// A store that cannot keep the model: full (every write fails as a full disk does) or refused
// (opening it throws, as in a private window or a sandboxed frame). Either way the lab says so
// in words a learner can act on, and the model stays usable.
const storeProblems = [
  {
    name: 'full',
    init: () => {
      IDBObjectStore.prototype.put = function () {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    },
    says: /could not be kept in this browser: this browser’s storage for the site is full/,
  },
  {
    name: 'refused',
    init: () => {
      IDBFactory.prototype.open = function () {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
    },
    says: /could not be kept in this browser: this browser does not let the page store data here \(a private window/,
  },
];

for (const problem of storeProblems)
  test(`a ${problem.name} store says so and loses nothing else`, async () => {
    const { page, problems, close } = await openPage(env, `${run}&autorun=1`, {
      viewport: { width: 390, height: 844 },
      setup: (p) => p.addInitScript(problem.init),
      lazy: true,
    });
    await waitFor(page, 'status', ['done', 'error']);
    await waitFor(page, 'kept', ['yes', 'no']);
    assert.equal(await page.getAttribute(panel, 'data-kept'), 'no');
    const note = await page.textContent(`${panel} .lab-keep`);
    assert.match(note, problem.says);
    assert.match(note, /Nothing else is lost/);
    // The model is still there: generating text works.
    assert.equal(await page.getAttribute(panel, 'data-status'), 'done');
    await page.getByRole('button', { name: 'Generate 200 characters' }).click();
    await page.waitForFunction(
      (s) => document.querySelector(`${s} .lab-generated`)?.textContent.length > 100,
      panel,
    );
    await page.screenshot({ path: join(screenshotDir, `train-keep-${problem.name}-phone.png`) });
    assert.deepEqual(problems, []);
    await close();
  });

test('Export for PyTorch downloads model.py, safetensors weights and a README', async () => {
  const { page, problems, close } = await openPage(env, `${run}&gpt_pe=sinusoidal&autorun=1`, {
    viewport: desktop,
    context: { acceptDownloads: true },
    lazy: true,
  });
  await waitFor(page, 'status', ['done', 'error']);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export for PyTorch (.zip)' }).click(),
  ]);
  assert.equal(download.suggestedFilename(), 'embedding-lab-model.zip');
  const file = join(screenshotDir, 'embedding-lab-model.zip');
  await download.saveAs(file);
  const zip = readFileSync(file);
  // Stored entries: the names follow each local header.
  const names = [];
  for (let at = 0; zip.readUInt32LE(at) === 0x04034b50;) {
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const name = zip.toString('utf8', at + 30, at + 30 + nameLength);
    const body = zip.subarray(at + 30 + nameLength, at + 30 + nameLength + size);
    names.push(name);
    if (name.endsWith('model.py')) assert.match(body.toString(), /class TinyGPT\(nn\.Module\)/);
    if (name.endsWith('.safetensors')) {
      const header = JSON.parse(body.toString('utf8', 8, 8 + Number(body.readBigUInt64LE(0))));
      assert.equal(header.__metadata__.pe, 'sinusoidal');
      assert.deepEqual(header['tok.weight'].shape, [256, 16]);
    }
    at += 30 + nameLength + size;
  }
  assert.deepEqual(names, [
    'embedding-lab-model/model.py',
    'embedding-lab-model/weights.safetensors',
    'embedding-lab-model/README.md',
  ]);
  assert.match(await page.textContent(`${panel} .lab-tools`), /as embedding-lab-model\.zip/);
  assert.deepEqual(problems, []);
  await close();
});

test('a model on BPE tokens is kept with its merges, restored as one and exported with them', async () => {
  const { page, problems, close } = await openPage(env, `${run}&tr_bpe=40&autorun=1`, {
    viewport: desktop,
    context: { acceptDownloads: true },
    lazy: true,
  });
  await waitFor(page, 'status', ['done', 'error']);
  assert.equal(await page.getAttribute(panel, 'data-status'), 'done');
  const evalLoss = Number(await page.getAttribute(panel, 'data-eval-loss'));
  assert.match(
    await page.textContent(`${panel} .lab-stats`),
    /nats per token = [0-9.]+ bits per byte \(bigram floor [0-9.]+ bits per byte\)/,
  );
  // The curve is per token: its guessing line is ln(256 + 40 merges), and the bigram floor (a
  // loss per byte) is not drawn on it.
  const chart = `${panel} .lab-chart`;
  assert.match(await page.getAttribute(chart, 'aria-label'), /the ln 296 line is at 5\.69/);
  assert.doesNotMatch(await page.getAttribute(chart, 'aria-label'), /bigram/);
  assert.match(await page.textContent(chart), /ln 296/);
  const [svgDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.click(`${panel} .lab-loss button:has-text("Download SVG")`),
  ]);
  const svgFile = join(screenshotDir, 'train-loss-bpe.svg');
  await svgDownload.saveAs(svgFile);
  const svg = readFileSync(svgFile, 'utf8');
  assert.match(svg, /loss \(nats per token\)/);
  assert.match(svg, /ln 296/);
  assert.doesNotMatch(svg, /bigram/);
  assert.match(
    await page.textContent(`${panel} .lab-explain`),
    /bet evenly over all 296 token ids/,
  );
  await waitFor(page, 'kept', ['yes', 'no']);
  assert.equal(await page.getAttribute(panel, 'data-kept'), 'yes');

  // Offered back on a visit set to bytes, it names its tokenizer, and restoring brings it back.
  await visit(page, '#panel=train');
  await waitFor(page, 'keptOffer', ['yes']);
  const offer = page.locator(`${panel} .lab-restore`);
  assert.match(await offer.textContent(), /on BPE tokens \(40 merges\)/);
  await offer.getByRole('button', { name: 'Restore it' }).click();
  await waitFor(page, 'restored', ['yes']);
  assert.ok(Math.abs(Number(await page.getAttribute(panel, 'data-eval-loss')) - evalLoss) < 1e-5);
  const hash = new URLSearchParams(new URL(page.url()).hash.slice(1));
  assert.equal(hash.get('tr_bpe'), '40');
  // The comparison says it reads bytes while the lab is set to BPE.
  assert.equal(await page.locator(`${panel} .lab-compare-bytes`).isVisible(), true);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export for PyTorch (.zip)' }).click(),
  ]);
  const file = join(screenshotDir, 'embedding-lab-model-bpe.zip');
  await download.saveAs(file);
  const zip = readFileSync(file);
  let header = null;
  for (let at = 0; zip.readUInt32LE(at) === 0x04034b50;) {
    const size = zip.readUInt32LE(at + 18);
    const nameLength = zip.readUInt16LE(at + 26);
    const name = zip.toString('utf8', at + 30, at + 30 + nameLength);
    const body = zip.subarray(at + 30 + nameLength, at + 30 + nameLength + size);
    if (name.endsWith('.safetensors'))
      header = JSON.parse(body.toString('utf8', 8, 8 + Number(body.readBigUInt64LE(0))));
    at += 30 + nameLength + size;
  }
  assert.ok(header, 'the zip holds weights.safetensors');
  assert.deepEqual(header['tok.weight'].shape, [296, 16]);
  assert.equal(JSON.parse(header.__metadata__.bpe_merges).length, 40);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.locator(`${panel} .lab-settings`).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshotDir, `train-bpe-${width}.png`) });
  }

  // Saved to a file and loaded by hand into a lab set to bytes and other sizes: the controls
  // and the link follow the loaded model.
  const [saved] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Save weights to a file' }).click(),
  ]);
  const weightsFile = join(screenshotDir, 'embedding-lab-weights-bpe.elab');
  await saved.saveAs(weightsFile);
  await visit(page, '#panel=train&model=gpt&gpt_d=32&gpt_pe=rope&tr_seq=16');
  await page.waitForFunction(() => document.documentElement.dataset.status === 'ready');
  await page.setInputFiles('#train-load', weightsFile);
  await waitFor(page, 'status', ['done']);
  assert.ok(Math.abs(Number(await page.getAttribute(panel, 'data-eval-loss')) - evalLoss) < 1e-5);
  const loaded = new URLSearchParams(new URL(page.url()).hash.slice(1));
  assert.deepEqual(
    ['tr_bpe', 'gpt_d', 'gpt_layers', 'gpt_heads', 'gpt_pe'].map((k) => loaded.get(k)),
    ['40', '16', '1', '2', null], // learned, the default, leaves the link
  );
  const encoding = controlNamed(page, panel, 'positional encoding');
  assert.equal(await encoding.locator('input:checked, select').first().inputValue(), 'learned');
  const merges = controlNamed(page, panel, 'BPE merges (0: bytes)').locator('input').first();
  assert.equal(await merges.inputValue(), '40');
  assert.deepEqual(problems, []);
  await close();
});

// The kept record in this browser's IndexedDB (keep.js's store), read or changed from the page.
const keptRecord = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('embedding-lab', 1);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const get = db.transaction('training-lab').objectStore('training-lab').get('last-model');
          get.onsuccess = () => {
            db.close();
            resolve(
              get.result ? { savedAt: get.result.savedAt, settings: get.result.settings } : null,
            );
          };
          get.onerror = () => reject(get.error);
        };
      }),
  );
// As an older version of the page would have kept it: some settings under other names or values.
const editKeptSettings = (page, change) =>
  page.evaluate(
    (change) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('embedding-lab', 1);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const tx = db.transaction('training-lab', 'readwrite');
          const store = tx.objectStore('training-lab');
          const get = store.get('last-model');
          get.onsuccess = () =>
            store.put(
              { ...get.result, settings: { ...get.result.settings, ...change } },
              'last-model',
            );
          tx.oncomplete = () => {
            db.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
      }),
    change,
  );

test('a model kept by an older version: old names renamed as in a link, bad values refused by name', async () => {
  const older = '#panel=train&model=tokpos&tr_text=hamlet&steps=40&autorun=1';
  const { page, problems, close } = await openPage(env, older, { viewport: desktop, lazy: true });
  await waitFor(page, 'kept', ['yes', 'no']);
  assert.equal(await page.getAttribute(panel, 'data-kept'), 'yes');
  const evalLoss = Number(await page.getAttribute(panel, 'data-eval-loss'));
  // model=seed and tr_text=seed are the old names of tokpos and hamlet; a setting that is gone
  // is left aside, as a link's is.
  await editKeptSettings(page, { model: 'seed', tr_text: 'seed', gone_setting: 3 });
  await visit(page, '#panel=train');
  await waitFor(page, 'keptOffer', ['yes']);
  const offer = page.locator(`${panel} .lab-restore`);
  await offer.getByRole('button', { name: 'Restore it' }).click();
  await page.waitForFunction(
    (s) =>
      document.querySelector(s).dataset.restored === 'yes' ||
      !document.querySelector(`${s} .lab-keep`).hidden,
    panel,
  );
  assert.equal(await page.getAttribute(panel, 'data-restored'), 'yes');
  assert.ok(Math.abs(Number(await page.getAttribute(panel, 'data-eval-loss')) - evalLoss) < 1e-5);
  const hash = new URLSearchParams(new URL(page.url()).hash.slice(1));
  assert.equal(hash.get('model'), null); // tokpos, the default
  assert.equal(hash.get('tr_text'), 'hamlet');
  assert.equal(hash.get('gone_setting'), null);
  // And Train trains.
  await page.click(`${panel} .lab-buttons button.primary`);
  await waitFor(page, 'status', ['done', 'error']);
  assert.equal(await page.getAttribute(panel, 'data-status'), 'done');

  // A value no version allowed: nothing is restored and the offer names the setting.
  for (const [change, says] of [
    [{ lr: 'x' }, /learning rate “x” is not a number/],
    [{ steps: 1e9 }, /steps “1000000000” goes from 1 to 20,?000/],
  ]) {
    await waitFor(page, 'kept', ['yes']);
    await editKeptSettings(page, change);
    await visit(page, '#panel=train');
    await waitFor(page, 'keptOffer', ['yes', 'unusable']);
    assert.equal(await page.getAttribute(panel, 'data-kept-offer'), 'unusable');
    assert.match(await offer.textContent(), says);
    assert.equal(await offer.getByRole('button', { name: 'Restore it' }).count(), 0);
    assert.equal(new URL(page.url()).hash, '#panel=train');
    assert.equal(await page.getAttribute(panel, 'data-status'), 'idle');
    // Forgetting it is still offered; the page is left as it was.
    await offer.getByRole('button', { name: 'Forget it' }).click();
    await waitFor(page, 'keptOffer', ['forgotten']);
    await page.click(`${panel} .lab-buttons button.primary`);
    await waitFor(page, 'status', ['done', 'error']);
    assert.equal(await page.getAttribute(panel, 'data-status'), 'done');
  }
  assert.deepEqual(problems, []);
  await close();
});

test('Forget in one tab leaves a newer model another tab kept since', async () => {
  const { page, problems, close } = await openPage(env, `${run}&autorun=1`, {
    viewport: desktop,
    lazy: true,
  });
  await waitFor(page, 'kept', ['yes', 'no']);
  assert.equal(await page.getAttribute(panel, 'data-kept'), 'yes');
  // A second tab of the same browser (the same context: the same IndexedDB) is offered it.
  const other = await page.context().newPage();
  const otherProblems = recordProblems(other, env);
  await other.goto(`${env.url}#panel=train`);
  await waitFor(other, 'keptOffer', ['yes']);
  const offered = await keptRecord(other);
  // The first tab trains again: its newer model replaces the kept one.
  await page.evaluate((s) => delete document.querySelector(s).dataset.kept, panel);
  await page.click(`${panel} .lab-buttons button.primary`);
  await waitFor(page, 'kept', ['yes', 'no']);
  const newer = await keptRecord(page);
  assert.ok(newer.savedAt > offered.savedAt);
  // Forget in the second tab forgets only the model it offered.
  await other.locator(`${panel} .lab-restore`).getByRole('button', { name: 'Forget it' }).click();
  await waitFor(other, 'keptOffer', ['forgotten', 'newer']);
  assert.deepEqual(await keptRecord(other), newer);
  assert.equal(await other.getAttribute(panel, 'data-kept-offer'), 'newer');
  assert.match(await other.textContent(`${panel} .lab-keep`), /Another tab has kept a newer model/);
  await other.waitForLoadState('networkidle');
  await other.reload();
  await waitFor(other, 'keptOffer', ['none', 'yes']);
  assert.equal(await other.getAttribute(panel, 'data-kept-offer'), 'yes');
  assert.deepEqual(problems, []);
  assert.deepEqual(otherProblems, []);
  await close();
});
