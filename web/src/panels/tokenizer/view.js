// Lesson tokenizer, its view: text -> UTF-8 bytes -> token ids (the model's view), computed by the core's
// byte_breakdown; decoding with U+FFFD for broken sequences; Vizuara's notebook's chr(i) tokenizer
// as a contrast; and the word-level tokenizer with its vocabulary size and <unk> words.
import { formatCount } from '../../format.js';
import { chartTools } from '../../charts/chart-tools.js';
import { lessonView, refusal } from '../../ui/lesson-view.js';
import { h } from '../../base/dom.js';
import { mathElement } from '../../ui/math.js';
import { focusableWhenScrolling } from '../../base/scroll-focus.js';
import { lessonTextBox, lessonTextStyle } from '../../lesson-parts/token-lessons/labels.js';
import '../../texts/other-languages.js';
import { shippedTexts } from '../../texts/index.js';
import { charCards, notebookComparison, visible, wordChips } from './cards.js';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('tokenizer', strings);

// A line of each other language the texts hold (Cervantes, Li Bai), put in the text box as if
// typed: their characters take two and three bytes.
function tryLines(textInput) {
  return h(
    'p',
    { className: 'control-hint try-lines' },
    t('tryLines'),
    ...shippedTexts
      .filter((text) => text.sample)
      .flatMap((text) => {
        const button = h(
          'button',
          {
            type: 'button',
            lang: text.lang,
            translate: 'no',
            className: 'try-line',
            dataset: { sets: 'text' }, // disabled with the text box under a teacher's lock
          },
          text.sample.length > 24 ? `${text.sample.slice(0, 24)}…` : text.sample,
        );
        button.addEventListener('click', () => textInput.set(text.sample));
        return [' ', button];
      }),
  );
}

