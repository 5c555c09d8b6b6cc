// Every lesson has one shape (the comment at the top of web/src/panels/index.js): a folder with
// lesson.js, questions.js, strings.js and view.js; main.js builds the heading and the
// check-yourself card, so no view does; a view's code is reached only through its lesson's
// view(), so it can load when the lesson is built; and a lesson's words are its strings.js.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { test } from 'node:test';

const panelsDir = new URL('../../web/src/panels/', import.meta.url);
const webDir = new URL('../../web/src/', import.meta.url);
const registry = readFileSync(new URL('index.js', panelsDir), 'utf8');
const folders = [...registry.matchAll(/from '\.\/([a-z-]+)\/lesson\.js'/g)].map((m) => m[1]);
const partsDir = new URL('../../web/src/lesson-parts/', import.meta.url);
const read = (folder, file, dir = panelsDir) =>
  readFileSync(new URL(`${folder}/${file}`, dir), 'utf8');
const sources = (folder, dir = panelsDir) =>
  readdirSync(new URL(`${folder}/`, dir))
    .filter((f) => f.endsWith('.js'))
    .map((f) => [f, read(folder, f, dir)]);

/** Every .js file under web/src, as [path relative to web/src, text]. */
function webSources(dir = webDir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return webSources(new URL(`${entry.name}/`, dir), `${prefix}${entry.name}/`);
    if (!entry.name.endsWith('.js')) return [];
    return [[prefix + entry.name, readFileSync(new URL(entry.name, dir), 'utf8')]];
  });
}

