// The page's code in layers (docs/ARCHITECTURE.md, "Layers of the page"): each file of web/src
// belongs to one row of `layers` below, and imports only from its own row and the rows it names.
// Charts and controls share a bottom layer and never import each other; a lesson imports nothing
// of another lesson (what two lessons share is a lesson part). Read from the import lines, so a
// new import against the layers fails here, with the file and the line.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const webSrc = fileURLToPath(new URL('../../web/src/', import.meta.url));

// [layer, its files (a folder ends in /), the layers it may import besides its own]. A file
// named in a row belongs to that row, whatever folder it is in (panels/index.js is the page's).
const layers = [
  // The DOM helper, panel lifetimes, the page's frame words, downloads, sideways scrolling; the
  // words of every language; numbers as people read them; the browser's locale.
  ['base', ['base/', 'i18n/', 'format.js', 'locale.js'], []],
  ['core', ['core/'], ['base']], // the WASM module and its JS API
  ['worker', ['worker/'], ['base', 'core']], // sessions, their workers and their clients
  ['texts', ['texts/'], ['base']], // the texts BPE and the lab ship
  // What the page knows besides the lessons: the settings and the link, what lessons share, a
  // teacher's options, whether it is framed, the works it cites, the ideas the lessons teach.
  [
    'state',
    ['state.js', 'shared.js', 'teacher-controls.js', 'embed-api.js', 'sources.js', 'ideas.js'],
    ['base'],
  ],
  ['charts', ['charts/'], ['base']], // figures: heatmap, line and bar charts, SVG, their toolbar
  ['ui', ['ui/'], ['base', 'state']], // controls, quiz cards, reading, sharing, formulas
  // What several lessons share (lesson-parts/<name>/).
  ['lesson-parts', ['lesson-parts/'], ['base', 'core', 'worker', 'texts', 'state', 'charts', 'ui']],
  // One folder per lesson, panels/<id>/, which imports nothing of another lesson's folder.
  [
    'lessons',
    ['panels/'],
    ['base', 'core', 'worker', 'texts', 'state', 'charts', 'ui', 'lesson-parts'],
  ],
  // The page: main.js and page/ (boot, filters, languages, lazy mounting, links, LMS), what a
  // framed page reports, the registry of lessons, the custom element, the stylesheets.
  [
    'page',
    [
      'main.js',
      'page/',
      'progress-events.js',
      'resume.js',
      'embed-element.js',
      'panels/index.js',
      'styles.css',
      'print.css',
    ],
    ['base', 'core', 'worker', 'texts', 'state', 'charts', 'ui', 'lesson-parts', 'lessons'],
  ],
];
const registry = 'panels/index.js'; // the lessons in reading order: the page's, not a lesson

/** The layer of a path relative to web/src, or null: a row naming the file, else its folder. */
function layerOf(path) {
  const row =
    layers.find(([, files]) => files.includes(path)) ??
    layers.find(([, files]) => files.some((f) => f.endsWith('/') && path.startsWith(f)));
  return row ? row[0] : null;
}
const allowed = Object.fromEntries(layers.map(([name, , may]) => [name, new Set([name, ...may])]));

/** A lesson's folder (panels/<id>/), or null for anything else. */
const lessonOf = (path) =>
  path.startsWith('panels/') && path !== registry ? path.split('/')[1] : null;

/** Every .js file under dir, relative to web/src. */
function sources(dir = webSrc) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.js') ? [relative(webSrc, path)] : [];
  });
}

// import … from '…', import '…', export … from '…', import('…'), new URL('…', import.meta.url).
const specifier =
  /(?:^|[\s;])(?:import|export)\s[^'";]*?from\s*'([^']+)'|(?:^|[\s;(=])import\s*\(?\s*'([^']+)'|new URL\(\s*'([^']+)',\s*import\.meta\.url/gm;

/** Every relative import of the page's code: { file, line, target } (paths relative to web/src). */
function imports() {
  const found = [];
  for (const file of sources()) {
    const text = readFileSync(join(webSrc, file), 'utf8');
    for (const m of text.matchAll(specifier)) {
      const spec = m[1] ?? m[2] ?? m[3];
      if (!spec.startsWith('.')) continue; // a package ('katex', '@wasm/…')
      const line = text.slice(0, m.index + m[0].indexOf(spec)).split('\n').length;
      found.push({ file, line, target: normalize(join(dirname(file), spec)) });
    }
  }
  return found;
}

test('every file of web/src belongs to a layer', () => {
  const homeless = sources().filter((file) => layerOf(file) === null);
  assert.deepEqual(homeless, [], 'add the file or its folder to a row of `layers`');
});

test('no import against the layers', () => {
  const against = imports()
    .filter(({ file, target }) => !allowed[layerOf(file)]?.has(layerOf(target)))
    .map(
      ({ file, line, target }) =>
        `${file}:${line} (${layerOf(file)}) imports ${target} (${layerOf(target)})`,
    );
  assert.deepEqual(against, [], `${against.length} imports against the layers`);
});

test('no lesson imports another lesson', () => {
  const across = imports()
    .filter(({ file, target }) => {
      const lesson = lessonOf(file);
      const other = lessonOf(target);
      return lesson !== null && other !== null && other !== lesson;
    })
    .map(({ file, line, target }) => `${file}:${line} imports ${target}`);
  assert.deepEqual(across, [], `${across.length} imports of another lesson's folder`);
});

test('the registry reaches each lesson through its lesson.js only', () => {
  const reached = imports().filter(({ file }) => file === registry);
  assert.ok(reached.length >= 20, 'the registry imports every lesson');
  for (const { line, target } of reached)
    if (target.startsWith('panels/'))
      assert.match(target, /^panels\/[a-z-]+\/lesson\.js$/, `${registry}:${line}: ${target}`);
});
