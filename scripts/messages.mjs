// The page's English messages as one flat catalogue, the form a translation takes (a folder of
// one file per area, web/src/i18n/catalogues/<lang>/<area>.js; docs/TRANSLATING.md), and a
// check of a translation against it.
//   node scripts/messages.mjs english [area] the English catalogue (or one area's) as JSON
//   node scripts/messages.mjs check <lang>   keys missing or extra, placeholders that differ
// Keys: '<lesson id>.<key>' (panels/<id>/strings.js), 'page.<key>' (base/strings.js), 'core.<key>'
// (base/core-strings.js: the core's messages, src/core/messages.hpp), 'texts.<key>'
// (texts/strings.js), '<folder>.<key>' for the parts lessons share (lesson-parts/token-lessons…),
// 'lessons.<id>.title|place' (lesson.js), 'questions.<id>.<n>.question|choice<k>|explanation'
// (questions.js, counted from 1), 'settings.<key>' (a setting's label: state.js settingName),
// 'sources.<key>.what|license|cite' (sources.js; cite: a short citation's words, cite.about).
//   node scripts/messages.mjs start <lang>   a new language's files, its English to translate
// A key's file is its area (areaOf): check also names a key kept in another file, or in two.
// Node reads a language's folder here (readCatalogue); the page's catalogues/<lang>.js gathers
// the same files into the one chunk that language loads.
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const web = fileURLToPath(new URL('../web/src/', import.meta.url));
const load = (path) => import(pathToFileURL(join(web, path)).href);

/** Every English message of the page by its catalogue key. */
export async function englishMessages() {
  const messages = {};
  const add = (scope, table) => {
    for (const [key, message] of Object.entries(table)) messages[`${scope}.${key}`] = message;
  };
  add('page', (await load('base/strings.js')).strings);
  // The core's keyed messages (src/core/messages.hpp, copied to base/core-strings.js).
  add('core', (await load('base/core-strings.js')).strings);
  add('texts', (await load('texts/strings.js')).strings);
  // Every folder's strings.js, a lesson's or the parts several lessons share, by folder name.
  const folders = ['panels', 'lesson-parts'].flatMap((top) =>
    readdirSync(join(web, top)).map((folder) => [folder, `${top}/${folder}`]),
  );
  for (const [folder, path] of folders.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (!existsSync(join(web, path, 'strings.js'))) continue;
    add(folder, (await load(`${path}/strings.js`)).strings);
  }
  const { lessons } = await load('panels/index.js');
  for (const lesson of lessons) {
    messages[`lessons.${lesson.id}.title`] = lesson.title;
    if (lesson.place) messages[`lessons.${lesson.id}.place`] = lesson.place;
    (lesson.questions ?? []).forEach((q, i) => {
      const at = `questions.${lesson.id}.${i + 1}`;
      messages[`${at}.question`] = q.question;
      (q.choices ?? []).forEach((choice, k) => (messages[`${at}.choice${k + 1}`] = choice));
      messages[`${at}.explanation`] = q.explanation;
    });
  }
  const { settingsTable } = await load('state.js');
  for (const [key, spec] of Object.entries(settingsTable(lessons)))
    if (spec.label) messages[`settings.${key}`] = spec.label;
  const { sources } = await load('sources.js');
  for (const [key, source] of Object.entries(sources)) {
    if (source.cite.about) messages[`sources.${key}.cite`] = source.cite.about;
    messages[`sources.${key}.what`] = source.what;
    if (source.license) messages[`sources.${key}.license`] = source.license.text;
  }
  return messages;
}

/** The {placeholders} of a message (of each of its plural forms), sorted. */
export function placeholders(message) {
  const texts = typeof message === 'string' ? [message] : Object.values(message).slice(1);
  return [
    ...new Set(texts.flatMap((text) => [...String(text).matchAll(/\{(\w+)\}/g)].map((m) => m[1]))),
  ].sort();
}

/**
 * A message's exact-value forms ('=1'), sorted: a sentence written for one value says something
 * else, not only the same thing in the singular, so every language needs it.
 */
function exactForms(message) {
  return typeof message === 'object'
    ? Object.keys(message)
        .filter((k) => k.startsWith('='))
        .sort()
    : [];
}

/** What a catalogue gets wrong against English: [{ key, problem }]. */
export function checkCatalogue(english, catalogue) {
  const problems = [];
  for (const key of Object.keys(english)) {
    if (!(key in catalogue)) problems.push({ key, problem: 'missing' });
    else if (placeholders(english[key]).join() !== placeholders(catalogue[key]).join())
      problems.push({
        key,
        problem: `placeholders ${placeholders(catalogue[key])} instead of ${placeholders(english[key])}`,
      });
    else if (exactForms(english[key]).join() !== exactForms(catalogue[key]).join())
      problems.push({
        key,
        problem: `exact forms ${exactForms(catalogue[key]).join() || 'none'} instead of ${exactForms(english[key])}`,
      });
  }
  for (const key of Object.keys(catalogue))
    if (!(key in english)) problems.push({ key, problem: 'not an English key' });
  return problems;
}

const catalogues = join(web, 'i18n', 'catalogues');

/**
 * The file of a language's folder a key is kept in, catalogues/<lang>/<area>.js: a lesson's words,
 * title, questions and setting labels in the file named by its id, so a lesson's words are files of
 * their own; a part several lessons share in its folder's; the page's frame and its page-wide
 * settings (state.js) in page.js; the shipped texts' titles in texts.js, the sources in sources.js.
 * `lessons` as panels/index.js lists them.
 */
