// What a learner who arrives cold meets: plain words (no internal names for sources or models),
// learned structure visible after the training lab's default run, check-yourself cards with
// balanced answer positions, a score and answers kept across a reload, and a way around the page
// (contents in view, previous/next links, sources).
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { after, before, test } from 'node:test';

import { openPage, screenshotDir, startBrowser } from './harness.mjs';

let env;
before(async () => {
  env = await startBrowser();
});
after(async () => {
  await env?.close();
});

const train = 'section[data-panel="train"]';

/** Every word the learner can meet in `scope`: text (hidden text too) and readable attributes. */
function learnerText(page, scope = 'body') {
  return page.$eval(scope, (root) => {
    const parts = [root.textContent];
    for (const el of root.querySelectorAll('*'))
      for (const name of ['aria-label', 'title', 'placeholder', 'alt'])
        if (el.hasAttribute(name)) parts.push(el.getAttribute(name));
    parts.push(document.title);
    return parts.join('\n');
  });
}

/** "seed" or "seeds" anywhere but in "random seed(s)": the internal word a learner must not see. */
function internalSeeds(text) {
  const found = [];
  for (const m of text.matchAll(/\bseeds?\b/gi)) {
    const before = text.slice(Math.max(0, m.index - 7), m.index).toLowerCase();
    if (before !== 'random ') found.push(text.slice(Math.max(0, m.index - 40), m.index + 40));
  }
  for (const m of text.matchAll(/\bthe notes\b/gi))
    found.push(text.slice(Math.max(0, m.index - 40), m.index + 40));
  return found;
}

test('learner-facing text says "random seed", never "seed(s)" alone or "the notes"', async () => {
  const { page, problems, close } = await openPage(env);
  // Open every answer, so the explanations are on the page too.
  for (const button of await page.$$('.quiz-reveal, .quiz-choices button:first-child'))
    await button.click();
  const text = await learnerText(page);
  assert.deepEqual(internalSeeds(text), []);
  assert.match(text, /random seed/);
  // The detector itself catches the words it is for.
  assert.equal(internalSeeds('the seeds’ predictor; seed 42; the notes say').length, 3);
  assert.equal(internalSeeds('random seed 42, random seeds').length, 0);
  assert.deepEqual(problems, []);
  await close();
});

test('the sources are named and credited; every lesson ends with read-more and next links', async () => {
  const { page, problems, close } = await openPage(env);
  const sources = await page.textContent('#sources');
  for (const cite of [
    'Attention Is All You Need',
    'Language Models are Unsupervised Multitask Learners',
    'Layer Normalization',
    'Root Mean Square Layer Normalization',
    'RoFormer',
    'Building a GPT-Style Model from Scratch',
    'Cong Le',
    'CC BY 4.0',
  ])
    assert.ok(sources.includes(cite), `Sources lacks ${cite}`);
  const ends = await page.$$eval('section[data-panel]', (sections) =>
    sections.map((s) => ({
      id: s.dataset.panel,
      readMore: Boolean(s.querySelector('.lesson-end .read-more')),
      prev: s.querySelector('.lesson-end .lesson-prev')?.getAttribute('href') ?? null,
      next: s.querySelector('.lesson-end .lesson-next')?.getAttribute('href') ?? null,
    })),
  );
  ends.forEach((end, i) => {
    assert.ok(end.readMore, `${end.id} has no read-more line`);
    assert.equal(end.prev, i > 0 ? `#panel=${ends[i - 1].id}` : null, `${end.id} previous`);
    assert.equal(end.next, i < ends.length - 1 ? `#panel=${ends[i + 1].id}` : null);
  });
  // Absolute vs relative position comes before the lessons that build on it.
  const order = ends.map((e) => e.id);
  for (const later of ['pe-sinusoidal', 'pe-relative', 'rope'])
    assert.ok(order.indexOf('positions') < order.indexOf(later), `positions after ${later}`);
  // The wavelength lesson credits Cong Le's notes where it uses them.
  assert.match(
    await page.textContent('section[data-panel="pe-sinusoidal"]'),
    /Cong Le’s notes .*CC BY 4\.0/,
  );
  assert.deepEqual(problems, []);
  await close();
});

