// Lesson tokenizer, its view: text -> UTF-8 bytes -> token ids (the model's view), computed by the core's
// byte_breakdown; decoding with U+FFFD for broken sequences; Vizuara's notebook's chr(i) tokenizer
// as a contrast; and the word-level tokenizer with its vocabulary size and <unk> words.
import { formatCount } from '../../format.js';
import { readList } from '../../state.js';
import { chartTools } from '../../ui/chart-tools.js';
import { settingControl, sharedTextControl } from '../../ui/controls.js';
import { h } from '../../ui/dom.js';
import { mathElement } from '../../ui/math.js';
import { focusableWhenScrolling } from '../../ui/scroll-focus.js';
import { lessonTextBox, lessonTextStyle } from '../token-lessons/labels.js';
import '../../texts/other-languages.js';
import { shippedTexts } from '../../texts/index.js';
import { charCards, notebookComparison, visible, wordChips } from './views.js';
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

export function mount(section, { core, values, onChange, shared }) {
  const corpus = core.seedCorpus();
  const current = {
    text: values.text,
    mode: values.tk_mode,
    cut: values.tk_cut,
    vocab: values.tk_vocab,
  };

  const byteView = h('div', { className: 'byte-view' });
  const wordView = h('div', { className: 'word-view' });
  const summary = h('p', { className: 'stat-line', 'aria-live': 'polite' });
  const decodedBox = h('div', { className: 'decoded', translate: 'no' }); // the learner's text
  const cutNote = h('p', { className: 'note cut-note', role: 'status', hidden: true });
  const ownBytesView = h('div', {});
  let tableData = null; // the byte table behind the CSV / data table

  const render = (text = current.text) => {
    if (text.length === 0) throw new Error(t('textEmpty'));
    const chars = core.byteBreakdown(text);
    let ids = chars.flatMap((c) => c.ids);
    // The cut drops the last byte of the last character that has more than one: cutting an ASCII
    // character (one byte) would only remove it, and nothing would show what a cut does.
    const target = current.cut ? chars.findLastIndex((c) => c.ids.length > 1) : -1;
    if (target >= 0) {
      const end = chars[target].offset + chars[target].ids.length;
      ids = [...ids.slice(0, end - 1), ...ids.slice(end)];
    }
    cutNote.textContent = !current.cut
      ? ''
      : target >= 0
        ? t('cutBroken', { char: chars[target].text })
        : t('cutNothing');
    cutNote.hidden = !current.cut;
    const shown = target >= 0 ? core.byteBreakdownIds(ids) : chars;
    const decoded = core.byteDecode(ids);
    const notebook = core.notebookCharIds(text);
    const notebookDecoded = String.fromCharCode(...notebook.ids);
    const report = core.wordReport(current.vocab === 'corpus' ? corpus : text, text);

    const multi = shown.filter((c) => c.ids.length > 1 && c.valid).length;
    const invalid = shown.filter((c) => !c.valid).length;
    byteView.replaceChildren(
      charCards(shown),
      h('p', { className: 'note' }, t('decodedBack')),
      decodedBox,
      h('h3', {}, t('notebookTitle')),
      notebookComparison(
        chars,
        notebook,
        core.byteDecode(chars.flatMap((c) => c.ids)),
        notebookDecoded,
      ),
    );
    decodedBox.textContent = visible(decoded);
    const counts = {
      characters: t('characterCount', { n: shown.length }),
      tokens: t('byteTokenCount', { n: ids.length }),
      multi: t('multiByte', { n: multi }),
      invalid: t('invalidCount', { n: invalid }),
    };
    summary.textContent =
      current.mode !== 'bytes'
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
                current.vocab === 'corpus' ? t('wordsRowCorpus') : t('wordsRowText'),
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
        current.vocab === 'corpus' ? t('vocabCorpusNote') : t('vocabTextNote'),
      ),
    );
    byteView.hidden = current.mode !== 'bytes';
    wordView.hidden = current.mode !== 'words';
    tableData = {
      rows: shown.reduce((n, c) => n + c.ids.length, 0),
      cols: 2,
      data: shown.flatMap((c, ci) => c.ids.map((id) => [id, ci])).flat(),
      colLabels: [t('byteIdColumn'), t('characterIndexColumn')],
      rowLabels: shown.flatMap((c) => c.ids.map(() => rowLabel(c))),
    };
    current.text = text;
    section.dataset.status = 'ready';
  };

  // A data-table row header must show something: whitespace gets a name.
  const rowLabel = (c) => {
    if (!c.valid) return '\uFFFD';
    if (c.text === ' ') return t('space');
    if (c.text.trim() === '')
      return `U+${c.text.codePointAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
    return c.text;
  };

  const renderOwnBytes = (text) => {
    const ids = readList(settings.tk_bytes, text);
    const chars = core.byteBreakdownIds(ids);
    ownBytesView.replaceChildren(
      charCards(chars),
      h('p', { className: 'decoded', translate: 'no' }, visible(core.byteDecode(ids))),
    );
  };

  const textInput = sharedTextControl({
    ...lessonTextBox,
    values,
    onChange,
    shared,
    onText: render,
  });
  const modeControl = settingControl(settings, 'tk_mode', {
    values,
    onChange,
    options: [
      ['bytes', t('modeBytes')],
      ['words', t('modeWords')],
    ],
    apply: (mode) => {
      current.mode = mode;
      render();
    },
  });
  const cutControl = settingControl(settings, 'tk_cut', {
    values,
    onChange,
    label: t('cutLabel'),
    id: 'tk-cut',
    className: 'control',
    apply: (cut) => {
      current.cut = cut;
      render();
    },
  });
  const vocabControl = settingControl(settings, 'tk_vocab', {
    values,
    onChange,
    options: [
      ['corpus', t('vocabCorpus')],
      ['text', t('vocabText')],
    ],
    apply: (vocab) => {
      current.vocab = vocab;
      render();
    },
  });
  const bytesInput = settingControl(settings, 'tk_bytes', {
    ...lessonTextStyle,
    values,
    onChange,
    label: t('ownBytesLabel'),
    hint: t('ownBytesHint'),
    apply: renderOwnBytes,
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

  try {
    render();
  } catch (error) {
    textInput.showError(error.message);
    section.dataset.status = 'ready'; // the rest of the panel still works
  }
  try {
    renderOwnBytes(values.tk_bytes);
  } catch (error) {
    bytesInput.showError(error.message);
  }
}
