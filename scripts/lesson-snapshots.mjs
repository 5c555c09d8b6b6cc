// Every lesson's text and picture, to check that a change of the code behind the page left the
// page as it was (a refactoring) or changed only what it meant to:
//   node scripts/lesson-snapshots.mjs take [dist] [dir] [--phone]   one PNG and one .txt per lesson
//   node scripts/lesson-snapshots.mjs compare before-dir after-dir  what differs, lesson by lesson
// Each lesson is opened alone (?embed=<id>) at 1280 px (and 390 px with --phone) in the system
// Chromium, once it reports data-status="ready" ("idle" for the lab, and no data-preview: its
// worker has answered with the untrained model). compare counts the pixels whose colour moved by
// more than a rounding step, decoding both pictures in the browser (no image library needed).
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { launchChromium } from './chromium.mjs';
import { distDir } from './paths.mjs';
import { serveStatic } from './serve.mjs';

const widths = (phone) => (phone ? [1280, 390] : [1280]);

async function settledLesson(page, url, id) {
  await page.goto(new URL(`index.html?embed=${id}`, url).href);
  // The lab says "idle" where the other lessons say "ready", and data-preview until its worker
  // has answered the check of its settings.
  await page.waitForSelector(
    `section[data-panel="${id}"]:is([data-status="ready"], [data-status="idle"]):not([data-preview])`,
    { state: 'attached', timeout: 120000 },
  );
  // Fonts, then two frames: charts drawn on the next frame are on the picture.
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
  });
}

async function take(dist, dir, phone) {
  mkdirSync(dir, { recursive: true });
  const { server, url } = await serveStatic(resolve(dist));
  const browser = await launchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(new URL('index.html', url).href);
    await page.waitForSelector('section[data-panel]', { state: 'attached' });
    const ids = await page.$$eval('section[data-panel]', (all) => all.map((s) => s.dataset.panel));
    for (const width of widths(phone)) {
      await page.setViewportSize({ width, height: 900 });
      for (const id of ids) {
        await settledLesson(page, url, id);
        const name = `${id}-${width}`;
        const text = await page.$eval(`section[data-panel="${id}"]`, (s) => s.innerText);
        writeFileSync(join(dir, `${name}.txt`), text);
        await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
        console.log(`snapshot: ${name}`);
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

/** The first lines that differ, each side, for a reader to see what changed. */
function textDifference(a, b) {
  const left = a.split('\n');
  const right = b.split('\n');
  const at = left.findIndex((line, i) => line !== right[i]);
  const first = at === -1 ? left.length : at;
  return `line ${first + 1}: "${left[first] ?? ''}" became "${right[first] ?? ''}"`;
}

async function compare(before, after) {
  const pictures = (dir) => readdirSync(dir).filter((f) => f.endsWith('.png'));
  const taken = new Set(pictures(after));
  // A take without --phone is compared at the widths it has.
  const names = pictures(before).filter((png) => taken.has(png));
  const browser = await launchChromium();
  let differing = 0;
  try {
    const page = await browser.newPage();
    for (const png of names) {
      const name = png.replace(/\.png$/, '');
      const afterText = readFileSync(join(after, `${name}.txt`), 'utf8');
      const beforeText = readFileSync(join(before, `${name}.txt`), 'utf8');
      const pixels = await page.evaluate(
        async ([a, b]) => {
          const decode = async (base64) => {
            const bitmap = await createImageBitmap(
              await (await fetch(`data:image/png;base64,${base64}`)).blob(),
            );
            const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
            const context = canvas.getContext('2d');
            context.drawImage(bitmap, 0, 0);
            return context.getImageData(0, 0, bitmap.width, bitmap.height);
          };
          const [x, y] = await Promise.all([decode(a), decode(b)]);
          if (x.width !== y.width || x.height !== y.height)
            return { size: `${x.width}x${x.height} became ${y.width}x${y.height}` };
          let moved = 0;
          for (let i = 0; i < x.data.length; i += 4) {
            const step = Math.max(
              Math.abs(x.data[i] - y.data[i]),
              Math.abs(x.data[i + 1] - y.data[i + 1]),
              Math.abs(x.data[i + 2] - y.data[i + 2]),
            );
            if (step > 8) moved++;
          }
          return { moved, total: x.width * x.height };
        },
        [
          readFileSync(join(before, png)).toString('base64'),
          readFileSync(join(after, png)).toString('base64'),
        ],
      );
      const sameText = beforeText === afterText;
      const samePixels = pixels.moved === 0;
      if (sameText && samePixels) {
        console.log(`${name}: same text, same pixels`);
        continue;
      }
      differing++;
      const parts = [];
      if (!sameText) parts.push(`text differs (${textDifference(beforeText, afterText)})`);
      if (pixels.size) parts.push(`picture size ${pixels.size}`);
      else if (!samePixels)
        parts.push(
          `${pixels.moved} of ${pixels.total} pixels differ (${((100 * pixels.moved) / pixels.total).toFixed(3)}%)`,
        );
      console.log(`${name}: ${parts.join('; ')}`);
    }
  } finally {
    await browser.close();
  }
  console.log(`${names.length - differing} of ${names.length} snapshots the same`);
  return differing;
}

const [command, ...rest] = process.argv.slice(2);
const phone = rest.includes('--phone');
const paths = rest.filter((a) => !a.startsWith('--'));
if (command === 'take') {
  await take(paths[0] ?? distDir, paths[1] ?? 'build/snapshots', phone);
} else if (command === 'compare' && paths.length === 2) {
  process.exitCode = (await compare(paths[0], paths[1])) ? 1 : 0;
} else {
  console.error(
    'usage: node scripts/lesson-snapshots.mjs take [dist] [dir] [--phone] | compare before after',
  );
  process.exitCode = 2;
}
