// The web layer's shape in numbers (docs/ARCHITECTURE.md, "Measuring the web layer"): every
// function of web/src of 80 lines or more (catalogues aside), longest first, and the line count
// of main.js. A function's lines run from its first line to its last, nested functions included.
//   node scripts/code-shape.mjs [--at-least N]
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseAst } from 'rolldown/parseAst';

import { projectRoot } from './paths.mjs';

// ELAB_WEB_SRC measures another copy (an older commit's, for a before and after).
const webSrc = process.env.ELAB_WEB_SRC ?? join(projectRoot, 'web', 'src');
const atLeast = Number(process.argv[process.argv.indexOf('--at-least') + 1]) || 80;

function* sources(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (path !== join(webSrc, 'i18n', 'catalogues')) yield* sources(path);
    } else if (name.endsWith('.js')) yield path;
  }
}

const functionTypes = new Set([
  'FunctionDeclaration',
  'FunctionExpression',
  'ArrowFunctionExpression',
]);

/** [{ file, name, lines }] for every function of the file. */
function functionsOf(path) {
  const text = readFileSync(path, 'utf8');
  const lineAt = (offset) => text.slice(0, offset).split('\n').length;
  const found = [];
  const visit = (node, name) => {
    if (!node || typeof node.type !== 'string') return;
    if (functionTypes.has(node.type)) {
      name = node.id?.name ?? name;
      const lines = lineAt(node.end) - lineAt(node.start) + 1;
      found.push({ file: relative(webSrc, path), line: lineAt(node.start), name, lines });
    }
    for (const [key, value] of Object.entries(node)) {
      if (key === 'start' || key === 'end') continue;
      // A function takes the name it is given: a declaration's, a variable's, a property's.
      const childName =
        node.type === 'VariableDeclarator' ||
        node.type === 'Property' ||
        node.type === 'MethodDefinition'
          ? (node.id?.name ?? node.key?.name ?? name)
          : (node.id?.name ?? name);
      if (Array.isArray(value)) for (const child of value) visit(child, childName);
      else if (value && typeof value === 'object') visit(value, childName);
    }
  };
  visit(parseAst(text, { sourceType: 'module' }), '(anonymous)');
  return found;
}

const all = [...sources(webSrc)].flatMap(functionsOf);
const long = all.filter((f) => f.lines >= atLeast).sort((a, b) => b.lines - a.lines);
for (const f of long) console.log(`${String(f.lines).padStart(4)}  ${f.file}:${f.line}  ${f.name}`);
const mainLines = readFileSync(join(webSrc, 'main.js'), 'utf8').split('\n').length - 1;
console.log(`${long.length} functions of ${atLeast}+ lines; main.js ${mainLines} lines`);
