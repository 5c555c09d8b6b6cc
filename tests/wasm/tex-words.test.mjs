// Words inside formulas (web/src/ui/tex-words.js): a message enters the TeX escaped, so KaTeX
// shows exactly its characters whatever they are; a lesson's formula says its words in the
// page's language; and no lesson writes a word of its own into a formula's \text{…}.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, test } from 'node:test';

import katex from 'katex';

import { readCatalogue } from '../../scripts/messages.mjs';
import { useLanguage, words } from '../../web/src/i18n/words.js';
import { escapeTexText, inMath, texWords } from '../../web/src/ui/tex-words.js';
import { absoluteRelativeTex } from '../../web/src/panels/positions/formulas.js';
import { strings as sampling } from '../../web/src/panels/sampling/strings.js';

afterEach(() => useLanguage('en'));

// As the page renders (ui/math.js): \htmlStyle trusted, nothing else.
const render = (tex) =>
  katex.renderToString(tex, {
    output: 'mathml',
    throwOnError: true,
    strict: 'ignore',
    trust: (context) => context.command === '\\htmlStyle',
  });

/** What a reader of the MathML hears: the text of every <mtext>, joined. */
const spokenText = (mathml) =>
  [...mathml.matchAll(/<mtext>([^<]*)<\/mtext>/g)]
    .map((m) => m[1])
    .join('')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\u00a0/g, ' ');

test('every character TeX treats as a command is escaped, and KaTeX shows it as written', () => {
  const message = String.raw`a\b {c} 50% #1 & x_1 2^3 ~ $5`;
  assert.equal(
    escapeTexText(message),
    String.raw`a\textbackslash{}b \{c\} 50\% \#1 \& x\_1 2\textasciicircum{}3 \textasciitilde{} \$5`,
  );
  const tex = texWords(message);
  assert.match(tex, /^\\text\{.*\}$/);
  assert.equal(spokenText(render(tex)), message);
  // Unescaped, the same words break the formula: what the helper is for.
  assert.throws(() => render(String.raw`\text{${message}}`));
});

test('a symbol inside a sentence stays math, in the order the language puts it', async () => {
  useLanguage('zh', await readCatalogue('zh'));
  const t = words('sampling', sampling);
  const tex = texWords(t.parts('texTopP', { S: inMath('S'), sum: inMath(String.raw`p \ge q`) }));
  assert.equal(tex, String.raw`\text{满足 $p \ge q$ 的最小 $S$}`);
  // KaTeX keeps a space inside \text{…} as a no-break space.
  const mathml = render(tex).replace(/\u00a0/g, ' ');
  assert.match(
    mathml,
    /<mtext>满足 <\/mtext>.*<mi>p<\/mi><mo>≥<\/mo><mi>q<\/mi>.*<mtext> 的最小 <\/mtext>.*<mi>S<\/mi>/s,
  );
});

test('the positions lesson’s formula says absolute and relative in Spanish and Chinese', async () => {
  assert.equal(
    absoluteRelativeTex(),
    String.raw`\text{absolute:}\ i,\; j \qquad \text{relative:}\ i - j`,
  );
  for (const lang of ['es', 'zh']) {
    const catalogue = await readCatalogue(lang);
    useLanguage(lang, catalogue);
    const shown = spokenText(render(absoluteRelativeTex()));
    assert.ok(shown.includes(catalogue['positions.texAbsolute']), `${lang}: ${shown}`);
    assert.ok(shown.includes(catalogue['positions.texRelative']), `${lang}: ${shown}`);
    assert.doesNotMatch(shown, /absolute|relative/, lang);
  }
});

test('an Arabic sentence around a symbol runs right to left inside the formula', async () => {
  const catalogue = await readCatalogue('ar');
  useLanguage('ar', catalogue);
  const t = words('sampling', sampling);
  const tex = texWords(t.parts('texTopP', { S: inMath('S'), sum: inMath('p') }));
  assert.ok(tex.startsWith(String.raw`\htmlStyle{direction: rtl; unicode-bidi: isolate}{\text{`));
  const html = katex.renderToString(tex, {
    output: 'html',
    strict: 'ignore',
    trust: (context) => context.command === '\\htmlStyle',
  });
  assert.match(html, /style="direction: ?rtl; ?unicode-bidi: ?isolate;?"/);
  // …and the symbol inside it keeps left to right (∑ before its terms).
  assert.match(html, /style="direction: ?ltr; ?unicode-bidi: ?isolate;?"/);
  // Words alone take no wrapping: their colon stays beside the math that follows.
  assert.equal(
    absoluteRelativeTex(),
    String.raw`\text{${catalogue['positions.texAbsolute']}}\ i,\; j \qquad \text{${catalogue['positions.texRelative']}}\ i - j`,
  );
});

// The lessons' formulas: a \text{…} written in the code holds a symbol the field writes the same
// in every language, never a word. A word is a message, set through texWords.
const symbols = new Set(['base', 'max\\_len', 'tok', 'one-hot', 'onehot', 'NTK: ', 'top-']);

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.js') && name !== 'strings.js' ? [path] : [];
  });
}

test('no lesson writes a word into a formula: every \\text{…} in their code is a symbol', () => {
  const web = new URL('../../web/src/', import.meta.url).pathname;
  const written = [];
  for (const dir of ['panels', 'lesson-parts'])
    for (const file of sourceFiles(join(web, dir)))
      for (const [, inside] of readFileSync(file, 'utf8').matchAll(/\\text\{([^{}$]*)\}/g))
        if (!symbols.has(inside)) written.push(`${file.slice(web.length)}: \\text{${inside}}`);
  assert.deepEqual(written, []);
});