// Every work a lesson names, and how the Sources list must name it (author and title).
const namedWorks = [
  {
    named: /Attention Is All You Need|original Transformer/,
    listed: /Vaswani.*Attention Is All You Need/,
  },
  { named: /\bGPT-2\b/, listed: /Radford.*Language Models are Unsupervised Multitask Learners/ },
  { named: /\bBERT\b/, listed: /Devlin.*BERT: Pre-training/ },
  { named: /\bT5\b/, listed: /Raffel.*Unified Text-to-Text Transformer/ },
  {
    named: /FlashAttention/,
    listed: /Dao.*FlashAttention: Fast and Memory-Efficient Exact Attention/,
  },
  { named: /word2vec/, listed: /Mikolov.*Efficient Estimation of Word Representations/ },
  { named: /minbpe/, listed: /Karpathy.*minbpe/ },
  { named: /byte-pair encoding|\bBPE\b/, listed: /Sennrich.*Subword Units/ },
  { named: /\bRoPE\b/, listed: /Su.*RoFormer/ },
  { named: /\bALiBi\b/, listed: /Press.*Train Short, Test Long/ },
  { named: /\bRMSNorm\b/, listed: /Zhang.*Root Mean Square Layer Normalization/ },
  { named: /\bLayerNorm\b/, listed: /Ba.*Layer Normalization/ },
  { named: /Vizuara/, listed: /Vizuara.*Building a GPT-Style Model from Scratch/ },
  { named: /Cong Le/, listed: /Cong Le.*Geometric Progression.*CC BY 4\.0/ },
  { named: /top-p|nucleus/, listed: /Holtzman.*Neural Text Degeneration/ },
  { named: /top-k/, listed: /Fan.*Hierarchical Neural Story Generation/ },
];

/** A lesson's words that point at material a student cannot open. */
const unopenable = /study notes|source notes|no author given/gi;

test('every work a lesson names is in Sources, and no lesson leans on notes a student cannot open', async () => {
  const { page, problems, close } = await openPage(env);
  for (const button of await page.$$('.quiz-reveal, .quiz-choices button:first-child'))
    await button.click();
  const lessons = await page.$$eval('section[data-panel]', (sections) =>
    sections.map((s) => ({ id: s.dataset.panel, text: s.textContent })),
  );
  const sources = await page.textContent('#sources');
  for (const { named, listed } of namedWorks) {
    const naming = lessons.filter((l) => named.test(l.text)).map((l) => l.id);
    assert.ok(naming.length > 0, `no lesson names ${named}: drop it from the list`);
    assert.match(sources, listed, `${naming.join(', ')} name ${named}, Sources does not list it`);
  }
  // Every listed work a link exists for is linked (the three without a public address are the
  // notebook, Cong Le's notes and the Arabic odes, printed in many editions, none of them the
  // one address to give).
  const unlinked = await page.$$eval('#sources li', (items) =>
    items
      .filter((li) => !li.querySelector('a[href^="http"]:not([rel~="license"])'))
      .map((li) => li.textContent.slice(0, 40)),
  );
  assert.equal(unlinked.length, 3, `works without a link: ${unlinked.join(' | ')}`);
  assert.match(unlinked.join(' | '), /Vizuara.*Cong Le.*Imru/);
  for (const { id, text } of lessons) {
    const found = Array.from(text.matchAll(unopenable), (m) =>
      text.slice(Math.max(0, m.index - 40), m.index + 40),
    );
    assert.deepEqual(found, [], `${id} points at material a student cannot open`);
  }
  assert.doesNotMatch(sources, /study notes|no author given/i);
  assert.deepEqual(problems, []);
  await close();
});

