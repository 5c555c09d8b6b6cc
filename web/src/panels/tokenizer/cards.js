// DOM views of the tokenizer panel: character cards with their UTF-8 bytes, word chips, and the
// comparison with Vizuara's notebook's character tokenizer. User text only ever goes in as text,
// marked translate="no" (a translator leaves the learner's own text as it is).
import { formatCount } from '../../format.js';
import { h } from '../../base/dom.js';
import { focusableWhenScrolling } from '../../base/scroll-focus.js';
import { words } from '../../i18n/words.js';
import { strings } from './strings.js';

const t = words('tokenizer', strings);

const hex = (n) => n.toString(16).toUpperCase().padStart(2, '0');
const codePointName = (cp) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;

/** How a character shows on a card: visible stand-ins for space, control characters, NUL. */
function glyph(char) {
  if (!char.valid) return '\uFFFD';
  if (char.codePoint === 32) return t('space');
  if (char.codePoint < 32 || char.codePoint === 127) return `\\x${hex(char.codePoint)}`;
  return char.text;
}

/** One card per character: glyph, code point, byte ids (decimal with hex on hover), count. */
export function charCards(chars) {
  return h(
    'ol',
    { className: 'char-cards', 'aria-label': t('cardsLabel') },
    chars.map((c) => {
      const n = c.ids.length;
      const what = c.valid
        ? t('cardTitle', { code: codePointName(c.codePoint), n })
        : t('cardTitleInvalid', { n });
      return h(
        'li',
        {
          className: `char-card bytes-${Math.min(n, 4)}${c.valid ? '' : ' invalid'}`,
          title: what,
        },
        glyph(c) !== c.text
          ? h('span', { className: 'char-glyph stand-in' }, glyph(c))
          : h('span', { className: 'char-glyph', translate: 'no' }, c.text),
        h('span', { className: 'char-meta' }, c.valid ? codePointName(c.codePoint) : 'U+FFFD'),
        h(
          'span',
          { className: 'byte-chips' },
          c.ids.map((id) =>
            h('span', { className: 'byte-chip', title: `0x${hex(id)}` }, String(id)),
          ),
        ),
        h(
          'span',
          { className: 'byte-count' },
          c.valid ? t('cardBytes', { n }) : t('cardInvalid', { n }),
        ),
      );
    }),
  );
}

/** Words as chips with their ids; <unk> words dashed and labelled. */
export function wordChips(report) {
  if (report.words.length === 0) return h('p', { className: 'note' }, t('noWords'));
  return h(
    'div',
    { 'aria-label': t('wordsLabel') },
    report.words.map((word, i) => {
      const unknown = report.ids[i] === 0;
      return h(
        'span',
        { className: `word-chip${unknown ? ' unknown' : ''}` },
        h('span', { translate: 'no' }, word),
        h(
          'span',
          { className: 'char-meta' },
          unknown ? t('unknownId') : t('wordId', { id: report.ids[i] }),
        ),
      );
    }),
  );
}

/** Text with invisible characters made visible, for decoded strings. */
export function visible(text) {
  return text.replace(/\0/g, '[NUL]');
}

/** Vizuara's notebook's ids beside the true UTF-8 byte ids for the same text. */
export function notebookComparison(chars, notebook, bytesDecoded, notebookDecoded) {
  const bytes = chars.flatMap((c) => c.ids);
  const lost = notebook.lost.filter(Boolean).length;
  const differs =
    notebook.ids.length !== bytes.length || notebook.ids.some((v, i) => v !== bytes[i]);
  return h(
    'div',
    {},
    focusableWhenScrolling(
      h(
        'table',
        { className: 'compare-table' },
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            h('td', {}),
            h('th', {}, t('idsColumn')),
            h('th', {}, t('countColumn')),
            h('th', {}, t('decodesToColumn')),
          ),
        ),
        h(
          'tbody',
          {},
          h(
            'tr',
            {},
            h('th', { scope: 'row' }, t('utf8Row')),
            h('td', { className: 'mono' }, bytes.join(' ')),
            h('td', {}, String(bytes.length)),
            h('td', { className: 'mono', translate: 'no' }, visible(bytesDecoded)),
          ),
          h(
            'tr',
            {},
            h('th', { scope: 'row' }, t('notebookRow')),
            h('td', { className: 'mono' }, notebook.ids.join(' ')),
            h('td', {}, String(notebook.ids.length)),
            h('td', { className: 'mono', translate: 'no' }, visible(notebookDecoded)),
          ),
        ),
      ),
    ),
    h(
      'p',
      { className: 'note', dataset: { differs: String(differs) } },
      !differs
        ? t('notebookSame')
        : lost > 0
          ? t('notebookDiffersLost', { lost })
          : t('notebookDiffers'),
    ),
  );
}

/** Bytes against words: each tokenizer's vocabulary, its tokens for the text and its table's size. */
export function vocabularyTable(report, byteTokens, fromCorpus) {
  const row = (name, vocab, tokens) =>
    h(
      'tr',
      {},
      h('th', { scope: 'row' }, name),
      h('td', {}, String(vocab)),
      h('td', {}, String(tokens)),
      h('td', {}, formatCount(vocab * 64)),
    );
  return [
    focusableWhenScrolling(
      h(
        'table',
        { className: 'compare-table' },
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            h('th', {}, t('tokenizerColumn')),
            h('th', {}, t('vocabularyColumn')),
            h('th', {}, t('tokensColumn')),
            h('th', {}, t('tableColumn')),
          ),
        ),
        h(
          'tbody',
          {},
          row(t('bytesRow'), 256, byteTokens),
          row(
            fromCorpus ? t('wordsRowCorpus') : t('wordsRowText'),
            report.vocabSize,
            report.words.length,
          ),
        ),
      ),
    ),
    h('p', { className: 'note' }, fromCorpus ? t('vocabCorpusNote') : t('vocabTextNote')),
  ];
}
