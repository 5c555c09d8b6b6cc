// The SCORM 1.2 package: dist/embedding-lab-scorm.zip holds imsmanifest.xml, launch.html (finds
// the LMS's API, reports the lab's progress messages and keeps what resumes the course),
// embedding-lab.html (the single-file page) and, at its root as the specification requires, the
// four SCORM 1.2 schema files the manifest names (web/scorm/schema/, copied unchanged; the
// manifest is validated against them in tests/browser/scorm.test.mjs). Moodle, Canvas,
// Blackboard and Brightspace import it as one activity.
// `npm run build` writes it after the offline page (scripts/build.mjs).
//
// A package for one course, after a build (docs/EMBEDDING.md, "A package for one course"):
//   npm run scorm -- --lessons tokenizer,bpe,pe-sinusoidal [--lock KEYS] [--lang en] [--out FILE]
// holds only those lessons, in that order (the lab's ?lessons=), with the settings named in
// --lock fixed (?lock=); its score and completion count their questions only. The lesson ids
// and the settings each lesson's controls set are read from the built page itself, so a name
// that is not one is refused with the list of those that are.
//   npm run scorm -- --no-checks [--lessons ...]
// leaves out the checks before and after the lessons (the lab's hide=check-before,check-after);
// they count toward neither the score nor completion, so only the interactions change.
import {
  existsSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateRawSync } from 'node:zlib';

import { pageLanguages } from '../web/src/ui/share.js';
import { distDir, projectRoot } from './paths.mjs';
import { serveStatic } from './serve.mjs';

export const scormPackage = join(distDir, 'embedding-lab-scorm.zip');

