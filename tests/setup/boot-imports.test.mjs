// `npm start` and `npm test` run scripts/start.mjs and scripts/test.mjs on a fresh clone, before
// setup has installed any npm package: everything they import at load time must be Node's own
// modules or project files. An npm package may only be loaded with import() once setup has run
// (a fresh Debian root found scripts/scorm.mjs importing playwright-core at the top).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { test } from 'node:test';

const root = resolve(import.meta.dirname, '..', '..');

/** The static import specifiers of a module (import … from '…', export … from '…', import '…'). */
function staticImports(file) {
  const text = readFileSync(file, 'utf8');
  const imports = /^\s*import\s+(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]/gm;
  const reexports = /^\s*export\s+(?:\*|\{[^}]*\})\s*from\s*['"]([^'"]+)['"]/gm;
  return [...text.matchAll(imports), ...text.matchAll(reexports)].map((m) => m[1]);
}

for (const entry of ['scripts/start.mjs', 'scripts/test.mjs', 'scripts/build.mjs']) {
  test(`${entry} loads no npm package before setup runs`, () => {
    const seen = new Set();
    const packages = [];
    const visit = (file) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const specifier of staticImports(file)) {
        if (specifier.startsWith('node:')) continue;
        if (specifier.startsWith('.')) visit(join(dirname(file), specifier));
        else packages.push(`${file.slice(root.length + 1)} imports ${specifier}`);
      }
    };
    visit(join(root, entry));
    assert.ok(seen.size > 3, `${seen.size} modules read`);
    assert.deepEqual(packages, []);
  });
}
