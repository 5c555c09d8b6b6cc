// Lesson tokenizer, its view: text -> UTF-8 bytes -> token ids (the model's view), computed by the core's
// byte_breakdown; decoding with U+FFFD for broken sequences; Vizuara's notebook's chr(i) tokenizer
// as a contrast; and the word-level tokenizer with its vocabulary size and <unk> words.
import { chartTools } from '../../charts/chart-tools.js';
import { lessonView, refusal } from '../../ui/lesson-view.js';
import { h } from '../../base/dom.js';
import { mathElement, texWords } from '../../ui/math.js';
import { lessonTextBox, lessonTextStyle } from '../../lesson-parts/token-lessons/labels.js';
import { shippedTexts } from '../../texts/index.js';
import { charCards, notebookComparison, visible, vocabularyTable, wordChips } from './cards.js';
import { settings } from './lesson.js';
import { strings } from './strings.js';
import { words } from '../../i18n/words.js';

const t = words('tokenizer', strings);

// A line of each other language the texts hold (Cervantes, Li Bai, Machado de Assis, Imru'
// al-Qais), put in the text box as if typed: their characters take two and three bytes. dir auto:
// the Arabic line runs right to left, its "…" at its left end.
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
            dir: 'auto',
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

// The text as the core decodes it: a character breakdown's texts joined give byte_decode's
// result (core/data/tokenizer.hpp), so no byte ids are sent back to be decoded.
const decodedText = (chars) => chars.map((c) => c.text).join('');

/**
 * The text's bytes (the last multi-byte character cut when asked), decoded back, as the notebook
 * reads them, and as words against the chosen vocabulary (the corpus's or the text's own).
 */
function computeText(core, s) {
  if (s.text.length === 0) throw refusal('text', t('textEmpty'));
  const result = core.tokenizerLesson(s.text, { cut: s.tk_cut, vocabulary: s.tk_vocab });
  return {
    ...result,
    decoded: decodedText(result.shown),
    wholeDecoded: decodedText(result.chars),
  };
}

/** What the cut did: which character it broke, or that there was none to break. */
function cutText({ chars, target }, s) {
  if (!s.tk_cut) return '';
  return target >= 0 ? t('cutBroken', { char: chars[target].text }) : t('cutNothing');
}

/** The counts above the cards: bytes, characters of several bytes, broken ones; or words. */
function summaryText({ ids, shown, report }, s) {
  if (s.tk_mode !== 'bytes')
    return t('wordsSummary', {
      n: report.words.length,
      vocab: report.vocabSize,
      unknown: report.unknown,
      bytes: t('byteTokenCount', { n: ids.length }),
    });
  const multi = shown.filter((c) => c.ids.length > 1 && c.valid).length;
  const invalid = shown.filter((c) => !c.valid).length;
  const counts = {
    characters: t('characterCount', { n: shown.length }),
    tokens: t('byteTokenCount', { n: ids.length }),
    multi: t('multiByte', { n: multi }),
    invalid: t('invalidCount', { n: invalid }),
  };
  if (multi && invalid) return t('bytesSummaryMultiInvalid', counts);
  if (multi) return t('bytesSummaryMulti', counts);
  if (invalid) return t('bytesSummaryInvalid', counts);
  return t('bytesSummary', counts);
}

// A data-table row header must show something: whitespace gets a name.
function rowLabel(c) {
  if (!c.valid) return '\uFFFD';
  if (c.text === ' ') return t('space');
  if (c.text.trim() === '')
    return `U+${c.text.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
  return c.text;
}

/** The byte table behind the CSV and data table: one row per byte, with its character. */
function byteTable(shown) {
  return {
    rows: shown.reduce((n, c) => n + c.ids.length, 0),
    cols: 2,
    data: shown.flatMap((c, ci) => c.ids.map((id) => [id, ci])).flat(),
    colLabels: [t('byteIdColumn'), t('characterIndexColumn')],
    rowLabels: shown.flatMap((c) => c.ids.map(() => rowLabel(c))),
  };
}

/** The text's figures: elements to place, draw(result, state) and the byte table drawn last. */
function textView() {
  const view = {
    byteView: h('div', { className: 'byte-view' }),
    wordView: h('div', { className: 'word-view' }),
    summary: h('p', { className: 'stat-line', 'aria-live': 'polite' }),
    decodedBox: h('div', { className: 'decoded', translate: 'no' }), // the learner's text
    cutNote: h('p', { className: 'note cut-note', role: 'status', hidden: true }),
    table: null,
  };
  view.draw = (result, s) => {
    const { chars, ids, shown, notebook, report } = result;
    view.cutNote.textContent = cutText(result, s);
    view.cutNote.hidden = !s.tk_cut;
    view.byteView.replaceChildren(
      charCards(shown),
      h('p', { className: 'note' }, t('decodedBack')),
      view.decodedBox,
      h('h3', {}, t('notebookTitle')),
      notebookComparison(
        chars,
        notebook,
        result.wholeDecoded,
        String.fromCharCode(...notebook.ids),
      ),
    );
    view.decodedBox.textContent = visible(result.decoded);
    view.summary.textContent = summaryText(result, s);
    view.wordView.replaceChildren(
      wordChips(report),
      vocabularyTable(report, ids.length, s.tk_vocab === 'corpus'),
    );
    view.byteView.hidden = s.tk_mode !== 'bytes';
    view.wordView.hidden = s.tk_mode !== 'words';
    view.table = byteTable(shown);
  };
  return view;
}

// The learner's own byte ids, decoded one character at a time and as a whole.
function ownBytesPart(box) {
  return {
    uses: ['tk_bytes'],
    compute: (core, s) => core.byteBreakdownIds(s.tk_bytes),
    draw: (chars) =>
      box.replaceChildren(
        charCards(chars),
        h('p', { className: 'decoded', translate: 'no' }, visible(decodedText(chars))),
      ),
  };
}

export function mount(section, ctx) {
  const text = textView();
  const ownBytesView = h('div', {});
  const lesson = lessonView(section, ctx, {
    settings,
    reads: ['text'],
    parts: [
      {
        uses: ['text', 'tk_mode', 'tk_cut', 'tk_vocab'],
        compute: computeText,
        draw: text.draw,
      },
      ownBytesPart(ownBytesView),
    ],
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
    text.cutNote,
    text.summary,
    text.byteView,
    text.wordView,
    chartTools({ name: 'tokenizer-bytes', label: t('bytesData'), matrix: () => text.table }),
    h('h3', {}, t('ownBytesTitle')),
    bytesInput.element,
    ownBytesView,
    h('h3', {}, t('denseTitle')),
    h('p', {}, t('dense')),
    mathElement(
      String.raw`\text{one-hot}(i) = (0,\dots,0,\underbrace{1}_{i},0,\dots,0) \in \{0,1\}^{V} \qquad ${texWords(t('texDense'))}(i) = E[i] \in \mathbb{R}^{d},\ d \ll V`,
    ),
  );

  lesson.start();
}
