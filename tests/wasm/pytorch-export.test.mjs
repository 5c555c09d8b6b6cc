// The page's "Export for PyTorch": the WASM core's zip holds, byte for byte, the files the
// native CLI writes for the same weights (one exporter, in the core), and a damaged weights file
// comes back as an Error with the core's message.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { loadCore } from './load-core.mjs';

const cli = join(import.meta.dirname, '..', '..', 'build', 'native', 'embedding-lab');

// Stored entries, read from their local headers.
function storedEntries(zip) {
  const view = Buffer.from(zip);
  const files = {};
  for (let at = 0; view.readUInt32LE(at) === 0x04034b50;) {
    assert.equal(view.readUInt16LE(at + 8), 0, 'stored, not compressed');
    const size = view.readUInt32LE(at + 18);
    const nameLength = view.readUInt16LE(at + 26);
    const name = view.toString('utf8', at + 30, at + 30 + nameLength);
    files[name] = view.subarray(at + 30 + nameLength, at + 30 + nameLength + size);
    at += 30 + nameLength + size;
  }
  return files;
}

let core;
let dir;
before(async () => {
  core = await loadCore();
  dir = mkdtempSync(join(tmpdir(), 'elab-export-'));
});
after(() => dir && rmSync(dir, { recursive: true, force: true }));

test('the WASM zip holds the files the CLI writes for the same weights', () => {
  const trainer = core.createTrainer(
    { model: 'gpt', dModel: 16, layers: 1, heads: 2, pe: 'rope', seqLen: 16, batch: 4 },
    core.seedCorpus(),
  );
  try {
    trainer.step(5);
    const weights = trainer.saveWeights();
    const files = storedEntries(core.exportPytorchZip(weights));
    assert.deepEqual(Object.keys(files), [
      'embedding-lab-model/model.py',
      'embedding-lab-model/weights.safetensors',
      'embedding-lab-model/README.md',
    ]);
    writeFileSync(join(dir, 'w.elab'), weights);
    execFileSync(cli, [
      'export',
      '--format',
      'pytorch',
      '--load',
      join(dir, 'w.elab'),
      '--out',
      dir,
    ]);
    for (const name of ['model.py', 'weights.safetensors', 'README.md'])
      assert.ok(
        files[`embedding-lab-model/${name}`].equals(readFileSync(join(dir, name))),
        `${name} differs between the page's zip and the CLI's folder`,
      );
  } finally {
    trainer.dispose();
  }
});

test('a damaged weights file is refused with the core’s message', () => {
  assert.throws(() => core.exportPytorchZip(new Uint8Array([1, 2, 3])), /weights file/);
});