export function mount(section, ctx) {
  const corpus = ctx.core.seedCorpus();

  const byteView = h('div', { className: 'byte-view' });
  const wordView = h('div', { className: 'word-view' });
  const summary = h('p', { className: 'stat-line', 'aria-live': 'polite' });
  const decodedBox = h('div', { className: 'decoded', translate: 'no' }); // the learner's text
  const cutNote = h('p', { className: 'note cut-note', role: 'status', hidden: true });
  const ownBytesView = h('div', {});
  let tableData = null; // the byte table behind the CSV / data table

  // The text's bytes (the last multi-byte character cut when asked), decoded back, as the
  // notebook reads them, and as words against the chosen vocabulary.
  const compute = (core, s) => {
    const text = s.text;
    if (text.length === 0) throw refusal('text', t('textEmpty'));
    const chars = core.byteBreakdown(text);
    let ids = chars.flatMap((c) => c.ids);
    // The cut drops the last byte of the last character that has more than one: cutting an ASCII
    // character (one byte) would only remove it, and nothing would show what a cut does.
    const target = s.tk_cut ? chars.findLastIndex((c) => c.ids.length > 1) : -1;
    if (target >= 0) {
      const end = chars[target].offset + chars[target].ids.length;
      ids = [...ids.slice(0, end - 1), ...ids.slice(end)];
    }
    return {
      chars,
      ids,
      target,
      shown: target >= 0 ? core.byteBreakdownIds(ids) : chars,
      decoded: core.byteDecode(ids),
      notebook: core.notebookCharIds(text),
      wholeDecoded: core.byteDecode(chars.flatMap((c) => c.ids)),
      report: core.wordReport(s.tk_vocab === 'corpus' ? corpus : text, text),
    };
  };

  const draw = ({ chars, ids, target, shown, decoded, notebook, wholeDecoded, report }, s) => {
    cutNote.textContent = !s.tk_cut
      ? ''
      : target >= 0
        ? t('cutBroken', { char: chars[target].text })
        : t('cutNothing');
    cutNote.hidden = !s.tk_cut;
    const notebookDecoded = String.fromCharCode(...notebook.ids);

    const multi = shown.filter((c) => c.ids.length > 1 && c.valid).length;
    const invalid = shown.filter((c) => !c.valid).length;
    byteView.replaceChildren(
      charCards(shown),
      h('p', { className: 'note' }, t('decodedBack')),
      decodedBox,
      h('h3', {}, t('notebookTitle')),
      notebookComparison(chars, notebook, wholeDecoded, notebookDecoded),
    );
    decodedBox.textContent = visible(decoded);
    const counts = {
      characters: t('characterCount', { n: shown.length }),
      tokens: t('byteTokenCount', { n: ids.length }),
      multi: t('multiByte', { n: multi }),
      invalid: t('invalidCount', { n: invalid }),
    };
    summary.textContent =
      s.tk_mode !== 'bytes'
        ? t('wordsSummary', {
            n: report.words.length,
            vocab: report.vocabSize,
            unknown: report.unknown,
            bytes: t('byteTokenCount', { n: ids.length }),
          })
        : multi && invalid
          ? t('bytesSummaryMultiInvalid', counts)
          : multi
            ? t('bytesSummaryMulti', counts)
            : invalid
              ? t('bytesSummaryInvalid', counts)
              : t('bytesSummary', counts);
    wordView.replaceChildren(
      wordChips(report),
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
            h(
              'tr',
              {},
              h('th', { scope: 'row' }, t('bytesRow')),
              h('td', {}, '256'),
              h('td', {}, String(ids.length)),
              h('td', {}, formatCount(256 * 64)),
            ),
            h(
              'tr',
              {},
              h(
                'th',
                { scope: 'row' },
                s.tk_vocab === 'corpus' ? t('wordsRowCorpus') : t('wordsRowText'),
              ),
              h('td', {}, String(report.vocabSize)),
              h('td', {}, String(report.words.length)),
              h('td', {}, formatCount(report.vocabSize * 64)),
            ),
          ),
        ),
      ),
      h(
        'p',
        { className: 'note' },
        s.tk_vocab === 'corpus' ? t('vocabCorpusNote') : t('vocabTextNote'),
      ),
    );
    byteView.hidden = s.tk_mode !== 'bytes';
    wordView.hidden = s.tk_mode !== 'words';
    tableData = {
      rows: shown.reduce((n, c) => n + c.ids.length, 0),
      cols: 2,
      data: shown.flatMap((c, ci) => c.ids.map((id) => [id, ci])).flat(),
      colLabels: [t('byteIdColumn'), t('characterIndexColumn')],
      rowLabels: shown.flatMap((c) => c.ids.map(() => rowLabel(c))),
    };
  };

  // A data-table row header must show something: whitespace gets a name.
  const rowLabel = (c) => {
    if (!c.valid) return '\uFFFD';
    if (c.text === ' ') return t('space');
    if (c.text.trim() === '')
      return `U+${c.text.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    return c.text;
  };

  // The learner's own byte ids, decoded one character at a time and as a whole.
  const ownBytes = {
    uses: ['tk_bytes'],
    compute: (core, s) => ({
      chars: core.byteBreakdownIds(s.tk_bytes),
      text: core.byteDecode(s.tk_bytes),
    }),
    draw: ({ chars, text }) =>
      ownBytesView.replaceChildren(
        charCards(chars),
        h('p', { className: 'decoded', translate: 'no' }, visible(text)),
      ),
  };
  const lesson = lessonView(section, ctx, {
    settings,
    reads: ['text'],
    parts: [{ uses: ['text', 'tk_mode', 'tk_cut', 'tk_vocab'], compute, draw }, ownBytes],
  });

  const textInput = lesson.control('text', lessonTextBox);
  const modeControl = lesson.control('tk_mode', {
    options: [
      ['bytes', t('modeBytes')],
      ['words', t('modeWords')],
    ],
  });
  const cutControl = lesson.control('tk_cut', {
    label: t('cutLabel'),
    id: 'tk-cut',
    className: 'control',
  });
  const vocabControl = lesson.control('tk_vocab', {
    options: [
      ['corpus', t('vocabCorpus')],
      ['text', t('vocabText')],
    ],
  });
  const bytesInput = lesson.control('tk_bytes', {
    ...lessonTextStyle,
    label: t('ownBytesLabel'),
    hint: t('ownBytesHint'),
  });

  section.append(
    h('p', { className: 'lead' }, t('lead')),
    h('p', {}, t('utf8')),
    h('div', { className: 'controls' }, textInput.element, modeControl.element),
    tryLines(textInput),
    h('div', { className: 'controls' }, cutControl.element, vocabControl.element),
    cutNote,
    summary,
    byteView,
    wordView,
    chartTools({ name: 'tokenizer-bytes', matrix: () => tableData }),
    h('h3', {}, t('ownBytesTitle')),
    bytesInput.element,
    ownBytesView,
    h('h3', {}, t('denseTitle')),
    h('p', {}, t('dense')),
    mathElement(
      String.raw`\text{one-hot}(i) = (0,\dots,0,\underbrace{1}_{i},0,\dots,0) \in \{0,1\}^{V} \qquad \text{dense}(i) = E[i] \in \mathbb{R}^{d},\ d \ll V`,
    ),
  );

  lesson.start();
}
