// The page's English messages as one flat catalogue, the form a translation takes
// (web/src/i18n/catalogues/<lang>.json; docs/TRANSLATING.md), and a check of a translation
// against it.
//   node scripts/messages.mjs english        the English catalogue as JSON, on stdout
//   node scripts/messages.mjs check <lang>   keys missing or extra, placeholders that differ
// Keys: '<lesson id>.<key>' (panels/<id>/strings.js), 'page.<key>' (ui/strings.js), 'texts.<key>'
// (texts/strings.js), '<folder>.<key>' for the parts lessons share (panels/token-lessons…),
// 'lessons.<id>.title|place' (lesson.js), 'questions.<id>.<n>.question|choice<k>|explanation'
// (questions.js, counted from 1), 'settings.<key>' (a setting's label: state.js settingName),
// 'sources.<key>.what|license' (sources.js).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
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
  add('page', (await load('ui/strings.js')).strings);
  add('texts', (await load('texts/strings.js')).strings);
  // Every folder's strings.js, a lesson's or the parts several lessons share, by folder name.
  for (const folder of readdirSync(join(web, 'panels')).sort()) {
    if (!existsSync(join(web, 'panels', folder, 'strings.js'))) continue;
    add(folder, (await load(`panels/${folder}/strings.js`)).strings);
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
  }
  for (const key of Object.keys(catalogue))
    if (!(key in english)) problems.push({ key, problem: 'not an English key' });
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, lang] = process.argv.slice(2);
  const english = await englishMessages();
  if (command === 'english') process.stdout.write(JSON.stringify(english, null, 2) + '\n');
  else if (command === 'check' && lang) {
    const file = join(web, 'i18n', 'catalogues', `${lang}.json`);
    const problems = checkCatalogue(english, JSON.parse(readFileSync(file, 'utf8')));
    for (const { key, problem } of problems) console.log(`${key}: ${problem}`);
    console.log(
      `${lang}: ${Object.keys(english).length} English keys, ${problems.length} problems`,
    );
    process.exitCode = problems.length ? 1 : 0;
  } else {
    console.error('usage: node scripts/messages.mjs english | check <lang>');
    process.exitCode = 2;
  }
}