test('the contents stay in view, mark the lesson being read, and next links go there', async () => {
  for (const width of [1280, 390]) {
    const { page, problems, close } = await openPage(env, '', {
      viewport: { width, height: 800 },
    });
    await page.click('section[data-panel="norms"] .lesson-next');
    await page.waitForFunction(
      () =>
        document.querySelector('#contents a[aria-current]')?.getAttribute('href') ===
        '#panel=attention',
    );
    assert.match(page.url(), /#panel=attention/);
    const bar = await page.$eval('.contents', (nav) => {
      const box = nav.getBoundingClientRect();
      return { top: box.top, height: box.height, position: getComputedStyle(nav).position };
    });
    assert.equal(bar.position, 'sticky');
    assert.ok(bar.top >= 0 && bar.top < 2, `contents bar at ${bar.top}px`);
    assert.ok(bar.height < 60, `contents bar is ${bar.height}px tall at ${width}px`);
    const heading = await page.$eval('section[data-panel="attention"] h2', (h) =>
      Math.round(h.getBoundingClientRect().top),
    );
    assert.ok(heading >= bar.height - 1, `heading at ${heading}px hides under the bar`);
    await page.screenshot({ path: join(screenshotDir, `reading-nav-${width}.png`) });
    assert.deepEqual(problems, []);
    await close();
  }
});

test('quiz answers are balanced over positions and the longest option is no tell', async () => {
  const { page, problems, close } = await openPage(env);
  const cards = await page.$$eval('section[data-panel]', (sections) =>
    sections.map((s) => ({
      id: s.dataset.panel,
      questions: Array.from(s.querySelectorAll('.quiz-choices'), (group) => {
        const buttons = Array.from(group.querySelectorAll('button'));
        const lengths = buttons.map((b) => b.textContent.length);
        const right = buttons.findIndex((b) => b.dataset.right === 'true');
        return { n: buttons.length, right, longest: lengths[right] === Math.max(...lengths) };
      }),
    })),
  );
  // The checks before and after the lessons are arranged each on its own (main.js), and count
  // toward no score: the page's letters balance over the lessons, each check's over itself.
  const checks = ['check-before', 'check-after'];
  assert.deepEqual(
    cards.filter((c) => checks.includes(c.id)).map((c) => c.id),
    checks,
  );
  const lessons = cards.filter((c) => !checks.includes(c.id));
  const all = lessons.flatMap((c) => c.questions);
  // The page's score counts every question with choices, from the lessons' own lists.
  assert.equal(Number(await page.getAttribute('.quiz-page-score', 'data-total')), all.length);
  for (const check of cards.filter((c) => checks.includes(c.id))) {
    assert.ok(check.questions.length >= 10, `${check.id}: ${check.questions.length} questions`);
    // Ten questions cannot hold each letter within 3% of a quarter: less than one question more
    // than guessing is what a card arranged alone promises (ui/quiz.js arrangeChoices).
    balanced(check.questions, [check], check.id, { share: false });
  }
  balanced(all, lessons, 'the lessons');
  const everyQuestion = cards.flatMap((c) => c.questions);
  const longest = everyQuestion.filter((q) => q.longest).length;
  const guessAll = everyQuestion.reduce((sum, q) => sum + 1 / q.n, 0);
  console.log(`# the right answer is the longest option in ${longest} of ${everyQuestion.length}`);
  assert.ok(longest <= guessAll, `the longest option is right in ${longest}, guessing ${guessAll}`);
  assert.deepEqual(problems, []);
  await close();
});

/**
 * Asserts that no strategy over the letters of `all` (in `cards`) beats guessing: by less than one
 * question, and (share) by at most 3% of the questions.
 */
function balanced(all, cards, what, { share = true } = {}) {
  const counts = [0, 0, 0, 0];
  for (const q of all) counts[q.right] += 1;
  console.log(`# ${what}: right answer at A, B, C, D: ${counts.join(', ')} of ${all.length}`);
  // A learner who never picks a letter already right in the card scores no more than guessing:
  // letters repeat within a card as chance draws them (ui/quiz.js arrangeChoices).
  let avoiding = 0;
  for (const card of cards) {
    const used = new Set();
    for (const q of card.questions) {
      const fresh = [...Array(q.n).keys()].filter((p) => !used.has(p));
      const pool = fresh.length ? fresh : [...Array(q.n).keys()];
      if (pool.includes(q.right)) avoiding += 1 / pool.length;
      used.add(q.right);
    }
  }
  // Always answering one letter scores no more than guessing (a question with n choices is
  // guessed right 1/n of the time): less than one question more over the page, by construction.
  const guess = all.reduce((sum, q) => sum + 1 / q.n, 0);
  for (let p = 0; p < 4; p++) {
    console.log(
      `# always ${'ABCD'[p]}: ${((100 * counts[p]) / all.length).toFixed(1)}%, guessing ${((100 * guess) / all.length).toFixed(1)}%`,
    );
    assert.ok(
      counts[p] < guess + 1 && (!share || counts[p] / all.length <= guess / all.length + 0.03),
      `${what}: always answering ${'ABCD'[p]} scores ${counts[p]} of ${all.length}, guessing ${guess.toFixed(1)}`,
    );
  }
  console.log(
    `# avoiding repeats: ${avoiding.toFixed(2)} of ${all.length}, guessing ${guess.toFixed(2)}`,
  );
  assert.ok(avoiding <= guess, `${what}: avoiding repeats scores ${avoiding}, guessing ${guess}`);
}

test('answers are scored, kept across a reload and reset', async () => {
  // Lessons left to mount as they come near: a reload does not cut off the training lab loading.
  const { page, problems, close } = await openPage(env, '#panel=attention', { lazy: true });
  const card = 'section[data-panel="attention"] .quiz';
  const right = `${card} .quiz-item >> nth=0 >> button[data-right="true"]`;
  const wrong = `${card} .quiz-item >> nth=1 >> button[data-right="false"] >> nth=0`;
  await page.click(right);
  await page.click(wrong);
  const total = await page.$$eval(`${card} .quiz-choices`, (g) => g.length);
  assert.equal(await page.getAttribute(card, 'data-score'), '1');
  // The page's total counts the lessons not built yet (they mount as they come near): every
  // question with choices, as many as a page with every lesson built shows.
  const everyLesson = await openPage(env, '#panel=attention', { lazy: false });
  // The checks before and after the lessons count toward no score.
  const lessons = 'section[data-panel]:not([data-panel^="check-"])';
  const pageTotal = await everyLesson.page.$$eval(
    `${lessons} .quiz .quiz-choices`,
    (g) => g.length,
  );
  await everyLesson.close();
  const built = await page.$$eval(`${lessons} .quiz .quiz-choices`, (g) => g.length);
  assert.ok(built < pageTotal, `${built} of ${pageTotal} questions built on the lazy page`);
  assert.equal(Number(await page.getAttribute('.quiz-page-score', 'data-total')), pageTotal);
  assert.match(
    await page.textContent(`${card} .quiz-score`),
    new RegExp(`Score: 1 of ${total} right at the first try`),
  );
  assert.match(await page.textContent('.quiz-page-score'), /score: 1 of \d+ right/);
  await page.waitForLoadState('networkidle'); // a lesson mounting nearby may still be loading
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.status === 'ready');
  await page.waitForFunction((c) => document.querySelector(c)?.dataset.score === '1', card);
  assert.match(
    await page.textContent('.quiz-page-score'),
    new RegExp(`score: 1 of ${pageTotal} right at the first try \\(2 answered\\)`),
  );
  assert.equal(await page.$$eval(`${card} .quiz-choice.right`, (b) => b.length), 1);
  assert.equal(await page.$$eval(`${card} .quiz-choice.wrong`, (b) => b.length), 1);
  assert.equal(await page.getAttribute(card, 'data-answered'), '2');
  await page.click(`${card} .quiz-reset`);
  assert.equal(await page.getAttribute(card, 'data-answered'), '0');
  assert.equal(await page.$$eval(`${card} .quiz-choice.right`, (b) => b.length), 0);
  await page.waitForLoadState('networkidle'); // a lesson mounting nearby may still be loading
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.status === 'ready');
  assert.equal(await page.getAttribute(card, 'data-answered'), '0');
  assert.deepEqual(problems, []);
  await close();
});

