// The SCORM 1.2 package: dist/embedding-lab-scorm.zip holds imsmanifest.xml, launch.html (finds
// the LMS's API, reports the lab's progress messages and keeps what resumes the course),
// embedding-lab.html (the single-file page) and, at its root as the specification requires, the
// four SCORM 1.2 schema files the manifest names (web/scorm/schema/, copied unchanged; the
// manifest is validated against them in tests/browser/scorm.test.mjs). Moodle, Canvas,
// Blackboard and Brightspace import it as one activity.
// `npm run build` writes it after the offline page (scripts/build.mjs).
import { readdirSync, readFileSync, statSync, writeFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';

import { distDir, projectRoot } from './paths.mjs';

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

/** Writes dist/embedding-lab-scorm.zip from web/scorm/ and dist/embedding-lab.html. */
export function buildScormPackage() {
  const source = join(projectRoot, 'web', 'scorm');
  const zip = zipDeflated([
    { name: 'imsmanifest.xml', bytes: readFileSync(join(source, 'imsmanifest.xml')) },
    { name: 'launch.html', bytes: readFileSync(join(source, 'launch.html')) },
    { name: 'embedding-lab.html', bytes: readFileSync(join(distDir, 'embedding-lab.html')) },
    ...schemaFiles().map((name) => ({ name, bytes: readFileSync(join(schemaDir, name)) })),
  ]);
  const partial = `${scormPackage}.partial`;
  writeFileSync(partial, zip);
  renameSync(partial, scormPackage);
  return statSync(scormPackage).size;
}