// A zip archive (PKWARE APPNOTE 4.3) of deflated entries with fixed dates, so the same inputs
// give the same bytes. Node's zlib does the compressing; the layout is a few fixed records.
export function zipDeflated(files) {
  const chunks = [];
  const directory = [];
  let offset = 0;
  const dosDate = (0 << 9) | (1 << 5) | 1; // 1980-01-01
  for (const { name, bytes } of files) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = deflateRawSync(bytes, { level: 9 });
    const crc = crc32(bytes);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(dosDate, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(bytes.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE((3 << 8) | 20, 4); // made by Unix, 2.0
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(dosDate, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(bytes.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a regular file, rw-r--r--
    central.writeUInt32LE(offset, 42);
    chunks.push(local, nameBytes, data);
    directory.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const dir = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, dir, end]);
}

export const schemaDir = join(projectRoot, 'web', 'scorm', 'schema');

/** The SCORM 1.2 schema files (imscp_rootv1p1p2.xsd, adlcp_rootv1p2.xsd, ...), sorted. */
export function schemaFiles() {
  return readdirSync(schemaDir)
    .filter((name) => name.endsWith('.xsd'))
    .sort();
}

const escapeXml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The files a package is made from: --out may name none of them. */
export function packageInputs() {
  const source = join(projectRoot, 'web', 'scorm');
  return [
    join(source, 'imsmanifest.xml'),
    join(source, 'launch.html'),
    join(distDir, 'embedding-lab.html'),
    ...schemaFiles().map((name) => join(schemaDir, name)),
  ];
}

/**
 * Where a package may be written: a file (new, or an earlier package, replaced whole) in a folder
 * that exists, and none of the package's inputs (by any name: a link to one is one). Throws a
 * message that says why not.
 */
export function checkOut(out) {
  const file = resolve(out);
  const folder = dirname(file);
  const here = statSync(file, { throwIfNoEntry: false });
  if (here?.isDirectory())
    throw new Error(
      `--out ${out} is a folder; name the package file, e.g. ${join(out, 'course.zip')}`,
    );
  const parent = statSync(folder, { throwIfNoEntry: false });
  if (!parent?.isDirectory()) throw new Error(`--out ${out}: there is no folder ${folder}`);
  if (here) {
    for (const input of packageInputs()) {
      const used = statSync(input, { throwIfNoEntry: false });
      if (used && used.dev === here.dev && used.ino === here.ino)
        throw new Error(`--out ${out} is an input of the package (${input}); name another file`);
    }
    if (!here.isFile()) throw new Error(`--out ${out} is not a file`);
  }
  return file;
}

/**
 * Writes the package (dist/embedding-lab-scorm.zip by default, or `out`) from web/scorm/ and
 * dist/embedding-lab.html. course: { lessons: [{ id, title }], lock: [keys], lang, out } for a
 * package of those lessons only; without it, every lesson. The file appears whole or not at all:
 * it is written beside its place and renamed there, and nothing is left when that fails.
 */
export function buildScormPackage(
  course = null,
  out = course?.out ?? scormPackage,
  { noChecks = false } = {},
) {
  out = checkOut(out);
  const source = join(projectRoot, 'web', 'scorm');
  let manifest = readFileSync(join(source, 'imsmanifest.xml'), 'utf8');
  let launch = readFileSync(join(source, 'launch.html'), 'utf8');
  // The lab in the launch page's frame shows the course; the LMS lists it by its lessons.
  const query = new URLSearchParams();
  if (course) query.set('lessons', course.lessons.map((l) => l.id).join(','));
  if (course?.lock.length) query.set('lock', course.lock.join(','));
  if (course?.lang) query.set('lang', course.lang);
  if (noChecks) query.set('hide', 'check-before,check-after');
  if ([...query].length) {
    const frame = 'src="embedding-lab.html"';
    if (!launch.includes(frame)) throw new Error(`web/scorm/launch.html has no ${frame}`);
    launch = launch.replace(frame, `src="embedding-lab.html?${escapeXml(query.toString())}"`);
  }
  if (course) {
    const title = `Embedding Lab: ${course.lessons.map((l) => l.title).join(', ')}`;
    manifest = manifest.replace(
      /<title>Embedding Lab: how text becomes vectors<\/title>/,
      `<title>${escapeXml(title)}</title>`,
    );
  }
  const zip = zipDeflated([
    { name: 'imsmanifest.xml', bytes: Buffer.from(manifest) },
    { name: 'launch.html', bytes: Buffer.from(launch) },
    { name: 'embedding-lab.html', bytes: readFileSync(join(distDir, 'embedding-lab.html')) },
    ...schemaFiles().map((name) => ({ name, bytes: readFileSync(join(schemaDir, name)) })),
  ]);
  const partial = join(dirname(out), `.${basename(out)}.${process.pid}.partial`);
  try {
    writeFileSync(partial, zip, { flag: 'wx' });
    renameSync(partial, out);
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  }
  return statSync(out).size;
}

/**
 * The lessons of the built page, in order: [{ id, title, settings: [keys its controls set] }],
 * read from dist/ in Chromium (the registry is the page's own; its modules need a browser), the
 * titles in `lang`, the course's language (the manifest names the course in it).
 */
export async function builtLessons(lang = null) {
  // Loaded here, not at the top: build.mjs imports this file before setup has installed the npm
  // packages, and only a one-course package needs a browser.
  const { launchChromium } = await import('./chromium.mjs');
  const { server, url } = await serveStatic(distDir);
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${url}index.html?mount=all${lang ? `#lang=${encodeURIComponent(lang)}` : ''}`);
    await page.waitForFunction(
      () => ['ready', 'error'].includes(document.documentElement.dataset.status),
      null,
      { timeout: 60000 },
    );
    return await page.evaluate(() =>
      [...document.querySelectorAll('section[data-panel]')].map((section) => ({
        id: section.dataset.panel,
        title: section.querySelector('h2')?.textContent.trim() ?? section.dataset.panel,
        settings: [
          ...new Set([...section.querySelectorAll('[data-setting]')].map((c) => c.dataset.setting)),
        ],
      })),
    );
  } finally {
    await browser.close();
    await new Promise((done) => server.close(done));
  }
}

const usage =
  'usage: npm run scorm -- [--lessons ID,ID,...] [--lock KEY,KEY,...] [--lang en] [--out FILE.zip] [--no-checks]';

/**
 * Reads the command line into { lessons, lock, lang, out, noChecks } (names unchecked); throws on
 * misuse.
 */
export function parseScormArgs(args) {
  const given = {};
  let noChecks = false;
  const list = (text) =>
    text
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean);
  for (let i = 0; i < args.length; i++) {
    if (args[i] === '--no-checks') {
      if (noChecks) throw new Error('--no-checks is given twice');
      noChecks = true;
      continue;
    }
    const [flag, inline] = args[i].split(/=(.*)/s);
    if (!['--lessons', '--lock', '--lang', '--out'].includes(flag))
      throw new Error(`unknown option ${args[i]}; ${usage}`);
    const value = inline ?? args[++i];
    if (value === undefined || value === '' || value.startsWith('--'))
      throw new Error(`${flag} needs a value; ${usage}`);
    if (flag in given) throw new Error(`${flag} is given twice`);
    given[flag] = value;
  }
  return {
    lessons: given['--lessons'] === undefined ? null : list(given['--lessons']),
    lock: list(given['--lock'] ?? ''),
    lang: given['--lang'] ?? null,
    out: given['--out'] === undefined ? null : resolve(given['--out']),
    noChecks,
  };
}

const checkIds = ['check-before', 'check-after']; // the lessons --no-checks leaves out

/**
 * Checks the lessons named and the language against the page's lesson list (`ids`, read in node
 * from the registry), before a browser is started to read the built page: a misspelt name is
 * refused at once.
 */
function checkNames(args, ids) {
  const chosen = [];
  for (const name of args.lessons) {
    if (!ids.includes(name))
      throw new Error(`there is no lesson called “${name}”; the lessons are ${ids.join(', ')}`);
    if (args.noChecks && checkIds.includes(name))
      throw new Error(`--no-checks leaves out the checks: --lessons may not name ${name}`);
    if (chosen.includes(name)) throw new Error(`lesson ${name} is listed twice`);
    chosen.push(name);
  }
  if (!chosen.length)
    throw new Error(`--lessons lists no lesson; the lessons are ${ids.join(', ')}`);
  if (args.lang !== null && !pageLanguages.includes(args.lang))
    throw new Error(`--lang ${args.lang}: the page is in ${pageLanguages.join(', ')} only`);
}

/**
 * Checks the locked keys against the controls of the built page's lessons (names checked
 * already); returns buildScormPackage's course.
 */
function checkLocks(args, lessons) {
  const chosen = args.lessons.map((name) => lessons.find((l) => l.id === name));
  const settable = [...new Set(chosen.flatMap((l) => l.settings))];
  for (const key of args.lock)
    if (!settable.includes(key))
      throw new Error(
        `--lock ${key}: no control of these lessons sets it; they set ${settable.join(', ')}`,
      );
  return {
    lessons: chosen.map(({ id, title }) => ({ id, title })),
    lock: args.lock,
    lang: args.lang,
    out: args.out ?? join(distDir, `embedding-lab-scorm-${chosen.map((l) => l.id).join('-')}.zip`),
  };
}

/** The course the command line describes, or null for the whole page; throws on a bad name. */
async function courseOf(args) {
  if (args.lessons === null) return null;
  // Loaded here: build.mjs imports this file before setup has installed the npm packages.
  const { lessons } = await import('../web/src/panels/index.js');
  checkNames(
    args,
    lessons.map((l) => l.id),
  );
  return checkLocks(args, await builtLessons(args.lang));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    const args = parseScormArgs(process.argv.slice(2));
    if (args.out !== null) checkOut(args.out); // before the page is read: a bad path says so at once
    if (!existsSync(join(distDir, 'embedding-lab.html')))
      throw new Error('dist/embedding-lab.html is missing: run `npm run build` first');
    if (args.lessons === null && (args.lock.length || args.lang !== null))
      throw new Error(`--lock and --lang shape a course: give --lessons too; ${usage}`);
    const course = await courseOf(args);
    const file = course?.out ?? args.out ?? scormPackage;
    const size = buildScormPackage(course, file, { noChecks: args.noChecks });
    console.log(`scorm: ${file} (${(size / 1e6).toFixed(2)} MB)`);
  } catch (error) {
    console.error(`scorm: ${error.message}`);
    process.exit(2);
  }
}
