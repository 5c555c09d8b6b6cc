// Exports of web/src that nothing imports (docs/ARCHITECTURE.md, "Measuring the web layer"): an
// export no module of the page, its tests, scripts or benchmarks imports is dead code or a name
// that should be private. Part of `npm run format:check`, which fails on any one not in `kept`
// (an export kept on purpose, with why).
//   node scripts/unused-exports.mjs
// An import of the whole module (`import * as`, `import()`, `export *`) uses every export of it:
// the lesson registry reads each lesson.js that way, the page each lesson's view.js. Vite's
// `import.meta.glob(pattern, { import })` (the catalogues) uses that export of every file matched.
// A module loaded from a computed path (`const { sources } = await import(url)`, `(await
// load(path)).strings` in scripts and tests) is not resolved: the names read from an awaited value
// count as used in every module, which can only hide an unused export, never invent one.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { parseAst } from 'rolldown/parseAst';

import { projectRoot } from './paths.mjs';

// 'web/src/<file> <name>' -> why it stays although nothing imports it. None today.
const kept = new Map();

const folders = ['web/src', 'tests', 'scripts', 'bench'].map((folder) => join(projectRoot, folder));

function* sources(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* sources(path);
    else if (/\.(m?js)$/.test(name)) yield path;
  }
}

const files = folders.filter(existsSync).flatMap((folder) => [...sources(folder)]);
const exported = new Map(); // file -> Set of names
const used = new Map(); // file -> Set of names, or '*'
const readFromAwaited = new Set(); // names read from `await …`, whichever module it was

const use = (from, specifier, names) => {
  if (!specifier.startsWith('.')) return;
  const target = resolve(dirname(from), specifier);
  const set = used.get(target) ?? new Set();
  for (const name of names) set.add(name);
  used.set(target, set);
};

/** Every node of the tree, depth first. */
function* nodes(node) {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) yield* nodes(child);
    return;
  }
  if (typeof node.type === 'string') yield node;
  for (const key of Object.keys(node)) if (key !== 'type') yield* nodes(node[key]);
}

/** Vite's import.meta.glob('./folder/*.js', ...) call. */
const isGlob = (node) =>
  node.type === 'CallExpression' &&
  node.callee.type === 'MemberExpression' &&
  node.callee.property.name === 'glob' &&
  node.callee.object.type === 'MetaProperty';

/** The relative specifiers a one-folder pattern ('./es/*.js') matches, from `from`'s folder. */
function globbed(from, pattern) {
  const folder = dirname(pattern);
  const name = new RegExp(`^${basename(pattern).replace(/\./g, '\\.').replace(/\*/g, '[^/]*')}$`);
  const path = resolve(dirname(from), folder);
  if (!existsSync(path)) return [];
  return readdirSync(path)
    .filter((entry) => name.test(entry))
    .map((entry) => `${folder}/${entry}`);
}

for (const file of files) {
  const program = parseAst(readFileSync(file, 'utf8'), { sourceType: 'module' }, file);
  const names = new Set();
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration') {
      const imported = node.specifiers.map((s) =>
        s.type === 'ImportSpecifier'
          ? (s.imported.name ?? s.imported.value)
          : s.type === 'ImportDefaultSpecifier'
            ? 'default'
            : '*',
      );
      use(file, node.source.value, imported);
    } else if (node.type === 'ExportNamedDeclaration') {
      const declaration = node.declaration;
      if (declaration?.id) names.add(declaration.id.name);
      for (const d of declaration?.declarations ?? []) {
        if (d.id.type === 'Identifier') names.add(d.id.name);
      }
      for (const s of node.specifiers) {
        names.add(s.exported.name ?? s.exported.value);
        if (node.source) use(file, node.source.value, [s.local.name ?? s.local.value]);
      }
    } else if (node.type === 'ExportDefaultDeclaration') {
      names.add('default');
    } else if (node.type === 'ExportAllDeclaration') {
      use(file, node.source.value, ['*']);
    }
  }
  for (const node of nodes(program)) {
    if (node.type === 'ImportExpression' && node.source.type === 'Literal') {
      use(file, node.source.value, ['*']);
    } else if (node.type === 'VariableDeclarator' && node.init?.type === 'AwaitExpression') {
      if (node.id.type === 'ObjectPattern') {
        for (const p of node.id.properties) if (p.key?.name) readFromAwaited.add(p.key.name);
      }
    } else if (node.type === 'MemberExpression' && node.object.type === 'AwaitExpression') {
      if (node.property.name) readFromAwaited.add(node.property.name);
    } else if (isGlob(node)) {
      const [pattern, options] = node.arguments;
      const name = options?.properties.find((p) => p.key.name === 'import')?.value.value ?? '*';
      for (const match of globbed(file, pattern.value)) use(file, match, [name]);
    }
  }
  if (file.startsWith(join(projectRoot, 'web', 'src'))) exported.set(file, names);
}

const unused = [];
for (const [file, names] of exported) {
  const seen = used.get(file) ?? new Set();
  if (seen.has('*')) continue;
  for (const name of names) {
    const where = `${relative(projectRoot, file)} ${name}`;
    if (!seen.has(name) && !readFromAwaited.has(name) && !kept.has(where)) unused.push(where);
  }
}
for (const where of unused) console.log(`  ${where}`);
console.log(`${unused.length} exports of web/src nothing imports`);
if (unused.length > 0) process.exitCode = 1;
