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

for (const bpeMerges of [0, 40])
  test(`the WASM zip holds the files the CLI writes for the same weights (${bpeMerges ? 'BPE' : 'bytes'})`, () => {
    checkZipAgainstCli(bpeMerges);
  });

function checkZipAgainstCli(bpeMerges) {
  const trainer = core.createTrainer(
    { model: 'gpt', dModel: 16, layers: 1, heads: 2, pe: 'rope', seqLen: 16, batch: 4, bpeMerges },
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
    // A BPE model's merges travel in the safetensors metadata, where model.py reads them.
    const script = files['embedding-lab-model/model.py'].toString('utf8');
    assert.match(script, /def bpe_encode\(ids, merges\)/);
    const safetensors = files['embedding-lab-model/weights.safetensors'];
    const header = JSON.parse(
      safetensors.toString('utf8', 8, 8 + Number(safetensors.readBigUInt64LE(0))),
    );
    const merges = trainer.modelConfig().bpeMerges;
    if (bpeMerges === 0) assert.equal(header.__metadata__.bpe_merges, undefined);
    else {
      const listed = JSON.parse(header.__metadata__.bpe_merges);
      assert.equal(listed.length, merges.length / 2);
      assert.deepEqual(listed.flat(), Array.from(merges));
      assert.equal(header.__metadata__.vocab, String(256 + listed.length));
      assert.equal(header['bpe.merges'], undefined, 'merges are not a state_dict tensor');
    }
  } finally {
    trainer.dispose();
  }
}

test('a trainer on bytes that loads a BPE model takes its merges, and back', () => {
  const settings = { model: 'gpt', dModel: 16, layers: 1, heads: 2, seqLen: 16, batch: 4 };
  const bpe = core.createTrainer({ ...settings, bpeMerges: 30 }, core.seedCorpus());
  const bytes = core.createTrainer(settings, core.seedCorpus());
  try {
    bpe.step(3);
    const before = bpe.evalLoss();
    bytes.loadWeights(bpe.saveWeights());
    const model = bytes.modelConfig();
    assert.equal(model.vocab, 286);
    assert.deepEqual(Array.from(model.bpeMerges), Array.from(bpe.modelConfig().bpeMerges));
    assert.equal(model.tokens, bpe.modelConfig().tokens);
    assert.equal(bytes.evalLoss(), before);
    bpe.loadWeights(bytes.saveWeights());
    assert.equal(bpe.modelConfig().vocab, 286, 'the BPE model went both ways');
    const plain = core.createTrainer(settings, core.seedCorpus());
    try {
      bpe.loadWeights(plain.saveWeights());
    } finally {
      plain.dispose();
    }
    assert.equal(bpe.modelConfig().vocab, 256);
    assert.equal(bpe.modelConfig().bpeMerges.length, 0);
  } finally {
    bpe.dispose();
    bytes.dispose();
  }
});

test('a damaged weights file is refused with the core’s message', () => {
  assert.throws(() => core.exportPytorchZip(new Uint8Array([1, 2, 3])), /weights file/);
});
