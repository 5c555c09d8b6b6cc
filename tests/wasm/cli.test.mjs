// The native CLI's output and files, where a regular expression in CMakeLists.txt cannot tell:
// the JSON line is valid UTF-8 whatever bytes the model generates, and a --save that fails (a
// full disk) leaves the old weights file as it was.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { nativeBuildDir } from '../../scripts/paths.mjs';

const cli = join(nativeBuildDir, 'embedding-lab');
let dir;
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'elab-cli-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

test('train --json --generate prints valid UTF-8, even for bytes that are not', () => {
  // An untrained model at a high temperature emits bytes of every value, 0x80 and above included.
  const run = spawnSync(
    cli,
    ['train', '--steps', '0', '--json', '--generate', '400', '--temperature', '50'],
    { maxBuffer: 1 << 24 },
  );
  assert.equal(run.status, 0, run.stderr.toString());
  const lines = run.stdout.toString('latin1').trim().split('\n');
  const jsonLine = Buffer.from(lines.at(-1), 'latin1');
  const text = new TextDecoder('utf-8', { fatal: true }).decode(jsonLine); // throws if invalid
  const result = JSON.parse(text);
  const characters = [...result.generated].length;
  assert.ok(characters > 0 && characters <= 400, `${characters} characters for 400 bytes`);
  assert.ok(/[^\x00-\x7f]/.test(result.generated), 'the sample has bytes beyond ASCII');
});

test('a --save that fails part-way leaves the old weights file as it was', () => {
  const file = join(dir, 'weights.elab');
  const first = spawnSync(cli, ['train', '--steps', '2', '--save', file]);
  assert.equal(first.status, 0, first.stderr.toString());
  const before = readFileSync(file);
  assert.ok(before.length > 4096);
  // A file-size limit of 512 bytes stands in for a full disk: the write fails with EFBIG (the
  // shell ignores SIGXFSZ, so the process sees the error instead of being killed).
  const second = spawnSync('sh', [
    '-c',
    `trap '' XFSZ; ulimit -f 1; exec "$0" train --steps 2 --seed 7 --save "$1"`,
    cli,
    file,
  ]);
  assert.equal(second.status, 2, second.stderr.toString());
  assert.match(second.stderr.toString(), /cannot write --save .*unchanged/);
  assert.deepEqual(readFileSync(file), before);
});