test('attention: with no positions, row t of a causal head gives token 0 exactly 1/(t + 1)', async () => {
  const { page, problems, close } = await openPage(env, '#panel=attention');
  const rows = await page.$$eval('.mask-leak-table tbody tr', (trs) =>
    trs.map((tr) => Array.from(tr.children, (c) => c.textContent)),
  );
  assert.equal(rows.length, 12);
  rows.forEach(([t, weight], i) => {
    assert.equal(Number(t), i);
    assert.ok(
      Math.abs(Number(weight.replace('−', '-')) - 1 / (i + 1)) < 1e-5,
      `row ${i}: ${weight}`,
    );
  });
  assert.deepEqual(problems, []);
  await close();
});

test('the default run shows learned structure: PCA share, new closest pairs, trained characters', async () => {
  // The token-embedding lesson shows what the lab's run learned too.
  const { page, problems, close } = await openPage(env, '#panel=train', { lazy: false });
  const startShare = Number(
    await page.$eval(`${train} .lab-inside`, (el) => el.dataset.pcaExplained),
  );
  const started = Date.now();
  await page.click(`${train} button.primary`);
  await page.waitForFunction(
    (s) => ['done', 'error'].includes(document.querySelector(s)?.dataset.status),
    train,
    { timeout: 300000 },
  );
  const seconds = (Date.now() - started) / 1000;
  assert.equal(await page.getAttribute(train, 'data-status'), 'done');
  const share = Number(await page.getAttribute(train, 'data-pca-explained'));
  const kept = Number(await page.$eval(`${train} .lab-inside`, (el) => el.dataset.pairsKept));
  console.log(
    `# default run: ${seconds.toFixed(1)} s wall time here; PCA share ${startShare.toFixed(3)} at the start, ${share.toFixed(3)} after; ${kept} of the 8 closest pairs kept from the start; ${await page.textContent(`${train} .lab-stats`)}`,
  );
  assert.ok(share >= 0.3, `the two PCA components explain ${share}`);
  assert.ok(share > startShare + 0.05);
  assert.ok(kept <= 1, `${kept} of the closest pairs are those of the random start`);
  // The notes name the model trained: the predictor's position table, no TinyGPT start note.
  assert.ok(await page.isHidden(`${train} .lab-gpt-start`));
  const positionNote = `${train} h4:has-text("The learned position table") + .lab-note`;
  assert.match(
    await page.textContent(positionNote),
    /the token \+ position predictor gains little/,
  );
  // Every row of the similarity map is labelled.
  const labels = await page.$eval(
    `${train} .lab-inside .lab-heatmap-grid`, // the first: the characters' similarity map
    (grid) =>
      Array.from(grid.querySelectorAll('.lab-labels-y span')).filter((s) => s.textContent !== '')
        .length,
  );
  const rows = await page.$eval(`${train} canvas.lab-heatmap`, (c) => c.height);
  assert.equal(labels, rows);
  assert.deepEqual(internalSeeds(await learnerText(page, train)), []);
  await page.screenshot({ path: join(screenshotDir, 'teaching-train-done-1280.png') });
  await page.locator(`${train} .lab-inside`).screenshot({
    path: join(screenshotDir, 'teaching-train-inside-1280.png'),
  });
  // The token lesson now compares characters of the training text.
  const note = await page.textContent('section[data-panel="token-embedding"] .trained-chars');
  assert.match(note, /Comparing characters of the training text/);
  // The projector places the trained rows, and the same rows of a random table beside them.
  const projector = 'section[data-panel="projector"]';
  await page.waitForFunction(
    (s) =>
      document.querySelector(s).dataset.projection === 'done' &&
      document.querySelector(`${s} .projector-beside`).dataset.projection === 'done',
    projector,
    { timeout: 120000 },
  );
  assert.match(await page.textContent(`${projector} .shown-label`), /^The trained table: /);
  assert.match(
    await page.textContent(`${projector} .beside-label`),
    /^The same 58 rows in a random table of the same shape \(random seed 42, 64 numbers each\)/,
  );
  const mapLabels = await page.$$eval(`${projector} canvas.lab-scatter`, (canvases) =>
    canvases.map((c) => c.getAttribute('aria-label')),
  );
  assert.deepEqual(mapLabels, [
    't-SNE map of 58 rows. Click a dot to see its nearest rows.',
    't-SNE map of 58 rows of a random table.',
  ]);
  await page.locator(`${projector} .figure-row`).screenshot({
    path: join(screenshotDir, 'teaching-projector-trained-1280.png'),
  });
  const desktop = await page.$eval(`${train} .lab-heatmap-scroll`, (el) => [
    el.scrollWidth,
    el.clientWidth,
  ]);
  assert.ok(desktop[0] <= desktop[1], `the map is ${desktop[0]} px in a box of ${desktop[1]}`);
  await page.setViewportSize({ width: 390, height: 900 });
  // On a phone the 58 labels keep a readable size: the map is wider than the screen and scrolls.
  await page.waitForFunction(
    (s) => document.querySelector(s).scrollWidth > document.querySelector(s).clientWidth,
    `${train} .lab-heatmap-scroll`,
  );
  const smallest = await page.$eval(`${train} .lab-heatmap-scroll .lab-labels-y`, (strip) =>
    Math.min(...[...strip.children].map((s) => parseFloat(getComputedStyle(s).fontSize))),
  );
  assert.ok(smallest >= 7.5, `similarity labels ${smallest} px on a phone`);
  await page.locator(`${train} .lab-inside`).screenshot({
    path: join(screenshotDir, 'teaching-train-inside-390.png'),
  });
  // The notebook's exact setting is one click away.
  await page.click(`${train} button:has-text("Use the notebook’s exact setting")`);
  assert.match(page.url(), /tr_init=notebook/);
  assert.match(page.url(), /lr=0\.001/);
  assert.deepEqual(problems, []);
  await close();
});

