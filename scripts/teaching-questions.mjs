// The check-yourself questions of docs/TEACHING.md, taken from the page itself so the teacher's
// guide quotes exactly what students see: every question, its right answer and the explanation
// the page gives. `node scripts/teaching-questions.mjs` (after `npm run build`) rewrites each
// lesson's "Check-yourself questions" block; tests/browser/teaching-guide.test.mjs fails when the
// guide and the page disagree.
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { launchChromium } from './chromium.mjs';
import { distDir, projectRoot } from './paths.mjs';
import { serveStatic } from './serve.mjs';

export const guidePath = join(projectRoot, 'docs', 'TEACHING.md');

/**
 * { panelId: [{ question, answer (the right choice's text, null for an open question),
 * explanation }] } for every lesson on the page at `url`, read by answering each question the
 * way a student would (the right choice, or "Show the answer") in a fresh browser context.
 */
export async function pageQuestions(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForFunction(() => document.documentElement.dataset.status === 'ready');
    const ids = await page.$$eval('section[data-panel]', (all) => all.map((s) => s.dataset.panel));
    const lessons = {};
    for (const id of ids) {
      const section = page.locator(`section[data-panel="${id}"]`);
      await section.scrollIntoViewIfNeeded();
      // Mounted and drawn: any status but loading (the training lab waits 'idle').
      await page.waitForFunction((panel) => {
        const status = document.querySelector(`section[data-panel="${panel}"]`)?.dataset.status;
        return status !== undefined && status !== 'loading';
      }, id);
      const items = section.locator('.quiz-item');
      const list = [];
      for (let i = 0; i < (await items.count()); i++) {
        const item = items.nth(i);
        const right = item.locator('.quiz-choice[data-right="true"]');
        const open = (await right.count()) === 0;
        await (open ? item.locator('.quiz-reveal') : right).click();
        const question = (await item.locator('.quiz-question').textContent()).replace(
          /^\d+\.\s*/,
          '',
        );
        const answer = open ? null : (await right.textContent()).replace(/^\s*[A-Z]\s+/, '').trim();
        const explanation = (await item.locator('.quiz-feedback').textContent())
          .replace(/^Right\.\s*/, '')
          .trim();
        list.push({ question, answer, explanation });
      }
      if (list.length) lessons[id] = list;
    }
    return lessons;
  } finally {
    await context.close();
  }
}

/** One lesson's questions as the guide writes them. */
export function questionBlock(questions) {
  return questions
    .map((q, i) => {
      const head = `${i + 1}. ${q.question}${q.answer === null ? ' (open question: “Show the answer”)' : ''}  `;
      const body = q.answer === null ? q.explanation : `**${q.answer}.** ${q.explanation}`;
      return `${head}\n   ${body}`;
    })
    .join('\n');
}

/**
 * The guide with every lesson's "Check-yourself questions" block replaced by the page's
 * questions. Returns { text, missing: [panel ids with questions but no section in the guide] }.
 */
export function updatedGuide(guide, lessons) {
  let text = guide;
  const missing = [];
  for (const [id, questions] of Object.entries(lessons)) {
    const section = text.indexOf(`\n## \`${id}\``);
    const marker = '**Check-yourself questions**\n\n';
    const start = section < 0 ? -1 : text.indexOf(marker, section);
    const nextSection = text.indexOf('\n## ', section + 1);
    if (start < 0 || (nextSection >= 0 && start > nextSection)) {
      missing.push(id);
      continue;
    }
    // The block runs to the next line that starts a bold heading or a section.
    const from = start + marker.length;
    const next = /^(\*\*|## )/m.exec(text.slice(from));
    const to = next ? from + next.index : text.length;
    text = `${text.slice(0, from)}${questionBlock(questions)}\n\n${text.slice(to)}`;
  }
  return { text, missing };
}

async function main() {
  const { server, url } = await serveStatic(distDir);
  const browser = await launchChromium();
  try {
    const lessons = await pageQuestions(browser, url);
    const { text, missing } = updatedGuide(readFileSync(guidePath, 'utf8'), lessons);
    const partial = `${guidePath}.partial`;
    writeFileSync(partial, text);
    renameSync(partial, guidePath);
    const count = Object.values(lessons).reduce((n, list) => n + list.length, 0);
    console.log(`teaching-questions: ${count} questions of ${Object.keys(lessons).length} lessons`);
    if (missing.length) {
      console.error(
        `teaching-questions: no "Check-yourself questions" block in docs/TEACHING.md for ${missing.join(', ')}: add the lesson's section first`,
      );
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
