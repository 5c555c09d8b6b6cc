// Every program that a test, a script or the bench starts must be installed by setup (or be part
// of the project, Node or the base system). A fresh Debian machine runs exactly what
// scripts/setup.mjs installs, so a program started but not listed there passes on a machine that
// had it from earlier work and fails everywhere else (pdfinfo did). This reads the sources for the
// programs they start; it is the first layer of `npm test`, so the gap shows before any build.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { test } from 'node:test';

import { projectRoot } from '../../scripts/paths.mjs';
import { requirements } from '../../scripts/setup.mjs';
import { findSpawnedPrograms } from './spawn-scan.mjs';

// What every Debian root has (its Essential packages: dash, apt, util-linux), and what the
// README asks for before setup runs.
const baseSystem = ['sh', 'apt-get', 'prlimit'];
const node = ['node', 'npm'];
// The npm packages of package.json put their programs in node_modules/.bin; npm ci installs them.
const packageJson = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8'));
const npmPackages = Object.keys({ ...packageJson.dependencies, ...packageJson.devDependencies });

function filesUnder(dir, keep) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (['node_modules', 'seeds', 'results'].includes(name)) continue;
    if (statSync(path).isDirectory()) out.push(...filesUnder(path, keep));
    else if (keep(name)) out.push(path);
  }
  return out;
}

const sources = [
  ...['tests', 'scripts', 'bench', 'cmake'].flatMap((dir) =>
    filesUnder(
      join(projectRoot, dir),
      (name) => /\.(mjs|js|cjs|py|cmake)$/.test(name) && !name.startsWith('spawn-scan'),
    ),
  ),
  join(projectRoot, 'CMakeLists.txt'),
  join(projectRoot, '.ci', 'run'),
  join(projectRoot, 'package.json'),
];

/** program name -> where it comes from, for every program setup knows how to bring. */
function knownPrograms(reqs) {
  const known = new Map();
  for (const r of reqs) for (const p of r.programs) known.set(p, `Debian package ${r.pkg}`);
  for (const p of baseSystem) known.set(p, 'the base system');
  for (const p of node) known.set(p, 'Node (the one prerequisite)');
  for (const p of npmPackages) known.set(p, `npm package ${p}`);
  return known;
}

/** Each started program that neither setup, the project, Node nor the base system provides. */
function unprovided(reqs) {
  const known = knownPrograms(reqs);
  const found = sources.flatMap((file) =>
    findSpawnedPrograms(readFileSync(file, 'utf8'), file).map((f) => ({
      ...f,
      file: relative(projectRoot, file),
    })),
  );
  return {
    found,
    missing: found.filter((f) => f.program !== '(project)' && !known.has(basename(f.program))),
  };
}

test('every program a test, script or the bench starts is installed by setup', () => {
  const { found, missing } = unprovided(requirements);
  // The scan must see the programs it exists for, or it checks nothing.
  const programs = new Set(found.map((f) => basename(f.program)));
  for (const p of ['pdfinfo', 'wasm-objdump', 'Xvfb', 'python3', 'cmake', 'clang-format'])
    assert.ok(programs.has(p), `the scan no longer finds ${p}; found ${[...programs].join(', ')}`);
  assert.deepEqual(
    missing.map((m) => `${m.file}:${m.line} starts ${m.program}`),
    [],
    'add these to scripts/setup.mjs (requirements) or make them part of the project',
  );
});

test('the check fails when a package leaves setup (pdfinfo without poppler-utils)', () => {
  const without = requirements.filter((r) => r.pkg !== 'poppler-utils');
  const { missing } = unprovided(without);
  assert.ok(
    missing.some((m) => m.program === 'pdfinfo' && m.file.endsWith('print-svg.test.mjs')),
    'removing poppler-utils from setup went unnoticed',
  );
});

test('the README names the package behind each program setup installs', () => {
  const readme = readFileSync(join(projectRoot, 'README.md'), 'utf8');
  for (const r of requirements) {
    const row = readme
      .split('\n')
      .find((line) => line.startsWith('| ') && line.split('|')[1].includes(`\`${r.pkg}\``));
    assert.ok(row, `README's package table has no row for ${r.pkg}`);
    for (const p of r.programs) assert.ok(row.includes(`\`${p}\``), `${r.pkg}'s row lacks ${p}`);
  }
});