// The lesson that teaches each term first, in reading order. The overview's first look counts: it
// says what the term means in plain words and links to the lesson that teaches it in full. A
// lesson may use a term earlier only inside a primer (an element marked data-primer="<term>":
// a short explanation that links to the lesson teaching it; data-primer may list several terms,
// separated by commas).
const terms = [
  { term: 'token', pattern: /\btokens?\b/i, taught: 'overview' },
  { term: 'embedding', pattern: /\bembeddings?\b/i, taught: 'overview' },
  { term: 'attention', pattern: /\battention\b/i, taught: 'overview' },
  { term: 'query', pattern: /\bquer(y|ies)\b/i, taught: 'overview' },
  { term: 'key', pattern: /\bkeys?\b/, taught: 'overview' },
  { term: 'softmax', pattern: /softmax/i, taught: 'overview' },
  { term: 'causal mask', pattern: /\bcausal\b/i, taught: 'overview' },
  { term: 'head', pattern: /\bheads?\b/i, taught: 'overview' },
  { term: 'residual', pattern: /\bresidual\b/i, taught: 'overview' },
  { term: 'MLP', pattern: /\bMLP\b/, taught: 'overview' },
  { term: 'norm', pattern: /LayerNorm|RMSNorm/, taught: 'overview' },
  { term: 'logits', pattern: /\blogits?\b/i, taught: 'overview' },
  { term: 'loss', pattern: /\bloss(es)?\b|cross-entropy/i, taught: 'overview' },
  { term: 'gradient', pattern: /\bgradients?\b/i, taught: 'overview' },
  { term: 'BPE', pattern: /\bBPE\b|byte-pair/i, taught: 'bpe' },
  { term: 'sinusoidal', pattern: /\bsinusoid(al|s)?\b/i, taught: 'pe-sinusoidal' },
  { term: 'RoPE', pattern: /\bRoPE\b|\brotary\b/i, taught: 'rope' },
  { term: 'ALiBi', pattern: /\bALiBi\b/i, taught: 'long-context' },
  { term: 'KV cache', pattern: /\bKV cache\b/i, taught: 'sampling' },
  { term: 'temperature', pattern: /\btemperature\b/i, taught: 'sampling' },
  { term: 'top-k', pattern: /\btop-[kp]\b/i, taught: 'sampling' },
  { term: 'byte label', pattern: /\\x[0-9A-F]{2}/, taught: 'overview' },
  { term: 'W_o', pattern: /\bW_o\b/, taught: 'overview' },
  { term: 'GELU', pattern: /\bGELU\b/, taught: 'overview' },
  { term: 'pre-norm', pattern: /\bpre-norm\b/i, taught: 'overview' },
  { term: '√d_k', pattern: /√d_k/, taught: 'attention' },
  { term: 'slope', pattern: /\bslopes?\b/i, taught: 'long-context' },
  { term: 'word2vec', pattern: /word2vec/i, taught: 'contextual' },
  { term: 'Adam', pattern: /\bAdam\b/, taught: 'train' },
  { term: 'nats', pattern: /\bnats?\b/, taught: 'train' },
];