test('the registry lists every folder of panels/, each with the same four files', () => {
  // Read from the registry and the folder, not counted: a new lesson edits neither this test nor
  // its count, and a folder left out of the registry still fails here.
  const onDisk = readdirSync(panelsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  assert.deepEqual([...folders].sort(), onDisk.sort());
  assert.ok(folders.length >= 20, `only ${folders.length} lessons`);
  for (const folder of folders)
    for (const file of ['lesson.js', 'questions.js', 'strings.js', 'view.js'])
      assert.ok(existsSync(new URL(`${folder}/${file}`, panelsDir)), `${folder}/${file}`);
});

test('each lesson.js exports what the page needs before the lesson is built', async () => {
  for (const folder of folders) {
    const lesson = await import(new URL(`${folder}/lesson.js`, panelsDir));
    assert.equal(lesson.id, folder);
    assert.equal(typeof lesson.title, 'string', `${folder}: title`);
    assert.ok(lesson.id === 'overview' || typeof lesson.place === 'string', `${folder}: place`);
    assert.ok(Array.isArray(lesson.readMore), `${folder}: readMore`);
    assert.equal(typeof lesson.settings, 'object', `${folder}: settings`);
    assert.ok(
      Array.isArray(lesson.questions) && lesson.questions.length >= 2,
      `${folder}: questions`,
    );
    assert.equal(typeof lesson.view, 'function', `${folder}: view`);
    assert.match(
      read(folder, 'lesson.js'),
      /export const view = \(\) => import\('\.\/view\.js'\);/,
    );
    assert.match(read(folder, 'questions.js'), /export const questions = \[/);
  }
});

test('views build their body only: main.js writes the heading and the check-yourself card', () => {
  for (const folder of folders) {
    const view = read(folder, 'view.js');
    assert.match(view, /export function mount\(section, /, `${folder}/view.js: mount`);
    for (const [file, text] of sources(folder)) {
      assert.doesNotMatch(text, /checkYourself/, `${folder}/${file} builds a quiz card`);
      assert.doesNotMatch(text, /h\('h2'|<h2/, `${folder}/${file} writes an h2`);
      assert.doesNotMatch(text, /section\.(replaceChildren|innerHTML\s*=)/, `${folder}/${file}`);
    }
  }
});

test("a lesson's view is imported by nothing but its lesson.js", () => {
  for (const [path, text] of webSources())
    for (const match of text.matchAll(/import\(?\s*'([^']*view\.js)'/g)) {
      const folder = path.split('/')[1];
      assert.ok(
        path === `panels/${folder}/lesson.js` && match[1] === './view.js',
        `${path} imports ${match[1]}`,
      );
    }
});

test("a folder's words: every key its code reads is in its strings.js, and every key is read", async () => {
  const withWords = [panelsDir, partsDir].flatMap((dir) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isDirectory() && existsSync(new URL(`${e.name}/strings.js`, dir)))
      .map((e) => [e.name, dir]),
  );
  for (const [folder, dir] of withWords) {
    const { strings } = await import(new URL(`${folder}/strings.js`, dir));
    const code = sources(folder, dir)
      .filter(([file]) => file !== 'strings.js')
      .map(([, text]) => text)
      .join('\n');
    const read = new Set([...code.matchAll(/\bt(?:\.parts)?\(\s*'(\w+)'/g)].map((m) => m[1]));
    for (const key of read) assert.ok(key in strings, `${folder}: no message ${key}`);
    for (const key of Object.keys(strings))
      assert.ok(read.has(key), `${folder}: the message ${key} is never shown`);
  }
});

test("the page's frame words: every key read from base/strings.js is there, and every key is read", async () => {
  const { strings } = await import(new URL('base/strings.js', webDir));
  // The files that read the page's words: words('page', strings).
  const readers = webSources().filter(
    ([path, text]) => path !== 'base/strings.js' && /\bwords\(\s*'page',\s*strings\s*\)/.test(text),
  );
  assert.ok(readers.length > 5, 'the frame reads base/strings.js');
  const read = new Set();
  for (const [path, text] of readers) {
    assert.match(text, /import \{ strings \} from '[./]*(base\/)?strings\.js'/, path);
    for (const m of text.matchAll(/\bt(?:\.parts)?\(\s*'(\w+)'/g)) {
      assert.ok(m[1] in strings, `${path}: no message page.${m[1]}`);
      read.add(m[1]);
    }
  }
  // index.html's own words: elements marked data-message="<key>" (an aria-label:
  // data-message-label), which main.js fills in the page's language.
  const index = readFileSync(new URL('../index.html', webDir), 'utf8');
  for (const m of index.matchAll(/data-message(?:-label)?="(\w+)"/g)) {
    assert.ok(m[1] in strings, `index.html: no message page.${m[1]}`);
    read.add(m[1]);
  }
  for (const key of Object.keys(strings))
    assert.ok(read.has(key), `the message page.${key} is never shown`);
  // No lesson reads the page's words under its own scope, nor the page a lesson's.
  for (const [path, text] of webSources())
    if (path.startsWith('panels/') || path.startsWith('lesson-parts/'))
      assert.doesNotMatch(text, /base\/strings\.js/, `${path} reads the frame's words`);
});

test('index.html says what it is, that it is loading and that it needs JavaScript in every language', async () => {
  // Before any script runs no language can be chosen: the description, the loading note and the
  // note for a browser without JavaScript are written once in each language the page speaks.
  const { learnerLanguages } = await import('../../web/src/i18n/words.js');
  const index = readFileSync(new URL('../index.html', webDir), 'utf8');
  const part = (open, close) => index.slice(index.indexOf(open), index.indexOf(close));
  const langsIn = (text, pattern) => [...text.matchAll(pattern)].map((m) => m[1]).sort();
  const everyLanguage = [...learnerLanguages].sort();
  assert.deepEqual(
    langsIn(index, /<meta\s+name="description"\s+lang="([\w-]+)"/g),
    everyLanguage,
    'meta descriptions',
  );
  const bootNote = part('<div id="boot-note"', '</main>');
  assert.deepEqual(
    [...new Set(langsIn(bootNote, /<p lang="([\w-]+)"/g))],
    everyLanguage,
    'loading note',
  );
  assert.deepEqual(langsIn(part('<noscript', '</noscript'), /<p lang="([\w-]+)"/g), everyLanguage);
  // Arabic's lines run right to left.
  for (const line of index.matchAll(/<p lang="ar"[^>]*>/g)) assert.match(line[0], /dir="rtl"/);
});