export function areaOf(key, lessons) {
  const [scope, name] = key.split('.');
  if (scope === 'lessons' || scope === 'questions') return name;
  if (scope === 'settings')
    return lessons.find((lesson) => Object.hasOwn(lesson.settings ?? {}, name))?.id ?? 'page';
  return scope;
}

/** The languages with a catalogue: the folders of web/src/i18n/catalogues, sorted. */
export function catalogueLanguages() {
  return readdirSync(catalogues, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** A language's catalogue file by file: { area: messages } from catalogues/<lang>/<area>.js. */
export async function catalogueFiles(lang) {
  const files = {};
  for (const name of readdirSync(join(catalogues, lang)).sort())
    if (name.endsWith('.js'))
      files[name.slice(0, -3)] = (await load(`i18n/catalogues/${lang}/${name}`)).messages;
  return files;
}

/**
 * A language's messages as the page gets them, every file of its folder in one table (the page's
 * catalogues/<lang>.js gathers the same files with Vite's import.meta.glob, which node lacks).
 */
export async function readCatalogue(lang) {
  return Object.assign({}, ...Object.values(await catalogueFiles(lang)));
}

/** Keys kept in another file than their area's, or in two files: [{ key, problem }]. */
export function checkPlaces(files, lessons) {
  const problems = [];
  const seen = {};
  for (const [area, messages] of Object.entries(files))
    for (const key of Object.keys(messages)) {
      if (seen[key]) problems.push({ key, problem: `in ${seen[key]}.js and in ${area}.js` });
      seen[key] = area;
      const home = areaOf(key, lessons);
      if (home !== area) problems.push({ key, problem: `in ${area}.js, belongs in ${home}.js` });
    }
  return problems;
}

/**
 * Starts a language: catalogues/<lang>/<area>.js for every area, its English to translate in
 * place, and catalogues/<lang>.js, a copy of the first language's with its own folder in the
 * pattern. Its line in i18n/words.js is left to write (the language's name in itself).
 */
export async function startLanguage(lang, english, lessons) {
  if (['en', 'en-XA'].includes(lang))
    throw new Error(`${lang} needs no catalogue: its words are made from the English`);
  const folder = join(catalogues, lang);
  if (existsSync(folder) || existsSync(`${folder}.js`))
    throw new Error(`web/src/i18n/catalogues/${lang} is there already`);
  const { format, resolveConfig } = await import('prettier');
  const write = async (file, text) =>
    writeFileSync(file, await format(text, { ...(await resolveConfig(file)), filepath: file }));
  const areas = {};
  for (const [key, message] of Object.entries(english))
    (areas[areaOf(key, lessons)] ??= {})[key] = message;
  mkdirSync(folder);
  for (const [area, table] of Object.entries(areas))
    await write(
      join(folder, `${area}.js`),
      `// ${lang}: the words kept in ${area}.js, in English until translated.\n` +
        `export const messages = ${JSON.stringify(table, null, 2)};\n`,
    );
  const [model] = catalogueLanguages().filter((other) => other !== lang);
  const gather = readFileSync(join(catalogues, `${model}.js`), 'utf8');
  if (!gather.includes(`'./${model}/*.js'`))
    throw new Error(`catalogues/${model}.js does not gather ./${model}/*.js`);
  await write(`${folder}.js`, gather.replace(`'./${model}/*.js'`, `'./${lang}/*.js'`));
  return Object.keys(areas).length;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, name] = process.argv.slice(2);
  const english = await englishMessages();
  const { lessons } = await load('panels/index.js');
  if (command === 'english') {
    const keys = Object.keys(english).filter((key) => !name || areaOf(key, lessons) === name);
    if (keys.length) {
      const shown = Object.fromEntries(keys.map((key) => [key, english[key]]));
      process.stdout.write(JSON.stringify(shown, null, 2) + '\n');
    } else {
      console.error(`no English message is kept in ${name}.js`);
      process.exitCode = 2;
    }
  } else if (command === 'check' && name) {
    const lang = name;
    if (!existsSync(join(catalogues, lang))) {
      console.error(`there is no folder web/src/i18n/catalogues/${lang}/`);
      process.exitCode = 2;
    } else {
      const files = await catalogueFiles(lang);
      const problems = [
        ...checkCatalogue(english, Object.assign({}, ...Object.values(files))).map(
          ({ key, problem }) => ({
            key,
            problem:
              problem === 'missing' ? `missing (${lang}/${areaOf(key, lessons)}.js)` : problem,
          }),
        ),
        ...checkPlaces(files, lessons),
      ];
      for (const { key, problem } of problems) console.log(`${key}: ${problem}`);
      console.log(
        `${lang}: ${Object.keys(english).length} English keys, ${problems.length} problems`,
      );
      process.exitCode = problems.length ? 1 : 0;
    }
  } else if (command === 'start' && /^[a-z]{2,3}(-[A-Za-z0-9]+)*$/.test(name ?? '')) {
    const files = await startLanguage(name, english, lessons);
    console.log(
      `${name}: ${files} files in web/src/i18n/catalogues/${name}/ to translate, and ${name}.js; ` +
        `add its line to catalogues in web/src/i18n/words.js (docs/TRANSLATING.md)`,
    );
  } else {
    console.error('usage: node scripts/messages.mjs english [area] | check <lang> | start <lang>');
    process.exitCode = 2;
  }
}