test('no lesson uses a term before the lesson that teaches it, outside a primer', async () => {
  const { page, problems, close } = await openPage(env);
  // Each lesson's own words (its end, with the next lesson's title, is not the lesson), per term
  // with that term's primers left out.
  const lessons = await page.evaluate(
    (names) =>
      [...document.querySelectorAll('section[data-panel]')].map((section) => {
        const textWithout = (term) => {
          const copy = section.cloneNode(true);
          copy.querySelectorAll('.lesson-end, .katex-mathml').forEach((e) => e.remove());
          copy.querySelectorAll('[data-primer]').forEach((e) => {
            if (e.dataset.primer.split(',').includes(term)) e.remove();
          });
          return copy.textContent;
        };
        return {
          id: section.dataset.panel,
          text: Object.fromEntries(names.map((term) => [term, textWithout(term)])),
        };
      }),
    terms.map((t) => t.term),
  );
  const order = lessons.map((l) => l.id);
  const early = [];
  for (const { term, pattern, taught } of terms) {
    const at = order.indexOf(taught);
    assert.ok(at >= 0, `${taught} is on the page`);
    assert.match(lessons[at].text[term], pattern, `${taught} teaches “${term}”`);
    // The check before the lessons asks about the terms before they are taught, on purpose: it
    // measures what a learner knows at the start. It is the only lesson allowed to.
    for (const lesson of lessons.slice(0, at).filter((l) => l.id !== 'check-before')) {
      const m = lesson.text[term].match(pattern);
      if (m)
        early.push(
          `${lesson.id} uses “${m[0]}” (taught in ${taught}): …${lesson.text[term].slice(Math.max(0, m.index - 60), m.index + 40)}…`,
        );
    }
  }
  assert.deepEqual(early, []);
  assert.deepEqual(problems, []);
  await close();
});
